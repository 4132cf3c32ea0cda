"""Regenerate ``glyphs.json``: the outlines of the few characters drawn on tiles.

Run at development time only; the renderer reads the JSON and never a font::

    apt-get install fonts-noto-cjk        # Debian: Noto Serif/Sans CJK, SIL OFL 1.1
    pip install fonttools
    python mjcore/render/data/extract_glyphs.py \\
        /usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc \\
        /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc

The Chinese characters come from the first font (Noto Serif CJK TC Bold: face number 3
of the collection, the Traditional Chinese forms), the index digits and wind letters
from the second (the Latin glyphs of Noto Sans CJK TC Bold).

Each glyph is stored as SVG path data in a fixed em box: 1000 units, y growing
downwards, y = 0 at the ascender (880 font units above the baseline) and y = 1000 at the
descender, x = 0 at the glyph origin. Only absolute ``M L C Q Z`` commands with integer
coordinates are written, so the renderer's parser stays tiny. ``adv`` is the advance
width and ``bbox`` the ink box ``[x0, y0, x1, y1]`` in the same units.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

from fontTools.pens.basePen import BasePen
from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

HERE = Path(__file__).parent
EM = 1000
#: Characters taken from the CJK (serif) font: numerals and the 萬 of the characters suit,
#: winds, dragons, flowers (plum orchid chrysanthemum bamboo) and seasons.
CJK_CHARS = "一二三四五六七八九萬東南西北中發梅蘭菊竹春夏秋冬"
#: Characters taken from the Latin (sans) font: the corner index.
LATIN_CHARS = "123456789ESWN"
#: Face number in the .ttc collections: 3 = TC (Traditional Chinese).
FACE_NUMBER = 3


class _AbsolutePathPen(BasePen):  # type: ignore[misc]  # fontTools has no type information
    """Collects ``M L C Q Z`` path data with integer coordinates."""

    def __init__(self, glyphset: Any) -> None:
        super().__init__(glyphset)
        self.parts: list[str] = []

    @staticmethod
    def _pt(*points: tuple[float, float]) -> str:
        return " ".join(f"{round(x)} {round(y)}" for x, y in points)

    def _moveTo(self, pt: tuple[float, float]) -> None:
        self.parts.append("M" + self._pt(pt))

    def _lineTo(self, pt: tuple[float, float]) -> None:
        self.parts.append("L" + self._pt(pt))

    def _curveToOne(self, pt1: tuple[float, float], pt2: tuple[float, float], pt3: tuple[float, float]) -> None:
        self.parts.append("C" + self._pt(pt1, pt2, pt3))

    def _qCurveToOne(self, pt1: tuple[float, float], pt2: tuple[float, float]) -> None:
        self.parts.append("Q" + self._pt(pt1, pt2))

    def _closePath(self) -> None:
        self.parts.append("Z")

    def _endPath(self) -> None:
        pass


def _extract(font_path: str, chars: str) -> tuple[dict[str, dict[str, Any]], str]:
    font = TTFont(font_path, fontNumber=FACE_NUMBER, lazy=True)
    if font["head"].unitsPerEm != EM:
        raise SystemExit(f"{font_path}: expected {EM} units per em")
    ascender = font["OS/2"].sTypoAscender
    cmap = font.getBestCmap()
    glyphset = font.getGlyphSet()
    out: dict[str, dict[str, Any]] = {}
    for char in chars:
        name = cmap.get(ord(char))
        if name is None:
            raise SystemExit(f"{font_path}: no glyph for {char!r}")
        glyph = glyphset[name]
        pen = _AbsolutePathPen(glyphset)
        # flip y: font y up from the baseline -> em box y down from the ascender
        glyph.draw(TransformPen(pen, (1, 0, 0, -1, 0, ascender)))
        bounds = BoundsPen(glyphset)
        glyph.draw(TransformPen(bounds, (1, 0, 0, -1, 0, ascender)))
        x0, y0, x1, y1 = bounds.bounds
        out[char] = {
            "adv": glyph.width,
            "bbox": [round(x0), round(y0), round(x1), round(y1)],
            "d": "".join(pen.parts),
        }
    full_name = font["name"].getDebugName(4)
    version = font["name"].getDebugName(5).split(";")[0]
    return out, f"{full_name} ({version}), face {FACE_NUMBER} of {Path(font_path).name}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("cjk_font", help="NotoSerifCJK-Bold.ttc (Chinese characters)")
    parser.add_argument("latin_font", help="NotoSansCJK-Bold.ttc (digits and wind letters)")
    parser.add_argument("-o", "--output", default=str(HERE / "glyphs.json"))
    args = parser.parse_args(argv)
    cjk, cjk_source = _extract(args.cjk_font, CJK_CHARS)
    latin, latin_source = _extract(args.latin_font, LATIN_CHARS)
    data: dict[str, object] = {
        "about": "Glyph outlines as SVG path data; regenerate with extract_glyphs.py. "
        "Font Software: SIL Open Font License 1.1, see OFL.txt.",
        "sources": {"cjk": cjk_source, "latin": latin_source},
        "em": EM,
    }
    # one glyph a line: small, and a regenerated file diffs glyph by glyph
    lines = [
        f"{json.dumps(char, ensure_ascii=False)}: {json.dumps(glyph, ensure_ascii=False, separators=(',', ':'))}"
        for char, glyph in {**cjk, **latin}.items()
    ]
    head = json.dumps(data, ensure_ascii=False, indent=1)[:-2]
    text = head + ',\n "glyphs": {\n' + ",\n".join(lines) + "\n }\n}"
    json.loads(text)  # sanity: still valid JSON
    Path(args.output).write_text(text + "\n", encoding="utf-8")
    print(f"wrote {len(lines)} glyphs, {len(text.encode())} bytes to {args.output}")


if __name__ == "__main__":
    main()
