#!/usr/bin/env python3
"""Reference first contacts of a rolling ball with movers, for tests/engine/mover_contact_test.cpp.

Independent of the engine: exact sines and cosines of the arms' angles at 40 digits, the ball's
closed-form straight roll (distance v s - a s^2 / 2), and the squared distance from the centre
to the mover's core (an arm's segment, a slider's box) minus R^2 (R = ball radius + half the
arm's width, or the ball radius). The first root is bracketed by sampling every 1e-3 s (a
reference may sample: its answers are checked against the search, which never does) and then
bisected to 1e-30 s. Prints C++ initialisers. Run once:
    python3 scripts/mover_contact_reference.py
(needs python3-mpmath). The numbers in the test were made by this script.
"""
import mpmath as mp

mp.mp.dps = 40

BALL = mp.mpf("0.2")

# Blades: pivot, arms, length, width, period, phase (degrees), sense (+1 clockwise).
WINDMILL = dict(pivot=(5, 5), arms=3, length=mp.mpf("1.4"), width=mp.mpf("0.16"),
                period=4, phase=10, sense=1)
# Slider: from, to, size, period, phase.
SLIDER = dict(frm=(2, 5), to=(8, 5), size=(1, mp.mpf("0.5")), period=3, phase=0)

# (name, mover, piece clock, origin, velocity, decel)
CASES = [
    ("arm face", "blades", "0", ("5.6", "6.9"), ("-1", "-3"), "3"),
    ("arm tip", "blades", "0.1", ("6.55", "6.8"), ("0", "-4"), "3"),
    ("arm reaches a resting ball", "blades", "0", ("5.3", "6.05"), ("0", "0"), "3"),
    ("slider head on", "slider", "0.2", ("7", "5"), ("-2", "0"), "3"),
    ("slider corner", "slider", "0.2", ("7.2", "5.38"), ("-3", "0"), "3"),
]


def ball_at(origin, velocity, decel, s):
    ox, oy = (mp.mpf(v) for v in origin)
    vx, vy = (mp.mpf(v) for v in velocity)
    speed = mp.sqrt(vx**2 + vy**2)
    if speed == 0:
        return ox, oy
    a = mp.mpf(decel)
    s = min(s, speed / a) if a > 0 else s
    d = speed * s - a * s**2 / 2
    return ox + vx / speed * d, oy + vy / speed * d


def blades_gap(t, x, y):
    """Smallest (squared distance - R^2) over the arms, with the arm and its nearest point."""
    w = WINDMILL
    px, py = w["pivot"]
    radius = BALL + w["width"] / 2
    best = None
    for k in range(w["arms"]):
        turns = mp.mpf(w["phase"]) / 360 + mp.mpf(k) / w["arms"] + w["sense"] * t / w["period"]
        ux, uy = mp.cos(2 * mp.pi * turns), mp.sin(2 * mp.pi * turns)
        along = min(max((x - px) * ux + (y - py) * uy, 0), w["length"])
        qx, qy = px + along * ux, py + along * uy
        f = (x - qx) ** 2 + (y - qy) ** 2 - radius**2
        if best is None or f < best[0]:
            best = (f, k, qx, qy)
    return best


def slider_gap(t, x, y):
    s = SLIDER
    f = (mp.mpf(t) / s["period"] + s["phase"]) % 1
    k = 2 * f if f < mp.mpf(1) / 2 else 2 - 2 * f
    cx = s["frm"][0] + (s["to"][0] - s["frm"][0]) * k
    cy = s["frm"][1] + (s["to"][1] - s["frm"][1]) * k
    hx, hy = mp.mpf(s["size"][0]) / 2, mp.mpf(s["size"][1]) / 2
    qx = min(max(x - cx, -hx), hx) + cx
    qy = min(max(y - cy, -hy), hy) + cy
    return ((x - qx) ** 2 + (y - qy) ** 2 - BALL**2, -1, qx, qy)


def gap(case, s):
    _, kind, clock, origin, velocity, decel = case
    x, y = ball_at(origin, velocity, decel, s)
    g = blades_gap if kind == "blades" else slider_gap
    return g(mp.mpf(clock) + s, x, y), x, y


def first_contact(case):
    step = mp.mpf("1e-3")
    lo = mp.mpf(0)
    assert gap(case, lo)[0][0] > 0
    while gap(case, lo + step)[0][0] > 0:
        lo += step
        assert lo < 5, case[0]
    hi = lo + step
    while hi - lo > mp.mpf("1e-30"):
        mid = (lo + hi) / 2
        if gap(case, mid)[0][0] > 0:
            lo = mid
        else:
            hi = mid
    (_, arm, qx, qy), x, y = gap(case, hi)
    norm = mp.sqrt((x - qx) ** 2 + (y - qy) ** 2)
    return hi, x, y, (x - qx) / norm, (y - qy) / norm, arm


def main():
    for case in CASES:
        s, x, y, nx, ny, arm = first_contact(case)
        print(f"// {case[0]}: {case[1]}, clock {case[2]}, from {case[3]} at {case[4]}, "
              f"decel {case[5]}")
        print("{" + ", ".join(mp.nstr(v, 20) for v in (s, x, y, nx, ny)) + f", {arm}" + "},")


if __name__ == "__main__":
    main()
