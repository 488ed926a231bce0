// Flood fill over the free space of the ball's centre, on a lattice of sample points.

#include "golf/analysis/reachability.hpp"

#include "golf/core/constants.hpp"
#include "golf/core/geometry.hpp"
#include "lattice.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <limits>
#include <vector>

namespace golf {

namespace {

/// True if the closed segments [a, b] and [c, d] share a point.
[[nodiscard]] bool segmentsIntersect(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    const double d1 = cross(b - a, c - a);
    const double d2 = cross(b - a, d - a);
    const double d3 = cross(d - c, a - c);
    const double d4 = cross(d - c, b - c);
    return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

[[nodiscard]] double segmentSegmentDistance(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    if (segmentsIntersect(a, b, c, d)) {
        return 0.0;
    }
    return std::min({distanceToSegment(a, c, d), distanceToSegment(b, c, d),
                     distanceToSegment(c, a, b), distanceToSegment(d, a, b)});
}

/// Distance from the segment [from, to] to a convex solid (0 if they meet).
[[nodiscard]] double distanceToSolid(Vec2 from, Vec2 to, const TilePolygon& solid) {
    if (insidePolygon(from, solid)) {
        return 0.0;
    }
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < solid.count; ++i) {
        best =
            std::min(best, segmentSegmentDistance(from, to, solid.corner(i), solid.corner(i + 1)));
    }
    return best;
}

/// True if the segment from `a` to `b` touches the closed square of a water tile (a hazard).
[[nodiscard]] bool segmentTouchesWater(const Level& level, Vec2 a, Vec2 b) {
    if (level.surfaceIndex.empty()) {
        return false; // no floors but grass
    }
    const int col0 = static_cast<int>(std::floor(std::min(a.x, b.x))) - 1;
    const int col1 = static_cast<int>(std::floor(std::max(a.x, b.x)));
    const int row0 = static_cast<int>(std::floor(std::min(a.y, b.y))) - 1;
    const int row1 = static_cast<int>(std::floor(std::max(a.y, b.y)));
    for (int row = row0; row <= row1; ++row) {
        for (int col = col0; col <= col1; ++col) {
            if (level.floorAt(col, row) != Floor::Water) {
                continue;
            }
            // Slab test of the segment a + t (b - a), t in [0, 1], against the square.
            double lo = 0;
            double hi = 1;
            for (const bool isX : {true, false}) {
                const double start = isX ? a.x : a.y;
                const double delta = isX ? b.x - a.x : b.y - a.y;
                const double min = isX ? col : row;
                if (delta == 0) {
                    hi = (start < min || start > min + 1) ? -1 : hi;
                    continue;
                }
                const double t0 = (min - start) / delta;
                const double t1 = (min + 1 - start) / delta;
                lo = std::max(lo, std::min(t0, t1));
                hi = std::min(hi, std::max(t0, t1));
            }
            if (lo <= hi) {
                return true;
            }
        }
    }
    return false;
}

/// True if no one-way edge of the gate tile at (col, row) stops a ball whose centre rolls
/// straight from `a` to `b` (SPEC section 2; docs/physics.md, "Gates"). Each of the tile's two
/// edges across `pass` is a face whose front is on the side `pass` points to: a ball moving
/// against `pass` meets it when its centre comes within the radius in front of the edge's line
/// (or is there already), with its centre beside the edge (a face has no corners). A ball
/// moving with `pass`, or along the edge, is let through. Touching (within touchTolerance) is
/// allowed, as for walls; the edge's span is taken closed, so a reported path always exists.
[[nodiscard]] bool gateLetsThrough(const Level& level, int col, int row, Vec2 a, Vec2 b) {
    const int pass = level
                         .gates[level.gateIndex[static_cast<std::size_t>(row) *
                                                    static_cast<std::size_t>(level.width) +
                                                static_cast<std::size_t>(col)] -
                                1U]
                         .pass;
    const bool alongX = pass == 0 || pass == 180; // the edges are the lines x = col, col + 1
    const double sign = pass == 0 || pass == 90 ? 1.0 : -1.0;
    const double aNormal = alongX ? a.x : a.y;
    const double bNormal = alongX ? b.x : b.y;
    if (!((bNormal - aNormal) * sign < 0)) {
        return true; // with `pass` or along the edges: never stopped
    }
    const double aTangent = alongX ? a.y : a.x;
    const double bTangent = alongX ? b.y : b.x;
    const double spanStart = alongX ? row : col; // the edges span [spanStart, spanStart + 1]
    const double reach = level.ballRadius - touchTolerance;
    for (const int line : {alongX ? col : row, (alongX ? col : row) + 1}) {
        // Signed distance of the centre in front of the edge's line; it falls along the path.
        const double sa = (aNormal - line) * sign;
        const double sb = (bNormal - line) * sign;
        if (sa < 0 || sb >= reach) {
            continue; // starts behind the line, or never comes within reach of it
        }
        // The part of the path within reach in front of the line: u in [lo, hi] of a + u (b - a).
        const double lo = std::max(0.0, (sa - reach) / (sa - sb));
        const double hi = std::min(1.0, sa / (sa - sb));
        const double t0 = aTangent + lo * (bTangent - aTangent);
        const double t1 = aTangent + hi * (bTangent - aTangent);
        if (std::max(t0, t1) >= spanStart && std::min(t0, t1) <= spanStart + 1) {
            return false;
        }
    }
    return true;
}

/// True if no gate's one-way edge stops a ball whose centre rolls straight from `a` to `b`.
[[nodiscard]] bool gatesLetThrough(const Level& level, Vec2 a, Vec2 b) {
    if (level.gateIndex.empty()) {
        return true;
    }
    // The tiles whose edges come within a radius of the path (one more each way: an edge is
    // shared by the tiles on both sides of it).
    const double r = level.ballRadius;
    const int col0 = std::max(0, static_cast<int>(std::floor(std::min(a.x, b.x) - r)) - 1);
    const int col1 =
        std::min(level.width - 1, static_cast<int>(std::floor(std::max(a.x, b.x) + r)) + 1);
    const int row0 = std::max(0, static_cast<int>(std::floor(std::min(a.y, b.y) - r)) - 1);
    const int row1 =
        std::min(level.height - 1, static_cast<int>(std::floor(std::max(a.y, b.y) + r)) + 1);
    for (int row = row0; row <= row1; ++row) {
        for (int col = col0; col <= col1; ++col) {
            const std::size_t index =
                static_cast<std::size_t>(row) * static_cast<std::size_t>(level.width) +
                static_cast<std::size_t>(col);
            if (level.gateIndex[index] != 0 && level.tiles[index] == Tile::Open &&
                !gateLetsThrough(level, col, row, a, b)) {
                return false;
            }
        }
    }
    return true;
}

/// A straight roll of the ball's centre from `from` to `to`: clear of walls (pathFitsOnFloor)
/// and not against a gate.
[[nodiscard]] bool rollIsOpen(const Level& level, Vec2 from, Vec2 to) {
    return pathFitsOnFloor(level, from, to, level.ballRadius) && gatesLetThrough(level, from, to);
}

/// rollIsOpen, and the centre's path clear of water.
[[nodiscard]] bool pathIsSafe(const Level& level, Vec2 from, Vec2 to) {
    return rollIsOpen(level, from, to) && !segmentTouchesWater(level, from, to);
}

/// The teleport whose from disc the centre's straight path from `a` to `b` enters first
/// (SPEC section 2: the ball jumps as its centre enters the disc), or -1 for none.
[[nodiscard]] int teleportEntered(const Level& level, Vec2 a, Vec2 b) {
    int first = -1;
    double firstAlong = std::numeric_limits<double>::infinity();
    for (std::size_t k = 0; k < level.teleports.size(); ++k) {
        const Teleport& teleport = level.teleports[k];
        if (distanceToSegment(teleport.entry, a, b) >= teleport.radius) {
            continue;
        }
        // Where along the path the disc comes nearest: enough to order discs, which never
        // overlap (the loader refuses overlapping from discs).
        const double along = dot(teleport.entry - a, b - a);
        if (along < firstAlong) {
            firstAlong = along;
            first = static_cast<int>(k);
        }
    }
    return first;
}

/// The breadth-first search from a start point over the lattice.
class FloodFill {
  public:
    FloodFill(const Level& level, int perTile)
        : level_(level), perTile_(perTile), lattice_(level, perTile),
          state_(lattice_.size(), State::Untested), jumped_(level.teleports.size(), false) {}

    /// Searches from `start` (the tee, or a teleport's exit).
    [[nodiscard]] ReachabilityResult run(Vec2 start) {
        ReachabilityResult result{Reachability::Unreachable, perTile_, 0};
        if (!enter(start)) {
            result.status = Reachability::Reachable;
            return result;
        }
        while (!queue_.empty()) {
            const std::size_t index = queue_.back();
            queue_.pop_back();
            if (reachesCup(index) || !expand(index)) {
                result.status = Reachability::Reachable;
                break;
            }
        }
        result.visited = visited_;
        return result;
    }

  private:
    enum class State : std::uint8_t { Untested, Blocked, Free, Visited };

    /// Puts the ball's centre at `p` (the start or a teleport's exit, off the lattice) and
    /// visits the lattice points it can roll straight to. False if it rolls straight into
    /// the cup from there.
    [[nodiscard]] bool enter(Vec2 p) {
        if (pathIsSafe(level_, p, level_.cup) && teleportEntered(level_, p, level_.cup) < 0) {
            return false;
        }
        bool holed = false;
        forEachNear(p, [&](std::size_t index) {
            if (!holed && isFree(index) && pathIsSafe(level_, p, lattice_.point(index))) {
                holed = !step(p, index);
            }
        });
        return !holed;
    }

    /// The ball rolls straight from `from` to the free lattice point `next`, the path clear
    /// of walls and water: it gets there, or jumps through the first teleport it enters on
    /// the way. False if that jump holes out.
    [[nodiscard]] bool step(Vec2 from, std::size_t next) {
        const int teleport = teleportEntered(level_, from, lattice_.point(next));
        if (teleport < 0) {
            visit(next);
            return true;
        }
        const auto k = static_cast<std::size_t>(teleport);
        if (jumped_[k]) {
            return true; // its exit was entered already
        }
        jumped_[k] = true;
        return enter(level_.teleports[k].exit);
    }

    /// Calls f for the lattice points within one step of `p` (up to 3 x 3).
    template <typename F> void forEachNear(Vec2 p, F f) const {
        const std::size_t ci = lattice_.nearest(p.x, lattice_.columns());
        const std::size_t cj = lattice_.nearest(p.y, lattice_.rows());
        for (std::size_t j = cj == 0 ? 0 : cj - 1; j <= std::min(cj + 1, lattice_.rows() - 1);
             ++j) {
            for (std::size_t i = ci == 0 ? 0 : ci - 1;
                 i <= std::min(ci + 1, lattice_.columns() - 1); ++i) {
                f(lattice_.index(i, j));
            }
        }
    }

    [[nodiscard]] bool isFree(std::size_t index) {
        if (state_[index] == State::Untested) {
            // A path of length zero is the disc test of discFitsOnFloor, without allocating.
            // Water is a hazard: no centre may touch it. Tile edges are lattice lines, so a
            // step between two points clear of water never crosses it either.
            const Vec2 p = lattice_.point(index);
            state_[index] =
                pathFitsOnFloor(level_, p, p, level_.ballRadius) && !level_.touchesWater(p)
                    ? State::Free
                    : State::Blocked;
        }
        return state_[index] != State::Blocked;
    }

    void visit(std::size_t index) {
        if (state_[index] != State::Visited) {
            state_[index] = State::Visited;
            ++visited_;
            queue_.push_back(index);
        }
    }

    /// The ball's centre at this point is in the cup, or can roll straight to its centre.
    /// (A from disc never overlaps the cup, and a point inside one is never visited.)
    [[nodiscard]] bool reachesCup(std::size_t index) const {
        const Vec2 p = lattice_.point(index);
        if (length(p - level_.cup) <= level_.cupRadius) {
            return true;
        }
        // A cup smaller than the lattice spacing may hold no sample point: roll straight in.
        const double reach = 1.5 / perTile_;
        const bool near =
            std::abs(p.x - level_.cup.x) <= reach && std::abs(p.y - level_.cup.y) <= reach;
        return near && pathIsSafe(level_, p, level_.cup) &&
               teleportEntered(level_, p, level_.cup) < 0;
    }

    /// False if a step from this point holes out through a teleport.
    [[nodiscard]] bool expand(std::size_t index) {
        const std::size_t i = index % lattice_.columns();
        const std::size_t j = index / lattice_.columns();
        const Vec2 from = lattice_.point(i, j);
        for (int dj = -1; dj <= 1; ++dj) {
            for (int di = -1; di <= 1; ++di) {
                if ((di == 0 && dj == 0) || (i == 0 && di < 0) || (j == 0 && dj < 0) ||
                    (i + 1 == lattice_.columns() && di > 0) ||
                    (j + 1 == lattice_.rows() && dj > 0)) {
                    continue;
                }
                const auto ni = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(i) + di);
                const auto nj = static_cast<std::size_t>(static_cast<std::ptrdiff_t>(j) + dj);
                const std::size_t next = lattice_.index(ni, nj);
                if (state_[next] != State::Visited && isFree(next) &&
                    rollIsOpen(level_, from, lattice_.point(ni, nj)) && !step(from, next)) {
                    return false;
                }
            }
        }
        return true;
    }

    const Level& level_;
    int perTile_;
    Lattice lattice_;
    std::vector<State> state_;
    std::vector<std::size_t> queue_; // used as a stack: the order does not change the answer
    std::vector<bool> jumped_;       // per teleport: its exit was entered
    std::size_t visited_ = 0;
};

} // namespace

bool pathFitsOnFloor(const Level& level, Vec2 from, Vec2 to, double radius) {
    const auto inGrid = [&](Vec2 p) {
        return p.x >= 0 && p.y >= 0 && p.x <= level.width && p.y <= level.height;
    };
    if (!inGrid(from) || !inGrid(to)) {
        return false; // outside the grid (or NaN): everything there is solid
    }
    const int col0 = static_cast<int>(std::floor(std::min(from.x, to.x) - radius));
    const int col1 = static_cast<int>(std::floor(std::max(from.x, to.x) + radius));
    const int row0 = static_cast<int>(std::floor(std::min(from.y, to.y) - radius));
    const int row1 = static_cast<int>(std::floor(std::max(from.y, to.y) + radius));
    for (int row = row0; row <= row1; ++row) {
        for (int col = col0; col <= col1; ++col) {
            const Tile tile = level.at(col, row);
            if (tile == Tile::Open) {
                continue; // the common case: no geometry to test
            }
            if (distanceToSolid(from, to, solidPolygon(tile, col, row)) < radius - touchTolerance) {
                return false;
            }
        }
    }
    return true;
}

ReachabilityResult cupReachabilityFrom(const Level& level, Vec2 start,
                                       const ReachabilityOptions& options) {
    // The coarsest useful lattice samples tile centres and edges: 2 points per tile.
    constexpr int coarsest = 2;
    for (int perTile = std::max(options.samplesPerTile, coarsest); perTile >= coarsest;
         perTile /= 2) {
        const auto samples = (static_cast<std::size_t>(level.width) * perTile + 1) *
                             (static_cast<std::size_t>(level.height) * perTile + 1);
        if (samples <= options.maxSamples) {
            return FloodFill(level, perTile).run(start);
        }
    }
    return {Reachability::TooLarge, 0, 0};
}

ReachabilityResult cupReachability(const Level& level, const ReachabilityOptions& options) {
    return cupReachabilityFrom(level, level.tee, options);
}

std::vector<std::size_t> walledInTeleportExits(const Level& level,
                                               const ReachabilityOptions& options) {
    std::vector<std::size_t> walledIn;
    for (std::size_t k = 0; k < level.teleports.size(); ++k) {
        if (cupReachabilityFrom(level, level.teleports[k].exit, options).status ==
            Reachability::Unreachable) {
            walledIn.push_back(k);
        }
    }
    return walledIn;
}

} // namespace golf
