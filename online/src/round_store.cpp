#include "golf/online/round_store.hpp"

#include "golf/core/level_hash.hpp"
#include "golf/formats/json_document.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/online/room_store.hpp"
#include "round_rows.hpp"
#include "sqlite_database.hpp"
#include "sqlite_statement.hpp"
#include "sqlite_transaction.hpp"

namespace golf::online {

namespace {

constexpr const char* roundSchema = R"sql(
CREATE TABLE IF NOT EXISTS rounds (
  id INTEGER PRIMARY KEY,
  course TEXT NOT NULL,
  title TEXT NOT NULL,
  source TEXT NOT NULL,
  created INTEGER NOT NULL,
  course_holes INTEGER NOT NULL,
  complete INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS round_players (
  round INTEGER NOT NULL REFERENCES rounds(id),
  seat INTEGER NOT NULL,
  name TEXT NOT NULL,
  strokes INTEGER NOT NULL,
  PRIMARY KEY (round, seat)
);
CREATE TABLE IF NOT EXISTS round_holes (
  round INTEGER NOT NULL REFERENCES rounds(id),
  hole INTEGER NOT NULL,
  level TEXT NOT NULL,
  level_hash TEXT NOT NULL,
  strokes TEXT NOT NULL,
  log TEXT NOT NULL,
  hash TEXT NOT NULL,
  PRIMARY KEY (round, hole)
);
CREATE INDEX IF NOT EXISTS rounds_by_course ON rounds (course, complete);
)sql";

std::string strokesText(const std::vector<int>& strokes) {
    JsonValue list = JsonValue::array();
    for (const int s : strokes) {
        list.push(s);
    }
    return compactJsonText(list);
}

std::vector<int> strokesOf(const std::string& text) {
    std::vector<int> strokes;
    const JsonDocumentRead read = parseJsonDocument(text, "strokes");
    if (!read.document || !read.document->top.isArray()) {
        throw std::runtime_error("sqlite: a round's strokes are broken: " + text);
    }
    for (const JsonValue& value : read.document->top.elements()) {
        strokes.push_back(static_cast<int>(value.integer().value_or(0)));
    }
    return strokes;
}

} // namespace

void createRoundTables(SqliteDatabase& db) {
    db.execute(roundSchema);
}

std::int64_t insertRound(SqliteDatabase& db, const RoundRecord& round) {
    SqliteStatement insert(db, "INSERT INTO rounds (course, title, source, created, "
                               "course_holes, complete) VALUES (?,?,?,?,?,?)");
    insert.bind(1, round.course)
        .bind(2, round.title)
        .bind(3, round.source)
        .bind(4, round.created)
        .bind(5, std::int64_t{round.courseHoles})
        .bind(6, std::int64_t{round.complete() ? 1 : 0});
    insert.run();
    const std::int64_t id = db.lastInsertId();
    for (std::size_t seat = 0; seat < round.players.size(); ++seat) {
        SqliteStatement player(
            db, "INSERT INTO round_players (round, seat, name, strokes) VALUES (?,?,?,?)");
        player.bind(1, id)
            .bind(2, static_cast<std::int64_t>(seat))
            .bind(3, round.players[seat])
            .bind(4, std::int64_t{round.total(static_cast<int>(seat))});
        player.run();
    }
    for (const RoundHole& hole : round.holes) {
        SqliteStatement row(db, "INSERT INTO round_holes (round, hole, level, level_hash, "
                                "strokes, log, hash) VALUES (?,?,?,?,?,?,?)");
        row.bind(1, id)
            .bind(2, std::int64_t{hole.hole})
            .bind(3, hole.level)
            .bind(4, hashToHex(hole.levelHash))
            .bind(5, strokesText(hole.strokes))
            .bind(6, hole.log)
            .bind(7, hole.hash);
        row.run();
    }
    return id;
}

RoundStore::RoundStore(RoomStore& rooms) : db_(rooms.database()) {}

std::int64_t RoundStore::add(const RoundRecord& round) {
    SqliteTransaction transaction(db_);
    const std::int64_t id = insertRound(db_, round);
    transaction.commit();
    return id;
}

std::optional<RoundRecord> RoundStore::round(std::int64_t id) {
    SqliteStatement select(db_, "SELECT course, title, source, created, course_holes FROM "
                                "rounds WHERE id = ?");
    select.bind(1, id);
    if (!select.step()) {
        return std::nullopt;
    }
    RoundRecord round;
    round.id = id;
    round.course = select.text(0);
    round.title = select.text(1);
    round.source = select.text(2);
    round.created = select.integer(3);
    round.courseHoles = static_cast<int>(select.integer(4));
    SqliteStatement players(db_, "SELECT name FROM round_players WHERE round = ? ORDER BY seat");
    players.bind(1, id);
    while (players.step()) {
        round.players.push_back(players.text(0));
    }
    SqliteStatement holes(db_, "SELECT hole, level, level_hash, strokes, log, hash FROM "
                               "round_holes WHERE round = ? ORDER BY hole");
    holes.bind(1, id);
    while (holes.step()) {
        round.holes.push_back({.hole = static_cast<int>(holes.integer(0)),
                               .level = holes.text(1),
                               .levelHash = std::stoull(holes.text(2), nullptr, 16),
                               .strokes = strokesOf(holes.text(3)),
                               .log = holes.text(4),
                               .hash = holes.text(5)});
    }
    return round;
}

std::vector<LeaderboardEntry> RoundStore::leaderboard(const std::string& course,
                                                      std::int64_t offset, int limit) {
    SqliteStatement select(db_, "SELECT r.id, p.seat, p.name, p.strokes, r.created, r.source "
                                "FROM rounds r JOIN round_players p ON p.round = r.id "
                                "WHERE r.course = ? AND r.complete = 1 "
                                "ORDER BY p.strokes, r.id, p.seat LIMIT ? OFFSET ?");
    select.bind(1, course).bind(2, std::int64_t{limit}).bind(3, offset);
    std::vector<LeaderboardEntry> entries;
    while (select.step()) {
        entries.push_back({.round = select.integer(0),
                           .seat = static_cast<int>(select.integer(1)),
                           .player = select.text(2),
                           .strokes = static_cast<int>(select.integer(3)),
                           .created = select.integer(4),
                           .source = select.text(5)});
    }
    return entries;
}

std::int64_t RoundStore::leaderboardSize(const std::string& course) {
    SqliteStatement select(db_, "SELECT count(*) FROM rounds r JOIN round_players p ON "
                                "p.round = r.id WHERE r.course = ? AND r.complete = 1");
    select.bind(1, course);
    return select.step() ? select.integer(0) : 0;
}

std::vector<CourseRounds> RoundStore::courses(int limit) {
    SqliteStatement select(db_, "SELECT course, max(title), count(*) FROM rounds WHERE "
                                "complete = 1 GROUP BY course ORDER BY course LIMIT ?");
    select.bind(1, std::int64_t{limit});
    std::vector<CourseRounds> list;
    while (select.step()) {
        list.push_back({select.text(0), select.text(1), select.integer(2)});
    }
    return list;
}

} // namespace golf::online
