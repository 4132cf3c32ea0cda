"""The course's widgets: every activity of the lessons as a board a child can click.

Notebook cells stay one line — ``from lessons.widgets import MemoryBoard`` and then
``MemoryBoard()`` — and the rules stay in :mod:`mjcore`.  Each widget is an
:class:`ipywidgets.VBox` (see :class:`lessons.widgets.board.Board`) that speaks the lesson's
language (:func:`lessons.widgets.texts.course_lang`), shows the core's tile pictures as
large buttons (:mod:`lessons.widgets.tiles`), turns a refused move into a message and saves
results to the learner's progress file (:mod:`lessons.widgets.progress`).

Names are imported on first use, so importing one board does not load them all.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

#: Public name -> module (under lessons.widgets) that defines it.
EXPORTS: dict[str, str] = {
    # base
    "Board": "board",
    "ProgressFile": "progress",
    "course_lang": "texts",
    "show": "display",
    # kids' mini-games (seed 000, lines 211-271)
    "FindSuitBoard": "kids.find_suit",
    "SequenceBoard": "kids.sequence",
    "SetsBoard": "kids.sets",
    "CodeLockBoard": "kids.code_lock",
    "SnakeBoard": "kids.snake",
    "MemoryBoard": "kids.memory",
    "AllSetsBoard": "kids.all_sets",
    "BonusBoard": "kids.bonus",
    "WallDiceBoard": "kids.wall_dice",
    "SolitaireBoard": "solitaire",
    # the stages' small activities and the choices made by pictures (issue 14)
    "TidyUpBoard": "kids.tidy_up",
    "NumeralsBoard": "kids.numerals",
    "SeatsBoard": "kids.seats",
    "BuildWallBoard": "kids.build_wall",
    "SetsChoice": "choice",
    "MemoryChoice": "choice",
    "AllSetsChoice": "choice",
    "SolitaireChoice": "choice",
    # the game table, quizzes, progress charts
    "GameTable": "table",
    "QuizWidget": "quiz",
    "ProgressView": "progress_view",
    "DailyHand": "daily",
    "OwnPuzzles": "puzzles",
    # building hands and scoring them
    "TilePicker": "picker",
    "HandBuilder": "picker",
    "WaitsExplorer": "calculator.waits",
    "ScoringCalculator": "calculator.scoring",
    "CompareSystems": "calculator.compare",
    "FanTable": "calculator.fans",
    "McrFanGuide": "mcr_fans",
    "KidsScoreBoard": "calculator.kids_count",
    # practice drills: score it yourself, efficiency
    "ScoreItYourself": "drill",
    # reference tables of the adults' lessons (every number from the core)
    "McrPayments": "reference",
    "HkPayments": "reference",
    "RiichiYaku": "reference",
    "RiichiPayments": "reference",
    "RiichiFu": "reference",
    "LimitHands": "reference",
    "ClassicalDoubles": "classical_ref",
    "ClassicalSettlement": "classical_ref",
}

__all__ = sorted(EXPORTS)


def __getattr__(name: str) -> Any:
    module = EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'lessons.widgets' has no attribute {name!r}")
    value = getattr(import_module(f"lessons.widgets.{module}"), name)
    globals()[name] = value
    return value
