#include "mover_contact.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/constants.hpp"
#include "golf/core/geometry.hpp"
#include "golf/core/mover_motion.hpp"
#include "golf/core/mover_swept.hpp"
#include "golf/core/turn_trig.hpp"
#include "motion.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace golf {

namespace {

/// The longest step (seconds): the bounds of a step grow with its length, so shorter steps
/// are tried when the first gives little (see advance).
constexpr double maxStep = 1;

[[nodiscard]] Vec2 perp(Vec2 a) {
    return {-a.y, a.x};
}

/// The ball's centre and velocity along a piece, and bounds on them over a step.
class BallPath {
  public:
    explicit BallPath(const Trajectory& path) : path_(path) {
        if (path.curve) {
            const SlopeField field = path.curve->field();
            accel_ = length(field.push) + field.decel;
            end_ = path.curve->stops() ? infinity : path.curve->end();
        } else {
            speed_ = length(path.velocity);
            if (speed_ > 0) {
                direction_ = path.velocity / speed_;
                accel_ = path.decel;
                stop_ = stopTime(speed_, path.decel);
            }
        }
    }
    [[nodiscard]] Vec2 position(double s) const {
        if (path_.curve) {
            return path_.curve->position(s);
        }
        // positionAfter with its speed, direction and stop time computed once (the same bits).
        return speed_ == 0
                   ? path_.origin
                   : path_.origin + direction_ * distanceAfter(speed_, path_.decel, s, stop_);
    }
    [[nodiscard]] Vec2 velocity(double s) const {
        if (path_.curve) {
            return path_.curve->velocity(s);
        }
        return speed_ == 0 ? Vec2{} : direction_ * std::max(0.0, speed_ - path_.decel * s);
    }
    /// A bound on the speed over [s, s + tau] given the speed `v` at s: a straight piece only
    /// slows, a curved one gains at most its acceleration bound.
    [[nodiscard]] double speedBound(double v, double tau) const {
        return path_.curve ? v + accel_ * tau : v;
    }
    /// A bound on |acceleration| (tiles/s^2): deceleration plus the slope's push.
    [[nodiscard]] double accelBound() const { return accel_; }
    /// The last piece time the motion is defined for (a curved piece that goes on elsewhere).
    [[nodiscard]] double end() const { return end_; }
    /// The distance a straight rolling piece has gone at `s` (as position computes it).
    [[nodiscard]] double distance(double s) const {
        return distanceAfter(speed_, path_.decel, s, stop_);
    }
    /// The piece time at which a straight rolling piece has gone `distance` (timeToTravel:
    /// infinity if it stops before).
    [[nodiscard]] double timeAt(double distance) const {
        return timeToTravel(speed_, path_.decel, distance);
    }

  private:
    const Trajectory& path_;
    double speed_ = 0;
    Vec2 direction_;
    double accel_ = 0;
    double stop_ = infinity;
    double end_ = infinity;
};

/// F and what it is made of at one instant.
struct Sample {
    double f = 0;  ///< squared distance to the core (minus R^2 once advance has it)
    double df = 0; ///< its derivative, 2 diff . (v - coreVelocity)
    Vec2 centre;
    Vec2 velocity;
    Vec2 diff;         ///< centre minus the nearest point of the core
    Vec2 coreVelocity; ///< the velocity of the core's material point nearest the centre
    double reach = 0;  ///< |centre - pivot| (blades), unused for sliders
    /// The piece time at which the feature's window under way ends (a slider's leg).
    double windowEnd = infinity;
};

/// One arm of a windmill: the segment from the pivot `length` out, turning at omega.
class ArmFeature {
  public:
    ArmFeature(const Blades& blades, int arm, double pieceClock)
        : blades_(blades), base_(armTurnsBase(blades, arm)), clock_(pieceClock),
          omega_(angularSpeed(blades)) {}

    [[nodiscard]] Sample sample(Vec2 centre, Vec2 velocity, double s) const {
        // armDirection(blades_, arm, clock_ + s), the arm's part of its turns worked out once.
        const Vec2 u =
            directionOfFraction(armTurnsOfSpin(blades_, base_, bladesSpin(blades_, clock_ + s)));
        const Vec2 rho = centre - blades_.pivot;
        const double along = std::clamp(dot(rho, u), 0.0, blades_.length);
        Sample out{.centre = centre, .velocity = velocity};
        out.diff = rho - u * along;
        out.coreVelocity = perp(u) * (omega_ * along);
        out.reach = length(rho);
        out.f = lengthSquared(out.diff);
        out.df = 2 * dot(out.diff, velocity - out.coreVelocity);
        return out;
    }
    /// A bound on |F''| over [s, s + tau] for a ball of speed at most `speed` and acceleration
    /// at most `accel`: in the arm's turning frame the centre's coordinates (x, y) move at most
    /// at speed + |omega| |rho| and accelerate at most at accel + 2 |omega| speed + omega^2
    /// |rho|; the squared distance's Hessian is at most 2 and its gradient 2 dist.
    [[nodiscard]] double curvatureBound(const Sample& at, double away, double speed, double accel,
                                        double tau) const {
        const double w = std::abs(omega_);
        const double reach = at.reach + speed * tau;
        const double frameSpeed = speed + w * reach;
        const double dist = std::min(reach, away + frameSpeed * tau);
        const double frameAccel = accel + 2 * w * speed + w * w * reach;
        return 2 * frameSpeed * frameSpeed + 2 * dist * frameAccel;
    }
    [[nodiscard]] Vec2 surfaceVelocity(Vec2 point) const {
        return perp(point - blades_.pivot) * omega_;
    }
    [[nodiscard]] double scale() const {
        return std::abs(blades_.pivot.x) + std::abs(blades_.pivot.y) + blades_.length;
    }

  private:
    const Blades& blades_;
    double base_;
    double clock_;
    double omega_;
};

/// A slider's box on the legs of its trip: constant velocity on each leg, so each leg is a
/// window of its own.
class SliderFeature {
  public:
    SliderFeature(const Slider& slider, double pieceClock)
        : slider_(slider), clock_(pieceClock), half_(slider.size / 2),
          legVelocity_((slider.to - slider.from) * (2 / slider.period)),
          legSpeed_(length(legVelocity_)) {}

    [[nodiscard]] Sample sample(Vec2 centre, Vec2 velocity, double s) const {
        const Vec2 rho = centre - sliderCentre(slider_, clock_ + s);
        const Vec2 inside{std::clamp(rho.x, -half_.x, half_.x),
                          std::clamp(rho.y, -half_.y, half_.y)};
        Sample out{.centre = centre, .velocity = velocity};
        out.diff = rho - inside;
        const double leg = legOf(s);
        out.coreVelocity = legVelocityOf(leg);
        out.windowEnd = legEnd(leg);
        out.f = lengthSquared(out.diff);
        out.df = 2 * dot(out.diff, velocity - out.coreVelocity);
        return out;
    }
    /// |F''| <= 2 |v - W|^2 + 2 dist |a| on a leg (the box does not accelerate).
    [[nodiscard]] double curvatureBound(const Sample& /*at*/, double away, double speed,
                                        double accel, double tau) const {
        const double relative = speed + legSpeed_;
        const double dist = away + relative * tau;
        return 2 * relative * relative + 2 * dist * accel;
    }
    [[nodiscard]] Vec2 surfaceVelocity(const Sample& at) const { return at.coreVelocity; }
    [[nodiscard]] double scale() const {
        return std::abs(slider_.from.x) + std::abs(slider_.from.y) + std::abs(slider_.to.x) +
               std::abs(slider_.to.y) + slider_.size.x + slider_.size.y;
    }

  private:
    /// Leg j runs from hole time (j / 2 - phase) period to ((j + 1) / 2 - phase) period; the
    /// leg of piece time s is the one that has not ended by then (rounding may put s on the
    /// turning instant: the leg that starts there, as sliderVelocity).
    [[nodiscard]] double legOf(double s) const {
        double leg = std::floor(2 * (slider_.phase + (clock_ + s) / slider_.period));
        if (legEnd(leg) <= s) {
            leg += 1;
        }
        return leg;
    }
    [[nodiscard]] double legEnd(double leg) const {
        return ((leg + 1) / 2 - slider_.phase) * slider_.period - clock_;
    }
    /// Even legs run from `from` to `to`. `leg` is a whole number (finite times): leg / 2 is
    /// exact, and whole just when fmod(leg, 2) is 0.
    [[nodiscard]] Vec2 legVelocityOf(double leg) const {
        const double half = leg / 2;
        return std::floor(half) == half ? legVelocity_ : -legVelocity_;
    }

    const Slider& slider_;
    double clock_;
    Vec2 half_;
    Vec2 legVelocity_;
    double legSpeed_;
};

/// The result of one feature's advancement.
struct Advance {
    std::optional<Sample> touch;
    double searchedTo = 0;
    bool complete = true;
};

/// The largest tau such that F + dF tau - M tau^2 / 2 > 0 on [0, tau) (F > 0).
[[nodiscard]] double positiveRoot(double f, double df, double m) {
    if (m <= 0) {
        return df >= 0 ? infinity : f / -df;
    }
    const double root = std::sqrt(df * df + 2 * m * f);
    return df >= 0 ? (df + root) / m : 2 * f / (root - df);
}

/// How far a step from `at` may go with no approaching touch: while F stays positive by the
/// second-order bound, or (touching) while F' stays at least half the leave threshold.
template <class Feature>
[[nodiscard]] double safeStep(const Feature& feature, const BallPath& ball, const Sample& at,
                              double touchF, double leaveF, double capEnd, double s) {
    double cap = capEnd - s;
    double tau = 0;
    // The same in every window tried: computed once.
    const double speedNow = length(at.velocity);
    const double away = length(at.diff);
    for (int shrink = 0;; ++shrink) {
        const double speed = ball.speedBound(speedNow, cap);
        // A relative margin covers the rounding of the bound itself.
        const double m =
            feature.curvatureBound(at, away, speed, ball.accelBound(), cap) * (1 + 1e-9);
        tau = 0;
        if (at.f > 0) {
            tau = positiveRoot(at.f, at.df, m);
        }
        if (at.f <= touchF && at.df >= leaveF) {
            tau = std::max(tau, m > 0 ? (at.df - leaveF / 2) / m : infinity);
        }
        if (tau >= cap) {
            return cap;
        }
        if (shrink == 3 || tau >= cap / 4) {
            return tau;
        }
        cap = 2 * tau; // a shorter window has smaller bounds: try it
    }
}

/// Conservative advancement of one feature from `from` (never cut by `to`, so the answer
/// depends on `from` alone) until an approaching touch or past `to`.
template <class Feature>
[[nodiscard]] Advance advance(const Feature& feature, const BallPath& ball, double radius,
                              double from, double to, int& steps) {
    const double gap =
        moverContactGap + 16 * std::numeric_limits<double>::epsilon() * (feature.scale() + 1);
    const double touchF = gap * (2 * radius + gap);
    const double leaveF = 2 * radius * moverTouchLeaveSpeed;
    double s = from;
    while (s <= to) {
        if (steps >= moverSearchStepLimit) {
            return {.searchedTo = s, .complete = false};
        }
        ++steps;
        Sample at = feature.sample(ball.position(s), ball.velocity(s), s);
        at.f -= radius * radius;
        if (at.f <= touchF && at.df < leaveF) {
            return {.touch = at, .searchedTo = s};
        }
        const double capEnd = std::min(s + maxStep, at.windowEnd);
        const double next = s + safeStep(feature, ball, at, touchF, leaveF, capEnd, s);
        s = next > s ? next : std::nextafter(s, infinity);
    }
    return {.searchedTo = to};
}

[[nodiscard]] MoverContact contactFrom(const Sample& at, double s, double radius) {
    MoverContact contact;
    contact.pieceTime = s;
    contact.centre = at.centre;
    contact.normal = at.diff / length(at.diff);
    contact.point = at.centre - contact.normal * radius;
    return contact;
}

/// Margins of armClear: in turns (rounding of armTurns and atan2, far below 1e-9 turns) and
/// in tiles (the touch gap and the rounding of positions, as clearOfMover).
constexpr double turnMargin = 1e-9;
constexpr double reachMargin = 1e-6;

/// True if the arcs [start1, start1 + length1] and [start2, start2 + length2] (turns, lengths
/// >= 0) share a point of the circle.
/// The turns from `from` forward to `to`, in [0, 1).
[[nodiscard]] double turnsAhead(double from, double to) {
    return to - from - std::floor(to - from);
}

[[nodiscard]] bool arcsMeet(double start1, double length1, double start2, double length2) {
    const auto ahead = turnsAhead;
    return length1 + length2 >= 1 || ahead(start1, start2) <= length1 ||
           ahead(start2, start1) <= length2;
}

/// The directions (turns) from `pivot` of the centres on a..b, grown on both sides by the
/// angle within which an arm's direction brings it within `radius` of one (armClear's arc);
/// not valid where the segment comes within `radius` of the pivot.
struct DirectionArc {
    double start = 0;
    double length = 0;
    bool valid = false;
};

[[nodiscard]] DirectionArc directionArc(Vec2 pivot, Vec2 a, Vec2 b, double radius) {
    const double reach = radius + reachMargin;
    const double nearest = distanceToSegment(pivot, a, b);
    if (!(nearest > reach)) {
        return {};
    }
    constexpr double turn = 6.283185307179586476925;
    const double ta = std::atan2(a.y - pivot.y, a.x - pivot.x) / turn;
    const double tb = a == b ? ta : std::atan2(b.y - pivot.y, b.x - pivot.x) / turn;
    const double span = tb - ta - std::round(tb - ta); // in [-1/2, 1/2]
    const double grow = std::asin(reach / nearest) / turn + turnMargin;
    return {
        .start = (span >= 0 ? ta : tb) - grow, .length = std::abs(span) + 2 * grow, .valid = true};
}

/// True if the arm of armTurnsBase `base` sweeps, over hole times [t0, t1], no direction of
/// `arc`; `spin` is bladesSpin at the time the sweep starts from (t0 for clockwise blades, t1
/// for counterclockwise ones, whose turns fall).
[[nodiscard]] bool armSweepMisses(const Blades& blades, double base, double spin, double t0,
                                  double t1, const DirectionArc& arc) {
    const double sweep = (t1 - t0) / blades.period + 2 * turnMargin;
    const double armStart = armTurnsOfSpin(blades, base, spin) - turnMargin;
    return !arcsMeet(armStart, sweep, arc.start, arc.length);
}

/// The part of a straight piece's chunk [from, to] spent within `reach` of `pivot` (the arms'
/// disc grown by the core's radius): its centres on the segment a..b, at piece times [from,
/// to] (`empty`: none of the chunk's). Outside those times, and off a..b within them, every
/// centre is farther than `reach` from the pivot, so no arm can touch it there: the disc is
/// widened by 1e-6 tiles, far more than the rounding of the roots (even of a segment that
/// grazes it: the margin is then sqrt(2 reach 1e-6) along it) and of the times, which get
/// 1e-9 s more on each side.
struct WithinReach {
    Vec2 a;
    Vec2 b;
    double from = 0;
    double to = 0;
    bool empty = false;
};

[[nodiscard]] WithinReach withinReach(const BallPath& ball, Vec2 pivot, double reach, double from,
                                      double to) {
    WithinReach out{.a = ball.position(from), .b = ball.position(to), .from = from, .to = to};
    const Vec2 d = out.b - out.a;
    const double sq = lengthSquared(d);
    if (!(sq > 0)) {
        return out; // a ball at rest (or a chunk that does not move): the chunk as it is
    }
    const Vec2 f = out.a - pivot;
    const double wide = reach + 1e-6;
    const double half = dot(f, d);
    const double disc = half * half - sq * (lengthSquared(f) - wide * wide);
    if (!(disc > 0)) {
        out.empty = true;
        return out;
    }
    const double root = std::sqrt(disc);
    const double t0 = std::max(0.0, (-half - root) / sq);
    const double t1 = std::min(1.0, (-half + root) / sq);
    if (!(t0 <= t1)) {
        out.empty = true;
        return out;
    }
    const Vec2 a = out.a;
    const double d0 = ball.distance(from);
    const double travelled = ball.distance(to) - d0;
    if (t0 > 0) {
        out.a = a + d * t0;
        const double at = ball.timeAt(d0 + travelled * t0);
        out.from = std::isfinite(at) ? std::clamp(at - 1e-9, from, to) : from;
    }
    if (t1 < 1) {
        out.b = a + d * t1;
        const double at = ball.timeAt(d0 + travelled * t1);
        out.to = std::isfinite(at) ? std::clamp(at + 1e-9, out.from, to) : to;
    }
    return out;
}

} // namespace

MoverSearch searchMoverContact(const Trajectory& path, double pieceClock, double ballRadius,
                               const Mover& mover, double from, double to) {
    GOLF_ASSERT(ballRadius > 0 && from >= 0 && std::isfinite(from) && std::isfinite(pieceClock));
    const BallPath ball(path);
    to = std::min(to, ball.end());
    MoverSearch result{.searchedTo = to};
    if (mover.kind == MoverKind::Slider) {
        const SliderFeature feature(mover.slider, pieceClock);
        const Advance found = advance(feature, ball, ballRadius, from, to, result.steps);
        result.complete = found.complete;
        result.searchedTo = found.searchedTo;
        if (found.touch) {
            MoverContact contact = contactFrom(*found.touch, found.searchedTo, ballRadius);
            contact.surfaceVelocity = feature.surfaceVelocity(*found.touch);
            result.contact = contact;
        }
    } else {
        const Blades& blades = mover.blades;
        const double radius = ballRadius + blades.width / 2;
        double limit = to; // certified for every arm up to here
        // The ball's directions over the part of [from, to] it spends within the arms' reach
        // (a straight piece): an arm that sweeps none of them then needs no search (armClear;
        // a shorter `until` below only narrows both). Out of reach the ball touches no arm.
        const bool straight = !path.curve && std::isfinite(to);
        const WithinReach near =
            straight ? withinReach(ball, blades.pivot, blades.length + radius, from, to)
                     : WithinReach{};
        if (near.empty) {
            return result; // no centre of the chunk comes within reach of an arm
        }
        const DirectionArc arc =
            straight ? directionArc(blades.pivot, near.a, near.b, radius) : DirectionArc{};
        // The times the arms' sweeps are tested over: the ball is out of reach before `nearFrom`.
        const double nearFrom = straight ? near.from : from;
        const double nearTo = straight ? near.to : to;
        const bool clockwise = blades.turn == TurnSense::Clockwise;
        const double spinFrom = bladesSpin(blades, pieceClock + nearFrom);
        // The arms to search, nearest the ball's directions first (in the sense they turn):
        // later arms search only up to the earliest contact found so far, so the arm likely to
        // touch first spares the others' steps. The contact kept is the earliest, the lowest
        // arm on a tie, as in arm order: the same whatever the order.
        GOLF_ASSERT(blades.arms >= 1 && blades.arms <= 8); // Blades: 1..8 arms
        std::array<int, 8> order{};
        std::array<double, 8> lead{};
        int searched = 0;
        const double spinLimit = clockwise ? spinFrom : bladesSpin(blades, pieceClock + nearTo);
        for (int arm = 0; arm < blades.arms; ++arm) {
            if (arc.valid && armSweepMisses(blades, armTurnsBase(blades, arm), spinLimit,
                                            pieceClock + nearFrom, pieceClock + nearTo, arc)) {
                continue; // no touch up to `limit`, nor before (a shorter sweep)
            }
            order[static_cast<std::size_t>(searched++)] = arm;
        }
        // The order matters only where two arms or more are left (the usual chunk has one).
        if (arc.valid && searched > 1) {
            for (int j = 0; j < searched; ++j) {
                const int arm = order[static_cast<std::size_t>(j)];
                // The turns the arm has to go at `nearFrom` to reach the arc (0 inside it).
                const double at = armTurnsOfSpin(blades, armTurnsBase(blades, arm), spinFrom);
                double ahead = 0;
                if (!arcsMeet(at, 0, arc.start, arc.length)) {
                    ahead = clockwise ? turnsAhead(at, arc.start)
                                      : turnsAhead(arc.start + arc.length, at);
                }
                // Insertion in arm order: the lowest arm first on a tie, as before.
                int k = j;
                for (; k > 0 && lead[static_cast<std::size_t>(k - 1)] > ahead; --k) {
                    order[static_cast<std::size_t>(k)] = order[static_cast<std::size_t>(k - 1)];
                    lead[static_cast<std::size_t>(k)] = lead[static_cast<std::size_t>(k - 1)];
                }
                order[static_cast<std::size_t>(k)] = arm;
                lead[static_cast<std::size_t>(k)] = ahead;
            }
        }
        for (int k = 0; k < searched; ++k) {
            const int arm = order[static_cast<std::size_t>(k)];
            const ArmFeature feature(blades, arm, pieceClock);
            // Later arms need only look before the earliest contact so far; the search of an
            // arm does not depend on where it stops, so this changes no answer.
            const double until =
                result.contact ? std::min(limit, result.contact->pieceTime) : limit;
            if (arc.valid && result.contact && until >= from &&
                (until < nearFrom ||
                 armSweepMisses(
                     blades, armTurnsBase(blades, arm),
                     clockwise ? spinFrom
                               : bladesSpin(blades, pieceClock + std::min(until, nearTo)),
                     pieceClock + nearFrom, pieceClock + std::min(until, nearTo), arc))) {
                continue; // the search would find no touch up to `until`
            }
            const Advance found = advance(feature, ball, radius, from, until, result.steps);
            if (!found.complete) {
                limit = found.searchedTo;
            } else if (found.touch &&
                       (!result.contact || found.searchedTo < result.contact->pieceTime ||
                        (found.searchedTo == result.contact->pieceTime &&
                         arm < result.contact->arm))) {
                MoverContact contact = contactFrom(*found.touch, found.searchedTo, ballRadius);
                contact.surfaceVelocity = feature.surfaceVelocity(contact.point);
                contact.arm = arm;
                result.contact = contact;
            }
        }
        if (result.contact && result.contact->pieceTime > limit) {
            result.contact.reset();
        }
        result.complete = result.contact || limit == to;
        result.searchedTo = result.contact ? result.contact->pieceTime : limit;
    }
    GOLF_ASSERT(result.complete);
    return result;
}

bool armClear(const Blades& blades, int arm, double t0, double t1, Vec2 a, Vec2 b, double radius) {
    const DirectionArc arc = directionArc(blades.pivot, a, b, radius);
    return arc.valid &&
           armSweepMisses(blades, armTurnsBase(blades, arm),
                          bladesSpin(blades, blades.turn == TurnSense::Clockwise ? t0 : t1), t0, t1,
                          arc);
}

bool clearOfMover(const Trajectory& path, double ballRadius, const Mover& mover, double from,
                  double to) {
    if (path.curve || !path.moving()) {
        return false;
    }
    // The touch the search counts (moverContactGap) and rounding, with room to spare.
    const double reach = ballRadius + 1e-6;
    const Vec2 a = positionAfter(path.origin, path.velocity, path.decel, from);
    const Vec2 b = positionAfter(path.origin, path.velocity, path.decel, to);
    return sweptBoxClearance(mover, a, b) > reach;
}

bool rolledClearOfMover(const Trajectory& path, double ballRadius, const Mover& mover, double from,
                        double to) {
    const double reach = ballRadius + 1e-6; // as clearOfMover
    if (path.curve) {
        // A box of every centre from `from` to the piece's end (the steps' own bounds).
        const SlopePath::Box box = path.curve->bounds(std::min(from, path.curve->end()));
        return sweptClearanceOfBox(mover, box.min, box.max) > reach;
    }
    if (!path.moving()) {
        return false;
    }
    const Vec2 a = positionAfter(path.origin, path.velocity, path.decel, from);
    const Vec2 b = positionAfter(path.origin, path.velocity, path.decel, to);
    return sweptClearance(mover, a, b) > reach;
}

std::optional<MoverContact> firstMoverContact(const Trajectory& path, double pieceClock,
                                              double ballRadius, const Mover& mover, double from,
                                              double to) {
    return searchMoverContact(path, pieceClock, ballRadius, mover, from, to).contact;
}

} // namespace golf
