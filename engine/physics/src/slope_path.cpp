#include "slope_path.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/constants.hpp"
#include "motion.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

namespace golf {

namespace {

/// A curved piece ends in a straight line once the distance left before it stops is below
/// this (tiles): the path's curvature cannot move the end point by more than that.
constexpr double straightFinishDistance = 1e-12;
/// Bound on a piece's Taylor steps (each holds about 1.7 kB of coefficients); a slowing piece
/// that would need more ends straight, any other ends at its last step (the caller goes on
/// with a new piece from there).
constexpr std::size_t maxSteps = 10000;

/// reachOver(p, h, slopeOrder) of a step's speed, x and y at once (one power of h each term):
/// the same sums, each added in its order.
struct StepReaches {
    double speed = 0;
    double x = 0;
    double y = 0;
};
[[nodiscard]] StepReaches stepReaches(const TaylorStep& step, double h) {
    if (std::abs(h) <= 1e6) {
        // The terms up to slopeOrder (as reachOver), unrolled, with x and y in the two lanes
        // of a vector and the power in both: each lane's operations are the scalar sum's, in
        // its order (|c| clears the sign bit, as std::abs).
        using detail::Lanes;
        using Bits = std::int64_t __attribute__((vector_size(16)));
        const Bits magnitude{std::numeric_limits<std::int64_t>::max(),
                             std::numeric_limits<std::int64_t>::max()};
        const Lanes hh{h, h};
        Lanes power{1.0, 1.0};
        Lanes xy{0.0, 0.0};
        double speed = 0;
        detail::unrolled<slopeOrder>([&](auto j) {
            constexpr auto k = static_cast<std::size_t>(j + 1);
            power *= hh;
            const Lanes term{step.x.c[k], step.y.c[k]};
            xy += reinterpret_cast<Lanes>(reinterpret_cast<Bits>(term) & magnitude) * power;
            speed += std::abs(step.speed.c[k]) * power[0];
        });
        return {.speed = speed, .x = xy[0], .y = xy[1]};
    }
    const int last = maxSeriesDegree; // as reachOver
    StepReaches reach;
    double power = 1;
    for (int i = 1; i <= last; ++i) {
        const auto k = static_cast<std::size_t>(i);
        power *= h;
        reach.speed += std::abs(step.speed.c[k]) * power;
        reach.x += std::abs(step.x.c[k]) * power;
        reach.y += std::abs(step.y.c[k]) * power;
    }
    return reach;
}

/// True if every number that defines a piece is finite (issue 29: a slope's acceleration of
/// 1e18 once made a ball at (nan, nan)).
[[nodiscard, maybe_unused]] bool finiteState(Vec2 start, Vec2 velocity, const SlopeField& field) {
    return std::isfinite(start.x) && std::isfinite(start.y) && std::isfinite(velocity.x) &&
           std::isfinite(velocity.y) && std::isfinite(field.push.x) &&
           std::isfinite(field.push.y) && std::isfinite(field.decel) && field.decel >= 0;
}

} // namespace

SeriesPolynomial squaredGap(const SeriesPolynomial& x, const SeriesPolynomial& y, Vec2 centre,
                            double radius) {
    SeriesPolynomial dx = x;
    SeriesPolynomial dy = y;
    dx.c[0] -= centre.x;
    dy.c[0] -= centre.y;
    const int degree = dx.degree();
    if (degree == slopeOrder && dy.degree() == slopeOrder) {
        // A step's (the usual case): each square term summed in a register over its
        // anti-diagonal, i ascending, the order in which the loops below add to it.
        using detail::Lanes;
        std::array<Lanes, slopeOrder + 1> terms;
        for (std::size_t i = 0; i <= slopeOrder; ++i) {
            terms[i] = Lanes{dx.c[i], dy.c[i]};
        }
        SeriesPolynomial f{SeriesAboveOrder{}}; // every term written below
        detail::unrolled<2 * slopeOrder + 1>([&](auto m) {
            constexpr int first = m > slopeOrder ? m - slopeOrder : 0;
            constexpr int last = m < slopeOrder ? static_cast<int>(m) : slopeOrder;
            Lanes square{0.0, 0.0};
            detail::unrolled<last - first + 1>([&](auto k) {
                constexpr auto i = static_cast<std::size_t>(first + k);
                square += terms[i] * terms[static_cast<std::size_t>(m) - i];
            });
            f.c[static_cast<std::size_t>(m)] = square[0] + square[1];
        });
        f.c[0] -= radius * radius;
        return f;
    }
    if (degree >= 0 && degree == dy.degree()) {
        // The two squares in the two lanes of a vector, as multiply's loops (the same degree:
        // the same terms in the same order in each lane), then added term by term.
        using detail::Lanes;
        std::array<Lanes, maxSeriesDegree + 1> square{};
        for (int i = 0; i <= degree; ++i) {
            const auto a = static_cast<std::size_t>(i);
            const Lanes left{dx.c[a], dy.c[a]};
            for (int j = 0; j <= degree && i + j <= maxSeriesDegree; ++j) {
                const auto b = static_cast<std::size_t>(j);
                square[a + b] += left * Lanes{dx.c[b], dy.c[b]};
            }
        }
        SeriesPolynomial f;
        for (std::size_t i = 0; i < f.c.size(); ++i) {
            f.c[i] = square[i][0] + square[i][1];
        }
        f.c[0] -= radius * radius;
        return f;
    }
    SeriesPolynomial f = multiply(dx, dx);
    const SeriesPolynomial fy = multiply(dy, dy);
    for (std::size_t i = 0; i < f.c.size(); ++i) {
        f.c[i] += fy.c[i];
    }
    f.c[0] -= radius * radius;
    return f;
}

TaylorStep straightStep(Vec2 p, Vec2 direction, double speed, double accel, double length) {
    TaylorStep s;
    straightStepInto(s, p, direction, speed, accel, length);
    return s;
}

void straightStepInto(TaylorStep& s, Vec2 p, Vec2 direction, double speed, double accel,
                      double length) {
    s.x.c[0] = p.x;
    s.x.c[1] = direction.x * speed;
    s.x.c[2] = direction.x * accel / 2;
    s.y.c[0] = p.y;
    s.y.c[1] = direction.y * speed;
    s.y.c[2] = direction.y * accel / 2;
    s.vx.c[0] = direction.x * speed;
    s.vx.c[1] = direction.x * accel;
    s.vy.c[0] = direction.y * speed;
    s.vy.c[1] = direction.y * accel;
    s.speed.c[0] = speed;
    s.speed.c[1] = accel;
    s.length = length;
    if (std::abs(length) <= 1e6) {
        // keepReach's sums (reachOver up to slopeOrder) with their two terms: each term above
        // adds |+0| h^k, finite, which leaves the sum (never -0) as it is.
        const double square = length * length;
        s.keptReach = {0.0 + std::abs(s.x.c[1]) * length + std::abs(s.x.c[2]) * square,
                       0.0 + std::abs(s.y.c[1]) * length + std::abs(s.y.c[2]) * square};
        s.keptLength = length;
        return;
    }
    s.keepReach();
}

SlopePath::SlopePath(Vec2 start, Vec2 velocity, SlopeField field, double horizon)
    : start_(start), velocity_(velocity), field_(field) {
    GOLF_ASSERT(horizon > 0 && std::isfinite(horizon));
    GOLF_ASSERT(finiteState(start, velocity, field));
    const double speed = length(velocity);
    const double push = length(field.push);
    if (speed == 0) {
        if (push <= field.decel) {
            stops_ = true; // rests: the floor holds the ball
            return;
        }
        buildStraight(field.push / push, 0, horizon);
        return;
    }
    if (cross(velocity, field.push) == 0) {
        buildStraight(velocity / speed, speed, horizon);
        return;
    }
    straight_ = false;
    buildCurved(horizon);
}

SlopePath SlopePath::along(Vec2 start, Vec2 direction, double speed, SlopeField field,
                           double horizon) {
    GOLF_ASSERT(horizon > 0 && std::isfinite(horizon) && speed >= 0);
    GOLF_ASSERT(finiteState(start, direction * speed, field));
    SlopePath path;
    path.start_ = start;
    path.velocity_ = direction * speed;
    path.field_ = field;
    path.buildStraight(direction, speed, horizon);
    return path;
}

void SlopePath::buildStraight(Vec2 direction, double speed, double horizon) {
    direction_ = direction;
    speed_ = speed;
    accel_ = dot(field_.push, direction) - field_.decel;
    const double stopAt = accel_ < 0 ? speed / -accel_ : infinity;
    stops_ = stopAt <= horizon;
    end_ = stops_ ? stopAt : horizon;
    Step& added = steps_.emplace_back(); // built in place (about 1.7 kB: no copy)
    straightStepInto(added.series, start_, direction, speed, accel_, end_);
    GOLF_ASSERT(std::isfinite(end_) && std::isfinite(accel_));
}

void SlopePath::buildCurved(double horizon) {
    Vec2 p = start_;
    Vec2 v = velocity_;
    double t = 0;
    const double push = length(field_.push);
    // Only a floor that holds the ball (a >= |g|) brings a curved path to rest. Where the
    // slope beats the floor (and with a = 0), the speed along the turn, s = C (1 + sin th)^k /
    // cos(th)^(k + 1) with th the angle of the velocity from across the slope and k = a / |g|
    // < 1, stays above zero: the ball turns at the top at its sideways speed. It ends in the
    // straight stop only when that speed is at most restSpeed (as good as at rest; issue 29: a
    // throw straight uphill to within sqrt(2e-12 |g|) ended in the stop and lost its sideways
    // speed). Otherwise it ends at the horizon or maxSteps like any other.
    const bool floorHolds = field_.decel >= push;
    steps_.reserve(16);
    while (t < horizon && steps_.size() < maxSteps) {
        const double speed = length(v);
        const Vec2 u = v / speed;
        const double along = dot(field_.push, u) - field_.decel;
        const bool turnsAtRest = std::abs(cross(v, field_.push)) <= restSpeed * push;
        const bool slowing = along < 0 && field_.decel > 0 && (floorHolds || turnsAtRest);
        if (slowing && (speed * speed / (2 * -along) < straightFinishDistance ||
                        steps_.size() + 1 >= maxSteps)) {
            const double stopAt = speed / -along;
            const double length = std::min(stopAt, horizon - t);
            Step& added = steps_.emplace_back();
            added.start = t;
            straightStepInto(added.series, p, u, speed, along, length);
            stops_ = stopAt <= horizon - t;
            end_ = t + length;
            return;
        }
        // The step built in place (about 1.7 kB: no copy), its terms up to slopeOrder, which
        // taylorStepInto writes, not zeroed first.
        Step& added = steps_.emplace_back(SeriesAboveOrder{});
        added.start = t;
        TaylorStep& step = added.series;
        // With where it ends, step.position(length) and step.velocity(length), from the
        // step's own vectors (flat floor goes on from the closed form below instead).
        TaylorStepEnd stepEnd;
        taylorStepInto(step, p, v, field_, horizon - t, stepEnd);
        // The speed never reaches zero inside a step whose length respects the series'
        // radius of convergence; should the truncated series say otherwise, stop there.
        // False where speed(t) > 0 on the whole step by the bound speed(0) - sum |c_k| h^k > 0
        // (most steps): no root search.
        const StepReaches reach = stepReaches(step, step.length);
        const auto zero = !(step.speed.c[0] - reach.speed > 0)
                              ? firstRoot(step.speed, 0, step.length, slopeOrder)
                              : std::nullopt;
        if (zero && *zero > 0) {
            step.length = *zero;
            step.keepReach();
            stops_ = true;
            end_ = t + *zero;
            return;
        }
        // keepReach's box, from the same sums.
        step.keptReach = {reach.x, reach.y};
        step.keptLength = step.length;
        const double length = step.length;
        if (!(t + length > t)) {
            // A step too short to advance the time (a turn at a speed near zero, where the
            // radius of convergence is about |v| / |g|): the caller goes on from here.
            break;
        }
        t += length;
        if (field_.decel == 0) {
            // dv/dt = g exactly: the next step starts on the closed-form parabola, so no
            // rounding accumulates over the steps.
            p = start_ + velocity_ * t + field_.push * (t * t / 2);
            v = velocity_ + field_.push * t;
        } else {
            p = stepEnd.position;
            v = stepEnd.velocity;
        }
        GOLF_ASSERT(std::isfinite(p.x) && std::isfinite(p.y) && std::isfinite(v.x) &&
                    std::isfinite(v.y));
        if (v.x == 0 && v.y == 0) {
            stops_ = true;
            end_ = t;
            return;
        }
    }
    end_ = t < horizon ? t : horizon;
}

const SlopePath::Step& SlopePath::stepAt(double t) const {
    const auto it = std::upper_bound(steps_.begin(), steps_.end(), t,
                                     [](double value, const Step& s) { return value < s.start; });
    return it == steps_.begin() ? steps_.front() : *(it - 1);
}

Vec2 SlopePath::position(double t) const {
    if (steps_.empty()) {
        return start_;
    }
    t = std::clamp(t, 0.0, end_);
    if (straight_) {
        if (stops_ && t >= end_) {
            return start_ + direction_ * (speed_ * speed_ / (2 * -accel_));
        }
        return start_ + direction_ * (speed_ * t + accel_ * t * t / 2);
    }
    const Step& step = stepAt(t);
    return step.series.position(t - step.start);
}

Vec2 SlopePath::velocity(double t) const {
    if (steps_.empty() || (stops_ && t >= end_)) {
        return {};
    }
    t = std::clamp(t, 0.0, end_);
    if (straight_) {
        return direction_ * (speed_ + accel_ * t);
    }
    const Step& step = stepAt(t);
    return step.series.velocity(t - step.start);
}

void SlopePath::state(double t, Vec2& position, Vec2& velocity) const {
    if (steps_.empty() || !(t >= 0 && t <= end_) || straight_) {
        position = this->position(t);
        velocity = this->velocity(t);
        return;
    }
    // A curved piece inside [0, end]: position's and velocity's clamps change nothing, and
    // velocity is zero at the end of a piece that stops.
    const Step& step = stepAt(t);
    position = step.series.position(t - step.start);
    velocity = stops_ && t >= end_ ? Vec2{} : step.series.velocity(t - step.start);
}

double SlopePath::distance(double t) const {
    if (steps_.empty()) {
        return 0;
    }
    t = std::clamp(t, 0.0, end_);
    if (straight_) {
        if (stops_ && t >= end_) {
            return speed_ * speed_ / (2 * -accel_);
        }
        return speed_ * t + accel_ * t * t / 2;
    }
    double total = 0;
    for (const Step& step : steps_) {
        if (step.start >= t) {
            break;
        }
        const double tau = std::min(t - step.start, step.series.length);
        // The speed's antiderivative at tau (Horner).
        const SeriesPolynomial& s = step.series.speed;
        double value = 0;
        for (std::size_t i = s.c.size(); i-- > 0;) {
            value = (value + s.c[i] / static_cast<double>(i + 1)) * tau;
        }
        total += value;
    }
    return total;
}

std::optional<double> SlopePath::firstTimeOnLine(Vec2 normal, double offset, double from) const {
    for (const Step& step : steps_) {
        const double stepEnd = step.start + step.series.length;
        if (stepEnd < from) {
            continue;
        }
        SeriesPolynomial f;
        for (std::size_t i = 0; i < f.c.size(); ++i) {
            f.c[i] = normal.x * step.series.x.c[i] + normal.y * step.series.y.c[i];
        }
        f.c[0] -= offset;
        const double lo = std::max(0.0, from - step.start);
        if (const auto root = firstRoot(f, lo, step.series.length)) {
            return step.start + *root;
        }
    }
    return std::nullopt;
}

std::optional<double> SlopePath::firstTimeWithin(Vec2 centre, double radius, double from) const {
    for (const Step& step : steps_) {
        const double stepEnd = step.start + step.series.length;
        if (stepEnd < from) {
            continue;
        }
        const SeriesPolynomial f = squaredGap(step.series.x, step.series.y, centre, radius);
        const double lo = std::max(0.0, from - step.start);
        if (const auto root = firstRoot(f, lo, step.series.length)) {
            return step.start + *root;
        }
    }
    return std::nullopt;
}

SlopePath::Box SlopePath::bounds(double from) const {
    const Vec2 at = position(from);
    Box box{at, at};
    for (const Step& step : steps_) {
        const double h = step.series.length;
        if (step.start + h < from) {
            continue;
        }
        // How far x and y can go from c_0: the step's kept box (TaylorStep::reach).
        const Vec2 reach = step.series.reach(h);
        for (const bool isX : {true, false}) {
            const SeriesPolynomial& p = isX ? step.series.x : step.series.y;
            const double r = isX ? reach.x : reach.y;
            double& low = isX ? box.min.x : box.min.y;
            double& high = isX ? box.max.x : box.max.y;
            low = std::min(low, p.c[0] - r);
            high = std::max(high, p.c[0] + r);
        }
    }
    return box;
}

} // namespace golf
