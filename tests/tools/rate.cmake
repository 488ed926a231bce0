# Command-line tests of `golf rate`.
#
# Included from tests/tools/CMakeLists.txt it registers the tests; each test runs this same
# file in CMake script mode (-P) with CASE set, writes its fixtures into a fresh folder of its
# own and checks exit codes, messages and the JSON Lines printed. Small levels, few samples and
# a coarse grid keep them fast; the rating itself is tested in tests/engine/rating_test.cpp.

if(NOT CMAKE_SCRIPT_MODE_FILE)
  set(rate_cases rate_json rate_jobs rate_lists rate_errors level_hash check_par)
  foreach(case IN LISTS rate_cases)
    add_test(NAME rate.${case}
             COMMAND ${CMAKE_COMMAND} -DGOLF=$<TARGET_FILE:golf> -DCASE=${case}
                     -DWORK=${CMAKE_CURRENT_BINARY_DIR}/rate/${case} -P ${CMAKE_CURRENT_LIST_FILE})
  endforeach()
  return()
endif()

# ---- script mode: one test case ----

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK}/levels)

include(${CMAKE_CURRENT_LIST_DIR}/golf_script.cmake)

set(quick --angles 90 --speeds 10)
set(few ${quick} --samples 8)

# A corridor: tee (1.5, 1.5), cup (8.5, 1.5): a straight shot holes in one stroke (a shot of
# 14 tiles/s rolls 14^2 / 6 = 32.7 tiles), and the walls guide every noisy player in.
file(WRITE ${WORK}/levels/a-corridor.json [=[
{ "format": "minigolf-level/1", "name": "Corridor", "par": 4,
  "physics": { "tickRate": 30 },
  "tiles": ["##########", "#S......O#", "##########"] }
]=])
# The cup walled off from the tee: nothing holes, so the suggested par is the stroke limit.
file(WRITE ${WORK}/levels/b-walled.json [=[
{ "format": "minigolf-level/1", "name": "Walled", "par": 2, "maxStrokes": 3,
  "physics": { "tickRate": 30 },
  "tiles": ["#######", "#S.#.O#", "#######"] }
]=])
file(WRITE ${WORK}/course.json [=[
{ "format": "minigolf-course/1", "name": "Two", "holes": ["levels/b-walled.json", "levels/a-corridor.json"] }
]=])

# Line N (0-based) of TEXT.
function(line_of text n out)
  string(REPLACE "\n" ";" lines "${text}")
  list(GET lines ${n} line)
  set(${out} "${line}" PARENT_SCOPE)
endfunction()

if(CASE STREQUAL "rate_json")
  run_golf(ARGS rate --json ${quick} --samples 8 levels/a-corridor.json CODE 0 OUT_VAR out)
  string(JSON level GET "${out}" level)
  string(JSON par GET "${out}" declaredPar)
  string(JSON best GET "${out}" bestStrokes)
  string(JSON suggested GET "${out}" suggestedPar)
  string(JSON rate GET "${out}" successRate)
  string(JSON low GET "${out}" successInterval 0)
  string(JSON samples GET "${out}" samples)
  expect_equal("level" "${level}" "levels/a-corridor.json")
  expect_equal("declaredPar" "${par}" "4")
  expect_equal("bestStrokes" "${best}" "1")
  expect_equal("suggestedPar (the least par, 2)" "${suggested}" "2")
  expect_equal("successRate" "${rate}" "1.0")
  expect_equal("samples" "${samples}" "8")
  # The decision on intervals: within 1 stroke 8 of 8 (low 0.6756 >= 0.5), so par is sure.
  string(JSON certain GET "${out}" parCertain)
  string(JSON parLow GET "${out}" parLow)
  string(JSON leans GET "${out}" parLeans)
  string(JSON lowRate GET "${out}" parLowRate)
  expect_equal("parCertain" "${certain}" "ON")
  expect_equal("parLow" "${parLow}" "2")
  expect_equal("parLeans" "${leans}" "2")
  expect_equal("parLowRate" "${lowRate}" "1.0")
  # Wilson interval of 8 of 8: low = 8 / (8 + 1.96^2) = 0.6756
  if(low LESS 0.675 OR low GREATER 0.676)
    message(FATAL_ERROR "successInterval low: ${low}")
  endif()
  run_golf(ARGS rate --json ${quick} levels/b-walled.json CODE 0 OUT_VAR out)
  string(JSON type TYPE "${out}" bestStrokes)
  string(JSON suggested GET "${out}" suggestedPar)
  expect_equal("bestStrokes of a walled-off cup" "${type}" "NULL")
  expect_equal("suggestedPar of a walled-off cup" "${suggested}" "3")
  run_golf(ARGS rate ${quick} levels/a-corridor.json CODE 0
           OUT "levels/a-corridor.json: par 4, fewest strokes found 1, suggested par 2, success 100.0 %"
               "players, sure, ")
elseif(CASE STREQUAL "rate_jobs")
  # The same bytes with any -j; another seed changes the noise (a wide field, so it matters).
  file(WRITE ${WORK}/field.json [=[
{ "format": "minigolf-level/1", "name": "Field", "par": 2, "cup": { "radius": 0.25 },
  "physics": { "tickRate": 30 },
  "tiles": ["#################", "#...............#", "#...............#", "#...............#",
            "#S.............O#", "#...............#", "#...............#", "#...............#",
            "#################"] }
]=])
  run_golf(ARGS rate --json ${quick} --samples 24 -j 1 field.json CODE 0 OUT_VAR one)
  run_golf(ARGS rate --json ${quick} --samples 24 -j 3 field.json CODE 0 OUT_VAR three)
  expect_equal("-j 1 and -j 3" "${three}" "${one}")
  run_golf(ARGS rate --json ${quick} --samples 24 --angle-sigma 3 --plan-stride 4 -j 1
           field.json CODE 0 OUT_VAR stride1)
  run_golf(ARGS rate --json ${quick} --samples 24 --angle-sigma 3 --plan-stride 4 -j 3
           field.json CODE 0 OUT_VAR stride3)
  expect_equal("--plan-stride 4, -j 1 and -j 3" "${stride3}" "${stride1}")
  run_golf(ARGS rate --json ${quick} --samples 24 --angle-sigma 3 --seed 1 field.json CODE 0
           OUT_VAR seed1)
  run_golf(ARGS rate --json ${quick} --samples 24 --angle-sigma 3 --seed 2 field.json CODE 0
           OUT_VAR seed2)
  if(seed1 STREQUAL seed2)
    message(FATAL_ERROR "seeds 1 and 2 gave the same rating: ${seed1}")
  endif()
elseif(CASE STREQUAL "rate_lists")
  # A folder (sorted, levels only), a course (its holes in order) and paths on stdin: the same
  # JSON Lines for the same levels.
  run_golf(ARGS rate --json ${few} levels CODE 0 OUT_VAR folder)
  line_of("${folder}" 0 first)
  line_of("${folder}" 1 second)
  string(JSON name0 GET "${first}" name)
  string(JSON name1 GET "${second}" name)
  expect_equal("folder order" "${name0} ${name1}" "Corridor Walled")
  run_golf(ARGS rate --json ${few} course.json CODE 0 OUT_VAR course)
  line_of("${course}" 0 first)
  string(JSON name0 GET "${first}" name)
  expect_equal("course order" "${name0}" "Walled")
  file(WRITE ${WORK}/list.txt "levels/a-corridor.json\n\nlevels/b-walled.json\n")
  execute_process(COMMAND ${GOLF} rate --json ${few} - WORKING_DIRECTORY ${WORK}
                  INPUT_FILE ${WORK}/list.txt TIMEOUT 60 RESULT_VARIABLE code OUTPUT_VARIABLE stdin)
  expect_equal("exit code with -" "${code}" "0")
  expect_equal("paths on stdin" "${stdin}" "${folder}")
elseif(CASE STREQUAL "rate_errors")
  # A broken level in a list is reported with its place; the others still rate; exit 1.
  file(WRITE ${WORK}/levels/c-broken.json [=[
{ "format": "minigolf-level/1", "name": "Broken", "par": 2,
  "tiles": ["#####", "#S.x#", "#####"] }
]=])
  run_golf(ARGS rate --json ${few} levels missing.json CODE 1 OUT_VAR out ERR_VAR err
           ERR "c-broken.json: row 2, column 4" "missing.json: no such file or folder"
               "rated 2 of 4 levels; 2 could not be rated")
  string(REGEX MATCHALL "\"suggestedPar\"" rated "${out}")
  list(LENGTH rated count)
  expect_equal("levels rated" "${count}" "2")
  string(REGEX MATCHALL "\"error\"" errors "${out}")
  list(LENGTH errors count)
  expect_equal("error lines" "${count}" "2")
  run_golf(ARGS rate CODE 2)
  run_golf(ARGS rate --samples 0 levels CODE 2)
  run_golf(ARGS rate --speed-sigma -1 levels CODE 2)
  run_golf(ARGS rate --plan-stride 0 levels CODE 2)
elseif(CASE STREQUAL "level_hash")
  # golf solve -o writes "levelHash"; a changed level refuses the log, a new name does not;
  # --ignore-level-hash replays it anyway.
  file(MAKE_DIRECTORY ${WORK}/logs)
  run_golf(ARGS solve levels/a-corridor.json --angles 90 --speeds 10 -o logs/corridor.shots.json
           CODE 0)
  file(READ ${WORK}/logs/corridor.shots.json log)
  string(JSON hash GET "${log}" levelHash)
  string(LENGTH "${hash}" length)
  expect_equal("levelHash length (16 hex digits)" "${length}" "16")
  run_golf(ARGS replay logs/corridor.shots.json CODE 0)
  file(READ ${WORK}/levels/a-corridor.json level)
  string(REPLACE "\"Corridor\"" "\"Renamed\"" renamed "${level}")
  file(WRITE ${WORK}/levels/a-corridor.json "${renamed}")
  run_golf(ARGS replay logs/corridor.shots.json CODE 0)
  string(REPLACE "#S......O#" "#S.....O.#" moved "${renamed}")
  file(WRITE ${WORK}/levels/a-corridor.json "${moved}")
  run_golf(ARGS replay logs/corridor.shots.json CODE 1
           ERR "logs/corridor.shots.json: levelHash: the level changed since the log was written"
               "${hash}")
  run_golf(ARGS replay --ignore-level-hash logs/corridor.shots.json CODE 0)
elseif(CASE STREQUAL "check_par")
  # golf check --par: a par far above the suggested one, and a par below the fewest strokes
  # (a dog-leg: 14^2 / 24 = 8.2 tiles of roll cannot cover the 11.6 tiles round the wall, so
  # at least 2 strokes; the search finds some number of them).
  file(WRITE ${WORK}/dog-leg.json [=[
{ "format": "minigolf-level/1", "name": "Dog-leg", "par": 1,
  "physics": { "tickRate": 30, "rollingDeceleration": 12 },
  "tiles": ["#########", "#S......#", "#######.#", "#O......#", "#########"] }
]=])
  run_golf(ARGS check levels/a-corridor.json CODE 0 OUT_VAR out)
  string(FIND "${out}" "warning" at)
  expect_equal("plain check warns about par" "${at}" "-1")
  run_golf(ARGS check --par --par-samples 4 levels/a-corridor.json CODE 0
           OUT "levels/a-corridor.json: warning: par 4 is far from the suggested par 2")
  run_golf(ARGS check --strict --par --par-samples 4 levels/a-corridor.json CODE 1)
  run_golf(ARGS check --par --par-samples 4 dog-leg.json CODE 0
           OUT "dog-leg.json: warning: par 1 is below the fewest strokes found (")
else()
  message(FATAL_ERROR "unknown case ${CASE}")
endif()
