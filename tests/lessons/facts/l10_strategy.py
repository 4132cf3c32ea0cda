"""Lesson 10, strategy: the useful tiles of its example hand (mjcore.analysis), the chance to win
(lessons.strategy.win_chance, with the chart's own parameters), suji (waits and suji partners)."""

from __future__ import annotations

import re

from lessons.strategy import suji_partners, win_chance
from mjcore.analysis import analyze_discards, waits
from mjcore.drills.efficiency import accuracy
from mjcore.notation import parse_hand
from mjcore.tiles import Tile

from . import LESSONS, Fact, cells, numbering, source

EXAMPLE = "1239m4588p2367s57z"
HONORS = " EEE SSS WWW NN"  # the rest of a ready hand whose only wait is the two tiles' (13 tiles)


def _chart() -> dict[str, int]:
    """The parameters of the lesson's chance chart, read from its code cell."""
    code = next(source(c) for c in cells(LESSONS / "en" / "adults" / "10_strategy.ipynb")
                if source(c).startswith("win_chance_figure("))
    return {k: int(v) for k, v in re.findall(r"(\w+)=(\d+)", code)}


def _waits(tiles: str) -> list[int]:
    return [w.tile.number for w in waits(parse_hand(tiles + HONORS))]


def _partners(number: int) -> list[int]:
    return [p[0].number for p in suji_partners(Tile.of(Tile.M1.suit, number))]


def _facts() -> list[Fact]:
    ranked = analyze_discards(parse_hand(EXAMPLE))
    best = ranked[0]
    back = next(d for d in ranked if d.tile == Tile.P4)
    chart = _chart()
    chance = {k: round(100 * float(win_chance(k, chart["draws"], chart["unseen"]))) for k in (1, 8, 11)}
    two_sided = len(_waits("56m")) * 4
    three_sided = sum(w.unseen for w in waits(parse_hand("23456m 678p 111s 55z")))
    both = [n for n in range(1, 10) if len(_partners(n)) == 2]
    one = [n for n in range(1, 10) if len(_partners(n)) == 1]
    w23, w56, w12 = _waits("23m"), _waits("56m"), _waits("12m")
    return [
        *numbering("10_strategy"),
        Fact("best_shanten", r"шантен (\d) и \d+ полезн", r"shanten (\d) and \d+ useful", best.shanten),
        Fact("best_useful", r"шантен \d и (\d+) полезн", r"shanten \d and (\d+) useful", best.useful_count),
        Fact("back_useful", r"даже (\d+) полезн", r"even (\d+) useful", back.useful_count),
        Fact("back_shanten", r"но шантен (\d)", r"but at shanten (\d)", back.shanten),
        Fact("best_share", r"\((\d+)% — лучший\)", r"\((\d+)% is the best\)", round(100 * accuracy(parse_hand(EXAMPLE), best.tile))),
        Fact("draws", r"При (\d+) наборах", r"With (\d+) draws", chart["draws"]),
        Fact("unseen", r"и (\d+) невидимых костях", r"and (\d+) unseen tiles", chart["unseen"]),
        Fact("single_outs", r"одинокая кость \(k = (\d+)\)", r"single-tile wait \(k = (\d+)\)", 1),
        Fact("single_chance", r"примерно в (\d+)%", r"about (\d+)%", chance[1]),
        Fact("two_sided_outs", r"двустороннее ожидание \(k = (\d+)\)", r"two-sided wait \(k = (\d+)\)", two_sided),
        Fact("two_sided_chance", r"\(k = 8\) — в (\d+)%", r"\(k = 8\) (\d+)%", chance[8]),
        Fact("three_sided_outs", r"трёхстороннее \(k = (\d+)\)", r"three-sided one \(k = (\d+)\)", three_sided),
        Fact("three_sided_chance", r"\(k = 11\) — в (\d+)%", r"\(k = 11\) (\d+)%", chance[11]),
        Fact("trials", r"перемешана (\d+) раз", r"shuffled (\d+) times", chart["trials"]),
        Fact("wait_23_low", r"ждёт (\d) и \d,", r"waits on (\d) and \d,", w23[0]),
        Fact("wait_23_high", r"ждёт \d и (\d),", r"waits on \d and (\d),", w23[1]),
        Fact("wait_56_low", r" — (\d) и \d\.", r" on (\d) and \d\.", w56[0]),
        Fact("wait_56_high", r" — \d и (\d)\.", r" on \d and (\d)\.", w56[1]),
        Fact("furiten_tile", r"в его сносе есть (\d),", r"discarded a (\d),", w23[0]),
        Fact("furiten_wait", r"ожидание (\d+) \(", r"the wait (\d+) \(", int(f"{w23[0] + 1}{w23[1] - 1}")),
        Fact("furiten_wait_low", r"ожидание \d+ \((\d) и \d\)", r"\(on (\d) and \d\) would", w23[0]),
        Fact("furiten_wait_high", r"ожидание \d+ \(\d и (\d)\)", r"\(on \d and (\d)\) would", w23[1]),
        Fact("furiten_other", r"и (\d) не может выиграть", r"so a (\d) cannot win", w23[1]),
        Fact("both_low", r"Кость (\d), \d или \d безопасна", r"A (\d), \d or \d is safe", both[0]),
        Fact("both_mid", r"Кость \d, (\d) или \d безопасна", r"A \d, (\d) or \d is safe", both[1]),
        Fact("both_high", r"Кость \d, \d или (\d) безопасна", r"A \d, \d or (\d) is safe", both[-1]),
        Fact("both_example", r"\(для (\d) — и \d, и \d\)", r"\(for (\d): both \d and \d\)", both[0]),
        Fact("both_example_low", r"\(для \d — и (\d), и \d\)", r"\(for \d: both (\d) and \d\)", _partners(both[0])[0]),
        Fact("both_example_high", r"\(для \d — и \d, и (\d)\)", r"\(for \d: both \d and (\d)\)", _partners(both[0])[1]),
        Fact("one_from", r"для (\d)–\d и \d–\d хватает", r"for (\d)–\d and \d–\d one", one[0]),
        Fact("one_low_to", r"для \d–(\d) и \d–\d хватает", r"for \d–(\d) and \d–\d one", one[2]),
        Fact("one_high_from", r"для \d–\d и (\d)–\d хватает", r"for \d–\d and (\d)–\d one", one[3]),
        Fact("one_to", r"для \d–\d и \d–(\d) хватает", r"for \d–\d and \d–(\d) one", one[-1]),
        Fact("one_example", r"\(для (\d) — \d\)", r"\(for (\d): the \d\)", one[2]),
        Fact("one_example_partner", r"\(для \d — (\d)\)", r"\(for \d: the (\d)\)", _partners(one[2])[0]),
        Fact("edge_wait", r"\(\s*ждёт (\d)\)", r"\(\s*waits on (\d)\)", w12[0]),
    ]


FACTS = _facts()

NOT_CLAIMS = [
    (r"\[уроку (\d+)\]", r"\[lesson (\d+)\]", "the number of the lesson the link goes to"),
    (r"\(урок (\d+)\)", r"\(lesson (\d+)\)", "the number of the lesson with the game table"),
    (r"^\$\$P = (1) -", r"^\$\$P = (1) -", "the formula's 1 (its value is the chance facts above)"),
    (r"Glicko-(2)", r"Glicko-(2)", "the name of the rating system"),
]
