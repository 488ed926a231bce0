// A report's shot line writes its start (shot, player, stroke, time) and its end (where the ball
// rests) in room taken once, the ints by hand: against printf's "%d" and "%.2f" / "%.3f" on the
// ints at every length and sign (the least and the greatest int included) and on a ball not in
// play (no position).

#include "golf/formats/outcome.hpp"
#include "golf/replay/replay.hpp"
#include "replay_report.hpp"

#include <climits>
#include <cstdio>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace {
namespace start45_shot_line {

TEST(Start45ShotLine, IntsOfEveryLengthAndSignAreThoseOfPrintf) {
    const std::vector<int> ints{0,  9,   10,      99,      100,     799,    -1,
                                -9, -10, INT_MAX, INT_MIN, 1000000, -123456};
    ReplayOutcome outcome;
    outcome.levelName = "Level";
    outcome.par = 3;
    outcome.tickRate = 120;
    std::string expected;
    for (std::size_t k = 0; k < ints.size(); ++k) {
        ShotReport shot;
        shot.shot = ints[k];
        shot.player = ints[(k + 5) % ints.size()];
        shot.stroke = ints[(k + 9) % ints.size()];
        shot.ticks = static_cast<std::int64_t>(k * 37);
        shot.wallHits = 0;
        shot.shooter.inPlay = k % 3 != 0;
        shot.shooter.position = {0.0625 * static_cast<double>(k), -1.5 * static_cast<double>(k)};
        char line[256];
        std::snprintf(line, sizeof line, "  shot %d: player %d, stroke %d, %.2f s: no wall hit",
                      shot.shot, shot.player, shot.stroke,
                      static_cast<double>(shot.ticks) / outcome.tickRate);
        expected += line;
        if (shot.shooter.inPlay) {
            std::snprintf(line, sizeof line, ", rests at (%.3f, %.3f)", shot.shooter.position.x,
                          shot.shooter.position.y);
            expected += line;
        }
        expected += "\n";
        outcome.shots.push_back(shot);
    }
    outcome.final.ticks = 1;
    outcome.final.hash = "0123456789abcdef";
    outcome.final.balls = {BallReport{.player = 0}};
    ReplayFileResult result;
    result.outcome = outcome;
    const std::string text = cli::textReport("a.shots.json", result);
    const std::size_t first = text.find('\n') + 1;
    ASSERT_GE(text.size(), first + expected.size());
    EXPECT_EQ(text.substr(first, expected.size()), expected);
    EXPECT_EQ(text.substr(first + expected.size(), 10), "  player 0");
}

} // namespace start45_shot_line
} // namespace
} // namespace golf
