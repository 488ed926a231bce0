#include "golf/core/physics_table.hpp"

#include "golf/core/constants.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>

namespace golf {

namespace {

/// The rows, in the order of the level files and of the level hash: format-1 keys first, then
/// the format-2 keys, then the format-3 key. The upper bounds that the SPEC does not give are the
/// project's (see docs/limits.md): every shot stays finite and fast to simulate.
constexpr std::array<PhysicsParameter, 11> rows = {{
    {.name = "tickRate",
     .meaning = "simulation ticks per second (1/s)",
     .unit = "/s",
     .defaultValue = 120,
     .range = {30, 2000, false, false},
     .format = 1,
     .step = 10,
     .integer = &PhysicsParams::tickRate},
    {.name = "rollingDeceleration",
     .meaning = "how fast a ball rolling on grass slows down (tiles/s\u00b2)",
     .unit = "tiles/s\u00b2",
     .defaultValue = 3.0,
     .range = {0, 1000, false, false},
     .format = 1,
     .step = 0.1,
     .real = &PhysicsParams::rollingDeceleration},
    {.name = "wallRestitution",
     .meaning = "share of its normal speed a ball keeps after hitting a wall (no unit)",
     .defaultValue = 0.8,
     .range = {0, 1, false, false},
     .format = 1,
     .step = 0.05,
     .real = &PhysicsParams::wallRestitution},
    {.name = "ballRestitution",
     .meaning = "share of the normal speed kept when two balls hit (no unit)",
     .defaultValue = 0.95,
     .range = {0, 1, false, false},
     .format = 1,
     .step = 0.05,
     .real = &PhysicsParams::ballRestitution},
    {.name = "maxShotSpeed",
     .meaning = "the speed of the hardest shot (tiles/s)",
     .unit = "tiles/s",
     .defaultValue = 14.0,
     .range = {0, 1000, true, false},
     .format = 1,
     .step = 0.5,
     .real = &PhysicsParams::maxShotSpeed},
    {.name = "captureSpeed",
     .meaning = "the cup holds a ball this slow or slower (tiles/s)",
     .unit = "tiles/s",
     .defaultValue = 4.0,
     .range = {0, infinity, false, true},
     .format = 1,
     .step = 0.1,
     .real = &PhysicsParams::captureSpeed},
    {.name = "maxShotSeconds",
     .meaning = "a shot is stopped after this much simulated time (s)",
     .unit = "s",
     .defaultValue = 60.0,
     .range = {0, 3600, true, false},
     .format = 1,
     .step = 5,
     .real = &PhysicsParams::maxShotSeconds},
    {.name = "sandDeceleration",
     .meaning = "how fast a ball rolling on sand slows down (tiles/s\u00b2)",
     .unit = "tiles/s\u00b2",
     .defaultValue = 9.0,
     .range = {0, 1000, false, false},
     .format = 2,
     .step = 0.5,
     .real = &PhysicsParams::sandDeceleration},
    {.name = "iceDeceleration",
     .meaning = "how fast a ball sliding on ice slows down (tiles/s\u00b2)",
     .unit = "tiles/s\u00b2",
     .defaultValue = 0.6,
     .range = {0, 1000, false, false},
     .format = 2,
     .step = 0.1,
     .real = &PhysicsParams::iceDeceleration},
    {.name = "slopeAcceleration",
     .meaning = "the push of a slope whose legend gives none (tiles/s\u00b2)",
     .unit = "tiles/s\u00b2",
     .defaultValue = 4.0,
     .range = {0, 1000, false, false},
     .format = 2,
     .step = 0.5,
     .real = &PhysicsParams::slopeAcceleration},
    {.name = "moverRestitution",
     .meaning = "share of its normal speed, relative to a mover, a ball keeps after a mover "
                "hits it (no unit)",
     .defaultValue = 0.8,
     .range = {0, 1, false, false},
     .format = 3,
     .step = 0.05,
     .real = &PhysicsParams::moverRestitution},
}};

/// The number of fields of PhysicsParams: this binding stops compiling when a field is added,
/// so that a field cannot be added without thinking of its row.
constexpr std::size_t physicsFieldCount() {
    [[maybe_unused]] const auto [tickRate, rolling, wall, ball, speed, capture, seconds, sand, ice,
                                 slope, mover] = PhysicsParams{};
    return 11;
}

/// Every row is well formed: one field, a default within its range, a format, a step, an
/// integer row with whole closed bounds; and PhysicsParams{} holds the defaults.
constexpr bool rowsAreConsistent() {
    const PhysicsParams defaults;
    for (const PhysicsParameter& row : rows) {
        const bool oneField = (row.integer == nullptr) != (row.real == nullptr);
        const bool wholeBounds =
            row.type() == ParameterType::Real ||
            (!row.range.lowOpen && !row.range.highOpen &&
             row.range.low == static_cast<double>(static_cast<int>(row.range.low)) &&
             row.range.high == static_cast<double>(static_cast<int>(row.range.high)));
        if (!oneField || !wholeBounds || !row.range.contains(row.defaultValue) || row.format < 1 ||
            row.format > 3 || !(row.step > 0) || row.name.empty() || row.meaning.empty() ||
            row.get(defaults) != row.defaultValue) {
            return false;
        }
    }
    return true;
}

/// No two rows share a name or a field.
constexpr bool rowsAreDistinct() {
    for (std::size_t i = 0; i < rows.size(); ++i) {
        for (std::size_t j = i + 1; j < rows.size(); ++j) {
            const bool sameField = rows[i].type() == rows[j].type() &&
                                   rows[i].integer == rows[j].integer &&
                                   rows[i].real == rows[j].real;
            if (rows[i].name == rows[j].name || sameField) {
                return false;
            }
        }
    }
    return true;
}

static_assert(rows.size() == physicsFieldCount(), "every PhysicsParams field needs its row");
static_assert(rowsAreConsistent(), "a row is malformed or PhysicsParams{} differs from it");
static_assert(rowsAreDistinct(), "two rows share a name or a field");

} // namespace

bool PhysicsParameter::isDefault(const PhysicsParams& params) const {
    const double value = get(params);
    return value == defaultValue && std::signbit(value) == std::signbit(defaultValue);
}

std::uint64_t PhysicsParameter::hashBits(const PhysicsParams& params) const {
    if (integer != nullptr) {
        return static_cast<std::uint64_t>(static_cast<std::int64_t>(params.*integer));
    }
    return std::bit_cast<std::uint64_t>(params.*real);
}

std::span<const PhysicsParameter> physicsParameters() {
    return rows;
}

const PhysicsParameter* findPhysicsParameter(std::string_view name,
                                             std::span<const PhysicsParameter> table) {
    const auto it = std::find_if(table.begin(), table.end(),
                                 [&](const PhysicsParameter& row) { return row.name == name; });
    return it == table.end() ? nullptr : &*it;
}

PhysicsParams defaultPhysics(std::span<const PhysicsParameter> table) {
    PhysicsParams params;
    for (const PhysicsParameter& row : table) {
        row.set(params, row.defaultValue);
    }
    return params;
}

int physicsFormat(const PhysicsParams& params, std::span<const PhysicsParameter> table) {
    int format = 1;
    for (const PhysicsParameter& row : table) {
        if (!row.isDefault(params)) {
            format = std::max(format, row.format);
        }
    }
    return format;
}

bool samePhysics(const PhysicsParams& a, const PhysicsParams& b,
                 std::span<const PhysicsParameter> table) {
    return std::all_of(table.begin(), table.end(),
                       [&](const PhysicsParameter& row) { return row.get(a) == row.get(b); });
}

} // namespace golf
