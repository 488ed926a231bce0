#include "sweep.hpp"

#include <algorithm>
#include <cmath>

namespace golf {

namespace {

/// The contact of a ball whose centre lies `gap` tiles in front of the face's offset line (<= 0:
/// touching) and moves along `dir` into the face (`approach` = dir . normal < 0), if within
/// `maxDistance` and on the face itself (past its ends a corner takes over).
std::optional<SweepHit> faceContact(Vec2 centre, Vec2 dir, double gap, double approach,
                                    double maxDistance, const Segment& segment) {
    const double distance = gap <= 0 ? 0.0 : gap / -approach;
    if (distance > maxDistance) {
        return std::nullopt;
    }
    const double along = dot(centre + dir * distance - segment.start, segment.tangent);
    if (along < 0 || along > segment.length) {
        return std::nullopt;
    }
    return SweepHit{distance, segment.normal};
}

} // namespace

std::optional<SweepHit> sweepSegment(Vec2 centre, Vec2 dir, double radius, double maxDistance,
                                     const Segment& segment) {
    const double approach = dot(dir, segment.normal);
    if (approach >= 0) {
        return std::nullopt; // moving along or away from the face
    }
    const double gap = dot(centre - segment.start, segment.normal) - radius;
    if (gap < -contactSlop) {
        return std::nullopt; // the centre is beyond the face's offset line: not this face
    }
    return faceContact(centre, dir, gap, approach, maxDistance, segment);
}

std::optional<SweepHit> sweepGateFace(Vec2 centre, Vec2 dir, double radius, double maxDistance,
                                      const Segment& segment) {
    const double approach = dot(dir, segment.normal);
    if (approach >= 0) {
        return std::nullopt; // with the pass direction, or along the face
    }
    const double offset = dot(centre - segment.start, segment.normal);
    if (offset < -contactSlop) {
        return std::nullopt; // the centre is behind the face: the ball is moving away from it
    }
    return faceContact(centre, dir, offset - radius, approach, maxDistance, segment);
}

std::optional<double> sweepDiscEntry(Vec2 centre, Vec2 dir, double maxDistance, Vec2 disc,
                                     double radius) {
    const Vec2 m = centre - disc;
    const double c = dot(m, m) - radius * radius;
    const double b = dot(m, dir);
    if (b >= 0) {
        return std::nullopt; // moving away from the centre, or past it
    }
    if (c <= 0) {
        // On the rim moving in, or inside by no more than rounding (contactSlop: a piece that
        // begins where another event ended the last one at the instant of entry): now.
        // Deeper inside: entered before (or placed there), never again on this piece.
        return c >= -2 * radius * contactSlop ? std::optional<double>(0.0) : std::nullopt;
    }
    const double d = b * b - c;
    if (d <= 0) {
        return std::nullopt; // passes outside, or only touches the rim
    }
    // Smaller root of s^2 + 2 b s + c = 0, written without cancellation (0 on the rim).
    const double enter = c / (-b + std::sqrt(d));
    if (enter > maxDistance) {
        return std::nullopt;
    }
    return enter;
}

std::optional<SweepHit> sweepCorner(Vec2 centre, Vec2 dir, double radius, double maxDistance,
                                    Vec2 corner) {
    const Vec2 m = centre - corner;
    const double b = dot(m, dir);
    if (b >= 0) {
        return std::nullopt; // moving away from the corner
    }
    const double c = dot(m, m) - radius * radius;
    double distance = 0;
    if (c > 0) {
        const double disc = b * b - c;
        if (disc < 0) {
            return std::nullopt; // passes the corner at more than one radius
        }
        // Smaller root of d^2 + 2 b d + c = 0, written without cancellation.
        distance = c / (-b + std::sqrt(disc));
    } else if (c < -2 * radius * contactSlop) {
        return std::nullopt; // deep inside: not a contact a moving ball can make
    }
    if (distance > maxDistance) {
        return std::nullopt;
    }
    const Vec2 offset = centre + dir * distance - corner;
    return SweepHit{distance, offset / length(offset)};
}

std::optional<double> sweepCup(Vec2 centre, Vec2 dir, double speed, double decel,
                               double maxDistance, Vec2 cup, double cupRadius,
                               double captureSpeed) {
    const Vec2 m = centre - cup;
    const double c = dot(m, m) - cupRadius * cupRadius;
    if (speed == 0) {
        return c <= 0 ? std::optional<double>(0.0) : std::nullopt;
    }
    // The path is inside the cup for distances in [enter, leave].
    const double b = dot(m, dir);
    const double disc = b * b - c;
    if (disc < 0) {
        return std::nullopt;
    }
    const double root = std::sqrt(disc);
    const double leave = -b + root;
    const double enter = c <= 0 ? 0.0 : c / (-b + root);
    if (leave < 0 || (c > 0 && b >= 0)) {
        return std::nullopt; // the cup is behind the ball
    }
    // The ball is slow enough from this distance on.
    double slowFrom = 0;
    if (speed > captureSpeed) {
        if (decel <= 0) {
            return std::nullopt;
        }
        slowFrom = (speed * speed - captureSpeed * captureSpeed) / (2 * decel);
    }
    const double stopAt = decel > 0 ? speed * speed / (2 * decel) : maxDistance;
    const double first = std::max(enter, slowFrom);
    if (first > leave || first > maxDistance || first > stopAt) {
        return std::nullopt;
    }
    return first;
}

} // namespace golf
