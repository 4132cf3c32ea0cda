"""The riichi fu table (seed 000:466-481), one line per rule, each with a hand that proves it.

A line is a rule a learner applies by hand — "a concealed pung of simples: 4 fu" — with an
example hand and the way it was won. The fu the line adds are never typed: :attr:`FuLine.fu`
scores the example with :data:`mjcore.scoring.riichi.RIICHI` and reads the line's reason in
the scorer's own fu breakdown (``Score.fu_items``). Two lines are exceptions and add nothing:
a pinfu hand won by tsumo (20 fu exactly) and a win on a kong's replacement tile (no tsumo fu,
the seed's rule, 000:468); their example proves that the breakdown has no tsumo line.

The project's reading of the value pair (000:471): a pair of dragons, of the seat wind or of
the round wind adds 2 fu; a pair of a wind that is both the seat and the round wind adds 4
(the scorer's ``double_valued_pair``), as the seed writes it.

>>> line = FU_LINES_BY_KEY["closed_pon"]
>>> line.name("en"), line.fu, line.hand_fu
('Concealed pung of simples (2–8)', 4, 40)
>>> [(item.key, item.points) for item in line.proof()]  # the scorer's breakdown of the example
[('riichi.fu.base', 20), ('riichi.fu.closed_ron', 10), ('riichi.fu.closed_pon', 4), ('riichi.fu.rounding', 6)]
>>> FU_LINES_BY_KEY["pinfu_tsumo"].fu, FU_LINES_BY_KEY["pinfu_tsumo"].hand_fu
(0, 20)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from mjcore.hand import Hand
from mjcore.i18n import tr
from mjcore.scoring.base import Item, Score, WinContext
from mjcore.scoring.riichi import RIICHI
from mjcore.scoring.riichi_names import FU
from mjcore.tiles import Tile


@dataclass(frozen=True)
class FuLine:
    """One rule of the fu table: its key (``riichi_fu.line.<key>`` names it), the scorer's
    fu reason it shows (a key of :data:`~mjcore.scoring.riichi_names.FU`), an example hand
    and how it was won. ``exception``: the line takes the reason's fu away (the example's
    breakdown has no line of that reason).

    >>> FU_LINES_BY_KEY["closed_terminal_kan"].fu, str(FU_LINES_BY_KEY["closed_terminal_kan"].hand)
    (32, '23466p234678s {5555z}')
    """

    key: str
    reason: str
    example: str
    context: WinContext
    exception: bool = False

    @property
    def hand(self) -> Hand:
        return Hand.from_str(self.example)

    def name(self, lang: str | None = None) -> str:
        """The rule in words (``riichi_fu.line.<key>``)."""
        return tr(f"riichi_fu.line.{self.key}", lang)

    @cached_property
    def score(self) -> Score:
        """The example scored by the project's riichi scorer."""
        return RIICHI.score(self.hand, self.context)

    def proof(self) -> tuple[Item, ...]:
        """The scorer's fu breakdown of the example, line by line."""
        return self.score.fu_items

    @property
    def fu(self) -> int:
        """The fu this line adds, read in the scorer's breakdown (0 for an exception)."""
        wanted = FU[self.reason].key
        found = [item.points for item in self.proof() if item.key == wanted]
        if self.exception:
            if found:
                raise AssertionError(f"{self.key}: the scorer still counts {wanted}")
            return 0
        if not found:
            raise AssertionError(f"{self.key}: the scorer's breakdown has no {wanted}")
        return found[0]

    @property
    def hand_fu(self) -> int:
        """The example's fu after rounding."""
        fu = self.score.fu
        assert fu is not None
        return fu


def _ctx(win: str, *, tsumo: bool = False, seat: Tile = Tile.SOUTH, round_: Tile = Tile.EAST, riichi: bool = False,
         kong_replacement: bool = False) -> WinContext:
    return WinContext(Tile.from_str(win), self_drawn=tsumo, seat_wind=seat, round_wind=round_, riichi=riichi,
                      kong_replacement=kong_replacement, discarder=None if tsumo else Tile.EAST)


#: The fu table in the order a hand is counted: base, how it was won, sets, pair, wait, rounding.
FU_LINES: tuple[FuLine, ...] = (
    FuLine("base", "base", "234m 456p 678s 23s 55p 4s", _ctx("4s")),
    FuLine("seven_pairs", "seven_pairs", "22m 33p 44p 66s 77s 11z 55z", _ctx("2m")),
    FuLine("closed_ron", "closed_ron", "234m 456p 678s 23s 55p 4s", _ctx("4s")),
    FuLine("tsumo", "tsumo", "234m 456p 678s 24s 55p 3s", _ctx("3s", tsumo=True)),
    FuLine("pinfu_tsumo", "tsumo", "234m 456p 678s 23s 55p 4s", _ctx("4s", tsumo=True), exception=True),
    FuLine("rinshan_tsumo", "tsumo", "22m {4444m} 333p 567p 444s", _ctx("4s", tsumo=True, kong_replacement=True),
           exception=True),
    FuLine("open_pinfu", "hand_without_fu", "[234m] 456p 678s 23s 55p 4s", _ctx("4s")),
    FuLine("open_pon", "open_pon", "[555m] 234p 678s 23s 66p 4s", _ctx("4s")),
    FuLine("closed_pon", "closed_pon", "555m 234p 678s 23s 66p 4s", _ctx("4s")),
    FuLine("open_terminal_pon", "open_terminal_pon", "[555z] 234p 678s 23s 66p 4s", _ctx("4s")),
    FuLine("closed_terminal_pon", "closed_terminal_pon", "555z 234p 678s 23s 66p 4s", _ctx("4s")),
    FuLine("open_kan", "open_kan", "[5555m] 234p 678s 23s 66p 4s", _ctx("4s")),
    FuLine("closed_kan", "closed_kan", "{5555m} 234p 678s 23s 66p 4s", _ctx("4s")),
    FuLine("open_terminal_kan", "open_terminal_kan", "[5555z] 234p 678s 23s 66p 4s", _ctx("4s")),
    FuLine("closed_terminal_kan", "closed_terminal_kan", "{5555z} 234p 678s 23s 66p 4s", _ctx("4s")),
    FuLine("valued_pair", "valued_pair", "234m 456p 678s 23s 77z 4s", _ctx("4s", riichi=True)),
    FuLine("double_valued_pair", "double_valued_pair", "234m 456p 678s 23s 11z 4s",
           _ctx("4s", tsumo=True, seat=Tile.EAST, riichi=True)),
    FuLine("pair_wait", "pair_wait", "234m 456p 678s 345s 99p", _ctx("9p", riichi=True)),
    FuLine("kanchan", "kanchan", "234m 456p 678s 24s 55p 3s", _ctx("3s", riichi=True)),
    FuLine("penchan", "penchan", "234m 456p 678s 12s 55p 3s", _ctx("3s", riichi=True)),
    FuLine("rounding", "rounding", "234m 456p 678s 24s 55p 3s", _ctx("3s", tsumo=True)),
)
FU_LINES_BY_KEY: dict[str, FuLine] = {line.key: line for line in FU_LINES}
