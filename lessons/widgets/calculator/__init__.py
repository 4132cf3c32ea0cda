"""Hands and their value: waits, a scoring calculator, systems side by side, fan tables.

Every answer here is the core's: :mod:`mjcore.analysis` and :mod:`mjcore.shanten` for the
waits and discards, :func:`mjcore.scoring.find_system` for the score of a
:class:`~mjcore.hand.Hand` in a :class:`~mjcore.scoring.WinContext`, and the words of the
score lines are the scoring systems' own (``item.name(lang)``, ``item.reason(lang)``).
One module per part:

* :mod:`.words` — a score in words (a line, the total, the fu, the payments);
* :mod:`.situation` — :class:`SituationPanel`, how the hand was won, as controls;
* :mod:`.scored` — :class:`ScoredHand`, a hand built by clicks and its win, to score;
* :mod:`.scoring` — :class:`ScoringCalculator`, one hand, one system, itemised; a line
  lights up its tiles;
* :mod:`.compare` — :class:`CompareSystems`, one hand under every system in one table;
* :mod:`.waits` — :class:`WaitsExplorer`, shanten and waits of 13 tiles, ranked discards of 14;
* :mod:`.fans` — :class:`FanTable`, the table of a system's patterns (the 81 fans of Chinese
  Official in 82 rows), filtered by points, with a checked example from the exercise bank;
* :mod:`.kids_count` — :class:`KidsScoreBoard`, the child counts a winning hand's points.

The notebooks import the boards from :mod:`lessons.widgets`; the names are importable from
here too.

>>> calc = ScoringCalculator("kids", "123m456p789s234s55z", lang="en")
>>> calc.total_text
'Total: 14 points'
"""

from __future__ import annotations

from lessons.widgets.calculator.compare import CompareSystems
from lessons.widgets.calculator.fans import FanTable, bank_example, pattern_rows
from lessons.widgets.calculator.kids_count import KidsScoreBoard
from lessons.widgets.calculator.scored import ScoredHand, whole_hand
from lessons.widgets.calculator.scoring import ScoringCalculator, highlight_indices
from lessons.widgets.calculator.situation import RIICHI_FLAGS, SituationPanel
from lessons.widgets.calculator.waits import WaitsExplorer
from lessons.widgets.calculator.words import (
    LINE_CSS,
    WIND_LETTERS,
    amount,
    fu_html,
    fu_lines,
    item_line,
    payments_line,
    system_name,
    total_line,
    unused_options,
)

__all__ = [
    "LINE_CSS", "RIICHI_FLAGS", "WIND_LETTERS", "CompareSystems", "FanTable", "KidsScoreBoard", "ScoredHand",
    "ScoringCalculator", "SituationPanel", "WaitsExplorer", "amount", "bank_example", "fu_html", "fu_lines",
    "highlight_indices", "item_line", "pattern_rows", "payments_line", "system_name", "total_line",
    "unused_options", "whole_hand",
]
