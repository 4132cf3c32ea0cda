"""Build ``mj-cjk.woff``: Noto Sans CJK SC (SIL Open Font License 1.1) cut down to the Chinese and
Japanese characters the course shows (the fan names of Hong Kong and Chinese Official, the yaku's
Japanese names), so the names render on a machine without CJK fonts.

Run once after a table's names change (needs Debian's ``fonts-noto-cjk`` and fontTools, which
matplotlib brings)::

    python -m lessons.widgets.fonts.build_cjk_subset

``tests/lessons/widgets/test_cjk_font.py`` fails when a name has a character the subset lacks.
"""

from __future__ import annotations

from pathlib import Path

SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
#: Index of Simplified Chinese in the collection (JP, KR, SC, TC, HK...); it draws traditional forms too.
SC_INDEX = 2
TARGET = Path(__file__).with_name("mj-cjk.woff")


def characters() -> str:
    """Every non-ASCII character of the names the course shows in Chinese or Japanese."""
    from lessons.widgets.fonts import native_names

    return "".join(sorted({c for name in native_names() for c in name if ord(c) > 0x2E7F}))


def build(source: Path = SOURCE, target: Path = TARGET) -> int:
    """Write the subset; its size in bytes."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    font = TTFont(source, fontNumber=SC_INDEX)
    options = subset.Options()
    options.flavor = "woff"
    options.layout_features = ["*"]
    options.name_IDs = ["*"]  # keep the copyright and licence records
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=characters())
    subsetter.subset(font)
    font.flavor = "woff"
    font.save(target)
    return target.stat().st_size


if __name__ == "__main__":
    print(f"{TARGET.name}: {build()} bytes")
