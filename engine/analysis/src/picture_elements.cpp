#include "picture_elements.hpp"

#include "golf/core/geometry.hpp"
#include "golf/core/mover_motion.hpp"
#include "golf/core/turn_trig.hpp"

#include <algorithm>
#include <cmath>

namespace golf {

namespace {

namespace palette = picture_palette;

/// A rectangle of the world (tiles) that holds a shape.
struct Bounds {
    Vec2 low;
    Vec2 high;
};

[[nodiscard]] Bounds around(Vec2 a, Vec2 b, double margin) {
    return {{std::min(a.x, b.x) - margin, std::min(a.y, b.y) - margin},
            {std::max(a.x, b.x) + margin, std::max(a.y, b.y) + margin}};
}

/// Lays `colour` at `opacity` over the pixels of `bounds`, each in proportion to the share of
/// its 4 x 4 samples for which `inside` (a world point, tiles) holds.
template <typename Inside>
void fillShape(Image& image, int scale, Bounds bounds, Colour colour, double opacity,
               Inside inside) {
    const int x0 = std::max(0, static_cast<int>(std::floor(bounds.low.x * scale)));
    const int y0 = std::max(0, static_cast<int>(std::floor(bounds.low.y * scale)));
    const int x1 = std::min(image.width - 1, static_cast<int>(std::ceil(bounds.high.x * scale)));
    const int y1 = std::min(image.height - 1, static_cast<int>(std::ceil(bounds.high.y * scale)));
    constexpr int samples = samplesPerSide * samplesPerSide;
    for (int y = y0; y <= y1; ++y) {
        for (int x = x0; x <= x1; ++x) {
            int covered = 0;
            for (int sy = 0; sy < samplesPerSide; ++sy) {
                for (int sx = 0; sx < samplesPerSide; ++sx) {
                    const Vec2 p{(x + (sx + 0.5) / samplesPerSide) / scale,
                                 (y + (sy + 0.5) / samplesPerSide) / scale};
                    covered += inside(p) ? 1 : 0;
                }
            }
            if (covered > 0) {
                Colour& pixel = image.pixels[static_cast<std::size_t>(y) *
                                                 static_cast<std::size_t>(image.width) +
                                             static_cast<std::size_t>(x)];
                pixel = mix(pixel, colour, opacity * covered / samples);
            }
        }
    }
}

/// The segment a..b thickened by `radius` (a disc when a == b).
void fillCapsule(Image& image, int scale, Vec2 a, Vec2 b, double radius, Colour colour,
                 double opacity) {
    fillShape(image, scale, around(a, b, radius), colour, opacity,
              [&](Vec2 p) { return distanceToSegment(p, a, b) <= radius; });
}

/// The ring between `inner` and `outer` around `centre`.
void fillRing(Image& image, int scale, Vec2 centre, double inner, double outer, Colour colour) {
    fillShape(image, scale, around(centre, centre, outer), colour, 1.0, [&](Vec2 p) {
        const double d = length(p - centre);
        return d >= inner && d <= outer;
    });
}

/// True if `p` lies in the region an axis-aligned box of half sizes `half` covers while its
/// centre runs from `a` to `b`: some s in [0, 1] puts the box's centre within `half` of p on
/// both axes.
[[nodiscard]] bool inSweptBox(Vec2 p, Vec2 a, Vec2 b, Vec2 half) {
    double low = 0;
    double high = 1;
    const auto clip = [&](double point, double start, double delta, double h) {
        if (delta == 0) {
            if (std::fabs(point - start) > h) {
                high = -1;
            }
            return;
        }
        const double s0 = (point - h - start) / delta;
        const double s1 = (point + h - start) / delta;
        low = std::max(low, std::min(s0, s1));
        high = std::min(high, std::max(s0, s1));
    };
    clip(p.x, a.x, b.x - a.x, half.x);
    clip(p.y, a.y, b.y - a.y, half.y);
    return low <= high;
}

/// An arrow from `tail` along the unit vector `direction`, `size` tiles long, its head two
/// strokes at 30 degrees either side of the shaft.
void drawArrow(Image& image, int scale, Vec2 tail, Vec2 direction, double size, Colour colour) {
    constexpr double cos30 = 0.86602540378443864676;
    const double half = std::max(0.5 / scale, 0.04 * size / 0.6);
    const Vec2 tip = tail + direction * size;
    const Vec2 across{-direction.y, direction.x};
    const double head = 0.4 * size;
    fillCapsule(image, scale, tail, tip, half, colour, 1.0);
    fillCapsule(image, scale, tip, tip - (direction * cos30 + across * 0.5) * head, half, colour,
                1.0);
    fillCapsule(image, scale, tip, tip - (direction * cos30 - across * 0.5) * head, half, colour,
                1.0);
}

/// Special walls tinted by restitution: bright toward the bumper colour above 1, dull toward
/// grey below the default 0.8, lightly bright in between.
void drawSpecialWalls(Image& image, const Level& level, int scale) {
    if (level.wallIndex.empty()) {
        return;
    }
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const std::uint8_t k = level.wallIndex[static_cast<std::size_t>(row) *
                                                       static_cast<std::size_t>(level.width) +
                                                   static_cast<std::size_t>(col)];
            const TilePolygon solid = solidPolygon(level.at(col, row), col, row);
            if (k == 0 || solid.empty()) {
                continue;
            }
            const double r = level.specialWalls[k - 1U].restitution;
            const bool dead = r < 0.8;
            const double opacity = r > 1  ? 0.35 + (r - 1)         // 0.35 .. 0.85 at 1.5
                                   : dead ? 0.35 + (0.8 - r) / 1.6 // 0.35 .. 0.85 at 0
                                          : 0.6 * (r - 0.8);       // 0 .. 0.12 at 1
            fillShape(image, scale, {{col + 0.0, row + 0.0}, {col + 1.0, row + 1.0}},
                      dead ? palette::deadWall : palette::bumper, opacity,
                      [&](Vec2 p) { return insidePolygon(p, solid); });
        }
    }
}

/// Gates: their two one-way edges as lines and an arrow across the tile in the pass direction.
void drawGates(Image& image, const Level& level, int scale) {
    if (level.gateIndex.empty()) {
        return;
    }
    const double line = std::max(0.5 / scale, 0.03);
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const std::uint8_t k = level.gateIndex[static_cast<std::size_t>(row) *
                                                       static_cast<std::size_t>(level.width) +
                                                   static_cast<std::size_t>(col)];
            if (k == 0) {
                continue;
            }
            const Vec2 pass = directionOfTurns(level.gates[k - 1U].pass / 360.0);
            const Vec2 along{-pass.y, pass.x};
            const Vec2 centre{col + 0.5, row + 0.5};
            for (const double side : {-0.5, 0.5}) {
                const Vec2 mid = centre + pass * side;
                fillCapsule(image, scale, mid - along * 0.5, mid + along * 0.5, line, palette::gate,
                            0.8);
            }
            drawArrow(image, scale, centre - pass * 0.3, pass, 0.6, palette::gate);
        }
    }
}

void drawSweptRegion(Image& image, const Mover& mover, int scale) {
    if (mover.kind == MoverKind::Blades) {
        const Blades& b = mover.blades;
        fillCapsule(image, scale, b.pivot, b.pivot, b.length + b.width / 2, palette::mover,
                    palette::sweptOpacity);
        return;
    }
    const Slider& s = mover.slider;
    const Vec2 half = s.size / 2;
    fillShape(image, scale, around(s.from, s.to, std::max(half.x, half.y)), palette::mover,
              palette::sweptOpacity, [&](Vec2 p) { return inSweptBox(p, s.from, s.to, half); });
}

void drawTeleport(Image& image, const Teleport& teleport, int scale) {
    const double ring = std::max(1.0 / scale, 0.06);
    fillCapsule(image, scale, teleport.entry, teleport.entry, teleport.radius, palette::teleport,
                0.45);
    fillRing(image, scale, teleport.entry, teleport.radius - ring, teleport.radius,
             palette::teleport);
    fillRing(image, scale, teleport.exit, 0.2 - ring, 0.2, palette::teleport);
    fillCapsule(image, scale, teleport.exit, teleport.exit, 0.06, palette::teleport, 1.0);
    if (teleport.exitAngle) {
        drawArrow(image, scale, teleport.exit, directionOfTurns(*teleport.exitAngle / 360), 0.6,
                  palette::teleport);
    }
}

void drawMover(Image& image, const Mover& mover, int scale, double clock) {
    if (mover.kind == MoverKind::Blades) {
        const Blades& b = mover.blades;
        for (int arm = 0; arm < b.arms; ++arm) {
            const Vec2 tip = b.pivot + armDirection(b, arm, clock) * b.length;
            fillCapsule(image, scale, b.pivot, tip, b.width / 2, palette::mover, 1.0);
        }
        fillCapsule(image, scale, b.pivot, b.pivot, std::max(1.5 / scale, 0.3 * b.width),
                    palette::moverPivot, 1.0);
        return;
    }
    const Slider& s = mover.slider;
    const Vec2 centre = sliderCentre(s, clock);
    const Vec2 half = s.size / 2;
    fillShape(image, scale, around(centre, centre, std::max(half.x, half.y)), palette::mover, 1.0,
              [&](Vec2 p) {
                  return std::fabs(p.x - centre.x) <= half.x && std::fabs(p.y - centre.y) <= half.y;
              });
}

} // namespace

Colour mix(Colour base, Colour top, double alpha) {
    const auto channel = [alpha](std::uint8_t a, std::uint8_t b) {
        return static_cast<std::uint8_t>(std::lround(a + (b - a) * alpha));
    };
    return {channel(base.r, top.r), channel(base.g, top.g), channel(base.b, top.b)};
}

void drawElements(Image& image, const Level& level, int scale, double clock) {
    drawSpecialWalls(image, level, scale);
    drawGates(image, level, scale);
    for (const Mover& mover : level.movers) {
        drawSweptRegion(image, mover, scale);
    }
    for (const Teleport& teleport : level.teleports) {
        drawTeleport(image, teleport, scale);
    }
    for (const Mover& mover : level.movers) {
        drawMover(image, mover, scale, clock);
    }
}

} // namespace golf
