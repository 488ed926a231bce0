"""shoot_many: the same bits as one Match per shot, whatever the number of threads."""

import numpy as np
import pytest

import minigolf
from conftest import FRONT_NINE, ROOT

ISLAND = ROOT / "levels/back-nine/03-island-green.json"


def shots(level, count, seed):
    rng = np.random.default_rng(seed)
    angles = rng.uniform(-180, 180, count)
    speeds = rng.uniform(0, level.max_shot_speed, count)
    speeds[:3] = [0.0, level.max_shot_speed, 1e-3]  # the edges: no speed, the top speed
    return angles, speeds


def one_by_one(level, x, y, angles, speeds):
    """Each shot played by its own Match from a ball set up at (x, y)."""
    out = []
    for a, s in zip(angles, speeds):
        match = minigolf.Match(level)
        match.setup(0, x, y)
        report = match.shoot(float(a), float(s))
        ball = report["balls"][0]
        if ball["inPlay"]:
            end = (ball["x"], ball["y"])
        elif ball["holed"]:
            end = level.cup
        else:
            end = (np.nan, np.nan)
        out.append((*end, ball["holed"], report["ticks"], ball["strokes"]))
    return out


@pytest.mark.parametrize("path,start", [(FRONT_NINE / "02-dog-leg.json", None), (ISLAND, (3.0, 4.5))])
def test_equals_one_match_per_shot_bit_for_bit(path, start):
    level = minigolf.load_level(path)
    x, y = start or level.tee
    angles, speeds = shots(level, 48, seed=7)
    batch = minigolf.shoot_many(level, x, y, angles, speeds, threads=2)
    expected = one_by_one(level, x, y, angles, speeds)
    got = list(zip(batch.x, batch.y, batch.holed, batch.ticks, batch.strokes))
    for e, g in zip(expected, got):
        assert np.array_equal(np.array(e[:2]), np.array(g[:2]), equal_nan=True)
        assert (bool(g[2]), int(g[3]), int(g[4])) == e[2:]
    assert batch.x.dtype == np.float64 and batch.holed.dtype == np.bool_
    assert batch.ticks.dtype == np.int64 and batch.strokes.dtype == np.int32


def test_water_costs_a_penalty_stroke_and_the_ball_goes_back():
    level = minigolf.load_level(ISLAND)
    angles = np.linspace(-180, 180, 64, endpoint=False)
    batch = minigolf.shoot_many(level, 3.0, 4.5, angles, 10.0)
    watered = batch.strokes == 2
    assert watered.any() and (~watered).any()
    assert np.all(batch.x[watered] == 3.0) and np.all(batch.y[watered] == 4.5)


def test_the_same_whatever_the_thread_count():
    level = minigolf.load_level(FRONT_NINE / "03-diamond.json")
    angles, speeds = shots(level, 200, seed=3)
    results = [minigolf.shoot_many(level, *level.tee, angles, speeds, threads=t) for t in (1, 2, 4)]
    for other in results[1:]:
        for a, b in zip(results[0], other):
            assert np.array_equal(a, b)


def test_the_first_stroke_from_the_tee_is_the_matchs_entry_at_the_tee():
    level = minigolf.load_level(FRONT_NINE / "01-first-putt.json")
    batch = minigolf.shoot_many(level, *level.tee, [10.0, 16.0], [9.0, 8.854377439617085])
    for i, (a, s) in enumerate([(10.0, 9.0), (16.0, 8.854377439617085)]):
        match = minigolf.Match(level)
        ball = match.shoot(a, s)["balls"][0]
        assert ball["holed"] == batch.holed[i]
        if ball["inPlay"]:
            assert (ball["x"], ball["y"]) == (batch.x[i], batch.y[i])


def test_broadcasting_and_shapes():
    level = minigolf.load_level(FRONT_NINE / "01-first-putt.json")
    batch = minigolf.shoot_many(level, 2.5, 2.5, np.zeros((3, 4)), np.full(4, 5.0))
    assert batch.x.shape == (3, 4) and batch.ticks.shape == (3, 4)
    assert len(set(batch.x.ravel())) == 1
    empty = minigolf.shoot_many(level, 2.5, 2.5, [], [])
    assert empty.x.shape == (0,)


def test_bad_shots_are_refused_naming_the_shot():
    level = minigolf.load_level(FRONT_NINE / "01-first-putt.json")
    with pytest.raises(ValueError, match=r"shot 1 .*speed 20 is above maxShotSpeed 14"):
        minigolf.shoot_many(level, 2.5, 2.5, [0, 0], [5, 20])
    with pytest.raises(ValueError, match="shot 0 from"):
        minigolf.shoot_many(level, 0.5, 0.5, [0], [5])  # inside the wall
    with pytest.raises(ValueError, match="threads"):
        minigolf.shoot_many(level, 2.5, 2.5, [0], [5], threads=-1)
