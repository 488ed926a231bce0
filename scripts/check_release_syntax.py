#!/usr/bin/env python3
"""Compiles the product's sources with this build's compiler as users' Release build would.

CI's clang build is the sanitizer build (Debug, asserts on); the Release build users get is
built in CI with gcc only. Code that only a clang Release build sees, such as a variable used
only inside an assertion that NDEBUG compiles out (clang: -Wunused-variable), would pass CI and
break `cmake --preset release -DCMAKE_CXX_COMPILER=clang++`. This script takes the build's
compile_commands.json (CMAKE_EXPORT_COMPILE_COMMANDS) and compiles product sources (engine/,
online/, game/, tools/, python/) again with the Release configuration's flags: no sanitizer or
debug flags, no GOLF_ENABLE_ASSERTS or _GLIBCXX_ASSERTIONS, `-O3 -DNDEBUG` (CMake's Release
flags), and `-fsyntax-only` instead of an object file. clang's warnings come from its semantic
analysis, which -fsyntax-only runs whole (templates instantiated); only code generation is
skipped. Every include, definition and warning flag (-Werror among them) stays.

Which sources: the two configurations differ only where the preprocessor sees a macro that one
of them defines (GOLF_ASSERT and GOLF_ENABLE_ASSERTS, NDEBUG and assert, _GLIBCXX_ASSERTIONS,
__OPTIMIZE__, the sanitizers' macros); every other line the sanitizer build has compiled with
-Werror already. So by default only the product's sources that mention one of them are
compiled, and for a header that mentions one, the first source that includes it: those of one
unity batch together as one translation unit, with the batch's command. `--all` compiles every
product batch of the build instead (several times the CPU: README, "Building by hand").
Exit 1 with the compiler's messages when a source warns or fails, 0 when all are clean.

Usage: check_release_syntax.py [--all] BUILD_DIR
"""

import json
import pathlib
import re
import shlex
import subprocess
import sys
import time

PROJECT = pathlib.Path(__file__).resolve().parent.parent
PRODUCT_FOLDERS = ("engine", "online", "game", "tools", "python")
DROPPED_EXACT = {"-DGOLF_ENABLE_ASSERTS", "-D_GLIBCXX_ASSERTIONS", "-fno-omit-frame-pointer", "-c"}
DROPPED_PREFIXES = ("-O", "-g", "-fsanitize", "-fno-sanitize")
RELEASE_FLAGS = ["-O3", "-DNDEBUG", "-fsyntax-only"]
CONFIGURATION_MACROS = re.compile(
    r"GOLF_ASSERT|GOLF_ENABLE_ASSERTS|NDEBUG|\bassert\s*\(|_GLIBCXX_ASSERTIONS|__OPTIMIZE__"
    r"|__SANITIZE_|__has_feature"
)
BATCH_INCLUDE = re.compile(r'^#include "(.+)"$', re.MULTILINE)


def release_command(command):
    """The compile command's words with the Release configuration's flags, no output file."""
    words = shlex.split(command)
    if pathlib.Path(words[0]).name == "ccache":
        words = words[1:]
    kept = [words[0]]
    skip_next = False
    for word in words[1:]:
        if skip_next:
            skip_next = False
        elif word == "-o":
            skip_next = True
        elif not (word in DROPPED_EXACT or word.startswith(DROPPED_PREFIXES)):
            kept.append(word)
    return kept[:-1] + RELEASE_FLAGS


def product_batches(build_dir):
    """(batch file, Release command without its source, directory) of each product unit."""
    entries = json.loads((build_dir / "compile_commands.json").read_text(encoding="utf-8"))
    batches = []
    for entry in entries:
        source = pathlib.Path(entry["file"])
        parts = source.relative_to(build_dir).parts if source.is_relative_to(build_dir) else ()
        if parts and parts[0] in PRODUCT_FOLDERS:
            batches.append((source, release_command(entry["command"]), entry["directory"]))
    return batches


def configuration_sources(batches):
    """(sources, command, directory) for each batch with sources that read a configuration's
    macro: those sources, in the batch's order."""
    sources = {}
    for index, (batch, _, _) in enumerate(batches):
        text = batch.read_text(encoding="utf-8")
        included = [pathlib.Path(p) for p in BATCH_INCLUDE.findall(text)] or [batch]
        for source in included:
            sources[source] = index
    chosen = {s for s in sources if CONFIGURATION_MACROS.search(s.read_text("utf-8"))}
    roots = {s.parent for s in sources}
    headers = {h for root in roots for h in root.glob("**/*.hpp")}
    headers |= {h for s in sources for h in s.parent.parent.glob("include/**/*.hpp")}
    for header in sorted(headers):
        # assert.hpp defines GOLF_ASSERT: its uses are what differ.
        text = header.read_text("utf-8")
        if header.name == "assert.hpp" or not CONFIGURATION_MACROS.search(text):
            continue
        include = re.compile(r'#include\s*[<"](?:[\w/]*/)?' + re.escape(header.name) + r'[>"]')
        includers = [s for s in sorted(sources) if include.search(s.read_text("utf-8"))]
        if includers and not any(s in chosen for s in includers):
            chosen.add(includers[0])
    units = []
    for index, (_, command, directory) in enumerate(batches):
        mine = [s for s in sources if s in chosen and sources[s] == index]
        if mine:
            units.append((mine, command, directory))
    return units


def main(arguments):
    every_batch = "--all" in arguments
    arguments = [a for a in arguments if a != "--all"]
    if len(arguments) != 1:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    build_dir = pathlib.Path(arguments[0]).resolve()
    batches = product_batches(build_dir)
    units = ([([b], c, d) for b, c, d in batches] if every_batch
             else configuration_sources(batches))
    if not units:
        print(f"no product sources in {build_dir}/compile_commands.json")
        return 1
    failed = 0
    for sources, command, directory in units:
        # The chosen sources of a batch as one translation unit, as the batch holds them.
        unit = "".join(f'#include "{source}"\n' for source in sources)
        start = time.monotonic()
        done = subprocess.run(command + ["-x", "c++", "-"], input=unit, cwd=directory,
                              capture_output=True, text=True, check=False)
        seconds = time.monotonic() - start
        names = " ".join(str(s.relative_to(PROJECT)) if s.is_relative_to(PROJECT) else str(s)
                         for s in sources)
        if done.returncode != 0 or done.stderr:
            failed += 1
            print(f"FAILED {names} ({seconds:.1f} s):\n{done.stderr}")
        else:
            print(f"ok {names} ({seconds:.1f} s)")
    print(f"{len(units) - failed} of {len(units)} translation units compile in the Release "
          "configuration (-O3 -DNDEBUG, no sanitizers) without a warning")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
