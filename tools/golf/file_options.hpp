#pragma once

/// \file
/// Validators of the file options of `golf`: a wrong value is a usage error (exit code 2).

#include <CLI/CLI.hpp>
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

} // namespace golf::cli
