// Paths drawn from events (golf render --shots, issue 29): the replay skips quiet ticks and the
// recorder keeps each ball's exact centre at each contact, so on a flat floor every path is
// exact: straight pieces between contacts whose corners lie one radius from a wall.

#include "golf/analysis/picture.hpp"
#include "golf/replay/replay.hpp"
#include "long_tests.hpp"
#include "test_levels.hpp"

#include <algorithm>
#include <cmath>
#include <gtest/gtest.h>

namespace golf {
namespace {

/// Replays `log` on `level` as golf render does; also counts the wall hits and stepped ticks.
struct Recorded {
    std::vector<BallPath> paths;
    int wallHits = 0;
    int steppedTicks = 0;
};

Recorded recordFromEvents(const ShotLog& log, const Level& level) {
    Recorded recorded;
    PathRecorder recorder(log.players, 0);
    ReplayObserver observer;
    observer.onShot = [&](const Match& match, int shot) {
        const int player = log.shots[static_cast<std::size_t>(shot)].player;
        const Ball& ball = match.world().balls()[static_cast<std::size_t>(player)];
        recorder.recordShot(player, ball.position);
        recorder.record(player, ball.inPlay, ball.holed, ball.position, ball.velocity);
    };
    observer.onStep = [&](const Match& match, int, const std::vector<Event>& events) {
        recorder.recordStep(match, events);
        ++recorded.steppedTicks;
        recorded.wallHits +=
            static_cast<int>(std::count_if(events.begin(), events.end(), [](const Event& e) {
                return e.type == EventType::WallHit;
            }));
    };
    observer.stepEveryTick = [](const Match& match) {
        return pathMayCurve(match);
    };
    const ReplayResult result = replayShotLog(log, level, "test", observer);
    EXPECT_TRUE(result.outcome.has_value());
    recorded.paths = recorder.paths();
    return recorded;
}

TEST(PathFromEvents, EveryCornerOfABankShotLiesOneRadiusFromAWall) {
    Level level = test::makeBox(8, 5); // floor x in [1, 9], y in [1, 6]
    level.tee = {2.5, 2.5};
    level.physics.rollingDeceleration = 0.5;
    const double r = level.ballRadius;
    const double angle = 0.6;
    const ShotLog log{
        .level = "l",
        .players = 1,
        .shots = {{.player = 0, .velocity = {12 * std::cos(angle), 12 * std::sin(angle)}}}};
    const Recorded recorded = recordFromEvents(log, level);
    const std::vector<Vec2>& points = recorded.paths[0].points;
    ASSERT_GE(recorded.wallHits, 5); // a long bank shot
    EXPECT_EQ(points.front(), level.tee);
    // Each wall hit is a corner one radius from a wall; any other point lies on the straight
    // line between its neighbours (a tick stepped between contacts adds nothing wrong).
    int corners = 0;
    for (std::size_t i = 1; i + 1 < points.size(); ++i) {
        const Vec2 p = points[i];
        const double toWall = std::min({p.x - 1, 9 - p.x, p.y - 1, 6 - p.y});
        if (std::abs(toWall - r) <= 1e-9) {
            ++corners;
            continue;
        }
        const Vec2 a = points[i - 1];
        const Vec2 b = points[i + 1];
        const double cross = (p.x - a.x) * (b.y - a.y) - (p.y - a.y) * (b.x - a.x);
        EXPECT_NEAR(cross, 0, 1e-9) << "point " << i << " off its straight piece";
    }
    EXPECT_EQ(corners, recorded.wallHits);
    EXPECT_TRUE(recorded.paths[0].atRest);
    EXPECT_EQ(points.back(), recorded.paths[0].end);
    // Between the contacts the ticks were skipped: far fewer stepped than played.
    EXPECT_LT(recorded.steppedTicks, recorded.wallHits + 10);
}

TEST(PathFromEvents, BothBallsOfABallHitGetTheirContactCentres) {
    Level level = test::makeBox(10, 3);
    level.tee = {2.5, 2.5};
    const ShotLog log{.level = "l",
                      .players = 2,
                      .setup = {{.player = 1, .position = {6.5, 2.5}}},
                      .shots = {{.player = 0, .velocity = {6, 0}}}};
    const Recorded recorded = recordFromEvents(log, level);
    const double d = 2 * level.ballRadius;
    // A head-on hit along y = 2.5: the shooter touches at x = 6.5 - d, the other ball where it lay.
    const std::vector<Vec2>& shooter = recorded.paths[0].points;
    const std::vector<Vec2>& other = recorded.paths[1].points;
    const auto has = [](const std::vector<Vec2>& points, Vec2 want) {
        return std::any_of(points.begin(), points.end(), [want](Vec2 p) {
            return std::abs(p.x - want.x) <= 1e-9 && std::abs(p.y - want.y) <= 1e-12;
        });
    };
    EXPECT_TRUE(has(shooter, {6.5 - d, 2.5}));
    EXPECT_TRUE(has(other, {6.5, 2.5}));
    EXPECT_GE(other.size(), 2u); // and it moved on
}

TEST(PathFromEvents, ASlopeIsSampledEveryTick) {
    Level level = test::makeBox(8, 3);
    for (int col = 3; col <= 6; ++col) {
        level.setSurface(col, 2, *builtinSurface('v'));
    }
    Match match(level, 1);
    EXPECT_FALSE(pathMayCurve(match)); // no ball in play yet
    match.shoot(0, {0.5, 0});
    EXPECT_FALSE(pathMayCurve(match)); // on the tee's flat grass at (1.5, 1.5)
    Match onSlope(level, 1);
    ASSERT_EQ(onSlope.setup(0, {3.5, 2.5}), "");
    EXPECT_TRUE(pathMayCurve(onSlope));

    // A putt across the slope: its path is sampled tick by tick there, so it curves (points
    // off the chord between its first and last).
    const ShotLog log{.level = "l", .players = 1, .shots = {{.player = 0, .velocity = {4, 1}}}};
    const Recorded recorded = recordFromEvents(log, level);
    const std::vector<Vec2>& points = recorded.paths[0].points;
    ASSERT_GE(points.size(), 10u);
    EXPECT_GE(recorded.steppedTicks, 10);
}

TEST(PathFromEvents, ATeleportIsAJumpNotALineAcrossTheLevel) {
    const Level level = test::makeTeleportBox();
    // Struck at 6 tiles/s along +x, slowing at 3 tiles/s^2: the centre enters the disc at
    // x = 5.5 - 0.3 = 5.2 (2.7 tiles, speed^2 36 - 6 x 2.7 = 19.8 left), goes on from
    // (10.5, 5.5) and stops 19.8 / 6 = 3.3 tiles further, at (13.8, 5.5).
    const ShotLog log{.level = "l", .players = 1, .shots = {{.player = 0, .velocity = {6, 0}}}};
    const Recorded recorded = recordFromEvents(log, level);
    const BallPath& path = recorded.paths[0];
    ASSERT_EQ(path.jumps.size(), 1u);
    const std::size_t jump = path.jumps[0];
    ASSERT_GE(jump, 2u);
    ASSERT_LT(jump, path.points.size());
    EXPECT_NEAR(path.points[jump - 1].x, 5.2, 1e-9);
    EXPECT_EQ(path.points[jump - 1].y, 3.5);
    EXPECT_EQ(path.points[jump], (Vec2{10.5, 5.5}));
    for (std::size_t i = 0; i < path.points.size(); ++i) {
        const Vec2 p = path.points[i];
        if (i < jump) { // before: on y = 3.5 from the tee to the disc
            EXPECT_EQ(p.y, 3.5) << i;
            EXPECT_TRUE(p.x >= 2.5 && p.x <= 5.2 + 1e-9) << i;
        } else { // after: on y = 5.5 from the exit to the rest
            EXPECT_EQ(p.y, 5.5) << i;
            EXPECT_TRUE(p.x >= 10.5 && p.x <= 13.8 + 1e-9) << i;
        }
    }
    EXPECT_NEAR(path.points.back().x, 13.8, 1e-9);
    EXPECT_TRUE(path.atRest);

    // Drawn at 16 px a tile: pixel (125, 72) lies 0.5 px from the straight line from the
    // entry (83.2, 56) px to the exit (168, 88) px, within the line's half-width 0.8 px, and
    // far (over 2 tiles) from the path's pieces: the level's own pixel there, unless the jump
    // is drawn as a line.
    constexpr int scale = 16;
    const Image level16 = drawLevel(level, scale);
    Image drawn = level16;
    drawPaths(drawn, scale, {path}, level.ballRadius);
    EXPECT_EQ(drawn.at(125, 72), level16.at(125, 72));
    EXPECT_NE(drawn.at(64, 56), level16.at(64, 56)); // on the piece before the jump, x = 4
    BallPath bridged = path;
    bridged.jumps.clear();
    Image across = level16;
    drawPaths(across, scale, {bridged}, level.ballRadius);
    EXPECT_NE(across.at(125, 72), level16.at(125, 72));
}

TEST(PathFromEvents, ThinningKeepsBothEndsOfAJump) {
    if (!test::longTests()) {
        GTEST_SKIP() << "a million points (about a second): GOLF_LONG_TESTS only";
    }
    const Level level = test::makeTeleportBox();
    Match match(level, 1);
    ASSERT_EQ(match.setup(0, {10.5, 5.5}), ""); // where the jump leaves it
    PathRecorder recorder(1, 0);
    // Points along y = 2 (1,000 a tile), a jump, then along y = 4 until the path is thinned
    // (maxPathPoints + 1 points): every second point goes but both ends of the jump stay.
    recorder.record(0, true, false, {1, 2}, {1, 0});
    const std::size_t before = 600'001; // points[0 .. 600,000] on y = 2
    for (std::size_t i = 1; i < before; ++i) {
        recorder.record(0, true, false, {1 + 1e-3 * static_cast<double>(i), 2}, {1, 0});
    }
    // The jump's entry (its own point, 600,001) and exit (600,002): odd and even indices;
    // then the ball's state after the tick, at the exit again (600,003).
    recorder.recordStep(
        match, {Event{.type = EventType::Teleported, .ball = 0, .other = 0, .position = {700, 2}}});
    ASSERT_EQ(recorder.paths()[0].jumps, std::vector<std::size_t>{600'002});
    // 600,004 points so far: 400,000 more pass maxPathPoints once.
    for (std::size_t i = 1; i <= 400'000; ++i) {
        recorder.record(0, true, false, {10.5 + 1e-3 * static_cast<double>(i), 5.5}, {1, 0});
    }
    const BallPath path = recorder.paths()[0];
    ASSERT_LT(path.points.size(), maxPathPoints / 2 + 10);
    ASSERT_EQ(path.jumps.size(), 1u);
    const std::size_t jump = path.jumps[0];
    EXPECT_EQ(path.points[jump - 1], (Vec2{700, 2}));
    EXPECT_EQ(path.points[jump], (Vec2{10.5, 5.5}));
    EXPECT_EQ(path.points[jump - 2].y, 2.0);
    EXPECT_EQ(path.points[jump + 1].y, 5.5);
}

} // namespace
} // namespace golf
