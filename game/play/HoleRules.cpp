#include "HoleRules.hpp"

#include <algorithm>

namespace golf::game {

std::string restartRefusal(const Match& match, const std::vector<std::string>& names) {
    if (match.finished()) {
        return "the hole is over";
    }
    if (match.shotInProgress()) {
        return "wait until every ball rests to restart";
    }
    if (match.playerCount() > 1) {
        for (int i = 0; i < match.playerCount(); ++i) {
            const auto index = static_cast<std::size_t>(i);
            if (match.players()[index].finished()) {
                const std::string name = index < names.size() ? names[index] : "a player";
                return "no restart: " + name + " has finished this hole";
            }
        }
    }
    return {};
}

int holeScore(const PlayerState& state, int carried, int maxStrokes) {
    if (!state.holed) {
        return maxStrokes;
    }
    return std::min(carried + state.strokes, maxStrokes);
}

} // namespace golf::game
