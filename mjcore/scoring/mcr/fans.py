"""The 81 fans of Chinese Official as 82 table rows (seed ``000``, lines 727-808).

One row per fan: the seed's number (57А and 57Б are the seed's two kong fans under one
number, hence 82 rows), the stable key, the points, the Chinese name exactly as the reference calculator
prints it, the English and Russian names (Russian from the seed table), the seed line and
description, the reason templates, the fans it excludes, and a small ``find`` function.

``level`` says what ``find`` looks at, and so when the scorer calls it:

``hand``
    the tiles and declared melds, the same in every reading: ``find(h) -> [(scope, tiles)]``;
``way``
    how the hand was won (the win context): ``find(h)`` as well;
``sets``
    one decomposition: ``find(d) -> [(scope, tiles)]`` (``d.h`` is the hand);
``chows2`` .. ``pungs4``
    a combination of 2, 3 or 4 chows (pungs): ``find(*tiles) -> bool`` on the lowest tiles
    of the sets (tile indices 0-33, sorted); the combination principles of
    :mod:`mjcore.scoring.mcr.engine` choose which combinations count;
``reading``
    the sets and where the winning tile went (concealed pungs, waits): computed by the engine.

A level may name, after a colon, a precondition: an attribute of the hand (``kongs``,
``has_honors``, ``suited_only``, ``self_drawn``, ``discard``) or of the decomposition (``pungs``,
``chows``, ``four_chows``, ``standard``, ``special``, ``knitted``) that must be true for the
fan to be possible at all (``"hand:kongs"``): the scorer then skips ``find`` cheaply.

A *scope* is a bit mask of what made the fan: bits 0-3 the sets (in decomposition order,
declared melds first), bit 4 the pair, bit 5 the knitted tiles (or every tile of a special
shape), bit 6 the way of winning. ``excludes`` lists the fans not counted when this one
is (the rules' 不计): a plain key drops every occurrence, ``key@`` only occurrences made
of this fan's own sets, ``key:1`` only one occurrence.

>>> FANS_BY_KEY["mcr.big_four_winds"].zh, FANS_BY_KEY["mcr.edge_wait"].zh, len(FANS)
('大四喜', '独听・边张', 82)
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from mjcore.decompose import Shape
from mjcore.notation import parse_tiles
from mjcore.tiles import KINDS, Tile

# -- scopes ---------------------------------------------------------------------------------
PAIR = 1 << 4
KNIT = 1 << 5
TILES = (1 << 6) - 1  # every set, the pair and the knitted/special tiles: the whole hand
WAY = 1 << 6
ALL = TILES | WAY

# -- tile classes ----------------------------------------------------------------------------
def kinds_where(kind: Callable[[Tile], bool]) -> frozenset[int]:
    """The tile kinds of ``kind`` (a test of a :class:`~mjcore.tiles.Tile`, as
    :meth:`Situation.pungs_of <mjcore.scoring.base.Situation.pungs_of>` takes), held as tile
    indices 0-33: the engine's layers hold indices, which hash without a Python call.

    >>> sorted(map(Tile, kinds_where(lambda t: t.is_terminal)))
    [Tile.M1, Tile.M9, Tile.P1, Tile.P9, Tile.S1, Tile.S9]
    """
    return frozenset(int(t) for t in KINDS if kind(t))


def kinds_of(text: str) -> frozenset[int]:
    """The tile kinds written in ``text`` (MPSZ notation), as tile indices.

    >>> sorted(kinds_of("5z19m")) == [Tile.M1, Tile.M9, Tile.WHITE]
    True
    """
    return frozenset(int(t) for t in parse_tiles(text))


TERMINALS = kinds_where(lambda t: t.is_terminal)
HONORS = kinds_where(lambda t: t.is_honor)
OUTSIDE = kinds_where(lambda t: t.is_terminal_or_honor)  # terminals and honors
WINDS = kinds_where(lambda t: t.is_wind)
DRAGONS = kinds_where(lambda t: t.is_dragon)
GREEN = kinds_of("23468s6z")  # 2 3 4 6 8 bamboo, green dragon
REVERSIBLE = kinds_of("1234589p245689s5z")  # white
NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


#: What a find function returns: (scope, tiles) per occurrence.
Found = list[tuple[int, tuple[Tile, ...]]]
Find = Callable[[Any], Found]


def suit(t: int) -> int:
    """0 characters, 1 dots, 2 bamboo, 3 honors."""
    return t // 9 if t < 27 else 3


def rank(t: int) -> int:
    """1-9 for a suited tile (0 for honors)."""
    return t % 9 + 1 if t < 27 else 0


@dataclass(frozen=True)
class Fan:
    """One row of the fan table."""

    number: str
    key: str
    points: int
    zh: str
    en: str
    ru: str
    line: int
    level: str
    find: Callable[..., Any]
    reason_en: str
    reason_ru: str
    description: str
    excludes: tuple[str, ...] = ()

    @property
    def seed(self) -> str:
        return f"000:{self.line}"


# -- find functions: the hand (h) -------------------------------------------------------------
def _direct(condition: Callable[[Any], bool], scope: int, tiles: str) -> Find:
    """A find function of one occurrence when ``condition`` holds; ``tiles`` names the
    attribute holding its tiles. The engine calls ``condition`` directly (``find.direct``)."""

    def find(facts: Any) -> Found:
        return [(scope, getattr(facts, tiles))] if condition(facts) else []

    find.direct = (condition, scope, tiles)  # type: ignore[attr-defined]
    return find


def _whole(condition: Callable[[Any], bool]) -> Find:
    """A fan of the whole hand: one occurrence, every tile, when ``condition(h)``."""
    return _direct(condition, TILES, "tiles")


def _way(condition: Callable[[Any], bool]) -> Find:
    """A fan of the way of winning: the winning tile, when ``condition(h)``."""
    return _direct(condition, WAY, "win_tiles")


def _concealed_way(condition: Callable[[Any], bool]) -> Find:
    """Concealment fans: the whole hand and the way it was won."""
    return _direct(condition, ALL, "tiles")


def _kongs(total: int, concealed: int | None = None) -> Callable[[Any], Found]:
    def find(h: Any) -> Found:
        if len(h.kongs) != total or (concealed is not None and h.concealed_kongs != concealed):
            return []
        return [(h.kong_scope, h.kong_tiles)]

    return find


def _tile_hog(h: Any) -> Found:
    return [(TILES, (KINDS[k],) * 4) for k in h.kinds if h.counts[k] == 4 and k not in h.kong_kinds]


def _nine_gates(h: Any) -> bool:
    if h.melds or h.has_honors or len(h.suits) != 1:
        return False
    start = 9 * suit(h.kinds[0])
    before = list(h.concealed_counts[start : start + 9])
    before[h.win - start] -= 1
    return tuple(before) == NINE_GATES


def _last_copy(h: Any) -> bool:
    """和绝张: the winning tile was the last unseen copy — claimed, or three copies in own melds."""
    if h.melded_counts[h.win] == 3:
        return True
    return bool(h.context.fourth_tile and h.concealed_counts[h.win] == 1)


# -- find functions: one decomposition (d) ----------------------------------------------------
def _shape(shape: Shape, condition: Callable[[Any], bool] = lambda d: True, scope: int = TILES) -> Find:
    return lambda d: [(scope, d.h.tiles)] if d.shape is shape and condition(d) else []


def _standard(condition: Callable[[Any], bool]) -> Find:
    """A fan of the sets of a four-sets-and-a-pair reading."""
    return _direct(lambda d: d.standard and condition(d), TILES, "tiles")


def _shifted_pairs(d: Any) -> bool:
    pairs = d.pairs
    if len(set(pairs)) != 7 or pairs[0] in HONORS or suit(pairs[0]) != suit(pairs[-1]):
        return False
    return all(b == a + 1 for a, b in pairwise(pairs))


def _greater(d: Any) -> bool:
    return HONORS.issubset(d.singles)


def _knitted(d: Any) -> Found:
    if d.shape is Shape.KNITTED_STRAIGHT:
        return [(KNIT, d.tiles_of_knit)]
    if d.shape is Shape.HONORS_AND_KNITTED and len(d.singles - HONORS) == 9:
        return [(KNIT, d.tiles_of_knit)]
    return []


def _pungs_of(kind: Callable[[Tile], bool]) -> Find:
    """One occurrence per pung (or kong) of a tile of ``kind`` (a test of a tile)."""
    wanted = kinds_where(kind)

    def find(d: Any) -> Found:
        if d.pung_tiles.isdisjoint(wanted):
            return []
        return [(bit, d.set_tiles[bit]) for bit, t, _ in d.pungs if t in wanted]

    return find


def _pungs_of_wind(wind: Callable[[Any], int]) -> Find:
    """One occurrence per pung (or kong) of the wind ``wind(h)`` of the hand (the seat's, the round's)."""

    def find(d: Any) -> Found:
        tile = wind(d.h)
        if tile not in d.pung_tiles:
            return []
        return [(bit, d.set_tiles[bit]) for bit, t, _ in d.pungs if t == tile]

    return find


def _honor_sets(kind: Callable[[Tile], bool], pungs: int, pair: bool) -> Find:
    """Exactly ``pungs`` pungs of ``kind`` (a test of a tile) in a standard hand, and with ``pair``
    the pair of ``kind`` too (the little winds and dragons)."""
    wanted = kinds_where(kind)

    def find(d: Any) -> Found:
        if len(d.pung_tiles & wanted) != pungs or d.shape is not Shape.STANDARD:
            return []
        own = [(bit, t) for bit, t, _ in d.pungs if t in wanted]
        if len(own) != pungs or (pair and d.pair not in wanted):
            return []
        scope = sum(bit for bit, _ in own) | (PAIR if pair else 0)
        tiles = tuple(x for bit, _ in own for x in d.set_tiles[bit]) + ((KINDS[d.pair],) * 2 if pair else ())
        return [(scope, tiles)]

    return find


def _every_group(test_set: Callable[[int, int], bool], test_pair: Callable[[int], bool]) -> Callable[[Any], bool]:
    """Each set (kind, lowest tile) and the pair pass their test."""

    def condition(d: Any) -> bool:
        return test_pair(d.pair) and all(test_set(kind, t) for _, kind, t in d.groups)

    return condition


def _outside_set(kind: int, t: int) -> bool:
    if kind == 0:  # chow: 123 or 789
        return rank(t) in (1, 7)
    return t in OUTSIDE


def _five_set(kind: int, t: int) -> bool:
    if t in HONORS:
        return False
    return rank(t) in (3, 4, 5) if kind == 0 else rank(t) == 5


def _terminal_chows(d: Any) -> list[tuple[int, int]] | None:
    """(suit, rank) of four chows around a pair of fives, if every chow is 123 or 789."""
    if d.shape is not Shape.STANDARD or len(d.chows) != 4 or d.pair in HONORS or rank(d.pair) != 5:
        return None
    found = [(suit(t), rank(t)) for _, t in d.chows]
    return found if all(r in (1, 7) for _, r in found) else None


def _pure_terminal_chows(d: Any) -> bool:
    found = _terminal_chows(d)
    return found is not None and sorted(found) == sorted([(suit(d.pair), 1)] * 2 + [(suit(d.pair), 7)] * 2)


def _three_suited_terminal_chows(d: Any) -> bool:
    found = _terminal_chows(d)
    if found is None:
        return False
    others = sorted({0, 1, 2} - {suit(d.pair)})
    return sorted(found) == [(others[0], 1), (others[0], 7), (others[1], 1), (others[1], 7)]


# -- combination tests on the lowest tiles of chows/pungs (sorted) ------------------------------
def _same_suit(*tiles: int) -> bool:
    return len({suit(t) for t in tiles}) == 1


def _three_suits(*tiles: int) -> bool:
    return len({suit(t) for t in tiles}) == len(tiles) and HONORS.isdisjoint(tiles)


def _shift(step: int, *tiles: int) -> bool:
    return _same_suit(*tiles) and all(b == a + step for a, b in pairwise(tiles))


def _mixed_shift(*tiles: int) -> bool:
    ranks = sorted(rank(t) for t in tiles)
    return _three_suits(*tiles) and all(b == a + 1 for a, b in pairwise(ranks))


def _mixed_same(*tiles: int) -> bool:
    return _three_suits(*tiles) and len({rank(t) for t in tiles}) == 1


def _suited(*tiles: int) -> bool:
    return HONORS.isdisjoint(tiles)


def _engine(_: Any) -> Found:
    """Found by the engine from the reading (concealed pungs, waits, chicken hand, flowers)."""
    return []


# Reason templates may use {sets} (the sets, pair or tiles of each occurrence), {win} (the winning
# tile), {tile} (its name), {names} (the names of the tiles of the occurrence) and {count}.
F = Fan
FANS: tuple[Fan, ...] = (
    # -- 88 --------------------------------------------------------------------------------
    F("1", "mcr.big_four_winds", 88, "大四喜", "Big Four Winds", "Большие четыре ветра", 727, "sets:pungs",
      _honor_sets(lambda t: t.is_wind, 4, False),
      "pungs of all four winds: {sets}", "панги всех четырёх ветров: {sets}",
      "Панги или конги из костей всех четырех ветров.",
      ("mcr.little_four_winds", "mcr.big_three_winds", "mcr.all_pungs", "mcr.prevalent_wind", "mcr.seat_wind",
       "mcr.pung_of_terminals_or_honors")),
    F("2", "mcr.big_three_dragons", 88, "大三元", "Big Three Dragons", "Большие три дракона", 728, "sets:pungs",
      _honor_sets(lambda t: t.is_dragon, 3, False),
      "pungs of all three dragons: {sets}", "панги всех трёх драконов: {sets}",
      "Панги или конги из костей всех трех драконов.",
      ("mcr.little_three_dragons", "mcr.two_dragon_pungs", "mcr.dragon_pung")),
    F("3", "mcr.all_green", 88, "绿一色", "All Green", "Все зелёные", 729, "hand",
      _whole(lambda h: h.kindset <= GREEN),
      "only green tiles (2, 3, 4, 6, 8 of bamboo and the green dragon): {sets}",
      "только зелёные кости (2, 3, 4, 6, 8 бамбуков и Зелёный дракон): {sets}",
      "Рука, в которой чоу, панги и пара (пары) составлены исключительно из «зеленых» костей (2, 3, 4, 6, 8 "
      "бамбуков и Зеленый Дракон).",
      ("mcr.half_flush", "mcr.one_voided_suit")),
    F("4", "mcr.nine_gates", 88, "九莲宝灯", "Nine Gates", "Девять врат", 730, "hand:suited_only",
      _whole(_nine_gates),
      "1112345678999 of one suit waiting on any tile of the suit, won on {win}",
      "1112345678999 одной масти ждали любую кость масти, выигрыш на {win}",
      "Рука содержит кости 1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9 в любой одной масти, создавая девятистороннее "
      "ожидание костей 1, 2, 3, 4, 5, 6, 7, 8, 9 (может совмещаться с «Полностью закрытая» при выигрыше со стены).",
      ("mcr.full_flush", "mcr.no_honors", "mcr.concealed_hand", "mcr.pung_of_terminals_or_honors:1")),
    F("5", "mcr.four_kongs", 88, "四杠", "Four Kongs", "Четыре конга", 731, "hand:kongs",
      _kongs(4),
      "four kongs: {sets}", "четыре конга: {sets}",
      "Любая рука, включающая четыре конга; они могут быть как закрытыми, так и открытыми.",
      ("mcr.all_pungs", "mcr.single_wait")),
    F("6", "mcr.seven_shifted_pairs", 88, "连七对", "Seven Shifted Pairs", "Семь смещённых пар", 732, "sets:special",
      _shape(Shape.SEVEN_PAIRS, _shifted_pairs),
      "seven pairs in a row of one suit: {sets}", "семь пар подряд одной масти: {sets}",
      "Рука, составленная из семи пар одной нумерованной масти, где каждая следующая пара смещена на один номер "
      "вверх от предыдущей (может совмещаться с «Полностью закрытая» при выигрыше со стены).",
      ("mcr.seven_pairs", "mcr.full_flush", "mcr.no_honors", "mcr.concealed_hand", "mcr.single_wait")),
    F("7", "mcr.thirteen_orphans", 88, "十三幺", "Thirteen Orphans", "Тринадцать сирот", 733, "sets:special",
      _shape(Shape.THIRTEEN_ORPHANS),
      "every terminal and honor once, one of them twice: {sets}",
      "все терминальные и благородные кости по одной, одна из них дважды: {sets}",
      "Рука, составленная из одиночных костей любых двенадцати из числа 1, 9 и благородных, а также пары к "
      "тринадцатой (может совмещаться с «Полностью закрытая» при выигрыше со стены).",
      ("mcr.all_terminals_and_honors", "mcr.all_types", "mcr.concealed_hand", "mcr.single_wait")),
    # -- 64 --------------------------------------------------------------------------------
    F("8", "mcr.all_terminals", 64, "清幺九", "All Terminals", "Все терминальные", 734, "hand:suited_only",
      _whole(lambda h: h.kindset <= TERMINALS),
      "only ones and nines: {sets}", "только единицы и девятки: {sets}",
      "Пара (пары), панги или конги составлены только из нумерованных костей 1 или 9, без благородных костей.",
      ("mcr.all_terminals_and_honors", "mcr.all_pungs", "mcr.outside_hand", "mcr.pung_of_terminals_or_honors",
       "mcr.no_honors", "mcr.double_pung")),
    F("9", "mcr.little_four_winds", 64, "小四喜", "Little Four Winds", "Малые четыре ветра", 735, "sets:pungs",
      _honor_sets(lambda t: t.is_wind, 3, True),
      "pungs of three winds and the pair of the fourth: {sets}", "панги трёх ветров и пара четвёртого: {sets}",
      "Рука, включающая три Панга или Конга Ветров и одну пару четвертого Ветра.",
      ("mcr.big_three_winds", "mcr.pung_of_terminals_or_honors")),
    F("10", "mcr.little_three_dragons", 64, "小三元", "Little Three Dragons", "Малые три дракона", 736, "sets:pungs",
      _honor_sets(lambda t: t.is_dragon, 2, True),
      "pungs of two dragons and the pair of the third: {sets}", "панги двух драконов и пара третьего: {sets}",
      "Рука, включающая два Панга или Конга Драконов и одну пару третьего Дракона.",
      ("mcr.two_dragon_pungs", "mcr.dragon_pung")),
    F("11", "mcr.all_honors", 64, "字一色", "All Honors", "Все благородные", 737, "hand:has_honors",
      _whole(lambda h: not h.suits),
      "only winds and dragons: {sets}", "только ветры и драконы: {sets}",
      "Пара (пары), Панги или Конги составлены только из благородных костей.",
      ("mcr.all_terminals_and_honors", "mcr.all_pungs", "mcr.outside_hand", "mcr.pung_of_terminals_or_honors",
       "mcr.one_voided_suit")),
    F("12", "mcr.four_concealed_pungs", 64, "四暗刻", "Four Concealed Pungs", "Четыре закрытых панга", 738, "reading",
      _engine,
      "four pungs (kongs) made without a claim: {sets}", "четыре панга (конга), собранные без объявления: {sets}",
      "Рука, включающая четыре закрытых панга или конга, собранных без объявления (может совмещаться с «Полностью "
      "закрытая» при выигрыше со стены).",
      ("mcr.all_pungs", "mcr.concealed_hand")),
    F("13", "mcr.pure_terminal_chows", 64, "一色双龙会", "Pure Terminal Chows", "Чистые терминальные чоу", 739, "sets:four_chows",
      _standard(_pure_terminal_chows),
      "two 123 and two 789 chows of one suit and a pair of its fives: {sets}",
      "два чоу 123 и два чоу 789 одной масти и пара её пятёрок: {sets}",
      "Рука, состоящая из двух пар верхних и нижних терминальных чоу в одной масти и одной пары пятерок той же "
      "масти.",
      ("mcr.seven_pairs", "mcr.full_flush", "mcr.all_chows", "mcr.pure_double_chow", "mcr.two_terminal_chows",
       "mcr.no_honors", "mcr.one_voided_suit")),
    # -- 48 --------------------------------------------------------------------------------
    F("14", "mcr.quadruple_chow", 48, "一色四同顺", "Quadruple Chow", "Четверное чоу", 740, "chows4",
      lambda a, b, c, d: a == b == c == d,
      "four identical chows: {sets}", "четыре одинаковых чоу: {sets}",
      "Четыре чоу одной и той же последовательности в одной масти.",
      ("mcr.pure_triple_chow", "mcr.pure_double_chow", "mcr.tile_hog")),
    F("15", "mcr.four_pure_shifted_pungs", 48, "一色四节高", "Four Pure Shifted Pungs", "Четыре чистых смещённых панга",
      741, "pungs4",
      lambda a, b, c, d: _suited(a, b, c, d) and _shift(1, a, b, c, d),
      "pungs of four numbers in a row of one suit: {sets}", "панги четырёх номеров подряд одной масти: {sets}",
      "Четыре панга (или конга) одной масти, каждый следующий смещен на один номер вверх от предыдущего.",
      ("mcr.pure_shifted_pungs", "mcr.all_pungs")),
    # -- 32 --------------------------------------------------------------------------------
    F("16", "mcr.four_pure_shifted_chows", 32, "一色四步高", "Four Pure Shifted Chows", "Четыре чистых смещённых чоу",
      742, "chows4",
      lambda a, b, c, d: _shift(1, a, b, c, d) or _shift(2, a, b, c, d),
      "four chows of one suit, each one (or each two) numbers higher: {sets}",
      "четыре чоу одной масти, каждое на один (или каждое на два) номера выше: {sets}",
      "Четыре чоу одной масти, каждое следующее смещено на 1 или 2 номера вверх от предыдущего, но без комбинации "
      "этих смещений.",
      ("mcr.pure_shifted_chows", "mcr.short_straight", "mcr.two_terminal_chows")),
    F("17", "mcr.three_kongs", 32, "三杠", "Three Kongs", "Три конга", 743, "hand:kongs",
      _kongs(3),
      "three kongs: {sets}", "три конга: {sets}",
      "Рука, содержащая три конга (могут быть добавлены очки за закрытые комбинации)."),
    F("18", "mcr.all_terminals_and_honors", 32, "混幺九", "All Terminals and Honors", "Все терминальные и благородные",
      744, "hand:has_honors",
      _whole(lambda h: h.has_honors and h.suits and h.kindset <= OUTSIDE),
      "only ones, nines and honors: {sets}", "только единицы, девятки и благородные кости: {sets}",
      "Пара (пары), панги или конги – все составлены из нумерованных костей 1 или 9 и благородных костей.",
      ("mcr.all_pungs", "mcr.outside_hand", "mcr.pung_of_terminals_or_honors")),
    # -- 24 --------------------------------------------------------------------------------
    F("19", "mcr.seven_pairs", 24, "七对", "Seven Pairs", "Семь пар", 745, "sets:special",
      _shape(Shape.SEVEN_PAIRS, lambda d: not _shifted_pairs(d)),
      "seven pairs: {sets}", "семь пар: {sets}",
      "Рука, составленная из семи пар (может совмещаться с «Полностью закрытая» при выигрыше со стены).",
      ("mcr.concealed_hand", "mcr.single_wait")),
    F("20", "mcr.greater_honors_and_knitted_tiles", 24, "七星不靠", "Greater Honors and Knitted Tiles",
      "Большие благородные и переплетённые кости", 746, "sets:special",
      _shape(Shape.HONORS_AND_KNITTED, _greater),
      "all seven honors and seven knitted tiles (147, 258, 369 in different suits): {sets}",
      "все семь благородных костей и семь переплетённых (147, 258, 369 в разных мастях): {sets}",
      "Составлена из семи одиночных благородных и семи одиночных нумерованных костей, принадлежащих разным "
      "вариативным последовательностям (например, 1-4-7 бамбуков, 2-5-8 символов и 3-6-9 точек).",
      ("mcr.lesser_honors_and_knitted_tiles", "mcr.all_types", "mcr.concealed_hand", "mcr.single_wait")),
    F("21", "mcr.all_even_pungs", 24, "全双刻", "All Even Pungs", "Все чётные панги", 747, "sets:pungs",
      _standard(_every_group(lambda kind, t: kind > 0 and t not in HONORS and rank(t) % 2 == 0,
                             lambda p: p not in HONORS and rank(p) % 2 == 0)),
      "pungs and the pair of even numbers only: {sets}", "панги и пара только из чётных номеров: {sets}",
      "Рука, составленная из пангов или конгов нумерованных костей 2, 4, 6, 8 и пары таких же костей.",
      ("mcr.all_pungs", "mcr.all_simples", "mcr.no_honors")),
    F("22", "mcr.full_flush", 24, "清一色", "Full Flush", "Чистая масть", 748, "hand:suited_only",
      _whole(lambda h: not h.has_honors and len(h.suits) == 1),
      "every tile of one suit: {sets}", "все кости одной масти: {sets}",
      "Рука, составленная полностью из костей одной масти.",
      ("mcr.no_honors",)),
    F("23", "mcr.pure_triple_chow", 24, "一色三同顺", "Pure Triple Chow", "Чистое тройное чоу", 749, "chows3",
      lambda a, b, c: a == b == c,
      "three identical chows: {sets}", "три одинаковых чоу: {sets}",
      "Три чоу одной номерной последовательности в одной масти.",
      ("mcr.pure_shifted_pungs", "mcr.pure_double_chow@")),
    F("24", "mcr.pure_shifted_pungs", 24, "一色三节高", "Pure Shifted Pungs", "Чистые смещённые панги", 750, "pungs3",
      lambda a, b, c: _suited(a, b, c) and _shift(1, a, b, c),
      "pungs of three numbers in a row of one suit: {sets}", "панги трёх номеров подряд одной масти: {sets}",
      "Три панга или панга одной масти, каждый следующий смещен на один номер вверх от предыдущего.",
      ()),
    F("25", "mcr.upper_tiles", 24, "全大", "Upper Tiles", "Верхние кости", 751, "hand:suited_only",
      _whole(lambda h: not h.has_honors and h.low >= 7),
      "only sevens, eights and nines: {sets}", "только семёрки, восьмёрки и девятки: {sets}",
      "Рука, полностью состоящая из нумерованных костей 7, 8 и 9.",
      ("mcr.upper_four", "mcr.no_honors")),
    F("26", "mcr.middle_tiles", 24, "全中", "Middle Tiles", "Средние кости", 752, "hand:suited_only",
      _whole(lambda h: not h.has_honors and h.low >= 4 and h.high <= 6),
      "only fours, fives and sixes: {sets}", "только четвёрки, пятёрки и шестёрки: {sets}",
      "Рука, полностью состоящая из нумерованных костей 4, 5 и 6.",
      ("mcr.all_simples", "mcr.no_honors")),
    F("27", "mcr.lower_tiles", 24, "全小", "Lower Tiles", "Нижние кости", 753, "hand:suited_only",
      _whole(lambda h: not h.has_honors and h.high <= 3),
      "only ones, twos and threes: {sets}", "только единицы, двойки и тройки: {sets}",
      "Рука, полностью состоящая из нумерованных костей 1, 2 и 3.",
      ("mcr.lower_four", "mcr.no_honors")),
    # -- 16 --------------------------------------------------------------------------------
    F("28", "mcr.pure_straight", 16, "清龙", "Pure Straight", "Чистый ряд", 754, "chows3",
      lambda a, b, c: rank(a) == 1 and _shift(3, a, b, c),
      "123, 456 and 789 of one suit: {sets}", "123, 456 и 789 одной масти: {sets}",
      "Рука, содержащая по одной кости всех костей одной масти – от 1 до 9, составляющих три последовательных чоу.",
      ("mcr.short_straight@", "mcr.two_terminal_chows@")),
    F("29", "mcr.three_suited_terminal_chows", 16, "三色双龙会", "Three-Suited Terminal Chows",
      "Три масти и терминальные чоу", 755, "sets:four_chows",
      _standard(_three_suited_terminal_chows),
      "123 and 789 of two suits and a pair of fives of the third: {sets}",
      "123 и 789 двух мастей и пара пятёрок третьей: {sets}",
      "Рука, состоящая из костей 1-2-3 и 7-8-9 одной масти (два терминальных чоу), костей 1-2-3 и 7-8-9 другой "
      "масти и пары пятерок третей масти.",
      ("mcr.all_chows", "mcr.mixed_double_chow", "mcr.two_terminal_chows", "mcr.no_honors")),
    F("30", "mcr.pure_shifted_chows", 16, "一色三步高", "Pure Shifted Chows", "Чистые смещённые чоу", 756, "chows3",
      lambda a, b, c: _shift(1, a, b, c) or _shift(2, a, b, c),
      "three chows of one suit, each one (or each two) numbers higher: {sets}",
      "три чоу одной масти, каждое на один (или каждое на два) номера выше: {sets}",
      "Три чоу одной масти, каждое следующее смещено на 1 или 2 номера вверх от предыдущего, но без комбинации "
      "этих смещений.",
      ()),
    F("31", "mcr.all_five", 16, "全带五", "All Five", "Все пятёрки", 757, "sets:standard",
      _standard(_every_group(_five_set, lambda p: p not in HONORS and rank(p) == 5)),
      "a five in every set and in the pair: {sets}", "пятёрка в каждом сете и в паре: {sets}",
      "Рука, в которой каждая комбинация (чоу, панг, конг, пара) содержит нумерованную кость 5.",
      ("mcr.all_simples", "mcr.no_honors")),
    F("32", "mcr.triple_pung", 16, "三同刻", "Triple Pung", "Тройной панг", 758, "pungs3",
      _mixed_same,
      "pungs of one number in all three suits: {sets}", "панги одного номера во всех трёх мастях: {sets}",
      "Три панга (или конга) из костей одного номера каждой масти.",
      ("mcr.double_pung@",)),
    F("33", "mcr.three_concealed_pungs", 16, "三暗刻", "Three Concealed Pungs", "Три закрытых панга", 759, "reading",
      _engine,
      "three pungs (kongs) made without a claim: {sets}", "три панга (конга), собранные без объявления: {sets}",
      "Три закрытых панга или конга, собранных без объявления."),
    # -- 12 --------------------------------------------------------------------------------
    F("34", "mcr.lesser_honors_and_knitted_tiles", 12, "全不靠", "Lesser Honors and Knitted Tiles",
      "Малые благородные и переплетённые кости", 760, "sets:special",
      _shape(Shape.HONORS_AND_KNITTED, lambda d: not _greater(d)),
      "fourteen single tiles: honors and knitted tiles (147, 258, 369 in different suits): {sets}",
      "четырнадцать одиночных костей: благородные и переплетённые (147, 258, 369 в разных мастях): {sets}",
      "Составлена из одиночных благородных и одиночных нумерованных костей, принадлежащих разным вариативным "
      "последовательностям, например: 1-4-7 бамбуков, 2-5-8 символов и 3-6-9 точек – кости каждой из трех мастей "
      "должны принадлежать разным вариативным последовательностям, но не обязательно в таком же порядке (может "
      "совмещаться с «Полностью закрытая» при выигрыше со стены).",
      ("mcr.all_types", "mcr.concealed_hand", "mcr.single_wait")),
    F("35", "mcr.knitted_straight", 12, "组合龙", "Knitted Straight", "Переплетённый ряд", 761, "sets:knitted",
      _knitted,
      "147, 258 and 369 in three different suits: {sets}", "147, 258 и 369 в трёх разных мастях: {sets}",
      "Особый ряд, составленный не из обычных чоу, а из трех различных вариативных последовательностей, например: "
      "1-4-7 точек, 2-5-8 символов и 3-6-9 бамбуков, но не обязательно в таком же порядке."),
    F("36", "mcr.upper_four", 12, "大于五", "Upper Four", "Четыре верхних", 762, "hand:suited_only",
      _whole(lambda h: not h.has_honors and h.low == 6),
      "only sixes to nines: {sets}", "только номера от 6 до 9: {sets}",
      "Рука, составленная из нумерованных костей от 6 до 9.",
      ("mcr.no_honors",)),
    F("37", "mcr.lower_four", 12, "小于五", "Lower Four", "Четыре нижних", 763, "hand:suited_only",
      _whole(lambda h: not h.has_honors and h.high == 4),
      "only ones to fours: {sets}", "только номера от 1 до 4: {sets}",
      "Рука, составленная из нумерованных костей от 1 до 4.",
      ("mcr.no_honors",)),
    F("38", "mcr.big_three_winds", 12, "三风刻", "Big Three Winds", "Большие три ветра", 764, "pungs3",
      lambda a, b, c: all(t in WINDS for t in (a, b, c)),
      "pungs of three winds: {sets}", "панги трёх ветров: {sets}",
      "Рука, включающая один панг (или конг) каждого из трех ветров.",
      ("mcr.pung_of_terminals_or_honors@",)),
    # -- 8 ---------------------------------------------------------------------------------
    F("39", "mcr.mixed_straight", 8, "花龙", "Mixed Straight", "Смешанный ряд", 765, "chows3",
      lambda a, b, c: _three_suits(a, b, c) and sorted(rank(t) for t in (a, b, c)) == [1, 4, 7],
      "123, 456 and 789 in three different suits: {sets}", "123, 456 и 789 в трёх разных мастях: {sets}",
      "Ряд (т.е. кости от 1 до 9) составленный из чоу всех трех мастей.",
      ()),
    F("40", "mcr.reversible_tiles", 8, "推不倒", "Reversible Tiles", "Симметричные кости", 766, "hand",
      _whole(lambda h: h.kindset <= REVERSIBLE),
      "only tiles that look the same upside down (1234589 of dots, 245689 of bamboo, white dragon): {sets}",
      "только кости, одинаковые при повороте (1234589 точек, 245689 бамбуков, Белый дракон): {sets}",
      "Рука, полностью собранная из вертикально симметричных костей, т.е. когда изображения на костях выглядят "
      "одинаково, если их перевернуть на 180 градусов. Это кости: 1,2,3,4,5,8 и 9 точек, 2,4,5,6,8 и 9 бамбуков и "
      "Белый дракон.",
      ("mcr.one_voided_suit",)),
    F("41", "mcr.mixed_triple_chow", 8, "三色三同顺", "Mixed Triple Chow", "Смешанное тройное чоу", 767, "chows3",
      _mixed_same,
      "the same chow in all three suits: {sets}", "одно и то же чоу во всех трёх мастях: {sets}",
      "Три чоу одинаковой номерной последовательности, по одному в каждой масти.",
      ("mcr.mixed_double_chow@",)),
    F("42", "mcr.mixed_shifted_pungs", 8, "三色三节高", "Mixed Shifted Pungs", "Смешанные смещённые панги", 768,
      "pungs3",
      _mixed_shift,
      "pungs of three numbers in a row, one in each suit: {sets}",
      "панги трёх номеров подряд, по одному в каждой масти: {sets}",
      "Три панга (или конга), по одному в каждой масти, каждый следующий смещен на один номер вверх от предыдущего.",
      ()),
    F("43", "mcr.chicken_hand", 8, "无番和", "Chicken Hand", "Цыплячья рука", 769, "reading",
      _engine,
      "no other fan scores (bonus tiles aside)", "других фанов нет (не считая цветов)",
      "Рука, которая должна была бы стоить 0 очков (исключая очки за цветы)."),
    F("44", "mcr.last_tile_draw", 8, "妙手回春", "Last Tile Draw", "Последняя кость со стены", 770, "way:self_drawn",
      _way(lambda h: h.context.self_drawn and h.context.last_tile),
      "won on the last tile of the wall: {win}", "выигрыш последней костью стены: {win}",
      "Выигрыш (составление маджонга) взятием самой последней кости в стене (не совмещается с «Выигрыш со стены»).",
      ("mcr.self_drawn",)),
    F("45", "mcr.last_tile_claim", 8, "海底捞月", "Last Tile Claim", "Последний снос", 771, "way:discard",
      _way(lambda h: not h.context.self_drawn and h.context.last_tile),
      "won on the last discard of the game: {win}", "выигрыш на последнем сносе игры: {win}",
      "Выигрыш (составление маджонга) взятием снесенной кости, которая является последней в игре."),
    F("46", "mcr.out_with_replacement_tile", 8, "杠上开花", "Out with Replacement Tile", "Выигрыш замещающей костью",
      772, "way:self_drawn",
      _way(lambda h: h.context.self_drawn and h.context.kong_replacement),
      "won on the replacement tile after a kong: {win}", "выигрыш костью на замену после конга: {win}",
      "Выигрыш (составление маджонга) взятием замещающей кости после составления конга (но не замещения цветка). "
      "Если после объявления конга взята кость цветка и замещающая цветок кость позволяет выиграть, то могут быть "
      "засчитаны очки за «Выигрыш со Стены» (но «Выигрыш замещающей костью» в этом случае не засчитывается).",
      ("mcr.self_drawn",)),
    F("47", "mcr.robbing_the_kong", 8, "抢杠和", "Robbing The Kong", "Ограбление конга", 773, "way:discard",
      _way(lambda h: h.context.robbing_kong and not h.context.self_drawn and h.counts[h.win] == 1),
      "won on {win}, the tile another player added to their pung",
      "выигрыш на кости {win}, которую другой игрок добавил к своему пангу",
      "Выигрыш с помощью кости, которую кто-либо добавил к открытому пангу, чтобы создать конг (не может быть "
      "совмещено с очками за «Последняя кость»).",
      ("mcr.last_tile",)),
    F("48", "mcr.two_concealed_kongs", 8, "双暗杠", "Two Concealed Kongs", "Два закрытых конга", 774, "hand:kongs",
      _kongs(2, concealed=2),
      "two concealed kongs: {sets}", "два закрытых конга: {sets}",
      "Рука, которая содержит два закрытых конга.",
      ("mcr.two_concealed_pungs",)),
    # -- 6 ---------------------------------------------------------------------------------
    F("49", "mcr.all_pungs", 6, "碰碰和", "All Pungs", "Все панги", 775, "sets:pungs",
      _standard(lambda d: not d.chows),
      "four pungs (kongs) and a pair: {sets}", "четыре панга (конга) и пара: {sets}",
      "Рука, составленная из четырех пангов (или конгов) и одной пары."),
    F("50", "mcr.half_flush", 6, "混一色", "Half Flush", "Одна масть с благородными", 776, "hand:has_honors",
      _whole(lambda h: h.has_honors and len(h.suits) == 1),
      "one suit and honors: {sets}", "одна масть и благородные кости: {sets}",
      "Рука, составленная из любой из трех мастей в комбинации с благородными костями.",
      ("mcr.one_voided_suit",)),
    F("51", "mcr.mixed_shifted_chows", 6, "三色三步高", "Mixed Shifted Chows", "Смешанные смещённые чоу", 777, "chows3",
      _mixed_shift,
      "chows one number apart, one in each suit: {sets}", "чоу со сдвигом на один номер, по одному в каждой масти: {sets}",
      "Три чоу, по одной в каждой масти, каждое следующее смещено на один номер вверх от предыдущего.",
      ()),
    F("52", "mcr.all_types", 6, "五门齐", "All Types", "Все типы", 778, "hand:has_honors",
      _whole(lambda h: len(h.suits) == 3 and h.winds and h.dragons),
      "characters, dots, bamboo, winds and dragons: {sets}", "символы, точки, бамбуки, ветры и драконы: {sets}",
      "Рука, в которой каждая из пяти комбинаций (панги, конги, чоу, пары) составлена из разных типов костей "
      "(символов, бамбуков, точек, ветров и драконов)."),
    F("53", "mcr.melded_hand", 6, "全求人", "Melded Hand", "Открытая рука", 779, "way:discard",
      _concealed_way(lambda h: not h.context.self_drawn and h.open_melds == 4),
      "four sets claimed from discards, the pair completed by the discarded {win}",
      "четыре сета взяты со сноса, пара завершена снесённой костью {win}",
      "Все комбинации в руке (чоу, панг, конг и пара) должны быть созданы с помощью костей, снесенных другими "
      "игроками. Все комбинации должны быть открытыми, а игрок должен выиграть единственно возможной костью, "
      "снесенной другим игроком.",
      ("mcr.single_wait",)),
    F("54", "mcr.two_dragon_pungs", 6, "双箭刻", "Two Dragons Pungs", "Два панга драконов", 780, "pungs2",
      lambda a, b: a in DRAGONS and b in DRAGONS,
      "pungs of two dragons: {sets}", "панги двух драконов: {sets}",
      "Два панга (или конга) костей драконов.",
      ("mcr.dragon_pung@",)),
    F("57Б", "mcr.concealed_kong_and_melded_kong", 6, "明暗杠", "Concealed Kong and Melded Kong",
      "Открытый и закрытый конг", 781, "hand:kongs",
      _kongs(2, concealed=1),
      "one melded and one concealed kong: {sets}", "один открытый и один закрытый конг: {sets}",
      "Рука, которая содержит один открытый конг и один закрытый конг."),
    # -- 4 ---------------------------------------------------------------------------------
    F("55", "mcr.outside_hand", 4, "全带幺", "Outside Hand", "Внешняя рука", 782, "sets:standard",
      _standard(_every_group(_outside_set, lambda p: p in OUTSIDE)),
      "a terminal or an honor in every set and in the pair: {sets}",
      "терминальная или благородная кость в каждом сете и в паре: {sets}",
      "Рука, которая содержит терминальные и благородные кости в каждой комбинации, включая пару."),
    F("56", "mcr.fully_concealed_hand", 4, "不求人", "Fully Concealed Hand", "Полностью закрытая рука", 783, "way:self_drawn",
      _concealed_way(lambda h: h.context.self_drawn and h.concealed),
      "no set claimed, and the winning tile {win} drawn from the wall",
      "ни одного сета со сноса, и выигрышная кость {win} взята со стены",
      "Рука, которую игрок завершает без единого объявления, и выигрывает взятием кости со стены.",
      ("mcr.concealed_hand", "mcr.self_drawn")),
    F("57А", "mcr.two_melded_kongs", 4, "双明杠", "Two Melded Kongs", "Два открытых конга", 784, "hand:kongs",
      _kongs(2, concealed=0),
      "two melded kongs: {sets}", "два открытых конга: {sets}",
      "Рука, которая содержит два открытых конга."),
    F("58", "mcr.last_tile", 4, "和绝张", "Last Tile", "Последняя кость", 785, "way",
      _way(_last_copy),
      "won on the last copy of {win}: the other three are in view",
      "выигрыш на последней кости {win}: три другие уже видны",
      "Выигрыш с помощью кости, которая является последней из четырех в своем роде (это должно быть очевидно для "
      "всех игроков, основываясь на снесенных и открытых костях)."),
    # -- 2 ---------------------------------------------------------------------------------
    F("59", "mcr.dragon_pung", 2, "箭刻", "Dragon Pung", "Панг драконов", 786, "sets:pungs",
      _pungs_of(lambda t: t.is_dragon),
      "pung of dragons: {sets}", "панг драконов: {sets}",
      "Панг или конг из костей драконов."),
    F("60", "mcr.prevalent_wind", 2, "圈风刻", "Prevalent Wind", "Ветер раунда", 787, "sets:pungs",
      _pungs_of_wind(lambda h: h.round_wind),
      "pung of the round wind: {sets}", "панг ветра раунда: {sets}",
      "Панг или конг из костей ветра, соответствующего текущему преимущественному ветру.",
      ("mcr.pung_of_terminals_or_honors@",)),
    F("61", "mcr.seat_wind", 2, "门风刻", "Seat Wind", "Ветер места", 788, "sets:pungs",
      _pungs_of_wind(lambda h: h.seat_wind),
      "pung of the seat wind: {sets}", "панг ветра места: {sets}",
      "Панг или конг из костей ветра, соответствующего месту игрока за столом (разыгрывающий – Восток, и далее, "
      "против часовой стрелки от разыгрывающего, места других игроков: Юг, Запад, Север).",
      ("mcr.pung_of_terminals_or_honors@",)),
    F("62", "mcr.concealed_hand", 2, "门前清", "Concealed Hand", "Закрытая рука", 789, "way:discard",
      _concealed_way(lambda h: not h.context.self_drawn and h.concealed),
      "no set claimed, won on the discarded {win}", "ни одного сета со сноса, выигрыш на снесённой кости {win}",
      "Закрытая рука (нет ни одной открытой комбинации) при выигрыше с помощью снесенной кости."),
    F("63", "mcr.all_chows", 2, "平和", "All Chows", "Все чоу", 790, "sets:chows",
      lambda d: [(TILES, d.h.tiles)] if d.shape in (Shape.STANDARD, Shape.KNITTED_STRAIGHT) and not d.pungs
      and d.pair not in HONORS else [],
      "only chows and a pair of a suit: {sets}", "только чоу и пара нумерованных костей: {sets}",
      "Рука, состоящая только из чоу, без благородных костей.",
      ("mcr.no_honors",)),
    F("64", "mcr.tile_hog", 2, "四归一", "Tile Hog", "Четыре врозь", 791, "hand",
      _tile_hog,
      "all four {names} used, not as a kong", "все четыре кости {names} в руке, но не конгом",
      "Имеются все четыре одинаковые кости одной масти, не составленные в конг."),
    F("65", "mcr.double_pung", 2, "双同刻", "Double Pung", "Двойной панг", 792, "pungs2",
      lambda a, b: _suited(a, b) and suit(a) != suit(b) and rank(a) == rank(b),
      "pungs of one number in two suits: {sets}", "панги одного номера в двух мастях: {sets}",
      "Два панга (или конга) одного номера в разных мастях.",
      ()),
    F("66", "mcr.two_concealed_pungs", 2, "双暗刻", "Two Concealed Pungs", "Два закрытых панга", 793, "reading",
      _engine,
      "two pungs (kongs) made without a claim: {sets}", "два панга (конга), собранные без объявления: {sets}",
      "Два панга, собранных без объявления."),
    F("67", "mcr.concealed_kong", 2, "暗杠", "Concealed Kong", "Закрытый конг", 794, "hand:kongs",
      _kongs(1, concealed=1),
      "concealed kong: {sets}", "закрытый конг: {sets}",
      "Конг, составленный из костей, взятых со стены, и объявленный как конг."),
    F("68", "mcr.all_simples", 2, "断幺", "All Simples", "Все простые", 795, "hand:suited_only",
      _whole(lambda h: not h.has_honors and not h.kindset & TERMINALS),
      "no terminals and no honors: {sets}", "ни терминальных, ни благородных костей: {sets}",
      "Рука, составленная без использования терминальных и благородных костей.",
      ("mcr.no_honors",)),
    # -- 1 ---------------------------------------------------------------------------------
    F("69", "mcr.pure_double_chow", 1, "一般高", "Pure Double Chow", "Чистое двойное чоу", 796, "chows2",
      lambda a, b: a == b,
      "two identical chows: {sets}", "два одинаковых чоу: {sets}",
      "Два идентичных чоу в одной масти.",
      ()),
    F("70", "mcr.mixed_double_chow", 1, "喜相逢", "Mixed Double Chow", "Смешанное двойное чоу", 797, "chows2",
      lambda a, b: suit(a) != suit(b) and rank(a) == rank(b),
      "the same chow in two suits: {sets}", "одно и то же чоу в двух мастях: {sets}",
      "Два чоу из одинаковых номеров, но в разных мастях.",
      ()),
    F("71", "mcr.short_straight", 1, "连六", "Short Straight", "Короткий ряд", 798, "chows2",
      lambda a, b: b == a + 3 and suit(a) == suit(b),
      "six numbers in a row in two chows of one suit: {sets}", "шесть номеров подряд в двух чоу одной масти: {sets}",
      "Два чоу в одной масти, которые продолжают друг друга, создавая последовательный ряд из шести костей.",
      ()),
    F("72", "mcr.two_terminal_chows", 1, "老少副", "Two Terminal Chows", "Два терминальных чоу", 799, "chows2",
      lambda a, b: suit(a) == suit(b) and rank(a) == 1 and rank(b) == 7,
      "123 and 789 of one suit: {sets}", "123 и 789 одной масти: {sets}",
      "Чоу из костей 1-2-3 и 7-8-9 одной масти.",
      ()),
    F("73", "mcr.pung_of_terminals_or_honors", 1, "幺九刻", "Pung of Terminals or Honors",
      "Панг терминальных или благородных", 800, "sets:pungs",
      _pungs_of(lambda t: t.is_terminal or t.is_wind),
      "pung of ones, nines or winds: {sets}", "панг единиц, девяток или ветров: {sets}",
      "Панг или конг единиц, девяток или ветров (панг драконов дает 2 очка)."),
    F("74", "mcr.melded_kong", 1, "明杠", "Melded Kong", "Открытый конг", 801, "hand:kongs",
      _kongs(1, concealed=0),
      "melded kong: {sets}", "открытый конг: {sets}",
      "Конг, созданный с помощью снесенной кости другого игрока, или созданный из открытого панга."),
    F("75", "mcr.one_voided_suit", 1, "缺一门", "One Voided Suit", "Пропущенная масть", 802, "hand",
      _whole(lambda h: len(h.suits) == 2),
      "no tiles of one suit: {sets}", "нет костей одной из мастей: {sets}",
      "Рука, в которой использованы только две из трех мастей (т.е. не содержит костей одной из трех мастей)."),
    F("76", "mcr.no_honors", 1, "无字", "No Honors", "Без благородных", 803, "hand:suited_only",
      _whole(lambda h: not h.has_honors),
      "no winds and no dragons: {sets}", "ни ветров, ни драконов: {sets}",
      "Рука, составленная полностью из номерных костей, без ветров и драконов."),
    F("77", "mcr.edge_wait", 1, "独听・边张", "Edge Wait", "Крайнее ожидание", 804, "reading",
      _engine,
      "waited only on {tile}, the end of {sets}", "ждали только {win}: крайнюю кость чоу {sets}",
      "Ожидание 3, чтобы составить чоу 1-2-3 или 7, чтобы составить чоу 7-8-9. Не засчитывается, если ожидается "
      "более одной кости. Не засчитывается, если совмещено с другим типом ожидания."),
    F("78", "mcr.closed_wait", 1, "独听・嵌张", "Closed Wait", "Закрытое ожидание", 805, "reading",
      _engine,
      "waited only on {tile}, the middle of {sets}", "ждали только {win}: среднюю кость чоу {sets}",
      "Ожидание кости, чей номер находится «внутри» (в середине) ожидаемого чоу. Не засчитывается, если ожидается "
      "более одной кости. Не засчитывается, если совмещено с другим типом ожидания."),
    F("79", "mcr.single_wait", 1, "独听・单钓", "Single Wait", "Ожидание единственной", 806, "reading",
      _engine,
      "waited only on {tile} for the pair", "ждали только {win} в пару",
      "Ожидание кости для составления пары. Не засчитывается, если ожидается более одной кости (например, имеется "
      "1-2-3-4 и ожидается 1 или 4)."),
    F("80", "mcr.self_drawn", 1, "自摸", "Self-Drawn", "Выигрыш со стены", 807, "way:self_drawn",
      _way(lambda h: h.context.self_drawn),
      "won on {win} drawn from the wall", "выигрыш костью {win}, взятой со стены",
      "Выигрыш (объявление маджонга) с помощью новой кости, взятой со стены."),
    F("81", "mcr.flower_tiles", 1, "花牌", "Flower Tiles", "Цветок", 808, "reading",
      _engine,
      "bonus tiles: {count}, 1 point each, not towards the minimum",
      "цветы и сезоны: {count}, по 1 очку, в минимум не входят",
      "Каждая кость, на которой изображено китайское слово «Весна» (или «Лето», «Осень», «Зима», «Вишня», "
      "«Орхидея», «Бамбук», «Хризантема») принесет вам одно очко, если вы выиграете."),
)

FANS_BY_KEY: dict[str, Fan] = {fan.key: fan for fan in FANS}
