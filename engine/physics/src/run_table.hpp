#pragma once

// Merged faces of a level filed by lattice line: 4 bytes a face (its first and last unit
// face) plus one offset per line and side, so that a dense 4096 x 4096 level's ten million
// faces take 43 MB, not 172 MB as 16-byte runs with their line, side and material each.

#include <algorithm>
#include <cstdint>
#include <vector>

namespace golf {

/// The line a merged face lies on: its direction and which of the lattice's lines it is.
enum class FaceLine : std::uint8_t { Horizontal, Vertical, DiagonalDown, DiagonalUp };

/// A merged face: unit faces `first` to `last` along line `offset` of kind `line`, open on
/// side `side` (+1 or -1). Lines: Horizontal y = offset (0..height), Vertical x = offset
/// (0..width), DiagonalDown y = x + offset (1 - width..height - 1, unit face `pos` in column
/// pos), DiagonalUp x + y = offset (1..width + height - 1, unit face `pos` in column pos).
struct FaceRun {
    FaceLine line = FaceLine::Horizontal;
    std::int8_t side = 1;
    std::uint8_t material = 0; ///< 0: the level's wallRestitution; k: specialWalls[k - 1]
    std::int32_t offset = 0;
    std::int32_t first = 0;
    std::int32_t last = 0;
};

/// Runs of a width x height grid filed by (line, offset, side), each line's runs by first
/// unit face: a run's id is its place in that order (the order of the boundary's ids).
class RunTable {
  public:
    /// An empty table for a grid of width x height tiles (1 .. 4096 each).
    RunTable(int width, int height);

    /// Appends a run. Preconditions: runs come in ascending (line, offset, side, first) order,
    /// do not overlap, and lie on the grid's lines.
    void add(const FaceRun& run) {
        beginLine(run.line, run.offset, run.side);
        addToLine(run.first, run.last, run.material);
    }
    /// Begins the runs of side `side` of a line (add's order), which addToLine then appends:
    /// add without working out the line's place for each run.
    void beginLine(FaceLine line, int offset, int side) {
        const std::size_t slot = slotOf(line, offset, side);
        // Every slot up to this one starts here (the ones skipped are empty).
        const auto id = static_cast<std::uint32_t>(spans_.size());
        for (; filledSlots_ <= slot; ++filledSlots_) {
            slotStart_[filledSlots_] = id;
        }
    }
    /// Appends the run of unit faces first .. last to the line begun last (beginLine), after
    /// its runs so far (as add: ascending, not overlapping).
    void addToLine(int first, int last, std::uint8_t material) {
        if (material != 0 || !materials_.empty()) {
            addMaterial(material);
        }
        spans_.push_back({static_cast<std::uint16_t>(first), static_cast<std::uint16_t>(last)});
    }
    /// addToLine of an ordinary run (material 0) on a table whose runs are all ordinary so far
    /// (a level without special walls), without the test of the material.
    void addOrdinaryToLine(int first, int last) {
        spans_.push_back({static_cast<std::uint16_t>(first), static_cast<std::uint16_t>(last)});
    }
    /// Makes room for `runs` runs (an upper bound: the room never used is never touched, so
    /// it costs address space, not memory), so that the table is not copied as it grows.
    void reserve(std::size_t runs) { spans_.reserve(runs); }
    /// Ends the building (after the last add).
    void finish();

    [[nodiscard]] std::size_t size() const { return spans_.size(); }
    /// The number of unit faces of all the runs (counted in a walk of the runs).
    [[nodiscard]] std::size_t unitFaces() const {
        std::size_t faces = 0;
        for (const Span& span : spans_) {
            faces += static_cast<std::size_t>(span.last - span.first) + 1;
        }
        return faces;
    }
    /// Run `id` (< size()): its line found by a binary search of the lines' offsets.
    [[nodiscard]] FaceRun run(std::uint32_t id) const;
    /// The material of run `id` (0 on a table whose runs are all ordinary).
    [[nodiscard]] std::uint8_t material(std::uint32_t id) const {
        return materials_.empty() ? std::uint8_t{0} : materials_[id];
    }
    /// Calls `take(id, run)` for every run, in id order.
    template <typename Take> void forEach(Take take) const;
    /// Calls `take(id)` (in no particular order, each once) for every run with a unit face
    /// whose midpoint lies in [x0, x1) x [y0, y1) (integers, world units).
    template <typename Take> void forEachInRect(int x0, int x1, int y0, int y1, Take take) const;

    /// A run's first and last unit face (its line and side are its slot's).
    struct Span {
        std::uint16_t first;
        std::uint16_t last;
    };
    /// Calls `take(line, offset, side, id, spans, count)` for every side of a line that has
    /// runs, in id order: its `count` runs, ids id .. id + count - 1, are spans[0 .. count), so
    /// that a walk of every run works out what a line's runs share once per line.
    template <typename Take> void forEachLine(Take take) const;

  private:
    /// The slot of a line's side: 2 * (its kind's first line + offset - least offset), + 1 for
    /// side +1.
    [[nodiscard]] std::size_t slotOf(FaceLine line, int offset, int side) const {
        const auto kind = static_cast<std::size_t>(line);
        return 2 * (lineBase_[kind] + static_cast<std::size_t>(offset - lowestOffset_[kind])) +
               (side > 0 ? 1 : 0);
    }
    /// Records the material of the run about to be added (the first one not 0 starts the
    /// table of materials).
    void addMaterial(std::uint8_t material);
    /// Calls `take(id)` for the runs of slot `slot` that meet unit faces lo..hi.
    template <typename Take> void takeSpans(std::size_t slot, int lo, int hi, Take take) const;

    int width_;
    int height_;
    std::size_t lineBase_[4] = {};         ///< per FaceLine: first slot / 2
    int lowestOffset_[4] = {};             ///< per FaceLine
    std::vector<std::uint32_t> slotStart_; ///< per slot: first id; one more at the end
    std::size_t filledSlots_ = 0;          ///< slots whose start is set (building)
    std::vector<Span> spans_;              ///< by id
    std::vector<std::uint8_t> materials_;  ///< by id; empty while every run is ordinary
};

template <typename Take> void RunTable::forEach(Take take) const {
    // Line by line (a line's side), so that each run's line, offset and side are worked out
    // once per slot that has runs, not once per run.
    const bool ordinary = materials_.empty();
    forEachLine([&](FaceLine line, int offset, int side, std::uint32_t first, const Span* spans,
                    std::size_t count) {
        FaceRun run{
            .line = line, .side = static_cast<std::int8_t>(side), .material = 0, .offset = offset};
        for (std::uint32_t id = first; id < first + count; ++id, ++spans) {
            run.material = ordinary ? std::uint8_t{0} : materials_[id];
            run.first = spans->first;
            run.last = spans->last;
            take(id, static_cast<const FaceRun&>(run));
        }
    });
}

template <typename Take> void RunTable::forEachLine(Take take) const {
    if (spans_.empty()) {
        return;
    }
    const std::size_t lines = (slotStart_.size() - 1) / 2;
    std::uint32_t id = 0;
    for (std::size_t kind = 0; kind < 4; ++kind) {
        const std::size_t endLine = kind < 3 ? lineBase_[kind + 1] : lines;
        for (std::size_t line = lineBase_[kind]; line < endLine; ++line) {
            for (std::size_t side = 0; side < 2; ++side) {
                const std::uint32_t end = slotStart_[2 * line + side + 1];
                if (id == end) {
                    continue;
                }
                take(static_cast<FaceLine>(kind),
                     static_cast<int>(line - lineBase_[kind]) + lowestOffset_[kind],
                     side == 0 ? -1 : 1, id, spans_.data() + id,
                     static_cast<std::size_t>(end - id));
                id = end;
            }
        }
    }
}

template <typename Take>
void RunTable::takeSpans(std::size_t slot, int lo, int hi, Take take) const {
    const std::uint32_t begin = slotStart_[slot];
    const std::uint32_t end = slotStart_[slot + 1];
    if (begin == end || lo > hi) {
        return;
    }
    // The runs of a slot are disjoint and by first, so their lasts ascend too.
    std::uint32_t a = begin;
    std::uint32_t b = end;
    while (a < b) {
        const std::uint32_t mid = a + (b - a) / 2;
        if (spans_[mid].last < lo) {
            a = mid + 1;
        } else {
            b = mid;
        }
    }
    for (std::uint32_t id = a; id < end && spans_[id].first <= hi; ++id) {
        take(id);
    }
}

template <typename Take>
void RunTable::forEachInRect(int x0, int x1, int y0, int y1, Take take) const {
    x0 = x0 < 0 ? 0 : x0;
    y0 = y0 < 0 ? 0 : y0;
    x1 = x1 > width_ + 1 ? width_ + 1 : x1;
    y1 = y1 > height_ + 1 ? height_ + 1 : y1;
    if (x0 >= x1 || y0 >= y1) {
        return;
    }
    for (const int side : {-1, 1}) {
        // Horizontal unit face (pos, y): midpoint (pos + 0.5, y); vertical (x, pos): (x, pos +
        // 0.5).
        for (int y = y0; y < y1 && y <= height_; ++y) {
            takeSpans(slotOf(FaceLine::Horizontal, y, side), x0, x1 - 1, take);
        }
        for (int x = x0; x < x1 && x <= width_; ++x) {
            takeSpans(slotOf(FaceLine::Vertical, x, side), y0, y1 - 1, take);
        }
        // A diagonal's unit face `pos` is the diagonal of the tile in column pos: its midpoint
        // is that tile's centre. y = x + k: tile (pos, pos + k); x + y = k: tile (pos, k - 1 -
        // pos).
        for (int k = std::max(y0 - (x1 - 1), 1 - width_); k <= std::min(y1 - 1 - x0, height_ - 1);
             ++k) {
            takeSpans(slotOf(FaceLine::DiagonalDown, k, side), std::max(x0, y0 - k),
                      std::min(x1 - 1, y1 - 1 - k), take);
        }
        for (int k = std::max(x0 + y0 + 1, 1); k <= std::min(x1 + y1 - 1, width_ + height_ - 1);
             ++k) {
            takeSpans(slotOf(FaceLine::DiagonalUp, k, side), std::max(x0, k - y1),
                      std::min(x1 - 1, k - 1 - y0), take);
        }
    }
}

} // namespace golf
