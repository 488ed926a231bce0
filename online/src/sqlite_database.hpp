#pragma once

/// \file
/// A small RAII wrapper of the SQLite C API: an open database connection. Errors throw
/// std::runtime_error with SQLite's message, so that the store reports them in one place.

#include <cstdint>
#include <string>

struct sqlite3;

namespace golf::online {

/// An open SQLite database; closed by the destructor.
class SqliteDatabase {
  public:
    /// Opens (creating it if needed) the database at `path` (":memory:" for one in memory),
    /// with a busy timeout and foreign keys on. Throws std::runtime_error naming `path`.
    explicit SqliteDatabase(const std::string& path);
    ~SqliteDatabase();
    SqliteDatabase(const SqliteDatabase&) = delete;
    SqliteDatabase& operator=(const SqliteDatabase&) = delete;

    /// Runs `sql` (statements without results). Throws std::runtime_error.
    void execute(const std::string& sql);
    /// The connection, for statements.
    [[nodiscard]] sqlite3* handle() const { return db_; }
    /// The rowid of the last row this connection inserted.
    [[nodiscard]] std::int64_t lastInsertId() const;
    /// SQLite's message for the last error of this connection.
    [[nodiscard]] std::string lastError() const;

  private:
    sqlite3* db_ = nullptr;
};

} // namespace golf::online
