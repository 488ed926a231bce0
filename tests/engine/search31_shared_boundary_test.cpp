// A world (and match) of a level whose tee moved, made from another world of the level so as to
// share its boundary (World(shape, level, n), Match(shape, level, n): golf rate's re-plans and
// players), plays every shot as a world built from scratch does, bit for bit; so does a trial
// copy of a match struck again and again (the struck ball keeps its old piece's buffer of mover
// searches); and a search given the shape finds what one without it finds.

#include "golf/analysis/shot_search.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"
#include "search_checks.hpp"

#include <bit>
#include <cstdint>
#include <filesystem>
#include <gtest/gtest.h>
#include <memory>
#include <optional>
#include <string>

namespace golf {
namespace {

/// Plays `velocity` from `match` (no shot in progress) to rest.
void search31Play(Match& match, Vec2 velocity) {
    ASSERT_TRUE(match.shotError(0, velocity).empty());
    match.shoot(0, velocity);
    while (match.shotInProgress()) {
        (void)match.step();
    }
}

/// The same balls, players, ticks and clock, bit for bit (the hash with the clock), and the
/// same clock dependence.
void search31ExpectSame(const Match& a, const Match& b, const std::string& where) {
    EXPECT_EQ(a.hash(true), b.hash(true)) << where;
    EXPECT_EQ(a.ticks(), b.ticks()) << where;
    EXPECT_EQ(a.shotTicks(), b.shotTicks()) << where;
    EXPECT_EQ(a.shotReadClock(), b.shotReadClock()) << where;
    EXPECT_EQ(a.players()[0].strokes, b.players()[0].strokes) << where;
}

/// Shots of a few speeds in a few directions (speeds within every level's maxShotSpeed).
Vec2 search31Shot(int k) {
    return velocityFromAngle(37.0 * k + 11.0, 1.5 + 0.9 * (k % 5));
}

TEST(Search31SharedBoundary, AWorldMadeFromAShapePlaysAsOneBuiltAfresh) {
    for (const char* name : {"windmill-nine/09-grand-mill.json", "windmill-nine/04-wormhole.json",
                             "front-nine/09-the-gauntlet.json"}) {
        const Level level = test::bundledLevel(name);
        const World shape(level, 0);
        // The tee moved to where the first shot of a fresh match comes to rest: a re-plan's.
        Match first(level, 1);
        search31Play(first, search31Shot(1));
        ASSERT_TRUE(first.world().balls()[0].inPlay) << name;
        Level moved = level;
        moved.tee = first.world().balls()[0].position;
        ASSERT_NE(std::bit_cast<std::uint64_t>(moved.tee.x),
                  std::bit_cast<std::uint64_t>(level.tee.x));

        const auto movedShared = std::make_shared<const Level>(moved);
        Match fromShape(shape, movedShared, 1);
        Match fresh(moved, 1);
        EXPECT_EQ(fromShape.world().levelShared(), movedShared) << name;
        EXPECT_EQ(fromShape.level().tee.x, moved.tee.x) << name;
        EXPECT_EQ(fromShape.level().tee.y, moved.tee.y) << name;
        search31ExpectSame(fromShape, fresh, name);
        for (int k = 0; k < 6 && !fresh.finished(); ++k) {
            search31Play(fromShape, search31Shot(k));
            search31Play(fresh, search31Shot(k));
            search31ExpectSame(fromShape, fresh, std::string(name) + " shot " + std::to_string(k));
        }
    }
}

/// A match of `level` whose ball rests where shot `k` from the tee left it, the clock let run on
/// 0.75 s (the movers turn; idle ticks search the ones near the ball).
Match search31Node(const Level& level, int k) {
    Match node(level, 1);
    search31Play(node, search31Shot(k));
    if (!node.finished()) {
        node.waitUntil(node.clock() + 0.75);
    }
    return node;
}

TEST(Search31SharedBoundary, ATrialCopyStruckAgainAndAgainPlaysAsAFreshMatch) {
    // As the shot search's trials: one scratch match assigned from the node before each shot,
    // so that the struck ball's old piece (and its mover searches, which the new piece must not
    // inherit) comes from the node or from the trial before. Each trial against the same shots
    // played on a match made afresh.
    for (const char* name : {"windmill-nine/09-grand-mill.json", "windmill-nine/07-twin-mills.json",
                             "windmill-nine/01-windmill-lane.json"}) {
        const Level level = test::bundledLevel(name);
        std::optional<Match> scratch;
        for (int k = 0; k < 4; ++k) {
            const Match node = search31Node(level, k);
            if (node.finished()) {
                continue;
            }
            for (int trial = 0; trial < 12; ++trial) {
                const Vec2 shot = velocityFromAngle(30.0 * trial + 7.0, 4.0 + 0.75 * trial);
                if (scratch) {
                    *scratch = node;
                } else {
                    scratch.emplace(node);
                }
                search31Play(*scratch, shot);
                Match fresh = search31Node(level, k);
                search31Play(fresh, shot);
                search31ExpectSame(*scratch, fresh,
                                   std::string(name) + " node " + std::to_string(k) + " trial " +
                                       std::to_string(trial));
            }
        }
    }
}

TEST(Search31SharedBoundary, AMatchAssignedMidShotGoesOnAsTheOriginal) {
    // World's assignment copies every member but the boundary queries' scratch: a match
    // assigned, mid-shot, into one with another history (other balls, other buffers) goes on
    // tick by tick as the original does, and as a copy-constructed one, bit for bit; two balls,
    // so that the pairs' bounds and the settled movers carry over too.
    for (const char* name : {"windmill-nine/09-grand-mill.json", "windmill-nine/07-twin-mills.json",
                             "front-nine/06-switchback.json"}) {
        const Level level = test::bundledLevel(name);
        Match original(level, 2);
        search31Play(original, search31Shot(2)); // player 0's ball out on the course
        ASSERT_TRUE(original.shotError(1, search31Shot(4)).empty()) << name;
        original.shoot(1, search31Shot(4));
        Match other(level, 2);
        search31Play(other, search31Shot(7));
        for (int k = 0; k < 40 && original.shotInProgress(); ++k) {
            (void)original.step();
            (void)other.step();
        }
        ASSERT_TRUE(original.shotInProgress()) << name;
        other = original;
        Match constructed(original);
        for (int tick = 0; original.shotInProgress(); ++tick) {
            ASSERT_LT(tick, 100'000) << name;
            (void)original.step();
            (void)other.step();
            (void)constructed.step();
            ASSERT_EQ(other.hash(true), original.hash(true)) << name << " tick " << tick;
            ASSERT_EQ(constructed.hash(true), original.hash(true)) << name << " tick " << tick;
        }
        EXPECT_FALSE(other.shotInProgress()) << name;
        EXPECT_EQ(other.shotTicks(), original.shotTicks()) << name;
        EXPECT_EQ(other.shotReadClock(), original.shotReadClock()) << name;
    }
}

TEST(Search31SharedBoundary, ASearchGivenTheShapeFindsWhatOneWithoutItFinds) {
    const ShotSearchOptions options = test::smallSearchOptions(300'000);
    for (const char* name : {"front-nine/02-dog-leg.json", "windmill-nine/03-slider-gate.json"}) {
        const Level level = test::bundledLevel(name);
        const World shape(level, 0);
        const CupDistanceField field(level);
        Level moved = level;
        moved.tee = {moved.tee.x + 0.5, moved.tee.y};
        const ShotSearchResult own = searchShots(moved, options);
        const ShotSearchResult shared = searchShots(moved, options, field, nullptr, &shape);
        test::expectSameSearch(shared, own, name);
    }
}

} // namespace
} // namespace golf
