#pragma once

/// \file
/// The application: loads what the command line names, opens the window, runs the frames.

#include "FrameTimes.hpp"
#include "GameContext.hpp"
#include "OnlineRequest.hpp"
#include "Options.hpp"
#include "Round.hpp"
#include "RoundScreen.hpp"
#include "Screen.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/online/server_address.hpp"

#include <SFML/Graphics/Font.hpp>
#include <SFML/Graphics/RenderWindow.hpp>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <vector>

namespace golf::game {

/// Runs the game for the given options.
class App {
  public:
    explicit App(Options options);

    /// Plays until the window closes, the player quits or --frames runs out.
    /// Returns the exit code: 0 fine, 1 bad input (already reported on stderr).
    [[nodiscard]] int run();

  private:
    /// What the command line names, loaded: the rounds to choose from (the first is the one
    /// given), and for --shots/--watch the log.
    struct Input {
        std::vector<Round> rounds;
        std::filesystem::path logFile;
        std::optional<ShotLog> log;
        bool editingNewFile = false; ///< --edit names a file that does not exist yet
    };

    /// Loads the input; prints every problem and returns nothing if it is broken.
    [[nodiscard]] std::optional<Input> loadInput() const;
    void openWindow();
    /// Keeps the window at least Hud::minimumWidth x minimumHeight; `event` (Resized) gets the size
    /// laid out.
    void keepMinimumSize(sf::Event& event);
    /// Runs the screens the options ask for; returns the exit code.
    [[nodiscard]] int play(GameContext& context, Input input);
    [[nodiscard]] int runLoop(Screen& screen);
    /// The title screen and what it leads to, until Quit; returns the exit code.
    [[nodiscard]] int titleLoop(GameContext& context, const std::vector<Round>& rounds);
    [[nodiscard]] int playFromStart(GameContext& context, const std::vector<Round>& rounds);
    [[nodiscard]] int openEditor(GameContext& context);
    /// The title's Online: the form, then the lobby and the round.
    [[nodiscard]] int playOnline(GameContext& context, const Level& backdrop);
    /// The lobby of a room on `address`, then its round; returns the exit code.
    /// `fromCommandLine`: a failure to reach the server or a refusal ends the game (exit 1).
    [[nodiscard]] int runOnline(GameContext& context, const Level& backdrop,
                                const online::ServerAddress& address, OnlineRequest request,
                                bool fromCommandLine);
    [[nodiscard]] int browseReplays(GameContext& context, const Level& backdrop);
    /// True if the round ended asking for the title screen (and the window is open).
    [[nodiscard]] bool backToTitle(const RoundScreen& screen) const;
    /// True if the window is open and --frames has not run out.
    [[nodiscard]] bool stillOpen(const Screen& screen) const;
    void pollEvents(Screen& screen);
    [[nodiscard]] bool saveScreenshot() const;
    [[nodiscard]] bool frameLimitReached(const Screen& screen) const;
    /// The computers' seed: --seed, else a random one chosen (and printed) once.
    [[nodiscard]] std::uint64_t computerSeed();
    /// True if --players and --computer make every player a computer.
    [[nodiscard]] bool computersOnly() const;
    /// Prints the frame intervals measured (--frame-times).
    void reportFrameTimes() const;

    Options options_;
    /// The seat of the last online room left without ending it, to come back to.
    std::optional<OnlineSeat> keptSeat_;
    /// Created only once the input is loaded: an SFML window needs a display even to exist.
    std::unique_ptr<sf::RenderWindow> window_;
    long frames_ = 0;            ///< frames drawn
    long framesAfterScript_ = 0; ///< frames drawn since the --shots log came to rest
    bool quitRequested_ = false; ///< a round ended with "Quit the game"
    FrameTimes frameTimes_;      ///< intervals between displayed frames
};

} // namespace golf::game
