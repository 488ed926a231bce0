# Plays a shot log through the game (--shots) while it records what is played (--replays), then
# checks that the recorded log replays in `golf replay` to the same final hash as the input log,
# and that the game printed that same hash for the hole.
# Variables: MINIGOLF, GOLF, XVFB (list), LOG, WORK (a scratch folder), FRAMES, SCREENSHOT;
# CLOCKED (optional, a level of format 3): the recorded log is format 2 with "at" on every shot.
# SHOTS (optional): play only the log's first SHOTS shots (its expectations dropped, its level
# path made relative to WORK): the game waits on the shots in real time, and a shorter log asks
# the same question of the game's shot path in fewer seconds (the sanitizer build's round trips).

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/replays)
set(ENV{XDG_DATA_HOME} ${WORK}/data)

if(SHOTS)
  file(READ ${LOG} text)
  string(JSON count LENGTH "${text}" shots)
  if(count LESS_EQUAL SHOTS)
    message(FATAL_ERROR "${LOG} has ${count} shots, not more than SHOTS=${SHOTS}")
  endif()
  while(count GREATER SHOTS)
    math(EXPR count "${count} - 1")
    string(JSON text REMOVE "${text}" shots ${count})
  endwhile()
  string(JSON expect ERROR_VARIABLE no_expect TYPE "${text}" expect)
  if(NOT no_expect)
    string(JSON text REMOVE "${text}" expect) # the whole log's expectations
  endif()
  string(JSON level GET "${text}" level)
  get_filename_component(log_folder ${LOG} DIRECTORY)
  get_filename_component(level ${level} ABSOLUTE BASE_DIR ${log_folder})
  file(RELATIVE_PATH level ${WORK} ${level})
  string(JSON text SET "${text}" level "\"${level}\"")
  set(LOG ${WORK}/first-${SHOTS}.shots.json)
  file(WRITE ${LOG} "${text}")
endif()

execute_process(
  COMMAND ${XVFB} ${MINIGOLF} --shots ${LOG} --replays ${WORK}/replays --frames ${FRAMES}
          --screenshot ${SCREENSHOT}
  RESULT_VARIABLE game_result OUTPUT_VARIABLE game_output ERROR_VARIABLE game_errors
  TIMEOUT 60)
if(NOT game_result EQUAL 0)
  message(FATAL_ERROR "minigolf failed (${game_result}):\n${game_output}\n${game_errors}")
endif()

file(GLOB recorded ${WORK}/replays/*.shots.json)
list(LENGTH recorded count)
if(NOT count EQUAL 1)
  message(FATAL_ERROR "expected one recorded shot log in ${WORK}/replays, found ${count}")
endif()

function(final_hash log out_var)
  execute_process(COMMAND ${GOLF} replay ${log} --json RESULT_VARIABLE result
                  OUTPUT_VARIABLE json ERROR_VARIABLE errors)
  if(NOT result EQUAL 0)
    message(FATAL_ERROR "golf replay ${log} failed (${result}):\n${errors}")
  endif()
  string(JSON hash GET "${json}" final hash)
  set(${out_var} ${hash} PARENT_SCOPE)
endfunction()

final_hash(${LOG} input_hash)
final_hash(${recorded} recorded_hash)
if(NOT input_hash STREQUAL recorded_hash)
  message(FATAL_ERROR "recorded log replays to ${recorded_hash}, the input log to ${input_hash}")
endif()

string(REGEX MATCH "final hash ([0-9a-f]+)" printed "${game_output}")
if(NOT CMAKE_MATCH_1 STREQUAL input_hash)
  message(FATAL_ERROR "the game printed '${printed}', golf replay computes ${input_hash}")
endif()

file(READ ${recorded} recorded_text)
# The recorded log carries the level's hash (which golf replay checked above) and the names.
string(JSON recorded_hash_key ERROR_VARIABLE no_hash GET "${recorded_text}" levelHash)
string(JSON recorded_names ERROR_VARIABLE no_names GET "${recorded_text}" playerNames)
if(no_hash OR no_names OR NOT recorded_hash_key MATCHES "^[0-9a-f]+$")
  message(FATAL_ERROR "the recorded log lacks levelHash or playerNames: ${recorded_text}")
endif()

# The recorded level path is relative to the log's folder (SPEC section 5).
string(JSON level GET "${recorded_text}" level)
if(IS_ABSOLUTE "${level}" OR NOT EXISTS ${WORK}/replays/${level})
  message(FATAL_ERROR "recorded level path '${level}' is not relative to ${WORK}/replays")
endif()
if(CLOCKED)
  string(JSON format GET "${recorded_text}" format)
  string(JSON shots LENGTH "${recorded_text}" shots)
  if(NOT format STREQUAL "minigolf-shots/2" OR shots EQUAL 0)
    message(FATAL_ERROR "a level of format 3 is logged as format 2: ${recorded_text}")
  endif()
  math(EXPR last "${shots} - 1")
  foreach(shot RANGE ${last})
    string(JSON at ERROR_VARIABLE no_at GET "${recorded_text}" shots ${shot} at)
    if(no_at)
      message(FATAL_ERROR "shot ${shot} of the recorded log has no \"at\": ${recorded_text}")
    endif()
  endforeach()
endif()
message(STATUS "game, input log and recorded log agree: ${input_hash}")
