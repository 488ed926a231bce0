// WorkerThreads: as many threads as wanted without an address-space limit, and under one only
// as many as their stacks and malloc arenas (128 MiB each, as glibc maps a new arena) leave the
// headroom free — counted here by hand from the limit set in a child process.

#include "golf/analysis/worker_threads.hpp"
#include "long_tests.hpp"

#include <array>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <gtest/gtest.h>
#include <pthread.h>
#include <stdexcept>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace golf {
namespace {

namespace worker_threads_test {

constexpr std::size_t mib = std::size_t{1} << 20;

/// The process's mapped address space (bytes), as the kernel counts it against RLIMIT_AS.
std::size_t mappedBytes() {
    std::FILE* file = std::fopen("/proc/self/statm", "r");
    unsigned long pages = 0;
    if (file == nullptr || std::fscanf(file, "%lu", &pages) != 1) {
        pages = 0;
    }
    if (file != nullptr) {
        std::fclose(file);
    }
    return pages * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
}

/// The stack (with its guard) a started thread really gets, in bytes.
std::size_t startedThreadStack() {
    std::size_t bytes = 0;
    std::thread([&bytes] {
        pthread_attr_t attributes;
        if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
            std::size_t size = 0;
            std::size_t guard = 0;
            pthread_attr_getstacksize(&attributes, &size);
            pthread_attr_getguardsize(&attributes, &guard);
            pthread_attr_destroy(&attributes);
            bytes = size + guard;
        }
    }).join();
    return bytes;
}

bool noAddressLimit() {
    rlimit limit{};
    return getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur == RLIM_INFINITY;
}

/// Runs `body` in a child process under an address-space limit of `limitBytes`; returns the
/// child's exit code (body's result), or -1 if it did not exit normally.
template <typename Body> int underAddressLimit(std::size_t limitBytes, Body body) {
    std::fflush(nullptr);
    const pid_t child = fork();
    if (child == 0) {
        const rlimit limit{.rlim_cur = limitBytes, .rlim_max = RLIM_INFINITY};
        if (setrlimit(RLIMIT_AS, &limit) != 0) {
            _exit(90);
        }
        _exit(body());
    }
    int status = 0;
    if (child < 0 || waitpid(child, &status, 0) != child || !WIFEXITED(status)) {
        return -1;
    }
    return WEXITSTATUS(status);
}

} // namespace worker_threads_test

using namespace worker_threads_test;

TEST(WorkerThreads, WithoutALimitStartsEveryThreadWantedEachRunningItsOwnShare) {
    if (!noAddressLimit()) {
        GTEST_SKIP() << "this process runs under an address-space limit";
    }
    EXPECT_EQ(threadsWithinAddressSpace(1000, workerHeadroomBytes), 1000u);
    std::array<std::atomic<int>, 5> runs{};
    {
        WorkerThreads workers(5, [&runs](std::size_t i) { ++runs[i]; });
        EXPECT_EQ(workers.started(), 5u);
        workers.join();
        for (const std::atomic<int>& count : runs) {
            EXPECT_EQ(count.load(), 1); // joined: every task has returned
        }
    }
    WorkerThreads none(0, [](std::size_t) { std::abort(); });
    EXPECT_EQ(none.started(), 0u);
}

TEST(WorkerThreads, JoinRethrowsWhatATaskLetOutAfterEveryTaskReturned) {
    if (!noAddressLimit()) {
        GTEST_SKIP() << "this process runs under an address-space limit";
    }
    std::array<std::atomic<int>, 4> runs{};
    WorkerThreads workers(4, [&runs](std::size_t i) {
        ++runs[i];
        if (i == 2) {
            throw std::runtime_error("task 2 failed");
        }
    });
    ASSERT_EQ(workers.started(), 4u);
    try {
        workers.join();
        ADD_FAILURE() << "join() did not rethrow";
    } catch (const std::runtime_error& e) {
        EXPECT_STREQ(e.what(), "task 2 failed");
    }
    for (const std::atomic<int>& count : runs) {
        EXPECT_EQ(count.load(), 1);
    }
    workers.join(); // rethrown once: nothing left to report
}

TEST(WorkerThreads, UnderAnAddressLimitStartOnlyWhatLeavesTheHeadroom) {
    if (test::sanitizedTests || !noAddressLimit()) {
        GTEST_SKIP() << "the sanitizers reserve terabytes of address space";
    }
    const std::size_t stack = startedThreadStack();
    ASSERT_GT(stack, 0u);
    const std::size_t perThread = stack + 128 * mib;
    const std::size_t headroom = 64 * mib;
    // The child's mapped size is the parent's at the fork; 16 MiB of slack covers what it maps
    // before counting (less than a thread's share, so that the count is exact).
    const std::size_t base = mappedBytes() + 16 * mib;
    ASSERT_GT(base, 16 * mib);

    // Room for the headroom and two threads, not three.
    EXPECT_EQ(underAddressLimit(base + headroom + 2 * perThread + 8 * mib,
                                [&] {
                                    const std::size_t count =
                                        threadsWithinAddressSpace(64, headroom);
                                    return static_cast<int>(count);
                                }),
              2);
    // The threads started are those counted, each running its share once.
    EXPECT_EQ(underAddressLimit(base + headroom + 2 * perThread + 8 * mib,
                                [&] {
                                    std::array<std::atomic<int>, 64> runs{};
                                    WorkerThreads workers(
                                        64, [&runs](std::size_t i) { ++runs[i]; }, headroom);
                                    workers.join();
                                    int sum = 0;
                                    for (const std::atomic<int>& count : runs) {
                                        sum += count.load();
                                    }
                                    const bool once = runs[0] == 1 && runs[1] == 1;
                                    return workers.started() == 2 && sum == 2 && once ? 0 : 1;
                                }),
              0);
    // Not even the headroom: no thread, and asking for none is no error.
    EXPECT_EQ(underAddressLimit(base + headroom / 2,
                                [&] {
                                    WorkerThreads workers(
                                        64, [](std::size_t) { std::abort(); }, headroom);
                                    return static_cast<int>(workers.started());
                                }),
              0);
}

} // namespace
} // namespace golf
