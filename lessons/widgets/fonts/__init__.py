"""The bundled CJK webfont: a subset of Noto Sans CJK SC (SIL OFL 1.1, see ``OFL.txt``) holding
only the characters of the Chinese and Japanese names the course shows.

:func:`cjk_font_css` is a ``<style>`` block with the font inlined (base64), so a fan table's
Chinese names show on any machine, with or without CJK fonts installed.

>>> css = cjk_font_css()
>>> css.startswith("<style>@font-face{font-family:'MJ CJK'") and ".mj-zh" in css
True
"""

from __future__ import annotations

import base64
from functools import lru_cache
from pathlib import Path

FONT = Path(__file__).with_name("mj-cjk.woff")


def native_names() -> list[str]:
    """The Chinese names of every system's table and the yaku's Japanese names."""
    from mjcore.scoring import SYSTEMS, find_system
    from mjcore.scoring.riichi_names import YAKU

    names = [row.native for name in SYSTEMS for row in find_system(name).rows() if row.native]
    return names + [row.native.get("ja", "") for row in YAKU.values()]


@lru_cache(maxsize=1)
def cjk_font_css() -> str:
    """The ``@font-face`` of the bundled subset and the ``.mj-zh`` class that uses it."""
    data = base64.b64encode(FONT.read_bytes()).decode("ascii")
    return ("<style>@font-face{font-family:'MJ CJK';src:url(data:font/woff;base64," + data + ") format('woff');}"
            ".mj-zh{font-family:'MJ CJK','Noto Sans CJK SC',sans-serif;}</style>")
