"""minigolf: the mini-golf engine for Python (docs/python.md).

The compiled part is ``minigolf._minigolf`` (pybind11); this package re-exports it and adds
``shoot_many`` with numpy broadcasting and the learning environments ``PuttEnv`` and
``VecPuttEnv`` (minigolf/env.py).
"""

from ._minigolf import (  # noqa: F401  (re-exported)
    Course,
    CupDistance,
    FormatError,
    Level,
    Match,
    file_kind,
    load_course,
    load_level,
    rate,
    replay,
    solve,
)
from .batch import ShotBatch, shoot_many  # noqa: F401
from .env import Box, PuttEnv, VecPuttEnv  # noqa: F401

__all__ = [
    "Box",
    "Course",
    "CupDistance",
    "FormatError",
    "Level",
    "Match",
    "PuttEnv",
    "ShotBatch",
    "VecPuttEnv",
    "file_kind",
    "load_course",
    "load_level",
    "rate",
    "replay",
    "save_log",
    "shoot_many",
    "solve",
]


def save_log(match, path):
    """Writes ``match``'s shots as a shot log at ``path``, its level path relative to it."""
    import os

    folder = os.path.dirname(os.path.abspath(path))
    level = os.path.relpath(os.path.abspath(match.level.path), folder)
    with open(path, "w", encoding="utf-8") as out:
        out.write(match.to_log(level))
