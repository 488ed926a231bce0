#include "OnlineClient.hpp"
#include "fake_connection.hpp"
#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/online/client_message.hpp"

#include <gtest/gtest.h>

namespace golf::game {
namespace {

using test::fakeFactory;
using test::FakeServer;

// A level as the server sends it in a hole message (JSON text inside a JSON string).
const std::string levelText =
    R"({"format":"minigolf-level/1","name":"Lane","par":2,"tiles":["#######","#S...O#","#######"]})";

std::string levelHashText() {
    return hashToHex(levelHash(*parseLevel(levelText, "lane.json").level));
}

std::string quoted(const std::string& text) {
    std::string out = "\"";
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
        }
        out += c;
    }
    return out + "\"";
}

std::string welcome(int seat, const std::string& token = "t0k3n") {
    return R"({"type":"welcome","version":1,"room":"ABCDEFGH","seat":)" + std::to_string(seat) +
           R"(,"token":")" + token + R"(","course":"lane","title":"Lane","holes":2})";
}

std::string hole(int index, bool resumed = false, const std::string& hash = levelHashText()) {
    return R"({"type":"hole","hole":)" + std::to_string(index) +
           R"(,"holes":2,"file":"lane.json","levelHash":")" + hash + R"(","format":1,"level":)" +
           quoted(levelText) + R"(,"players":2,"ballCollisions":false,"next":0)" +
           (resumed ? R"(,"resumed":true})" : "}");
}

std::string shot(int holeIndex, int seq, int player, const std::string& hash) {
    return R"({"type":"shot","hole":)" + std::to_string(holeIndex) + R"(,"seq":)" +
           std::to_string(seq) + R"(,"player":)" + std::to_string(player) +
           R"(,"vx":3.0000000000000004,"vy":-0.1,"hash":")" + hash + R"(","next":1})";
}

/// A client joined as seat 1 and seated (the welcome read).
struct Seated {
    FakeServer server;
    OnlineClient client{fakeFactory(server), {.name = "Tess", .joinCode = "ABCDEFGH"}};
    Seated() {
        server.open();
        server.say(welcome(1));
        client.update(0.016);
    }
};

TEST(OnlineClient, HostsACourseAndStartsTheRound) {
    FakeServer server;
    OnlineClient client(fakeFactory(server),
                        {.name = "Ana", .hostCourse = "lane", .ballCollisions = false});
    ASSERT_EQ(server.lines.size(), 1U); // connects at once
    EXPECT_EQ(client.phase(), OnlinePhase::Connecting);
    client.update(0.016);
    EXPECT_TRUE(server.last().sent.empty()); // nothing before the connection is open
    server.open();
    client.update(0.016);
    ASSERT_EQ(server.last().sent.size(), 1U);
    EXPECT_EQ(server.last().sent[0],
              R"({"type":"host","course":"lane","name":"Ana","ballCollisions":false})");
    server.say(welcome(0));
    server.say(
        R"({"type":"lobby","room":"ABCDEFGH","course":"lane","phase":"lobby","players":["Ana","Bot"]})");
    client.update(0.016);
    EXPECT_EQ(client.phase(), OnlinePhase::Lobby);
    EXPECT_TRUE(client.hosting());
    EXPECT_EQ(client.room(), "ABCDEFGH");
    EXPECT_EQ(client.title(), "Lane");
    EXPECT_EQ(client.holeCount(), 2);
    EXPECT_EQ(client.players(), (std::vector<std::string>{"Ana", "Bot"}));
    client.start();
    EXPECT_EQ(server.last().sent.back(), R"({"type":"start"})");
}

TEST(OnlineClient, JoinsByCodeAndSendsOnlyTheShot) {
    Seated s;
    EXPECT_EQ(s.server.last().sent.front(), R"({"type":"join","room":"ABCDEFGH","name":"Tess"})");
    EXPECT_EQ(s.client.seat(), 1);
    EXPECT_FALSE(s.client.hosting());
    s.client.shoot(90, 2.5, std::nullopt);
    s.client.shoot(-45.5, 14, 1.25);
    EXPECT_EQ(s.server.last().sent[1], R"({"type":"shot","angle":90.0,"speed":2.5})");
    EXPECT_EQ(s.server.last().sent[2], R"({"type":"shot","angle":-45.5,"speed":14.0,"at":1.25})");
}

TEST(OnlineClient, ARefusalBeforeASeatFails) {
    FakeServer server;
    OnlineClient client(fakeFactory(server), {.name = "Tess", .joinCode = "NOPE"});
    server.open();
    server.say(R"({"type":"refusal","reason":"no such room or token"})");
    client.update(0.016);
    EXPECT_EQ(client.phase(), OnlinePhase::Failed);
    EXPECT_EQ(client.error(), "the server refused: no such room or token");
    EXPECT_TRUE(server.last().destroyed);
}

TEST(OnlineClient, ARequestWithATokenComesBackToItsSeat) {
    // The seat a player left with Escape: the token brings them back, not a new seat.
    FakeServer server;
    OnlineClient client(fakeFactory(server),
                        {.name = "Tess", .joinCode = "ABCDEFGH", .rejoinToken = "t0k3n"});
    EXPECT_EQ(client.token(), "t0k3n");
    server.open();
    client.update(0.016);
    ASSERT_EQ(server.last().sent.size(), 1U);
    EXPECT_EQ(server.last().sent[0], R"({"type":"rejoin","room":"ABCDEFGH","token":"t0k3n"})");
    server.say(welcome(1));
    server.say(hole(0, true));
    server.say(
        R"({"type":"state","hole":0,"shots":[{"player":0,"vx":1,"vy":0,"hash":"00000000000000aa"}],"next":1})");
    client.update(0.016);
    EXPECT_EQ(client.phase(), OnlinePhase::Playing);
    EXPECT_EQ(client.seat(), 1);
    ASSERT_TRUE(client.hasUpdate());
    EXPECT_TRUE(std::holds_alternative<OnlineHole>(client.take()));
    ASSERT_TRUE(client.hasUpdate());
    EXPECT_EQ(std::get<OnlineShot>(client.take()).hash, "00000000000000aa"); // missed meanwhile
}

TEST(OnlineClient, ARefusedTokenFails) {
    FakeServer server;
    OnlineClient client(fakeFactory(server),
                        {.name = "Tess", .joinCode = "ABCDEFGH", .rejoinToken = "stale"});
    server.open();
    server.say(R"({"type":"refusal","reason":"rejoin: no such room or token"})");
    client.update(0.016);
    EXPECT_EQ(client.phase(), OnlinePhase::Failed);
    EXPECT_EQ(client.error(), "the server refused: rejoin: no such room or token");
}

TEST(OnlineClient, HandsOverHolesShotsAndRefusalsInOrder) {
    Seated s;
    s.server.say(hole(0));
    s.server.say(shot(0, 0, 0, "00000000000000aa"));
    s.server.say(R"({"type":"refusal","reason":"not your turn: seat 0 (Ana) shoots next"})");
    s.client.update(0.016);
    EXPECT_EQ(s.client.phase(), OnlinePhase::Playing);
    ASSERT_TRUE(s.client.hasUpdate());
    const OnlineHole first = std::get<OnlineHole>(s.client.take());
    EXPECT_EQ(first.index, 0);
    EXPECT_EQ(first.holes, 2);
    EXPECT_EQ(first.players, 2);
    EXPECT_FALSE(first.ballCollisions);
    EXPECT_EQ(first.level.name, "Lane");
    EXPECT_EQ(first.level.width, 7);
    const OnlineShot played = std::get<OnlineShot>(s.client.take());
    EXPECT_EQ(played.seq, 0);
    EXPECT_EQ(played.shot.player, 0);
    EXPECT_EQ(played.shot.velocity.x, 3.0000000000000004); // to the last bit
    EXPECT_EQ(played.shot.velocity.y, -0.1);
    EXPECT_FALSE(played.shot.at.has_value());
    EXPECT_EQ(played.hash, "00000000000000aa");
    const OnlineNotice refusal = std::get<OnlineNotice>(s.client.take());
    EXPECT_EQ(refusal.kind, OnlineNotice::Kind::Refusal);
    EXPECT_EQ(refusal.text, "not your turn: seat 0 (Ana) shoots next");
    EXPECT_FALSE(s.client.hasUpdate());
    EXPECT_EQ(s.client.phase(), OnlinePhase::Playing); // a refusal after a seat is no failure
}

TEST(OnlineClient, RefusesALevelWhoseHashIsNotTheServers) {
    Seated s;
    s.server.say(hole(0, false, "0123456789abcdef"));
    s.client.update(0.016);
    EXPECT_EQ(s.client.phase(), OnlinePhase::Failed);
    EXPECT_EQ(s.client.error(), "hole 1: the level's hash is not the server's");
}

TEST(OnlineClient, RefusesAShotOutOfSequence) {
    Seated s;
    s.server.say(hole(0));
    s.server.say(shot(0, 1, 0, "00000000000000aa"));
    s.client.update(0.016);
    EXPECT_EQ(s.client.phase(), OnlinePhase::Failed);
    EXPECT_EQ(s.client.error(), "shot: not the next shot of the hole this game plays");
}

TEST(OnlineClient, ComesBackWithItsTokenAndGetsOnlyTheShotsItMissed) {
    Seated s;
    s.server.say(hole(0));
    s.server.say(shot(0, 0, 0, "00000000000000aa"));
    s.client.update(0.016);
    while (s.client.hasUpdate()) {
        (void)s.client.take();
    }
    s.server.drop("end of stream");
    s.client.update(0.016);
    const OnlineNotice lost = std::get<OnlineNotice>(s.client.take());
    EXPECT_EQ(lost.kind, OnlineNotice::Kind::Connection);
    EXPECT_EQ(lost.text, "connection lost (end of stream); coming back\u2026");
    EXPECT_TRUE(s.server.last().destroyed);
    s.client.update(0.4); // the retry waits half a second
    EXPECT_EQ(s.server.lines.size(), 1U);
    s.client.update(0.2);
    ASSERT_EQ(s.server.lines.size(), 2U);
    EXPECT_EQ(s.client.attempts(), 2);
    s.server.open();
    s.client.update(0.016);
    ASSERT_EQ(s.server.last().sent.size(), 1U);
    EXPECT_EQ(s.server.last().sent[0], R"({"type":"rejoin","room":"ABCDEFGH","token":"t0k3n"})");
    s.server.say(welcome(1));
    s.server.say(hole(0, true));
    s.server.say(
        R"({"type":"state","hole":0,"shots":[{"player":0,"vx":3.0000000000000004,"vy":-0.1,"hash":"00000000000000aa"},{"player":1,"vx":1,"vy":2,"hash":"00000000000000bb"}],"next":0})");
    s.client.update(0.016);
    const OnlineShot missed = std::get<OnlineShot>(s.client.take());
    EXPECT_EQ(missed.seq, 1);
    EXPECT_EQ(missed.shot.player, 1);
    EXPECT_EQ(missed.hash, "00000000000000bb");
    EXPECT_EQ(std::get<OnlineNotice>(s.client.take()).kind, OnlineNotice::Kind::Back);
    EXPECT_FALSE(s.client.hasUpdate()); // the same hole is not announced again
    // The next live shot follows the two.
    s.server.say(shot(0, 2, 0, "00000000000000cc"));
    s.client.update(0.016);
    EXPECT_EQ(std::get<OnlineShot>(s.client.take()).seq, 2);
}

// Seat 1 saw shot 0 and went away; meanwhile it lost its turn after that shot and seat 0
// shot again. The state hands over, in the server's order, the skip, then the shot missed.
TEST(OnlineClient, ComingBackHandsOverTheSkipsInTheServersOrder) {
    Seated s;
    s.server.say(hole(0));
    s.server.say(shot(0, 0, 0, "00000000000000aa"));
    s.server.drop();
    s.client.update(0.016);
    s.client.update(0.5);
    s.server.open();
    s.server.say(welcome(1));
    s.server.say(hole(0, true));
    s.server.say(
        R"({"type":"state","hole":0,"shots":[{"player":0,"vx":3.0000000000000004,"vy":-0.1,"hash":"00000000000000aa"},{"player":0,"vx":1,"vy":2,"hash":"00000000000000bb"}],"skips":[{"after":1,"player":1}],"next":1})");
    s.client.update(0.016);
    std::vector<OnlineShot> shots;
    while (s.client.hasUpdate()) {
        OnlineUpdate update = s.client.take();
        if (OnlineShot* handed = std::get_if<OnlineShot>(&update)) {
            shots.push_back(*handed);
        }
    }
    ASSERT_EQ(shots.size(), 3U); // shot 0 as seen live, then the skip, then shot 1
    EXPECT_FALSE(shots[0].skipped);
    EXPECT_TRUE(shots[1].skipped);
    EXPECT_EQ(shots[1].seq, 1);
    EXPECT_EQ(shots[1].shot.player, 1);
    EXPECT_FALSE(shots[2].skipped);
    EXPECT_EQ(shots[2].seq, 1);
    EXPECT_EQ(shots[2].hash, "00000000000000bb");
    EXPECT_NE(s.client.phase(), OnlinePhase::Failed);
}

TEST(OnlineClient, ComingBackToAStateWithAnotherSkipThanItSawFails) {
    Seated s;
    s.server.say(hole(0));
    s.server.say(R"({"type":"skip","hole":0,"player":0,"next":1})");
    s.server.drop();
    s.client.update(0.016);
    s.client.update(0.5);
    s.server.open();
    s.server.say(welcome(1));
    s.server.say(hole(0, true));
    // A seen skip is not handed over again...
    s.server.say(
        R"({"type":"state","hole":0,"shots":[],"skips":[{"after":0,"player":0}],"next":1})");
    s.client.update(0.016);
    int skips = 0;
    while (s.client.hasUpdate()) {
        OnlineUpdate update = s.client.take();
        skips += std::holds_alternative<OnlineShot>(update) ? 1 : 0;
    }
    EXPECT_EQ(skips, 1);
    EXPECT_NE(s.client.phase(), OnlinePhase::Failed);
    // ... and a state without it (or with another) is the server's fault, said.
    s.server.drop();
    s.client.update(0.016);
    s.client.update(0.5);
    s.server.open();
    s.server.say(welcome(1));
    s.server.say(hole(0, true));
    s.server.say(R"({"type":"state","hole":0,"shots":[],"skips":[],"next":0})");
    s.client.update(0.016);
    EXPECT_EQ(s.client.phase(), OnlinePhase::Failed);
    EXPECT_EQ(s.client.error(), "state: the server lost a skip (it has 0 of the 1 this game saw)");
}

TEST(OnlineClient, ComingBackToAStateMissingAShotItSawFails) {
    Seated s;
    s.server.say(hole(0));
    s.server.say(shot(0, 0, 0, "00000000000000aa"));
    s.server.drop();
    s.client.update(0.016);
    s.client.update(0.5);
    s.server.open();
    s.server.say(welcome(1));
    s.server.say(hole(0, true));
    s.server.say(R"({"type":"state","hole":0,"shots":[],"next":0})");
    s.client.update(0.016);
    EXPECT_EQ(s.client.phase(), OnlinePhase::Failed);
    EXPECT_EQ(s.client.error(),
              "state: the server lost an acknowledged shot (it has 0 of the 1 this game saw)");
}

TEST(OnlineClient, GivesUpComingBackAfterItsTime) {
    FakeServer server;
    OnlineClient client(fakeFactory(server), {.name = "Tess", .joinCode = "ABCDEFGH"},
                        {.retrySeconds = 0.5, .connectForSeconds = 5, .reconnectForSeconds = 3});
    server.open();
    server.say(welcome(1));
    server.drop();
    client.update(0.016);
    // Every try fails at once (the server is gone): a try each half second for 3 s.
    for (int i = 0; i < 100 && client.phase() != OnlinePhase::Failed; ++i) {
        if (!server.last().destroyed) {
            server.drop("connection refused");
        }
        client.update(0.1);
    }
    EXPECT_EQ(client.phase(), OnlinePhase::Failed);
    EXPECT_EQ(client.error(), "the server is lost: connection refused");
    EXPECT_GE(client.attempts(), 6);
    EXPECT_LE(client.attempts(), 8);
}

TEST(OnlineClient, CannotReachAServerThatNeverAnswers) {
    FakeServer server;
    OnlineClient client(fakeFactory(server), {.name = "Tess", .joinCode = "ABCDEFGH"},
                        {.retrySeconds = 1, .connectForSeconds = 2, .reconnectForSeconds = 30});
    for (int i = 0; i < 50 && client.phase() != OnlinePhase::Failed; ++i) {
        if (!server.last().destroyed) {
            server.drop("connection refused");
        }
        client.update(0.1);
    }
    EXPECT_EQ(client.phase(), OnlinePhase::Failed);
    EXPECT_EQ(client.error(), "cannot reach the server: connection refused");
    EXPECT_EQ(client.attempts(), 2); // at 0 s and 1 s; at 2 s it gives up
}

TEST(OnlineClient, TheEndIsFinalAndALaterDropIsNoLoss) {
    Seated s;
    s.server.say(hole(0));
    s.server.say(
        R"({"type":"end","room":"ABCDEFGH","players":["Ana","Tess"],"scores":[[2,3],[1,4]]})");
    s.server.drop();
    s.client.update(0.016);
    s.client.update(5);
    EXPECT_EQ(s.client.phase(), OnlinePhase::Ended);
    EXPECT_EQ(s.server.lines.size(), 1U);
    (void)s.client.take();
    const OnlineEnd end = std::get<OnlineEnd>(s.client.take());
    EXPECT_EQ(end.scores, (std::vector<std::vector<int>>{{2, 3}, {1, 4}}));
}

TEST(OnlineClient, BrokenJsonFromTheServerFails) {
    Seated s;
    s.server.say("{\"type\":");
    s.client.update(0.016);
    EXPECT_EQ(s.client.phase(), OnlinePhase::Failed);
    EXPECT_NE(s.client.error().find("the server sent broken JSON: server:1:"), std::string::npos)
        << s.client.error();
}

TEST(OnlineRequest, NeedsANameAndACourseOrACode) {
    EXPECT_EQ(requestError({}), "enter your name");
    EXPECT_EQ(requestError({.name = "Ana"}), "enter a course to host or a room code to join");
    EXPECT_EQ(requestError({.name = "Ana", .joinCode = "X"}), "");
    EXPECT_EQ(requestError({.name = "Ana", .hostCourse = "lane"}), "");
}

TEST(OnlineRequest, AHostsSkipAfterIsSentWithinTheServersRange) {
    // The field's text: empty is never; whole seconds 1..3600 as the host message accepts.
    EXPECT_EQ(skipAfterSeconds(""), 0);
    EXPECT_EQ(skipAfterSeconds("1"), 1);
    EXPECT_EQ(skipAfterSeconds("3600"), 3600);
    EXPECT_EQ(skipAfterSeconds("0030"), 30);
    for (const char* bad : {"0", "3601", "9999", "12345", "-1", " 5", "1.5", "5s"}) {
        EXPECT_EQ(skipAfterSeconds(bad), std::nullopt) << bad;
    }
    const OnlineRequest host{.name = "Ana", .hostCourse = "lane", .skipAfter = 30};
    EXPECT_EQ(
        openingMessage(host),
        R"({"type":"host","course":"lane","name":"Ana","ballCollisions":true,"skipAfter":30})");
    EXPECT_EQ(openingMessage({.name = "Ana", .hostCourse = "lane"}),
              R"({"type":"host","course":"lane","name":"Ana","ballCollisions":true})");
    EXPECT_EQ(requestError(host), "");
    EXPECT_EQ(requestError({.name = "Ana", .hostCourse = "lane", .skipAfter = 3601}),
              "skip after: 1 to 3600 seconds, or empty for never");
    EXPECT_EQ(requestError({.name = "Ana", .hostCourse = "lane", .skipAfter = -1}),
              "skip after: 1 to 3600 seconds, or empty for never");
    // The server parses what the game sends: the same bounds (docs/online.md).
    const online::ClientMessageParse parsed = online::parseClientMessage(openingMessage(host));
    ASSERT_TRUE(parsed.message) << parsed.error;
    EXPECT_EQ(parsed.message->skipAfter, 30.0);
}

} // namespace
} // namespace golf::game
