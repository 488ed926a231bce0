// The shot path: aim to velocity, logged shots, the preview and the recorder.

#include "AimControl.hpp"
#include "BoardView.hpp"
#include "HoleRenderer.hpp"
#include "ReplayRecorder.hpp"
#include "ShotPreview.hpp"
#include "ShotScript.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/formats/shot_log.hpp"
#include "test_level.hpp"

#include <cmath>
#include <gtest/gtest.h>
#include <numbers>

namespace golf::game {
namespace {

TEST(ShotVelocity, NeverAboveTheLimitAtFullPower) {
    for (int i = 0; i < 3600; ++i) {
        const double a = i * std::numbers::pi / 1800;
        const Vec2 v = shotVelocity({std::cos(a), std::sin(a)}, 1.0, 14.0);
        ASSERT_LE(length(v), 14.0) << "angle " << i / 10.0;
        ASSERT_GT(length(v), 14.0 - 1e-9);
    }
    EXPECT_EQ(shotVelocity({1, 0}, 0.5, 14.0), (Vec2{7.0, 0.0}));
    EXPECT_EQ(shotVelocity({1, 0}, 2.0, 14.0), (Vec2{14.0, 0.0})); // power is capped at 1
}

/// A mouse event at a window pixel.
sf::Event mouseEvent(sf::Event::EventType type, int x, int y) {
    sf::Event event;
    event.type = type;
    if (type == sf::Event::MouseMoved) {
        event.mouseMove = {x, y};
    } else {
        event.mouseButton = {sf::Mouse::Left, x, y};
    }
    return event;
}

TEST(AimControl, SlingshotShootsAwayFromThePull) {
    BoardView view;
    view.fit(10, 5, {0, 0, 500, 250}); // 50 pixels per tile, no letterbox
    EXPECT_EQ(view.scale(), 50.f);
    AimControl aim;
    aim.begin({1.5, 1.5}); // pixel (75, 75)
    EXPECT_TRUE(aim.handle(mouseEvent(sf::Event::MouseButtonPressed, 75, 75), view));
    EXPECT_TRUE(aim.handle(mouseEvent(sf::Event::MouseMoved, 75, 185), view));
    EXPECT_TRUE(aim.charging());
    EXPECT_NEAR(aim.power(), 0.5, 1e-6); // 110 of 220 pixels (float pixels)
    EXPECT_TRUE(aim.handle(mouseEvent(sf::Event::MouseButtonReleased, 75, 185), view));
    const auto shot = aim.takeShot();
    ASSERT_TRUE(shot.has_value());
    EXPECT_NEAR(shot->first.x, 0.0, 1e-12);
    EXPECT_NEAR(shot->first.y, -1.0, 1e-12); // pulled down: shoots up
    EXPECT_NEAR(shot->second, 0.5, 1e-6);
    EXPECT_FALSE(aim.takeShot().has_value());
}

TEST(AimControl, RightClickShootsNothing) {
    BoardView view;
    view.fit(10, 5, {0, 0, 500, 250});
    AimControl aim;
    aim.begin({1.5, 1.5});
    EXPECT_TRUE(aim.handle(mouseEvent(sf::Event::MouseButtonPressed, 75, 75), view));
    (void)aim.handle(mouseEvent(sf::Event::MouseMoved, 20, 75), view);
    sf::Event right;
    right.type = sf::Event::MouseButtonPressed;
    right.mouseButton = {sf::Mouse::Right, 20, 75};
    EXPECT_TRUE(aim.handle(right, view));
    (void)aim.handle(mouseEvent(sf::Event::MouseButtonReleased, 20, 75), view);
    EXPECT_FALSE(aim.takeShot().has_value());
}

TEST(AimControl, ThePullIsMeasuredFromWhereThePressStarted) {
    // Issue 24: from a ball near the window's edge a pull toward the edge ran out of room. A
    // press anywhere starts the pull; its length and direction are the drag's, not the ball's.
    BoardView view;
    view.fit(10, 5, {0, 0, 500, 250}); // 50 px per tile
    AimControl aim;
    aim.begin({0.5, 2.5}); // pixel (25, 125): 25 pixels from the window's left edge
    EXPECT_TRUE(aim.handle(mouseEvent(sf::Event::MouseButtonPressed, 400, 40), view));
    EXPECT_TRUE(aim.handle(mouseEvent(sf::Event::MouseMoved, 290, 40), view));
    EXPECT_NEAR(aim.power(), 0.5, 1e-12); // 110 of 220 pixels
    EXPECT_EQ(aim.direction(), (Vec2{1, 0}));
    // The band is drawn from the ball, pulled by the drag: 110 px = 2.2 tiles to the left.
    ASSERT_TRUE(aim.dragPoint().has_value());
    EXPECT_NEAR(aim.dragPoint()->x, 0.5 - 2.2, 1e-12);
    EXPECT_NEAR(aim.dragPoint()->y, 2.5, 1e-12);
    EXPECT_TRUE(aim.handle(mouseEvent(sf::Event::MouseMoved, 180, 40), view));
    EXPECT_EQ(aim.power(), 1.0); // 220 pixels, all inside the window
    EXPECT_TRUE(aim.handle(mouseEvent(sf::Event::MouseButtonReleased, 180, 40), view));
    const auto shot = aim.takeShot();
    ASSERT_TRUE(shot.has_value());
    EXPECT_EQ(shot->first, (Vec2{1, 0}));
    EXPECT_EQ(shot->second, 1.0);
}

TEST(AimArrow, HasAClearLengthAtZeroPower) {
    // Issue 24: at zero power (keyboard aiming before Space) the arrow reached 2 ball radii,
    // 28 pixels on 71-pixel tiles. It now reaches minimumAimPixels at any scale.
    for (const double pixelsPerTile : {8.0, 71.14, 99.6, 300.0}) {
        EXPECT_GE(aimArrowLength(0.0, 0.2, pixelsPerTile) * pixelsPerTile, 64.0 - 1e-9);
        // It still grows with power, by 3.2 tiles at full power.
        EXPECT_NEAR(aimArrowLength(1.0, 0.2, pixelsPerTile) -
                        aimArrowLength(0.0, 0.2, pixelsPerTile),
                    3.2, 1e-12);
    }
    EXPECT_DOUBLE_EQ(aimArrowLength(0.0, 0.2, 71.14), 64.0 / 71.14);
    EXPECT_DOUBLE_EQ(aimArrowLength(0.0, 0.2, 1000.0), 0.4); // two radii when tiles are huge
}

TEST(BoardView, LetterboxesAndMapsBothWays) {
    BoardView view;
    view.fit(4, 2, {10, 20, 400, 400}); // 100 px per tile, 100 px bars above and below
    EXPECT_EQ(view.scale(), 100.f);
    EXPECT_EQ(view.toScreen({0, 0}), sf::Vector2f(10, 120));
    EXPECT_EQ(view.toScreen({4, 2}), sf::Vector2f(410, 320));
    const Vec2 back = view.toWorld({260, 170});
    EXPECT_DOUBLE_EQ(back.x, 2.5);
    EXPECT_DOUBLE_EQ(back.y, 0.5);
}

TEST(ShotPreview, LineToTheFirstWallAndTheDirectionAfterIt) {
    const Level level = test::bendLevel();
    Match match(level, 1);
    const std::uint64_t before = match.hash();
    ShotPreview preview;
    // Straight up from the tee (1.5, 1.5): the wall above is at y = 1, so the ball's centre
    // touches it at y = 1 + ballRadius and comes straight back down.
    const std::vector<Vec2> up = preview.path(match, 0, level.tee, {0.0, -1.0});
    ASSERT_EQ(up.size(), 3u);
    EXPECT_EQ(up[0], level.tee);
    EXPECT_NEAR(up[1].x, 1.5, 1e-9);
    EXPECT_NEAR(up[1].y, 1.0 + level.ballRadius, 1e-6);
    EXPECT_NEAR(up[2].x, 1.5, 1e-9);
    EXPECT_NEAR(up[2].y, up[1].y + ShotPreview::afterContact, 1e-6);
    // To the right along the top row: the '7' slope at column 8 sends the ball down. The line
    // does not stop where a putt of any strength would: friction plays no part.
    const std::vector<Vec2>& right = preview.path(match, 0, level.tee, {1.0, 0.0});
    ASSERT_EQ(right.size(), 3u);
    EXPECT_NEAR(right[1].y, 1.5, 1e-9);
    EXPECT_GT(right[1].x, 7.0);
    EXPECT_LT(right[1].x, 8.5);
    EXPECT_GT(right[2].y, right[1].y + 1.0);
    EXPECT_EQ(match.hash(), before);
}

TEST(ShotPreview, TheLineIgnoresFrictionAndTheCup) {
    // A long corridor with the cup in the way: the line passes over the cup to the far wall.
    const Level level = test::makeLevel({
        "##############################",
        "#S.........O.................#",
        "##############################",
    });
    Level slow = level;
    slow.physics.rollingDeceleration = 50; // a real putt would stop at once
    Match match(slow, 1);
    ShotPreview preview;
    const std::vector<Vec2>& path = preview.path(match, 0, slow.tee, {1.0, 0.0});
    ASSERT_EQ(path.size(), 3u);
    EXPECT_NEAR(path[1].x, 29.0 - slow.ballRadius, 1e-6);
    EXPECT_LT(path[2].x, path[1].x); // straight back
    const Level straight = straightLineLevel(slow);
    EXPECT_EQ(straight.physics.rollingDeceleration, 0.0);
    EXPECT_EQ(straight.physics.captureSpeed, 0.0);
}

TEST(AimControl, FullPowerPullScalesWithTheWindow) {
    EXPECT_DOUBLE_EQ(fullPowerPull({1024, 720}), 216.0);
    EXPECT_DOUBLE_EQ(fullPowerPull({1920, 1080}), 324.0);
    EXPECT_DOUBLE_EQ(fullPowerPull({3000, 100}), 60.0); // never a twitch
    // The half of a full pull is half power in a maximised window too.
    BoardView view;
    view.fit(10, 5, {0, 0, 1000, 500}); // 100 px per tile
    AimControl aim;
    aim.setFullPowerPixels(fullPowerPull({1920, 1080}));
    aim.begin({5, 2.5});
    ASSERT_TRUE(aim.handle(mouseEvent(sf::Event::MouseButtonPressed, 500, 250), view));
    ASSERT_TRUE(aim.handle(mouseEvent(sf::Event::MouseMoved, 500 - 162, 250), view));
    EXPECT_NEAR(aim.power(), 0.5, 1e-6);
    // Outside the window (negative pixels) the drag goes on, up to full power.
    ASSERT_TRUE(aim.handle(mouseEvent(sf::Event::MouseMoved, -400, 250), view));
    EXPECT_EQ(aim.power(), 1.0);
    ASSERT_TRUE(aim.handle(mouseEvent(sf::Event::MouseButtonReleased, -400, 250), view));
    const auto shot = aim.takeShot();
    ASSERT_TRUE(shot.has_value());
    EXPECT_EQ(shot->first, (Vec2{1, 0}));
    EXPECT_EQ(shot->second, 1.0);
}

TEST(ReplayRecorder, WritesAfterEveryShotWithARelativeLevelPath) {
    const auto folder = std::filesystem::temp_directory_path() / "minigolf-test-recorder";
    std::filesystem::remove_all(folder);
    const std::filesystem::path level = std::filesystem::path(GOLF_TEST_DATA) / "straight.json";
    Level straight = loadLevelFile(level).level.value();
    straight.name = "Straight Shot!";
    ReplayRecorder recorder(folder / "replays", level, 2, 3, straight, {"Ana", "Bad\nName"}, false);
    EXPECT_NE(recorder.path().filename().string().find("-hole03-straight-shot.shots.json"),
              std::string::npos);
    recorder.addSetup({1, {4.5, 1.5}});
    const Vec2 awkward{0.1 + 0.2, -1.0 / 3.0}; // needs all 17 digits to round-trip
    EXPECT_EQ(recorder.addShot({0, awkward}), "");
    ShotLogLoadResult loaded = loadShotLogFile(recorder.path());
    ASSERT_TRUE(loaded.log.has_value()) << loaded.errors.front();
    EXPECT_EQ(loaded.log->players, 2);
    ASSERT_EQ(loaded.log->setup.size(), 1u);
    ASSERT_EQ(loaded.log->shots.size(), 1u);
    EXPECT_EQ(loaded.log->shots[0].velocity, awkward);
    EXPECT_FALSE(std::filesystem::path(loaded.log->level).is_absolute());
    EXPECT_TRUE(
        std::filesystem::equivalent(recorder.path().parent_path() / loaded.log->level, level));
    // The level's hash, the names (one a log may not hold, replaced) and the collision rule.
    EXPECT_EQ(loaded.log->levelHash, levelHash(straight));
    EXPECT_EQ(loaded.log->playerNames, (std::vector<std::string>{"Ana", "Player 2"}));
    EXPECT_FALSE(loaded.log->ballCollisions);
    EXPECT_EQ(recorder.addShot({1, {2.0, 0.0}}), "");
    EXPECT_EQ(loadShotLogFile(recorder.path()).log->shots.size(), 2u);
}

TEST(ReplayRecorder, SlugsAreSafeFileNames) {
    EXPECT_EQ(slugify("Around the Bend"), "around-the-bend");
    EXPECT_EQ(slugify("  Zoë's #1 hole!! "), "zo-s-1-hole");
    EXPECT_EQ(slugify("???"), "hole");
    EXPECT_EQ(slugify(std::string(1000000, 'x')), std::string(48, 'x')); // a huge name
}

} // namespace
} // namespace golf::game
