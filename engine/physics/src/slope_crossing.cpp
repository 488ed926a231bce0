#include "slope_crossing.hpp"

#include "golf/core/polynomial.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <vector>

namespace golf {

namespace {

/// A tile edge passed: at time t (in the step), the line x = k (axis 0) or y = k (axis 1),
/// moving towards + (dir 1) or - (dir -1).
struct EdgePass {
    double t = 0;
    int axis = 0;
    int k = 0;
    int dir = 0;
};

/// Most edges looked for on one monotonic part (a ball crosses far fewer in one step).
constexpr int maxEdgesPerPart = 4096;

/// The lines x = k (or y = k) that `p` passes on [a, b], where it is monotonic, starting from
/// the cell `cell` (the tile column or row the centre is in), which follows the passes. The
/// cell, not p(a), says which line comes next, so that a step that starts a rounding error
/// beyond the line the previous step ended short of still passes it (at its start).
void edgesOnPart(const SeriesPolynomial& p, int axis, double a, double b, int& cell,
                 std::vector<EdgePass>& out) {
    const double pa = p(a);
    const double pb = p(b);
    if (!(std::abs(pa) < 1e9 && std::abs(pb) < 1e9) || pa == pb) {
        return;
    }
    const int dir = pb > pa ? 1 : -1;
    for (int n = 0; n < maxEdgesPerPart; ++n) {
        const int k = dir > 0 ? cell + 1 : cell;
        const double line = k;
        if (dir > 0 ? line > pb : line < pb) {
            return;
        }
        const bool already = dir > 0 ? pa >= line : pa <= line;
        const double t =
            already ? a : bisectSignChange([&](double s) { return p(s) - line; }, a, b);
        out.push_back({t, axis, k, dir});
        cell = dir > 0 ? k : k - 1;
    }
}

/// The edges a step passes in [0, length], in time order; `col` and `row` are the cells the
/// centre starts in and follow it.
std::vector<EdgePass> edgesOfStep(const TaylorStep& step, double length, int& col, int& row) {
    std::vector<double> cuts = {0.0};
    for (const SeriesPolynomial* v : {&step.vx, &step.vy}) {
        for (const double r : allRoots(*v, 0, length)) {
            if (r > 0 && r < length) {
                cuts.push_back(r);
            }
        }
    }
    cuts.push_back(length);
    std::sort(cuts.begin(), cuts.end());
    std::vector<EdgePass> edges;
    for (std::size_t i = 0; i + 1 < cuts.size(); ++i) {
        if (cuts[i] < cuts[i + 1]) {
            edgesOnPart(step.x, 0, cuts[i], cuts[i + 1], col, edges);
            edgesOnPart(step.y, 1, cuts[i], cuts[i + 1], row, edges);
        }
    }
    std::stable_sort(edges.begin(), edges.end(),
                     [](const EdgePass& a, const EdgePass& b) { return a.t < b.t; });
    return edges;
}

} // namespace

std::optional<SurfaceCrossing> firstSurfaceCrossing(const Level& level, const SlopePath& path,
                                                    TileIndex tile) {
    int col = tile.col;
    int row = tile.row;
    for (std::size_t i = 0; i < path.stepCount(); ++i) {
        const TaylorStep& step = path.step(i);
        const double start = path.stepStart(i);
        const double length = std::min(step.length, path.end() - start);
        if (!(length >= 0)) {
            break;
        }
        const std::vector<EdgePass> edges = edgesOfStep(step, length, col, row);
        for (std::size_t e = 0; e < edges.size();) {
            // Edges passed at the same instant (a corner) are passed together.
            TileIndex next = tile;
            Vec2 point = step.position(edges[e].t);
            const double t = edges[e].t;
            for (; e < edges.size() && edges[e].t == t; ++e) {
                const EdgePass& pass = edges[e];
                const int entered = pass.dir > 0 ? pass.k : pass.k - 1;
                (pass.axis == 0 ? next.col : next.row) = entered;
                (pass.axis == 0 ? point.x : point.y) = pass.k;
            }
            if (!sameSurface(level, tile.col, tile.row, next.col, next.row)) {
                return SurfaceCrossing{.time = start + t, .point = point, .tile = next};
            }
            tile = next;
        }
    }
    return std::nullopt;
}

} // namespace golf
