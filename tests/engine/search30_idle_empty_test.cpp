// Match::waitUntil with no ball in play on a level with movers (World::idleEmptyUntil): only the
// clock runs, computed without solving each tick, and it must leave exactly what the idle ticks
// one by one leave: the clock's bits, the next tick's end, the ticks counted, the hash, and the
// course of the shots played afterwards.

#include "golf/formats/level_loader.hpp"
#include "golf/physics/match.hpp"

#include <bit>
#include <cstdint>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>
#include <vector>

namespace golf {
namespace {

/// A bundled level with movers.
Level search30Level(const std::string& name) {
    const LevelLoadResult loaded =
        loadLevelFile(std::filesystem::path(GOLF_SOURCE_DIR) / "levels" / "windmill-nine" / name);
    EXPECT_TRUE(loaded.errors.empty() && loaded.level);
    return loaded.level.value_or(Level{});
}

/// Match::waitUntil as it is written for a match with balls in play: idle ticks one by one, the
/// last one ending at `at` (the reference the fast path is compared with).
void search30WaitTickByTick(Match& match, double at) {
    while (match.clock() < at) {
        const double next = match.world().nextTickClock();
        (void)match.idleUntil(next <= at ? next : at);
    }
}

std::uint64_t search30Bits(double value) {
    return std::bit_cast<std::uint64_t>(value);
}

/// Fails unless the two matches are the same bit for bit, as far as their users can tell.
void search30ExpectSame(const Match& fast, const Match& slow, const std::string& where) {
    EXPECT_EQ(search30Bits(fast.clock()), search30Bits(slow.clock())) << where;
    EXPECT_EQ(search30Bits(fast.world().nextTickClock()),
              search30Bits(slow.world().nextTickClock()))
        << where;
    EXPECT_EQ(fast.ticks(), slow.ticks()) << where;
    EXPECT_EQ(fast.hash(true), slow.hash(true)) << where;
}

/// Waits `fast` with waitUntil and `slow` tick by tick until `at`, then compares them.
void search30WaitBoth(Match& fast, Match& slow, double at, const std::string& where) {
    fast.waitUntil(at);
    search30WaitTickByTick(slow, at);
    search30ExpectSame(fast, slow, where);
}

/// Plays one shot on both from the tee (entering the ball) to rest, comparing every tick.
void search30ShootBoth(Match& fast, Match& slow, Vec2 velocity, const std::string& where) {
    ASSERT_EQ(fast.shotError(0, velocity), "") << where;
    ASSERT_EQ(slow.shotError(0, velocity), "") << where;
    fast.shoot(0, velocity);
    slow.shoot(0, velocity);
    while (fast.shotInProgress() || slow.shotInProgress()) {
        ASSERT_TRUE(fast.shotInProgress() && slow.shotInProgress()) << where;
        (void)fast.step();
        (void)slow.step();
        ASSERT_EQ(fast.hash(true), slow.hash(true)) << where << " tick " << slow.ticks();
    }
    search30ExpectSame(fast, slow, where + " after the shot");
    EXPECT_EQ(fast.shotReadClock(), slow.shotReadClock()) << where;
}

TEST(Search30IdleEmpty, WaitsOnAndOffTheTickGridMatchTheIdleTicks) {
    for (const char* name : {"09-grand-mill.json", "03-slider-gate.json", "07-twin-mills.json"}) {
        for (const int rate : {30, 120, 997}) {
            Level level = search30Level(name);
            ASSERT_FALSE(level.movers.empty()) << name;
            level.physics.tickRate = rate;
            const std::string where = std::string(name) + " at " + std::to_string(rate);
            Match fast(level, 1);
            Match slow(level, 1);
            const double tick = fast.world().tickSeconds();
            search30WaitBoth(fast, slow, 0.0, where + ": no wait");
            search30WaitBoth(fast, slow, 37 * tick, where + ": onto the grid");
            search30WaitBoth(fast, slow, 37 * tick, where + ": again, no wait");
            search30WaitBoth(fast, slow, 2.3456789, where + ": off the grid");
            search30WaitBoth(fast, slow, fast.world().nextTickClock(), where + ": one tick");
            search30WaitBoth(fast, slow, fast.clock() + 0.3 * tick, where + ": part of a tick");
            search30WaitBoth(fast, slow, 7.0, where + ": from off the grid onto a whole second");
            // Awkward waits, as a re-plan's startClock and the search's waits give them.
            std::uint64_t state = 0x5eed30;
            for (int i = 0; i < 20; ++i) {
                state = state * 6364136223846793005ULL + 1442695040888963407ULL;
                const double wait = static_cast<double>(state >> 11) * 0x1p-53 * 3.0;
                search30WaitBoth(fast, slow, fast.clock() + wait,
                                 where + ": wait " + std::to_string(i));
            }
            search30WaitBoth(fast, slow, fast.clock() + 123.456, where + ": a long wait");
            // The ball entered afterwards plays the same, and so does the wait after its shot
            // (a ball in play: tick by tick both).
            search30ShootBoth(fast, slow, {2.5, -1.25}, where);
            search30WaitBoth(fast, slow, fast.clock() + 1.75, where + ": after the shot");
            search30ShootBoth(fast, slow, {-1.5, 3.0}, where + ": second shot");
        }
    }
}

TEST(Search30IdleEmpty, AHoledBallIsNoBallInPlay) {
    // Player 0 holes out on Slider Gate with `golf solve`'s shot; player 1 has not entered: no
    // ball in play, so the waits run only the clock, then player 1 plays the same on both.
    const Level level = search30Level("03-slider-gate.json");
    Match fast(level, 2);
    Match slow(level, 2);
    const Vec2 holing{9.682330590724048, 3.524080133348649};
    fast.shoot(0, holing);
    slow.shoot(0, holing);
    while (fast.shotInProgress()) {
        (void)fast.step();
        (void)slow.step();
    }
    ASSERT_FALSE(slow.shotInProgress());
    ASSERT_TRUE(fast.players()[0].holed);
    ASSERT_FALSE(fast.world().balls()[0].inPlay);
    ASSERT_FALSE(fast.world().balls()[1].inPlay);
    search30ExpectSame(fast, slow, "after the hole-out");
    search30WaitBoth(fast, slow, fast.clock() + 2.71828, "a wait after the hole-out");
    search30WaitBoth(fast, slow, fast.world().nextTickClock(), "onto the next tick");
    const Vec2 velocity{3.0, -2.0};
    ASSERT_EQ(fast.shotError(1, velocity), "");
    fast.shoot(1, velocity);
    slow.shoot(1, velocity);
    while (fast.shotInProgress() || slow.shotInProgress()) {
        ASSERT_TRUE(fast.shotInProgress() && slow.shotInProgress());
        (void)fast.step();
        (void)slow.step();
        ASSERT_EQ(fast.hash(true), slow.hash(true)) << "tick " << slow.ticks();
    }
    search30ExpectSame(fast, slow, "after player 1's shot");
}

TEST(Search30IdleEmpty, CountsTheTicksTheSearchBudgets) {
    // A re-plan idles a fresh match from 0 to where the player's ball lies: every whole tick and
    // the partial last one count, as the idle ticks would.
    const Level level = search30Level("09-grand-mill.json");
    Match match(level, 1);
    const double tick = match.world().tickSeconds();
    match.waitUntil(10 * tick);
    EXPECT_EQ(match.ticks(), 10);
    match.waitUntil(10.5 * tick);
    EXPECT_EQ(match.ticks(), 11);
    EXPECT_EQ(match.clock(), 10.5 * tick);
}

} // namespace
} // namespace golf
