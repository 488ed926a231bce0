// `minigolf`: the game window (SFML). Foundation version: opens a window, draws a frame.

#include "golf/version.hpp"

#include <CLI/CLI.hpp>
#include <SFML/Graphics.hpp>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
    CLI::App app{"minigolf: play mini-golf courses", "minigolf"};
    app.set_version_flag("--version", std::string("minigolf ") + golf::version);
    std::string target;
    long frames = -1;
    std::string screenshot;
    app.add_option("COURSE_OR_LEVEL", target, "course or level file to play");
    app.add_option("--frames", frames, "quit after N frames")->check(CLI::PositiveNumber);
    app.add_option("--screenshot", screenshot, "save the last frame as PNG on quit");
    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? 0 : 2;
    }

    sf::RenderWindow window(sf::VideoMode(960, 640), "minigolf");
    window.setFramerateLimit(60);
    sf::Texture lastFrame;
    for (long frame = 0; window.isOpen() && (frames < 0 || frame < frames); ++frame) {
        sf::Event event;
        while (window.pollEvent(event)) {
            if (event.type == sf::Event::Closed) {
                window.close();
            }
        }
        window.clear(sf::Color(34, 110, 52));
        sf::CircleShape ball(12.f);
        ball.setPosition(470.f, 310.f);
        window.draw(ball);
        if (!screenshot.empty() && frames > 0 && frame == frames - 1) {
            lastFrame.create(window.getSize().x, window.getSize().y);
            lastFrame.update(window);
        }
        window.display();
    }
    if (!screenshot.empty() && !lastFrame.copyToImage().saveToFile(screenshot)) {
        std::cerr << "minigolf: cannot write screenshot " << screenshot << '\n';
        return 1;
    }
    return 0;
}
