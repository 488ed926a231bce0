// Re-plans reused from nearby resting places: one search per cell, adapted with a few trials.

#include "nearby_plans.hpp"

#include "golf/core/assert.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/physics/match.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <memory>
#include <numbers>
#include <optional>
#include <vector>

namespace golf {

namespace {

/// Angle steps of the re-plan's coarse grid tried on either side of a hint.
constexpr int hintSteps = 5;

/// Where a trial shot from a fresh match ended.
struct Outcome {
    bool rested = false; ///< legal and at rest within the tick limit
    bool holed = false;
    int strokes = 0; ///< counting a water penalty
    Vec2 rest;
};

/// Plays `velocity` from `start` (no shot in progress) to rest, as the search's trials do: a
/// shot still rolling after `tickLimit` ticks is abandoned. Adds its ticks to `ticks`. The
/// copy of `start` is made in `scratch`, whose buffers the caller's next trial reuses.
Outcome playTrial(const Match& start, Vec2 velocity, std::int64_t tickLimit, std::int64_t& ticks,
                  std::optional<Match>& scratch) {
    Outcome outcome;
    if (!start.shotError(0, velocity).empty()) {
        return outcome;
    }
    if (scratch) {
        *scratch = start;
    } else {
        scratch.emplace(start);
    }
    Match& match = *scratch;
    match.shoot(0, velocity);
    while (match.shotInProgress()) {
        if (match.shotTicks() >= tickLimit) {
            ticks += match.shotTicks();
            return outcome;
        }
        // Skipping stops a tick short of the limit, so that the limit is checked where a
        // search stepping tick by tick would check it.
        match.skipQuietTicks(tickLimit - match.shotTicks() - 1);
        (void)match.step();
    }
    ticks += match.shotTicks();
    outcome.rested = true;
    outcome.holed = match.players()[0].holed;
    outcome.strokes = match.players()[0].strokes;
    outcome.rest = match.world().balls()[0].position;
    return outcome;
}

[[nodiscard]] double degreesToward(Vec2 from, Vec2 to) {
    return std::atan2(to.y - from.y, to.x - from.x) * 180.0 / std::numbers::pi;
}

/// The angle indices (0..count-1) within hintSteps of `angle` (degrees) on a grid of `count`.
void addWindow(std::vector<int>& indices, double angle, int count) {
    const double step = 360.0 / count;
    const auto centre = static_cast<int>(std::lround(angle / step));
    for (int k = -hintSteps; k <= hintSteps; ++k) {
        indices.push_back(((centre + k) % count + count) % count);
    }
}

} // namespace

NearbyPlans::NearbyPlans(const Level& level, const ShotSearchOptions& plan, double cellSize,
                         const CupDistanceField& field)
    : level_(level), plan_(plan), cellSize_(cellSize), field_(field),
      speeds_(coarseShotSpeeds(level, plan.speeds)), shape_(level, 0) {
    GOLF_ASSERT(level.movers.empty() && cellSize > 0);
    plan_.threads = 1;
    plan_.startClock = 0;
    plan_.maxStrokes = std::max(1, level.maxStrokes - 1); // a re-plan follows a stroke
}

std::optional<SearchedShot> NearbyPlans::find(Vec2 from, int strokesLeft, std::int64_t& ticks) {
    const Cell& found = cell(from);
    if (!found.searched || !found.plan.holed ||
        static_cast<int>(found.plan.shots.size()) > strokesLeft) {
        return std::nullopt;
    }
    return found.plan.shots.size() == 1 ? holeInOne(found, from, ticks)
                                        : firstOfMany(found, from, ticks);
}

std::int64_t NearbyPlans::searchTicks() const {
    const std::lock_guard lock(mutex_);
    std::int64_t ticks = 0;
    for (const auto& [key, future] : cells_) {
        ticks += future.get().ticks;
    }
    return ticks;
}

const NearbyPlans::Cell& NearbyPlans::cell(Vec2 from) {
    const Key key{static_cast<std::int64_t>(std::floor(from.x / cellSize_)),
                  static_cast<std::int64_t>(std::floor(from.y / cellSize_))};
    std::promise<Cell> promise;
    std::shared_future<Cell> future;
    bool mine = false;
    {
        const std::lock_guard lock(mutex_);
        auto [entry, inserted] = cells_.try_emplace(key);
        if (inserted) {
            entry->second = promise.get_future().share();
            mine = true;
        }
        future = entry->second;
    }
    if (mine) {
        // Searched outside the lock; other players of the cell wait on the future.
        try {
            promise.set_value(searchCell(key));
        } catch (...) {
            promise.set_exception(std::current_exception());
        }
    }
    return future.get(); // the map keeps the shared state alive
}

NearbyPlans::Cell NearbyPlans::searchCell(const Key& key) const {
    Cell cell;
    // The centre, or else the first of the centres of the cell's quarters where a ball may lie
    // (next to a wall the centre often is in it).
    constexpr double offsets[5][2] = {
        {0.5, 0.5}, {0.25, 0.25}, {0.75, 0.25}, {0.25, 0.75}, {0.75, 0.75}};
    const auto place = std::find_if(std::begin(offsets), std::end(offsets), [&](const auto& o) {
        return placeForBall({(static_cast<double>(key.first) + o[0]) * cellSize_,
                             (static_cast<double>(key.second) + o[1]) * cellSize_});
    });
    if (place == std::end(offsets)) {
        return cell;
    }
    cell.centre = {(static_cast<double>(key.first) + (*place)[0]) * cellSize_,
                   (static_cast<double>(key.second) + (*place)[1]) * cellSize_};
    Level from = level_;
    from.tee = cell.centre;
    cell.searched = true;
    cell.plan = searchShots(from, plan_, field_, nullptr, &shape_);
    cell.ticks = cell.plan.ticksSimulated;
    if (cell.plan.holed && cell.plan.shots.size() > 1) {
        std::optional<Match> scratch;
        const Outcome first =
            playTrial(Match(shape_, std::make_shared<const Level>(from), 1),
                      cell.plan.shots[0].velocity, plan_.shotTickLimit, cell.ticks, scratch);
        cell.firstRest = first.rested ? field_.at(first.rest) : infinity;
    }
    return cell;
}

bool NearbyPlans::placeForBall(Vec2 centre) const {
    const double r = level_.ballRadius;
    if (!discFitsOnFloor(level_, centre, r) || level_.touchesWater(centre) ||
        length(centre - level_.cup) <= level_.cupRadius) {
        return false;
    }
    if (std::any_of(level_.teleports.begin(), level_.teleports.end(),
                    [&](const Teleport& t) { return length(centre - t.entry) <= t.radius + r; })) {
        return false;
    }
    if (level_.gateIndex.empty()) {
        return true;
    }
    for (int row = static_cast<int>(std::floor(centre.y - r));
         row <= static_cast<int>(std::floor(centre.y + r)); ++row) {
        for (int col = static_cast<int>(std::floor(centre.x - r));
             col <= static_cast<int>(std::floor(centre.x + r)); ++col) {
            if (col >= 0 && row >= 0 && col < level_.width && row < level_.height &&
                level_.gateIndex[static_cast<std::size_t>(row) * level_.width + col] != 0) {
                return false;
            }
        }
    }
    return true;
}

std::optional<SearchedShot> NearbyPlans::holeInOne(const Cell& cell, Vec2 from,
                                                   std::int64_t& ticks) const {
    // The cell's aim, and that aim turned by the angle the cup is seen under from `from`
    // rather than from the centre (right for a straight putt); their windows are tried in the
    // order of the search's coarse grid (angles ascending, each from the slowest speed), so
    // the shot found is the one a search from `from` finds when it holes within the window.
    const double aim = cell.plan.shots[0].angle;
    const double turned =
        aim + degreesToward(from, level_.cup) - degreesToward(cell.centre, level_.cup);
    std::vector<int> indices;
    addWindow(indices, aim, plan_.angles);
    addWindow(indices, turned, plan_.angles);
    return firstHoling(std::move(indices), from, ticks);
}

std::optional<SearchedShot> NearbyPlans::firstHoling(std::vector<int> indices, Vec2 from,
                                                     std::int64_t& ticks) const {
    std::sort(indices.begin(), indices.end());
    indices.erase(std::unique(indices.begin(), indices.end()), indices.end());
    Level moved = level_;
    moved.tee = from;
    Match start(shape_, std::make_shared<const Level>(std::move(moved)), 1);
    // The ball entered at the tee once, as every trial's shot would enter it (Match::shoot).
    (void)start.setup(0, start.world().teeEntrySpot(0));
    std::optional<Match> scratch;
    for (const int i : indices) {
        const double angle = 360.0 * i / plan_.angles;
        for (const double speed : speeds_) {
            const Vec2 velocity = velocityFromAngle(angle, speed);
            if (playTrial(start, velocity, plan_.shotTickLimit, ticks, scratch).holed) {
                return SearchedShot{.angle = angle, .speed = speed, .velocity = velocity};
            }
        }
    }
    return std::nullopt;
}

std::optional<SearchedShot> NearbyPlans::firstOfMany(const Cell& cell, Vec2 from,
                                                     std::int64_t& ticks) const {
    Level moved = level_;
    moved.tee = from;
    const SearchedShot& shot = cell.plan.shots[0];
    std::optional<Match> scratch;
    const Outcome outcome =
        playTrial(Match(shape_, std::make_shared<const Level>(std::move(moved)), 1), shot.velocity,
                  plan_.shotTickLimit, ticks, scratch);
    if (!outcome.rested || outcome.strokes != 1) {
        return std::nullopt; // abandoned, or into the water
    }
    if (outcome.holed || field_.at(outcome.rest) <= cell.firstRest + cellSize_) {
        return SearchedShot{.angle = shot.angle, .speed = shot.speed, .velocity = shot.velocity};
    }
    return std::nullopt;
}

} // namespace golf
