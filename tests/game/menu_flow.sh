#!/bin/sh
# A round driven by mouse clicks through xdotool: the title's Settings (Sound: off, saved at
# once) and back, the title's Play, the start screen's "+" and
# Play, one slingshot shot, the pause menu's "Skip the hole", the final card's "Play again",
# then the pause menu's "Back to title" and the title's Quit. Skipped (exit 77) without xdotool.
# Usage (under with_display.sh --framebuffer): menu_flow.sh MINIGOLF LEVEL WORK PYTHON
#
# No fixed pauses: before each click or key the script waits until the screen shows the state
# the last one led to (screen_wait.py reads the virtual X server's framebuffer), or for the file
# the game wrote. A menu lays its buttons out when it is drawn, so a click sent before the
# pause menu, the skip's question or the final card was drawn once hit nothing; and the keys
# (xdotool key --window: sent to the window) and the clicks (XTEST: through the server's input)
# of separate xdotool runs could arrive out of order when the server waited for a core, as it
# did with the old 0.25 s pauses at load 12 and more.
set -eu
minigolf=$1 level=$2 work=$3 python=$4
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
XDG_DATA_HOME="$work/data" "$minigolf" "$level" --replays "$work/replays" --mute \
    --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
fail() {
    echo "$1"
    kill "$game" 2>/dev/null || true
    cat "$work/out.txt"
    exit 1
}
# shown WHAT CHECK...: waits (60 s at most) until the screen passes screen_wait.py's CHECKs.
shown() {
    what=$1
    shift
    "$python" "$(dirname "$0")/screen_wait.py" 60 "$game" "$@" || fail "not shown: $what"
}
# poll SECONDS COMMAND...: runs COMMAND every 0.1 s until it succeeds, or fails after SECONDS.
poll() {
    until=$(($(date +%s) + $1))
    shift
    until "$@"; do
        [ "$(date +%s)" -le "$until" ] || return 1
        sleep 0.1
    done
}
# The window's pixels (it is moved to the screen's corner): the title's Quit button has its
# left edge at x = 361 (grey 696759), where the settings' buttons, wider, have none and their
# left edge is at x = 291; the start screen's name rows show each player's ball (player 1
# white at (321, 347), player 2 red below); on the hole, straight.json's tee (162, 366) holds
# the ball of the player to play (player 1's white, player 2's red); the pause menu's panel has
# its yellow edge at x = 321, the skip's question at x = 251, the final card its pale one at
# x = 303.
title() {
    shown "$1" --pixel 361 512 696759 10 --pixel 291 512 2A2927 10
}
on_tee() {
    shown "$1" --pixel 160 366 "$2" 12
}
window=$(xdotool search --sync --onlyvisible --name '^minigolf$' | head -n 1)
# The display is 1280x800 and the window may open partly below it: the final card's buttons,
# under the round's stats, would then be off the screen, where no click lands.
xdotool windowmove "$window" 0 0
click() { xdotool mousemove --window "$window" "$1" "$2" click 1; }
key() { xdotool key --window "$window" "$1"; }
title "the title"
click 512 458 # title: Settings
shown "the settings" --pixel 291 512 696759 10
click 512 288 # settings: Sound (on -> off)
muted() { grep -q '"muted": true' "$work/data/minigolf/settings.json" 2>/dev/null; }
poll 60 muted || fail "the sound was not turned off"
key Escape
title "the title after the settings"
click 512 244 # title: Play
shown "the start screen" --pixel 321 347 FAFAF6 12 --region-lacks 312 372 330 390 EC4840 40
click 644 307 # start screen: "+" (two players)
shown "the second player" --pixel 321 381 EC4840 12
click 426 472 # start screen: Play (below the two name rows and the party row)
on_tee "player 1 on the tee" E1E9DC
# Player 1's slingshot shot on straight.json (10x3 tiles at 100 px from (12, 216)): the tee
# (1.5, 1.5) is at pixel (162, 366); pull 60 px to the left. One xdotool run: its events keep
# their order.
xdotool mousemove --window "$window" 162 366 mousedown 1 \
    mousemove --window "$window" 130 366 sleep 0.1 \
    mousemove --window "$window" 102 366 sleep 0.1 mouseup 1
logged() { ls "$work"/replays/*.shots.json >/dev/null 2>&1; }
poll 60 logged || fail "the shot was not logged"
on_tee "player 2 on the tee (player 1's ball at rest)" D65B4A
key Escape
shown "the pause menu" --pixel 321 400 FFD65C 12
click 512 385 # pause menu: Skip the hole
shown "the skip's question" --pixel 251 360 FFD65C 12
click 422 392 # it asks first: Skip (Y)
shown "the final card" --pixel 303 400 DCD6B4 12
click 412 591 # final card: Play again (below the round's stats)
on_tee "player 1 on the tee again" E1E9DC
key Escape
shown "the pause menu again" --pixel 321 400 FFD65C 12
click 512 437 # pause menu: Back to title
title "the title after the round"
click 512 512 # title: Quit
wait "$game"
cat "$work/out.txt"
# The skipped hole, then the hole of the second round left unplayed.
[ "$(grep -c 'hole 1 "Straight Shot": final hash' "$work/out.txt")" -eq 2 ]
grep -q 'final hash .* after 0 ticks (not finished)' "$work/out.txt"
log=$(ls "$work"/replays/*.shots.json)
cat "$log"
grep -q '"players": 2' "$log"
[ "$(grep -c '"player"' "$log")" -eq 1 ]
grep -q '"muted": true' "$work/data/minigolf/settings.json"
# A skipped hole sets no record.
[ ! -e "$work/data/minigolf/best-scores.json" ]
echo "title, start screen, shot, skip, final card, play again and back to title by mouse"
