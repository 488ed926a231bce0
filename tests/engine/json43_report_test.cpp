// Tests of `golf replay --json`'s report (tools/golf/replay_report.cpp) where it copies a
// ball's text written for an earlier shot: the bytes stay those of the outcome's document
// (outcomeToJson), however the balls change between shots (a member at a time, signed
// zeros, stale positions out of play, lists growing and shrinking).

#include "golf/formats/json_value.hpp"
#include "golf/formats/outcome.hpp"
#include "golf/replay/replay.hpp"
#include "replay_report.hpp"

#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <random>

namespace golf {
namespace json43_report {
namespace {

/// The report built from the outcome's document, as replay_report_test builds it.
std::string reportOfDocument(const std::string& source, const ReplayOutcome& outcome) {
    const std::string document = outcomeToJson(outcome);
    return "{\"log\":" + jsonStringLiteral(source) + "," + document.substr(1, document.size() - 2) +
           "}\n";
}

std::string streamedReport(const std::string& source, const ReplayOutcome& outcome) {
    ReplayFileResult result;
    result.outcome = outcome;
    return cli::jsonReport(source, result);
}

ShotReport shotOf(int index, std::vector<BallReport> balls) {
    ShotReport shot;
    shot.shot = index;
    shot.hash = "h" + std::to_string(index);
    shot.balls = std::move(balls);
    return shot;
}

TEST(Json43Report, BallsChangingOneMemberAtATime) {
    BallReport ball{
        .player = 0, .inPlay = true, .position = {1.5, 2.25}, .velocity = {0.0, 0.0}, .strokes = 1};
    std::vector<BallReport> steps;
    steps.push_back(ball);
    steps.push_back(ball); // unchanged
    ball.velocity.x = -0.0;
    steps.push_back(ball); // the sign of a zero alone
    ball.velocity.x = 0.0;
    ball.velocity.y = -0.0;
    steps.push_back(ball);
    ball.velocity.y = 0.0;
    ball.position.x = std::nextafter(1.5, 2.0); // the last bit alone
    steps.push_back(ball);
    ball.position.y = 1e-7;
    steps.push_back(ball);
    ball.strokes = 12;
    steps.push_back(ball);
    ball.holed = true;
    steps.push_back(ball);
    ball.pickedUp = true;
    steps.push_back(ball);
    ball.holed = false;
    steps.push_back(ball);
    ball.player = 5;
    steps.push_back(ball);
    ball.inPlay = false; // out of play: no position
    steps.push_back(ball);
    ball.position = {9.0, 9.0}; // a stale position, not written: the same text
    steps.push_back(ball);
    ball.inPlay = true; // back in play at the stale position
    steps.push_back(ball);
    ball.velocity = {std::numeric_limits<double>::quiet_NaN(),
                     std::numeric_limits<double>::infinity()}; // null, null
    steps.push_back(ball);
    steps.push_back(ball);
    ball.velocity = {1e300, -5e-324};
    steps.push_back(ball);
    ball.strokes = std::numeric_limits<int>::min();
    ball.player = std::numeric_limits<int>::max();
    steps.push_back(ball);
    // The longest text of a ball: 207 characters.
    ball.player = std::numeric_limits<int>::min();
    ball.position = {-1.7976931348623157e308, -2.2250738585072014e-308};
    ball.velocity = {-1.7976931348623157e308, -2.2250738585072014e-308};
    ball.holed = false;
    ball.pickedUp = false;
    steps.push_back(ball);

    ReplayOutcome outcome;
    outcome.levelName = "x";
    for (std::size_t i = 0; i < steps.size(); ++i) {
        // The changing ball between two that never change, and once the list's order turned.
        const BallReport still{.player = 1, .inPlay = true, .position = {3.0, 4.0}, .strokes = 2};
        std::vector<BallReport> balls{still, steps[i], BallReport{.player = 2}};
        if (i == 7) {
            std::swap(balls[0], balls[1]);
        }
        outcome.shots.push_back(shotOf(static_cast<int>(i), balls));
    }
    outcome.final.balls = {steps.back()};
    const std::string report = streamedReport("one", outcome);
    EXPECT_EQ(report, reportOfDocument("one", outcome));
    // Hand-written pieces: the signed zero after the plain one, the stale position unwritten.
    EXPECT_NE(report.find(R"("vx":0.0,"vy":0.0)"), std::string::npos);
    EXPECT_NE(report.find(R"("vx":-0.0,"vy":0.0)"), std::string::npos);
    EXPECT_NE(report.find(R"("vx":0.0,"vy":-0.0)"), std::string::npos);
    EXPECT_NE(report.find(R"({"player":5,"inPlay":false,"holed":false,"pickedUp":true,)"
                          R"("strokes":12})"),
              std::string::npos);
    const std::string longest =
        R"({"player":-2147483648,"inPlay":true,"x":-1.7976931348623157e+308,)"
        R"("y":-2.2250738585072014e-308,"vx":-1.7976931348623157e+308,)"
        R"("vy":-2.2250738585072014e-308,"holed":false,"pickedUp":false,)"
        R"("strokes":-2147483648})";
    EXPECT_EQ(longest.size(), 207u);
    EXPECT_NE(report.find("," + longest + ","), std::string::npos);
    EXPECT_NE(report.find(R"({"player":5,"inPlay":true,"x":9.0,"y":9.0,"vx":null,"vy":null,)"
                          R"("holed":false,"pickedUp":true,"strokes":12})"),
              std::string::npos);
}

TEST(Json43Report, RandomBallsAsTheDocument) {
    // Shots of 0 to 9 balls whose members change at random, from small pools so that texts
    // repeat, come back and meet again at other places in the list.
    std::mt19937_64 random(43);
    const double numbers[] = {0.0,
                              -0.0,
                              1.0,
                              0.1,
                              1e-5,
                              1e16,
                              7.484347006697963,
                              -2.5,
                              1e22,
                              5e-324,
                              1.7976931348623157e308,
                              std::numeric_limits<double>::quiet_NaN()};
    const auto pick = [&](int n) {
        return static_cast<int>(random() % static_cast<unsigned>(n));
    };
    const auto number = [&] {
        return numbers[pick(std::size(numbers))];
    };
    std::vector<BallReport> balls;
    ReplayOutcome outcome;
    outcome.levelName = "random";
    for (int shot = 0; shot < 600; ++shot) {
        if (pick(10) == 0) {
            balls.resize(static_cast<std::size_t>(pick(10))); // grows or shrinks
        }
        for (std::size_t i = 0; i < balls.size(); ++i) {
            BallReport& ball = balls[i];
            switch (pick(12)) {
            case 0:
                ball.player = pick(3) == 0 ? -pick(100) : static_cast<int>(i);
                break;
            case 1:
                ball.inPlay = !ball.inPlay;
                break;
            case 2:
                ball.position.x = number();
                break;
            case 3:
                ball.position.y = number();
                break;
            case 4:
                ball.velocity.x = number();
                break;
            case 5:
                ball.velocity.y = number();
                break;
            case 6:
                ball.holed = !ball.holed;
                break;
            case 7:
                ball.pickedUp = !ball.pickedUp;
                break;
            case 8:
                ball.strokes = pick(3) == 0 ? pick(100000) : pick(10);
                break;
            default:
                break; // mostly unchanged
            }
        }
        outcome.shots.push_back(shotOf(shot, balls));
    }
    outcome.final.balls = balls;
    outcome.final.clock = 1.0 / 3.0;
    EXPECT_EQ(streamedReport("random", outcome), reportOfDocument("random", outcome));
}

} // namespace
} // namespace json43_report
} // namespace golf
