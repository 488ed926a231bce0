#include "tile_row_masks.hpp"

#include <algorithm>
#include <array>
#include <cstring>

namespace golf {

namespace {

// The masks are worked out from the three bits of each tile's value (b2 b1 b0).
static_assert(static_cast<int>(Tile::Open) == 0 && static_cast<int>(Tile::Block) == 1 &&
                  static_cast<int>(Tile::Void) == 2 && static_cast<int>(Tile::LowerLeft) == 3 &&
                  static_cast<int>(Tile::LowerRight) == 4 &&
                  static_cast<int>(Tile::UpperRight) == 5 && static_cast<int>(Tile::UpperLeft) == 6,
              "the masks' formulas follow the tiles' values");

/// The masks of TileRowMasks from the bit planes b0, b1, b2 of the tiles' values (each a word
/// of 64 tiles, or a single tile's bits), in the order top, right, bottom, left, down, up,
/// plusSide, notOpen.
struct Planes {
    std::uint64_t top, right, bottom, left, down, up, plusSide, notOpen;
};

constexpr Planes masksOf(std::uint64_t b0, std::uint64_t b1, std::uint64_t b2) {
    const std::uint64_t b01 = b0 | b1;
    const std::uint64_t notOpen = b01 | b2;
    const std::uint64_t down = b0 & (b1 ^ b2);    // 3 and 5
    const std::uint64_t up = b2 & ~b0;            // 4 and 6
    return {.top = b0 ^ b1,                       // 1, 2, 5, 6
            .right = notOpen & ~(b1 & (b0 | b2)), // 1, 2, 4, 5
            .bottom = b2 ^ b01,                   // 1, 2, 3, 4
            .left = b01 & ~(b2 & b0),             // 1, 2, 3, 6
            .down = down,
            .up = up,
            .plusSide = (down & b1) | (up & ~b1), // 3 ('L') and 4 ('J')
            .notOpen = notOpen};
}

/// The formulas agree with isSideSolid and the tiles' kinds for every tile.
constexpr bool masksMatchTiles() {
    for (unsigned t = 0; t <= 6; ++t) {
        const auto tile = static_cast<Tile>(t);
        const Planes p = masksOf(t & 1U, (t >> 1) & 1U, (t >> 2) & 1U);
        const bool down = tile == Tile::LowerLeft || tile == Tile::UpperRight;
        const bool up = tile == Tile::LowerRight || tile == Tile::UpperLeft;
        if (p.top != (isSideSolid(tile, TileSide::Top) ? 1U : 0U) ||
            p.right != (isSideSolid(tile, TileSide::Right) ? 1U : 0U) ||
            p.bottom != (isSideSolid(tile, TileSide::Bottom) ? 1U : 0U) ||
            p.left != (isSideSolid(tile, TileSide::Left) ? 1U : 0U) || p.down != (down ? 1U : 0U) ||
            p.up != (up ? 1U : 0U) ||
            p.plusSide != (tile == Tile::LowerLeft || tile == Tile::LowerRight ? 1U : 0U) ||
            p.notOpen != (tile != Tile::Open ? 1U : 0U)) {
            return false;
        }
    }
    return true;
}
static_assert(masksMatchTiles());

constexpr std::uint64_t lowBytes = 0x0101010101010101ULL;

/// Bit i set if byte i of `bytes` (each 0 or 1) is 1.
constexpr std::uint64_t packBytes(std::uint64_t bytes) {
    return (bytes * 0x0102040810204080ULL) >> 56;
}
static_assert(packBytes(0x0100000000000001ULL) == 0x81 && packBytes(lowBytes) == 0xFF &&
              packBytes(0x0000000100010000ULL) == 0x14);

/// The eight tiles from `tiles` as one word, the first in the lowest byte.
std::uint64_t loadEight(const Tile* tiles) {
    std::uint64_t word = 0;
    if constexpr (std::endian::native == std::endian::little) {
        std::memcpy(&word, tiles, 8);
    } else {
        for (std::size_t i = 0; i < 8; ++i) {
            word |= std::uint64_t{static_cast<std::uint8_t>(tiles[i])} << (8 * i);
        }
    }
    return word;
}

/// loadEight of the first `count` tiles (1 .. 8; the rest taken as open).
std::uint64_t loadUpToEight(const Tile* tiles, std::size_t count) {
    std::array<Tile, 8> eight{};
    std::copy_n(tiles, count < 8 ? count : 8, eight.begin());
    return loadEight(eight.data());
}

} // namespace

TileRowMasks::TileRowMasks(int width_)
    : width(width_), top(static_cast<std::size_t>(width_ + 63) / 64), right(top.size()),
      bottom(top.size()), left(top.size()), down(top.size()), up(top.size()), plusSide(top.size()) {
}

void TileRowMasks::read(const Tile* tiles) {
    const auto n = static_cast<std::size_t>(width);
    for (std::size_t w = 0; w < top.size(); ++w) {
        // The bit planes of 64 tiles' values, eight tiles at a time (a whole word's eight
        // groups unrolled; the row's last word as far as the row goes).
        std::uint64_t b0 = 0;
        std::uint64_t b1 = 0;
        std::uint64_t b2 = 0;
        const auto addGroup = [&](std::size_t g, std::uint64_t bytes) {
            b0 |= packBytes(bytes & lowBytes) << (8 * g);
            b1 |= packBytes((bytes >> 1) & lowBytes) << (8 * g);
            b2 |= packBytes((bytes >> 2) & lowBytes) << (8 * g);
        };
        const Tile* word = tiles + 64 * w;
        if (64 * w + 64 <= n) {
            for (std::size_t g = 0; g < 8; ++g) {
                addGroup(g, loadEight(word + 8 * g));
            }
        } else {
            for (std::size_t g = 0; 64 * w + 8 * g < n; ++g) {
                addGroup(g, loadUpToEight(word + 8 * g, n - 64 * w - 8 * g));
            }
        }
        const Planes p = masksOf(b0, b1, b2);
        top[w] = p.top;
        right[w] = p.right;
        bottom[w] = p.bottom;
        left[w] = p.left;
        down[w] = p.down;
        up[w] = p.up;
        plusSide[w] = p.plusSide;
    }
}

void TileRowMasks::readSolid() {
    for (std::size_t w = 0; w < top.size(); ++w) {
        const std::size_t rest = static_cast<std::size_t>(width) - 64 * w;
        const std::uint64_t all = rest >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << rest) - 1;
        top[w] = all;
        right[w] = all;
        bottom[w] = all;
        left[w] = all;
        down[w] = 0;
        up[w] = 0;
        plusSide[w] = 0;
    }
}

std::size_t countNotOpen(const Tile* tiles, std::size_t count) {
    // A tile is open if its value (three bits) is 0: a byte of eight tiles' word has its low
    // bit set in `any` if its tile is not, and the product by lowBytes sums the eight bytes
    // (at most 8) into the top one.
    std::size_t notOpen = 0;
    std::size_t i = 0;
    for (; i + 8 <= count; i += 8) {
        const std::uint64_t word = loadEight(tiles + i);
        const std::uint64_t any = (word | (word >> 1) | (word >> 2)) & lowBytes;
        notOpen += static_cast<std::size_t>((any * lowBytes) >> 56);
    }
    for (; i < count; ++i) {
        notOpen += tiles[i] != Tile::Open ? 1 : 0;
    }
    return notOpen;
}

void transposeBits64(std::uint64_t* rows) {
    // Swap the off-diagonal blocks of 32, then of 16 within each, ... down to single bits.
    std::uint64_t mask = 0x00000000FFFFFFFFULL;
    for (int j = 32; j != 0; j >>= 1, mask ^= mask << j) {
        for (int k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            const std::uint64_t t = ((rows[k] >> j) ^ rows[k | j]) & mask;
            rows[k] ^= t << j;
            rows[k | j] ^= t;
        }
    }
}

void transposeBits64(std::uint64_t* rows, std::size_t columns) {
    // A whole transpose is 6 x 32 steps of several operations; gathering costs 64 shifts a
    // column.
    constexpr std::size_t gathered = 8;
    if (columns > gathered) {
        transposeBits64(rows);
        return;
    }
    std::array<std::uint64_t, gathered> out{};
    for (std::size_t k = 0; k < 64; ++k) {
        for (std::size_t c = 0; c < columns; ++c) {
            out[c] |= ((rows[k] >> c) & 1U) << k;
        }
    }
    std::copy_n(out.begin(), columns, rows);
}

} // namespace golf
