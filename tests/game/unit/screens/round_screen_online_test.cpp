// RoundScreen online, without a window or a network: a fake connection feeds the server's
// messages; the screen animates the other player's shot with the game's engine, compares the
// state hash with the one the server's own code (online::HolePlay) computes, and on its turn
// sends only a shot.

#include "DataFolder.hpp"
#include "OnlineClient.hpp"
#include "RoundScreen.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/json_document.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/online/hole_play.hpp"
#include "net/fake_connection.hpp"

#include <chrono>
#include <cmath>
#include <filesystem>
#include <gtest/gtest.h>
#include <string>
#include <thread>
#include <unistd.h>

namespace golf::game {
namespace {

namespace fs = std::filesystem;

const std::string roundScreenOnlineLevelText =
    R"({"format":"minigolf-level/1","name":"Lane","par":2,"tiles":["##########","#........#","#S......O#","#........#","##########"]})";

Level lane() {
    return *parseLevel(roundScreenOnlineLevelText, "lane.json").level;
}

std::string roundScreenOnlineQuoted(const std::string& text) {
    std::string out = "\"";
    for (const char c : text) {
        out += c == '"' ? std::string("\\\"") : std::string(1, c);
    }
    return out + "\"";
}

/// The hash the server sends after `player` shoots `velocity` first on the lane.
std::string serverHash(int player, Vec2 velocity) {
    const Level level = lane();
    online::HolePlay hole(level, 2, false);
    EXPECT_EQ(hole.play(Shot{.player = player, .velocity = velocity}), "");
    return hashToHex(hole.hash());
}

class RoundScreenOnlineTest : public ::testing::Test {
  protected:
    void SetUp() override { ASSERT_TRUE(font_.loadFromFile(fontPath().string())); }
    // The screen records each online hole (its level and log) in the context's replays
    // folder: one of this process's own, removed afterwards.
    void TearDown() override { fs::remove_all(replays_); }

    /// Seat 1 (Tess) of a room of two whose first hole has begun.
    void seat() {
        server_.open();
        server_.say(
            R"({"type":"welcome","version":1,"room":"ABCDEFGH","seat":1,"token":"t","course":"lane","title":"Lane","holes":1})");
        server_.say(
            R"({"type":"lobby","room":"ABCDEFGH","course":"lane","phase":"playing","players":["Ana","Tess"]})");
        server_.say(R"({"type":"hole","hole":0,"holes":1,"file":"lane.json","levelHash":")" +
                    hashToHex(levelHash(lane())) + R"(","format":1,"level":)" +
                    roundScreenOnlineQuoted(roundScreenOnlineLevelText) +
                    R"(,"players":2,"ballCollisions":false,"next":0})");
        client_.update(0.016);
        ASSERT_EQ(client_.phase(), OnlinePhase::Playing);
    }

    /// Runs `frames` frames of 1/60 s.
    static void run(RoundScreen& screen, int frames) {
        for (int i = 0; i < frames; ++i) {
            screen.update(1.0 / 60);
        }
    }

    test::FakeServer server_;
    OnlineClient client_{test::fakeFactory(server_), {.name = "Tess", .joinCode = "ABCDEFGH"}};
    Options options_;
    sf::Font font_;
    SoundBank sounds_{true};
    BestScores best_{fs::temp_directory_path() / "minigolf-round-screen-online-best.json"};
    Settings settings_;
    fs::path replays_ =
        fs::temp_directory_path() / ("minigolf-round-screen-online-" + std::to_string(::getpid()));
    GameContext context_{options_, font_, sounds_, best_, replays_, settings_, {}, {}};
};

Round laneRound() {
    Round round{.name = "Lane", .path = {}, .holes = {}};
    round.holes.push_back({{}, lane()});
    return round;
}

TEST_F(RoundScreenOnlineTest, AnotherPlayersShotPlaysToTheServersHash) {
    seat();
    RoundScreen screen(context_, laneRound(), {"Ana", "Tess"}, std::nullopt);
    screen.setOnline(client_, std::nullopt, 1);
    const Vec2 velocity{4.0000000000000009, 0.3};
    server_.say(
        R"({"type":"shot","hole":0,"seq":0,"player":0,"vx":4.0000000000000009,"vy":0.3,"hash":")" +
        serverHash(0, velocity) + R"(","next":1})");
    run(screen, 600); // 10 s: the shot is played, rolls out and is checked
    EXPECT_EQ(screen.mismatches(), 0);
    EXPECT_EQ(screen.scores().strokes(0, 0), std::nullopt); // the hole goes on
    // Ana's ball lies where the server's engine put it: the ring of Tess's turn is drawn at
    // her tee, Ana's ball elsewhere than the tee.
    const HoleScene scene = screen.scene();
    ASSERT_EQ(scene.balls.size(), 2U);
    EXPECT_GT(scene.balls[0].position.x, 2.5);
    // Nothing was sent: the shot was another player's.
    EXPECT_EQ(server_.last().sent.size(), 1U); // the join
}

TEST_F(RoundScreenOnlineTest, AHashOtherThanTheServersIsReportedNeverHidden) {
    seat();
    RoundScreen screen(context_, laneRound(), {"Ana", "Tess"}, std::nullopt);
    screen.setOnline(client_, std::nullopt, 1);
    server_.say(
        R"({"type":"shot","hole":0,"seq":0,"player":0,"vx":4,"vy":0.3,"hash":"0123456789abcdef","next":1})");
    run(screen, 600);
    EXPECT_EQ(screen.mismatches(), 1);
}

TEST_F(RoundScreenOnlineTest, OnItsTurnItSendsOnlyTheShotAndPlaysWhatComesBack) {
    seat();
    RoundScreen screen(context_, laneRound(), {"Ana", "Tess"}, std::nullopt);
    screen.setOnline(client_, ComputerLevel::Hard, 7); // the computer aims for Tess
    const Vec2 first{3, -0.5};
    server_.say(R"({"type":"shot","hole":0,"seq":0,"player":0,"vx":3,"vy":-0.5,"hash":")" +
                serverHash(0, first) + R"(","next":1})");
    std::string shot;
    for (int frame = 0; frame < 1200 && shot.empty(); ++frame) {
        screen.update(1.0 / 60);
        for (const std::string& sent : server_.last().sent) {
            if (sent.find(R"("type":"shot")") != std::string::npos) {
                shot = sent;
            }
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(1)); // the computer thinks
    }
    ASSERT_FALSE(shot.empty()) << "no shot sent";
    const JsonDocumentRead read = parseJsonDocument(shot, "sent");
    ASSERT_TRUE(read.document);
    const JsonPlace message = read.document->place();
    EXPECT_EQ(message.members().size(), 3U) << shot; // type, angle, speed: no "at" on a still level
    const double angle = *message["angle"].number().value;
    const double speed = *message["speed"].number().value;
    EXPECT_GT(speed, 0);
    EXPECT_LE(speed, lane().physics.maxShotSpeed);
    EXPECT_LT(std::abs(angle), 30); // toward the cup, to the right
    run(screen, 60);
    EXPECT_EQ(screen.scores().strokes(0, 1), std::nullopt); // not played before the server says
    EXPECT_EQ(screen.mismatches(), 0);
}

// The server skips a player on turn who did not shoot in time, connected or not, and does not
// say which: another player's skip claims neither ("away or silent"); our own seat heard its
// skip, so it is connected and the message says so (it said "X is away" for both before).
TEST_F(RoundScreenOnlineTest, ASkipSaysWhatTheGameKnowsOfThePlayer) {
    seat();
    RoundScreen screen(context_, laneRound(), {"Ana", "Tess"}, std::nullopt);
    screen.setOnline(client_, std::nullopt, 1);
    server_.say(R"({"type":"skip","hole":0,"player":0,"next":1})");
    run(screen, 2);
    EXPECT_EQ(screen.message(), "Ana did not shoot in time (away or silent): skipped");
    server_.say(R"({"type":"skip","hole":0,"player":1,"next":0})");
    run(screen, 2);
    EXPECT_EQ(screen.message(),
              "You did not shoot in time (still connected): your turn was skipped");
    EXPECT_EQ(screen.mismatches(), 0);
}

} // namespace
} // namespace golf::game
