#pragma once

/// \file
/// The leaderboard's tables, shared by RoomStore (a room's round is recorded in the same
/// transaction as its last shot) and RoundStore (which reads them and records submissions).

#include "golf/online/round_record.hpp"

#include <cstdint>

namespace golf::online {

class SqliteDatabase;

/// Creates the tables rounds, round_holes and round_players if they do not exist.
void createRoundTables(SqliteDatabase& db);

/// Inserts `round` (its id ignored) within the caller's transaction; returns its new id.
/// Precondition: every hole's strokes has one entry per player.
[[nodiscard]] std::int64_t insertRound(SqliteDatabase& db, const RoundRecord& round);

} // namespace golf::online
