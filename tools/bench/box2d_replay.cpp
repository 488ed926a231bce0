// The Box2D peer of `golf replay` for the benchmarks of issue 10 (docs/performance.md): plays
// a shot log's shots on its level in Box2D 2.4.1 (Debian's libbox2d-dev) at the level's tick
// rate, so that the two engines can be timed on the same work. Not a golf physics engine:
// solid tiles are static polygons, balls bullet circles, the rolling deceleration is applied
// to the velocities before each step, restitution is set per contact (walls and balls as the
// level says); no cup, floors or slopes (the long-replay case has none within reach).
//
// Usage: box2d_replay LOG
// Prints the shots, ticks and a checksum of the final positions.

#include "golf/core/geometry.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"

#include <box2d/box2d.h>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <vector>

// Box2D's profiling timers off: b2World::Step times its phases with gettimeofday. The library
// calls these through the PLT, so the program's definitions take the place of its own.
b2Timer::b2Timer() = default;
void b2Timer::Reset() {}
float b2Timer::GetMilliseconds() const {
    return 0.0f;
}

namespace {

/// Walls and balls have their own restitution; Box2D would mix them by the larger one.
class Restitution final : public b2ContactListener {
  public:
    Restitution(float walls, float balls) : walls_(walls), balls_(balls) {}
    void PreSolve(b2Contact* contact, const b2Manifold* /*oldManifold*/) override {
        const bool bothBalls = contact->GetFixtureA()->GetBody()->GetType() == b2_dynamicBody &&
                               contact->GetFixtureB()->GetBody()->GetType() == b2_dynamicBody;
        contact->SetRestitution(bothBalls ? balls_ : walls_);
    }

  private:
    float walls_;
    float balls_;
};

void addSolidTiles(b2World& world, const golf::Level& level) {
    b2BodyDef def;
    b2Body* ground = world.CreateBody(&def);
    for (int row = 0; row < level.height; ++row) {
        for (int col = 0; col < level.width; ++col) {
            const golf::Tile tile = level.tiles[static_cast<std::size_t>(row * level.width + col)];
            const golf::TilePolygon polygon = golf::solidPolygon(tile, col, row);
            if (polygon.empty()) {
                continue;
            }
            std::vector<b2Vec2> corners;
            for (std::size_t i = 0; i < polygon.count; ++i) {
                corners.emplace_back(static_cast<float>(polygon.corners[i].x),
                                     static_cast<float>(polygon.corners[i].y));
            }
            b2PolygonShape shape;
            shape.Set(corners.data(), static_cast<int>(corners.size()));
            b2FixtureDef fixture;
            fixture.shape = &shape;
            fixture.friction = 0;
            ground->CreateFixture(&fixture);
        }
    }
}

b2Body* addBall(b2World& world, const golf::Level& level, golf::Vec2 at) {
    b2BodyDef def;
    def.type = b2_dynamicBody;
    def.bullet = true;
    def.position.Set(static_cast<float>(at.x), static_cast<float>(at.y));
    b2Body* body = world.CreateBody(&def);
    b2CircleShape shape;
    shape.m_radius = static_cast<float>(level.ballRadius);
    b2FixtureDef fixture;
    fixture.shape = &shape;
    fixture.density = 1;
    fixture.friction = 0;
    fixture.restitutionThreshold = 0.01f;
    body->CreateFixture(&fixture);
    return body;
}

/// The rolling deceleration over one tick; true if the ball still moves.
bool slowDown(b2Body* ball, float decel, float dt) {
    const b2Vec2 v = ball->GetLinearVelocity();
    const float speed = v.Length();
    const float slower = speed - decel * dt;
    if (slower <= 1e-3f) {
        ball->SetLinearVelocity(b2Vec2(0, 0));
        return false;
    }
    ball->SetLinearVelocity((slower / speed) * v);
    return true;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: box2d_replay LOG\n");
        return 2;
    }
    const std::filesystem::path logPath = argv[1];
    const golf::ShotLogLoadResult log = golf::loadShotLogFile(logPath);
    if (!log.log) {
        std::fprintf(stderr, "%s\n", log.errors.empty() ? "bad log" : log.errors[0].c_str());
        return 1;
    }
    const golf::LevelLoadResult loaded =
        golf::loadLevelFile(logPath.parent_path() / log.log->level);
    if (!loaded.level) {
        std::fprintf(stderr, "%s\n",
                     loaded.errors.empty() ? "bad level" : loaded.errors[0].c_str());
        return 1;
    }
    const golf::Level& level = *loaded.level;
    b2World world(b2Vec2(0, 0));
    Restitution restitution(static_cast<float>(level.physics.wallRestitution),
                            static_cast<float>(level.physics.ballRestitution));
    world.SetContactListener(&restitution);
    addSolidTiles(world, level);

    const float dt = 1.0f / static_cast<float>(level.physics.tickRate);
    const float decel = static_cast<float>(level.physics.rollingDeceleration);
    const auto maxTicks =
        static_cast<std::int64_t>(level.physics.maxShotSeconds * level.physics.tickRate);
    std::vector<b2Body*> balls(static_cast<std::size_t>(log.log->players), nullptr);
    std::int64_t ticks = 0;
    for (const golf::Shot& shot : log.log->shots) {
        b2Body*& ball = balls[static_cast<std::size_t>(shot.player)];
        if (ball == nullptr) {
            ball = addBall(world, level, level.tee);
        }
        ball->SetAwake(true);
        ball->SetLinearVelocity(
            b2Vec2(static_cast<float>(shot.velocity.x), static_cast<float>(shot.velocity.y)));
        for (std::int64_t t = 0; t < maxTicks; ++t) {
            bool moving = false;
            for (b2Body* body : balls) {
                if (body != nullptr && body->IsAwake()) {
                    moving = slowDown(body, decel, dt) || moving;
                }
            }
            if (!moving) {
                break;
            }
            world.Step(dt, 8, 3);
            ++ticks;
        }
    }
    double checksum = 0;
    for (const b2Body* body : balls) {
        if (body != nullptr) {
            checksum += static_cast<double>(body->GetPosition().x) +
                        static_cast<double>(body->GetPosition().y);
        }
    }
    // Debian's libbox2d 2.4.1 reports b2_version 2.4.0.
    std::printf("box2d (b2_version %d.%d.%d): %zu shots, %lld ticks, checksum %.6f\n",
                b2_version.major, b2_version.minor, b2_version.revision, log.log->shots.size(),
                static_cast<long long>(ticks), checksum);
    return 0;
}
