// `golf submit LOGS... --server URL [--name NAME] [--course NAME]`: uploads rounds played
// offline (issue 25, docs/online.md): the server replays every shot log against its own
// levels and records only the holes it reproduced.

#include "commands.hpp"
#include "golf/formats/json_document.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/online/http_client.hpp"
#include "golf/online/round_submission.hpp"
#include "shown_text.hpp"

#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace golf::cli {

namespace {

namespace fs = std::filesystem;

struct SubmitOptions {
    std::vector<std::string> logs;
    std::string server;
    std::string name;
    std::string course;
    int timeout = 60;
};

/// One log to upload and the round it belongs to.
struct LogUpload {
    std::string file;
    std::string text;
    std::optional<int> hole;
};

/// The text of the file at `path` (at most maxSubmittedLogBytes), or nullopt and `error`.
std::optional<std::string> readLog(const std::string& path, std::string& error) {
    std::error_code code;
    if (!fs::is_regular_file(path, code)) {
        error = shownPath(path) + ": no such file";
        return std::nullopt;
    }
    if (fs::file_size(path, code) > online::maxSubmittedLogBytes || code) {
        error = shownPath(path) + ": larger than a submitted log may be (" +
                std::to_string(online::maxSubmittedLogBytes / 1024) + " KiB)";
        return std::nullopt;
    }
    std::ifstream in(path, std::ios::binary);
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (!in && !in.eof()) {
        error = shownPath(path) + ": cannot read";
        return std::nullopt;
    }
    return text;
}

/// The game's round file beside `log` (NAME.shots.json -> NAME.round.json): the course's
/// title, the hole (from 1) and when the round began; nothing if there is none or it is
/// broken (the game ignores such a file too).
struct RoundFile {
    std::string course;
    std::optional<int> hole;
    std::string round;
};

std::optional<RoundFile> roundFileOf(const std::string& log) {
    const std::string name = fs::path(log).filename().string();
    constexpr std::string_view suffix = ".shots.json";
    if (!name.ends_with(suffix)) {
        return std::nullopt;
    }
    const fs::path path =
        fs::path(log).parent_path() / (name.substr(0, name.size() - suffix.size()) + ".round.json");
    const JsonDocumentRead read = readJsonDocument(path, {.maxBytes = 64 * 1024});
    if (!read.document) {
        return std::nullopt;
    }
    const JsonPlace top = read.document->place();
    const JsonResult<std::string> format = top["format"].string();
    const JsonResult<std::string> course = top["course"].string();
    if (!format.value || *format.value != "minigolf-round-hole/1" || !course.value) {
        return std::nullopt;
    }
    RoundFile file{.course = *course.value, .hole = std::nullopt, .round = ""};
    if (const JsonResult<std::int64_t> hole = top["hole"].integer(1, 1000); hole.value) {
        file.hole = static_cast<int>(*hole.value);
    }
    if (const JsonResult<std::string> round = top["round"].string(); round.value) {
        file.round = *round.value;
    }
    return file;
}

/// The course a log without a round file was played on: its level's file stem (a single
/// level is a course of one hole on the server).
std::string courseOfLevel(const std::string& text) {
    const JsonDocumentRead read = parseJsonDocument(text, "log");
    if (!read.document) {
        return "";
    }
    const JsonResult<std::string> level = read.document->place()["level"].string();
    return level.value ? fs::path(*level.value).stem().string() : "";
}

/// Prints the server's verdict on one group; returns true if every file was accepted.
bool report(const online::HttpAnswer& answer, const std::vector<LogUpload>& group,
            const std::string& server) {
    const JsonDocumentRead read = parseJsonDocument(answer.body, "the server's answer");
    if (!read.document || !read.document->top.isObject()) {
        std::cerr << "golf submit: the server answered " << answer.status
                  << " with something that is not JSON\n";
        return false;
    }
    const JsonValue& top = read.document->top;
    if (const JsonValue* error = top.find("error"); error != nullptr && error->isString()) {
        for (const LogUpload& log : group) {
            std::cerr << shownPath(log.file) << ": refused: " << shownMessage(error->string())
                      << '\n';
        }
        return false;
    }
    bool all = true;
    const JsonValue* files = top.find("files");
    for (const JsonValue& file :
         files != nullptr && files->isArray() ? files->elements() : std::vector<JsonValue>{}) {
        const JsonValue* name = file.find("file");
        const JsonValue* accepted = file.find("accepted");
        const std::string shown = name != nullptr && name->isString() ? name->string() : "?";
        if (accepted != nullptr && accepted->isBoolean() && accepted->boolean()) {
            std::cout << shownPath(shown) << ": hole " << compactJsonText(*file.find("hole"))
                      << ": accepted, strokes " << compactJsonText(*file.find("strokes"))
                      << ", hash " << file.find("hash")->string() << '\n';
        } else {
            const JsonValue* reason = file.find("reason");
            std::cerr << shownPath(shown) << ": refused: "
                      << shownMessage(reason != nullptr && reason->isString() ? reason->string()
                                                                              : "no reason")
                      << '\n';
            all = false;
        }
    }
    if (const JsonValue* round = top.find("round"); round != nullptr && round->isInteger()) {
        const JsonValue* complete = top.find("complete");
        std::cout << "round " << compactJsonText(*round) << " recorded"
                  << (complete != nullptr && complete->isBoolean() && complete->boolean()
                          ? ""
                          : " (not every hole of the course: not ranked)")
                  << ": " << server << "/?round=" << compactJsonText(*round) << '\n';
    }
    return all && answer.status == 200;
}

void runSubmit(const SubmitOptions& options, const online::ServerAddress& address) {
    // Logs grouped by the round they belong to: (course, when the round began).
    std::map<std::pair<std::string, std::string>, std::vector<LogUpload>> rounds;
    bool ok = true;
    for (const std::string& path : options.logs) {
        std::string error;
        std::optional<std::string> text = readLog(path, error);
        if (!text) {
            std::cerr << error << '\n';
            ok = false;
            continue;
        }
        const std::optional<RoundFile> round = roundFileOf(path);
        std::string course = !options.course.empty() ? options.course
                             : round                 ? round->course
                                                     : courseOfLevel(*text);
        if (course.empty()) {
            std::cerr << shownPath(path)
                      << ": which course? give --course, or keep the .round.json the game "
                         "wrote beside the log\n";
            ok = false;
            continue;
        }
        rounds[{course, round ? round->round : ""}].push_back(
            {path, std::move(*text), round ? round->hole : std::nullopt});
    }
    const std::string server =
        "http://" +
        (address.host.find(':') != std::string::npos ? "[" + address.host + "]" : address.host) +
        ":" + std::to_string(address.port);
    for (const auto& [key, group] : rounds) {
        JsonValue logs = JsonValue::array();
        for (const LogUpload& log : group) {
            JsonValue entry = JsonValue::object({{"file", log.file}, {"log", log.text}});
            if (log.hole) {
                entry.set("hole", *log.hole);
            }
            logs.push(std::move(entry));
        }
        JsonValue body = JsonValue::object({{"course", key.first}});
        if (!options.name.empty()) {
            body.set("name", options.name);
        }
        body.set("logs", std::move(logs));
        try {
            const online::HttpAnswer answer =
                online::httpRequest(address, "POST", "/api/rounds", compactJsonText(body),
                                    std::chrono::seconds(options.timeout));
            ok = report(answer, group, server) && ok;
        } catch (const std::runtime_error& error) {
            std::cerr << "golf submit: " << server << ": " << error.what() << '\n';
            throw CLI::RuntimeError(1);
        }
    }
    if (!ok) {
        throw CLI::RuntimeError(1);
    }
}

} // namespace

void addSubmitCommand(CLI::App& app) {
    auto options = std::make_shared<SubmitOptions>();
    CLI::App* submit = app.add_subcommand(
        "submit", "Upload rounds played offline: the server replays them before recording");
    submit->add_option("LOGS", options->logs, "shot logs (with the game's .round.json beside)")
        ->required();
    submit->add_option("--server", options->server, "http://ADDR:PORT (a numeric address)")
        ->required();
    submit->add_option("--name", options->name,
                       "your name (names the player of a one-player "
                       "round)");
    submit->add_option("--course", options->course,
                       "the server's course (its name or title) for every log");
    submit->add_option("--timeout", options->timeout, "seconds to wait for the server")
        ->check(CLI::Range(1, 3600))
        ->capture_default_str();
    submit->callback([options] {
        const std::optional<online::ServerAddress> address =
            online::parseServerUrl(options->server);
        if (!address) {
            throw CLI::ValidationError("--server", "'" + options->server +
                                                       "' is not http://ADDR:PORT with a "
                                                       "numeric address");
        }
        if (!options->name.empty()) {
            if (std::string problem = playerNameProblem(options->name); !problem.empty()) {
                throw CLI::ValidationError("--name", problem);
            }
        }
        runSubmit(*options, *address);
    });
}

} // namespace golf::cli
