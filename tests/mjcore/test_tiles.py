"""Tiles: the 34 kinds and 8 bonus tiles, their categories, glyphs, names and text."""

from __future__ import annotations

import unicodedata

import pytest

from mjcore.errors import ParseError
from mjcore.tiles import (
    BACK_GLYPH,
    BONUS_TILES,
    DRAGONS,
    KINDS,
    ORPHANS,
    WINDS,
    Suit,
    Tile,
    tiles_str,
)

ALL_TILES = list(Tile)
T = Tile

_LANG_VARS = ("MJ_LANG", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def _no_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """Names depend on the default language: start every test from a clean environment (Russian)."""
    for var in _LANG_VARS:
        monkeypatch.delenv(var, raising=False)


# -- the set of tiles ----------------------------------------------------------------------
def test_there_are_42_tiles_with_values_0_to_41() -> None:
    assert len(ALL_TILES) == 42
    assert [int(t) for t in ALL_TILES] == list(range(42))


def test_kinds_and_bonus_tiles_constants() -> None:
    assert KINDS == tuple(Tile(i) for i in range(34))
    assert BONUS_TILES == tuple(Tile(i) for i in range(34, 42))
    assert set(KINDS).isdisjoint(BONUS_TILES)
    assert set(KINDS) | set(BONUS_TILES) == set(ALL_TILES)


EXPECTED_CODES = (
    [f"{n}m" for n in range(1, 10)]
    + [f"{n}p" for n in range(1, 10)]
    + [f"{n}s" for n in range(1, 10)]
    + [f"{n}z" for n in range(1, 8)]
    + [f"{n}f" for n in range(1, 9)]
)


def test_codes_in_tile_order() -> None:
    assert [str(t) for t in ALL_TILES] == EXPECTED_CODES


@pytest.mark.parametrize("tile", ALL_TILES, ids=str)
def test_str_round_trip(tile: Tile) -> None:
    assert Tile.from_str(str(tile)) is tile


@pytest.mark.parametrize("tile", ALL_TILES, ids=str)
def test_suit_number_round_trip(tile: Tile) -> None:
    assert Tile.of(tile.suit, tile.number) is tile
    assert Tile.of(tile.suit.letter, tile.number) is tile
    assert str(tile) == f"{tile.number}{tile.suit.letter}"


@pytest.mark.parametrize(
    ("tile", "suit", "number"),
    [
        (T.M1, Suit.CHARACTERS, 1),
        (T.M9, Suit.CHARACTERS, 9),
        (T.P1, Suit.DOTS, 1),
        (T.P5, Suit.DOTS, 5),
        (T.S1, Suit.BAMBOO, 1),
        (T.S9, Suit.BAMBOO, 9),
        (T.EAST, Suit.HONORS, 1),
        (T.NORTH, Suit.HONORS, 4),
        (T.WHITE, Suit.HONORS, 5),
        (T.GREEN, Suit.HONORS, 6),
        (T.RED, Suit.HONORS, 7),
        (T.PLUM, Suit.BONUS, 1),
        (T.BAMBOO, Suit.BONUS, 4),
        (T.SPRING, Suit.BONUS, 5),
        (T.WINTER, Suit.BONUS, 8),
    ],
)
def test_suit_and_number(tile: Tile, suit: Suit, number: int) -> None:
    assert tile.suit is suit
    assert tile.number == number


@pytest.mark.parametrize(
    ("suit", "count", "first"),
    [(Suit.CHARACTERS, 9, T.M1), (Suit.DOTS, 9, T.P1), (Suit.BAMBOO, 9, T.S1), (Suit.HONORS, 7, T.EAST), (Suit.BONUS, 8, T.PLUM)],
)
def test_suit_sizes(suit: Suit, count: int, first: Tile) -> None:
    members = [t for t in ALL_TILES if t.suit is suit]
    assert len(members) == count
    assert members[0] is first
    assert [t.number for t in members] == list(range(1, count + 1))


@pytest.mark.parametrize(("suit", "letter"), [(Suit.CHARACTERS, "m"), (Suit.DOTS, "p"), (Suit.BAMBOO, "s"), (Suit.HONORS, "z"), (Suit.BONUS, "f")])
def test_suit_letter(suit: Suit, letter: str) -> None:
    assert suit.letter == letter


@pytest.mark.parametrize(
    ("suit", "ru", "en"),
    [
        (Suit.CHARACTERS, "Символы", "Characters"),
        (Suit.DOTS, "Точки", "Dots"),
        (Suit.BAMBOO, "Бамбуки", "Bamboo"),
        (Suit.HONORS, "Благородные кости", "Honors"),
        (Suit.BONUS, "Бонусные кости", "Bonus tiles"),
    ],
)
def test_suit_full_name(suit: Suit, ru: str, en: str) -> None:
    assert suit.full_name("ru") == ru
    assert suit.full_name("en") == en
    assert suit.full_name() == ru  # default language without locale variables


# -- categories ----------------------------------------------------------------------------
def _having(prop: str) -> set[Tile]:
    return {t for t in ALL_TILES if getattr(t, prop)}


CATEGORIES = {
    "is_suited": set(range(27)),
    "is_honor": set(range(27, 34)),
    "is_wind": {27, 28, 29, 30},
    "is_dragon": {31, 32, 33},
    "is_terminal": {0, 8, 9, 17, 18, 26},
    "is_simple": {i for i in range(27) if i % 9 not in (0, 8)},
    "is_terminal_or_honor": {0, 8, 9, 17, 18, 26, *range(27, 34)},
    "is_bonus": set(range(34, 42)),
    "is_flower": {34, 35, 36, 37},
    "is_season": {38, 39, 40, 41},
}


@pytest.mark.parametrize("prop", CATEGORIES)
def test_category_exact_sets(prop: str) -> None:
    assert _having(prop) == {Tile(i) for i in CATEGORIES[prop]}


@pytest.mark.parametrize(
    ("prop", "count"),
    [
        ("is_suited", 27),
        ("is_honor", 7),
        ("is_wind", 4),
        ("is_dragon", 3),
        ("is_terminal", 6),
        ("is_simple", 21),
        ("is_terminal_or_honor", 13),
        ("is_bonus", 8),
        ("is_flower", 4),
        ("is_season", 4),
    ],
)
def test_category_counts(prop: str, count: int) -> None:
    assert len(_having(prop)) == count


def test_categories_by_name() -> None:
    assert _having("is_wind") == {T.EAST, T.SOUTH, T.WEST, T.NORTH} == set(WINDS)
    assert _having("is_dragon") == {T.WHITE, T.GREEN, T.RED} == set(DRAGONS)
    assert _having("is_terminal") == {T.M1, T.M9, T.P1, T.P9, T.S1, T.S9}
    assert _having("is_flower") == {T.PLUM, T.ORCHID, T.CHRYSANTHEMUM, T.BAMBOO}
    assert _having("is_season") == {T.SPRING, T.SUMMER, T.AUTUMN, T.WINTER}
    assert set(ORPHANS) == _having("is_terminal_or_honor")
    assert ORPHANS == tuple(sorted(ORPHANS))
    assert WINDS == (T.EAST, T.SOUTH, T.WEST, T.NORTH)
    assert DRAGONS == (T.WHITE, T.GREEN, T.RED)


@pytest.mark.parametrize("tile", ALL_TILES, ids=str)
def test_categories_partition(tile: Tile) -> None:
    # every tile is exactly one of suited / honor / bonus
    assert [tile.is_suited, tile.is_honor, tile.is_bonus].count(True) == 1
    if tile.is_suited:
        assert tile.is_terminal != tile.is_simple
        assert tile.is_simple == (2 <= tile.number <= 8)
    else:
        assert not tile.is_terminal and not tile.is_simple
    if tile.is_honor:
        assert tile.is_wind != tile.is_dragon
    if tile.is_bonus:
        assert tile.is_flower != tile.is_season
    assert tile.is_terminal_or_honor == (tile.is_terminal or tile.is_honor)


@pytest.mark.parametrize(
    ("tile", "seat"),
    [
        (T.PLUM, 1),
        (T.ORCHID, 2),
        (T.CHRYSANTHEMUM, 3),
        (T.BAMBOO, 4),
        (T.SPRING, 1),
        (T.SUMMER, 2),
        (T.AUTUMN, 3),
        (T.WINTER, 4),
    ],
    ids=str,
)
def test_bonus_seats(tile: Tile, seat: int) -> None:
    assert tile.seat == seat


@pytest.mark.parametrize(("code", "seat"), [("1f", 1), ("4f", 4), ("5f", 1), ("8f", 4)])
def test_bonus_seats_by_code(code: str, seat: int) -> None:
    assert Tile.from_str(code).seat == seat


@pytest.mark.parametrize("tile", KINDS, ids=str)
def test_tiles_of_play_have_no_seat(tile: Tile) -> None:
    assert tile.seat is None


# -- glyphs --------------------------------------------------------------------------------
def test_glyphs_distinct_and_in_block() -> None:
    glyphs = [t.glyph for t in ALL_TILES]
    assert len(set(glyphs)) == 42
    assert all(len(g) == 1 and 0x1F000 <= ord(g) <= 0x1F02B for g in glyphs)
    assert BACK_GLYPH == "\U0001f02b"
    assert BACK_GLYPH not in glyphs


@pytest.mark.parametrize(
    ("tile", "code_point"),
    [
        (T.EAST, 0x1F000),
        (T.SOUTH, 0x1F001),
        (T.WEST, 0x1F002),
        (T.NORTH, 0x1F003),
        (T.RED, 0x1F004),
        (T.GREEN, 0x1F005),
        (T.WHITE, 0x1F006),
        (T.M1, 0x1F007),
        (T.M9, 0x1F00F),
        (T.S1, 0x1F010),
        (T.S9, 0x1F018),
        (T.P1, 0x1F019),
        (T.P9, 0x1F021),
        (T.PLUM, 0x1F022),
        (T.WINTER, 0x1F029),
    ],
    ids=str,
)
def test_glyph_code_points(tile: Tile, code_point: int) -> None:
    assert ord(tile.glyph) == code_point


_NUMBER_WORDS = ["ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT", "NINE"]
_UNICODE_NAMES = (
    [f"MAHJONG TILE {w} OF CHARACTERS" for w in _NUMBER_WORDS]
    + [f"MAHJONG TILE {w} OF CIRCLES" for w in _NUMBER_WORDS]
    + [f"MAHJONG TILE {w} OF BAMBOOS" for w in _NUMBER_WORDS]
    + [f"MAHJONG TILE {w}" for w in ("EAST WIND", "SOUTH WIND", "WEST WIND", "NORTH WIND", "WHITE DRAGON", "GREEN DRAGON", "RED DRAGON")]
    + [f"MAHJONG TILE {w}" for w in ("PLUM", "ORCHID", "CHRYSANTHEMUM", "BAMBOO", "SPRING", "SUMMER", "AUTUMN", "WINTER")]
)


@pytest.mark.parametrize(("tile", "name"), list(zip(ALL_TILES, _UNICODE_NAMES, strict=True)), ids=[str(t) for t in ALL_TILES])
def test_glyph_is_the_unicode_character_of_that_tile(tile: Tile, name: str) -> None:
    assert unicodedata.name(tile.glyph) == name


# -- names ---------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("tile", "ru"),
    [
        (T.P1, "1 точка"),
        (T.P2, "2 точки"),
        (T.P4, "4 точки"),
        (T.P5, "5 точек"),
        (T.P9, "9 точек"),
        (T.S1, "1 бамбук"),
        (T.S3, "3 бамбука"),
        (T.S5, "5 бамбуков"),
        (T.S9, "9 бамбуков"),
        (T.M1, "1 символ"),
        (T.M4, "4 символа"),
        (T.M7, "7 символов"),
        (T.EAST, "Восточный ветер"),
        (T.SOUTH, "Южный ветер"),
        (T.WEST, "Западный ветер"),
        (T.NORTH, "Северный ветер"),
        (T.WHITE, "Белый дракон"),
        (T.GREEN, "Зелёный дракон"),
        (T.RED, "Красный дракон"),
        (T.PLUM, "Слива (цветок 1)"),
        (T.BAMBOO, "Бамбук (цветок 4)"),
        (T.SPRING, "Весна (сезон 1)"),
        (T.WINTER, "Зима (сезон 4)"),
    ],
    ids=str,
)
def test_russian_names(tile: Tile, ru: str) -> None:
    assert tile.full_name("ru") == ru


@pytest.mark.parametrize(
    ("suit", "forms"),
    [
        ("p", ["точка"] + ["точки"] * 3 + ["точек"] * 5),
        ("s", ["бамбук"] + ["бамбука"] * 3 + ["бамбуков"] * 5),
        ("m", ["символ"] + ["символа"] * 3 + ["символов"] * 5),
    ],
)
def test_russian_plural_forms_of_a_whole_suit(suit: str, forms: list[str]) -> None:
    assert [Tile.of(suit, n).full_name("ru") for n in range(1, 10)] == [f"{n} {w}" for n, w in zip(range(1, 10), forms)]


@pytest.mark.parametrize(
    ("tile", "en"),
    [
        (T.M1, "1 of Characters"),
        (T.P5, "5 of Dots"),
        (T.S9, "9 of Bamboo"),
        (T.EAST, "East wind"),
        (T.NORTH, "North wind"),
        (T.WHITE, "White dragon"),
        (T.GREEN, "Green dragon"),
        (T.RED, "Red dragon"),
        (T.PLUM, "Plum (flower 1)"),
        (T.ORCHID, "Orchid (flower 2)"),
        (T.CHRYSANTHEMUM, "Chrysanthemum (flower 3)"),
        (T.BAMBOO, "Bamboo (flower 4)"),
        (T.SPRING, "Spring (season 1)"),
        (T.SUMMER, "Summer (season 2)"),
        (T.AUTUMN, "Autumn (season 3)"),
        (T.WINTER, "Winter (season 4)"),
    ],
    ids=str,
)
def test_english_names(tile: Tile, en: str) -> None:
    assert tile.full_name("en") == en


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_names_distinct_and_non_empty(lang: str) -> None:
    names = [t.full_name(lang) for t in ALL_TILES]
    assert all(n.strip() == n and n for n in names)
    assert len(set(names)) == 42


def test_name_default_language_follows_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    assert T.P5.full_name() == "5 точек"
    monkeypatch.setenv("MJ_LANG", "en")
    assert T.P5.full_name() == "5 of Dots"
    assert T.P5.full_name("ru") == "5 точек"  # an explicit language wins


# -- construction --------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("suit", "number", "tile"),
    [("m", 1, T.M1), ("p", 9, T.P9), ("s", 1, T.S1), ("z", 5, T.WHITE), ("z", 7, T.RED), ("f", 1, T.PLUM), ("f", 8, T.WINTER), (Suit.HONORS, 1, T.EAST), (Suit.BAMBOO, 5, T.S5)],
)
def test_of(suit: Suit | str, number: int, tile: Tile) -> None:
    assert Tile.of(suit, number) is tile


@pytest.mark.parametrize(("suit", "number"), [("m", 0), ("m", 10), ("p", -1), ("s", 10), ("z", 0), ("z", 8), ("z", 9), ("f", 0), ("f", 9)])
def test_of_out_of_range(suit: str, number: int) -> None:
    with pytest.raises(ValueError, match=f"no tile {number}{suit}"):
        Tile.of(suit, number)


@pytest.mark.parametrize(
    ("text", "tile"),
    [
        ("E", T.EAST),
        ("S", T.SOUTH),
        ("W", T.WEST),
        ("N", T.NORTH),
        ("P", T.WHITE),
        ("F", T.GREEN),
        ("C", T.RED),
        (" 5p ", T.P5),
        ("1f", T.PLUM),
    ],
)
def test_from_str_aliases_and_spaces(text: str, tile: Tile) -> None:
    assert Tile.from_str(text) is tile


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("5p5p", "parse.not_one_tile"),
        ("55p", "parse.not_one_tile"),
        ("EE", "parse.not_one_tile"),
        ("", "parse.empty"),
        ("  ", "parse.empty"),
        ("[5p]", "parse.melds_not_allowed"),
        ("5x", "parse.unknown_suit"),
        ("p", "parse.unexpected"),
        ("0p", "parse.bad_number"),
        ("5", "parse.no_suit"),
    ],
)
def test_from_str_errors(text: str, code: str) -> None:
    with pytest.raises(ParseError) as info:
        Tile.from_str(text)
    assert info.value.code == code


def test_from_str_not_one_tile_message() -> None:
    with pytest.raises(ParseError) as info:
        Tile.from_str("5p5p")
    assert info.value.message("en") == "'5p5p' is not exactly one tile"
    assert info.value.message("ru") == "'5p5p' — это не одна кость"


# -- text forms ----------------------------------------------------------------------------
@pytest.mark.parametrize(("tile", "text"), [(T.P5, "Tile.P5"), (T.M1, "Tile.M1"), (T.EAST, "Tile.EAST"), (T.RED, "Tile.RED"), (T.WINTER, "Tile.WINTER")])
def test_repr(tile: Tile, text: str) -> None:
    assert repr(tile) == text
    assert eval(repr(tile), {"Tile": Tile}) is tile


def test_format_uses_the_code() -> None:
    assert f"{T.P5}" == "5p"
    assert f"{T.P5:>4}|{T.RED:<3}|" == "  5p|7z |"
    assert f"{T.EAST}" == "1z"


def test_tiles_index_count_arrays() -> None:
    counts = [0] * 34
    counts[T.RED] += 1
    assert counts[33] == 1
    assert T.P5 == 13 and T.P5 + 1 == T.P6


@pytest.mark.parametrize(
    ("tiles", "text"),
    [
        ([T.M1, T.M2, T.P5, T.EAST], "12m5p1z"),
        ([], ""),
        ([T.RED], "7z"),
        ([T.M1, T.P1, T.M2], "1m1p2m"),  # order kept: runs are not merged across suits
        ([T.S9, T.S1, T.S5], "915s"),  # nor sorted
        ([T.EAST, T.EAST, T.RED, T.PLUM, T.WINTER], "117z18f"),
        (KINDS, "123456789m123456789p123456789s1234567z"),
        ((t for t in [T.P1, T.P2]), "12p"),  # any iterable
    ],
)
def test_tiles_str(tiles: object, text: str) -> None:
    assert tiles_str(tiles) == text
