#include "picture_floors.hpp"

#include <algorithm>
#include <cmath>

namespace golf {

namespace {

namespace palette = picture_palette;

/// How much lighter the uphill edge of a slope is than its middle (and the downhill edge
/// darker): a fraction of the colour.
constexpr double slopeShade = 0.22;

[[nodiscard]] Colour checker(int col, int row, Colour even, Colour odd) {
    return (col + row) % 2 == 0 ? even : odd;
}

[[nodiscard]] Colour scaled(Colour c, double factor) {
    const auto channel = [&](std::uint8_t x) {
        return static_cast<std::uint8_t>(std::clamp(std::lround(x * factor), 0L, 255L));
    };
    return {channel(c.r), channel(c.g), channel(c.b)};
}

/// True on the chevron: two strokes from the tile's sides meeting at a point downhill of the
/// centre. `along` is the offset from the centre downhill, `across` the offset sideways.
[[nodiscard]] bool onChevron(double along, double across) {
    constexpr double halfWidth = 0.26; // how far sideways the strokes reach
    constexpr double tip = 0.14;       // the point, downhill of the centre
    constexpr double thickness = 0.07;
    if (std::abs(across) > halfWidth) {
        return false;
    }
    const double stroke = tip - std::abs(across) * 0.9; // the stroke's centre line
    return std::abs(along - stroke) <= thickness;
}

} // namespace

Colour floorColour(const Level& level, int col, int row, double u, double v, bool chevron) {
    const Surface& surface = level.surfaceAt(col, row);
    Colour base = checker(col, row, palette::turf, palette::turfDark);
    switch (surface.floor) {
    case Floor::Sand:
        base = checker(col, row, palette::sand, palette::sandDark);
        break;
    case Floor::Ice:
        base = checker(col, row, palette::ice, palette::iceDark);
        break;
    case Floor::Water:
        base = checker(col, row, palette::water, palette::waterDark);
        break;
    case Floor::Grass:
        break;
    }
    if (!surface.slope) {
        return base;
    }
    const Vec2 downhill = surface.slope->downhill;
    const Vec2 offset{u - 0.5, v - 0.5};
    const double along = dot(offset, downhill);    // -0.71 .. 0.71
    const double across = cross(downhill, offset); // sideways
    if (chevron && onChevron(along, across)) {
        return palette::slopeMark;
    }
    return scaled(base, 1 - slopeShade * along / 0.5);
}

} // namespace golf
