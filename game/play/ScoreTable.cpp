#include "ScoreTable.hpp"

#include <algorithm>

namespace golf::game {

ScoreTable::ScoreTable(std::vector<std::string> names, std::vector<int> pars)
    : names_(std::move(names)), pars_(std::move(pars)),
      strokes_(pars_.size(), std::vector<std::optional<int>>(names_.size())),
      pickedUp_(pars_.size(), std::vector<bool>(names_.size(), false)) {}

void ScoreTable::record(int hole, int player, int strokes, bool pickedUp) {
    strokes_.at(static_cast<std::size_t>(hole)).at(static_cast<std::size_t>(player)) = strokes;
    pickedUp_.at(static_cast<std::size_t>(hole)).at(static_cast<std::size_t>(player)) = pickedUp;
}

bool ScoreTable::pickedUp(int hole, int player) const {
    return pickedUp_.at(static_cast<std::size_t>(hole)).at(static_cast<std::size_t>(player));
}

bool ScoreTable::anyPickedUp() const {
    return std::any_of(pickedUp_.begin(), pickedUp_.end(), [](const std::vector<bool>& hole) {
        return std::find(hole.begin(), hole.end(), true) != hole.end();
    });
}

void ScoreTable::setPar(int hole, int par) {
    pars_.at(static_cast<std::size_t>(hole)) = par;
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

void ScoreTable::setHandicaps(std::vector<int> handicaps) {
    handicaps_ = std::move(handicaps);
}

int ScoreTable::handicap(int player) const {
    const auto index = static_cast<std::size_t>(player);
    return index < handicaps_.size() ? handicaps_[index] : 0;
}

bool ScoreTable::hasHandicaps() const {
    return std::any_of(handicaps_.begin(), handicaps_.end(), [](int h) { return h != 0; });
}

std::vector<int> ScoreTable::leaders() const {
    std::vector<int> best;
    for (int player = 0; player < playerCount(); ++player) {
        if (best.empty() || net(player) < net(best.front())) {
            best = {player};
        } else if (net(player) == net(best.front())) {
            best.push_back(player);
        }
    }
    return best;
}

std::string winnerLine(const ScoreTable& table) {
    if (table.playerCount() < 2) {
        return {};
    }
    const std::vector<int> leaders = table.leaders();
    std::string names;
    for (std::size_t i = 0; i < leaders.size(); ++i) {
        if (i > 0) {
            names += i + 1 == leaders.size() ? " and " : ", ";
        }
        names += table.name(leaders[i]);
    }
    const std::string total = table.hasHandicaps()
                                  ? std::to_string(table.net(leaders.front())) + " net"
                                  : std::to_string(table.total(leaders.front()));
    return names + (leaders.size() == 1 ? " wins with " : " tie with ") + total;
}

std::string formatAgainstPar(int difference) {
    if (difference == 0) {
        return "E";
    }
    return (difference > 0 ? "+" : "") + std::to_string(difference);
}

} // namespace golf::game
