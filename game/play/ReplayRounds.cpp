#include "ReplayRounds.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace golf::game {

namespace {

/// Adds a hole's scores to the round's totals (a log whose players differ adds nothing).
void addScores(ReplayRound& round, const ReplayEntry& log, std::set<int>& scored) {
    if (log.scores.empty() || log.scores.size() != round.totals.size()) {
        return;
    }
    for (std::size_t i = 0; i < log.scores.size(); ++i) {
        round.totals[i] += log.scores[i];
    }
    scored.insert(log.hole);
}

void finishRound(ReplayRound& round) {
    std::stable_sort(
        round.logs.begin(), round.logs.end(), [](const ReplayEntry& a, const ReplayEntry& b) {
            return a.hole != b.hole ? a.hole < b.hole : a.file.filename() < b.file.filename();
        });
    round.names = round.logs.front().names;
    round.totals.assign(round.names.size(), 0);
    std::set<int> scored;
    for (const ReplayEntry& log : round.logs) {
        addScores(round, log, scored);
    }
    round.holesScored = static_cast<int>(scored.size());
}

} // namespace

std::vector<ReplayItem> groupReplays(const std::vector<ReplayEntry>& entries) {
    std::vector<ReplayItem> items;
    std::map<std::pair<std::string, std::string>, std::size_t> rounds; // (id, course) -> item
    for (const ReplayEntry& entry : entries) {
        if (!entry.readable || entry.round.empty()) {
            items.push_back({false, {}, entry});
            continue;
        }
        const auto key = std::pair(entry.round, entry.course);
        const auto found = rounds.find(key);
        if (found != rounds.end()) {
            items[found->second].round.logs.push_back(entry);
            continue;
        }
        ReplayItem item{true, {}, {}};
        item.round.course = entry.course;
        item.round.round = entry.round;
        item.round.holes = entry.holes;
        item.round.when = entry.when; // the newest log comes first
        item.round.logs.push_back(entry);
        rounds.emplace(key, items.size());
        items.push_back(std::move(item));
    }
    for (ReplayItem& item : items) {
        if (item.isRound) {
            finishRound(item.round);
        }
    }
    return items;
}

std::string totalsText(const ReplayRound& round) {
    std::string text;
    for (std::size_t i = 0; i < round.names.size(); ++i) {
        text += (i == 0 ? "" : "  \u00b7  ") + round.names[i];
        if (round.holesScored > 0) {
            text += ": " + std::to_string(round.totals[i]);
        }
    }
    return text;
}

std::string roundPlaceText(const ReplayRound& round) {
    return round.course + "  \u00b7  " + roundHolesText(round);
}

std::string roundHolesText(const ReplayRound& round) {
    std::vector<int> holes;
    for (const ReplayEntry& log : round.logs) {
        if (holes.empty() || holes.back() != log.hole) {
            holes.push_back(log.hole);
        }
    }
    if (static_cast<int>(holes.size()) == round.holes) {
        return std::to_string(round.holes) + (round.holes == 1 ? " hole" : " holes");
    }
    // Runs of consecutive holes: "3, 5–7".
    std::string list;
    for (std::size_t i = 0; i < holes.size();) {
        std::size_t j = i;
        while (j + 1 < holes.size() && holes[j + 1] == holes[j] + 1) {
            ++j;
        }
        list += (list.empty() ? "" : ", ") + std::to_string(holes[i]);
        if (j > i) {
            list += "\u2013" + std::to_string(holes[j]);
        }
        i = j + 1;
    }
    return (holes.size() == 1 ? "hole " : "holes ") + list + " of " + std::to_string(round.holes);
}

std::vector<std::filesystem::path> roundFiles(const ReplayRound& round) {
    std::vector<std::filesystem::path> files;
    for (const ReplayEntry& log : round.logs) {
        files.push_back(log.file);
    }
    return files;
}

} // namespace golf::game
