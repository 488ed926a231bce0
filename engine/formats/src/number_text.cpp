#include "golf/formats/number_text.hpp"

#include <charconv>

namespace golf {

std::string formatNumber(double value) {
    char text[64];
    const std::to_chars_result result = std::to_chars(text, text + sizeof text, value);
    return std::string(text, result.ptr);
}

} // namespace golf
