#!/bin/sh
# Runs a command on a private virtual X server and exits with the command's own exit code.
# Usage: with_display.sh [--framebuffer] COMMAND [ARGS...]
#   --framebuffer: the server keeps its screen in a file (Xvfb -fbdir, an XWD image) that
#   COMMAND finds in $GOLF_FRAMEBUFFER, to wait on what a window shows (screen_wait.py).
#
# Why not xvfb-run: its exit code is its clean-up's when that fails (exit 5, "problem while
# cleaning up temporary directory", seen in CI under load), which hides the game's code, and
# `-a` picks a display number with a race. Xvfb -displayfd picks a free number itself and
# reports it once the server is ready to take clients.
set -u
dir=$(mktemp -d "${TMPDIR:-/tmp}/golf-display.XXXXXX") || exit 1
# The server, with OPTIONS added; exec: started with &, $! is the server's own process.
serve() {
  exec Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -noreset "$@" 3>"$dir/display" \
    >"$dir/server.log" 2>&1
}
if [ "${1-}" = --framebuffer ]; then
  shift
  GOLF_FRAMEBUFFER=$dir/Xvfb_screen0
  export GOLF_FRAMEBUFFER
  serve -fbdir "$dir" &
else
  serve &
fi
server=$!
tries=0
until [ -s "$dir/display" ]; do
  if ! kill -0 "$server" 2>/dev/null || [ "$tries" -ge 200 ]; then
    echo "with_display.sh: the virtual X server did not start:" >&2
    cat "$dir/server.log" >&2
    kill "$server" 2>/dev/null
    rm -rf "$dir"
    exit 1
  fi
  tries=$((tries + 1))
  sleep 0.05
done
DISPLAY=":$(head -n 1 "$dir/display")"
export DISPLAY
"$@"
code=$?
kill "$server" 2>/dev/null
wait "$server" 2>/dev/null
rm -rf "$dir"
exit "$code"
