#pragma once

/// \file
/// The intervals between the frames the window shows, and the longest of them while a computer
/// opponent thinks (the window must never freeze: `--frame-times`, a GUI test's measure).

#include <chrono>

namespace golf::game {

/// Longest frame intervals, overall and while a computer thinks.
class FrameTimes {
  public:
    /// Starts measuring now.
    void start();
    /// A frame was shown now; `thinking`: a computer was thinking when it was drawn.
    void note(bool thinking);

    /// The same with explicit instants (seconds on any steady clock), for tests.
    void startAt(double seconds);
    /// An interval counts as thinking when a computer thought as it began (the frame before
    /// was drawn while it thought): the frame that starts the thinking also lays out a new
    /// hole, which is no work of the computer's.
    void noteAt(double seconds, bool thinking);

    [[nodiscard]] long frames() const { return frames_; }
    [[nodiscard]] long thinkingFrames() const { return thinkingFrames_; }
    [[nodiscard]] double longestMilliseconds() const { return longest_ * 1000; }
    [[nodiscard]] double longestThinkingMilliseconds() const { return longestThinking_ * 1000; }

  private:
    [[nodiscard]] static double now();

    double last_ = 0;
    bool lastThinking_ = false;
    long frames_ = 0;
    long thinkingFrames_ = 0;
    double longest_ = 0;
    double longestThinking_ = 0;
};

} // namespace golf::game
