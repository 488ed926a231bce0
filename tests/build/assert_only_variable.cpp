// A variable used only inside an assertion (issue 28: engine/core/src/level.cpp's maxSurfaces):
// clang's Release configuration (NDEBUG) reports it unused, so the check of that configuration,
// scripts/check_release_syntax.py, must refuse this file (tests/CMakeLists.txt).
#include <cassert>

int holes(int count) {
    const bool positive = count > 0;
    assert(positive);
    return count;
}
