// The plain shot-log reader stores each shot in the log as soon as it is read, with room
// reserved from the text's length, and checks a shot's player and "at" against "players" and
// "format" at the end (the keys may come in any order). Each log below, hand-written, is read
// by it and by the full reader (nlohmann's parse and every check): the plain reader reads the
// same log, "at" included, or declines a log the full reader refuses.

#include "golf/formats/shot_log.hpp"
#include "plain_shot_log.hpp"

#include <bit>
#include <cstdint>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace {
namespace start45_plain_log {

/// Empty if the logs are the same (doubles by their bits, "at" included), else what differs.
std::string logDifference(const ShotLog& a, const ShotLog& b) {
    const auto same = [](double x, double y) {
        return std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y);
    };
    if (a.level != b.level || a.players != b.players || a.format != b.format ||
        a.ballCollisions != b.ballCollisions || a.levelHash != b.levelHash ||
        a.playerNames != b.playerNames || a.shots.size() != b.shots.size()) {
        return "the top-level keys or the shot count";
    }
    for (std::size_t k = 0; k < a.shots.size(); ++k) {
        const Shot& x = a.shots[k];
        const Shot& y = b.shots[k];
        if (x.player != y.player || x.form != y.form || !same(x.speed, y.speed) ||
            !same(x.velocity.x, y.velocity.x) || !same(x.velocity.y, y.velocity.y) ||
            x.at.has_value() != y.at.has_value() || (x.at && !same(*x.at, *y.at))) {
            return "shot " + std::to_string(k);
        }
    }
    return "";
}

/// The plain reader reads `text` as the full reader does.
void expectReadAlike(const std::string& text) {
    const std::optional<ShotLog> plain = readPlainShotLog(text);
    const ShotLogLoadResult full = readShotLogJson(text, "F");
    ASSERT_TRUE(full.log) << text << "\n" << ::testing::PrintToString(full.errors);
    ASSERT_TRUE(plain) << text;
    EXPECT_EQ(logDifference(*plain, *full.log), "") << text;
}

/// The plain reader declines `text`, which the full reader refuses with a located message.
void expectDeclinedAndRefused(const std::string& text, const std::string& place) {
    EXPECT_FALSE(readPlainShotLog(text)) << text;
    const ShotLogLoadResult full = parseShotLog(text, "F");
    ASSERT_FALSE(full.log) << text;
    ASSERT_FALSE(full.errors.empty()) << text;
    EXPECT_NE(full.errors.front().find(place), std::string::npos)
        << text << "\n"
        << ::testing::PrintToString(full.errors);
}

TEST(Start45PlainLog, ReadsShotsStoredAsTheyComeInAnyKeyOrder) {
    // "players" and "format" after the shots; keys of a shot in every order; both forms.
    expectReadAlike(R"({"level":"l","shots":[{"speed":3,"player":1,"angle":90},)"
                    R"({"vy":-0.5,"vx":2,"player":0},{"player":1,"angle":-45.5,"speed":0}],)"
                    R"("players":2,"format":"minigolf-shots/1"})");
    // Format 2 with "at" (given last, and the format after the shots), some shots without.
    expectReadAlike(R"({"shots":[{"at":0,"player":0,"vx":1,"vy":0},{"player":1,"vx":0,"vy":1},)"
                    R"({"player":0,"at":2.5,"angle":10,"speed":4},{"at":2.5,"player":1,)"
                    R"("vx":0,"vy":0}],"level":"l","players":2,"format":"minigolf-shots/2"})");
    // No shots, and a pretty-printed log.
    expectReadAlike(R"({"format":"minigolf-shots/1","level":"l","shots":[]})");
    expectReadAlike("{\n \"format\": \"minigolf-shots/1\",\n \"level\": \"l\",\n \"players\": 3,"
                    "\n \"shots\": [\n  {\n   \"player\": 2,\n   \"angle\": 109.662,\n   "
                    "\"speed\": 13.5\n  }\n ]\n}\n");
}

TEST(Start45PlainLog, ReadsMoreShotsThanItReservesRoomFor) {
    // Room is reserved for at most 65536 shots: a longer log grows its list as it reads.
    std::string text = R"({"format":"minigolf-shots/1","level":"l","players":8,"shots":[)";
    constexpr int shots = 70000;
    for (int k = 0; k < shots; ++k) {
        text += (k > 0 ? "," : "") + std::string(R"({"player":)") + std::to_string(k % 8) +
                R"(,"vx":)" + std::to_string(k % 97) + "." + std::to_string(k % 10) + R"(,"vy":)" +
                std::to_string(-(k % 13)) + "}";
    }
    text += "]}";
    const std::optional<ShotLog> plain = readPlainShotLog(text);
    ASSERT_TRUE(plain);
    ASSERT_EQ(plain->shots.size(), static_cast<std::size_t>(shots));
    // Worked out from the text's pattern, not by either reader.
    for (const int k : {0, 1, 65535, 65536, shots - 1}) {
        const Shot& shot = plain->shots[static_cast<std::size_t>(k)];
        EXPECT_EQ(shot.player, k % 8);
        EXPECT_EQ(shot.velocity.x, (k % 97) + (k % 10) / 10.0) << k;
        EXPECT_EQ(shot.velocity.y, -(k % 13)) << k;
        EXPECT_EQ(shot.form, ShotForm::Velocity);
    }
    expectReadAlike(text);
}

TEST(Start45PlainLog, DeclinesWhatTheFullReaderRefusesWithItsPlace) {
    const std::string two = R"({"format":"minigolf-shots/1","level":"l","players":2,"shots":[)";
    const std::string format2 = R"({"format":"minigolf-shots/2","level":"l","players":2,"shots":[)";
    // A player beyond "players" given after the shots, or beyond int's range.
    expectDeclinedAndRefused(
        R"({"format":"minigolf-shots/1","level":"l","shots":[{"player":2,"vx":1,"vy":0}],)"
        R"("players":2})",
        "shots[0].player");
    expectDeclinedAndRefused(two + R"({"player":4294967296,"vx":1,"vy":0}]})", "shots[0].player");
    // "at" in a log of format 1, the format given after the shots.
    expectDeclinedAndRefused(R"({"level":"l","shots":[{"player":0,"vx":1,"vy":0,"at":1}],)"
                             R"("format":"minigolf-shots/1"})",
                             "shots[0].at");
    // "at" going back, negative, or after a shot of the other form.
    expectDeclinedAndRefused(
        format2 + R"({"player":0,"vx":1,"vy":0,"at":2},{"player":1,"vx":1,"vy":0,"at":1}]})",
        "shots[1].at");
    expectDeclinedAndRefused(format2 + R"({"player":0,"vx":1,"vy":0,"at":-1}]})", "shots[0].at");
    // The forms mixed, a form half given, a negative speed, a repeated key.
    expectDeclinedAndRefused(two + R"({"player":0,"vx":1,"vy":0},{"player":1,"angle":1,"vy":0}]})",
                             "shots[1]");
    expectDeclinedAndRefused(two + R"({"player":0,"speed":1}]})", "shots[0]");
    expectDeclinedAndRefused(two + R"({"player":0,"vy":1}]})", "shots[0]");
    expectDeclinedAndRefused(two + R"({"player":0,"angle":1,"speed":-2}]})", "shots[0].speed");
    expectDeclinedAndRefused(two + R"({"player":0,"vx":1,"vy":0,"vy":1}]})", "vy");
    expectDeclinedAndRefused(two + R"({"player":0,"player":1,"vx":1,"vy":0}]})", "player");
    // A key that is a prefix or an extension of a shot's key.
    expectDeclinedAndRefused(two + R"({"player":0,"v":1,"vy":0}]})", "shots[0]");
    expectDeclinedAndRefused(two + R"({"player":0,"vxx":1,"vy":0}]})", "shots[0]");
    expectDeclinedAndRefused(two + R"({"playe":0,"vx":1,"vy":0}]})", "shots[0]");
}

} // namespace start45_plain_log
} // namespace
} // namespace golf
