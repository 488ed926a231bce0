#include "signal_cleanup.hpp"

#include "golf/core/assert.hpp"

#include <array>
#include <csignal>
#include <cstring>
#include <unistd.h>

namespace golf::cli {

namespace {

constexpr std::array<int, 3> endingSignals{SIGINT, SIGTERM, SIGHUP};

// A signal handler sees only what lives outside any object: the path to remove, written before
// the handlers are installed and cleared after they are restored.
char guardedPath[4096];
volatile std::sig_atomic_t guarding = 0;
struct sigaction previous[endingSignals.size()];

extern "C" void removeAndEnd(int signal) {
    if (guarding != 0) {
        ::unlink(guardedPath); // async-signal-safe
    }
    std::signal(signal, SIG_DFL);
    std::raise(signal);
}

} // namespace

RemoveOnSignal::RemoveOnSignal(const std::string& path) {
    GOLF_ASSERT(guarding == 0);
    if (path.empty() || path.size() >= sizeof guardedPath) {
        return;
    }
    std::memcpy(guardedPath, path.c_str(), path.size() + 1);
    guarding = 1;
    struct sigaction action {};
    action.sa_handler = removeAndEnd;
    sigemptyset(&action.sa_mask);
    for (std::size_t i = 0; i < endingSignals.size(); ++i) {
        sigaddset(&action.sa_mask, endingSignals[i]); // one handler at a time
    }
    for (std::size_t i = 0; i < endingSignals.size(); ++i) {
        ::sigaction(endingSignals[i], nullptr, &previous[i]);
        // A signal the process ignores (SIGINT of a background job, SIGHUP under nohup) stays
        // ignored: the guard must not make it fatal.
        if (previous[i].sa_handler != SIG_IGN) {
            ::sigaction(endingSignals[i], &action, nullptr);
        }
    }
}

RemoveOnSignal::~RemoveOnSignal() {
    if (guarding == 0) {
        return;
    }
    for (std::size_t i = 0; i < endingSignals.size(); ++i) {
        ::sigaction(endingSignals[i], &previous[i], nullptr);
    }
    guarding = 0;
}

} // namespace golf::cli
