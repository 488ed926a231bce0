// Tests of the small JSON documents' reader and writer (golf/formats/json_document.hpp) and of
// their typed reading with located messages (json_place.hpp).

#include "golf/formats/json_document.hpp"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <string>
#include <sys/stat.h>

namespace golf {
namespace {

namespace fs = std::filesystem;

fs::path freshFolder(const std::string& name) {
    const fs::path folder = fs::temp_directory_path() / ("golf-json-document-" + name);
    fs::remove_all(folder);
    fs::create_directories(folder);
    return folder;
}

JsonDocument parsed(const std::string& text) {
    JsonDocumentRead read = parseJsonDocument(text, "s.json");
    EXPECT_TRUE(read.document.has_value()) << read.error;
    return read.document ? std::move(*read.document) : JsonDocument{};
}

TEST(JsonDocument, SyntaxErrorsAreLocated) {
    // Line 2, column 16: the x after "v": (columns count code points: the two bytes of é are
    // one column).
    const JsonDocumentRead read = parseJsonDocument("{\n  \"é\": 1, \"v\": x }", "s.json");
    EXPECT_FALSE(read.document.has_value());
    EXPECT_EQ(read.error.rfind("s.json:2:16: ", 0), 0u) << read.error;
    EXPECT_FALSE(read.missing);
}

TEST(JsonDocument, DuplicateKeysDeepNestingAndTooManyValuesAreRefused) {
    EXPECT_EQ(parseJsonDocument(R"({"a": {"b": 1, "b": 2}})", "s.json").error,
              "s.json: 'a.b': duplicate key");
    const std::string deep = std::string(65, '[') + std::string(65, ']');
    EXPECT_NE(parseJsonDocument(deep, "s.json").error.find("nested more than 64"),
              std::string::npos);
    EXPECT_TRUE(parseJsonDocument(std::string(64, '[') + std::string(64, ']'), "s.json").document);
    const JsonLimits three{.maxBytes = 1024, .maxValues = 3, .maxObjectKeys = 2};
    EXPECT_TRUE(parseJsonDocument("[1, 2]", "s", three).document);
    EXPECT_EQ(parseJsonDocument("[1, 2, 3]", "s", three).error, "s: more than 3 JSON values");
    EXPECT_EQ(parseJsonDocument(R"({"a": 1, "b": 2, "c": 3})", "s", {.maxObjectKeys = 2}).error,
              "s: 'c': more than 2 keys in one object");
    EXPECT_NE(parseJsonDocument(std::string(1025, ' ') + "1", "s", three).error.find("1024 bytes"),
              std::string::npos);
}

TEST(JsonDocument, AnObjectOfManyRecordsIsReadInOrderWhenAllowed) {
    // The game's best scores: one key per level ever played, more than a level's 1000.
    std::string text = "{";
    for (int i = 0; i < 5000; ++i) {
        text += (i == 0 ? "\"" : ",\"") + std::to_string(4999 - i) + "\":" + std::to_string(i);
    }
    text += "}";
    EXPECT_NE(parseJsonDocument(text, "s").error.find("more than 1000 keys"), std::string::npos);
    const JsonDocumentRead read = parseJsonDocument(text, "s", {.maxObjectKeys = 10000});
    ASSERT_TRUE(read.document.has_value()) << read.error;
    const auto& members = read.document->top.members();
    ASSERT_EQ(members.size(), 5000u);
    EXPECT_EQ(members[0].key, "4999");
    EXPECT_EQ(members[4999].key, "0");
    EXPECT_EQ(members[4999].value, JsonValue(4999));
}

TEST(JsonDocument, FilesAreReadBoundedAndOnlyWhenRegular) {
    const fs::path folder = freshFolder("read");
    const JsonDocumentRead missing = readJsonDocument(folder / "none.json");
    EXPECT_TRUE(missing.missing);
    EXPECT_EQ(missing.error, (folder / "none.json").string() + ": no such file");
    const JsonDocumentRead isFolder = readJsonDocument(folder);
    EXPECT_FALSE(isFolder.missing);
    EXPECT_EQ(isFolder.error, folder.string() + ": is a folder, not a file");
    ASSERT_EQ(mkfifo((folder / "fifo.json").c_str(), 0600), 0);
    EXPECT_EQ(readJsonDocument(folder / "fifo.json").error, // must not block
              (folder / "fifo.json").string() + ": is not a regular file");
    const JsonLimits small{.maxBytes = 64 * 1024};
    std::ofstream(folder / "exact.json") << '"' << std::string(64 * 1024 - 2, 'a') << '"';
    EXPECT_TRUE(readJsonDocument(folder / "exact.json", small).document);
    std::ofstream(folder / "big.json") << '"' << std::string(64 * 1024 - 1, 'a') << '"';
    EXPECT_EQ(readJsonDocument(folder / "big.json", small).error,
              (folder / "big.json").string() + ": the file is larger than 64 KiB");
}

TEST(JsonDocument, TypedReadingNamesTheFileAndTheKeyPath) {
    const JsonDocument document = parsed(R"({"volume": "loud", "level": 7, "par": 2.0,
        "holes": [1, {"x": true}], "big": 18446744073709551615, "name": "Ana"})");
    const JsonPlace top = document.place();
    EXPECT_EQ(top["volume"].number().error, "s.json: volume: must be a number, got a string");
    EXPECT_EQ(top["level"].number(0, 1).error, "s.json: level: 7 is outside [0, 1]");
    EXPECT_EQ(top["level"].number(0, 10).value, 7.0);
    EXPECT_EQ(top["par"].integer(1, 10).error, "s.json: par: must be an integer, got 2.0");
    EXPECT_EQ(top["big"].integer(1, 999).error,
              "s.json: big: 18446744073709551615 is outside [1, 999]");
    EXPECT_EQ(top["level"].integer(1, 9).value, 7);
    EXPECT_EQ(top["muted"].boolean().error, "s.json: muted: missing");
    EXPECT_FALSE(top["muted"].present());
    EXPECT_EQ(top["holes"]["x"].boolean().error, "s.json: holes: must be an object, got an array");
    EXPECT_EQ(top["holes"]["x"]["y"].string().error,
              "s.json: holes: must be an object, got an array");
    const std::vector<JsonPlace> holes = top["holes"].elements();
    ASSERT_EQ(holes.size(), 2u);
    EXPECT_EQ(holes[1]["x"].boolean().value, true);
    EXPECT_EQ(holes[0].string().error, "s.json: holes[0]: must be a string, got 1");
    EXPECT_EQ(holes[1]["x"].path(), "holes[1].x");
    EXPECT_EQ(top["name"].string().value, "Ana");
    EXPECT_EQ(top["name"].expectObject(), "s.json: name: must be an object, got a string");
    EXPECT_EQ(top.expectObject(), "");
    EXPECT_EQ(JsonPlace(JsonValue::array(), "t").expectObject(),
              "t: the top level: must be an object, got an array");
}

TEST(JsonDocument, MembersAndFormatsAreReadInOrder) {
    const JsonDocument document = parsed(R"({"format": "f/2", "holes": {"b": 1, "a": 2}})");
    const JsonPlace top = document.place();
    EXPECT_EQ(top["format"].expectOneOf({"f/2", "f/1"}), "");
    EXPECT_EQ(top["format"].expectOneOf({"g/1"}),
              "s.json: format: 'f/2' is not supported (expected 'g/1')");
    EXPECT_EQ(top["holes"].expectOneOf({"g/1"}),
              "s.json: holes: must be the string 'g/1', got an object");
    EXPECT_EQ(top["nope"].expectOneOf({"g/1"}), "s.json: nope: missing");
    const std::vector<JsonPlace> holes = top["holes"].members();
    ASSERT_EQ(holes.size(), 2u);
    EXPECT_EQ(holes[0].key(), "b");
    EXPECT_EQ(holes[0].path(), "holes.b");
    EXPECT_EQ(holes[1].integer(0, 5).value, 2);
    EXPECT_TRUE(top["format"].members().empty());
}

TEST(JsonDocument, WrittenAtomicallyInTheReadableLayoutAndReadBack) {
    const fs::path folder = freshFolder("write");
    const JsonValue value =
        JsonValue::object({{"format", "x/1"}, {"list", JsonValue::array({1, 2.5, "é"})}});
    ASSERT_EQ(writeJsonDocument(folder / "d.json", value), "");
    std::ifstream in(folder / "d.json");
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    // An object holding an array is not plain: one member a line; the array of plain values
    // is on one.
    EXPECT_EQ(text, "{\n  \"format\": \"x/1\",\n  \"list\": [1, 2.5, \"é\"]\n}\n");
    const JsonDocumentRead read = readJsonDocument(folder / "d.json");
    ASSERT_TRUE(read.document.has_value()) << read.error;
    EXPECT_EQ(read.document->top, value);
    EXPECT_EQ(read.document->source, (folder / "d.json").string());
    // A folder in the way: refused with a message naming it, nothing left behind.
    fs::create_directories(folder / "taken.json");
    EXPECT_NE(writeJsonDocument(folder / "taken.json", value).find("taken.json"),
              std::string::npos);
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(folder)) {
        ++files;
    }
    EXPECT_EQ(files, 2u);
}

} // namespace
} // namespace golf
