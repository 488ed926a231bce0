// The plain shot-log reader (formats/src/plain_shot_log.hpp) against the full one: on every
// log it reads it must give the full reader's log bit for bit, and it must decline every text
// the full reader refuses.

#include "golf/formats/shot_log.hpp"
#include "plain_shot_log.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <gtest/gtest.h>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace {

std::uint64_t bits(double value) {
    return std::bit_cast<std::uint64_t>(value);
}

/// Empty if `a` and `b` are the same log (doubles by their bits), else what differs.
std::string difference(const ShotLog& a, const ShotLog& b) {
    if (a.level != b.level || a.players != b.players || a.expectJson != b.expectJson ||
        a.ballCollisions != b.ballCollisions || a.levelHash != b.levelHash ||
        a.playerNames != b.playerNames || !a.setup.empty() || !b.setup.empty()) {
        return "the top-level keys";
    }
    if (a.shots.size() != b.shots.size()) {
        return "the shot count";
    }
    for (std::size_t k = 0; k < a.shots.size(); ++k) {
        const Shot& x = a.shots[k];
        const Shot& y = b.shots[k];
        if (x.player != y.player || x.form != y.form || bits(x.speed) != bits(y.speed) ||
            bits(x.velocity.x) != bits(y.velocity.x) || bits(x.velocity.y) != bits(y.velocity.y)) {
            return "shot " + std::to_string(k);
        }
    }
    return "";
}

/// White space as JSON allows it between tokens, often none.
std::string space(std::mt19937_64& rng) {
    static const char* const kinds[] = {"", "", " ", "\n  ", "\t", "\r\n"};
    return kinds[rng() % std::size(kinds)];
}

/// A number in one of JSON's many spellings.
std::string numberText(std::mt19937_64& rng, bool nonNegative) {
    std::uniform_real_distribution<double> any(nonNegative ? 0.0 : -400.0, 400.0);
    // printf's spellings: 17 digits, fixed, exponents both cases, and tiny values in 20 digits.
    static const char* const formats[] = {"%.17g", "%.3f", "%.6e", "%.2E", "%.20g"};
    switch (rng() % 4) {
    case 0:
        return std::to_string(static_cast<int>(rng() % 200) - (nonNegative ? 0 : 100));
    case 1:
        return nonNegative ? "0" : "-0";
    case 2:
        return nonNegative ? "12345678901234567" : "-9007199254740993";
    default:
        break;
    }
    const std::size_t kind = rng() % std::size(formats);
    char text[64];
    std::snprintf(text, sizeof text, formats[kind], any(rng) * (kind == 4 ? 1e-5 : 1.0));
    std::string written = text;
    if (written.find_first_of(".eE") == std::string::npos) {
        written += ".0"; // %g may print a whole number
    }
    return written;
}

/// A random plain log: the keys in any order, optional keys or not, shots in both forms.
std::string plainLog(std::mt19937_64& rng) {
    const int players = 1 + static_cast<int>(rng() % 8);
    std::vector<std::string> members = {R"("format":)" + space(rng) + R"("minigolf-shots/1")",
                                        R"("level":)" + space(rng) + R"("levels/a b.json")"};
    if (rng() % 2 != 0 || players > 1) {
        members.push_back(R"("players":)" + space(rng) + std::to_string(players));
    }
    if (rng() % 2 != 0) {
        members.push_back(R"("levelHash": "0123456789abcdef")");
    }
    if (rng() % 2 != 0) {
        members.push_back(std::string(R"("ballCollisions":)") +
                          (rng() % 2 != 0 ? "true" : "false"));
    }
    if (rng() % 3 == 0 && players >= 2) {
        members.push_back(R"("playerNames": ["Ann", "Bo b"])" + space(rng));
    }
    std::string shots = "[";
    const int count = static_cast<int>(rng() % 6);
    for (int k = 0; k < count; ++k) {
        std::vector<std::string> keys = {R"("player":)" + space(rng) +
                                         std::to_string(rng() % static_cast<unsigned>(players))};
        if (rng() % 2 != 0) {
            keys.push_back(R"("angle":)" + numberText(rng, false));
            keys.push_back(R"("speed":)" + space(rng) + numberText(rng, true));
        } else {
            keys.push_back(R"("vx":)" + numberText(rng, false));
            keys.push_back(R"("vy":)" + numberText(rng, false));
        }
        std::shuffle(keys.begin(), keys.end(), rng);
        shots += (k > 0 ? "," : "") + space(rng) + "{";
        for (std::size_t j = 0; j < keys.size(); ++j) {
            shots += (j > 0 ? "," : "") + space(rng) + keys[j] + space(rng);
        }
        shots += "}";
    }
    members.push_back(R"("shots":)" + space(rng) + shots + space(rng) + "]");
    std::shuffle(members.begin(), members.end(), rng);
    std::string text = space(rng) + "{";
    for (std::size_t j = 0; j < members.size(); ++j) {
        text += (j > 0 ? "," : "") + space(rng) + members[j] + space(rng);
    }
    return text + "}" + space(rng);
}

TEST(PlainShotLog, ReadsWhatTheFullReaderReads) {
    std::mt19937_64 rng(7);
    for (int n = 0; n < 2000; ++n) {
        const std::string text = plainLog(rng);
        const std::optional<ShotLog> plain = readPlainShotLog(text);
        const ShotLogLoadResult full = readShotLogJson(text, "F");
        ASSERT_TRUE(full.log) << text << "\n" << ::testing::PrintToString(full.errors);
        ASSERT_TRUE(plain) << text;
        ASSERT_EQ(difference(*plain, *full.log), "") << text;
    }
}

TEST(PlainShotLog, NumbersHaveTheLibrarysValues) {
    // Worked by hand: an integer token is a 64-bit integer first ("-0" is +0, 2^53 + 1 rounds
    // to even), any other is rounded once from its decimal value.
    const std::optional<ShotLog> log = readPlainShotLog(
        R"({"format":"minigolf-shots/1","level":"l","shots":[)"
        R"({"player":0,"vx":-0,"vy":-0.0},{"player":0,"vx":9007199254740993,"vy":1e1},)"
        R"({"player":0,"vx":0.1,"vy":2.5E-1}]})");
    ASSERT_TRUE(log);
    ASSERT_EQ(log->shots.size(), 3u);
    EXPECT_EQ(bits(log->shots[0].velocity.x), bits(0.0));
    EXPECT_EQ(bits(log->shots[0].velocity.y), bits(-0.0));
    EXPECT_EQ(log->shots[1].velocity.x, 9007199254740992.0);
    EXPECT_EQ(log->shots[1].velocity.y, 10.0);
    EXPECT_EQ(log->shots[2].velocity.x, 0.1);
    EXPECT_EQ(log->shots[2].velocity.y, 0.25);
    EXPECT_EQ(log->shots[0].form, ShotForm::Velocity);
}

TEST(PlainShotLog, DeclinesValidLogsOutsideThePlainForm) {
    const std::string head = R"({"format":"minigolf-shots/1","level":"l.json","players":2,)";
    const std::string shots = R"("shots":[{"player":0,"vx":1,"vy":2}]})";
    for (const std::string& text : {
             head + R"("setup":[{"player":0,"x":1.5,"y":1.5}],)" + shots,
             head + R"("expect":{"strokes":[1]},)" + shots,
             std::string(R"({"format":"minigolf-shots/1","level":"l\u002ejson","shots":[]})"),
             head + R"("playerNames":["Zo\u00eb", "Zoë"],)" + shots,
             head + R"("shots":[{"player":0,"vx":1e-400,"vy":0}]})",
         }) {
        EXPECT_FALSE(readPlainShotLog(text)) << text;
        // The full reader reads them.
        EXPECT_TRUE(parseShotLog(text, "F").log) << text;
    }
}

TEST(PlainShotLog, DeclinesEveryLogTheFullReaderRefuses) {
    const std::string ok = R"({"format":"minigolf-shots/1","level":"l","players":2,"shots":[)";
    for (
        const std::string& text : std::vector<std::string>{
            ok + R"({"player":2,"vx":1,"vy":2}]})",                    // no such player
            ok + R"({"player":0,"angle":1,"speed":-1}]})",             // negative speed
            ok + R"({"player":0,"angle":1,"vx":2,"vy":3}]})",          // both forms
            ok + R"({"player":0,"angle":1}]})",                        // speed missing
            ok + R"({"player":0,"vx":1,"vx":1,"vy":0}]})",             // a repeated key
            ok + R"({"vx":1,"vy":0}]})",                               // no player
            ok + R"({"player":-1,"vx":1,"vy":0}]})",                   // negative player
            ok + R"({"player":01,"vx":1,"vy":0}]})",                   // a leading zero
            ok + R"({"player":0,"vx":1.,"vy":0}]})",                   // a bare point
            ok + R"({"player":0,"vx":1,"vy":0}],"players":2})",        // players twice
            ok + R"({"player":0,"vx":1,"vy":0},]})",                   // a trailing comma
            ok + R"({"player":0,"vx":1,"vy":0}]} x)",                  // text after the end
            ok + R"({"player":0,"vx":1,"vy":0}]}\u0000)",              // ... even escaped
            R"({"format":"minigolf-shots/3","level":"l","shots":[]})", // another format
            R"({"format":"minigolf-shots/1","level":"","shots":[]})",  // an empty level
            R"({"format":"minigolf-shots/1","shots":[]})",             // no level
            R"({"format":"minigolf-shots/1","level":"l"})",            // no shots
            R"({"format":"minigolf-shots/1","level":"l","players":9,"shots":[]})",
            R"({"format":"minigolf-shots/1","level":"l","players":0,"shots":[]})",
            R"({"format":"minigolf-shots/1","level":"l","levelHash":"0123456789ABCDEF","shots":[]})",
            R"({"format":"minigolf-shots/1","level":"l","ballCollisions":1,"shots":[]})",
            R"({"format":"minigolf-shots/1","level":"l","playerNames":["a","b"],"shots":[]})",
            R"({"format":"minigolf-shots/1","level":"l","playerNames":[""],"shots":[]})",
            R"({"format":"minigolf-shots/1","level":"l","shots":[],"extra":1})",
            R"({"format":"minigolf-shots/1","level":"l","players":2e0,"shots":[]})",
            R"({"format":"minigolf-shots/1","level":"l","shots":[{"player":0,"vx":1e400,"vy":0}]})",
            R"([])",
            R"()",
        }) {
        EXPECT_FALSE(readPlainShotLog(text)) << text;
        EXPECT_FALSE(parseShotLog(text, "F").log) << text;
    }
}

// Every mutation of a plain log (a byte deleted, replaced or inserted): the plain reader
// either declines it or reads what the full reader reads; never a log the full reader refuses.
TEST(PlainShotLog, MutationsAreDeclinedOrReadAlike) {
    std::mt19937_64 rng(11);
    const std::string alphabet = "{}[]\",:.-+eE0123456789 \\tnufalsrxyvp\n\x01\xc3";
    int read = 0;
    int declined = 0;
    for (int n = 0; n < 200; ++n) {
        const std::string original = plainLog(rng);
        for (int m = 0; m < 100; ++m) {
            std::string text = original;
            const std::size_t at = rng() % text.size();
            const char c = alphabet[rng() % alphabet.size()];
            switch (rng() % 3) {
            case 0:
                text.erase(at, 1);
                break;
            case 1:
                text[at] = c;
                break;
            default:
                text.insert(at, 1, c);
                break;
            }
            const std::optional<ShotLog> plain = readPlainShotLog(text);
            if (!plain) {
                ++declined;
                continue;
            }
            ++read;
            const ShotLogLoadResult full = readShotLogJson(text, "F");
            ASSERT_TRUE(full.log) << text << "\n" << ::testing::PrintToString(full.errors);
            ASSERT_EQ(difference(*plain, *full.log), "") << text;
        }
    }
    // Both outcomes occur (white space and digits change freely; most other bytes break it).
    EXPECT_GT(read, 2000);
    EXPECT_GT(declined, 2000);
}

} // namespace
} // namespace golf
