#include "ScoreTable.hpp"

namespace golf::game {

ScoreTable::ScoreTable(std::vector<std::string> names, std::vector<int> pars)
    : names_(std::move(names)), pars_(std::move(pars)),
      strokes_(pars_.size(), std::vector<std::optional<int>>(names_.size())) {}

void ScoreTable::record(int hole, int player, int strokes) {
    strokes_.at(static_cast<std::size_t>(hole)).at(static_cast<std::size_t>(player)) = strokes;
}

const std::string& ScoreTable::name(int player) const {
    return names_.at(static_cast<std::size_t>(player));
}

int ScoreTable::par(int hole) const {
    return pars_.at(static_cast<std::size_t>(hole));
}

std::optional<int> ScoreTable::strokes(int hole, int player) const {
    return strokes_.at(static_cast<std::size_t>(hole)).at(static_cast<std::size_t>(player));
}

int ScoreTable::total(int player) const {
    int sum = 0;
    for (int hole = 0; hole < holeCount(); ++hole) {
        sum += strokes(hole, player).value_or(0);
    }
    return sum;
}

int ScoreTable::againstPar(int player) const {
    int difference = 0;
    for (int hole = 0; hole < holeCount(); ++hole) {
        if (const auto played = strokes(hole, player)) {
            difference += *played - par(hole);
        }
    }
    return difference;
}

int ScoreTable::totalPar() const {
    int sum = 0;
    for (const int p : pars_) {
        sum += p;
    }
    return sum;
}

std::string formatAgainstPar(int difference) {
    if (difference == 0) {
        return "E";
    }
    return (difference > 0 ? "+" : "") + std::to_string(difference);
}

} // namespace golf::game
