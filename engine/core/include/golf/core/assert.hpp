#pragma once

/// \file
/// GOLF_ASSERT(condition): a precondition or invariant of the engine, checked in Debug,
/// RelWithDebInfo and sanitizer builds (GOLF_ENABLE_ASSERTS, set by engine/CMakeLists.txt) and
/// compiled out of Release builds. A failed assertion is a bug in the caller, never bad input:
/// input is checked with located messages before it reaches the engine.

#include <cstdio>
#include <cstdlib>

#if defined(GOLF_ENABLE_ASSERTS)
#define GOLF_ASSERT(condition)                                                                     \
    ((condition) ? static_cast<void>(0) : ::golf::assertionFailed(#condition, __FILE__, __LINE__))
#else
// Unevaluated (sizeof), so that a name used only in assertions is still used in Release and
// clang's -Wunused-variable stays quiet, while the condition costs nothing.
#define GOLF_ASSERT(condition) static_cast<void>(sizeof((condition) ? 1 : 0))
#endif

namespace golf {

/// Prints "FILE:LINE: assertion failed: CONDITION" to stderr and aborts.
[[noreturn]] inline void assertionFailed(const char* condition, const char* file, int line) {
    std::fprintf(stderr, "%s:%d: assertion failed: %s\n", file, line, condition);
    std::abort();
}

} // namespace golf
