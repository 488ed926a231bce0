#include "ParSuggestion.hpp"

namespace golf::game {

void ParSuggestion::start(const Level& level, unsigned long revision) {
    cancel();
    shared_ = std::make_shared<Shared>();
    started_ = true;
    cancelled_ = false;
    revision_ = revision;
    thread_ = std::jthread([rate = rate_, shared = shared_, level](std::stop_token stop) {
        std::optional<ParSuggestionResult> found =
            rate(level, stop, [&shared](double share) { shared->progress.store(share); });
        if (!stop.stop_requested()) {
            const std::lock_guard lock(shared->mutex);
            shared->result = std::move(found);
        }
        shared->finished.store(true);
    });
}

void ParSuggestion::cancel() {
    if (thread_.joinable()) {
        cancelled_ = cancelled_ || !shared_->finished.load();
        thread_.request_stop();
        thread_.join();
    }
}

ParSuggestion::State ParSuggestion::state() const {
    if (!started_) {
        return State::Idle;
    }
    if (cancelled_) {
        return State::Cancelled;
    }
    return shared_->finished.load() ? State::Done : State::Running;
}

std::optional<ParSuggestionResult> ParSuggestion::result() const {
    if (state() != State::Done) {
        return std::nullopt;
    }
    const std::lock_guard lock(shared_->mutex);
    return shared_->result;
}

} // namespace golf::game
