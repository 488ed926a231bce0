"""shoot_many: many independent one-ball shots from resting points, numpy in and out."""

from typing import NamedTuple

import numpy as np

from . import _minigolf


class ShotBatch(NamedTuple):
    """Where each shot of a batch ended (arrays of the batch's shape)."""

    x: np.ndarray  #: final centre x (tiles); the cup's x if holed; NaN if out of play
    y: np.ndarray  #: final centre y (tiles)
    holed: np.ndarray  #: bool: the ball dropped
    ticks: np.ndarray  #: int64: ticks until the ball rested
    strokes: np.ndarray  #: int32: strokes counted: 1, or 2 after water's penalty


def shoot_many(level, x, y, angles, speeds, threads=0):
    """Plays one shot per element of the broadcast arrays (x, y, angles, speeds).

    Each shot is a fresh one-ball hole: the ball put at rest at (x, y) (tiles; it must lie on
    open floor), struck at ``angles`` degrees (0 right, 90 down) and ``speeds`` tiles/s (at
    most the level's maxShotSpeed) at hole clock 0, played until it rests with golf::Match's
    rules. ``threads`` worker threads (0: the cores) share the shots with the GIL released;
    the results are the same bit for bit whatever their number.
    """
    arrays = np.broadcast_arrays(
        *(np.asarray(a, dtype=np.float64) for a in (x, y, angles, speeds))
    )
    shape = arrays[0].shape
    flat = [np.ascontiguousarray(a.reshape(-1)) for a in arrays]
    out = _minigolf._shoot_many(level, *flat, threads=threads)
    return ShotBatch(*(out[key].reshape(shape) for key in ShotBatch._fields))
