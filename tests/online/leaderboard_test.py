#!/usr/bin/env python3
"""End-to-end tests of the verified leaderboard (issue 25, docs/online.md): run by CTest as
`leaderboard_test.py GOLF WORK CASE`, each case with its own `golf serve --port 0` on the
loopback and its own database; the helpers are online_test.py's.

- leaderboard: two bots play the tiny course; the round appears on the leaderboard API with
  the room's strokes and the hashes the bots checked, its logs are the room's, its paths
  end in the cup; the API's bounds (unknown ids, bad pages, paths outside it) answer 404 or
  400 with a JSON reason, and the web page's files are served.
- submit: a round played offline (`golf solve` logs with their expectations, and the game's
  round files beside them) is accepted by `golf submit` and ranked; tampered copies (a
  velocity changed under the old expect, a level hash changed, a hole left unfinished) are
  refused with their reasons (exit 1) and change nothing; usage errors exit 2.
- browser: headless Chromium opens the leaderboard and the round's page; the DOM shows the
  players and strokes, and the screenshot of the round is not blank. Skipped (77) without
  chromium.
- browser_elements: a round played offline on a format-3 level (a windmill, a slider, a
  teleport, a bumper wall, a gate), its one shot through the teleport into the cup, is
  submitted; the paths API sends the elements, for each shot the movers where SPEC section
  2's formulas put them at the shot's clock, and the teleport as a jump in the path; headless
  Chromium's page says so in the canvas's data attributes, the screenshot holds the movers'
  orange, the teleport's purple and the bumper's pink, and no line is drawn across the jump.
  Skipped (77) without chromium.
"""

import json
import math
import os
import re
import shutil
import socket
import struct
import subprocess
import sys
import urllib.request
import zlib

import online_test as base
from online_test import GOLF, WORK, CASE, TIMEOUT, fail, http_get

ROUND_STAMP = "20261126-060000"


def post(server, path, body):
    request = urllib.request.Request("http://127.0.0.1:%d%s" % (server.port, path),
                                     data=body, method="POST")
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as reply:
            return reply.status, reply.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def get_json(server, path, status=200):
    got, body = http_get(server, path)
    if got != status:
        fail("GET %s: %d %s (expected %d)" % (path, got, body, status))
    try:
        return json.loads(body)
    except ValueError:
        fail("GET %s: not JSON: %r" % (path, body[:200]))


def play_round(server):
    code, host, joiner = base.start_bots(server)
    seen_host, seen_join = base.finish_bot(host, "host"), base.finish_bot(joiner, "join")
    if seen_host != seen_join:
        fail("the bots saw different hashes")
    return code, seen_host


def case_leaderboard():
    levels = base.write_levels()
    server = base.Server(levels, os.path.join(WORK, "rooms.sqlite"))
    code, seen = play_round(server)
    room = get_json(server, "/api/rooms/%s" % code)
    totals = [sum(hole[seat] for hole in room["scores"]) for seat in range(2)]

    courses = get_json(server, "/api/courses")["courses"]
    if courses != [{"course": "tiny", "title": "Tiny", "rounds": 1}]:
        fail("courses: %r" % courses)
    board = get_json(server, "/api/courses/tiny/rounds")
    expected = sorted([(totals[0], 0, "alice"), (totals[1], 1, "bob")])
    got = [(e["strokes"], e["seat"], e["player"]) for e in board["entries"]]
    if board["total"] != 2 or got != expected:
        fail("leaderboard %r, expected %r" % (board, expected))
    round_id = board["entries"][0]["round"]
    if board["entries"][0]["source"] != "room " + code:
        fail("source: %r" % board["entries"][0])
    page = get_json(server, "/api/courses/tiny/rounds?offset=1&limit=1")
    if [(e["strokes"], e["seat"], e["player"]) for e in page["entries"]] != expected[1:]:
        fail("second page: %r" % page)

    rnd = get_json(server, "/api/rounds/%d" % round_id)
    if rnd["players"] != ["alice", "bob"] or rnd["totals"] != totals or not rnd["complete"]:
        fail("round: %r" % rnd)
    for hole in rnd["holes"]:
        n = hole["hole"]
        last = seen[n][max(seen[n])]
        if hole["hash"] != last or hole["strokes"] != room["scores"][n - 1]:
            fail("hole %d: %r, the bots' last hash %s" % (n, hole, last))
        status, room_log = http_get(server, "/api/rooms/%s/holes/%d/log" % (code, n))
        status, round_log = http_get(server, "/api/rounds/%d/holes/%d/log" % (round_id, n))
        if status != 200 or json.loads(round_log) != json.loads(room_log):
            fail("hole %d: the round's log differs from the room's" % n)
        paths = get_json(server, "/api/rounds/%d/holes/%d/paths" % (round_id, n))["paths"]
        cup = (8.5, 1.5) if n == 1 else (5.5, 3.5)
        for path in paths:
            end = path["points"][-1]
            # Holed: the path ends where the ball dropped, at the cup's radius 0.3 (the centre
            # crosses it within the last tick, so a hair beyond it at most).
            if path["atRest"] or (end[0] - cup[0]) ** 2 + (end[1] - cup[1]) ** 2 > 0.31 ** 2:
                fail("hole %d: player %d's path ends at %r, not in the cup %r"
                     % (n, path["player"], end, cup))
            if len(path["shots"]) != hole["strokes"][path["player"]]:
                fail("hole %d: %d shots drawn for %d strokes" % (n, len(path["shots"]),
                                                                 hole["strokes"][path["player"]]))
    level = get_json(server, "/api/courses/tiny/holes/1/level")
    if level["tiles"] != base.COURSE["tiny/a.json"]["tiles"]:
        fail("level: %r" % level)

    for path, status, words in (
            ("/api/rounds/999", 404, "no such round"), ("/api/rounds/x", 404, "no such round"),
            ("/api/rounds/-1", 404, "no such round"),
            ("/api/rounds/99999999999999999999", 404, "no such round"),
            ("/api/rounds/%d/holes/3/log" % round_id, 404, "no such hole"),
            ("/api/rounds/%d/holes/0/paths" % round_id, 404, "no such hole"),
            ("/api/rounds/%d/holes/1/other" % round_id, 404, "no such page"),
            ("/api/courses/tiny/rounds?limit=0", 400, "limit"),
            ("/api/courses/tiny/rounds?limit=101", 400, "limit"),
            ("/api/courses/tiny/rounds?offset=-3", 400, "offset"),
            ("/api/courses/tiny/holes/3/level", 404, "no such hole"),
            ("/api/courses/..%2Fsecret/holes/1/level", 404, "no such course"),
            ("/api/courses/secret/holes/1/level", 404, "no such course"),
            ("/secret.json", 404, "no such page"), ("/../secret.json", 404, "no such page")):
        body = get_json(server, path, status)
        if words not in body.get("error", ""):
            fail("GET %s: %r does not say %r" % (path, body, words))
    if get_json(server, "/api/courses/nothing/rounds")["entries"] != []:
        fail("an unknown course has entries")
    status, html = http_get(server, "/")
    if status != 200 or '<script src="/app.js">' not in html:
        fail("GET /: %d %r" % (status, html[:200]))
    status, script = http_get(server, "/app.js")
    if status != 200 or "showRound" not in script:
        fail("GET /app.js: %d" % status)
    if server.stop() != 0:
        fail("serve did not exit 0 on SIGTERM")


def solve(level, out):
    """A log of `level` holing out, by `golf solve`, with its expectation written."""
    solved = subprocess.run([GOLF, "solve", level, "-o", out, "--budget", "400000"],
                            capture_output=True, text=True, timeout=TIMEOUT)
    match = re.search(r"holed in (\d+) stroke", solved.stdout)
    if solved.returncode != 0 or not match:
        fail("golf solve %s: %s%s" % (level, solved.stdout, solved.stderr))
    expect = subprocess.run([GOLF, "replay", "--write-expect", out], capture_output=True,
                            text=True, timeout=TIMEOUT)
    if expect.returncode != 0:
        fail("golf replay --write-expect: %s" % expect.stderr)
    return int(match.group(1))


def write_offline_round(levels):
    """Logs of the tiny course as the game writes them: NAME.shots.json and NAME.round.json."""
    folder = os.path.join(WORK, "offline")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    logs, strokes = [], 0
    for hole, name in ((1, "a"), (2, "b")):
        stem = os.path.join(folder, "%s-hole%02d-%s" % (ROUND_STAMP, hole, name))
        strokes += solve(os.path.join(levels, "tiny", name + ".json"), stem + ".shots.json")
        with open(stem + ".round.json", "w") as f:
            json.dump({"format": "minigolf-round-hole/1", "course": "Tiny", "hole": hole,
                       "holes": 2, "round": ROUND_STAMP}, f)
        logs.append(stem + ".shots.json")
    return logs, strokes


def submit(server, logs, *extra):
    return subprocess.run([GOLF, "submit"] + logs + ["--server", "http://127.0.0.1:%d" %
                                                     server.port] + list(extra),
                          capture_output=True, text=True, timeout=TIMEOUT)


def tampered(log, name, change):
    with open(log) as f:
        data = json.load(f)
    change(data)
    path = os.path.join(os.path.dirname(log), name + ".shots.json")
    with open(path, "w") as f:
        json.dump(data, f)
    return path


def case_submit():
    levels = base.write_levels()
    server = base.Server(levels, os.path.join(WORK, "rooms.sqlite"))
    logs, strokes = write_offline_round(levels)

    done = submit(server, logs, "--name", "carol")
    if done.returncode != 0 or done.stdout.count(": accepted, strokes") != 2:
        fail("golf submit: %d\n%s%s" % (done.returncode, done.stdout, done.stderr))
    match = re.search(r"round (\d+) recorded: http://127\.0\.0\.1:\d+/\?round=\d+", done.stdout)
    if not match:
        fail("golf submit did not name the round: %s" % done.stdout)
    board = get_json(server, "/api/courses/tiny/rounds")
    entry = board["entries"][0]
    if board["total"] != 1 or entry["player"] != "carol" or entry["strokes"] != strokes:
        fail("leaderboard after submit: %r (expected carol, %d strokes)" % (board, strokes))
    rnd = get_json(server, "/api/rounds/%s" % match.group(1))
    if rnd["source"] != "submitted by carol" or [h["hole"] for h in rnd["holes"]] != [1, 2]:
        fail("submitted round: %r" % rnd)
    # Its stored log replays with golf replay beside the server's level.
    status, body = http_get(server, "/api/rounds/%s/holes/1/log" % match.group(1))
    stored = os.path.join(levels, "submitted-1.shots.json")
    with open(stored, "w") as f:
        f.write(body)
    replay = subprocess.run([GOLF, "replay", "--json", stored], capture_output=True, text=True,
                            timeout=TIMEOUT)
    if replay.returncode != 0 or json.loads(replay.stdout)["final"]["hash"] != rnd["holes"][0][
            "hash"]:
        fail("the stored log does not replay to its hash: %s%s" % (replay.stdout, replay.stderr))

    def faster(data):
        data["shots"][0]["vx"] *= 0.75

    def other_level(data):
        data["levelHash"] = "0123456789abcdef"

    def short(data):
        data["shots"][0]["vx"] = 0.5
        del data["expect"]

    cases = ((tampered(logs[0], "velocity", faster), "expect."),
             (tampered(logs[0], "level", other_level), "levelHash:"),
             (tampered(logs[0], "unfinished", short), "the hole is not finished"))
    for path, words in cases:
        refused = submit(server, [path], "--course", "tiny")
        line = "%s: refused: %s" % (path, path)
        if refused.returncode != 1 or line not in refused.stderr or words not in refused.stderr:
            fail("tampered %s: exit %d, expected a refusal saying %r:\n%s%s"
                 % (path, refused.returncode, words, refused.stdout, refused.stderr))
    # One good file and one bad: the good one is recorded (a round of one hole, not ranked).
    mixed = submit(server, [logs[1], cases[0][0]], "--course", "tiny")
    if mixed.returncode != 1 or "accepted" not in mixed.stdout or "not ranked" not in \
            mixed.stdout or "refused" not in mixed.stderr:
        fail("mixed submission: %d\n%s%s" % (mixed.returncode, mixed.stdout, mixed.stderr))
    if get_json(server, "/api/courses/tiny/rounds")["total"] != 1:
        fail("a refused or partial round reached the leaderboard")
    # Bounds and usage.
    for body, words in ((b"{", "submission:1:"), (b"[]", "object"),
                        (b'{"course":"tiny","logs":[]}', "1 to 36"),
                        (b'{"course":"tiny","logs":[{"file":"x","log":"{}"}],"x":1}',
                         "unknown key")):
        status, reply = post(server, "/api/rounds", body)
        if status != 400 or words not in json.loads(reply)["error"]:
            fail("POST %r: %d %s" % (body, status, reply))
    # A body above the bound is refused on its header, before it is read.
    with socket.create_connection(("127.0.0.1", server.port), timeout=TIMEOUT) as sock:
        sock.sendall(b"POST /api/rounds HTTP/1.1\r\nHost: x\r\nContent-Length: %d\r\n\r\n"
                     % (3 * 1024 * 1024))
        reply = sock.recv(4096)
    if not reply.startswith(b"HTTP/1.1 413"):
        fail("a 3 MiB body: %r" % reply[:100])
    status, reply = post(server, "/api/other", b"{}")
    if status != 404:
        fail("POST /api/other: %d" % status)
    nowhere = submit(server, logs, "--course", "nowhere")
    if nowhere.returncode != 1 or "no course of that name or title" not in nowhere.stderr:
        fail("unknown course: %d %s" % (nowhere.returncode, nowhere.stderr))
    for args in ([], logs, logs + ["--server", "ftp://x"], logs + ["--server", "http://a:1",
                                                                   "--name", ""]):
        usage = subprocess.run([GOLF, "submit"] + args, capture_output=True, text=True,
                               timeout=TIMEOUT)
        if usage.returncode != 2:
            fail("golf submit %r: exit %d, expected 2" % (args, usage.returncode))
    if server.stop() != 0:
        fail("serve did not exit 0 on SIGTERM")


def png_pixels(path):
    """(width, height, rows of RGB(A) bytes) of an 8-bit non-interlaced PNG."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        fail("%s is not a PNG" % path)
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        fail("unexpected PNG kind %r" % (header,))
    channels = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc
                                      else corner)) & 255
        rows.append(line)
        previous = line
    return width, height, channels, rows


def chromium(url, *args):
    return subprocess.run([shutil.which("chromium"), "--headless", "--no-sandbox",
                           "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=5000",
                           "--no-first-run", "--disable-extensions", "--disable-sync",
                           "--disable-background-networking", "--disable-component-update",
                           "--user-data-dir=" + os.path.join(WORK, "chromium-profile")] +
                          list(args) + [url], capture_output=True, text=True, timeout=90)


def case_browser():
    if shutil.which("chromium") is None:
        print("SKIP: chromium is not installed (Debian's chromium package)")
        sys.exit(77)
    levels = base.write_levels()
    server = base.Server(levels, os.path.join(WORK, "rooms.sqlite"))
    play_round(server)
    board = get_json(server, "/api/courses/tiny/rounds")
    url = "http://127.0.0.1:%d/" % server.port
    dom = chromium(url, "--dump-dom")
    for entry in board["entries"]:
        cells = "<td>%s</td><td class=\"num\">%d</td>" % (entry["player"], entry["strokes"])
        if cells not in dom.stdout:
            fail("the leaderboard page does not show %r:\n%s\n%s" % (cells, dom.stdout[-2000:],
                                                                     dom.stderr[-2000:]))
    round_url = url + "?round=%d" % board["entries"][0]["round"]
    shot = os.path.join(WORK, "round.png")
    if os.path.exists(shot):
        os.remove(shot)
    # One Chromium start gives both the DOM and the picture.
    dom = chromium(round_url, "--dump-dom", "--screenshot=" + shot, "--window-size=1000,700")
    rnd = get_json(server, "/api/rounds/%d" % board["entries"][0]["round"])
    if 'id="scorecard"' not in dom.stdout or dom.stdout.count('data-drawn="1"') != 2:
        fail("the round's page did not draw its two holes:\n%s" % dom.stdout[-3000:])
    for name, total in zip(rnd["players"], rnd["totals"]):
        if name not in dom.stdout or '<td class="num">%d</td></tr>' % total not in dom.stdout:
            fail("the round's page does not show %s with %d strokes" % (name, total))
    width, height, channels, rows = png_pixels(shot)
    background = bytes(rows[height - 1][:channels])
    painted = sum(1 for line in rows for x in range(0, width * channels, channels)
                  if bytes(line[x:x + channels]) != background)
    # The page's header and two canvases of grass and walls: far more than a blank page.
    if painted < width * height // 10:
        fail("the screenshot is nearly blank: %d of %d pixels differ from the background"
             % (painted, width * height))
    print("round page: %d x %d, %d pixels painted; screenshot %s" % (width, height, painted,
                                                                        shot))
    if server.stop() != 0:
        fail("serve did not exit 0 on SIGTERM")


ELEMENTS = {
    "format": "minigolf-level/3", "name": "Mills", "par": 2,
    "legend": {"b": {"wall": {"shape": "#", "restitution": 1.3}},
               "g": {"gate": {"pass": 0}}},
    "tiles": ["##########",
              "#........#",
              "#S...g..O#",
              "#........#",
              "#........#",
              "####b#####"],
    "movers": [
        {"kind": "blades", "pivot": {"x": 4.0, "y": 4.3}, "arms": 3, "length": 0.9,
         "width": 0.24, "period": 5.0, "phase": 10, "turn": "counterclockwise"},
        {"kind": "slider", "from": {"x": 7.5, "y": 4.5}, "to": {"x": 8.5, "y": 4.5},
         "size": {"w": 0.6, "h": 0.6}, "period": 3.0, "phase": 0.25}],
    "teleports": [{"from": {"x": 1.5, "y": 4.5, "radius": 0.35},
                   "to": {"x": 8.5, "y": 1.5}, "exitAngle": 90}],
}

# Straight down from the tee (1.5, 2.5) at 4.5 tiles/s, 1.25 s into the hole clock: the centre
# enters the teleport's disc at (1.5, 4.15) (1.65 tiles on, speed^2 20.25 - 6 x 1.65 = 10.35
# left), comes out at (8.5, 1.5) heading down (exitAngle 90) and drops into the cup 1 tile
# below (speed^2 10.35 - 6 x 0.7 = 6.15 <= 16 at the cup's edge). The movers' swept regions
# are clear of both pieces.
TELEPORT_SHOT = {"player": 0, "vx": 0.0, "vy": 4.5, "at": 1.25}
JUMP_ENTRY, JUMP_EXIT = (1.5, 4.15), (8.5, 1.5)


def blade_tips(mover, clock):
    """SPEC section 2: arm k at phase + 360 k / arms +- 360 t / period degrees."""
    sign = 1 if mover["turn"] == "clockwise" else -1
    tips = []
    for arm in range(mover["arms"]):
        degrees = mover["phase"] + 360 * arm / mover["arms"] + sign * 360 * clock / mover["period"]
        a = math.radians(degrees)
        tips.append([mover["pivot"]["x"] + mover["length"] * math.cos(a),
                     mover["pivot"]["y"] + mover["length"] * math.sin(a)])
    return tips


def slider_centre(mover, clock):
    """SPEC section 2: from -> to -> from at constant speed, `phase` of the period gone at 0."""
    f = (mover["phase"] + clock / mover["period"]) % 1
    along = 2 * f if f < 0.5 else 2 - 2 * f
    return [mover["from"][axis] + (mover["to"][axis] - mover["from"][axis]) * along
            for axis in ("x", "y")]


def colour_pixels(rows, width, channels, colour, tolerance=12):
    return sum(1 for line in rows for x in range(0, width * channels, channels)
               if all(abs(line[x + i] - colour[i]) <= tolerance for i in range(3)))


def is_colour(rows, channels, x, y, colour, tolerance=12):
    return all(abs(rows[y][x * channels + i] - colour[i]) <= tolerance for i in range(3))


def canvas_box(rows, channels, tiles_wide, tiles_high):
    """(left, top, pixels a tile) of the one level on the page, walled all round: the box of
    its pixels in the wall's colour (filled flat, so exactly that colour)."""
    wall = bytes((0x6b, 0x4f, 0x3a))

    def ends(line):
        # The first and last pixel of the wall's colour (a match at a pixel's start).
        hits = [x for x in range(len(line)) if x % channels == 0 and
                line[x:x + 3] == wall] if wall in line else []
        return (hits[0] // channels, hits[-1] // channels) if hits else None

    found = [(y, box) for y, box in enumerate(ends(bytes(line)) for line in rows) if box]
    if not found:
        fail("no level drawn in the screenshot")
    left = min(box[0] for _, box in found)
    right = max(box[1] for _, box in found)
    top, bottom = found[0][0], found[-1][0]
    scale = (right + 1 - left) / tiles_wide
    if scale != (bottom + 1 - top) / tiles_high or scale != int(scale):
        fail("the level's box %r..%r x %r..%r is not %d x %d whole tiles" % (
            left, right, top, bottom, tiles_wide, tiles_high))
    return left, top, int(scale)


def check_jump_not_drawn(rows, channels):
    """The ball's path is drawn from the tee to the teleport's entry and from its exit to the
    cup, and nothing on the straight line between entry and exit (at most 12 levels per channel
    from the path's colour): the jump is not bridged."""
    left, top, scale = canvas_box(rows, channels, 10, 6)
    path_colour = (0xfa, 0xfa, 0xf6)

    def pixel(x, y):
        return int(left + x * scale), int(top + y * scale)

    # On the two drawn pieces: the line's middle there (4.8 pixels wide at 48 a tile).
    for x, y in ((1.5, 3.3), (1.5, 3.9), (8.5, 1.8)):
        if not is_colour(rows, channels, *pixel(x, y), path_colour):
            fail("the path is not drawn at (%r, %r) tiles, pixel %r: %r" % (
                x, y, pixel(x, y), rows[pixel(x, y)[1]][pixel(x, y)[0] * channels:][:3]))
    (ex, ey), (tx, ty) = JUMP_ENTRY, JUMP_EXIT
    steps = int(math.hypot(tx - ex, ty - ey) * scale / 2)  # a sample every 2 pixels
    drawn = [pixel(ex + (tx - ex) * t, ey + (ty - ey) * t)
             for t in (0.1 + 0.8 * k / steps for k in range(steps + 1))]
    drawn = [p for p in drawn if is_colour(rows, channels, *p, path_colour)]
    if drawn:
        fail("a line is drawn across the teleport's jump at pixels %r" % drawn[:10])
    return steps + 1


def case_browser_elements():
    if shutil.which("chromium") is None:
        print("SKIP: chromium is not installed (Debian's chromium package)")
        sys.exit(77)
    levels = base.write_levels()
    level = os.path.join(levels, "mills.json")
    with open(level, "w") as f:
        json.dump(ELEMENTS, f)
    server = base.Server(levels, os.path.join(WORK, "rooms.sqlite"))
    log = os.path.join(WORK, "mills.shots.json")
    with open(log, "w") as f:
        # Any levelHash: --write-expect writes the level's own beside the expectation.
        json.dump({"format": "minigolf-shots/2", "level": "levels/mills.json", "players": 1,
                   "levelHash": "0000000000000000", "shots": [TELEPORT_SHOT]}, f)
    expect = subprocess.run([GOLF, "replay", "--write-expect", "--ignore-level-hash", log],
                            capture_output=True, text=True, timeout=TIMEOUT)
    if expect.returncode != 0 or "holed" not in expect.stdout:
        fail("golf replay --write-expect: %s%s" % (expect.stdout, expect.stderr))
    done = submit(server, [log], "--name", "dora")
    match = re.search(r"round (\d+) recorded", done.stdout)
    if done.returncode != 0 or not match:
        fail("golf submit: %d\n%s%s" % (done.returncode, done.stdout, done.stderr))
    round_id = match.group(1)
    paths = get_json(server, "/api/rounds/%s/holes/1/paths" % round_id)
    elements, moments = paths.get("elements"), paths.get("moments")
    if not elements or [len(elements[k]) for k in ("walls", "gates", "teleports", "movers")] != [
            1, 1, 1, 2]:
        fail("the elements sent: %r" % elements)
    if elements["walls"][0] != {"col": 4, "row": 5, "shape": "#", "restitution": 1.3} or \
            elements["teleports"][0] != {"entry": [1.5, 4.5], "radius": 0.35, "exit": [8.5, 1.5],
                                         "exitAngle": 90.0}:
        fail("the wall or the teleport sent: %r" % elements)
    with open(log) as f:
        shots = json.load(f)["shots"]
    if not moments or len(moments) != len(shots):
        fail("expected a moment per shot (%d), got %r" % (len(shots), moments))
    blades, slider = ELEMENTS["movers"]
    for moment in moments:
        clock = moment["clock"]
        want = blade_tips(blades, clock)
        got = moment["movers"][0]["tips"]
        centre = moment["movers"][1]["centre"]
        if any(abs(g - w) > 2e-4 for tip, exp in zip(got, want) for g, w in zip(tip, exp)) or \
                any(abs(g - w) > 2e-4 for g, w in zip(centre, slider_centre(slider, clock))):
            fail("shot %d at t = %r: the server has %r and %r, SPEC %r and %r" % (
                moment["shot"] + 1, clock, got, centre, want, slider_centre(slider, clock)))

    # The teleport is a jump in the path: from where the centre entered the disc to the exit.
    path = paths["paths"][0]
    jumps, points = path.get("jumps"), path["points"]
    if jumps is None or len(jumps) != 1 or not 1 <= jumps[0] < len(points) or \
            points[jumps[0] - 1] != list(JUMP_ENTRY) or points[jumps[0]] != list(JUMP_EXIT) or \
            points[-1] != [8.5, 2.2]:  # dropped where the centre reached the cup's radius
        fail("the path's jump: %r" % path)

    url = "http://127.0.0.1:%d/?round=%s" % (server.port, round_id)
    shot = os.path.join(WORK, "elements.png")
    if os.path.exists(shot):
        os.remove(shot)
    # One Chromium start gives both the DOM and the picture.
    dom = chromium(url, "--dump-dom", "--screenshot=" + shot, "--window-size=1000,900").stdout
    for attribute in ('data-walls="1"', 'data-gates="1"', 'data-teleports="1"',
                      'data-movers="2"', 'data-moment="1"', 'data-drawn="1"',
                      "movers as shot 1 was struck (t = %.2f s)" % moments[0]["clock"]):
        if attribute not in dom:
            fail("the round's page lacks %r:\n%s" % (attribute, dom[-3000:]))
    width, height, channels, rows = png_pixels(shot)
    # At 56 pixels a tile: the blades' arms (3 x 0.9 x 0.24 tiles) and the slider (0.6 x 0.6)
    # are about 2,000 orange pixels, the teleport's exit ring about 150 purple ones, the bumper
    # tile (the wall's brown under pink at 0.65) about 3,000.
    counts = {name: colour_pixels(rows, width, channels, colour) for name, colour in (
        ("mover", (226, 88, 34)), ("teleport", (164, 84, 236)), ("bumper", (203, 69, 150)))}
    if counts["mover"] < 1000 or counts["teleport"] < 60 or counts["bumper"] < 1500:
        fail("the screenshot %s lacks an element's colour: %r" % (shot, counts))
    samples = check_jump_not_drawn(rows, channels)
    print("elements drawn: %r pixels, no line across the jump (%d samples); screenshot %s" % (
        counts, samples, shot))
    if server.stop() != 0:
        fail("serve did not exit 0 on SIGTERM")


if __name__ == "__main__":
    os.makedirs(WORK, exist_ok=True)
    for name in os.listdir(WORK):
        if name.endswith(".sqlite") or ".sqlite-" in name:
            os.remove(os.path.join(WORK, name))
    {"leaderboard": case_leaderboard, "submit": case_submit, "browser": case_browser,
     "browser_elements": case_browser_elements}[CASE]()
