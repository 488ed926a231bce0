#include "PartyOptions.hpp"

#include <algorithm>
#include <charconv>

namespace golf::game {

int holeLimit(int levelMax, int strokeLimit) {
    return strokeLimit > 0 ? std::min(levelMax, strokeLimit) : levelMax;
}

bool reachedLimit(const PlayerState& state, int carried, int limit) {
    return !state.finished() && carried + state.strokes >= limit;
}

int nextTurn(const Match& match, int last, TurnOrder order, int limit,
             const std::vector<int>& carried, const std::vector<Vec2>& origins) {
    const int players = match.playerCount();
    const Vec2 cup = match.level().cup;
    int chosen = -1;
    double farthest = -1;
    // In player order after `last`: the first candidate wins fixed order and every tie.
    for (int step = 1; step <= players; ++step) {
        const int player = ((last < 0 ? -1 : last) + step + players) % players;
        const auto index = static_cast<std::size_t>(player);
        const int before = index < carried.size() ? carried[index] : 0;
        if (match.players()[index].finished() ||
            reachedLimit(match.players()[index], before, limit)) {
            continue;
        }
        if (order == TurnOrder::Fixed) {
            return player;
        }
        const double distance = lengthSquared(origins[index] - cup);
        if (distance > farthest) {
            farthest = distance;
            chosen = player;
        }
    }
    return chosen;
}

std::optional<TurnOrder> parseTurnOrder(const std::string& text) {
    if (text == "fixed") {
        return TurnOrder::Fixed;
    }
    if (text == "farthest") {
        return TurnOrder::FarthestFirst;
    }
    return std::nullopt;
}

std::string turnOrderName(TurnOrder order) {
    return order == TurnOrder::Fixed ? "fixed order" : "farthest first";
}

HandicapParse parseHandicapSlot(const std::string& text) {
    const std::size_t colon = text.find(':');
    if (colon == std::string::npos) {
        return {std::nullopt, "expected PLAYER:STROKES, e.g. 2:5, got \"" + text + "\""};
    }
    const auto number = [](std::string_view part, int& value) {
        const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
        return error == std::errc() && end == part.data() + part.size() && !part.empty();
    };
    int player = 0;
    int strokes = 0;
    const std::string_view whole(text);
    if (!number(whole.substr(0, colon), player) || player < 1 || player > maxPlayers) {
        return {std::nullopt, "the player must be a number from 1 to " +
                                  std::to_string(maxPlayers) + ", got \"" + text + "\""};
    }
    if (!number(whole.substr(colon + 1), strokes) || strokes < 0 || strokes > maxHandicap) {
        return {std::nullopt, "the handicap must be 0 to " + std::to_string(maxHandicap) +
                                  " strokes, got \"" + text + "\""};
    }
    return {HandicapSlot{player - 1, strokes}, ""};
}

std::string handicapSlotsError(const std::vector<HandicapSlot>& slots, int players) {
    std::vector<bool> seen(static_cast<std::size_t>(maxPlayers), false);
    for (const HandicapSlot& slot : slots) {
        if (slot.player >= players) {
            return "--handicap: there " + std::string(players == 1 ? "is" : "are") + " only " +
                   std::to_string(players) + (players == 1 ? " player" : " players");
        }
        if (seen[static_cast<std::size_t>(slot.player)]) {
            return "--handicap: player " + std::to_string(slot.player + 1) + " is named twice";
        }
        seen[static_cast<std::size_t>(slot.player)] = true;
    }
    return {};
}

std::vector<int> handicapsOf(const std::vector<HandicapSlot>& slots, int players) {
    std::vector<int> handicaps(static_cast<std::size_t>(std::max(players, 0)), 0);
    for (const HandicapSlot& slot : slots) {
        if (slot.player < players) {
            handicaps[static_cast<std::size_t>(slot.player)] = slot.strokes;
        }
    }
    return handicaps;
}

} // namespace golf::game
