#!/usr/bin/env python3
"""Reference states of a throw nearly straight uphill, for tests/engine/slope_edge_turn_test.cpp.

With the push g = |g| down the slope, the deceleration a and delta the angle of the velocity
from straight uphill, dv/dt = g - a v/|v| gives ds/dt = -|g| cos(delta) - a and
s d(delta)/dt = |g| sin(delta), so the speed is in closed form,
    s(delta) = s0 ((1 + cos delta) / (1 + cos delta0))^k (sin delta0 / sin delta)^(k + 1),
with k = a / |g|, and t, the sideways x and the climb are its integrals
    dt = s / (|g| sin delta) d(delta),  dx = s^2 / |g| d(delta),  d(up) = s^2 cot(delta) / |g| d(delta),
taken here by mpmath quadrature at 40 digits, with breakpoints doubling away from the ends
where sin(delta) is small. Printed: the state at the top (delta = pi/2) and at delta = pi -
delta0, in the test's frame (start (20.5, 30.5), push (0, 4), thrown at (w, -2)). The case
a = 0 is checked against the parabola. Run once: python3 scripts/slope_turn_reference.py
(needs python3-mpmath).
"""
import mpmath as mp

mp.mp.dps = 40

START_X, START_Y, PUSH, UPHILL = 20.5, 30.5, 4, 2
CASES = [("0", "1e-7"), ("1e-12", "1e-7"), ("0.5", "1e-6")]  # (deceleration, sideways speed)


def states(a, w):
    """(t, x, y, vx, vy) at the top and at delta = pi - delta0."""
    g, a, w, v0 = mp.mpf(PUSH), mp.mpf(a), mp.mpf(w), mp.mpf(UPHILL)
    k = a / g
    s0 = mp.sqrt(w**2 + v0**2)
    d0 = mp.atan2(w, v0)

    def s(d):
        return s0 * ((1 + mp.cos(d)) / (1 + mp.cos(d0))) ** k * (mp.sin(d0) / mp.sin(d)) ** (k + 1)

    low = [d0]
    while low[-1] * 2 < mp.pi / 4:
        low.append(low[-1] * 2)
    high = [mp.pi - p for p in reversed(low)]

    def at(points):
        t = mp.quad(lambda d: s(d) / (g * mp.sin(d)), points)
        x = mp.quad(lambda d: s(d) ** 2 / g, points)
        up = mp.quad(lambda d: s(d) ** 2 * mp.cos(d) / mp.sin(d) / g, points)
        d1 = points[-1]
        return (t, START_X + x, START_Y - up, s(d1) * mp.sin(d1), -s(d1) * mp.cos(d1))

    return at(low + [mp.pi / 2]), at(low + [mp.pi / 2] + high)


def main():
    for a, w in CASES:
        top, later = states(a, w)
        if mp.mpf(a) == 0:  # the parabola: the top after 1/2 s, 1/2 tile up
            wf = mp.mpf(w)
            assert abs(top[0] - mp.mpf(1) / 2) < mp.mpf(10) ** -30
            assert abs(top[1] - START_X - wf / 2) < mp.mpf(10) ** -30
            assert abs(later[2] - START_Y) < mp.mpf(10) ** -30
        print(f"// deceleration {a}, sideways {w}")
        for state in (top, later):
            print("{" + ", ".join(mp.nstr(v, 25) for v in state) + "},")


if __name__ == "__main__":
    main()
