// `golf serve [--port N] [--bind ADDR] [--db FILE] [--levels DIR]...`: the online server
// (issue 25, docs/online.md): rooms whose every shot the server plays itself. Without --levels
// it offers the bundled courses (issue 28: an installed `golf serve` needs no argument).

#include "bundled_levels.hpp"
#include "commands.hpp"
#include "golf/online/server.hpp"

#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace golf::cli {

void addServeCommand(CLI::App& app) {
    struct Options {
        online::ServerOptions server;
        std::vector<std::string> levels;
        int idleSeconds = 60;
    };
    auto options = std::make_shared<Options>();
    CLI::App* serve = app.add_subcommand(
        "serve", "Run the online server: rooms, every shot played and stored by the server");
    serve->add_option("--port", options->server.port, "TCP port (0: a free one)")
        ->capture_default_str();
    serve->add_option("--bind", options->server.bind, "numeric address to listen on")
        ->capture_default_str();
    serve->add_option("--db", options->server.database, "SQLite database of rooms and shots")
        ->capture_default_str();
    serve->add_option("--levels", options->levels,
                      "folder of the courses offered (repeatable; a course is named by its "
                      "file's stem; default: the bundled courses)");
    serve
        ->add_option("--max-connections", options->server.maxConnections,
                     "TCP connections open at once")
        ->check(CLI::Range(1, 100000))
        ->capture_default_str();
    serve
        ->add_option("--idle-timeout", options->idleSeconds,
                     "seconds after which a silent connection is closed")
        ->check(CLI::Range(1, 86400))
        ->capture_default_str();
    serve->callback([options] {
        if (options->levels.empty()) {
            const std::filesystem::path bundled = bundledLevelsFolder();
            if (bundled.empty()) {
                std::cerr << "golf serve: no --levels folder given and no bundled courses found\n";
                throw CLI::RuntimeError(1);
            }
            options->levels.push_back(bundled.string());
        }
        for (const std::string& folder : options->levels) {
            options->server.levels.emplace_back(folder);
        }
        options->server.idleTimeout = std::chrono::seconds(options->idleSeconds);
        try {
            online::Server server(options->server, std::cerr);
            std::cout << "listening on http://" << server.address() << std::endl;
            if (server.resumedRooms() > 0) {
                std::cerr << "resumed " << server.resumedRooms() << " rooms" << std::endl;
            }
            server.run();
        } catch (const std::runtime_error& error) {
            std::cerr << "golf serve: " << error.what() << '\n';
            throw CLI::RuntimeError(1);
        }
    });
}

} // namespace golf::cli
