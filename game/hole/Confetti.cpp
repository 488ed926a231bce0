#include "Confetti.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace golf::game {

namespace {

/// Downward pull on the pieces (tiles/s^2; +y is down on screen).
constexpr double gravity = 6.0;

} // namespace

double Confetti::random() {
    state_ = state_ * 1664525U + 1013904223U;
    return static_cast<double>(state_ >> 8) / static_cast<double>(1U << 24);
}

void Confetti::burst(Vec2 cup, double now, bool ace, sf::Color colour) {
    const sf::Color colours[] = {colour, sf::Color(255, 214, 92), sf::Color(255, 255, 255),
                                 sf::Color(236, 72, 64), sf::Color(80, 160, 240)};
    const int count = ace ? acePieces : pieces;
    const double speed = ace ? 5.0 : 3.0;
    for (int i = 0; i < count; ++i) {
        const double angle = 2 * std::numbers::pi * random();
        const double v = speed * (0.4 + 0.6 * random());
        // Upward on the whole (a fountain), spread all round.
        const Vec2 velocity{v * std::cos(angle), v * std::sin(angle) - speed * 0.6};
        const double size = (ace ? 0.09 : 0.07) * (0.7 + 0.6 * random());
        pieces_.push_back(
            {cup, velocity, now, size, colours[static_cast<std::size_t>(i) % std::size(colours)]});
    }
}

void Confetti::addTo(HoleScene& scene, double now) const {
    for (const Piece& piece : pieces_) {
        const double t = now - piece.start;
        if (t < 0 || t >= seconds) {
            continue;
        }
        const Vec2 at = piece.from + piece.velocity * t + Vec2{0, 0.5 * gravity * t * t};
        sf::Color colour = piece.colour;
        const double fade = 1 - t / seconds; // fades out as it falls
        colour.a = static_cast<sf::Uint8>(255 * std::clamp(fade, 0.0, 1.0));
        scene.confetti.push_back({at, piece.size, colour});
    }
}

void Confetti::update(double now) {
    std::erase_if(pieces_, [now](const Piece& piece) { return now - piece.start >= seconds; });
}

} // namespace golf::game
