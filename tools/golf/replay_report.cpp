#include "replay_report.hpp"

#include "golf/formats/json_value.hpp"
#include "golf/formats/json_writer.hpp"
#include "golf/formats/number_text.hpp"
#include "shown_text.hpp"

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>

namespace golf::cli {

namespace {

// The report is built by appending in place: a log of many shots makes thousands of lines, and
// concatenating temporaries cost more than the numbers.

void appendInt(std::string& out, int n) {
    char text[intTextRoom];
    out.append(text, writeInt(text, n));
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

/// Text gathered in a buffer of fixed size and appended to a string in pieces of some
/// kilobytes: a report's thousands of short pieces (literals, small numbers) each cost a call
/// of the string's append, with its capacity check (and strlen), more than the text itself.
class TextSink {
  public:
    /// Appends to `out`, which must outlive the sink.
    explicit TextSink(std::string& out) : out_(out) {}
    TextSink(const TextSink&) = delete;
    TextSink& operator=(const TextSink&) = delete;
    ~TextSink() { flush(); }

    /// A string literal, copied by its length known to the compiler.
    template <std::size_t size> void put(const char (&text)[size]) {
        std::memcpy(room(size - 1), text, size - 1);
        used_ += size - 1;
    }
    void put(char c) {
        *room(1) = c;
        ++used_;
    }
    void putInt(int n) {
        if (static_cast<unsigned>(n) < 10) {
            put(static_cast<char>('0' + n)); // players, wall hits: mostly one digit
            return;
        }
        char* const at = room(intTextRoom);
        used_ += static_cast<std::size_t>(writeInt(at, n) - at);
    }
    /// As appendFixed (golf/formats/number_text.hpp).
    void putFixed(double value, int decimals) {
        char* const at = room(fixedTextRoom);
        used_ += static_cast<std::size_t>(writeFixed(at, value, decimals) - at);
    }
    void flush() {
        out_.append(buffer_.data(), used_);
        used_ = 0;
    }
    /// Room for `bytes` more at once (at most the buffer's size), written from the pointer
    /// returned and ended by end(): a line's fixed part without a test of the room at each
    /// piece (textAt, writeInt, writeFixed).
    [[nodiscard]] char* begin(std::size_t bytes) { return room(bytes); }
    /// Ends what was written from begin() at `at`.
    void end(const char* at) { used_ = static_cast<std::size_t>(at - buffer_.data()); }

  private:
    /// Room for `bytes` more (flushing the buffer if needed); bytes <= the buffer's size.
    char* room(std::size_t bytes) {
        if (buffer_.size() - used_ < bytes) {
            flush();
        }
        return buffer_.data() + used_;
    }

    std::string& out_;
    std::array<char, 4096> buffer_;
    std::size_t used_ = 0;
};

/// A string literal at `at`; returns the end.
template <std::size_t size> char* textAt(char* at, const char (&text)[size]) {
    std::memcpy(at, text, size - 1);
    return at + size - 1;
}

template <std::size_t singularSize, std::size_t pluralSize>
void putCount(TextSink& out, int n, const char (&singular)[singularSize],
              const char (&plural)[pluralSize]) {
    out.putInt(n);
    out.put(' ');
    if (n == 1) {
        out.put(singular);
    } else {
        out.put(plural);
    }
}

void putPlayerList(TextSink& out, const std::vector<int>& players) {
    for (std::size_t i = 0; i < players.size(); ++i) {
        if (i > 0) {
            if (i + 1 == players.size()) {
                out.put(" and ");
            } else {
                out.put(", ");
            }
        }
        out.putInt(players[i]);
    }
}

void putShotLine(TextSink& out, const ShotReport& shot, int tickRate) {
    {
        // The line's start, in room taken once.
        char* at = out.begin(64 + 3 * intTextRoom + fixedTextRoom);
        at = textAt(at, "  shot ");
        at = writeInt(at, shot.shot);
        at = textAt(at, ": player ");
        at = writeInt(at, shot.player);
        at = textAt(at, ", stroke ");
        at = writeInt(at, shot.stroke);
        at = textAt(at, ", ");
        at = writeFixed(at, static_cast<double>(shot.ticks) / tickRate, 2);
        out.end(textAt(at, " s: "));
    }
    if (shot.wallHits == 0) {
        out.put("no wall hit");
    } else {
        putCount(out, shot.wallHits, "wall hit", "wall hits");
    }
    if (shot.ballHits > 0) {
        out.put(", ");
        putCount(out, shot.ballHits, "ball hit", "ball hits");
        out.put(" (players ");
        putPlayerList(out, shot.ballsHit);
        out.put(')');
    }
    for (int player : shot.holed) {
        if (player == shot.player) {
            out.put(", holed");
        } else {
            out.put(", knocked in player ");
            out.putInt(player);
        }
    }
    for (int player : shot.watered) {
        if (player == shot.player) {
            out.put(", in the water (+1 penalty, back where struck)");
        } else {
            out.put(", knocked player ");
            out.putInt(player);
            out.put(" into the water (back where it lay)");
        }
    }
    for (int player : shot.pickedUp) {
        out.put(", player ");
        out.putInt(player);
        out.put(" picked up");
    }
    const BallReport& ball = shot.shooter;
    char* at = out.begin(32 + 2 * fixedTextRoom);
    if (ball.inPlay) {
        at = textAt(at, ", rests at (");
        at = writeFixed(at, ball.position.x, 3);
        at = textAt(at, ", ");
        at = writeFixed(at, ball.position.y, 3);
        *at++ = ')';
    }
    *at++ = '\n';
    out.end(at);
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

/// The balls' texts as the report last wrote them, by their place in the list: after a shot
/// most balls lie where they lay (a long log of 8 players: 7 of 8), and their text is copied
/// whole where writing it member by member cost most of the report.
class BallTexts {
  public:
    void write(JsonWriter& json, const std::vector<BallReport>& balls) {
        if (slots_.size() < balls.size()) {
            slots_.resize(balls.size());
        }
        json.beginArray();
        for (std::size_t i = 0; i < balls.size(); ++i) {
            Slot& slot = slots_[i];
            if (!slot.written || !sameText(slot.ball, balls[i])) {
                slot.ball = balls[i];
                slot.length = static_cast<std::size_t>(writeBall(slot.text.data(), balls[i]) -
                                                       slot.text.data());
                GOLF_ASSERT(slot.length <= textRoom);
                slot.written = true;
            }
            json.rawValue(slot.text, slot.length);
        }
        json.endArray();
    }

  private:
    /// Room for the longest ball, 207 characters (two ints of 11, four numbers of 24, the
    /// keys and literals): copied whole for every ball, so no more than that (and the room
    /// numberText asks for after the last number, which starts at 129).
    static constexpr std::size_t textRoom = 208;
    static_assert(129 + JsonWriter::numberRoom <= textRoom);

    struct Slot {
        BallReport ball;
        bool written = false; ///< whether text is ball's
        std::size_t length = 0;
        std::array<char, textRoom> text{};
    };

    /// Whether two balls have the same text: their members, the numbers by their bits (0.0
    /// and -0.0 differ), position and velocity only in play.
    static bool sameText(const BallReport& a, const BallReport& b) {
        const auto same = [](double x, double y) {
            return std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y);
        };
        return a.player == b.player && a.inPlay == b.inPlay && a.holed == b.holed &&
               a.pickedUp == b.pickedUp && a.strokes == b.strokes &&
               (!a.inPlay ||
                (same(a.position.x, b.position.x) && same(a.position.y, b.position.y) &&
                 same(a.velocity.x, b.velocity.x) && same(a.velocity.y, b.velocity.y)));
    }

    /// Appends a literal of a size known to the compiler.
    template <std::size_t size> static char* put(char* at, const char (&text)[size]) {
        std::memcpy(at, text, size - 1);
        return at + size - 1;
    }

    /// Writes the ball's object as outcomeToJson (golf/formats/outcome.hpp) writes it, its
    /// members in its order, at `at` (textRoom characters); returns its end. The longest text
    /// starts its last number 129 characters in, with JsonWriter::numberRoom after it.
    static char* writeBall(char* at, const BallReport& ball) {
        at = put(at, "{\"player\":");
        at = writeInt(at, ball.player);
        if (ball.inPlay) {
            at = put(at, ",\"inPlay\":true,\"x\":");
            at = JsonWriter::numberText(at, ball.position.x);
            at = put(at, ",\"y\":");
            at = JsonWriter::numberText(at, ball.position.y);
            at = put(at, ",\"vx\":");
            at = JsonWriter::numberText(at, ball.velocity.x);
            at = put(at, ",\"vy\":");
            at = JsonWriter::numberText(at, ball.velocity.y);
        } else {
            at = put(at, ",\"inPlay\":false");
        }
        at = ball.holed ? put(at, ",\"holed\":true") : put(at, ",\"holed\":false");
        at = ball.pickedUp ? put(at, ",\"pickedUp\":true") : put(at, ",\"pickedUp\":false");
        at = put(at, ",\"strokes\":");
        at = writeInt(at, ball.strokes);
        return put(at, "}");
    }

    std::vector<Slot> slots_;
};

void writeShot(JsonWriter& json, BallTexts& ballTexts, const ShotReport& shot) {
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
    ballTexts.write(json, shot.balls);
    json.key("hash");
    json.string(shot.hash);
    json.endObject();
}

/// "shots": [...], "final": {...}, inside the caller's object.
void writeOutcomeMembers(JsonWriter& json, const ReplayOutcome& outcome) {
    json.key("shots");
    json.beginArray();
    BallTexts ballTexts;
    for (const ShotReport& shot : outcome.shots) {
        writeShot(json, ballTexts, shot);
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
    ballTexts.write(json, outcome.final.balls);
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
    {
        TextSink sink(text);
        for (const ShotReport& shot : outcome.shots) {
            putShotLine(sink, shot, outcome.tickRate);
        }
    } // the sink's end appends the rest of its text
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
