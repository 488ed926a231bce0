// The upper bounds of the accelerations and decelerations (issue 29): a push of 1e18 tiles/s²
// sent a ball to (nan, nan); every one of them now stops at 1000 tiles/s², with the key named,
// for the level's physics keys and for a legend's own slope push alike. Expected messages are
// written by hand from docs/levels.md and docs/limits.md.

#include "golf/formats/level_loader.hpp"

#include <gtest/gtest.h>
#include <string>
#include <string_view>
#include <vector>

namespace golf {
namespace {

using Messages = std::vector<std::string>;

/// A format-2 level with `physics` as its physics object and a sand slope 'd' in the legend
/// whose push is `legendPush` (JSON text).
std::string level(std::string_view physics, std::string_view legendPush = "1.5") {
    return R"({"format": "minigolf-level/2", "name": "Box", "par": 2,
               "tiles": ["#######", "#S.d.O#", "#######"],
               "physics": )" +
           std::string(physics) + R"(,
               "legend": {"d": {"floor": "sand", "slope": {"angle": 90, "acceleration": )" +
           std::string(legendPush) + "}}}}";
}

Messages physicsLimitsProblemsOf(const std::string& text) {
    return parseLevel(text, "t.json").errors;
}

TEST(PhysicsLimits, AHugeSlopeAccelerationIsRefusedWithItsKey) {
    EXPECT_EQ(physicsLimitsProblemsOf(level(R"({"slopeAcceleration": 1e18})")),
              Messages{"t.json: physics.slopeAcceleration: 1e+18 is outside [0, 1000]"});
    EXPECT_EQ(physicsLimitsProblemsOf(level("{}", "1e18")),
              Messages{"t.json: legend.d.slope.acceleration: 1e+18 is outside [0, 1000]"});
}

TEST(PhysicsLimits, ThousandIsTheLastAcceptedValueOfEachAcceleration) {
    for (const std::string_view key :
         {"slopeAcceleration", "rollingDeceleration", "sandDeceleration", "iceDeceleration"}) {
        const std::string name(key);
        const LevelLoadResult at = parseLevel(level("{\"" + name + "\": 1000}"), "t.json");
        EXPECT_EQ(at.errors, Messages{}) << key;
        EXPECT_EQ(physicsLimitsProblemsOf(level("{\"" + name + "\": 1000.0000001}")),
                  Messages{"t.json: physics." + name + ": 1000.0000001 is outside [0, 1000]"})
            << key;
    }
    const LevelLoadResult at = parseLevel(level("{}", "1000"), "t.json");
    ASSERT_TRUE(at.level.has_value());
    EXPECT_EQ(at.level->slopeAt(3, 1).y, 1000.0); // angle 90: straight down, the whole push
    EXPECT_EQ(physicsLimitsProblemsOf(level("{}", "1000.0000001")),
              Messages{"t.json: legend.d.slope.acceleration: 1000.0000001 is outside [0, 1000]"});
}

TEST(PhysicsLimits, ZeroStaysAllowedAndBelowZeroNamesTheWholeRange) {
    const LevelLoadResult zero = parseLevel(
        level(R"({"slopeAcceleration": 0, "rollingDeceleration": 0, "sandDeceleration": 0,
                  "iceDeceleration": 0})",
              "0"),
        "t.json");
    EXPECT_EQ(zero.errors, Messages{});
    EXPECT_EQ(physicsLimitsProblemsOf(level(R"({"iceDeceleration": -1e-300})")),
              Messages{"t.json: physics.iceDeceleration: -1e-300 is outside [0, 1000]"});
}

} // namespace
} // namespace golf
