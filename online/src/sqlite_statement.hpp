#pragma once

/// \file
/// A prepared SQLite statement (RAII): bind, step, read columns; finalized by the destructor.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

struct sqlite3_stmt;

namespace golf::online {

class SqliteDatabase;

/// One prepared statement of a database that outlives it.
class SqliteStatement {
  public:
    /// Prepares `sql`. Throws std::runtime_error with SQLite's message.
    SqliteStatement(SqliteDatabase& database, std::string_view sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    /// Binds parameter `index` (from 1). Return *this, so that binds chain.
    SqliteStatement& bind(int index, std::int64_t value);
    SqliteStatement& bind(int index, double value);
    SqliteStatement& bind(int index, std::string_view value);
    SqliteStatement& bindNull(int index);

    /// Steps once: true if a row is ready, false when done. Throws std::runtime_error.
    bool step();
    /// Steps to the end (a statement without results). Throws std::runtime_error.
    void run();

    /// Columns of the current row, from 0.
    [[nodiscard]] std::int64_t integer(int column) const;
    [[nodiscard]] double real(int column) const;
    [[nodiscard]] std::string text(int column) const;
    [[nodiscard]] bool isNull(int column) const;

  private:
    SqliteDatabase& database_;
    sqlite3_stmt* statement_ = nullptr;
};

} // namespace golf::online
