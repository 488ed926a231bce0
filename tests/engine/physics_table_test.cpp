// The physics parameters as one table (golf/core/physics_table.hpp): the project's rows as the
// SPEC and README give them, and a table grown by one fixture row that the loader validates,
// the writer writes and the level hash hashes without any other change: adding a parameter is
// one row. Expected values are written by hand (the defaults from README's "Physics
// defaults", the hash bytes from docs/replay.md's encoding).

#include "fixture_physics_table.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/core/physics_table.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/level_writer.hpp"
#include "test_levels.hpp"

#include <bit>
#include <cstdint>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace {

using Messages = std::vector<std::string>;

/// A level file of `format` with `physics` (JSON text) as its physics object.
std::string levelText(int format, const std::string& physics) {
    return R"({"format": "minigolf-level/)" + std::to_string(format) +
           R"(", "name": "Box", "par": 2, "tiles": ["######", "#S..O#", "######"], "physics": )" +
           physics + "}";
}

TEST(PhysicsTable, TheProjectsRowsAreTheElevenKeysInFileOrder) {
    const auto table = physicsParameters();
    ASSERT_EQ(table.size(), 11u);
    const std::vector<std::string> names = {
        "tickRate",        "rollingDeceleration", "wallRestitution", "ballRestitution",
        "maxShotSpeed",    "captureSpeed",        "maxShotSeconds",  "sandDeceleration",
        "iceDeceleration", "slopeAcceleration",   "moverRestitution"};
    const std::vector<double> defaults = {120, 3.0, 0.8, 0.95, 14.0, 4.0, 60.0, 9.0, 0.6, 4.0, 0.8};
    for (std::size_t i = 0; i < table.size(); ++i) {
        EXPECT_EQ(table[i].name, names[i]);
        EXPECT_EQ(table[i].defaultValue, defaults[i]) << names[i];
        EXPECT_EQ(table[i].format, i < 7 ? 1 : i < 10 ? 2 : 3) << names[i];
        EXPECT_EQ(table[i].type(), i == 0 ? ParameterType::Integer : ParameterType::Real);
        EXPECT_TRUE(table[i].range.contains(table[i].defaultValue)) << names[i];
        EXPECT_FALSE(table[i].meaning.empty()) << names[i];
        EXPECT_GT(table[i].step, 0) << names[i];
        EXPECT_TRUE(table[i].isDefault(PhysicsParams{})) << names[i];
    }
    const PhysicsParams defaulted = defaultPhysics();
    EXPECT_TRUE(samePhysics(defaulted, PhysicsParams{}));
    EXPECT_EQ(findPhysicsParameter("iceDeceleration"), &table[8]);
    EXPECT_EQ(findPhysicsParameter("icedeceleration"), nullptr);
}

TEST(PhysicsTable, RangesAreTheLoadersOwn) {
    const auto range = [](const char* name) {
        return findPhysicsParameter(name)->range;
    };
    EXPECT_TRUE(range("tickRate").contains(30));
    EXPECT_FALSE(range("tickRate").contains(29));
    EXPECT_TRUE(range("tickRate").contains(2000));
    EXPECT_FALSE(range("maxShotSpeed").contains(0));
    EXPECT_TRUE(range("maxShotSpeed").contains(1000));
    EXPECT_FALSE(range("maxShotSeconds").contains(3600.0000000000005));
    EXPECT_TRUE(range("captureSpeed").contains(1e300));
    EXPECT_FALSE(range("captureSpeed").bounded());
    for (const char* name :
         {"rollingDeceleration", "sandDeceleration", "iceDeceleration", "slopeAcceleration"}) {
        EXPECT_TRUE(range(name).contains(0)) << name;
        EXPECT_TRUE(range(name).contains(1000)) << name;
        EXPECT_FALSE(range(name).contains(1000.0000000000001)) << name;
        EXPECT_FALSE(range(name).contains(-1e-300)) << name;
    }
}

TEST(PhysicsTable, FormatEqualityAndBitsComeFromTheRows) {
    PhysicsParams p;
    EXPECT_EQ(physicsFormat(p), 1);
    p.captureSpeed = 3;
    EXPECT_EQ(physicsFormat(p), 1);
    p.iceDeceleration = 0.5;
    EXPECT_EQ(physicsFormat(p), 2);
    p.moverRestitution = 0.5;
    EXPECT_EQ(physicsFormat(p), 3);
    EXPECT_FALSE(samePhysics(p, PhysicsParams{}));
    for (const PhysicsParameter& row : physicsParameters()) {
        PhysicsParams changed;
        row.set(changed, row.defaultValue + 1);
        EXPECT_FALSE(samePhysics(changed, PhysicsParams{})) << row.name;
        EXPECT_FALSE(row.isDefault(changed)) << row.name;
    }
    const PhysicsParameter& tickRate = physicsParameters()[0];
    PhysicsParams q;
    q.tickRate = -2; // not a level's value, but the encoding of a signed 64-bit integer
    EXPECT_EQ(tickRate.hashBits(q), 0xFFFFFFFFFFFFFFFEu);
    EXPECT_EQ(physicsParameters()[2].hashBits(q), 0x3FE999999999999Au); // 0.8
}

TEST(PhysicsTable, AFixtureRowIsValidatedByTheLoader) {
    const std::vector<PhysicsParameter> table = test::fixturePhysicsTable();
    const LevelLoadResult loaded =
        parseLevel(levelText(2, R"({"windDrag": 1.5})"), "t.json", table);
    ASSERT_EQ(loaded.errors, Messages{});
    EXPECT_EQ(loaded.level->physics.slopeAcceleration, 1.5);
    // Not given: the fixture's default, not the borrowed field's 4.0.
    const LevelLoadResult none = parseLevel(levelText(2, "{}"), "t.json", table);
    ASSERT_TRUE(none.level.has_value());
    EXPECT_EQ(none.level->physics.slopeAcceleration, 0.25);
    const auto problems = [&](int format, const std::string& physics) {
        return parseLevel(levelText(format, physics), "t.json", table).errors;
    };
    EXPECT_EQ(problems(2, R"({"windDrag": 0})"),
              Messages{"t.json: physics.windDrag: 0 is outside (0, 2]"});
    EXPECT_EQ(problems(2, R"({"windDrag": 2.5})"),
              Messages{"t.json: physics.windDrag: 2.5 is outside (0, 2]"});
    EXPECT_EQ(problems(2, R"({"windDrag": "x"})"),
              Messages{"t.json: physics.windDrag: must be a number, got a string"});
    EXPECT_EQ(problems(1, R"({"windDrag": 1})"),
              Messages{"t.json: physics.windDrag: needs format 'minigolf-level/2'"});
    EXPECT_EQ(problems(2, R"({"windDrg": 1})"),
              Messages{"t.json: unknown key 'physics.windDrg' (did you mean 'physics.windDrag'?)"});
    // The row it replaced is gone from the keys; the project's table does not know the fixture.
    EXPECT_EQ(problems(2, R"({"slopeAcceleration": 1})"),
              Messages{"t.json: unknown key 'physics.slopeAcceleration'"});
    EXPECT_EQ(parseLevel(levelText(2, R"({"windDrag": 1})"), "t.json").errors,
              Messages{"t.json: unknown key 'physics.windDrag'"});
    const std::string topLevel = R"({"format": "minigolf-level/2", "name": "Box", "par": 2,
        "tiles": ["######", "#S..O#", "######"], "windDrag": 1})";
    EXPECT_EQ(parseLevel(topLevel, "t.json", table).errors,
              Messages{"t.json: unknown key 'windDrag' (did you mean 'physics.windDrag'?)"});
}

TEST(PhysicsTable, AFixtureRowIsWrittenByTheWriter) {
    const std::vector<PhysicsParameter> table = test::fixturePhysicsTable();
    Level level = test::makeLevel({"######", "#S..O#", "######"}, "Box");
    level.physics.slopeAcceleration = 0.25;
    const std::string plain = levelToJson(level, table);
    EXPECT_NE(plain.find("\"minigolf-level/1\""), std::string::npos) << plain;
    EXPECT_EQ(plain.find("physics"), std::string::npos) << plain;
    level.physics.slopeAcceleration = 1.5;
    level.physics.wallRestitution = 0.5;
    const std::string text = levelToJson(level, table);
    EXPECT_NE(text.find("\"minigolf-level/2\""), std::string::npos) << text;
    EXPECT_NE(text.find(R"("physics": {"wallRestitution": 0.5, "windDrag": 1.5})"),
              std::string::npos)
        << text;
    const LevelLoadResult back = parseLevel(text, "t.json", table);
    ASSERT_EQ(back.errors, Messages{});
    EXPECT_EQ(back.level->physics.slopeAcceleration, 1.5);
    EXPECT_EQ(back.level->physics.wallRestitution, 0.5);
}

/// FNV-1a 64 of `words`, each as 8 little-endian bytes, continuing `hash`.
std::uint64_t fnvWords(std::uint64_t hash, const std::vector<std::uint64_t>& words) {
    for (const std::uint64_t word : words) {
        for (int i = 0; i < 8; ++i) {
            hash = (hash ^ ((word >> (8 * i)) & 0xFFu)) * 1099511628211u;
        }
    }
    return hash;
}

TEST(PhysicsTable, AFixtureRowChangesTheHashOnlyOfTheLevelsThatUseIt) {
    const std::vector<PhysicsParameter> table = test::fixturePhysicsTable();
    Level level = test::makeLevel({"######", "#S..O#", "######"}, "Box");
    level.physics.slopeAcceleration = 0.25; // the fixture's default
    Level twin = level;
    twin.physics.slopeAcceleration = 4.0; // the project's default
    // At its default the fixture leaves a format-1 level's hash as the project's table has it.
    EXPECT_EQ(levelHash(level, table), levelHash(twin));
    level.physics.slopeAcceleration = 1.5;
    const std::uint64_t used = levelHash(level, table);
    EXPECT_NE(used, levelHash(twin));
    // By hand: the format-1 hash, then sand, ice (defaults) and windDrag by their bits.
    EXPECT_EQ(used, fnvWords(levelHash(twin),
                             {std::bit_cast<std::uint64_t>(9.0), std::bit_cast<std::uint64_t>(0.6),
                              std::bit_cast<std::uint64_t>(1.5)}));
    level.physics.slopeAcceleration = 1.75;
    EXPECT_NE(levelHash(level, table), used);
}

TEST(PhysicsTable, TheProjectsFormatTwoKeysHashAsDocumented) {
    // docs/replay.md: after the format-1 fields, sand, ice and slope by their bits, for a
    // level that uses format 2; here only by its physics (no tile off grass).
    Level level = test::makeLevel({"######", "#S..O#", "######"}, "Box");
    const std::uint64_t format1 = levelHash(level);
    level.physics.iceDeceleration = 0.5;
    EXPECT_EQ(levelHash(level), fnvWords(format1, {std::bit_cast<std::uint64_t>(9.0),
                                                   std::bit_cast<std::uint64_t>(0.5),
                                                   std::bit_cast<std::uint64_t>(4.0)}));
}

} // namespace
} // namespace golf
