#pragma once

/// \file
/// The application: loads what the command line names, opens the window, runs the frames.

#include "Options.hpp"
#include "Screen.hpp"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <memory>

namespace golf::game {

/// Runs the game for the given options.
class App {
  public:
    explicit App(Options options);

    /// Plays until the window closes, the player quits or --frames runs out.
    /// Returns the exit code: 0 fine, 1 bad input (already reported on stderr).
    [[nodiscard]] int run();

  private:
    [[nodiscard]] int runLoop(Screen& screen);
    [[nodiscard]] bool frameLimitReached(const Screen& screen);

    Options options_;
    /// Created only once the input is loaded: an SFML window needs a display even to exist.
    std::unique_ptr<sf::RenderWindow> window_;
    long frames_ = 0;            ///< frames drawn
    long framesAfterScript_ = 0; ///< frames drawn since the --shots log came to rest
};

} // namespace golf::game
