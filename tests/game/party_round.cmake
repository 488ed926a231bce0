# Party options (issue 24) through the command line: an easy and a medium computer play the two short
# holes of tests/game/data/computers/ with a stroke limit of 1, farthest first and a handicap
# of 1 for player 2. Every hole ends after one stroke each (the hole is played on its level with
# the limit as maxStrokes, so the engine picks the player up and the ball leaves the course; the
# log names that level's copy in replays/limits/, and the game says so), each log replays in
# `golf replay` to the hash the game printed, and the final card shows the net column and
# marks the picked-up scores.
# Variables: MINIGOLF, GOLF, XVFB (list), TARGET, WORK, PNG_CHECK.

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/replays)
set(ENV{XDG_DATA_HOME} ${WORK}/data)
execute_process(
  COMMAND ${XVFB} ${MINIGOLF} ${TARGET} --players 2 --computer 1:easy --computer 2:medium --seed 3
          --stroke-limit 1 --turn-order farthest --handicap 2:1 --frames 10 --mute
          --replays ${WORK}/replays --screenshot ${WORK}/final.png
  RESULT_VARIABLE game_result OUTPUT_VARIABLE game_output ERROR_VARIABLE game_errors
  TIMEOUT 120)
message(STATUS "${game_output}")
if(NOT game_result EQUAL 0)
  message(FATAL_ERROR "minigolf failed (${game_result}):\n${game_output}\n${game_errors}")
endif()
file(GLOB logs ${WORK}/replays/*.shots.json)
list(LENGTH logs count)
if(NOT count EQUAL 2)
  message(FATAL_ERROR "expected a log per hole (2) in ${WORK}/replays, found ${count}")
endif()
list(SORT logs)
set(hole 0)
set(picked_up 0)
foreach(log IN LISTS logs)
  math(EXPR hole "${hole} + 1")
  file(READ ${log} text)
  string(REGEX MATCHALL "\"player\": 0" first "${text}")
  string(REGEX MATCHALL "\"player\": 1" second "${text}")
  list(LENGTH first shots0)
  list(LENGTH second shots1)
  if(shots0 GREATER 1 OR shots1 GREATER 1)
    message(FATAL_ERROR "hole ${hole}: ${shots0} and ${shots1} strokes, the limit is 1")
  endif()
  execute_process(COMMAND ${GOLF} replay ${log} --json RESULT_VARIABLE result
                  OUTPUT_VARIABLE json ERROR_VARIABLE errors)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "golf replay ${log} failed (${result}):\n${errors}")
  endif()
  string(JSON hash GET "${json}" final hash)
  foreach(ball 0 1)
    string(JSON holed GET "${json}" final balls ${ball} holed)
    if(NOT holed)
      math(EXPR picked_up "${picked_up} + 1")
    endif()
  endforeach()
  if(NOT game_output MATCHES "hole ${hole} \"[^\"]*\": final hash ${hash}")
    message(FATAL_ERROR "hole ${hole}: golf replay's hash ${hash} is not the game's")
  endif()
endforeach()
# Someone missed their one stroke and was picked up at the limit (unholed).
if(picked_up EQUAL 0)
  message(FATAL_ERROR "everybody holed in one: the stroke limit was not exercised")
endif()
message(STATUS "${picked_up} player(s) picked up at the limit of 1")
# Each pick-up is said (the HUD's message, printed too): "CPU 1 (easy) picks up at 1".
string(REGEX MATCHALL "picks up at 1\n" said "${game_output}")
list(LENGTH said said_count)
if(NOT said_count EQUAL picked_up)
  message(FATAL_ERROR "${picked_up} pick-ups, ${said_count} said:\n${game_output}")
endif()
# The final card: "Net" and the net totals in yellow right of the "+/-" column.
execute_process(COMMAND ${PNG_CHECK} ${WORK}/final.png --region-has 700 200 900 520 FFD65C 40
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "the final card shows no net column")
endif()
# A picked-up 1 on a par 2 is drawn in the over-par colour with its "p", not in the green of
# a score under par (every score here is 1: before, the whole table was green).
execute_process(COMMAND ${PNG_CHECK} ${WORK}/final.png --region-has 430 310 560 380 EC8C78 30
                RESULT_VARIABLE result)
if(NOT result EQUAL 0)
  message(FATAL_ERROR "the final card does not mark the picked-up scores")
endif()
