// The client messages' parser (online/client_message.hpp): every type, and refusals with
// their located reasons.

#include "golf/online/client_message.hpp"

#include <gtest/gtest.h>
#include <string>

namespace golf::online {
namespace {

TEST(ClientMessage, ReadsEveryType) {
    ClientMessageParse host = parseClientMessage(
        R"({"type":"host","course":"tiny","name":"ann","ballCollisions":false})");
    ASSERT_TRUE(host.message) << host.error;
    EXPECT_EQ(host.message->type, ClientMessageType::Host);
    EXPECT_EQ(host.message->course, "tiny");
    EXPECT_EQ(host.message->name, "ann");
    EXPECT_FALSE(host.message->ballCollisions);

    ClientMessageParse join = parseClientMessage(R"({"room":"ABCDEFGH","type":"join","name":"b"})");
    ASSERT_TRUE(join.message) << join.error;
    EXPECT_EQ(join.message->type, ClientMessageType::Join);
    EXPECT_EQ(join.message->room, "ABCDEFGH");

    ClientMessageParse rejoin = parseClientMessage(R"({"type":"rejoin","room":"R","token":"t"})");
    ASSERT_TRUE(rejoin.message);
    EXPECT_EQ(rejoin.message->token, "t");

    ClientMessageParse start = parseClientMessage(R"({"type":"start"})");
    ASSERT_TRUE(start.message);
    EXPECT_EQ(start.message->type, ClientMessageType::Start);

    ClientMessageParse shot =
        parseClientMessage(R"({"type":"shot","angle":-90,"speed":2.5,"at":3})");
    ASSERT_TRUE(shot.message);
    EXPECT_EQ(shot.message->angle, -90.0);
    EXPECT_EQ(shot.message->speed, 2.5);
    EXPECT_EQ(shot.message->at, 3.0);
    EXPECT_FALSE(parseClientMessage(R"({"type":"shot","angle":0,"speed":0})").message->at);
}

TEST(ClientMessage, RefusesWithReasons) {
    const auto reason = [](const std::string& text) {
        return parseClientMessage(text).error;
    };
    EXPECT_EQ(reason("{not json").substr(0, 10), "message:1:");
    EXPECT_EQ(reason("[1]"), "message: the top level: must be an object, got an array");
    EXPECT_NE(reason(R"({"type":"dance"})").find("unknown message type"), std::string::npos);
    EXPECT_NE(reason(R"({"name":"x"})").find("type: missing"), std::string::npos);
    EXPECT_EQ(reason(R"({"type":"start","spin":1})"), "message: spin: unknown key");
    EXPECT_EQ(reason(R"({"type":"join","room":"R"})"), "message: name: missing");
    EXPECT_NE(reason(R"({"type":"shot","angle":"left","speed":1})").find("angle: must be a number"),
              std::string::npos);
    EXPECT_NE(reason(R"({"type":"shot","angle":0,"speed":-1})").find("speed: -1 is outside"),
              std::string::npos);
    EXPECT_NE(reason(R"({"type":"shot","angle":0,"speed":1,"at":-1})").find("at: -1 is outside"),
              std::string::npos);
    EXPECT_NE(reason(R"({"type":"shot","angle":1e400,"speed":1})").find("too large"),
              std::string::npos);
    EXPECT_NE(reason(R"({"type":"start","type":"start"})").find("duplicate key"),
              std::string::npos);
    const std::string big = R"({"type":"host","course":")" +
                            std::string(maxClientMessageBytes, 'x') + R"(","name":"a"})";
    EXPECT_NE(reason(big).find("at most 65536"), std::string::npos);
    EXPECT_FALSE(reason(R"({"type":"host","course":"c","name":"n","ballCollisions":1})").empty());
}

} // namespace
} // namespace golf::online
