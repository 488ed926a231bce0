#include "replay_batch.hpp"

#include "golf/analysis/worker_threads.hpp"

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <optional>
#include <vector>

namespace golf::cli {

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
            LogRun run;
            try {
                run = work(i);
            } catch (...) {
                // `work` reports its own failures; this is the last resort that keeps the
                // log's record (a short string: no allocation) and the emitting loop going.
                run.err = "out of memory\n";
            }
            {
                const std::lock_guard lock(mutex);
                results[i] = std::move(run);
                ++finished;
            }
            changed.notify_one();
        }
    };
    // Threads the system or an address-space limit does not start leave their shares to the
    // others; with none started this thread does all the work before it emits.
    WorkerThreads workers(std::min<std::size_t>(jobs, count), [&](std::size_t) { worker(); });
    if (workers.started() == 0) {
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
