#pragma once

/// \file
/// `--computer I:LEVEL`: which players are computers, as the command line gives them.

#include "ComputerPlan.hpp"

#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// One `--computer` value: player `player` (from 1) is a computer of `level`.
struct ComputerSlot {
    int player = 1;
    ComputerLevel level = ComputerLevel::Medium;
};

/// A parsed `--computer` value, or why it is wrong.
struct ComputerSlotParse {
    std::optional<ComputerSlot> slot;
    std::string error; ///< "" when parsed
};

/// Parses "I:LEVEL" (I a whole number from 1, LEVEL easy, medium or hard).
[[nodiscard]] ComputerSlotParse parseComputerSlot(const std::string& text);

/// Why `slots` do not fit a round of `players` players (a number above it, or one named
/// twice); "" when they do.
[[nodiscard]] std::string computerSlotsError(const std::vector<ComputerSlot>& slots, int players);

/// Per player (0..players-1), the computer's level, or nothing for a person.
[[nodiscard]] std::vector<std::optional<ComputerLevel>>
computerLevels(const std::vector<ComputerSlot>& slots, int players);

/// A computer's default name: "CPU 2 (hard)" for player index 1 (from 0).
[[nodiscard]] std::string computerName(int player, ComputerLevel level);

} // namespace golf::game
