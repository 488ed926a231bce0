#!/usr/bin/env python3
"""Fan `golf rate` or `golf replay` out to a Dask distributed cluster (docs/scaling.md).

The inputs (level or log files, folders of them, or - for paths on standard input) are listed
here the way `golf` lists them, cut into chunks of paths, and every chunk runs as one task:
`golf rate|replay --json [GOLF OPTIONS] -` with the chunk's paths on its standard input, in the
driver's working directory. The tasks' JSON Lines are gathered in input order into one file (or
standard output), so the result is byte for byte that of a single `golf --json` run over the
same inputs. Every worker needs the `golf` binary and the files at the same paths (a shared
file system).

    golf_dask.py rate levels/ --golf build/release/tools/golf -o ratings.jsonl \\
        --scheduler tcp://scheduler:8786 -- --samples 200
    golf_dask.py replay replays/ --golf golf --local-workers 2 -o replays.jsonl

Exit status: 0 if every task's golf exited 0; 1 if any input failed (its messages are on
standard error, its error line in the output); 2 on wrong usage or a cluster failure.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path


def is_level(path: Path) -> bool:
    """True if `path` holds a JSON object whose "format" names a level (as golf tells)."""
    try:
        with open(path, "rb") as file:
            data = json.load(file)
    except (OSError, ValueError):
        return False
    fmt = data.get("format") if isinstance(data, dict) else None
    return isinstance(fmt, str) and fmt.startswith("minigolf-level/")


def files_in_folder(folder: str, command: str) -> list[str]:
    """The files `golf COMMAND FOLDER` would take, sorted by path like golf sorts them; the
    folder itself (golf then reports it) if there are none."""
    found = []
    for root, _dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            if command == "replay":
                if len(name) > len(".shots.json") and name.endswith(".shots.json"):
                    found.append(path)
            elif name.endswith(".json") and not name.endswith(".shots.json"):
                if is_level(Path(path)):
                    found.append(path)
    found.sort(key=lambda p: p.encode("utf-8", "surrogateescape"))
    return found or [folder]


def expand(inputs: list[str], command: str) -> list[str]:
    """The paths to hand out, in golf's order; files (and courses) are passed as they are."""
    paths: list[str] = []
    for item in inputs:
        if item == "-":
            lines = [line.rstrip("\r") for line in sys.stdin.read().split("\n")]
            paths.extend(expand([line for line in lines if line], command))
        elif os.path.isdir(item):
            paths.extend(files_in_folder(item, command))
        else:
            paths.append(item)
    return paths


def run_chunk(golf: str, command: str, options: list[str], paths: list[str], cwd: str):
    """One task: golf over `paths`; returns (exit code, stdout, stderr)."""
    result = subprocess.run(
        [golf, command, "--json", *options, "-"],
        input="".join(path + "\n" for path in paths),
        capture_output=True,
        text=True,
        cwd=cwd,
        check=False,
    )
    return result.returncode, result.stdout, result.stderr


def chunks(paths: list[str], size: int) -> list[list[str]]:
    return [paths[i : i + size] for i in range(0, len(paths), size)]


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


def main(argv: list[str]) -> int:
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

    paths = expand(args.inputs, args.command)
    golf = args.golf
    if os.sep in golf:
        golf = os.path.abspath(golf)
    cwd = os.getcwd()
    try:
        client, cluster = make_client(args)
    except Exception as error:  # noqa: BLE001 - any cluster failure is reported the same way
        print(f"golf_dask: cannot reach the cluster: {error}", file=sys.stderr)
        return 2
    try:
        futures = [
            client.submit(run_chunk, golf, args.command, golf_options, part, cwd, pure=False)
            for part in chunks(paths, args.chunk)
        ]
        results = client.gather(futures)
    except Exception as error:  # noqa: BLE001
        print(f"golf_dask: the cluster failed: {error}", file=sys.stderr)
        return 2
    finally:
        client.close()
        if cluster is not None:
            cluster.close()

    worst = 0
    for code, _out, err in results:
        sys.stderr.write(err)
        if code != 0:
            worst = max(worst, 1 if code == 1 else 2)
    text = "".join(out for _code, out, _err in results)
    if not args.output:
        sys.stdout.write(text)
        return worst
    temporary = f"{args.output}.tmp-{os.getpid()}"
    try:
        with open(temporary, "w", encoding="utf-8") as file:
            file.write(text)
        os.replace(temporary, args.output)
    except OSError as error:
        print(f"{args.output}: cannot write: {error.strerror}", file=sys.stderr)
        if os.path.exists(temporary):
            os.remove(temporary)
        return 1
    return worst


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
