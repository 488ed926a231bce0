#!/usr/bin/env python3
"""Reference positions of curved rolls on slopes for tests/engine/slope_path_test.cpp.

Solves dv/dt = g - a v/|v|, dx/dt = v with mpmath's Taylor-series ODE solver (odefun) at 30
significant digits and prints C++ initialisers {t, x, y, vx, vy} for each case. Run once:
    python3 scripts/slope_reference.py
(needs python3-mpmath). The numbers in the test were made by this script.
"""
import mpmath as mp

mp.mp.dps = 30

# (name, start x, start y, vx, vy, gx, gy, a, times)
c30 = mp.cos(mp.pi / 6)
s30 = mp.sin(mp.pi / 6)
CASES = [
    ("across a 'v' slope", 2.5, 1.5, 5, 0, 0, 4, 3, [0.25, 0.5, 1, 2]),
    ("sand on a 'v' slope, stopping", 2.5, 5.5, 6, -2, 0, 4, 9, [0.1, 0.3, 0.45]),
    ("ice on a 30-degree slope", 10.5, 10.5, -3, 1, 2.5 * c30, 2.5 * s30, 0.6, [0.5, 1, 3]),
    ("thrown up a '>' slope, turning back", 20.5, 3.5, -6, 1.5, 4, 0, 3, [0.5, 1, 1.5, 2.5]),
]


def solve(x, y, vx, vy, gx, gy, a, times):
    gx, gy, a = mp.mpf(gx), mp.mpf(gy), mp.mpf(a)

    def f(t, s):
        speed = mp.sqrt(s[2] ** 2 + s[3] ** 2)
        return [s[2], s[3], gx - a * s[2] / speed, gy - a * s[3] / speed]

    sol = mp.odefun(f, 0, [mp.mpf(x), mp.mpf(y), mp.mpf(vx), mp.mpf(vy)])
    return [(t, sol(mp.mpf(t))) for t in times]


def main():
    for name, x, y, vx, vy, gx, gy, a, times in CASES:
        print(f"// {name}: start ({x}, {y}), velocity ({vx}, {vy}), push "
              f"({mp.nstr(gx, 20)}, {mp.nstr(gy, 20)}), decel {a}")
        for t, s in solve(x, y, vx, vy, gx, gy, a, times):
            print("{" + ", ".join([repr(float(t))] + [mp.nstr(v, 25) for v in s]) + "},")


if __name__ == "__main__":
    main()
