#include "slope_polynomial.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace golf {

namespace {

/// The last term worth reading of a polynomial with no term above `top` on [0, hi]: top
/// where hi^k stays finite (|hi| <= 1e6), so that each term above adds +0 or reads as 0, and
/// every term otherwise (0 inf is NaN), as before `top` was known.
[[nodiscard]] std::size_t lastTerm(double hi, int top) {
    return static_cast<std::size_t>(std::abs(hi) <= 1e6 ? top : maxSeriesDegree);
}

/// True if p keeps the strict sign of p(0) on [0, hi] (hi >= 0) by the bound
/// |p(t) - p(0)| <= sum |c_k| hi^k: most searches of a contact or crossing end here. p has no
/// term above `top`.
[[nodiscard]] bool surelyNoRoot(const SeriesPolynomial& p, double hi, int top) {
    double reach = 0;
    double power = 1;
    const std::size_t last = lastTerm(hi, top);
    if (last == static_cast<std::size_t>(slopeOrder)) {
        // A step's polynomial (the usual case): the same sum, unrolled.
        detail::unrolled<slopeOrder>([&](auto j) {
            power *= hi;
            reach += std::abs(p.c[static_cast<std::size_t>(j + 1)]) * power;
        });
        return std::abs(p.c[0]) > reach;
    }
    for (std::size_t i = 1; i <= last; ++i) {
        power *= hi;
        reach += std::abs(p.c[i]) * power;
    }
    return std::abs(p.c[0]) > reach;
}

/// The degree of p without its highest terms whose size on [0, hi] is below the rounding of
/// evaluating p there (1e-17 of its largest term): they cannot move a root by more than that
/// rounding does, and a lower degree makes the root search much cheaper. The search reads p
/// up to this degree only, as if those terms were zero. p has no term above `top`: those
/// terms' sizes are 0 where hi^k is finite, below 1e-17 of any largest term but 0, and
/// skipped as zeros otherwise, so the loops start at `top` there.
[[nodiscard]] int trimmedDegree(const SeriesPolynomial& p, double hi, int top) {
    // Written up to `last`, and read up to there only: no zeroing first.
    std::array<double, maxSeriesDegree + 1> size;
    double power = 1;
    double largest = 0;
    const std::size_t last = lastTerm(hi, top);
    const auto term = [&](std::size_t i) {
        size[i] = std::abs(p.c[i]) * power;
        largest = std::max(largest, size[i]);
        power *= hi;
    };
    if (last == static_cast<std::size_t>(slopeOrder)) {
        // A step's polynomial (the usual case): the same loop, unrolled.
        detail::unrolled<slopeOrder + 1>([&](auto i) { term(static_cast<std::size_t>(i)); });
    } else {
        for (std::size_t i = 0; i <= last; ++i) {
            term(i);
        }
    }
    std::size_t kept = last;
    while (kept > 0 && size[kept] < 1e-17 * largest) {
        --kept;
    }
    int degree = static_cast<int>(kept);
    while (degree >= 0 && p.c[static_cast<std::size_t>(degree)] == 0) {
        --degree;
    }
    return degree;
}

/// Horner from c[Degree] down, unrolled: value = c[Degree], then value t + c[i], i descending.
template <int Degree> double hornerFromTop(const double* c, double t) {
    double value = c[Degree];
    detail::unrolled<Degree>([&](auto i) { value = value * t + c[Degree - 1 - i]; });
    return value;
}

/// sum |c_k| t^k, k <= Degree, by Horner (t >= 0), unrolled as hornerFromTop.
template <int Degree> double absoluteHornerFromTop(const double* c, double t) {
    double value = std::abs(c[Degree]);
    detail::unrolled<Degree>([&](auto i) { value = value * t + std::abs(c[Degree - 1 - i]); });
    return value;
}

using HornerTable = std::array<double (*)(const double*, double), maxSeriesDegree + 1>;

constexpr HornerTable hornerTable = []<int... Degree>(std::integer_sequence<int, Degree...>) {
    return HornerTable{&hornerFromTop<Degree>...};
}
(std::make_integer_sequence<int, maxSeriesDegree + 1>{});

constexpr HornerTable absoluteHornerTable =
    []<int... Degree>(std::integer_sequence<int, Degree...>) {
    return HornerTable{&absoluteHornerFromTop<Degree>...};
}
(std::make_integer_sequence<int, maxSeriesDegree + 1>{});

/// Horner from c[degree] down (0 <= degree <= maxSeriesDegree), unrolled for each degree
/// (the same operations in the same order as the loop).
[[nodiscard]] double hornerFrom(const double* c, int degree, double t) {
    return hornerTable[static_cast<std::size_t>(degree)](c, t);
}

/// sum |c_k| t^k, k <= degree, by Horner (t >= 0).
[[nodiscard]] double absoluteHorner(const double* c, int degree, double t) {
    return absoluteHornerTable[static_cast<std::size_t>(degree)](c, t);
}

/// The roots of a polynomial in [lo, hi] (zeros and sign changes), ascending, one at a time:
/// the interval is split at the roots of the derivative (recursively) and each monotonic piece
/// bisected. Each level (the polynomial, its derivative, ...) asks the next for its roots, its
/// cuts, only as it reaches them, so that a search for the first root stops computing cuts
/// there; the cuts are the same values as when all are computed first, and so are the roots.
/// A level stops early where a bound proves that the polynomial, as evaluated, keeps one strict
/// sign over the rest of [lo, hi]: it has no more roots then, whatever its cuts.
class RootSearch {
  public:
    /// The roots of p, read up to `degree` (the terms above taken as zero), on [lo, hi].
    RootSearch(const SeriesPolynomial& p, int degree, double lo, double hi) : lo_(lo), hi_(hi) {
        std::copy_n(p.c.begin(), std::max(degree, 0) + 1, levels_[0].c.begin());
        open(0, degree);
    }

    /// The next root, ascending; nullopt once there are no more.
    [[nodiscard]] std::optional<double> next() { return next(0); }

  private:
    struct Level {
        std::array<double, maxSeriesDegree + 1> c; ///< up to degree (left uninitialised above)
        int degree;
        double a;     ///< the start of the next piece
        double pa;    ///< the value there
        double last;  ///< the last root given (when given)
        double total; ///< sum |c_k| hi^k: the bound's scale
        double pHi;   ///< the value at hi (when curved)
        double bend;  ///< bounds |p''| on [0, hi] (when curved)
        bool curved;  ///< pHi and bend computed
        bool given;
        bool done;
    };

    /// Opens level i, its coefficients c[0..degree] set.
    void open(int i, int degree) {
        Level& level = levels_[static_cast<std::size_t>(i)];
        level.degree = degree;
        level.given = false;
        level.curved = false;
        opened_ = i + 1;
        level.done = degree <= 0;
        level.last = 0;
        if (level.done) {
            return;
        }
        level.a = lo_;
        level.pa = hornerFrom(level.c.data(), degree, lo_);
        level.total = lo_ >= 0 ? absoluteHorner(level.c.data(), degree, hi_) : INFINITY;
    }

    /// Opens level i + 1 with the derivative of level i (degree >= 2).
    void openDerivative(int i) {
        const Level& level = levels_[static_cast<std::size_t>(i)];
        Level& below = levels_[static_cast<std::size_t>(i + 1)];
        for (int k = 1; k <= level.degree; ++k) {
            below.c[static_cast<std::size_t>(k - 1)] =
                static_cast<double>(k) * level.c[static_cast<std::size_t>(k)];
        }
        int degree = level.degree - 1;
        while (degree >= 0 && below.c[static_cast<std::size_t>(degree)] == 0) {
            --degree;
        }
        open(i + 1, degree);
    }

    /// True if the level's polynomial, as Horner evaluates it, keeps the strict sign of
    /// p(a) on [a, hi] (0 <= a): for a <= t <= hi, |p(t) - p(a)| <= sum |c_k| (t^k - a^k)
    /// <= sum |c_k| hi^k - sum |c_k| a^k, and each evaluation (of p and of the two sums) is
    /// off by at most 2 degree u sum |c_k| hi^k (u = 2^-53; Higham, Accuracy and Stability
    /// of Numerical Algorithms, 5.1): 1e-12 of the sum covers them up to degree 40 many
    /// times over, and 1e-300 any underflow.
    ///
    /// Failing that, by the chord: with E = 1e-12 sum |c_k| hi^k (the rounding bound above), A
    /// and B the values at a and hi (same sign, s) less 2 E, w = hi - a and M >= |p''| on
    /// [0, hi], s p(t) - E >= A + (B - A) x / w - M x (w - x) / 2 =: g(x), x = t - a; g's least
    /// value is at least A - D^2 / (2 M), D = M w / 2 - (B - A) / w (D <= 0: g rises from A).
    /// g > 0 means s p(t) > E: the computed value keeps the sign. D's rounding is bounded
    /// (8 u of its terms, w's own included) before it is squared.
    [[nodiscard]] bool keepsSign(Level& level) const {
        if (!(level.a >= 0) || level.pa == 0 || !std::isfinite(level.total)) {
            return false;
        }
        const double near = absoluteHorner(level.c.data(), level.degree, level.a);
        const double rounding = 1e-12 * level.total + 1e-300;
        if (std::abs(level.pa) > (level.total - near) + rounding) {
            return true;
        }
        if (!level.curved) {
            level.pHi = hornerFrom(level.c.data(), level.degree, hi_);
            double bend = 0; // sum k (k - 1) |c_k| hi^(k - 2), by Horner
            for (int k = level.degree; k >= 2; --k) {
                bend = bend * hi_ + static_cast<double>(k * (k - 1)) *
                                        std::abs(level.c[static_cast<std::size_t>(k)]);
            }
            level.bend = bend * (1 + 1e-9) + 1e-300;
            level.curved = true;
        }
        if ((level.pa > 0) != (level.pHi > 0) || level.pHi == 0 || !std::isfinite(level.bend)) {
            return false;
        }
        const double w = hi_ - level.a;
        const double low = std::abs(level.pa) - 2 * rounding;
        const double high = std::abs(level.pHi) - 2 * rounding;
        if (!(w > 0) || !(low > 0) || !(high > 0)) {
            return false;
        }
        constexpr double u = 0x1p-53;
        const double slope = (high - low) / w;
        const double curve = level.bend * w / 2;
        const double d = std::abs(curve - slope) + 8 * u * (curve + std::abs(slope));
        if (curve - slope + 8 * u * (curve + std::abs(slope)) <= 0) {
            return true; // g rises from A > 0
        }
        return low > d * d / (2 * level.bend) * (1 + 1e-9) + 1e-300;
    }

    /// Bisects the sign change of level's polynomial on [lo, hi], p(lo) positive or not:
    /// bisectSignChange (golf/core/polynomial.hpp) with p(lo) known, two steps a round.
    [[nodiscard]] static double bisect(const Level& level, double lo, double hi, bool loPositive) {
        const auto evaluate =
            detail::hornerAtFourTable<true>[static_cast<std::size_t>(level.degree)];
        return bisectTwoStepsARound(
            [&](const double(&t)[4], double(&v)[4]) { evaluate(level.c.data(), t, v); }, lo, hi,
            loPositive);
    }

    std::optional<double> next(int i) {
        Level& level = levels_[static_cast<std::size_t>(i)];
        while (!level.done) {
            if (keepsSign(level)) {
                level.done = true;
                break;
            }
            double b = hi_;
            bool lastPiece = true;
            if (level.degree >= 2) {
                if (opened_ == i + 1) {
                    openDerivative(i);
                }
                if (const auto cut = next(i + 1)) {
                    b = *cut;
                    lastPiece = false;
                }
            }
            const double pa = level.pa;
            const double pb = hornerFrom(level.c.data(), level.degree, b);
            double root = -1;
            bool found = false;
            if (pa == 0) {
                root = level.a;
                found = true;
            } else if ((pa > 0) != (pb > 0) || pb == 0) {
                root = bisect(level, level.a, b, pa > 0);
                found = true;
            }
            level.a = b;
            level.pa = pb;
            level.done = lastPiece;
            if (found && (!level.given || level.last < root)) {
                level.last = root;
                level.given = true;
                return root;
            }
        }
        return std::nullopt;
    }

    double lo_;
    double hi_;
    int opened_ = 0;
    std::array<Level, maxSeriesDegree + 1> levels_;
};

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

SeriesRoots allRoots(const SeriesPolynomial& p, double lo, double hi, int top) {
    SeriesRoots roots;
    if (lo >= 0 && surelyNoRoot(p, hi, top)) {
        return roots;
    }
    RootSearch search(p, lo >= 0 ? trimmedDegree(p, hi, top) : p.degree(), lo, hi);
    while (const auto root = search.next()) {
        roots.values[static_cast<std::size_t>(roots.count++)] = *root;
    }
    return roots;
}

std::optional<double> firstRoot(const SeriesPolynomial& p, double lo, double hi, int top) {
    if (lo >= 0 && surelyNoRoot(p, hi, top)) {
        return std::nullopt;
    }
    RootSearch search(p, lo >= 0 ? trimmedDegree(p, hi, top) : p.degree(), lo, hi);
    return search.next();
}

} // namespace golf
