// A computer's shot: the shot search's plan from where its ball lies, spoilt by its level's
// noise (the noise of `golf rate`'s player, engine/analysis/src/rating.cpp).

#include "ComputerPlan.hpp"

#include "BallAwareAim.hpp"
#include "golf/analysis/rating.hpp"
#include "golf/formats/shot_log.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace golf::game {

namespace {

/// splitmix64: consecutive outputs are well mixed, and a seed gives the same ones everywhere.
class Random {
  public:
    explicit Random(std::uint64_t seed) : state_(seed) { (void)next(); }

    std::uint64_t next() {
        std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }

    /// Standard normal (Box-Muller on two uniforms in (0, 1]).
    double normal() {
        const double u = uniform();
        const double v = uniform();
        return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * std::numbers::pi * v);
    }

  private:
    double uniform() { return (static_cast<double>(next() >> 11) + 1.0) * 0x1.0p-53; }

    std::uint64_t state_;
};

std::uint64_t mix(std::uint64_t seed, std::uint64_t value) {
    return seed ^ (0x9E3779B97F4A7C15ULL * (value + 1) + (seed << 6) + (seed >> 2));
}

/// Lay-up trials: 72 directions 5 degrees apart, 8 speeds spaced by rolling distance.
constexpr int layUpAngles = 72;
constexpr int layUpSpeeds = 8;
/// A lay-up trial still rolling after this many ticks is not used.
constexpr std::int64_t layUpTickLimit = 6000;

/// The putt straight at the cup that would roll the distance on open floor.
SearchedShot straightAtCup(const Level& level, Vec2 from) {
    const Vec2 toCup = level.cup - from;
    const double distance = length(toCup);
    const double deceleration = std::max(level.physics.rollingDeceleration, 1e-3);
    SearchedShot shot;
    shot.angle = std::atan2(toCup.y, toCup.x) * 180 / std::numbers::pi;
    shot.speed =
        std::min(std::sqrt(2 * deceleration * (distance + 0.5)), level.physics.maxShotSpeed * 0.9);
    return shot;
}

/// For a ball the search found no plan for (its budget ran out first): of a coarse grid of
/// shots struck now, the one that comes to rest nearest the cup by the way round the walls
/// (CupDistanceField), or straight at the cup if none could be played. `from`'s tee is the
/// ball. Counts its ticks in `ticks`.
SearchedShot layUp(const Level& from, double clock, std::int64_t& ticks) {
    SearchedShot best = straightAtCup(from, from.tee);
    const CupDistanceField field(from);
    Match start(from, 1);
    if (!from.movers.empty()) {
        start.waitUntil(clock); // the movers where they are now
    }
    double bestScore = std::numeric_limits<double>::infinity();
    const double top = from.physics.maxShotSpeed * (1 - 1e-9);
    for (int i = 0; i < layUpAngles; ++i) {
        for (int j = 1; j <= layUpSpeeds; ++j) {
            const double angle = 360.0 * i / layUpAngles;
            const double speed = top * std::sqrt(static_cast<double>(j) / layUpSpeeds);
            Match match = start;
            const Vec2 velocity = velocityFromAngle(angle, speed);
            if (!match.shotError(0, velocity).empty()) {
                continue;
            }
            match.shoot(0, velocity);
            while (match.shotInProgress() && match.shotTicks() < layUpTickLimit) {
                match.skipQuietTicks(layUpTickLimit - match.shotTicks());
                (void)match.step();
            }
            ticks += match.shotTicks();
            if (match.shotInProgress()) {
                continue;
            }
            const double score =
                match.players()[0].holed ? -1.0 : field.at(match.world().balls()[0].position);
            if (score < bestScore) {
                bestScore = score;
                best.angle = angle;
                best.speed = speed;
            }
        }
    }
    return best;
}

/// The slowest shot a computer plays (tiles/s): noise never turns a putt into no shot.
constexpr double minimumSpeed = 0.05;

} // namespace

ComputerNoise computerNoise(ComputerLevel level) {
    switch (level) {
    case ComputerLevel::Easy:
        return {4.0, 0.12, 0.15};
    case ComputerLevel::Medium:
        return {1.0, 0.03, 0.05};
    case ComputerLevel::Hard:
        return {0.1, 0.003, 0.005};
    }
    return {};
}

std::string computerLevelName(ComputerLevel level) {
    switch (level) {
    case ComputerLevel::Easy:
        return "easy";
    case ComputerLevel::Medium:
        return "medium";
    case ComputerLevel::Hard:
        return "hard";
    }
    return {};
}

std::optional<ComputerLevel> parseComputerLevel(const std::string& name) {
    for (const ComputerLevel level :
         {ComputerLevel::Easy, ComputerLevel::Medium, ComputerLevel::Hard}) {
        if (name == computerLevelName(level)) {
            return level;
        }
    }
    return std::nullopt;
}

ShotSearchOptions computerSearchOptions() {
    ShotSearchOptions options = defaultPlanOptions(); // golf rate's re-plan grid and budget
    options.threads = 1;                              // the other core draws the window
    return options;
}

std::uint64_t holeSeed(std::uint64_t roundSeed, int hole) {
    return mix(roundSeed, static_cast<std::uint64_t>(hole));
}

SpoiltShot spoilShot(const SearchedShot& aimed, const Level& level, ComputerLevel computer,
                     std::uint64_t noiseSeed, double maxWait) {
    Random random(noiseSeed);
    const ComputerNoise noise = computerNoise(computer);
    const double angle = aimed.angle + noise.angleDegrees * random.normal();
    const double topSpeed = level.physics.maxShotSpeed * (1 - 1e-9);
    const double speed = std::clamp(aimed.speed * (1 + noise.speedFraction * random.normal()),
                                    minimumSpeed, topSpeed);
    const double timing = random.normal(); // drawn after aim and speed, as golf rate does
    return {velocityFromAngle(angle, speed),
            std::clamp(aimed.wait + noise.timingSeconds * timing, 0.0, maxWait)};
}

ComputerShot planComputerShot(const Match& match, int player, ComputerLevel level,
                              std::uint64_t seed, const ShotSearchOptions& search) {
    const auto index = static_cast<std::size_t>(player);
    const Ball& ball = match.world().balls()[index];
    const int strokes = match.players()[index].strokes;
    Level from = match.level();
    from.tee = ball.inPlay ? ball.position : match.world().teeEntrySpot(player);
    ShotSearchOptions options = search;
    options.maxStrokes = std::max(1, from.maxStrokes - strokes);
    options.startClock = match.clock(); // the movers where they are now
    const ShotSearchResult plan = searchShots(from, options);

    ComputerShot shot;
    shot.ticksSimulated = plan.ticksSimulated;
    shot.planned = plan.holed;
    SearchedShot aimed;
    if (othersOnCourse(match, player)) {
        // The search saw the ball alone: its stroke is checked among the others.
        const BallAwareChoice choice = plan.holed
                                           ? aimAmongBalls(match, player, from, plan.shots.front())
                                           : layUpAmongBalls(match, player);
        aimed = choice.shot;
        shot.avoided = choice.changed;
        shot.laidUp = choice.laidUp;
        shot.checkTicks = choice.ticks;
        shot.ticksSimulated += choice.ticks;
    } else {
        aimed = plan.holed ? plan.shots.front() : layUp(from, match.clock(), shot.ticksSimulated);
        shot.laidUp = !plan.holed;
    }
    const SpoiltShot spoilt = spoilShot(
        aimed, from, level,
        mix(mix(seed, static_cast<std::uint64_t>(player)), static_cast<std::uint64_t>(strokes)),
        options.maxWait);
    shot.velocity = spoilt.velocity;
    if (match.world().hasMovers()) {
        shot.at = match.clock() + spoilt.wait;
    }
    return shot;
}

} // namespace golf::game
