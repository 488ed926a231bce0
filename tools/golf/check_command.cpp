// `golf check`: not written yet.

#include "commands.hpp"

#include <iostream>

namespace golf::cli {

void addCheckCommand(CLI::App& app) {
    auto* command = app.add_subcommand("check", "(not available yet)");
    command->allow_extras();
    command->callback([] {
        std::cerr << "golf check: not available yet\n";
        throw CLI::RuntimeError(1);
    });
}

} // namespace golf::cli
