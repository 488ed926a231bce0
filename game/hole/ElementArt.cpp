#include "ElementArt.hpp"

#include "Palette.hpp"
#include "VertexShapes.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>
#include <vector>

namespace golf::game {

namespace {

constexpr double fullTurn = 2 * std::numbers::pi;
/// How much a special wall's coloured top shrinks toward the tile's centre (a share of each
/// corner's distance to it), so that the wall's lit edges still show around it.
constexpr double wallShrink = 0.12;
/// Width of a gate's one-way bar, in tiles.
constexpr double gateBar = 0.1;

/// The solid part of a tile, in world units, each corner moved toward the centroid by the share
/// `shrink` of its distance to it.
std::vector<Vec2> solidPolygon(Tile tile, int col, int row, double shrink) {
    std::vector<Vec2> corners;
    switch (tile) {
    case Tile::LowerLeft:
        corners = {{0, 0}, {1, 1}, {0, 1}};
        break;
    case Tile::LowerRight:
        corners = {{1, 0}, {1, 1}, {0, 1}};
        break;
    case Tile::UpperRight:
        corners = {{0, 0}, {1, 0}, {1, 1}};
        break;
    case Tile::UpperLeft:
        corners = {{0, 0}, {1, 0}, {0, 1}};
        break;
    default:
        corners = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
        break;
    }
    Vec2 centroid;
    for (const Vec2 c : corners) {
        centroid = centroid + c / static_cast<double>(corners.size());
    }
    const Vec2 origin{static_cast<double>(col), static_cast<double>(row)};
    for (Vec2& c : corners) {
        const Vec2 toward = centroid - c;
        c = origin + c + toward * shrink;
    }
    return corners;
}

void addFan(sf::VertexArray& out, const std::vector<Vec2>& polygon, sf::Color colour) {
    for (std::size_t i = 1; i + 1 < polygon.size(); ++i) {
        appendTriangle(out, polygon[0], polygon[i], polygon[i + 1], colour);
    }
}

std::size_t tileIndex(const Level& level, int col, int row) {
    return static_cast<std::size_t>(row) * static_cast<std::size_t>(level.width) +
           static_cast<std::size_t>(col);
}

bool inGrid(const Level& level, int col, int row) {
    return col >= 0 && row >= 0 && col < level.width && row < level.height;
}

Vec2 direction(double degrees) {
    const double radians = degrees * std::numbers::pi / 180;
    return {std::cos(radians), std::sin(radians)};
}

/// A chevron (an arrow head of two bars) at `centre` pointing along the unit `dir`.
void addChevron(sf::VertexArray& out, Vec2 centre, Vec2 dir, double size, double width,
                sf::Color colour) {
    const Vec2 side{-dir.y, dir.x};
    const Vec2 tip = centre + dir * (size * 0.5);
    for (const double s : {-1.0, 1.0}) {
        const Vec2 back = centre - dir * (size * 0.5) + side * (s * size * 0.6);
        const Vec2 along = tip - back;
        const Vec2 normal = Vec2{-along.y, along.x} * (width / 2 / length(along));
        appendQuad(out, back - normal, tip - normal, tip + normal, back + normal, colour);
    }
}

} // namespace

WallLook wallLook(const SpecialWall& wall, double wallRestitution) {
    if (wall.restitution > wallRestitution) {
        return WallLook::Bumper;
    }
    return wall.restitution < wallRestitution ? WallLook::Dead : WallLook::Plain;
}

const SpecialWall* specialWallAt(const Level& level, int col, int row) {
    if (level.wallIndex.empty() || !inGrid(level, col, row)) {
        return nullptr;
    }
    const std::uint8_t k = level.wallIndex[tileIndex(level, col, row)];
    return k == 0 || k > level.specialWalls.size() ? nullptr : &level.specialWalls[k - 1u];
}

const Gate* gateAt(const Level& level, int col, int row) {
    if (level.gateIndex.empty() || !inGrid(level, col, row)) {
        return nullptr;
    }
    const std::uint8_t k = level.gateIndex[tileIndex(level, col, row)];
    return k == 0 || k > level.gates.size() ? nullptr : &level.gates[k - 1u];
}

void addSpecialWalls(sf::VertexArray& out, const Level& level) {
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const SpecialWall* wall = specialWallAt(level, col, row);
            if (wall == nullptr) {
                continue;
            }
            const Tile tile = level.at(col, row);
            switch (wallLook(*wall, level.physics.wallRestitution)) {
            case WallLook::Bumper:
                addFan(out, solidPolygon(tile, col, row, wallShrink), palette::bumperRim);
                addFan(out, solidPolygon(tile, col, row, wallShrink * 2.5), palette::bumper);
                break;
            case WallLook::Dead:
                addFan(out, solidPolygon(tile, col, row, wallShrink), palette::deadWall);
                break;
            case WallLook::Plain:
                break;
            }
        }
    }
}

void addGates(sf::VertexArray& out, const Level& level) {
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const Gate* gate = gateAt(level, col, row);
            if (gate == nullptr) {
                continue;
            }
            const Vec2 dir = direction(gate->pass);
            const Vec2 side{-dir.y, dir.x};
            const Vec2 centre{col + 0.5, row + 0.5};
            // The two one-way edges, across the pass direction, as bars of short stripes: a
            // seam between gates of one direction shows the stripes twice, which reads as one.
            for (const double s : {-0.5, 0.5}) {
                const Vec2 edge = centre + dir * s;
                const Vec2 inward = dir * (s < 0 ? gateBar : -gateBar);
                for (int k = 0; k < 4; ++k) {
                    const double a = -0.5 + 0.25 * k + 0.03;
                    const double b = a + 0.19;
                    appendQuad(out, edge + side * a, edge + side * b, edge + side * b + inward,
                               edge + side * a + inward, palette::gateBar);
                }
            }
            addChevron(out, centre - dir * 0.12, dir, 0.34, 0.09, palette::gateArrow);
            addChevron(out, centre + dir * 0.14, dir, 0.34, 0.09, palette::gateArrow);
        }
    }
}

void addWallFlashes(sf::VertexArray& out, const Level& level, const std::vector<WallFlash>& hits) {
    for (const WallFlash& hit : hits) {
        if (!inGrid(level, hit.col, hit.row) || hit.strength <= 0) {
            continue;
        }
        sf::Color white = palette::flash;
        white.a = static_cast<sf::Uint8>(std::clamp(hit.strength, 0.0, 1.0) * white.a);
        addFan(out, solidPolygon(level.at(hit.col, hit.row), hit.col, hit.row, 0), white);
    }
}

void addTeleports(sf::VertexArray& out, const Level& level, double seconds) {
    for (const Teleport& teleport : level.teleports) {
        const double r = teleport.radius;
        addDisc(out, teleport.entry, r, palette::teleportWell);
        addRing(out, teleport.entry, r * 0.82, r, palette::teleport);
        // Two arcs turning inward: the entry pulls.
        for (int k = 0; k < 2; ++k) {
            const double from = seconds * 2.4 + k * std::numbers::pi;
            addRing(out, teleport.entry, r * 0.45, r * 0.6, palette::teleportGlow, from, 2.0, 12);
        }
        const double e = level.ballRadius * 1.5;
        addRing(out, teleport.exit, e * 0.8, e, palette::teleport);
        addDisc(out, teleport.exit, e * 0.25, palette::teleport, 12);
        if (teleport.exitAngle) {
            const Vec2 dir = direction(*teleport.exitAngle);
            addChevron(out, teleport.exit + dir * (e * 1.35), dir, e * 0.7, e * 0.22,
                       palette::teleport);
        }
    }
}

void addDisc(sf::VertexArray& out, Vec2 centre, double radius, sf::Color colour, int segments) {
    for (int k = 0; k < segments; ++k) {
        const double a = fullTurn * k / segments;
        const double b = fullTurn * (k + 1) / segments;
        appendTriangle(out, centre, centre + Vec2{std::cos(a), std::sin(a)} * radius,
                       centre + Vec2{std::cos(b), std::sin(b)} * radius, colour);
    }
}

void addRing(sf::VertexArray& out, Vec2 centre, double inner, double outer, sf::Color colour,
             double from, double sweep, int segments) {
    for (int k = 0; k < segments; ++k) {
        const Vec2 a{std::cos(from + sweep * k / segments), std::sin(from + sweep * k / segments)};
        const Vec2 b{std::cos(from + sweep * (k + 1) / segments),
                     std::sin(from + sweep * (k + 1) / segments)};
        appendQuad(out, centre + a * inner, centre + a * outer, centre + b * outer,
                   centre + b * inner, colour);
    }
}

} // namespace golf::game
