#!/bin/sh
# A round played with the keyboard through xdotool: the title menu, the start screen (two players,
# typed names), the pause menu's skip (confirmed with Y: the hole scores maxStrokes), the
# scorecard, and a shot with held Space on the next hole, aimed at first toward the cup; then
# the pause menu's Quit. Skipped (exit 77) without xdotool.
# Usage (under xvfb-run): keyboard_flow.sh MINIGOLF COURSE WORK
#
# No fixed pauses: the keys queue in order and a screen leaves the keys after its last one to
# the next screen (App::pollEvents), so they may be sent at once however slowly the window
# draws (a sanitized game on a loaded machine). The script waits only on what the game shows it
# did: the skipped hole's line in its output, the shot's log. The held Space alone needs frames
# between its press and release (the power grows per frame): a release read in the same frame
# as the press strikes nothing, so then, and only then (no log 20 s after it), it is held again.
set -eu
minigolf=$1 course=$2 work=$3
command -v xdotool >/dev/null || { echo "xdotool not installed: skipped"; exit 77; }
rm -rf "$work" && mkdir -p "$work"
XDG_DATA_HOME="$work/data" "$minigolf" "$course" --replays "$work/replays" \
    --mute --screenshot "$work/last.png" >"$work/out.txt" 2>&1 &
game=$!
# poll SECONDS COMMAND...: runs COMMAND every 0.1 s until it succeeds (status 0), or fails after
# SECONDS or when the game has ended.
poll() {
    until=$(($(date +%s) + $1))
    shift
    until "$@"; do
        kill -0 "$game" 2>/dev/null && [ "$(date +%s)" -le "$until" ] || return 1
        sleep 0.1
    done
}
fail() {
    echo "$1"
    kill "$game" 2>/dev/null || true
    cat "$work/out.txt"
    exit 1
}
window=$(xdotool search --sync --onlyvisible --name '^minigolf$' | head -n 1)
key() { xdotool key --window "$window" "$@"; }
key Return # the title menu's Play
key Up     # two players
xdotool type --window "$window" Ann
key Tab
xdotool type --window "$window" Bob
key Return
key p s y # pause, skip; the skip asks first
skipped() { grep -q 'hole 1 "Straight Shot": final hash .* after 0 ticks (not finished)' "$work/out.txt"; }
poll 120 skipped || fail "hole 1 was not skipped"
key Return # the scorecard: the next hole
logged() { ls "$work"/replays/*hole02-around-the-bend.shots.json >/dev/null 2>&1; }
for hold in 0.4 0.8 1.2; do
    xdotool keydown --window "$window" space
    sleep "$hold"
    xdotool keyup --window "$window" space
    if poll 20 logged; then
        break
    fi
done
logged || fail "the held Space struck no shot"
key p q # pause, quit
wait "$game"
cat "$work/out.txt"
log=$(ls "$work"/replays/*hole02-around-the-bend.shots.json)
cat "$log"
grep -q '"players": 2' "$log"
[ "$(grep -c '"player"' "$log")" -eq 1 ]
vx=$(sed -n 's/.*"vx": \([-0-9.e]*\).*/\1/p' "$log")
vy=$(sed -n 's/.*"vy": \([-0-9.e]*\).*/\1/p' "$log")
# From the tee (1.5, 1.5) toward the cup (12.5, 5.5): vy / vx = 4 / 11.
awk -v x="$vx" -v y="$vy" 'BEGIN { r = y / x; exit !(x > 0 && r > 0.36 && r < 0.37) }' ||
    { echo "shot ($vx, $vy) does not aim at the cup"; exit 1; }
# A skipped hole is no record.
[ ! -e "$work/data/minigolf/best-scores.json" ]
echo "start screen, skip, scorecard and keyboard shot all work"
