# GUI tests of the level editor (`minigolf --edit LEVEL`), included from CMakeLists.txt, which
# defines xvfb, data, work, minigolf and png_check. The editor's model has unit tests in
# unit/edit/. Editor layout in a 1024x720 window: a 60-pixel top bar with the palette
# at its right (slots of 40 pixels from x = 586, the eight element tools in two rows of 22-pixel slots from x = 470), a 58-pixel status bar, and the level fitted
# into (14, 74, 996 x 574).

# A level opened for editing: the hole drawn as in play, the palette, the verdict.
# bend.json is 14x7 tiles of 71.14 pixels from (14, 112).
game_screenshot_test(editor_open editor-open.png
  ARGS --edit ${data}/bend.json --frames 10 --mute
  CHECK --pixel 49 147 B88A5C 12           # wall top, tile (0,0)
        --pixel 191 218 4EA856 12          # turf, tile (2,1)
        --pixel 500 90 18202C 12           # the background above the level
        --region-has 893 493 913 513 060806 40 # the cup at (12.5, 5.5)
        --region-has 14 8 90 30 FFD65C 40      # "Editor" in the top bar
        --pixel 600 20 4EA856 12           # palette slot 1: floor
        --pixel 700 25 18202C 12           # palette slot 3: void
        --region-has 628 6 682 54 FFD65C 30    # the chosen tool (2: wall) framed
        --region-has 850 665 1010 690 82DC82 40 # "cup reachable" in green
        --min-colours 20)

# A file that does not exist yet starts as a 12x8 walled rectangle (71.75-pixel tiles from
# (81.5, 74)) and is not written until saved.
add_test(NAME game.editor_new_file
         COMMAND sh -c "rm -f ${work}/editor-new.json ${work}/editor-new.png && \
                        XDG_DATA_HOME=${work}/editor-new-data \"$@\" && \
                        ${png_check} ${work}/editor-new.png \
                          --pixel 117 110 B88A5C 12 --pixel 476 325 469C4E 12 \
                          --region-has 240 370 290 420 A0D696 20 \
                          --region-has 740 370 790 420 060806 40 && \
                        test ! -e ${work}/editor-new.json"
                 sh ${xvfb} ${minigolf} --edit ${work}/editor-new.json --frames 10 --mute
                 --screenshot ${work}/editor-new.png)
set_tests_properties(game.editor_new_file PROPERTIES TIMEOUT 60 RESOURCE_LOCK xvfb)

# Bad input exits 1 naming the file, wrong usage 2.
game_exit_test(editor_broken_level 1 "broken\\.json" ${minigolf} --edit ${data}/broken.json)
game_exit_test(editor_missing_folder 1 "no-such-folder/x\\.json: the folder" ${minigolf}
               --edit ${work}/no-such-folder/x.json)
game_exit_test(editor_with_shots 2 "excludes" ${minigolf} --edit ${work}/x.json
               --shots ${data}/straight-two.shots.json)
game_exit_test(editor_with_level 2 "excludes" ${minigolf} ${data}/bend.json
               --edit ${work}/x.json)

# Editing for real through xdotool (skipped where it is not installed). The scripts live here
# so that the editor's tests stay in one file.
file(WRITE ${work}/editor_paint.sh [==[
# A new level: paint a wall by dragging, a slope by a click, move the tee with T, par +1,
# rename it with N, save with Ctrl+S, quit with Escape; `golf check` accepts the file and it holds exactly the
# edits. Usage (under xvfb-run): editor_paint.sh MINIGOLF GOLF WORK
set -eu
minigolf=$1 golf=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
XDG_DATA_HOME="$work/data" timeout 20 "$minigolf" --edit "$work/hole.json" --mute \
    --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 0.3
# Tile (c, r) of the new 12x8 level has its centre at (81.5 + 71.75 (c + 0.5), 74 + 71.75 (r + 0.5)).
key() { xdotool key --window "$window" "$@"; sleep 0.1; }
key 2
xdotool mousemove --window "$window" 476 253 mousedown 1 && sleep 0.1
xdotool mousemove --window "$window" 476 330 && sleep 0.1
xdotool mousemove --window "$window" 476 468 && sleep 0.1
xdotool mouseup 1 && sleep 0.1
key 4
xdotool mousemove --window "$window" 691 181 click 1 && sleep 0.1
xdotool mousemove --window "$window" 333 540 && sleep 0.1
key t
key plus
key n
key BackSpace BackSpace BackSpace BackSpace
xdotool type --window "$window" "Lake Loop" && sleep 0.1
key Return
key ctrl+s
key Escape
wait "$game"
cat "$work/out.txt"
grep -q "saved $work/hole.json" "$work/out.txt"
"$golf" check "$work/hole.json"
cat >"$work/expected.json" <<'END'
{
  "format": "minigolf-level/1",
  "name": "Lake Loop",
  "par": 4,
  "tiles": [
    "############",
    "#.......L..#",
    "#....#.....#",
    "#....#.....#",
    "#....#...O.#",
    "#....#.....#",
    "#..S.......#",
    "############"
  ]
}
END
diff "$work/expected.json" "$work/hole.json"
echo "edited and saved as expected"
]==])

file(WRITE ${work}/editor_refuse.sh [==[
# An existing level: an edit undone with Ctrl+Z, then an edit that breaks the level (a wall
# under the edge of an off-centre cup): S refuses to save and lists the problem; Escape asks,
# Escape again quits without saving; the file is untouched. Usage: editor_refuse.sh MINIGOLF WORK
set -eu
minigolf=$1 work=$2
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
cat >"$work/hole.json" <<'END'
{"format": "minigolf-level/1", "name": "Edge", "par": 2,
 "tiles": ["######", "#S...#", "#....#", "######"], "cup": {"x": 3.0, "y": 2.5}}
END
cp "$work/hole.json" "$work/original.json"
XDG_DATA_HOME="$work/data" timeout 20 "$minigolf" --edit "$work/hole.json" --mute \
    --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 0.3
# 6x4 tiles of 143.5 pixels from (81.5, 74): tile (c, r) centre (153 + 143.5 c, 146 + 143.5 r).
key() { xdotool key --window "$window" "$@"; sleep 0.1; }
key 2
xdotool mousemove --window "$window" 440 289 click 1 && sleep 0.1
key ctrl+z
xdotool mousemove --window "$window" 440 432 click 1 && sleep 0.1
key s
key Escape
xdotool mousemove --window "$window" 5 700 && sleep 0.3
key Escape
wait "$game"
cat "$work/out.txt"
! grep -q "saved" "$work/out.txt"
cmp "$work/original.json" "$work/hole.json"
echo "refused to save, quit without saving"
]==])

file(WRITE ${work}/editor_play.sh [==[
# P plays the level being edited in the normal play screen, one player on the tee.
# Usage: editor_play.sh MINIGOLF LEVEL WORK
set -eu
minigolf=$1 level=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
cp "$level" "$work/hole.json"
XDG_DATA_HOME="$work/data" timeout 20 "$minigolf" --edit "$work/hole.json" --mute --frames 150 \
    --screenshot "$work/play.png" >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 0.3
xdotool key --window "$window" p
wait "$game"
cat "$work/out.txt"
# Again: P, then Escape back to the editor (the hole's hash is printed as when a round is
# quit), then Escape quits the editor, which has nothing unsaved, before its frames run out.
XDG_DATA_HOME="$work/data" timeout 20 "$minigolf" --edit "$work/hole.json" --mute --frames 600 \
    --screenshot "$work/back.png" >"$work/back.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 0.3
key() { xdotool key --window "$window" "$@"; sleep 0.2; }
key p
key Escape
key Escape
wait "$game"
cat "$work/back.txt"
grep -q 'hole 1 "Around the Bend": final hash .* (not finished)' "$work/back.txt"
]==])

file(WRITE ${work}/editor_tools.sh [==[
# The grid tools and the panels on a new level: Shift+drag fills a rectangle, Ctrl+drag
# selects, Ctrl+C / Ctrl+V copy it elsewhere, F fills a selection (undone and redone), a row
# and a column added on the left and the top and removed on the right and the bottom, the
# settings panel (Tab) steps wallRestitution and takes a typed maxStrokes, Ctrl+S saves; the
# course panel (K) adds the level to a new course file and saves it. Both files hold exactly
# the edits and `golf check` accepts them. Usage: editor_tools.sh MINIGOLF GOLF WORK
set -eu
minigolf=$1 golf=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
XDG_DATA_HOME="$work/data" timeout 30 "$minigolf" --edit "$work/hole.json" --mute \
    --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 0.3
# Tile (c, r) of the new 12x8 level has its centre at (117.4 + 71.75 c, 109.9 + 71.75 r).
key() { xdotool key --window "$window" "$@"; sleep 0.1; }
drag() { # drag MODIFIER X0 Y0 X1 Y1
    xdotool mousemove --window "$window" "$2" "$3" && sleep 0.1
    xdotool keydown "$1" && sleep 0.1
    xdotool mousedown 1 && sleep 0.1
    xdotool mousemove --window "$window" "$4" "$5" && sleep 0.1
    xdotool mouseup 1 && sleep 0.1
    xdotool keyup "$1" && sleep 0.1
}
key 2
drag shift 404 253 476 325             # walls on tiles (4..5, 2..3)
drag ctrl 404 253 476 325              # select them
key ctrl+c
xdotool mousemove --window "$window" 620 469 && sleep 0.1
key ctrl+v                             # walls on tiles (7..8, 5..6)
key 3
drag ctrl 189 182 261 182              # select tiles (1..2, 1)
key f                                  # void there
key ctrl+z
key ctrl+y
key shift+Left shift+Up ctrl+Right ctrl+Down
key Tab
key Down Down Down Down Down Right     # wallRestitution 0.8 -> 0.85
key Up Up Up Up Up Return
xdotool type --window "$window" "12" && sleep 0.1
key Return                             # maxStrokes 12
key ctrl+s
key k a s
key Escape
key Escape
wait "$game"
cat "$work/out.txt"
grep -q "saved $work/hole.json" "$work/out.txt"
"$golf" check "$work/hole.json" "$work/course.json"
cat >"$work/expected.json" <<'END'
{
  "format": "minigolf-level/1",
  "name": "hole",
  "par": 3,
  "tiles": [
    "############",
    "############",
    "##  ........",
    "##...##.....",
    "##...##.....",
    "##.S......O.",
    "##......##..",
    "##......##.."
  ],
  "maxStrokes": 12,
  "physics": {"wallRestitution": 0.85}
}
END
diff "$work/expected.json" "$work/hole.json"
cat >"$work/expected-course.json" <<'END'
{
  "format": "minigolf-course/1",
  "name": "New Course",
  "holes": [
    "hole.json"
  ]
}
END
diff "$work/expected-course.json" "$work/course.json"
echo "edited, saved and added to a course as expected"
]==])

file(WRITE ${work}/editor_course.sh [==[
# The course panel reorders a course: c.json, the level being edited, moves up twice with
# Shift+Up, one move is undone with Ctrl+Z (c.json stays chosen), S saves: the holes are a, c,
# b. A screenshot is taken with the panel open. Usage: editor_course.sh MINIGOLF LEVEL WORK
set -eu
minigolf=$1 level=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
for hole in a b c; do cp "$level" "$work/$hole.json"; done
cat >"$work/course.json" <<'END'
{"format": "minigolf-course/1", "name": "Three", "holes": ["a.json", "b.json", "c.json"]}
END
XDG_DATA_HOME="$work/data" timeout 50 "$minigolf" --edit "$work/c.json" --mute --frames 240 \
    --screenshot "$work/panel.png" >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 0.3
key() { xdotool key --window "$window" "$@"; sleep 0.1; }
key k shift+Up shift+Up ctrl+z s
wait "$game"
cat "$work/out.txt"
cat >"$work/expected.json" <<'END'
{
  "format": "minigolf-course/1",
  "name": "Three",
  "holes": [
    "a.json",
    "c.json",
    "b.json"
  ]
}
END
diff "$work/expected.json" "$work/course.json"
echo "reordered as expected"
]==])

file(WRITE ${work}/editor_suggest.sh [==[
# R suggests par: a rating started, stopped by an edit (a wall painted and undone), started
# again; the window keeps running (S, clicks and keys work meanwhile); once the suggestion is
# there R sets par to it and Ctrl+S saves: par is what `golf rate` suggests for the same file.
# Usage: editor_suggest.sh MINIGOLF GOLF WORK
set -eu
minigolf=$1 golf=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
cat >"$work/hole.json" <<'END'
{"format": "minigolf-level/1", "name": "Straight", "par": 4,
 "tiles": ["#########", "#S.....O#", "#########"]}
END
suggested=$("$golf" rate --json "$work/hole.json" | sed -n 's/.*"suggestedPar":\([0-9]*\).*/\1/p')
test -n "$suggested" && test "$suggested" != 4
XDG_DATA_HOME="$work/data" timeout 50 "$minigolf" --edit "$work/hole.json" --mute \
    --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
window=$(xdotool search --sync --name '^minigolf$' | head -n 1)
sleep 0.3
key() { xdotool key --window "$window" "$@"; sleep 0.1; }
# 9x3 tiles of 110.67 pixels from (14, 195): tile (3, 1) has its centre at (401, 361).
key r 2
xdotool mousemove --window "$window" 401 361 click 1 && sleep 0.1
key ctrl+z
for attempt in $(seq 60); do
    key r
    sleep 0.4
    key ctrl+s
    if grep -q "\"par\": $suggested," "$work/hole.json"; then break; fi
done
key Escape
wait "$game"
cat "$work/out.txt"
cat >"$work/expected.json" <<END
{
  "format": "minigolf-level/1",
  "name": "Straight",
  "par": $suggested,
  "tiles": [
    "#########",
    "#S.....O#",
    "#########"
  ]
}
END
diff "$work/expected.json" "$work/hole.json"
echo "par $suggested as suggested"
]==])

add_test(NAME game.editor_suggest_par
         COMMAND ${xvfb} sh ${work}/editor_suggest.sh ${minigolf} $<TARGET_FILE:golf>
                 ${work}/editor-suggest)
set_tests_properties(game.editor_suggest_par
                     PROPERTIES TIMEOUT 90 RESOURCE_LOCK xvfb SKIP_RETURN_CODE 77
                                ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")
# The suggestion stays in the top bar, in yellow, after the par it set.
add_test(NAME game.editor_suggest_par_screenshot
         COMMAND sh -c "test -e ${work}/editor-suggest/last.png || exit 77; \
                        ${png_check} ${work}/editor-suggest/last.png \
                          --region-has 240 36 580 52 FFD65C 40")
set_tests_properties(game.editor_suggest_par_screenshot
                     PROPERTIES DEPENDS game.editor_suggest_par SKIP_RETURN_CODE 77)

add_test(NAME game.editor_tools
         COMMAND ${xvfb} sh ${work}/editor_tools.sh ${minigolf} $<TARGET_FILE:golf>
                 ${work}/editor-tools)
add_test(NAME game.editor_course_order
         COMMAND ${xvfb} sh ${work}/editor_course.sh ${minigolf} ${data}/bend.json
                 ${work}/editor-course)
set_tests_properties(game.editor_tools game.editor_course_order
                     PROPERTIES TIMEOUT 60 RESOURCE_LOCK xvfb SKIP_RETURN_CODE 77
                                ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0"
                                FIXTURES_SETUP game_editor_tool_shots)
# The settings panel at the right (its title, the changed wallRestitution in yellow) and the
# course panel over the editor (its frame and the level's line in yellow).
add_test(NAME game.editor_panels_screenshot
         COMMAND sh -c "test -e ${work}/editor-tools/last.png || exit 77; \
                        ${png_check} ${work}/editor-tools/last.png \
                          --region-has 730 70 880 92 FFD65C 40 \
                          --region-has 730 250 860 278 FFD65C 40 \
                          --region-has 960 250 1020 278 F0F2EC 40 && \
                        ${png_check} ${work}/editor-course/panel.png \
                          --region-has 200 85 230 95 FFD65C 40 \
                          --region-has 210 180 400 200 FFD65C 40")
set_tests_properties(game.editor_panels_screenshot
                     PROPERTIES FIXTURES_REQUIRED game_editor_tool_shots SKIP_RETURN_CODE 77
                                ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")

add_test(NAME game.editor_paint_and_save
         COMMAND ${xvfb} sh ${work}/editor_paint.sh ${minigolf} $<TARGET_FILE:golf>
                 ${work}/editor-paint)
add_test(NAME game.editor_refuses_broken_level
         COMMAND ${xvfb} sh ${work}/editor_refuse.sh ${minigolf} ${work}/editor-refuse)
add_test(NAME game.editor_play
         COMMAND ${xvfb} sh ${work}/editor_play.sh ${minigolf} ${data}/bend.json
                 ${work}/editor-play)
set_tests_properties(game.editor_paint_and_save game.editor_refuses_broken_level game.editor_play
                     PROPERTIES TIMEOUT 60 RESOURCE_LOCK xvfb SKIP_RETURN_CODE 77
                                ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0"
                                FIXTURES_SETUP game_editor_shots)
# The pictures those scripts leave: the problem listed in its red panel, and the play screen
# with the test-play banner and the ball on the tee (bend.json as in play: tile (1,1) at
# (121, 224)). They are skipped with their scripts.
add_test(NAME game.editor_refused_screenshot
         COMMAND sh -c "test -e ${work}/editor-refuse/last.png || exit 77; \
                        ${png_check} ${work}/editor-refuse/last.png \
                          --region-has 14 500 1010 660 FF9678 40 \
                          --region-has 14 500 1010 660 F0F2EC 40")
add_test(NAME game.editor_play_screenshot
         COMMAND sh -c "test -e ${work}/editor-play/play.png || exit 77; \
                        ${png_check} ${work}/editor-play/play.png \
                          --region-has 110 214 131 234 F0F8EA 60 \
                          --region-has 350 56 680 82 FFD65C 40 \
                          --pixel 191 224 4EA856 12 && \
                        ${png_check} ${work}/editor-play/back.png \
                          --region-has 14 8 90 30 FFD65C 40 --pixel 600 20 4EA856 12")
set_tests_properties(game.editor_refused_screenshot game.editor_play_screenshot
                     PROPERTIES FIXTURES_REQUIRED game_editor_shots SKIP_RETURN_CODE 77)
# As for the other game tests: LeakSanitizer cannot name what the X and GL libraries keep.
set_tests_properties(game.editor_open game.editor_new_file game.editor_broken_level
                     game.editor_missing_folder game.editor_with_shots game.editor_with_level
                     game.editor_refused_screenshot game.editor_play_screenshot
                     PROPERTIES ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")

# The Floor tool paints sand (key 1, then 1 again) and the level is saved as format 2.
add_test(NAME game.editor_floors
         COMMAND ${xvfb} sh ${CMAKE_CURRENT_SOURCE_DIR}/editor_floors.sh ${minigolf}
                 ${PROJECT_SOURCE_DIR}/levels/back-nine/03-island-green.json ${work}/editor-floors)
# The GL driver's allocations (dlopened) stay until exit, as for the other editor tests.
set_tests_properties(game.editor_floors PROPERTIES TIMEOUT 60 RESOURCE_LOCK xvfb
                     SKIP_RETURN_CODE 77 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0")

# The element tools: a windmill (W, a click) and a teleport (E, a drag) placed on a new level
# and saved as format 3 that `golf check` accepts; a windmill over the tee refused. The
# screenshot shows the teleport's entry ring and the windmill's hub where they were placed,
# and the refusal in yellow in the status bar.
add_test(NAME game.editor_elements
         COMMAND ${xvfb} sh ${CMAKE_CURRENT_SOURCE_DIR}/editor_elements.sh ${minigolf}
                 $<TARGET_FILE:golf> ${work}/editor-elements)
add_test(NAME game.editor_elements_screenshot
         COMMAND sh -c "test -e ${work}/editor-elements/last.png || exit 77; \
                        ${png_check} ${work}/editor-elements/last.png \
                          --region-has 380 158 428 206 BA88FF 40 \
                          --region-has 540 390 556 404 C44034 40 \
                          --region-has 14 692 700 716 FFD65C 40")
set_tests_properties(game.editor_elements PROPERTIES TIMEOUT 60 RESOURCE_LOCK xvfb
                     SKIP_RETURN_CODE 77 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0"
                     FIXTURES_SETUP game_editor_element_shots)
set_tests_properties(game.editor_elements_screenshot PROPERTIES
                     FIXTURES_REQUIRED game_editor_element_shots SKIP_RETURN_CODE 77)

# The element panel: a windmill's period stepped and typed (a refused value left on screen
# until Escape), a gate turned by G and by the panel, a bumper and a corner bumper painted over
# a '7'; saved as format 3 that `golf check` accepts with those values. The screenshot shows the
# bumper's pink top on tile (9, 1), the corner bumper's pink upper-right half and grass lower-left
# half on tile (10, 1), and the gate's bars on tile (4, 2).
add_test(NAME game.editor_element_keys
         COMMAND ${xvfb} sh ${CMAKE_CURRENT_SOURCE_DIR}/editor_element_keys.sh ${minigolf}
                 $<TARGET_FILE:golf> ${work}/editor-element-keys)
add_test(NAME game.editor_element_keys_screenshot
         COMMAND sh -c "test -e ${work}/editor-element-keys/last.png || exit 77; \
                        ${png_check} ${work}/editor-element-keys/last.png \
                          --pixel 763 181 EE5496 30 \
                          --pixel 850 168 EE5496 30 --pixel 812 205 4EA856 30 \
                          --region-has 366 218 378 290 D5E8CF 30 \
                          --region-has 430 218 442 290 D5E8CF 30")
set_tests_properties(game.editor_element_keys PROPERTIES TIMEOUT 90 RESOURCE_LOCK xvfb
                     SKIP_RETURN_CODE 77 ENVIRONMENT "ASAN_OPTIONS=detect_leaks=0"
                     FIXTURES_SETUP game_editor_element_key_shots)
set_tests_properties(game.editor_element_keys_screenshot PROPERTIES
                     FIXTURES_REQUIRED game_editor_element_key_shots SKIP_RETURN_CODE 77)
