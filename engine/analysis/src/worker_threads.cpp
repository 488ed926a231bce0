#include "golf/analysis/worker_threads.hpp"

#include <algorithm>
#include <new>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <system_error>
#include <utility>

namespace golf {

namespace {

constexpr std::size_t mebibyte = std::size_t{1} << 20;

/// glibc gives a thread that allocates a malloc arena of its own while there are fewer than 8
/// per core (on 64-bit); each reserves 64 MiB of address space, mapped as 128 MiB for a moment
/// to align it — several threads starting at once may hold that much each.
constexpr std::size_t arenaBytes = 128 * mebibyte;
constexpr std::size_t arenasPerCore = 8;

/// Address space one thread's stack takes: the default stack size and its guard (8 MiB and a
/// page with the usual `ulimit -s`).
[[nodiscard]] std::size_t stackBytes() {
    std::size_t size = 8 * mebibyte;
    std::size_t guard = 4096;
    pthread_attr_t attributes;
    if (pthread_getattr_default_np(&attributes) == 0) {
        std::size_t defaultSize = 0;
        if (pthread_attr_getstacksize(&attributes, &defaultSize) == 0 && defaultSize > 0) {
            size = defaultSize;
        }
        (void)pthread_attr_getguardsize(&attributes, &guard);
        pthread_attr_destroy(&attributes);
    }
    return size + guard;
}

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

std::size_t threadsWithinAddressSpace(std::size_t wanted, std::size_t headroomBytes) {
    rlimit limit{};
    if (getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY) {
        return wanted;
    }
    const std::size_t stack = stackBytes();
    const std::size_t arenas = arenasPerCore * std::max(1u, std::thread::hardware_concurrency());
    // What n threads may map besides the headroom; n <= wanted, at most a few thousand, so
    // that this cannot overflow.
    const auto fits = [&](std::size_t n) {
        const std::size_t bytes = headroomBytes + n * stack + std::min(n, arenas) * arenaBytes;
        return bytes <= limit.rlim_cur && addressSpaceLeft(bytes);
    };
    if (!fits(0)) {
        return 0;
    }
    std::size_t low = 0;           // fits
    std::size_t high = wanted + 1; // does not fit (or is past what is wanted)
    while (high - low > 1) {
        const std::size_t middle = low + (high - low) / 2;
        (fits(middle) ? low : high) = middle;
    }
    return low;
}

WorkerThreads::WorkerThreads(std::size_t wanted, std::function<void(std::size_t)> task)
    : WorkerThreads(wanted, std::move(task), workerHeadroomBytes) {}

WorkerThreads::WorkerThreads(std::size_t wanted, std::function<void(std::size_t)> task,
                             std::size_t headroomBytes)
    : task_(std::move(task)) {
    const std::size_t count = threadsWithinAddressSpace(wanted, headroomBytes);
    try {
        threads_.reserve(count);
        for (std::size_t i = 0; i < count; ++i) {
            threads_.emplace_back([this, i] { run(i); });
        }
    } catch (const std::system_error&) {
        // No more threads to be had (a process limit): those started do their shares.
    } catch (const std::bad_alloc&) {
        // No memory for another thread's state: likewise.
    }
}

WorkerThreads::~WorkerThreads() {
    wait();
}

void WorkerThreads::join() {
    wait();
    const std::lock_guard lock(errorMutex_);
    if (error_) {
        std::rethrow_exception(std::exchange(error_, nullptr));
    }
}

void WorkerThreads::run(std::size_t index) noexcept {
    try {
        task_(index);
    } catch (...) {
        const std::lock_guard lock(errorMutex_);
        if (!error_) {
            error_ = std::current_exception();
        }
    }
}

void WorkerThreads::wait() noexcept {
    for (std::thread& thread : threads_) {
        if (thread.joinable()) {
            thread.join();
        }
    }
}

} // namespace golf
