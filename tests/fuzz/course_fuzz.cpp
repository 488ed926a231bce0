// libFuzzer target: any bytes as a course file (holes resolved against the current folder).
#include "golf/formats/level_loader.hpp"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const golf::CourseLoadResult result = golf::parseCourse(text, "fuzz.json", ".");
    if (!result.course && result.errors.empty()) {
        __builtin_trap(); // refused without a reason
    }
    return 0;
}
