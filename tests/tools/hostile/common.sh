# Shared by the hostile cases (sourced; needs $golf): fail MESSAGE ends the case; run CODE ARGS...
# runs golf with no standard input and requires exit code CODE within 60 s (a FIFO or a list
# must never block it), leaving its stdout and stderr in $out.
fail() { echo "FAIL: $*"; exit 1; }
run() {
    local want=$1
    shift
    out=$(timeout 60 "$golf" "$@" 2>&1 </dev/null)
    local code=$?
    [ "$code" -eq "$want" ] || fail "golf $* exited $code, not $want: $out"
}
