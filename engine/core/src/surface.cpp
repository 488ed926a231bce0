#include "golf/core/surface.hpp"

#include "golf/core/tile.hpp"

#include <cmath>
#include <numbers>
#include <string_view>

namespace golf {

std::string_view floorName(Floor floor) {
    switch (floor) {
    case Floor::Grass:
        return "grass";
    case Floor::Sand:
        return "sand";
    case Floor::Ice:
        return "ice";
    case Floor::Water:
        return "water";
    }
    return "grass";
}

std::optional<Floor> floorFromName(std::string_view name) {
    for (const Floor floor : {Floor::Grass, Floor::Sand, Floor::Ice, Floor::Water}) {
        if (name == floorName(floor)) {
            return floor;
        }
    }
    return std::nullopt;
}

Vec2 directionOfAngle(double degrees) {
    // Reduce exactly to [0, 360), then to a quadrant, so that the axes and the diagonals come
    // out exact and equivalent angles give equal bits (shot logs' angles use it too).
    double r = std::fmod(degrees, 360.0);
    if (r < 0) {
        r += 360.0;
    }
    if (r >= 360.0) {
        r = 0; // a tiny negative angle rounds up to 360
    }
    const int quadrant = static_cast<int>(r / 90.0);
    const double rest = r - 90.0 * quadrant; // exact (Sterbenz), in [0, 90)
    double c = 1;
    double s = 0;
    if (rest == 45.0) {
        c = s = std::sqrt(0.5);
    } else if (rest > 45.0) {
        const double radians = (90.0 - rest) * (std::numbers::pi / 180.0);
        c = std::sin(radians);
        s = std::cos(radians);
    } else if (rest > 0) {
        const double radians = rest * (std::numbers::pi / 180.0);
        c = std::cos(radians);
        s = std::sin(radians);
    }
    for (int q = 0; q < quadrant; ++q) { // rotate by whole quadrants: (c, s) -> (-s, c), exact
        const double t = c;
        c = -s;
        s = t;
    }
    return {c + 0.0, s + 0.0}; // + 0.0 turns -0 into +0
}

Slope makeSlope(double degrees, std::optional<double> acceleration) {
    return {.angle = degrees, .downhill = directionOfAngle(degrees), .acceleration = acceleration};
}

std::optional<Surface> builtinSurface(char c) {
    switch (c) {
    case 's':
        return Surface{.symbol = c, .floor = Floor::Sand, .slope = std::nullopt};
    case 'i':
        return Surface{.symbol = c, .floor = Floor::Ice, .slope = std::nullopt};
    case 'w':
        return Surface{.symbol = c, .floor = Floor::Water, .slope = std::nullopt};
    case '^':
        return Surface{.symbol = c, .floor = Floor::Grass, .slope = makeSlope(270)};
    case '>':
        return Surface{.symbol = c, .floor = Floor::Grass, .slope = makeSlope(0)};
    case 'v':
        return Surface{.symbol = c, .floor = Floor::Grass, .slope = makeSlope(90)};
    case '<':
        return Surface{.symbol = c, .floor = Floor::Grass, .slope = makeSlope(180)};
    default:
        return std::nullopt;
    }
}

bool isLegendCharacter(char c) {
    const bool printable = c > ' ' && c < 0x7F;
    return printable && !tileFromChar(c) && !builtinSurface(c);
}

} // namespace golf
