// `golf replay`'s text report (tools/golf/replay_report.cpp), whose shot lines are gathered in a
// buffer of its own with fixed decimals written in place (writeFixed): on random outcomes every
// shot line must be the one printf's formatting gives ("%d", "%.2f", "%.3f").

#include "golf/formats/number_text.hpp"
#include "golf/formats/outcome.hpp"
#include "golf/replay/replay.hpp"
#include "long_tests.hpp"
#include "replay_report.hpp"

#include <cmath>
#include <cstdio>
#include <gtest/gtest.h>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace parse40_text_report {
namespace {

std::string printed(const char* format, auto... values) {
    char text[512];
    std::snprintf(text, sizeof text, format, values...);
    return text;
}

/// The shot line as printf would write it.
std::string referenceLine(const ShotReport& shot, int tickRate) {
    std::string line = printed("  shot %d: player %d, stroke %d, %.2f s: ", shot.shot, shot.player,
                               shot.stroke, static_cast<double>(shot.ticks) / tickRate);
    line += shot.wallHits == 0
                ? std::string("no wall hit")
                : printed("%d wall hit%s", shot.wallHits, shot.wallHits == 1 ? "" : "s");
    if (shot.ballHits > 0) {
        line += printed(", %d ball hit%s (players ", shot.ballHits, shot.ballHits == 1 ? "" : "s");
        for (std::size_t i = 0; i < shot.ballsHit.size(); ++i) {
            const char* separator = i == 0 ? "" : (i + 1 == shot.ballsHit.size() ? " and " : ", ");
            line += printed("%s%d", separator, shot.ballsHit[i]);
        }
        line += ")";
    }
    for (int player : shot.holed) {
        line += player == shot.player ? std::string(", holed")
                                      : printed(", knocked in player %d", player);
    }
    for (int player : shot.watered) {
        line += player == shot.player
                    ? std::string(", in the water (+1 penalty, back where struck)")
                    : printed(", knocked player %d into the water (back where it lay)", player);
    }
    for (int player : shot.pickedUp) {
        line += printed(", player %d picked up", player);
    }
    if (shot.shooter.inPlay) {
        line +=
            printed(", rests at (%.3f, %.3f)", shot.shooter.position.x, shot.shooter.position.y);
    }
    return line + "\n";
}

int randomInt(std::mt19937_64& rng) {
    switch (rng() % 4) {
    case 0:
        return static_cast<int>(rng() % 10);
    case 1:
        return static_cast<int>(rng() % 1000);
    case 2:
        return static_cast<int>(rng() % 2000000) - 1000000;
    default:
        return static_cast<int>(static_cast<std::uint32_t>(rng())); // any, even INT_MIN
    }
}

double randomCoordinate(std::mt19937_64& rng) {
    switch (rng() % 5) {
    case 0:
        return static_cast<double>(rng() % 20000) / 1000 - 10; // on a decimal, near halves
    case 1:
        return (static_cast<double>(rng() % 2000000) + 0.5) / 1000; // halves of the 3rd decimal
    case 2:
        return std::ldexp(static_cast<double>(rng() >> 11), -40) * (rng() % 2 == 0 ? 1 : -1);
    case 3:
        return std::ldexp(static_cast<double>(rng() >> 11), static_cast<int>(rng() % 80)); // huge
    default:
        return std::uniform_real_distribution<double>(-20, 20)(rng);
    }
}

std::vector<int> randomPlayers(std::mt19937_64& rng) {
    std::vector<int> players(rng() % 10);
    for (int& player : players) {
        player = rng() % 4 == 0 ? randomInt(rng) : static_cast<int>(rng() % 8);
    }
    return players;
}

TEST(Parse40TextReport, ShotLinesAreThoseOfPrintf) {
    std::mt19937_64 rng(20261128);
    for (int round = 0; round < test::caseCount(40, 8); ++round) {
        ReplayOutcome outcome;
        outcome.levelName = "Level";
        outcome.par = 3;
        outcome.tickRate = std::vector<int>{120, 60, 7, 1000}[rng() % 4];
        std::string expected;
        // Enough shots (and long ones) for the report's buffer to fill many times.
        const int shots = 1 + static_cast<int>(rng() % 400);
        for (int k = 0; k < shots; ++k) {
            ShotReport shot;
            shot.shot = randomInt(rng);
            shot.player = rng() % 2 == 0 ? static_cast<int>(rng() % 8) : randomInt(rng);
            shot.stroke = randomInt(rng);
            shot.ticks = rng() % 3 == 0 ? static_cast<std::int64_t>(rng() % 100000000000)
                                        : static_cast<std::int64_t>(rng() % 5000);
            shot.wallHits = rng() % 3 == 0 ? 0 : randomInt(rng);
            shot.ballHits = rng() % 2 == 0 ? 0 : randomInt(rng);
            shot.ballsHit = randomPlayers(rng);
            shot.holed = randomPlayers(rng);
            if (rng() % 2 == 0) {
                shot.holed.push_back(shot.player);
            }
            shot.watered = randomPlayers(rng);
            if (rng() % 2 == 0) {
                shot.watered.push_back(shot.player);
            }
            shot.pickedUp = randomPlayers(rng);
            shot.shooter.inPlay = rng() % 4 != 0;
            shot.shooter.position = {randomCoordinate(rng), randomCoordinate(rng)};
            expected += referenceLine(shot, outcome.tickRate);
            outcome.shots.push_back(shot);
        }
        outcome.final.ticks = 1;
        outcome.final.hash = "0123456789abcdef";
        outcome.final.balls = {BallReport{.player = 0}, BallReport{.player = 1}};
        ReplayFileResult result;
        result.outcome = outcome;
        const std::string text = cli::textReport("a.shots.json", result);
        const std::size_t first = text.find('\n') + 1;
        ASSERT_GE(text.size(), first + expected.size());
        ASSERT_EQ(text.substr(first, expected.size()), expected) << "round " << round;
        EXPECT_EQ(text.substr(first + expected.size(), 10), "  player 0");
    }
}

TEST(Parse40TextReport, WriteFixedIsPrintf) {
    // writeFixed directly, at the end of a buffer's room, against printf's "%.*f".
    std::mt19937_64 rng(2026);
    std::vector<char> room(fixedTextRoom);
    for (int n = 0; n < test::caseCount(200000, 20000); ++n) {
        const double value = randomCoordinate(rng) * (rng() % 7 == 0 ? 1e-6 : 1.0);
        const int decimals = static_cast<int>(rng() % 9);
        char* const end = writeFixed(room.data(), value, decimals);
        ASSERT_EQ(std::string(room.data(), end), printed("%.*f", decimals, value))
            << value << " with " << decimals;
    }
}

} // namespace
} // namespace parse40_text_report
} // namespace golf
