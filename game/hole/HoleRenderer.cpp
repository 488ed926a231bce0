#include "HoleRenderer.hpp"

#include "ElementArt.hpp"
#include "FloorArt.hpp"
#include "MoverArt.hpp"
#include "Palette.hpp"

#include <SFML/Graphics/CircleShape.hpp>
#include <SFML/Graphics/ConvexShape.hpp>
#include <SFML/Graphics/Image.hpp>
#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/Sprite.hpp>
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <numbers>

namespace golf::game {

namespace {

/// Above this many tiles a level is drawn as a picture instead of per-tile geometry.
constexpr long long maxGeometryTiles = 250000;
/// Depth of the front face of walls, in tiles.
constexpr float faceDepth = 0.18f;
/// Width of the shadow walls cast on the turf, in tiles.
constexpr float shadowWidth = 0.14f;
/// Width of the lit edge on wall tops, in tiles.
constexpr float edgeWidth = 0.05f;
/// A corner triangle with void on both its solid sides is drawn as a wall this thick (in
/// x + y units along its diagonal), so that its outline is a straight line, not a staircase.
constexpr float bandWidth = 0.45f;

using Points = std::initializer_list<sf::Vector2f>;

/// Appends a convex polygon (given in tile-local coordinates) as a triangle fan.
void addPolygon(sf::VertexArray& out, int col, int row, Points points, sf::Color colour) {
    const sf::Vector2f origin(static_cast<float>(col), static_cast<float>(row));
    const sf::Vector2f* p = points.begin();
    for (std::size_t i = 1; i + 1 < points.size(); ++i) {
        out.append({origin + p[0], colour});
        out.append({origin + p[i], colour});
        out.append({origin + p[i + 1], colour});
    }
}

using Side = TileSide;

/// The solid part of a tile in tile-local coordinates.
std::vector<sf::Vector2f> solidShape(Tile tile) {
    switch (tile) {
    case Tile::LowerLeft:
        return {{0, 0}, {1, 1}, {0, 1}};
    case Tile::LowerRight:
        return {{1, 0}, {1, 1}, {0, 1}};
    case Tile::UpperRight:
        return {{0, 0}, {1, 0}, {1, 1}};
    case Tile::UpperLeft:
        return {{0, 0}, {1, 0}, {0, 1}};
    default:
        return {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    }
}

/// A thick line between two world points as a rotated rectangle.
void drawSegment(sf::RenderTarget& target, const sf::RenderStates& states, Vec2 a, Vec2 b,
                 float width, sf::Color colour) {
    const Vec2 d = b - a;
    const double len = length(d);
    if (len <= 0) {
        return;
    }
    sf::RectangleShape bar({static_cast<float>(len), width});
    bar.setOrigin(0, width / 2);
    bar.setPosition(static_cast<float>(a.x), static_cast<float>(a.y));
    bar.setRotation(static_cast<float>(std::atan2(d.y, d.x) * 180 / std::numbers::pi));
    bar.setFillColor(colour);
    target.draw(bar, states);
}

/// A filled circle in world units.
void drawDisc(sf::RenderTarget& target, const sf::RenderStates& states, Vec2 centre, double radius,
              sf::Color fill, sf::Color outline = sf::Color::Transparent, double outlineWidth = 0) {
    sf::CircleShape disc(static_cast<float>(radius), 40);
    disc.setOrigin(static_cast<float>(radius), static_cast<float>(radius));
    disc.setPosition(static_cast<float>(centre.x), static_cast<float>(centre.y));
    disc.setFillColor(fill);
    disc.setOutlineColor(outline);
    disc.setOutlineThickness(static_cast<float>(outlineWidth));
    target.draw(disc, states);
}

sf::Color darker(sf::Color c, float f) {
    return {static_cast<sf::Uint8>(c.r * f), static_cast<sf::Uint8>(c.g * f),
            static_cast<sf::Uint8>(c.b * f), c.a};
}

sf::Color withAlpha(sf::Color c, double alpha) {
    c.a = static_cast<sf::Uint8>(std::clamp(alpha, 0.0, 1.0) * c.a);
    return c;
}

/// Void tiles that the void outside the grid cannot reach through void: holes in a green.
/// They behave as walls, so they are drawn as walls (Block), not as a pit.
void wallInEnclosedVoid(Level& level) {
    const int w = level.width;
    const int h = level.height;
    std::vector<char> outside(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0);
    std::vector<std::pair<int, int>> stack;
    const auto visit = [&](int col, int row) {
        if (col < 0 || row < 0 || col >= w || row >= h || level.at(col, row) != Tile::Void) {
            return;
        }
        char& seen = outside[static_cast<std::size_t>(row) * static_cast<std::size_t>(w) +
                             static_cast<std::size_t>(col)];
        if (seen == 0) {
            seen = 1;
            stack.emplace_back(col, row);
        }
    };
    for (int col = 0; col < w; ++col) {
        visit(col, 0);
        visit(col, h - 1);
    }
    for (int row = 0; row < h; ++row) {
        visit(0, row);
        visit(w - 1, row);
    }
    while (!stack.empty()) {
        const auto [col, row] = stack.back();
        stack.pop_back();
        visit(col - 1, row);
        visit(col + 1, row);
        visit(col, row - 1);
        visit(col, row + 1);
    }
    for (std::size_t i = 0; i < level.tiles.size(); ++i) {
        if (level.tiles[i] == Tile::Void && outside[i] == 0) {
            level.tiles[i] = Tile::Block;
        }
    }
}

/// The open half of a corner triangle in tile-local coordinates.
std::vector<sf::Vector2f> openShape(Tile tile) {
    switch (tile) {
    case Tile::LowerLeft:
        return {{0, 0}, {1, 0}, {1, 1}};
    case Tile::LowerRight:
        return {{0, 0}, {1, 0}, {0, 1}};
    case Tile::UpperRight:
        return {{0, 0}, {1, 1}, {0, 1}};
    case Tile::UpperLeft:
        return {{1, 0}, {1, 1}, {0, 1}};
    default:
        return {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    }
}

/// A band of width `w` along a corner triangle's diagonal, inside its solid half, as a
/// parallelogram: cut by the tile's sides across the run of the diagonal, so that the bands of
/// the tiles of one diagonal run join into one face. `extend`: the band goes on past the tile
/// into the neighbour at the run's far end (a solid one), ending flush with the walls there.
std::vector<sf::Vector2f> diagonalBand(Tile tile, float w, bool extend) {
    const float t = extend ? w : 0; // how far the band reaches past the tile
    switch (tile) {
    case Tile::UpperLeft: // x + y in [1 - w, 1]; its tip reaches into the tile above
        return {{0, 1 - w}, {1 - w + t, -t}, {1, 0}, {0, 1}};
    case Tile::UpperRight: // x - y in [0, w]; its tip reaches into the tile to the right
        return {{0, 0}, {w, 0}, {1 + t, 1 - w + t}, {1, 1}};
    case Tile::LowerLeft: // y - x in [0, w]; its tip reaches into the tile below
        return {{0, 0}, {1, 1}, {1 - w + t, 1 + t}, {0, w}};
    case Tile::LowerRight: // x + y in [1, 1 + w]; its tip reaches into the tile below
        return {{1, 0}, {1, w}, {w - t, 1 + t}, {0, 1}};
    default:
        return {};
    }
}

/// The square a diagonal band's tip reaches into (see diagonalBand), as a column/row step.
sf::Vector2i bandTipStep(Tile tile) {
    switch (tile) {
    case Tile::UpperLeft:
        return {0, -1};
    case Tile::UpperRight:
        return {1, 0};
    default: // LowerLeft, LowerRight
        return {0, 1};
    }
}

/// The two squares across a corner triangle's solid sides, as column/row steps.
std::pair<sf::Vector2i, sf::Vector2i> solidSideSteps(Tile tile) {
    switch (tile) {
    case Tile::UpperLeft:
        return {{-1, 0}, {0, -1}};
    case Tile::UpperRight:
        return {{1, 0}, {0, -1}};
    case Tile::LowerLeft:
        return {{-1, 0}, {0, 1}};
    default: // LowerRight
        return {{1, 0}, {0, 1}};
    }
}

void addShape(sf::VertexArray& out, int col, int row, const std::vector<sf::Vector2f>& shape,
              sf::Color colour) {
    for (std::size_t i = 1; i + 1 < shape.size(); ++i) {
        addPolygon(out, col, row, {shape[0], shape[i], shape[i + 1]}, colour);
    }
}

} // namespace

HoleRenderer::HoleRenderer(const Level& level, EnclosedVoid enclosedVoid) : level_(level) {
    if (enclosedVoid == EnclosedVoid::AsWall) {
        wallInEnclosedVoid(level_); // drawing only: level_ is the renderer's own copy
    }
    // Six vertices per tile and layer is fine for any course anyone plays, but not for the
    // 4096 x 4096 tiles the loader accepts (gigabytes, and a minute to build).
    const auto tiles = static_cast<long long>(level_.width) * level_.height;
    usePicture_ = tiles > maxGeometryTiles;
    if (!usePicture_) {
        buildTiles();
    }
}

void HoleRenderer::buildPicture() const {
    sf::Image image;
    image.create(static_cast<unsigned>(level_.width), static_cast<unsigned>(level_.height),
                 palette::background);
    for (int row = 0; row < level_.height; ++row) {
        for (int col = 0; col < level_.width; ++col) {
            const Tile tile = level_.at(col, row);
            sf::Color colour = floorColour(level_.floorAt(col, row), false);
            if (tile == Tile::Void) {
                colour = palette::background;
            } else if (tile == Tile::Block) {
                colour = palette::wallTop;
            } else if (isTriangle(tile)) {
                colour = palette::wallFace; // half wall, half turf at one pixel
            }
            image.setPixel(static_cast<unsigned>(col), static_cast<unsigned>(row), colour);
        }
    }
    picture_ = std::make_unique<sf::Texture>();
    if (!picture_->loadFromImage(image)) {
        picture_.reset(); // larger than the graphics card allows: only the balls are drawn
    }
}

void HoleRenderer::buildTiles() {
    const auto solidAt = [this](int c, int r) {
        return isFullySolid(level_.at(c, r));
    };
    // Turf first: every tile that is not fully solid is floor under whatever is on it.
    for (int row = 0; row < level_.height; ++row) {
        for (int col = 0; col < level_.width; ++col) {
            if (solidAt(col, row)) {
                continue;
            }
            const sf::Color floor = floorColour(level_.floorAt(col, row), col % 2 != 0);
            addShape(tiles_, col, row, openShape(level_.at(col, row)), floor);
            addFloorMarks(tiles_, level_, col, row);
            // Light comes from the upper left: walls there throw a shadow onto open floor (not
            // onto triangles, where it would stick out past the diagonal).
            if (level_.at(col, row) != Tile::Open) {
                continue;
            }
            if (level_.at(col - 1, row) == Tile::Block) {
                addPolygon(tiles_, col, row, {{0, 0}, {shadowWidth, 0}, {shadowWidth, 1}, {0, 1}},
                           palette::wallShadow);
            }
            if (level_.at(col, row - 1) == Tile::Block) {
                addPolygon(tiles_, col, row, {{0, 0}, {1, 0}, {1, shadowWidth}, {0, shadowWidth}},
                           palette::wallShadow);
            }
        }
    }
    // Wall tops first, then faces and edges: a diagonal's face reaches into the next square,
    // and that square's top must not cover it.
    for (const bool drawTops : {true, false}) {
        addWalls(drawTops);
    }
    // Format 3: bumpers and dead walls over their wall tops, gates on their grass.
    addSpecialWalls(tiles_, level_);
    addGates(tiles_, level_);
}

void HoleRenderer::addWalls(bool drawTops) {
    for (int row = 0; row < level_.height; ++row) {
        for (int col = 0; col < level_.width; ++col) {
            const Tile tile = level_.at(col, row);
            if (tile == Tile::Void || tile == Tile::Open) {
                continue;
            }
            // A diagonal's band reaches into the square at its run's far end when that one is
            // solid, so that a run of diagonals draws one continuous face.
            const sf::Vector2i tip = sf::Vector2i(col, row) + bandTipStep(tile);
            const bool tipInGrid =
                tip.x >= 0 && tip.y >= 0 && tip.x < level_.width && tip.y < level_.height;
            const bool extend =
                isTriangle(tile) && tipInGrid && isFullySolid(level_.at(tip.x, tip.y));
            bool band = false;
            if (isTriangle(tile)) {
                const auto [sideA, sideB] = solidSideSteps(tile);
                // Outside the grid counts as void here: nothing is drawn there either.
                const auto voidAt = [&](sf::Vector2i step) {
                    const int c = col + step.x;
                    const int r = row + step.y;
                    return c < 0 || r < 0 || c >= level_.width || r >= level_.height ||
                           level_.at(c, r) == Tile::Void;
                };
                band = voidAt(sideA) && voidAt(sideB);
            }
            if (drawTops) {
                addShape(tiles_, col, row,
                         band ? diagonalBand(tile, bandWidth, extend) : solidShape(tile),
                         palette::wallTop);
                continue;
            }
            // A face is exposed unless the neighbour's solid part covers the shared side.
            const bool openBelow = !isSideSolid(level_.at(col, row + 1), Side::Top);
            const bool openAbove = !isSideSolid(level_.at(col, row - 1), Side::Bottom);
            const bool openLeft = !isSideSolid(level_.at(col - 1, row), Side::Right);
            const bool openRight = !isSideSolid(level_.at(col + 1, row), Side::Left);
            constexpr float d = faceDepth;
            constexpr float e = edgeWidth;
            switch (tile) {
            case Tile::Block:
                if (openBelow) {
                    addPolygon(tiles_, col, row, {{0, 1 - d}, {1, 1 - d}, {1, 1}, {0, 1}},
                               palette::wallFace);
                }
                if (openAbove) {
                    addPolygon(tiles_, col, row, {{0, 0}, {1, 0}, {1, e}, {0, e}},
                               palette::wallEdge);
                }
                // Side faces: lit on the left, in shade on the right, as if lit from the
                // upper left; they make the blocks stand up from the turf.
                if (openLeft) {
                    addPolygon(tiles_, col, row, {{0, 0}, {e, 0}, {e, 1}, {0, 1}},
                               palette::wallEdge);
                }
                if (openRight) {
                    addPolygon(tiles_, col, row, {{1 - 2 * e, 0}, {1, 0}, {1, 1}, {1 - 2 * e, 1}},
                               palette::wallSide);
                }
                break;
            case Tile::UpperLeft:  // the diagonal faces down-right: a sloped front face
            case Tile::UpperRight: // the diagonal faces down-left
                addShape(tiles_, col, row, diagonalBand(tile, d, extend), palette::wallFace);
                break;
            case Tile::LowerLeft: // the diagonal faces up-right: lit, with a face below
                addShape(tiles_, col, row, diagonalBand(tile, e, extend), palette::wallEdge);
                if (openBelow) {
                    addPolygon(tiles_, col, row, {{0, 1 - d}, {1 - d, 1 - d}, {1, 1}, {0, 1}},
                               palette::wallFace);
                }
                break;
            case Tile::LowerRight: // the diagonal faces up-left
                addShape(tiles_, col, row, diagonalBand(tile, e, extend), palette::wallEdge);
                if (openBelow) {
                    addPolygon(tiles_, col, row, {{d, 1 - d}, {1, 1 - d}, {1, 1}, {0, 1}},
                               palette::wallFace);
                }
                break;
            default:
                break;
            }
        }
    }
}

void HoleRenderer::draw(sf::RenderTarget& target, const BoardView& view,
                        const HoleScene& scene) const {
    sf::RenderStates states;
    states.transform = view.transform();
    if (usePicture_) {
        if (!picture_) {
            buildPicture();
        }
        if (picture_) {
            sf::Sprite sprite(*picture_);
            target.draw(sprite, states); // one pixel per tile, scaled by the transform
        }
    } else {
        target.draw(tiles_, states);
        sf::VertexArray ripples(sf::Triangles);
        addWaterRipples(ripples, level_, scene.seconds);
        target.draw(ripples, states);
    }
    drawElements(target, states, scene, true);
    drawTee(target, states);
    // On huge levels balls and cup would shrink below a pixel: they keep a visible size.
    const double minimum = 4.0 / view.scale();
    drawCup(target, states, std::max(level_.cupRadius, minimum * 1.5));
    drawPaths(target, states, scene.paths);
    for (const DropSprite& drop : scene.drops) {
        drawDrop(target, states, drop);
    }
    drawTrails(target, states, scene);
    for (const BallSprite& ball : scene.balls) {
        drawBall(target, states, ball, scene.seconds, std::max(level_.ballRadius, minimum));
    }
    drawElements(target, states, scene, false);
    drawFlag(target, states);
    if (scene.aim) {
        drawAim(target, states, *scene.aim, view.scale());
    }
    // Over the aim arrow, which would hide the start of the path.
    drawPreview(target, states, scene.preview);
    drawConfetti(target, states, scene.confetti);
}

void HoleRenderer::drawConfetti(sf::RenderTarget& target, const sf::RenderStates& states,
                                const std::vector<ConfettiSprite>& confetti) const {
    // Small squares, all in one vertex array.
    sf::VertexArray quads(sf::Triangles);
    for (const ConfettiSprite& piece : confetti) {
        const auto x = static_cast<float>(piece.position.x);
        const auto y = static_cast<float>(piece.position.y);
        const auto h = static_cast<float>(piece.size / 2);
        const sf::Vector2f corners[] = {
            {x - h, y - h}, {x + h, y - h}, {x + h, y + h}, {x - h, y + h}};
        for (const int i : {0, 1, 2, 0, 2, 3}) {
            quads.append(sf::Vertex(corners[i], piece.colour));
        }
    }
    target.draw(quads, states);
}

void HoleRenderer::drawElements(sf::RenderTarget& target, const sf::RenderStates& states,
                                const HoleScene& scene, bool floorLayer) const {
    if (!level_.usesFormat3()) {
        return;
    }
    sf::VertexArray shapes(sf::Triangles);
    if (floorLayer) {
        addTeleports(shapes, level_, scene.seconds);
    } else {
        // Over the balls: a mover is taller than a ball, and a ball never lies under one.
        addWallFlashes(shapes, level_, scene.wallFlashes);
        addMovers(shapes, level_, scene.holeClock, scene.moverFlash);
    }
    target.draw(shapes, states);
}

void HoleRenderer::drawTee(sf::RenderTarget& target, const sf::RenderStates& states) const {
    const double r = level_.ballRadius;
    const double half = std::min(0.45, r * 2.2);
    sf::RectangleShape mat({static_cast<float>(2 * half), static_cast<float>(2 * half)});
    mat.setOrigin(static_cast<float>(half), static_cast<float>(half));
    mat.setPosition(static_cast<float>(level_.tee.x), static_cast<float>(level_.tee.y));
    mat.setFillColor(palette::tee);
    target.draw(mat, states);
    for (const double side : {-1.0, 1.0}) {
        drawDisc(target, states, level_.tee + Vec2{side * half * 0.8, 0}, r * 0.28,
                 palette::teeMark);
    }
}

void HoleRenderer::drawCup(sf::RenderTarget& target, const sf::RenderStates& states,
                           double r) const {
    drawDisc(target, states, level_.cup, r, palette::cup, palette::cupRim, r * 0.16);
    // A darker inner wall makes it read as a hole, not a black dot.
    drawDisc(target, states, level_.cup + Vec2{0, r * 0.12}, r * 0.78, sf::Color(6, 8, 6));
}

void HoleRenderer::drawFlag(sf::RenderTarget& target, const sf::RenderStates& states) const {
    const double r = level_.cupRadius;
    const double height = std::max(0.7, r * 3.2);
    const Vec2 top = level_.cup - Vec2{0, height};
    drawSegment(target, states, level_.cup, top, static_cast<float>(r * 0.14),
                sf::Color(236, 236, 228, 230));
    sf::ConvexShape flag(3);
    const auto at = [](Vec2 p) {
        return sf::Vector2f(static_cast<float>(p.x), static_cast<float>(p.y));
    };
    flag.setPoint(0, at(top));
    flag.setPoint(1, at(top + Vec2{height * 0.55, height * 0.17}));
    flag.setPoint(2, at(top + Vec2{0, height * 0.34}));
    flag.setFillColor(withAlpha(palette::flag, 0.92));
    target.draw(flag, states);
}

void HoleRenderer::drawBall(sf::RenderTarget& target, const sf::RenderStates& states,
                            const BallSprite& ball, double seconds, double r) const {
    const double alpha = ball.ghost ? 0.8 : 1.0;
    if (ball.current) {
        const double pulse = 0.5 + 0.5 * std::sin(seconds * 5);
        drawDisc(target, states, ball.position, r * (1.7 + 0.15 * pulse), sf::Color::Transparent,
                 withAlpha(palette::highlight, 0.5 + 0.4 * pulse), r * 0.18);
    }
    drawDisc(target, states, ball.position + Vec2{r * 0.28, r * 0.36}, r * 1.02,
             withAlpha(palette::ballShadow, alpha));
    drawDisc(target, states, ball.position, r * 0.94, withAlpha(ball.colour, alpha),
             withAlpha(darker(ball.colour, 0.55f), alpha), r * 0.08);
    drawDisc(target, states, ball.position - Vec2{r * 0.32, r * 0.34}, r * 0.3,
             sf::Color(255, 255, 255, static_cast<sf::Uint8>(150 * alpha)));
}

void HoleRenderer::drawDrop(sf::RenderTarget& target, const sf::RenderStates& states,
                            const DropSprite& drop) const {
    const double t = std::clamp(drop.progress, 0.0, 1.0);
    const double r = level_.ballRadius;
    // The ball slides to the centre and sinks (shrinks and darkens); a ripple spreads.
    const Vec2 at = drop.from + (level_.cup - drop.from) * std::min(1.0, t * 2.5);
    const double size = r * (1 - t) * 0.94;
    if (size > 0) {
        drawDisc(target, states, at, size, darker(drop.colour, static_cast<float>(1 - 0.6 * t)));
    }
    if (drop.ripple) {
        drawDisc(target, states, level_.cup, level_.cupRadius * (1 + 1.2 * t),
                 sf::Color::Transparent, withAlpha(palette::highlight, 1 - t),
                 level_.cupRadius * 0.12);
    }
}

void HoleRenderer::drawAim(sf::RenderTarget& target, const sf::RenderStates& states,
                           const AimSprite& aim, double pixelsPerTile) const {
    const double r = level_.ballRadius;
    if (aim.guide) {
        // Keyboard aim: dashes of a fixed length on screen, so the direction reads clearly
        // even at zero power (the arrow's length is the power).
        const double guide = aimGuidePixels / pixelsPerTile;
        const double dash = 10 / pixelsPerTile;
        for (double at = r * 1.3; at + dash <= guide; at += 2 * dash) {
            drawSegment(target, states, aim.origin + aim.direction * at,
                        aim.origin + aim.direction * (at + dash), static_cast<float>(r * 0.22),
                        sf::Color(255, 255, 255, 150));
        }
    }
    if (aim.dragPoint) {
        drawSegment(target, states, aim.origin, *aim.dragPoint, static_cast<float>(r * 0.18),
                    sf::Color(255, 255, 255, 70));
    }
    // The colour warms from white to red with power.
    const sf::Color colour(255, static_cast<sf::Uint8>(255 - 150 * aim.power),
                           static_cast<sf::Uint8>(255 - 210 * aim.power), 230);
    const double lengthTiles = aimArrowLength(aim.power, r, pixelsPerTile);
    const Vec2 start = aim.origin + aim.direction * (r * 1.3);
    const Vec2 tip = aim.origin + aim.direction * lengthTiles;
    drawSegment(target, states, start, tip, static_cast<float>(r * 0.32), colour);
    const Vec2 side{-aim.direction.y, aim.direction.x};
    sf::ConvexShape head(3);
    const auto at = [](Vec2 p) {
        return sf::Vector2f(static_cast<float>(p.x), static_cast<float>(p.y));
    };
    head.setPoint(0, at(tip + aim.direction * (r * 1.1)));
    head.setPoint(1, at(tip + side * (r * 0.6)));
    head.setPoint(2, at(tip - side * (r * 0.6)));
    head.setFillColor(colour);
    target.draw(head, states);
}

void HoleRenderer::drawPaths(sf::RenderTarget& target, const sf::RenderStates& states,
                             const std::vector<PathSprite>& paths) const {
    // One quad per segment, all in one vertex array: a long path costs one draw call.
    const double half = level_.ballRadius * 0.22;
    sf::VertexArray quads(sf::Quads);
    const auto at = [](Vec2 p) {
        return sf::Vector2f(static_cast<float>(p.x), static_cast<float>(p.y));
    };
    for (const PathSprite& path : paths) {
        for (std::size_t i = 1; i < path.points.size(); ++i) {
            const Vec2 a = path.points[i - 1];
            const Vec2 b = path.points[i];
            const double len = length(b - a);
            if (len <= 0) {
                continue;
            }
            const Vec2 along = (b - a) * (half / len);
            const Vec2 side{-along.y, along.x};
            // Extended by half a width at both ends, so that joints show no gaps.
            quads.append({at(a - along + side), path.colour});
            quads.append({at(b + along + side), path.colour});
            quads.append({at(b + along - side), path.colour});
            quads.append({at(a - along - side), path.colour});
        }
    }
    target.draw(quads, states);
}

void HoleRenderer::drawTrails(sf::RenderTarget& target, const sf::RenderStates& states,
                              const HoleScene& scene) const {
    const double r = level_.ballRadius;
    for (std::size_t t = 0; t < scene.trails.size() && t < scene.trailColours.size(); ++t) {
        const std::vector<Vec2>& trail = scene.trails[t];
        for (std::size_t i = 0; i < trail.size(); ++i) {
            // Older points are smaller and fainter.
            const double age = static_cast<double>(i + 1) / static_cast<double>(trail.size() + 1);
            drawDisc(target, states, trail[i], r * (0.3 + 0.5 * age),
                     withAlpha(scene.trailColours[t], 0.35 * age));
        }
    }
}

void HoleRenderer::drawPreview(sf::RenderTarget& target, const sf::RenderStates& states,
                               const std::vector<Vec2>& path) const {
    // Dots every so often along the path, spaced by distance, not by tick.
    const double spacing = level_.ballRadius * 1.6;
    double carried = 0;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const Vec2 a = path[i - 1];
        const Vec2 d = path[i] - a;
        const double len = length(d);
        double s = spacing - carried;
        while (s <= len) {
            drawDisc(target, states, a + d * (s / len), level_.ballRadius * 0.26, palette::preview);
            s += spacing;
        }
        carried = len - (s - spacing);
    }
}

double aimArrowLength(double power, double ballRadius, double pixelsPerTile) {
    return std::max(ballRadius * 2, minimumAimPixels / pixelsPerTile) + 3.2 * power;
}

} // namespace golf::game
