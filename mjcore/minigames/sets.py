"""Sets: build chows, pungs and kongs from a pile; a try that is not a set says why.

Seed ``000`` lines 228-231, 238 and 243-245: a chow is three neighbours of one suit laid
from the smaller to the larger, left to right (1-3-4 breaks the row; 9-8-7 is laid the
wrong way round); a pung is three identical tiles, a kong four; all tiles of a set are of
one suit; dragons and winds make only pungs and kongs.

>>> from mjcore.notation import parse_tiles
>>> judge(parse_tiles("134p")).reason, judge(parse_tiles("987s")).reason, judge(parse_tiles("555m")).kind
(<Reason.NOT_NEIGHBOURS: 'not_neighbours'>, <Reason.REVERSED: 'reversed'>, <MeldKind.PUNG: 'pung'>)
>>> print(judge(parse_tiles("567z")).message().text("en"))
Honor tiles cannot make a chow: only three or four identical ones.
"""

from __future__ import annotations

import random
from collections.abc import Sequence as Seq
from dataclasses import dataclass, replace
from enum import Enum

from mjcore.errors import InvalidMeldError
from mjcore.hand import Meld, MeldKind
from mjcore.i18n import Message
from mjcore.minigames.base import (
    BadMoveError,
    BadSettingError,
    Summary,
    check_positions,
    check_rng,
    tally,
)
from mjcore.tiles import Tile


class Reason(Enum):
    """Why tiles are not a set."""

    COUNT = "count"  # not 3 or 4 tiles
    BONUS = "bonus"  # flowers and seasons make no sets
    MIXED_SUITS = "mixed_suits"
    HONOR_CHOW = "honor_chow"  # different honors: no chow of winds or dragons
    NOT_NEIGHBOURS = "not_neighbours"  # one suit, all different, not three in a row
    NOT_SAME = "not_same"  # some alike, some not (5-5-6)
    KONG_NOT_SAME = "kong_not_same"  # four tiles that are not four identical ones
    REVERSED = "reversed"  # a right chow laid from the larger to the smaller


@dataclass(frozen=True, slots=True)
class Verdict:
    """Either the kind of set (``kind``) or why it is not one (``reason``)."""

    tiles: tuple[Tile, ...]
    kind: MeldKind | None = None
    reason: Reason | None = None

    @property
    def ok(self) -> bool:
        return self.kind is not None

    def message(self) -> Message:
        if self.kind is not None:
            return Message.of(f"mini.sets.ok.{self.kind.value}", tiles=self.tiles)
        assert self.reason is not None
        return Message.of(f"mini.sets.why.{self.reason.value}")


def set_of(tiles: Seq[Tile]) -> MeldKind | None:
    """The kind of set these tiles make in any order (the core's definition,
    :meth:`mjcore.hand.Meld.from_tiles`), or ``None``.

    >>> from mjcore.notation import parse_tiles
    >>> set_of(parse_tiles("978s")), set_of(parse_tiles("123z"))
    (<MeldKind.CHOW: 'chow'>, None)
    """
    try:
        return Meld.from_tiles(tiles).kind
    except InvalidMeldError:
        return None


def judge(tiles: Seq[Tile], *, strict_order: bool = True) -> Verdict:
    """Is this row of tiles a set, and if not, why? Order matters for a chow when ``strict_order``
    (the kids lay a chow from the smaller to the larger). The one place that says why tiles
    are not a set: the mini-games, the quizzes and the exercise bank ask it."""
    row = tuple(tiles)
    kind = set_of(row)
    if kind is MeldKind.CHOW and strict_order and list(row) != sorted(row):
        return Verdict(row, reason=Reason.REVERSED)
    if kind is not None:
        return Verdict(row, kind=kind)
    return Verdict(row, reason=_why_not(row))


def _why_not(row: tuple[Tile, ...]) -> Reason:
    """Why tiles that make no set make none, the child's first mistake first."""
    if len(row) not in (3, 4):
        return Reason.COUNT
    if any(t.is_bonus for t in row):
        return Reason.BONUS
    if len({t.suit for t in row}) > 1:
        return Reason.MIXED_SUITS
    if len(row) == 4:
        return Reason.KONG_NOT_SAME
    if len(set(row)) < 3:
        return Reason.NOT_SAME
    if row[0].is_honor:
        return Reason.HONOR_CHOW
    return Reason.NOT_NEIGHBOURS


def find_set(tiles: Seq[Tile], taken: frozenset[int] = frozenset()) -> tuple[int, ...] | None:
    """Positions of some set among the tiles not taken (a chow first, then a pung), in row order."""
    free: dict[Tile, list[int]] = {}
    for i, t in enumerate(tiles):
        if i not in taken and not t.is_bonus:
            free.setdefault(t, []).append(i)
    for t in sorted(free):
        if t.is_suited and t.number <= 7 and Tile(t + 1) in free and Tile(t + 2) in free:
            return (free[t][0], free[Tile(t + 1)][0], free[Tile(t + 2)][0])
    for t in sorted(free):
        if len(free[t]) >= 3:
            return tuple(free[t][:3])
    return None


def deal_pile(rng: random.Random, suits: str, size: int) -> tuple[Tile, ...]:
    """``size`` tiles drawn from 4 copies of each kind of ``suits`` (letters of m p s z)."""
    check_rng(rng)
    kinds = [Tile(k) for k in range(34) if Tile(k).suit.value in suits]
    if not kinds or set(suits) - set("mpsz"):
        raise BadSettingError("error.mini.suits", suits=suits)
    box = [t for t in kinds for _ in range(4)]
    if not 3 <= size <= len(box):
        raise BadSettingError("error.mini.pile_size", size=size, low=3, high=len(box))
    return tuple(rng.sample(box, size))


@dataclass(frozen=True, slots=True)
class SetsGame:
    """A pile; each try takes tiles (by position, in the order laid out)."""

    pile: tuple[Tile, ...]
    made: tuple[Meld, ...] = ()
    taken: frozenset[int] = frozenset()
    tries: tuple[Verdict, ...] = ()
    over: bool = False

    @classmethod
    def new(cls, rng: random.Random, suits: str = "p", *, size: int = 27) -> SetsGame:
        """A shuffled pile of one suit by default (the article starts with the Dots)."""
        return cls(deal_pile(rng, suits, size))

    @property
    def last(self) -> Verdict | None:
        return self.tries[-1] if self.tries else None

    @property
    def is_over(self) -> bool:
        return self.over or find_set(self.pile, self.taken) is None

    def try_set(self, positions: Seq[int]) -> SetsGame:
        """Lay the tiles at ``positions`` in this order; a set leaves the pile."""
        if self.is_over:
            raise BadMoveError("error.mini.over")
        pos = check_positions(positions, len(self.pile), self.taken)
        verdict = judge([self.pile[i] for i in pos])
        if not verdict.ok:
            return replace(self, tries=self.tries + (verdict,))
        return replace(self, tries=self.tries + (verdict,), made=self.made + (Meld.from_tiles(verdict.tiles),),
                       taken=self.taken | set(pos))

    def finish(self) -> SetsGame:
        return replace(self, over=True)

    def hint(self) -> Message:
        found = find_set(self.pile, self.taken)
        if found is None:
            return Message.of("mini.sets.hint_none")
        return Message.of("mini.sets.hint", tile=self.pile[found[0]], positions=tuple(i + 1 for i in found))

    def summary(self) -> Summary:
        kinds = tally([m.kind.value for m in self.made])
        wrong = tally([v.reason.value for v in self.tries if v.reason is not None])
        lines = [Message.of("mini.sets.made", count=len(self.made))]
        for kind, n in kinds:
            lines.append(Message.of(f"mini.sets.count.{kind}", count=n))
        for reason, n in wrong:
            lines.append(Message.of("mini.sets.wrong_count", count=n, why=Message.of(f"mini.sets.why.{reason}")))
        stats = (("sets", len(self.made)), ("tries", len(self.tries))) + tuple(
            (k.value, sum(m.kind is k for m in self.made)) for k in MeldKind) + tuple(
            (r.value, sum(v.reason is r for v in self.tries)) for r in Reason)
        return Summary("sets", tuple(lines), stats)
