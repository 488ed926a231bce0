// A computer's stroke checked on a copy of the real match: the search plans for its ball
// alone, and another ball on the line may deflect it.

#include "BallAwareAim.hpp"

#include "golf/formats/shot_log.hpp"

#include <array>
#include <cmath>
#include <numbers>
#include <utility>

namespace golf::game {

namespace {

/// The lay-up grid among the balls: 72 directions 5 degrees apart, 8 speeds spaced by rolling
/// distance (as the lay-up of a ball alone).
constexpr int awareLayUpAngles = 72;
constexpr int awareLayUpSpeeds = 8;

/// Nearby strokes, nearest the plan first: angle offsets (degrees) and speed factors.
constexpr std::array<double, 13> nearbyAngles{0, 0.5, -0.5, 1, -1, 2, -2, 3, -3, 5, -5, 8, -8};
constexpr std::array<double, 5> nearbySpeeds{1, 0.95, 1.05, 0.9, 1.1};

/// Whether `outcome` does what the plan does alone: holes where it holes, else rests no
/// more than `tolerance` farther from the cup.
bool asPlanned(const StrokeOutcome& outcome, const StrokeOutcome& alone, double tolerance) {
    if (alone.holed) {
        return outcome.holed;
    }
    return outcome.rested && outcome.cupDistance <= alone.cupDistance + tolerance;
}

SearchedShot strokeAt(double angle, double speed, double wait) {
    SearchedShot shot;
    shot.angle = angle;
    shot.speed = speed;
    shot.wait = wait;
    return shot;
}

/// The best of the lay-up grid among the balls, with `choice` counting the work.
void layUpInto(BallAwareChoice& choice, const Match& match, int player,
               const CupDistanceField& field, const BallAwareOptions& options,
               double& bestDistance) {
    const double top = match.level().physics.maxShotSpeed * (1 - 1e-9);
    for (int i = 0; i < awareLayUpAngles; ++i) {
        for (int j = 1; j <= awareLayUpSpeeds; ++j) {
            const SearchedShot trial =
                strokeAt(360.0 * i / awareLayUpAngles,
                         top * std::sqrt(static_cast<double>(j) / awareLayUpSpeeds), 0);
            const StrokeOutcome outcome =
                playStroke(match, player, trial, field, options.trialTickLimit);
            ++choice.strokesTried;
            choice.ticks += outcome.ticks;
            if (outcome.rested && outcome.cupDistance < bestDistance) {
                bestDistance = outcome.cupDistance;
                choice.shot = trial;
                choice.laidUp = true;
            }
        }
    }
}

} // namespace

bool othersOnCourse(const Match& match, int player) {
    if (!match.world().ballCollisions()) {
        return false;
    }
    const std::vector<Ball>& balls = match.world().balls();
    for (std::size_t i = 0; i < balls.size(); ++i) {
        if (std::cmp_not_equal(i, player) && balls[i].inPlay) {
            return true;
        }
    }
    return false;
}

StrokeOutcome playStroke(const Match& match, int player, const SearchedShot& shot,
                         const CupDistanceField& field, std::int64_t tickLimit) {
    StrokeOutcome outcome;
    Match copy = match;
    const std::int64_t before = copy.ticks();
    if (copy.world().hasMovers() && shot.wait > 0) {
        copy.waitUntil(copy.clock() + shot.wait); // the movers turn while it waits
    }
    const Vec2 velocity = velocityFromAngle(shot.angle, shot.speed);
    if (!copy.shotError(player, velocity).empty() || !copy.world().atRest()) {
        outcome.ticks = copy.ticks() - before;
        return outcome;
    }
    copy.shoot(player, velocity);
    while (copy.shotInProgress() && copy.shotTicks() < tickLimit) {
        copy.skipQuietTicks(tickLimit - copy.shotTicks());
        for (const Event& event : copy.step()) {
            if (event.type == EventType::BallHit &&
                (event.ball == player || event.other == player)) {
                outcome.struckBall = true;
            }
        }
    }
    outcome.ticks = copy.ticks() - before;
    const auto index = static_cast<std::size_t>(player);
    outcome.holed = copy.players()[index].holed;
    outcome.rested = !copy.shotInProgress();
    if (outcome.holed) {
        outcome.cupDistance = -1;
    } else if (outcome.rested && copy.world().balls()[index].inPlay) {
        outcome.cupDistance = field.at(copy.world().balls()[index].position);
    }
    return outcome;
}

BallAwareChoice aimAmongBalls(const Match& match, int player, const Level& alone,
                              const SearchedShot& plan, const BallAwareOptions& options) {
    BallAwareChoice choice;
    choice.shot = plan;
    const CupDistanceField field(match.level());
    // The plan as the search saw it (the ball alone, the clock as it is), then among the balls.
    Match lone(alone, 1);
    if (lone.world().hasMovers()) {
        lone.waitUntil(match.clock());
    }
    const StrokeOutcome planned = playStroke(lone, 0, plan, field, options.planTickLimit);
    const StrokeOutcome real = playStroke(match, player, plan, field, options.planTickLimit);
    choice.strokesTried = 2;
    choice.ticks = planned.ticks + real.ticks;
    if (!real.struckBall || asPlanned(real, planned, options.tolerance)) {
        return choice; // no other ball spoils it
    }
    choice.changed = true;
    std::int64_t nearbyTicks = 0;
    for (const double speedFactor : nearbySpeeds) {
        for (const double offset : nearbyAngles) {
            if (offset == 0 && speedFactor == 1) {
                continue; // the plan itself
            }
            if (nearbyTicks >= options.nearbyBudget) {
                break;
            }
            const SearchedShot trial =
                strokeAt(plan.angle + offset, plan.speed * speedFactor, plan.wait);
            const StrokeOutcome outcome =
                playStroke(match, player, trial, field, options.trialTickLimit);
            ++choice.strokesTried;
            nearbyTicks += outcome.ticks;
            if (asPlanned(outcome, planned, options.tolerance)) {
                choice.shot = trial;
                choice.ticks += nearbyTicks;
                return choice;
            }
        }
    }
    choice.ticks += nearbyTicks;
    // The spoilt plan stays if no lay-up rests nearer the cup than it does.
    double best = real.rested ? real.cupDistance : std::numeric_limits<double>::infinity();
    layUpInto(choice, match, player, field, options, best);
    choice.changed = choice.laidUp;
    return choice;
}

BallAwareChoice layUpAmongBalls(const Match& match, int player, const BallAwareOptions& options) {
    BallAwareChoice choice;
    const CupDistanceField field(match.level());
    const Vec2 from = match.world().balls()[static_cast<std::size_t>(player)].inPlay
                          ? match.world().balls()[static_cast<std::size_t>(player)].position
                          : match.world().teeEntrySpot(player);
    const Vec2 toCup = match.level().cup - from;
    choice.shot = strokeAt(std::atan2(toCup.y, toCup.x) * 180 / std::numbers::pi,
                           match.level().physics.maxShotSpeed * 0.5, 0); // if nothing rests
    double best = std::numeric_limits<double>::infinity();
    layUpInto(choice, match, player, field, options, best);
    return choice;
}

} // namespace golf::game
