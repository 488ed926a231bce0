#!/usr/bin/env python3
"""End-to-end tests of `golf serve` and `golf bot` on the loopback (issue 25, docs/online.md).

Run by CTest as `online_test.py GOLF WORK CASE`; each case starts its own server on port 0
with a fresh database in WORK, and every wait is bounded.

- play: a hosting bot and a joining bot play a 2-hole course; both exit 0, and every hole's
  log from GET /api/rooms/CODE/holes/N/log replays with `golf replay` to the hashes the bots
  checked.
- hostile: while two bots play, a client sends an out-of-turn shot, an over-speed shot,
  malformed JSON, an unknown room, a wrong token and a 1 MB frame, and 1,000 connections are
  opened and dropped: each is refused with its reason, and the room plays on to the end.
- restart: the server is killed with SIGKILL after its first accepted shot and started again
  on the same database and port; the bots come back with their tokens, find every shot they
  saw acknowledged, and finish; the stored logs replay to the hashes they saw.
- skip: a bot hosts with `--skip-after 1`; a second seat joins and goes away (no connection).
  On a hole no shot can finish (each shot rolls 1.5 tiles at most, the cup is 7 away, picked
  up after 2 strokes) the away seat loses its turn once while the bot plays on; when only it
  is left the hole waits, it comes back with its token, finds the skip in the `state`, shoots
  its two strokes, and the round ends and is recorded.
- silent: two raw clients, both connected throughout, on the same hole with `skipAfter` 1: bob
  does not shoot and is skipped 1 s after alice's shot stopped rolling (he hears his own skip);
  his late shot is refused; alice plays her last stroke; bob, the only one left, is never
  skipped however long he waits, then plays his two strokes and the round ends.
"""

import base64
import json
import os
import re
import signal
import socket
import struct
import subprocess
import sys
import time
import urllib.request

GOLF, WORK, CASE = sys.argv[1], sys.argv[2], sys.argv[3]
TIMEOUT = 30  # seconds for any one wait

COURSE = {
    "tiny/a.json": {"format": "minigolf-level/1", "name": "Corridor", "par": 2,
                    "tiles": ["##########", "#S......O#", "##########"]},
    "tiny/b.json": {"format": "minigolf-level/1", "name": "Box", "par": 2,
                    "tiles": ["#######", "#S....#", "#.....#", "#....O#", "#######"]},
}


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


def write_levels():
    levels = os.path.join(WORK, "levels")
    os.makedirs(os.path.join(levels, "tiny"), exist_ok=True)
    for name, level in COURSE.items():
        with open(os.path.join(levels, name), "w") as f:
            json.dump(level, f)
    with open(os.path.join(levels, "tiny.json"), "w") as f:
        json.dump({"format": "minigolf-course/1", "name": "Tiny",
                   "holes": ["tiny/a.json", "tiny/b.json"]}, f)
    # A file beside the levels folder that must never be served.
    with open(os.path.join(WORK, "secret.json"), "w") as f:
        f.write('{"format": "minigolf-level/1"}')
    return levels


class Server:
    def __init__(self, levels, db, port=0):
        self.log_path = os.path.join(WORK, "serve-%d.err" % time.monotonic_ns())
        self.log = open(self.log_path, "w")
        self.process = subprocess.Popen(
            [GOLF, "serve", "--port", str(port), "--db", db, "--levels", levels],
            stdout=subprocess.PIPE, stderr=self.log, text=True)
        line = self.process.stdout.readline()
        match = re.fullmatch(r"listening on http://127\.0\.0\.1:(\d+)\n", line)
        if not match:
            fail("serve printed %r first" % line)
        self.port = int(match.group(1))
        self.url = "ws://127.0.0.1:%d" % self.port

    def stderr(self):
        with open(self.log_path) as f:
            return f.read()

    def wait_log(self, pattern):
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if re.search(pattern, self.stderr()):
                return
            time.sleep(0.005)
        fail("the server never logged %r:\n%s" % (pattern, self.stderr()))

    def stop(self, sig=signal.SIGTERM):
        self.process.send_signal(sig)
        try:
            code = self.process.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            self.process.kill()
            fail("the server did not stop on signal %d" % sig)
        self.log.close()
        return code


def start_bots(server, delay=0):
    common = ["--deadline", str(TIMEOUT), "--delay", str(delay)]
    host = subprocess.Popen([GOLF, "bot", "--server", server.url, "--host", "tiny",
                             "--name", "alice", "--players", "2", "--seed", "1"] + common,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first = host.stdout.readline()
    match = re.fullmatch(r"room ([A-Z0-9]{8})\n", first)
    if not match:
        fail("the hosting bot printed %r first" % first)
    code = match.group(1)
    joiner = subprocess.Popen([GOLF, "bot", "--server", server.url, "--join", code,
                               "--name", "bob", "--skill", "easy", "--seed", "2"] + common,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    return code, host, joiner


def finish_bot(bot, name):
    try:
        out, err = bot.communicate(timeout=TIMEOUT + 5)
    except subprocess.TimeoutExpired:
        bot.kill()
        fail("bot %s hung" % name)
    if bot.returncode != 0:
        fail("bot %s exited %d:\n%s%s" % (name, bot.returncode, out, err))
    if "round over" not in out:
        fail("bot %s did not see the round end:\n%s" % (name, out))
    hashes = {}
    for hole, shot, digest in re.findall(r"hole (\d+) shot (\d+) player \d+ hash ([0-9a-f]{16})",
                                         out):
        hashes.setdefault(int(hole), {})[int(shot)] = digest
    return hashes


def http_get(server, path):
    try:
        with urllib.request.urlopen("http://127.0.0.1:%d%s" % (server.port, path),
                                    timeout=TIMEOUT) as reply:
            return reply.status, reply.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def check_logs(server, code, levels, seen):
    """Every hole's stored log replays to the hashes a bot checked (its own, and all)."""
    status, body = http_get(server, "/api/rooms/%s" % code)
    room = json.loads(body)
    if status != 200 or room["phase"] != "finished" or room["holes"] != 2:
        fail("room summary: %d %s" % (status, body))
    for hole in (1, 2):
        status, body = http_get(server, "/api/rooms/%s/holes/%d/log" % (code, hole))
        if status != 200:
            fail("log of hole %d: %d %s" % (hole, status, body))
        path = os.path.join(levels, "%s-%d.shots.json" % (code, hole))
        with open(path, "w") as f:
            f.write(body)
        replay = subprocess.run([GOLF, "replay", "--json", path], capture_output=True,
                                text=True, timeout=TIMEOUT)
        if replay.returncode != 0:
            fail("golf replay of hole %d: %s" % (hole, replay.stderr))
        outcome = json.loads(replay.stdout.splitlines()[0])
        replayed = {i: shot["hash"] for i, shot in enumerate(outcome["shots"])}
        if not seen.get(hole) or seen[hole] != replayed:
            fail("hole %d: the bots saw %s, the log replays to %s" % (hole, seen.get(hole),
                                                                       replayed))
        if not outcome["final"]["balls"][0]["holed"] and not outcome["final"]["balls"][0].get(
                "pickedUp"):
            fail("hole %d: the log does not finish the hole" % hole)


class Client:
    """A minimal WebSocket client, to send what a well-behaved client would not."""

    def __init__(self, port):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=TIMEOUT)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                           "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n" % key).encode())
        reply = b""
        while b"\r\n\r\n" not in reply:
            chunk = self.sock.recv(4096)
            if not chunk:
                fail("the handshake was not answered")
            reply += chunk
        if not reply.startswith(b"HTTP/1.1 101"):
            fail("handshake refused: %r" % reply[:80])
        self.pending = reply.split(b"\r\n\r\n", 1)[1]

    def send(self, payload, opcode=1):
        data = payload.encode() if isinstance(payload, str) else payload
        header = bytes([0x80 | opcode])
        if len(data) < 126:
            header += bytes([0x80 | len(data)])
        elif len(data) < 65536:
            header += bytes([0x80 | 126]) + struct.pack(">H", len(data))
        else:
            header += bytes([0x80 | 127]) + struct.pack(">Q", len(data))
        mask = os.urandom(4)
        masked = bytes(b ^ mask[i % 4] for i, b in enumerate(data))
        try:
            self.sock.sendall(header + mask + masked)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the server may close before reading it all

    def _read(self, count):
        while len(self.pending) < count:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError
            self.pending += chunk
        data, self.pending = self.pending[:count], self.pending[count:]
        return data

    def receive(self):
        """(opcode, payload) of the next frame; pings are skipped."""
        while True:
            first, second = self._read(2)
            length = second & 0x7F
            if length == 126:
                length = struct.unpack(">H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(length)
            if first & 0x0F != 9:
                return first & 0x0F, payload

    def message(self):
        opcode, payload = self.receive()
        if opcode != 1:
            fail("expected a text message, got opcode %d %r" % (opcode, payload))
        return json.loads(payload)

    def expect_refusal(self, words):
        reply = self.message()
        if reply.get("type") != "refusal" or words not in reply.get("reason", ""):
            fail("expected a refusal saying %r, got %r" % (words, reply))

    def close(self):
        self.sock.close()


def case_play():
    levels = write_levels()
    server = Server(levels, os.path.join(WORK, "rooms.sqlite"))
    code, host, joiner = start_bots(server)
    seen_host, seen_join = finish_bot(host, "host"), finish_bot(joiner, "join")
    if seen_host != seen_join:
        fail("the bots saw different hashes: %s / %s" % (seen_host, seen_join))
    check_logs(server, code, levels, seen_host)
    # Only courses by name: no path, and nothing outside the levels folders.
    for path in ("/api/rooms/../../secret.json", "/levels/tiny.json", "/api/rooms/%s/holes/3/log"
                 % code, "/api/rooms/%s/holes/x/log" % code):
        status, _ = http_get(server, path)
        if status != 404:
            fail("GET %s: %d, expected 404" % (path, status))
    client = Client(server.port)
    for course in ("../secret", "tiny/a", "secret"):
        client.send(json.dumps({"type": "host", "course": course, "name": "eve"}))
        client.expect_refusal("course")
    client.close()
    if server.stop() != 0:
        fail("serve did not exit 0 on SIGTERM")


def case_hostile():
    levels = write_levels()
    server = Server(levels, os.path.join(WORK, "rooms.sqlite"))
    # A slow round, so that the hostile client acts while it is played.
    code, host, joiner = start_bots(server, delay=30)
    server.wait_log(r"room %s: started" % code)

    intruder = Client(server.port)
    intruder.send("{not json")
    intruder.expect_refusal("message:1:")
    intruder.send(json.dumps({"type": "shot", "angle": 0, "speed": 1}))
    intruder.expect_refusal("join a room first")
    intruder.send(json.dumps({"type": "join", "room": "ZZZZZZZZ", "name": "eve"}))
    intruder.expect_refusal("no such room")
    intruder.send(json.dumps({"type": "rejoin", "room": code, "token": "0" * 32}))
    intruder.expect_refusal("no such room or token")
    intruder.send(json.dumps({"type": "join", "room": code, "name": "eve"}))
    intruder.expect_refusal("the round has started")
    intruder.send(json.dumps({"type": "shot", "angle": "left", "speed": 1}))
    intruder.expect_refusal("angle: must be a number")
    intruder.send(json.dumps({"type": "shot", "angle": 0, "speed": 1, "spin": 3}))
    intruder.expect_refusal("spin: unknown key")
    intruder.close()

    # A seated player's own connection, taken over with the host's token from a fresh
    # room of its own: open a second room to get a seat, then break its rules.
    cheat = Client(server.port)
    cheat.send(json.dumps({"type": "host", "course": "tiny", "name": "mallory"}))
    welcome = cheat.message()
    if welcome.get("type") != "welcome":
        fail("host: %r" % welcome)
    cheat.message()  # lobby
    cheat.send(json.dumps({"type": "shot", "angle": 0, "speed": 5}))
    cheat.expect_refusal("the round has not started")
    cheat.send(json.dumps({"type": "start"}))
    cheat.message()  # lobby
    hole = cheat.message()
    if hole.get("type") != "hole":
        fail("start: %r" % hole)
    cheat.send(json.dumps({"type": "shot", "angle": 0, "speed": 1000}))
    cheat.expect_refusal("above maxShotSpeed")
    cheat.send(json.dumps({"type": "shot", "angle": 0, "speed": 1, "at": 5}))
    cheat.expect_refusal("only a level with movers")
    cheat.close()

    # Out of turn: the joining bot's seat, rejoined from another connection, shoots when it
    # is the host's turn. The stolen seat's owner is told and closed, so this is done on a
    # room of two seats opened here.
    a, b = Client(server.port), Client(server.port)
    a.send(json.dumps({"type": "host", "course": "tiny", "name": "ann"}))
    room = a.message()["room"]
    a.message()
    b.send(json.dumps({"type": "join", "room": room, "name": "ben"}))
    b.message()
    b.message()
    a.message()
    b.send(json.dumps({"type": "start"}))
    b.expect_refusal("only the host")
    a.send(json.dumps({"type": "start"}))
    # The start must have been played before ben shoots (two connections: no order between
    # them otherwise).
    while a.message().get("type") != "hole":
        pass
    b.send(json.dumps({"type": "shot", "angle": 0, "speed": 3}))
    reply = b.message()
    while reply.get("type") != "refusal":
        reply = b.message()
    if "not your turn" not in reply["reason"]:
        fail("out of turn: %r" % reply)

    # A frame of 1 MB: refused as it arrives, the connection closed with code 1009.
    big = Client(server.port)
    big.send("x" * (1 << 20))
    try:
        opcode, payload = big.receive()
        if opcode != 8 or struct.unpack(">H", payload[:2])[0] != 1009:
            fail("a 1 MB frame: got opcode %d %r" % (opcode, payload[:20]))
    except (EOFError, ConnectionResetError):
        pass  # closed before the close frame could be read: also refused
    big.close()

    # A burst of connections opened and dropped, some half-way through a handshake.
    for i in range(1000):
        s = socket.create_connection(("127.0.0.1", server.port), timeout=TIMEOUT)
        if i % 2:
            s.sendall(b"GET / HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\n")
        s.close()

    seen_host, seen_join = finish_bot(host, "host"), finish_bot(joiner, "join")
    if seen_host != seen_join:
        fail("the bots saw different hashes")
    check_logs(server, code, levels, seen_host)
    log = server.stderr()
    for words in ("message:1:", "not your turn", "above maxShotSpeed",
                  "a message above 65536 bytes"):
        if words not in log:
            fail("the server did not log %r:\n%s" % (words, log))
    a.close()
    b.close()
    if server.stop() != 0:
        fail("serve did not exit 0 on SIGTERM")


def case_restart():
    levels = write_levels()
    db = os.path.join(WORK, "rooms.sqlite")
    server = Server(levels, db)
    code, host, joiner = start_bots(server, delay=150)
    server.wait_log(r"room %s: hole 1 shot 0 by" % code)
    port = server.port
    server.stop(signal.SIGKILL)
    accepted = re.findall(r"hole (\d+) shot (\d+) by seat \d+: hash ([0-9a-f]{16})",
                          server.stderr())
    server = Server(levels, db, port)
    server.wait_log(r"room %s: resumed" % code)
    seen_host, seen_join = finish_bot(host, "host"), finish_bot(joiner, "join")
    if seen_host != seen_join:
        fail("the bots saw different hashes")
    for hole, shot, digest in accepted:
        if seen_host.get(int(hole), {}).get(int(shot)) != digest:
            fail("the shot accepted before the kill (hole %s shot %s) is lost" % (hole, shot))
    check_logs(server, code, levels, seen_host)
    if server.stop() != 0:
        fail("serve did not exit 0 on SIGTERM")


# One hole no shot can finish: 1.5 tiles of roll at most (3 tiles/s against 3 tiles/s^2),
# dead walls, the cup 7 tiles from the tee, the ball picked up after 2 strokes.
SLOW = {"format": "minigolf-level/1", "name": "Slow", "par": 2, "maxStrokes": 2,
        "tiles": ["##########", "#S......O#", "##########"],
        "physics": {"maxShotSpeed": 3, "wallRestitution": 0}}


def case_skip():
    levels = write_levels()
    with open(os.path.join(levels, "slow.json"), "w") as f:
        json.dump(SLOW, f)
    server = Server(levels, os.path.join(WORK, "rooms.sqlite"))
    started = time.monotonic()
    host = subprocess.Popen([GOLF, "bot", "--server", server.url, "--host", "slow", "--name",
                             "alice", "--players", "2", "--skip-after", "1", "--deadline",
                             str(TIMEOUT)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    match = re.fullmatch(r"room ([A-Z0-9]{8})\n", host.stdout.readline())
    if not match:
        fail("the hosting bot printed no room")
    code = match.group(1)
    bob = Client(server.port)
    bob.send(json.dumps({"type": "join", "room": code, "name": "bob"}))
    welcome = bob.message()
    if welcome.get("type") != "welcome" or welcome.get("seat") != 1:
        fail("join: %r" % welcome)
    while bob.message().get("type") != "hole":
        pass
    bob.close()  # away from here on: no connection holds seat 1

    # alice shoots, bob is skipped, alice shoots her second and last stroke; then the hole
    # waits for bob, the only one left, and is never skipped again.
    server.wait_log(r"room %s: hole 1: seat 1 \(bob\) is away: skipped" % code)
    server.wait_log(r"room %s: hole 1 shot 1 by seat 0" % code)
    time.sleep(1.5)  # more than skipAfter: a wrong skip of the last player would show
    if server.stderr().count("is away: skipped") != 1:
        fail("expected exactly one skip:\n%s" % server.stderr())

    bob = Client(server.port)
    bob.send(json.dumps({"type": "rejoin", "room": code, "token": welcome["token"]}))
    messages = [bob.message()]
    while messages[-1].get("type") != "state":
        messages.append(bob.message())
    kinds = [m.get("type") for m in messages]
    if kinds != ["welcome", "lobby", "hole", "state"] or not messages[2].get("resumed"):
        fail("rejoin: %r" % messages)
    state = messages[-1]
    if [s["player"] for s in state["shots"]] != [0, 0] or state["next"] != 1 or state.get(
            "skips") != [{"after": 1, "player": 1}]:
        fail("state after the skip: %r" % state)
    for stroke in range(2):
        bob.send(json.dumps({"type": "shot", "angle": 0, "speed": 1}))
        reply = bob.message()
        if reply.get("type") != "shot" or reply.get("player") != 1:
            fail("bob's stroke %d: %r" % (stroke + 1, reply))
    end = bob.message()
    if end.get("type") != "end" or end.get("scores") != [[2, 2]]:
        fail("expected the end with 2 strokes each, got %r" % end)
    bob.close()

    out, err = host.communicate(timeout=TIMEOUT)
    if host.returncode != 0 or "hole 1 skipped player 1" not in out or "round over" not in out:
        fail("the hosting bot exited %d:\n%s%s" % (host.returncode, out, err))
    status, body = http_get(server, "/api/courses/slow/rounds")
    board = json.loads(body)
    if status != 200 or board.get("total") != 2 or sorted(
            (e["player"], e["strokes"]) for e in board["entries"]) != [("alice", 2), ("bob", 2)]:
        fail("the round is not on the leaderboard: %d %s" % (status, body))
    if server.stop() != 0:
        fail("serve did not exit 0 on SIGTERM")
    if time.monotonic() - started > 15:
        fail("the skip case took %.1f s (bound 15)" % (time.monotonic() - started))


def case_silent():
    levels = write_levels()
    with open(os.path.join(levels, "slow.json"), "w") as f:
        json.dump(SLOW, f)
    server = Server(levels, os.path.join(WORK, "rooms.sqlite"))
    started = time.monotonic()
    alice = Client(server.port)
    alice.send(json.dumps({"type": "host", "course": "slow", "name": "alice", "skipAfter": 1}))
    code = alice.message()["room"]
    bob = Client(server.port)
    bob.send(json.dumps({"type": "join", "room": code, "name": "bob"}))
    if bob.message().get("type") != "welcome":
        fail("bob could not join")
    alice.send(json.dumps({"type": "start"}))

    def next_of(client, kind):
        while True:
            message = client.message()
            if message.get("type") == kind:
                return message
            if message.get("type") in ("skip", "refusal", "end"):
                fail("expected %s, got %r" % (kind, message))

    next_of(bob, "hole")
    # Full speed: 3 tiles/s against 3 tiles/s^2 rolls 1 s, then bob has 1 s to shoot.
    alice.send(json.dumps({"type": "shot", "angle": 0, "speed": 3}))
    shot = next_of(bob, "shot")
    heard = time.monotonic()
    if shot.get("player") != 0 or shot.get("next") != 1:
        fail("alice's shot: %r" % shot)
    skip = bob.message()  # connected, silent: his own skip reaches him
    waited = time.monotonic() - heard
    if skip != {"type": "skip", "hole": 0, "player": 1, "next": 0}:
        fail("expected bob's skip, got %r" % skip)
    # 1 s rolling + 1 s skipAfter, ticks every 0.25 s; the upper bound allows for a busy machine.
    if not 1.9 <= waited <= 6:
        fail("bob was skipped %.2f s after alice's shot (expected 2 to 2.25)" % waited)
    server.wait_log(r"room %s: hole 1: seat 1 \(bob\) did not shoot in time: skipped" % code)
    bob.send(json.dumps({"type": "shot", "angle": 0, "speed": 1}))
    bob.expect_refusal("not your turn")
    if next_of(alice, "skip").get("player") != 1:
        fail("alice did not hear bob's skip")
    alice.send(json.dumps({"type": "shot", "angle": 0, "speed": 3}))  # her last: picked up
    if next_of(bob, "shot").get("next") != 1:
        fail("after alice's last stroke bob should be on turn")
    # Bob, the only one left: nothing comes however long he waits (a skip would be his own).
    bob.sock.settimeout(3.0)
    try:
        fail("bob, the last player, heard %r" % (bob.receive(),))
    except socket.timeout:
        pass
    bob.sock.settimeout(TIMEOUT)
    for stroke in range(2):
        bob.send(json.dumps({"type": "shot", "angle": 0, "speed": 1}))
        if next_of(bob, "shot").get("player") != 1:
            fail("bob's stroke %d" % (stroke + 1))
    end = next_of(bob, "end")
    if end.get("scores") != [[2, 2]]:
        fail("expected 2 strokes each, got %r" % end)
    if server.stderr().count("skipped") != 1:
        fail("expected exactly one skip:\n%s" % server.stderr())
    alice.close()
    bob.close()
    if server.stop() != 0:
        fail("serve did not exit 0 on SIGTERM")
    if time.monotonic() - started > 20:
        fail("the silent case took %.1f s (bound 20)" % (time.monotonic() - started))


if __name__ == "__main__":
    os.makedirs(WORK, exist_ok=True)
    for name in os.listdir(WORK):
        if name.endswith(".sqlite") or ".sqlite-" in name:
            os.remove(os.path.join(WORK, name))
    {"play": case_play, "hostile": case_hostile, "restart": case_restart,
     "skip": case_skip, "silent": case_silent}[CASE]()
