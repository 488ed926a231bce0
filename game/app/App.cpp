#include "App.hpp"

#include "BestScores.hpp"
#include "DataFolder.hpp"
#include "EditorScreen.hpp"
#include "GameContext.hpp"
#include "Hud.hpp"
#include "LevelPool.hpp"
#include "LobbyScreen.hpp"
#include "OnlineClient.hpp"
#include "OnlineScreen.hpp"
#include "Palette.hpp"
#include "ReplaysScreen.hpp"
#include "Round.hpp"
#include "RoundScreen.hpp"
#include "SettingsScreen.hpp"
#include "ShotScript.hpp"
#include "SoundBank.hpp"
#include "StartScreen.hpp"
#include "TitleScreen.hpp"
#include "WatchScreen.hpp"
#include "WebSocketConnection.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"

#include <SFML/Graphics/Texture.hpp>
#include <SFML/Graphics/View.hpp>
#include <SFML/System/Clock.hpp>
#include <algorithm>
#include <iostream>
#include <random>

namespace golf::game {

namespace {

/// Frames per second the game draws at (and, under --frames, the time one frame stands for).
constexpr unsigned frameRate = 60;
/// A frame never stands for more than this much time: after a stall, play slows down.
constexpr double longestFrame = 0.25;
/// The holes of the random course the start screen offers.
constexpr int startRandomHoles = 9;

void printErrors(const std::vector<std::string>& errors) {
    for (const std::string& error : errors) {
        std::cerr << "minigolf: " << error << '\n';
    }
}

/// A shot log and its level, or the problems found (already printed).
struct LoadedLog {
    std::optional<ShotLog> log;
    std::optional<Level> level;
    std::filesystem::path levelPath;
};

LoadedLog loadLogAndLevel(const std::filesystem::path& file) {
    LoadedLog loaded;
    ShotLogLoadResult log = loadShotLogFile(file);
    if (!log.log) {
        printErrors(log.errors);
        return loaded;
    }
    loaded.levelPath = file.parent_path() / log.log->level;
    LevelLoadResult level = loadLevelFile(loaded.levelPath);
    if (!level.level) {
        std::cerr << "minigolf: " << file.string() << ": level " << log.log->level
                  << " cannot be loaded:\n";
        printErrors(level.errors);
        return loaded;
    }
    loaded.log = std::move(log.log);
    loaded.level = std::move(level.level);
    return loaded;
}

/// The other courses beside the bundled one, to choose from on the start screen.
std::vector<Round> otherCourses(const std::filesystem::path& chosen) {
    std::vector<Round> rounds;
    std::error_code error;
    const std::filesystem::path folder = chosen.parent_path().empty() ? "." : chosen.parent_path();
    std::vector<std::filesystem::path> files;
    for (const auto& entry : std::filesystem::directory_iterator(folder, error)) {
        if (entry.path().extension() == ".json" &&
            !std::filesystem::equivalent(entry.path(), chosen, error) &&
            isCourseFile(entry.path())) {
            files.push_back(entry.path());
        }
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        if (RoundLoadResult loaded = loadRound(file); loaded.round) {
            rounds.push_back(std::move(*loaded.round));
        }
    }
    return rounds;
}

std::vector<std::string> defaultNames(int players,
                                      const std::vector<std::optional<ComputerLevel>>& computers) {
    std::vector<std::string> names;
    for (int i = 0; i < players; ++i) {
        const auto index = static_cast<std::size_t>(i);
        names.push_back(index < computers.size() && computers[index]
                            ? computerName(i, *computers[index])
                            : "Player " + std::to_string(i + 1));
    }
    return names;
}

/// The levels a random course is drawn from: the bundled ones and the player's own.
std::vector<std::filesystem::path> levelPool() {
    std::vector<std::filesystem::path> pool = levelFilesIn(defaultCoursePath().parent_path());
    for (std::filesystem::path& mine : levelFilesIn(myLevelsFolder())) {
        pool.push_back(std::move(mine));
    }
    return pool;
}

} // namespace

App::App(Options options) : options_(std::move(options)) {}

std::optional<App::Input> App::loadInput() const {
    Input input;
    if (!options_.edit.empty()) {
        EditorOpenResult opened = openForEditing(options_.edit);
        if (!opened.level) {
            printErrors(opened.errors);
            return std::nullopt;
        }
        input.editingNewFile = opened.created;
        Round single{.name = opened.level->name, .path = options_.edit, .holes = {}};
        single.holes.push_back({options_.edit, std::move(*opened.level)});
        input.rounds.push_back(std::move(single));
        return input;
    }
    input.logFile = !options_.watch.empty() ? options_.watch : options_.shots;
    if (!input.logFile.empty()) {
        LoadedLog loaded = loadLogAndLevel(input.logFile);
        if (!loaded.log) {
            return std::nullopt;
        }
        input.log = std::move(loaded.log);
        Round single{.name = loaded.level->name, .path = loaded.levelPath, .holes = {}};
        single.holes.push_back({loaded.levelPath, std::move(*loaded.level)});
        input.rounds.push_back(std::move(single));
        return input;
    }
    const std::filesystem::path target =
        options_.target.empty() ? defaultCoursePath() : options_.target;
    RoundLoadResult loaded = options_.randomHoles > 0
                                 ? randomRound(levelPool(), options_.randomHoles,
                                               options_.seed.value_or(std::random_device{}()))
                             : options_.myLevels ? myLevelsRound(myLevelsFolder())
                                                 : loadRound(target);
    if (!loaded.round) {
        printErrors(loaded.errors);
        return std::nullopt;
    }
    input.rounds.push_back(std::move(*loaded.round));
    if (options_.players == 0 && options_.target.empty() && options_.randomHoles == 0 &&
        !options_.myLevels) {
        for (Round& other : otherCourses(target)) {
            input.rounds.push_back(std::move(other));
        }
        // The party's own choices: the levels saved from the editor, and a random course.
        if (RoundLoadResult mine = myLevelsRound(myLevelsFolder()); mine.round) {
            input.rounds.push_back(std::move(*mine.round));
        }
        if (RoundLoadResult random = randomRound(levelPool(), startRandomHoles,
                                                 options_.seed.value_or(std::random_device{}()));
            random.round) {
            input.rounds.push_back(std::move(*random.round));
        }
    }
    return input;
}

void App::openWindow() {
    window_ = std::make_unique<sf::RenderWindow>(sf::VideoMode(1024, 720), "minigolf",
                                                 sf::Style::Default);
    window_->setFramerateLimit(frameRate);
    window_->setKeyRepeatEnabled(false); // held keys (Space, arrows) are tracked, not repeated
}

void App::reportFrameTimes() const {
    if (!options_.frameTimes) {
        return;
    }
    std::cout << "minigolf: frame times: " << frameTimes_.frames() << " frames, longest "
              << frameTimes_.longestMilliseconds()
              << " ms; while a computer thought: " << frameTimes_.thinkingFrames()
              << " frames, longest " << frameTimes_.longestThinkingMilliseconds() << " ms"
              << std::endl;
}

int App::run() {
    sf::Font font;
    if (!std::filesystem::exists(fontPath()) || !font.loadFromFile(fontPath().string())) {
        std::cerr << "minigolf: cannot load the font " << fontPath().string()
                  << " (install Debian's fonts-dejavu-core, e.g. with scripts/setup.sh)\n";
        return 1;
    }
    std::optional<Input> input = loadInput();
    if (!input) {
        return 1;
    }
    bool mute = options_.mute;
    if (!mute && !SoundBank::audioDeviceLikely()) {
        std::cerr << "minigolf: no audio device found; playing without sound\n";
        mute = true;
    }
    SoundBank sounds(mute);
    BestScores best(userDataFolder() / "best-scores.json");
    if (!best.loadError().empty()) {
        std::cerr << "minigolf: " << best.loadError() << '\n';
    }
    const std::filesystem::path settingsFile = userDataFolder() / "settings.json";
    SettingsLoadResult settings = loadSettings(settingsFile);
    if (!settings.error.empty()) {
        std::cerr << "minigolf: " << settings.error << '\n';
    }
    sounds.setVolume(settings.settings.volume);
    sounds.setMuted(settings.settings.muted);
    GameContext context{options_,
                        font,
                        sounds,
                        best,
                        options_.replays.empty() ? userDataFolder() / "replays" : options_.replays,
                        settings.settings,
                        settingsFile,
                        userDataFolder() / "rounds.json"};
    openWindow();
    const int code = play(context, std::move(*input));
    reportFrameTimes();
    return code;
}

int App::play(GameContext& context, Input input) {
    if (!options_.edit.empty()) {
        EditorScreen editor(context, options_.edit,
                            std::move(input.rounds.front().holes.front().level),
                            input.editingNewFile);
        return runLoop(editor);
    }
    if (!options_.watch.empty()) {
        Hole& hole = input.rounds.front().holes.front();
        WatchScreen screen(context, input.logFile, std::move(*input.log), std::move(hole.level));
        return runLoop(screen);
    }
    if (input.log) {
        const int players = input.log->players;
        std::vector<std::string> names = defaultNames(players, {});
        for (std::size_t i = 0; i < input.log->playerNames.size() && i < names.size(); ++i) {
            names[i] = input.log->playerNames[i];
        }
        RoundScreen screen(context, std::move(input.rounds.front()), std::move(names),
                           ShotScript(input.logFile, std::move(*input.log)));
        return runLoop(screen);
    }
    if (!options_.online.empty()) {
        const OnlineRequest request{.name = options_.onlineName,
                                    .hostCourse = options_.onlineHost,
                                    .joinCode = options_.onlineJoin,
                                    .ballCollisions = context.settings.ballCollisions};
        const int code = runOnline(context, input.rounds.front().holes.front().level,
                                   *serverAddress(options_.online), request, true);
        if (code != 0 || quitRequested_ || !window_->isOpen()) {
            return code;
        }
    }
    if (options_.players > 0) {
        const auto computers = computerLevels(options_.computers, options_.players);
        RoundScreen screen(context, input.rounds.front(), defaultNames(options_.players, computers),
                           std::nullopt);
        screen.setComputers(computers, computerSeed());
        screen.setParty(options_.party);
        if (const int code = runLoop(screen); code != 0 || !backToTitle(screen)) {
            return code;
        }
    }
    return titleLoop(context, input.rounds);
}

bool App::backToTitle(const RoundScreen& screen) const {
    return window_->isOpen() && screen.finished() && screen.exit() == RoundExit::Title;
}

bool App::stillOpen(const Screen& screen) const {
    return window_->isOpen() && !frameLimitReached(screen);
}

int App::titleLoop(GameContext& context, const std::vector<Round>& rounds) {
    const Level& backdrop = rounds.front().holes.front().level;
    while (window_->isOpen()) {
        TitleScreen title(context.font, backdrop);
        if (const int code = runLoop(title); code != 0 || !stillOpen(title) || !title.finished()) {
            return code;
        }
        int code = 0;
        switch (title.choice()) {
        case TitleChoice::Play:
            code = playFromStart(context, rounds);
            break;
        case TitleChoice::Online:
            code = playOnline(context, backdrop);
            break;
        case TitleChoice::Editor:
            code = openEditor(context);
            break;
        case TitleChoice::Replays:
            code = browseReplays(context, backdrop);
            break;
        case TitleChoice::Settings: {
            SettingsScreen settings(context, backdrop);
            code = runLoop(settings);
            break;
        }
        case TitleChoice::Quit:
            return 0;
        }
        if (code != 0 || quitRequested_) {
            return code;
        }
    }
    return 0;
}

int App::playFromStart(GameContext& context, const std::vector<Round>& rounds) {
    StartScreen start(context.font, rounds, options_.party);
    if (const int code = runLoop(start); code != 0 || !stillOpen(start) || start.quit()) {
        return code; // Escape on the start screen goes back to the title
    }
    RoundScreen screen(context, start.takeRound(), start.names(), std::nullopt);
    screen.setComputers(start.computers(), computerSeed());
    screen.setParty(start.party());
    const int code = runLoop(screen);
    quitRequested_ = code == 0 && !backToTitle(screen);
    return code;
}

int App::playOnline(GameContext& context, const Level& backdrop) {
    OnlineScreen form(context, backdrop, keptSeat_);
    if (const int code = runLoop(form); code != 0 || !stillOpen(form) || !form.request()) {
        return code; // Escape or Back: the title again
    }
    return runOnline(context, backdrop, form.address(), *form.request(), false);
}

int App::runOnline(GameContext& context, const Level& backdrop,
                   const online::ServerAddress& address, OnlineRequest request,
                   bool fromCommandLine) {
    OnlineClient client(WebSocketConnection::factory(address), std::move(request));
    const std::string server = address.host + ":" + std::to_string(address.port);
    // Leaving the room (Escape) keeps the seat's token: the Online form comes back to it.
    struct KeepSeat {
        const OnlineClient& client;
        const online::ServerAddress& address;
        std::optional<OnlineSeat>& kept;
        ~KeepSeat() {
            const OnlinePhase phase = client.phase();
            if (client.seat() >= 0 && phase != OnlinePhase::Ended && phase != OnlinePhase::Failed) {
                kept = OnlineSeat{address, client.room(), client.token()};
            } else if (client.seat() >= 0 || (kept && kept->room == client.room())) {
                kept.reset(); // over, or refused: nothing to come back to
            }
        }
    } keepSeat{client, address, keptSeat_};
    LobbyScreen lobby(context, backdrop, client, server);
    if (fromCommandLine) {
        lobby.failOnError();
    }
    if (const int code = runLoop(lobby); code != 0 || !stillOpen(lobby) || !lobby.roundBegins()) {
        return code; // left the lobby: the title again
    }
    while (client.hasUpdate() && !std::holds_alternative<OnlineHole>(client.peek())) {
        (void)client.take(); // the lobby's notices
    }
    if (!client.hasUpdate()) {
        return 0;
    }
    // The round's holes arrive one by one; until then a hole stands in for the next ones.
    const OnlineHole& first = std::get<OnlineHole>(client.peek());
    Round round{
        .name = client.title().empty() ? client.course() : client.title(), .path = {}, .holes = {}};
    for (int i = 0; i < first.holes; ++i) {
        round.holes.push_back({{}, first.level});
    }
    std::vector<std::string> names = client.players();
    for (int seat = static_cast<int>(names.size()); seat < first.players; ++seat) {
        names.push_back("Seat " + std::to_string(seat + 1));
    }
    names.resize(static_cast<std::size_t>(first.players));
    RoundScreen screen(context, std::move(round), std::move(names), std::nullopt);
    screen.setOnline(client, options_.onlineComputer, computerSeed());
    const int code = runLoop(screen);
    quitRequested_ = code == 0 && !backToTitle(screen);
    if (screen.mismatches() > 0) {
        std::cerr << "minigolf: online: " << screen.mismatches()
                  << " state hash(es) differed from the server's\n";
        return code == 0 ? 1 : code;
    }
    return code;
}

int App::openEditor(GameContext& context) {
    // A new level in the user's data folder: levels/my-level.json, my-level-2.json, ...
    const std::filesystem::path folder = myLevelsFolder();
    std::error_code error;
    std::filesystem::create_directories(folder, error);
    std::filesystem::path file = folder / "my-level.json";
    for (int n = 2; std::filesystem::exists(file, error); ++n) {
        file = folder / ("my-level-" + std::to_string(n) + ".json");
    }
    EditorOpenResult opened = openForEditing(file);
    if (!opened.level) {
        printErrors(opened.errors);
        return 0; // the title screen stays
    }
    EditorScreen editor(context, file, std::move(*opened.level), opened.created);
    return runLoop(editor);
}

int App::browseReplays(GameContext& context, const Level& backdrop) {
    while (window_->isOpen()) {
        ReplaysScreen list(context, backdrop);
        if (const int code = runLoop(list); code != 0 || !stillOpen(list) || !list.chosen()) {
            return code;
        }
        std::vector<WatchedHole> holes;
        for (const std::filesystem::path& file : *list.chosen()) {
            LoadedLog loaded = loadLogAndLevel(file);
            if (loaded.log) { // a broken one is reported and left out
                holes.push_back({file, std::move(*loaded.log), std::move(*loaded.level)});
            }
        }
        if (holes.empty()) {
            continue; // already reported; the list stays
        }
        WatchScreen watch(context, std::move(holes));
        if (!watch.failure().empty()) {
            std::cerr << "minigolf: " << watch.failure() << '\n';
            continue; // a log that cannot be played is reported; the list stays
        }
        if (const int code = runLoop(watch); code != 0 || !stillOpen(watch)) {
            return code;
        }
    }
    return 0;
}

std::uint64_t App::computerSeed() {
    if (!options_.seed) {
        options_.seed = std::random_device{}(); // a new round each run; printed to replay it
        if (!options_.computers.empty()) {
            std::cout << "minigolf: the computers' seed is " << *options_.seed << std::endl;
        }
    }
    return *options_.seed;
}

bool App::computersOnly() const {
    return options_.players > 0 && static_cast<int>(options_.computers.size()) == options_.players;
}

bool App::frameLimitReached(const Screen& screen) const {
    if (options_.frames < 0) {
        return false;
    }
    if ((!options_.shots.empty() || computersOnly() || !options_.online.empty()) &&
        !options_.framesFromStart) {
        return screen.scriptDone() && framesAfterScript_ >= options_.frames;
    }
    return frames_ >= options_.frames;
}

void App::pollEvents(Screen& screen) {
    sf::Event event;
    // Events after the one that ends a screen stay queued for the next screen (a quick second
    // click lands on the screen it was aimed at).
    while (!screen.finished() && window_->pollEvent(event)) {
        if (event.type == sf::Event::Closed) {
            window_->close();
        } else if (event.type == sf::Event::Resized) {
            keepMinimumSize(event);
        }
        screen.handle(event);
    }
}

void App::keepMinimumSize(sf::Event& event) {
    // Below Hud::minimumWidth x minimumHeight the top bar's texts would overlap: the window is made
    // that big again, and where a window manager refuses, the screens are laid out at the minimum
    // size and scaled down into the window.
    const sf::Vector2u size{event.size.width, event.size.height};
    const sf::Vector2u laid{std::max(size.x, Hud::minimumWidth),
                            std::max(size.y, Hud::minimumHeight)};
    if (laid != size) {
        window_->setSize(laid);
    }
    // One view pixel per window pixel: the screens lay themselves out for the size.
    window_->setView(
        sf::View(sf::FloatRect(0, 0, static_cast<float>(laid.x), static_cast<float>(laid.y))));
    event.size.width = laid.x;
    event.size.height = laid.y;
}

bool App::saveScreenshot() const {
    sf::Texture frame;
    if (!frame.create(window_->getSize().x, window_->getSize().y)) {
        return false;
    }
    frame.update(*window_);
    return frame.copyToImage().saveToFile(options_.screenshot.string());
}

int App::runLoop(Screen& screen) {
    if (!screen.failure().empty()) { // refused before a frame (a log the viewer cannot play)
        std::cerr << "minigolf: " << screen.failure() << '\n';
        return 1;
    }
    // Lay the screen out once before its first events: buttons exist before anything is shown.
    screen.draw(*window_);
    sf::Clock clock;
    frameTimes_.start();
    while (window_->isOpen()) {
        pollEvents(screen);
        // Under --frames every frame stands for exactly 1/60 s, so that tests and demos see
        // the same pictures on every run; otherwise time is real (and capped after a stall).
        const double elapsed = clock.restart().asSeconds();
        screen.update(options_.frames >= 0 ? 1.0 / frameRate : std::min(elapsed, longestFrame));
        if (!screen.failure().empty()) {
            std::cerr << "minigolf: " << screen.failure() << '\n';
            return 1;
        }
        if (!window_->isOpen()) {
            break;
        }
        screen.draw(*window_);
        ++frames_;
        if (screen.scriptDone()) {
            ++framesAfterScript_;
        }
        const bool last = screen.finished() || frameLimitReached(screen);
        if (last && !options_.screenshot.empty() && !saveScreenshot()) {
            std::cerr << "minigolf: cannot write the screenshot " << options_.screenshot.string()
                      << '\n';
            return 1;
        }
        window_->display();
        frameTimes_.note(screen.thinking());
        if (last) {
            screen.quitting();
            if (frameLimitReached(screen)) {
                window_->close();
            }
            return 0;
        }
    }
    screen.quitting();
    return 0;
}

} // namespace golf::game
