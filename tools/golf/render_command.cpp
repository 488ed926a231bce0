// `golf render LEVEL [--shots LOG] -o FILE.png [--scale PIXELS_PER_TILE] [--at T]`: draws a
// level (its movers where they are at hole-clock time T), and the balls' paths of a shot log
// replayed on it, to a PNG picture (SPEC section 6; the details are in docs/tools.md).

#include "commands.hpp"
#include "file_options.hpp"
#include "golf/analysis/picture.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"
#include "golf/replay/replay.hpp"
#include "number_options.hpp"
#include "png_writer.hpp"
#include "shown_text.hpp"

#include <iostream>
#include <memory>
#include <new>
#include <string>
#include <vector>

namespace golf::cli {

namespace {

struct RenderOptions {
    std::string level;
    std::string shots;
    std::string output;
    int scale = 32;
    double at = 0; ///< hole-clock time of the movers, seconds
};

/// The latest hole-clock time `--at` accepts (seconds): about 32 years, far past any round,
/// while t / period keeps sub-microsecond resolution.
constexpr double latestClock = 1e9;

void recordBalls(PathRecorder& recorder, const Match& match) {
    const std::vector<Ball>& balls = match.world().balls();
    for (std::size_t i = 0; i < balls.size(); ++i) {
        const Ball& ball = balls[i];
        recorder.record(static_cast<int>(i), ball.inPlay, ball.holed, ball.position, ball.velocity);
    }
}

/// Replays the log at `logPath` on `level` and returns every player's path; exits on errors.
std::vector<BallPath> replayPaths(const std::string& logPath, const Level& level, int scale) {
    const ShotLogLoadResult loaded = loadShotLogFile(logPath);
    if (!loaded.log) {
        failWithMessages(loaded.errors);
    }
    // Points closer than half a pixel add nothing to the picture.
    PathRecorder recorder(loaded.log->players, 0.5 / scale);
    ReplayObserver observer;
    const ShotLog& log = *loaded.log;
    observer.onShot = [&recorder, &log](const Match& match, int shot) {
        const int player = log.shots[static_cast<std::size_t>(shot)].player;
        recorder.recordShot(player,
                            match.world().balls()[static_cast<std::size_t>(player)].position);
        recordBalls(recorder, match);
    };
    // Drawn from the events: quiet ticks are skipped but where a slope curves a path.
    observer.onStep = [&recorder](const Match& match, int, const std::vector<Event>& events) {
        recorder.recordStep(match, events);
    };
    observer.stepEveryTick = [](const Match& match) {
        return pathMayCurve(match);
    };
    const ReplayResult replay = replayShotLog(*loaded.log, level, logPath, observer);
    if (!replay.outcome) {
        failWithMessages(replay.errors);
    }
    return recorder.paths();
}

void runRender(const RenderOptions& options) {
    refuseOverwrite("--output", options.output, "LEVEL", options.level);
    refuseOverwrite("--output", options.output, "--shots log", options.shots);
    const LevelLoadResult loaded = loadLevelFile(options.level);
    if (!loaded.level) {
        failWithMessages(loaded.errors);
    }
    const Level& level = *loaded.level;
    const int scale = pictureScale(level, options.scale);
    try {
        Image image = drawLevel(level, scale, options.at);
        if (!options.shots.empty()) {
            drawPaths(image, scale, replayPaths(options.shots, level, scale), level.ballRadius);
        }
        const std::string error = writePngFile(options.output, image);
        if (!error.empty()) {
            failWithMessages({error});
        }
        std::cout << shownPath(options.output) << ": " << image.width << " x " << image.height
                  << " pixels, " << scale << " per tile";
        if (scale != options.scale) {
            std::cout << " (reduced from " << options.scale << " to keep the picture within "
                      << maxPictureSide << " pixels a side and " << maxPicturePixels << " pixels)";
        }
        std::cout << '\n';
    } catch (const std::bad_alloc&) {
        failWithMessages({shownPath(options.output) + ": cannot write: out of memory"});
    }
}

} // namespace

void addRenderCommand(CLI::App& app) {
    auto options = std::make_shared<RenderOptions>();
    auto* command = app.add_subcommand(
        "render", "Draw a level, and the balls' paths of a shot log, to a PNG picture");
    command->add_option("LEVEL", options->level, "level file (*.json)")->required();
    command
        ->add_option("--shots", options->shots,
                     "shot log to replay on LEVEL; each player's ball path is drawn in the "
                     "player's colour, the balls at rest as discs")
        ->check(inputFile());
    command
        ->add_option("-o,--output", options->output,
                     "the PNG file to write (a link is followed; not '-', a device, a FIFO or a "
                     "folder)")
        ->required()
        ->check(outputFile());
    command
        ->add_option("--scale", options->scale,
                     "pixels per tile (default 32; reduced for big levels so that the picture "
                     "stays within 8192 pixels a side and 4096 x 4096 pixels in all)")
        ->check(CLI::Range(1, 256));
    command
        ->add_option("--at", options->at,
                     "hole-clock time in seconds at which the movers are drawn (default 0; "
                     "0 to 1e9)")
        ->check(notNaN() & CLI::Range(0.0, latestClock));
    command->callback([options] { runRender(*options); });
}

} // namespace golf::cli
