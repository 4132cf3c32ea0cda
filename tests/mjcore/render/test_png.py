"""PNG pictures (matplotlib Agg): valid, sized by height, deterministic, the right colours."""

from __future__ import annotations

import io

import pytest

pytest.importorskip("matplotlib")
Image = pytest.importorskip("PIL.Image")

from mjcore.notation import parse_hand  # noqa: E402
from mjcore.render import faces, hand_png, render_to_file, row_png, tile_png  # noqa: E402
from mjcore.render.layout import GROUP_GAP  # noqa: E402
from mjcore.tiles import Tile  # noqa: E402

HAND = "123m 456p EE [789s] {5555z} 1f"


def image(data: bytes):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    im = Image.open(io.BytesIO(data))
    im.load()
    assert im.format == "PNG"
    return im.convert("RGBA")


def pixels(im) -> list[tuple[int, int, int, int]]:
    """RGBA pixels, row by row."""
    data = im.convert("RGBA").tobytes()
    return [tuple(data[i : i + 4]) for i in range(0, len(data), 4)]


def rgb(colour: str) -> tuple[int, int, int]:
    v = int(colour[1:], 16)
    return v >> 16, (v >> 8) & 255, v & 255


def near(pixel, colour: str, tolerance: int = 40) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel[:3], rgb(colour)))


def middle(im, fraction: float = 0.5):
    """The pixels of the central part of the picture."""
    w, h = im.size
    dx, dy = w * (1 - fraction) / 2, h * (1 - fraction) / 2
    return pixels(im.crop((round(dx), round(dy), round(w - dx), round(h - dy))))


@pytest.mark.parametrize("height", [32, 64, 128, 200])
def test_tile_png_size_follows_height(height):
    im = image(tile_png(Tile.P5, height=height))
    assert im.size == (round(faces.W / faces.H * height), height)


def test_row_and_hand_png_sizes():
    assert image(row_png([Tile.M1] * 5, height=96)).size == (5 * 72, 96)
    hand = parse_hand(HAND)
    # 16 tiles in 4 groups: concealed, chow, kong, bonus
    width = (16 * faces.W + 3 * GROUP_GAP) * 128 / faces.H
    assert image(hand_png(hand)).size == (round(width), 128)


def test_png_is_deterministic():
    hand = parse_hand(HAND)
    assert hand_png(hand) == hand_png(hand)
    assert tile_png(Tile.RED, height=64) == tile_png(Tile.RED, height=64)
    assert row_png([Tile.S1, None], highlight=[1]) == row_png([Tile.S1, None], highlight=[1])
    assert b"Software" not in tile_png(Tile.RED) and b"tIME" not in tile_png(Tile.RED)


def test_red_dragon_is_red_in_the_middle():
    centre = middle(image(tile_png(Tile.RED)))
    red = [p for p in centre if p[0] > 150 and p[1] < 90 and p[2] < 90]
    assert len(red) > 0.08 * len(centre)


def test_green_dragon_is_green_and_white_dragon_blue():
    green = middle(image(tile_png(Tile.GREEN)))
    assert sum(1 for p in green if p[1] > p[0] + 50 and p[1] > p[2] + 30) > 0.08 * len(green)
    white = pixels(image(tile_png(Tile.WHITE)))
    assert sum(1 for p in white if near(p, faces.BLUE, 30)) > 200


def test_five_dots_are_not_blank_ivory():
    centre = middle(image(tile_png(Tile.P5)), 0.6)
    ivory = [p for p in centre if near(p, faces.IVORY, 20)]
    assert len(ivory) < 0.8 * len(centre)
    assert any(near(p, faces.BLUE, 30) for p in centre)
    assert any(near(p, faces.RED, 30) for p in centre)
    # a face-up tile is mostly ivory outside its design
    blank = image(tile_png(Tile.WHITE))
    assert sum(1 for p in pixels(blank) if near(p, faces.IVORY, 20)) > 0.4 * blank.size[0] * blank.size[1]


def test_face_down_tile_is_mostly_the_back_colour():
    im = image(tile_png(None))
    all_pixels = pixels(im)
    back = [p for p in all_pixels if near(p, faces.BACK, 30)]
    assert len(back) > 0.5 * len(all_pixels)
    assert image(tile_png(Tile.P5, face_down=True)).tobytes() == im.tobytes()
    # and a face-up tile is not
    face_up = pixels(image(tile_png(Tile.P5)))
    assert sum(1 for p in face_up if near(p, faces.BACK, 30)) < 0.2 * len(face_up)


def test_transparent_around_the_tile():
    im = image(tile_png(Tile.EAST))
    w, h = im.size
    assert im.getpixel((0, 0))[3] == 0 and im.getpixel((w - 1, 0))[3] == 0
    assert im.getpixel((w // 2, h // 2))[3] == 255


def test_highlight_draws_an_outline():
    plain = image(row_png([Tile.P1, Tile.P2]))
    marked = image(row_png([Tile.P1, Tile.P2], highlight=[1]))
    w = plain.size[0]

    def orange(im, left: int, right: int) -> int:
        return sum(
            1 for p in pixels(im.crop((left, 0, right, im.size[1]))) if near(p, faces.HIGHLIGHT, 40) and p[3] > 200
        )

    assert orange(plain, 0, w) == 0
    assert orange(marked, 0, w // 2 - 4) == 0
    assert orange(marked, w // 2, w) > 100


def test_hand_png_shows_the_concealed_kong_backs():
    im = image(hand_png(parse_hand(HAND), height=96))
    scale = 96 / faces.H
    # the kong starts after 8 + 3 tiles and 2 gaps; its first tile is face down
    x = (11 * faces.W + 2 * GROUP_GAP + faces.W / 2) * scale
    column = [im.getpixel((round(x), y)) for y in range(20, 70)]
    assert sum(1 for p in column if near(p, faces.BACK, 30)) > 40
    x_second = x + faces.W * scale
    column = [im.getpixel((round(x_second), y)) for y in range(20, 70)]
    assert sum(1 for p in column if near(p, faces.BACK, 30)) < 10


def test_render_to_file_png(tmp_path):
    hand = parse_hand(HAND)
    render_to_file(hand, tmp_path / "hand.png")
    assert (tmp_path / "hand.png").read_bytes() == hand_png(hand)
    render_to_file(Tile.P5, tmp_path / "p5.PNG", height=40)
    assert image((tmp_path / "p5.PNG").read_bytes()).size == (30, 40)
    render_to_file([Tile.M1, Tile.M2], tmp_path / "row.png")
    assert image((tmp_path / "row.png").read_bytes()).size == (192, 128)
    with pytest.raises(ValueError):
        render_to_file(hand, tmp_path / "hand.jpg")


def test_too_small_height_is_refused():
    with pytest.raises(ValueError):
        tile_png(Tile.P5, height=2)
