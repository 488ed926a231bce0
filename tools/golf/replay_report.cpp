#include "replay_report.hpp"

#include "shown_text.hpp"

#include <charconv>
#include <nlohmann/json.hpp>

namespace golf::cli {

namespace {

/// A number with `decimals` decimals (for reading, not for round-tripping).
// The text printf's "%.*f" gives (std::to_chars with a precision is specified so), without
// printf's parsing of a format: a shot log's report prints millions of these.
std::string fixed(double value, int decimals) {
    char text[400]; // the largest double has 309 digits before the point
    const auto end =
        std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, decimals);
    return {text, end.ptr};
}

std::string count(int n, const char* singular, const char* plural) {
    return std::to_string(n) + " " + (n == 1 ? singular : plural);
}

std::string playerList(const std::vector<int>& players) {
    std::string text;
    for (std::size_t i = 0; i < players.size(); ++i) {
        text +=
            (i == 0 ? "" : (i + 1 == players.size() ? " and " : ", ")) + std::to_string(players[i]);
    }
    return text;
}

std::string shotLine(const ShotReport& shot, int tickRate) {
    std::string line = "  shot " + std::to_string(shot.shot) + ": player " +
                       std::to_string(shot.player) + ", stroke " + std::to_string(shot.stroke) +
                       ", " + fixed(static_cast<double>(shot.ticks) / tickRate, 2) + " s: ";
    line += shot.wallHits == 0 ? "no wall hit" : count(shot.wallHits, "wall hit", "wall hits");
    if (shot.ballHits > 0) {
        line += ", " + count(shot.ballHits, "ball hit", "ball hits") + " (players " +
                playerList(shot.ballsHit) + ")";
    }
    for (int player : shot.holed) {
        line += player == shot.player ? ", holed" : ", knocked in player " + std::to_string(player);
    }
    for (int player : shot.watered) {
        line += player == shot.player ? ", in the water (+1 penalty, back where struck)"
                                      : ", knocked player " + std::to_string(player) +
                                            " into the water (back where it lay)";
    }
    for (int player : shot.pickedUp) {
        line += ", player " + std::to_string(player) + " picked up";
    }
    const BallReport& ball = shot.balls[static_cast<std::size_t>(shot.player)];
    if (ball.inPlay) {
        line += ", rests at (" + fixed(ball.position.x, 3) + ", " + fixed(ball.position.y, 3) + ")";
    }
    return line + "\n";
}

std::string playerLine(const BallReport& ball, int par) {
    std::string line =
        "  player " + std::to_string(ball.player) + ": " + count(ball.strokes, "stroke", "strokes");
    if (ball.holed) {
        const int score = ball.strokes - par;
        line += ", holed, " +
                (score == 0 ? std::string("par") : (score > 0 ? "+" : "") + std::to_string(score)) +
                " (par " + std::to_string(par) + ")";
    } else if (ball.pickedUp) {
        line += ", picked up";
    } else if (ball.inPlay) {
        line += ", still playing";
    } else {
        line += ", not started";
    }
    return line + "\n";
}

} // namespace

std::string textReport(const std::string& source, const ReplayFileResult& result) {
    const ReplayOutcome& outcome = *result.outcome;
    const int players = static_cast<int>(outcome.final.balls.size());
    std::string text = shownPath(source) + ": \"" + shownName(outcome.levelName) + "\" (par " +
                       std::to_string(outcome.par) + "), " + count(players, "player", "players") +
                       ", " + count(static_cast<int>(outcome.shots.size()), "shot", "shots") + "\n";
    for (const ShotReport& shot : outcome.shots) {
        text += shotLine(shot, outcome.tickRate);
    }
    for (const BallReport& ball : outcome.final.balls) {
        text += playerLine(ball, outcome.par);
    }
    text += "  final: " + std::to_string(outcome.final.ticks) + " ticks (" +
            fixed(outcome.seconds(), 2) + " s), hash " + outcome.final.hash + "\n";
    return text;
}

std::string jsonReport(const std::string& source, const ReplayFileResult& result) {
    const auto quoted = [](const std::string& text) {
        return nlohmann::json(text).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
    };
    std::string line = "{\"log\":" + quoted(source);
    if (result.outcome) {
        const std::string outcome = outcomeToJson(*result.outcome);
        line += "," + outcome.substr(1, outcome.size() - 2); // its members, without the braces
    }
    if (!result.errors.empty()) {
        line += ",\"errors\":[";
        for (std::size_t i = 0; i < result.errors.size(); ++i) {
            line += (i == 0 ? "" : ",") + quoted(result.errors[i]);
        }
        line += "]";
    }
    return line + "}\n";
}

std::string traceRows(const Match& match) {
    std::string rows;
    const std::string tick = std::to_string(match.ticks());
    const std::vector<Ball>& balls = match.world().balls();
    for (std::size_t i = 0; i < balls.size(); ++i) {
        const Ball& ball = balls[i];
        if (ball.inPlay) {
            rows += tick + "," + std::to_string(i) + "," + formatNumber(ball.position.x) + "," +
                    formatNumber(ball.position.y) + "," + formatNumber(ball.velocity.x) + "," +
                    formatNumber(ball.velocity.y) + "\n";
        }
    }
    return rows;
}

} // namespace golf::cli
