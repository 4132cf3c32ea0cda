"""A small SVG path-data parser, for the PNG back end.

The glyph data and the shapes of :mod:`mjcore.render.faces` use absolute ``M L C Q Z``
only; relative commands and ``H V`` (and their relative forms) are read too, so data
written by another tool still loads. Smooth curves (``S T``) and arcs (``A``) are not
supported and raise :class:`ValueError`.

>>> parse_path("M0 0L10 0l0 10Z")
[('M', (0.0, 0.0)), ('L', (10.0, 0.0)), ('L', (10.0, 10.0)), ('Z', ())]
"""

from __future__ import annotations

import re

#: Number of coordinates each command takes.
_ARITY = {"M": 2, "L": 2, "H": 1, "V": 1, "C": 6, "Q": 4, "Z": 0}
_TOKEN = re.compile(r"[A-Za-z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")


def _tokens(d: str) -> list[str]:
    tokens = _TOKEN.findall(d)
    # everything that is not a token must be separators
    if re.sub(r"[\s,]", "", d) != "".join(tokens):
        raise ValueError(f"bad path data: {d[:40]!r}")
    return tokens


def parse_path(d: str) -> list[tuple[str, tuple[float, ...]]]:
    """Path data as absolute commands: ``M`` and ``L`` with one point, ``C`` with three,
    ``Q`` with two, ``Z`` with none (``H``/``V`` become ``L``, relative ones absolute)."""
    out: list[tuple[str, tuple[float, ...]]] = []
    tokens = _tokens(d)
    i = 0
    x = y = 0.0  # current point
    sx = sy = 0.0  # start of the subpath
    cmd = ""
    while i < len(tokens):
        token = tokens[i]
        if token.isalpha():
            cmd = token
            i += 1
            if cmd.upper() == "Z":
                out.append(("Z", ()))
                x, y = sx, sy
                continue
        elif not cmd or cmd.upper() == "Z":
            raise ValueError(f"path data: number without a command in {d[:40]!r}")
        upper = cmd.upper()
        if upper not in _ARITY:
            raise ValueError(f"path data: unsupported command {cmd!r}")
        n = _ARITY[upper]
        args = tokens[i : i + n]
        if len(args) < n or any(a.isalpha() for a in args):
            raise ValueError(f"path data: {cmd!r} needs {n} numbers in {d[:40]!r}")
        values = [float(a) for a in args]
        i += n
        relative = cmd.islower()
        if upper == "H":
            x = values[0] + (x if relative else 0.0)
            out.append(("L", (x, y)))
            continue
        if upper == "V":
            y = values[0] + (y if relative else 0.0)
            out.append(("L", (x, y)))
            continue
        if relative:
            values = [v + (x if k % 2 == 0 else y) for k, v in enumerate(values)]
        x, y = values[-2], values[-1]
        if upper == "M":
            sx, sy = x, y
            out.append(("M", (x, y)))
            # further pairs after M are implicit lineto
            cmd = "l" if relative else "L"
        else:
            out.append((upper, tuple(values)))
    return out


def to_vertices(d: str) -> tuple[list[tuple[float, float]], list[int]]:
    """Vertices and codes for :class:`matplotlib.path.Path` (without importing matplotlib:
    the codes are matplotlib's constants MOVETO=1, LINETO=2, CURVE3=3, CURVE4=4,
    CLOSEPOLY=79)."""
    vertices: list[tuple[float, float]] = []
    codes: list[int] = []
    start = (0.0, 0.0)
    for cmd, v in parse_path(d):
        if cmd == "M":
            start = (v[0], v[1])
            vertices.append(start)
            codes.append(1)
        elif cmd == "L":
            vertices.append((v[0], v[1]))
            codes.append(2)
        elif cmd == "Q":
            vertices += [(v[0], v[1]), (v[2], v[3])]
            codes += [3, 3]
        elif cmd == "C":
            vertices += [(v[0], v[1]), (v[2], v[3]), (v[4], v[5])]
            codes += [4, 4, 4]
        else:  # Z
            vertices.append(start)
            codes.append(79)
    return vertices, codes
