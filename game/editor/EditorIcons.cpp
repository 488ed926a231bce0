#include "EditorIcons.hpp"

#include "ElementArt.hpp"
#include "FloorArt.hpp"
#include "MoverArt.hpp"
#include "Palette.hpp"
#include "SpecialTiles.hpp"
#include "Ui.hpp"

#include <SFML/Graphics/CircleShape.hpp>
#include <SFML/Graphics/ConvexShape.hpp>
#include <SFML/Graphics/RectangleShape.hpp>
#include <SFML/Graphics/VertexArray.hpp>

namespace golf::game {

namespace {

void drawTriangle(sf::RenderTarget& target, sf::Vector2f a, sf::Vector2f b, sf::Vector2f c,
                  sf::Color colour) {
    sf::ConvexShape shape(3);
    shape.setPoint(0, a);
    shape.setPoint(1, b);
    shape.setPoint(2, c);
    shape.setFillColor(colour);
    target.draw(shape);
}

void drawCircle(sf::RenderTarget& target, sf::Vector2f centre, float radius, sf::Color fill,
                sf::Color outline = sf::Color::Transparent, float outlineWidth = 0) {
    sf::CircleShape disc(radius, 24);
    disc.setOrigin(radius, radius);
    disc.setPosition(centre);
    disc.setFillColor(fill);
    disc.setOutlineColor(outline);
    disc.setOutlineThickness(outlineWidth);
    target.draw(disc);
}

/// A colour at a share of its opacity.
sf::Color faded(sf::Color colour, float opacity) {
    colour.a = static_cast<sf::Uint8>(static_cast<float>(colour.a) * opacity);
    return colour;
}

/// An element tool's picture: the element drawn by the hole's own art (MoverArt, ElementArt)
/// in a one-tile level scaled to `r`; Remove is a red cross.
void drawElementIcon(sf::RenderTarget& target, EditorTool tool, sf::FloatRect r, float opacity) {
    if (tool == EditorTool::Remove) {
        for (const float angle : {45.f, -45.f}) {
            sf::RectangleShape bar({r.width * 0.7f, r.width * 0.14f});
            bar.setOrigin(bar.getSize() / 2.f);
            bar.setPosition(r.left + r.width / 2, r.top + r.height / 2);
            bar.setRotation(angle);
            bar.setFillColor(faded(sf::Color(230, 80, 70), opacity));
            target.draw(bar);
        }
        return;
    }
    Level icon;
    icon.width = icon.height = 1;
    icon.ballRadius = 0.09;
    if (tool == EditorTool::Windmill) {
        Mover mill = editorBlades({0.5, 0.5});
        mill.blades.length = 0.38;
        mill.blades.width = 0.1;
        icon.movers.push_back(mill);
    } else if (tool == EditorTool::Slider) {
        Mover block = editorSlider({0.5, 0.5}, {0.5, 0.5});
        block.slider.size = {0.7, 0.36};
        icon.movers.push_back(block);
    } else {
        Teleport teleport = editorTeleport({0.36, 0.36}, {0.72, 0.72});
        teleport.radius = 0.26;
        icon.teleports.push_back(teleport);
    }
    sf::VertexArray shapes(sf::Triangles);
    addTeleports(shapes, icon, 0);
    addMovers(shapes, icon, 0.5); // an eighth of a turn: the arms as an X
    for (std::size_t i = 0; i < shapes.getVertexCount(); ++i) {
        shapes[i].color = faded(shapes[i].color, opacity);
    }
    sf::RenderStates states;
    states.transform.translate(r.left, r.top).scale(r.width, r.height);
    target.draw(shapes, states);
}

/// A special tile tool's picture: a bumper or dead wall (a one-tile wall of that restitution)
/// or a gate of direction `gatePass`, drawn by the hole's own art (ElementArt).
void drawSpecialTileIcon(sf::RenderTarget& target, EditorTool tool, sf::FloatRect r, float opacity,
                         int gatePass) {
    Level icon;
    icon.width = icon.height = 1;
    if (tool == EditorTool::Gate) {
        icon.tiles = {Tile::Open};
        icon.gates = {Gate{.symbol = 'g', .pass = gatePass}};
        icon.gateIndex = {1};
    } else {
        icon.tiles = {Tile::Block};
        const double restitution =
            tool == EditorTool::Bumper ? bumperRestitution : deadWallRestitution;
        icon.specialWalls = {
            SpecialWall{.symbol = 'w', .shape = Tile::Block, .restitution = restitution}};
        icon.wallIndex = {1};
    }
    sf::VertexArray shapes(sf::Triangles);
    addSpecialWalls(shapes, icon);
    addGates(shapes, icon);
    for (std::size_t i = 0; i < shapes.getVertexCount(); ++i) {
        shapes[i].color = faded(shapes[i].color, opacity);
    }
    sf::RenderStates states;
    states.transform.translate(r.left, r.top).scale(r.width, r.height);
    target.draw(shapes, states);
}

/// The Select tool's picture: a pointer.
void drawSelectIcon(sf::RenderTarget& target, sf::FloatRect r, float opacity) {
    const float u = r.width / 40;
    const sf::Vector2f tip{r.left + 12 * u, r.top + 7 * u};
    sf::ConvexShape arrow(7);
    const sf::Vector2f points[] = {{0, 0},           {0, 24 * u},      {6 * u, 18 * u},
                                   {10 * u, 27 * u}, {14 * u, 25 * u}, {10 * u, 16 * u},
                                   {18 * u, 16 * u}};
    for (std::size_t i = 0; i < 7; ++i) {
        arrow.setPoint(i, tip + points[i]);
    }
    arrow.setFillColor(faded(sf::Color(245, 245, 240), opacity));
    arrow.setOutlineColor(faded(sf::Color(30, 30, 30), opacity));
    arrow.setOutlineThickness(1.5f * u);
    target.draw(arrow);
}

} // namespace

/// A picture of what a tool paints, in the colours of the hole, scaled to `r` (drawn 40
/// pixels wide in the palette and as a see-through preview on the tile under the mouse).
std::string surfaceName(const Surface& surface) {
    if (surface.symbol != '.' && !builtinSurface(surface.symbol)) {
        return std::string("legend '") + surface.symbol + "'";
    }
    if (surface.slope) {
        switch (surface.symbol) {
        case '^':
            return "slope up";
        case '>':
            return "slope right";
        case 'v':
            return "slope down";
        default:
            return "slope left";
        }
    }
    return std::string(floorName(surface.floor));
}

void drawToolIcon(sf::RenderTarget& target, EditorTool tool, sf::FloatRect r, float opacity,
                  const Surface* floor, int gatePass) {
    const float u = r.width / 40; // the icon is designed 40 pixels wide
    const auto c = [opacity](sf::Color colour) {
        return faded(colour, opacity);
    };
    const sf::Vector2f tl{r.left, r.top};
    const sf::Vector2f tr{r.left + r.width, r.top};
    const sf::Vector2f bl{r.left, r.top + r.height};
    const sf::Vector2f br{r.left + r.width, r.top + r.height};
    const sf::Vector2f centre{r.left + r.width / 2, r.top + r.height / 2};
    if (tool == EditorTool::Void) {
        drawPanel(target, r, c(palette::background), c(sf::Color(90, 100, 110)), -1);
        return;
    }
    if (isElementTool(tool)) {
        drawPanel(target, r, c(palette::turf));
        drawElementIcon(target, tool, r, opacity);
        return;
    }
    if (tool == EditorTool::Select) {
        drawPanel(target, r, c(sf::Color(60, 70, 82)));
        drawSelectIcon(target, r, opacity);
        return;
    }
    if (isSpecialTileTool(tool)) {
        if (tool == EditorTool::Gate) {
            drawPanel(target, r, c(palette::turf));
        } else {
            drawToolIcon(target, EditorTool::Wall, r, opacity);
        }
        drawSpecialTileIcon(target, tool, r, opacity, gatePass);
        return;
    }
    if (tool != EditorTool::Tee && tool != EditorTool::Cup) {
        const bool painted = tool == EditorTool::Floor && floor != nullptr;
        drawPanel(target, r, c(painted ? floorColour(floor->floor, false) : palette::turf));
        if (painted && floor->slope) {
            // An arrow pointing downhill.
            const sf::Vector2f d(static_cast<float>(floor->slope->downhill.x),
                                 static_cast<float>(floor->slope->downhill.y));
            const sf::Vector2f n(-d.y, d.x);
            const sf::Vector2f mid{r.left + r.width / 2, r.top + r.height / 2};
            const float u = r.width / 40;
            drawTriangle(target, mid + d * (13 * u), mid - d * (3 * u) + n * (10 * u),
                         mid - d * (3 * u) - n * (10 * u), c(palette::slopeArrow));
            drawTriangle(target, mid - d * (13 * u) + n * (3 * u), mid - d * (13 * u) - n * (3 * u),
                         mid - n * (3 * u), c(palette::slopeArrow));
            drawTriangle(target, mid - d * (13 * u) + n * (3 * u), mid - n * (3 * u),
                         mid + n * (3 * u), c(palette::slopeArrow));
        }
    }
    switch (tool) {
    case EditorTool::Wall:
        drawPanel(target, r, c(palette::wallTop));
        drawPanel(target, {r.left, r.top, r.width, 3 * u}, c(palette::wallEdge));
        drawPanel(target, {r.left, r.top + r.height - 7 * u, r.width, 7 * u}, c(palette::wallFace));
        break;
    case EditorTool::LowerLeft:
        drawTriangle(target, tl, br, bl, c(palette::wallTop));
        break;
    case EditorTool::LowerRight:
        drawTriangle(target, tr, br, bl, c(palette::wallTop));
        break;
    case EditorTool::UpperRight:
        drawTriangle(target, tl, tr, br, c(palette::wallTop));
        break;
    case EditorTool::UpperLeft:
        drawTriangle(target, tl, tr, bl, c(palette::wallTop));
        break;
    case EditorTool::Tee:
        drawPanel(target, {centre.x - 12 * u, centre.y - 12 * u, 24 * u, 24 * u}, c(palette::tee));
        drawCircle(target, {centre.x - 9 * u, centre.y}, 2.5f * u, c(palette::teeMark));
        drawCircle(target, {centre.x + 9 * u, centre.y}, 2.5f * u, c(palette::teeMark));
        break;
    case EditorTool::Cup:
        drawCircle(target, {centre.x, centre.y + 6 * u}, 8 * u, c(palette::cup), c(palette::cupRim),
                   1.5f * u);
        drawPanel(target, {centre.x - u, centre.y - 14 * u, 2 * u, 20 * u}, c(palette::cupRim));
        drawTriangle(target, {centre.x + u, centre.y - 14 * u},
                     {centre.x + 13 * u, centre.y - 10 * u}, {centre.x + u, centre.y - 6 * u},
                     c(palette::flag));
        break;
    default:
        break;
    }
}

} // namespace golf::game
