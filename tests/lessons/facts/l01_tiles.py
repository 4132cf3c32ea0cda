"""Lesson 1, the tiles: the set's counts, the seats of the bonus tiles and what each system gives
them (the scorers'), the notation's example."""

from __future__ import annotations

from mjcore.game.rules import MCR4
from mjcore.notation import parse_tiles
from mjcore.tiles import Tile

from . import Fact, numbering
from .common import BONUS, KINDS, bird, bonus_gain, copies, items, seat_numbers, suit_numbers

_suited = [t for t in KINDS if t.is_suited]
_seats = seat_numbers()
_example = [t.number for t in parse_tiles("123m")]

FACTS = [
    *numbering("01_tiles"),
    Fact("full_set", r"\*\*(\d+) кости\*\*", r"\*\*(\d+) tiles\*\*", MCR4.tile_count),
    Fact("highest_number", r"три масти по (\d) номеров", r"numbered \d to (\d),", suit_numbers()[-1]),
    Fact("lowest_number", "", r"numbered (\d) to \d,", suit_numbers()[0]),
    Fact("copies", r"по (\d) экземпляра", "", copies()),
    Fact("suit_tiles", r"\((\d+) костей\)", r"\((\d+) tiles\)", copies() * len(_suited)),
    Fact("winds", r"(\d) ветра", r"the (\d) winds", sum(1 for t in KINDS if t.is_wind)),
    Fact("dragons", r"(\d) дракона", r"(\d) dragons", sum(1 for t in KINDS if t.is_dragon)),
    Fact("honor_tiles", r"\((\d+) благородных", r"\((\d+) honor tiles\)", copies() * sum(1 for t in KINDS if t.is_honor)),
    Fact("bonus_tiles", r"и (\d) бонусных костей", r"and (\d) bonus tiles", len(BONUS)),
    Fact("riichi_set", r"играют (\d+) костями", r"with (\d+)\.", MCR4.with_options(flowers=False).tile_count),
    Fact("bird", "", r"The (\d) of Bamboo", bird()),
    Fact("seat_first", r"\((\d)–\d\) — это номер места", r"\((\d)–\d\) is a seat", min(_seats.values())),
    Fact("seat_last", r"\(\d–(\d)\) — это номер места", r"\(\d–(\d)\) is a seat", max(_seats.values())),
    Fact("east", r"Восток (\d),", r"East (\d),", _seats[Tile.EAST]),
    Fact("south", r"Юг (\d),", r"South (\d),", _seats[Tile.SOUTH]),
    Fact("west", r"Запад (\d),", r"West (\d),", _seats[Tile.WEST]),
    Fact("north", r"Север (\d)\.", r"North (\d)\.", _seats[Tile.NORTH]),
    Fact("mcr_bonus", r"каждая бонусная кость стоит (\d) очко", r"every bonus tile is worth (\d) point",
         bonus_gain("mcr", "1f 6f") // 2),
    Fact("hk_own", r"«своя» бонусная кость стоит (\d) фан", r"own seat is worth (\d) fan", items("hk", "123m 456p 789s 234s 55z 1f")["hk.own_flower"]),
    Fact("hk_none", r"без бонусных костей — тоже (\d) фан", r"without any is worth (\d) fan", items("hk")["hk.no_bonus"]),
    Fact("example_first", r"это (\d), \d и \d Символов", r"is the (\d), \d and \d of Characters", _example[0]),
    Fact("example_second", r"это \d, (\d) и \d Символов", r"is the \d, (\d) and \d of Characters", _example[1]),
    Fact("example_third", r"это \d, \d и (\d) Символов", r"is the \d, \d and (\d) of Characters", _example[2]),
]

NOT_CLAIMS: list[tuple[str, str, str]] = []
