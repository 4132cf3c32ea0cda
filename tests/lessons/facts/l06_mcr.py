"""Lesson 6 (Chinese Official): every number of its text, computed by the core.

``FACTS``: each regex's group 1 is what the lesson writes, ``value`` what mjcore computes;
``NOT_CLAIMS``: numbers that are no claim (the lesson's own number, a list item, a question's
given points, a level's number).
"""

from __future__ import annotations

from mjcore.analysis import waits
from mjcore.notation import parse_hand
from mjcore.scoring import WinContext
from mjcore.scoring.mcr import FANS, FANS_BY_KEY, MCR_SCORING, MINIMUM
from mjcore.tiles import Tile
from tests.lessons.facts import Fact


def points(key: str) -> int:
    return FANS_BY_KEY[f"mcr.{key}"].points


LAST = "[234m] [567p] 345s 678s 22p"  # the lesson's last calculator


def total(win: str) -> int:
    return MCR_SCORING.score(parse_hand(LAST), WinContext(Tile.from_str(win))).total


def waited(win: str) -> list[str]:
    """The waits of the last example before ``win`` came (its tiles less the winning one)."""
    hand = parse_hand(LAST)
    concealed = list(hand.concealed)
    concealed.remove(Tile.from_str(win))
    return [str(w.tile) for w in waits(hand.__class__(tuple(concealed), hand.melds, hand.bonus), rules="mcr")]


SHARED = sorted({f.number for f in FANS if not f.number.isdigit()})  # 57А, 57Б: one number, two rows

FACTS: list[Fact] = [
    Fact("fans", r"\*\*(\d+) фан\*\*", r"\*\*(\d+) fans\*\*", len({f.number.rstrip("АБ") for f in FANS})),
    Fact("lowest", r"от (\d+) до \d+\.", r"from (\d+) to \d+\.", min(f.points for f in FANS)),
    Fact("highest", r"от \d+ до (\d+)\.", r"from \d+ to (\d+)\.", max(f.points for f in FANS)),
    Fact("rows", r"на одну строку больше, (\d+):", r"one row more, (\d+):", len(FANS)),
    Fact("shared", r"дала номер (\d+) двум", r"gave the number (\d+) to two", int(SHARED[0][:-1])),
    Fact("shared_a", r"(\d+)А «Два открытых конга»", r"(\d+)A Two Melded Kongs", int(FANS_BY_KEY["mcr.two_melded_kongs"].number[:-1])),
    Fact("shared_b", r"(\d+)Б «Открытый и закрытый конг»", r"(\d+)B Concealed Kong and Melded Kong",
         int(FANS_BY_KEY["mcr.concealed_kong_and_melded_kong"].number[:-1])),
    Fact("minimum", r"не меньше (\d+) очков", r"at least (\d+) points", MINIMUM),
    Fact("flower", r"по (\d+) очку", r"\((\d+) point each\)", points("flower_tiles")),
    Fact("chicken", r"«Цыплячья рука»\) стоит (\d+)", r"Chicken Hand\) is worth (\d+)", points("chicken_hand")),
    Fact("pure_straight", r"\*\*Чистый ряд\*\* \(.*?\) — (\d+) очков", r"\*\*Pure Straight\*\* \(.*?\) — (\d+) points", points("pure_straight")),
    Fact("concealed_hand", r"«Закрытая рука» (\d+)", r"Concealed Hand (\d+)", points("concealed_hand")),
    Fact("all_chows", r"«Все чоу» (\d+)", r"All Chows (\d+)", points("all_chows")),
    Fact("single_wait", r"«Ожидание единственной» (\d+)", r"Single Wait (\d+)", points("single_wait")),
    Fact("big_three_dragons", r"\*\*Большие три дракона\*\* — (\d+)", r"\*\*Big Three Dragons\*\* — (\d+)", points("big_three_dragons")),
    Fact("half_flush", r"«Одна масть с благородными» (\d+)", r"Half Flush (\d+)", points("half_flush")),
    Fact("outside_hand", r"«Внешняя рука» (\d+)", r"Outside Hand (\d+)", points("outside_hand")),
    Fact("all_simples", r"«Все простые» (\d+)", r"All Simples (\d+)", points("all_simples")),
    Fact("short_straight", r"«Короткий ряд» (\d+)\)", r"Short Straight (\d+)\)", points("short_straight")),
    Fact("below", r"— меньше (\d+), и", r"— below (\d+), so", MINIMUM),
    Fact("answer_minimum", r"к минимуму в (\d+) очков", r"the minimum of (\d+)", MINIMUM),
    Fact("with_5s_first", r"ждала `(\w+)` или", r"waited on `(\w+)` or", waited("5s")[0]),
    Fact("with_5s_second", r"ждала `\w+` или `(\w+)`", r"waited on `\w+` or `(\w+)`", waited("5s")[1]),
    Fact("with_8s_first", r"перед `8s` — `(\w+)`", r"before `8s`, on `(\w+)`", waited("8s")[0]),
    Fact("with_8s_second", r"перед `8s` — `\w+`, `(\w+)`", r"before `8s`, on `\w+`, `(\w+)`", waited("8s")[1]),
    Fact("with_8s_third", r"перед `8s` — `\w+`, `\w+` или `(\w+)`", r"before `8s`, on `\w+`, `\w+` or `(\w+)`", waited("8s")[2]),
    Fact("same_score", r"счёт тот же — (\d+) очков", r"score is the same, (\d+) points",
         total("5s") if total("5s") == total("8s") else -1),
    Fact("with_7s_only", r"ждала только `(\w+)`", r"waited on `(\w+)` only", "".join(waited("7s"))),
    Fact("closed_wait", r"«Закрытое ожидание», (\d+) очко", r"Closed Wait adds (\d+) point", points("closed_wait")),
    Fact("with_7s", r"всего (\d+) — и", r"(\d+) in all", total("7s")),
    Fact("still_below", r"всё ещё меньше (\d+)\.", r"still below (\d+)\.", MINIMUM if total("7s") < MINIMUM else -1),
    Fact("toward_8", r"нужно (\d+) очков\. Выберите", r"need (\d+) points to win", MINIMUM),
    Fact("toward_8_heading", r"для выигрыша нужно (\d+) очков", r"## Toward (\d+) points", MINIMUM),
    Fact("toward_8_again", r"выигрышных костей дают (\d+) очков", r"winning tiles are worth (\d+) points", MINIMUM),
]

NOT_CLAIMS: list[tuple[str, str, str]] = [
    (r"Урок (\d+)", r"Lesson (\d+)", "a lesson's own number (the title, the link to the next)"),
    (r"\((\d+), (\d+), (\d+) одной масти\)", r"\((\d+), (\d+), (\d+) of one suit\)", "the ranks that define the pattern"),
    (r"(?m)^(\d+)\. ", r"(?m)^(\d+)\. ", "a list item's number"),
    (r"(?:Ответы:\* |; )(\d+) — ", r"(?:Answers:\* |; )(\d+) — ", "the number of the answered question"),
    (r"стоит (\d+) очков и ещё (\d+) очка", r"worth (\d+) points plus (\d+) flower", "the question's given points"),
    (r"\*\*(\d+) очк", r"\*\*(\d+) points\*\*", "a bold score claim next to its calculator: tests/lessons/test_lesson_claims.py checks it"),
    (r"[Уу]ровень (\d+)", r"[Ll]evel (\d+)", "a level's own number"),
]
