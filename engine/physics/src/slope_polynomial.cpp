#include "slope_polynomial.hpp"

#include "golf/core/polynomial.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace golf {

namespace {

using RootList = SeriesRoots;

/// True if p keeps the strict sign of p(0) on [0, hi] (hi >= 0) by the bound
/// |p(t) - p(0)| <= sum |c_k| hi^k: most searches of a contact or crossing end here.
[[nodiscard]] bool surelyNoRoot(const SeriesPolynomial& p, double hi) {
    double reach = 0;
    double power = 1;
    for (std::size_t i = 1; i < p.c.size(); ++i) {
        power *= hi;
        reach += std::abs(p.c[i]) * power;
    }
    return std::abs(p.c[0]) > reach;
}

/// Every root of p in [lo, hi] (zeros and sign changes), ascending, found by splitting the
/// interval at the roots of the derivative (recursively) and bisecting each monotonic piece.
/// With `firstOnly`, stops after the first.
RootList rootsOf(const SeriesPolynomial& p, double lo, double hi, bool firstOnly) {
    RootList result;
    const int degree = p.degree();
    if (degree <= 0) {
        return result;
    }
    RootList cuts;
    if (degree >= 2) {
        cuts = rootsOf(p.derivative(), lo, hi, false);
    }
    double a = lo;
    for (int i = 0; i <= cuts.count; ++i) {
        const double b = i < cuts.count ? cuts.values[static_cast<std::size_t>(i)] : hi;
        const double pa = p(a);
        const double pb = p(b);
        double root = -1;
        bool found = false;
        if (pa == 0) {
            root = a;
            found = true;
        } else if ((pa > 0) != (pb > 0) || pb == 0) {
            root = bisectSignChange([&](double t) { return p(t); }, a, b);
            found = true;
        }
        if (found && (result.count == 0 ||
                      result.values[static_cast<std::size_t>(result.count - 1)] < root)) {
            result.values[static_cast<std::size_t>(result.count++)] = root;
            if (firstOnly) {
                return result;
            }
        }
        a = b;
    }
    return result;
}

/// p without its highest terms whose size on [0, hi] is below the rounding of evaluating p
/// there (1e-17 of its largest term): they cannot move a root by more than that rounding does,
/// and a lower degree makes the root search much cheaper.
[[nodiscard]] SeriesPolynomial trimmed(const SeriesPolynomial& p, double hi) {
    std::array<double, maxSeriesDegree + 1> size{};
    double power = 1;
    double largest = 0;
    for (std::size_t i = 0; i < p.c.size(); ++i) {
        size[i] = std::abs(p.c[i]) * power;
        largest = std::max(largest, size[i]);
        power *= hi;
    }
    SeriesPolynomial result = p;
    for (std::size_t i = p.c.size(); i-- > 1 && size[i] < 1e-17 * largest;) {
        result.c[i] = 0;
    }
    return result;
}

} // namespace

double SeriesPolynomial::operator()(double t) const {
    double value = 0;
    for (int i = maxSeriesDegree; i >= 0; --i) {
        value = value * t + c[static_cast<std::size_t>(i)];
    }
    return value;
}

int SeriesPolynomial::degree() const {
    int d = maxSeriesDegree;
    while (d >= 0 && c[static_cast<std::size_t>(d)] == 0) {
        --d;
    }
    return d;
}

SeriesPolynomial SeriesPolynomial::derivative() const {
    SeriesPolynomial d;
    for (std::size_t i = 1; i < c.size(); ++i) {
        d.c[i - 1] = static_cast<double>(i) * c[i];
    }
    return d;
}

SeriesPolynomial multiply(const SeriesPolynomial& a, const SeriesPolynomial& b) {
    SeriesPolynomial product;
    const int da = a.degree();
    const int db = b.degree();
    for (int i = 0; i <= da; ++i) {
        for (int j = 0; j <= db && i + j <= maxSeriesDegree; ++j) {
            product.c[static_cast<std::size_t>(i + j)] +=
                a.c[static_cast<std::size_t>(i)] * b.c[static_cast<std::size_t>(j)];
        }
    }
    return product;
}

SeriesRoots allRoots(const SeriesPolynomial& p, double lo, double hi) {
    if (lo >= 0 && surelyNoRoot(p, hi)) {
        return {};
    }
    return rootsOf(lo >= 0 ? trimmed(p, hi) : p, lo, hi, false);
}

std::optional<double> firstRoot(const SeriesPolynomial& p, double lo, double hi) {
    if (lo >= 0 && surelyNoRoot(p, hi)) {
        return std::nullopt;
    }
    const RootList roots = rootsOf(lo >= 0 ? trimmed(p, hi) : p, lo, hi, true);
    if (roots.count == 0) {
        return std::nullopt;
    }
    return roots.values[0];
}

} // namespace golf
