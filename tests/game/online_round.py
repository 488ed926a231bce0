#!/usr/bin/env python3
"""The game online (issue 25, docs/game.md "Online"), under Xvfb on the loopback only.

Run by CTest under with_display.sh as
`online_round.py GOLF MINIGOLF PNG_CHECK DATA WORK [plain]`; every wait is bounded.

`golf serve --port 0` on a 1-hole course (DATA/online, copied to WORK). The game hosts a room
for 40 frames (its lobby's screenshot: the room code large in yellow, the player's name). Then
a hosting `golf bot --players 2` prints `room CODE`, the game joins it with
`--online ... --join CODE` (its turns played by its computer, --online-computer hard) and plays
the hole, while the server is killed with SIGKILL after the bot's first shot and started again
on the same database and port (not with `plain`): the game says it lost the server and came
back with its token. The game and the bot exit 0, the game checked every shot's hash against
the server's and none differed, and the final hash it printed is the one `golf replay`
computes from the log the server stored (GET /api/rooms/CODE/holes/1/log) and from the log the
game recorded in its own replays folder (with the level beside it in replays/online/); the
final card is on screen at the end.
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import time
import urllib.request

GOLF, MINIGOLF, PNG_CHECK, DATA, WORK = sys.argv[1:6]
RESTART = sys.argv[6:] != ["plain"]
TIMEOUT = 60  # seconds for any one wait


def fail(message):
    print("FAIL: " + message, file=sys.stderr)
    sys.exit(1)


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

    def stderr(self):
        with open(self.log_path) as f:
            return f.read()

    def wait_log(self, pattern):
        deadline = time.monotonic() + TIMEOUT
        while time.monotonic() < deadline:
            if re.search(pattern, self.stderr()):
                return
            time.sleep(0.01)
        fail("the server never logged %r:\n%s" % (pattern, self.stderr()))

    def stop(self, sig=signal.SIGTERM):
        self.process.send_signal(sig)
        return self.process.wait(timeout=TIMEOUT)


def game(*args, screenshot):
    environment = dict(os.environ, XDG_DATA_HOME=os.path.join(WORK, "data"))
    return subprocess.Popen([MINIGOLF, *args, "--mute", "--screenshot", screenshot],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=environment)


def finish(process, name):
    try:
        out, err = process.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        fail("%s did not finish within %d s:\n%s\n%s" % (name, TIMEOUT, out, err))
    print("--- %s (exit %d)\n%s%s" % (name, process.returncode, out, err))
    if process.returncode != 0:
        fail("%s exited %d" % (name, process.returncode))
    return out


def png_check(path, *checks):
    if subprocess.run([PNG_CHECK, path, *checks]).returncode != 0:
        fail("%s: not as expected" % path)


def main():
    shutil.rmtree(WORK, ignore_errors=True)
    levels = os.path.join(WORK, "levels")
    shutil.copytree(os.path.join(DATA, "online"), levels)
    db = os.path.join(WORK, "rooms.sqlite")
    server = Server(levels, db)
    address = "127.0.0.1:%d" % server.port

    # The lobby of a room the game hosts: its code, 8 letters of 72 px, in yellow.
    lobby = os.path.join(WORK, "lobby.png")
    finish(game("--online", address, "--host", "one-lane", "--name", "Hosta", "--frames", "40",
                "--frames-from-start", screenshot=lobby), "the hosting game")
    png_check(lobby, "--region-has", "300", "220", "724", "300", "FFD65C", "40",
              "--region-has", "330", "355", "700", "390", "FFD65C", "40")  # "Hosta ... you"

    bot = subprocess.Popen(
        [GOLF, "bot", "--server", "ws://" + address, "--host", "one-lane", "--name", "Botty",
         "--players", "2", "--skill", "hard", "--no-ball-collisions", "--deadline", "60",
         "--delay", "150" if RESTART else "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first = bot.stdout.readline()
    match = re.fullmatch(r"room ([A-Z0-9]{8})\n", first)
    if not match:
        fail("the bot printed %r first" % first)
    code = match.group(1)
    final = os.path.join(WORK, "final.png")
    player = game("--online", address, "--join", code, "--name", "Tess", "--online-computer",
                  "hard", "--frames", "10", screenshot=final)
    if RESTART:
        server.wait_log(r"room %s: hole 1 shot 0 by" % code)
        port = server.port
        server.stop(signal.SIGKILL)
        server = Server(levels, db, port)
        server.wait_log(r"room %s: resumed" % code)
    out = finish(player, "the game")
    bot_out = finish(bot, "the bot")

    checked = re.findall(r"online hole 1 shot (\d+) player \d+ hash ([0-9a-f]{16}) matches", out)
    bot_hashes = re.findall(r"hole 1 shot (\d+) player \d+ hash ([0-9a-f]{16})", bot_out)
    if not checked or len(checked) != len({shot for shot, _ in bot_hashes}):
        fail("the game checked %d shots, the bot %d" % (len(checked), len(bot_hashes)))
    if "mismatch" in out:
        fail("a state hash differed")
    if RESTART and not re.search(r"coming back.*\n(.*\n)*.*back in the room", out):
        fail("the game did not say it lost the server and came back")
    with urllib.request.urlopen("http://%s/api/rooms/%s/holes/1/log" % (address, code),
                                timeout=10) as response:
        log = response.read()
    log_path = os.path.join(levels, "hole1.shots.json")  # beside its level, as it names it
    with open(log_path, "wb") as f:
        f.write(log)
    replay = subprocess.run([GOLF, "replay", log_path], capture_output=True, text=True,
                            timeout=TIMEOUT)
    replayed = re.search(r"final: \d+ ticks .*hash ([0-9a-f]{16})", replay.stdout)
    printed = re.search(r'hole 1 "Online Lane": final hash ([0-9a-f]{16}) ', out)
    if replay.returncode != 0 or not replayed or not printed:
        fail("golf replay or the game's final hash:\n%s\n%s" % (replay.stdout, replay.stderr))
    if replayed.group(1) != printed.group(1):
        fail("the game's final hash %s, the server's log replays to %s"
             % (printed.group(1), replayed.group(1)))
    # The game recorded the hole in its own replays as the hot-seat game does: the level the
    # server sent in replays/online/, the log beside the others, replaying to the same hash.
    replays = [os.path.join(folder, name)
               for folder, _, names in os.walk(os.path.join(WORK, "data")) for name in names
               if name.endswith(".shots.json")]
    if len(replays) != 1:
        fail("expected the hole's log in the game's replays, found %r" % replays)
    local = subprocess.run([GOLF, "replay", replays[0]], capture_output=True, text=True,
                           timeout=TIMEOUT)
    replayed_here = re.search(r"final: \d+ ticks .*hash ([0-9a-f]{16})", local.stdout)
    if local.returncode != 0 or not replayed_here or replayed_here.group(1) != printed.group(1):
        fail("the game's own log %s does not replay to %s:\n%s\n%s"
             % (replays[0], printed.group(1), local.stdout, local.stderr))
    if not os.path.exists(replays[0][:-len(".shots.json")] + ".round.json"):
        fail("no round file beside %s" % replays[0])
    # The final card (its green) is on screen at the end.
    png_check(final, "--pixel", "312", "480", "1E462C", "12")
    if server.stop() != 0:
        fail("serve did not exit 0 on SIGTERM")
    print("the game's final hash %s is the server's (%d shots checked)"
          % (printed.group(1), len(checked)))


main()
