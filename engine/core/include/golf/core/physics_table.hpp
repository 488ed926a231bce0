#pragma once

/// \file
/// The physics parameters as one table (as Box2D's b2DefaultWorldDef gathers its defaults):
/// one row per key of a level file's "physics" object, holding everything the rest of the
/// project needs to know about it. The loader validates from it, the writer writes from it,
/// the level hash hashes from it, the editor offers its fields from it and a test checks
/// docs/levels.md against it. Adding a parameter is one row here (and its field in
/// PhysicsParams) plus its use in the physics.

#include "golf/core/physics_params.hpp"
#include "golf/core/value_range.hpp"

#include <cstdint>
#include <span>
#include <string_view>

namespace golf {

/// How a parameter is written in a level file.
enum class ParameterType {
    Integer, ///< a JSON integer ("tickRate": 240)
    Real,    ///< any JSON number, written back with a ".0" when whole
};

/// One physics parameter. Exactly one of `integer` and `real` is set: the PhysicsParams field
/// that holds the value, whose C++ type is the parameter's type.
struct PhysicsParameter {
    std::string_view name;    ///< the key under "physics" in a level file
    std::string_view meaning; ///< one line, with the unit, for people (docs, help)
    const char* unit = "";    ///< the unit the editor shows after the value ("" for none)
    double defaultValue = 0;  ///< the value of a level that does not give the key
    ValueRange range;         ///< the values the loader accepts
    int format = 1;           ///< the level format version that introduced the key (1 to 3)
    double step = 1;          ///< what one press in the editor adds or takes away (> 0)
    int PhysicsParams::*integer = nullptr;
    double PhysicsParams::*real = nullptr;

    /// Integer when the field is an int, Real when it is a double.
    [[nodiscard]] constexpr ParameterType type() const {
        return integer != nullptr ? ParameterType::Integer : ParameterType::Real;
    }
    /// The value of this parameter in `params` (an integer converts exactly).
    [[nodiscard]] constexpr double get(const PhysicsParams& params) const {
        return integer != nullptr ? static_cast<double>(params.*integer) : params.*real;
    }
    /// Sets this parameter in `params`. Precondition: for an Integer, `value` is whole and
    /// within int (the loader and the editor check it first).
    constexpr void set(PhysicsParams& params, double value) const {
        if (integer != nullptr) {
            params.*integer = static_cast<int>(value);
        } else {
            params.*real = value;
        }
    }
    /// True if the value in `params` is the default, bit for bit (-0.0 is not 0.0: the
    /// writer must write it to keep it).
    [[nodiscard]] bool isDefault(const PhysicsParams& params) const;
    /// The 64 bits the level hash takes for this parameter: an integer as a signed 64-bit
    /// number, a real by the bits of its double.
    [[nodiscard]] std::uint64_t hashBits(const PhysicsParams& params) const;
};

/// The project's physics parameters, in the order of the level files and of the level hash
/// (format-1 keys, then format-2 keys, then format-3 keys): never reorder, add at the end of a
/// format's rows.
[[nodiscard]] std::span<const PhysicsParameter> physicsParameters();

/// The row called `name` in `table`, or nullptr.
[[nodiscard]] const PhysicsParameter*
findPhysicsParameter(std::string_view name,
                     std::span<const PhysicsParameter> table = physicsParameters());

/// PhysicsParams with every parameter of `table` at its default (for the project's table,
/// exactly PhysicsParams{}).
[[nodiscard]] PhysicsParams
defaultPhysics(std::span<const PhysicsParameter> table = physicsParameters());

/// The lowest level format that can hold `params`: the highest `format` of the rows of
/// `table` off their default, 1 when every one is at its default.
[[nodiscard]] int physicsFormat(const PhysicsParams& params,
                                std::span<const PhysicsParameter> table = physicsParameters());

/// True if every parameter of `table` has equal values (==) in `a` and `b`.
[[nodiscard]] bool samePhysics(const PhysicsParams& a, const PhysicsParams& b,
                               std::span<const PhysicsParameter> table = physicsParameters());

} // namespace golf
