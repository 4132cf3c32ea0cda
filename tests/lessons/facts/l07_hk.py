"""Lesson 7, old Hong Kong scoring: every number its markdown writes, computed by the engine.

Each example is read from the lesson's own calculator cells (``ScoringCalculator(...)``, in
the lesson's order, as the scoring request each is), scored by :data:`mjcore.scoring.hk.HONG_KONG`; the fan lines the text names are the scorer's own names (``TEXTS``). The seed's payment
examples 1 and 2 (seed 000:1308-1319) are written in units of the base, one unit the base of
a minimum hand: the lesson states them too, from :func:`mjcore.scoring.hk.settle`.

>>> [fact.value for fact in FACTS if fact.name == "south: East's payment, capped"]
[64]
"""

from __future__ import annotations

import ast
import json
import re
from dataclasses import dataclass
from pathlib import Path

from mjcore.hand import Hand
from mjcore.scoring.base import SEATS, TEXTS, Score, WinContext
from mjcore.scoring.hk import HONG_KONG, settle
from mjcore.scoring.request import request_from_mapping
from mjcore.tiles import WINDS
from tests.lessons.facts import Fact

LESSON = Path(__file__).resolve().parents[3] / "lessons" / "en" / "adults" / "07_hk.ipynb"
#: What the half-flush cell asks the reader to change (``444z`` into ``234p``).
HALF_FLUSH_SWAP = ("444z", "234p")
#: The fan the second self-check question gives (a question's own number).
QUESTION_FAN = 4


@dataclass(frozen=True)
class Example:
    """One calculator cell of the lesson: its code, the hand and win it scores, the score."""

    code: str
    hand: Hand
    context: WinContext
    score: Score

    @property
    def winner(self) -> str:
        return SEATS[WINDS.index(self.context.seat_wind)]

    def pays(self, seat: str) -> int:
        return -self.score.payments[seat]

    def base(self) -> int:
        return HONG_KONG.base(self.score.total)

    def uncapped(self) -> dict[str, int]:
        return settle(self.base(), self.context.seat_wind, self_drawn=self.context.self_drawn,
                      discarder=self.context.discarding_seat)

    def seed_units(self) -> dict[str, int]:
        """The payments in the seed's units of the base (one unit: the base of a minimum hand)."""
        return settle(self.base() // HONG_KONG.base(HONG_KONG.minimum), self.context.seat_wind,
                      self_drawn=self.context.self_drawn, discarder=self.context.discarding_seat)


def _sum(payments: dict[str, int], winner: str) -> str:
    """``"32 + 16 + 16 = 64"``: the losers' payments in seat order, and what the winner gets."""
    return " + ".join(str(-payments[s]) for s in SEATS if s != winner) + f" = {payments[winner]}"


def example(code: str) -> Example:
    """The lesson's calculator cell ``code``, read as the scoring request it is (the calculator
    reads the same request; ``test_lesson_claims`` checks that its totals are these)."""
    call = ast.parse(code, mode="eval").body
    assert isinstance(call, ast.Call) and ast.unparse(call.func) == "ScoringCalculator", code
    request = dict(zip(("rules", "hand"), (ast.literal_eval(arg) for arg in call.args)))
    request |= {kw.arg: ast.literal_eval(kw.value) for kw in call.keywords if kw.arg}
    assert request.pop("rules", "mcr") == HONG_KONG.name, code
    parsed, context = request_from_mapping(request)
    return Example(code, parsed, context, HONG_KONG.score(parsed, context))


def _examples() -> list[Example]:
    cells = json.loads(LESSON.read_text("utf-8"))["cells"]
    codes = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
    return [example(code) for code in codes if code.startswith("ScoringCalculator(")]


EX1, EX2, EX3, SOUTH, HEAVENLY, HALF, BELOW = _examples()
SWAPPED = example(HALF.code.replace(*HALF_FLUSH_SWAP))
BASES = ", ".join(f"{fan} — {base}" for fan, base in HONG_KONG.base_points)


def _rows() -> list[Fact]:
    """Each fan line an example names, by the scorer's names, with its fan."""
    seen: dict[str, int] = {}
    for ex in (EX1, EX2, EX3, SOUTH, SWAPPED):
        for item in ex.score.items:
            seen.setdefault(item.key, item.value)
    return [Fact(f"line {key}", ru=rf"«{re.escape(TEXTS.text(key, 'ru'))}» — (\d+)",
                 en=rf'"{re.escape(TEXTS.text(key, "en"))}" — (\d+)', value=fan) for key, fan in seen.items()]


def _in(ru_head: str, en_head: str, ru: str, en: str) -> tuple[str, str]:
    """Patterns read inside one example (from its heading on)."""
    return rf"(?s){ru_head}.*?{ru}", rf"(?s){en_head}.*?{en}"


E1 = ("Пример 1\\.", "Example 1\\.")
E2 = ("Пример 2\\.", "Example 2\\.")
E3 = ("Пример 3\\.", "Example 3\\.")
ES = ("Та же рука у Юга", "The same hand won by South")
SUM = r"([\d +=]*\d)"

FACTS: list[Fact] = [
    Fact("minimum", r"\*\*не меньше (\d+) фан\*\*", r"\*\*at least (\d+) fan\*\*", HONG_KONG.minimum),
    Fact("minimum's base: fan", r"по таблице \((\d+) фана — \d+ очков\)", r"by a table \((\d+) fan — \d+ points\)",
         HONG_KONG.minimum),
    Fact("minimum's base: points", r"по таблице \(\d+ фана — (\d+) очков\)", r"by a table \(\d+ fan — (\d+) points\)",
         HONG_KONG.base(HONG_KONG.minimum)),
    Fact("the base table", r"\(фан — база: ([^)]*)\)", r"\(fan — base: ([^)]*)\)", BASES),
    Fact("the limit (most one loser pays)", r"\*\*лимита\*\* \((\d+)\)", r"\*\*limit\*\* \((\d+)\)", HONG_KONG.limit_points),
    Fact("a limit hand: from each", r"\*\*по (\d+) с каждого", r"\*\*(\d+) from each player", HONG_KONG.limit_points),
    Fact("the seed's unit: fan", r"база руки в (\d+) фана", r"the base of a (\d+)-fan hand", HONG_KONG.minimum),
    Fact("the seed's unit: points", r"база руки в \d+ фана, (\d+) очков", r"the base of a \d+-fan hand, (\d+) points",
         HONG_KONG.base(HONG_KONG.minimum)),
    *_rows(),
    # Example 1: West from the wall (seed 000:1308-1313)
    Fact("example 1: base", *_in(*E1, r"база (\d+)", r"base (\d+)"), EX1.base()),
    Fact("example 1: South and North", *_in(*E1, r"Юг и Север по (\d+)", r"South and North (\d+) each"), EX1.pays("S")),
    Fact("example 1: North as South", *_in(*E1, r"Юг и Север по (\d+)", r"South and North (\d+) each"), EX1.pays("N")),
    Fact("example 1: East", *_in(*E1, r"ещё вдвое, (\d+)", r"double again: (\d+)"), EX1.pays("E")),
    Fact("example 1: the sum", *_in(*E1, rf"Запад получает {SUM}", rf"West receives {SUM}"),
         _sum(EX1.score.payments, EX1.winner)),
    Fact("example 1: the seed's base", *_in(*E1, r"при базе (\d+)", r"with base (\d+)"),
         EX1.base() // HONG_KONG.base(HONG_KONG.minimum)),
    Fact("example 1: the seed's sum", *_in(*E1, rf"при базе \d+: {SUM}", rf"with base \d+: {SUM}"),
         _sum(EX1.seed_units(), EX1.winner)),
    # Example 2: North on South's discard (seed 000:1314-1319)
    Fact("example 2: base", *_in(*E2, r"база (\d+)", r"base (\d+)"), EX2.base()),
    Fact("example 2: West", *_in(*E2, r"Запад платит базу, (\d+)", r"West pays the base, (\d+)"), EX2.pays("W")),
    Fact("example 2: South, the discarder", *_in(*E2, r"Юг как снёсший — вдвое, (\d+)", r"South as the discarder double, (\d+)"),
         EX2.pays("S")),
    Fact("example 2: East", *_in(*E2, r"Восток как Восток — вдвое, (\d+)", r"East as East double, (\d+)"), EX2.pays("E")),
    Fact("example 2: the sum", *_in(*E2, rf"Север получает {SUM}", rf"North receives {SUM}"),
         _sum(EX2.score.payments, EX2.winner)),
    Fact("example 2: the seed's base", *_in(*E2, r"при базе (\d+)", r"with base (\d+)"),
         EX2.base() // HONG_KONG.base(HONG_KONG.minimum)),
    Fact("example 2: the seed's sum", *_in(*E2, rf"при базе \d+: {SUM}", rf"with base \d+: {SUM}"),
         _sum(EX2.seed_units(), EX2.winner)),
    # Example 3: East on West's discard (seed 000:1320-1326)
    Fact("example 3: base", *_in(*E3, r"база (\d+)", r"base (\d+)"), EX3.base()),
    Fact("example 3: South and North", r"Каждый платит Востоку вдвое, (\d+)", r"Everyone pays East double, (\d+)", EX3.pays("S")),
    Fact("example 3: North as South", r"Каждый платит Востоку вдвое, (\d+)", r"Everyone pays East double, (\d+)", EX3.pays("N")),
    Fact("example 3: West, the discarder", r"Запад как снёсший — ещё вдвое, (\d+)", r"West as the discarder double again, (\d+)",
         EX3.pays("W")),
    Fact("example 3: the sum", *_in(*E3, rf"Восток получает {SUM}", rf"East receives {SUM}"),
         _sum(EX3.score.payments, EX3.winner)),
    # South from the wall: East's payment meets the limit
    Fact("south: base", *_in(*ES, r"база (\d+)", r"base (\d+)"), SOUTH.base()),
    Fact("south: West and North", *_in(*ES, r"Запад и Север по (\d+)", r"West and North (\d+) each"), SOUTH.pays("W")),
    Fact("south: North as West", *_in(*ES, r"Запад и Север по (\d+)", r"West and North (\d+) each"), SOUTH.pays("N")),
    Fact("south: East's payment before the limit", *_in(*ES, r"вышло бы (\d+)", r"that would be (\d+)"), -SOUTH.uncapped()["E"]),
    Fact("south: East's payment, capped", *_in(*ES, r"Восток платит (\d+)\.", r"East pays (\d+)\."), SOUTH.pays("E")),
    Fact("south: the sum", *_in(*ES, rf"Юг получает {SUM}", rf"South receives {SUM}"), _sum(SOUTH.score.payments, SOUTH.winner)),
    Fact("south: the sum without the limit", *_in(*ES, r"а не (\d+)", r"not (\d+):"), SOUTH.uncapped()[SOUTH.winner]),
    # the heavenly hand: the limit from each
    Fact("heavenly: each pays", r"каждый платит по (\d+), всего", r"each player pays (\d+), ", HEAVENLY.pays("S")),
    Fact("heavenly: in all", r"всего \*\*(\d+)\*\*", r"\*\*(\d+)\*\* in all", HEAVENLY.score.payments[HEAVENLY.winner]),
    # half flush and the hand below the minimum
    Fact("full flush", r"«Чистая масть», (\d+) фан", r'"Full flush", (\d+) fan', next(
        r.points for r in HONG_KONG.rows() if r.key == "hk.full_flush")),
    Fact("half flush swapped: what is left", r"останется только «[^»]+» — (\d+) фан", r'only "[^"]+" — (\d+) fan is left',
         SWAPPED.score.total),
    Fact("below the minimum: the fan", r"Всего (\d+) фана, но", r"That is (\d+) fan, but", BELOW.score.total),
    Fact("below the minimum: counted", r"засчитан только (\d+)", r"only (\d+) counts toward", BELOW.score.toward_minimum or 0),
    # the self-check
    Fact("question 1: the own flower", r"и (\d+) фан за свой цветок", r"and (\d+) fan for the own flower", next(
        r.points for r in HONG_KONG.rows() if r.key == "hk.own_flower")),
    Fact("question 1: the minimum", r"при минимуме (\d+)", r"with a minimum of (\d+)", HONG_KONG.minimum),
    Fact("answer 2: base", r"2 — база (\d+)", r"2 — base (\d+)", HONG_KONG.base(QUESTION_FAN)),
    Fact("answer 2: East", r"Восток платит (\d+) \(вчетверо", r"East pays (\d+) \(four times",
         -settle(HONG_KONG.base(QUESTION_FAN), WINDS[1], self_drawn=True, cap=HONG_KONG.limit_points)["E"]),
    Fact("answer 2: West and North", r"Запад и Север по (\d+), всего", r"West and North (\d+) each, \d+ in all",
         -settle(HONG_KONG.base(QUESTION_FAN), WINDS[1], self_drawn=True, cap=HONG_KONG.limit_points)["W"]),
    Fact("answer 2: in all", r"всего (\d+); 3 —", r"(\d+) in all; 3 —",
         settle(HONG_KONG.base(QUESTION_FAN), WINDS[1], self_drawn=True, cap=HONG_KONG.limit_points)["S"]),
]

NOT_CLAIMS: list[tuple[str, str, str]] = [
    (r"^# Урок (\d+)\.", r"^# Lesson (\d+)\.", "the lesson's own number"),
    (r"\[Урок (\d+)\.", r"\[Lesson (\d+)\.", "the next lesson's number, in its link"),
    (r"\*\*Пример (\d+)\.", r"\*\*Example (\d+)\.", "an example's own number"),
    (r"^(\d+)\. ", r"^(\d+)\. ", "a self-check question's number"),
    (r"(?:Ответы:\* |; )(\d+) — ", r"(?:Answers:\* |; )(\d+) — ", "the number of the question an answer is for"),
    (r"Рука — (\d+) фана за сеты", r"A hand has (\d+) fan from its sets", "the question's own hand (the answer is tested)"),
    (r"за (\d+) фана со стены\?", r"for (\d+) fan self-drawn\?", "the question's own hand (QUESTION_FAN)"),
    (r"[Уу]ровень (\d+) —", r"[Ll]evel (\d+) is", "the drill's first level, a name"),
]
