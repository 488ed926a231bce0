#include "golf/online/room_store.hpp"

#include "golf/core/level_hash.hpp"
#include "round_rows.hpp"
#include "sqlite_database.hpp"
#include "sqlite_statement.hpp"
#include "sqlite_transaction.hpp"

#include <chrono>
#include <sstream>
#include <stdexcept>

namespace golf::online {

namespace {

constexpr const char* schema = R"sql(
CREATE TABLE IF NOT EXISTS rooms (
  code TEXT PRIMARY KEY,
  course TEXT NOT NULL,
  ball_collisions INTEGER NOT NULL,
  phase TEXT NOT NULL,
  level_hashes TEXT NOT NULL,
  created INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS players (
  room TEXT NOT NULL REFERENCES rooms(code),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  token TEXT NOT NULL,
  PRIMARY KEY (room, seat)
);
CREATE TABLE IF NOT EXISTS shots (
  room TEXT NOT NULL REFERENCES rooms(code),
  hole INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  player INTEGER NOT NULL,
  vx REAL NOT NULL,
  vy REAL NOT NULL,
  at REAL,
  hash TEXT NOT NULL,
  PRIMARY KEY (room, hole, seq)
);
CREATE TABLE IF NOT EXISTS skip_rules (
  room TEXT PRIMARY KEY REFERENCES rooms(code),
  seconds REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS skips (
  room TEXT NOT NULL REFERENCES rooms(code),
  hole INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  player INTEGER NOT NULL
);
)sql";

std::string joinedHashes(const Room& room) {
    std::string text;
    for (const LoadedHole& hole : room.course().holes) {
        text += (text.empty() ? "" : ",") + hashToHex(hole.hash);
    }
    return text;
}

std::vector<std::uint64_t> splitHashes(const std::string& text) {
    std::vector<std::uint64_t> hashes;
    std::istringstream in(text);
    std::string part;
    while (std::getline(in, part, ',')) {
        hashes.push_back(std::stoull(part, nullptr, 16));
    }
    return hashes;
}

RoomPhase phaseOf(const std::string& name) {
    if (name == "playing") {
        return RoomPhase::Playing;
    }
    return name == "finished" ? RoomPhase::Finished : RoomPhase::Lobby;
}

void insertPlayer(SqliteDatabase& db, const std::string& code, int seat, const RoomPlayer& player) {
    SqliteStatement insert(db, "INSERT INTO players (room, seat, name, token) VALUES (?,?,?,?)");
    insert.bind(1, code).bind(2, std::int64_t{seat}).bind(3, player.name).bind(4, player.token);
    insert.run();
}

void updatePhase(SqliteDatabase& db, const std::string& code, RoomPhase phase) {
    SqliteStatement update(db, "UPDATE rooms SET phase = ? WHERE code = ?");
    update.bind(1, phaseName(phase)).bind(2, code);
    update.run();
}

} // namespace

RoomStore::RoomStore(const std::string& path) : db_(std::make_unique<SqliteDatabase>(path)) {
    // WAL: a reader never blocks the writer; FULL: a committed shot survives a power cut too,
    // not only a killed server.
    if (path != ":memory:") {
        db_->execute("PRAGMA journal_mode = WAL");
    }
    db_->execute("PRAGMA synchronous = FULL");
    db_->execute(schema);
    createRoundTables(*db_);
}

RoomStore::~RoomStore() = default;

void RoomStore::createRoom(const Room& room) {
    SqliteTransaction transaction(*db_);
    SqliteStatement insert(*db_, "INSERT INTO rooms (code, course, ball_collisions, phase, "
                                 "level_hashes, created) VALUES (?,?,?,?,?,?)");
    const auto now = std::chrono::duration_cast<std::chrono::seconds>(
                         std::chrono::system_clock::now().time_since_epoch())
                         .count();
    insert.bind(1, room.code())
        .bind(2, room.course().name)
        .bind(3, std::int64_t{room.ballCollisions() ? 1 : 0})
        .bind(4, phaseName(room.phase()))
        .bind(5, joinedHashes(room))
        .bind(6, std::int64_t{now});
    insert.run();
    if (room.skipAfter() > 0) {
        SqliteStatement rule(*db_, "INSERT INTO skip_rules (room, seconds) VALUES (?,?)");
        rule.bind(1, room.code()).bind(2, room.skipAfter());
        rule.run();
    }
    for (std::size_t seat = 0; seat < room.players().size(); ++seat) {
        insertPlayer(*db_, room.code(), static_cast<int>(seat), room.players()[seat]);
    }
    transaction.commit();
}

void RoomStore::addPlayer(const std::string& code, int seat, const RoomPlayer& player) {
    SqliteTransaction transaction(*db_);
    insertPlayer(*db_, code, seat, player);
    transaction.commit();
}

void RoomStore::setPhase(const std::string& code, RoomPhase phase) {
    SqliteTransaction transaction(*db_);
    updatePhase(*db_, code, phase);
    transaction.commit();
}

void RoomStore::addShot(const std::string& code, const RoomShot& shot, const RoundRecord* round) {
    SqliteTransaction transaction(*db_);
    SqliteStatement insert(*db_, "INSERT INTO shots (room, hole, seq, player, vx, vy, at, hash) "
                                 "VALUES (?,?,?,?,?,?,?,?)");
    insert.bind(1, code)
        .bind(2, std::int64_t{shot.hole})
        .bind(3, std::int64_t{shot.seq})
        .bind(4, std::int64_t{shot.shot.player})
        .bind(5, shot.shot.velocity.x)
        .bind(6, shot.shot.velocity.y)
        .bind(8, hashToHex(shot.hash));
    if (shot.shot.at) {
        insert.bind(7, *shot.shot.at);
    } else {
        insert.bindNull(7);
    }
    insert.run();
    if (shot.roundOver) {
        updatePhase(*db_, code, RoomPhase::Finished);
    }
    if (round != nullptr) {
        (void)insertRound(*db_, *round);
    }
    transaction.commit();
}

void RoomStore::addSkip(const std::string& code, const StoredSkip& skip) {
    SqliteTransaction transaction(*db_);
    SqliteStatement insert(*db_, "INSERT INTO skips (room, hole, seq, player) VALUES (?,?,?,?)");
    insert.bind(1, code)
        .bind(2, std::int64_t{skip.hole})
        .bind(3, std::int64_t{skip.seq})
        .bind(4, std::int64_t{skip.player});
    insert.run();
    transaction.commit();
}

std::vector<StoredRoom> RoomStore::unfinishedRooms() {
    std::vector<std::string> codes;
    {
        SqliteStatement select(
            *db_, "SELECT code FROM rooms WHERE phase != 'finished' ORDER BY created, rowid");
        while (select.step()) {
            codes.push_back(select.text(0));
        }
    }
    std::vector<StoredRoom> rooms;
    for (const std::string& code : codes) {
        rooms.push_back(loadRoom(code));
    }
    return rooms;
}

std::optional<StoredRoom> RoomStore::room(const std::string& code) {
    SqliteStatement select(*db_, "SELECT 1 FROM rooms WHERE code = ?");
    select.bind(1, code);
    if (!select.step()) {
        return std::nullopt;
    }
    return loadRoom(code);
}

StoredRoom RoomStore::loadRoom(const std::string& code) {
    StoredRoom room;
    SqliteStatement select(*db_, "SELECT course, ball_collisions, phase, level_hashes FROM rooms "
                                 "WHERE code = ?");
    select.bind(1, code);
    if (!select.step()) {
        throw std::runtime_error("sqlite: room " + code + " vanished");
    }
    room.code = code;
    room.course = select.text(0);
    room.ballCollisions = select.integer(1) != 0;
    room.phase = phaseOf(select.text(2));
    room.levelHashes = splitHashes(select.text(3));
    SqliteStatement players(*db_, "SELECT name, token FROM players WHERE room = ? ORDER BY seat");
    players.bind(1, code);
    while (players.step()) {
        room.players.push_back({players.text(0), players.text(1)});
    }
    SqliteStatement shots(*db_, "SELECT hole, seq, player, vx, vy, at, hash FROM shots "
                                "WHERE room = ? ORDER BY hole, seq");
    shots.bind(1, code);
    while (shots.step()) {
        StoredShot shot;
        shot.hole = static_cast<int>(shots.integer(0));
        shot.seq = static_cast<int>(shots.integer(1));
        shot.shot.player = static_cast<int>(shots.integer(2));
        shot.shot.velocity = {shots.real(3), shots.real(4)};
        if (!shots.isNull(5)) {
            shot.shot.at = shots.real(5);
        }
        shot.hash = shots.text(6);
        room.shots.push_back(std::move(shot));
    }
    SqliteStatement rule(*db_, "SELECT seconds FROM skip_rules WHERE room = ?");
    rule.bind(1, code);
    if (rule.step()) {
        room.skipAfter = rule.real(0);
    }
    SqliteStatement skips(*db_,
                          "SELECT hole, seq, player FROM skips WHERE room = ? ORDER BY rowid");
    skips.bind(1, code);
    while (skips.step()) {
        room.skips.push_back({static_cast<int>(skips.integer(0)),
                              static_cast<int>(skips.integer(1)),
                              static_cast<int>(skips.integer(2))});
    }
    return room;
}

} // namespace golf::online
