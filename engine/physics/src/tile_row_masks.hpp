#pragma once

// A row of tiles as bit masks, 64 tiles a word, so that the boundary's build finds faces and
// corners with word operations: its work follows the faces, not the tiles (an open stretch of
// 64 tiles costs a few operations).

#include "golf/core/tile.hpp"

#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace golf {

/// One row of tiles as bit masks: bit c % 64 of word c / 64 stands for column c; the bits past
/// the row's width are clear.
struct TileRowMasks {
    /// Masks for rows of `width` tiles (width >= 1).
    explicit TileRowMasks(int width);

    /// Reads a row of `width` tiles.
    void read(const Tile* tiles);
    /// A row outside the grid: every tile solid, as everything outside is (Level::at).
    void readSolid();

    int width = 0;
    std::vector<std::uint64_t> top;    ///< solid along the whole top side (isSideSolid)
    std::vector<std::uint64_t> right;  ///< along the right side
    std::vector<std::uint64_t> bottom; ///< along the bottom side
    std::vector<std::uint64_t> left;   ///< along the left side
    std::vector<std::uint64_t> down;   ///< 'L' and '7': a diagonal on the line y = x + k
    std::vector<std::uint64_t> up;     ///< 'J' and 'F': a diagonal on the line x + y = k
    /// The triangles whose diagonal is open on its side +1 ('L' and 'J'; RunTable's sides).
    std::vector<std::uint64_t> plusSide;
};

/// The number of tiles of `tiles[0 .. count)` that are not open, counted eight at a time.
[[nodiscard]] std::size_t countNotOpen(const Tile* tiles, std::size_t count);

/// Calls `emit(first, last)` for each run of set bits of `bits[0 .. words)` (bit i % 64 of word
/// i / 64 is bit i), in ascending order: per run and per word, never per bit.
template <typename Emit>
void forEachBitRun(const std::uint64_t* bits, std::size_t words, Emit emit) {
    bool open = false;
    std::size_t start = 0;
    for (std::size_t w = 0; w < words; ++w) {
        std::uint64_t word = bits[w];
        const std::size_t base = w * 64;
        if (open) {
            if (word == ~std::uint64_t{0}) {
                continue;
            }
            const int end = std::countr_one(word);
            emit(start, base + static_cast<std::size_t>(end) - 1);
            open = false;
            word &= ~std::uint64_t{0} << end; // end < 64: the word is not all ones
        }
        while (word != 0) {
            const int first = std::countr_zero(word);
            const std::uint64_t clear = ~word & (~std::uint64_t{0} << first);
            if (clear == 0) { // the run goes on into the next word
                start = base + static_cast<std::size_t>(first);
                open = true;
                break;
            }
            const int end = std::countr_zero(clear);
            emit(base + static_cast<std::size_t>(first), base + static_cast<std::size_t>(end) - 1);
            word &= ~std::uint64_t{0} << end;
        }
    }
    if (open) {
        emit(start, words * 64 - 1);
    }
}

/// Transposes a 64 x 64 matrix of bits: bit j of rows[i] becomes bit i of rows[j].
void transposeBits64(std::uint64_t* rows);
/// transposeBits64 for the first `columns` (1 .. 64) columns only: rows[j] for j < columns
/// becomes what transposeBits64 makes it, the other rows are left unspecified. A few columns
/// (the last strip of a grid whose width is a multiple of 64 plus a little) are gathered bit
/// by bit, at a fraction of a whole transpose's cost.
void transposeBits64(std::uint64_t* rows, std::size_t columns);

} // namespace golf
