# Computers among the balls (issue 24) through the real game: on Open Lane (tests/game/data/
# computers/open-lane.json) an easy computer putts first and, with --seed 2, its ball rests
# 1.15 tiles short of the cup and 0.35 tiles off the line (golf replay: (8.347, 3.151)), so the
# hard computer's straight putt, planned for its ball alone, would clip it. The hard computer
# says it aimed past the ball, holes in one touching no ball, and the log replays to the hash
# the game printed. Then the same round with a stroke limit of 1: the easy computer is picked
# up after that same putt and its ball leaves the course, so the hard computer has no ball to
# check (no "among the balls"); the log names the level with the limit (replays/limits/) and
# golf replay picks the player up and reaches the game's hash.
# Variables: MINIGOLF, GOLF, XVFB (list), TARGET, WORK.

file(REMOVE_RECURSE ${WORK})
set(ENV{XDG_DATA_HOME} ${WORK}/data)

# Plays the round into WORK/NAME; sets `output` and `json` (golf replay's of its one log).
function(play_round name)
  file(MAKE_DIRECTORY ${WORK}/${name})
  execute_process(
    COMMAND ${XVFB} ${MINIGOLF} ${TARGET} --players 2 --computer 1:easy --computer 2:hard
            --seed 2 --frames 10 --mute --replays ${WORK}/${name} ${ARGN}
    RESULT_VARIABLE game_result OUTPUT_VARIABLE game_output ERROR_VARIABLE game_errors
    TIMEOUT 120)
  message(STATUS "${name}:\n${game_output}")
  if(NOT game_result EQUAL 0)
    message(FATAL_ERROR "minigolf failed (${game_result}):\n${game_output}\n${game_errors}")
  endif()
  file(GLOB logs ${WORK}/${name}/*.shots.json)
  list(LENGTH logs count)
  if(NOT count EQUAL 1)
    message(FATAL_ERROR "${name}: expected one log in ${WORK}/${name}, found ${count}")
  endif()
  execute_process(COMMAND ${GOLF} replay ${logs} --json RESULT_VARIABLE result
                  OUTPUT_VARIABLE replayed ERROR_VARIABLE errors)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "${name}: golf replay ${logs} failed (${result}):\n${errors}")
  endif()
  string(JSON hash GET "${replayed}" final hash)
  if(NOT game_output MATCHES "hole 1 \"Open Lane\": final hash ${hash} ")
    message(FATAL_ERROR "${name}: golf replay computes ${hash}, the game printed:\n${game_output}")
  endif()
  file(READ ${logs} log_text)
  set(output "${game_output}" PARENT_SCOPE)
  set(json "${replayed}" PARENT_SCOPE)
  set(log_text "${log_text}" PARENT_SCOPE)
endfunction()

# The hard computer's first (and only) stroke is shots[1]: holed, no ball touched.
function(expect_clean_hole name)
  string(JSON shooter GET "${json}" shots 1 player)
  string(JSON touched LENGTH "${json}" shots 1 ballsHit)
  string(JSON holed GET "${json}" final balls 1 holed)
  string(JSON strokes GET "${json}" final balls 1 strokes)
  if(NOT shooter EQUAL 1 OR NOT touched EQUAL 0 OR NOT holed OR NOT strokes EQUAL 1)
    message(FATAL_ERROR "${name}: the hard computer's stroke (player ${shooter}) touched "
                        "${touched} balls, holed ${holed} in ${strokes}:\n${json}")
  endif()
endfunction()

play_round(among)
if(NOT output MATCHES "CPU 2 \\(hard\\): thought [0-9.]+ s \\([0-9]+ ticks searched, a ball in the way: aimed past it, [0-9]+ among the balls\\)")
  message(FATAL_ERROR "the hard computer did not aim past the easy one's ball:\n${output}")
endif()
expect_clean_hole(among)

play_round(limit --stroke-limit 1)
if(NOT output MATCHES "hole 1: CPU 1 \\(easy\\) picks up at 1\n")
  message(FATAL_ERROR "the easy computer was not picked up at the limit:\n${output}")
endif()
if(output MATCHES "CPU 2 \\(hard\\): thought [^\n]*among the balls")
  message(FATAL_ERROR "the picked-up ball is still on the course:\n${output}")
endif()
expect_clean_hole(limit)
string(JSON picked GET "${json}" final balls 0 pickedUp)
string(JSON on_course GET "${json}" final balls 0 inPlay)
if(NOT picked OR on_course)
  message(FATAL_ERROR "golf replay: the easy computer pickedUp ${picked}, inPlay ${on_course}")
endif()
if(NOT log_text MATCHES "\"level\": \"limits/open-lane-[0-9a-f]+\\.json\"")
  message(FATAL_ERROR "the log does not name the level with the limit:\n${log_text}")
endif()
message(STATUS "the hard computer aimed past a ball, and a picked-up ball left the course")
