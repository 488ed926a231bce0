#pragma once

/// \file
/// BEGIN IMMEDIATE ... COMMIT on a SqliteDatabase; rolled back unless committed.

#include "sqlite_database.hpp"

#include <stdexcept>

namespace golf::online {

/// One write transaction (RAII).
class SqliteTransaction {
  public:
    explicit SqliteTransaction(SqliteDatabase& db) : db_(db) { db_.execute("BEGIN IMMEDIATE"); }
    ~SqliteTransaction() {
        if (!done_) {
            try {
                db_.execute("ROLLBACK");
            } catch (const std::runtime_error&) { // NOLINT(bugprone-empty-catch)
                // Nothing more to undo: SQLite rolls back a failed transaction itself.
            }
        }
    }
    SqliteTransaction(const SqliteTransaction&) = delete;
    SqliteTransaction& operator=(const SqliteTransaction&) = delete;
    /// Commits. Throws std::runtime_error (the destructor then rolls back).
    void commit() {
        db_.execute("COMMIT");
        done_ = true;
    }

  private:
    SqliteDatabase& db_;
    bool done_ = false;
};

} // namespace golf::online
