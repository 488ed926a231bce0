#pragma once

/// \file
/// What lies on an open tile (format 2, SPEC section 2): its floor and an optional slope.

#include "golf/core/vec2.hpp"

#include <cstdint>
#include <optional>
#include <string_view>

namespace golf {

/// The floor of an open tile. The open half of a corner triangle is always grass.
enum class Floor : std::uint8_t {
    Grass, ///< '.': slows at physics.rollingDeceleration
    Sand,  ///< 's': slows at physics.sandDeceleration
    Ice,   ///< 'i': slows at physics.iceDeceleration
    Water, ///< 'w': a hazard; a ball whose centre enters it goes back (SPEC section 4)
};

/// The floor's name in level files: "grass", "sand", "ice" or "water".
[[nodiscard]] std::string_view floorName(Floor floor);

/// The floor of a level-file name ("sand"); nullopt if the name is none of the four.
[[nodiscard]] std::optional<Floor> floorFromName(std::string_view name);

/// A slope: its downhill direction and, unless the level's default applies, its acceleration.
struct Slope {
    double angle = 0;    ///< downhill direction in degrees (SPEC section 1: 0 right, 90 down)
    Vec2 downhill{1, 0}; ///< unit vector of `angle`; exact for multiples of 90 degrees
    /// tiles/s^2, >= 0; nullopt: the level's physics.slopeAcceleration
    std::optional<double> acceleration;

    friend bool operator==(const Slope&, const Slope&) = default;
};

/// The unit vector of a direction in degrees (SPEC section 1). Multiples of 90 degrees give
/// exactly (1, 0), (0, 1), (-1, 0), (0, -1) and the diagonals exactly (+-sqrt(0.5), ...);
/// equivalent angles (x, x + 360) give the same bits.
/// Precondition: `degrees` is finite.
[[nodiscard]] Vec2 directionOfAngle(double degrees);

/// A slope of `degrees` with the level's default acceleration or the given one.
[[nodiscard]] Slope makeSlope(double degrees, std::optional<double> acceleration = std::nullopt);

/// The surface of an open tile as a level file writes it: a character and what it means.
struct Surface {
    char symbol = '.'; ///< the tile character: '.', a built-in s i w ^ > v <, or a legend key
    Floor floor = Floor::Grass;
    std::optional<Slope> slope; ///< nullopt: flat

    friend bool operator==(const Surface&, const Surface&) = default;

    /// True for plain flat grass, the only surface of format 1.
    [[nodiscard]] bool isPlainGrass() const { return floor == Floor::Grass && !slope; }
};

/// The surface of a built-in format-2 character ('s', 'i', 'w', '^', '>', 'v', '<');
/// nullopt for every other character ('.' included).
[[nodiscard]] std::optional<Surface> builtinSurface(char c);

/// True if `c` may be a legend key: a printable ASCII character other than a space and other
/// than every tile character of the SPEC (". # S O L J 7 F s i w ^ > v <").
[[nodiscard]] bool isLegendCharacter(char c);

} // namespace golf
