// firstContact, the aiming aid's question to the physics: hand-worked contacts (a straight
// wall, a 45-degree diagonal, a convex corner, another ball) and, on random levels, the same
// bits as the first wall or ball event of a real World shot on the straight-line level.

#include "golf/physics/first_contact.hpp"
#include "long_tests.hpp"
#include "test_levels.hpp"

#include <cmath>
#include <cstdlib>
#include <gtest/gtest.h>
#include <numbers>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace golf {
namespace {

using test::makeBox;
using test::makeLevel;

constexpr double tight = 1e-12;
constexpr double far = 400; // tiles, the aiming aid's reach

void expectNear(Vec2 actual, Vec2 expected, double tolerance = tight) {
    EXPECT_NEAR(actual.x, expected.x, tolerance);
    EXPECT_NEAR(actual.y, expected.y, tolerance);
}

/// The expected wall contact of ball 0 alone on `level`, sent from `from` with `velocity`.
struct WallCase {
    Vec2 from;
    Vec2 velocity;
    Vec2 position; ///< the centre at the contact, worked out by hand
    Vec2 normal;
    Vec2 after; ///< the velocity after the bounce
};

void expectWallContact(const Level& level, const WallCase& expected) {
    const std::optional<FirstContact> hit =
        firstContact(World(level, 1), 0, expected.from, expected.velocity, far);
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->type, EventType::WallHit);
    EXPECT_EQ(hit->other, -1);
    expectNear(hit->position, expected.position);
    expectNear(hit->normal, expected.normal);
    expectNear(hit->velocity, expected.after);
}

/// A level of `rows` whose cup lies far outside (it never captures).
Level cuplessLevel(const std::vector<std::string>& rows) {
    Level level = makeLevel(rows);
    level.cup = {-100, -100};
    return level;
}

TEST(FirstContact, AStraightWallReflectsWithTheWallsRestitution) {
    Level level = makeBox(8, 6); // open floor [1, 9] x [1, 7]
    level.physics.wallRestitution = 0.5;
    // From (4.5, 3.5) along (-4, 3): the left wall's face x = 1 is met by the centre at
    // x = 1.2 after 3.3 tiles across, 0.825 s, when y = 3.5 + 3 * 0.825 = 5.975 (the bottom,
    // y = 6.8 for the centre, is still ahead). The normal part -4 comes back as 4 * 0.5.
    expectWallContact(level, {.from = {4.5, 3.5},
                              .velocity = {-4, 3},
                              .position = {1.2, 5.975},
                              .normal = {1, 0},
                              .after = {2, 3}});
}

TEST(FirstContact, A45DegreeDiagonalTurnsAFallingBallAside) {
    const Level level = cuplessLevel({
        "#######",
        "#.....#",
        "#.....#",
        "#..L..#",
        "#.....#",
        "#######",
    });
    const double r = level.ballRadius; // 0.2
    // The 'L' at (3, 3) is solid below its diagonal from (3, 3) to (4, 4): its face's normal is
    // (1, -1) / sqrt 2. Straight down at x = 3.5 the centre is r from the diagonal when
    // y = 3.5 - r sqrt 2. v = (0, 5): v.n = -5 / sqrt 2, so v - (1 + e)(v.n) n =
    // ((1 + e) 5 / 2, 5 - (1 + e) 5 / 2) = (4.5, 0.5) for e = 0.8.
    const double h = std::numbers::sqrt2 / 2;
    expectWallContact(level, {.from = {3.5, 1.5},
                              .velocity = {0, 5},
                              .position = {3.5, 3.5 - r * std::numbers::sqrt2},
                              .normal = {h, -h},
                              .after = {4.5, 0.5}});
}

TEST(FirstContact, AConvexCornerBouncesAlongTheLineToItsPoint) {
    const Level level = cuplessLevel({
        "##########",
        "#........#",
        "#........#",
        "#........#",
        "#....#...#",
        "#........#",
        "##########",
    });
    const double r = level.ballRadius; // 0.2
    // Along y = 4 - r / 2 towards the block [5, 6] x [4, 5]: its face x = 5 starts at y = 4,
    // so the corner (5, 4) is met first, when the centre is r from it: at
    // (5 - r sqrt 3 / 2, 4 - r / 2), the normal (-sqrt 3 / 2, -1 / 2). v = (2, 0):
    // v.n = -sqrt 3, v - (1 + e)(v.n) n = (2 - 1.8 * 3 / 2, -1.8 * sqrt 3 / 2).
    const double s3 = std::numbers::sqrt3;
    expectWallContact(level, {.from = {2.5, 4 - r / 2},
                              .velocity = {2, 0},
                              .position = {5 - r * s3 / 2, 4 - r / 2},
                              .normal = {-s3 / 2, -0.5},
                              .after = {2 - 1.8 * 1.5, -1.8 * s3 / 2}});
}

TEST(FirstContact, AnotherBallTakesAnEqualMassImpulseAlongTheLineOfCentres) {
    const Level level = makeBox(8, 6);
    const double r = level.ballRadius; // 0.2
    const double e = level.physics.ballRestitution;
    const double s3 = std::numbers::sqrt3;
    // Ball `at rest` lies at (6, 3.5); the shooter comes along y = 3.5 - r at speed 4, so the
    // centres are 2r apart at 30 degrees: the shooter's centre at (6 - r sqrt 3, 3.5 - r), the
    // normal toward it (-sqrt 3 / 2, -1 / 2). The approach along the line is 4 sqrt 3 / 2, the
    // impulse (1 + e) 4 sqrt 3 / 4 along (sqrt 3 / 2, 1 / 2): the shooter keeps
    // (4 - 3 (1 + e) / 2, -(1 + e) sqrt 3 / 2). The same whichever index each ball has.
    for (const int shooter : {0, 1}) {
        const int still = 1 - shooter;
        World world(level, 2);
        ASSERT_TRUE(world.placeBall(still, {6, 3.5}));
        ASSERT_TRUE(world.placeBall(shooter, {1.5, 1.5})); // moved to `from` by the query
        const std::optional<FirstContact> hit =
            firstContact(world, shooter, {2.5, 3.5 - r}, {4, 0}, far);
        ASSERT_TRUE(hit);
        EXPECT_EQ(hit->type, EventType::BallHit);
        EXPECT_EQ(hit->other, still);
        expectNear(hit->position, {6 - r * s3, 3.5 - r});
        expectNear(hit->normal, {-s3 / 2, -0.5});
        expectNear(hit->velocity, {4 - 3 * (1 + e) / 2, -(1 + e) * s3 / 2});
        // The world itself is not touched.
        EXPECT_EQ(world.balls()[static_cast<std::size_t>(shooter)].position, (Vec2{1.5, 1.5}));
        EXPECT_EQ(world.tick(), 0);
        // Without ball collisions it passes through to the right wall (x = 9 - r).
        world.setBallCollisions(false);
        const std::optional<FirstContact> through =
            firstContact(world, shooter, {2.5, 3.5 - r}, {4, 0}, far);
        ASSERT_TRUE(through);
        EXPECT_EQ(through->type, EventType::WallHit);
        expectNear(through->position, {9 - r, 3.5 - r});
    }
}

TEST(FirstContact, FrictionAndTheCupPlayNoPartWaterEndsTheLine) {
    Level level = makeLevel({
        "##############################",
        "#S.........O.................#",
        "##############################",
    });
    level.physics.rollingDeceleration = 50; // a real putt would stop within 0.2 tiles
    const World world(level, 1);
    const std::optional<FirstContact> hit = firstContact(world, 0, level.tee, {3, 0}, far);
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->type, EventType::WallHit);
    expectNear(hit->position, {29 - level.ballRadius, 1.5});
    expectNear(hit->velocity, {-3 * level.physics.wallRestitution, 0});
    // Water before the wall: the ball leaves play first.
    Level wet = level;
    wet.setSurface(20, 1, *builtinSurface('w'));
    EXPECT_FALSE(firstContact(World(wet, 1), 0, level.tee, {3, 0}, far));
    // Too short a reach, a spot inside a wall, no direction: no contact.
    EXPECT_FALSE(firstContact(world, 0, level.tee, {3, 0}, 27.0));
    EXPECT_TRUE(firstContact(world, 0, level.tee, {3, 0}, 28.0));
    EXPECT_FALSE(firstContact(world, 0, {0.5, 0.5}, {3, 0}, far));
    EXPECT_FALSE(firstContact(world, 0, level.tee, {0, 0}, far));
    EXPECT_FALSE(firstContact(world, 0, level.tee, {std::nan(""), 1}, far));
    EXPECT_FALSE(firstContact(world, 0, level.tee, {3, 0}, 0.0));
}

TEST(FirstContact, StraightLineLevelKeepsWallsFloorsAndRestitutions) {
    Level level = makeBox(4, 4);
    level.setSurface(2, 2, *builtinSurface('^'));
    level.setSurface(3, 2, *builtinSurface('s'));
    const Level straight = straightLineLevel(level);
    EXPECT_EQ(straight.physics.rollingDeceleration, 0.0);
    EXPECT_EQ(straight.physics.sandDeceleration, 0.0);
    EXPECT_EQ(straight.physics.iceDeceleration, 0.0);
    EXPECT_EQ(straight.physics.slopeAcceleration, 0.0);
    EXPECT_EQ(straight.physics.captureSpeed, 0.0);
    EXPECT_EQ(straight.physics.wallRestitution, level.physics.wallRestitution);
    EXPECT_EQ(straight.tiles, level.tiles);
    EXPECT_EQ(straight.surfaceIndex, level.surfaceIndex);
    ASSERT_EQ(straight.surfaces.size(), level.surfaces.size());
    for (std::size_t k = 0; k < level.surfaces.size(); ++k) {
        EXPECT_EQ(straight.surfaces[k].floor, level.surfaces[k].floor);
        EXPECT_FALSE(straight.surfaces[k].slope);
    }
}

// ---- Against the tick solver: a real World shot on the straight-line level ----

/// A walled level of 4 to 12 inner tiles a side with scattered blocks and triangles, a ball
/// radius of 0.1 to 0.4, random restitutions and friction; in `floors` levels a share of sand,
/// ice, water and slopes (the straight-line level drops the slopes and the friction).
Level randomShotLevel(std::mt19937_64& rng, bool floors) {
    std::uniform_real_distribution<double> unit(0, 1);
    const int w = 4 + static_cast<int>(unit(rng) * 9);
    const int h = 4 + static_cast<int>(unit(rng) * 9);
    std::vector<std::string> rows(static_cast<std::size_t>(h + 2), std::string(w + 2, '#'));
    for (int row = 1; row <= h; ++row) {
        for (int col = 1; col <= w; ++col) {
            const double roll = unit(rng);
            rows[static_cast<std::size_t>(row)][static_cast<std::size_t>(col)] =
                roll < 0.75 ? '.' : "#LJ7F"[static_cast<std::size_t>(unit(rng) * 5)];
        }
    }
    Level level = makeLevel(rows, "shot");
    level.cup = {-100, -100};
    level.ballRadius = 0.1 + 0.3 * unit(rng);
    level.physics.wallRestitution = unit(rng);
    level.physics.ballRestitution = unit(rng);
    level.physics.rollingDeceleration = 5 * unit(rng);
    for (int row = 1; floors && row <= h; ++row) {
        for (int col = 1; col <= w; ++col) {
            if (level.at(col, row) == Tile::Open && unit(rng) < 0.3) {
                level.setSurface(col, row, *builtinSurface("siw^>v<"[rng() % 7]));
            }
        }
    }
    return level;
}

/// A free spot for ball `index` of `world`, if one of 200 random tries is free.
std::optional<Vec2> freeSpot(const World& world, int index, std::mt19937_64& rng) {
    const Level& level = world.level();
    std::uniform_real_distribution<double> x(1, level.width - 1);
    std::uniform_real_distribution<double> y(1, level.height - 1);
    for (int attempt = 0; attempt < 200; ++attempt) {
        const Vec2 spot{x(rng), y(rng)};
        if (world.isFreeSpot(spot, index)) {
            return spot;
        }
    }
    return std::nullopt;
}

/// What a real shot's first reported tick holds, and the shooter's velocity after it.
struct RealShot {
    std::vector<Event> events; ///< the first tick with events (empty: none in `ticks`)
    Vec2 velocity;             ///< the shooter's velocity at the end of that tick
};

RealShot shootForReal(World& world, int shooter, Vec2 velocity, int ticks) {
    world.setVelocity(shooter, velocity);
    for (int tick = 0; tick < ticks; ++tick) {
        const std::vector<Event>& events = world.step();
        if (!events.empty()) {
            return {events, world.balls()[static_cast<std::size_t>(shooter)].velocity};
        }
    }
    return {};
}

/// Counts of what the random cases met, so that the test shows it covers each kind.
struct Coverage {
    int walls = 0;
    int balls = 0;
    int none = 0;
    int velocitiesExact = 0;
};

/// One random shot: firstContact against the first event of the same shot in a World on the
/// straight-line level.
void checkOneShot(std::mt19937_64& rng, bool floors, Coverage& coverage) {
    const Level level = randomShotLevel(rng, floors);
    const int count = 1 + static_cast<int>(rng() % 4);
    World world(level, count);
    world.setBallCollisions(rng() % 5 != 0);
    World real(straightLineLevel(level), count);
    real.setBallCollisions(world.ballCollisions());
    const int shooter = static_cast<int>(rng() % static_cast<unsigned>(count));
    for (int k = 0; k < count; ++k) {
        const std::optional<Vec2> spot = freeSpot(world, k, rng);
        if (spot && k != shooter) {
            ASSERT_TRUE(world.placeBall(k, *spot));
            ASSERT_TRUE(real.placeBall(k, *spot));
        }
    }
    const std::optional<Vec2> from = freeSpot(world, shooter, rng);
    if (!from) {
        return;
    }
    ASSERT_TRUE(real.placeBall(shooter, *from));
    const double angle = std::uniform_real_distribution<double>(0, 2 * std::numbers::pi)(rng);
    const double speed = std::uniform_real_distribution<double>(0.5, 40)(rng);
    const Vec2 velocity{speed * std::cos(angle), speed * std::sin(angle)};

    const std::optional<FirstContact> hit = firstContact(world, shooter, *from, velocity, far);
    // A walled level of at most 14 tiles: every line ends within 20 tiles.
    const RealShot shot = shootForReal(real, shooter, velocity, 20 * 120 * 2);
    ASSERT_FALSE(shot.events.empty());
    const Event& first = shot.events.front();
    const bool mine = first.ball == shooter;
    const bool wall = first.type == EventType::WallHit && mine;
    const bool ball = first.type == EventType::BallHit && (mine || first.other == shooter);
    if (!wall && !ball) {
        EXPECT_FALSE(hit) << "first event " << static_cast<int>(first.type);
        ++coverage.none;
        return;
    }
    ASSERT_TRUE(hit);
    EXPECT_EQ(hit->type, first.type);
    EXPECT_EQ(hit->other, ball ? (mine ? first.other : first.ball) : -1);
    EXPECT_EQ(hit->normal, mine ? first.normal : -first.normal);
    if (mine) {
        EXPECT_EQ(hit->position, first.position);
    } else {
        // The event holds the other ball's centre: the shooter's lies 2r from it.
        EXPECT_NEAR(length(hit->position - first.position), 2 * level.ballRadius, 1e-9);
    }
    // The velocity just after the contact is the one the real ball ends its tick with if
    // nothing else happens to it in that tick: bit for bit without floors (with no deceleration
    // a sample is v / |v| * |v| at any time). A floor crossing later in the tick rescales it
    // the same way (a few ulps), so there the tolerance is relative 1e-14.
    bool later = false;
    for (std::size_t k = 1; k < shot.events.size(); ++k) {
        later = later || shot.events[k].ball == shooter || shot.events[k].other == shooter;
    }
    if (!later && !floors) {
        EXPECT_EQ(hit->velocity, shot.velocity);
        ++coverage.velocitiesExact;
    } else if (!later) {
        expectNear(hit->velocity, shot.velocity, 1e-14 * speed);
    }
    ++(wall ? coverage.walls : coverage.balls);
}

TEST(FirstContact, IsTheFirstWallOrBallEventOfARealShotBitForBit) {
    std::mt19937_64 rng(20261124);
    Coverage coverage;
    const int cases = test::caseCount(400);
    for (int n = 0; n < cases; ++n) {
        SCOPED_TRACE(n);
        checkOneShot(rng, n % 2 == 1, coverage);
        if (HasFatalFailure()) {
            return;
        }
    }
    // Each kind is met often enough for the comparison to mean something.
    EXPECT_GT(coverage.walls, cases / 2);
    EXPECT_GT(coverage.balls, cases / 40);
    EXPECT_GT(coverage.none, cases / 40);
    EXPECT_GT(coverage.velocitiesExact, cases / 4);
}

} // namespace
} // namespace golf
