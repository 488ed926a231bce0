#pragma once

/// \file
/// The party's own rules for a round (docs/game.md, "Party options"): a stroke limit per hole,
/// a handicap per player and the turn order. None of them changes what a shot log means: the
/// engine's match plays every shot as `golf replay` does; these only decide who shoots next,
/// when a player is picked up (the stroke limit: on the level with the limit as its
/// maxStrokes, which the log names; LimitLevelFile), and how a round is won.

#include "golf/physics/match.hpp"

#include <optional>
#include <string>
#include <vector>

namespace golf::game {

/// Who plays next on a hole.
enum class TurnOrder {
    Fixed,        ///< in player order, after the last shooter (Match::nextPlayer)
    FarthestFirst ///< the player whose ball lies farthest from the cup (golf's own rule)
};

/// Largest stroke limit and handicap the options take.
inline constexpr int maxStrokeLimit = 20;
inline constexpr int maxHandicap = 36;

/// The party options of a round.
struct PartyOptions {
    int strokeLimit = 0;        ///< strokes a hole at most, 1..maxStrokeLimit; 0: each level's own
    std::vector<int> handicaps; ///< per player, strokes off their total, 0..maxHandicap
    TurnOrder turnOrder = TurnOrder::Fixed;
};

/// The strokes a player may take on a hole whose level allows `levelMax`: the party's limit if
/// it is set and lower, else the level's.
[[nodiscard]] int holeLimit(int levelMax, int strokeLimit);

/// True if a player who is not finished has used the hole's limit (`carried` strokes before
/// restarts included): the game picks them up, and they score `limit`.
[[nodiscard]] bool reachedLimit(const PlayerState& state, int carried, int limit);

/// Whose turn it is after `last` (-1 before the first shot), among the players neither
/// finished nor at the limit; -1 if there is none. `origins` are where each player's shot
/// starts (the ball, or its tee entry spot); `carried` the strokes before restarts per player
/// (may be empty). Farthest first: the greatest distance from the cup; a tie goes to the
/// first such player after `last` in player order, as fixed order would.
[[nodiscard]] int nextTurn(const Match& match, int last, TurnOrder order, int limit,
                           const std::vector<int>& carried, const std::vector<Vec2>& origins);

/// "fixed" or "farthest" -> the order; nothing for anything else.
[[nodiscard]] std::optional<TurnOrder> parseTurnOrder(const std::string& text);
/// "fixed order", "farthest first": as the start screen shows it.
[[nodiscard]] std::string turnOrderName(TurnOrder order);

/// A --handicap I:H option: player I (from 1) gets H strokes.
struct HandicapSlot {
    int player = 0;  ///< from 0
    int strokes = 0; ///< 0..maxHandicap
};

/// Parses "I:H" ("2:5"); the error says what is wrong otherwise.
struct HandicapParse {
    std::optional<HandicapSlot> slot;
    std::string error;
};
[[nodiscard]] HandicapParse parseHandicapSlot(const std::string& text);

/// The handicaps of `players` players from --handicap slots; "" or the error (a player beyond
/// `players`, or named twice).
[[nodiscard]] std::string handicapSlotsError(const std::vector<HandicapSlot>& slots, int players);
[[nodiscard]] std::vector<int> handicapsOf(const std::vector<HandicapSlot>& slots, int players);

} // namespace golf::game
