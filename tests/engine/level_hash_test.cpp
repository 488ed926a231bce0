// The level hash of shot logs (golf/core/level_hash.hpp): compared with a reference that lays
// out the documented byte encoding (docs/replay.md) and hashes it with a plain FNV-1a 64; what
// changes the hash and what does not.

#include "golf/core/level_hash.hpp"
#include "test_levels.hpp"

#include <bit>
#include <cstdint>
#include <cstdio>
#include <gtest/gtest.h>
#include <random>
#include <string_view>
#include <vector>

namespace golf {
namespace {

using test::makeLevel;

/// FNV-1a 64 of `bytes`, the textbook loop.
std::uint64_t fnv1a(const std::vector<std::uint8_t>& bytes) {
    std::uint64_t hash = 14695981039346656037u;
    for (const std::uint8_t byte : bytes) {
        hash = (hash ^ byte) * 1099511628211u;
    }
    return hash;
}

void put(std::vector<std::uint8_t>& bytes, std::uint64_t value) {
    for (int i = 0; i < 8; ++i) {
        bytes.push_back(static_cast<std::uint8_t>(value >> (8 * i)));
    }
}

void put(std::vector<std::uint8_t>& bytes, double value) {
    put(bytes, std::bit_cast<std::uint64_t>(value));
}

Level smallLevel() {
    Level level = makeLevel({"#####", "#S.O#", "#####"});
    level.name = "small";
    level.par = 2;
    return level;
}

TEST(LevelHash, FnvReferenceMatchesThePublishedVectors) {
    EXPECT_EQ(fnv1a({}), 0xcbf29ce484222325u);
    EXPECT_EQ(fnv1a({'a'}), 0xaf63dc4c8601ec8cu);
}

TEST(LevelHash, IsFnv1aOfTheDocumentedEncoding) {
    const Level level = smallLevel();
    std::vector<std::uint8_t> bytes;
    put(bytes, std::uint64_t{5}); // width
    put(bytes, std::uint64_t{3}); // height
    for (const Tile tile : level.tiles) {
        bytes.push_back(static_cast<std::uint8_t>(tile));
    }
    for (const double value : {1.5, 1.5, 3.5, 1.5, level.cupRadius, level.ballRadius}) {
        put(bytes, value); // tee, cup, cup radius, ball radius
    }
    put(bytes, static_cast<std::uint64_t>(level.maxStrokes));
    const PhysicsParams& p = level.physics;
    put(bytes, static_cast<std::uint64_t>(p.tickRate));
    for (const double value : {p.rollingDeceleration, p.wallRestitution, p.ballRestitution,
                               p.maxShotSpeed, p.captureSpeed, p.maxShotSeconds}) {
        put(bytes, value);
    }
    EXPECT_EQ(levelHash(level), fnv1a(bytes));
}

TEST(LevelHash, EverythingThatChangesAnOutcomeChangesIt) {
    const std::uint64_t base = levelHash(smallLevel());
    const auto changed = [&](auto change) {
        Level level = smallLevel();
        change(level);
        return levelHash(level) != base;
    };
    EXPECT_TRUE(changed([](Level& l) { l.tiles[7] = Tile::Block; }));
    EXPECT_TRUE(changed([](Level& l) { l.tee.x = 1.25; }));
    EXPECT_TRUE(changed([](Level& l) { l.cup.y = 1.25; }));
    EXPECT_TRUE(changed([](Level& l) { l.cupRadius = 0.31; }));
    EXPECT_TRUE(changed([](Level& l) { l.ballRadius = 0.21; }));
    EXPECT_TRUE(changed([](Level& l) { l.maxStrokes = 11; }));
    EXPECT_TRUE(changed([](Level& l) { l.physics.tickRate = 240; }));
    EXPECT_TRUE(changed([](Level& l) { l.physics.rollingDeceleration = 3.0000000000000004; }));
    EXPECT_TRUE(changed([](Level& l) { l.physics.wallRestitution = 0.7; }));
    EXPECT_TRUE(changed([](Level& l) { l.physics.ballRestitution = 0.9; }));
    EXPECT_TRUE(changed([](Level& l) { l.physics.maxShotSpeed = 15; }));
    EXPECT_TRUE(changed([](Level& l) { l.physics.captureSpeed = 3; }));
    EXPECT_TRUE(changed([](Level& l) { l.physics.maxShotSeconds = 30; }));
    EXPECT_TRUE(changed([](Level& l) { l.physics.sandDeceleration = 8; }));
    EXPECT_TRUE(changed([](Level& l) { l.setSurface(2, 1, *builtinSurface('s')); }));
    // The same tiles in another shape (5 x 3 against 3 x 5) hash differently.
    EXPECT_TRUE(changed([](Level& l) { std::swap(l.width, l.height); }));
    // Name and par change no outcome.
    EXPECT_FALSE(changed([](Level& l) { l.name = "renamed"; }));
    EXPECT_FALSE(changed([](Level& l) { l.par = 5; }));
}

TEST(HashToHex, SixteenLowerCaseDigits) {
    EXPECT_EQ(hashToHex(0x9f2c0b7e5d41a3c8u), "9f2c0b7e5d41a3c8");
    EXPECT_EQ(hashToHex(0), "0000000000000000");
    EXPECT_EQ(hashToHex(~std::uint64_t{0}), "ffffffffffffffff");
}

TEST(HashToHex, IsPrintfsTextAndHashFromHexReadsItBack) {
    std::mt19937_64 rng(3);
    for (int n = 0; n < 10000; ++n) {
        const std::uint64_t hash = rng() >> (rng() % 64); // short ones too: leading zeros
        char text[17];
        std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(hash));
        ASSERT_EQ(hashToHex(hash), text);
        ASSERT_EQ(hashFromHex(text), hash);
    }
    EXPECT_FALSE(hashFromHex("9F2C0B7E5D41A3C8"));  // upper case
    EXPECT_FALSE(hashFromHex("9f2c0b7e5d41a3c"));   // 15 digits
    EXPECT_FALSE(hashFromHex("9f2c0b7e5d41a3c8 ")); // 17 characters
    EXPECT_FALSE(hashFromHex("9f2c0b7e5d41a3cg"));
}

} // namespace
} // namespace golf
