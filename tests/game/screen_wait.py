#!/usr/bin/env python3
"""Waits until the virtual X server's screen shows a state: the GUI scripts' wait for what the game
drew, instead of a fixed pause that a loaded machine outruns.

Usage: screen_wait.py SECONDS PID CHECK... where each CHECK is, in screen pixels,
  --pixel X Y RRGGBB TOLERANCE                  the pixel within TOLERANCE of the colour
  --region-has X0 Y0 X1 Y1 RRGGBB TOLERANCE     some pixel of [X0, X1) x [Y0, Y1) within it
  --region-lacks X0 Y0 X1 Y1 RRGGBB TOLERANCE   no pixel of the region within it
(png_check's checks; TOLERANCE is the largest difference of one channel). The screen is the
framebuffer Xvfb keeps in a file (Xvfb -fbdir: an XWD image, with_display.sh --framebuffer),
named by $GOLF_FRAMEBUFFER. Every 0.1 s all checks are tried; exit 0 when they all hold, 1 when
they still do not after SECONDS or once process PID has ended (its window is gone), 2 on wrong
usage or an unreadable framebuffer.
"""

import os
import struct
import sys
import time

HEADER = struct.Struct(">25I")  # XWDFileHeader: 25 big-endian CARD32 fields
COLOUR_ENTRY = 12  # XWDColor: pixel CARD32, red, green, blue CARD16, flags, pad


class Framebuffer:
    """The XWD file's layout, read once; pixels are read from the file each time."""

    def __init__(self, path):
        self.path = path
        with open(path, "rb") as file:
            fields = HEADER.unpack(file.read(HEADER.size))
        (header_size, _, _, _, self.width, self.height, _, byte_order, _, _, _, bits_per_pixel,
         self.line, _, red, green, blue, _, _, colours, *_) = fields
        if bits_per_pixel != 32 or (red, green, blue) != (0xFF0000, 0xFF00, 0xFF):
            raise ValueError(f"{path}: expected 32-bit RGB pixels, got {bits_per_pixel} bits, "
                             f"masks {red:x} {green:x} {blue:x}")
        self.little = byte_order == 0
        self.start = header_size + colours * COLOUR_ENTRY

    def rows(self, x0, y0, x1, y1):
        """The pixels of [x0, x1) x [y0, y1) as (r, g, b), row by row."""
        x0, x1 = max(0, x0), min(self.width, x1)
        y0, y1 = max(0, y0), min(self.height, y1)
        if x0 >= x1 or y0 >= y1:
            return
        order = "<" if self.little else ">"
        with open(self.path, "rb") as file:
            for y in range(y0, y1):
                file.seek(self.start + y * self.line + x0 * 4)
                for value in struct.unpack(f"{order}{x1 - x0}I", file.read((x1 - x0) * 4)):
                    yield (value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF


def near(pixel, colour, tolerance):
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour))


def parse(arguments):
    """The checks as (kind, box, colour, tolerance, text); raises ValueError on wrong usage."""
    sizes = {"--pixel": 2, "--region-has": 4, "--region-lacks": 4}
    checks = []
    i = 0
    while i < len(arguments):
        kind = arguments[i]
        if kind not in sizes:
            raise ValueError(f"unknown check {kind}")
        count = sizes[kind]
        values = arguments[i + 1:i + count + 3]
        if len(values) != count + 2:
            raise ValueError(f"{kind} needs {count + 2} values")
        numbers = [int(v) for v in values[:count]]
        box = numbers + [numbers[0] + 1, numbers[1] + 1] if count == 2 else numbers
        colour = tuple(int(values[count][j:j + 2], 16) for j in (0, 2, 4))
        checks.append((kind, box, colour, int(values[count + 1]), " ".join([kind, *values])))
        i += count + 3
    if not checks:
        raise ValueError("no checks")
    return checks


def holds(screen, check):
    kind, box, colour, tolerance, _ = check
    found = any(near(pixel, colour, tolerance) for pixel in screen.rows(*box))
    return not found if kind == "--region-lacks" else found


def alive(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


def main(arguments):
    try:
        seconds, pid, checks = float(arguments[0]), int(arguments[1]), parse(arguments[2:])
        screen = Framebuffer(os.environ["GOLF_FRAMEBUFFER"])
    except (IndexError, KeyError, OSError, ValueError) as error:
        print(f"screen_wait.py: {error!r}\n{__doc__}", file=sys.stderr)
        return 2
    deadline = time.monotonic() + seconds
    while not all(holds(screen, check) for check in checks):
        ended = not alive(pid)
        if ended or time.monotonic() > deadline:
            failing = [c[4] for c in checks if not holds(screen, c)]
            why = f"process {pid} ended" if ended else f"{seconds} s passed"
            print(f"screen_wait.py: not shown ({why}): {'; '.join(failing)}", file=sys.stderr)
            return 1
        time.sleep(0.1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
