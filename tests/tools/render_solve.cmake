# Command-line tests of `golf render` and `golf solve`.
#
# Included from tests/tools/CMakeLists.txt it registers the tests; each test runs this same
# file in CMake script mode (-P) with CASE set, writes its fixtures into a fresh folder of its
# own and checks exit codes, messages and the files written. Pictures are checked by their PNG
# signature and IHDR (size, 8-bit RGB); their pixels are checked by tests/engine/picture_test.

if(NOT CMAKE_SCRIPT_MODE_FILE)
  set(render_solve_cases
      render_level render_shots render_errors render_wide solve_replay solve_two_strokes
      solve_errors solve_movers)
  foreach(case IN LISTS render_solve_cases)
    add_test(NAME render_solve.${case}
             COMMAND ${CMAKE_COMMAND} -DGOLF=$<TARGET_FILE:golf> -DCASE=${case}
                     -DWORK=${CMAKE_CURRENT_BINARY_DIR}/render_solve/${case}
                     -P ${CMAKE_CURRENT_LIST_FILE})
  endforeach()
  return()
endif()

# ---- script mode: one test case ----

file(REMOVE_RECURSE ${WORK})
file(MAKE_DIRECTORY ${WORK})

include(${CMAKE_CURRENT_LIST_DIR}/golf_script.cmake)

# The file is a PNG of WIDTH x HEIGHT pixels (8 hex digits each), 8-bit RGB: the signature,
# then the IHDR chunk (length 13, "IHDR", width, height, bit depth 8, colour type 2).
function(expect_png file width height)
  if(NOT EXISTS ${WORK}/${file})
    message(FATAL_ERROR "${file} was not written")
  endif()
  file(READ ${WORK}/${file} head LIMIT 26 HEX)
  expect_equal("${file}: PNG header" "${head}"
               "89504e470d0a1a0a0000000d49484452${width}${height}0802")
endfunction()

# Nothing is left of a write that failed or succeeded: no temporary files beside the target.
function(expect_no_temporaries folder)
  file(GLOB leftovers ${folder}/*.tmp-*)
  expect_equal("temporary files left in ${folder}" "${leftovers}" "")
endfunction()

function(expect_missing file)
  if(EXISTS ${WORK}/${file})
    message(FATAL_ERROR "${file} should not have been written")
  endif()
endfunction()

# A corridor: tee (1.5, 1.5), cup (8.5, 1.5), 7 tiles apart; rolling deceleration 3 lets a
# shot of 14 tiles/s roll 14^2 / 6 = 32.7 tiles, so one stroke can do it.
file(WRITE ${WORK}/corridor.json [=[
{ "format": "minigolf-level/1", "name": "Corridor", "par": 2,
  "tiles": ["##########", "#S......O#", "##########"] }
]=])
# 10 x 6 tiles with void, blocks and all four triangles.
file(WRITE ${WORK}/bend.json [=[
{ "format": "minigolf-level/1", "name": "Bend", "par": 3,
  "tiles": ["##########",
            "#S......J#",
            "#######..#",
            "  #F.....#",
            "  #O....L#",
            "  ########"] }
]=])
file(WRITE ${WORK}/bend.shots.json [=[
{ "format": "minigolf-shots/1", "level": "bend.json", "players": 2,
  "shots": [ { "player": 0, "angle": 0, "speed": 9 }, { "player": 1, "angle": 3, "speed": 13 },
             { "player": 0, "angle": 100, "speed": 6 } ] }
]=])

if(CASE STREQUAL "render_level")
  # 10 x 6 tiles at 8 pixels per tile: 80 x 48 = 0x50 x 0x30 pixels.
  run_golf(ARGS render bend.json -o bend.png --scale 8 CODE 0
           OUT "bend.png: 80 x 48 pixels, 8 per tile")
  expect_png(bend.png 00000050 00000030)
  # The default scale is 32 pixels per tile: 320 x 96 = 0x140 x 0x60.
  run_golf(ARGS render corridor.json -o corridor.png CODE 0
           OUT "corridor.png: 320 x 96 pixels, 32 per tile")
  expect_png(corridor.png 00000140 00000060)
  # Rendering again replaces the picture.
  run_golf(ARGS render corridor.json -o corridor.png --scale 4 CODE 0)
  expect_png(corridor.png 00000028 0000000c)
  expect_no_temporaries(${WORK})

elseif(CASE STREQUAL "render_shots")
  run_golf(ARGS render bend.json -o plain.png --scale 8 CODE 0)
  run_golf(ARGS render bend.json --shots bend.shots.json -o paths.png --scale 8 CODE 0
           OUT "paths.png: 80 x 48 pixels")
  expect_png(paths.png 00000050 00000030)
  file(SHA256 ${WORK}/plain.png plain)
  file(SHA256 ${WORK}/paths.png paths)
  if(plain STREQUAL paths)
    message(FATAL_ERROR "the paths of the log were not drawn")
  endif()
  # The same log gives the same picture.
  run_golf(ARGS render bend.json --shots bend.shots.json -o again.png --scale 8 CODE 0)
  file(SHA256 ${WORK}/again.png again)
  expect_equal("the picture of the same log" "${again}" "${paths}")

elseif(CASE STREQUAL "render_errors")
  file(WRITE ${WORK}/broken.json [=[
{ "format": "minigolf-level/1", "name": "Broken", "par": 2,
  "tiles": ["#####", "#S?O#", "#####"] }
]=])
  run_golf(ARGS render broken.json -o broken.png CODE 1 ERR "broken.json: row 2, column 3")
  expect_missing(broken.png)
  run_golf(ARGS render missing.json -o missing.png CODE 1 ERR "missing.json")
  expect_missing(missing.png)
  run_golf(ARGS render corridor.json -o nodir/pic.png CODE 1
           ERR "nodir/pic.png: cannot create a temporary file beside it: No such file or directory")
  run_golf(ARGS render corridor.json -o . CODE 1 ERR ".: not written: it is a folder")
  expect_no_temporaries(${WORK})
  # A log that breaks a rule of the level: an error naming the log; the old picture stays.
  run_golf(ARGS render bend.json -o kept.png --scale 2 CODE 0)
  file(SHA256 ${WORK}/kept.png before)
  file(WRITE ${WORK}/fast.shots.json [=[
{ "format": "minigolf-shots/1", "level": "bend.json", "players": 1,
  "shots": [ { "player": 0, "angle": 0, "speed": 99 } ] }
]=])
  run_golf(ARGS render bend.json --shots fast.shots.json -o kept.png CODE 1
           ERR "fast.shots.json" ERR "maxShotSpeed")
  file(SHA256 ${WORK}/kept.png after)
  expect_equal("kept.png after a failed render" "${after}" "${before}")
  run_golf(ARGS render bend.json --shots nothing.shots.json -o kept.png CODE 1
           ERR "nothing.shots.json")
  # Wrong usage: exit code 2.
  run_golf(ARGS render corridor.json CODE 2)
  run_golf(ARGS render corridor.json -o x.png --scale 0 CODE 2)
  run_golf(ARGS render corridor.json -o x.png --scale many CODE 2)
  # --at: a time in seconds, 0 to 1e9; drawn at 2.5 s, a level without movers is the same.
  run_golf(ARGS render corridor.json -o at.png --scale 4 --at 2.5 CODE 0)
  expect_png(at.png 00000028 0000000c)
  run_golf(ARGS render corridor.json -o x.png --at -1 CODE 2 ERR "--at")
  run_golf(ARGS render corridor.json -o x.png --at nan CODE 2 ERR "not a number")
  run_golf(ARGS render corridor.json -o x.png --at inf CODE 2 ERR "--at")
  run_golf(ARGS render corridor.json -o x.png --at 2e9 CODE 2 ERR "--at")
  run_golf(ARGS render corridor.json -o x.png --at soon CODE 2 ERR "--at")
  run_golf(ARGS render -o x.png CODE 2)
  expect_missing(x.png)

elseif(CASE STREQUAL "render_wide")
  # 2048 x 4 tiles: 32 pixels per tile would be 65536 pixels wide; 8192 / 2048 = 4 per tile
  # gives 8192 x 16 = 0x2000 x 0x10 pixels.
  string(REPEAT "#" 2048 wall)
  string(REPEAT "." 2044 floor)
  file(WRITE ${WORK}/wide.json "{ \"format\": \"minigolf-level/1\", \"name\": \"Wide\", \"par\": 3,
  \"tiles\": [\"${wall}\", \"#S${floor}O#\", \"#.${floor}.#\", \"${wall}\"] }")
  run_golf(ARGS render wide.json -o wide.png CODE 0
           OUT "wide.png: 8192 x 16 pixels, 4 per tile (reduced from 32")
  expect_png(wide.png 00002000 00000010)

elseif(CASE STREQUAL "solve_replay")
  # The log goes into a sub-folder: its level path must be relative to the log.
  file(MAKE_DIRECTORY ${WORK}/logs)
  run_golf(ARGS solve corridor.json -o logs/solution.shots.json CODE 0
           OUT "corridor.json: holed in 1 stroke (par 2)" OUT "stroke 1: angle 0, speed "
           OUT "wrote logs/solution.shots.json")
  file(READ ${WORK}/logs/solution.shots.json log)
  string(FIND "${log}" "\"level\": \"../corridor.json\"" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "the log's level is not ../corridor.json:\n${log}")
  endif()
  run_golf(ARGS replay --json logs/solution.shots.json CODE 0 OUT_VAR json)
  if(NOT json MATCHES "\"final\":{.*\"holed\":true,\"pickedUp\":false,\"strokes\":1}")
    message(FATAL_ERROR "the solution does not hole out in 1 stroke when replayed:\n${json}")
  endif()
  expect_no_temporaries(${WORK}/logs)

elseif(CASE STREQUAL "solve_two_strokes")
  # Rolling deceleration 12: a shot rolls at most 14^2 / 24 = 8.17 tiles, the cup is 11 tiles
  # from the tee down a straight corridor, so it takes 2 strokes (and 2 suffice). 30 ticks per
  # second and a coarse grid (every 4 degrees, 10 speeds) keep it fast in sanitizer builds.
  file(WRITE ${WORK}/long.json [=[
{ "format": "minigolf-level/1", "name": "Long", "par": 3,
  "tiles": ["###############", "#S...........O#", "###############"],
  "physics": { "rollingDeceleration": 12, "tickRate": 30 } }
]=])
  set(grid --angles 90 --speeds 10)
  run_golf(ARGS solve long.json -o long.shots.json ${grid} CODE 0
           OUT "long.json: holed in 2 strokes (par 3)" OUT "stroke 1: " OUT "stroke 2: ")
  run_golf(ARGS replay --json long.shots.json CODE 0 OUT_VAR json)
  if(NOT json MATCHES "\"final\":{.*\"holed\":true,\"pickedUp\":false,\"strokes\":2}")
    message(FATAL_ERROR "the solution does not hole out in 2 strokes when replayed:\n${json}")
  endif()
  # One stroke is not enough.
  run_golf(ARGS solve long.json --max-strokes 1 ${grid} CODE 1
           OUT "long.json: no solution found within 1 stroke (par 3)"
           ERR "long.json: no solution found within 1 stroke")

elseif(CASE STREQUAL "solve_movers")
  # The only way to the cup is a one-tile gap that a windmill's arm closes from 0.37 s to 4.3 s
  # (tests/engine/shot_timing_test.cpp derives it): striking at rest cannot hole in one stroke,
  # the search waits (0, 1, ..., 7 s: the 24 s turn is longer than the 8 s cap), writes format 2
  # with the instant of the stroke, and the log replays to a hole-out; the same stroke struck at
  # rest (the log without "at") does not hole.
  file(WRITE ${WORK}/gap.json [=[
{ "format": "minigolf-level/3", "name": "Windmill Gap", "par": 2,
  "tiles": ["#############", "#.....#.....#", "#S.........O#", "#.....#.....#", "#############"],
  "movers": [ { "kind": "blades", "pivot": {"x": 6.5, "y": 1.0}, "arms": 1, "length": 2.0,
                "width": 0.3, "period": 24.0, "phase": 55 } ] }
]=])
  set(grid --angles 72 --speeds 12 --max-strokes 1)
  run_golf(ARGS solve gap.json --waits 1 ${grid} CODE 1
           ERR "gap.json: no solution found within 1 stroke")
  # The trials that keep away from the arm play the same at every wait: played at the first,
  # shared by the others.
  run_golf(ARGS solve gap.json -o gap.shots.json ${grid} CODE 0
           OUT "gap.json: holed in 1 stroke (par 2)" OUT " s, at " OUT "wrote gap.shots.json"
           OUT "shared between waits, not played again)")
  file(READ ${WORK}/gap.shots.json log)
  if(NOT log MATCHES "\"format\": \"minigolf-shots/2\"" OR NOT log MATCHES "\"at\": [1-7]\\.0 }")
    message(FATAL_ERROR "the log is not format 2 with a wait of 1..7 s:\n${log}")
  endif()
  run_golf(ARGS replay --json gap.shots.json CODE 0 OUT_VAR json)
  if(NOT json MATCHES "\"final\":{.*\"holed\":true,\"pickedUp\":false,\"strokes\":1}")
    message(FATAL_ERROR "the solution does not hole out in 1 stroke when replayed:\n${json}")
  endif()
  string(REGEX REPLACE ", \"at\": [0-9.]+" "" now "${log}")
  file(WRITE ${WORK}/now.shots.json "${now}")
  run_golf(ARGS replay --json now.shots.json CODE 0 OUT_VAR json)
  if(NOT json MATCHES "\"final\":{.*\"holed\":false,\"pickedUp\":false,\"strokes\":1}")
    message(FATAL_ERROR "the stroke struck at rest holes out too:\n${json}")
  endif()
  run_golf(ARGS solve gap.json --waits 0 CODE 2)
  run_golf(ARGS solve gap.json --waits 65 CODE 2)

elseif(CASE STREQUAL "solve_errors")
  file(WRITE ${WORK}/walled.json [=[
{ "format": "minigolf-level/1", "name": "Walled", "par": 2,
  "tiles": ["#######", "#S.#.O#", "#######"],
  "physics": { "rollingDeceleration": 12, "tickRate": 30 } }
]=])
  run_golf(ARGS solve walled.json --max-strokes 1 --angles 90 --speeds 10 -o walled.shots.json
           CODE 1
           ERR "walled.json: no solution found within 1 stroke")
  expect_missing(walled.shots.json)
  run_golf(ARGS solve walled.json --budget 1 CODE 1
           ERR "walled.json: no solution found within 4 strokes before the search budget of 1 ticks ran out")
  file(WRITE ${WORK}/broken.json [=[
{ "format": "minigolf-level/1", "name": "Broken", "par": 2,
  "tiles": ["#####", "#S?O#", "#####"] }
]=])
  run_golf(ARGS solve broken.json CODE 1 ERR "broken.json: row 2, column 3")
  run_golf(ARGS solve corridor.json -o nodir/x.shots.json CODE 1 ERR "nodir/x.shots.json")
  run_golf(ARGS solve corridor.json --players 2 CODE 2)
  run_golf(ARGS solve corridor.json --max-strokes 0 CODE 2)
  run_golf(ARGS solve corridor.json --angles 0 CODE 2)
  run_golf(ARGS solve CODE 2)

else()
  message(FATAL_ERROR "unknown case ${CASE}")
endif()
