#include "golf/analysis/picture.hpp"

#include <gtest/gtest.h>

namespace golf {
namespace {

// A ball zig-zagging for 3 million ticks (a bounce every tick, every point forced): the path
// keeps at most maxPathPoints points, starts where the ball started and ends where it is.
TEST(PathRecorderBound, LongPathIsThinnedToTheBound) {
    PathRecorder recorder(1, 0.5 / 32);
    constexpr int ticks = 3'000'000;
    Vec2 position{0, 0};
    for (int t = 0; t < ticks; ++t) {
        const double vy = (t % 2 == 0) ? 1.0 : -1.0;
        position = {t * 0.001, (t % 2 == 0) ? 0.0 : 0.5};
        recorder.record(0, true, false, position, {1.0, vy});
    }
    const std::vector<BallPath> paths = recorder.paths();
    ASSERT_EQ(paths.size(), 1U);
    const BallPath& path = paths[0];
    EXPECT_LE(path.points.size(), maxPathPoints + 1);
    EXPECT_GT(path.points.size(), maxPathPoints / 4);
    EXPECT_EQ(path.points.front(), (Vec2{0, 0}));
    EXPECT_EQ(path.points.back(), position);
    EXPECT_EQ(path.end, position);
    // Every kept point is one the ball passed through or a bounce between two of them.
    for (std::size_t i = 1; i < path.points.size(); ++i) {
        EXPECT_GE(path.points[i].x, path.points[i - 1].x - 1e-9);
    }
}

// A short path is not thinned: every point farther apart than the least step is kept.
TEST(PathRecorderBound, ShortPathKeepsItsPoints) {
    PathRecorder recorder(1, 0.05);
    for (int t = 0; t <= 100; ++t) {
        recorder.record(0, true, false, {t * 0.1, 0}, {1, 0});
    }
    EXPECT_EQ(recorder.paths()[0].points.size(), 101U);
}

} // namespace
} // namespace golf
