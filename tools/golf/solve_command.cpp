// `golf solve`: not written yet.

#include "commands.hpp"

#include <iostream>

namespace golf::cli {

void addSolveCommand(CLI::App& app) {
    auto* command = app.add_subcommand("solve", "(not available yet)");
    command->allow_extras();
    command->callback([] {
        std::cerr << "golf solve: not available yet\n";
        throw CLI::RuntimeError(1);
    });
}

} // namespace golf::cli
