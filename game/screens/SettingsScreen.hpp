#pragma once

/// \file
/// The settings screen: volume and mute, ball collisions, bounce preview, ghost.

#include "GameContext.hpp"
#include "HoleRenderer.hpp"
#include "Menu.hpp"
#include "Screen.hpp"

namespace golf::game {

/// Changes the settings by mouse or keyboard and saves them at once. Up/Down choose,
/// Enter/Space or a click toggles (the volume steps up by 10%, round to 0), Left/Right turn
/// the volume down/up; Escape or "Back" leaves.
class SettingsScreen : public Screen {
  public:
    SettingsScreen(GameContext& context, const Level& backdrop);

    void handle(const sf::Event& event) override;
    void update(double /*seconds*/) override {}
    void draw(sf::RenderTarget& target) override;
    [[nodiscard]] bool finished() const override { return done_; }

  private:
    void change(int entry, int step);
    void relabel();

    GameContext& context_;
    const Level& level_;
    HoleRenderer backdrop_;
    Menu menu_{{"", "", "", "", "", "Back"}};
    bool done_ = false;
};

} // namespace golf::game
