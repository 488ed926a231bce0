#pragma once

// Worker threads for work that may run in parallel (trial shots, noisy players, replays), as
// many as the process can afford: a thread the system does not start, or one whose stack and
// heap would leave an address-space limit (`ulimit -v`) no room for what the work allocates,
// is not started, and its share is done by the threads that are.

#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace golf {

/// Threads running task(0), task(1), ..., joined by join() or on destruction. The first
/// exception a task lets out (std::bad_alloc, say) is kept and rethrown by join() on the calling
/// thread, where it can be reported, instead of ending the process.
class WorkerThreads {
  public:
    /// Starts up to `wanted` threads, the i-th running task(i) for i = 0 .. started() - 1.
    /// Fewer start (maybe none) when the system starts no more (a process or memory limit), or
    /// when an address-space limit would not hold their stacks, their malloc arenas and
    /// `headroomBytes` beside them (workerHeadroomBytes by default). The caller does the
    /// shares of the threads not started.
    WorkerThreads(std::size_t wanted, std::function<void(std::size_t)> task);
    WorkerThreads(std::size_t wanted, std::function<void(std::size_t)> task,
                  std::size_t headroomBytes);
    WorkerThreads(const WorkerThreads&) = delete;
    WorkerThreads& operator=(const WorkerThreads&) = delete;
    ~WorkerThreads();

    /// The number of threads started (at most the number wanted).
    [[nodiscard]] std::size_t started() const { return threads_.size(); }

    /// Waits until every started thread's task has returned; then rethrows the first exception
    /// a task let out, if any.
    void join();

  private:
    void run(std::size_t index) noexcept;
    void wait() noexcept;

    std::function<void(std::size_t)> task_; // outlives the threads that run it
    std::vector<std::thread> threads_;
    std::mutex errorMutex_;
    std::exception_ptr error_; // the first exception a task let out
};

/// Address space (bytes) kept free for what the work allocates, beside the started threads'
/// stacks and malloc arenas, under an address-space limit.
inline constexpr std::size_t workerHeadroomBytes = std::size_t{256} << 20;

/// How many of `wanted` threads fit under the process's address-space limit (RLIMIT_AS) with
/// `headroomBytes` to spare: all of them without a limit.
[[nodiscard]] std::size_t threadsWithinAddressSpace(std::size_t wanted, std::size_t headroomBytes);

} // namespace golf
