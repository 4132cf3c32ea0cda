"""Write ``dejavu_widths.json``: DejaVu Sans's advance widths (units of 2048 to the em, the font's
own) for the characters the table's picture writes, regular and bold, so that a layout can fit
its labels without loading the font (the site's Python has no Pillow).

    python mjcore/render/data/measure_font.py

It reads the fonts matplotlib ships (:func:`mjcore.render.raster.font_path`) with Pillow; the
characters are Latin, Cyrillic, digits and the punctuation the catalogs use.
"""

from __future__ import annotations

import json
import string
from pathlib import Path

from PIL import ImageFont

from mjcore.render.raster import font_path

#: The characters measured; any other counts as the width of "n" (the default).
CHARACTERS = "".join(sorted(set(
    string.printable.strip() + " " + "".join(chr(c) for c in range(0x410, 0x450)) + "Ёё"
    + "·…→←–—«»“”„‘’▶▷●○✓✔×−±°№"
)))


def measure(bold: bool) -> dict[str, object]:
    font = ImageFont.truetype(font_path(bold), 2048)
    widths = {ch: round(font.getlength(ch)) for ch in CHARACTERS}
    return {"widths": widths, "default": widths["n"]}


def main() -> None:
    data = {"font": "DejaVu Sans (matplotlib's mpl-data/fonts/ttf)", "units_per_em": 2048,
            "regular": measure(False), "bold": measure(True)}
    target = Path(__file__).with_name("dejavu_widths.json")
    target.write_text(json.dumps(data, ensure_ascii=False, sort_keys=True) + "\n", "utf-8")
    print(f"wrote {target} ({len(CHARACTERS)} characters)")


if __name__ == "__main__":
    main()
