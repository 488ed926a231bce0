#pragma once

// What the search tests share: a bundled level by its path under levels/, and the check that two
// searches found the same thing (shots bit for bit, counts and ticks).

#include "golf/analysis/shot_search.hpp"
#include "golf/formats/level_loader.hpp"

#include <bit>
#include <cstdint>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>

namespace golf::test {

/// The bundled level at levels/`name` (e.g. "windmill-nine/09-grand-mill.json"); a failed
/// expectation and an empty level if it does not load.
inline Level bundledLevel(const std::string& name) {
    const LevelLoadResult loaded =
        loadLevelFile(std::filesystem::path(GOLF_SOURCE_DIR) / "levels" / name);
    EXPECT_TRUE(loaded.errors.empty() && loaded.level) << name;
    return loaded.level.value_or(Level{});
}

/// Small searches: a coarse 36 x 6 grid, a beam and seeds of 2, two waits, `tickBudget` ticks,
/// one thread.
inline ShotSearchOptions smallSearchOptions(std::int64_t tickBudget) {
    ShotSearchOptions options;
    options.angles = 36;
    options.speeds = 6;
    options.beamWidth = 2;
    options.refineSeeds = 2;
    options.waits = 2;
    options.tickBudget = tickBudget;
    options.threads = 1;
    return options;
}

/// `a` and `b` found the same: whether they holed, the counts and ticks (shared ones too), and
/// every shot, its velocity bit for bit.
inline void expectSameSearch(const ShotSearchResult& a, const ShotSearchResult& b,
                             const std::string& where) {
    EXPECT_EQ(a.holed, b.holed) << where;
    EXPECT_EQ(a.maxStrokes, b.maxStrokes) << where;
    EXPECT_EQ(a.budgetExhausted, b.budgetExhausted) << where;
    EXPECT_EQ(a.shotsSimulated, b.shotsSimulated) << where;
    EXPECT_EQ(a.shotsShared, b.shotsShared) << where;
    EXPECT_EQ(a.ticksShared, b.ticksShared) << where;
    EXPECT_EQ(a.ticksSimulated, b.ticksSimulated) << where;
    ASSERT_EQ(a.shots.size(), b.shots.size()) << where;
    for (std::size_t i = 0; i < a.shots.size(); ++i) {
        EXPECT_EQ(std::bit_cast<std::uint64_t>(a.shots[i].velocity.x),
                  std::bit_cast<std::uint64_t>(b.shots[i].velocity.x))
            << where << " stroke " << i;
        EXPECT_EQ(std::bit_cast<std::uint64_t>(a.shots[i].velocity.y),
                  std::bit_cast<std::uint64_t>(b.shots[i].velocity.y))
            << where << " stroke " << i;
        EXPECT_EQ(a.shots[i].angle, b.shots[i].angle) << where;
        EXPECT_EQ(a.shots[i].speed, b.shots[i].speed) << where;
        EXPECT_EQ(a.shots[i].at, b.shots[i].at) << where;
    }
}

} // namespace golf::test
