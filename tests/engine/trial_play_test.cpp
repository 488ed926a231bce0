// A trial shot played with Scoring::Exact comes exactly as near to dropping as the least score
// of every tick stepped one by one (its looks skip stretches and score their parts instead);
// Scoring::Bounded plays the same ticks to the same rest and gives a lower bound, exact where
// it says so.

#include "approach_bound.hpp"
#include "golf/analysis/shot_search.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"
#include "search_checks.hpp"
#include "trial_play.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <filesystem>
#include <gtest/gtest.h>
#include <limits>
#include <random>
#include <string>

namespace golf {
namespace {

/// The reference: every tick stepped, the least approachScore of the ball in play.
struct TrialPlayReference {
    bool abandoned = false;
    bool holed = false;
    double approach = std::numeric_limits<double>::infinity();
    std::int64_t ticks = 0;
    Vec2 rest;
};

TrialPlayReference trialPlayStepped(Match match, std::int64_t tickLimit) {
    TrialPlayReference reference;
    const Level& level = match.level();
    while (match.shotInProgress()) {
        if (match.shotTicks() >= tickLimit) {
            reference.abandoned = true;
            reference.ticks = match.shotTicks();
            return reference;
        }
        (void)match.step();
        const Ball& ball = match.world().balls()[0];
        if (ball.inPlay) {
            reference.approach = std::min(
                reference.approach, approachScore(level, ball.position, length(ball.velocity)));
        }
    }
    reference.ticks = match.shotTicks();
    reference.holed = match.players()[0].holed;
    reference.rest = match.world().balls()[0].position;
    if (reference.holed) {
        reference.approach = -1.0; // as finishTrial scores a hole-out
    }
    return reference;
}

std::uint64_t trialPlayBits(double value) {
    return std::bit_cast<std::uint64_t>(value);
}

/// Random shots from the tee (on a level with movers, struck at random instants of the first
/// 8 s), each played three ways.
void trialPlayCompare(const std::string& name, int shots, unsigned seed) {
    const Level level = test::bundledLevel(name);
    const CupDistanceField field(level);
    const ApproachBound bounds(level);
    ShotSearchOptions options;
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> angle(0.0, 360.0);
    std::uniform_real_distribution<double> fraction(0.05, 1.0);
    std::uniform_real_distribution<double> instant(0.0, 8.0);
    int exactFromBounds = 0;
    for (int k = 0; k < shots; ++k) {
        Match match(level, 1);
        if (!level.movers.empty()) {
            match.waitUntil(instant(random));
        }
        const Vec2 velocity =
            velocityFromAngle(angle(random), level.physics.maxShotSpeed * fraction(random));
        ASSERT_TRUE(match.shotError(0, velocity).empty()) << name << " shot " << k;
        match.shoot(0, velocity);
        const std::string where = name + " shot " + std::to_string(k);
        const TrialPlayReference reference = trialPlayStepped(match, options.shotTickLimit);

        Match exactMatch = match;
        const TrialResult exact =
            playStruckTrial(exactMatch, options, field, bounds, Scoring::Exact);
        EXPECT_EQ(exact.ticks, reference.ticks) << where;
        EXPECT_EQ(exact.played, !reference.abandoned) << where;
        EXPECT_EQ(trialPlayBits(exact.approach), trialPlayBits(reference.approach)) << where;
        EXPECT_TRUE(exact.approachExact) << where;

        Match boundedMatch = match;
        const TrialResult bounded =
            playStruckTrial(boundedMatch, options, field, bounds, Scoring::Bounded);
        EXPECT_EQ(bounded.ticks, reference.ticks) << where;
        EXPECT_EQ(bounded.played, !reference.abandoned) << where;
        EXPECT_LE(bounded.approach, reference.approach) << where;
        if (bounded.approachExact) {
            EXPECT_EQ(trialPlayBits(bounded.approach), trialPlayBits(reference.approach)) << where;
        } else {
            ++exactFromBounds;
        }
        if (!reference.abandoned) {
            EXPECT_EQ(exact.holed, reference.holed) << where;
            EXPECT_EQ(bounded.holed, reference.holed) << where;
            EXPECT_EQ(trialPlayBits(exact.rest.x), trialPlayBits(reference.rest.x)) << where;
            EXPECT_EQ(trialPlayBits(exact.rest.y), trialPlayBits(reference.rest.y)) << where;
            EXPECT_EQ(trialPlayBits(bounded.rest.x), trialPlayBits(reference.rest.x)) << where;
            EXPECT_EQ(trialPlayBits(bounded.rest.y), trialPlayBits(reference.rest.y)) << where;
        }
    }
    // The comparison means something only if some bounded approaches were mere bounds, so that
    // the exact play had stretches to look at again.
    EXPECT_GT(exactFromBounds, 0) << name;
}

TEST(TrialPlay, ExactMatchesEveryTickSteppedOnAStillLevel) {
    trialPlayCompare("front-nine/04-bank-street.json", 60, 1);
}

TEST(TrialPlay, ExactMatchesEveryTickSteppedWithBumpersATeleportAndAWindmill) {
    trialPlayCompare("windmill-nine/09-grand-mill.json", 60, 2);
}

TEST(TrialPlay, ExactMatchesEveryTickSteppedOnSlopes) {
    trialPlayCompare("back-nine/06-side-hill.json", 40, 3);
}

TEST(TrialPlay, ExactMatchesEveryTickSteppedByASlider) {
    trialPlayCompare("windmill-nine/03-slider-gate.json", 40, 4);
}

} // namespace
} // namespace golf
