"""Learning environments: PuttEnv (one hole at a time) and VecPuttEnv (many at once).

They follow the Gymnasium API (reset, step, action_space, observation_space) without
importing Gymnasium. docs/python.md documents the observation, the reward and the seeding.
"""

import os

import numpy as np

from . import _minigolf
from .batch import shoot_many

#: Observation entries, in order (see docs/python.md).
OBSERVATION_NAMES = (
    "ball_x / width",
    "ball_y / height",
    "(cup_x - ball_x) / side",
    "(cup_y - ball_y) / side",
    "distance to the cup round the walls / side",
    "strokes / max_strokes",
)


class Box:
    """A box of real vectors, as gymnasium.spaces.Box: shape, low, high, dtype, sample()."""

    def __init__(self, low, high, dtype=np.float64, seed=None):
        self.dtype = np.dtype(dtype)
        self.low = np.asarray(low, dtype=self.dtype)
        self.high = np.asarray(high, dtype=self.dtype)
        self.shape = self.low.shape
        self.np_random = np.random.default_rng(seed)

    def seed(self, seed=None):
        """Seeds sample(); the same seed gives the same samples."""
        self.np_random = np.random.default_rng(seed)
        return [seed]

    def sample(self):
        """A uniform sample (bounded entries; an unbounded one is drawn from N(0, 1) above low)."""
        low = np.where(np.isfinite(self.low), self.low, 0.0)
        high = np.where(np.isfinite(self.high), self.high, low + 1.0)
        return self.np_random.uniform(low, high).astype(self.dtype)

    def contains(self, x):
        x = np.asarray(x)
        return bool(
            x.shape == self.shape
            and np.can_cast(x.dtype, self.dtype)
            and np.all(x >= self.low)
            and np.all(x <= self.high)
        )

    def __repr__(self):
        return f"Box({self.low}, {self.high}, {self.shape}, {self.dtype})"


def _holes(level_or_course):
    """The levels of a Level, a Course, a path to either, or a list of levels or paths."""
    if isinstance(level_or_course, _minigolf.Level):
        return [level_or_course]
    if isinstance(level_or_course, _minigolf.Course):
        return level_or_course.levels()
    if isinstance(level_or_course, (str, os.PathLike)):
        if _minigolf.file_kind(level_or_course) == "course":
            return _minigolf.load_course(level_or_course).levels()
        return [_minigolf.load_level(level_or_course)]
    holes = [h if isinstance(h, _minigolf.Level) else _minigolf.load_level(h) for h in level_or_course]
    if not holes:
        raise ValueError("no holes")
    return holes


class _Hole:
    """A hole and what observations need of it."""

    def __init__(self, level, max_strokes):
        self.level = level
        self.cup = np.array(level.cup, dtype=np.float64)
        self.tee = np.array(level.tee, dtype=np.float64)
        self.size = np.array([level.width, level.height], dtype=np.float64)
        self.side = float(max(level.width, level.height))
        self.distance = _minigolf.CupDistance(level)
        limit = level.max_strokes if max_strokes is None else min(max_strokes, level.max_strokes)
        if limit < 1:
            raise ValueError(f"max_strokes must be at least 1, not {max_strokes}")
        self.max_strokes = limit

    def observe(self, x, y, strokes):
        """Observations (n, 6) for balls at (x, y) arrays after `strokes` strokes."""
        d = self.distance(x, y)
        return np.stack(
            [
                x / self.size[0],
                y / self.size[1],
                (self.cup[0] - x) / self.side,
                (self.cup[1] - y) / self.side,
                d / self.side,
                strokes / self.max_strokes,
            ],
            axis=-1,
        )


def _action_space(seed):
    return Box(low=[-1.0, 0.0], high=[1.0, 1.0], seed=seed)


def _observation_space():
    inf = np.inf
    return Box(low=[0, 0, -1, -1, 0, 0], high=[1, 1, 1, 1, inf, inf])


def _shot(action, level):
    """(angle in degrees, speed in tiles/s) of an action clipped to the action space."""
    a = np.clip(np.asarray(action, dtype=np.float64), [-1.0, 0.0], [1.0, 1.0])
    return float(a[..., 0] * 180.0) if a.ndim == 1 else a[..., 0] * 180.0, a[..., 1] * level.max_shot_speed


class PuttEnv:
    """One ball on one hole per episode (Gymnasium API, no Gymnasium needed).

    Action: float64 (2,) in [-1, 1] x [0, 1]: the angle as a fraction of 180 degrees (0 right,
    0.5 down) and the speed as a fraction of the hole's maxShotSpeed; clipped to the box.
    Observation: float64 (6,), OBSERVATION_NAMES. Reward: minus the strokes the shot cost (1,
    or 2 when the ball went into water: its penalty stroke). Holing terminates the episode;
    reaching max_strokes (at most the hole's maxStrokes) without holing truncates it.
    """

    metadata = {"render_modes": []}

    def __init__(self, level_or_course, seed=None, max_strokes=None):
        self.holes = [_Hole(level, max_strokes) for level in _holes(level_or_course)]
        self.action_space = _action_space(seed)
        self.observation_space = _observation_space()
        self._rng = np.random.default_rng(seed)
        self._hole = None
        self._match = None
        self._done = True

    def _observation(self):
        hole = self.holes[self._hole]
        ball = self._match.balls[0]
        if ball["inPlay"]:
            x, y = ball["x"], ball["y"]
        elif ball["holed"]:
            x, y = hole.cup
        else:
            x, y = self._last
        self._last = (x, y)
        obs = hole.observe(np.array([x]), np.array([y]), np.array([ball["strokes"]], dtype=np.float64))
        return obs[0]

    def reset(self, seed=None, options=None):
        """Starts an episode at the tee of a hole: options["hole"], else one drawn from the seed."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        options = options or {}
        if "hole" in options:
            self._hole = int(options["hole"])
            if not 0 <= self._hole < len(self.holes):
                raise ValueError(f"hole {self._hole} is not in 0..{len(self.holes) - 1}")
        else:
            self._hole = int(self._rng.integers(len(self.holes))) if len(self.holes) > 1 else 0
        hole = self.holes[self._hole]
        self._match = _minigolf.Match(hole.level)
        self._last = tuple(hole.tee)
        self._done = False
        info = {"hole": self._hole, "level": hole.level.name, "par": hole.level.par, "strokes": 0}
        return self._observation(), info

    def step(self, action):
        """Plays one stroke; returns (obs, reward, terminated, truncated, info)."""
        if self._done:
            raise RuntimeError("the episode has ended: call reset()")
        hole = self.holes[self._hole]
        angle, speed = _shot(action, hole.level)
        before = self._match.balls[0]["strokes"]
        report = self._match.shoot(angle, speed)
        ball = self._match.balls[0]
        reward = float(before - ball["strokes"])
        terminated = bool(ball["holed"])
        truncated = not terminated and (ball["pickedUp"] or ball["strokes"] >= hole.max_strokes)
        self._done = terminated or truncated
        info = {
            "hole": self._hole,
            "strokes": ball["strokes"],
            "par": hole.level.par,
            "is_success": terminated,
            "watered": bool(report.get("watered")),
            "ticks": report["ticks"],
            "report": report,
        }
        return self._observation(), reward, terminated, bool(truncated), info

    @property
    def match(self):
        """The episode's minigolf.Match (its shots, hash and shot log)."""
        return self._match

    def close(self):
        pass


class VecPuttEnv:
    """``num_envs`` PuttEnv episodes stepped at once with shoot_many (threads, GIL released).

    step(actions (num_envs, 2)) returns arrays: obs (num_envs, 6), rewards, terminated,
    truncated, and an info dict of arrays. An episode that ends is reset in the same step
    (its hole drawn again): obs is then the new episode's first observation, and the last
    observation of the ended one is in info["final_observation"] where
    info["_final_observation"] is set.
    The results equal num_envs PuttEnv episodes given the same actions and holes.
    """

    metadata = {"render_modes": []}

    def __init__(self, level_or_course, num_envs, seed=None, max_strokes=None, threads=0):
        if num_envs < 1:
            raise ValueError(f"num_envs must be at least 1, not {num_envs}")
        self.num_envs = int(num_envs)
        self.holes = [_Hole(level, max_strokes) for level in _holes(level_or_course)]
        self.threads = threads
        self.single_action_space = _action_space(seed)
        self.single_observation_space = _observation_space()
        self.action_space = Box(
            np.tile(self.single_action_space.low, (self.num_envs, 1)),
            np.tile(self.single_action_space.high, (self.num_envs, 1)),
            seed=seed,
        )
        self.observation_space = Box(
            np.tile(self.single_observation_space.low, (self.num_envs, 1)),
            np.tile(self.single_observation_space.high, (self.num_envs, 1)),
        )
        self._rng = np.random.default_rng(seed)
        self._hole = np.zeros(self.num_envs, dtype=np.int64)
        self._x = np.zeros(self.num_envs)
        self._y = np.zeros(self.num_envs)
        self._strokes = np.zeros(self.num_envs, dtype=np.int64)

    def _start(self, envs, holes=None):
        for i in envs:
            if holes is not None:
                hole = int(holes[i])
            else:
                hole = int(self._rng.integers(len(self.holes))) if len(self.holes) > 1 else 0
            self._hole[i] = hole
            self._x[i], self._y[i] = self.holes[hole].tee
            self._strokes[i] = 0

    def _observations(self, envs=None):
        envs = np.arange(self.num_envs) if envs is None else envs
        obs = np.empty((len(envs), 6))
        for h, hole in enumerate(self.holes):
            mask = self._hole[envs] == h
            if mask.any():
                e = envs[mask]
                obs[mask] = hole.observe(self._x[e], self._y[e], self._strokes[e].astype(np.float64))
        return obs

    def reset(self, seed=None, options=None):
        """Starts every episode at a tee: options["holes"] (one per env), else drawn."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        holes = (options or {}).get("holes")
        if holes is not None and len(holes) != self.num_envs:
            raise ValueError(f"options['holes'] needs {self.num_envs} holes")
        self._start(range(self.num_envs), holes)
        return self._observations(), {"hole": self._hole.copy()}

    def step(self, actions):
        actions = np.clip(np.asarray(actions, dtype=np.float64), [-1.0, 0.0], [1.0, 1.0])
        if actions.shape != (self.num_envs, 2):
            raise ValueError(f"actions must have shape ({self.num_envs}, 2), not {actions.shape}")
        holed = np.zeros(self.num_envs, dtype=bool)
        cost = np.zeros(self.num_envs, dtype=np.int64)
        for h, hole in enumerate(self.holes):
            e = np.flatnonzero(self._hole == h)
            if len(e) == 0:
                continue
            batch = shoot_many(
                hole.level,
                self._x[e],
                self._y[e],
                actions[e, 0] * 180.0,
                actions[e, 1] * hole.level.max_shot_speed,
                threads=self.threads,
            )
            holed[e] = batch.holed
            cost[e] = batch.strokes
            self._x[e] = batch.x
            self._y[e] = batch.y
        self._strokes += cost
        limits = np.array([self.holes[h].max_strokes for h in self._hole])
        terminated = holed
        truncated = ~holed & (self._strokes >= limits)
        obs = self._observations()
        rewards = -cost.astype(np.float64)
        done = terminated | truncated
        info = {"hole": self._hole.copy(), "strokes": self._strokes.copy(), "_final_observation": done}
        if done.any():
            info["final_observation"] = obs.copy()
            self._start(np.flatnonzero(done))
            obs[done] = self._observations(np.flatnonzero(done))
        return obs, rewards, terminated, truncated, info

    def close(self):
        pass
