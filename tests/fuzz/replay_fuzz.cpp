// libFuzzer target: any bytes as a shot log, replayed on a small fixed level whose shots end
// within 5 s of simulated time, so that every input replays quickly. Every ball must end at
// finite coordinates.
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/replay/replay.hpp"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

const golf::Level& fixedLevel() {
    static const golf::Level level = [] {
        const golf::LevelLoadResult loaded = golf::parseLevel(
            R"({"format": "minigolf-level/1", "name": "Fuzz", "par": 3,
                "physics": {"maxShotSeconds": 5, "maxShotSpeed": 40},
                "tiles": ["##########", "#S.......#", "#..#...O.#", "#........#",
                          "##########"]})",
            "fixed level");
        if (!loaded.level) {
            __builtin_trap();
        }
        return *loaded.level;
    }();
    return level;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const golf::ShotLogLoadResult loaded = golf::parseShotLog(text, "fuzz.shots.json");
    if (!loaded.log || loaded.log->shots.size() > 64) {
        return 0;
    }
    const golf::ReplayResult replay = golf::replayShotLog(*loaded.log, fixedLevel(), "fuzz");
    if (replay.outcome) {
        for (const golf::BallReport& ball : replay.outcome->final.balls) {
            if (!std::isfinite(ball.position.x) || !std::isfinite(ball.position.y)) {
                __builtin_trap();
            }
        }
    }
    return 0;
}
