"""Phone pictures (mjcore.render.bitmap): the tiles' pixels are the drawing's, the layout is
readable at 400 px display width (measured on the pictures), and the corner index can be left out."""

from __future__ import annotations

import io

import numpy as np
import pytest
from PIL import Image

from mjcore.notation import parse_hand, parse_tiles
from mjcore.render import bitmap, faces, phone_hand_png, phone_row_png, row_png, row_svg, tile_png, tile_svg
from mjcore.render.bitmap import BACKGROUND, HEIGHT, MARGIN, ROW_GAP, sheet_png, sheet_size, tile_bitmap
from mjcore.render.layout import GROUP_GAP, hand_rows, wrap
from mjcore.tiles import Tile

ALL: list[Tile | None] = [*Tile, None]
HAND14 = "1m2m3m4p5p6p7s8s9s1z1z9p9p9p"
#: What a phone shows a photo at (the issue's measure).
DISPLAY = 400


def code(tile: Tile | None) -> str:
    return "back" if tile is None else str(tile)


def decode(data: bytes) -> np.ndarray:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    im = Image.open(io.BytesIO(data))
    im.load()
    assert im.format == "PNG"
    return np.asarray(im.convert("RGB")).astype(int)


def on_background(data: bytes) -> np.ndarray:
    """A transparent PNG of the matplotlib back end laid on the phone pictures' background."""
    drawn = Image.open(io.BytesIO(data)).convert("RGBA")
    value = int(BACKGROUND[1:], 16)
    laid = Image.new("RGBA", drawn.size, (value >> 16, (value >> 8) & 255, value & 255, 255))
    laid.alpha_composite(drawn)
    return np.asarray(laid.convert("RGB")).astype(int)


def tile_boxes(rows, height: int = HEIGHT) -> list[tuple[int, int]]:
    """(left, top) of every tile of a sheet, in pixels, from the layout's constants."""
    scale = height / faces.H
    boxes = []
    for number, groups in enumerate(rows):
        x = 0.0
        for g, group in enumerate(groups):
            if g:
                x += GROUP_GAP
            for _ in group:
                boxes.append((round(MARGIN * scale) + round(x * scale), round(MARGIN * scale) + number * (height + round(ROW_GAP * scale))))
                x += faces.W
    return boxes


# -- the same pixels as the drawing ---------------------------------------------------------
#: One tile of each design: dots, bamboo (the bird too), characters, a wind, the dragons, bonus, the back.
SAMPLE: list[Tile | None] = [Tile.P1, Tile.P9, Tile.S1, Tile.S8, Tile.M5, Tile.EAST, Tile.WHITE, Tile.RED, Tile.SUMMER, None]


def check_drawings_pixels(tiles: list[Tile | None], index: bool) -> None:
    bitmap._BITMAPS.clear()
    assert bitmap.prerender(HEIGHT, index=index) == len(ALL)
    rows = [[row] for row in wrap(tiles)]
    picture = decode(sheet_png(rows, index=index))
    flat = [t for row in rows for group in row for t in group]
    width = round(faces.W * HEIGHT / faces.H)
    for tile, (left, top) in zip(flat, tile_boxes(rows)):
        drawn = on_background(tile_png(tile, height=HEIGHT, index=index))
        assert drawn.shape == (HEIGHT, width, 3)
        assert np.array_equal(picture[top : top + HEIGHT, left : left + width], drawn), code(tile)


@pytest.mark.parametrize("index", [True, False], ids=["index", "no-index"])
def test_the_tiles_of_a_sheet_are_the_drawings_pixels(index: bool) -> None:
    """Each tile pasted into a sheet is exactly what the PNG back end draws for it alone (the
    notebooks' SVG and this PNG are the one drawing model of mjcore.render.faces), also when
    the bitmaps were cut out of one row of every tile (prerender)."""
    check_drawings_pixels(SAMPLE, index)


@pytest.mark.slow
@pytest.mark.parametrize("index", [True, False], ids=["index", "no-index"])
def test_every_tile_of_a_sheet_is_the_drawings_pixels(index: bool) -> None:
    check_drawings_pixels(ALL, index)


def test_a_row_of_a_sheet_is_the_row_drawn_in_one_go() -> None:
    """Pasting bitmaps side by side gives the pixels of the whole row drawn at once by matplotlib."""
    tiles = parse_tiles(HAND14)
    picture = decode(phone_row_png(tiles))
    for number, row in enumerate(wrap(tiles)):
        drawn = on_background(row_png(row, height=HEIGHT))
        left, top = tile_boxes([[r] for r in wrap(tiles)])[7 * number]
        assert np.array_equal(picture[top : top + HEIGHT, left : left + drawn.shape[1]], drawn)


def test_the_margins_and_gaps_are_background() -> None:
    picture = decode(phone_row_png(parse_tiles(HAND14)))
    value = int(BACKGROUND[1:], 16)
    bg = np.array([value >> 16, (value >> 8) & 255, value & 255])
    assert (picture[:8] == bg).all() and (picture[-8:] == bg).all() and (picture[:, :8] == bg).all()
    assert (picture[8 + HEIGHT : 8 + HEIGHT + 14] == bg).all()  # between the two rows


def test_highlight_and_face_down_in_a_sheet() -> None:
    rows = [[[Tile.S1, None]]]
    picture = decode(sheet_png(rows, highlight=[1]))
    (l0, top), (l1, _) = tile_boxes(rows)
    assert np.array_equal(picture[top : top + HEIGHT, l1 : l1 + 72], np.asarray(tile_bitmap(None, highlight=True)).astype(int))
    assert np.array_equal(picture[top : top + HEIGHT, l0 : l0 + 72], np.asarray(tile_bitmap(Tile.S1)).astype(int))


# -- sizes ------------------------------------------------------------------------------------
def test_sheet_sizes() -> None:
    tiles = parse_tiles(HAND14)
    assert decode(phone_row_png(tiles)).shape[:2][::-1] == sheet_size([[r] for r in wrap(tiles)]) == (7 * 72 + 16, 2 * 96 + 14 + 16)
    assert decode(phone_row_png(tiles, height=128)).shape[:2] == (2 * 128 + 19 + 2 * 11, 7 * 96 + 2 * 11)
    assert decode(phone_row_png([])).shape[:2] == (96 + 16, 72 + 16)  # nothing to show: an empty tile's place
    with pytest.raises(ValueError, match="at least 8"):
        phone_row_png(tiles, height=4)


def test_hand_rows_set_the_melds_apart() -> None:
    hand = parse_hand("123m 456p 11z [789s] {5555z} 1f")
    rows = hand_rows(hand)
    assert [[len(g) for g in row] for row in rows] == [[4], [4], [3, 4], [1]]
    picture = decode(phone_hand_png(hand))
    assert picture.shape[1] == round(7 * 72 + GROUP_GAP) + 16  # the widest row: a chow and a kong, set apart
    # the concealed kong shows its outer tiles face down
    flat = [t for row in rows for group in row for t in group]
    assert flat[11] is None and flat[14] is None


# -- readable on a phone: measured on the pictures ---------------------------------------------
def runs(mask: np.ndarray) -> list[tuple[int, int]]:
    """(start, length) of each run of True."""
    out, start = [], None
    for i, v in enumerate([*mask.tolist(), False]):
        if v and start is None:
            start = i
        elif not v and start is not None:
            out.append((start, i - start))
            start = None
    return out


def measured(with_index: bytes, without_index: bytes) -> tuple[float, float, int]:
    """(narrowest tile width, shortest index height) at 400 px display width, and the tile count:
    tiles are the runs of columns that differ from the background across the first row's middle;
    an index is the rows where the picture with indices differs from the one without."""
    a, b = decode(with_index), decode(without_index)
    scale = DISPLAY / a.shape[1]
    value = int(BACKGROUND[1:], 16)
    bg = np.array([value >> 16, (value >> 8) & 255, value & 255])
    middle = 8 + HEIGHT // 2
    tiles = runs(np.abs(a[middle] - bg).sum(axis=1) > 30)
    heights = []
    for left, width in tiles:
        differs = (np.abs(a[:, left : left + width] - b[:, left : left + width]).max(axis=2) > 96).any(axis=1)
        found = runs(differs)
        if found:
            heights.append(max(n for _, n in found))
    return min(w for _, w in tiles) * scale, min(heights) * scale, len(tiles)


@pytest.mark.parametrize("tiles", [HAND14, "1m2m3m4m5m6m7m8m9m1z2z3z4z", "1s2s3s4s5s6s7s8s9s1p2p3p4p5p", "1f2f3f4f5f6f7f8f"])
def test_at_400_px_a_tile_is_40_px_wide_and_its_index_10_px_tall(tiles: str) -> None:
    row = parse_tiles(tiles)
    tile_width, index_height, count = measured(phone_row_png(row), phone_row_png(row, index=False))
    assert count == len(wrap(row)[0])
    assert tile_width >= 40, tile_width
    assert index_height >= 10, index_height


def test_the_old_single_row_fails_the_same_measure() -> None:
    """The measure can fail: the bot's former picture (14 tiles in one row) is far too small."""
    row = parse_tiles(HAND14)
    tile_width, index_height, count = measured(phone_row_png(row, per_row=14), phone_row_png(row, per_row=14, index=False))
    assert count == 14 and tile_width < 30 and index_height < 6


# -- without the index ---------------------------------------------------------------------------
@pytest.mark.parametrize("tile", [t for t in Tile if not t.is_dragon], ids=str)
def test_without_index_only_the_corner_changes(tile: Tile) -> None:
    a = np.asarray(tile_bitmap(tile)).astype(int)
    b = np.asarray(tile_bitmap(tile, index=False)).astype(int)
    ys, xs = np.nonzero(np.abs(a - b).max(axis=2))
    assert len(ys), "the index is gone"
    # within the index's box (INDEX_X, INDEX_Y, INDEX_H; an antialiased pixel beyond)
    assert xs.max() <= faces.INDEX_X + faces.INDEX_H + 2 and ys.max() <= faces.INDEX_Y + faces.INDEX_H + 1.5
    assert xs.min() >= faces.INDEX_X - 1.5 and ys.min() >= faces.INDEX_Y - 1.5


def test_dragons_have_no_index_anyway() -> None:
    for tile in (Tile.WHITE, Tile.GREEN, Tile.RED):
        assert tile_svg(tile) == tile_svg(tile, index=False).replace(' data-index="none"', "")
        assert tile_png(tile) == tile_png(tile, index=False)


def test_svg_without_index_leaves_out_the_index_glyph() -> None:
    from mjcore.render.svg import glyph_id

    with_index, without = row_svg([Tile.M5, Tile.EAST], index=True), row_svg([Tile.M5, Tile.EAST], index=False)
    assert glyph_id("5") in with_index and glyph_id("5") not in without
    assert glyph_id("E") in with_index and glyph_id("E") not in without
    assert glyph_id("五") in without and glyph_id("東") in without  # the faces stay
    assert without.count('data-index="none"') == 2 and 'data-index' not in with_index
    assert 'data-index' not in row_svg([None], index=False)  # a face-down tile has no index to hide


def test_encode_png_is_read_back_by_pillow() -> None:
    rng = np.random.default_rng(7)
    pixels = rng.integers(0, 256, (5, 9, 3), dtype=np.uint8)
    scanlines = np.concatenate([np.zeros((5, 1), np.uint8), pixels.reshape(5, 27)], axis=1)
    assert np.array_equal(decode(bitmap.encode_png(scanlines, 9)), pixels)
    with pytest.raises(ValueError, match="scanlines"):
        bitmap.encode_png(scanlines, 8)
