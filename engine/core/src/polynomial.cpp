#include "golf/core/polynomial.hpp"

namespace golf {

Roots polynomialRoots(const Polynomial& p, double lo, double hi) {
    Roots roots;
    const int degree = p.degree();
    if (degree <= 0) {
        return roots;
    }
    if (degree == 1) {
        const double root = -p.c[0] / p.c[1];
        if (root >= lo && root <= hi) {
            roots.values[0] = root;
            roots.count = 1;
        }
        return roots;
    }
    // Between consecutive critical points the polynomial is monotonic: at most one root.
    std::array<double, 5> points{lo};
    int pointCount = 1;
    for (const double critical : polynomialRoots(p.derivative(), lo, hi)) {
        if (critical > points[static_cast<std::size_t>(pointCount - 1)] && critical < hi) {
            points[static_cast<std::size_t>(pointCount++)] = critical;
        }
    }
    points[static_cast<std::size_t>(pointCount++)] = hi;
    for (int i = 0; i + 1 < pointCount; ++i) {
        const double a = points[static_cast<std::size_t>(i)];
        const double b = points[static_cast<std::size_t>(i + 1)];
        const double pa = p(a);
        const double pb = p(b);
        double root = 0;
        if (pa == 0) {
            root = a;
        } else if ((pa < 0) != (pb < 0) || pb == 0) {
            root = bisectSignChange(p, a, b);
        } else {
            continue;
        }
        if (roots.count == 0 || roots.values[static_cast<std::size_t>(roots.count - 1)] != root) {
            roots.values[static_cast<std::size_t>(roots.count++)] = root;
        }
    }
    return roots;
}

} // namespace golf
