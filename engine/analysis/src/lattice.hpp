#pragma once

// The lattice of sample points of a level that reachability (golf check) and the shot search's
// distance to the cup (golf solve) walk over: one type for both.

#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>

namespace golf {

/// The lattice of sample points (i / n, j / n), 0 <= i <= width * n, 0 <= j <= height * n.
class Lattice {
  public:
    /// `perTile` (>= 1) points per tile along each axis.
    Lattice(const Level& level, int perTile)
        : perTile_(perTile), columns_(static_cast<std::size_t>(level.width) * perTile + 1),
          rows_(static_cast<std::size_t>(level.height) * perTile + 1) {}

    [[nodiscard]] std::size_t size() const { return columns_ * rows_; }
    [[nodiscard]] std::size_t columns() const { return columns_; }
    [[nodiscard]] std::size_t rows() const { return rows_; }
    [[nodiscard]] std::size_t index(std::size_t i, std::size_t j) const { return j * columns_ + i; }
    [[nodiscard]] Vec2 point(std::size_t i, std::size_t j) const {
        return {static_cast<double>(i) / perTile_, static_cast<double>(j) / perTile_};
    }
    [[nodiscard]] Vec2 point(std::size_t index) const {
        return point(index % columns_, index / columns_);
    }
    /// Lattice coordinate nearest to a world coordinate, clamped to [0, count - 1].
    [[nodiscard]] std::size_t nearest(double world, std::size_t count) const {
        const double scaled = std::round(world * perTile_);
        return static_cast<std::size_t>(std::clamp(scaled, 0.0, static_cast<double>(count - 1)));
    }

  private:
    int perTile_;
    std::size_t columns_;
    std::size_t rows_;
};

} // namespace golf
