# The targets ./minigolf (the README's two commands) runs after setting up the machine:
#   make play   set up, build and play the bundled course      (./minigolf play)
#   make test   set up, build and run every test: sanitizer build, fuzz targets, release (./minigolf test)
# Two compilers (README, "Building by hand"): the sanitizer build and the fuzz targets with clang,
# the release build with gcc (the presets name them), so every source compiles with both; the
# sanitizer build's test build.clang_release_syntax compiles with clang, as Release, the sources
# whose lines Release compiles differently (NDEBUG, GOLF_ASSERT).
.PHONY: play test setup build test-release test-sanitize test-fuzz format clean package

COURSE ?= levels/course.json

setup:
	@bash scripts/setup.sh

build: setup
	@cmake --preset release >/dev/null
	@cmake --build --preset release

play: build
	./build/release/game/minigolf $(COURSE)

# ctest runs three tests at once on CI's two cores: the GUI tests take turns on one X lock and
# mostly wait on frames (tests/game/CMakeLists.txt), so with -j2 that chain held a core's slot
# idle for minutes while the CPU-bound tests queued for the other.
test-sanitize: setup
	@cmake --preset sanitize >/dev/null
	@cmake --build --preset sanitize
	@ctest --preset sanitize -j3

test-release: build
	@ctest --preset release -j3

# The fuzz targets (tests/fuzz, clang with address+undefined) for 10 s each, two at a time (one
# core each); scripts/fuzz.sh runs them longer. A unity build, as the presets (README).
test-fuzz: setup
	@cmake -S tests/fuzz -B build/fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DGOLF_FUZZ_SECONDS=10 \
	       -DCMAKE_UNITY_BUILD=ON -DCMAKE_UNITY_BUILD_BATCH_SIZE=16 >/dev/null
	@cmake --build build/fuzz -j2
	@ctest --test-dir build/fuzz -j2

# The release suite runs last so that the output ends with its CTest summary line.
test: test-sanitize test-fuzz test-release

# The Debian package of the release build (cmake/Install.cmake, docs/install.md):
# build/minigolf_VERSION_ARCH.deb; CPack stages it in build/package.
package: build
	@rm -rf build/package
	@cd build/release && cpack -G DEB -B $(CURDIR)/build/package
	@mv build/package/minigolf_*.deb build/
	@ls build/minigolf_*.deb

format:
	@clang-format -i $$(git ls-files '*.cpp' '*.hpp')

clean:
	rm -rf build
