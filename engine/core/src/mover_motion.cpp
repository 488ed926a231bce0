#include "golf/core/mover_motion.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/turn_trig.hpp"

#include <algorithm>
#include <cmath>

namespace golf {
namespace {

constexpr double twoPi = 6.283185307179586476925;

double turnSign(const Blades& blades) {
    return blades.turn == TurnSense::Clockwise ? 1.0 : -1.0;
}

/// The fraction of the slider's period gone at t, in [0, 1).
double sliderFraction(const Slider& slider, double t) {
    return moverFraction(slider.phase + t / slider.period);
}

/// The unit vector a quarter turn on from `d` in growing angles (clockwise on the screen).
Vec2 perpendicular(Vec2 d) {
    return {-d.y, d.x};
}

/// nearestOnMover for one arm, the capsule around the segment pivot..tip, with the signed
/// distance to its surface (below zero inside).
struct ArmProximity {
    MoverProximity proximity;
    double signedDistance = 0;
};
ArmProximity nearestOnArm(const Blades& blades, Vec2 direction, Vec2 point) {
    const double along = std::clamp(dot(point - blades.pivot, direction), 0.0, blades.length);
    const Vec2 axis = blades.pivot + direction * along;
    const Vec2 offset = point - axis;
    const double away = length(offset);
    const double radius = blades.width / 2;
    // On the axis no direction is nearer than another: push out through the leading face,
    // the one that moves toward the point as the blades turn.
    const Vec2 normal = away > 0 ? offset / away : perpendicular(direction) * turnSign(blades);
    if (away <= radius) {
        return {{0, point, normal}, away - radius};
    }
    return {{away - radius, axis + normal * radius, normal}, away - radius};
}

/// The arm of the least signed distance (the first on a tie): the nearest arm outside, the
/// one the point is deepest in inside.
MoverProximity nearestOnBlades(const Blades& blades, Vec2 point, double t) {
    ArmProximity best = nearestOnArm(blades, armDirection(blades, 0, t), point);
    for (int arm = 1; arm < blades.arms; ++arm) {
        const ArmProximity near = nearestOnArm(blades, armDirection(blades, arm, t), point);
        if (near.signedDistance < best.signedDistance) {
            best = near;
        }
    }
    return best.proximity;
}

MoverProximity nearestOnSlider(const Slider& slider, Vec2 point, double t) {
    const Vec2 centre = sliderCentre(slider, t);
    const double hx = slider.size.x / 2;
    const double hy = slider.size.y / 2;
    const Vec2 closest{std::clamp(point.x, centre.x - hx, centre.x + hx),
                       std::clamp(point.y, centre.y - hy, centre.y + hy)};
    const Vec2 offset = point - closest;
    const double away = length(offset);
    if (away > 0) {
        return {away, closest, offset / away};
    }
    // Inside or on the box: the face nearest the point (a vertical face on a tie, the right or
    // lower one on the centre line).
    const Vec2 rel = point - centre;
    const double toSide = hx - std::fabs(rel.x);
    const double toTopOrBottom = hy - std::fabs(rel.y);
    if (toSide <= toTopOrBottom) {
        return {0, point, {rel.x < 0 ? -1.0 : 1.0, 0}};
    }
    return {0, point, {0, rel.y < 0 ? -1.0 : 1.0}};
}

} // namespace

double armTurns(const Blades& blades, int arm, double t) {
    GOLF_ASSERT(arm >= 0 && arm < blades.arms && std::isfinite(t) && t >= 0);
    // The turns of the clock reduced first, so that a late t does not swamp the phase.
    return armTurnsOfSpin(blades, armTurnsBase(blades, arm), bladesSpin(blades, t));
}

Vec2 armDirection(const Blades& blades, int arm, double t) {
    return directionOfTurns(armTurns(blades, arm, t));
}

double angularSpeed(const Blades& blades) {
    return turnSign(blades) * twoPi / blades.period;
}

Vec2 sliderVelocity(const Slider& slider, double t) {
    GOLF_ASSERT(std::isfinite(t) && t >= 0);
    const Vec2 outward = (slider.to - slider.from) * (2 / slider.period);
    return sliderFraction(slider, t) < 0.5 ? outward : -outward;
}

Vec2 surfaceVelocity(const Mover& mover, Vec2 point, double t) {
    if (mover.kind == MoverKind::Slider) {
        return sliderVelocity(mover.slider, t);
    }
    return perpendicular(point - mover.blades.pivot) * angularSpeed(mover.blades);
}

double maxSurfaceSpeed(const Mover& mover) {
    if (mover.kind == MoverKind::Slider) {
        return 2 * length(mover.slider.to - mover.slider.from) / mover.slider.period;
    }
    const Blades& b = mover.blades;
    return std::fabs(angularSpeed(b)) * (b.length + b.width / 2);
}

MoverProximity nearestOnMover(const Mover& mover, Vec2 point, double t) {
    if (mover.kind == MoverKind::Slider) {
        return nearestOnSlider(mover.slider, point, t);
    }
    return nearestOnBlades(mover.blades, point, t);
}

} // namespace golf
