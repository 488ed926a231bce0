// `golf solve LEVEL [-o LOG] [--max-strokes N] [--players 1] [--budget TICKS] [-j N]`: searches
// shots that hole out and prints the fewest strokes found and the shots (SPEC section 6; the
// search and its budget are described in docs/tools.md).

#include "commands.hpp"
#include "file_options.hpp"
#include "golf/analysis/shot_search.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/replay/replay.hpp"
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
#include <vector>

namespace golf::cli {

namespace {

namespace fs = std::filesystem;

/// The search's defaults, but coarse-to-fine: every 4th angle first, then the whole grid near
/// the 4 best of them (issue 27: 2.4-3.7 times fewer ticks on the slow holes, every bundled
/// hole holed in as many strokes as with the whole grid).
ShotSearchOptions solveGrid() {
    ShotSearchOptions grid;
    grid.coarseStride = 4;
    grid.strideSeeds = 4;
    return grid;
}

struct SolveOptions {
    std::string level;
    std::string output;
    int maxStrokes = 0;
    int players = 1;
    std::int64_t budget = ShotSearchOptions{}.tickBudget;
    int jobs = 0;
    ShotSearchOptions grid = solveGrid(); ///< angles, speeds, beamWidth, coarse-to-fine
};

/// `level` as seen from the folder of `log` (a shot log's "level" is relative to the log).
std::string levelPathFromLog(const fs::path& level, const fs::path& log) {
    std::error_code error;
    const fs::path levelAbsolute = fs::absolute(level, error).lexically_normal();
    const fs::path logFolder = fs::absolute(log, error).lexically_normal().parent_path();
    const fs::path relative = levelAbsolute.lexically_relative(logFolder);
    return relative.empty() ? levelAbsolute.generic_string() : relative.generic_string();
}

ShotLog solutionLog(const ShotSearchResult& result, const Level& level,
                    const std::string& levelPath) {
    ShotLog log;
    log.level = levelPath;
    log.levelHash = levelHash(level);
    log.players = 1;
    log.format = level.movers.empty() ? 1 : 2;
    for (const SearchedShot& shot : result.shots) {
        // On a level with movers every shot has its instant (format 2); else format 1 as ever.
        log.shots.push_back({.player = 0, .velocity = shot.velocity, .at = shot.at});
    }
    return log;
}

/// Replays the solution as `golf replay` would, so that a written log is known to hole out.
std::string verify(const ShotLog& log, const Level& level, const std::string& source) {
    const ReplayResult replay = replayShotLog(log, level, source);
    if (!replay.outcome) {
        return replay.errors.empty() ? source + ": the solution does not replay" : replay.errors[0];
    }
    const BallReport& ball = replay.outcome->final.balls[0];
    if (!ball.holed || ball.strokes != static_cast<int>(log.shots.size())) {
        return source + ": internal error: the solution does not hole out when replayed";
    }
    return {};
}

/// "1 stroke", "3 strokes".
std::string strokes(std::size_t count) {
    return std::to_string(count) + (count == 1 ? " stroke" : " strokes");
}

std::string shotLine(int stroke, const SearchedShot& shot) {
    char text[120];
    std::snprintf(text, sizeof text, "  stroke %d: angle %.6g, speed %.6g", stroke, shot.angle,
                  shot.speed);
    std::string line = std::string(text) + " (vx " + formatNumber(shot.velocity.x) + ", vy " +
                       formatNumber(shot.velocity.y) + ")";
    if (shot.at) {
        std::snprintf(text, sizeof text, ", after waiting %.6g s, at %s s", shot.wait,
                      formatNumber(*shot.at).c_str());
        line += text;
    }
    return line;
}

std::string searchLine(const ShotSearchResult& result, double seconds) {
    char text[300];
    std::snprintf(text, sizeof text,
                  "  searched %lld shots, %.1f million ticks, in %.2f s of wall time",
                  static_cast<long long>(result.shotsSimulated),
                  static_cast<double>(result.ticksSimulated) / 1e6, seconds);
    std::string line = text;
    if (result.shotsShared > 0) { // levels with movers: what the waits shared, not played again
        std::snprintf(text, sizeof text,
                      " (%lld shots, %.1f million ticks, shared between waits, not played again)",
                      static_cast<long long>(result.shotsShared),
                      static_cast<double>(result.ticksShared) / 1e6);
        line += text;
    }
    return line;
}

void runSolve(const SolveOptions& options) {
    refuseOverwrite("--output", options.output, "LEVEL", options.level);
    const LevelLoadResult loaded = loadLevelFile(options.level);
    if (!loaded.level) {
        failWithMessages(loaded.errors);
    }
    const Level& level = *loaded.level;
    ShotSearchOptions solver = options.grid;
    solver.maxStrokes = options.maxStrokes;
    solver.tickBudget = options.budget;
    solver.threads =
        options.jobs > 0
            ? options.jobs
            : static_cast<int>(std::clamp(std::thread::hardware_concurrency(), 1u, 4u));
    const auto start = std::chrono::steady_clock::now();
    const ShotSearchResult result = searchShots(level, solver);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!result.problem.empty()) {
        failWithMessages({shownPath(options.level) + ": " + result.problem});
    }
    if (!result.holed) {
        std::cout << shownPath(options.level) << ": no solution found within "
                  << strokes(static_cast<std::size_t>(result.maxStrokes)) << " (par " << level.par
                  << ")\n"
                  << searchLine(result, seconds) << '\n';
        failWithMessages(
            {shownPath(options.level) + ": no solution found within " +
             strokes(static_cast<std::size_t>(result.maxStrokes)) +
             (result.budgetExhausted ? " before the search budget of " +
                                           std::to_string(options.budget) + " ticks ran out"
                                     : "")});
    }
    const std::string source = options.output.empty() ? options.level : options.output;
    const ShotLog log = solutionLog(
        result, level,
        options.output.empty() ? options.level : levelPathFromLog(options.level, options.output));
    if (const std::string error = verify(log, level, source); !error.empty()) {
        failWithMessages({error});
    }
    if (!options.output.empty()) {
        if (const std::string error = writeShotLogFile(options.output, log); !error.empty()) {
            failWithMessages({error});
        }
    }
    std::cout << shownPath(options.level) << ": holed in " << strokes(result.shots.size())
              << " (par " << level.par << ")\n";
    for (std::size_t i = 0; i < result.shots.size(); ++i) {
        std::cout << shotLine(static_cast<int>(i + 1), result.shots[i]) << '\n';
    }
    std::cout << searchLine(result, seconds) << '\n';
    if (!options.output.empty()) {
        std::cout << "  wrote " << shownPath(options.output) << '\n';
    }
}

} // namespace

void addSolveCommand(CLI::App& app) {
    auto options = std::make_shared<SolveOptions>();
    auto* command = app.add_subcommand(
        "solve", "Search shots that hole out; print the fewest strokes found and the shots");
    command->add_option("LEVEL", options->level, "level file (*.json)")->required();
    command
        ->add_option("-o,--output", options->output,
                     "write the solution as a shot log (its level path is relative to it; a "
                     "link is followed; not '-', a device, a FIFO or a folder)")
        ->check(outputFile());
    command
        ->add_option("--max-strokes", options->maxStrokes,
                     "most strokes to search (default: par + 2, at most the level's maxStrokes)")
        ->check(CLI::Range(1, 100));
    command
        ->add_option("--players", options->players,
                     "players in the written log (only 1: the search is for one ball)")
        ->check(CLI::Range(1, 1));
    command
        ->add_option("--budget", options->budget,
                     "most ticks simulated in the whole search (default 25000000: a few seconds)")
        ->check(CLI::Range(std::int64_t{1}, std::int64_t{1'000'000'000'000}));
    command
        ->add_option("--angles", options->grid.angles,
                     "directions of the coarse grid, 360/N degrees apart (default 360)")
        ->check(CLI::Range(1, 3600));
    command->add_option("--speeds", options->grid.speeds, "speeds of the coarse grid (default 24)")
        ->check(CLI::Range(1, 240));
    command
        ->add_option("--beam", options->grid.beamWidth,
                     "positions kept after each stroke (default 6)")
        ->check(CLI::Range(1, 256));
    command
        ->add_option("--stride", options->grid.coarseStride,
                     "coarse-to-fine: every N-th angle first, then the grid near the best "
                     "(default 4; 1: the whole grid)")
        ->check(CLI::Range(1, 360));
    command
        ->add_option("--stride-seeds", options->grid.strideSeeds,
                     "coarse-to-fine: sparse angles filled in (default 4)")
        ->check(CLI::Range(1, 360));
    command
        ->add_option("--waits", options->grid.waits,
                     "on a level with movers, waits tried before each stroke (default 8)")
        ->check(CLI::Range(1, 64));
    command
        ->add_option("-j,--jobs", options->jobs,
                     "threads (default: cores, at most 4); the result does not depend on it")
        ->check(CLI::Range(0, 64));
    command->callback([options] {
        try {
            runSolve(*options);
        } catch (const std::bad_alloc&) {
            failWithMessages({shownPath(options->level) + ": out of memory"});
        }
    });
}

} // namespace golf::cli
