#!/bin/sh
# The smallest window: made 320x200 (as a player drags its corner), the game sets it back to
# 640x400, and at that size the top bar's texts for eight players do not overlap. Checks the
# screenshot's size and that the hole's number and the players' chips keep apart.
# Skipped (exit 77) where xdotool is not installed.
# Usage (under with_display.sh --framebuffer): min_window.sh MINIGOLF PNG_CHECK LEVEL WORK PYTHON
# [CHECKS...]
#
# The window is resized once the screen shows the hole (its top bar's "Hole 1/2" in yellow;
# screen_wait.sh), not after a fixed 0.3 s, a guess of when the window is up.
set -eu
minigolf=$1 png_check=$2 level=$3 work=$4 python=$5
shift 5 # the rest: png_check checks of the screenshot
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
XDG_DATA_HOME="$work/data" "$minigolf" "$level" --players 8 --replays "$work/replays" \
    --frames 120 --mute --screenshot "$work/min-window.png" >"$work/out.txt" 2>&1 &
game=$!
. "$(dirname "$0")/screen_wait.sh"
place_window
shown "the hole" --region-has 14 8 110 30 FFD65C 40
xdotool windowsize "$window" 320 200
wait "$game"
"$png_check" "$work/min-window.png" --size 640 400 "$@"
echo "the window stayed 640x400"
