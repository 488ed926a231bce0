// `golf rate LEVEL_OR_COURSE... [--json] [--samples N] [--seed S] [-j N]`: the fewest strokes
// the shot search finds, a suggested par and a noisy player's success rate for every level
// (docs/tools.md, "golf rate").

#include "commands.hpp"
#include "golf/analysis/rating.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/formats/level_loader.hpp"
#include "number_options.hpp"
#include "path_list.hpp"
#include "shown_text.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <new>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace golf::cli {

namespace {

namespace fs = std::filesystem;

struct RateOptions {
    std::vector<std::string> inputs;
    bool json = false;
    RatingOptions rating;
    int angles = 0; ///< 0: the defaults of the search and the plan
    int speeds = 0;
    int waits = 0; ///< 0: the default
    int jobs = 0;
};

/// One level to rate, or why an input gave none.
struct RateEntry {
    std::string path;
    std::string error;
};

bool isLevelCandidate(const fs::path& path) {
    const std::string name = path.filename().string();
    return name.ends_with(".json") && !name.ends_with(".shots.json");
}

/// Every level file (by its "format" key) under `folder`, recursively, sorted by path as
/// `golf replay` sorts logs (element by element, so "a/x" comes before "a-b/x"). A *.json file
/// that cannot be read or is not valid JSON is an entry with its error, not left out; valid
/// JSON that is no level (a course, a shot log, another document) is left out.
std::vector<RateEntry> levelsInFolder(const std::string& folder) {
    std::vector<fs::path> found;
    std::vector<RateEntry> broken;
    std::error_code error;
    fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied,
                                        error);
    for (; !error && it != fs::recursive_directory_iterator(); it.increment(error)) {
        std::error_code typeError;
        if (!it->is_regular_file(typeError) || !isLevelCandidate(it->path())) {
            continue;
        }
        const FileFormatResult format = detectFileFormat(it->path());
        if (format.format == FileFormat::Level || format.broken) {
            found.push_back(it->path());
        }
    }
    if (error) {
        return {{folder, folder + ": cannot read the folder: " + error.message()}};
    }
    if (found.empty()) {
        return {{folder, folder + ": no level files in this folder"}};
    }
    std::sort(found.begin(), found.end());
    std::vector<RateEntry> entries;
    for (const fs::path& path : found) {
        entries.push_back({path.string(), {}}); // a broken file: the loader says what is wrong
    }
    return entries;
}

/// A file argument: a course gives its holes in order, anything else is rated as a level (the
/// loader reports what is wrong with it).
std::vector<RateEntry> expandFile(const std::string& path) {
    const FileFormatResult format = detectFileFormat(path);
    if (format.format != FileFormat::Course) {
        return {{path, {}}};
    }
    const CourseLoadResult course = loadCourseFile(path);
    if (!course.course) {
        std::string text;
        for (const std::string& error : course.errors) {
            text += (text.empty() ? "" : "\n") + error;
        }
        return {{path, text}};
    }
    std::vector<RateEntry> entries;
    for (const fs::path& hole : course.course->holes) {
        entries.push_back({hole.string(), {}});
    }
    return entries;
}

std::vector<RateEntry> expandInput(const std::string& input) {
    std::error_code error;
    if (fs::is_directory(input, error)) {
        return levelsInFolder(input);
    }
    if (!fs::exists(input, error)) {
        return {{input, input + ": no such file or folder"}};
    }
    return expandFile(input);
}

/// The inputs as levels, in order; `-` reads paths from standard input, one per line (a list
/// that cannot be read ends the run with exit code 1, see readPathList).
std::vector<RateEntry> expandInputs(const std::vector<std::string>& inputs) {
    std::vector<RateEntry> entries;
    const auto add = [&entries](const std::string& input) {
        for (RateEntry& entry : expandInput(input)) {
            entries.push_back(std::move(entry));
        }
    };
    for (const std::string& input : inputs) {
        if (input != "-") {
            add(input);
            continue;
        }
        const PathList list = readPathList(std::cin, "standard input");
        if (!list.error.empty()) {
            std::cerr << shownMessage(list.error) << '\n';
            throw CLI::RuntimeError(1);
        }
        for (const std::string& path : list.paths) {
            add(path);
        }
    }
    return entries;
}

/// A progress bar on stderr, drawn only when stderr is a terminal.
class ProgressBar {
  public:
    ProgressBar(std::size_t levels, bool enabled) : levels_(levels), enabled_(enabled) {}

    void draw(std::size_t level, double fraction) {
        if (!enabled_) {
            return;
        }
        constexpr int width = 30;
        const int filled = std::clamp(static_cast<int>(fraction * width), 0, width);
        std::cerr << "\r[" << std::string(static_cast<std::size_t>(filled), '#')
                  << std::string(static_cast<std::size_t>(width - filled), '.') << "] level "
                  << level + 1 << "/" << levels_ << std::flush;
        shown_ = true;
    }
    void clear() {
        if (shown_) {
            std::cerr << "\r\033[K" << std::flush;
            shown_ = false;
        }
    }

  private:
    std::size_t levels_;
    bool enabled_;
    bool shown_ = false;
};

std::string percent(double share) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", share * 100);
    return text;
}

/// How sure the suggested par is: "sure", or which smaller par the samples do not rule out
/// (its share and interval straddle the threshold) and which way the shares lean.
std::string certaintyText(const LevelRating& rating) {
    if (rating.parCertain) {
        return "sure";
    }
    return "uncertain: within " + std::to_string(rating.parLow) + " strokes " +
           percent(rating.parLowRate) + " % (95 %: " + percent(rating.parLowInterval.low) + "-" +
           percent(rating.parLowInterval.high) + " %), leans " + std::to_string(rating.parLeans);
}

std::string textLine(const std::string& path, const Level& level, const LevelRating& rating,
                     double seconds) {
    char time[32];
    std::snprintf(time, sizeof time, "%.2f s", seconds);
    return shownPath(path) + ": par " + std::to_string(level.par) + ", fewest strokes found " +
           (rating.bestStrokes ? std::to_string(*rating.bestStrokes) : "none") +
           ", suggested par " + std::to_string(rating.suggestedPar) + ", success " +
           percent(rating.successRate) + " % (95 %: " + percent(rating.successLow) + "-" +
           percent(rating.successHigh) + " %) of " + std::to_string(rating.samples) + " players, " +
           certaintyText(rating) + ", " + time + "\n";
}

/// One line of `--json`: its keys in alphabetical order, as they have always been written (the
/// par* keys, added with the decision on intervals, among them).
JsonValue jsonLine(const std::string& path, const Level& level, const LevelRating& rating,
                   const RatingOptions& options) {
    return JsonValue::object({
        {"bestStrokes", rating.bestStrokes ? JsonValue(*rating.bestStrokes) : JsonValue()},
        {"declaredPar", level.par},
        {"level", path},
        {"name", level.name},
        {"parCertain", rating.parCertain},
        {"parLeans", rating.parLeans},
        {"parLow", rating.parLow},
        {"parLowInterval",
         JsonValue::array({rating.parLowInterval.low, rating.parLowInterval.high})},
        {"parLowRate", rating.parLowRate},
        {"samples", rating.samples},
        {"seed", options.seed},
        {"successInterval", JsonValue::array({rating.successLow, rating.successHigh})},
        {"successRate", rating.successRate},
        {"suggestedPar", rating.suggestedPar},
        {"ticks", rating.ticksSimulated},
    });
}

/// Rates one entry and prints it; false if it could not be rated.
bool rateEntry(const RateEntry& entry, const RateOptions& options, std::size_t index,
               ProgressBar& bar) {
    const auto fail = [&](const std::string& error) {
        bar.clear();
        std::cerr << shownMessage(error) << '\n';
        if (options.json) {
            std::cout << compactJsonText(
                             JsonValue::object({{"error", error}, {"level", entry.path}}))
                      << '\n'
                      << std::flush;
        }
        return false;
    };
    if (!entry.error.empty()) {
        return fail(entry.error);
    }
    const LevelLoadResult loaded = loadLevelFile(entry.path);
    if (!loaded.level) {
        std::string text;
        for (const std::string& error : loaded.errors) {
            text += (text.empty() ? "" : "\n") + error;
        }
        return fail(text);
    }
    const auto start = std::chrono::steady_clock::now();
    const LevelRating rating = rateLevel(*loaded.level, options.rating,
                                         [&](double fraction) { bar.draw(index, fraction); });
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!rating.problem.empty()) {
        return fail(entry.path + ": " + rating.problem);
    }
    bar.clear();
    std::cout << (options.json ? compactJsonText(
                                     jsonLine(entry.path, *loaded.level, rating, options.rating)) +
                                     "\n"
                               : textLine(entry.path, *loaded.level, rating, seconds))
              << std::flush;
    return true;
}

void runRate(RateOptions options) {
    options.rating.threads =
        options.jobs > 0
            ? options.jobs
            : static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 4u));
    if (options.angles > 0) {
        options.rating.search.angles = options.angles;
        options.rating.plan.angles = options.angles;
    }
    if (options.speeds > 0) {
        options.rating.search.speeds = options.speeds;
        options.rating.plan.speeds = options.speeds;
    }
    if (options.waits > 0) {
        options.rating.search.waits = options.waits;
        options.rating.plan.waits = options.waits;
    }
    options.rating.plan.strideSeeds = 4; // as golf solve's coarse to fine
    const std::vector<RateEntry> entries = expandInputs(options.inputs);
    ProgressBar bar(entries.size(), ::isatty(STDERR_FILENO) == 1);
    std::size_t failed = 0;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        try {
            failed += rateEntry(entries[i], options, i, bar) ? 0 : 1;
        } catch (const std::bad_alloc&) {
            bar.clear();
            std::cerr << shownPath(entries[i].path) << ": out of memory\n";
            ++failed;
        }
    }
    if (failed > 0) {
        std::cerr << "rated " << entries.size() - failed << " of " << entries.size() << " levels; "
                  << failed << " could not be rated\n";
        throw CLI::RuntimeError(1);
    }
}

} // namespace

void addRateCommand(CLI::App& app) {
    auto options = std::make_shared<RateOptions>();
    auto* command = app.add_subcommand(
        "rate", "Rate levels: fewest strokes found, suggested par, a noisy player's success rate");
    command
        ->add_option("INPUT", options->inputs,
                     "level or course files, folders of levels, or - for paths on standard input")
        ->required();
    command->add_flag("--json", options->json, "print one JSON object per level per line");
    command->add_option("--samples", options->rating.samples, "noisy players per level (200)")
        ->check(CLI::Range(1, 1'000'000));
    command->add_option("--seed", options->rating.seed, "seed of the noise (1)")
        ->check(unsigned64());
    command
        ->add_option("--angle-sigma", options->rating.angleSigmaDegrees,
                     "standard deviation of the aim, degrees (1)")
        ->check(notNaN() & CLI::Range(0.0, 180.0));
    command
        ->add_option("--speed-sigma", options->rating.speedSigmaFraction,
                     "standard deviation of the speed, a fraction of the planned speed (0.03)")
        ->check(notNaN() & CLI::Range(0.0, 1.0));
    command
        ->add_option("--par-share", options->rating.parSuccessShare,
                     "share of players that must hole within the suggested par (0.5)")
        ->check(notNaN() & CLI::Range(0.001, 1.0));
    command
        ->add_option("--timing-sigma", options->rating.timingSigmaSeconds,
                     "on a level with movers, standard deviation of the moment of the strike, "
                     "seconds (0.05)")
        ->check(notNaN() & CLI::Range(0.0, 10.0));
    command
        ->add_option("--waits", options->waits,
                     "on a level with movers, waits tried before each stroke by every search "
                     "(default 8)")
        ->check(CLI::Range(1, 64));
    command->add_option("--min-par", options->rating.minPar, "least par suggested (2)")
        ->check(CLI::Range(1, 100));
    command
        ->add_option("--angles", options->angles,
                     "directions of the coarse grid of every search (default 360, re-plans 180)")
        ->check(CLI::Range(1, 3600));
    command
        ->add_option("--speeds", options->speeds,
                     "speeds of the coarse grid of every search (default 24, re-plans 16)")
        ->check(CLI::Range(1, 240));
    command
        ->add_option("--plan-cell", options->rating.planCell,
                     "on a still level, side of the cells (tiles) whose re-plans players share "
                     "(0.25); 0: every re-plan searches from the ball")
        ->check(notNaN() & CLI::Range(0.0, 100.0));
    command
        ->add_option("--plan-stride", options->rating.plan.coarseStride,
                     "re-plans coarse to fine: every N-th angle first, then the grid near the "
                     "best 4 (default 1: the whole grid)")
        ->check(CLI::Range(1, 360));
    command
        ->add_option("-j,--jobs", options->jobs,
                     "threads (default: cores, at most 4); the result does not depend on it")
        ->check(CLI::Range(0, 64));
    command->callback([options] { runRate(*options); });
}

} // namespace golf::cli
