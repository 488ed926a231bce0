#include "RoundStats.hpp"

#include <algorithm>
#include <cstdio>
#include <optional>

namespace golf::game {

namespace {

/// Names in the card's lines: at most this many bytes, cut at a character's start.
constexpr std::size_t statsNameBytes = 16;
/// Players named in one list ("Ana 3  ·  Bo 1  ·  Cy 1 +2 more").
constexpr std::size_t statsListed = 3;

const char* const statsSeparator = "  \u00b7  ";

std::string statsName(const std::string& name) {
    if (name.size() <= statsNameBytes) {
        return name;
    }
    std::size_t cut = statsNameBytes;
    while (cut > 0 && (static_cast<unsigned char>(name[cut]) & 0xC0u) == 0x80u) {
        --cut; // not inside a UTF-8 sequence
    }
    return name.substr(0, cut) + "\u2026";
}

std::string tileText(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

/// "20261122-013500" -> "2026-11-22" (anything else as it is).
std::string historyDate(const std::string& when) {
    if (when.size() < 8) {
        return when;
    }
    return when.substr(0, 4) + "-" + when.substr(4, 2) + "-" + when.substr(6, 2);
}

/// "Ana 3  ·  Bo 1" for the players whose `count` is above 0, the most first (in player order
/// on a tie), the first statsListed of them; "" if nobody's is.
template <typename Count>
std::string statsCountList(const std::vector<PlayerRoundStats>& players, Count count) {
    std::vector<const PlayerRoundStats*> listed;
    for (const PlayerRoundStats& player : players) {
        if (count(player) > 0) {
            listed.push_back(&player);
        }
    }
    std::stable_sort(listed.begin(), listed.end(),
                     [&](const auto* a, const auto* b) { return count(*a) > count(*b); });
    std::string text;
    for (std::size_t i = 0; i < listed.size() && i < statsListed; ++i) {
        text += (i > 0 ? statsSeparator : "") + statsName(listed[i]->name) + " " +
                std::to_string(count(*listed[i]));
    }
    if (listed.size() > statsListed) {
        text += " +" + std::to_string(listed.size() - statsListed) + " more";
    }
    return text;
}

/// The players of `round` whose `value` is `best`, joined by "and": the first statsListed of
/// them, then "+N more".
template <typename Value>
std::string statsLeaders(const RoundRecord& round, Value value, double best) {
    std::string names;
    std::size_t count = 0;
    for (const PlayerRoundStats& player : round.players) {
        if (value(player) == best && count++ < statsListed) {
            names += (names.empty() ? "" : " and ") + statsName(player.name);
        }
    }
    return count > statsListed ? names + " +" + std::to_string(count - statsListed) + " more"
                               : names;
}

/// The longest holed putt of the history, with its holder; nothing if no putt was holed.
struct HistoryPutt {
    double tiles = 0;
    std::string holder;
};

std::optional<HistoryPutt> historyLongestPutt(const std::vector<RoundRecord>& rounds,
                                              const std::string* name = nullptr) {
    std::optional<HistoryPutt> best;
    for (const RoundRecord& round : rounds) {
        for (const PlayerRoundStats& player : round.players) {
            if (player.longestPuttHole > 0 && (name == nullptr || player.name == *name) &&
                (!best || player.longestPutt > best->tiles)) {
                best = HistoryPutt{player.longestPutt, player.name};
            }
        }
    }
    return best;
}

std::string statsPuttLine(const RoundRecord& round, const std::vector<RoundRecord>& history) {
    const PlayerRoundStats* first = nullptr;
    for (const PlayerRoundStats& player : round.players) {
        if (player.longestPuttHole > 0 && (!first || player.longestPutt > first->longestPutt)) {
            first = &player;
        }
    }
    if (first == nullptr) {
        return "Longest holed putt: nothing holed";
    }
    const double best = first->longestPutt;
    std::string line =
        "Longest holed putt: " + tileText(best) + " tiles, " +
        statsLeaders(
            round,
            [](const PlayerRoundStats& p) { return p.longestPuttHole > 0 ? p.longestPutt : -1.0; },
            best) +
        " (hole " + std::to_string(first->longestPuttHole) + ")";
    const std::optional<HistoryPutt> record = historyLongestPutt(history);
    if (!record) {
        return line;
    }
    if (best > record->tiles) {
        return line + " \u2014 a new record (was " + tileText(record->tiles) + ")";
    }
    if (best == record->tiles) {
        return line + " \u2014 equals the record";
    }
    const std::optional<HistoryPutt> own = historyLongestPutt(history, &first->name);
    if (own && best > own->tiles) {
        return line + " \u2014 " + statsName(first->name) + "'s best yet";
    }
    return line + statsSeparator + "record " + tileText(record->tiles) + ", " +
           statsName(record->holder);
}

std::string statsBanksLine(const RoundRecord& round, const std::vector<RoundRecord>& history) {
    const std::string list =
        statsCountList(round.players, [](const PlayerRoundStats& p) { return p.banks; });
    if (list.empty()) {
        return "Banks before holing: none";
    }
    const PlayerRoundStats* most = &round.players.front();
    for (const PlayerRoundStats& player : round.players) {
        most = player.mostBanks > most->mostBanks ? &player : most;
    }
    std::string line = "Banks before holing: " + list + statsSeparator + "most in one putt " +
                       std::to_string(most->mostBanks) + ", " + statsName(most->name) + " (hole " +
                       std::to_string(most->mostBanksHole) + ")";
    int earlier = 0;
    for (const RoundRecord& past : history) {
        for (const PlayerRoundStats& player : past.players) {
            earlier = std::max(earlier, player.mostBanks);
        }
    }
    if (!history.empty() && most->mostBanks > earlier) {
        line += " \u2014 a new record";
    }
    return line;
}

/// How many rounds the history keeps, and the best total on this course before (same name,
/// same number of holes).
std::string statsHistoryLine(const RoundRecord& round, const std::vector<RoundRecord>& history) {
    if (history.empty()) {
        return "The first round in your history";
    }
    const RoundRecord* bestRound = nullptr;
    const PlayerRoundStats* bestPlayer = nullptr;
    for (const RoundRecord& past : history) {
        if (past.course != round.course || past.holes != round.holes) {
            continue;
        }
        for (const PlayerRoundStats& player : past.players) {
            if (!bestPlayer || player.strokes < bestPlayer->strokes) {
                bestRound = &past;
                bestPlayer = &player;
            }
        }
    }
    std::string line = std::to_string(history.size()) +
                       (history.size() == 1 ? " round" : " rounds") + " in your history";
    if (bestPlayer == nullptr) {
        return line + statsSeparator + "the first on this course";
    }
    int fewest = bestPlayer->strokes;
    for (const PlayerRoundStats& player : round.players) {
        fewest = std::min(fewest, player.strokes);
    }
    if (fewest < bestPlayer->strokes) {
        return line + statsSeparator + "a course best: " + std::to_string(fewest) + " (was " +
               std::to_string(bestPlayer->strokes) + ")";
    }
    return line + statsSeparator + "course best " + std::to_string(bestPlayer->strokes) + ", " +
           statsName(bestPlayer->name) + " (" + historyDate(bestRound->when) + ")";
}

} // namespace

RoundRecord startRecord(std::string when, std::string course,
                        const std::vector<std::string>& names) {
    RoundRecord round{
        .when = std::move(when), .course = std::move(course), .holes = 0, .players = {}};
    for (const std::string& name : names) {
        round.players.push_back({.name = name});
    }
    return round;
}

void addHole(RoundRecord& round, int hole, const std::vector<HoleStats>& stats) {
    round.holes = std::max(round.holes, hole);
    for (std::size_t i = 0; i < round.players.size() && i < stats.size(); ++i) {
        PlayerRoundStats& player = round.players[i];
        const HoleStats& played = stats[i];
        player.aces += played.ace() ? 1 : 0;
        player.water += played.water;
        if (!played.holed) {
            continue;
        }
        player.banks += played.banks;
        if (played.banks > player.mostBanks) {
            player.mostBanks = played.banks;
            player.mostBanksHole = hole;
        }
        if (player.longestPuttHole == 0 || played.puttTiles > player.longestPutt) {
            player.longestPutt = played.puttTiles;
            player.longestPuttHole = hole;
        }
    }
}

std::vector<std::string> statsLines(const RoundRecord& round,
                                    const std::vector<RoundRecord>& history) {
    std::vector<std::string> lines;
    const std::string aces =
        statsCountList(round.players, [](const PlayerRoundStats& p) { return p.aces; });
    lines.push_back("Aces: " + (aces.empty() ? std::string("none") : aces));
    lines.push_back(statsPuttLine(round, history));
    const std::string water =
        statsCountList(round.players, [](const PlayerRoundStats& p) { return p.water; });
    lines.push_back("Water: " + (water.empty() ? std::string("nobody went in") : water));
    lines.push_back(statsBanksLine(round, history));
    lines.push_back(statsHistoryLine(round, history));
    return lines;
}

std::string statsSummary(const PlayerRoundStats& player) {
    char text[200];
    if (player.longestPuttHole > 0) {
        std::snprintf(text, sizeof text, "longest holed putt %.2f tiles (hole %d)",
                      player.longestPutt, player.longestPuttHole);
    } else {
        std::snprintf(text, sizeof text, "longest holed putt none");
    }
    return player.name + ": aces " + std::to_string(player.aces) + ", " + text + ", water " +
           std::to_string(player.water) + ", banks " + std::to_string(player.banks) + " (most " +
           std::to_string(player.mostBanks) + ", hole " + std::to_string(player.mostBanksHole) +
           ")";
}

} // namespace golf::game
