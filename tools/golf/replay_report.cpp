#include "replay_report.hpp"

#include "golf/formats/json_value.hpp"
#include "golf/formats/json_writer.hpp"
#include "golf/formats/number_text.hpp"
#include "shown_text.hpp"

#include <charconv>

namespace golf::cli {

namespace {

// The report is built by appending in place: a log of many shots makes thousands of lines, and
// concatenating temporaries cost more than the numbers.

void appendInt(std::string& out, int n) {
    char text[16];
    const auto end = std::to_chars(text, text + sizeof text, n);
    out.append(text, end.ptr);
}

void appendCount(std::string& out, int n, const char* singular, const char* plural) {
    appendInt(out, n);
    out += ' ';
    out += n == 1 ? singular : plural;
}

// The same as strings, for the few lines outside the shots.
std::string fixed(double value, int decimals) {
    std::string text;
    appendFixed(text, value, decimals);
    return text;
}

std::string count(int n, const char* singular, const char* plural) {
    std::string text;
    appendCount(text, n, singular, plural);
    return text;
}

void appendPlayerList(std::string& out, const std::vector<int>& players) {
    for (std::size_t i = 0; i < players.size(); ++i) {
        out += i == 0 ? "" : (i + 1 == players.size() ? " and " : ", ");
        appendInt(out, players[i]);
    }
}

void appendShotLine(std::string& out, const ShotReport& shot, int tickRate) {
    out += "  shot ";
    appendInt(out, shot.shot);
    out += ": player ";
    appendInt(out, shot.player);
    out += ", stroke ";
    appendInt(out, shot.stroke);
    out += ", ";
    appendFixed(out, static_cast<double>(shot.ticks) / tickRate, 2);
    out += " s: ";
    if (shot.wallHits == 0) {
        out += "no wall hit";
    } else {
        appendCount(out, shot.wallHits, "wall hit", "wall hits");
    }
    if (shot.ballHits > 0) {
        out += ", ";
        appendCount(out, shot.ballHits, "ball hit", "ball hits");
        out += " (players ";
        appendPlayerList(out, shot.ballsHit);
        out += ')';
    }
    for (int player : shot.holed) {
        if (player == shot.player) {
            out += ", holed";
        } else {
            out += ", knocked in player ";
            appendInt(out, player);
        }
    }
    for (int player : shot.watered) {
        if (player == shot.player) {
            out += ", in the water (+1 penalty, back where struck)";
        } else {
            out += ", knocked player ";
            appendInt(out, player);
            out += " into the water (back where it lay)";
        }
    }
    for (int player : shot.pickedUp) {
        out += ", player ";
        appendInt(out, player);
        out += " picked up";
    }
    const BallReport& ball = shot.shooter;
    if (ball.inPlay) {
        out += ", rests at (";
        appendFixed(out, ball.position.x, 3);
        out += ", ";
        appendFixed(out, ball.position.y, 3);
        out += ')';
    }
    out += '\n';
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

// The outcome's members as outcomeToJson (golf/formats/outcome.hpp) writes them, in its order,
// streamed: building its document of a long log (about 1 MB) cost as much as the replay.

void writeInts(JsonWriter& json, const std::vector<int>& values) {
    json.beginArray();
    for (int value : values) {
        json.integer(value);
    }
    json.endArray();
}

void writeBall(JsonWriter& json, const BallReport& ball) {
    json.beginObject();
    json.key("player");
    json.integer(ball.player);
    json.key("inPlay");
    json.boolean(ball.inPlay);
    if (ball.inPlay) {
        json.key("x");
        json.number(ball.position.x);
        json.key("y");
        json.number(ball.position.y);
        json.key("vx");
        json.number(ball.velocity.x);
        json.key("vy");
        json.number(ball.velocity.y);
    }
    json.key("holed");
    json.boolean(ball.holed);
    json.key("pickedUp");
    json.boolean(ball.pickedUp);
    json.key("strokes");
    json.integer(ball.strokes);
    json.endObject();
}

void writeBalls(JsonWriter& json, const std::vector<BallReport>& balls) {
    json.beginArray();
    for (const BallReport& ball : balls) {
        writeBall(json, ball);
    }
    json.endArray();
}

void writeShot(JsonWriter& json, const ShotReport& shot) {
    json.beginObject();
    json.key("shot");
    json.integer(shot.shot);
    json.key("player");
    json.integer(shot.player);
    json.key("stroke");
    json.integer(shot.stroke);
    json.key("ticks");
    json.integer(shot.ticks);
    json.key("wallHits");
    json.integer(shot.wallHits);
    json.key("ballHits");
    json.integer(shot.ballHits);
    if (shot.moverHits != 0) {
        json.key("moverHits");
        json.integer(shot.moverHits);
    }
    json.key("ballsHit");
    writeInts(json, shot.ballsHit);
    json.key("holed");
    writeInts(json, shot.holed);
    json.key("pickedUp");
    writeInts(json, shot.pickedUp);
    if (!shot.watered.empty()) {
        json.key("watered");
        writeInts(json, shot.watered);
    }
    json.key("balls");
    writeBalls(json, shot.balls);
    json.key("hash");
    json.string(shot.hash);
    json.endObject();
}

/// "shots": [...], "final": {...}, inside the caller's object.
void writeOutcomeMembers(JsonWriter& json, const ReplayOutcome& outcome) {
    json.key("shots");
    json.beginArray();
    for (const ShotReport& shot : outcome.shots) {
        writeShot(json, shot);
    }
    json.endArray();
    json.key("final");
    json.beginObject();
    json.key("ticks");
    json.integer(outcome.final.ticks);
    if (outcome.final.clock) {
        json.key("clock");
        json.number(*outcome.final.clock);
    }
    json.key("balls");
    writeBalls(json, outcome.final.balls);
    json.key("hash");
    json.string(outcome.final.hash);
    json.endObject();
}

} // namespace

std::string textReport(const std::string& source, const ReplayFileResult& result) {
    const ReplayOutcome& outcome = *result.outcome;
    const int players = static_cast<int>(outcome.final.balls.size());
    std::string text = shownPath(source) + ": \"" + shownName(outcome.levelName) + "\" (par " +
                       std::to_string(outcome.par) + "), " + count(players, "player", "players") +
                       ", " + count(static_cast<int>(outcome.shots.size()), "shot", "shots") + "\n";
    // About 80 characters a shot: reserved, so that a long report is not copied as it grows.
    text.reserve(text.size() + 96 * outcome.shots.size() + 64 * (players + 1));
    for (const ShotReport& shot : outcome.shots) {
        appendShotLine(text, shot, outcome.tickRate);
    }
    for (const BallReport& ball : outcome.final.balls) {
        text += playerLine(ball, outcome.par);
    }
    text += "  final: " + std::to_string(outcome.final.ticks) + " ticks (" +
            fixed(outcome.seconds(), 2) + " s), hash " + outcome.final.hash + "\n";
    return text;
}

std::string jsonReport(const std::string& source, const ReplayFileResult& result) {
    std::string line;
    if (result.outcome) {
        // Up to about 170 bytes a shot and 135 a ball (the long benchmark's log: 1,214 bytes
        // a shot of 8 balls): reserved with room to spare, so that the line is never copied
        // as it grows (copying the long log's report once cost 0.94 M instructions).
        const std::size_t balls = result.outcome->final.balls.size();
        line.reserve(256 + source.size() + (192 + 144 * balls) * result.outcome->shots.size());
    }
    {
        JsonWriter json(line);
        json.beginObject();
        json.key("log");
        json.string(source);
        if (result.outcome) {
            writeOutcomeMembers(json, *result.outcome);
        }
        if (!result.errors.empty()) {
            json.key("errors");
            json.beginArray();
            for (const std::string& error : result.errors) {
                json.string(error);
            }
            json.endArray();
        }
        json.endObject();
    } // the writer's end appends the rest of its text
    line += '\n';
    return line;
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
