#pragma once

/// \file
/// One screen of the game (start screen, a round, the replay viewer) run by the App's loop.

#include <SFML/Graphics/RenderTarget.hpp>
#include <SFML/Window/Event.hpp>
#include <string>

namespace golf::game {

/// A screen: gets input events, advances with time, draws itself.
class Screen {
  public:
    virtual ~Screen() = default;

    /// Handles one input event.
    virtual void handle(const sf::Event& event) = 0;
    /// Advances by `seconds` of time (real, or one frame's worth under --frames).
    virtual void update(double seconds) = 0;
    /// Draws the whole window.
    virtual void draw(sf::RenderTarget& target) = 0;
    /// True when the screen is done and the App should go on (or quit).
    [[nodiscard]] virtual bool finished() const = 0;
    /// Why the game must stop with exit code 1 (a broken shot in a log); "" when all is well.
    [[nodiscard]] virtual std::string failure() const { return {}; }
    /// True once a scripted log (--shots) has played its last shot and everything rests.
    [[nodiscard]] virtual bool scriptDone() const { return true; }
    /// True while a computer opponent thinks of its shot on its worker thread (the frames
    /// drawn meanwhile are measured by --frame-times).
    [[nodiscard]] virtual bool thinking() const { return false; }
    /// Called once when the screen stops running (finished, window closed, frames used up).
    virtual void quitting() {}
};

} // namespace golf::game
