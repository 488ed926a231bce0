#pragma once

/// \file
/// A round played offline, uploaded with `golf submit` (POST /api/rounds): the server
/// replays every shot log against its own copy of the course's levels and records only the
/// holes it reproduced, saying for each refused file why (docs/online.md, "golf submit").

#include "golf/online/course_library.hpp"
#include "golf/online/round_record.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace golf::online {

/// Largest submission body (bytes).
inline constexpr std::size_t maxSubmissionBytes = 2 * 1024 * 1024;
/// Most shot logs in one submission.
inline constexpr std::size_t maxSubmittedLogs = 36;
/// Largest shot log in a submission (bytes).
inline constexpr std::size_t maxSubmittedLogBytes = 256 * 1024;
/// Most shots in one submitted log, and in a whole submission: the server replays them on
/// its one thread, each bounded by the level's maxShotSeconds.
inline constexpr std::size_t maxSubmittedShotsPerLog = 500;
inline constexpr std::size_t maxSubmittedShots = 2000;
/// Latest "at" (hole clock, seconds) of a submitted shot: the waits are replayed too.
inline constexpr double maxSubmittedAt = 3600;

/// One uploaded shot log.
struct SubmittedLog {
    std::string file;        ///< the name the client gave it (its path), for messages
    std::optional<int> hole; ///< its hole in the course from 1 (from the game's round file)
    std::string text;        ///< the shot log's JSON text
};

/// An upload: {"course": C, "name"?: N, "logs": [{"file": F, "hole"?: H, "log": TEXT}]}.
struct Submission {
    std::string course; ///< the course's name on the server, or its title
    std::string name;   ///< the submitter; "" if not given
    std::vector<SubmittedLog> logs;
};

/// A parsed submission, or why the body is refused as a whole.
struct SubmissionParse {
    std::optional<Submission> submission;
    std::string error;
};

/// Parses a submission body (bounded: maxSubmissionBytes, maxSubmittedLogs,
/// maxSubmittedLogBytes; unknown keys refused).
[[nodiscard]] SubmissionParse parseSubmission(std::string_view body);

/// What the server made of one file.
struct FileVerdict {
    std::string file;
    bool accepted = false;
    int hole = -1;            ///< the course's hole it was played on, from 0 (when known)
    std::vector<int> strokes; ///< per player (accepted)
    std::string hash;         ///< the final state hash (accepted)
    std::string reason;       ///< why refused, "FILE: place: message"
};

/// The outcome of a submission: the round of the holes reproduced (none if no file was).
struct SubmissionVerdict {
    std::string error; ///< the whole submission refused (e.g. no such course); else ""
    std::optional<RoundRecord> round;
    std::vector<FileVerdict> files; ///< in the order given
};

/// Replays every log of `submission` against the course in `library` (by name, else by
/// title): its "levelHash" must be the server's hole's, the replay must follow every rule,
/// its "expect" (if any) must agree and every ball must be holed or picked up at its end.
/// `created`: Unix seconds for the record.
[[nodiscard]] SubmissionVerdict
verifySubmission(const Submission& submission, const CourseLibrary& library, std::int64_t created);

} // namespace golf::online
