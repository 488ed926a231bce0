#pragma once

// A piece of motion on one surface (a slope, or flat floor) from a start state: the solution
// of dv/dt = g - a v/|v| until the speed reaches zero or a time horizon. Straight motion
// (along the slope's line, from rest, or on flat floor) is computed in closed form; curved
// motion is a chain of Taylor steps, each chosen from its own start state, so the piece is the
// same bits however it is sampled. Contacts and crossings are found by root finding on the
// steps' polynomials.

#include "golf/core/vec2.hpp"
#include "slope_taylor.hpp"

#include <optional>
#include <vector>

namespace golf {

/// One piece of motion under a constant field (see the file comment).
class SlopePath {
  public:
    /// The motion from `start` with `velocity` under `field`, for at most `horizon` seconds
    /// (> 0, finite). From rest (velocity zero) the ball rolls straight downhill if the push
    /// exceeds the deceleration, else the piece is empty (end() == 0, stops()).
    SlopePath(Vec2 start, Vec2 velocity, SlopeField field, double horizon);

    /// The straight motion from `start` along the unit `direction` at `speed` (>= 0) with the
    /// acceleration field.push . direction - field.decel along it, for at most `horizon`
    /// seconds: a ball sliding along a wall, which takes the rest of the push. end() is 0 when
    /// the ball cannot move (a speed too small to cover a double's step before it stops).
    [[nodiscard]] static SlopePath along(Vec2 start, Vec2 direction, double speed, SlopeField field,
                                         double horizon);

    /// Seconds until the piece ends: the speed reaches zero (stops()), the horizon, or, for a
    /// curved path that needs more than 10000 Taylor steps, the end of the last one (the
    /// caller goes on with a new piece from there).
    [[nodiscard]] double end() const { return end_; }
    /// True if the speed reaches zero at end(): the ball rests there, or (uphill, where the
    /// push exceeds the deceleration) turns back in a new piece from rest.
    [[nodiscard]] bool stops() const { return stops_; }
    /// True if the path is a straight line (computed in closed form).
    [[nodiscard]] bool straight() const { return straight_; }
    /// The Taylor steps of a curved path (one for a straight path, none for a ball at rest).
    [[nodiscard]] std::size_t stepCount() const { return steps_.size(); }
    /// Step i's polynomials, in the time since its start.
    [[nodiscard]] const TaylorStep& step(std::size_t i) const { return steps_[i].series; }
    /// Seconds from the piece's start to step i's start.
    [[nodiscard]] double stepStart(std::size_t i) const { return steps_[i].start; }
    /// The field the piece moves under.
    [[nodiscard]] SlopeField field() const { return field_; }

    /// Position and velocity `t` seconds after the start, t clamped to [0, end()]; the
    /// velocity is exactly zero at the end of a piece that stops.
    [[nodiscard]] Vec2 position(double t) const;
    [[nodiscard]] Vec2 velocity(double t) const;
    /// position(t) and velocity(t) at once (the same bits), the step looked up once.
    void state(double t, Vec2& position, Vec2& velocity) const;

    /// The length of the path travelled in the first `t` seconds (tiles), t clamped to
    /// [0, end()]: the integral of the speed, for the work of the floor's deceleration.
    [[nodiscard]] double distance(double t) const;

    /// The first time in [from, end()] at which dot(normal, position) - offset is zero or
    /// changes sign (the centre reaches a line); nullopt if never.
    [[nodiscard]] std::optional<double> firstTimeOnLine(Vec2 normal, double offset,
                                                        double from = 0) const;
    /// The first time in [from, end()] at which the centre comes within `radius` of `centre`.
    [[nodiscard]] std::optional<double> firstTimeWithin(Vec2 centre, double radius,
                                                        double from = 0) const;

    /// The smallest and largest x and y the centre takes in [from, end()] (a box that holds
    /// the path; exact for straight paths, a bound from the steps' coefficients otherwise).
    struct Box {
        Vec2 min;
        Vec2 max;
    };
    [[nodiscard]] Box bounds(double from = 0) const;

  private:
    SlopePath() = default;
    struct Step {
        double start = 0; ///< seconds from the piece's start
        TaylorStep series;

        Step() = default;
        /// A step whose series taylorStepInto writes (TaylorStep(SeriesAboveOrder)).
        explicit Step(SeriesAboveOrder above) : series(above) {}
    };
    void buildStraight(Vec2 direction, double speed, double horizon);
    void buildCurved(double horizon);
    [[nodiscard]] const Step& stepAt(double t) const;

    Vec2 start_;
    Vec2 velocity_;
    SlopeField field_;
    double end_ = 0;
    bool stops_ = false;
    bool straight_ = true;
    // Straight paths: position = start + direction (speed t + accel t^2 / 2).
    Vec2 direction_;
    double speed_ = 0;
    double accel_ = 0;
    std::vector<Step> steps_;
};

/// |(x, y) - centre|^2 - radius^2 as a polynomial: where a path (x(t), y(t)) is within `radius`
/// of `centre` (a corner, the cup, another ball's centre). Precondition: x and y of degree at
/// most slopeOrder.
[[nodiscard]] SeriesPolynomial squaredGap(const SeriesPolynomial& x, const SeriesPolynomial& y,
                                          Vec2 centre, double radius);

/// A straight step of `length` seconds as polynomials: from `p` along the unit `direction`
/// at `speed`, with `accel` along it (tiles/s^2, negative slows).
[[nodiscard]] TaylorStep straightStep(Vec2 p, Vec2 direction, double speed, double accel,
                                      double length);

/// straightStep written into `step`, a value-initialised step (its other terms +0).
void straightStepInto(TaylorStep& step, Vec2 p, Vec2 direction, double speed, double accel,
                      double length);

} // namespace golf
