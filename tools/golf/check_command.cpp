// `golf check LEVEL_OR_COURSE... [--strict] [--par]`: validates levels and courses (SPEC section
// 6). Every problem of every file is printed on stdout, one per line and naming its file; a good
// file gets an "ok" line. Warnings (a cup the ball cannot reach, ...) do not fail the check
// unless --strict. The details are in docs/levels.md.

#include "commands.hpp"
#include "golf/analysis/rating.hpp"
#include "golf/analysis/reachability.hpp"
#include "golf/formats/level_loader.hpp"
#include "shown_text.hpp"

#include <array>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

namespace golf::cli {

namespace {

namespace fs = std::filesystem;

/// The outcome of checking one file (a course counts its holes too).
struct Tally {
    std::size_t errors = 0;
    std::size_t warnings = 0;
};

/// Shortest text that reads back as `value`.
std::string number(double value) {
    std::array<char, 32> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return ec == std::errc{} ? std::string(buffer.data(), end) : std::string("?");
}

std::string point(Vec2 p) {
    return "(" + number(p.x) + ", " + number(p.y) + ")";
}

/// What is worth telling about a valid level besides "ok".
struct Findings {
    std::vector<std::string> warnings; ///< allowed, but almost certainly unintended
    std::vector<std::string> notes;    ///< what could not be checked
};

/// With --par: the declared par against the fewest strokes found and the suggested par
/// (golf rate's rule); "far" is 2 strokes or more.
void examinePar(const Level& level, const RatingOptions& options, Findings& findings) {
    const LevelRating rating = rateLevel(level, options);
    if (!rating.problem.empty()) {
        findings.notes.push_back("par not rated: " + rating.problem);
        return;
    }
    const std::string par = "par " + std::to_string(level.par);
    if (rating.bestStrokes && level.par < *rating.bestStrokes) {
        findings.warnings.push_back(par + " is below the fewest strokes found (" +
                                    std::to_string(*rating.bestStrokes) + ")");
    } else if (std::abs(level.par - rating.suggestedPar) >= 2) {
        findings.warnings.push_back(par + " is far from the suggested par " +
                                    std::to_string(rating.suggestedPar) + " (golf rate)");
    }
}

/// `rating`: rate the level and check its par (--par); nullptr: do not.
Findings examineLevel(const Level& level, const RatingOptions* rating) {
    Findings findings;
    if (level.par > level.maxStrokes) {
        findings.warnings.push_back("par " + std::to_string(level.par) +
                                    " is more than maxStrokes " + std::to_string(level.maxStrokes) +
                                    ": the ball is picked up before par");
    }
    if (length(level.tee - level.cup) <= level.cupRadius) {
        findings.warnings.push_back("the tee " + point(level.tee) + " is inside the cup");
    }
    const ReachabilityResult reach = cupReachability(level);
    if (reach.status == Reachability::Unreachable) {
        findings.warnings.push_back(
            "the cup at " + point(level.cup) + " cannot be reached from the tee at " +
            point(level.tee) + " by a ball of radius " + number(level.ballRadius) +
            " (searched every 1/" + std::to_string(reach.samplesPerTile) + " tile)");
    } else if (reach.status == Reachability::TooLarge) {
        findings.notes.push_back("too large to check that the cup can be reached (" +
                                 std::to_string(level.width) + " x " +
                                 std::to_string(level.height) + " tiles)");
    }
    if (reach.status != Reachability::TooLarge) {
        for (const std::size_t k : walledInTeleportExits(level)) {
            findings.warnings.push_back("teleports[" + std::to_string(k) + "].to " +
                                        point(level.teleports[k].exit) +
                                        " is walled in: a ball sent there cannot reach the cup");
        }
    }
    if (rating != nullptr) {
        examinePar(level, *rating, findings);
    }
    return findings;
}

/// Checks one level file; every line is prefixed with `prefix` (empty, or "COURSE: hole N: ").
Tally checkLevel(const fs::path& path, const std::string& prefix, const RatingOptions* rating) {
    const LevelLoadResult loaded = loadLevelFile(path);
    for (const std::string& error : loaded.errors) {
        std::cout << prefix << shownMessage(error) << '\n';
    }
    if (!loaded.level) {
        return {loaded.errors.size(), 0};
    }
    const Level& level = *loaded.level;
    const std::string name = shownPath(path.string());
    const Findings findings = examineLevel(level, rating);
    for (const std::string& warning : findings.warnings) {
        std::cout << prefix << name << ": warning: " << warning << '\n';
    }
    for (const std::string& note : findings.notes) {
        std::cout << prefix << name << ": note: " << note << '\n';
    }
    std::cout << prefix << name << ": ok (level '" << shownName(level.name) << "', " << level.width
              << " x " << level.height << " tiles, par " << level.par << ")\n";
    return {0, findings.warnings.size()};
}

/// Checks a course file and every hole it names that exists.
Tally checkCourse(const fs::path& path, const RatingOptions* rating) {
    const CourseLoadResult loaded = inspectCourseFile(path);
    Tally tally{loaded.errors.size(), 0};
    for (const std::string& error : loaded.errors) {
        std::cout << shownMessage(error) << '\n';
    }
    if (!loaded.course) {
        return tally;
    }
    const std::string name = shownPath(path.string());
    for (std::size_t i = 0; i < loaded.course->holes.size(); ++i) {
        const fs::path& hole = loaded.course->holes[i];
        std::error_code error;
        if (hole.empty() || !fs::is_regular_file(hole, error)) {
            continue; // not a file: already reported as a problem of the course
        }
        const Tally holeTally =
            checkLevel(hole, name + ": hole " + std::to_string(i + 1) + ": ", rating);
        tally.errors += holeTally.errors;
        tally.warnings += holeTally.warnings;
    }
    if (tally.errors == 0) {
        std::cout << name << ": ok (course '" << shownName(loaded.course->name) << "', "
                  << loaded.course->holes.size() << " holes)\n";
    }
    return tally;
}

/// Checks one argument: a level or a course, told apart by its "format".
Tally checkFile(const fs::path& path, const RatingOptions* rating) {
    const FileFormatResult format = detectFileFormat(path);
    for (const std::string& error : format.errors) {
        std::cout << shownMessage(error) << '\n';
    }
    if (!format.format) {
        return {format.errors.size(), 0};
    }
    return *format.format == FileFormat::Course ? checkCourse(path, rating)
                                                : checkLevel(path, "", rating);
}

} // namespace

void addCheckCommand(CLI::App& app) {
    auto* command = app.add_subcommand(
        "check", "Validate levels and courses; print every problem; exit 1 if there is any");
    auto files = std::make_shared<std::vector<std::string>>();
    auto strict = std::make_shared<bool>(false);
    command->add_option("files", *files, "Level (*.json) or course files")->required();
    command->add_flag("--strict", *strict, "Treat warnings as errors (exit 1)");
    auto par = std::make_shared<bool>(false);
    auto rating = std::make_shared<RatingOptions>();
    rating->samples = 100;
    command->add_flag("--par", *par,
                      "Also rate every level (golf rate) and warn when its par is below the "
                      "fewest strokes found or 2 or more from the suggested par (slow)");
    command->add_option("--par-samples", rating->samples, "Noisy players per level for --par (100)")
        ->check(CLI::Range(1, 100'000));
    command->callback([files, strict, par, rating] {
        Tally total;
        for (const std::string& file : *files) {
            const Tally tally = checkFile(file, *par ? rating.get() : nullptr);
            total.errors += tally.errors;
            total.warnings += tally.warnings;
        }
        std::cout.flush();
        if (total.errors > 0 || (*strict && total.warnings > 0)) {
            throw CLI::RuntimeError(1);
        }
    });
}

} // namespace golf::cli
