#!/bin/sh
# The game's rooms link and include downwards only (docs/architecture.md, "The game's rooms").
# Usage: rooms.sh GAME_DIR [ROOM=LINK,LINK,...]...
# Fails, naming each offence, when a file of GAME_DIR sits in no room of the order below, when a
# room's source includes a header of a room that is not below it (or one by a path, which
# would step around the include folders), when an SFML-free room includes SFML, or when a
# ROOM=LINKS argument (the room's CMake LINK_LIBRARIES) links a room that is not below it, or
# SFML from an SFML-free room. Every room of the order must be given its links and be a folder.
set -u
game=$1
shift

rooms="play edit net ui hole screens editor app"
sfml_free="play edit net"
# The rooms each room may use; closed (a room may use all that the rooms it uses may use).
below() {
    case $1 in
    hole) echo "ui play" ;;
    screens) echo "net hole ui play" ;;
    editor) echo "screens net hole ui play edit" ;;
    app) echo "editor screens net hole ui play edit" ;;
    *) echo "" ;;
    esac
}

failures=0
fail() {
    echo "rooms: $*" >&2
    failures=$((failures + 1))
}
member() {
    case " $2 " in *" $1 "*) return 0 ;; esac
    return 1
}
# The room whose folder holds header $1, or nothing.
owner() {
    for candidate in $rooms; do
        if [ -e "$game/$candidate/$1" ]; then
            echo "$candidate"
            return
        fi
    done
}

# Every file of the game sits in a room of the order, and every room is a folder.
for entry in "$game"/*; do
    name=${entry##*/}
    [ "$name" = CMakeLists.txt ] && continue
    member "$name" "$rooms" || fail "game/$name sits in no room (the order is in tests/game/rooms.sh)"
done
for room in $rooms; do
    [ -d "$game/$room" ] || fail "the room game/$room has no folder"
done

# Includes: the room's own headers, those of the rooms below it, the engine's, the system's.
# One awk over every include line (a fork per line made this check take 40 s on a busy machine).
order=""
for room in $rooms; do
    order="$order $room:$(below "$room" | tr ' ' ',')"
done
files=$(cd "$game" && ls -- */*.cpp */*.hpp 2>/dev/null)
[ -n "$files" ] || fail "no source file found in the rooms of $game"
offences=$(
    cd "$game" || exit
    {
        ls -- */*.hpp | sed 's/^/header /'
        grep -Hn '^[[:space:]]*#[[:space:]]*include' -- */*.cpp */*.hpp
    } | awk -v order="$order" -v free=" $sfml_free " '
        BEGIN {
            n = split(order, pairs, " ")
            for (i = 1; i <= n; i++) {
                split(pairs[i], part, ":")
                allowed[part[1]] = " " part[1] " " part[2] " "
                gsub(",", " ", allowed[part[1]])
            }
        }
        $1 == "header" { split($2, at, "/"); owner[at[2]] = at[1]; next }
        {
            split($0, field, ":")
            file = field[1]; line = field[2]
            split(file, at, "/"); room = at[1]
            header = $0
            sub(/^[^#]*#[[:space:]]*include[[:space:]]*["<]/, "", header)
            sub(/[">].*$/, "", header)
            where = "game/" file ":" line
            if (header ~ /^SFML\//) {
                if (index(free, " " room " ")) print where " includes <" header ">, but " room " is SFML-free"
            } else if (header ~ /^golf\//) {
            } else if (header ~ /\//) {
                n = split(header, step, "/")
                if (step[n] in owner) print where " includes " header " by a path: write its name alone"
            } else if (header in owner && index(allowed[room], " " owner[header] " ") == 0) {
                mayUse = allowed[room]
                gsub(/^ +| +$/, "", mayUse)
                print where " includes " header " of the room " owner[header] "; " room \
                      " may include only from: " mayUse
            }
        }'
)
if [ -n "$offences" ]; then
    while IFS= read -r offence; do
        fail "$offence"
    done <<EOF
$offences
EOF
fi
checked=$(printf '%s\n' "$files" | wc -l)

# Links, as CMake knows them.
given=""
for argument in "$@"; do
    room=${argument%%=*}
    links=$(printf '%s\n' "${argument#*=}" | tr ',' ' ')
    given="$given $room"
    member "$room" "$rooms" || fail "the CMake room $room is not in the order of tests/game/rooms.sh"
    for link in $links; do
        case $link in
        minigolf_*)
            member "${link#minigolf_}" "$(below "$room")" ||
                fail "minigolf_$room links $link, which is not below it"
            ;;
        *sfml*)
            member "$room" "$sfml_free" && fail "minigolf_$room links $link, but $room is SFML-free"
            ;;
        esac
    done
done
for room in $rooms; do
    member "$room" "$given" || fail "no links given for the room $room (is minigolf_$room built?)"
done

if [ "$failures" -gt 0 ]; then
    echo "rooms: $failures offence(s)" >&2
    exit 1
fi
echo "rooms: $checked files in $(echo $rooms | wc -w) rooms include and link downwards only"
