#pragma once

/// \file
/// Room codes and reconnect tokens from the operating system's random source (getrandom(2),
/// the kernel's CSPRNG): they are what keeps a stranger out of a room, so they must not be
/// guessable from earlier ones, as a seeded generator's would be.

#include <cstddef>
#include <string>
#include <string_view>

namespace golf::online {

/// Letters of a room code: upper-case letters and digits without the look-alikes 0/O, 1/I/L,
/// so that a code read aloud or from a screen is typed right. 31 symbols.
inline constexpr std::string_view roomCodeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// Characters of a room code: 31^8, about 2^39.6 codes.
inline constexpr std::size_t roomCodeLength = 8;
/// Hex digits of a reconnect token: 128 bits.
inline constexpr std::size_t tokenLength = 32;

/// Draws codes and tokens from getrandom(2). Stateless; a class only to name the source.
class RandomSource {
  public:
    /// A new room code: roomCodeLength characters of roomCodeAlphabet, uniform (rejection
    /// sampling, no modulo bias). Throws std::runtime_error if the OS source fails.
    [[nodiscard]] static std::string roomCode();
    /// A new reconnect token: tokenLength lower-case hex digits. Throws as roomCode does.
    [[nodiscard]] static std::string token();
    /// True if `code` has the shape of a room code (length and alphabet).
    [[nodiscard]] static bool isRoomCode(std::string_view code);
    /// True if `token` has the shape of a token.
    [[nodiscard]] static bool isToken(std::string_view token);

  private:
    /// Fills `count` bytes from the OS source.
    static void fill(unsigned char* bytes, std::size_t count);
};

} // namespace golf::online
