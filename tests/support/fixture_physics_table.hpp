#pragma once

// A physics table grown by one row, for the tests that show that adding a parameter is one row
// (tests/engine/physics_table_test.cpp: loader, writer, level hash; the editor's settings in
// tests/game/unit/editor_settings_test.cpp).

#include "golf/core/physics_table.hpp"

#include <vector>

namespace golf::test {

/// The project's format-1 and format-2 rows with the last of them (slopeAcceleration) replaced
/// by a fixture row of format 2, "windDrag" (default 0.25, range (0, 2], unit "1/s", step 0.05),
/// that borrows that row's field: a parameter the rest of the code has never heard of, with a
/// default, a range and a step of its own.
inline std::vector<PhysicsParameter> fixturePhysicsTable() {
    std::vector<PhysicsParameter> table;
    for (const PhysicsParameter& row : physicsParameters()) {
        if (row.format <= 2 && row.name != "slopeAcceleration") {
            table.push_back(row);
        }
    }
    table.push_back({.name = "windDrag",
                     .meaning = "a test fixture (1/s)",
                     .unit = "1/s",
                     .defaultValue = 0.25,
                     .range = {0, 2, true, false},
                     .format = 2,
                     .step = 0.05,
                     .real = &PhysicsParams::slopeAcceleration});
    return table;
}

} // namespace golf::test
