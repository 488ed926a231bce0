// `golf`: headless tool to check, replay, render and solve levels (SPEC section 6).

#include "commands.hpp"
#include "golf/core/version.hpp"

#include <exception>
#include <iostream>

int main(int argc, char** argv) {
    CLI::App app{
        "golf: headless tools for the mini-golf simulator (check, replay, rate, render, solve)",
        "golf"};
    app.set_version_flag("--version", std::string("golf ") + golf::version);
    app.require_subcommand(1);
    golf::cli::addCheckCommand(app);
    golf::cli::addReplayCommand(app);
    golf::cli::addRateCommand(app);
    golf::cli::addRenderCommand(app);
    golf::cli::addSolveCommand(app);

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
