// `golf render`: not written yet.

#include "commands.hpp"

#include <iostream>

namespace golf::cli {

void addRenderCommand(CLI::App& app) {
    auto* command = app.add_subcommand("render", "(not available yet)");
    command->allow_extras();
    command->callback([] {
        std::cerr << "golf render: not available yet\n";
        throw CLI::RuntimeError(1);
    });
}

} // namespace golf::cli
