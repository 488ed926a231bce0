#include "commands.hpp"
#include "shown_text.hpp"

#include <iostream>

namespace golf::cli {

void failWithMessages(const std::vector<std::string>& errors) {
    for (const std::string& error : errors) {
        std::cerr << shownMessage(error) << '\n';
    }
    throw CLI::RuntimeError(1);
}

} // namespace golf::cli
