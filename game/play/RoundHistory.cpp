#include "RoundHistory.hpp"

#include "golf/core/constants.hpp"
#include "golf/formats/json_document.hpp"

#include <optional>

namespace golf::game {

namespace {

constexpr const char* historyFormat = "minigolf-rounds/1";
/// maxRounds rounds of 8 players are about 2 MB and 90,000 values: room to spare.
constexpr JsonLimits historyLimits{
    .maxBytes = 4 * 1024 * 1024, .maxValues = 400'000, .maxObjectKeys = 100};
/// Bounds of the numbers a round may hold (a hole count, strokes, counts, hole numbers).
constexpr std::int64_t historyMaxCount = 1'000'000;

/// Reads an integer member into `out`; the first problem goes to `error`.
void readCount(const JsonPlace& place, const char* key, int& out, std::string& error) {
    if (!error.empty()) {
        return;
    }
    const JsonResult<std::int64_t> value = place[key].integer(0, historyMaxCount);
    if (value.value) {
        out = static_cast<int>(*value.value);
    } else {
        error = value.error;
    }
}

void readRoundText(const JsonPlace& place, const char* key, std::string& out, std::string& error) {
    if (!error.empty()) {
        return;
    }
    const JsonResult<std::string> value = place[key].string();
    if (value.value) {
        out = *value.value;
    } else {
        error = value.error;
    }
}

PlayerRoundStats readPlayer(const JsonPlace& place, std::string& error) {
    PlayerRoundStats player;
    readRoundText(place, "name", player.name, error);
    readCount(place, "strokes", player.strokes, error);
    readCount(place, "aces", player.aces, error);
    readCount(place, "water", player.water, error);
    readCount(place, "banks", player.banks, error);
    readCount(place, "mostBanks", player.mostBanks, error);
    readCount(place, "mostBanksHole", player.mostBanksHole, error);
    readCount(place, "longestPuttHole", player.longestPuttHole, error);
    if (error.empty()) {
        const JsonResult<double> putt = place["longestPutt"].number(0, 1e6);
        player.longestPutt = putt.value.value_or(0);
        error = putt.error;
    }
    return player;
}

RoundRecord readRound(const JsonPlace& place, std::string& error) {
    RoundRecord round;
    error = place.expectObject();
    readRoundText(place, "when", round.when, error);
    readRoundText(place, "course", round.course, error);
    readCount(place, "holes", round.holes, error);
    const std::vector<JsonPlace> players = place["players"].elements();
    if (error.empty() && (players.empty() || players.size() > maxPlayers)) {
        error =
            place["players"].problem("must list 1 to " + std::to_string(maxPlayers) + " players");
    }
    for (const JsonPlace& player : players) {
        if (error.empty()) {
            round.players.push_back(readPlayer(player, error));
        }
    }
    return round;
}

/// The rounds of the file at `path` (none if it is missing), or why it is no round history.
std::vector<RoundRecord> readRounds(const std::filesystem::path& path, std::string& error) {
    std::vector<RoundRecord> rounds;
    const JsonDocumentRead read = readJsonDocument(path, historyLimits);
    if (read.missing) {
        return rounds;
    }
    error = read.error;
    if (read.document) {
        const JsonPlace top = read.document->place();
        error = top["format"].expectOneOf({historyFormat});
        const JsonPlace list = top["rounds"];
        if (error.empty() && !(list.present() && list.value()->isArray())) {
            error = list.problem(list.present() ? "must be an array" : "missing");
        }
        for (const JsonPlace& round : list.elements()) {
            if (error.empty()) {
                rounds.push_back(readRound(round, error));
            }
        }
    }
    if (!error.empty()) {
        rounds.clear();
        error += "; not a round history: it is kept as it is and no round is added to it "
                 "(move it away to start a new history)";
    }
    return rounds;
}

JsonValue playerValue(const PlayerRoundStats& player) {
    return JsonValue::object({{"name", player.name},
                              {"strokes", player.strokes},
                              {"aces", player.aces},
                              {"water", player.water},
                              {"banks", player.banks},
                              {"mostBanks", player.mostBanks},
                              {"mostBanksHole", player.mostBanksHole},
                              {"longestPutt", player.longestPutt},
                              {"longestPuttHole", player.longestPuttHole}});
}

JsonValue roundValue(const RoundRecord& round) {
    std::vector<JsonValue> players;
    for (const PlayerRoundStats& player : round.players) {
        players.push_back(playerValue(player));
    }
    return JsonValue::object({{"when", round.when},
                              {"course", round.course},
                              {"holes", round.holes},
                              {"players", JsonValue::array(std::move(players))}});
}

} // namespace

RoundHistory::RoundHistory(std::filesystem::path file, std::size_t keep)
    : file_(std::move(file)), keep_(keep) {
    rounds_ = readRounds(file_, loadError_);
}

std::string RoundHistory::append(RoundRecord round) {
    std::string error;
    std::vector<RoundRecord> rounds = readRounds(file_, error);
    if (!error.empty()) {
        return error;
    }
    rounds.push_back(std::move(round));
    if (rounds.size() > keep_) {
        rounds.erase(rounds.begin(),
                     rounds.begin() + static_cast<std::ptrdiff_t>(rounds.size() - keep_));
    }
    std::vector<JsonValue> values;
    values.reserve(rounds.size());
    for (const RoundRecord& kept : rounds) {
        values.push_back(roundValue(kept));
    }
    std::error_code ignored;
    std::filesystem::create_directories(file_.parent_path(), ignored);
    // Names come from the keyboard: broken UTF-8 is replaced rather than refused.
    error = writeJsonDocument(file_,
                              JsonValue::object({{"format", historyFormat},
                                                 {"rounds", JsonValue::array(std::move(values))}}));
    if (error.empty()) {
        rounds_ = std::move(rounds);
    }
    return error;
}

} // namespace golf::game
