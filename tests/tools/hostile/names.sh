#!/bin/bash
# Level names and paths with terminal escapes, newlines and huge lengths: `golf check`,
# `replay`, `render` and `solve` print them escaped (\x1b) and cut, never raw.
# Usage: names.sh GOLF WORK
set -u
golf=$1
work=$2
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
fail() { echo "FAIL: $*"; exit 1; }

esc=$'\e'
long=$(head -c 100000 /dev/zero | tr '\0' 'n')
dir="d${esc}[2J"
mkdir -p "$dir"
level="$dir/l${esc}]0;title${esc}.json"
printf '{"format": "minigolf-level/1", "name": "A\\u001b[2J\\u009b1mB%s", "par": 2,\n' "$long" >"$level"
printf '"tiles": ["#######", "#S...O#", "#######"]}\n' >>"$level"
printf '{"format": "minigolf-shots/1", "level": "%s", "players": 1,\n' "l\\u001b]0;title\\u001b.json" \
    >"$dir/s${esc}c.shots.json"
printf '"shots": [{"player": 0, "angle": 0, "speed": 5}]}\n' >>"$dir/s${esc}c.shots.json"

# Every line of OUTPUT is free of raw control characters (tab aside) and at most 2000 bytes.
clean() {
    local what=$1 output=$2
    if printf '%s' "$output" | LC_ALL=C grep -q $'[\x01-\x08\x0b-\x1f\x7f]'; then
        fail "$what printed a raw control character: $(printf '%s' "$output" | od -c | head)"
    fi
    if printf '%s\n' "$output" | awk 'length($0) > 2000 { bad = 1 } END { exit !bad }'; then
        fail "$what printed a line longer than 2000 bytes"
    fi
    case $output in
    *'\x1b'*) ;;
    *) fail "$what does not show the escape visibly: $output" ;;
    esac
}

out=$("$golf" check "$level" 2>&1)
code=$?
clean "check" "$out"
if [ $code -eq 0 ]; then
    case $out in
    *"level 'A\\x1b[2J\\u009b1mBnnnn"*"…'"*) ;;
    *) fail "check: the name is not escaped and cut: $out" ;;
    esac
fi

out=$("$golf" replay "$dir/s${esc}c.shots.json" 2>&1)
clean "replay" "$out"
out=$("$golf" replay "$dir" 2>&1)
clean "replay of a folder" "$out"
out=$("$golf" render "$level" --shots "$dir/s${esc}c.shots.json" -o "$dir/p${esc}.png" 2>&1)
clean "render" "$out"
out=$("$golf" solve "$level" --budget 200000 -o "$dir/o${esc}.shots.json" 2>&1)
clean "solve" "$out"
echo "names: ok"
