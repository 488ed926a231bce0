"""Levels, courses and FormatError with the loader's located messages."""

import pytest

import minigolf
from conftest import FRONT_NINE, ROOT


def test_a_level_has_its_file_values():
    level = minigolf.load_level(FRONT_NINE / "01-first-putt.json")
    assert (level.name, level.par, level.width, level.height) == ("First Putt", 2, 12, 5)
    assert level.tee == (2.5, 2.5) and level.cup == (9.5, 2.5)
    assert level.tiles[0] == "#" * 12 and len(level.tiles) == 5
    assert level.max_shot_speed == 14.0 and level.tick_rate == 120
    assert len(level.hash) == 16


def test_a_broken_level_raises_format_error_with_file_and_place():
    path = ROOT / "tests/levels/bad/bad-values.json"
    with pytest.raises(minigolf.FormatError) as caught:
        minigolf.load_level(path)
    error = caught.value
    assert isinstance(error, ValueError)
    assert f"{path}: row 2, column 6: unknown tile 'X'" in error.errors
    assert f"{path}: par: 0 must be >= 1" in str(error).splitlines()
    assert len(error.errors) == 6


def test_broken_json_is_located_by_line_and_column():
    path = ROOT / "tests/levels/bad/broken.json"
    with pytest.raises(minigolf.FormatError, match=rf"^{path}:\d+:\d+: "):
        minigolf.load_level(path)


def test_a_missing_file_is_a_format_error():
    with pytest.raises(minigolf.FormatError, match="no such file"):
        minigolf.load_level("no/such/level.json")


def test_the_front_nine_course():
    course = minigolf.load_course(ROOT / "levels/course.json")
    assert course.name == "Front Nine" and len(course) == 9
    assert [level.par for level in course.levels()][:3] == [2, 3, 2]
    assert minigolf.file_kind(ROOT / "levels/course.json") == "course"
    assert minigolf.file_kind(FRONT_NINE / "02-dog-leg.json") == "level"
    with pytest.raises(minigolf.FormatError):
        minigolf.load_course(FRONT_NINE / "02-dog-leg.json")


def test_cup_distance_goes_round_walls():
    level = minigolf.load_level(FRONT_NINE / "01-first-putt.json")
    field = minigolf.CupDistance(level)
    d = field([9.5, 8.5, 2.5], [2.5, 2.5, 2.5])
    assert d[0] < 0.3  # at the cup (a lattice point's distance)
    assert abs(d[1] - 1.0) < 0.3
    assert d[2] > 7.0  # the wall at column 6 is in the straight line
