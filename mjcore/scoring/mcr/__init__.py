"""Chinese Official (MCR, спортивный маджонг): the 81 fans, each one explained.

Rule set: the competition rules of 1998 as the seeds give them — the fan table of seed
``000`` lines 726-808 (the Russian federation's table, numbered as in the seed, with its
two kong fans 57А and 57Б), the game, the minimum and the payments of seed ``001`` (the
whole chapter) and ``002``. Every fan is one row of :data:`~mjcore.scoring.mcr.fans.FANS`:
its points, its Chinese name exactly as the reference calculator prints it (the universal
identifier: 大四喜, 清龙, 独听・边张 ...), English and Russian names, the seed line and
text, the fans it excludes and a small ``find`` function. :mod:`~mjcore.scoring.mcr.engine`
applies the combination principles — a fan implied by a bigger one is not counted again,
the same sets never make the same fan twice and combine with the others once — and the
best reading wins: every decomposition (seven pairs with four of a kind as two pairs,
thirteen orphans, the knitted shapes, nine gates) and every place the winning tile may
have gone.

* the minimum is 8 points without the flowers (``meets_minimum``); a hand with no fan at
  all is the chicken hand (无番和), 8 points;
* flowers and seasons: 1 point each, the bonus tiles of the hand and of the context plus
  ``context.flowers``, never towards the minimum; ``total`` includes them;
* waits (edge, closed, single) count only when the hand waited on that one tile;
* payments (seed 001): on a self-draw each other player pays 8 + total; on a discard the
  discarder pays 8 + total and the other two 8 each; when a kong is robbed the robbed
  player (``context.discarding_seat``) pays as the discarder. A hand below the minimum
  is no win and pays nothing: the false mahjong penalty (:data:`FALSE_MAHJONG`) is data
  for the game engine.

Where the seed and the reference calculator (``pymahjonggb``, which follows the Chinese
text) differ, :data:`MCR_SCORING` (``"mcr"``) follows the seed and :data:`MCR_CHINESE` the
reference; ``DECISIONS.md`` beside this file lists every decision with its reason, and
the tests pin each one:

=============================================  ===================  ==================
                                               seed (default)       Chinese text
=============================================  ===================  ==================
双暗杠 two concealed kongs                       8 points (row 48)    6 points
明暗杠 one melded and one concealed kong         6 points (57Б)       5 points
七对 连七对 十三幺 九莲宝灯 四暗刻 全不靠 七星不靠,  不求人, 4 points      自摸, 1 point
self-drawn
a tile whose four copies the hand holds         no wait              a second wait
=============================================  ===================  ==================

>>> from mjcore.notation import parse_hand
>>> from mjcore.tiles import Tile
>>> score = MCR_SCORING.score(parse_hand("123m 456m 789m 234p 55s 2f"), WinContext(Tile.P4))
>>> [(i.names["zh"], i.points, i.count) for i in score.items]
[('清龙', 16, 1), ('门前清', 2, 1), ('平和', 2, 1), ('花牌', 1, 1)]
>>> score.total, score.meets_minimum, dict(score.payments)
(21, True, {'E': 45, 'S': -8, 'W': -8, 'N': -29})
>>> print(score.explain("ru"))
Спортивный маджонг (MCR)
  Чистый ряд: 16 очков — 123, 456 и 789 одной масти: 123m 456m 789m
  Закрытая рука: 2 очка — ни одного сета со сноса, выигрыш на снесённой кости 4p
  Все чоу: 2 очка — только чоу и пара нумерованных костей: 123m 456m 789m 234p 55s
  Цветок: 1 очко — цветы и сезоны: 1, по 1 очку, в минимум не входят
  Итого: 21 очко
  Расчёт: E +45, S -8, W -8, N -29
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from string import Formatter
from typing import overload

from mjcore.decompose import Shape, group_text
from mjcore.hand import Hand
from mjcore.i18n import Message
from mjcore.rules import MCR, Rules
from mjcore.scoring.base import (
    SEATS,
    Cause,
    Item,
    Match,
    NotCounted,
    Pattern,
    PatternRow,
    Score,
    Situation,
    WinContext,
    best_score,
    require_win,
    system_title,
)
from mjcore.scoring.mcr.engine import (
    ACCOUNT_ONCE,
    CHICKEN,
    FLOWERS,
    Edition,
    HandFacts,
    Hit,
    Structure,
    not_counted,
    reading_hits,
)
from mjcore.scoring.mcr.fans import FANS, FANS_BY_KEY, KNIT, PAIR, TILES, Fan
from mjcore.scoring.plans import Plan, PlanKind, ValueOdds
from mjcore.tiles import WINDS, Tile

#: The 8-point minimum of seed 001 (flowers do not count towards it).
MINIMUM = 8
#: What every other player pays the winner before the hand's value (seed 001).
BASE_PAYMENT = 8


@dataclass(frozen=True, slots=True)
class FalseMahjong:
    """The false mahjong penalties of seed 001 (chapter 3, "declaring mahjong").

    Declaring mahjong with less than 8 points (or a hand that is no win at all) costs
    ``short`` in total, ``short // 3`` to each other player, and the player goes on with a
    *dead hand*: may still claim chows, pungs and kongs, never mahjong. Declaring mahjong
    with a dead hand (or, in the seed's wording for a discard, a hand that is not a winning
    shape) costs ``dead`` (``dead // 3`` to each). The seed advises ignoring the penalty in
    the first few games.
    """

    short: int = 30
    dead: int = 60
    dead_hand: bool = True

    def payments(self, seat: Tile, *, dead: bool = False) -> dict[str, int]:
        """Net amounts when the player of ``seat`` declares a false mahjong.

        >>> FALSE_MAHJONG.payments(Tile.SOUTH)
        {'E': 10, 'S': -30, 'W': 10, 'N': 10}
        """
        total = self.dead if dead else self.short
        who = SEATS[WINDS.index(seat)]
        return {s: (-total if s == who else total // 3) for s in SEATS}


FALSE_MAHJONG = FalseMahjong()

SEED = Edition("seed")
CHINESE = Edition(
    "chinese",
    points={"mcr.two_concealed_kongs": 6, "mcr.concealed_kong_and_melded_kong": 5},
    extra_excludes=dict.fromkeys(
        ("mcr.nine_gates", "mcr.seven_shifted_pairs", "mcr.thirteen_orphans", "mcr.four_concealed_pungs", "mcr.seven_pairs",
         "mcr.greater_honors_and_knitted_tiles", "mcr.lesser_honors_and_knitted_tiles"),
        ("mcr.fully_concealed_hand",)),
)
EDITIONS = {edition.name: edition for edition in (SEED, CHINESE)}


def _pattern(fan: Fan) -> Pattern:
    def find(situation: Situation) -> list[Match]:
        """The counted occurrences of this fan in one reading (after every principle)."""
        reading = _Reading.of(situation, SEED)
        return [match for key, match in reading.matches() if key == fan.key]

    return Pattern(fan.key, fan.points, fan.en, fan.ru, fan.reason_en, fan.reason_ru, find, fan.seed, {"zh": fan.zh})


#: The fans as :class:`~mjcore.scoring.base.Pattern` rows (``find`` runs the whole scorer on
#: one situation and keeps this fan's counted occurrences).
PATTERNS: tuple[Pattern, ...] = tuple(_pattern(fan) for fan in FANS)
_KEYS = tuple(fan.key for fan in FANS)
_REASON_KEYS = tuple(fan.key + ".reason" for fan in FANS)
#: The placeholders of each fan's reasons, in a fixed order.
_FIELDS = tuple(
    tuple(sorted({name for template in (fan.reason_en, fan.reason_ru) for _, name, _, _ in Formatter().parse(template) if name}))
    for fan in FANS
)
_SETS = ("sets",)
_CODES = tuple(str(Tile(k)) for k in range(42))
_SET_BITS = (1, 2, 4, 8)


class _Reading:
    """The fans that count in one situation."""

    __slots__ = ("bonus", "edition", "flowers", "hits", "points", "situation", "structure")

    def __init__(self, situation: Situation, structure: Structure, hits: list[Hit], points: int,
                 flowers: int, bonus: tuple[Tile, ...], edition: Edition) -> None:
        self.situation, self.structure, self.hits, self.points = situation, structure, hits, points
        self.flowers, self.bonus, self.edition = flowers, bonus, edition

    @classmethod
    def of(cls, situation: Situation, edition: Edition, facts: HandFacts | None = None,
           structure: Structure | None = None) -> _Reading:
        h = facts or HandFacts(situation.hand, situation.context)
        st = structure or Structure(h, situation.decomposition)
        accepted = edition.accept(h.hits + st.hits + reading_hits(st, situation))
        if not accepted:
            accepted = [(CHICKEN, TILES, h.tiles)]
        values = edition.values
        points = 0
        for hit in accepted:
            points += values[hit[0]]
        return cls(situation, st, accepted, points, h.flowers, h.bonus, edition)

    @property
    def item_count(self) -> int:
        """How many items the score lists (one per fan, flowers included)."""
        return len({hit[0] for hit in self.hits}) + (1 if self.flowers else 0)

    def grouped(self) -> list[tuple[int, list[Hit]]]:
        """The counted hits by fan, in the order they were counted (higher fans first)."""
        grouped: dict[int, list[Hit]] = {}
        for hit in self.hits:
            grouped.setdefault(hit[0], []).append(hit)
        out = list(grouped.items())
        if self.flowers:
            out.append((FLOWERS, [(FLOWERS, 0, self.bonus)]))
        return out

    def describe(self, scope: int, tiles: tuple[Tile, ...]) -> str:
        """The groups of a scope in notation (``123m 456m 789m``); the tiles if it has none."""
        structure = self.structure
        text = structure.described.get(scope)
        if text is None:
            texts = structure.texts()
            set_tiles = structure.set_tiles
            sets = sorted((bit for bit in _SET_BITS if scope & bit and bit in texts), key=lambda bit: set_tiles[bit][0])
            parts = [texts[bit] for bit in sets] + [texts[bit] for bit in (PAIR, KNIT) if scope & bit and bit in texts]
            if not parts:
                return group_text(tiles)
            text = structure.described[scope] = " ".join(parts)
        return text

    def params(self, fan: int, hits: list[Hit]) -> tuple[tuple[str, object], ...]:
        """The language-free parameters of a fan's reason: ``{sets}`` the groups in notation,
        ``{win}`` the winning tile's code, ``{tile}`` the winning tile (shown by its name),
        ``{names}`` the tiles of the fan (by name), ``{count}`` how many times it counts."""
        fields = _FIELDS[fan]
        if fields == _SETS:  # most fans
            return (("sets", _Sets(self, hits)),)
        out: list[tuple[str, object]] = []
        for name in fields:
            if name == "sets":
                value: object = _Sets(self, hits)
            elif name == "win":
                value = _CODES[self.situation.context.win_tile]
            elif name == "tile":
                value = self.situation.context.win_tile
            elif name == "count":
                value = self.flowers if fan == FLOWERS else len(hits)
            else:  # names
                value = tuple(dict.fromkeys(t for hit in hits for t in hit[2]))
            out.append((name, value))
        return tuple(out)

    def matches(self) -> list[tuple[str, Match]]:
        """(key, match) per counted fan, the reason parameters included."""
        out = []
        for fan, hits in self.grouped():
            count = self.flowers if fan == FLOWERS else len(hits)
            tiles = tuple(t for hit in hits for t in hit[2])
            out.append((FANS[fan].key, Match(tiles, count, dict(self.params(fan, hits)))))
        return out

    def items(self) -> tuple[Item, ...]:
        values = self.edition.values
        out = []
        for fan, hits in self.grouped():
            count = self.flowers if fan == FLOWERS else len(hits)
            tiles = hits[0][2] if len(hits) == 1 else tuple(t for hit in hits for t in hit[2])
            out.append(Item(_KEYS[fan], values[fan], count, "points", tiles, Message(_REASON_KEYS[fan], self.params(fan, hits))))
        return tuple(out)

    def not_counted(self) -> tuple[NotCounted, ...]:
        """The fans this reading shows but does not count, each with its cause."""
        return tuple(NotCounted(_KEYS[fan], Cause.ACCOUNT_ONCE if cause == ACCOUNT_ONCE else Cause.EXCLUDED,
                                None if by is None else _KEYS[by])
                     for fan, cause, by in not_counted(self.edition, self.structure, self.situation, self.hits))


class _Sets:
    """The ``{sets}`` of a fan's reason: its groups in notation (``123m 456m 789m``), written when
    first shown or compared (scoring alone needs none); equal to, and pickled as, that text."""

    __slots__ = ("_hits", "_reading", "_text")

    def __init__(self, reading: _Reading, hits: list[Hit]) -> None:
        self._reading: _Reading | None = reading
        self._hits = hits
        self._text: str | None = None

    def __str__(self) -> str:
        text = self._text
        if text is None:
            reading, hits = self._reading, self._hits
            assert reading is not None
            if len(hits) == 1:
                text = reading.describe(hits[0][1], hits[0][2])
            else:
                text = ", ".join([reading.describe(hit[1], hit[2]) for hit in hits])
            self._text, self._reading, self._hits = text, None, []
        return text

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __repr__(self) -> str:
        return repr(str(self))

    def __eq__(self, other: object) -> bool:
        return str(self) == str(other) if isinstance(other, (str, _Sets)) else NotImplemented

    def __hash__(self) -> int:
        return hash(str(self))

    def __reduce__(self) -> tuple[type[str], tuple[str]]:
        return (str, (str(self),))


class _LeftOut(Sequence[NotCounted]):
    """A score's :attr:`~mjcore.scoring.base.Score.not_counted`: worked out from its reading when
    first read (scoring alone needs none: the coach scores thousands of hands); equal to, and
    pickled as, the tuple of :class:`~mjcore.scoring.base.NotCounted` values."""

    __slots__ = ("_items", "_reading")

    def __init__(self, reading: _Reading) -> None:
        self._reading: _Reading | None = reading
        self._items: tuple[NotCounted, ...] | None = None

    def _all(self) -> tuple[NotCounted, ...]:
        if self._items is None:
            assert self._reading is not None
            self._items, self._reading = self._reading.not_counted(), None
        return self._items

    @overload
    def __getitem__(self, index: int) -> NotCounted: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[NotCounted, ...]: ...

    def __getitem__(self, index: int | slice) -> NotCounted | tuple[NotCounted, ...]:
        return self._all()[index]

    def __len__(self) -> int:
        return len(self._all())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (tuple, _LeftOut)):
            return self._all() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._all())

    def __repr__(self) -> str:
        return repr(self._all())

    def __reduce__(self) -> tuple[type[tuple[NotCounted, ...]], tuple[tuple[NotCounted, ...]]]:
        return (tuple, (self._all(),))


_PREFERRED = frozenset(FANS.index(FANS_BY_KEY[k]) for k in ("mcr.pure_triple_chow", "mcr.triple_pung"))
_WAITS = {FANS.index(FANS_BY_KEY[k]): rank for rank, k in enumerate(("mcr.single_wait", "mcr.closed_wait", "mcr.edge_wait"), 1)}


def _preference(reading: _Reading) -> tuple[bool, int, bool]:
    """Among readings worth the same: pure triple chow or triple pung first (the natural
    reading of 111222333), then the edge, closed, single wait in that order, then four
    sets and a pair before seven pairs."""
    fans = [hit[0] for hit in reading.hits]
    preferred = any(f in _PREFERRED for f in fans)
    wait = max((_WAITS.get(f, 0) for f in fans), default=0)
    return (preferred, wait, reading.situation.shape is not Shape.SEVEN_PAIRS)


_SEAT = dict(zip(WINDS, SEATS))

#: The patterns a hand can aim at from afar to reach 8 points (the coach's plans), worth their rows' points.
PLANS: tuple[Plan, ...] = tuple(Plan(kind, key, FANS_BY_KEY[key].points) for kind, key in (
    (PlanKind.FULL_FLUSH, "mcr.full_flush"), (PlanKind.HALF_FLUSH, "mcr.half_flush"), (PlanKind.ALL_PUNGS, "mcr.all_pungs"),
    (PlanKind.SEVEN_PAIRS, "mcr.seven_pairs"), (PlanKind.KNITTED, "mcr.knitted_straight"),
    (PlanKind.THIRTEEN_ORPHANS, "mcr.thirteen_orphans")))
#: How often a plain win reaches 8 points (on a discard, self-drawn): measured over the ready hands
#: of speed-only players (``bench_coach``); a concealed hand self-drawn has 4 points at once.
VALUE_ODDS = ValueOdds(concealed=(0.42, 0.87), open=(0.75, 0.85), near=(0.65, 0.22))


@dataclass(frozen=True, slots=True)
class MCRScoring:
    """Chinese Official scoring; ``edition`` is ``"seed"`` (default) or ``"chinese"``."""

    name: str = "mcr"
    edition: str = "seed"
    minimum: int = MINIMUM
    base_payment: int = BASE_PAYMENT
    unit: str = "points"
    #: Four sets and a pair, seven pairs (four identical tiles may be two), thirteen orphans,
    #: the knitted straight and honors-and-knitted.
    shapes: Rules = MCR
    #: The fans of how the hand was won (last tile, replacement, robbing, last copy), the flowers;
    #: ``heavenly`` only says the dealer's first fourteen tiles waited on nothing.
    options: frozenset[str] = frozenset({"last_tile", "kong_replacement", "robbing_kong", "fourth_tile", "heavenly",
                                         "bonus", "flowers"})
    #: What a hand may aim at to reach the minimum, and the odds of a plain hand (the coach's).
    plans: tuple[Plan, ...] = PLANS
    value_odds: ValueOdds = VALUE_ODDS
    #: A pung of a dragon, of one's own wind or of the prevalent wind.
    value_pung_points: int = FANS_BY_KEY["mcr.dragon_pung"].points

    def title(self, lang: str | None = None) -> str:
        """The system's name to show (``score.system.<name>``)."""
        return system_title(self.name, lang)

    def rows(self) -> tuple[PatternRow, ...]:
        """The table of patterns, in the seed's order."""
        return tuple(PatternRow(f.number, f.key, f.points, f.ru, f.en, f.zh) for f in FANS)

    def score(self, hand: Hand, context: WinContext) -> Score:
        """Score a winning hand: the reading worth the most points."""
        readings = self._readings(hand, context)
        top = max(r.points for r in readings)
        tied = [r for r in readings if r.points == top]
        if len(tied) > 1:
            # best_score prefers, at equal totals, fewer items: only those readings can win,
            # so only their items are built; among them _preference decides (first wins)
            fewest = min(r.item_count for r in tied)
            tied = sorted((r for r in tied if r.item_count == fewest), key=_preference, reverse=True)
        return best_score(self._score(r) for r in tied)

    def readings(self, hand: Hand, context: WinContext) -> list[Score]:
        """The score of every reading (decomposition and place of the winning tile)."""
        return [self._score(r) for r in self._readings(hand, context)]

    def _readings(self, hand: Hand, context: WinContext) -> list[_Reading]:
        situations = require_win(hand, context, self)
        edition = EDITIONS[self.edition]
        facts = HandFacts(hand, context)
        structures: dict[int, Structure] = {}
        out = []
        for situation in situations:
            key = id(situation.decomposition)
            structure = structures.get(key)
            if structure is None:
                structure = structures[key] = Structure(facts, situation.decomposition)
            out.append(_Reading.of(situation, edition, facts, structure))
        return out

    def _score(self, reading: _Reading) -> Score:
        items = reading.items()
        total = reading.points + reading.flowers
        meets = reading.points >= self.minimum
        payments = self.payments(reading.situation.context, total) if meets else {}
        return Score(self.name, self.unit, total, items, meets, self.minimum, payments,
                     decomposition=reading.situation.decomposition, toward_minimum=reading.points,
                     not_counted=_LeftOut(reading))

    def payments(self, context: WinContext, total: int) -> dict[str, int]:
        """Seed 001: 8 + total from each player on a self-draw; on a discard (or a robbed
        kong) 8 + total from the discarder and 8 from each of the other two."""
        winner = _SEAT[context.seat_wind]
        payer = None if context.self_drawn else _SEAT[context.discarding_seat]  # type: ignore[index]
        base, full = -self.base_payment, -self.base_payment - total
        out = {seat: (full if payer is None or seat == payer else base) for seat in SEATS}
        out[winner] = 0
        out[winner] = -sum(out.values())
        return out


#: The default: the seed's table (the Russian federation's edition).
MCR_SCORING = MCRScoring()
#: The Chinese text's values, as the reference calculator scores (双暗杠 6, 明暗杠 5, ...).
MCR_CHINESE = MCRScoring(edition="chinese")

__all__ = [
    "BASE_PAYMENT",
    "CHINESE",
    "EDITIONS",
    "FALSE_MAHJONG",
    "FANS",
    "FANS_BY_KEY",
    "MCR_CHINESE",
    "MCR_SCORING",
    "MINIMUM",
    "PATTERNS",
    "SEED",
    "FalseMahjong",
    "MCRScoring",
]
