#pragma once

/// \file
/// An online room before its round: the room's code large, the players as they join, and the
/// host's Start. The client is read every frame; the window never waits for the network.

#include "GameContext.hpp"
#include "HoleRenderer.hpp"
#include "Menu.hpp"
#include "OnlineClient.hpp"
#include "Screen.hpp"
#include "golf/core/level.hpp"

#include <string>

namespace golf::game {

/// Finished when the first hole arrives (roundBegins()) or the player leaves with Escape.
class LobbyScreen : public Screen {
  public:
    /// `server` is the address shown ("127.0.0.1:8080").
    LobbyScreen(GameContext& context, const Level& backdrop, OnlineClient& client,
                std::string server);

    void handle(const sf::Event& event) override;
    void update(double seconds) override;
    void draw(sf::RenderTarget& target) override;
    [[nodiscard]] bool finished() const override { return left_ || roundBegins(); }
    /// A lobby waits for people: --frames counts only from the round on.
    [[nodiscard]] bool scriptDone() const override { return false; }
    /// With failOnError(): why the client failed (the game then exits 1), else "".
    [[nodiscard]] std::string failure() const override;
    /// Makes a failed client end the game (the command line's --online) instead of waiting
    /// on this screen for Escape (the title's Online).
    void failOnError() { failOnError_ = true; }

    /// True once the round's first hole has arrived.
    [[nodiscard]] bool roundBegins() const { return client_.phase() == OnlinePhase::Playing; }

  private:
    [[nodiscard]] std::string statusLine() const;

    GameContext& context_;
    const Level& level_;
    HoleRenderer backdrop_;
    OnlineClient& client_;
    std::string server_;
    Menu start_{{"Start the round"}};
    bool left_ = false;
    bool startSent_ = false;
    bool failOnError_ = false;
    double seconds_ = 0;
};

} // namespace golf::game
