"""SVG pictures of tiles, rows and hands: well-formed, font-free, findable by data-tile."""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import winning_hands

import mjcore.render as render
from mjcore.hand import Hand, Meld
from mjcore.notation import parse_hand
from mjcore.render import back_svg, faces, hand_svg, render_to_file, row_svg, tile_svg
from mjcore.render.model import Glyph, Group, glyphs
from mjcore.render.paths import parse_path, to_vertices
from mjcore.tiles import Tile

NS = "{http://www.w3.org/2000/svg}"
XLINK = "{http://www.w3.org/1999/xlink}href"
DATA = Path(render.__file__).parent / "data"
ALL: list[Tile | None] = [*Tile, None]


def code(tile: Tile | None) -> str:
    return "back" if tile is None else str(tile)


def parse(svg: str) -> ET.Element:
    root = ET.fromstring(svg)
    assert root.tag == f"{NS}svg"
    return root


def tile_groups(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(f"{NS}g") if "data-tile" in g.attrib]


def x_offset(g: ET.Element) -> float:
    match = re.fullmatch(r"translate\(([-\d.]+) 0\)", g.attrib["transform"])
    assert match, g.attrib["transform"]
    return float(match.group(1))


def has_outline(g: ET.Element) -> bool:
    return any(e.get("stroke") == faces.HIGHLIGHT for e in g.iter())


# -- single tiles ----------------------------------------------------------------------
@pytest.mark.parametrize("tile", ALL, ids=code)
def test_every_tile_is_standalone_font_free_svg(tile):
    svg = tile_svg(tile)
    root = parse(svg)
    assert root.get("viewBox") == "0 0 72 96"
    assert root.get("height") == "64" and root.get("width") == "48"
    assert root.find(f"{NS}title").text == code(tile)
    (g,) = tile_groups(root)
    assert g.get("data-tile") == code(tile)
    assert g.find(f"{NS}title").text == code(tile)
    # no text, no fonts: everything is outlines
    for bad in ("<text", "<tspan", "font-family", "font-face", "@import", "<image"):
        assert bad not in svg
    # every reference resolves inside the document
    ids = {e.get("id") for e in root.iter() if e.get("id")}
    refs = [e.get(XLINK) for e in root.iter(f"{NS}use")]
    assert refs, "a tile uses at least its body"
    assert all(ref.startswith("#") and ref[1:] in ids for ref in refs)


def test_distinct_tiles_give_distinct_pictures():
    pictures = [tile_svg(t) for t in ALL]
    assert len(set(pictures)) == len(ALL)
    # and not only by their titles
    bodies = {re.sub(r"<title>[^<]*</title>|aria-label=\"[^\"]*\"|data-tile=\"[^\"]*\"", "", p) for p in pictures}
    assert len(bodies) == len(ALL)


def test_face_down_and_back():
    assert tile_svg(None) == back_svg()
    assert tile_svg(Tile.P5, face_down=True) == back_svg()
    assert tile_svg(Tile.P5, face_down=True) != tile_svg(Tile.P5)
    assert back_svg(height=32) != back_svg()


def test_height_scales_the_picture():
    root = parse(tile_svg(Tile.M1, height=128))
    assert (root.get("width"), root.get("height")) == ("96", "128")
    assert root.get("viewBox") == parse(tile_svg(Tile.M1)).get("viewBox")


def test_tile_highlight():
    (plain,) = tile_groups(parse(tile_svg(Tile.S3)))
    (marked,) = tile_groups(parse(tile_svg(Tile.S3, highlight=True)))
    assert not has_outline(plain) and plain.get("data-highlight") is None
    assert has_outline(marked) and marked.get("data-highlight") == "true"


def test_jupyter_hooks_draw_pictures():
    hand = parse_hand("123m 456p EE [789s] {5555z} 1f")
    assert tile_groups(parse(Tile.P5._repr_svg_()))[0].get("data-tile") == "5p"
    assert len(tile_groups(parse(hand._repr_svg_()))) == 16
    assert len(tile_groups(parse(Meld.from_str("[789s]")._repr_svg_()))) == 3


# -- rows ------------------------------------------------------------------------------
def test_row_has_one_group_per_tile_in_order():
    tiles = [Tile.M1, None, Tile.RED, Tile.WINTER, Tile.M1]
    root = parse(row_svg(tiles))
    groups = tile_groups(root)
    assert [g.get("data-tile") for g in groups] == ["1m", "back", "7z", "8f", "1m"]
    xs = [x_offset(g) for g in groups]
    steps = {b - a for a, b in itertools.pairwise(xs)}
    assert steps == {faces.W}
    assert float(root.get("viewBox").split()[2]) == 5 * faces.W
    assert root.find(f"{NS}title").text == "1m back 7z 8f 1m"


def test_row_reuses_definitions():
    root = parse(row_svg([Tile.M5] * 4))
    defs = root.find(f"{NS}defs")
    ids = [e.get("id") for e in defs]
    assert len(ids) == len(set(ids))
    assert ids.count(next(i for i in ids if i.startswith("mjg"))) == 1


def test_row_highlight_marks_exactly_the_given_indices():
    tiles = list(Tile)[:9]
    groups = tile_groups(parse(row_svg(tiles, highlight=[0, 4, 8])))
    assert [i for i, g in enumerate(groups) if has_outline(g)] == [0, 4, 8]
    assert [i for i, g in enumerate(groups) if g.get("data-highlight")] == [0, 4, 8]
    assert not any(has_outline(g) for g in tile_groups(parse(row_svg(tiles))))


@settings(max_examples=60, deadline=None)
@given(
    st.lists(st.one_of(st.none(), st.sampled_from(list(Tile))), max_size=20),
    st.sets(st.integers(-2, 22)),
)
def test_any_row_is_well_formed(tiles, marked):
    groups = tile_groups(parse(row_svg(tiles, highlight=marked)))
    assert [g.get("data-tile") for g in groups] == [code(t) for t in tiles]
    assert {i for i, g in enumerate(groups) if has_outline(g)} == {i for i in marked if 0 <= i < len(tiles)}


# -- hands -----------------------------------------------------------------------------
def test_hand_groups_in_order_with_concealed_kong_and_gaps():
    root = parse(hand_svg(parse_hand("123m 456p EE [789s] {5555z} 1f")))
    groups = tile_groups(root)
    assert [g.get("data-tile") for g in groups] == (
        ["1m", "2m", "3m", "4p", "5p", "6p", "1z", "1z"]  # concealed, sorted
        + ["7s", "8s", "9s"]  # the claimed chow
        + ["back", "5z", "5z", "back"]  # the concealed kong, outer tiles face down
        + ["1f"]  # bonus tile
    )
    xs = [x_offset(g) for g in groups]
    steps = [b - a for a, b in itertools.pairwise(xs)]
    # indices of the steps that cross from one group to the next
    breaks = {7, 10, 14}
    inside = {s for i, s in enumerate(steps) if i not in breaks}
    between = [s for i, s in enumerate(steps) if i in breaks]
    assert inside == {faces.W}
    assert all(s > faces.W + 10 for s in between)
    assert root.find(f"{NS}title").text == str(parse_hand("123m 456p EE [789s] {5555z} 1f"))


def test_open_kong_is_face_up():
    hand = parse_hand("123m 456p 789p EE [5555s]")
    codes = [g.get("data-tile") for g in tile_groups(parse(hand_svg(hand)))]
    assert codes[-4:] == ["5s"] * 4 and "back" not in codes


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.large_base_example])
@given(winning_hands())
def test_any_hand_draws_all_its_tiles(hand: Hand):
    codes = [g.get("data-tile") for g in tile_groups(parse(hand_svg(hand)))]
    concealed_kongs = sum(1 for m in hand.melds if m.is_kong and not m.open)
    assert len(codes) == len(hand.concealed) + sum(len(m.tiles) for m in hand.melds) + len(hand.bonus)
    assert codes.count("back") == 2 * concealed_kongs
    assert codes[: len(hand.concealed)] == [str(t) for t in hand.concealed]


# -- files -----------------------------------------------------------------------------
def test_render_to_file_svg(tmp_path):
    hand = parse_hand("123m 456p EE [789s] {5555z} 1f")
    render_to_file(hand, tmp_path / "hand.svg")
    assert (tmp_path / "hand.svg").read_text(encoding="utf-8") == hand_svg(hand)
    render_to_file(Tile.EAST, str(tmp_path / "east.SVG"), height=100)
    assert parse((tmp_path / "east.SVG").read_text(encoding="utf-8")).get("height") == "100"
    render_to_file([Tile.M1, None], tmp_path / "row.svg")
    assert [g.get("data-tile") for g in tile_groups(parse((tmp_path / "row.svg").read_text()))] == ["1m", "back"]
    render_to_file(Meld.from_str("{5555m}"), tmp_path / "kong.svg")
    assert [g.get("data-tile") for g in tile_groups(parse((tmp_path / "kong.svg").read_text()))] == [
        "back",
        "5m",
        "5m",
        "back",
    ]


@pytest.mark.parametrize("name", ["hand.jpg", "hand", "hand.svg.txt", "hand.pdf"])
def test_render_to_file_rejects_other_formats(tmp_path, name):
    with pytest.raises(ValueError):
        render_to_file(Tile.P1, tmp_path / name)
    assert not (tmp_path / name).exists()


# -- glyph data ------------------------------------------------------------------------
def _shape_chars(shapes) -> set[str]:
    chars: set[str] = set()
    for shape in shapes:
        if isinstance(shape, Glyph):
            chars.add(shape.char)
        elif isinstance(shape, Group):
            chars |= _shape_chars(shape.shapes)
    return chars


def test_glyph_data_has_every_character_the_faces_need():
    data = glyphs()
    needed = set(faces.NEEDED_CHARS)
    assert needed <= set(data), sorted(needed - set(data))
    used = set().union(*(_shape_chars(faces.tile_shapes(t)) for t in Tile))
    assert used == needed  # the list of needed characters is the truth
    # each tile with an index draws it; dragons draw none
    for tile in Tile:
        chars = _shape_chars(faces.tile_shapes(tile))
        if tile.is_suited:
            assert str(tile.number) in chars
        elif tile.is_wind:
            assert "ESWN"[tile.number - 1] in chars
        elif tile.is_bonus:
            assert str(tile.seat) in chars
    # the extraction script lists the same characters
    script = (DATA / "extract_glyphs.py").read_text(encoding="utf-8")
    listed = set("".join(re.findall(r'^(?:CJK|LATIN)_CHARS = "([^"]+)"', script, re.M)))
    assert listed == set(data)


def test_glyph_data_is_small_clean_path_data():
    raw = json.loads((DATA / "glyphs.json").read_text(encoding="utf-8"))
    assert raw["em"] == 1000 and len(raw["glyphs"]) < 50
    assert (DATA / "glyphs.json").stat().st_size < 64_000
    for char, glyph in raw["glyphs"].items():
        assert re.fullmatch(r"[MLCQZ0-9 -]+", glyph["d"]), char
        commands = parse_path(glyph["d"])
        assert commands[0][0] == "M" and commands[-1][0] == "Z"
        x0, y0, x1, y1 = glyph["bbox"]
        assert 0 <= x0 < x1 <= glyph["adv"] + 50 and -100 <= y0 < y1 <= 1100
        # the outline's on-curve points lie in the ink box (control points may not)
        ends = [v[-2:] for _, v in commands if v]
        assert min(x for x, _ in ends) >= x0 - 1 and max(x for x, _ in ends) <= x1 + 1
        assert min(y for _, y in ends) >= y0 - 1 and max(y for _, y in ends) <= y1 + 1


def test_font_license_and_readme_are_shipped():
    license_text = (DATA / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in license_text and "Adobe" in license_text
    readme = (DATA / "README.md").read_text(encoding="utf-8")
    assert "Noto Serif CJK" in readme and "extract_glyphs.py" in readme


# -- path data parser ------------------------------------------------------------------
def test_path_parser_reads_absolute_and_relative_commands():
    assert parse_path("M10 10h5v5H10V12zm1,1l2-2") == [
        ("M", (10.0, 10.0)),
        ("L", (15.0, 10.0)),
        ("L", (15.0, 15.0)),
        ("L", (10.0, 15.0)),
        ("L", (10.0, 12.0)),
        ("Z", ()),
        ("M", (11.0, 11.0)),
        ("L", (13.0, 9.0)),
    ]
    assert parse_path("M0 0 1 1 2 0") == [("M", (0.0, 0.0)), ("L", (1.0, 1.0)), ("L", (2.0, 0.0))]
    assert parse_path("M1 1c1 1 2 2 3 3q1 0 1 1") == [
        ("M", (1.0, 1.0)),
        ("C", (2.0, 2.0, 3.0, 3.0, 4.0, 4.0)),
        ("Q", (5.0, 4.0, 5.0, 5.0)),
    ]
    vertices, codes = to_vertices("M0 0L1 0Q1 1 0 1C0 .5 0 .5 0 0Z")
    assert codes == [1, 2, 3, 3, 4, 4, 4, 79] and vertices[-1] == (0.0, 0.0)


@pytest.mark.parametrize("bad", ["M0 0A1 1 0 0 0 2 2", "M0 0L1", "10 10", "M0 0 L x"])
def test_path_parser_rejects_what_it_cannot_draw(bad):
    with pytest.raises(ValueError):
        parse_path(bad)


# -- no matplotlib for SVG -------------------------------------------------------------
def test_svg_does_not_import_matplotlib():
    code = (
        "import sys\n"
        "from mjcore.tiles import Tile\n"
        "from mjcore.render import hand_svg, tile_svg\n"
        "from mjcore.notation import parse_hand\n"
        "tile_svg(Tile.P5); hand_svg(parse_hand('123m 456p EE [789s] {5555z} 1f'))\n"
        "assert 'matplotlib' not in sys.modules, sorted(sys.modules)\n"
    )
    root = Path(render.__file__).parents[2]
    result = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
