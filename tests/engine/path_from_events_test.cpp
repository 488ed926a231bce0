// Paths drawn from events (golf render --shots, issue 29): the replay skips quiet ticks and the
// recorder keeps each ball's exact centre at each contact, so on a flat floor every path is
// exact: straight pieces between contacts whose corners lie one radius from a wall.

#include "golf/analysis/picture.hpp"
#include "golf/replay/replay.hpp"
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

} // namespace
} // namespace golf
