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
    reap();
    if (!thread_.joinable()) {
        return;
    }
    // Whether it had ended is read before the stop is asked for: the stop itself ends a rating
    // that waits for it, and reading after it made such a cancel look like a finished rating
    // (with no result) when the thread won the race.
    const bool ended = shared_->finished.load();
    thread_.request_stop();
    if (ended) {
        thread_.join(); // it has ended: no wait
    } else {
        cancelled_ = true;
        retired_.emplace_back(std::move(thread_), shared_);
    }
}

void ParSuggestion::reap() {
    std::erase_if(retired_, [](auto& retired) {
        if (!retired.second->finished.load()) {
            return false;
        }
        retired.first.join();
        return true;
    });
}

ParSuggestion::~ParSuggestion() {
    cancel();
    for (auto& retired : retired_) {
        retired.first.request_stop();
        retired.first.join();
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
