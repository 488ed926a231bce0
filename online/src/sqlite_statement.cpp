#include "sqlite_statement.hpp"

#include "sqlite_database.hpp"

#include <sqlite3.h>
#include <stdexcept>

namespace golf::online {

SqliteStatement::SqliteStatement(SqliteDatabase& database, std::string_view sql)
    : database_(database) {
    if (sqlite3_prepare_v2(database.handle(), sql.data(), static_cast<int>(sql.size()), &statement_,
                           nullptr) != SQLITE_OK) {
        throw std::runtime_error("sqlite: " + database.lastError());
    }
}

SqliteStatement::~SqliteStatement() {
    sqlite3_finalize(statement_);
}

namespace {

void check(int code, const SqliteDatabase& database) {
    if (code != SQLITE_OK) {
        throw std::runtime_error("sqlite: " + database.lastError());
    }
}

} // namespace

SqliteStatement& SqliteStatement::bind(int index, std::int64_t value) {
    check(sqlite3_bind_int64(statement_, index, value), database_);
    return *this;
}

SqliteStatement& SqliteStatement::bind(int index, double value) {
    check(sqlite3_bind_double(statement_, index, value), database_);
    return *this;
}

SqliteStatement& SqliteStatement::bind(int index, std::string_view value) {
    check(sqlite3_bind_text(statement_, index, value.data(), static_cast<int>(value.size()),
                            SQLITE_TRANSIENT),
          database_);
    return *this;
}

SqliteStatement& SqliteStatement::bindNull(int index) {
    check(sqlite3_bind_null(statement_, index), database_);
    return *this;
}

bool SqliteStatement::step() {
    const int code = sqlite3_step(statement_);
    if (code == SQLITE_ROW) {
        return true;
    }
    if (code == SQLITE_DONE) {
        return false;
    }
    throw std::runtime_error("sqlite: " + database_.lastError());
}

void SqliteStatement::run() {
    while (step()) {
    }
}

std::int64_t SqliteStatement::integer(int column) const {
    return sqlite3_column_int64(statement_, column);
}

double SqliteStatement::real(int column) const {
    return sqlite3_column_double(statement_, column);
}

std::string SqliteStatement::text(int column) const {
    const unsigned char* text = sqlite3_column_text(statement_, column);
    const int bytes = sqlite3_column_bytes(statement_, column);
    return text != nullptr
               ? std::string(reinterpret_cast<const char*>(text), static_cast<std::size_t>(bytes))
               : std::string();
}

bool SqliteStatement::isNull(int column) const {
    return sqlite3_column_type(statement_, column) == SQLITE_NULL;
}

} // namespace golf::online
