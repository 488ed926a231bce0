// Tests of "suggest par" (ParSuggestion): the rating runs on its own thread on a copy of the
// level, reports progress and its result, and is cancelled by cancel() and by a new start
// (without waiting: a rating slow to stop never blocks the window, its late result is
// dropped) and by the destructor (which joins every thread). A stand-in rating makes the
// timing deterministic: it waits for the test's go, or runs until told to stop.

#include "ParSuggestion.hpp"
#include "test_level.hpp"

#include <atomic>
#include <chrono>
#include <gtest/gtest.h>
#include <thread>

namespace golf::game {
namespace {

using namespace std::chrono_literals;

/// Waits (up to 10 s) until `done` holds.
template <typename Condition> bool waitFor(Condition done) {
    for (int i = 0; i < 10'000 && !done(); ++i) {
        std::this_thread::sleep_for(1ms);
    }
    return done();
}

/// A rating that reports half way, waits for `go` (or a stop, unless `deaf`), then suggests
/// the level's width as par; counts the stops it saw.
struct Gate {
    std::atomic<bool> go{false};
    std::atomic<bool> deaf{false};
    std::atomic<int> stopsSeen{0};
    std::atomic<int> runs{0};

    RateFunction function() {
        return
            [this](
                const Level& level, std::stop_token stop,
                const std::function<void(double)>& progress) -> std::optional<ParSuggestionResult> {
                ++runs;
                progress(0.5);
                while (!go.load()) {
                    if (stop.stop_requested() && !deaf.load()) {
                        ++stopsSeen;
                        return std::nullopt;
                    }
                    std::this_thread::sleep_for(1ms);
                }
                progress(1.0);
                return ParSuggestionResult{.suggestedPar = level.width, .bestStrokes = 2};
            };
    }
};

TEST(EditorParSuggestion, RatesACopyInTheBackground) {
    Gate gate;
    ParSuggestion suggestion(gate.function());
    EXPECT_EQ(suggestion.state(), ParSuggestion::State::Idle);
    Level level = test::bendLevel();
    suggestion.start(level, 7);
    level.width = 99; // the rating has its own copy
    EXPECT_TRUE(waitFor([&] { return suggestion.progress() == 0.5; }));
    EXPECT_EQ(suggestion.state(), ParSuggestion::State::Running); // the caller is not blocked
    EXPECT_FALSE(suggestion.result().has_value());
    gate.go = true;
    EXPECT_TRUE(waitFor([&] { return suggestion.state() == ParSuggestion::State::Done; }));
    ASSERT_TRUE(suggestion.result().has_value());
    EXPECT_EQ(suggestion.result()->suggestedPar, 10);
    EXPECT_EQ(suggestion.result()->bestStrokes, 2);
    EXPECT_EQ(suggestion.revision(), 7u);
    EXPECT_EQ(suggestion.progress(), 1.0);
    EXPECT_EQ(gate.stopsSeen, 0);
    suggestion.keepFor(8); // e.g. after par was set to the suggestion
    EXPECT_EQ(suggestion.revision(), 8u);
    EXPECT_EQ(suggestion.result()->suggestedPar, 10);
}

TEST(EditorParSuggestion, CancelStopsTheThreadAndKeepsNoResult) {
    Gate gate;
    ParSuggestion suggestion(gate.function());
    suggestion.start(test::bendLevel(), 1);
    EXPECT_TRUE(waitFor([&] { return gate.runs == 1; }));
    suggestion.cancel();
    EXPECT_TRUE(waitFor([&] { return gate.stopsSeen == 1; }));
    EXPECT_EQ(suggestion.state(), ParSuggestion::State::Cancelled);
    EXPECT_FALSE(suggestion.result().has_value());
    suggestion.keepFor(2); // only a finished rating is kept
    EXPECT_EQ(suggestion.revision(), 1u);
    suggestion.cancel(); // again: nothing to do
    EXPECT_EQ(gate.stopsSeen, 1);
}

TEST(EditorParSuggestion, ANewStartCancelsTheOldOne) {
    Gate gate;
    ParSuggestion suggestion(gate.function());
    suggestion.start(test::bendLevel(), 1);
    EXPECT_TRUE(waitFor([&] { return gate.runs == 1; }));
    Level wider = test::bendLevel();
    wider.width = 12;
    suggestion.start(wider, 2);
    EXPECT_TRUE(waitFor([&] { return gate.stopsSeen == 1; }));
    EXPECT_EQ(suggestion.state(), ParSuggestion::State::Running);
    gate.go = true;
    EXPECT_TRUE(waitFor([&] { return suggestion.state() == ParSuggestion::State::Done; }));
    EXPECT_EQ(suggestion.result()->suggestedPar, 12);
    EXPECT_EQ(suggestion.revision(), 2u);
}

TEST(EditorParSuggestion, CancelDoesNotWaitForARatingSlowToStop) {
    Gate gate;
    gate.deaf = true; // like a search that finishes its budget before it looks at the stop
    ParSuggestion suggestion(gate.function());
    suggestion.start(test::bendLevel(), 1);
    EXPECT_TRUE(waitFor([&] { return gate.runs == 1; }));
    suggestion.cancel(); // returns at once although the rating runs on
    EXPECT_EQ(suggestion.state(), ParSuggestion::State::Cancelled);
    suggestion.start(test::bendLevel(), 2); // a new one starts beside it
    EXPECT_TRUE(waitFor([&] { return gate.runs == 2; }));
    gate.go = true; // both end; only the second one's result counts
    EXPECT_TRUE(waitFor([&] { return suggestion.state() == ParSuggestion::State::Done; }));
    EXPECT_EQ(suggestion.revision(), 2u);
    EXPECT_EQ(suggestion.result()->suggestedPar, 10);
    EXPECT_EQ(gate.stopsSeen, 0);
}

TEST(EditorParSuggestion, ALateResultOfACancelledRatingIsDropped) {
    Gate gate;
    gate.deaf = true;
    ParSuggestion suggestion(gate.function());
    suggestion.start(test::bendLevel(), 1);
    EXPECT_TRUE(waitFor([&] { return gate.runs == 1; }));
    suggestion.cancel();
    gate.go = true;
    std::this_thread::sleep_for(20ms);
    EXPECT_EQ(suggestion.state(), ParSuggestion::State::Cancelled);
    EXPECT_FALSE(suggestion.result().has_value());
}

TEST(EditorParSuggestion, TheDestructorCancelsARunningRating) {
    Gate gate;
    {
        ParSuggestion suggestion(gate.function());
        suggestion.start(test::bendLevel(), 1);
        EXPECT_TRUE(waitFor([&] { return gate.runs == 1; }));
    } // the editor closes: the rating is stopped and its thread joined, not left running
    EXPECT_EQ(gate.stopsSeen, 1);
}

TEST(EditorParSuggestion, CancelAfterTheEndKeepsTheResult) {
    Gate gate;
    gate.go = true;
    ParSuggestion suggestion(gate.function());
    suggestion.start(test::bendLevel(), 3);
    EXPECT_TRUE(waitFor([&] { return suggestion.state() == ParSuggestion::State::Done; }));
    suggestion.cancel();
    EXPECT_EQ(suggestion.state(), ParSuggestion::State::Done);
    ASSERT_TRUE(suggestion.result().has_value());
    EXPECT_EQ(gate.stopsSeen, 0);
}

} // namespace
} // namespace golf::game
