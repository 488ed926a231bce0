// `golf`: headless tool to check, replay, render and solve levels (SPEC section 6).

#include "commands.hpp"
#include "golf/core/version.hpp"

#include <array>
#include <exception>
#include <iostream>
#include <string_view>

namespace {

struct Command {
    std::string_view name;
    void (*add)(CLI::App&);
};

constexpr std::array<Command, 8> commands{{{"check", golf::cli::addCheckCommand},
                                           {"replay", golf::cli::addReplayCommand},
                                           {"rate", golf::cli::addRateCommand},
                                           {"render", golf::cli::addRenderCommand},
                                           {"solve", golf::cli::addSolveCommand},
                                           {"serve", golf::cli::addServeCommand},
                                           {"bot", golf::cli::addBotCommand},
                                           {"submit", golf::cli::addSubmitCommand}}};

} // namespace

int main(int argc, char** argv) {
    CLI::App app{
        "golf: headless tools for the mini-golf simulator (check, replay, rate, render, solve)",
        "golf"};
    app.set_version_flag("--version", std::string("golf ") + golf::version);
    app.require_subcommand(1);
    // A run names its command first ("golf replay ..."): only that command is registered, as
    // registering them all (every option, its checks and its help) was a sixth of the start-up
    // of a replay. Anything else first (--help, --version, a typo, nothing) gets them all, so
    // that help and errors name every command.
    const std::string_view first = argc > 1 ? argv[1] : "";
    bool named = false;
    for (const Command& command : commands) {
        if (command.name == first) {
            command.add(app);
            named = true;
        }
    }
    if (!named) {
        for (const Command& command : commands) {
            command.add(app);
        }
    }

    try {
        app.parse(argc, argv);
    } catch (const CLI::RuntimeError& e) {
        return e.get_exit_code(); // a command failed; it has said why
    } catch (const CLI::ParseError& e) {
        // --help and --version exit 0; every other parse error is wrong usage: exit code 2.
        return app.exit(e) == 0 ? 0 : 2;
    } catch (const std::exception& e) {
        std::cerr << "golf: error: " << e.what() << '\n';
        return 1;
    }
    return 0;
}
