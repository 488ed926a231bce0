#pragma once

/// \file
/// The server's state without its network: the rooms, which connection holds which seat,
/// and what every client message does. The network layer hands it each message with its
/// connection's number and sends back what it returns; one thread calls it (no locks).

#include "golf/online/client_message.hpp"
#include "golf/online/course_library.hpp"
#include "golf/online/room.hpp"
#include "golf/online/room_store.hpp"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace golf::online {

/// A message for one connection; `close` asks the network to close it after sending.
struct Delivery {
    std::uint64_t connection = 0;
    std::string text;
    bool close = false;
};

/// Bounds of the lobby.
struct LobbyLimits {
    /// Rooms not finished at once; a host beyond it is refused.
    std::size_t maxOpenRooms = 1000;
};

/// Rooms, seats and the protocol's effects.
class Lobby {
  public:
    /// `store` and `log` (refusals and accepted shots, one line each) outlive the lobby.
    Lobby(CourseLibrary library, RoomStore& store, std::ostream& log, LobbyLimits limits = {});

    /// Resumes every unfinished room of the store by replaying its shots; a room that cannot
    /// be (its course is gone, a level changed, a stored hash differs) is logged and left
    /// out. Returns the rooms resumed.
    std::size_t resumeRooms();

    /// What `text` from `connection` does, and the messages it causes. A refused message
    /// changes nothing and is answered with a refusal to its sender alone (and logged).
    [[nodiscard]] std::vector<Delivery> receive(std::uint64_t connection, std::string_view text);
    /// A refusal to `connection` for `reason`, logged (for the network layer's own refusals).
    [[nodiscard]] Delivery refuse(std::uint64_t connection, std::string_view reason);
    /// The connection closed: its seat stays, for a rejoin with its token.
    void disconnect(std::uint64_t connection);
    /// Skips the player on turn in each room whose host set skipAfter, connected or not, once
    /// that turn has lasted that long without a shot as seen by successive ticks at `now` (a
    /// steady clock; the server ticks four times a second). A turn's time starts at the first
    /// tick that sees it, plus the seconds the shot before it rolled (every client watches it
    /// first). The last unfinished player of a hole is never skipped: the turn would come back
    /// to them. Each skip is stored, logged and sent to the room.
    [[nodiscard]] std::vector<Delivery> tick(std::chrono::steady_clock::time_point now);

    /// The room `code` (kept, or rebuilt from the store), or nullptr.
    [[nodiscard]] const Room* room(const std::string& code);
    /// The courses offered.
    [[nodiscard]] const CourseLibrary& library() const { return library_; }
    /// The rooms in memory.
    [[nodiscard]] std::size_t roomCount() const { return rooms_.size(); }

  private:
    struct Seat {
        std::string code;
        int seat = 0;
    };
    using Deliveries = std::vector<Delivery>;

    Deliveries host(std::uint64_t connection, const ClientMessage& message);
    Deliveries join(std::uint64_t connection, const ClientMessage& message);
    Deliveries rejoin(std::uint64_t connection, const ClientMessage& message);
    Deliveries start(std::uint64_t connection);
    Deliveries shot(std::uint64_t connection, const ClientMessage& message);

    /// Seats `connection` at `seat` of `room` (detaching whatever held it: told and closed).
    void attach(std::uint64_t connection, Room& room, int seat, Deliveries& out);
    /// `text` to every connection attached to `room`.
    void broadcast(const Room& room, const std::string& text, Deliveries& out) const;
    /// The room `code` (kept, or rebuilt from the store), or nullptr.
    [[nodiscard]] Room* findRoom(const std::string& code);
    /// The room rebuilt from the store's record, or why not.
    [[nodiscard]] std::optional<Room> rebuild(const StoredRoom& stored, std::string& error) const;
    [[nodiscard]] std::size_t openRooms() const;
    /// Stores, makes and announces the skip of the player on turn in `room`.
    void skipTurn(Room& room, Deliveries& out);

    /// A turn of a room: the hole, and the shots and skips before it on that hole.
    struct Turn {
        int hole = 0;
        std::size_t shots = 0;
        std::size_t skips = 0;
        bool operator==(const Turn&) const = default;
    };
    /// A turn being waited for, and since when (its skipAfter counts from there).
    struct TurnClock {
        Turn turn;
        std::chrono::steady_clock::time_point since;
    };

    CourseLibrary library_;
    RoomStore& store_;
    std::ostream& log_;
    LobbyLimits limits_;
    std::map<std::string, Room> rooms_;
    std::unordered_map<std::uint64_t, Seat> seats_; ///< connection -> its seat
    /// room code -> connection per seat (0: none)
    std::unordered_map<std::string, std::vector<std::uint64_t>> attached_;
    std::unordered_map<std::string, TurnClock> turnClocks_; ///< room code -> its turn's clock
};

} // namespace golf::online
