#include "FrameTimes.hpp"

#include <algorithm>

namespace golf::game {

double FrameTimes::now() {
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void FrameTimes::start() {
    startAt(now());
}

void FrameTimes::note(bool thinking) {
    noteAt(now(), thinking);
}

void FrameTimes::startAt(double seconds) {
    last_ = seconds;
    lastThinking_ = false;
}

void FrameTimes::noteAt(double seconds, bool thinking) {
    const double interval = seconds - last_;
    ++frames_;
    longest_ = std::max(longest_, interval);
    if (lastThinking_) {
        ++thinkingFrames_;
        longestThinking_ = std::max(longestThinking_, interval);
    }
    last_ = seconds;
    lastThinking_ = thinking;
}

} // namespace golf::game
