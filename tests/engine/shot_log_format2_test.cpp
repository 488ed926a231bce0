// Shot log format 2 (SPEC section 5): each shot's optional "at" on the hole clock, its rules
// and messages in both readers (the plain one and the full one), and the writer, which writes
// format 2 only when a shot has "at" and round-trips it exactly.

#include "golf/formats/shot_log.hpp"
#include "plain_shot_log.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <limits>
#include <string>
#include <vector>

namespace golf {
namespace {

using Messages = std::vector<std::string>;

/// A log of `format` with the given "shots" array text.
std::string logText(int format, const std::string& shots) {
    return R"({"format": "minigolf-shots/)" + std::to_string(format) +
           R"(", "level": "l.json", "players": 2, "shots": )" + shots + "}";
}

TEST(ShotLogFormat2, AtIsReadByBothReaders) {
    const std::string text = logText(2, R"([{"player": 0, "vx": 1, "vy": 0, "at": 0},
        {"player": 1, "angle": 90, "speed": 2, "at": 2.5}, {"player": 0, "vx": 1, "vy": 0},
        {"player": 1, "vx": 0, "vy": 1, "at": 2.5}])");
    for (const ShotLogLoadResult& result : {parseShotLog(text, "F"), readShotLogJson(text, "F")}) {
        ASSERT_EQ(result.errors, Messages{});
        const ShotLog& log = *result.log;
        EXPECT_EQ(log.format, 2);
        ASSERT_EQ(log.shots.size(), 4u);
        EXPECT_EQ(log.shots[0].at, 0.0);
        EXPECT_EQ(log.shots[1].at, 2.5);
        EXPECT_EQ(log.shots[1].velocity, (Vec2{0, 2}));
        EXPECT_FALSE(log.shots[2].at.has_value()); // at the instant the previous came to rest
        EXPECT_EQ(log.shots[3].at, 2.5);           // equal to an earlier one is fine
    }
    EXPECT_TRUE(readPlainShotLog(text).has_value());
}

TEST(ShotLogFormat2, TheLargestAtIsOneBillionSeconds) {
    const std::string text = logText(2, R"([{"player": 0, "vx": 1, "vy": 0, "at": 1e9}])");
    ASSERT_TRUE(readPlainShotLog(text).has_value());
    EXPECT_EQ(readPlainShotLog(text)->shots[0].at, 1e9);
    EXPECT_EQ(parseShotLog(text, "F").errors, Messages{});
}

TEST(ShotLogFormat2, AFormatTwoLogWithoutAtReadsAsFormatOne) {
    const std::string shots = R"([{"player": 0, "vx": 1.5, "vy": -2}])";
    const ShotLogLoadResult one = parseShotLog(logText(1, shots), "F");
    const ShotLogLoadResult two = parseShotLog(logText(2, shots), "F");
    ASSERT_TRUE(one.log && two.log);
    EXPECT_EQ(one.log->format, 1);
    EXPECT_EQ(two.log->format, 2);
    ASSERT_EQ(two.log->shots.size(), 1u);
    EXPECT_EQ(two.log->shots[0].velocity, one.log->shots[0].velocity);
    EXPECT_EQ(two.log->shots[0].player, one.log->shots[0].player);
    EXPECT_FALSE(two.log->shots[0].at.has_value());
}

TEST(ShotLogFormat2, BadAtValuesAreRefusedWithTheirPlace) {
    const auto errors = [](int format, const std::string& shots) {
        const std::string text = logText(format, shots);
        EXPECT_FALSE(readPlainShotLog(text).has_value()) << text;
        return parseShotLog(text, "F").errors;
    };
    EXPECT_EQ(errors(1, R"([{"player": 0, "vx": 1, "vy": 0, "at": 1}])"),
              Messages{"F: shots[0].at: needs format \"minigolf-shots/2\""});
    EXPECT_EQ(errors(2, R"([{"player": 0, "vx": 1, "vy": 0, "at": -0.5}])"),
              Messages{"F: shots[0].at: -0.5 is outside [0, 1e9] (seconds on the hole "
                       "clock)"});
    EXPECT_EQ(errors(2, R"([{"player": 0, "vx": 1, "vy": 0, "at": 1.0000000000000002e9}])"),
              Messages{"F: shots[0].at: 1000000000.0000002 is outside [0, 1e9] (seconds "
                       "on the hole clock)"});
    EXPECT_EQ(errors(2, R"([{"player": 0, "vx": 1, "vy": 0, "at": "soon"}])"),
              Messages{"F: shots[0].at: must be a number, got a string"});
    EXPECT_EQ(errors(2, R"([{"player": 0, "vx": 1, "vy": 0, "at": 3},
                           {"player": 1, "vx": 1, "vy": 0},
                           {"player": 0, "vx": 1, "vy": 0, "at": 2.75}])"),
              Messages{"F: shots[2].at: 2.75 is before the previous shot's 3: the hole clock "
                       "never goes back"});
    EXPECT_EQ(errors(2, R"([{"player": 0, "vx": 1, "vy": 0, "att": 3}])"),
              Messages{"F: shots[0].att: unknown key (allowed here: player, angle, speed, vx, "
                       "vy, at)"});
}

TEST(ShotLogFormat2, TheWriterWritesFormatTwoOnlyWhenAShotHasAt) {
    ShotLog log;
    log.level = "l.json";
    log.shots = {{.player = 0, .velocity = {1, 2}}};
    const std::string plain = shotLogToJson(log);
    EXPECT_NE(plain.find("\"minigolf-shots/1\""), std::string::npos) << plain;
    EXPECT_EQ(plain.find("\"at\""), std::string::npos) << plain;
    // Every bit of "at" comes back: a tiny one, 0.1 + 0.2, the next double after 3.
    const std::vector<double> ats = {0.0, 1e-300, 0.1 + 0.2, std::nextafter(3.0, 4.0),
                                     999999999.99999988};
    log.shots.clear();
    for (const double at : ats) {
        log.shots.push_back({.player = 0, .velocity = {0.1, -0.7}, .at = at});
    }
    log.shots.push_back({.player = 0, .velocity = {1, 0}}); // no "at" in between is fine
    ASSERT_EQ(shotLogProblem(log), "");
    const std::string text = shotLogToJson(log);
    EXPECT_NE(text.find("\"minigolf-shots/2\""), std::string::npos) << text;
    const ShotLogLoadResult back = parseShotLog(text, "F");
    ASSERT_EQ(back.errors, Messages{}) << text;
    ASSERT_EQ(back.log->shots.size(), ats.size() + 1);
    for (std::size_t i = 0; i < ats.size(); ++i) {
        ASSERT_TRUE(back.log->shots[i].at.has_value());
        EXPECT_EQ(std::bit_cast<std::uint64_t>(*back.log->shots[i].at),
                  std::bit_cast<std::uint64_t>(ats[i]))
            << i;
    }
    EXPECT_FALSE(back.log->shots.back().at.has_value());
    EXPECT_EQ(shotLogToJson(*back.log), text);
    // A format-2 log read without any "at" stays format 2.
    ShotLog two;
    two.level = "l.json";
    two.format = 2;
    EXPECT_NE(shotLogToJson(two).find("\"minigolf-shots/2\""), std::string::npos);
}

TEST(ShotLogFormat2, TheWriterRefusesAtsItCouldNotReadBack) {
    ShotLog log;
    log.level = "l.json";
    log.shots = {{.player = 0, .velocity = {1, 0}, .at = 2},
                 {.player = 0, .velocity = {1, 0}, .at = 1}};
    EXPECT_EQ(shotLogProblem(log), "shots[1]: at is before an earlier shot's");
    log.shots[1].at = std::numeric_limits<double>::quiet_NaN();
    EXPECT_EQ(shotLogProblem(log), "shots[1]: at is not in [0, 1e9]");
    log.shots[1].at = -1;
    EXPECT_EQ(shotLogProblem(log), "shots[1]: at is not in [0, 1e9]");
    log.shots.pop_back();
    log.format = 3;
    EXPECT_EQ(shotLogProblem(log), "format must be 1 or 2, not 3");
}

} // namespace
} // namespace golf
