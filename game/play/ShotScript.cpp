#include "ShotScript.hpp"

namespace golf::game {

namespace {

/// The pause before each scripted shot, seconds: long enough to see the aim.
constexpr double aimSeconds = 0.5;

} // namespace

ShotScript::ShotScript(std::filesystem::path file, ShotLog log)
    : file_(std::move(file)), log_(std::move(log)) {}

void ShotScript::rewind() {
    next_ = 0;
    waited_ = 0;
}

void ShotScript::wait(double seconds) {
    waited_ += seconds;
}

std::optional<Shot> ShotScript::take() {
    if (exhausted() || waited_ < aimSeconds) {
        return std::nullopt;
    }
    waited_ = 0;
    return log_.shots[next_++];
}

const Shot* ShotScript::peek() const {
    return exhausted() ? nullptr : &log_.shots[next_];
}

} // namespace golf::game
