#!/usr/bin/env bash
# The install test (CTest install.tree; issue 28, docs/install.md): installs the build into a
# staging folder as the Debian package does (DESTDIR=STAGE, prefix /usr) and runs what was
# installed from there, without a display:
#   golf --version, golf check on the installed course, every command and option of
#   golf --help in golf(1) (rendered by man -l, no roff warnings), and with the game,
#   minigolf --version and its options in minigolf(6), the desktop entry (desktop-file-validate)
#   and the metainfo (appstreamcli validate-tree: its launchable is installed beside it), the
#   scalable icon and the PNG icons of the sizes given, each a PNG of its size with the icon's
#   turf and flag where the SVG draws them (png_check).
# Usage: install-test.sh BUILD_DIR STAGE VERSION game|nogame [SIZES [PNG_CHECK]]
#   SIZES: the PNG icons' sizes, comma-separated (48,64,128,256), empty when none was built
set -euo pipefail

build=$1 stage=$2 version=$3 game=$4 sizes=${5:-} png_check=${6:-}
fail() { echo "install-test: FAIL: $*" >&2; exit 1; }

rm -rf "$stage"
DESTDIR=$stage cmake --install "$build" --prefix /usr >/dev/null
usr=$stage/usr
data=$usr/share/minigolf
for f in bin/golf share/minigolf/levels/course-27.json share/minigolf/levels/course.json \
  share/minigolf/levels/front-nine/02-dog-leg.json share/man/man1/golf.1; do
  [[ -f $usr/$f ]] || fail "not installed: /usr/$f"
done

out=$("$usr/bin/golf" --version)
[[ $out == "golf $version" ]] || fail "golf --version printed '$out', not 'golf $version'"
"$usr/bin/golf" check "$data/levels/course-27.json" >/dev/null ||
  fail "installed golf check $data/levels/course-27.json"

# page_covers PROGRAM PAGE [SUBCOMMAND...]: every option of PROGRAM's (and each SUBCOMMAND's)
# --help is on the rendered PAGE, and each subcommand has its own heading there; groff reports
# no warning about the page's roff.
page_covers() {
  local program=$1 page=$2 text warnings command missing
  shift 2
  text=$(MANWIDTH=200 man -l "$page" 2>/dev/null) || fail "man -l $page"
  warnings=$(groff -man -ww -z "$page" 2>&1)
  [[ -z $warnings ]] || fail "roff warnings in $page: $warnings"
  for command in "$@"; do
    grep -q "^ *$(basename "$program") $command\$" <<<"$text" ||
      fail "$page has no section for '$command'"
  done
  missing=$(comm -23 \
    <(for command in "" "$@"; do
      # shellcheck disable=SC2086 # no command: the program's own --help
      "$program" $command --help | grep -oE '^  (-[a-z],)?--[a-z-]+' | sed 's/^ *//'
    done | sort -u) \
    <(grep -oE -- '(-[a-z],)?--[a-z-]+' <<<"$text" | sort -u))
  [[ -z $missing ]] || fail "$page lacks the options ${missing//$'\n'/ }"
}
mapfile -t commands < <("$usr/bin/golf" --help | sed -n '/^Subcommands:/,$p' | sed -n 's/^  \([a-z]\+\) .*/\1/p')
((${#commands[@]} >= 7)) || fail "golf --help lists ${#commands[@]} commands"
page_covers "$usr/bin/golf" "$usr/share/man/man1/golf.1" "${commands[@]}"

if [[ $game == game ]]; then
  for f in bin/minigolf share/man/man6/minigolf.6 share/applications/org.minigolf.Minigolf.desktop \
    share/metainfo/org.minigolf.Minigolf.metainfo.xml \
    share/icons/hicolor/scalable/apps/org.minigolf.Minigolf.svg; do
    [[ -f $usr/$f ]] || fail "not installed: /usr/$f"
  done
  desktop-file-validate "$usr/share/applications/org.minigolf.Minigolf.desktop" ||
    fail "desktop-file-validate on the installed desktop entry"
  out=$(appstreamcli validate-tree --no-net "$usr" 2>&1) ||
    fail "appstreamcli validate-tree $usr: $out"
  # The desktop entry names the icon that is installed in every size.
  grep -qx 'Icon=org.minigolf.Minigolf' "$usr/share/applications/org.minigolf.Minigolf.desktop" ||
    fail "the desktop entry's Icon= is not org.minigolf.Minigolf"
  IFS=, read -ra icon_sizes <<<"$sizes"
  for size in "${icon_sizes[@]}"; do
    icon=$usr/share/icons/hicolor/${size}x${size}/apps/org.minigolf.Minigolf.png
    [[ -f $icon ]] || fail "not installed: ${icon#"$stage"}"
    # The SVG's 128-unit square drawn at SIZE: turf at (30, 60), the flag at (90, 23).
    "$png_check" "$icon" --size "$size" "$size" \
      --pixel $((30 * size / 128)) $((60 * size / 128)) 3F9B45 12 \
      --pixel $((90 * size / 128)) $((23 * size / 128)) E53935 12 ||
      fail "${icon#"$stage"} is not the icon at ${size}x${size}"
  done
  out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$usr/bin/minigolf" --version)
  [[ $out == "minigolf $version" ]] || fail "minigolf --version printed '$out'"
  page_covers "$usr/bin/minigolf" "$usr/share/man/man6/minigolf.6"
fi
rm -rf "$stage"
echo "install-test: PASS (${#commands[@]} golf commands${sizes:+, icons $sizes})"
