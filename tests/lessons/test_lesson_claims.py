"""Statements computed, not typed: every bold score claim of an adults' lesson next to a
calculator (``**21 points**``, ``**3 han**``, ``**40 fu**``, ``**3 fan**``) is what that
calculator computes, in both languages; a calculator's example names its winning tile.

A claim is read from the markdown cell just before the calculator cell, or, when that one
claims nothing, from the one just after it (the classical examples put the sum after the hand)
unless that one introduces the next calculator.
"""

from __future__ import annotations

import functools
import json
import re
from dataclasses import replace
from pathlib import Path
from random import Random
from typing import Any

import pytest

from lessons.widgets.calculator import ScoringCalculator
from mjcore.game.actions import Action
from mjcore.game.claims import resolve
from mjcore.game.rules import MCR4
from mjcore.game.settle import next_deal
from mjcore.game.state import HandResult, Phase, new_game
from mjcore.game.wall import deal_plan, roll_dice
from mjcore.scoring.mcr import FALSE_MAHJONG, FANS_BY_KEY, MCR_SCORING
from mjcore.tiles import WINDS, Tile

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
CLAIM = re.compile(r"\*\*(\d[\d\s,]*)\s+(points?|очк\w*|fan|фан\w*|han|хан|fu|фу)\*\*")
FIELD = {"point": "total", "очк": "total", "fan": "total", "фан": "total", "han": "han", "хан": "han", "fu": "fu", "фу": "fu"}


def _field(unit: str) -> str:
    return next(field for prefix, field in FIELD.items() if unit.startswith(prefix))


def _cells(path: Path) -> list[dict[str, Any]]:
    cells: list[dict[str, Any]] = json.loads(path.read_text("utf-8"))["cells"]
    return cells


def _source(cell: dict[str, Any]) -> str:
    source = cell["source"]
    return "".join(source) if isinstance(source, list) else str(source)


def claims_of(path: Path) -> list[tuple[str, list[tuple[int, str]]]]:
    """``(calculator code, [(number, field)...])`` for each calculator with a claim beside it."""
    cells = _cells(path)
    out = []
    for index, cell in enumerate(cells):
        code = _source(cell)
        if cell["cell_type"] != "code" or not code.startswith("ScoringCalculator("):
            continue
        found: list[tuple[int, str]] = []
        for near in (index - 1, index + 1):
            introduces_next = near == index + 1 and near + 1 < len(cells) and _source(cells[near + 1]).startswith("Scoring")
            if 0 <= near < len(cells) and cells[near]["cell_type"] == "markdown" and not introduces_next:
                found = [(int(re.sub(r"[\s,]", "", n)), _field(u)) for n, u in CLAIM.findall(_source(cells[near]))]
                if found:
                    break
        if found:
            out.append((code, found))
    return out


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
        en = [_source(c) for c in _cells(path) if c["cell_type"] == "code"]
        ru = [_source(c) for c in _cells(LESSONS / "ru" / "adults" / path.name) if c["cell_type"] == "code"]
        assert en == ru, path.name
        assert all("\n" not in line.strip() for line in en), path.name  # one-line cells


# -- lesson 4, the whole game: every number of the text is the engine's ------------------------

GAME = "04_full_game.ipynb"
LETTERS = "ABCD"
WIND_RU = {Tile.EAST: "Восток", Tile.SOUTH: "Юг", Tile.WEST: "Запад", Tile.NORTH: "Север"}
WIND_EN = {Tile.EAST: "East", Tile.SOUTH: "South", Tile.WEST: "West", Tile.NORTH: "North"}
WALL_OF_RU = {Tile.EAST: "Востока", Tile.SOUTH: "Юга", Tile.WEST: "Запада", Tile.NORTH: "Севера"}


def _game_text(lang: str) -> str:
    return "\n".join(_source(c) for c in _cells(LESSONS / lang / "adults" / GAME) if c["cell_type"] == "markdown")


def _hands() -> list[tuple[int, int, dict[Tile, int]]]:
    """``(round, dealer, {seat wind: player})`` of every hand of a four-player MCR game, as the
    engine moves the deal (:func:`next_deal`) and reads the winds (:meth:`GameState.seat_wind`)."""
    state = new_game("mcr", seed=1)
    out = []
    while state.round_no < MCR4.rounds:  # type: ignore[operator]
        out.append((state.round_no, state.dealer, {state.seat_wind(p): p for p in range(state.n)}))
        over = replace(state, phase=Phase.HAND_OVER, result=HandResult(None, (0,) * state.n))
        seating, dealer_pos, round_no = next_deal(over)
        state = replace(state, seating=seating, dealer_pos=dealer_pos, round_no=round_no)
    return out


def _dealt() -> dict[int, int]:
    """Tiles each player holds after the deal (offset from the dealer -> count), and after the
    three rounds of four (offset + 10)."""
    plan = deal_plan(MCR4)
    out: dict[int, int] = {}
    for index, (player, count) in enumerate(plan):
        out[player] = out.get(player, 0) + count
        if index < 3 * MCR4.players:
            out[player + 10] = out.get(player + 10, 0) + count
    return out


def _facts() -> dict[str, tuple[str, str, int]]:
    """name -> (Russian pattern, English pattern, the engine's value); each pattern's group is a
    number the lesson writes."""
    hands = _hands()
    dealt = _dealt()
    times_dealer = {sum(1 for _, d, _ in hands if d == p) for p in range(MCR4.players)}
    assert len(times_dealer) == 1
    return {
        "tiles": (r"Все \*\*(\d+) кост", r"All \*\*(\d+) tiles", MCR4.tile_count),
        "stacks": (r"стены: \*\*(\d+) стопок", r"in front of them: \*\*(\d+) stacks", MCR4.stacks),
        "rounds": (r"\*\*(\d+) раунда\*\*", r"\*\*(\d+) rounds\*\*", MCR4.rounds or 0),
        "hands_per_round": (r"по \*\*(\d+) сдачи\*\*", r"of \*\*(\d+) hands\*\*", len(hands) // (MCR4.rounds or 1)),
        "hands": (r"\*\*(\d+) сдач\*\*", r"(?<!of )\*\*(\d+) hands\*\*", len(hands)),
        "times_dealer": (r"\*\*(\d+) раза\*\*", r"\*\*(\d+) times\*\*", times_dealer.pop()),
        "after_three_rounds": (r"у каждого \*\*(\d+) костей\*\*", r"\*\*(\d+) tiles\*\* each", dealt[10]),
        "first_take": (r"две стопки \((\d+) кости\)", r"two stacks \((\d+) tiles\)", deal_plan(MCR4)[0][1]),
        "dealer_last_take": (r"ещё одну стопку \((\d+) кости\)", r"one more stack \((\d+) tiles\)",
                             deal_plan(MCR4)[3 * MCR4.players][1]),
        "dealer_tiles": (r"у дилера \*\*(\d+) костей\*\*", r"the dealer has \*\*(\d+) tiles\*\*", dealt[0]),
        "other_tiles": (r"у остальных по \*\*(\d+)\*\*", r"the others \*\*(\d+)\*\* each", dealt[1]),
        "minimum": (r"(?:не меньше \*\*|минимуму в |за фаны меньше )(\d+)",
                    r"(?:at least \*\*|toward the |worth less than )(\d+)", MCR_SCORING.minimum),
        "chicken_hand": (r"стоит ровно (\d+)", r"worth exactly (\d+)", FANS_BY_KEY["mcr.chicken_hand"].points),
        "base": (r"(?:победителю \*\*|только по |Север — по |Запад — )(\d+)(?=[^\d,])",
                 r"(?:pays the winner \*\*|pay only the |East and North |West pays )(\d+)", MCR_SCORING.base_payment),
    }


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_whole_game_lesson_states_the_engines_numbers(lang: str) -> None:
    text = _game_text(lang)
    column = 0 if lang == "ru" else 1
    checked: set[int] = set()  # where the numbers the facts read are
    for name, fact in _facts().items():
        pattern, value = fact[column], fact[2]
        found = list(re.finditer(pattern, text))
        assert found, f"{lang}: the lesson no longer says {name} ({pattern})"
        assert {int(m.group(1)) for m in found} == {value}, (lang, name, [m.group(0) for m in found], value)
        checked |= {m.start(1) for m in found}
    # every bold number of the lesson is one of the facts above or the dice example (next test)
    dice = {"сумма 7", "11 стопок", "a sum of 7", "11 stacks"}
    unchecked = [m.group(1) for m in re.finditer(r"\*\*([^*\n]+?)\*\*", text)
                 if re.search(r"\d", m.group(1)) and m.group(1) not in dice
                 and not any(m.start(1) <= at < m.end(1) for at in checked)]
    assert not unchecked, f"{lang}: bold numbers no test checks: {unchecked}"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_seat_table_is_the_engines_seating(lang: str) -> None:
    text = _game_text(lang)
    rows = re.findall(r"^\| (\d), [^|]+\| ([A-D]) \| ([A-D]) \| ([A-D]) \| ([A-D]) \|$", text, re.M)
    hands = _hands()
    first = {r: seats for r, _, seats in hands if all(h[0] != r for h in hands[: hands.index((r, _, seats))])}
    assert len(rows) == MCR4.rounds
    for number, *letters in rows:
        seats = first[int(number) - 1]
        assert letters == [LETTERS[seats[w]] for w in WINDS], (lang, number, letters)
    dealers = re.search(r"(?:дилеры сдач —|the dealers are) ([A-D](?:, [A-D])+)", text)
    assert dealers is not None
    assert dealers.group(1).split(", ") == [LETTERS[d] for r, d, _ in hands if r == 1]


class _Dice(Random):
    """Dice that show the given faces in turn (the lesson's example throws)."""

    def __init__(self, faces: list[int]) -> None:
        super().__init__(0)
        self.faces = faces

    def randint(self, a: int, b: int) -> int:
        return self.faces.pop(0)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_dice_example_is_how_the_engine_breaks_the_wall(lang: str) -> None:
    text = _game_text(lang)
    throws = re.findall(r"(?:выбросил|throws) (\d) (?:и|and) (\d)", text)
    assert len(throws) == 2
    roll = roll_dice(_Dice([int(n) for pair in throws for n in pair]), MCR4, dealer_seat=1)
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
