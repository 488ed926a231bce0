#pragma once

// The noisy players' re-plans reused from nearby resting places (golf rate on a still level).
// The level is cut into square cells; the first player whose ball rests in a cell has the
// re-plan search run from the cell's centre, once, and every player in that cell adapts that plan
// to where its own ball lies with a few trial shots instead of a whole search. A cell's plan is
// a function of the cell alone (not of which player asked first), so the rating stays the same
// whatever the threads and their order.

#include "golf/analysis/shot_search.hpp"
#include "golf/core/level.hpp"
#include "golf/core/vec2.hpp"
#include "golf/physics/world.hpp"

#include <cstdint>
#include <future>
#include <map>
#include <mutex>
#include <optional>
#include <utility>
#include <vector>

namespace golf {

/// The re-plans of one rating, shared by its players (thread-safe).
class NearbyPlans {
  public:
    /// `plan`: the players' re-plan search (its `threads` ignored: one per cell); `cellSize`:
    /// the side of a cell, tiles, > 0. Precondition: `level` has no movers (a plan there
    /// depends on the hole clock too).
    NearbyPlans(const Level& level, const ShotSearchOptions& plan, double cellSize,
                const CupDistanceField& field);

    /// The shot to aim from `from` (a ball at rest, `strokesLeft` >= 1 strokes before it is
    /// picked up), from the plan of from's cell: if that plan holes in one, the first shot of
    /// the re-plan's coarse grid, in the search's order, within a few steps of the cell's
    /// aim turned toward the cup, that holes from `from`; if it takes n > 1 strokes (at most
    /// strokesLeft), its first shot if, played from `from`, it rests about as near the cup as
    /// it does from the centre. nullopt otherwise (the caller searches from `from`). Adds the
    /// ticks of the trial shots played here to `ticks`.
    [[nodiscard]] std::optional<SearchedShot> find(Vec2 from, int strokesLeft, std::int64_t& ticks);

    /// Ticks simulated by the cells' searches so far, each cell counted once.
    [[nodiscard]] std::int64_t searchTicks() const;

  private:
    /// What the search from a cell's centre found.
    struct Cell {
        bool searched = false;  ///< false if the centre is no place for a ball
        Vec2 centre;            ///< where the search started
        ShotSearchResult plan;  ///< the search from the centre
        double firstRest = 0;   ///< cup distance where the plan's first shot rests
        std::int64_t ticks = 0; ///< the search's ticks and the first shot's
    };
    using Key = std::pair<std::int64_t, std::int64_t>;

    [[nodiscard]] const Cell& cell(Vec2 from);
    [[nodiscard]] Cell searchCell(const Key& key) const;
    [[nodiscard]] bool placeForBall(Vec2 centre) const;
    [[nodiscard]] std::optional<SearchedShot> holeInOne(const Cell& cell, Vec2 from,
                                                        std::int64_t& ticks) const;
    /// The first shot of the coarse grid at the angle `indices` (in the search's order: angles
    /// ascending, each from the slowest speed) that holes from `from`.
    [[nodiscard]] std::optional<SearchedShot> firstHoling(std::vector<int> indices, Vec2 from,
                                                          std::int64_t& ticks) const;
    [[nodiscard]] std::optional<SearchedShot> firstOfMany(const Cell& cell, Vec2 from,
                                                          std::int64_t& ticks) const;

    const Level& level_;
    ShotSearchOptions plan_;
    double cellSize_;
    const CupDistanceField& field_; ///< the level's, shared with the searches
    std::vector<double> speeds_;    ///< the re-plan's coarse speeds, ascending
    /// A world of the level, whose boundary the searches' and trials' matches share (it does not
    /// depend on the tee); read only, by every thread.
    World shape_;
    mutable std::mutex mutex_;
    std::map<Key, std::shared_future<Cell>> cells_;
};

} // namespace golf
