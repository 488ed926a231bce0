#pragma once

/// \file
/// A file that must not outlive an interrupted command: `golf replay --trace` writes a
/// temporary file that may grow to hundreds of megabytes, and Ctrl-C, `kill` or a closed
/// terminal end the process without running its destructors.

#include <string>

namespace golf::cli {

/// While alive, SIGINT, SIGTERM and SIGHUP first remove `path` (if it still exists), then end
/// the process as the signal would have (default action, so the exit status tells the
/// signal); a signal the process ignored when the guard began stays ignored. One at a time: a
/// process holds at most one. `path` is at most 4095 bytes; a longer one is not guarded
/// (AtomicFile's temporary files lie beside their target, whose path PATH_MAX bounds). Not
/// copyable.
class RemoveOnSignal {
  public:
    explicit RemoveOnSignal(const std::string& path);
    RemoveOnSignal(const RemoveOnSignal&) = delete;
    RemoveOnSignal& operator=(const RemoveOnSignal&) = delete;
    /// Restores the signals' previous actions.
    ~RemoveOnSignal();
};

} // namespace golf::cli
