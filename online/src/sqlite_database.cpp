#include "sqlite_database.hpp"

#include <sqlite3.h>
#include <stdexcept>

namespace golf::online {

SqliteDatabase::SqliteDatabase(const std::string& path) {
    const int flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX;
    if (sqlite3_open_v2(path.c_str(), &db_, flags, nullptr) != SQLITE_OK) {
        const std::string message = db_ != nullptr ? sqlite3_errmsg(db_) : "out of memory";
        sqlite3_close(db_);
        db_ = nullptr;
        throw std::runtime_error(path + ": " + message);
    }
    sqlite3_busy_timeout(db_, 2000);
    execute("PRAGMA foreign_keys = ON");
}

SqliteDatabase::~SqliteDatabase() {
    sqlite3_close(db_);
}

void SqliteDatabase::execute(const std::string& sql) {
    char* message = nullptr;
    if (sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
        const std::string text = message != nullptr ? message : lastError();
        sqlite3_free(message);
        throw std::runtime_error("sqlite: " + text);
    }
}

std::int64_t SqliteDatabase::lastInsertId() const {
    return sqlite3_last_insert_rowid(db_);
}

std::string SqliteDatabase::lastError() const {
    return sqlite3_errmsg(db_);
}

} // namespace golf::online
