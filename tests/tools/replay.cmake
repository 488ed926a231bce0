# Command-line tests of `golf replay`, and the golden replays of tests/golden.
#
# This file has two roles. Included from tests/tools/CMakeLists.txt it registers the tests;
# each test runs this same file in CMake script mode (-P) with CASE set, which writes its
# fixtures into a fresh folder of its own (tests may run in parallel) and checks exit codes,
# messages and output bytes.

if(NOT CMAKE_SCRIPT_MODE_FILE)
  set(replay_cases
      summary json usage bad_logs expect_mismatch write_expect trace trace_usage batch
      deterministic)
  foreach(case IN LISTS replay_cases)
    add_test(NAME replay.${case}
             COMMAND ${CMAKE_COMMAND} -DGOLF=$<TARGET_FILE:golf> -DCASE=${case}
                     -DWORK=${CMAKE_CURRENT_BINARY_DIR}/replay/${case}
                     -DGOLDEN=${PROJECT_SOURCE_DIR}/tests/golden -P ${CMAKE_CURRENT_LIST_FILE})
  endforeach()
  # Golden replays: every stored expectation must hold (scripts/update-goldens.sh rewrites
  # them after a deliberate change of the physics).
  file(GLOB golden_logs CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/tests/golden/*.shots.json)
  foreach(log IN LISTS golden_logs)
    get_filename_component(name ${log} NAME)
    string(REPLACE ".shots.json" "" name ${name})
    add_test(NAME replay.golden.${name} COMMAND $<TARGET_FILE:golf> replay ${log})
  endforeach()
  return()
endif()

# ---- script mode: one test case ----

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

include(${CMAKE_CURRENT_LIST_DIR}/golf_script.cmake)

# A corridor: tee (1.5, 1.5), cup (8.5, 1.5), rolling deceleration 3, maxShotSpeed 14.
file(WRITE ${WORK}/corridor.json [=[
{ "format": "minigolf-level/1", "name": "Corridor", "par": 2,
  "tiles": ["##########", "#S......O#", "##########"] }
]=])
# 3.01 tiles/s to the right: rests at x = 1.5 + 3.01^2 / 6 = 3.0100166..., during tick 121.
file(WRITE ${WORK}/good.shots.json [=[
{ "format": "minigolf-shots/1", "level": "corridor.json", "players": 2,
  "shots": [ { "player": 0, "angle": 0, "speed": 3.01 } ] }
]=])
# 6.5 tiles/s reaches the cup slowly enough to drop.
file(WRITE ${WORK}/holed.shots.json [=[
{ "format": "minigolf-shots/1", "level": "corridor.json",
  "shots": [ { "player": 0, "vx": 6.5, "vy": 0 } ] }
]=])

if(CASE STREQUAL "summary")
  run_golf(ARGS replay good.shots.json CODE 0
           OUT "good.shots.json: \"Corridor\" (par 2), 2 players, 1 shot"
               "  shot 0: player 0, stroke 1, 1.01 s: no wall hit, rests at (3.010, 1.500)"
               "  player 0: 1 stroke, still playing" "  player 1: 0 strokes, not started"
               "  final: 121 ticks (1.01 s), hash " "  expect: none"
               "replayed 1 log: 1 passed, 0 failed; 1 shots, 1.01 simulated seconds")
  run_golf(ARGS replay holed.shots.json CODE 0
           OUT "holed" "  player 0: 1 stroke, holed, -1 (par 2)")

elseif(CASE STREQUAL "json")
  run_golf(ARGS replay --json good.shots.json CODE 0 OUT_VAR out ERR_VAR err
           ERR "replayed 1 log: 1 passed")
  string(REGEX MATCHALL "\n" lines "${out}")
  list(LENGTH lines count)
  expect_equal("lines of --json output" ${count} 1)
  string(JSON log GET "${out}" log)
  expect_equal("log" "${log}" "good.shots.json")
  string(JSON shots LENGTH "${out}" shots)
  expect_equal("shots" ${shots} 1)
  string(JSON ticks GET "${out}" final ticks)
  expect_equal("final.ticks" ${ticks} 121)
  string(JSON hash GET "${out}" final hash)
  if(NOT hash MATCHES "^[0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f][0-9a-f]$")
    message(FATAL_ERROR "final.hash is not 16 hex digits: ${hash}")
  endif()
  string(JSON in_play GET "${out}" final balls 1 inPlay)
  expect_equal("final.balls[1].inPlay" "${in_play}" "OFF")
  string(JSON x ERROR_VARIABLE missing GET "${out}" final balls 1 x)
  if(NOT missing)
    message(FATAL_ERROR "a ball not in play has a position: ${x}")
  endif()

elseif(CASE STREQUAL "usage")
  run_golf(ARGS replay CODE 2 ERR "LOG is required")
  run_golf(ARGS replay --bogus good.shots.json CODE 2)
  run_golf(ARGS replay -j many good.shots.json CODE 2)
  run_golf(ARGS replay --help CODE 0 OUT "--write-expect" "--trace")
  # golf registers only the command named first; anything else first sees every command.
  run_golf(ARGS --help CODE 0 OUT "  check  " "  replay  " "  rate  " "  render  " "  solve  ")
  run_golf(ARGS bogus CODE 2)
  run_golf(ARGS --version CODE 0 OUT "golf ")

elseif(CASE STREQUAL "bad_logs")
  file(WRITE ${WORK}/broken.shots.json "{\n  \"format\": \"minigolf-shots/1\",\n  \"players\": }\n")
  run_golf(ARGS replay broken.shots.json CODE 1 ERR "broken.shots.json:3:14: ")
  file(WRITE ${WORK}/fast.shots.json [=[
{ "format": "minigolf-shots/1", "level": "corridor.json",
  "shots": [ { "player": 0, "vx": 1, "vy": 0 }, { "player": 0, "vx": 15, "vy": 0 } ] }
]=])
  run_golf(ARGS replay fast.shots.json CODE 1
           ERR "fast.shots.json: shots[1]: speed 15 is above maxShotSpeed 14")
  file(WRITE ${WORK}/after.shots.json [=[
{ "format": "minigolf-shots/1", "level": "corridor.json",
  "shots": [ { "player": 0, "vx": 6.5, "vy": 0 }, { "player": 0, "angle": 0, "speed": 1 } ] }
]=])
  run_golf(ARGS replay after.shots.json CODE 1
           ERR "after.shots.json: shots[1]: player 0 has already holed out")
  file(WRITE ${WORK}/typo.shots.json [=[
{ "format": "minigolf-shots/1", "level": "corridor.json",
  "shots": [ { "player": 0, "angle": 0, "sped": 1 } ] }
]=])
  run_golf(ARGS replay typo.shots.json CODE 1
           ERR "typo.shots.json: shots[0].sped: unknown key"
               "typo.shots.json: shots[0].speed: missing (angle needs speed)")
  file(WRITE ${WORK}/nolevel.shots.json [=[
{ "format": "minigolf-shots/1", "level": "missing.json", "shots": [] }
]=])
  run_golf(ARGS replay nolevel.shots.json CODE 1
           ERR "nolevel.shots.json: level: cannot load missing.json")
  file(WRITE ${WORK}/junk.shots.json "\x01\x02 not json at all")
  run_golf(ARGS replay junk.shots.json CODE 1 ERR "junk.shots.json:1:1: ")
  run_golf(ARGS replay nothing-here.shots.json CODE 1
           ERR "nothing-here.shots.json: no such file or folder")
  # A FIFO, as the log or as its level, is refused instead of blocking on it.
  execute_process(COMMAND mkfifo ${WORK}/pipe.shots.json RESULT_VARIABLE mkfifo_failed)
  if(NOT mkfifo_failed)
    run_golf(ARGS replay pipe.shots.json CODE 1 ERR "pipe.shots.json: is not a regular file")
    file(WRITE ${WORK}/piped-level.shots.json [=[
{ "format": "minigolf-shots/1", "level": "pipe.shots.json", "shots": [] }
]=])
    run_golf(ARGS replay piped-level.shots.json CODE 1
             ERR "piped-level.shots.json: level: pipe.shots.json is not a regular file")
  endif()

elseif(CASE STREQUAL "expect_mismatch")
  file(WRITE ${WORK}/wrong.shots.json [=[
{ "format": "minigolf-shots/1", "level": "corridor.json",
  "shots": [ { "player": 0, "angle": 0, "speed": 3.01 } ],
  "expect": { "shots": [ { "ticks": 121, "balls": [ { "y": 1.5, "strokes": 2 } ] } ],
              "final": { "ticks": 120 } } }
]=])
  run_golf(ARGS replay wrong.shots.json CODE 1 OUT "  expect: DIFFERS"
           ERR "wrong.shots.json: expect.shots[0].balls[0].strokes: expected 2, got 1")
  run_golf(ARGS replay --json wrong.shots.json CODE 1
           OUT "\"errors\":[\"wrong.shots.json: expect.shots[0].balls[0].strokes: expected 2")

elseif(CASE STREQUAL "write_expect")
  file(WRITE ${WORK}/w.shots.json [=[
{"format":"minigolf-shots/1","level":"corridor.json","players":2,"shots":[{"player":0,"angle":0,"speed":3.01},{"player":1,"vx":2,"vy":0.25}],"expect":{"final":{"ticks":1}}}
]=])
  run_golf(ARGS replay --write-expect w.shots.json CODE 0 OUT "  expect: written")
  run_golf(ARGS replay w.shots.json CODE 0 OUT "  expect: matches")
  file(READ ${WORK}/w.shots.json text)
  # The rest of the log is kept as it was (angle + speed stays), readably indented.
  foreach(kept "\n  \"shots\": [\n    { \"player\": 0, \"angle\": 0, \"speed\": 3.01 },\n"
               "\n  \"players\": 2,\n" "\n  \"expect\": {\n    \"shots\": [\n")
    string(FIND "${text}" "${kept}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "rewritten log lacks [${kept}]:\n${text}")
    endif()
  endforeach()
  file(GLOB leftovers ${WORK}/.w.shots.json*)
  expect_equal("temporary files left" "${leftovers}" "")

elseif(CASE STREQUAL "trace")
  file(WRITE ${WORK}/two.shots.json [=[
{ "format": "minigolf-shots/1", "level": "corridor.json", "players": 2,
  "setup": [ { "player": 1, "x": 5.5, "y": 1.5 } ],
  "shots": [ { "player": 0, "vx": 6, "vy": 0.125 }, { "player": 1, "angle": 180, "speed": 2.5 } ] }
]=])
  run_golf(ARGS replay --json --trace t.csv two.shots.json CODE 0 OUT_VAR out)
  file(STRINGS ${WORK}/t.csv rows)
  list(GET rows 0 header)
  expect_equal("trace header" "${header}" "tick,player,x,y,vx,vy")
  string(JSON ticks GET "${out}" final ticks)
  # The last rows (one per ball in play) are the final state.
  list(LENGTH rows count)
  foreach(back 1 2)
    math(EXPR index "${count} - ${back}")
    list(GET rows ${index} row)
    string(REPLACE "," ";" fields "${row}")
    list(GET fields 0 tick)
    list(GET fields 1 player)
    expect_equal("tick of the last rows" ${tick} ${ticks})
    set(columns x y vx vy)
    foreach(column IN LISTS columns)
      list(FIND columns ${column} at)
      math(EXPR at "${at} + 2")
      list(GET fields ${at} traced)
      string(JSON final GET "${out}" final balls ${player} ${column})
      if(NOT traced EQUAL final)
        message(FATAL_ERROR "trace ${column} of player ${player}: ${traced}, final: ${final}")
      endif()
    endforeach()
  endforeach()
  # One row per ball in play per tick: 2 balls, every tick.
  math(EXPR expected_rows "2 * ${ticks} + 1")
  expect_equal("rows" ${count} ${expected_rows})

elseif(CASE STREQUAL "trace_usage")
  run_golf(ARGS replay --trace t.csv good.shots.json holed.shots.json CODE 2
           ERR "--trace: needs exactly one log file")
  run_golf(ARGS replay --trace t.csv . CODE 2 ERR "--trace: needs exactly one log file")
  if(EXISTS ${WORK}/t.csv)
    message(FATAL_ERROR "a usage error wrote the trace")
  endif()

elseif(CASE STREQUAL "batch")
  file(MAKE_DIRECTORY ${WORK}/logs/sub)
  file(WRITE ${WORK}/logs/levels.json "{}") # not a *.shots.json: ignored
  file(COPY ${WORK}/good.shots.json ${WORK}/holed.shots.json DESTINATION ${WORK}/logs)
  file(WRITE ${WORK}/logs/sub/bad.shots.json [=[
{ "format": "minigolf-shots/1", "level": "../corridor.json",
  "shots": [ { "player": 3, "vx": 1, "vy": 0 } ] }
]=])
  file(COPY ${WORK}/corridor.json DESTINATION ${WORK}/logs)
  # good: 121 ticks; holed: reaches the cup's edge (6.7 tiles) when 6.5 t - 1.5 t^2 = 6.7,
  # t = 1.689 s, tick 203. (121 + 203) / 120 = 2.70 s.
  run_golf(ARGS replay logs -j 2 CODE 1 OUT_VAR out
           OUT "replayed 3 logs: 2 passed, 1 failed; 2 shots, 2.70 simulated seconds"
           ERR "logs/sub/bad.shots.json: shots[0].player: player 3 does not exist")
  # Sorted: good, holed, sub/bad.
  string(FIND "${out}" "logs/good.shots.json:" good)
  string(FIND "${out}" "logs/holed.shots.json:" holed)
  if(good EQUAL -1 OR holed EQUAL -1 OR NOT good LESS holed)
    message(FATAL_ERROR "logs out of order:\n${out}")
  endif()
  run_golf(ARGS replay --json logs good.shots.json CODE 1 OUT_VAR out
           ERR "replayed 4 logs: 3 passed, 1 failed")
  string(REGEX MATCHALL "[^\n]+" lines "${out}")
  list(LENGTH lines count)
  expect_equal("JSON Lines" ${count} 4)
  set(order logs/good.shots.json logs/holed.shots.json logs/sub/bad.shots.json good.shots.json)
  foreach(index 0 1 2 3)
    list(GET lines ${index} line)
    string(JSON log GET "${line}" log)
    list(GET order ${index} wanted)
    expect_equal("log of line ${index}" "${log}" "${wanted}")
  endforeach()
  file(MAKE_DIRECTORY ${WORK}/empty)
  run_golf(ARGS replay empty CODE 1 ERR "empty: no *.shots.json files in this folder")

elseif(CASE STREQUAL "deterministic")
  # The golden folder, twice on several threads and once on one: the same bytes every time.
  run_golf(ARGS replay ${GOLDEN} -j 3 CODE 0 OUT_VAR first)
  run_golf(ARGS replay ${GOLDEN} -j 3 CODE 0 OUT_VAR second)
  run_golf(ARGS replay ${GOLDEN} --json -j 1 CODE 0 OUT_VAR json_one)
  run_golf(ARGS replay ${GOLDEN} --json -j 4 CODE 0 OUT_VAR json_four)
  expect_equal("second run" "${second}" "${first}")
  expect_equal("--json -j 4 against -j 1" "${json_four}" "${json_one}")
  string(FIND "${first}" "expect: matches" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the goldens carry no expectation:\n${first}")
  endif()

else()
  message(FATAL_ERROR "unknown case ${CASE}")
endif()
