#pragma once

/// \file
/// A 2-D vector of doubles in world units (one unit is one tile; x right, y down).

#include <cmath>

namespace golf {

/// A point or a direction in the world plane. Plain value type.
struct Vec2 {
    double x = 0.0;
    double y = 0.0;

    friend constexpr bool operator==(const Vec2&, const Vec2&) = default;
};

[[nodiscard]] constexpr Vec2 operator+(Vec2 a, Vec2 b) {
    return {a.x + b.x, a.y + b.y};
}
[[nodiscard]] constexpr Vec2 operator-(Vec2 a, Vec2 b) {
    return {a.x - b.x, a.y - b.y};
}
[[nodiscard]] constexpr Vec2 operator-(Vec2 a) {
    return {-a.x, -a.y};
}
[[nodiscard]] constexpr Vec2 operator*(Vec2 a, double s) {
    return {a.x * s, a.y * s};
}
[[nodiscard]] constexpr Vec2 operator*(double s, Vec2 a) {
    return {a.x * s, a.y * s};
}
[[nodiscard]] constexpr Vec2 operator/(Vec2 a, double s) {
    return {a.x / s, a.y / s};
}

[[nodiscard]] constexpr double dot(Vec2 a, Vec2 b) {
    return a.x * b.x + a.y * b.y;
}
/// z-component of the 3-D cross product: positive when b is clockwise of a on screen (y down).
[[nodiscard]] constexpr double cross(Vec2 a, Vec2 b) {
    return a.x * b.y - a.y * b.x;
}
[[nodiscard]] constexpr double lengthSquared(Vec2 a) {
    return dot(a, a);
}
/// Uses sqrt (correctly rounded by IEEE 754), never hypot, so results are identical everywhere.
[[nodiscard]] inline double length(Vec2 a) {
    return std::sqrt(dot(a, a));
}

} // namespace golf
