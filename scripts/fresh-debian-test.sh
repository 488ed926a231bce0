#!/usr/bin/env bash
# Proves the README's two commands on a fresh Debian 12: bootstraps a minbase bookworm into a
# folder, installs only git in it, clones this repository's committed HEAD and runs, as root
# inside the chroot with an empty environment (C locale):
#   ./minigolf test
#   xvfb-run -a ./minigolf play levels/course.json --frames 60 --screenshot /tmp/play.png
# Exit 0 only if both pass. Not part of CTest: it needs Debian's package mirror, root, and
# takes half an hour or more. See docs/fresh-machine.md.
# With --package it proves the Debian package instead (issue 28, docs/install.md): it copies
# the .deb that ./minigolf package made (build/minigolf_*.deb, or $DEB) into the root, runs
# apt-get install ./minigolf_*.deb (and man-db, for man), then minigolf --version,
# golf check /usr/share/minigolf/levels/course.json, man -w golf and import minigolf in
# python3; no git, no build: a few minutes.
#
# Usage: sudo scripts/fresh-debian-test.sh [--keep] [--package] [ROOT]
#   ROOT     the folder to bootstrap into (default: a new /tmp/minigolf-fresh.XXXXXX); an
#            existing bootstrapped ROOT is reused (faster; no longer fresh after a run)
#   --keep   keep ROOT afterwards (the default for a ROOT given; a new one is removed when
#            every mount in it is gone)
#   --package  install and run the Debian package instead of building from the clone
# Environment: REPO (default: the clone this script is in), MIRROR (default: the first
#   bookworm mirror in /etc/apt/sources.list{,.d}),
#   TEST_TIMEOUT and PLAY_TIMEOUT in seconds (default 7200 and 1800: play builds the release
#   build itself when the test step stopped before it); DEB (with --package: the .deb to
#   install; default: the newest build/minigolf_*.deb).
# The log goes to ROOT.log.
set -euo pipefail

keep=0
package=0
root=
for arg in "$@"; do
  case $arg in
    --keep) keep=1 ;;
    --package) package=1 ;;
    -h | --help) sed -n '2,28s/^# \{0,1\}//p' "$0"; exit 0 ;;
    -*) echo "fresh-debian-test: unknown option $arg" >&2; exit 2 ;;
    *) root=$arg; keep=1 ;;
  esac
done

[[ $(id -u) -eq 0 ]] || { echo "fresh-debian-test: needs root (debootstrap, chroot, mount)" >&2; exit 1; }

repo=$(git -C "${REPO:-$(dirname "$0")/..}" rev-parse --show-toplevel)
commit=$(git -C "$repo" rev-parse HEAD)
if ((package == 1)); then
  deb=${DEB:-$(find "$repo/build" -maxdepth 1 -name 'minigolf_*.deb' | sort | tail -n 1)}
  [[ -n $deb && -f $deb ]] ||
    { echo "fresh-debian-test: no build/minigolf_*.deb; run ./minigolf package first, or set DEB" >&2; exit 1; }
  deb=$(realpath "$deb")
fi
test_timeout=${TEST_TIMEOUT:-7200}
play_timeout=${PLAY_TIMEOUT:-1800}

# The first URI of a "bookworm" suite in apt's sources (deb822 .sources or one-line .list).
find_mirror() {
  local f
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
    [[ -r $f ]] || continue
    awk '$1 == "deb" { i = 2; while ($i ~ /^\[/) { while ($i !~ /\]$/) i++; i++ }
                       if ($(i + 1) == "bookworm") { print $i; exit } }' "$f"
  done
  for f in /etc/apt/sources.list.d/*.sources; do
    [[ -r $f ]] || continue
    awk 'BEGIN { RS = ""; FS = "\n" }
         { uris = ""; suites = ""; types = ""
           for (i = 1; i <= NF; i++) {
             if ($i ~ /^URIs:/) { uris = $i; sub(/^URIs:[ \t]*/, "", uris) }
             if ($i ~ /^Suites:/) { suites = " " $i " "; sub(/^ Suites:/, "", suites) }
             if ($i ~ /^Types:/) types = $i
           }
           if (types ~ /[ \t]deb([ \t]|$)/ && suites ~ /[ \t]bookworm[ \t]/) {
             split(uris, u, /[ \t]+/); print u[1]; exit } }' "$f"
  done
}
mirror=${MIRROR:-$(find_mirror | head -n 1)}
[[ -n $mirror ]] || { echo "fresh-debian-test: no bookworm mirror in /etc/apt; set MIRROR" >&2; exit 1; }

[[ -n $root ]] || root=$(mktemp -d /tmp/minigolf-fresh.XXXXXX)
root=$(realpath -m "$root")
[[ $root != / ]] || { echo "fresh-debian-test: ROOT cannot be /" >&2; exit 2; }
mkdir -p "$root"
chmod 755 "$root" # mktemp's 0700 would keep apt's _apt user out of the root
log=$root.log
: >"$log"
exec > >(tee -a "$log") 2>&1

say() { printf '[fresh-debian-test %s] %s\n' "$(date -u +%H:%M:%S)" "$*"; }

mounts=()   # mounted inside ROOT, in mounting order
mount_in() { # mount_in TARGET MOUNT-ARGS...
  local target=$root$1
  shift
  mkdir -p "$target"
  mount "$@" "$target"
  mounts+=("$target")
  # Private: nothing mounted under it may show through on this machine's own /dev.
  mount --make-private "$target"
}

# shellcheck disable=SC2317 # runs from the trap
cleanup() {
  local status=$? pid i
  # Processes still running inside the chroot (an Xvfb after a timeout, say) hold the mounts.
  for pid in /proc/[0-9]*; do
    [[ $(readlink "$pid/root" 2>/dev/null) == "$root" ]] && kill -KILL "${pid#/proc/}" 2>/dev/null
  done
  for ((i = ${#mounts[@]} - 1; i >= 0; i--)); do
    umount "${mounts[i]}" 2>/dev/null || umount -l "${mounts[i]}" || true
  done
  if ((keep == 0)); then
    if grep -qF " $root/" /proc/mounts; then
      say "something is still mounted under $root; not removing it"
    else
      rm -rf --one-file-system "$root"
      say "removed $root (the log stays: $log)"
    fi
  else
    say "kept $root"
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

say "repository $repo at $commit"
say "mirror $mirror; root $root; log $log"
started=$(date +%s)

if [[ ! -x $root/usr/bin/apt-get ]]; then
  if ! command -v debootstrap >/dev/null; then
    say "installing debootstrap on this machine"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap \
      >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
      apt-get install -y -qq --no-install-recommends debootstrap >/dev/null; }
  fi
  say "debootstrap --variant=minbase bookworm $root $mirror"
  t=$(date +%s)
  debootstrap --variant=minbase bookworm "$root" "$mirror" >"$root.debootstrap.log" 2>&1 || {
    tail -n 30 "$root.debootstrap.log"
    say "FAIL: debootstrap"
    exit 1
  }
  say "debootstrap done in $(($(date +%s) - t)) s"
fi
cp /etc/resolv.conf "$root/etc/resolv.conf"

mount_in /proc -t proc proc
mount_in /sys -t sysfs sysfs
mount_in /dev --bind /dev
mount_in /dev/pts --bind /dev/pts
mount_in /dev/shm -t tmpfs -o mode=1777 tmpfs
mount_in /mnt/origin --bind -o ro "$repo"
mount -o remount,bind,ro "$root/mnt/origin"

# in_root TIMEOUT COMMAND: runs COMMAND with sh as root inside the chroot, with an empty
# environment as on a fresh console login (no LANG: the C locale).
in_root() {
  local limit=$1
  shift
  timeout --kill-after=30 "$limit" chroot "$root" /usr/bin/env -i \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin HOME=/root TERM=dumb \
    /bin/sh -c "$1"
}

# step NAME TIMEOUT COMMAND: runs and times one command inside the chroot.
step() {
  local name=$1 limit=$2 command=$3 t status=0
  say "chroot \$ $command"
  t=$(date +%s)
  in_root "$limit" "$command" || status=$?
  say "$name: exit $status after $(($(date +%s) - t)) s"
  return "$status"
}

# --package: the .deb on the clean root, as a user installs it; then its three commands.
if ((package == 1)); then
  say "package $deb ($(stat -c %s "$deb") bytes)"
  rm -f "$root"/root/minigolf_*.deb
  cp "$deb" "$root/root/"
  name=$(basename "$deb")
  # shellcheck disable=SC2016 # expanded inside the chroot
  step "apt-get install ./$name" 1800 \
    "cd /root && apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ./$name man-db >/dev/null && dpkg-query -W minigolf" \
    || { say "FAIL: apt-get install ./$name"; exit 1; }
  result=0
  for command in 'minigolf --version' 'golf --version' \
    'golf check /usr/share/minigolf/levels/course.json' \
    'golf check /usr/share/minigolf/levels/course-27.json' \
    'man -w golf' 'man -w minigolf' \
    'python3 -c "import minigolf; print(minigolf.__file__)"'; do
    if step "$command" 120 "cd /tmp && $command"; then say "PASS: $command"; else say "FAIL: $command"; result=1; fi
  done
  say "total $(($(date +%s) - started)) s; $( ((result == 0)) && echo PASS || echo FAIL)"
  exit "$result"
fi

if ! chroot "$root" sh -c 'command -v git' >/dev/null; then
  step "install git" 900 \
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends git >/dev/null' \
    || { say "FAIL: could not install git"; exit 1; }
fi
# What the fresh machine has: no make, no compiler.
# shellcheck disable=SC2016 # expanded inside the chroot
in_root 60 'for t in git make bash cc c++ cmake; do printf "%s: %s\n" $t "$(command -v $t || echo missing)"; done; echo "locale: ${LANG:-unset}"'

step "clone" 300 "rm -rf /root/minigolf && git clone -q /mnt/origin /root/minigolf && cd /root/minigolf && git checkout -q --detach $commit && git log --oneline -1" \
  || { say "FAIL: git clone"; exit 1; }

result=0
test_status=0
step "./minigolf test" "$test_timeout" 'cd /root/minigolf && ./minigolf test' || test_status=$?
if ((test_status == 0)); then say "PASS: ./minigolf test"; else say "FAIL: ./minigolf test (exit $test_status)"; result=1; fi

# -noreset: an Xvfb that resets when its last client leaves signals xvfb-run (SIGUSR1) again,
# which can break xvfb-run's own clean-up (exit 5, "problem while cleaning up temporary
# directory") after the program under it has ended.
play_status=0
step "./minigolf play" "$play_timeout" \
  'cd /root/minigolf && rm -f /tmp/play.png && xvfb-run -a -s "-screen 0 1280x800x24 -noreset" ./minigolf play levels/course.json --frames 60 --screenshot /tmp/play.png && build/release/tests/game/png_check /tmp/play.png --min-colours 12' \
  || play_status=$?
if ((play_status == 0)); then say "PASS: ./minigolf play"; else say "FAIL: ./minigolf play (exit $play_status)"; result=1; fi

say "total $(($(date +%s) - started)) s; $( ((result == 0)) && echo PASS || echo FAIL)"
exit "$result"
