// Issue 23, "Holes worth playing": a playtest aced First Putt, The Funnel and The Gauntlet by
// aiming straight at the flag. On every bundled hole, a shot from the tee aimed straight at the
// cup must not hole out in one stroke, struck at full power or at the cup distance (the speed
// that just reaches the cup on flat grass), and on a hole with movers at any of 16 instants of
// its slowest mover's period (a player may wait for a gap).

#include "golf/core/level.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <gtest/gtest.h>
#include <numbers>
#include <string>
#include <vector>

namespace golf {
namespace {

namespace fs = std::filesystem;

/// Every level file under levels/ (course files skipped), sorted.
std::vector<fs::path> bundledHoles() {
    std::vector<fs::path> holes;
    const fs::path folder = fs::path(GOLF_SOURCE_DIR) / "levels";
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        if (entry.path().extension() == ".json" && entry.path().parent_path() != folder) {
            holes.push_back(entry.path());
        }
    }
    std::sort(holes.begin(), holes.end());
    return holes;
}

/// The longest period of the level's movers (seconds), 0 when it has none.
double slowestPeriod(const Level& level) {
    double period = 0;
    for (const Mover& mover : level.movers) {
        period = std::max(period, mover.kind == MoverKind::Blades ? mover.blades.period
                                                                  : mover.slider.period);
    }
    return period;
}

/// Strikes one shot from the tee at hole-clock instant `at`; true if it holes.
bool holesInOne(const Level& level, double at, Vec2 velocity) {
    Match match(level, 1);
    if (at > 0) {
        match.waitUntil(at);
    }
    // cos and sin may round a full-power velocity an ulp past maxShotSpeed: shorten it by ulps,
    // as the shot log reader does (docs/replay.md).
    for (int ulps = 0; ulps < 8 && !match.shotError(0, velocity).empty(); ++ulps) {
        velocity = {std::nextafter(velocity.x, 0.0), std::nextafter(velocity.y, 0.0)};
    }
    EXPECT_EQ(match.shotError(0, velocity), "");
    if (!match.shotError(0, velocity).empty()) {
        return false;
    }
    match.shoot(0, velocity);
    while (match.shotInProgress()) {
        match.skipQuietTicks();
        if (match.shotInProgress()) {
            (void)match.step();
        }
    }
    return match.players()[0].holed;
}

TEST(StraightShot, TheCupDistanceSpeedIsTheFlatGrassStoppingSpeed) {
    // v^2 = 2 a d: at 3 tiles/s^2 a ball struck at 6 tiles/s rolls 6 tiles.
    EXPECT_EQ(std::sqrt(2.0 * 3.0 * 6.0), 6.0);
}

TEST(StraightShot, NoBundledHoleIsAcedByAimingAtTheCup) {
    const std::vector<fs::path> holes = bundledHoles();
    ASSERT_GE(holes.size(), 27u);
    int played = 0;
    for (const fs::path& path : holes) {
        const LevelLoadResult loaded = loadLevelFile(path);
        ASSERT_TRUE(loaded.level) << path;
        const Level& level = *loaded.level;
        const Vec2 aim{level.cup.x - level.tee.x, level.cup.y - level.tee.y};
        const double distance = std::hypot(aim.x, aim.y);
        const double angle = std::atan2(aim.y, aim.x) * 180.0 / std::numbers::pi;
        const double full = level.physics.maxShotSpeed;
        const double reach =
            std::min(full, std::sqrt(2.0 * level.physics.rollingDeceleration * distance));
        const double period = slowestPeriod(level);
        const int instants = period > 0 ? 16 : 1;
        for (int k = 0; k < instants; ++k) {
            const double at = period * k / instants;
            for (const double speed : {full, reach}) {
                EXPECT_FALSE(holesInOne(level, at, velocityFromAngle(angle, speed)))
                    << path.filename().string() << ": aimed at the cup (" << angle
                    << " degrees) at " << speed << " tiles/s, struck at t = " << at << " s";
                ++played;
            }
        }
    }
    EXPECT_GE(played, 54);
}

} // namespace
} // namespace golf
