#pragma once

/// \file
/// Validators of the file options of `golf`: a wrong value is a usage error (exit code 2).

#include <CLI/CLI.hpp>
#include <filesystem>
#include <string>

namespace golf::cli {

/// A file to read: any path but the empty one.
[[nodiscard]] inline CLI::Validator inputFile() {
    return CLI::Validator(
        [](const std::string& value) {
            return value.empty() ? std::string("an empty file name") : std::string();
        },
        "FILE");
}

/// A file to write: not empty, and not "-" (output files are not written to standard output,
/// whose pictures and logs would mix with the summary lines printed there).
[[nodiscard]] inline CLI::Validator outputFile() {
    return CLI::Validator(
        [](const std::string& value) {
            if (value.empty()) {
                return std::string("an empty file name");
            }
            return value == "-" ? std::string("'-' (standard output) is not supported: name a file")
                                : std::string();
        },
        "FILE");
}

/// Refuses (a usage error, exit code 2) an output file that is the input file `input` under
/// another name or the same one (links and hard links followed), so that a command never
/// writes over what it reads. Nothing to refuse while either file is missing or unnamed.
inline void refuseOverwrite(const std::string& outputOption, const std::string& output,
                            const std::string& inputName, const std::string& input) {
    std::error_code error;
    if (output.empty() || input.empty() || !std::filesystem::equivalent(output, input, error)) {
        return;
    }
    throw CLI::ValidationError(outputOption, "'" + output + "' is the " + inputName +
                                                 ": writing it would destroy the input");
}

} // namespace golf::cli
