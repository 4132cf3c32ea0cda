"""A picture as a value (mjcore.render.scene): SVG and PNG of the same items, pixels where promised."""

from __future__ import annotations

import io
import pickle
import xml.etree.ElementTree as ET

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from mjcore.render import bitmap
from mjcore.render.scene import BACKGROUND, Box, Label, Scene, TileItem, text_width
from mjcore.tiles import Tile

SVG = "{http://www.w3.org/2000/svg}"


def pixels(scene: Scene, scale: float = 2) -> np.ndarray:
    image = Image.open(io.BytesIO(scene.png(scale)))
    assert image.mode == "RGB"
    return np.asarray(image)


def rgb(colour: str) -> tuple[int, int, int]:
    value = int(colour[1:], 16)
    return (value >> 16, (value >> 8) & 255, value & 255)


def tile_groups(svg: str) -> list[ET.Element]:
    return [g for g in ET.fromstring(svg).iter(f"{SVG}g") if "data-tile" in g.attrib]


# -- strategies ----------------------------------------------------------------------------------
coords = st.floats(min_value=-40, max_value=440, allow_nan=False, allow_infinity=False)
colours = st.sampled_from(["#ffe9a8", "#d2dde6", "#ffffff", "#1b1b2b", "#c8202a"])
tile_items = st.builds(
    TileItem, x=coords, y=coords, height=st.sampled_from([24.0, 28.0, 36.0, 40.0, 64.0]),
    tile=st.one_of(st.none(), st.sampled_from(list(Tile))), mark=st.booleans(), dim=st.booleans(),
    index=st.booleans(), area=st.sampled_from(["", "river-1", "hand-0"]),
)
labels = st.builds(
    Label, x=coords, y=coords, text=st.text(alphabet="абвгдеёжзиклмнопрстуфхцчшщьыъэюяABCxyz0123 ·<>&\"'▶—…", max_size=20),
    size=st.sampled_from([10.0, 12.0, 13.0, 16.0]), bold=st.booleans(), colour=colours,
    anchor=st.sampled_from(["start", "middle", "end"]),
)
boxes = st.builds(
    Box, x=coords, y=coords, width=st.floats(0.5, 420), height=st.floats(0.5, 200), fill=st.one_of(st.none(), colours),
    radius=st.floats(0, 12), stroke=st.one_of(st.none(), colours), stroke_width=st.floats(0.5, 3),
)
scenes = st.builds(
    Scene, width=st.floats(20, 420), height=st.floats(20, 300),
    items=st.lists(st.one_of(tile_items, labels, boxes), max_size=12).map(tuple),
    title=st.text(alphabet="стол table<&", max_size=10),
)


@settings(max_examples=40, deadline=None)
@given(scenes)
def test_any_scene_is_well_formed_svg_a_png_of_its_size_and_pickles(scene: Scene) -> None:
    svg = scene.svg()
    root = ET.fromstring(svg)  # well-formed XML, whatever the texts hold
    assert root.tag == f"{SVG}svg"
    assert float(root.attrib["width"]) == pytest.approx(scene.width, abs=0.01)
    groups = tile_groups(svg)
    assert len(groups) == len(scene.tiles())
    assert [g.attrib["data-tile"] for g in groups] == ["back" if t.tile is None else str(t.tile) for t in scene.tiles()]
    assert sum(g.attrib.get("data-highlight") == "true" for g in groups) == sum(t.mark for t in scene.tiles())
    texts = [t.text or "" for t in root.iter(f"{SVG}text")]
    assert texts == [i.text for i in scene.items if isinstance(i, Label)]
    for scale in (1, 2):
        image = Image.open(io.BytesIO(scene.png(scale)))
        assert image.size == (max(1, round(scene.width * scale)), max(1, round(scene.height * scale)))
    again = pickle.loads(pickle.dumps(scene))
    assert again == scene and again.svg() == svg


def test_tiles_are_the_cached_bitmaps_pasted_where_the_items_say() -> None:
    scene = Scene(200, 100, (TileItem(10, 20, 40, Tile.P5), TileItem(60.5, 30, 40, None), TileItem(100, 10, 64, Tile.M1, mark=True)))
    page = pixels(scene)
    for item in scene.tiles():
        drawn = np.asarray(bitmap.tile_bitmap(item.tile, round(item.height * 2), highlight=item.mark))
        left, top = round(item.x * 2), round(item.y * 2)
        assert np.array_equal(page[top : top + drawn.shape[0], left : left + drawn.shape[1]], drawn)
    # nothing else was painted: outside the tiles the page is the background
    assert tuple(page[0, 0]) == tuple(page[-1, -1]) == rgb(BACKGROUND)
    assert tuple(page[190, 10]) == rgb(BACKGROUND)


def test_a_marked_tile_is_outlined_and_a_dim_one_paler() -> None:
    plain = pixels(Scene(40, 50, (TileItem(5, 5, 40, Tile.S3),)))
    marked = pixels(Scene(40, 50, (TileItem(5, 5, 40, Tile.S3, mark=True),)))
    dim = pixels(Scene(40, 50, (TileItem(5, 5, 40, Tile.S3, dim=True),)))
    assert not np.array_equal(plain, marked)
    orange = np.array(rgb("#ff8c00"))
    assert (np.abs(marked.astype(int) - orange).sum(axis=2) < 60).sum() > 50  # the outline is there
    assert (np.abs(plain.astype(int) - orange).sum(axis=2) < 60).sum() == 0
    background = np.array(rgb(BACKGROUND))
    assert np.abs(dim.astype(int) - background).sum() < np.abs(plain.astype(int) - background).sum() * 0.6


def test_tiles_and_labels_on_a_box_are_laid_on_its_colour() -> None:
    band = "#ffe9a8"
    scene = Scene(120, 80, (Box(0, 0, 120, 80, band, radius=8), TileItem(10, 10, 40, Tile.EAST), Label(60, 40, "ход", 14)))
    page = pixels(scene)
    assert tuple(page[80, 120]) == rgb(band)  # the middle of the box
    assert tuple(page[0, 0]) == rgb(BACKGROUND)  # a rounded corner leaves the page's colour
    drawn = np.asarray(bitmap.tile_bitmap(Tile.EAST, 80, background=band))
    assert np.array_equal(page[20 : 20 + 80, 20 : 20 + 60], drawn)
    # the label's pixels around its letters are the band's, not the page's
    around = page[40:90, 115:200].reshape(-1, 3)
    assert not any(tuple(p) == rgb(BACKGROUND) for p in around)


def test_a_box_outline_is_drawn_inside_the_box() -> None:
    page = pixels(Scene(50, 50, (Box(10, 10, 30, 30, None, stroke="#c8202a", stroke_width=2),)), scale=1)
    assert tuple(page[10, 25]) == rgb("#c8202a") and tuple(page[25, 25]) == rgb(BACKGROUND)
    assert tuple(page[9, 25]) == rgb(BACKGROUND)
    svg = Scene(50, 50, (Box(10, 10, 30, 30, None, stroke="#c8202a", stroke_width=2),)).svg()
    rect = next(r for r in ET.fromstring(svg).iter(f"{SVG}rect") if r.attrib.get("stroke"))
    assert float(rect.attrib["x"]) == 11 and rect.attrib["fill"] == "none"


@pytest.mark.parametrize("text", ["Маджонг — компьютер: +24 очка", "Mahjong — you: +8 points", "ёжик ЖЁЛТЫЙ"])
def test_labels_are_drawn_in_dejavu_where_anchored(text: str) -> None:
    for anchor in ("start", "middle", "end"):
        x = {"start": 10.0, "middle": 200.0, "end": 390.0}[anchor]
        page = pixels(Scene(400, 30, (Label(x, 20, text, 13, colour="#000000", anchor=anchor),)), scale=1)
        ink = np.argwhere(page.sum(axis=2) < 300)
        assert len(ink) > 100
        width = text_width(text, 13)
        left, right = ink[:, 1].min(), ink[:, 1].max()
        assert right - left == pytest.approx(width, abs=4)
        start = {"start": x, "middle": x - width / 2, "end": x - width}[anchor]
        assert left == pytest.approx(start, abs=3)
        assert ink[:, 0].max() <= 22  # on the baseline (a descender or two below it)


def test_bold_text_is_wider_and_size_scales_the_width() -> None:
    assert text_width("счёт 25", 13, bold=True) > text_width("счёт 25", 13)
    assert text_width("счёт 25", 26) == pytest.approx(2 * text_width("счёт 25", 13), rel=0.02)
    assert text_width("", 13) == 0


def test_svg_writes_tiles_areas_titles_and_escaped_text() -> None:
    scene = Scene(100, 60, (TileItem(0, 0, 40, Tile.P5, area="river-1", title="5 монет"), TileItem(30, 0, 40, None, dim=True),
                            Label(5, 55, "a < b & c", bold=True, anchor="middle")), title="стол <1>")
    root = ET.fromstring(scene.svg())
    first, second = tile_groups(scene.svg())
    assert first.attrib["data-area"] == "river-1" and first.findtext(f"{SVG}title") == "5 монет"
    assert second.attrib["data-tile"] == "back" and second.attrib["opacity"] == "0.45" and "data-area" not in second.attrib
    text = root.find(f".//{SVG}text")
    assert text is not None and text.text == "a < b & c" and text.attrib["font-weight"] == "bold"
    assert text.attrib["text-anchor"] == "middle"
    assert root.findtext(f"{SVG}title") == "стол <1>"
    assert "sans-serif" in root.attrib["font-family"]


def test_scene_refuses_an_empty_size_and_a_bad_scale() -> None:
    with pytest.raises(ValueError):
        Scene(0, 10, ())
    with pytest.raises(ValueError):
        Scene(10, 10, ()).png(0)


def test_items_partly_off_the_page_are_cut() -> None:
    scene = Scene(50, 40, (TileItem(-10, -10, 40, Tile.RED), TileItem(40, 20, 64, Tile.WHITE), Label(45, 10, "далеко за краем"),
                           Box(-5, 30, 100, 40, "#c8202a", radius=4)))
    assert Image.open(io.BytesIO(scene.png())).size == (100, 80)


def test_a_warm_picture_takes_milliseconds() -> None:
    import time

    items = tuple(TileItem(6 + 30 * (k % 12), 40 + 43 * (k // 12), 40, Tile(k % 42), mark=k == 5) for k in range(100))
    scene = Scene(400, 800, items + (Label(6, 20, "Сдача 1 · ветер раунда Восток", 12), Box(0, 30, 400, 1, "#c5d0da")))
    scene.png()
    started = time.perf_counter()
    for _ in range(5):
        scene.png()
    assert (time.perf_counter() - started) / 5 < 0.05  # a few milliseconds; generous for a busy machine


def test_the_svg_and_the_layout_need_neither_numpy_nor_pillow() -> None:
    """The site's Python (Pyodide) has no numpy or Pillow: the table's SVG must not import them."""
    import subprocess
    import sys

    code = ("import sys; sys.modules['numpy'] = None; sys.modules['PIL'] = None\n"
            "from mjcore.game import new_game, view\n"
            "from mjcore.game.picture import table_scene\n"
            "svg = table_scene(view(new_game('mcr', seed=2), 0), ['you', 'a', 'b', 'c'], 'en').svg()\n"
            "assert svg.startswith('<svg ') and 'data-tile' in svg\n")
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert found.returncode == 0, found.stderr


@pytest.mark.parametrize("bold", [False, True])
def test_text_widths_from_the_table_match_the_font(bold: bool) -> None:
    from PIL import ImageFont

    from mjcore.render.raster import font_path

    font = ImageFont.truetype(font_path(bold), 400)
    for text in ("компьютер · Запад · счёт 25", "▶ you · East · dealer", "Раздача 3 · в стене 83 кости", "—…«»"):
        assert abs(text_width(text, 10, bold) - font.getlength(text) / 40) < 0.01 * text_width(text, 10, bold) + 0.5
