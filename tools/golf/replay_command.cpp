// `golf replay LOG... [--json] [--trace FILE.csv] [--write-expect] [-j N]`: plays shot logs
// headlessly (SPEC section 6; the details are in docs/replay.md).

#include "commands.hpp"
#include "file_options.hpp"
#include "golf/formats/atomic_file.hpp"
#include "golf/replay/replay.hpp"
#include "path_list.hpp"
#include "replay_batch.hpp"
#include "replay_report.hpp"
#include "shown_text.hpp"
#include "signal_cleanup.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <new>
#include <optional>
#include <thread>
#include <unistd.h>

namespace golf::cli {

namespace {

namespace fs = std::filesystem;

struct ReplayOptions {
    std::vector<std::string> logs;
    bool json = false;
    std::string trace;
    bool writeExpect = false;
    bool ignoreLevelHash = false;
    unsigned jobs = 0;
};

/// One log to replay, or why an argument gave none.
struct LogEntry {
    fs::path path;
    std::string error;
};

bool isShotLogName(const fs::path& path) {
    const std::string name = path.filename().string();
    const std::string suffix = ".shots.json";
    return name.size() > suffix.size() && name.ends_with(suffix);
}

/// Every *.shots.json under `folder` (recursively), sorted by path.
std::vector<LogEntry> logsInFolder(const std::string& folder) {
    std::vector<fs::path> found;
    std::error_code error;
    fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied,
                                        error);
    for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
        std::error_code typeError;
        if (it->is_regular_file(typeError) && isShotLogName(it->path())) {
            found.push_back(it->path());
        }
    }
    if (error) {
        return {{folder, folder + ": cannot read the folder: " + error.message()}};
    }
    if (found.empty()) {
        return {{folder, folder + ": no *.shots.json files in this folder"}};
    }
    std::sort(found.begin(), found.end());
    std::vector<LogEntry> entries;
    for (fs::path& path : found) {
        entries.push_back({std::move(path), {}});
    }
    return entries;
}

/// The logs of one argument (a log file, or every log in a folder) appended to `entries`.
void expandArgument(const std::string& argument, std::vector<LogEntry>& entries) {
    std::error_code error;
    if (fs::is_directory(argument, error)) {
        for (LogEntry& entry : logsInFolder(argument)) {
            entries.push_back(std::move(entry));
        }
    } else if (!fs::exists(argument, error)) {
        entries.push_back({argument, argument + ": no such file or folder"});
    } else {
        entries.push_back({argument, {}});
    }
}

/// The logs of the arguments in order; `-` reads paths from standard input, one per line. A
/// list that cannot be read (readPathList) is reported and ends the run with exit code 1.
std::vector<LogEntry> expandArguments(const std::vector<std::string>& arguments) {
    std::vector<LogEntry> entries;
    for (const std::string& argument : arguments) {
        if (argument != "-") {
            expandArgument(argument, entries);
            continue;
        }
        const PathList list = readPathList(std::cin, "standard input");
        if (!list.error.empty()) {
            std::cerr << shownMessage(list.error) << '\n';
            throw CLI::RuntimeError(1);
        }
        for (const std::string& path : list.paths) {
            expandArgument(path, entries);
        }
    }
    return entries;
}

std::string joinLines(const std::vector<std::string>& lines) {
    std::string text;
    for (const std::string& line : lines) {
        text += shownMessage(line) + "\n";
    }
    return text;
}

/// Replays one log and renders what `golf replay` prints for it. Never throws.
LogRun runOne(const LogEntry& entry, const ReplayOptions& options, const ReplayObserver& observer) {
    const std::string source = entry.path.string();
    if (!entry.error.empty()) {
        return {.out = options.json ? jsonReport(source, {.errors = {entry.error}}) : "",
                .err = shownMessage(entry.error) + "\n"};
    }
    try {
        ReplayFileResult result =
            replayFile(entry.path,
                       golf::ReplayOptions{
                           .checkExpect = !options.writeExpect,
                           .ignoreLevelHash = options.ignoreLevelHash,
                           // The text report shows each shooter's ball and the final state alone.
                           .shotDetails = options.json || options.writeExpect},
                       observer);
        if (result.outcome && options.writeExpect) {
            // A log replayed with --ignore-level-hash is stored for the level it was played on.
            const std::string error =
                writeShotLogExpect(entry.path, outcomeToJson(*result.outcome), result.levelHash);
            if (!error.empty()) {
                result.errors.push_back(error);
            }
        }
        LogRun run{.ok = result.errors.empty()};
        if (options.json) {
            run.out = jsonReport(source, result);
        } else if (result.outcome) {
            run.out = textReport(source, result);
            if (options.writeExpect) {
                run.out += run.ok ? "  expect: written\n" : "";
            } else {
                run.out += result.hadExpectation
                               ? (run.ok ? "  expect: matches\n" : "  expect: DIFFERS\n")
                               : "  expect: none\n";
            }
        }
        run.err = joinLines(result.errors);
        if (result.outcome) {
            run.shots = result.outcome->shots.size();
            run.seconds = result.outcome->seconds();
        }
        return run;
    } catch (const std::bad_alloc&) {
        return {.err = shownPath(source) + ": out of memory\n"};
    } catch (const std::exception& e) {
        // replayFile reports bad input as messages; this is a bug, still reported per log.
        return {.err = shownPath(source) + ": internal error: " + e.what() + "\n"};
    }
}

/// A progress bar on stderr, drawn only when stderr is a terminal.
class Progress {
  public:
    Progress(std::size_t total, bool enabled) : total_(total), enabled_(enabled) {}

    void draw(std::size_t done) {
        done_ = done;
        if (!enabled_) {
            return;
        }
        constexpr std::size_t width = 30;
        const std::size_t filled = total_ == 0 ? width : done * width / total_;
        std::string bar = "\r[" + std::string(filled, '#') + std::string(width - filled, '.') +
                          "] " + std::to_string(done) + "/" + std::to_string(total_) + " logs";
        std::cerr << bar << std::flush;
        shown_ = true;
    }
    /// Removes the bar so that other output starts on a clean line.
    void clear() {
        if (shown_) {
            std::cerr << "\r\033[K" << std::flush;
            shown_ = false;
        }
    }
    void redraw() { draw(done_); }

  private:
    std::size_t total_;
    bool enabled_;
    std::size_t done_ = 0;
    bool shown_ = false;
};

/// Opens the --trace file (written atomically) and writes its header; nullptr (and a message)
/// if it cannot.
std::unique_ptr<AtomicFile> openTrace(const std::string& path) {
    auto trace = std::make_unique<AtomicFile>(path);
    if (!trace->write("tick,player,x,y,vx,vy\n")) {
        std::cerr << trace->error() << '\n';
        return nullptr;
    }
    return trace;
}

void runReplay(const ReplayOptions& options) {
    if (!options.trace.empty()) {
        std::error_code error;
        if (options.logs.size() != 1 || fs::is_directory(options.logs[0], error)) {
            throw CLI::ValidationError("--trace", "needs exactly one log file, not several logs "
                                                  "or a folder");
        }
        refuseOverwrite("--trace", options.trace, "LOG", options.logs[0]);
    }
    const std::vector<LogEntry> entries = expandArguments(options.logs);

    std::unique_ptr<AtomicFile> trace;
    std::optional<RemoveOnSignal> traceGuard; // a trace may grow to hundreds of megabytes
    ReplayObserver observer;
    if (!options.trace.empty()) {
        trace = openTrace(options.trace);
        if (!trace) {
            throw CLI::RuntimeError(1);
        }
        traceGuard.emplace(trace->temporaryPath());
        // The first failed write is reported as it happens; the rest of the replay writes nothing.
        observer.onTick = [&trace](const Match& match, int) {
            if (trace->error().empty() && !trace->write(traceRows(match))) {
                std::cerr << trace->error() << '\n' << std::flush;
            }
        };
    }

    unsigned jobs = options.jobs;
    if (jobs == 0) {
        jobs = std::max(1u, std::thread::hardware_concurrency());
    }
    Progress progress(entries.size(), entries.size() > 1 && ::isatty(STDERR_FILENO) == 1);
    std::size_t passed = 0;
    std::size_t shots = 0;
    double seconds = 0;
    runInOrder(
        entries.size(), jobs, [&](std::size_t i) { return runOne(entries[i], options, observer); },
        [&](std::size_t, const LogRun& run) {
            progress.clear();
            std::cout << run.out << std::flush;
            std::cerr << run.err << std::flush;
            progress.redraw();
            passed += run.ok ? 1 : 0;
            shots += run.shots;
            seconds += run.seconds;
        },
        [&](std::size_t done) { progress.draw(done); });
    progress.clear();

    if (trace) {
        const bool failedBefore = !trace->error().empty();
        if (const std::string error = trace->commit(); !error.empty()) {
            if (!failedBefore) {
                std::cerr << error << '\n';
            }
            throw CLI::RuntimeError(1);
        }
    }
    const std::size_t failed = entries.size() - passed;
    char summary[200];
    std::snprintf(summary, sizeof summary,
                  "replayed %zu %s: %zu passed, %zu failed; %zu shots, %.2f simulated seconds\n",
                  entries.size(), entries.size() == 1 ? "log" : "logs", passed, failed, shots,
                  seconds);
    // With --json, stdout carries only JSON Lines.
    (options.json ? std::cerr : std::cout) << summary << std::flush;
    if (failed > 0) {
        throw CLI::RuntimeError(1);
    }
}

} // namespace

void addReplayCommand(CLI::App& app) {
    auto options = std::make_shared<ReplayOptions>();
    auto* command =
        app.add_subcommand("replay", "Play shot logs headlessly and print each shot's outcome "
                                     "and the final state; check their expectations");
    command
        ->add_option("LOG", options->logs,
                     "shot logs, folders of *.shots.json files, or - for paths on standard input")
        ->required();
    command->add_flag("--json", options->json,
                      "print one JSON object per log (JSON Lines for several logs)");
    command
        ->add_option("--trace", options->trace,
                     "write tick,player,x,y,vx,vy for every ball in play after every tick "
                     "to this CSV file (one log only; written atomically, a link is followed)")
        ->check(outputFile());
    command->add_flag("--ignore-level-hash", options->ignoreLevelHash,
                      "replay logs whose level changed since they were written (\"levelHash\")");
    command->add_flag("--write-expect", options->writeExpect,
                      "store the outcome as each log's \"expect\" (rewrites the log)");
    command
        ->add_option("-j,--jobs", options->jobs,
                     "logs replayed in parallel (default: number of cores)")
        ->check(CLI::Range(0u, 1024u));
    command->callback([options] { runReplay(*options); });
}

} // namespace golf::cli
