#include "tile_row_masks.hpp"

#include <array>
#include <gtest/gtest.h>
#include <random>
#include <utility>
#include <vector>

namespace golf {
namespace {

bool bitAt(const std::vector<std::uint64_t>& mask, std::size_t i) {
    return ((mask[i / 64] >> (i % 64)) & 1U) != 0;
}

// Every mask bit is the tile's own answer (isSideSolid, its kind), on rows whose ends fall
// anywhere in a word and in a group of eight; the bits past the row's end are clear.
TEST(TileRowMasks, EachBitIsItsTilesSideOrDiagonal) {
    std::mt19937_64 rng(27);
    for (int width = 1; width <= 200; ++width) {
        std::vector<Tile> row(static_cast<std::size_t>(width));
        for (Tile& tile : row) {
            tile = static_cast<Tile>(rng() % 7);
        }
        TileRowMasks masks(width);
        masks.read(row.data());
        ASSERT_EQ(masks.top.size(), static_cast<std::size_t>(width + 63) / 64);
        for (std::size_t c = 0; c < 64 * masks.top.size(); ++c) {
            const bool inside = c < row.size();
            const Tile t = inside ? row[c] : Tile::Open;
            ASSERT_EQ(bitAt(masks.top, c), inside && isSideSolid(t, TileSide::Top)) << width << c;
            ASSERT_EQ(bitAt(masks.right, c), inside && isSideSolid(t, TileSide::Right));
            ASSERT_EQ(bitAt(masks.bottom, c), inside && isSideSolid(t, TileSide::Bottom));
            ASSERT_EQ(bitAt(masks.left, c), inside && isSideSolid(t, TileSide::Left));
            ASSERT_EQ(bitAt(masks.down, c), t == Tile::LowerLeft || t == Tile::UpperRight);
            ASSERT_EQ(bitAt(masks.up, c), t == Tile::LowerRight || t == Tile::UpperLeft);
            ASSERT_EQ(bitAt(masks.plusSide, c), t == Tile::LowerLeft || t == Tile::LowerRight);
        }
        masks.readSolid();
        for (std::size_t c = 0; c < 64 * masks.top.size(); ++c) {
            const bool inside = c < row.size();
            ASSERT_EQ(bitAt(masks.top, c), inside);
            ASSERT_EQ(bitAt(masks.left, c), inside);
            ASSERT_FALSE(bitAt(masks.down, c) || bitAt(masks.up, c));
        }
    }
}

// The runs of set bits, bit by bit, against forEachBitRun's word by word: runs that start or
// end at a word's edge, span whole words, or reach the last bit.
TEST(TileRowMasks, BitRunsAreTheRunsOfSetBits) {
    std::mt19937_64 rng(64);
    std::uniform_real_distribution<double> unit(0, 1);
    for (int n = 0; n < 400; ++n) {
        const std::size_t words = 1 + rng() % 5;
        std::vector<std::uint64_t> bits(words);
        const double keep = unit(rng); // the chance a bit repeats its neighbour
        bool on = unit(rng) < 0.5;
        for (std::size_t i = 0; i < 64 * words; ++i) {
            on = unit(rng) < keep ? on : !on;
            if (on) {
                bits[i / 64] |= std::uint64_t{1} << (i % 64);
            }
        }
        std::vector<std::pair<std::size_t, std::size_t>> expected;
        for (std::size_t i = 0; i < 64 * words; ++i) {
            if (bitAt(bits, i) && (i == 0 || !bitAt(bits, i - 1))) {
                std::size_t j = i;
                while (j + 1 < 64 * words && bitAt(bits, j + 1)) {
                    ++j;
                }
                expected.emplace_back(i, j);
            }
        }
        std::vector<std::pair<std::size_t, std::size_t>> runs;
        forEachBitRun(bits.data(), words,
                      [&](std::size_t first, std::size_t last) { runs.emplace_back(first, last); });
        ASSERT_EQ(runs, expected) << "case " << n;
    }
}

TEST(TileRowMasks, TransposeSwapsRowsAndColumns) {
    std::mt19937_64 rng(8);
    std::array<std::uint64_t, 64> rows{};
    for (std::uint64_t& row : rows) {
        row = rng();
    }
    std::array<std::uint64_t, 64> turned = rows;
    transposeBits64(turned.data());
    for (std::size_t i = 0; i < 64; ++i) {
        for (std::size_t j = 0; j < 64; ++j) {
            ASSERT_EQ((turned[j] >> i) & 1U, (rows[i] >> j) & 1U) << i << " " << j;
        }
    }
}

} // namespace
} // namespace golf
