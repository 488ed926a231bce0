#pragma once

/// \file
/// The optional first-bounce preview: where a shot would go, up to just after its first hit.

#include "golf/core/vec2.hpp"
#include "golf/physics/match.hpp"

#include <vector>

namespace golf::game {

/// Predicts a shot's path by playing it on a throwaway copy of the match. Recomputed only
/// when the aim changes; the real match is never touched.
class ShotPreview {
  public:
    /// The path of `player`'s ball for a shot with `velocity`: its positions from the start
    /// to the first wall or ball hit, then a short stretch after it.
    [[nodiscard]] const std::vector<Vec2>& path(const Match& match, int player, Vec2 velocity);

  private:
    std::vector<Vec2> path_;
    Vec2 lastVelocity_{};
    int lastPlayer_ = -1;
    std::int64_t lastTick_ = -1;
};

} // namespace golf::game
