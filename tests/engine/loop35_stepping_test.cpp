// Issue 27, the eighteenth session's stepping around the search (match.cpp, world.cpp,
// replay.cpp, tick_solver.cpp).
//
// Loop35MatchEvents: Match::step hands back its world's own event buffer during a shot (it copies
// it only at the shot's end, where it adds events). A match and a bare world struck the same way
// are stepped side by side on a dense random level: every tick's events are the world's, field
// by field to the bit, and the balls end where the world's do.
//
// Loop35ReplayCounts: the replay's shot loop (the observer asked once whether it watches the
// ticks, the events counted only on steps that have some). A replay of many shots on a dense
// level reports per shot the wall, ball and mover hits that a plain loop counts from the events
// its observer saw, and the same reports and hashes as a replay that steps every tick.
//
// Loop35GrassStrike: World::setVelocity on a level of grass everywhere restarts the piece in
// place (Trajectory::restartAt). The same shots on the same level given a sand tile sealed off
// where no ball goes (so that the world builds each struck piece with continuePiece and walks
// the events for water) leave every ball on the same bits, tick by tick.

#include "golf/core/surface.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"
#include "golf/physics/world.hpp"
#include "golf/replay/replay.hpp"
#include "test_levels.hpp"

#include <bit>
#include <cmath>
#include <cstdint>
#include <gtest/gtest.h>
#include <memory>
#include <numbers>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace golf {
namespace loop35 {

/// A side x side level with a border wall, a quarter of its inner tiles solid, the tee near one
/// corner and the cup near the other (issue 27's dense levels).
Level steppingLevel(std::mt19937_64& rng, int side) {
    Level level = test::randomDenseCourse(rng, side, "loop35");
    level.maxStrokes = 1000;
    return level;
}

bool sameBits(double a, double b) {
    return std::bit_cast<std::uint64_t>(a) == std::bit_cast<std::uint64_t>(b);
}

bool sameBits(Vec2 a, Vec2 b) {
    return sameBits(a.x, b.x) && sameBits(a.y, b.y);
}

bool sameEvent(const Event& a, const Event& b) {
    return a.type == b.type && a.ball == b.ball && a.other == b.other &&
           sameBits(a.position, b.position) && sameBits(a.normal, b.normal) &&
           sameBits(a.speed, b.speed) && sameBits(a.time, b.time);
}

bool sameBalls(const World& a, const World& b) {
    if (a.balls().size() != b.balls().size()) {
        return false;
    }
    for (std::size_t i = 0; i < a.balls().size(); ++i) {
        const Ball& x = a.balls()[i];
        const Ball& y = b.balls()[i];
        if (x.inPlay != y.inPlay || x.holed != y.holed || !sameBits(x.position, y.position) ||
            !sameBits(x.velocity, y.velocity)) {
            return false;
        }
    }
    return true;
}

/// A shot at full speed in a random direction.
Vec2 randomShot(std::mt19937_64& rng, double speed) {
    std::uniform_real_distribution<double> angle(0, 2 * std::numbers::pi);
    const double a = angle(rng);
    return {speed * std::cos(a), speed * std::sin(a)};
}

TEST(Loop35MatchEvents, AShotsTicksCarryTheWorldsEventsBitForBit) {
    std::mt19937_64 rng(35);
    Level level = steppingLevel(rng, 24);
    level.cup = {-100, -100}; // nothing drops: the match adds no event the world has not
    const int players = 4;
    Match match(level, players);
    World world(level, players);
    for (int p = 0; p < players; ++p) {
        const Vec2 spot{2.5 + 0.45 * (p % 2), 2.5 + 0.45 * (p / 2)};
        ASSERT_TRUE(match.setup(p, spot).empty());
        ASSERT_TRUE(world.placeBall(p, spot));
    }
    std::int64_t events = 0;
    for (int shot = 0; shot < 24; ++shot) {
        const int player = shot % players;
        const Vec2 velocity = randomShot(rng, 0.999 * level.physics.maxShotSpeed);
        ASSERT_TRUE(match.shotError(player, velocity).empty());
        match.shoot(player, velocity);
        world.markShotStart();
        world.forgetClockRead();
        world.setVelocity(player, velocity);
        while (match.shotInProgress()) {
            const std::vector<Event> fromMatch = match.step(); // copied: the next step reuses it
            const std::vector<Event>& fromWorld = world.step();
            ASSERT_EQ(fromMatch.size(), fromWorld.size()) << "shot " << shot;
            for (std::size_t k = 0; k < fromMatch.size(); ++k) {
                EXPECT_TRUE(sameEvent(fromMatch[k], fromWorld[k])) << "shot " << shot << " #" << k;
            }
            events += static_cast<std::int64_t>(fromMatch.size());
            ASSERT_TRUE(sameBalls(match.world(), world)) << "shot " << shot;
        }
        ASSERT_TRUE(world.atRest());
        world.setClock(world.restInstant()); // as the match does at a shot's end
        EXPECT_TRUE(sameBits(match.clock(), world.clock()));
    }
    EXPECT_GT(events, 100); // the shots bounce about
}

/// A log of `shots` full-speed shots by `players` players, set up near the tee.
ShotLog denseLog(std::mt19937_64& rng, int players, int shots, double speed) {
    ShotLog log;
    log.players = players;
    for (int p = 0; p < players; ++p) {
        log.setup.push_back(
            {.player = p, .position = {2.5 + 0.45 * (p % 2), 2.5 + 0.45 * (p / 2)}});
    }
    for (int s = 0; s < shots; ++s) {
        log.shots.push_back({.player = s % players, .velocity = randomShot(rng, speed)});
    }
    return log;
}

TEST(Loop35ReplayCounts, EachShotsCountsAreThoseOfItsEvents) {
    std::mt19937_64 rng(3535);
    const Level level = steppingLevel(rng, 32);
    const ShotLog log = denseLog(rng, 4, 40, 0.999 * level.physics.maxShotSpeed);

    struct Counts {
        int wallHits = 0;
        int ballHits = 0;
        int moverHits = 0;
    };
    std::vector<Counts> counted(log.shots.size());
    ReplayObserver observer;
    observer.onStep = [&](const Match&, int shot, const std::vector<Event>& events) {
        Counts& counts = counted[static_cast<std::size_t>(shot)];
        for (const Event& event : events) {
            counts.wallHits += event.type == EventType::WallHit ? 1 : 0;
            counts.ballHits += event.type == EventType::BallHit ? 1 : 0;
            counts.moverHits += event.type == EventType::MoverHit ? 1 : 0;
        }
    };
    const ReplayResult skipping = replayShotLog(log, level, "loop35", observer, true);
    ASSERT_TRUE(skipping.outcome.has_value())
        << (skipping.errors.empty() ? "" : skipping.errors[0]);
    ASSERT_EQ(skipping.outcome->shots.size(), log.shots.size());
    int walls = 0;
    int balls = 0;
    for (std::size_t s = 0; s < log.shots.size(); ++s) {
        const ShotReport& report = skipping.outcome->shots[s];
        EXPECT_EQ(report.wallHits, counted[s].wallHits) << "shot " << s;
        EXPECT_EQ(report.ballHits, counted[s].ballHits) << "shot " << s;
        EXPECT_EQ(report.moverHits, counted[s].moverHits) << "shot " << s;
        walls += report.wallHits;
        balls += report.ballHits;
    }
    EXPECT_GT(walls, 100);
    EXPECT_GT(balls, 0);

    // Every tick stepped (the observer asks for it): the same reports, hashes included.
    ReplayObserver everyTick;
    int asked = 0;
    everyTick.stepEveryTick = [&](const Match&) {
        ++asked;
        return true;
    };
    const ReplayResult stepping = replayShotLog(log, level, "loop35", everyTick, true);
    ASSERT_TRUE(stepping.outcome.has_value());
    ASSERT_EQ(stepping.outcome->shots.size(), log.shots.size());
    std::int64_t ticks = 0;
    for (std::size_t s = 0; s < log.shots.size(); ++s) {
        const ShotReport& a = skipping.outcome->shots[s];
        const ShotReport& b = stepping.outcome->shots[s];
        EXPECT_EQ(a.ticks, b.ticks) << "shot " << s;
        EXPECT_EQ(a.wallHits, b.wallHits) << "shot " << s;
        EXPECT_EQ(a.ballHits, b.ballHits) << "shot " << s;
        EXPECT_EQ(a.ballsHit, b.ballsHit) << "shot " << s;
        EXPECT_EQ(a.hash, b.hash) << "shot " << s;
        ticks += b.ticks;
    }
    EXPECT_EQ(skipping.outcome->final.hash, stepping.outcome->final.hash);
    EXPECT_EQ(asked, ticks); // asked before every tick it stepped
}

TEST(Loop35GrassStrike, AStruckPieceMadeInPlaceIsTheOneContinuePieceBuilds) {
    std::mt19937_64 rng(353535);
    Level grass = steppingLevel(rng, 20);
    grass.cup = {-100, -100}; // nothing drops: every ball stays in play
    // The same level with a sand tile walled in at (col 18, row 18) (the inner tile in the
    // border's corner, its two open neighbours made solid): no ball reaches it.
    Level sealed = grass;
    for (const auto& [col, row] : {std::pair{17, 18}, std::pair{18, 17}}) {
        sealed.tiles[static_cast<std::size_t>(row * sealed.width + col)] = Tile::Block;
    }
    Level plain = sealed;
    sealed.tiles[static_cast<std::size_t>(18 * sealed.width + 18)] = Tile::Open;
    plain.tiles[static_cast<std::size_t>(18 * plain.width + 18)] = Tile::Open;
    sealed.setSurface(18, 18, *builtinSurface('s'));
    ASSERT_TRUE(plain.surfaceIndex.empty());
    ASSERT_FALSE(sealed.surfaceIndex.empty());

    const int players = 3;
    World a(plain, players);
    World b(sealed, players);
    for (int p = 0; p < players; ++p) {
        const Vec2 spot{2.5 + 0.45 * p, 2.5};
        ASSERT_TRUE(a.placeBall(p, spot));
        ASSERT_TRUE(b.placeBall(p, spot));
    }
    std::int64_t ticks = 0;
    for (int shot = 0; shot < 12; ++shot) {
        const int player = shot % players;
        const Vec2 velocity = randomShot(rng, 0.999 * plain.physics.maxShotSpeed);
        a.setVelocity(player, velocity);
        b.setVelocity(player, velocity);
        while (!a.atRest()) {
            const std::vector<Event> fromA = a.step();
            const std::vector<Event>& fromB = b.step();
            ASSERT_EQ(fromA.size(), fromB.size()) << "shot " << shot;
            for (std::size_t k = 0; k < fromA.size(); ++k) {
                EXPECT_TRUE(sameEvent(fromA[k], fromB[k])) << "shot " << shot << " #" << k;
            }
            ASSERT_TRUE(sameBalls(a, b)) << "shot " << shot;
            ++ticks;
        }
        ASSERT_TRUE(b.atRest());
    }
    EXPECT_GT(ticks, 100);
}

} // namespace loop35
} // namespace golf
