# The flags that every build of the top-level CMakeLists.txt shares, with gcc or clang (the
# clang fuzz build, tests/fuzz/CMakeLists.txt, includes them too, with its own coverage flag).

# Warnings are errors, with either compiler.
set(GOLF_WARNING_FLAGS -Wall -Wextra -Wpedantic -Werror)
# No FMA contraction and no fast-math: replays must be bit-exact in every build type and with
# either compiler (tests/golden holds one hash per replay for all of them).
# -fno-math-errno: sqrt sets no errno, so GCC computes it by the instruction alone (IEEE's
# correctly rounded square root either way: the same bits) instead of testing each result and
# calling the library for a negative argument, or calling it outright in code it deems cold.
set(GOLF_FLOAT_FLAGS -ffp-contract=off -fno-fast-math -fno-math-errno)
# AddressSanitizer and UndefinedBehaviorSanitizer. No recovery: the first report ends the program
# with an error, so a test that runs into undefined behaviour fails (by default clang's and gcc's
# UBSan print the report and carry on). Frame pointers keep the reports' stacks whole.
set(GOLF_SANITIZER_FLAGS -fsanitize=address,undefined -fno-sanitize-recover=all
                         -fno-omit-frame-pointer)
