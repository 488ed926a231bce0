#include "slope_crossing.hpp"

#include "golf/core/polynomial.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>

namespace golf {

namespace {

/// A tile edge passed: at time t (in the step), the line x = k (axis 0) or y = k (axis 1),
/// moving towards + (dir 1) or - (dir -1).
struct EdgePass {
    double t = 0;
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
/// in order even where rounding makes p wobble.
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
    [[nodiscard]] const EdgePass* peek() const { return has_ ? &next_ : nullptr; }

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
        const SeriesPolynomial& p = *p_;
        const int top = top_;
        // bisectSignChange on p - line, two steps a round (the sign at a_ is pa_ - line's).
        const double t = already ? a_
                                 : bisectTwoStepsARound(
                                       [&](const double(&s)[4], double(&v)[4]) {
                                           p.valuesFrom(top, s, v);
                                           for (double& value : v) {
                                               value -= line;
                                           }
                                       },
                                       a_, b_, pa_ - line > 0);
        next_ = {t, axis_, k, dir_};
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

/// The edges a step passes in [0, length], one at a time in time order (the x pass first of
/// two at the same time on a part, an earlier part's first); `col` and `row` are the cells the
/// centre starts in and follow the passes taken. The step is split where a velocity component
/// changes sign, so each coordinate is monotonic on each part.
class StepEdges {
  public:
    StepEdges(const TaylorStep& step, double length, int& col, int& row)
        : step_(&step), col_(&col), row_(&row), xTop_(std::max(step.x.degree(), 0)),
          yTop_(std::max(step.y.degree(), 0)) {
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
    [[nodiscard]] const EdgePass* peek() const {
        if (!x_) {
            return nullptr;
        }
        const EdgePass* x = x_->peek();
        const EdgePass* y = y_->peek();
        return x != nullptr && (y == nullptr || x->t <= y->t) ? x : y;
    }

    /// Moves past the next pass (precondition: peek() is not null).
    void pop() {
        const EdgePass* x = x_->peek();
        const EdgePass* y = y_->peek();
        if (x != nullptr && (y == nullptr || x->t <= y->t)) {
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
        while (const EdgePass* first = edges.peek()) {
            // Edges passed at the same instant (a corner) are passed together.
            TileIndex next = tile;
            const double t = first->t;
            Vec2 point = step.position(t);
            for (const EdgePass* pass = first; pass != nullptr && pass->t == t;
                 pass = edges.peek()) {
                const int entered = pass->dir > 0 ? pass->k : pass->k - 1;
                (pass->axis == 0 ? next.col : next.row) = entered;
                (pass->axis == 0 ? point.x : point.y) = pass->k;
                edges.pop();
            }
            if (!sameSurface(level, tile.col, tile.row, next.col, next.row)) {
                return SurfaceCrossing{.time = start + t, .point = point, .tile = next};
            }
            tile = next;
        }
    }
    return std::nullopt;
}

} // namespace golf
