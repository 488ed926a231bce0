"""The learning environments' API contract (Gymnasium's, without Gymnasium)."""

import numpy as np
import pytest

import minigolf
from conftest import FRONT_NINE, ROOT

FIRST_PUTT = FRONT_NINE / "01-first-putt.json"
# The solver's hole-in-one on First Putt (golf solve --angles 90 --speeds 10).
HOLE_IN_ONE = np.array([16.0 / 180.0, 8.854377439617085 / 14.0])


def test_spaces():
    env = minigolf.PuttEnv(FIRST_PUTT, seed=1)
    assert env.action_space.shape == (2,) and env.action_space.dtype == np.float64
    assert list(env.action_space.low) == [-1, 0] and list(env.action_space.high) == [1, 1]
    assert env.observation_space.shape == (6,)
    samples = [env.action_space.sample() for _ in range(50)]
    assert all(env.action_space.contains(a) for a in samples)
    env.action_space.seed(5)
    first = [env.action_space.sample() for _ in range(3)]
    env.action_space.seed(5)
    assert np.array_equal(first, [env.action_space.sample() for _ in range(3)])


def test_reset_and_step_types():
    env = minigolf.PuttEnv(FIRST_PUTT)
    obs, info = env.reset(seed=0)
    assert isinstance(obs, np.ndarray) and obs.shape == (6,) and obs.dtype == np.float64
    assert env.observation_space.contains(obs)
    assert obs[0] == 2.5 / 12 and obs[1] == 2.5 / 5 and obs[5] == 0
    assert isinstance(info, dict) and info["par"] == 2
    obs, reward, terminated, truncated, info = env.step(np.array([0.5, 0.3]))
    assert obs.shape == (6,) and env.observation_space.contains(obs)
    assert isinstance(reward, float) and reward == -1.0
    assert terminated is False and truncated is False
    assert info["strokes"] == 1 and obs[5] == 1 / env.holes[0].max_strokes


def test_holing_terminates():
    env = minigolf.PuttEnv(FIRST_PUTT)
    env.reset()
    obs, reward, terminated, truncated, info = env.step(HOLE_IN_ONE)
    assert (reward, terminated, truncated, info["is_success"]) == (-1.0, True, False, True)
    assert obs[2] == 0 and obs[3] == 0
    with pytest.raises(RuntimeError, match="reset"):
        env.step(HOLE_IN_ONE)


def test_max_strokes_truncates():
    env = minigolf.PuttEnv(FIRST_PUTT, max_strokes=2)
    env.reset()
    assert env.step([0.0, 0.0])[2:4] == (False, False)  # speed 0: a stroke, the ball stays
    obs, reward, terminated, truncated, info = env.step([0.0, 0.0])
    assert (reward, terminated, truncated) == (-1.0, False, True)
    assert info["strokes"] == 2


def test_water_costs_its_penalty_stroke():
    env = minigolf.PuttEnv(ROOT / "levels/back-nine/03-island-green.json")
    env.reset()
    _, reward, terminated, truncated, info = env.step([0.0, 1.0])  # along the top row's water
    assert info["watered"] and reward == -2.0 and info["strokes"] == 2
    assert not terminated and not truncated


def run(env, seed, episodes=3):
    trace = []
    env.action_space.seed(seed)
    obs, info = env.reset(seed=seed)
    trace.append((obs.tolist(), info["hole"]))
    for _ in range(episodes * 4):
        obs, reward, terminated, truncated, info = env.step(env.action_space.sample())
        trace.append((obs.tolist(), reward))
        if terminated or truncated:
            obs, info = env.reset()
            trace.append((obs.tolist(), info["hole"]))
    return trace


def test_seeded_runs_repeat_exactly():
    course = ROOT / "levels/course.json"
    a = run(minigolf.PuttEnv(course, max_strokes=3), seed=11)
    b = run(minigolf.PuttEnv(course, max_strokes=3), seed=11)
    c = run(minigolf.PuttEnv(course, max_strokes=3), seed=12)
    assert a == b and a != c


def test_the_vector_env_equals_single_envs():
    holes = [minigolf.load_level(FRONT_NINE / n) for n in ("01-first-putt.json", "02-dog-leg.json")]
    vec = minigolf.VecPuttEnv(holes, num_envs=4, max_strokes=3, threads=2)
    singles = [minigolf.PuttEnv(holes, max_strokes=3) for _ in range(4)]
    plan = [0, 1, 0, 1]
    obs, info = vec.reset(options={"holes": plan})
    assert obs.shape == (4, 6) and list(info["hole"]) == plan
    for env, hole, row in zip(singles, plan, obs):
        assert np.array_equal(env.reset(options={"hole": hole})[0], row)
    rng = np.random.default_rng(4)
    for _ in range(3):
        actions = rng.uniform([-1, 0], [1, 1], (4, 2))
        actions[0] = HOLE_IN_ONE
        obs, rewards, terminated, truncated, info = vec.step(actions)
        assert obs.shape == (4, 6) and rewards.dtype == np.float64 and terminated.dtype == np.bool_
        for i, env in enumerate(singles):
            if env._done:
                continue
            o, r, te, tr, _ = env.step(actions[i])
            assert (r, te, tr) == (rewards[i], terminated[i], truncated[i])
            final = info["final_observation"][i] if info["_final_observation"][i] else obs[i]
            assert np.array_equal(o, final)
    assert singles[0].match.balls[0]["holed"]  # env 0 holed on the first step
