#include "golf/online/round_submission.hpp"

#include "golf/core/level_hash.hpp"
#include "golf/formats/json_document.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/replay/replay.hpp"

#include <algorithm>
#include <utility>

namespace golf::online {

namespace {

SubmissionParse refuseSubmission(std::string error) {
    return {std::nullopt, std::move(error)};
}

/// "" if the object at `place` has only `keys`, else the first unknown key's problem.
std::string unknownSubmissionKey(const JsonPlace& place,
                                 std::initializer_list<std::string_view> keys) {
    for (const JsonPlace& member : place.members()) {
        if (std::find(keys.begin(), keys.end(), member.key()) == keys.end()) {
            return member.problem("unknown key");
        }
    }
    return "";
}

/// Reads logs[i] into `log`; "" or the problem.
std::string readLog(const JsonPlace& place, SubmittedLog& log) {
    if (std::string error = place.expectObject(); !error.empty()) {
        return error;
    }
    if (std::string error = unknownSubmissionKey(place, {"file", "hole", "log"}); !error.empty()) {
        return error;
    }
    JsonResult<std::string> file = place["file"].string();
    if (!file.value) {
        return file.error;
    }
    if (file.value->empty() || file.value->size() > 1024) {
        return place["file"].problem("must be 1 to 1024 bytes");
    }
    log.file = std::move(*file.value);
    if (place["hole"].present()) {
        const JsonResult<std::int64_t> hole = place["hole"].integer(1, 1000);
        if (!hole.value) {
            return hole.error;
        }
        log.hole = static_cast<int>(*hole.value);
    }
    JsonResult<std::string> text = place["log"].string();
    if (!text.value) {
        return text.error;
    }
    if (text.value->size() > maxSubmittedLogBytes) {
        return place["log"].problem("is " + std::to_string(text.value->size()) +
                                    " bytes; a submitted log has at most " +
                                    std::to_string(maxSubmittedLogBytes));
    }
    log.text = std::move(*text.value);
    return "";
}

/// The names of a log's players: its playerNames, "Player N" for the rest; `name` for a
/// one-player log when given.
std::vector<std::string> playerNames(const ShotLog& log, const std::string& name) {
    std::vector<std::string> names;
    for (int i = 0; i < log.players; ++i) {
        names.push_back(i < static_cast<int>(log.playerNames.size())
                            ? log.playerNames[static_cast<std::size_t>(i)]
                            : "Player " + std::to_string(i + 1));
    }
    if (log.players == 1 && !name.empty()) {
        names[0] = name;
    }
    return names;
}

/// The hole `log` was played on, or why none: by its "hole" if given, else the first hole
/// not yet taken whose level hash is the log's.
int holeOf(const SubmittedLog& submitted, const ShotLog& log, const LoadedCourse& course,
           const std::vector<bool>& taken, std::string& reason) {
    const std::string where = submitted.file + ": ";
    if (!log.levelHash) {
        reason = where + "levelHash: missing; the server verifies a log only against the level "
                         "it was played on";
        return -1;
    }
    const int holes = static_cast<int>(course.holes.size());
    if (submitted.hole) {
        const int hole = *submitted.hole - 1;
        if (hole >= holes) {
            reason = where + "hole " + std::to_string(hole + 1) + ": course '" + course.name +
                     "' has " + std::to_string(holes) + " holes";
            return -1;
        }
        const std::uint64_t hash = course.holes[static_cast<std::size_t>(hole)].hash;
        if (hash != *log.levelHash) {
            reason = where + "levelHash: hole " + std::to_string(hole + 1) + " of course '" +
                     course.name + "' is another level on this server (the log has " +
                     hashToHex(*log.levelHash) + ", the server's level " + hashToHex(hash) + ")";
            return -1;
        }
        return hole;
    }
    for (int hole = 0; hole < holes; ++hole) {
        if (course.holes[static_cast<std::size_t>(hole)].hash == *log.levelHash &&
            !taken[static_cast<std::size_t>(hole)]) {
            return hole;
        }
    }
    reason = where + "levelHash: " + hashToHex(*log.levelHash) + " is no hole of course '" +
             course.name + "' on this server";
    return -1;
}

/// Why `log` may not be replayed within the submission's bounds; "" if it may.
std::string boundsProblem(const SubmittedLog& submitted, const ShotLog& log,
                          std::size_t& shotsSoFar) {
    const std::string where = submitted.file + ": ";
    if (log.shots.size() > maxSubmittedShotsPerLog) {
        return where + "shots: " + std::to_string(log.shots.size()) +
               " shots; a submitted log has at most " + std::to_string(maxSubmittedShotsPerLog);
    }
    shotsSoFar += log.shots.size();
    if (shotsSoFar > maxSubmittedShots) {
        return where + "the submission has more than " + std::to_string(maxSubmittedShots) +
               " shots in all";
    }
    for (std::size_t i = 0; i < log.shots.size(); ++i) {
        if (log.shots[i].at && *log.shots[i].at > maxSubmittedAt) {
            return where + "shots[" + std::to_string(i) + "].at: a submitted shot is struck " +
                   "within the hole's first 3600 s";
        }
    }
    return "";
}

/// Replays one log; fills `verdict` (and `hole`) or says why it is refused.
void verifyLog(const SubmittedLog& submitted, const LoadedCourse& course, const std::string& name,
               std::vector<bool>& taken, std::size_t& shots, FileVerdict& verdict, RoundHole& hole,
               std::vector<std::string>& names) {
    const ShotLogLoadResult parsed = parseShotLog(submitted.text, submitted.file);
    if (!parsed.log) {
        verdict.reason = parsed.errors.empty() ? submitted.file + ": broken" : parsed.errors[0];
        return;
    }
    ShotLog log = *parsed.log;
    if (verdict.reason = boundsProblem(submitted, log, shots); !verdict.reason.empty()) {
        return;
    }
    const int index = holeOf(submitted, log, course, taken, verdict.reason);
    if (index < 0) {
        return;
    }
    verdict.hole = index;
    const LoadedHole& loaded = course.holes[static_cast<std::size_t>(index)];
    const ReplayResult replay =
        replayShotLog(log, loaded.level, submitted.file, {}, !log.expectJson.empty());
    if (!replay.outcome) {
        verdict.reason = replay.errors.empty() ? submitted.file + ": broken" : replay.errors[0];
        return;
    }
    if (!log.expectJson.empty()) {
        verdict.reason = checkExpectation(*replay.outcome, log.expectJson, submitted.file);
        if (!verdict.reason.empty()) {
            return;
        }
    }
    const std::vector<std::string> logNames = playerNames(log, name);
    if (!names.empty() && logNames != names) {
        verdict.reason = submitted.file + ": playerNames: the round's other holes were played "
                                          "by other players";
        return;
    }
    std::vector<int> strokes;
    for (const BallReport& ball : replay.outcome->final.balls) {
        if (!ball.holed && !ball.pickedUp) {
            verdict.reason = submitted.file + ": the hole is not finished: " +
                             logNames[static_cast<std::size_t>(ball.player)] +
                             "'s ball is still on the course";
            return;
        }
        strokes.push_back(ball.strokes);
    }
    names = logNames;
    taken[static_cast<std::size_t>(index)] = true;
    log.level = loaded.file;
    log.levelHash = loaded.hash;
    log.expectJson.clear();
    log.playerNames = logNames;
    verdict.accepted = true;
    verdict.strokes = strokes;
    verdict.hash = replay.outcome->final.hash;
    hole = {.hole = index,
            .level = loaded.file,
            .levelHash = loaded.hash,
            .strokes = std::move(strokes),
            .log = shotLogToJson(log),
            .hash = replay.outcome->final.hash};
}

} // namespace

SubmissionParse parseSubmission(std::string_view body) {
    const JsonLimits limits{.maxBytes = maxSubmissionBytes, .maxValues = 1000, .maxObjectKeys = 16};
    const JsonDocumentRead read = parseJsonDocument(body, "submission", limits);
    if (!read.document) {
        return refuseSubmission(read.error);
    }
    const JsonPlace top = read.document->place();
    if (std::string error = top.expectObject(); !error.empty()) {
        return refuseSubmission(error);
    }
    if (std::string error = unknownSubmissionKey(top, {"course", "name", "logs"}); !error.empty()) {
        return refuseSubmission(error);
    }
    Submission submission;
    JsonResult<std::string> course = top["course"].string();
    if (!course.value) {
        return refuseSubmission(course.error);
    }
    submission.course = std::move(*course.value);
    if (top["name"].present()) {
        JsonResult<std::string> name = top["name"].string();
        if (!name.value) {
            return refuseSubmission(name.error);
        }
        if (std::string problem = playerNameProblem(*name.value); !problem.empty()) {
            return refuseSubmission(top["name"].problem(problem));
        }
        submission.name = std::move(*name.value);
    }
    const JsonPlace logs = top["logs"];
    if (!logs.present() || !logs.value()->isArray()) {
        return refuseSubmission(logs.present() ? logs.problem("must be an array of logs")
                                               : logs.problem("missing"));
    }
    const std::vector<JsonPlace> entries = logs.elements();
    if (entries.empty() || entries.size() > maxSubmittedLogs) {
        return refuseSubmission(
            logs.problem("must hold 1 to " + std::to_string(maxSubmittedLogs) + " logs"));
    }
    for (const JsonPlace& entry : entries) {
        SubmittedLog log;
        if (std::string error = readLog(entry, log); !error.empty()) {
            return refuseSubmission(error);
        }
        submission.logs.push_back(std::move(log));
    }
    return {std::move(submission), ""};
}

SubmissionVerdict verifySubmission(const Submission& submission, const CourseLibrary& library,
                                   std::int64_t created) {
    SubmissionVerdict verdict;
    CourseLoad course = library.find(submission.course);
    if (!course.course) {
        verdict.error = course.error;
        return verdict;
    }
    const LoadedCourse& loaded = *course.course;
    std::vector<bool> taken(loaded.holes.size(), false);
    std::vector<std::string> names;
    std::vector<RoundHole> holes;
    std::size_t shots = 0;
    for (const SubmittedLog& log : submission.logs) {
        FileVerdict file{.file = log.file};
        RoundHole hole;
        verifyLog(log, loaded, submission.name, taken, shots, file, hole, names);
        if (file.accepted) {
            holes.push_back(std::move(hole));
        }
        verdict.files.push_back(std::move(file));
    }
    if (holes.empty()) {
        return verdict;
    }
    std::sort(holes.begin(), holes.end(),
              [](const RoundHole& a, const RoundHole& b) { return a.hole < b.hole; });
    RoundRecord round;
    round.course = loaded.name;
    round.title = loaded.title;
    round.source = "submitted by " + (submission.name.empty() ? names.front() : submission.name);
    round.created = created;
    round.courseHoles = static_cast<int>(loaded.holes.size());
    round.players = std::move(names);
    round.holes = std::move(holes);
    verdict.round = std::move(round);
    return verdict;
}

} // namespace golf::online
