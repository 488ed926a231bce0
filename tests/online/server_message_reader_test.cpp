// A client's reading of the server's messages (online/server_message_reader.hpp), shared by
// the bot and the game: every type, a hole's level checked against its hash, and reasons.

#include "golf/core/level_hash.hpp"
#include "golf/formats/level_loader.hpp"
#include "golf/online/server_address.hpp"
#include "golf/online/server_message_reader.hpp"

#include <gtest/gtest.h>
#include <string>

namespace golf::online {
namespace {

// A level as the server sends it (JSON text inside a JSON string).
const std::string levelText =
    R"({\"format\":\"minigolf-level/1\",\"name\":\"Lane\",\"par\":2,\"tiles\":[\"#######\",\"#S...O#\",\"#######\"]})";

std::string hole(const std::string& hash) {
    return R"({"type":"hole","hole":1,"holes":2,"file":"lane.json","levelHash":")" + hash +
           R"(","format":1,"level":")" + levelText +
           R"(","players":2,"ballCollisions":false,"next":1,"resumed":true})";
}

TEST(ServerMessageReader, ReadsAWelcomeAndALobby) {
    const ServerMessageRead welcome = readServerMessage(
        R"({"type":"welcome","version":1,"room":"ABCDEFGH","seat":3,"token":"t0k","course":"lane","title":"Lane","holes":2})");
    ASSERT_TRUE(welcome.message) << welcome.error;
    const auto& w = std::get<WelcomeMessage>(*welcome.message);
    EXPECT_EQ(w.room, "ABCDEFGH");
    EXPECT_EQ(w.seat, 3);
    EXPECT_EQ(w.token, "t0k");
    EXPECT_EQ(w.holes, 2);
    const ServerMessageRead lobby = readServerMessage(
        R"({"type":"lobby","room":"R","course":"c","phase":"lobby","players":["a","b"]})");
    ASSERT_TRUE(lobby.message) << lobby.error;
    EXPECT_EQ(std::get<LobbyMessage>(*lobby.message).players, (std::vector<std::string>{"a", "b"}));
}

TEST(ServerMessageReader, ReadsShotsWithAndWithoutAt) {
    const ServerMessageRead shot = readServerMessage(
        R"({"type":"shot","hole":0,"seq":4,"player":1,"vx":-0.5,"vy":2,"at":1.25,"hash":"00aa","next":-1})");
    ASSERT_TRUE(shot.message) << shot.error;
    const auto& s = std::get<ShotMessage>(*shot.message);
    EXPECT_EQ(s.seq, 4);
    EXPECT_EQ(s.played.shot.player, 1);
    EXPECT_EQ(s.played.shot.velocity.x, -0.5);
    EXPECT_EQ(s.played.shot.at, 1.25);
    EXPECT_EQ(s.next, -1);
    const ServerMessageRead state = readServerMessage(
        R"({"type":"state","hole":0,"shots":[{"player":0,"vx":1,"vy":0,"hash":"01"}],"next":1})");
    ASSERT_TRUE(state.message) << state.error;
    const auto& st = std::get<StateMessage>(*state.message);
    ASSERT_EQ(st.shots.size(), 1U);
    EXPECT_FALSE(st.shots[0].shot.at);
    EXPECT_EQ(st.shots[0].hash, "01");
}

TEST(ServerMessageReader, ReadsTheSkipsOfAStateInOrder) {
    const ServerMessageRead state = readServerMessage(
        R"({"type":"state","hole":0,"shots":[{"player":0,"vx":1,"vy":0,"hash":"01"}],"skips":[{"after":0,"player":1},{"after":1,"player":1}],"next":0})");
    ASSERT_TRUE(state.message) << state.error;
    const auto& st = std::get<StateMessage>(*state.message);
    EXPECT_EQ(st.skips, (std::vector<HoleSkip>{{0, 1}, {1, 1}}));
    // After more shots than the state has, or before the skip listed before it: refused.
    for (const char* skips :
         {R"([{"after":2,"player":1}])", R"([{"after":1,"player":1},{"after":0,"player":1}])"}) {
        const ServerMessageRead wrong = readServerMessage(
            std::string(
                R"({"type":"state","hole":0,"shots":[{"player":0,"vx":1,"vy":0,"hash":"01"}],"skips":)") +
            skips + R"(,"next":0})");
        EXPECT_FALSE(wrong.message) << skips;
        EXPECT_NE(wrong.error.find("is out of order"), std::string::npos) << wrong.error;
    }
}

TEST(ServerMessageReader, LoadsTheHolesLevelAndChecksItsHash) {
    const std::string unescaped =
        R"({"format":"minigolf-level/1","name":"Lane","par":2,"tiles":["#######","#S...O#","#######"]})";
    const std::string hash = hashToHex(levelHash(*parseLevel(unescaped, "lane.json").level));
    const ServerMessageRead right = readServerMessage(hole(hash));
    ASSERT_TRUE(right.message) << right.error;
    const auto& h = std::get<HoleMessage>(*right.message);
    EXPECT_EQ(h.hole, 1);
    EXPECT_EQ(h.level.name, "Lane");
    EXPECT_EQ(h.level.cup.x, 5.5); // the cup's tile centre, column 5
    EXPECT_EQ(h.players, 2);
    EXPECT_FALSE(h.ballCollisions);
    EXPECT_EQ(h.next, 1);
    EXPECT_TRUE(h.resumed);
    const ServerMessageRead wrong = readServerMessage(hole("0123456789abcdef"));
    EXPECT_FALSE(wrong.message);
    EXPECT_EQ(wrong.error, "hole 2: the level's hash is not the server's");
}

TEST(ServerMessageReader, ReadsTheEndsScores) {
    const ServerMessageRead end = readServerMessage(
        R"({"type":"end","room":"R","players":["a","b"],"scores":[[2,3],[1,4]]})");
    ASSERT_TRUE(end.message) << end.error;
    EXPECT_EQ(std::get<EndMessage>(*end.message).scores,
              (std::vector<std::vector<int>>{{2, 3}, {1, 4}}));
}

TEST(ServerMessageReader, GivesReasons) {
    EXPECT_EQ(readServerMessage(R"({"type":"bogus"})").error,
              R"(the server sent an unknown message: {"type":"bogus"})");
    EXPECT_EQ(
        readServerMessage("{\"type\":").error.rfind("the server sent broken JSON: server:1:", 0),
        0U);
    const ServerMessageRead noVx = readServerMessage(
        R"({"type":"shot","hole":0,"seq":0,"player":0,"vy":0,"hash":"1","next":0})");
    EXPECT_FALSE(noVx.message);
    EXPECT_NE(noVx.error.find("shot: a malformed message (server: vx"), std::string::npos)
        << noVx.error;
    EXPECT_FALSE(
        readServerMessage(
            R"({"type":"welcome","room":"R","seat":9,"token":"t","course":"c","title":"t","holes":1})")
            .message); // seat 9: there are 8 seats
    EXPECT_FALSE(readServerMessage(R"({"type":"end","players":[],"scores":{}})").message);
}

TEST(ServerAddress, ReadsNumericUrlsOnly) {
    const auto v4 = parseServerUrl("ws://127.0.0.1:8080/");
    ASSERT_TRUE(v4);
    EXPECT_EQ(v4->host, "127.0.0.1");
    EXPECT_EQ(v4->port, 8080);
    const auto v6 = parseServerUrl("http://[::1]:65535");
    ASSERT_TRUE(v6);
    EXPECT_EQ(v6->host, "::1");
    EXPECT_EQ(parseServerUrl("10.0.0.2:1")->port, 1);
    EXPECT_FALSE(parseServerUrl("ws://localhost:8080")); // no name lookup
    EXPECT_FALSE(parseServerUrl("ws://127.0.0.1:0"));
    EXPECT_FALSE(parseServerUrl("ws://127.0.0.1:65536"));
    EXPECT_FALSE(parseServerUrl("ws://127.0.0.1"));
    EXPECT_FALSE(parseServerUrl("ws://127.0.0.1:80x"));
    EXPECT_FALSE(parseServerUrl("ws://999.0.0.1:80"));
}

} // namespace
} // namespace golf::online
