#include "golf/online/lobby.hpp"

#include "golf/core/level_hash.hpp"
#include "golf/online/random_source.hpp"
#include "golf/online/server_messages.hpp"

#include <algorithm>
#include <chrono>
#include <stdexcept>
#include <utility>

namespace golf::online {

namespace {

std::int64_t unixSeconds() {
    return std::chrono::duration_cast<std::chrono::seconds>(
               std::chrono::system_clock::now().time_since_epoch())
        .count();
}

} // namespace

Lobby::Lobby(CourseLibrary library, RoomStore& store, std::ostream& log, LobbyLimits limits)
    : library_(std::move(library)), store_(store), log_(log), limits_(limits) {}

Delivery Lobby::refuse(std::uint64_t connection, std::string_view reason) {
    log_ << "refused (connection " << connection << "): " << reason << std::endl;
    return {connection, ServerMessages::refusal(reason), false};
}

std::vector<Delivery> Lobby::receive(std::uint64_t connection, std::string_view text) {
    const ClientMessageParse parsed = parseClientMessage(text);
    if (!parsed.message) {
        return {refuse(connection, parsed.error)};
    }
    const ClientMessage& message = *parsed.message;
    try {
        switch (message.type) {
        case ClientMessageType::Host:
            return host(connection, message);
        case ClientMessageType::Join:
            return join(connection, message);
        case ClientMessageType::Rejoin:
            return rejoin(connection, message);
        case ClientMessageType::Start:
            return start(connection);
        case ClientMessageType::Shot:
            return shot(connection, message);
        }
    } catch (const std::runtime_error& error) {
        // The store failed (disk full, database locked): nothing was acknowledged.
        log_ << "store: " << error.what() << std::endl;
        return {refuse(connection, "the server could not store it; try again")};
    }
    return {};
}

void Lobby::disconnect(std::uint64_t connection) {
    const auto found = seats_.find(connection);
    if (found == seats_.end()) {
        return;
    }
    std::vector<std::uint64_t>& seats = attached_[found->second.code];
    std::replace(seats.begin(), seats.end(), connection, std::uint64_t{0});
    seats_.erase(found);
}

Lobby::Deliveries Lobby::host(std::uint64_t connection, const ClientMessage& message) {
    if (seats_.contains(connection)) {
        return {refuse(connection, "this connection already has a seat")};
    }
    if (openRooms() >= limits_.maxOpenRooms) {
        return {refuse(connection, "the server has too many rooms open; try later")};
    }
    CourseLoad course = library_.load(message.course);
    if (!course.course) {
        return {refuse(connection, course.error)};
    }
    std::string code = RandomSource::roomCode();
    while (rooms_.contains(code) || store_.room(code)) {
        code = RandomSource::roomCode();
    }
    Room room(code, std::move(*course.course), message.ballCollisions, message.skipAfter);
    if (std::string error = room.joinError(message.name); !error.empty()) {
        return {refuse(connection, error)};
    }
    room.join(message.name, RandomSource::token());
    store_.createRoom(room);
    Room& kept = rooms_.emplace(code, std::move(room)).first->second;
    log_ << "room " << code << ": opened for course '" << kept.course().name << "' by "
         << message.name << std::endl;
    Deliveries out;
    attach(connection, kept, 0, out);
    out.push_back({connection, ServerMessages::welcome(kept, 0)});
    broadcast(kept, ServerMessages::lobby(kept), out);
    return out;
}

Lobby::Deliveries Lobby::join(std::uint64_t connection, const ClientMessage& message) {
    if (seats_.contains(connection)) {
        return {refuse(connection, "this connection already has a seat")};
    }
    Room* found = findRoom(message.room);
    if (found == nullptr) {
        return {refuse(connection, "room: no such room")};
    }
    Room& room = *found;
    if (std::string error = room.joinError(message.name); !error.empty()) {
        return {refuse(connection, error)};
    }
    RoomPlayer player{message.name, RandomSource::token()};
    store_.addPlayer(room.code(), static_cast<int>(room.players().size()), player);
    const int seat = room.join(std::move(player.name), std::move(player.token));
    log_ << "room " << room.code() << ": " << message.name << " joined (seat " << seat << ")"
         << std::endl;
    Deliveries out;
    attach(connection, room, seat, out);
    out.push_back({connection, ServerMessages::welcome(room, seat)});
    broadcast(room, ServerMessages::lobby(room), out);
    return out;
}

Lobby::Deliveries Lobby::rejoin(std::uint64_t connection, const ClientMessage& message) {
    if (seats_.contains(connection)) {
        return {refuse(connection, "this connection already has a seat")};
    }
    Room* found = findRoom(message.room);
    // One answer for an unknown room and a wrong token: a stranger learns nothing.
    const int seat = found != nullptr && RandomSource::isToken(message.token)
                         ? found->seatOf(message.token)
                         : -1;
    if (seat < 0) {
        return {refuse(connection, "rejoin: no such room or token")};
    }
    Room& room = *found;
    log_ << "room " << room.code() << ": " << room.players()[static_cast<std::size_t>(seat)].name
         << " came back (seat " << seat << ")" << std::endl;
    Deliveries out;
    attach(connection, room, seat, out);
    out.push_back({connection, ServerMessages::welcome(room, seat)});
    out.push_back({connection, ServerMessages::lobby(room)});
    if (room.phase() == RoomPhase::Playing) {
        out.push_back({connection, ServerMessages::hole(room, true)});
        out.push_back({connection, ServerMessages::state(room)});
    } else if (room.phase() == RoomPhase::Finished) {
        out.push_back({connection, ServerMessages::end(room)});
    }
    return out;
}

Lobby::Deliveries Lobby::start(std::uint64_t connection) {
    const auto seat = seats_.find(connection);
    if (seat == seats_.end()) {
        return {refuse(connection, "start: join a room first")};
    }
    Room& room = rooms_.at(seat->second.code);
    if (std::string error = room.startError(seat->second.seat); !error.empty()) {
        return {refuse(connection, error)};
    }
    store_.setPhase(room.code(), RoomPhase::Playing);
    room.start();
    log_ << "room " << room.code() << ": started with " << room.players().size() << " players"
         << std::endl;
    Deliveries out;
    broadcast(room, ServerMessages::lobby(room), out);
    broadcast(room, ServerMessages::hole(room), out);
    return out;
}

Lobby::Deliveries Lobby::shot(std::uint64_t connection, const ClientMessage& message) {
    const auto seat = seats_.find(connection);
    if (seat == seats_.end()) {
        return {refuse(connection, "shot: join a room first")};
    }
    Room& room = rooms_.at(seat->second.code);
    RoomShot shot = room.prepareShot(seat->second.seat, message.angle, message.speed, message.at);
    if (!shot.error.empty()) {
        return {refuse(connection, "shot: " + shot.error)};
    }
    if (shot.roundOver) {
        // The round goes to the leaderboard in the same transaction as its last shot.
        Room finished = room;
        finished.commit(RoomShot(shot));
        const RoundRecord round = finished.roundRecord(unixSeconds());
        store_.addShot(room.code(), shot, &round);
    } else {
        store_.addShot(room.code(), shot); // stored before anyone hears of it
    }
    const std::string text =
        ServerMessages::shot(shot, shot.holeOver ? -1 : shot.after->nextPlayer());
    log_ << "room " << room.code() << ": hole " << shot.hole + 1 << " shot " << shot.seq
         << " by seat " << shot.shot.player << ": hash " << hashToHex(shot.hash) << std::endl;
    const bool holeOver = shot.holeOver;
    room.commit(std::move(shot));
    Deliveries out;
    broadcast(room, text, out);
    if (room.phase() == RoomPhase::Finished) {
        log_ << "room " << room.code() << ": round over" << std::endl;
        broadcast(room, ServerMessages::end(room), out);
    } else if (holeOver) {
        broadcast(room, ServerMessages::hole(room), out);
    }
    return out;
}

void Lobby::attach(std::uint64_t connection, Room& room, int seat, Deliveries& out) {
    std::vector<std::uint64_t>& seats = attached_[room.code()];
    seats.resize(room.players().size(), 0);
    std::uint64_t& holder = seats[static_cast<std::size_t>(seat)];
    if (holder != 0 && holder != connection) {
        out.push_back(
            {holder, ServerMessages::refusal("your seat was taken by a new connection"), true});
        seats_.erase(holder);
    }
    holder = connection;
    seats_[connection] = {room.code(), seat};
}

void Lobby::broadcast(const Room& room, const std::string& text, Deliveries& out) const {
    const auto found = attached_.find(room.code());
    if (found == attached_.end()) {
        return;
    }
    for (const std::uint64_t connection : found->second) {
        if (connection != 0) {
            out.push_back({connection, text});
        }
    }
}

const Room* Lobby::room(const std::string& code) {
    return findRoom(code);
}

Room* Lobby::findRoom(const std::string& code) {
    if (!RandomSource::isRoomCode(code)) {
        return nullptr;
    }
    if (const auto found = rooms_.find(code); found != rooms_.end()) {
        return &found->second;
    }
    const std::optional<StoredRoom> stored = store_.room(code);
    if (!stored) {
        return nullptr;
    }
    std::string error;
    std::optional<Room> rebuilt = rebuild(*stored, error);
    if (!rebuilt) {
        log_ << "room " << code << ": not restored: " << error << std::endl;
        return nullptr;
    }
    return &rooms_.emplace(code, std::move(*rebuilt)).first->second;
}

std::size_t Lobby::resumeRooms() {
    std::size_t resumed = 0;
    for (const StoredRoom& stored : store_.unfinishedRooms()) {
        std::string error;
        std::optional<Room> room = rebuild(stored, error);
        if (!room) {
            log_ << "room " << stored.code << ": not resumed: " << error << std::endl;
            continue;
        }
        log_ << "room " << stored.code << ": resumed at hole " << room->holeIndex() + 1 << " after "
             << stored.shots.size() << " shots" << std::endl;
        rooms_.insert_or_assign(stored.code, std::move(*room));
        ++resumed;
    }
    return resumed;
}

std::optional<Room> Lobby::rebuild(const StoredRoom& stored, std::string& error) const {
    CourseLoad course = library_.load(stored.course);
    if (!course.course) {
        error = course.error;
        return std::nullopt;
    }
    std::vector<std::uint64_t> hashes;
    for (const LoadedHole& hole : course.course->holes) {
        hashes.push_back(hole.hash);
    }
    if (hashes != stored.levelHashes) {
        error = "the course's levels changed since the room was opened";
        return std::nullopt;
    }
    Room room(stored.code, std::move(*course.course), stored.ballCollisions, stored.skipAfter);
    for (const RoomPlayer& player : stored.players) {
        if (std::string problem = room.joinError(player.name); !problem.empty()) {
            error = "player " + player.name + ": " + problem;
            return std::nullopt;
        }
        room.join(player.name, player.token);
    }
    if (stored.phase == RoomPhase::Lobby) {
        return room;
    }
    room.start();
    auto skip = stored.skips.begin();
    // The skips made after `seq` shots of `hole`, in order, before the shot that follows.
    const auto skipsBefore = [&](int hole, int seq) {
        for (; skip != stored.skips.end() && skip->hole == hole && skip->seq == seq; ++skip) {
            if (room.skippable() != skip->player) {
                return false;
            }
            room.skip();
        }
        return true;
    };
    const StoredRoom& whole = stored;
    for (const StoredShot& stored : whole.shots) {
        if (!skipsBefore(stored.hole, stored.seq)) {
            error = "hole " + std::to_string(stored.hole + 1) + ": a stored skip is not the turn's";
            return std::nullopt;
        }
        RoomShot shot = room.prepareStoredShot(stored.shot);
        if (!shot.error.empty()) {
            error = "hole " + std::to_string(stored.hole + 1) + " shot " +
                    std::to_string(stored.seq) + ": " + shot.error;
            return std::nullopt;
        }
        if (shot.hole != stored.hole || shot.seq != stored.seq ||
            hashToHex(shot.hash) != stored.hash) {
            error = "hole " + std::to_string(stored.hole + 1) + " shot " +
                    std::to_string(stored.seq) + ": the replay does not give the stored hash " +
                    stored.hash;
            return std::nullopt;
        }
        room.commit(std::move(shot));
    }
    if (room.phase() == RoomPhase::Playing &&
        !skipsBefore(room.holeIndex(), static_cast<int>(room.hole().shots().size()))) {
        error = "a stored skip is not the turn's";
        return std::nullopt;
    }
    return room;
}

std::vector<Delivery> Lobby::tick(std::chrono::steady_clock::time_point now) {
    using Duration = std::chrono::steady_clock::duration;
    Deliveries out;
    for (auto& [code, room] : rooms_) {
        if (room.skipAfter() <= 0 || room.skippable() < 0) {
            turnClocks_.erase(code);
            continue;
        }
        const HolePlay& hole = room.hole();
        const Turn turn{room.holeIndex(), hole.shots().size(), hole.skips().size()};
        const auto [clock, fresh] = turnClocks_.try_emplace(code, TurnClock{turn, now});
        if (fresh || clock->second.turn != turn) {
            // The clients animate the shot before this turn in real time: the player on
            // turn can aim only once its balls rest.
            const auto rolling = std::chrono::duration_cast<Duration>(
                std::chrono::duration<double>(hole.lastRollSeconds()));
            clock->second = {turn, now + rolling};
            continue;
        }
        if (now - clock->second.since < std::chrono::duration<double>(room.skipAfter())) {
            continue;
        }
        try {
            skipTurn(room, out); // the next tick starts the next turn's clock
        } catch (const std::runtime_error& error) {
            log_ << "store: " << error.what() << std::endl; // tried again at the next tick
        }
    }
    return out;
}

void Lobby::skipTurn(Room& room, Deliveries& out) {
    const int seat = room.skippable();
    const int hole = room.holeIndex();
    const std::vector<std::uint64_t>& holders = attached_[room.code()];
    const bool away = static_cast<std::size_t>(seat) >= holders.size() ||
                      holders[static_cast<std::size_t>(seat)] == 0;
    store_.addSkip(room.code(), {hole, static_cast<int>(room.hole().shots().size()), seat});
    room.skip();
    log_ << "room " << room.code() << ": hole " << hole + 1 << ": seat " << seat << " ("
         << room.players()[static_cast<std::size_t>(seat)].name << ") "
         << (away ? "is away" : "did not shoot in time") << ": skipped" << std::endl;
    broadcast(room, ServerMessages::skip(hole, seat, room.hole().nextPlayer()), out);
}

std::size_t Lobby::openRooms() const {
    return static_cast<std::size_t>(
        std::count_if(rooms_.begin(), rooms_.end(), [](const auto& entry) {
            return entry.second.phase() != RoomPhase::Finished;
        }));
}

} // namespace golf::online
