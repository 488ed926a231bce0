#pragma once

/// \file
/// The title's Online: the server's address, the player's name, then host a course (with the
/// match option and the seconds after which a player who does not shoot is skipped) or join
/// a room by its code.

#include "GameContext.hpp"
#include "HoleRenderer.hpp"
#include "Menu.hpp"
#include "OnlineRequest.hpp"
#include "Screen.hpp"
#include "golf/core/level.hpp"
#include "golf/online/server_address.hpp"

#include <array>
#include <optional>
#include <string>

namespace golf::game {

/// A form of six rows (Server, Name, Course, Ball collisions, Skip after, Room code) over the
/// title's backdrop and a row of buttons. Tab, Up and Down move between the rows; typing edits the
/// row in focus; Space or a click toggles the option; Escape goes back.
class OnlineScreen : public Screen {
  public:
    /// Starts with the last server and name of the settings (127.0.0.1:8080 the first time).
    /// With `kept` (a seat left earlier), the room code is its room's, and joining it on its
    /// server comes back to the seat with its token.
    OnlineScreen(GameContext& context, const Level& backdrop,
                 std::optional<OnlineSeat> kept = std::nullopt);

    void handle(const sf::Event& event) override;
    void update(double seconds) override { seconds_ += seconds; }
    void draw(sf::RenderTarget& target) override;
    [[nodiscard]] bool finished() const override { return done_; }

    /// What was asked once finished(); nothing for Back.
    [[nodiscard]] const std::optional<OnlineRequest>& request() const { return request_; }
    /// The server's address (set with request()).
    [[nodiscard]] const online::ServerAddress& address() const { return address_; }

  private:
    enum Row { Server, Name, Course, Collisions, SkipAfter, Code, Buttons, RowCount };

    void pick(int button);
    void type(std::uint32_t unicode);
    void erase();
    /// The row under a window pixel, as last drawn.
    [[nodiscard]] std::optional<int> rowAt(sf::Vector2f pixel) const;

    GameContext& context_;
    const Level& level_;
    HoleRenderer backdrop_;
    std::array<std::string, RowCount> values_;
    bool collisions_ = true;
    int focus_ = Name;
    Menu buttons_{{"Host a course", "Join by code", "Back"}, true};
    std::string error_;
    std::optional<OnlineRequest> request_;
    online::ServerAddress address_;
    std::optional<OnlineSeat> kept_;
    bool done_ = false;
    double seconds_ = 0;
    mutable std::array<sf::FloatRect, RowCount> rects_{};
};

/// The address as "HOST:PORT" or a URL, or why it is not one.
[[nodiscard]] std::optional<online::ServerAddress> serverAddress(const std::string& text);

} // namespace golf::game
