#pragma once

// Runs many independent jobs on worker threads and hands their results back in input order,
// so that `golf replay` prints the same bytes however the threads are scheduled.

#include <cstddef>
#include <functional>
#include <string>

namespace golf::cli {

/// What one replayed log contributes to the output and the summary.
struct LogRun {
    std::string out; ///< text for stdout
    std::string err; ///< text for stderr (error messages, one per line)
    bool ok = false; ///< no error and every expectation held
    std::size_t shots = 0;
    double seconds = 0; ///< simulated seconds
};

/// Runs work(0) .. work(count - 1) on `jobs` threads (at least one; fewer when the system
/// starts no more, the calling thread alone when it starts none) and calls emit(i, run) on
/// the calling thread for i = 0, 1, ... in order, each as soon as it and all before it are
/// done. progress(done) is called on the calling thread whenever more jobs have finished.
/// `work` should report its failures in its LogRun; on a thread, one it lets out anyway is
/// reported as "out of memory" for that job (the only one it cannot catch itself).
void runInOrder(std::size_t count, unsigned jobs, const std::function<LogRun(std::size_t)>& work,
                const std::function<void(std::size_t, const LogRun&)>& emit,
                const std::function<void(std::size_t)>& progress);

} // namespace golf::cli
