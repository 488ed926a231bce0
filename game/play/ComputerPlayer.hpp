#pragma once

/// \file
/// A computer opponent's thinking, on a worker thread: the window goes on drawing frames while
/// the shot search plans (planComputerShot), and the round polls for the shot once per frame.

#include "ComputerPlan.hpp"
#include "golf/physics/match.hpp"

#include <chrono>
#include <cstdint>
#include <future>
#include <optional>
#include <vector>

namespace golf::game {

/// A computer's shot and how long it took to think of it.
struct ThoughtShot {
    ComputerShot shot;
    double seconds = 0; ///< wall-clock time of the thinking, seconds
};

/// Thinks of one shot at a time on its own thread. Not copyable; destruction waits for any
/// thinking still under way (bounded by the search's tick budget).
class ComputerPlayer {
  public:
    ComputerPlayer() = default;
    ComputerPlayer(const ComputerPlayer&) = delete;
    ComputerPlayer& operator=(const ComputerPlayer&) = delete;
    ~ComputerPlayer();

    /// Starts thinking of `player`'s shot on a copy of `match` (preconditions as
    /// planComputerShot's), forgetting any thinking under way.
    void start(const Match& match, int player, ComputerLevel level, std::uint64_t seed);

    /// True from start() until the shot has been taken (or forget()).
    [[nodiscard]] bool busy() const { return busy_; }
    /// True while the worker has not finished (busy() and the shot not ready yet).
    [[nodiscard]] bool thinking() const;

    /// The shot once it is ready (then busy() turns false); nothing while still thinking.
    [[nodiscard]] std::optional<ThoughtShot> take();

    /// Forgets the thinking under way (a restart, a skipped hole): its worker is left to end
    /// on its own and joined later, so the window does not wait for it.
    void forget();

  private:
    void reap();

    std::future<ThoughtShot> current_;
    std::vector<std::future<ThoughtShot>> forgotten_;
    bool busy_ = false;
};

} // namespace golf::game
