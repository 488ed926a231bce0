# The round's stats on the final card (issue 24): Ana and Bo play Stats Lane from a log through
# the game. Worked by hand (tests/game/unit/play/round_stats_test.cpp, StatsLaneByHand): Ana's
# 7.4 tiles/s to the left banks once off the wall behind the tee and drops, an ace struck 3
# tiles from the cup; Bo goes into the water once, lays up 1.5 tiles short and holes from there.
# The history holds one earlier round on Stats Lane (Cy: a 2.0-tile putt, 3 strokes): the game
# prints the stats and the card's lines against it, and appends the round to rounds.json. The
# final card's screenshot: WORK/final.png. Broken history files: the unit tests (RoundHistory).
# Variables: MINIGOLF, XVFB (list), LOG, WORK, PNG_CHECK.

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/replays)
set(ENV{XDG_DATA_HOME} ${WORK}/data)
set(history ${WORK}/data/minigolf/rounds.json)
file(WRITE ${history} [=[
{"format": "minigolf-rounds/1", "rounds": [{"when": "20261120-100000", "course": "Stats Lane",
 "holes": 1, "players": [{"name": "Cy", "strokes": 3, "aces": 0, "water": 2, "banks": 1,
 "mostBanks": 1, "mostBanksHole": 1, "longestPutt": 2.0, "longestPuttHole": 1}]}]}
]=])

execute_process(
  COMMAND ${XVFB} ${MINIGOLF} --shots ${LOG} --replays ${WORK}/replays --frames 120 --mute
          --screenshot ${WORK}/final.png
  RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE errors TIMEOUT 60)
message(STATUS "${output}${errors}")
if(NOT result EQUAL 0)
  message(FATAL_ERROR "minigolf failed (${result}):\n${output}\n${errors}")
endif()

foreach(line
    "round stats: Ana: aces 1, longest holed putt 3.00 tiles (hole 1), water 0, banks 1 (most 1, hole 1)"
    "round stats: Bo: aces 0, longest holed putt 1.50 tiles (hole 1), water 1, banks 0 (most 0, hole 0)"
    "round history: 2 rounds in ${history}"
    "final card: Aces: Ana 1\n"
    "final card: Longest holed putt: 3.0 tiles, Ana (hole 1) — a new record (was 2.0)\n"
    "final card: Water: Bo 1\n"
    "final card: Banks before holing: Ana 1  ·  most in one putt 1, Ana (hole 1)\n"
    "final card: 1 round in your history  ·  a course best: 1 (was 3)\n")
  string(FIND "${output}" "${line}" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "expected '${line}' in:\n${output}")
  endif()
endforeach()

file(READ ${history} kept)
string(JSON rounds LENGTH "${kept}" rounds)
string(JSON water GET "${kept}" rounds 1 players 1 water)
string(JSON putt GET "${kept}" rounds 1 players 0 longestPutt)
string(JSON first GET "${kept}" rounds 0 players 0 name)
if(NOT rounds EQUAL 2 OR NOT water EQUAL 1 OR NOT putt EQUAL 3 OR NOT first STREQUAL "Cy")
  message(FATAL_ERROR "rounds.json does not hold both rounds:\n${kept}")
endif()
# The final card: its stats, white on the card's green under the winner's yellow line.
execute_process(COMMAND ${PNG_CHECK} ${WORK}/final.png --region-has 240 460 780 570 F0F2EC 40
                        --region-has 380 395 640 425 FFD65C 40 --pixel 230 500 1E462C 12
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "the final card shows no stats (${WORK}/final.png)")
endif()
message(STATUS "the round's stats are printed, shown against the history and kept")
