// The paths the web page draws (docs/online.md, "Paths"): a teleport is a jump in them — the
// server sends where each path jumps (`jumps`, BallPath::jumps as indices into the sent
// points) and keeps both ends of every jump when it thins a long path — against positions
// worked out by hand from the level's geometry.

#include "golf/formats/json_document.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/online/hole_paths.hpp"

#include <cstddef>
#include <gtest/gtest.h>
#include <vector>

namespace golf::online {
namespace {

// A 14 x 5 floor (x in [1, 15], y in [1, 6]), the tee at (2.5, 3.5), the cup out of the way
// at (13.5, 1.5), a teleport from the disc at (5.5, 3.5) (radius 0.3) to (10.5, 5.5) keeping
// the direction. Default physics: rolling deceleration 3 tiles/s^2.
const char* const teleportLevelText = R"({ "format": "minigolf-level/3", "name": "T", "par": 2,
    "tiles": ["################",
              "#............O.#",
              "#..............#",
              "#.S............#",
              "#..............#",
              "#..............#",
              "################"],
    "teleports": [{"from": {"x": 5.5, "y": 3.5, "radius": 0.3}, "to": {"x": 10.5, "y": 5.5}}] })";

Level teleportLevel() {
    LevelLoadResult loaded = parseLevel(teleportLevelText, "t.json");
    EXPECT_TRUE(loaded.level) << (loaded.errors.empty() ? "" : loaded.errors[0]);
    return *loaded.level;
}

/// The one path of the answer to `logText` on the teleport level, parsed.
JsonValue onlyPath(const std::string& logText) {
    const HolePaths paths = holePaths(logText, teleportLevel());
    EXPECT_EQ(paths.error, "");
    const JsonDocumentRead read = parseJsonDocument(paths.json, "paths");
    EXPECT_TRUE(read.document) << read.error;
    if (!read.document) {
        return {};
    }
    const JsonValue* list = read.document->top.find("paths");
    EXPECT_TRUE(list != nullptr && list->elements().size() == 1) << paths.json;
    return list == nullptr || list->elements().empty() ? JsonValue() : list->elements()[0];
}

double coordinate(const JsonValue& point, std::size_t axis) {
    return point.elements().at(axis).number();
}

TEST(HolePaths, ATeleportIsSentAsAJump) {
    // Struck at 6 tiles/s along +x: the centre enters the disc at x = 5.5 - 0.3 = 5.2 (2.7
    // tiles, speed^2 36 - 6 x 2.7 = 19.8 left), goes on from (10.5, 5.5) and stops 19.8 / 6 =
    // 3.3 tiles further, at (13.8, 5.5).
    const JsonValue path = onlyPath(R"({"format":"minigolf-shots/1","level":"t.json",)"
                                    R"("players":1,"shots":[{"player":0,"vx":6,"vy":0}]})");
    const JsonValue* points = path.find("points");
    const JsonValue* jumps = path.find("jumps");
    ASSERT_TRUE(points != nullptr && jumps != nullptr) << compactJsonText(path);
    const std::vector<JsonValue>& p = points->elements();
    ASSERT_EQ(jumps->elements().size(), 1u) << compactJsonText(path);
    const std::size_t jump = *jumps->elements()[0].unsignedInteger();
    ASSERT_GE(jump, 2u); // the tee, then at least the entry
    ASSERT_LT(jump, p.size());
    EXPECT_EQ(compactJsonText(p.front()), "[2.5,3.5]");
    EXPECT_EQ(compactJsonText(p[jump - 1]), "[5.2,3.5]");
    EXPECT_EQ(compactJsonText(p[jump]), "[10.5,5.5]");
    EXPECT_EQ(compactJsonText(p.back()), "[13.8,5.5]");
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (i < jump) { // before: on y = 3.5 from the tee to the disc
            EXPECT_EQ(coordinate(p[i], 1), 3.5) << i;
            EXPECT_TRUE(coordinate(p[i], 0) >= 2.5 && coordinate(p[i], 0) <= 5.2) << i;
        } else { // after: on y = 5.5 from the exit to the rest
            EXPECT_EQ(coordinate(p[i], 1), 5.5) << i;
            EXPECT_TRUE(coordinate(p[i], 0) >= 10.5 && coordinate(p[i], 0) <= 13.8) << i;
        }
    }
    EXPECT_EQ(compactJsonText(*path.find("end")), "[13.8,5.5]");
}

TEST(HolePaths, NoJumpWithoutATeleport) {
    // Straight down from the tee at 3 tiles/s: 1.5 tiles to rest at (2.5, 5.0), the teleport
    // three tiles to the right.
    const JsonValue path = onlyPath(R"({"format":"minigolf-shots/1","level":"t.json",)"
                                    R"("players":1,"shots":[{"player":0,"vx":0,"vy":3}]})");
    ASSERT_TRUE(path.find("jumps") != nullptr) << compactJsonText(path);
    EXPECT_EQ(compactJsonText(*path.find("jumps")), "[]");
    EXPECT_EQ(compactJsonText(*path.find("end")), "[2.5,5.0]");
}

TEST(HolePaths, ShortPathsAreSentWhole) {
    EXPECT_EQ(sentPointIndices(0, {}), std::vector<std::size_t>{});
    EXPECT_EQ(sentPointIndices(3, {2}), (std::vector<std::size_t>{0, 1, 2}));
    const std::vector<std::size_t> all = sentPointIndices(maxSentPathPoints, {5});
    ASSERT_EQ(all.size(), maxSentPathPoints);
    EXPECT_EQ(all.back(), maxSentPathPoints - 1);
}

TEST(HolePaths, ThinningKeepsBothEndsOfEveryJump) {
    // 3,999 points: the evenly spread ones are i x 3998 / 1999 = every even index 0..3998.
    // A jump at 1001 adds its exit (its entry 1000 is even), one at 2000 its entry 1999, one
    // at the last point 3998 its entry 3997: 2,003 points sent.
    const std::vector<std::size_t> sent = sentPointIndices(3999, {1001, 2000, 3998});
    ASSERT_EQ(sent.size(), maxSentPathPoints + 3);
    for (std::size_t k = 1; k < sent.size(); ++k) {
        ASSERT_LT(sent[k - 1], sent[k]) << k;
    }
    // 501 even indices 0..1000 come first, then the jump's exit; 1,000 evens 0..1998 and 1001
    // before 1999; 1,999 evens 0..3996 and the two odd ones before 3997.
    EXPECT_EQ(sent[500], 1000u);
    EXPECT_EQ(sent[501], 1001u);
    EXPECT_EQ(sent[502], 1002u);
    EXPECT_EQ(sent[1001], 1999u);
    EXPECT_EQ(sent[1002], 2000u);
    EXPECT_EQ(sent[2000], 3996u);
    EXPECT_EQ(sent[2001], 3997u);
    EXPECT_EQ(sent[2002], 3998u);
    // Without jumps, exactly the even ones.
    const std::vector<std::size_t> plain = sentPointIndices(3999, {});
    ASSERT_EQ(plain.size(), maxSentPathPoints);
    EXPECT_EQ(plain[1001], 2002u);
    EXPECT_EQ(plain.back(), 3998u);
}

} // namespace
} // namespace golf::online
