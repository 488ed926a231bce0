#pragma once

/// \file
/// How a computer opponent chooses its shot: the shot search plans from where its ball lies,
/// then noise of the computer's level spoils the aim, the speed and (where movers turn) the
/// moment of the strike, as `golf rate`'s noisy player does. Pure and deterministic: the same
/// match state, player, level and seed give the same shot on every machine.

#include "golf/analysis/shot_search.hpp"
#include "golf/core/vec2.hpp"
#include "golf/physics/match.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace golf::game {

/// How well a computer plays.
enum class ComputerLevel { Easy, Medium, Hard };

/// The noise a level's shots get: standard deviations of a Gaussian.
struct ComputerNoise {
    double angleDegrees = 0;  ///< of the aim, degrees
    double speedFraction = 0; ///< of the speed, as a fraction of the planned speed
    double timingSeconds = 0; ///< of the wait before striking, seconds (levels with movers)
};

/// The noise of `level`: hard nearly none, medium `golf rate`'s player (1 degree, 3 %), easy
/// clearly worse.
[[nodiscard]] ComputerNoise computerNoise(ComputerLevel level);

/// "easy", "medium", "hard".
[[nodiscard]] std::string computerLevelName(ComputerLevel level);

/// The level named `name` ("easy", "medium" or "hard"; nothing else).
[[nodiscard]] std::optional<ComputerLevel> parseComputerLevel(const std::string& name);

/// The search a computer plans with: `golf rate`'s re-planning grid (180 angles, 16 speeds,
/// beam 3) on one thread, with a tick budget of 3 M ticks that bounds the thinking time.
[[nodiscard]] ShotSearchOptions computerSearchOptions();

/// A computer's shot, ready for the game's shot path.
struct ComputerShot {
    Vec2 velocity;            ///< tiles/s, at most maxShotSpeed
    std::optional<double> at; ///< hole-clock instant to strike at (levels with movers only)
    bool planned = false;     ///< the search found strokes that hole out (else: a lay-up)
    /// The plan's stroke met another ball and was spoilt on a copy of the match: a nearby
    /// stroke or a lay-up among the balls was chosen instead (BallAwareAim).
    bool avoided = false;
    bool laidUp = false;             ///< the stroke is a lay-up (no plan, or a spoilt one)
    std::int64_t ticksSimulated = 0; ///< the search's work and the checks among the balls
    std::int64_t checkTicks = 0;     ///< of which the checks among the balls
};

/// A planned shot spoilt by noise.
struct SpoiltShot {
    Vec2 velocity;   ///< tiles/s, within [0.05, maxShotSpeed)
    double wait = 0; ///< seconds to wait after rest before striking, in [0, maxWait]
};

/// Spoils `aimed` (angle, speed and wait of a plan on `level`) with the noise of `computer`,
/// drawn from a generator seeded by `noiseSeed`: angle + N(0, sigma) degrees, speed times
/// 1 + N(0, sigma) clamped below maxShotSpeed, wait + N(0, sigma) clamped to [0, maxWait].
[[nodiscard]] SpoiltShot spoilShot(const SearchedShot& aimed, const Level& level,
                                   ComputerLevel computer, std::uint64_t noiseSeed, double maxWait);

/// Plans `player`'s next shot in `match` (every ball at rest, no shot in progress, the player
/// not finished). The search plays the player's ball alone from where it lies (its tee entry
/// spot if not yet in play), with the strokes it has left, from the hole clock now. Without a
/// plan (the budget ran out) it lays up: of 576 shots, the one resting nearest the cup by the
/// way round. When other balls lie on the course (and balls collide) the chosen stroke is
/// played on a copy of `match` and, if another ball spoils it, replaced (aimAmongBalls; the
/// lay-up is then played among the balls too: layUpAmongBalls). The noise (spoilShot) is
/// drawn from a generator seeded by `seed`, the player and its strokes so far.
[[nodiscard]] ComputerShot
planComputerShot(const Match& match, int player, ComputerLevel level, std::uint64_t seed,
                 const ShotSearchOptions& search = computerSearchOptions());

/// A seed for one hole of a round: `roundSeed` mixed with the hole's index (from 0).
[[nodiscard]] std::uint64_t holeSeed(std::uint64_t roundSeed, int hole);

} // namespace golf::game
