#!/usr/bin/env python3
"""Writes a program's man page from its own --help and --version texts (issue 28).

    manpage.py PROGRAM --name NAME --section N --output FILE [--see-also NAME(N)]...
               [--file PATH=TEXT]... [--extra HEADING=TEXT]...

The page has NAME (the first line of --help), SYNOPSIS (its usage line), OPTIONS and
POSITIONALS, and, for a program with subcommands (CLI11's "Subcommands:" section), a COMMANDS
section with every subcommand's own --help: its usage, arguments and options. The build runs it
on the built binaries (cmake/Install.cmake), so the pages cannot drift from the programs.
"""

import argparse
import re
import subprocess
import sys

# CLI11 prints an option's name from column 2 and its description from column 30, on the same
# line when the name is short enough, else on the next line; continuation lines are indented.
ENTRY = re.compile(r"^  (\S.*?)(?: {2,}(\S.*))?$")
SECTION = re.compile(r"^(\w[\w ]*):$")


def run_help(program, *arguments):
    """The standard output of PROGRAM ARGUMENTS... --help (which must exit 0)."""
    done = subprocess.run([program, *arguments, "--help"], capture_output=True, text=True,
                          check=False)
    if done.returncode != 0:
        sys.exit(f"manpage.py: {program} {' '.join(arguments)} --help exited "
                 f"{done.returncode}: {done.stderr.strip()}")
    return done.stdout


def parse_help(text):
    """(description, usage, {section: [(name, description)]}) of one --help text."""
    lines = text.rstrip("\n").split("\n")
    description = lines[0].strip()
    usage = ""
    sections = {}
    current = None
    for line in lines[1:]:
        if line.startswith("Usage: "):
            usage = line[len("Usage: "):].strip()
            continue
        if not line.strip():
            continue
        heading = SECTION.match(line)
        if heading:
            current = sections.setdefault(heading.group(1), [])
            continue
        if current is None:
            continue
        if line.startswith("   ") and current:  # a continuation of the entry above
            name, text_so_far = current[-1]
            current[-1] = (name, (text_so_far + " " + line.strip()).strip())
            continue
        entry = ENTRY.match(line)
        if entry:
            current.append((entry.group(1).strip(), (entry.group(2) or "").strip()))
    return description, usage, sections


def roff(text):
    """Text escaped for roff: backslashes, hyphens, and a leading dot or quote."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    if text.startswith((".", "'")):
        text = "\\&" + text
    return text


def entries(out, items):
    """Writes (name, description) pairs as tagged paragraphs."""
    for name, description in items:
        out.append(".TP")
        out.append(f"\\fB{roff(name)}\\fR")
        out.append(roff(description) if description else "")


def page(program, name, section, see_also, files, extra):
    """The roff text of NAME's page in SECTION."""
    version = subprocess.run([program, "--version"], capture_output=True, text=True,
                             check=True).stdout.strip()
    description, usage, sections = parse_help(run_help(program))
    subcommands = sections.pop("Subcommands", [])
    out = [f'.TH {name.upper()} {section} "" "{roff(version)}" "{roff(name)} manual"',
           ".SH NAME", f"{name} \\- {roff(description.split(': ', 1)[-1])}",
           ".SH SYNOPSIS", f".B {name}", roff(usage.split(" ", 1)[1] if " " in usage else "")]
    summary = description.split(": ", 1)[-1]
    out += [".SH DESCRIPTION", roff(summary[:1].upper() + summary[1:]) + "."]
    if subcommands:
        out.append("Each command has its own arguments and options, listed under COMMANDS;")
        out.append(f"\\fB{name} \\fICOMMAND\\fB \\-\\-help\\fR prints them.")
    for heading in ("Positionals", "Options"):
        if heading in sections:
            out.append(".SH " + ("ARGUMENTS" if heading == "Positionals" else "OPTIONS"))
            entries(out, sections.pop(heading))
    if subcommands:
        out.append(".SH COMMANDS")
        for command, _ in subcommands:
            sub_description, sub_usage, sub_sections = parse_help(run_help(program, command))
            out += [f".SS {roff(name)} {roff(command)}", roff(sub_description) + ".", ".PP",
                    f"Usage: \\fB{roff(sub_usage)}\\fR"]
            for heading, items in sub_sections.items():
                out += [".PP", f"{roff(heading)}:", ".RS"]
                entries(out, items)
                out.append(".RE")
    for heading, items in sections.items():  # anything CLI11 adds that is not known above
        out.append(f".SH {roff(heading.upper())}")
        entries(out, items)
    for heading_text in extra:
        heading, text = heading_text.split("=", 1)
        out += [f".SH {roff(heading.upper())}", roff(text)]
    if files:
        out.append(".SH FILES")
        entries(out, [tuple(f.split("=", 1)) for f in files])
    if see_also:
        out += [".SH SEE ALSO", ", ".join(
            f"\\fB{roff(s.split('(')[0])}\\fR({s.split('(')[1]}" for s in see_also)]
    return "\n".join(out) + "\n"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("program")
    parser.add_argument("--name", required=True)
    parser.add_argument("--section", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--see-also", action="append", default=[])
    parser.add_argument("--file", action="append", default=[], help="PATH=TEXT")
    parser.add_argument("--extra", action="append", default=[], help="HEADING=TEXT")
    options = parser.parse_args()
    text = page(options.program, options.name, options.section, options.see_also, options.file,
                options.extra)
    with open(options.output, "w", encoding="utf-8") as out:
        out.write(text)


if __name__ == "__main__":
    main()
