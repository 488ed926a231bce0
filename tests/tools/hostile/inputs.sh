#!/bin/bash
# What `golf` reads stays as it was and is read within bounds (issue 29):
# - an output option naming an input (replay --trace LOG, solve -o LEVEL, render -o LEVEL or
#   the --shots log), also through a link, is a usage error (exit 2) and the input is intact;
# - a path list on standard input (`replay -`) that is empty, endless (/dev/zero), has a NUL
#   byte or an overlong line is refused with exit 1, at once, naming the line;
# - --ignore-level-hash --write-expect stores the outcome under the level's new levelHash, so
#   the rewritten log replays without the flag;
# - with THREADS_UNDER_LIMIT=1 in the environment, -j 400 under a 1 GiB address-space limit
#   replays every log on fewer threads, and solve and rate -j 64 under 1 GiB and 400 MB give
#   the answers of -j 1 (not under the sanitizers, which need terabytes);
# - SIGINT, SIGTERM or SIGHUP during --trace leave no temporary file.
# Usage: inputs.sh GOLF WORK
set -u
golf=$1
work=$2
rm -rf "$work" && mkdir -p "$work" && cd "$work" || exit 1
# shellcheck source=common.sh
. "$(dirname "${BASH_SOURCE[0]}")/common.sh"
# listed CODE TEXT_SOURCE: `golf replay -` reading standard input from TEXT_SOURCE.
listed() {
    local want=$1
    out=$(timeout 20 "$golf" replay - 2>&1 <"$2")
    local code=$?
    [ "$code" -eq "$want" ] || fail "golf replay - <$2 exited $code, not $want: $out"
}

cat >level.json <<'JSON'
{"format": "minigolf-level/1", "name": "Straight", "par": 2,
 "tiles": ["#######", "#S...O#", "#######"]}
JSON
cat >log.shots.json <<'JSON'
{"format": "minigolf-shots/1", "level": "level.json", "players": 1,
 "shots": [{"player": 0, "angle": 0, "speed": 2}]}
JSON
cp level.json level.orig && cp log.shots.json log.orig
intact() {
    cmp -s level.json level.orig || fail "$1 changed the level"
    cmp -s log.shots.json log.orig || fail "$1 changed the log"
}

# Outputs that are inputs: refused before anything is written.
run 2 replay log.shots.json --trace log.shots.json
case $out in *"--trace"*"is the LOG"*) ;; *) fail "replay --trace LOG: $out" ;; esac
intact "replay --trace LOG"
run 2 solve level.json -o level.json
case $out in *"is the LEVEL"*) ;; *) fail "solve -o LEVEL: $out" ;; esac
intact "solve -o LEVEL"
run 2 render level.json -o level.json
intact "render -o LEVEL"
run 2 render level.json --shots log.shots.json -o log.shots.json
case $out in *"is the --shots log"*) ;; *) fail "render -o SHOTS: $out" ;; esac
intact "render -o SHOTS"
ln -s level.json alias.json
run 2 render level.json -o alias.json
intact "render -o a link to LEVEL"
ln level.json hard.json
run 2 solve level.json -o hard.json
intact "solve -o a hard link to LEVEL"
[ -z "$(ls -A | grep tmp)" ] || fail "a temporary file was left: $(ls -A)"
# Other names still work.
run 0 replay log.shots.json --trace trace.csv
run 0 solve level.json -o solved.shots.json

# Path lists on standard input.
: >empty.txt
listed 1 empty.txt
case $out in *"standard input: no paths"*) ;; *) fail "empty list: $out" ;; esac
printf '\n\r\n\n' >blank.txt
listed 1 blank.txt
listed 1 /dev/zero
case $out in *"line 1: a NUL byte"*) ;; *) fail "/dev/zero: $out" ;; esac
head -c 5000 /dev/zero | tr '\0' 'a' >long.txt
listed 1 long.txt
case $out in *"line 1: longer than 4096 bytes"*) ;; *) fail "long line: $out" ;; esac
printf 'log.shots.json\nlog.shots.json\r\n\nlog\0.shots.json\n' >nul.txt
listed 1 nul.txt
case $out in *"line 4: a NUL byte"*) ;; *) fail "NUL on line 4: $out" ;; esac
printf 'log.shots.json\n\nlog.shots.json\r\n' >good.txt
listed 0 good.txt
case $out in *"replayed 2 logs: 2 passed"*) ;; *) fail "a good list: $out" ;; esac

# --ignore-level-hash --write-expect: the new expectation under the new level hash.
grep -q '"levelHash"' solved.shots.json || fail "golf solve -o wrote no levelHash"
run 0 replay solved.shots.json --write-expect
sed -i 's/"par": 2,/"par": 2, "physics": {"wallRestitution": 0.5},/' level.json
run 1 replay solved.shots.json
case $out in *"levelHash: the level changed"*) ;; *) fail "a changed level: $out" ;; esac
run 0 replay solved.shots.json --ignore-level-hash --write-expect
run 0 replay solved.shots.json
case $out in *"expect: matches"*) ;; *) fail "the rewritten log: $out" ;; esac

# golf rate: numbers that are no numbers, path lists, broken files in a folder, raw names.
fast=(--samples 1 --angles 8 --speeds 2)
for bad in "--angle-sigma nan" "--speed-sigma NaN" "--par-share +nan" "--seed -1" \
           "--seed 99999999999999999999"; do
    # shellcheck disable=SC2086 # the option and its value are two words
    run 2 rate level.json "${fast[@]}" $bad
done
run 0 rate level.json "${fast[@]}" --seed 18446744073709551615
out=$(timeout 20 "$golf" rate - 2>&1 </dev/null)
[ $? -eq 1 ] || fail "rate - with an empty list: $out"
out=$(timeout 20 "$golf" rate - 2>&1 </dev/zero)
[ $? -eq 1 ] || fail "rate - </dev/zero: $out"
case $out in *"line 1: a NUL byte"*) ;; *) fail "rate - </dev/zero: $out" ;; esac
mkdir -p rated/a rated/a-b
cp level.json rated/a/one.json
cp level.json rated/a-b/two.json
run 0 rate rated "${fast[@]}"
first=$(echo "$out" | head -1)
case $first in rated/a/one.json:*) ;; *) fail "rate sorts folders as golf replay does: $out" ;; esac
printf '{"format": "minigolf-level/1", "name": "x",' >rated/syntax.json
printf '{"format": "minigolf-level/1", "format": "minigolf-level/1"}' >rated/twice.json
printf '{"format": "minigolf-level/1", "par": NaN}' >rated/nan.json
echo '{"format": "minigolf-course/1", "name": "c", "holes": []}' >rated/course.json
run 1 rate rated "${fast[@]}"
for name in syntax twice nan; do
    case $out in *"rated/$name.json"*) ;; *) fail "rate skipped the broken $name.json: $out" ;; esac
done
case $out in *"course.json"*) fail "rate reported a course in a folder: $out" ;; esac
esc=$(printf 'e\033[2Jscape.json')
cp level.json "$esc"
printf '{"format": "minigolf-course/1", "name": "c", "holes": ["%s"]}' "$(printf 'e\\u001b[2Jscape.json')" >esc-course.json
run 0 rate esc-course.json "${fast[@]}"
case $out in *$'\033'*) fail "rate printed a raw escape code" ;; *'\x1b[2Jscape.json'*) ;; *) fail "rate: $out" ;; esac

# golf check of a JSON array says what the loaders say.
echo '[1, 2]' >array.json
run 1 check array.json
case $out in *"array.json: the top level must be a JSON object, got an array"*) ;;
    *) fail "check of an array: $out" ;; esac

# A format-3 level with a broken mover, or a windmill over the tee, is refused where it is.
cat >mill.json <<'JSON'
{"format": "minigolf-level/3", "name": "Mill", "par": 2,
 "tiles": ["#########", "#S.....O#", "#########"],
 "movers": [{"kind": "blades", "pivot": {"x": 4.5, "y": 1.5}, "arms": 2, "length": 0.4,
             "width": 0.1, "period": 0}]}
JSON
run 1 check mill.json
case $out in *"mill.json: movers[0].period: 0 is outside (0, 3600]"*) ;;
    *) fail "check of a broken mover: $out" ;; esac
sed -i 's/"x": 4.5/"x": 1.75/; s/"period": 0/"period": 1e308/' mill.json
run 1 check mill.json
case $out in *"mill.json: movers[0].period: 1e+308 is outside (0, 3600]"*) ;;
    *) fail "check of a huge period: $out" ;; esac
sed -i 's/"period": 1e308/"period": 2/' mill.json
run 1 check mill.json
case $out in *"mill.json: movers[0]: the region it sweeps covers the ball on the tee at (1.5, 1.5)"*) ;;
    *) fail "check of a windmill over the tee: $out" ;; esac

# An interrupted --trace leaves no temporary file (a 3600 s trace would be 600 MB).
cat >long.json <<'JSON'
{"format": "minigolf-level/1", "name": "Long", "par": 2, "maxStrokes": 1,
 "tiles": ["#######", "#S....#", "#....O#", "#######"],
 "physics": {"rollingDeceleration": 0, "wallRestitution": 1, "tickRate": 2000,
             "maxShotSeconds": 3600, "maxShotSpeed": 1000}}
JSON
cat >long.shots.json <<'JSON'
{"format": "minigolf-shots/1", "level": "long.json", "players": 1,
 "shots": [{"player": 0, "angle": 10, "speed": 1000}]}
JSON
set -m # background jobs keep SIGINT (a shell without job control has them ignore it)
for signal in INT TERM HUP; do
    mkdir -p "trace-$signal"
    "$golf" replay long.shots.json --trace "trace-$signal/trace.csv" >/dev/null 2>&1 &
    pid=$!
    for _ in $(seq 200); do
        compgen -G "trace-$signal/.trace.csv.tmp-*" >/dev/null && break
        sleep 0.05
    done
    compgen -G "trace-$signal/.trace.csv.tmp-*" >/dev/null || fail "no temporary trace appeared"
    sleep 0.2
    kill -s "$signal" "$pid"
    wait "$pid"
    code=$?
    [ "$code" -gt 128 ] || fail "SIG$signal: golf exited $code, not by the signal"
    [ -z "$(ls -A "trace-$signal")" ] || fail "SIG$signal left $(ls -A "trace-$signal")"
done
set +m

# Many threads under an address-space limit: fewer threads, every log replayed.
if [ "${THREADS_UNDER_LIMIT:-0}" = 1 ]; then
    logs=()
    for _ in $(seq 400); do logs+=(solved.shots.json); done
    out=$(ulimit -v 1048576 && timeout 120 "$golf" replay "${logs[@]}" -j 400 2>&1)
    code=$?
    [ "$code" -eq 0 ] || fail "-j 400 under 1 GiB exited $code: $(echo "$out" | tail -3)"
    case $out in *"replayed 400 logs: 400 passed"*) ;; *) fail "-j 400: $(echo "$out" | tail -1)" ;; esac
    # solve and rate at -j 64: under 1 GiB a few threads, under 400 MB none (the calling thread
    # does it all); either way the answer of -j 1 (they aborted on the first refused thread).
    "$golf" solve level.json -j 1 -o solo.shots.json >/dev/null || fail "solve -j 1"
    "$golf" rate level.json -j 1 --json --samples 20 >solo.rate.json || fail "rate -j 1"
    for limit in 1048576 400000; do
        out=$(ulimit -v $limit && timeout 60 "$golf" solve level.json -j 64 -o many.shots.json 2>&1)
        code=$?
        [ "$code" -eq 0 ] || fail "solve -j 64 under $limit KiB exited $code: $(echo "$out" | tail -2)"
        cmp -s solo.shots.json many.shots.json || fail "solve -j 64 under $limit KiB: another log"
        out=$(ulimit -v $limit && timeout 60 "$golf" rate level.json -j 64 --json --samples 20 2>&1 >many.rate.json)
        code=$?
        [ "$code" -eq 0 ] || fail "rate -j 64 under $limit KiB exited $code: $(echo "$out" | tail -2)"
        cmp -s solo.rate.json many.rate.json || fail "rate -j 64 under $limit KiB: another rating"
    done
fi
echo "inputs: all cases held"
