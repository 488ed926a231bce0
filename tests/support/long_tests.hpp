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

/// Whether this test program is built with AddressSanitizer (the sanitize presets: README,
/// "Building by hand"), where every random case costs several times its release CPU.
inline constexpr bool sanitizedTests =
#if defined(__SANITIZE_ADDRESS__) // gcc
    true;
#elif defined(__has_feature)
    __has_feature(address_sanitizer); // clang
#else
    false;
#endif

/// caseCount(normal), but caseCount(sanitized) in the sanitizer build: for property tests whose
/// cases cost seconds there. The release build, which CI runs too, keeps the full count.
inline int caseCount(int normal, int sanitized) {
    return caseCount(sanitizedTests ? sanitized : normal);
}

} // namespace golf::test
