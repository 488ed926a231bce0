#pragma once

/// \file
/// The title screen: Play, Online, Editor, Replays, Settings, Quit.

#include "HoleRenderer.hpp"
#include "Menu.hpp"
#include "Screen.hpp"
#include "golf/core/level.hpp"

#include <SFML/Graphics/Font.hpp>
#include <memory>
#include <optional>

namespace golf::game {

/// What the player picked on the title screen.
enum class TitleChoice { Play, Online, Editor, Replays, Settings, Quit };

/// The game's first screen: a menu by mouse or keyboard over a dimmed hole. Escape quits.
class TitleScreen : public Screen {
  public:
    /// `backdrop` is drawn dimmed behind the menu (the first hole of the course).
    TitleScreen(const sf::Font& font, const Level& backdrop);

    void handle(const sf::Event& event) override;
    void update(double seconds) override { seconds_ += seconds; }
    void draw(sf::RenderTarget& target) override;
    [[nodiscard]] bool finished() const override { return choice_.has_value(); }

    /// The entry picked (set once finished()).
    [[nodiscard]] TitleChoice choice() const { return choice_.value_or(TitleChoice::Quit); }

  private:
    const sf::Font& font_;
    const Level& level_;
    HoleRenderer backdrop_;
    Menu menu_{{"Play", "Online", "Editor", "Replays", "Settings", "Quit"}};
    std::optional<TitleChoice> choice_;
    double seconds_ = 0;
};

/// Draws the look shared by the menu screens: a dimmed hole, a band of turf with the title.
void drawTitleBackdrop(sf::RenderTarget& target, const sf::Font& font, const HoleRenderer& hole,
                       const Level& level, const std::string& title);

} // namespace golf::game
