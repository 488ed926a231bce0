// The coarse grid made once and shared by searches (CoarseShotGrid, golf rate's re-plans): a
// search given it finds what a search that makes its own finds, the same shots, counts and ticks;
// a grid made for other options or another top speed is not used.

#include "golf/analysis/shot_search.hpp"
#include "golf/formats/level_loader.hpp"
#include "search_checks.hpp"

#include <bit>
#include <cstdint>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>

namespace golf {
namespace {

TEST(Search30SharedGrid, ASearchWithTheSharedGridFindsWhatItsOwnFinds) {
    for (const char* name : {"front-nine/02-dog-leg.json", "windmill-nine/03-slider-gate.json"}) {
        const Level level = test::bundledLevel(name);
        const ShotSearchOptions options = test::smallSearchOptions(400'000);
        const CupDistanceField field(level);
        const CoarseShotGrid grid(level, options);
        ASSERT_TRUE(grid.fits(level, options));
        ASSERT_EQ(grid.shots().size(), 36U * 6U);
        const ShotSearchResult own = searchShots(level, options);
        test::expectSameSearch(searchShots(level, options, field, &grid), own, name);
        // From elsewhere (a re-plan's tee, a later clock): the same grid serves.
        Level moved = level;
        moved.tee = {moved.tee.x + 0.5, moved.tee.y};
        ShotSearchOptions later = options;
        later.startClock = 1.25;
        later.maxStrokes = 2;
        ASSERT_TRUE(grid.fits(moved, later));
        test::expectSameSearch(searchShots(moved, later, field, &grid), searchShots(moved, later),
                               std::string(name) + " moved");
    }
}

TEST(Search30SharedGrid, AGridForOtherOptionsIsNotUsed) {
    const Level level = test::bundledLevel("front-nine/02-dog-leg.json");
    const ShotSearchOptions options = test::smallSearchOptions(400'000);
    ShotSearchOptions finer = options;
    finer.angles = 72;
    Level halfSpeed = level;
    halfSpeed.physics.maxShotSpeed *= 0.5;
    const CoarseShotGrid other(level, finer);
    const CoarseShotGrid slower(halfSpeed, options);
    EXPECT_FALSE(other.fits(level, options));
    EXPECT_FALSE(slower.fits(level, options));
    const CupDistanceField field(level);
    const ShotSearchResult own = searchShots(level, options);
    test::expectSameSearch(searchShots(level, options, field, &other), own, "other angles");
    test::expectSameSearch(searchShots(level, options, field, &slower), own, "other speed");
}

} // namespace
} // namespace golf
