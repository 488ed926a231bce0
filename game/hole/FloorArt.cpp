#include "FloorArt.hpp"

#include "Palette.hpp"

#include <cmath>
#include <cstdint>

namespace golf::game {

namespace {

void addFloatQuad(sf::VertexArray& out, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c,
                  sf::Vector2f d, sf::Color colour) {
    for (const sf::Vector2f p : {a, b, c, a, c, d}) {
        out.append({p, colour});
    }
}

/// A small deterministic hash of a tile, so that marks differ from tile to tile but never
/// from frame to frame or run to run.
std::uint32_t tileHash(int col, int row, std::uint32_t salt) {
    std::uint32_t h = static_cast<std::uint32_t>(col) * 0x9E3779B1u ^
                      static_cast<std::uint32_t>(row) * 0x85EBCA77u ^ salt;
    h ^= h >> 15;
    h *= 0x2C1B3C6Du;
    h ^= h >> 12;
    return h;
}

float unit(std::uint32_t h, int shift) {
    return static_cast<float>((h >> shift) & 0xFFu) / 255.0f;
}

void addSandGrains(sf::VertexArray& out, int col, int row) {
    const sf::Vector2f origin(static_cast<float>(col), static_cast<float>(row));
    for (std::uint32_t k = 0; k < 7; ++k) {
        const std::uint32_t h = tileHash(col, row, k * 7919u);
        const sf::Vector2f c =
            origin + sf::Vector2f(0.1f + 0.8f * unit(h, 0), 0.1f + 0.8f * unit(h, 8));
        const float s = 0.025f + 0.02f * unit(h, 16);
        addFloatQuad(out, c + sf::Vector2f(-s, 0), c + sf::Vector2f(0, -s), c + sf::Vector2f(s, 0),
                     c + sf::Vector2f(0, s), palette::sandGrain);
    }
}

void addIceStreaks(sf::VertexArray& out, int col, int row) {
    const sf::Vector2f origin(static_cast<float>(col), static_cast<float>(row));
    const std::uint32_t h = tileHash(col, row, 31u);
    const float w = 0.03f;
    for (int k = 0; k < 2; ++k) {
        const float t = 0.2f + 0.5f * unit(h, 8 * k) + 0.1f * static_cast<float>(k);
        // A short streak from lower left to upper right.
        const sf::Vector2f a = origin + sf::Vector2f(t - 0.18f, t + 0.02f);
        const sf::Vector2f b = origin + sf::Vector2f(t + 0.14f, t - 0.30f);
        addFloatQuad(out, a, b, b + sf::Vector2f(w, w), a + sf::Vector2f(w, w), palette::iceGlint);
    }
}

/// Two chevrons pointing along `down` (a unit vector), centred in the tile, and a light band
/// on the tile's uphill side so that a run of slope tiles reads as a tilted plane.
void addSlopeMarks(sf::VertexArray& out, int col, int row, Vec2 down) {
    const sf::Vector2f centre(static_cast<float>(col) + 0.5f, static_cast<float>(row) + 0.5f);
    const sf::Vector2f d(static_cast<float>(down.x), static_cast<float>(down.y));
    const sf::Vector2f n(-d.y, d.x);
    const auto at = [&](float along, float across) {
        return centre + d * along + n * across;
    };
    addFloatQuad(out, at(-0.5f, -0.5f), at(-0.5f, 0.5f), at(-0.3f, 0.5f), at(-0.3f, -0.5f),
                 palette::slopeLight);
    for (const float base : {-0.22f, 0.12f}) {
        const float tip = base + 0.16f;
        const float w = 0.07f;
        // Each chevron: two arms from the sides to the tip, as quads.
        addFloatQuad(out, at(base, -0.24f), at(tip, 0), at(tip + w, 0), at(base + w, -0.24f),
                     palette::slopeArrow);
        addFloatQuad(out, at(base, 0.24f), at(tip, 0), at(tip + w, 0), at(base + w, 0.24f),
                     palette::slopeArrow);
    }
}

} // namespace

sf::Color floorColour(Floor floor, bool stripe) {
    switch (floor) {
    case Floor::Sand:
        return stripe ? palette::sandStripe : palette::sand;
    case Floor::Ice:
        return stripe ? palette::iceStripe : palette::ice;
    case Floor::Water:
        return stripe ? palette::waterDeep : palette::water;
    case Floor::Grass:
        break;
    }
    return stripe ? palette::turfStripe : palette::turf;
}

void addFloorMarks(sf::VertexArray& out, const Level& level, int col, int row) {
    const Surface& surface = level.surfaceAt(col, row);
    if (surface.floor == Floor::Sand) {
        addSandGrains(out, col, row);
    } else if (surface.floor == Floor::Ice) {
        addIceStreaks(out, col, row);
    }
    if (surface.slope && surface.floor != Floor::Water) {
        addSlopeMarks(out, col, row, surface.slope->downhill);
    }
}

void addWaterRipples(sf::VertexArray& out, const Level& level, double seconds) {
    if (level.surfaceIndex.empty()) {
        return;
    }
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            if (level.at(col, row) != Tile::Open || level.floorAt(col, row) != Floor::Water) {
                continue;
            }
            const std::uint32_t h = tileHash(col, row, 101u);
            const float phase = 6.2831853f * unit(h, 0);
            const float drift = 0.12f * std::sin(static_cast<float>(seconds) * 1.3f + phase);
            for (int k = 0; k < 2; ++k) {
                const float y = static_cast<float>(row) + 0.3f + 0.4f * static_cast<float>(k);
                const float x = static_cast<float>(col) + 0.2f + 0.25f * unit(h, 8 + 8 * k) + drift;
                addFloatQuad(out, {x, y}, {x + 0.3f, y}, {x + 0.3f, y + 0.04f}, {x, y + 0.04f},
                             palette::waterRipple);
            }
        }
    }
}

} // namespace golf::game
