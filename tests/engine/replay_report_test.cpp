// Tests of `golf replay --json`'s report (tools/golf/replay_report.cpp, also compiled into the
// Python module): streamed, it writes the same bytes as the report built from the outcome's
// document (outcomeToJson), on every golden and on a hand-made outcome with awkward values.

#include "golf/formats/json_value.hpp"
#include "golf/formats/outcome.hpp"
#include "golf/replay/replay.hpp"
#include "replay_report.hpp"

#include <algorithm>
#include <filesystem>
#include <gtest/gtest.h>
#include <limits>

namespace golf {
namespace {

/// The report as it was written before it was streamed: the document's members spliced in.
std::string documentReport(const std::string& source, const ReplayFileResult& result) {
    std::string line = "{\"log\":" + jsonStringLiteral(source);
    if (result.outcome) {
        const std::string outcome = outcomeToJson(*result.outcome);
        line += "," + outcome.substr(1, outcome.size() - 2);
    }
    if (!result.errors.empty()) {
        line += ",\"errors\":[";
        for (std::size_t i = 0; i < result.errors.size(); ++i) {
            line += (i == 0 ? "" : ",") + jsonStringLiteral(result.errors[i]);
        }
        line += "]";
    }
    return line + "}\n";
}

TEST(ReplayReport, JsonIsByteForByteTheDocumentsOnEveryGolden) {
    const std::filesystem::path folder = std::filesystem::path(GOLF_SOURCE_DIR) / "tests/golden";
    std::vector<std::filesystem::path> logs;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        if (entry.path().string().ends_with(".shots.json")) {
            logs.push_back(entry.path());
        }
    }
    std::sort(logs.begin(), logs.end());
    ASSERT_GE(logs.size(), 20u);
    for (const std::filesystem::path& log : logs) {
        // The options of `golf replay --json`.
        const ReplayFileResult result =
            replayFile(log, ReplayOptions{.checkExpect = true, .shotDetails = true});
        ASSERT_TRUE(result.outcome.has_value()) << log;
        EXPECT_EQ(cli::jsonReport(log.string(), result), documentReport(log.string(), result))
            << log;
    }
}

TEST(ReplayReport, JsonIsByteForByteTheDocumentsOnAwkwardValues) {
    ReplayOutcome outcome;
    outcome.levelName = "x";
    outcome.tickRate = 120;
    ShotReport shot;
    shot.shot = 0;
    shot.player = 1;
    shot.stroke = 3;
    shot.ticks = std::numeric_limits<std::int64_t>::max();
    shot.moverHits = 2;
    shot.ballsHit = {0, 1};
    shot.watered = {1};
    shot.hash = "00ff";
    BallReport ball;
    ball.player = 1;
    ball.inPlay = true;
    ball.position = {1e-5, 2.0};
    ball.velocity = {-0.0, 1e16};
    ball.strokes = 3;
    shot.shooter = ball;
    shot.balls = {ball, BallReport{.player = 2, .holed = true}};
    outcome.shots = {shot, ShotReport{}};
    outcome.final.ticks = 7;
    outcome.final.clock = 0.1 + 0.2;
    outcome.final.balls = {ball};
    outcome.final.hash = "ab\"c";
    ReplayFileResult result;
    result.outcome = outcome;
    result.errors = {"a \"quoted\"\tmessage", "bad \xff byte"};
    const std::string source = "dir/\xc3\xa9\n.shots.json";
    EXPECT_EQ(cli::jsonReport(source, result), documentReport(source, result));
    // A log that did not load: its errors alone.
    const ReplayFileResult failed{.errors = {"missing.shots.json: no such file"}};
    EXPECT_EQ(cli::jsonReport("missing.shots.json", failed),
              "{\"log\":\"missing.shots.json\",\"errors\":[\"missing.shots.json: no such "
              "file\"]}\n");
    // No shots: empty arrays.
    ReplayFileResult empty;
    empty.outcome = ReplayOutcome{};
    EXPECT_EQ(cli::jsonReport("e", empty), documentReport("e", empty));
    EXPECT_EQ(cli::jsonReport("e", empty),
              "{\"log\":\"e\",\"shots\":[],\"final\":{\"ticks\":0,\"balls\":[],\"hash\":\"\"}}\n");
}

} // namespace
} // namespace golf
