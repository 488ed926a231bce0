#include "slope_crossing.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/polynomial.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

namespace golf {

namespace {

/// The time of an edge pass, found by the bisection of bisectSignChange on p - line over [a, b]
/// (the sign at a given), run only as far as a question about it needs: the walk's order of two
/// passes and whether two passes are at the same instant need their brackets apart, a crossing
/// needs the time itself. The bisection's midpoints and decisions are the same however far it
/// has run before, so the time is the same bits as the eager bisection's; while unresolved it
/// lies in (lo, hi] (the result is the final hi, above every lo).
class PassTime {
  public:
    PassTime() = default;
    /// A pass at `at` exactly (the part starts on or past the line).
    explicit PassTime(double at) : lo_(at), hi_(at), resolved_(true) {}
    PassTime(const SeriesPolynomial& p, int top, double line, double a, double b, bool loPositive)
        : p_(&p), top_(top), line_(line), lo_(a), hi_(b), loPositive_(loPositive) {}

    [[nodiscard]] bool resolved() const { return resolved_; }
    /// The bracket: the time is in [lo, hi] if resolved (lo == hi), else in (lo, hi].
    [[nodiscard]] double lo() const { return lo_; }
    [[nodiscard]] double hi() const { return hi_; }
    [[nodiscard]] double width() const { return hi_ - lo_; }

    /// One step of the plain bisection (precondition: not resolved).
    void halve() {
        const double mid = lo_ + (hi_ - lo_) / 2;
        if (mid <= lo_ || mid >= hi_) {
            lo_ = hi_;
            resolved_ = true;
            return;
        }
        ((p_->valueFrom(top_, mid) - line_ > 0) == loPositive_ ? lo_ : hi_) = mid;
    }

    /// The time, the bisection finished two steps a round.
    double time() {
        if (!resolved_) {
            const SeriesPolynomial& p = *p_;
            const int top = top_;
            const double line = line_;
            hi_ = bisectTwoStepsARound(
                [&](const double(&s)[4], double(&v)[4]) {
                    p.valuesFrom(top, s, v);
                    for (double& value : v) {
                        value -= line;
                    }
                },
                lo_, hi_, loPositive_);
            lo_ = hi_;
            resolved_ = true;
        }
        return hi_;
    }

  private:
    const SeriesPolynomial* p_ = nullptr;
    int top_ = 0;
    double line_ = 0;
    double lo_ = 0;
    double hi_ = 0;
    bool loPositive_ = false;
    bool resolved_ = false;
};

/// True if a's time is at most b's (a.time() <= b.time()), halving the wider unresolved
/// bracket until the brackets tell.
bool notLater(PassTime& a, PassTime& b) {
    for (;;) {
        if (a.hi() <= b.lo()) {
            return true; // a <= a.hi <= b.lo <= b
        }
        if (b.hi() < a.lo() || (b.hi() == a.lo() && !a.resolved())) {
            return false; // b <= b.hi <= a.lo, and a above a.lo or b below it
        }
        // Both resolved would have told: one is not.
        PassTime& wider = a.resolved() || (!b.resolved() && b.width() > a.width()) ? b : a;
        wider.halve();
    }
}

/// True if the two times are equal, halving as notLater.
bool sameTime(PassTime& a, PassTime& b) {
    for (;;) {
        if (a.resolved() && b.resolved()) {
            return a.hi() == b.hi();
        }
        const bool apart = a.hi() < b.lo() || (a.hi() == b.lo() && !b.resolved()) ||
                           b.hi() < a.lo() || (b.hi() == a.lo() && !a.resolved());
        if (apart) {
            return false;
        }
        PassTime& wider = a.resolved() || (!b.resolved() && b.width() > a.width()) ? b : a;
        wider.halve();
    }
}

/// A tile edge passed: at `time` (in the step), the line x = k (axis 0) or y = k (axis 1),
/// moving towards + (dir 1) or - (dir -1).
struct EdgePass {
    PassTime time;
    int axis = 0;
    int k = 0;
    int dir = 0;
};

/// Most edges looked for on one monotonic part (a ball crosses far fewer in one step).
constexpr int maxEdgesPerPart = 4096;

/// The lines x = k (or y = k) that `p` passes on [a, b], where it is monotonic, one at a time in
/// time order, starting from the cell `cell` (the tile column or row the centre is in), which
/// follows the passes. The cell, not p(a), says which line comes next, so that a step that
/// starts a rounding error beyond the line the previous step ended short of still passes it (at
/// its start). Each pass is found by bisection on all of [a, b], never on what is left of it,
/// so a pass's time does not depend on how many were looked for before it; and since the
/// bisection for a farther line never turns left of the one for a nearer line, the times come
/// in order even where rounding makes p wobble. The bisection runs only as far as the walk
/// asks (PassTime).
class EdgeWalk {
  public:
    EdgeWalk(const SeriesPolynomial& p, int top, int axis, double a, double b, int& cell)
        : p_(&p), top_(top), axis_(axis), a_(a), b_(b), pa_(p.valueFrom(top, a)),
          pb_(p.valueFrom(top, b)), cell_(&cell) {
        if (!(std::abs(pa_) < 1e9 && std::abs(pb_) < 1e9) || pa_ == pb_) {
            return;
        }
        dir_ = pb_ > pa_ ? 1 : -1;
        advance();
    }

    /// The next pass, if any (valid until pop()).
    [[nodiscard]] EdgePass* peek() { return has_ ? &next_ : nullptr; }

    /// Moves past the next pass: the cell enters the tile beyond its line.
    void pop() {
        *cell_ = dir_ > 0 ? next_.k : next_.k - 1;
        advance();
    }

  private:
    void advance() {
        has_ = false;
        if (dir_ == 0 || found_ >= maxEdgesPerPart) {
            return;
        }
        const int k = dir_ > 0 ? *cell_ + 1 : *cell_;
        const double line = k;
        if (dir_ > 0 ? line > pb_ : line < pb_) {
            return;
        }
        const bool already = dir_ > 0 ? pa_ >= line : pa_ <= line;
        // bisectSignChange on p - line (the sign at a_ is pa_ - line's), when asked.
        next_ = {already ? PassTime(a_) : PassTime(*p_, top_, line, a_, b_, pa_ - line > 0), axis_,
                 k, dir_};
        has_ = true;
        ++found_;
    }

    const SeriesPolynomial* p_;
    int top_; ///< p's degree, at least 0: where its Horner starts
    int axis_;
    double a_;
    double b_;
    double pa_;
    double pb_;
    int* cell_;
    int dir_ = 0;
    int found_ = 0;
    bool has_ = false;
    EdgePass next_;
};

/// p.degree() of a step's polynomial, which has no term above slopeOrder (TaylorStep::at):
/// the scan for its highest non-zero term starts there, not at maxSeriesDegree.
int stepDegree(const SeriesPolynomial& p) {
    GOLF_ASSERT(p.degree() <= slopeOrder);
    int d = slopeOrder;
    while (d >= 0 && p.c[static_cast<std::size_t>(d)] == 0) {
        --d;
    }
    return d;
}

/// The edges a step passes in [0, length], one at a time in time order (the x pass first of
/// two at the same time on a part, an earlier part's first); `col` and `row` are the cells the
/// centre starts in and follow the passes taken. The step is split where a velocity component
/// changes sign, so each coordinate is monotonic on each part.
class StepEdges {
  public:
    StepEdges(const TaylorStep& step, double length, int& col, int& row)
        : step_(&step), col_(&col), row_(&row), xTop_(std::max(stepDegree(step.x), 0)),
          yTop_(std::max(stepDegree(step.y), 0)) {
        cuts_[cutCount_++] = 0.0;
        for (const SeriesPolynomial* v : {&step.vx, &step.vy}) {
            for (const double r : allRoots(*v, 0, length, slopeOrder)) {
                if (r > 0 && r < length) {
                    cuts_[cutCount_++] = r;
                }
            }
        }
        cuts_[cutCount_++] = length;
        std::sort(cuts_.begin(), cuts_.begin() + static_cast<std::ptrdiff_t>(cutCount_));
        openPart();
    }

    /// The next pass in time order, if any (valid until pop()).
    [[nodiscard]] EdgePass* peek() {
        if (!x_) {
            return nullptr;
        }
        EdgePass* x = x_->peek();
        EdgePass* y = y_->peek();
        xNext_ = x != nullptr && (y == nullptr || notLater(x->time, y->time));
        return xNext_ ? x : y;
    }

    /// Moves past the pass peek() gave (precondition: peek() was just called, not null).
    void pop() {
        if (xNext_) {
            x_->pop();
        } else {
            y_->pop();
        }
        if (x_->peek() == nullptr && y_->peek() == nullptr) {
            openPart();
        }
    }

  private:
    /// Opens the next part that passes an edge (none left: x_ empty).
    void openPart() {
        x_.reset();
        y_.reset();
        for (; part_ + 1 < cutCount_; ++part_) {
            const double a = cuts_[part_];
            const double b = cuts_[part_ + 1];
            if (!(a < b)) {
                continue;
            }
            x_.emplace(step_->x, xTop_, 0, a, b, *col_);
            y_.emplace(step_->y, yTop_, 1, a, b, *row_);
            if (x_->peek() != nullptr || y_->peek() != nullptr) {
                ++part_;
                return;
            }
        }
        x_.reset();
        y_.reset();
    }

    const TaylorStep* step_;
    int* col_;
    int* row_;
    int xTop_; ///< the degrees of x and y, at least 0
    int yTop_;
    /// 0, the roots of vx and vy inside (0, length), length; sorted.
    std::array<double, 2 * maxSeriesDegree + 2> cuts_;
    std::size_t cutCount_ = 0;
    std::size_t part_ = 0;
    std::optional<EdgeWalk> x_;
    std::optional<EdgeWalk> y_;
    bool xNext_ = false; ///< peek()'s pass is x_'s
};

/// True if every value of a step's coordinate on [0, length] that a Horner evaluation can give
/// lies strictly inside (cell, cell + 1), so that no part of the step passes a line of that
/// coordinate and the walk (which compares such values with the lines) finds nothing whatever
/// its cuts. `start` is the coordinate's p(0) and `reach` its sum |c_k| length^k, k >= 1; the
/// margin adds 1e-12 of the values' size for the roundings of Horner, which stay below
/// gamma(2n) (|p(0)| + reach) ~ 1e-14 of it, and of the sum itself.
[[nodiscard]] bool staysInCell(double start, double reach, int cell) {
    const double margin = reach + 1e-12 * (std::abs(start) + reach);
    return start - margin > cell && start + margin < static_cast<double>(cell) + 1;
}

} // namespace

std::optional<SurfaceCrossing> firstSurfaceCrossing(const Level& level, const SlopePath& path,
                                                    TileIndex tile) {
    int col = tile.col;
    int row = tile.row;
    for (std::size_t i = 0; i < path.stepCount(); ++i) {
        const TaylorStep& step = path.step(i);
        const double start = path.stepStart(i);
        const double length = std::min(step.length, path.end() - start);
        if (!(length >= 0)) {
            break;
        }
        // A step that stays inside its tile passes no edge: its velocity's roots (the walk's
        // cuts, most of its cost) are not needed.
        const Vec2 reach = step.reach(length); // a step holds no term above slopeOrder
        if (staysInCell(step.x.c[0], reach.x, col) && staysInCell(step.y.c[0], reach.y, row)) {
            continue;
        }
        // The passes are found one at a time, so that a crossing near the step's start does not
        // pay for the seams between tiles of one surface that the rest of the step passes.
        StepEdges edges(step, length, col, row);
        while (EdgePass* first = edges.peek()) {
            // Edges passed at the same instant (a corner) are passed together. Their time is
            // asked only as far as the order of the passes needs, and in full at a crossing.
            TileIndex next = tile;
            PassTime time = first->time;
            bool onX = false; // the point's coordinates set on the crossed lines
            bool onY = false;
            double lineX = 0;
            double lineY = 0;
            bool firstPass = true;
            for (EdgePass* pass = first;
                 pass != nullptr && (firstPass || sameTime(time, pass->time));
                 pass = edges.peek(), firstPass = false) {
                const int entered = pass->dir > 0 ? pass->k : pass->k - 1;
                (pass->axis == 0 ? next.col : next.row) = entered;
                (pass->axis == 0 ? onX : onY) = true;
                (pass->axis == 0 ? lineX : lineY) = pass->k;
                edges.pop();
            }
            if (!sameSurface(level, tile.col, tile.row, next.col, next.row)) {
                const double t = time.time();
                Vec2 point = step.position(t);
                point.x = onX ? lineX : point.x;
                point.y = onY ? lineY : point.y;
                return SurfaceCrossing{.time = start + t, .point = point, .tile = next};
            }
            tile = next;
        }
    }
    return std::nullopt;
}

} // namespace golf
