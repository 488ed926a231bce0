// Match::hash against the state hash as docs/physics.md defines it, written out here the plain
// way: FNV-1a 64 (offset 0xcbf29ce484222325, prime 0x100000001b3) over eight bytes, lowest
// first, of the tick count and, for every player, of the bits of the ball's x, y, vx and vy,
// its flags (inPlay, ball holed, player holed, picked up: bits 0-3) and its strokes. The
// engine's hash takes shortcuts (a ball's doubles read where they lie, a small value's seven
// zero bytes as one multiplication); every tick of a few shots, the tick count passing 255 and
// 256 among them, must give the same 64 bits.

#include "golf/physics/match.hpp"
#include "test_levels.hpp"

#include <bit>
#include <cstdint>
#include <gtest/gtest.h>

namespace golf {
namespace {

std::uint64_t plainFnvOfWords(std::uint64_t hash, std::uint64_t word) {
    for (int byte = 0; byte < 8; ++byte) {
        hash ^= (word >> (8 * byte)) & 0xffU;
        hash *= 0x100000001b3ULL;
    }
    return hash;
}

std::uint64_t plainStateHash(const Match& match) {
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    hash = plainFnvOfWords(hash, static_cast<std::uint64_t>(match.world().tick()));
    for (std::size_t i = 0; i < match.players().size(); ++i) {
        const Ball& ball = match.world().balls()[i];
        const PlayerState& player = match.players()[i];
        for (const double value :
             {ball.position.x, ball.position.y, ball.velocity.x, ball.velocity.y}) {
            hash = plainFnvOfWords(hash, std::bit_cast<std::uint64_t>(value));
        }
        const std::uint64_t flags = (ball.inPlay ? 1U : 0U) | (ball.holed ? 2U : 0U) |
                                    (player.holed ? 4U : 0U) | (player.pickedUp ? 8U : 0U);
        hash = plainFnvOfWords(hash, flags);
        hash = plainFnvOfWords(hash, static_cast<std::uint64_t>(player.strokes));
    }
    return hash;
}

TEST(MatchStateHash, IsThePlainFnv1aOfTheStateAtEveryTick) {
    Level level = test::makeBox(30, 8);
    level.cup = {27.5, 4.5};
    Match match(level, 3);
    EXPECT_EQ(match.hash(), plainStateHash(match)) << "before any ball is placed";
    const Vec2 shots[] = {{9, 0.5}, {-4, 7}, {12, -1}, {3, 3}, {-11, -2.5}, {6, -6}};
    int ticks = 0;
    bool passed256 = false;
    for (int s = 0; s < 6; ++s) {
        const int player = s % 3;
        if (s < 3) {
            ASSERT_EQ(match.setup(player, {2.5 + player, 2.5 + 1.5 * player}), "") << s;
        }
        match.shoot(player, shots[s]);
        while (match.shotInProgress()) {
            (void)match.step();
            ++ticks;
            passed256 = passed256 || match.world().tick() == 256;
            ASSERT_EQ(match.hash(), plainStateHash(match)) << "shot " << s << " tick " << ticks;
        }
    }
    EXPECT_TRUE(passed256) << "the tick count crossed 255 to 256";
    EXPECT_GT(ticks, 600);
}

} // namespace
} // namespace golf
