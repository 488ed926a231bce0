#pragma once

/// \file
/// The start screen: how many players, their names, and which course.

#include "ComputerPlan.hpp"
#include "HoleRenderer.hpp"
#include "Menu.hpp"
#include "PartyOptions.hpp"
#include "Round.hpp"
#include "Screen.hpp"

#include <SFML/Graphics/Font.hpp>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// Lets the players set up a round with the keyboard or the mouse: the course (arrows or a
/// click on the ◀ ▶), the number of players (Up/Down or − +), names (Tab or a click on a row,
/// then type), whether each player is a person or a computer of a level (F2 on the selected
/// row, or a click on its chip), each player's handicap (F4 / Shift+F4, or a click on the
/// "hcp" chip: left +1, right −1), the stroke limit per hole (Page Up/Down or its − +), the
/// turn order (F3 or a click on its chip), then Play (Enter or the button); Escape or Back
/// returns to the title.
class StartScreen : public Screen {
  public:
    /// `rounds` are the courses to choose from (at least one); the first is preselected.
    /// `party` is shown first (the command line's options).
    StartScreen(const sf::Font& font, std::vector<Round> rounds, PartyOptions party = {});

    void handle(const sf::Event& event) override;
    void update(double seconds) override;
    void draw(sf::RenderTarget& target) override;
    [[nodiscard]] bool finished() const override { return done_ || quit_; }

    /// True if the players went back (Escape or "Back") instead of playing.
    [[nodiscard]] bool quit() const { return quit_; }
    /// The names of the players (1..8), empty names replaced by "Player N".
    [[nodiscard]] std::vector<std::string> names() const;
    /// Per player, the computer's level, or nothing for a person.
    [[nodiscard]] std::vector<std::optional<ComputerLevel>> computers() const;
    /// The party options chosen: stroke limit, turn order and a handicap per player.
    [[nodiscard]] PartyOptions party() const;
    /// The chosen round (moved out; call once when finished()).
    [[nodiscard]] Round takeRound();

  private:
    void handleKey(const sf::Event::KeyEvent& key);
    void typeCharacter(sf::Uint32 character);
    /// Where the card begins and how much the view is scaled (view units per window pixel).
    struct Layout {
        float cardTop = 0;
        float scale = 1;
    };
    /// The layout for a window (view) of `window` pixels and the players shown: the card and
    /// the key help never overlap, and nothing leaves the window.
    [[nodiscard]] Layout layoutFor(sf::Vector2f window) const;
    void handleMouse(const sf::Event& event);
    /// The title band: full, or compact (a smaller title) when the card needs the room.
    void drawBackdrop(sf::RenderTarget& target, bool compact);
    /// Draws the screen in a view already scaled by layoutFor, the card from `cardTop`.
    void drawScaled(sf::RenderTarget& target, float cardTop);
    void click(sf::Vector2f pixel);
    void setPlayers(int players);
    /// Person -> easy -> medium -> hard -> person for player `index`.
    void cycleKind(int index);
    /// Handicap of player `index` up (or down) by one stroke, wrapping within 0..maxHandicap.
    void stepHandicap(int index, int step);
    void stepStrokeLimit(int step);
    void drawPlayerRow(sf::RenderTarget& target, int index, float cx, float y, bool blink);
    /// The stroke limit and the turn order, from `y`.
    void drawPartyRows(sf::RenderTarget& target, float cx, float y);
    [[nodiscard]] sf::String defaultNameOf(int index) const;

    const sf::Font& font_;
    std::vector<Round> rounds_;
    std::size_t roundIndex_ = 0;
    std::vector<sf::String> names_;
    std::vector<bool> typed_; ///< false while a name is the default: typing replaces it
    int players_ = 1;
    int editing_ = 0; ///< the name being typed
    double seconds_ = 0;
    bool done_ = false;
    bool quit_ = false;
    /// The first hole of the chosen course, drawn dimmed behind the menu.
    std::unique_ptr<HoleRenderer> backdrop_;
    std::size_t backdropIndex_ = 0;
    Menu buttons_{{"Play", "Back"}, true};
    // Click targets as last drawn: fewer/more players, previous/next course, name rows.
    sf::FloatRect fewer_, more_, previousCourse_, nextCourse_;
    std::vector<sf::FloatRect> rows_;
    std::vector<sf::FloatRect> kindChips_; ///< per row: the person/computer chip
    /// Per player slot: the computer's level, nothing for a person.
    std::vector<std::optional<ComputerLevel>> kinds_;
    std::vector<int> handicaps_;               ///< per player slot
    std::vector<sf::FloatRect> handicapChips_; ///< per row: the handicap chip
    int strokeLimit_ = 0;                      ///< 0: each level's own
    TurnOrder turnOrder_ = TurnOrder::Fixed;
    sf::FloatRect fewerStrokes_, moreStrokes_, turnChip_;
    float scale_ = 1; ///< view units per window pixel, as last drawn (the mouse is mapped)
};

} // namespace golf::game
