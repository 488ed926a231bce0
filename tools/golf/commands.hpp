#pragma once

/// \file
/// The subcommands of `golf`. Each add*Command registers one subcommand on the app; its
/// callback signals failure by throwing CLI::RuntimeError(exitCode) (1: bad input or a failed
/// expectation). Usage errors are CLI11 parse errors, mapped to exit code 2 by main.

#include <CLI/CLI.hpp>
#include <string>
#include <vector>

namespace golf::cli {

void addCheckCommand(CLI::App& app);
void addReplayCommand(CLI::App& app);
void addRateCommand(CLI::App& app);
void addRenderCommand(CLI::App& app);
void addSolveCommand(CLI::App& app);
void addServeCommand(CLI::App& app);  // online (issue 25)
void addBotCommand(CLI::App& app);    // online (issue 25)
void addSubmitCommand(CLI::App& app); // online (issue 25)

/// Prints each of `errors` on its own line to standard error (as shownMessage prints it) and
/// ends the command with exit code 1.
[[noreturn]] void failWithMessages(const std::vector<std::string>& errors);

} // namespace golf::cli
