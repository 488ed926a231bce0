#!/usr/bin/env python3
"""Fan `golf rate` or `golf replay` out to a Dask distributed cluster (docs/scaling.md).

The inputs (level or log files, folders of them, or - for paths on standard input) are listed
here the way `golf` lists them, cut into chunks of paths, and every chunk runs as one task:
`golf rate|replay --json [GOLF OPTIONS] -- PATH...` in the driver's working directory. The
tasks' JSON Lines are gathered in input order into one file (or standard output), so the result
is byte for byte that of a single `golf --json` run over the same inputs. Every worker needs the
`golf` binary and the files at the same paths (a shared file system).

    golf_dask.py rate levels/ --golf build/release/tools/golf -o ratings.jsonl \\
        --scheduler tcp://scheduler:8786 -- --samples 200
    golf_dask.py replay replays/ --golf golf --local-workers 2 -o replays.jsonl

Every input gets a result or a named error. Paths are bytes end to end (any name the file
system allows, newlines and invalid UTF-8 included). A chunk whose golf does not end normally
(killed by a signal, crashed, an exit code other than 0 and 1) is run once more; if it fails
again, every path of the chunk is named on standard error and gets an error line, in the shape
golf gives an input it cannot process, at its place in the output.

Exit status: 0 if every task's golf exited 0; 1 if any input failed (its messages are on
standard error, its error line in the output); 2 on wrong usage (golf's or the driver's) or a
cluster failure.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys

# The bounds of a path list on standard input, as golf reads one (tools/golf/path_list.hpp).
MAX_LISTED_PATH_BYTES = 4096
MAX_LISTED_PATHS = 1_000_000
# Argument bytes per golf command line: far below Linux's ARG_MAX (2 MiB with an 8 MiB stack)
# and its 128 KiB bound on one argument, whatever the environment takes.
MAX_CHUNK_ARGUMENT_BYTES = 128 * 1024
# The most code points of a path in a message, as golf shows paths (tools/golf/shown_text.hpp).
MAX_SHOWN_PATH = 1024


class ListError(Exception):
    """A path list on standard input that golf would refuse; the message is golf's."""


def read_path_list(stream, source: str = "standard input") -> list[bytes]:
    """The paths of a list, read as golf's readPathList reads one: one path a line, a trailing
    "\\r" dropped, empty lines skipped; a line over 4096 bytes, a NUL byte, more than 1,000,000
    paths or no path at all is refused (ListError), reading little past the refused line."""
    paths: list[bytes] = []
    line = bytearray()
    number = 1

    def refuse(what: str):
        return ListError(f"{source}: line {number}: {what}")

    def end_line():
        if line.endswith(b"\r"):
            del line[-1]
        if line:
            paths.append(bytes(line))
        line.clear()

    while block := stream.read(65536):
        start = 0
        while True:
            newline = block.find(b"\n", start)
            part = block[start:] if newline < 0 else block[start:newline]
            room = MAX_LISTED_PATH_BYTES - len(line)  # bytes of `part` that fit on the line
            nul = part.find(b"\0")
            if 0 <= nul <= room:  # golf looks for a NUL before it measures the line
                raise refuse("a NUL byte (paths are listed one a line, as text)")
            if len(part) > room:
                raise refuse(f"longer than {MAX_LISTED_PATH_BYTES} bytes (no path is that long)")
            line += part
            if newline < 0:
                break
            end_line()
            number += 1
            if len(paths) > MAX_LISTED_PATHS:
                raise refuse(f"more than {MAX_LISTED_PATHS} paths in one list")
            start = newline + 1
    end_line()
    if len(paths) > MAX_LISTED_PATHS:
        raise refuse(f"more than {MAX_LISTED_PATHS} paths in one list")
    if not paths:
        raise ListError(f"{source}: no paths (expected one path a line)")
    return paths


def strict_json(data: bytes):
    """The JSON document in `data`, refusing what golf's reader refuses (NaN, duplicate keys)."""

    def no_constant(name):
        raise ValueError(f"{name} is not JSON")

    def no_duplicates(pairs):
        keys = [key for key, _value in pairs]
        if len(set(keys)) != len(keys):
            raise ValueError("duplicate key")
        return dict(pairs)

    return json.loads(data, parse_constant=no_constant, object_pairs_hook=no_duplicates)


def is_level(path: bytes) -> bool:
    """True if `path` holds a JSON object whose "format" names a level, or cannot be read or
    is not valid JSON (golf rate then reports it), as golf tells."""
    try:
        with open(path, "rb") as file:
            data = strict_json(file.read())
    except (OSError, ValueError, RecursionError):
        return True
    fmt = data.get("format") if isinstance(data, dict) else None
    return isinstance(fmt, str) and fmt.startswith("minigolf-level/")


def path_elements(path: bytes) -> list[bytes]:
    """`path` as std::filesystem::path compares it: element by element, each as unsigned bytes
    (so "a/x" comes before "a-b/y", where whole strings put '-' before '/')."""
    return [element for element in path.split(b"/") if element] + (
        [b""] if path.endswith(b"/") else []
    )


def files_in_folder(folder: bytes, command: str) -> list[bytes]:
    """The files `golf COMMAND FOLDER` would take (regular files, links to them followed),
    sorted as golf sorts them; the folder itself (golf then reports it) if there are none."""
    found = []
    for root, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            if not os.path.isfile(path):
                continue
            if command == "replay":
                if len(name) > len(b".shots.json") and name.endswith(b".shots.json"):
                    found.append(path)
            elif name.endswith(b".json") and not name.endswith(b".shots.json"):
                if is_level(path):
                    found.append(path)
    # golf sorts std::filesystem::path objects.
    found.sort(key=path_elements)
    return found or [folder]


def expand_path(path: bytes, command: str) -> list[bytes]:
    """One path as golf expands it: a folder gives its files, anything else is passed on."""
    return files_in_folder(path, command) if os.path.isdir(path) else [path]


def expand(inputs: list[bytes], command: str, stdin) -> list[bytes]:
    """The paths to hand out, in golf's order. An input "-" reads a path list from `stdin`; a
    listed "-" is a file of that name, as in golf."""
    paths: list[bytes] = []
    for item in inputs:
        if item == b"-":
            for listed in read_path_list(stdin):
                paths.extend(expand_path(listed, command))
        else:
            paths.extend(expand_path(item, command))
    return paths


def run_golf(golf: bytes, command: str, options: list[bytes], paths: list[bytes], cwd: str):
    """golf over `paths`, every path an argument after "--" except a path "-", which golf reads
    from a list on its standard input (a chunk holds at most one). Returns (exit code or a
    description of the abnormal end, stdout bytes, stderr bytes)."""
    arguments = [b"-" if path == b"-" else path for path in paths]
    listed = b"-\n" if b"-" in paths else None
    try:
        result = subprocess.run(
            [golf, command.encode(), b"--json", *options, b"--", *arguments],
            input=listed,
            stdin=None if listed is not None else subprocess.DEVNULL,
            capture_output=True,
            cwd=cwd,
            check=False,
        )
    except OSError as error:
        return f"golf could not be started: {error.strerror}", b"", b""
    if result.returncode < 0:
        return f"golf was killed by signal {-result.returncode}", result.stdout, result.stderr
    return result.returncode, result.stdout, result.stderr


def run_chunk(golf: bytes, command: str, options: list[bytes], paths: list[bytes], cwd: str):
    """One task: golf over `paths`, once more if it did not end normally (a usage error, exit
    2, is not retried: it would recur). Returns (exit code or why golf failed, stdout, stderr,
    the paths)."""
    code, out, err = run_golf(golf, command, options, paths, cwd)
    if code != 2 and not ended_normally(code, command, out, paths):
        code, out, err = run_golf(golf, command, options, paths, cwd)
    return code, out, err, paths


def ended_normally(code, command: str, out: bytes, paths: list[bytes]) -> bool:
    """True if golf gave its results: exit 0, or 1 (an input failed, its error line printed),
    with a line per log (`golf replay`) or at least one per input (`golf rate`: a course gives
    a line per hole)."""
    if code not in (0, 1):
        return False
    lines = out.count(b"\n")
    return lines == len(paths) if command == "replay" else lines >= len(paths)


def why_no_result(code, command: str, out: bytes, paths: list[bytes]) -> str:
    if isinstance(code, str):
        return code
    if code in (0, 1):
        lines = out.count(b"\n")
        return f"golf exited with code {code} after {lines} results for {len(paths)} inputs"
    return f"golf exited with code {code}"


def shown(path: bytes) -> str:
    """A path as golf shows it in a message: invalid UTF-8 replaced, control characters and
    bidirectional overrides escaped, at most 1024 code points."""
    text = []
    for char in path.decode("utf-8", "replace"):
        code = ord(char)
        if code < 0x20 or code == 0x7F:
            text.append(f"\\x{code:02x}")
        elif 0x80 <= code <= 0x9F or 0x202A <= code <= 0x202E or 0x2066 <= code <= 0x2069:
            text.append(f"\\u{code:04x}")
        else:
            text.append(char)
    if sum(len(piece) for piece in text) > MAX_SHOWN_PATH:
        kept, count = [], 0
        for piece in text:
            if count + len(piece) > MAX_SHOWN_PATH - 1:
                break
            kept.append(piece)
            count += len(piece)
        text = kept + ["\u2026"]
    return "".join(text)


def json_string(data: bytes | str) -> bytes:
    """A JSON string as golf writes one (nlohmann's dump: UTF-8 kept, invalid bytes replaced by
    U+FFFD, control characters escaped)."""
    text = data.decode("utf-8", "replace") if isinstance(data, bytes) else data
    return json.dumps(text, ensure_ascii=False).encode("utf-8")


def error_line(command: str, path: bytes, message: bytes | str) -> bytes:
    """The JSON line golf prints for an input it could not process."""
    if command == "replay":
        return b'{"log":' + json_string(path) + b',"errors":[' + json_string(message) + b"]}\n"
    return b'{"error":' + json_string(message) + b',"level":' + json_string(path) + b"}\n"


def chunks(paths: list[bytes], size: int, max_bytes: int = MAX_CHUNK_ARGUMENT_BYTES):
    """`paths` cut in order into chunks of at most `size` paths and `max_bytes` argument bytes
    (a path longer than that alone in its chunk), with at most one path "-" in each."""
    parts: list[list[bytes]] = []
    part: list[bytes] = []
    used = 0
    has_dash = False  # golf reads its standard input once: one "-" a chunk
    for path in paths:
        cost = len(path) + 1
        full = len(part) == size or used + cost > max_bytes or (path == b"-" and has_dash)
        if part and full:
            parts.append(part)
            part, used, has_dash = [], 0, False
        part.append(path)
        used += cost
        has_dash = has_dash or path == b"-"
    if part:
        parts.append(part)
    return parts


def make_client(args):
    from distributed import Client, LocalCluster  # Debian: python3-distributed

    if args.scheduler:
        return Client(args.scheduler), None
    cluster = LocalCluster(
        n_workers=args.local_workers,
        threads_per_worker=1,
        processes=False,
        dashboard_address=None,
    )
    return Client(cluster), cluster


def gather(args, golf: bytes, options: list[bytes], parts: list[list[bytes]]):
    """Runs every chunk on the cluster; the results in input order."""
    client, cluster = make_client(args)
    try:
        futures = [
            client.submit(run_chunk, golf, args.command, options, part, os.getcwd(), pure=False)
            for part in parts
        ]
        return client.gather(futures)
    finally:
        client.close()
        if cluster is not None:
            cluster.close()


def assemble(command: str, results, err) -> tuple[bytes, int]:
    """The gathered JSON Lines and the exit status; golf's messages (and a named error for each
    path without a result) are written to `err`."""
    lines = []
    worst = 0
    for code, out, messages, paths in results:
        err.write(messages)
        if ended_normally(code, command, out, paths):
            lines.append(out)
            worst = max(worst, code)
            continue
        reason = why_no_result(code, command, out, paths)
        for path in paths:
            message = f"{shown(path)}: no result: {reason}"
            err.write(f"golf_dask: {message}\n".encode("utf-8"))
            lines.append(error_line(command, path, message))
        worst = max(worst, 2 if code == 2 else 1)  # golf's usage error stays one
    return b"".join(lines), worst


def write_atomically(output: bytes, data: bytes) -> str:
    """Writes `data` to a temporary file beside `output`, then renames it over `output`: the
    file is whole or untouched. Returns "" or the error; the temporary never stays."""
    temporary = output + f".tmp-{os.getpid()}-{os.urandom(4).hex()}".encode()
    try:
        fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o666)
    except OSError as error:
        return error.strerror or str(error)
    try:
        with os.fdopen(fd, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, output)
        return ""
    except OSError as error:
        return error.strerror or str(error)
    finally:
        if os.path.lexists(temporary):
            os.remove(temporary)


def parse(argv: list[str]):
    parser = argparse.ArgumentParser(
        description="Run golf rate or golf replay over many files on a Dask cluster.",
        epilog="Options after -- go to golf (e.g. -- --samples 50 --seed 7).",
    )
    parser.add_argument("command", choices=["rate", "replay"])
    parser.add_argument("inputs", nargs="+", help="files, folders, or - for paths on stdin")
    parser.add_argument("--golf", default="golf", help="the golf binary, as the workers see it")
    parser.add_argument("-o", "--output", help="the JSON Lines file (default: standard output)")
    parser.add_argument("--chunk", type=int, default=16, help="paths per task (16)")
    parser.add_argument("--scheduler", help="address of a running scheduler (tcp://host:8786)")
    parser.add_argument(
        "--local-workers", type=int, default=2, help="without --scheduler: a LocalCluster of N"
    )
    golf_options: list[str] = []
    if "--" in argv:
        at = argv.index("--")
        argv, golf_options = argv[:at], argv[at + 1 :]
    args = parser.parse_args(argv)
    if args.chunk < 1 or args.local_workers < 1:
        parser.error("--chunk and --local-workers must be at least 1")
    return args, [os.fsencode(option) for option in golf_options]


def main(argv: list[str]) -> int:
    args, golf_options = parse(argv)
    # A terminated driver unwinds, so that no temporary output file stays.
    signal.signal(signal.SIGTERM, lambda signum, _frame: sys.exit(128 + signum))
    stderr = sys.stderr.buffer
    try:
        paths = expand([os.fsencode(item) for item in args.inputs], args.command, sys.stdin.buffer)
    except ListError as error:
        stderr.write(f"{error}\n".encode("utf-8", "surrogateescape"))
        return 1
    golf = os.fsencode(args.golf)
    if os.sep.encode() in golf:
        golf = os.path.abspath(golf)
    try:
        results = gather(args, golf, golf_options, chunks(paths, args.chunk))
    except Exception as error:  # noqa: BLE001 - any cluster failure is reported the same way
        stderr.write(f"golf_dask: the cluster failed: {error}\n".encode("utf-8", "replace"))
        return 2
    data, worst = assemble(args.command, results, stderr)
    stderr.flush()
    if not args.output:
        sys.stdout.buffer.write(data)
        sys.stdout.buffer.flush()
        return worst
    output = os.fsencode(args.output)
    error = write_atomically(output, data)
    if error:
        stderr.write(f"{shown(output)}: cannot write: {error}\n".encode("utf-8"))
        return max(worst, 1)
    return worst


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
