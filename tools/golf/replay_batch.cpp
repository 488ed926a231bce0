#include "replay_batch.hpp"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <sys/mman.h>
#include <system_error>
#include <thread>
#include <vector>

namespace golf::cli {

namespace {

/// Address space (bytes) kept free beside the workers' stacks for what they allocate: under an
/// address-space limit (`ulimit -v`) the threads' stacks (8 MiB each) would otherwise take it
/// all while the first workers are still starting, and a replay's allocation fail.
constexpr std::size_t workerHeadroom = std::size_t{256} << 20;

/// True if `bytes` of address space can still be mapped (reserved, never touched, and given
/// back at once).
[[nodiscard]] bool addressSpaceLeft(std::size_t bytes) {
    void* const reserved =
        mmap(nullptr, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (reserved == MAP_FAILED) {
        return false;
    }
    munmap(reserved, bytes);
    return true;
}

} // namespace

void runInOrder(std::size_t count, unsigned jobs, const std::function<LogRun(std::size_t)>& work,
                const std::function<void(std::size_t, const LogRun&)>& emit,
                const std::function<void(std::size_t)>& progress) {
    if (jobs <= 1 || count <= 1) {
        // One at a time: on this thread, as a worker would, without waking another CPU to
        // start a thread and waking this one again for each result.
        for (std::size_t i = 0; i < count; ++i) {
            const LogRun run = work(i);
            progress(i + 1);
            emit(i, run);
        }
        return;
    }
    std::mutex mutex;
    std::condition_variable changed;
    std::vector<std::optional<LogRun>> results(count);
    std::size_t finished = 0;
    std::atomic<std::size_t> nextJob{0};

    const auto worker = [&] {
        for (std::size_t i = nextJob++; i < count; i = nextJob++) {
            LogRun run = work(i);
            {
                const std::lock_guard lock(mutex);
                results[i] = std::move(run);
                ++finished;
            }
            changed.notify_one();
        }
    };
    const std::size_t threadCount = std::max<std::size_t>(1, std::min<std::size_t>(jobs, count));
    std::vector<std::jthread> threads;
    for (std::size_t t = 0; t < threadCount; ++t) {
        if (!addressSpaceLeft(workerHeadroom)) {
            break; // the threads started share the work (none: this thread does it all)
        }
        try {
            threads.emplace_back(worker);
        } catch (const std::system_error&) {
            // No more threads to be had (a process or address-space limit): the ones started
            // share the work, and with none started this thread does it all.
            break;
        }
    }
    if (threads.empty()) {
        worker();
    }

    std::size_t reported = 0;
    std::unique_lock lock(mutex);
    for (std::size_t next = 0; next < count;) {
        changed.wait(lock, [&] { return results[next].has_value() || finished != reported; });
        if (finished != reported) {
            reported = finished;
            const std::size_t done = reported;
            lock.unlock();
            progress(done);
            lock.lock();
        }
        while (next < count && results[next]) {
            const LogRun run = std::move(*results[next]);
            results[next].reset(); // the output of a large batch is not kept
            lock.unlock();
            emit(next, run);
            lock.lock();
            ++next;
        }
    }
}

} // namespace golf::cli
