// libFuzzer target: any bytes as a level file. The loader must answer with a level or located
// errors, never crash, hang or trip a sanitizer.
#include "golf/formats/level_loader.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const golf::LevelLoadResult result = golf::parseLevel(text, "fuzz.json");
    if (result.level.has_value() == !result.errors.empty()) {
        __builtin_trap(); // a level and errors, or neither
    }
    return 0;
}
