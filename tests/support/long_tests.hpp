#pragma once

// The one switch of long test runs: GOLF_LONG_TESTS=1 in the environment (README, "Tests").
// CI runs the short suite; the long one runs ten times as many random cases and the largest
// inputs, for a change to the physics or to a loader's bounds.

#include <cstdlib>

namespace golf::test {

/// Whether GOLF_LONG_TESTS is set (to anything): the long run.
inline bool longTests() {
    return std::getenv("GOLF_LONG_TESTS") != nullptr;
}

/// `normal` cases, or ten times as many in the long run.
inline int caseCount(int normal) {
    return longTests() ? normal * 10 : normal;
}

} // namespace golf::test
