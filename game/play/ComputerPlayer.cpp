#include "ComputerPlayer.hpp"

#include <algorithm>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace golf::game {

namespace {

bool ready(const std::future<ThoughtShot>& future) {
    return future.wait_for(std::chrono::seconds(0)) == std::future_status::ready;
}

/// Lowers the calling thread's priority (Linux: nice 10 for this thread alone), so that on a
/// busy machine the window's thread draws its frames first; elsewhere, or if refused, nothing.
void yieldToTheWindow() {
#ifdef __linux__
    (void)setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 10);
#endif
}

} // namespace

ComputerPlayer::~ComputerPlayer() {
    // std::async's futures join their threads when destroyed: nothing outlives the player.
    forget();
}

void ComputerPlayer::start(const Match& match, int player, ComputerLevel level,
                           std::uint64_t seed) {
    forget();
    // The worker owns its copy of the match (and of the level through it): the round may
    // go on, restart or end while it thinks.
    current_ = std::async(std::launch::async, [match, player, level, seed] {
        yieldToTheWindow();
        const auto begin = std::chrono::steady_clock::now();
        ThoughtShot thought{planComputerShot(match, player, level, seed), 0};
        thought.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
        return thought;
    });
    busy_ = true;
}

bool ComputerPlayer::thinking() const {
    return busy_ && current_.valid() && !ready(current_);
}

std::optional<ThoughtShot> ComputerPlayer::take() {
    reap();
    if (!busy_ || !current_.valid() || !ready(current_)) {
        return std::nullopt;
    }
    busy_ = false;
    return current_.get();
}

void ComputerPlayer::forget() {
    if (current_.valid()) {
        forgotten_.push_back(std::move(current_));
    }
    busy_ = false;
    reap();
}

void ComputerPlayer::reap() {
    std::erase_if(forgotten_, [](const std::future<ThoughtShot>& future) { return ready(future); });
}

} // namespace golf::game
