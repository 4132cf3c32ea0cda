"""Statements computed, not typed: every bold score claim of an adults' lesson next to a
calculator (``**21 points**``, ``**3 han**``, ``**40 fu**``, ``**3 fan**``) is what that
calculator computes, in both languages; a calculator's example names its winning tile.

A claim is read from the markdown cell just before the calculator cell, or, when that one
claims nothing, from the one just after it (the classical examples put the sum after the hand)
unless that one introduces the next calculator.
"""

from __future__ import annotations

import functools
import re
from pathlib import Path

import pytest

from lessons.widgets.calculator import ScoringCalculator
from mjcore.game.actions import Action
from mjcore.game.claims import resolve
from mjcore.game.rules import MCR4
from mjcore.game.wall import roll_dice
from mjcore.scoring.mcr import FALSE_MAHJONG
from mjcore.tiles import WINDS, Tile
from tests.lessons.facts import calculators, cells, coverage, fact_errors, source
from tests.lessons.facts.l04_full_game import Dice
from tests.lessons.facts.l04_full_game import hands as game_hands

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
FIELD = {"point": "total", "очк": "total", "fan": "total", "фан": "total", "han": "han", "хан": "han", "fu": "fu", "фу": "fu"}


def _field(unit: str) -> str:
    return next(field for prefix, field in FIELD.items() if unit.startswith(prefix))


def claims_of(path: Path) -> list[tuple[str, list[tuple[int, str]]]]:
    """``(calculator code, [(number, field)...])`` for each calculator with a claim beside it."""
    return [(c.code, [(number, _field(unit)) for number, unit in c.claims]) for c in calculators(path)]


NOTEBOOKS = sorted((LESSONS / "en" / "adults").glob("*.ipynb"))
CASES = [(lang, path.name, code, claims) for path in NOTEBOOKS for lang in ("ru", "en")
         for code, claims in claims_of(LESSONS / lang / "adults" / path.name)]


def test_the_lessons_make_claims_to_check() -> None:
    assert len(CASES) >= 20
    by_lesson = {name for _, name, _, _ in CASES}
    assert {"05_classical.ipynb", "06_mcr.ipynb", "07_hk.ipynb", "08_riichi.ipynb"} <= by_lesson


@pytest.mark.parametrize(("lang", "lesson", "code", "claims"), CASES,
                         ids=[f"{lang}-{name}-{i}" for i, (lang, name, _, _) in enumerate(CASES)])
def test_a_claim_is_what_the_calculator_computes(lang: str, lesson: str, code: str, claims: list[tuple[int, str]]) -> None:
    assert "win=" in code, f"{lesson}: the example should name its winning tile: {code}"
    calc = eval(code, {"ScoringCalculator": functools.partial(ScoringCalculator, lang=lang)})  # one line of the lesson
    assert calc.score is not None, (lesson, code, calc.feedback_text)
    for number, field in claims:
        assert getattr(calc.score, field) == number, (lesson, code, field, number, calc.total_text)


def test_the_same_code_cells_in_both_languages() -> None:
    for path in NOTEBOOKS:
        en = [source(c) for c in cells(path) if c["cell_type"] == "code"]
        ru = [source(c) for c in cells(LESSONS / "ru" / "adults" / path.name) if c["cell_type"] == "code"]
        assert en == ru, path.name
        assert all("\n" not in line.strip() for line in en), path.name  # one-line cells


# -- lesson 4, the whole game: every number of the text is the engine's ------------------------

GAME = "04_full_game.ipynb"
LETTERS = "ABCD"
WIND_RU = {Tile.EAST: "Восток", Tile.SOUTH: "Юг", Tile.WEST: "Запад", Tile.NORTH: "Север"}
WIND_EN = {Tile.EAST: "East", Tile.SOUTH: "South", Tile.WEST: "West", Tile.NORTH: "North"}
WALL_OF_RU = {Tile.EAST: "Востока", Tile.SOUTH: "Юга", Tile.WEST: "Запада", Tile.NORTH: "Севера"}


def _game_text(lang: str) -> str:
    return "\n".join(source(c) for c in cells(LESSONS / lang / "adults" / GAME) if c["cell_type"] == "markdown")


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_whole_game_lesson_states_the_engines_numbers(lang: str) -> None:
    """Every number of lesson 4's text is the engine's: its facts (tests/lessons/facts/l04_full_game.py)
    hold, and every number of its text is one of them or is named there as no claim."""
    path = LESSONS / lang / "adults" / GAME
    assert not fact_errors(path, lang)
    assert not coverage(path, lang).unchecked


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_seat_table_is_the_engines_seating(lang: str) -> None:
    text = _game_text(lang)
    rows = re.findall(r"^\| (\d), [^|]+\| ([A-D]) \| ([A-D]) \| ([A-D]) \| ([A-D]) \|$", text, re.M)
    hands = game_hands()
    first = {r: seats for r, _, seats in hands if all(h[0] != r for h in hands[: hands.index((r, _, seats))])}
    assert len(rows) == MCR4.rounds
    for number, *letters in rows:
        seats = first[int(number) - 1]
        assert letters == [LETTERS[seats[w]] for w in WINDS], (lang, number, letters)
    dealers = re.search(r"(?:дилеры раздач —|the dealers are) ([A-D](?:, [A-D])+)", text)
    assert dealers is not None
    assert dealers.group(1).split(", ") == [LETTERS[d] for r, d, _ in hands if r == 1]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_dice_example_is_how_the_engine_breaks_the_wall(lang: str) -> None:
    text = _game_text(lang)
    throws = re.findall(r"(?:выбросил|throws) (\d) (?:и|and) (\d)", text)
    assert len(throws) == 2
    roll = roll_dice(Dice([int(n) for pair in throws for n in pair]), MCR4, dealer_seat=1)
    wind = WINDS[roll.side - 1]
    if lang == "ru":
        said = re.search(r"\*\*сумма (\d+)\*\*, это \*\*стена (\w+)\*\*.*?\*\*(\d+) стопок\*\*", text)
        side = WALL_OF_RU[wind]
    else:
        said = re.search(r"\*\*a sum of (\d+)\*\*, that is \*\*(\w+)'s wall\*\*.*?\*\*(\d+) stacks\*\*", text)
        side = WIND_EN[wind]
    assert said is not None
    assert (int(said.group(1)), said.group(2), int(said.group(3))) == (roll.side_count, side, roll.stacks)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_self_check_claim_answer_is_the_engines(lang: str) -> None:
    """Question 1: West discards; North may chow, East pung, South wins on it."""
    text = _game_text(lang)
    order = (0, 1, 2, 3)  # East, South, West, North in turn order
    claims = [Action.chow(3, Tile.P4), Action.pung(0), Action.mahjong(1)]
    first = resolve(claims, discarder=2, order=order)
    second = resolve(claims[:2], discarder=2, order=order)
    assert first is not None and second is not None
    names = WIND_RU if lang == "ru" else WIND_EN
    answer = re.search(r"^1\. (\w+): .*?(?:Без|Without) \w+ — (\w+):", text, re.M)
    assert answer is not None
    assert (answer.group(1), answer.group(2)) == (names[WINDS[first.seat]], names[WINDS[second.seat]])


def test_the_engine_takes_the_penalty_the_payments_table_shows() -> None:
    """The table's false mahjong rows (FALSE_MAHJONG) are what the game engine charges."""
    assert (FALSE_MAHJONG.short // 3, FALSE_MAHJONG.dead // 3) == MCR4.false_penalty
    assert MCR4.stacks * 2 * 4 == MCR4.tile_count
