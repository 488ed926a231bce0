// `minigolf`: plays mini-golf courses in an SFML window (see docs/game.md).

#include "App.hpp"
#include "OnlineScreen.hpp"
#include "Options.hpp"
#include "golf/core/version.hpp"
#include "golf/physics/match.hpp"

#include <CLI/CLI.hpp>
#include <cstdint>
#include <iostream>
#include <string>
#include <vector>

namespace {

/// Declares every option on `app`, writing into `options`.
/// The online options: --online HOST:PORT with --host COURSE or --join CODE, and --name.
void declareOnlineOptions(CLI::App& app, golf::game::Options& options,
                          std::string& onlineComputer) {
    auto* online =
        app.add_option("--online", options.online,
                       "play online on the server at HOST:PORT (a numeric address), straight "
                       "to its room: with --host or --join, and --name")
            ->check([](const std::string& text) {
                return golf::game::serverAddress(text)
                           ? std::string()
                           : "expected HOST:PORT with a numeric HOST, e.g. 127.0.0.1:8080, got \"" +
                                 text + "\"";
            });
    auto* host = app.add_option("--host", options.onlineHost,
                                "with --online: host this course (its name on the server)");
    auto* join = app.add_option("--join", options.onlineJoin, "with --online: join this room");
    auto* name = app.add_option("--name", options.onlineName, "with --online: your name");
    auto* computer = app.add_option("--online-computer", onlineComputer,
                                    "with --online: the game's computer of LEVEL (easy, medium "
                                    "or hard) plays your turns (tests, demos)")
                         ->type_name("LEVEL")
                         ->check([](const std::string& text) {
                             return golf::game::parseComputerLevel(text)
                                        ? std::string()
                                        : "expected easy, medium or hard, got \"" + text + "\"";
                         });
    host->needs(online);
    join->needs(online);
    name->needs(online);
    computer->needs(online);
    online->needs(name);
    host->excludes(join);
    for (const char* other : {"--players", "--shots", "--watch", "--edit", "COURSE_OR_LEVEL"}) {
        online->excludes(app.get_option(other));
    }
}

/// The party options: --stroke-limit, --handicap, --turn-order, --random, --my-levels.
void declarePartyOptions(CLI::App& app, golf::game::Options& options,
                         std::vector<std::string>& handicapTexts, std::string& turnOrder) {
    app.add_option("--stroke-limit", options.party.strokeLimit,
                   "a player is picked up after N strokes on a hole (below the level's own)")
        ->check(CLI::Range(1, golf::game::maxStrokeLimit))
        ->type_name("N");
    app.add_option("--handicap", handicapTexts,
                   "player I (from 1) has H strokes taken off the total (repeatable; with "
                   "--players)")
        ->type_name("I:H")
        ->each([](const std::string& text) {
            if (const auto parsed = golf::game::parseHandicapSlot(text); !parsed.slot) {
                throw CLI::ValidationError(parsed.error);
            }
        })
        ->needs(app.get_option("--players"));
    app.add_option("--turn-order", turnOrder,
                   "fixed (player order) or farthest (the ball farthest from the cup plays "
                   "first)")
        ->type_name("ORDER")
        ->check([](const std::string& text) {
            return golf::game::parseTurnOrder(text)
                       ? std::string()
                       : "expected fixed or farthest, got \"" + text + "\"";
        });
    auto* random = app.add_option("--random", options.randomHoles,
                                  "a random course of N holes from the bundled levels and yours "
                                  "(--seed draws it again)")
                       ->check(CLI::Range(1, 50))
                       ->type_name("N");
    auto* mine = app.add_flag("--my-levels", options.myLevels,
                              "play the levels you saved from the editor, as a course");
    random->excludes(mine);
    for (const char* other : {"COURSE_OR_LEVEL", "--shots", "--watch", "--edit"}) {
        random->excludes(app.get_option(other));
        mine->excludes(app.get_option(other));
    }
}

void declareOptions(CLI::App& app, golf::game::Options& options,
                    std::vector<std::string>& computerTexts, std::uint64_t& seedValue) {
    app.set_version_flag("--version", std::string("minigolf ") + golf::version);
    app.add_option(
        "COURSE_OR_LEVEL", options.target,
        "course or level file to play (default: the bundled 27 holes, levels/course-27.json)");
    auto* players = app.add_option("--players", options.players,
                                   "number of players, 1-8 (skips the start screen)")
                        ->check(CLI::Range(1, golf::maxPlayers));
    auto* shots = app.add_option("--shots", options.shots,
                                 "play this shot log's shots through the game, at normal speed")
                      ->check(CLI::ExistingFile);
    auto* watch = app.add_option("--watch", options.watch,
                                 "watch a shot log: Space pause, Up/Down speed, Left/Right shot")
                      ->check(CLI::ExistingFile);
    auto* edit = app.add_option("--edit", options.edit,
                                "edit a level file (a new one if it does not exist yet)");
    app.add_option("--replays", options.replays,
                   "folder for the shot logs of what is played "
                   "(default: $XDG_DATA_HOME/minigolf/replays)");
    app.add_option("--frames", options.frames,
                   "quit after N frames (with --shots: N frames after its last shot rests)")
        ->check(CLI::NonNegativeNumber);
    app.add_flag("--frames-from-start", options.framesFromStart,
                 "with --shots, count --frames from the first frame (mid-shot screenshots)");
    app.add_option("--screenshot", options.screenshot, "save the last frame as PNG on quit");
    app.add_flag("--mute", options.mute, "no sound");
    auto* computer =
        app.add_option("--computer", computerTexts,
                       "player I (from 1) is a computer of LEVEL: easy, medium or hard "
                       "(repeatable; with --players)")
            ->type_name("I:LEVEL")
            ->each([](const std::string& text) {
                if (const auto parsed = golf::game::parseComputerSlot(text); !parsed.slot) {
                    throw CLI::ValidationError(parsed.error);
                }
            });
    auto* seed = app.add_option("--seed", seedValue,
                                "seed of the computers' aim noise and of --random's draw "
                                "(default: a new one each run)");
    app.add_flag("--frame-times", options.frameTimes,
                 "print the longest frame interval on quit, and the longest while a computer "
                 "thinks (for tests)");
    computer->needs(players);
    (void)seed;
    shots->excludes(watch);
    watch->excludes(players);
    shots->excludes(players);
    app.get_option("COURSE_OR_LEVEL")->excludes(shots)->excludes(watch)->excludes(edit);
    edit->excludes(shots)->excludes(watch)->excludes(players);
}

} // namespace

int main(int argc, char** argv) {
    CLI::App app{"minigolf: play mini-golf courses, alone or with friends", "minigolf"};
    golf::game::Options options;
    std::vector<std::string> computerTexts;
    std::uint64_t seed = 0;
    std::string onlineComputer;
    std::vector<std::string> handicapTexts;
    std::string turnOrder;
    declareOptions(app, options, computerTexts, seed);
    declarePartyOptions(app, options, handicapTexts, turnOrder);
    declareOnlineOptions(app, options, onlineComputer);
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        const int code = app.exit(e);
        return code == 0 ? 0 : 2;
    }
    for (const std::string& text : computerTexts) {
        options.computers.push_back(*golf::game::parseComputerSlot(text).slot);
    }
    if (const std::string error =
            golf::game::computerSlotsError(options.computers, options.players);
        !error.empty()) {
        std::cerr << "minigolf: " << error << '\n';
        return 2;
    }
    for (const std::string& text : handicapTexts) {
        options.handicaps.push_back(*golf::game::parseHandicapSlot(text).slot);
    }
    if (const std::string error =
            golf::game::handicapSlotsError(options.handicaps, options.players);
        !error.empty()) {
        std::cerr << "minigolf: " << error << '\n';
        return 2;
    }
    options.party.handicaps = golf::game::handicapsOf(options.handicaps, options.players);
    if (!turnOrder.empty()) {
        options.party.turnOrder = *golf::game::parseTurnOrder(turnOrder);
    }
    if (!options.online.empty() && options.onlineHost.empty() == options.onlineJoin.empty()) {
        std::cerr << "minigolf: --online needs --host COURSE or --join CODE\n";
        return 2;
    }
    if (!onlineComputer.empty()) {
        options.onlineComputer = golf::game::parseComputerLevel(onlineComputer);
    }
    if (app.count("--seed") > 0) {
        options.seed = seed;
    }
    if (!options.target.empty() && !std::filesystem::is_regular_file(options.target)) {
        std::cerr << "minigolf: " << options.target.string() << ": no such file\n";
        return 1;
    }
    golf::game::App game(std::move(options));
    return game.run();
}
