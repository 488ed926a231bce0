#pragma once

/// \file
/// The replays screen: the recorded holes, newest first, to open in the replay viewer.

#include "GameContext.hpp"
#include "HoleRenderer.hpp"
#include "ReplayRounds.hpp"
#include "Screen.hpp"

#include <filesystem>
#include <optional>
#include <vector>

namespace golf::game {

/// Lists the rounds of the replays folder (course, date, players and their total strokes),
/// and the holes played alone (date, course, hole, level, players). Up/Down (Page Up/Down,
/// Home/End, the mouse wheel) move, Enter or a click opens the selected round (its holes one
/// after the other) or hole in the viewer; Escape goes back.
class ReplaysScreen : public Screen {
  public:
    ReplaysScreen(GameContext& context, const Level& backdrop);

    void handle(const sf::Event& event) override;
    void update(double /*seconds*/) override {}
    void draw(sf::RenderTarget& target) override;
    [[nodiscard]] bool finished() const override { return done_ || chosen_.has_value(); }

    /// The logs to watch, in order (a round's holes, or one hole), if a row was opened (else
    /// the player went back).
    [[nodiscard]] const std::optional<std::vector<std::filesystem::path>>& chosen() const {
        return chosen_;
    }

  private:
    void move(int step);
    void open(int index);
    [[nodiscard]] int rowAt(sf::Vector2f pixel) const;
    void drawRound(sf::RenderTarget& target, const ReplayRound& round, float y, bool on);
    void drawHole(sf::RenderTarget& target, const ReplayEntry& entry, float y, bool on);

    GameContext& context_;
    const Level& level_;
    HoleRenderer backdrop_;
    std::vector<ReplayItem> entries_;
    int selected_ = 0;
    int first_ = 0;       ///< the first row shown
    int visibleRows_ = 8; ///< rows that fit, from the last draw
    float listTop_ = 0;   ///< pixel row of the first list row, from the last draw
    float listLeft_ = 0;
    float listWidth_ = 0;
    bool done_ = false;
    std::optional<std::vector<std::filesystem::path>> chosen_;
};

} // namespace golf::game
