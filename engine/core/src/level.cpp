#include "golf/core/level.hpp"

#include "golf/core/assert.hpp"
#include "golf/core/constants.hpp"
#include "golf/core/geometry.hpp"

#include <algorithm>
#include <bit>
#include <cmath>

namespace golf {

namespace {

/// The surface of every tile of a format-1 level.
const Surface plainGrass{};

/// Largest number of surfaces a level can tell apart (one byte per tile).
constexpr std::size_t maxSurfaces = 256;

} // namespace

const Surface& Level::surfaceAt(int col, int row) const {
    const int slot = surfaceSlot(col, row);
    // Also outside the grid, where every tile is Block.
    return slot < 0 ? plainGrass : surfaces[static_cast<std::size_t>(slot)];
}

Vec2 Level::slopeAt(int col, int row) const {
    const Surface& surface = surfaceAt(col, row);
    if (!surface.slope) {
        return {};
    }
    return surface.slope->downhill *
           surface.slope->acceleration.value_or(physics.slopeAcceleration);
}

double Level::decelerationOf(Floor floor) const {
    switch (floor) {
    case Floor::Sand:
        return physics.sandDeceleration;
    case Floor::Ice:
        return physics.iceDeceleration;
    case Floor::Grass:
    case Floor::Water:
        break;
    }
    return physics.rollingDeceleration;
}

Floor Level::floorUnder(Vec2 point) const {
    if (!(std::abs(point.x) < 1e9 && std::abs(point.y) < 1e9)) {
        return Floor::Grass; // far outside (or NaN): solid, whose floor is grass
    }
    return floorAt(static_cast<int>(std::floor(point.x)), static_cast<int>(std::floor(point.y)));
}

bool Level::touchesWater(Vec2 point) const {
    if (surfaceIndex.empty() || !(std::abs(point.x) < 1e9 && std::abs(point.y) < 1e9)) {
        return false;
    }
    // The tiles whose closed squares hold the point: one, two on an edge, four at a corner.
    const int col0 = static_cast<int>(std::ceil(point.x)) - 1;
    const int row0 = static_cast<int>(std::ceil(point.y)) - 1;
    const int col1 = static_cast<int>(std::floor(point.x));
    const int row1 = static_cast<int>(std::floor(point.y));
    for (int row = row0; row <= row1; ++row) {
        for (int col = col0; col <= col1; ++col) {
            if (floorAt(col, row) == Floor::Water) {
                return true;
            }
        }
    }
    return false;
}

void Level::setSurface(int col, int row, const Surface& surface) {
    GOLF_ASSERT(col >= 0 && row >= 0 && col < width && row < height);
    if (surfaces.empty()) {
        surfaces.push_back(plainGrass);
    }
    auto it = std::find(surfaces.begin(), surfaces.end(), surface);
    if (it == surfaces.end()) {
        GOLF_ASSERT(surfaces.size() < maxSurfaces);
        // A built-in character keeps its meaning, and '.' is plain grass.
        GOLF_ASSERT(surface.symbol == '.' ? surface.isPlainGrass()
                                          : !builtinSurface(surface.symbol) ||
                                                *builtinSurface(surface.symbol) == surface);
        GOLF_ASSERT(std::none_of(surfaces.begin(), surfaces.end(),
                                 [&](const Surface& s) { return s.symbol == surface.symbol; }));
        surfaces.push_back(surface);
        it = surfaces.end() - 1;
    }
    if (surfaceIndex.empty()) {
        surfaceIndex.assign(tiles.size(), 0);
    }
    surfaceIndex[static_cast<std::size_t>(row) * static_cast<std::size_t>(width) +
                 static_cast<std::size_t>(col)] = static_cast<std::uint8_t>(it - surfaces.begin());
}

bool Level::usesFormat2(std::span<const PhysicsParameter> table) const {
    if (physicsFormat(physics, table) >= 2) {
        return true;
    }
    if (std::any_of(surfaces.begin(), surfaces.end(),
                    [](const Surface& s) { return isLegendCharacter(s.symbol); })) {
        return true;
    }
    for (std::size_t i = 0; i < surfaceIndex.size(); ++i) {
        if (tiles[i] == Tile::Open && !surfaces[surfaceIndex[i]].isPlainGrass()) {
            return true;
        }
    }
    return false;
}

std::uint64_t hashSurfaces(const Level& level, std::uint64_t seed,
                           std::span<const PhysicsParameter> table) {
    if (!level.usesFormat2(table) && !level.usesFormat3()) {
        return seed;
    }
    std::uint64_t hash = seed;
    const auto add = [&](std::uint64_t value) {
        for (int byte = 0; byte < 8; ++byte) {
            hash ^= (value >> (8 * byte)) & 0xFFu;
            hash *= 0x100000001B3u; // the FNV-1a 64 prime
        }
    };
    const auto addDouble = [&](double value) {
        add(std::bit_cast<std::uint64_t>(value));
    };
    // A key of a later format only where the level needs that format: a format added to the
    // table leaves the hashes of the levels before it as they were.
    const int format =
        std::max({2, physicsFormat(level.physics, table), level.usesFormat3() ? 3 : 2});
    for (const PhysicsParameter& parameter : table) {
        if (parameter.format >= 2 && parameter.format <= format) {
            add(parameter.hashBits(level.physics));
        }
    }
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            if (level.surfaceAt(col, row).isPlainGrass()) {
                continue;
            }
            const Vec2 slope = level.slopeAt(col, row);
            add(static_cast<std::uint64_t>(row) * static_cast<std::uint64_t>(level.width) +
                static_cast<std::uint64_t>(col));
            add(static_cast<std::uint64_t>(level.floorAt(col, row)));
            addDouble(slope.x);
            addDouble(slope.y);
        }
    }
    return hash;
}

bool discFitsOnFloor(const Level& level, Vec2 centre, double radius) {
    if (!(centre.x >= 0 && centre.y >= 0 && centre.x <= level.width && centre.y <= level.height)) {
        return false; // outside the grid (or NaN): everything there is solid
    }
    const int col0 = static_cast<int>(std::floor(centre.x - radius)) - 1;
    const int col1 = static_cast<int>(std::floor(centre.x + radius)) + 1;
    const int row0 = static_cast<int>(std::floor(centre.y - radius)) - 1;
    const int row1 = static_cast<int>(std::floor(centre.y + radius)) + 1;
    for (int row = row0; row <= row1; ++row) {
        for (int col = col0; col <= col1; ++col) {
            const auto polygon = solidPolygon(level.at(col, row), col, row);
            if (!polygon.empty() && distanceToPolygon(centre, polygon) < radius - touchTolerance) {
                return false;
            }
        }
    }
    return true;
}

} // namespace golf
