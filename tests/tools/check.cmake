# Command-line tests of `golf check`, and `golf check --strict` over the bundled course.
#
# Included from tests/tools/CMakeLists.txt it registers the tests; each test case runs this
# same file in CMake script mode (-P) with CASE set. The cases run golf in tests/levels, so
# that messages name files relative to it, and compare the whole of stdout with the expected
# text (documented in docs/levels.md).

if(NOT CMAKE_SCRIPT_MODE_FILE)
  set(check_cases
      good warnings strict bad_values broken_json tee_and_cup not_a_level missing_files
      every_file_is_checked course_ok course_bad usage)
  foreach(case IN LISTS check_cases)
    add_test(NAME check.${case}
             COMMAND ${CMAKE_COMMAND} -DGOLF=$<TARGET_FILE:golf> -DCASE=${case}
                     -DLEVELS=${PROJECT_SOURCE_DIR}/tests/levels -P ${CMAKE_CURRENT_LIST_FILE})
  endforeach()
  # Every bundled hole and the course pass, without a single warning.
  file(GLOB bundled_levels CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/levels/*.json
       ${PROJECT_SOURCE_DIR}/levels/*/*.json)
  foreach(file IN LISTS bundled_levels)
    file(RELATIVE_PATH name ${PROJECT_SOURCE_DIR}/levels ${file})
    add_test(NAME check.bundled.${name} COMMAND $<TARGET_FILE:golf> check --strict ${file})
  endforeach()
  return()
endif()

# ---- script mode: one test case ----

# Runs `golf ARGS...` in tests/levels and checks the exit CODE and the whole of stdout: the
# value of the variable named by OUT (a name, since messages hold semicolons, which CMake
# would split). STDERR, if given, must occur in stderr.
function(expect_golf)
  cmake_parse_arguments(RUN "" "CODE;OUT;STDERR" "ARGS" ${ARGN})
  set(wanted "${${RUN_OUT}}")
  execute_process(COMMAND ${GOLF} ${RUN_ARGS} WORKING_DIRECTORY ${LEVELS}
                  RESULT_VARIABLE code OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(context "golf ${RUN_ARGS}\n--- exit ${code}\n--- stdout:\n${out}--- stderr:\n${err}")
  if(NOT code STREQUAL "${RUN_CODE}")
    message(FATAL_ERROR "expected exit code ${RUN_CODE}\n${context}")
  endif()
  if(NOT out STREQUAL "${wanted}")
    message(FATAL_ERROR "expected stdout:\n${wanted}\n${context}")
  endif()
  if(RUN_STDERR)
    string(FIND "${err}" "${RUN_STDERR}" at)
    if(at EQUAL -1)
      message(FATAL_ERROR "stderr lacks: ${RUN_STDERR}\n${context}")
    endif()
  endif()
endfunction()

if(CASE STREQUAL "good")
  set(expected [=[good/plain.json: ok (level 'Plain', 10 x 5 tiles, par 2)
good/triangles.json: ok (level 'Every Triangle', 10 x 8 tiles, par 3)
good/tee-cup-keys.json: ok (level 'Keys', 7 x 4 tiles, par 2)
good/teleport-only.json: ok (level 'Through the Wormhole', 9 x 5 tiles, par 2)
]=])
  # teleport-only's cup is in a room of its own, reached only through a teleport.
  expect_golf(ARGS check good/plain.json good/triangles.json good/tee-cup-keys.json
                   good/teleport-only.json CODE 0 OUT expected)

elseif(CASE STREQUAL "warnings")
  # Warnings alone do not fail the check.
  set(expected [=[warn/unreachable.json: warning: the cup at (7.5, 2.5) cannot be reached from the tee at (1.5, 1.5) by a ball of radius 0.2 (searched every 1/8 tile)
warn/unreachable.json: ok (level 'Walled Off', 10 x 5 tiles, par 2)
warn/slit-too-narrow.json: warning: the cup at (7.5, 6.5) cannot be reached from the tee at (1.5, 2.5) by a ball of radius 0.36 (searched every 1/8 tile)
warn/slit-too-narrow.json: ok (level 'Too Narrow', 10 x 8 tiles, par 3)
warn/par-above-max-strokes.json: warning: par 12 is more than maxStrokes 10: the ball is picked up before par
warn/par-above-max-strokes.json: ok (level 'Long Par', 7 x 3 tiles, par 12)
warn/teleport-walled-in.json: warning: teleports[0].to (7.5, 1.5) is walled in: a ball sent there cannot reach the cup
warn/teleport-walled-in.json: ok (level 'Oubliette', 10 x 5 tiles, par 2)
warn/gate-wrong-way.json: warning: the cup at (8.5, 1.5) cannot be reached from the tee at (1.5, 1.5) by a ball of radius 0.2 (searched every 1/8 tile)
warn/gate-wrong-way.json: ok (level 'Wrong Way', 10 x 3 tiles, par 2)
]=])
  # gate-wrong-way's only gate lets a ball through leftwards alone, away from the cup.
  expect_golf(ARGS check warn/unreachable.json warn/slit-too-narrow.json
                   warn/par-above-max-strokes.json warn/teleport-walled-in.json
                   warn/gate-wrong-way.json CODE 0 OUT expected)

elseif(CASE STREQUAL "strict")
  # --strict fails on warnings, and only on warnings: a good level still passes.
  set(expected [=[warn/unreachable.json: warning: the cup at (7.5, 2.5) cannot be reached from the tee at (1.5, 1.5) by a ball of radius 0.2 (searched every 1/8 tile)
warn/unreachable.json: ok (level 'Walled Off', 10 x 5 tiles, par 2)
]=])
  expect_golf(ARGS check --strict warn/unreachable.json CODE 1 OUT expected)
  set(expected "good/plain.json: ok (level 'Plain', 10 x 5 tiles, par 2)\n")
  expect_golf(ARGS check --strict good/plain.json CODE 0 OUT expected)

elseif(CASE STREQUAL "bad_values")
  set(expected [=[bad/bad-values.json: unknown key 'phisics' (did you mean 'physics'?)
bad/bad-values.json: par: 0 must be >= 1
bad/bad-values.json: ball.radius: 0.6 is outside (0, 0.5)
bad/bad-values.json: physics.tickRate: 10 is outside [30, 2000]
bad/bad-values.json: physics.wallRestitution: 1.5 is outside [0, 1]
bad/bad-values.json: row 2, column 6: unknown tile 'X'
]=])
  expect_golf(ARGS check bad/bad-values.json CODE 1 OUT expected)

elseif(CASE STREQUAL "broken_json")
  set(expected [=[bad/broken.json:4:3: syntax error while parsing object - unexpected string literal; expected '}'
bad/empty.json:1:1: syntax error while parsing value - unexpected end of input; expected '[', '{', or a literal
bad/binary.json:1:1: syntax error while parsing value - invalid literal
bad/deep.json: 'x[0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0][0...': nested more than 64 arrays and objects deep
]=])
  expect_golf(ARGS check bad/broken.json bad/empty.json bad/binary.json bad/deep.json CODE 1
              OUT expected)

elseif(CASE STREQUAL "tee_and_cup")
  set(expected [=[bad/two-tees-no-cup.json: row 2, column 7: a second tee 'S' (the first is at row 2, column 2); a level has exactly one
bad/two-tees-no-cup.json: no cup: put an 'O' in the tiles or give "cup": {"x": ..., "y": ...}
bad/cup-in-wall.json: cup: (3.5, 0.5) is not on open floor
bad/unequal-rows.json: row 3: has 7 tiles, but row 1 has 8
]=])
  expect_golf(ARGS check bad/two-tees-no-cup.json bad/cup-in-wall.json bad/unequal-rows.json
              CODE 1 OUT expected)

elseif(CASE STREQUAL "not_a_level")
  set(expected [=[bad/shot-log.json: neither a level nor a course: format 'minigolf-shots/1' is unknown (a level has "format": "minigolf-level/1", a course "format": "minigolf-course/1")
]=])
  expect_golf(ARGS check bad/shot-log.json CODE 1 OUT expected)

elseif(CASE STREQUAL "missing_files")
  set(expected [=[no-such-level.json: no such file
good: is a folder, not a file
]=])
  expect_golf(ARGS check no-such-level.json good CODE 1 OUT expected)

elseif(CASE STREQUAL "every_file_is_checked")
  # A bad file does not stop the check: the files after it are checked and reported too.
  set(expected [=[bad/unequal-rows.json: row 3: has 7 tiles, but row 1 has 8
good/plain.json: ok (level 'Plain', 10 x 5 tiles, par 2)
]=])
  expect_golf(ARGS check bad/unequal-rows.json good/plain.json CODE 1 OUT expected)

elseif(CASE STREQUAL "course_ok")
  set(expected [=[course/good-course.json: hole 1: course/../good/plain.json: ok (level 'Plain', 10 x 5 tiles, par 2)
course/good-course.json: hole 2: course/../good/triangles.json: ok (level 'Every Triangle', 10 x 8 tiles, par 3)
course/good-course.json: ok (course 'Test Two', 2 holes)
]=])
  expect_golf(ARGS check course/good-course.json CODE 0 OUT expected)

elseif(CASE STREQUAL "course_bad")
  # The course's own problems first, then every hole that exists, numbered as in the course.
  set(expected [=[course/bad-course.json: hole 2: no such file 'course/missing.json'
course/bad-course.json: hole 1: course/../good/plain.json: ok (level 'Plain', 10 x 5 tiles, par 2)
course/bad-course.json: hole 3: course/../bad/unequal-rows.json: row 3: has 7 tiles, but row 1 has 8
course/bad-course.json: hole 4: course/../warn/unreachable.json: warning: the cup at (7.5, 2.5) cannot be reached from the tee at (1.5, 1.5) by a ball of radius 0.2 (searched every 1/8 tile)
course/bad-course.json: hole 4: course/../warn/unreachable.json: ok (level 'Walled Off', 10 x 5 tiles, par 2)
]=])
  expect_golf(ARGS check course/bad-course.json CODE 1 OUT expected)

elseif(CASE STREQUAL "usage")
  set(expected "")
  expect_golf(ARGS check CODE 2 OUT expected STDERR "files is required")
  set(expected "")
  expect_golf(ARGS check --bogus good/plain.json CODE 2 OUT expected STDERR "--bogus")

else()
  message(FATAL_ERROR "unknown case ${CASE}")
endif()
