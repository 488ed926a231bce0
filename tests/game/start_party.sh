#!/bin/sh
# The start screen's party options and chips (issue 24), driven by keys through xdotool: the
# title's Play, three players, player 1 a medium computer (its name and chip fit: nothing is
# drawn right of the chip), player 2 with a handicap of 3, a stroke limit of 4 and the turn
# order "farthest first". The screenshot is checked with png_check. Skipped (exit 77) without
# xdotool. Usage (under with_display.sh --framebuffer): start_party.sh MINIGOLF PNG_CHECK DATA
# WORK PYTHON
#
# The keys wait until the screen shows the title, then the start screen (screen_wait.sh), not
# for a fixed second and 0.3 s, guesses of when the window is up and the next screen drawn. The
# keys of one screen go in one xdotool run: they queue in order and the screen reads them all.
set -eu
minigolf=$1 png_check=$2 data=$3 work=$4 python=$5
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
XDG_DATA_HOME="$work/data" "$minigolf" "$data/course.json" --mute --frames 240 \
    --screenshot "$work/start.png" >"$work/out.txt" 2>&1 &
game=$!
. "$(dirname "$0")/screen_wait.sh"
place_window
# The title's Quit button's left edge (menu_flow.sh); player 1's white ball on the start screen.
shown "the title" --pixel 361 512 696759 10 --pixel 291 512 2A2927 10
xdotool key --window "$window" Return
shown "the start screen" --pixel 321 347 FAFAF6 12
xdotool key --window "$window" Up Up F2 F2 Tab F4 F4 F4 Prior Prior Prior Prior F3
wait "$game"
cat "$work/out.txt"
# Rows from y = 344, 34 px apart; the card from x = 212 to 812 (a 1024-wide window).
"$png_check" "$work/start.png" \
    --pixel 744 337 3C5A8C 12 \
    --region-has 690 337 800 358 F0F2EC 60 \
    --region-lacks 803 330 1020 430 F0F2EC 60 \
    --pixel 230 372 6E5028 12 \
    --pixel 790 447 3C6E50 12 \
    --region-has 300 440 470 470 F0F2EC 60
echo "the start screen shows the party options, its chips fit their text"
