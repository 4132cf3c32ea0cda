"""Every double of the classical list (seed ``000``, lines 323-339), each with an example hand.

A :class:`DoubleExample` is one line of the seed's list: its key (the scorer's pattern key, so
its name is the name the calculator shows, from the scoring catalog
:data:`~mjcore.scoring.base.TEXTS`), how many doubles it is worth, the seed line, and a winning
hand with how it was won that the classical scorer gives exactly that many of this double
(``tests/mjcore/scoring/test_classical_doubles.py`` proves each). Some doubles never come
alone — thirteen terminals and honours have no chow, three sets of winds with a pair of winds
need a suit or more honours — so an example may carry other doubles too (:meth:`DoubleExample.score`
shows them all).

The list's last line, "declared a ready hand at once and played no more" (seed line 339),
depends on the hand's history, which a win does not hold: the scorer does not count it
(``scored`` is ``False``) and it has no example.

>>> len(DOUBLE_EXAMPLES), sum(e.scored for e in DOUBLE_EXAMPLES)
(15, 14)
>>> pure = next(e for e in DOUBLE_EXAMPLES if e.key == "classical.pure_suit")
>>> pure.name("en"), pure.doubles, str(pure.hand), pure.score().total
('Pure one suit', 3, '12345667899p [222p]', 192)
"""

from __future__ import annotations

from dataclasses import dataclass

from mjcore.hand import Hand
from mjcore.scoring.base import TEXTS, Score, WinContext
from mjcore.scoring.classical import CLASSICAL, DOUBLES
from mjcore.tiles import Tile

__all__ = ["DOUBLE_EXAMPLES", "READY_AT_ONCE", "DoubleExample"]

#: The key of the double the scorer cannot count (a ready hand declared at once, 000:339).
READY_AT_ONCE = "classical.unscored.ready_at_once"  # no pattern of the scorer (two dots: see pattern_keys)
TEXTS.add_words(READY_AT_ONCE, "Ready hand declared at once", "Просящая рука объявлена сразу")


@dataclass(frozen=True, slots=True)
class DoubleExample:
    """One double of the seed's list and a hand that has it (``None`` where it is not scored)."""

    key: str
    #: How many times it doubles (3 for a pure suit and for all honours).
    doubles: int
    #: The seed line (``000:325``).
    seed: str
    hand: Hand | None = None
    context: WinContext | None = None

    @property
    def scored(self) -> bool:
        """Whether the classical scorer counts this double (it has an example hand)."""
        return self.hand is not None

    def name(self, lang: str | None = None) -> str:
        """The double's name, as the calculator shows it."""
        return TEXTS.text(self.key, lang)

    def score(self) -> Score:
        """The example scored by the classical scorer (only for a :attr:`scored` double)."""
        if self.hand is None or self.context is None:
            raise ValueError(f"{self.key} has no example hand")
        return CLASSICAL.score(self.hand, self.context)


def _example(key: str, hand: str, win: Tile, **context: object) -> DoubleExample:
    row = next(p for p in DOUBLES if p.key == key)
    seat = context.pop("seat_wind", Tile.SOUTH)
    return DoubleExample(key, row.points, row.seed or "", Hand.from_str(hand),
                         WinContext(win, seat_wind=seat, **context))  # type: ignore[arg-type]


#: The seed's list in its order: South wins in the East round, on a discard unless said.
DOUBLE_EXAMPLES: tuple[DoubleExample, ...] = (
    _example("classical.dragon_pung", "[777z] 123m 456p 789s 55s", Tile.S5),
    _example("classical.own_wind_pung", "[222z] 123m 456p 789s 55s", Tile.S5),
    _example("classical.prevailing_wind_pung", "[111z] 123m 456p 789s 55s", Tile.S5),
    _example("classical.clean_suit", "[333z] 123p 456p 789p 55p", Tile.P5),
    _example("classical.pure_suit", "[222p] 123p 456p 678p 99p", Tile.P9),
    _example("classical.terminals_and_honors", "[111m] [999p] [333z] 111s 44z", Tile.S1),
    _example("classical.all_honors", "[111z] [333z] [555z] 666z 44z", Tile.GREEN, seat_wind=Tile.NORTH,
             round_wind=Tile.SOUTH),
    _example("classical.no_chows", "[222m] [555p] [888s] 333s 99m", Tile.S3),
    _example("classical.no_points", "123m 456m 234p 678s 99s", Tile.S6),
    _example("classical.replacement_tile", "[2222m] 123p 456p 789s 55s", Tile.S5, self_drawn=True,
             kong_replacement=True),
    _example("classical.last_tile", "[222m] 123p 456p 789s 55s", Tile.S5, last_tile=True),
    _example("classical.robbing_kong", "[222m] 123p 456p 789s 55s", Tile.P1, robbing_kong=True),
    _example("classical.little_four_winds", "[111z] [222z] [333z] 456m 44z", Tile.M6, seat_wind=Tile.NORTH,
             round_wind=Tile.NORTH),
    _example("classical.little_three_dragons", "[555z] [666z] 123m 456p 77z", Tile.RED),
    DoubleExample(READY_AT_ONCE, 1, "000:339"),
)
