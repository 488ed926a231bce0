#pragma once

/// \file
/// The shots of a log (--shots), fed into the game one by one as if a player made them.

#include "golf/formats/shot_log.hpp"

#include <cstddef>
#include <filesystem>
#include <optional>
#include <vector>

namespace golf::game {

/// A queue of logged shots. Each is released when every ball rests and a short moment has
/// passed, so that the viewer sees the aim before the putt.
class ShotScript {
  public:
    ShotScript(std::filesystem::path file, ShotLog log);

    /// Starts again from the first shot (the hole was restarted).
    void rewind();

    /// Advances the wait before the next shot; call only while every ball rests.
    void wait(double seconds);

    /// The next shot, if the wait is over; it then counts as played.
    [[nodiscard]] std::optional<Shot> take();

    /// The next shot without taking it (for drawing the aim).
    [[nodiscard]] const Shot* peek() const;

    /// True once every shot has been taken.
    [[nodiscard]] bool exhausted() const { return next_ >= log_.shots.size(); }

    /// Index of the last shot taken (for messages); -1 before the first.
    [[nodiscard]] int lastIndex() const { return static_cast<int>(next_) - 1; }

    [[nodiscard]] const ShotLog& log() const { return log_; }
    [[nodiscard]] const std::filesystem::path& file() const { return file_; }

  private:
    std::filesystem::path file_;
    ShotLog log_;
    std::size_t next_ = 0;
    double waited_ = 0;
};

} // namespace golf::game
