// `golf bot --server URL (--host COURSE | --join CODE) --name NAME [--skill S] [--players N]`:
// a headless online player (issue 25, docs/online.md). A host prints `room CODE` first;
// `--skip-after SECONDS` makes its room skip a player who stays away that long.

#include "commands.hpp"
#include "golf/formats/json_value.hpp"
#include "golf/online/bot_client.hpp"
#include "golf/online/client_message.hpp"

#include <fstream>
#include <iostream>
#include <string>

namespace golf::cli {

void addBotCommand(CLI::App& app) {
    struct Options {
        std::string server;
        std::string host;
        std::string join;
        std::string name;
        std::string skill = "medium";
        int players = 1;
        std::uint64_t seed = 1;
        int deadline = 120;
        int delay = 0;
        bool noCollisions = false;
        double skipAfter = 0; ///< seconds; 0: the host message leaves skipAfter out
        std::string latencyLog;
    };
    auto options = std::make_shared<Options>();
    CLI::App* bot = app.add_subcommand(
        "bot", "A headless online player that checks every state hash the server sends");
    bot->add_option("--server", options->server, "ws://ADDR:PORT (a numeric address)")->required();
    auto* host = bot->add_option("--host", options->host, "open a room for this course");
    auto* join = bot->add_option("--join", options->join, "take a seat in this room");
    host->excludes(join);
    bot->add_option("--name", options->name, "the player's name")->required();
    bot->add_option("--skill", options->skill, "easy, medium or hard")
        ->check(CLI::IsMember({"easy", "medium", "hard"}))
        ->capture_default_str();
    bot->add_option("--players", options->players, "hosting: start when this many have joined")
        ->check(CLI::Range(1, 8))
        ->capture_default_str();
    bot->add_option("--seed", options->seed, "seed of the aim's noise")->capture_default_str();
    bot->add_option("--deadline", options->deadline, "seconds the round may take at most")
        ->check(CLI::Range(1, 86400))
        ->capture_default_str();
    bot->add_option("--delay", options->delay, "milliseconds to wait before each message sent")
        ->check(CLI::Range(0, 60000))
        ->capture_default_str();
    bot->add_option("--latency-log", options->latencyLog,
                    "write each shot's round trip (microseconds, one a line) to this file");
    auto* noCollisions = bot->add_flag("--no-ball-collisions", options->noCollisions,
                                       "hosting: balls pass through each other");
    auto* skipAfter =
        bot->add_option("--skip-after", options->skipAfter,
                        "hosting: skip a player on turn who has been away this many seconds")
            ->check(CLI::Range(online::minSkipAfterSeconds, online::maxSkipAfterSeconds));
    bot->callback([options, noCollisions, skipAfter] {
        const std::optional<online::ServerAddress> address =
            online::parseServerUrl(options->server);
        if (!address) {
            throw CLI::ValidationError("--server", "'" + options->server +
                                                       "' is not ws://ADDR:PORT with a numeric "
                                                       "address");
        }
        if (options->host.empty() == options->join.empty()) {
            throw CLI::ValidationError("--host/--join", "give one of them");
        }
        for (const CLI::Option* hostOnly : {noCollisions, skipAfter}) {
            if (options->host.empty() && hostOnly->count() > 0) {
                throw CLI::ValidationError(hostOnly->get_name(), "only a hosting bot sets it");
            }
        }
        online::BotSettings settings{.skill = *online::botSkillNamed(options->skill),
                                     .seed = options->seed,
                                     .hosting = !options->host.empty(),
                                     .players = options->players};
        online::BotPlayer player(settings);
        JsonValue first = JsonValue::object();
        if (settings.hosting) {
            first.set("type", "host").set("course", options->host);
            first.set("ballCollisions", !options->noCollisions);
            if (options->skipAfter > 0) {
                first.set("skipAfter", options->skipAfter);
            }
        } else {
            first.set("type", "join").set("room", options->join);
        }
        first.set("name", options->name);
        std::ofstream latencies;
        if (!options->latencyLog.empty()) {
            latencies.open(options->latencyLog);
            if (!latencies) {
                std::cerr << "golf bot: --latency-log: cannot write " << options->latencyLog
                          << '\n';
                throw CLI::RuntimeError(1);
            }
        }
        online::BotClient client(*address,
                                 {.deadline = std::chrono::seconds(options->deadline),
                                  .delay = std::chrono::milliseconds(options->delay),
                                  .latencyLog = latencies.is_open() ? &latencies : nullptr},
                                 std::cout, std::cerr);
        const int code = client.run(player, compactJsonText(first));
        if (code != 0) {
            throw CLI::RuntimeError(code);
        }
    });
}

} // namespace golf::cli
