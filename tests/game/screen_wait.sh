# Sourced by the GUI scripts that run under `with_display.sh --framebuffer`: waits on what the
# virtual X server's screen shows (screen_wait.py) instead of fixed pauses, which a loaded
# machine outruns (a key or click sent before its screen was drawn goes to the screen before,
# or hits nothing). The window is moved to the screen's corner first (place_window), so the
# screen's pixels are the window's.
# The script sets: python (a Python 3), game (the game's process id), work (its folder, with the
# game's output in out.txt).
screen_wait=$(dirname "$0")/screen_wait.py

# screen_fail MESSAGE: stops the game, prints MESSAGE and the game's output, exits 1.
screen_fail() {
    echo "$(basename "$0"): $1"
    kill "$game" 2>/dev/null || true
    cat "$work/out.txt"
    exit 1
}

# place_window: the game's window (sets $window) at the screen's corner (0, 0).
place_window() {
    window=$(xdotool search --sync --onlyvisible --name '^minigolf$' | head -n 1)
    xdotool windowmove --sync "$window" 0 0
}

# shown WHAT CHECK...: waits until the screen passes screen_wait.py's CHECKs (window pixels),
# 60 s at most and while the game runs; otherwise fails: "WHAT never shown".
shown() {
    what=$1
    shift
    "$python" "$screen_wait" 60 "$game" "$@" || screen_fail "$what never shown"
}
