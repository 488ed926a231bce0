// libFuzzer target: any bytes as a shot log.
#include "golf/formats/shot_log.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const golf::ShotLogLoadResult result = golf::parseShotLog(text, "fuzz.shots.json");
    if (result.log.has_value() == !result.errors.empty()) {
        __builtin_trap();
    }
    return 0;
}
