#pragma once

/// \file
/// The subcommands of `golf`. Each add*Command registers one subcommand on the app; its
/// callback signals failure by throwing CLI::RuntimeError(exitCode) (1: bad input or a failed
/// expectation). Usage errors are CLI11 parse errors, mapped to exit code 2 by main.

#include <CLI/CLI.hpp>

namespace golf::cli {

void addCheckCommand(CLI::App& app);
void addReplayCommand(CLI::App& app);
void addRateCommand(CLI::App& app);
void addRenderCommand(CLI::App& app);
void addSolveCommand(CLI::App& app);
void addServeCommand(CLI::App& app);  // online (issue 25)
void addBotCommand(CLI::App& app);    // online (issue 25)
void addSubmitCommand(CLI::App& app); // online (issue 25)

} // namespace golf::cli
