#pragma once

/// \file
/// "Suggest par" in the editor: rates a copy of the level on a background thread so that the
/// window never freezes, reports progress, and is cancelled when the level changes or the
/// editor closes. The rating itself is a function given to it (the engine's rateLevel in the
/// game, a stand-in in the tests).

#include "golf/core/level.hpp"

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <thread>
#include <utility>
#include <vector>

namespace golf::game {

/// What a rating found about a level.
struct ParSuggestionResult {
    int suggestedPar = 0;           ///< 0: no par could be suggested (see `note`)
    std::optional<int> bestStrokes; ///< fewest strokes the shot search found
    double successRate = 0;         ///< share of noisy players holing within suggestedPar
    double successLow = 0;          ///< its 95 % interval
    double successHigh = 0;
    /// False when a smaller par's interval straddles the threshold (docs/tools.md, golf rate):
    /// then the shares themselves lean to `parLeans`.
    bool parCertain = true;
    int parLeans = 0; ///< the par the shares lean to (suggestedPar when parCertain)
    std::string note; ///< why there is no suggestion, or ""
};

/// Rates `level`; calls `progress` with 0..1 now and then, and returns nullopt soon after
/// `stop` is requested. Called on the background thread.
using RateFunction = std::function<std::optional<ParSuggestionResult>(
    const Level& level, std::stop_token stop, const std::function<void(double)>& progress)>;

/// One background rating at a time. Cancelling never waits: the thread is told to stop and
/// set aside (its late result is dropped), and joined once it has ended, at the latest by the
/// destructor, which waits for every thread it started.
class ParSuggestion {
  public:
    /// Where a rating is.
    enum class State { Idle, Running, Done, Cancelled };

    explicit ParSuggestion(RateFunction rate) : rate_(std::move(rate)) {}
    /// Stops every rating it started and waits for their threads.
    ~ParSuggestion();
    ParSuggestion(const ParSuggestion&) = delete;
    ParSuggestion& operator=(const ParSuggestion&) = delete;

    /// Starts rating a copy of `level` (cancelling one under way); `revision` names the state
    /// of the edit it belongs to.
    void start(const Level& level, unsigned long revision);
    /// Cancels the rating under way, if any, without waiting for its thread to end.
    void cancel();

    [[nodiscard]] State state() const;
    /// The running rating's progress, 0..1.
    [[nodiscard]] double progress() const { return shared_->progress.load(); }
    /// The finished rating's result (state() == Done).
    [[nodiscard]] std::optional<ParSuggestionResult> result() const;
    /// Keeps a finished rating for the edit's new `revision` (after an edit the rating does
    /// not depend on, such as par).
    void keepFor(unsigned long revision) {
        if (state() == State::Done) {
            revision_ = revision;
        }
    }
    /// The revision given to start().
    [[nodiscard]] unsigned long revision() const { return revision_; }

  private:
    /// Joins the set-aside threads that have ended.
    void reap();

    /// What the thread and the window share.
    struct Shared {
        std::mutex mutex;
        std::optional<ParSuggestionResult> result;
        std::atomic<bool> finished{false};
        std::atomic<double> progress{0};
    };

    RateFunction rate_;
    std::shared_ptr<Shared> shared_ = std::make_shared<Shared>();
    std::jthread thread_;
    /// Cancelled ratings whose threads may still be ending.
    std::vector<std::pair<std::jthread, std::shared_ptr<Shared>>> retired_;
    bool started_ = false;
    bool cancelled_ = false;
    unsigned long revision_ = 0;
};

} // namespace golf::game
