// `golf replay`: not written yet.

#include "commands.hpp"

#include <iostream>

namespace golf::cli {

void addReplayCommand(CLI::App& app) {
    auto* command = app.add_subcommand("replay", "(not available yet)");
    command->allow_extras();
    command->callback([] {
        std::cerr << "golf replay: not available yet\n";
        throw CLI::RuntimeError(1);
    });
}

} // namespace golf::cli
