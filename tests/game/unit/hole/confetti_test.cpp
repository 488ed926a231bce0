// The holing celebration's confetti: a bigger burst for an ace, up first, then down, gone after
// Confetti::seconds.

#include "Confetti.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

HoleScene sceneAt(const Confetti& confetti, double now) {
    HoleScene scene;
    confetti.addTo(scene, now);
    return scene;
}

TEST(Confetti, AnAceBurstsBigger) {
    Confetti ordinary;
    ordinary.burst({5, 5}, 0, false, sf::Color::Red);
    Confetti ace;
    ace.burst({5, 5}, 0, true, sf::Color::Red);
    EXPECT_EQ(sceneAt(ordinary, 0.1).confetti.size(), static_cast<std::size_t>(Confetti::pieces));
    EXPECT_EQ(sceneAt(ace, 0.1).confetti.size(), static_cast<std::size_t>(Confetti::acePieces));
    EXPECT_GT(Confetti::acePieces, 3 * Confetti::pieces);
}

TEST(Confetti, RisesThenFallsAndFades) {
    Confetti confetti;
    confetti.burst({5, 5}, 10, false, sf::Color::Red);
    const auto meanY = [&](double now) {
        const HoleScene scene = sceneAt(confetti, now);
        double sum = 0;
        for (const ConfettiSprite& piece : scene.confetti) {
            sum += piece.position.y;
        }
        return sum / static_cast<double>(scene.confetti.size());
    };
    // The mean upward speed is 0.6 * 3 = 1.8 tiles/s against 6 tiles/s^2: highest at 0.3 s,
    // back at the cup's height at 0.6 s (the spread all round averages out over 28 pieces).
    EXPECT_LT(meanY(10.3), 5.0);
    EXPECT_GT(meanY(11.2), 5.0);
    EXPECT_EQ(sceneAt(confetti, 10.1).confetti.front().colour.a, 239); // 255 * (1 - 0.1 / 1.6)
    EXPECT_TRUE(sceneAt(confetti, 10 + Confetti::seconds + 1e-6).confetti.empty());
    EXPECT_TRUE(sceneAt(confetti, 9.9).confetti.empty()); // not before it starts
    confetti.update(10 + Confetti::seconds + 1e-6);
    EXPECT_TRUE(sceneAt(confetti, 10.5).confetti.empty()); // forgotten once over
}

} // namespace
} // namespace golf::game
