#pragma once

/// \file
/// Playing a round: hole after hole, players in turn, scorecards between holes.

#include "AimControl.hpp"
#include "BallDrops.hpp"
#include "BallTrails.hpp"
#include "BoardView.hpp"
#include "ComputerPlayer.hpp"
#include "Confetti.hpp"
#include "ConfirmDialog.hpp"
#include "GameContext.hpp"
#include "HitFlashes.hpp"
#include "HoleRenderer.hpp"
#include "HoleSession.hpp"
#include "HoleTally.hpp"
#include "Hud.hpp"
#include "Menu.hpp"
#include "OnlineClient.hpp"
#include "PartyOptions.hpp"
#include "PauseMenu.hpp"
#include "ReplayRecorder.hpp"
#include "Round.hpp"
#include "RoundStats.hpp"
#include "ScoreTable.hpp"
#include "Scorecard.hpp"
#include "Screen.hpp"
#include "ShotPaths.hpp"
#include "ShotPreview.hpp"
#include "ShotScript.hpp"

#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// How a round screen ended.
enum class RoundExit { Quit, Title };

/// The round in play. Every shot, from the mouse, the keyboard or a log (--shots), goes
/// through playShot(), which asks the rules (golf::Match) and records it in the shot log.
class RoundScreen : public Screen {
  public:
    /// Plays `round` with one player per name; `script` feeds logged shots into the first hole.
    /// `back` names where the final card's second button and the pause menu's Title entry
    /// go ("Back to title"; the editor's test play: "Back to editor").
    RoundScreen(GameContext& context, Round round, std::vector<std::string> names,
                std::optional<ShotScript> script, const std::string& back = "Back to title");

    void handle(const sf::Event& event) override;
    void update(double seconds) override;
    void draw(sf::RenderTarget& target) override;
    [[nodiscard]] bool finished() const override { return phase_ == Phase::Quit; }
    [[nodiscard]] std::string failure() const override { return failure_; }
    [[nodiscard]] bool scriptDone() const override;

    /// The party's rules (docs/game.md, "Party options"): the stroke limit, the handicaps and
    /// the turn order; never online, nor for a log played through the game (--shots).
    void setParty(PartyOptions party);

    /// Makes the players whose entry holds a level computers (per player; a shorter list
    /// leaves the rest people), their noise drawn from `seed` (holeSeed per hole).
    void setComputers(std::vector<std::optional<ComputerLevel>> levels, std::uint64_t seed);
    /// True if every player is a computer: the round plays itself out, scorecards go on by
    /// themselves, and scriptDone() turns true on the final card.
    [[nodiscard]] bool computersOnly() const;
    [[nodiscard]] bool thinking() const override { return computer_.thinking(); }

    /// Plays the round online (docs/game.md, "Online"): its holes and every shot come from
    /// `client`, which must have handed over nothing yet but the first hole and outlive this
    /// screen; the player sits at client.seat() and only sends a shot on their turn (the
    /// game's computer of `computer` plays it for them if given, with `seed`). Each shot is
    /// animated with the game's engine and its state hash compared with the server's: a
    /// mismatch is printed and shown in red until the round ends.
    void setOnline(OnlineClient& client, std::optional<ComputerLevel> computer, std::uint64_t seed);
    /// State hashes that differed from the server's (online), shots refused by this engine
    /// included.
    [[nodiscard]] int mismatches() const { return mismatches_; }

    /// The message line's text as last said (a pick-up, an online skip, …); it stays after
    /// its time on screen has passed.
    [[nodiscard]] const std::string& message() const { return message_; }

    /// Where to go once finished(): quit the game, or back to the title screen.
    [[nodiscard]] RoundExit exit() const { return exit_; }

    /// Prints the state hash of a hole still in progress.
    void quitting() override;

    /// The scores recorded so far (a hole is recorded when it ends or is skipped).
    [[nodiscard]] const ScoreTable& scores() const { return table_; }
    /// What moves on the hole this frame, as draw() shows it: balls (the player on turn with
    /// a ring), drops, the aim, paths (the ghost after the first stroke), confetti.
    [[nodiscard]] HoleScene scene();
    /// The final card's buttons ("Play again", then the way back).
    [[nodiscard]] const Menu& finalMenu() const { return finalMenu_; }
    /// The pull in window pixels that gives full power in the window as it is now.
    [[nodiscard]] double fullPowerPixels() const { return aim_.fullPowerPixels(); }

  private:
    enum class Phase {
        Playing,
        Paused,
        ConfirmRestart,
        ConfirmSkip,
        Holed,
        Scorecard,
        Final,
        Quit
    };

    void startHole(int index);
    /// The strokes a player may take on this hole: the level's, or the party's lower limit.
    [[nodiscard]] int strokeLimit() const;
    /// Gives the hole's session the party's turn order, stroke limit and carried strokes
    /// (a hole not begun yet is then played on the limit: its log is started again).
    void applyTurnRule();
    /// Starts the hole's shot log on the session's level (a limited one: its copy's file).
    void startRecorder();
    void askRestart();
    void askSkip();
    /// Fits the hole and the full-power pull to windowSize_.
    void layout();
    /// True while a ball flies back (from water or the cup): the next turn waits for it.
    [[nodiscard]] bool ballsSettling() const;
    void restartHole();
    void celebrate(int player);
    void playAgain();
    void finish(RoundExit exit);
    void handleFinal(const sf::Event& event);
    void recordBest();
    /// The round is over: its stats are printed, shown on the final card against the round
    /// history, and appended to it (a round of files only: not the editor's test play).
    void finishRound();
    /// Appends the round to the history and returns the card's stats lines against the rounds
    /// kept before it (without the history line when none is kept).
    [[nodiscard]] std::vector<std::string> keepRound();
    void drawScorecard(sf::RenderTarget& target);
    [[nodiscard]] int strokesShown(int player) const;
    /// True if the ghost is drawn now: after the first stroke of the player on turn.
    [[nodiscard]] bool ghostShown() const;
    [[nodiscard]] bool scripted() const;
    void updatePlay(double seconds);
    void updateTurn(double seconds);
    /// A computer's turn: think (the hole clock waits), show the aim, strike at its "at".
    void updateComputer(int player);
    [[nodiscard]] bool computerOnTurn() const;
    [[nodiscard]] std::optional<ComputerLevel> computerLevel(int player) const;
    void updateTrails();
    /// Says (and prints) who reached the party's stroke limit since it was last said: the
    /// game picks them up ("Ana picks up at 8").
    void sayPickUps();
    /// Strikes the player's shot: played at once, or sent to the server online.
    void strike(int player, Vec2 velocity);
    /// Online: takes what the client handed over (holes when the screen is ready for them).
    void pumpOnline(double seconds);
    [[nodiscard]] bool readyForHole(int index) const;
    void startOnlineHole(OnlineHole hole);
    /// Online, between shots: the server's shots in order, then the player's turn.
    void updateOnline(double seconds);
    /// Compares the hash after the last server shot played, once every ball rests.
    void verifyOnline();
    [[nodiscard]] std::optional<double> onlineIdleLimit() const;
    void drawOnlineWarning(sf::RenderTarget& target) const;
    void playScript(double seconds);
    [[nodiscard]] std::string playShot(int player, Vec2 velocity);
    [[nodiscard]] std::optional<double> idleLimit() const;
    [[nodiscard]] std::string scriptWaitError() const;
    void react(const std::vector<Event>& events);
    void endHole(bool skipped);
    void nextHole();
    void say(const std::string& text);
    void handleScorecard(const sf::Event& event);
    void handlePaused(const sf::Event& event);

    [[nodiscard]] const Level& level() const { return round_.holes[holeIndex_].level; }
    [[nodiscard]] int turnPlayer() const;
    [[nodiscard]] HudInfo hudInfo() const;

    GameContext& context_;
    Round round_;
    std::vector<std::string> names_;
    std::optional<ShotScript> script_;
    ScoreTable table_;
    Hud hud_;
    Scorecard scorecard_;
    PauseMenu pauseMenu_;
    ConfirmDialog confirm_;
    ConfirmDialog confirmSkip_;
    Menu finalMenu_;
    RoundExit exit_ = RoundExit::Quit;

    std::size_t holeIndex_ = 0;
    std::unique_ptr<HoleSession> session_;
    std::unique_ptr<HoleRenderer> renderer_;
    ReplayRecorder recorder_;
    /// The hole's log is format 2: its shots carry "at" and its hash the hole clock.
    bool clocked_ = false;
    std::unique_ptr<HitFlashes> flashes_;
    bool recorderWarned_ = false;
    bool holeReported_ = false;
    AimControl aim_;
    ShotPreview preview_;
    bool previewOn_ = false;
    /// Per player, the strokes played on this hole before restarts (they count).
    std::vector<int> carried_;
    /// Per player: their pick-up on this hole has been said.
    std::vector<bool> limitSaid_;
    bool restarted_ = false; ///< this hole was restarted: it sets no best score
    bool practised_ = false; ///< the bounce preview was on during this hole: no best score
    /// The ghost: the shot paths of the best recorded round on this hole (the ghost option).
    std::vector<std::vector<Vec2>> ghost_;
    BoardView view_;
    sf::Vector2u windowSize_{1024, 720};

    Phase phase_ = Phase::Playing;
    double seconds_ = 0;    ///< animation clock of this screen
    double phaseSince_ = 0; ///< when the current phase began
    BallDrops drops_;
    BallTrails trails_;
    Confetti confetti_; ///< the celebration on holing
    std::string message_;
    double messageUntil_ = 0;
    std::vector<std::string> records_;
    std::string banner_; ///< "Hole in one!" over the hole
    double bannerSince_ = -10;
    std::string failure_;
    std::string roundId_; ///< when this round began, for the replays' round files
    /// The hole's stats per player from its strokes' events (kept over a restart).
    std::optional<HoleTally> tally_;
    RoundRecord roundStats_;              ///< the round's stats so far
    std::vector<std::string> statsLines_; ///< the final card's lines about them
    PartyOptions party_;                  ///< stroke limit, handicaps, turn order

    /// Per player, the computer's level; nothing for a person.
    std::vector<std::optional<ComputerLevel>> computers_;
    std::uint64_t computerSeed_ = 1;
    /// The computer's shot once thought of, shown aimed before it is struck.
    std::optional<ComputerShot> computerShot_;
    double computerShotSince_ = 0; ///< when computerShot_ arrived (screen seconds)
    /// Online: the client (not owned), the player's seat and the hole's match option.
    OnlineClient* online_ = nullptr;
    int seat_ = -1;
    bool onlineCollisions_ = true;
    std::deque<OnlineShot> remoteShots_; ///< the server's shots not played yet
    std::optional<OnlineShot> checking_; ///< played; its hash compared once all rest
    std::optional<double> sentAt_;       ///< the player's shot sent at this hole clock
    bool advanceRequested_ = false;      ///< Enter on the scorecard: the next hole at once
    std::string warning_;                ///< the first mismatch, shown until the end
    int mismatches_ = 0;
    /// Last: destroyed first, so that its workers end before the round they copied from.
    ComputerPlayer computer_;
};

} // namespace golf::game
