"""What a hand may aim at to reach a system's minimum: its plans, and the odds of a plain hand.

A system with a minimum (Chinese Official's 8 points, Hong Kong's 3 fan) says which of its
patterns a player can *plan* from afar — a flush, all pungs, seven pairs — as :class:`Plan` rows
that name the pattern and take its points from the system's own table, and how often a plain
hand (no plan) reaches the minimum anyway (:class:`ValueOdds`). The coach
(:mod:`mjcore.game.coach`) reads them; a system without a minimum declares none.

>>> import mjcore.scoring.hk  # its table adds the pattern names
>>> plan = Plan(PlanKind.HALF_FLUSH, "hk.half_flush", 3, Suit.DOTS)
>>> plan.text("en"), plan.text("ru")
('Half flush (Dots)', 'Одна масть с благородными (Точки)')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from mjcore.i18n import resolve_lang
from mjcore.scoring.base import TEXTS
from mjcore.tiles import Suit


class PlanKind(Enum):
    """The shapes a plan can take: the coach knows how far a hand is from each."""

    FULL_FLUSH = "full_flush"
    HALF_FLUSH = "half_flush"
    ALL_PUNGS = "all_pungs"
    SEVEN_PAIRS = "seven_pairs"
    #: Chinese Official's knitted straight (with a set and a pair) or honors-and-knitted tiles.
    KNITTED = "knitted"
    THIRTEEN_ORPHANS = "thirteen_orphans"


@dataclass(frozen=True, slots=True)
class Plan:
    """A pattern worth aiming at: its shape, the system's pattern ``key`` and ``points``, and for a
    flush the ``suit`` (``None`` in a system's row: any suit)."""

    kind: PlanKind
    key: str
    points: int
    suit: Suit | None = None

    def text(self, lang: str | None = None) -> str:
        """The pattern's own name (from the system's table), with the suit of a flush."""
        code = resolve_lang(lang)
        name = TEXTS.text(self.key, code)
        return f"{name} ({self.suit.full_name(code)})" if self.suit is not None else name


@dataclass(frozen=True, slots=True)
class ValueOdds:
    """How often a plain winning hand (no plan) reaches the system's minimum: ``(on a discard,
    self-drawn)`` for a concealed hand and for a hand with a claimed set — measured over the
    ready hands of players who play for speed alone (``make bench`` prints the measurement:
    ``bench_coach``); ``near``: the share of a plain hand's useful draws one tile from ready that
    make a ready hand whose win reaches it (concealed, with a claimed set)."""

    concealed: tuple[float, float]
    open: tuple[float, float]
    near: tuple[float, float] = (1.0, 1.0)


__all__ = ["Plan", "PlanKind", "ValueOdds"]
