// RoundScreen without a window: events in, frames of 1/60 s, and what it records and shows.
// The shot path is the game's own: mouse events through the screen's aim into the rules and
// the shot log the recorder writes.

#include "DataFolder.hpp"
#include "Hud.hpp"
#include "Palette.hpp"
#include "ReplayList.hpp"
#include "RoundScreen.hpp"
#include "golf/formats/shot_log.hpp"
#include "test_level.hpp"

#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <thread>

namespace golf::game {
namespace {

namespace fs = std::filesystem;

/// What a round screen needs from the App: a font, a muted sound bank, best scores and a
/// replays folder in a fresh temporary folder.
class RoundScreenTest : public ::testing::Test {
  protected:
    void SetUp() override {
        fs::remove_all(folder_);
        fs::create_directories(folder_);
        ASSERT_TRUE(font_.loadFromFile(fontPath().string())) << fontPath();
    }
    void TearDown() override { fs::remove_all(folder_); }

    [[nodiscard]] fs::path replays() const { return folder_ / "replays"; }

    /// The shot logs written so far.
    [[nodiscard]] std::vector<fs::path> logs() const {
        std::vector<fs::path> found;
        std::error_code error;
        for (const auto& entry : fs::directory_iterator(replays(), error)) {
            if (entry.path().filename().string().ends_with(".shots.json")) {
                found.push_back(entry.path());
            }
        }
        return found;
    }

    /// The one shot logged, as a velocity.
    [[nodiscard]] Vec2 loggedShot() const {
        const std::vector<fs::path> files = logs();
        EXPECT_EQ(files.size(), 1u);
        if (files.empty()) {
            return {};
        }
        const ShotLogLoadResult loaded = loadShotLogFile(files.front());
        EXPECT_TRUE(loaded.log.has_value());
        EXPECT_EQ(loaded.log->shots.size(), 1u);
        return loaded.log->shots.empty() ? Vec2{} : loaded.log->shots.front().velocity;
    }

    /// A folder of the test's own (the context below takes its replays folder from it).
    fs::path folder_ =
        fs::temp_directory_path() /
        ("minigolf-round-screen-" +
         std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    Options options_;
    sf::Font font_;
    SoundBank sounds_{true};
    BestScores best_{fs::temp_directory_path() / "minigolf-round-screen-best.json"};
    Settings settings_;
    GameContext context_{options_, font_, sounds_, best_, folder_ / "replays", settings_, {}, {}};
};

/// A round of the level file `file` from the tests' data folder.
Round roundOf(const std::string& file) {
    RoundLoadResult loaded = loadRound(fs::path(GOLF_TEST_DATA) / file);
    EXPECT_TRUE(loaded.round.has_value());
    return std::move(*loaded.round);
}

sf::Event key(sf::Keyboard::Key code) {
    sf::Event event;
    event.type = sf::Event::KeyPressed;
    event.key = {code, false, false, false, false};
    return event;
}

sf::Event mouse(sf::Event::EventType type, sf::Vector2i at) {
    sf::Event event;
    event.type = type;
    if (type == sf::Event::MouseMoved) {
        event.mouseMove = {at.x, at.y};
    } else {
        event.mouseButton = {sf::Mouse::Left, at.x, at.y};
    }
    return event;
}

sf::Event resized(unsigned width, unsigned height) {
    sf::Event event;
    event.type = sf::Event::Resized;
    event.size = {width, height};
    return event;
}

/// The window pixel of `world` as the round screen lays out `level` in a window of `size`.
sf::Vector2i pixelOf(const Level& level, sf::Vector2u size, Vec2 world) {
    BoardView view;
    view.fit(level.width, level.height, Hud::boardArea(size));
    const sf::Vector2f pixel = view.toScreen(world);
    return {static_cast<int>(std::lround(pixel.x)), static_cast<int>(std::lround(pixel.y))};
}

/// A slingshot pull: press at `from`, drag by `by` pixels, release; then one frame.
void pull(RoundScreen& screen, sf::Vector2i from, sf::Vector2i by) {
    screen.handle(mouse(sf::Event::MouseButtonPressed, from));
    screen.handle(mouse(sf::Event::MouseMoved, from + by));
    screen.handle(mouse(sf::Event::MouseButtonReleased, from + by));
    screen.update(1.0 / 60);
}

TEST_F(RoundScreenTest, FullPowerIsThirtyPercentOfTheWindowsSmallerSide) {
    // Issue 24: a 220-pixel pull in a 1300x900 window gave full power; 30% of 900 is 270.
    Round round = roundOf("straight.json");
    const Level level = round.holes.front().level;
    RoundScreen screen(context_, std::move(round), {"Ana"}, std::nullopt);
    EXPECT_DOUBLE_EQ(screen.fullPowerPixels(), 216.0); // the 1024x720 window it starts in
    screen.handle(resized(1300, 900));
    EXPECT_DOUBLE_EQ(screen.fullPowerPixels(), 270.0);
    pull(screen, pixelOf(level, {1300, 900}, level.tee), {-220, 0});
    const Vec2 v = loggedShot();
    EXPECT_NEAR(v.x, level.physics.maxShotSpeed * 220 / 270, 1e-9); // 81 %
    EXPECT_EQ(v.y, 0.0);
}

TEST_F(RoundScreenTest, FullPowerFromABallAtTheWindowsEdge) {
    // The tee of straight.json lies 163 pixels from the window's left edge: a pull to the left
    // from the ball ends at the edge (75 %). Pressed where there is room, the pull reaches
    // full power inside the window.
    Round round = roundOf("straight.json");
    const Level level = round.holes.front().level;
    RoundScreen screen(context_, std::move(round), {"Ana"}, std::nullopt);
    const sf::Vector2i tee = pixelOf(level, {1024, 720}, level.tee);
    ASSERT_LT(tee.x, 216);
    pull(screen, {700, tee.y}, {-216, 0});
    const Vec2 v = loggedShot();
    EXPECT_EQ(v, (Vec2{level.physics.maxShotSpeed, 0.0}));
}

TEST_F(RoundScreenTest, SkippingTheHoleAsksFirst) {
    Round round = roundOf("course.json"); // two holes
    const int maxStrokes = round.holes.front().level.maxStrokes;
    RoundScreen screen(context_, std::move(round), {"Ana", "Bo"}, std::nullopt);
    screen.handle(key(sf::Keyboard::Escape)); // pause
    screen.handle(key(sf::Keyboard::S));      // skip: asks
    screen.update(1.0 / 60);
    EXPECT_FALSE(screen.scores().strokes(0, 0).has_value());
    screen.handle(key(sf::Keyboard::N)); // no: back to the hole
    screen.update(1.0 / 60);
    EXPECT_FALSE(screen.scores().strokes(0, 0).has_value());
    EXPECT_FALSE(screen.finished());
    screen.handle(key(sf::Keyboard::Escape));
    screen.handle(key(sf::Keyboard::S));
    screen.handle(key(sf::Keyboard::Y)); // yes: every player scores maxStrokes
    EXPECT_EQ(screen.scores().strokes(0, 0), maxStrokes);
    EXPECT_EQ(screen.scores().strokes(0, 1), maxStrokes);
    EXPECT_TRUE(screen.scores().pickedUp(0, 0)); // nobody holed out: the card marks it
    EXPECT_TRUE(screen.scores().pickedUp(0, 1));
    EXPECT_FALSE(screen.scores().strokes(1, 0).has_value());
}

TEST_F(RoundScreenTest, TheTestPlayOfTheEditorGoesBackToTheEditor) {
    RoundScreen screen(context_, roundOf("straight.json"), {"Player 1"}, std::nullopt,
                       "Back to editor");
    EXPECT_EQ(screen.finalMenu().label(1), "Back to editor");
    screen.handle(key(sf::Keyboard::Escape));
    screen.handle(key(sf::Keyboard::S));
    screen.handle(key(sf::Keyboard::Y)); // the only hole: the final card
    screen.handle(key(sf::Keyboard::Right));
    screen.handle(key(sf::Keyboard::Enter));
    EXPECT_TRUE(screen.finished());
    EXPECT_EQ(screen.exit(), RoundExit::Title); // the editor takes it as "back"
    // A round from the title keeps its way back.
    RoundScreen plain(context_, roundOf("straight.json"), {"Ana"}, std::nullopt);
    EXPECT_EQ(plain.finalMenu().label(1), "Back to title");
}

TEST_F(RoundScreenTest, TheNextTurnWaitsForABallBackFromTheWater) {
    // Ana's full-power putt runs into the water; her ball flies back to the tee. Bo's ring
    // must appear only once it has landed, where it then stays.
    Level level = golf::test::makeSurfaceLevel({
        "##########",
        "#..www...#",
        "##########",
    });
    level.name = "Pond";
    level.tee = {1.5, 1.5};
    level.cup = {8.5, 1.5};
    Round round{.name = "Pond", .path = {}, .holes = {}};
    round.holes.push_back({{}, level});
    RoundScreen screen(context_, std::move(round), {"Ana", "Bo"}, std::nullopt);
    screen.update(1.0 / 60);
    pull(screen, {700, 300}, {-300, 0});
    std::optional<Vec2> firstRing;
    Vec2 anaWhenRing;
    for (int frame = 0; frame < 600; ++frame) {
        screen.update(1.0 / 60);
        const HoleScene scene = screen.scene();
        const BallSprite* ana = nullptr;
        const BallSprite* ring = nullptr;
        for (const BallSprite& ball : scene.balls) {
            ana = ball.colour == palette::player(0) ? &ball : ana;
            ring = ball.current ? &ball : ring;
        }
        ASSERT_NE(ana, nullptr) << "frame " << frame;
        if (ring != nullptr && !firstRing) {
            firstRing = ring->position;
            anaWhenRing = ana->position;
        }
        if (ring != nullptr) {
            EXPECT_EQ(ring->position, *firstRing) << "the ring jumped at frame " << frame;
        }
    }
    ASSERT_TRUE(firstRing.has_value());
    // When the ring appears, Ana's ball lies on the tee again (it was struck from there).
    EXPECT_NEAR(anaWhenRing.x, 1.5, 1e-9);
    EXPECT_NEAR(anaWhenRing.y, 1.5, 1e-9);
}

TEST_F(RoundScreenTest, AHoleOfACourseIsListedWithItsRound) {
    // The level is hole 1 of "Front", beside it, and hole 2 of "Grand Tour", elsewhere: played
    // in the Grand Tour, its replay says so ("Front · hole 1" before issue 24).
    const fs::path levels = folder_ / "levels";
    fs::create_directories(levels);
    fs::create_directories(folder_ / "tours");
    fs::copy_file(fs::path(GOLF_TEST_DATA) / "straight.json", levels / "straight.json");
    fs::copy_file(fs::path(GOLF_TEST_DATA) / "bend.json", levels / "bend.json");
    const auto write = [](const fs::path& file, const std::string& text) {
        std::ofstream(file) << text;
    };
    write(levels / "front.json",
          R"({"format": "minigolf-course/1", "name": "Front", "holes": ["straight.json"]})");
    write(folder_ / "tours" / "grand.json",
          R"({"format": "minigolf-course/1", "name": "Grand Tour",
              "holes": ["../levels/bend.json", "../levels/straight.json"]})");
    RoundLoadResult loaded = loadRound(folder_ / "tours" / "grand.json");
    ASSERT_TRUE(loaded.round.has_value());
    const Level level = loaded.round->holes[1].level;
    RoundScreen screen(context_, std::move(*loaded.round), {"Ana"}, std::nullopt);
    screen.handle(key(sf::Keyboard::Escape));
    screen.handle(key(sf::Keyboard::S));
    screen.handle(key(sf::Keyboard::Y));
    screen.handle(key(sf::Keyboard::Enter)); // the scorecard: on to hole 2
    screen.update(1.0 / 60);
    pull(screen, pixelOf(level, {1024, 720}, level.tee), {-60, 0});
    const std::vector<ReplayEntry> entries = listReplays(replays());
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries[0].course, "Grand Tour");
    EXPECT_EQ(entries[0].hole, 2);
    EXPECT_EQ(entries[0].holes, 2);
    EXPECT_EQ(placeText(entries[0]), "Grand Tour  \u00b7  hole 2/2");
    // The viewer's "Hole 2/2" comes from the same place.
    const std::optional<CoursePlace> place = placeOfLog(entries[0].file, levels / "straight.json");
    ASSERT_TRUE(place.has_value());
    EXPECT_EQ(place->hole, 2);
    EXPECT_EQ(place->holes, 2);
}

} // namespace
} // namespace golf::game

namespace golf::game {
namespace {

/// Frames of 1/60 s until `done` or `frames` have passed; while a computer thinks on its
/// worker thread the test waits a little per frame, as the window's frames would.
template <typename Done> bool runUntil(RoundScreen& screen, int frames, Done done) {
    for (int frame = 0; frame < frames; ++frame) {
        if (done()) {
            return true;
        }
        screen.update(1.0 / 60);
        if (screen.thinking()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(2));
        }
    }
    return done();
}

TEST_F(RoundScreenTest, AComputerPlaysThroughTheShotPathAndTheLog) {
    Round round = roundOf("straight.json");
    const Level level = round.holes.front().level;
    RoundScreen screen(context_, std::move(round), {"Ana", "CPU 2 (hard)"}, std::nullopt);
    screen.setComputers({std::nullopt, ComputerLevel::Hard}, 5);
    EXPECT_FALSE(screen.computersOnly());
    screen.update(1.0 / 60);
    pull(screen, pixelOf(level, {1024, 720}, level.tee), {-40, 0}); // Ana: a short putt
    ASSERT_TRUE(runUntil(screen, 2000, [&] { return screen.thinking(); }));
    // The computer's turn: a person's pull shoots for nobody.
    pull(screen, {700, 300}, {-100, 0});
    const auto shots = [&] {
        const std::vector<fs::path> files = logs();
        const ShotLogLoadResult loaded =
            files.empty() ? ShotLogLoadResult{} : loadShotLogFile(files.front());
        return loaded.log ? loaded.log->shots : std::vector<Shot>{};
    };
    EXPECT_EQ(shots().size(), 1u);
    // Its aim is shown before it strikes, with the fixed guide.
    ASSERT_TRUE(runUntil(screen, 3000, [&] { return screen.scene().aim.has_value(); }));
    EXPECT_TRUE(screen.scene().aim->guide);
    ASSERT_TRUE(runUntil(screen, 3000, [&] { return shots().size() == 2; }));
    EXPECT_EQ(shots()[1].player, 1);
    EXPECT_GT(shots()[1].velocity.x, 0); // toward the cup, along +x
}

TEST_F(RoundScreenTest, ConfettiOnHolingAndTheGhostOnlyAfterTheFirstStroke) {
    // A hard computer alone holes straight.json: its logged round becomes the ghost.
    settings_.ghost = true;
    {
        RoundScreen computer(context_, roundOf("straight.json"), {"CPU 1 (hard)"}, std::nullopt);
        computer.setComputers({ComputerLevel::Hard}, 2);
        EXPECT_TRUE(computer.computersOnly());
        ASSERT_TRUE(runUntil(computer, 3000, [&] { return !computer.scene().confetti.empty(); }));
        const std::size_t pieces = computer.scene().confetti.size();
        EXPECT_TRUE(pieces == Confetti::pieces || pieces == Confetti::acePieces) << pieces;
        ASSERT_TRUE(runUntil(computer, 600, [&] { return computer.scriptDone(); }));
        (void)runUntil(computer, 30, [] { return false; });
        EXPECT_TRUE(computer.scene().confetti.empty()); // gone after 1.6 s
    }
    Round round = roundOf("straight.json");
    const Level level = round.holes.front().level;
    RoundScreen screen(context_, std::move(round), {"Ana"}, std::nullopt);
    screen.update(1.0 / 60);
    EXPECT_TRUE(screen.scene().paths.empty()); // the ghost would give the first shot away
    ASSERT_TRUE(screen.scene().aim.has_value());
    EXPECT_TRUE(screen.scene().aim->guide); // keyboard aim: the fixed guide line
    pull(screen, pixelOf(level, {1024, 720}, level.tee), {-30, 0});
    EXPECT_FALSE(screen.scene().paths.empty()); // after Ana's first stroke: the best round
}

TEST_F(RoundScreenTest, TheGuideGivesWayToTheRubberBandWhileDragging) {
    Round round = roundOf("straight.json");
    const Level level = round.holes.front().level;
    RoundScreen screen(context_, std::move(round), {"Ana"}, std::nullopt);
    screen.update(1.0 / 60);
    const sf::Vector2i tee = pixelOf(level, {1024, 720}, level.tee);
    screen.handle(mouse(sf::Event::MouseButtonPressed, tee));
    screen.handle(mouse(sf::Event::MouseMoved, tee + sf::Vector2i{-50, 0}));
    ASSERT_TRUE(screen.scene().aim.has_value());
    EXPECT_FALSE(screen.scene().aim->guide);
    EXPECT_TRUE(screen.scene().aim->dragPoint.has_value());
}

} // namespace
} // namespace golf::game
