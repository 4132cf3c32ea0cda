"""The numbers of lesson 5 (classical scoring), each computed by the core.

``FACTS``: every number the lesson's markdown states (its regexes' group 1), in ru and en, with
the value the core computes; ``NOT_CLAIMS``: the numbers that claim nothing (the lesson's own
numbers, list items, levels, the example's inputs). Read by ``tests/lessons/test_lesson_numbers.py``.
"""

from __future__ import annotations

from mjcore.hand import Hand
from mjcore.quiz import FAMILIES
from mjcore.scoring import Score, WinContext
from mjcore.scoring.classical import CLASSICAL, DOUBLES, POINTS
from mjcore.scoring.classical_doubles import DOUBLE_EXAMPLES
from mjcore.tiles import KINDS, Tile
from tests.lessons.facts import Fact


def _score(hand: str, win: str, seat: Tile = Tile.SOUTH) -> Score:
    return CLASSICAL.score(Hand.from_str(hand), WinContext(Tile.from_str(win), seat_wind=seat))


def _line(score: Score, tiles: str) -> int:
    """The points of the line made of ``tiles`` (a set)."""
    want = Hand.from_str(tiles, check_size=False).concealed
    return sum(i.value for i in score.items if i.unit == "points" and tuple(i.tiles) == tuple(want))


def _points(score: Score) -> int:
    return sum(i.value for i in score.items if i.unit == "points")


def _factor(score: Score) -> int:
    return 2 ** sum(i.value for i in score.items if i.unit == "doubles")


def _row(key: str) -> int:
    return next(p.points for p in (*POINTS, *DOUBLES) if p.key == key)


def seq(name: str, ru: str, en: str, values: list[int]) -> list[Fact]:
    """The numbers after ``ru``/``en`` (regexes), in order: one fact each."""
    skip = r"\D*?\d+"
    return [Fact(f"{name}.{k}", ru + skip * k + r"\D*?(\d+)", en + skip * k + r"\D*?(\d+)", v)
            for k, v in enumerate(values)]


_SIMPLES = sorted({t.number for t in KINDS if t.is_suited and not t.is_terminal})
_TERMINALS = sorted({t.number for t in KINDS if t.is_suited and t.is_terminal})
_MAHJONG, _FROM_WALL, _ONLY = _row("classical.mahjong"), _row("classical.from_wall"), _row("classical.only_possible")
_PAIR = _row("classical.pair.dragon")


def _grid(grade: str) -> list[int]:
    return [_row(f"classical.{kind}.{grade}.{state}") for kind in ("pung", "kong") for state in ("open", "concealed")]


EX1 = _score("[111p] [555m] [777z] 345s 88m", "5s", Tile.WEST)
EX1C = _score("111p 555m 777z 345s 88m", "5s", Tile.WEST)
EX2 = _score("[555p] 123m 678s 234s 99m", "6s")
EX2C = _score("555p 123m 678s 234s 99m", "6s")
EX3 = _score("[555p] [777z] 123p 678p 99p", "6p")
EX3C = _score("555p 777z 123p 678p 99p", "6p")
EX4 = _score("[111p] [666p] 234p 789p 55p", "4p")
EX4C = _score("111p 666p 234p 789p 55p", "4p")
GATES = _score("1112345678999m 5m", "5m")
ORPHANS = _score("19m19p19s1234567z 1z", "1z")

FACTS: list[Fact] = [
    # the points table
    Fact("simples.low", r"простые \((\d+)–", r"simples \((\d+)–", _SIMPLES[0]),
    Fact("simples.high", r"простые \(\d+–(\d+)\)", r"simples \(\d+–(\d+)\)", _SIMPLES[-1]),
    Fact("terminals.low", r"терминальные \((\d+),", r"terminals \((\d+),", _TERMINALS[0]),
    Fact("terminals.high", r"терминальные \(\d+, (\d+)\)", r"terminals \(\d+, (\d+)\)", _TERMINALS[-1]),
    *seq("grid.simple", r"\| простые \(\d+–\d+\) \|", r"\| simples \(\d+–\d+\) \|", _grid("simple")),
    *seq("grid.terminal", r"\| терминальные \(\d+, \d+\) \|", r"\| terminals \(\d+, \d+\) \|", _grid("terminal")),
    *seq("grid.honor", r"\| благородные \|", r"\| honors \|", _grid("honor")),
    *seq("lines", r"Чоу — ", r"A chow scores ", [_row("classical.chow"), _PAIR, _MAHJONG, _FROM_WALL, _ONLY]),
    # the doubles
    Fact("double.factor", r"умножает очки на (\d+)", r"multiplies the points by (\d+)", 2 ** _row("classical.dragon_pung")),
    Fact("double.count", r"В правилах (\d+) удвоений", r"The rules list (\d+) doubles", len(DOUBLE_EXAMPLES)),
    Fact("double.pure", r"трижды \(×(\d+)\)", r"three times \(×(\d+)\)", 2 ** _row("classical.pure_suit")),
    Fact("double.all_honors", r"трижды \(×(\d+)\)", r"three times \(×(\d+)\)", 2 ** _row("classical.all_honors")),
    Fact("limit", r"«дом полон» \(обычно (\d+) очков\)", r"\"house full\" limit \(usually (\d+) points\)", CLASSICAL.limit),
    # the seed's four worked examples, open then concealed
    *seq("ex1", r"Открытые панги:", r"Open pungs:",
         [_line(EX1, "111p"), _line(EX1, "555m"), _line(EX1, "777z"), _MAHJONG, _points(EX1), EX1.total,
          _line(EX1C, "111p"), _line(EX1C, "555m"), _line(EX1C, "777z"), _MAHJONG, _points(EX1C), EX1C.total]),
    *seq("ex2", r"Чоу очков не приносят\.", r"Chows score nothing\.",
         [_line(EX2, "555p"), _MAHJONG, EX2.total, _line(EX2C, "555p"), _MAHJONG, EX2C.total]),
    *seq("ex3", r"Панг Точек", r"Pung of Dots",
         [_line(EX3, "555p"), _line(EX3, "777z"), _MAHJONG, _points(EX3), _points(EX3) * 2, EX3.total,
          _line(EX3C, "555p"), _line(EX3C, "777z"), _MAHJONG, _points(EX3C), 2 ** _row("classical.dragon_pung"),
          _points(EX3C) * 2, 2 ** _row("classical.clean_suit"), EX3C.total]),
    *seq("ex4", r"Панг единиц Точек", r"Pung of ones of Dots",
         [_line(EX4, "111p"), _line(EX4, "666p"), _MAHJONG, _points(EX4), _factor(EX4), EX4.total,
          _line(EX4C, "111p"), _line(EX4C, "666p"), _MAHJONG, _points(EX4C), _factor(EX4C), EX4C.total]),
    # limits and nine gates
    Fact("limit.value", r"стоит лимит «Дом полон» \((\d+)\)", r"\"house full\" limit \((\d+)\)", CLASSICAL.limit),
    Fact("gates.total", r"без драконов и ветров» — \*\*(\d+) очка", r"Pure one suit\" — \*\*(\d+) points", GATES.total),
    *seq("gates.why", r"Почему(?= \d)", r"Why(?= \d)",
         [_ONLY, _ONLY, _points(GATES) - _ONLY, _factor(GATES), (_points(GATES) - _ONLY) * _factor(GATES)]),
    # the settlement's example and the drill
    Fact("settle.winner", r"рукой примера 1 — (\d+) очков", r"hand of example 1 — (\d+) points", EX1.total),
    Fact("drill.levels", r"уровень (\d+) — и итог", r"level (\d+) each player's net", FAMILIES["settle_classical"].levels),
    # check yourself
    Fact("check.limit", r"при лимите (\d+)", r"with a limit of (\d+)", CLASSICAL.limit),
    Fact("check.orphans", r"\*Ответы:\* 1 — (\d+)", r"\*Answers:\* 1 — (\d+)", ORPHANS.total),
    *seq("check.points", r"; 3 — ", r"; 3 — ", [_row("classical.pung.terminal.concealed"),
                                               _row("classical.pung.simple.open"),
                                               _row("classical.pung.terminal.concealed") + _row("classical.pung.simple.open"),
                                               _MAHJONG]),
]

NOT_CLAIMS: list[tuple[str, str, str]] = [
    (r"Урок (\d+)\.", r"Lesson (\d+)\.", "the lesson's own number, and the next lesson's"),
    (r"Пример (\d+)", r"Example (\d+)", "an example's own number"),
    (r"панги (\d+), (\d+), (\d+), (\d+) и (\d+)", r"pungs of (\d+), (\d+), (\d+), (\d+) and (\d+)",
     "the tile numbers naming the snake's pungs; the LimitHands table below scores its example"),
    (r"рукой примера (\d+)", r"hand of example (\d+)", "which example"),
    (r"Восток (\d+), Юг (\d+), Север (\d+)\.", r"East (\d+), South (\d+), North (\d+)\.",
     "the example's own hand values, the arguments of the ClassicalSettlement cell below"),
    (r"[Уу]ровень (\d+)", r"[Ll]evel (\d+)", "a level's name"),
    (r"\n(\d+)\. ", r"\n(\d+)\. ", "a list item's number"),
    (r"(?:;|:\*) (\d+) — ", r"(?:;|:\*) (\d+) — ", "the number of the question answered"),
]
