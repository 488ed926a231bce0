#include "MoverArt.hpp"

#include "ElementArt.hpp"
#include "Palette.hpp"
#include "VertexShapes.hpp"
#include "golf/core/mover_motion.hpp"

#include <algorithm>

namespace golf::game {

namespace {

/// The shadow's offset from the mover, in tiles: light from the upper left, like the walls.
constexpr Vec2 shadowOffset{0.07, 0.09};
/// The dark outline around an arm, in tiles.
constexpr double outline = 0.025;

/// The segment a..b thickened by `half` on every side, with round ends.
void addCapsule(sf::VertexArray& out, Vec2 a, Vec2 b, double half, sf::Color colour) {
    const Vec2 d = b - a;
    const double len = length(d);
    if (len > 0) {
        const Vec2 side = Vec2{-d.y, d.x} * (half / len);
        appendQuad(out, a + side, b + side, b - side, a - side, colour);
    }
    addDisc(out, a, half, colour, 16);
    addDisc(out, b, half, colour, 16);
}

sf::Color mix(sf::Color from, sf::Color to, double share) {
    const double s = std::clamp(share, 0.0, 1.0);
    const auto blend = [s](sf::Uint8 x, sf::Uint8 y) {
        return static_cast<sf::Uint8>(x + (y - x) * s);
    };
    return {blend(from.r, to.r), blend(from.g, to.g), blend(from.b, to.b), from.a};
}

void addBlades(sf::VertexArray& out, const Blades& blades, double clock, double flash) {
    const double half = blades.width / 2;
    const double hub = std::max(half * 1.6, 0.12);
    std::vector<Vec2> tips;
    for (int arm = 0; arm < blades.arms; ++arm) {
        tips.push_back(blades.pivot + armDirection(blades, arm, clock) * blades.length);
    }
    for (const Vec2 tip : tips) {
        addCapsule(out, blades.pivot + shadowOffset, tip + shadowOffset, half,
                   palette::moverShadow);
    }
    for (const Vec2 tip : tips) {
        addCapsule(out, blades.pivot, tip, half + outline, palette::bladeEdge);
    }
    const sf::Color fill = mix(palette::blade, palette::flash, flash);
    for (const Vec2 tip : tips) {
        addCapsule(out, blades.pivot, tip, half, fill);
    }
    addDisc(out, blades.pivot, hub + outline, palette::bladeEdge, 20);
    addDisc(out, blades.pivot, hub, mix(palette::hub, palette::flash, flash), 20);
}

void addSlider(sf::VertexArray& out, const Slider& slider, double clock, double flash) {
    const Vec2 c = sliderCentre(slider, clock);
    const Vec2 h = slider.size / 2;
    const auto box = [&](Vec2 centre, Vec2 half, sf::Color colour) {
        appendQuad(out, centre - half, centre + Vec2{half.x, -half.y}, centre + half,
                   centre + Vec2{-half.x, half.y}, colour);
    };
    box(c + shadowOffset, h, palette::moverShadow);
    box(c, h, mix(palette::slider, palette::flash, flash));
    // Lit top and left edges make the block stand up from the turf.
    const double e = std::min({0.06, h.x / 3, h.y / 3});
    const sf::Color edge = mix(palette::sliderEdge, palette::flash, flash);
    appendQuad(out, c - h, c + Vec2{h.x, -h.y}, c + Vec2{h.x, e - h.y}, c + Vec2{-h.x, e - h.y},
               edge);
    appendQuad(out, c - h, c + Vec2{e - h.x, -h.y}, c + Vec2{e - h.x, h.y}, c + Vec2{-h.x, h.y},
               edge);
}

} // namespace

void addMovers(sf::VertexArray& out, const Level& level, double clock,
               const std::vector<double>& flash) {
    for (std::size_t i = 0; i < level.movers.size(); ++i) {
        const Mover& mover = level.movers[i];
        const double lit = i < flash.size() ? flash[i] : 0.0;
        if (mover.kind == MoverKind::Blades) {
            addBlades(out, mover.blades, clock, lit);
        } else {
            addSlider(out, mover.slider, clock, lit);
        }
    }
}

} // namespace golf::game
