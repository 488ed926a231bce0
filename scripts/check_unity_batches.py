#!/usr/bin/env python3
"""Finds names that a unity build could confuse (README.md, "Building by hand").

The release and sanitize presets compile each target in batches of source files included into
one translation unit (CMake's UNITY_BUILD). A name defined in one file's anonymous namespace is
then visible to the other files of its batch: a second definition of it fails to compile, but
a call from inside another file's anonymous namespace may silently find the local name instead
of the public one it meant (a test's own `angleOf` once hid the game's). This script reads the
batches CMake generated under BUILD_DIR and reports every name defined at the top level of an
anonymous namespace in one file of a batch and defined at the top level of another file of the
same batch (identical type or namespace aliases excepted), or called there without being defined
there. Exit 1 with the list, 0 when clean.

Usage: check_unity_batches.py BUILD_DIR
"""

import pathlib
import re
import sys

DEFINITION_PATTERNS = [
    re.compile(r"(?:struct|class|enum class|enum)\s+(\w+)"),
    re.compile(r"using\s+(\w+)\s*="),
    re.compile(r"namespace\s+(\w+)\s*="),
    re.compile(
        r"(?:\[\[\w+\]\]\s*)*(?:static\s+|inline\s+)?(?:constexpr\s+|const\s+)*"
        r"[\w:<>,*&\s]+?[\s*&](\w+)\s*(?:\(|=|\{|\[)"
    ),
]
ALIAS = re.compile(r"(?:using\s+\w+\s*=|namespace\s+\w+\s*=)")
NOT_NAMES = {"namespace", "return", "operator"}


def definitions(path):
    """(name, line text, in anonymous namespace) for each top-level definition of `path`."""
    found = []
    anonymous = False
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        if line.startswith("namespace {"):
            anonymous = True
            continue
        if line.startswith("} // namespace") and "namespace " not in line[3:].replace(
            "// namespace", ""
        ):
            anonymous = False
            continue
        if not line or line[0] in " \t}#/" or line.startswith("TEST"):
            continue
        for pattern in DEFINITION_PATTERNS:
            match = pattern.match(line)
            if match and match.group(1) not in NOT_NAMES:
                found.append((match.group(1), line.strip(), anonymous))
                break
    return found


def calls(path):
    """Names called unqualified in `path` (comments and strings removed)."""
    text = path.read_text(encoding="utf-8", errors="replace")
    text = re.sub(r"//[^\n]*|/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', text)
    called = set(re.findall(r"(?<![\w.:>])(\w+)\s*\(", text))
    # A name the file declares itself at any depth (a member, a lambda, a variable) is its own.
    declared = set(re.findall(r"[\w>&*]\s+(\w+)\s*(?:\(|=|\[|\{|;)", text))
    declared |= set(re.findall(r"\w::(\w+)\s*\(", text))  # its classes' methods
    return called - declared


def batch_sources(unity_file):
    text = unity_file.read_text(encoding="utf-8")
    return [pathlib.Path(p) for p in re.findall(r'#include "([^"]+)"', text)]


def clashes(sources):
    by_file = {source: definitions(source) for source in sources if source.exists()}
    called = {source: calls(source) for source in by_file}
    problems = []
    for source, defs in by_file.items():
        for name, line, anonymous in defs:
            if not anonymous:
                continue
            for other, other_defs in by_file.items():
                if other == source:
                    continue
                for other_name, other_line, _ in other_defs:
                    if other_name != name:
                        continue
                    if ALIAS.match(line) and line == other_line:
                        continue
                    problems.append(f"{source}: local '{name}' is also defined in {other}")
                if name in called[other] and name not in {n for n, _, _ in other_defs}:
                    problems.append(f"{source}: local '{name}' is called in {other}, which may "
                                    "mean another function of that name")
    return problems


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    build = pathlib.Path(sys.argv[1])
    unity_files = sorted(build.glob("**/CMakeFiles/*/Unity/unity_*.cxx"))
    if not unity_files:
        print(f"{build}: no unity batches (is CMAKE_UNITY_BUILD on?)", file=sys.stderr)
        return 1
    problems = []
    for unity_file in unity_files:
        problems += clashes(batch_sources(unity_file))
    for problem in sorted(set(problems)):
        print(problem)
    print(f"{len(unity_files)} batches, {len(set(problems))} names that clash")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
