"""Riichi scored by hand (:mod:`mjcore.drills.fu`): every step's answer is the riichi scorer's.

The fu lines are read back from ``Score.fu_items`` by the set's tiles and the line's key, the
rounding and the payments are recomputed here from the seed's rules (not the drill's code), and
the base points are checked against the ``mahjong`` package's own prices at every han and fu.
"""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjcore.decompose import Shape
from mjcore.drills.fu import FAMILY, fu_drill, fu_steps, random_win
from mjcore.drills.scoring import all_steps
from mjcore.hand import Hand
from mjcore.i18n import Message
from mjcore.notation import parse_hand
from mjcore.quiz import FAMILIES, AnswerForm, Question, generate
from mjcore.scoring import Score, WinContext
from mjcore.scoring.riichi import RIICHI
from mjcore.tiles import Tile


def _key(message: Message) -> str:
    """A prompt's own key (the first and the last are joined with the situation)."""
    parts = message.get("parts")
    return parts[0].key if isinstance(parts, tuple) else message.key  # type: ignore[no-any-return]


def _by_kind(q: Question) -> dict[str, list[int]]:
    out: dict[str, list[int]] = {}
    for step in all_steps(q):
        out.setdefault(_key(step.prompt).removeprefix("drill.fu.ask."), []).append(int(step.answer[0]))
    return out


def _round_up(raw: int) -> int:
    return raw if raw == 25 else math.ceil(raw / 10) * 10


def _check_against_scorer(hand: Hand, context: WinContext, q: Question) -> None:
    score: Score = RIICHI.score(hand, context)
    assert score.han is not None and score.fu is not None and score.decomposition is not None
    got = _by_kind(q)
    lines = [i for i in score.fu_items if i.key != "riichi.fu.rounding"]
    # each set's fu: its line found by its tiles (a chow has none)
    if score.decomposition.shape is Shape.STANDARD:
        want_sets = [sum(i.points for i in lines if tuple(i.tiles) == m.tiles and i.key.endswith(("_pon", "_kan")))
                     for m in score.decomposition.sets]
        assert got["set"] == want_sets
        assert got["pair"] == [sum(i.points for i in lines if i.key.endswith("valued_pair"))]
        assert got["wait"] == [sum(i.points for i in lines if i.key in ("riichi.fu.kanchan", "riichi.fu.penchan",
                                                                           "riichi.fu.tanki"))]
        # a win line of 0 says why, and the reason is true of the hand
        [win] = [s for s in all_steps(q) if _key(s.prompt) == "drill.fu.ask.win"]
        if got["win"] == [0]:
            why = win.explanation.key
            assert why == ("drill.fu.why.pinfu_tsumo" if context.self_drawn else "drill.fu.why.open_ron")
            assert (any(i.key == "riichi.pinfu" for i in score.items) if context.self_drawn
                    else not hand.is_concealed)
    else:
        assert "set" not in got and got["base"] == [25]
    # the lines asked add up to the scorer's, and rounded up they are its fu
    asked = sum(sum(v) for k, v in got.items() if k in ("base", "set", "pair", "wait", "win"))
    assert asked == sum(i.points for i in lines)
    assert got["total"] == [score.fu] == [_round_up(asked)]
    assert got["base_points"] == [RIICHI.base_points(score.han, score.fu)]
    # the payments: the score's own, each payer's once
    payers = {seat: -v for seat, v in score.payments.items() if v < 0}
    if not context.self_drawn:
        assert got["ron"] == list(payers.values())
    elif context.seat_wind == Tile.EAST:
        assert got["tsumo_all"] == [payers["S"]] and len(set(payers.values())) == 1
    else:
        others = {v for s, v in payers.items() if s != "E"}
        assert got["tsumo_dealer"] == [payers["E"]] and [*others] == got["tsumo_other"]
    paid = sum(got.get("ron", [])) + 3 * sum(got.get("tsumo_all", [])) + sum(got.get("tsumo_dealer", [])) \
        + 2 * sum(got.get("tsumo_other", []))
    assert paid == score.total  # no honba, no sticks: the winner gets what is paid


@pytest.mark.parametrize("level", range(1, FAMILIES[FAMILY].levels + 1))
def test_every_step_is_the_scorers_and_typed(level: int) -> None:
    for seed in range(6):
        q = generate(FAMILY, random.Random(seed), level)
        _check_against_scorer(q.hand, q.context, q)  # type: ignore[arg-type]
        for step in all_steps(q):
            assert step.form is AnswerForm.NUMBER and not step.options  # typed, never picked
            assert step.explanation.text("en") and step.explanation.text("ru")
            assert step.check(step.answer[0]) and not step.check(str(int(step.answer[0]) + 1))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(seed=st.integers(0, 2**32), level=st.integers(1, 3))
def test_random_wins_lines_add_up_to_the_scorers_fu_and_payments(seed: int, level: int) -> None:
    hand, context = random_win(random.Random(seed), level)
    q = fu_drill(hand, context, level)
    if q is not None:  # no yaku, a yakuman: no drill
        _check_against_scorer(hand, context, q)


def test_levels_grow_from_three_chows_and_a_pung() -> None:
    seen: dict[int, set[str]] = {1: set(), 3: set()}
    for level in (1, 3):
        for seed in range(30):
            q = fu_steps(random.Random(seed), level)
            assert q.hand is not None and q.context is not None
            if level == 1:
                assert q.hand.is_concealed and not q.context.self_drawn and q.context.seat_wind != Tile.EAST
                assert sorted(_by_kind(q)["set"]).count(0) == 3  # three chows, one pung
                assert all(t.is_suited for t in q.hand.all_tiles)
            seen[level] |= set(_by_kind(q))
            seen[level] |= {"kong"} if any(m.is_kong for m in q.hand.melds) else set()
            seen[level] |= {"honour"} if any(not t.is_suited for t in q.hand.all_tiles) else set()
    assert seen[1] == {"base", "set", "pair", "wait", "win", "total", "base_points", "ron"}
    assert {"kong", "honour", "tsumo_all", "tsumo_dealer"} <= seen[3]


def test_a_wrong_answer_is_explained_from_the_hand() -> None:
    hand = parse_hand("234m 678p 345s 777s 99p")
    steps = all_steps(fu_drill(hand, WinContext(Tile.S7, riichi=True, seat_wind=Tile.SOUTH)))  # type: ignore[arg-type]
    texts = [s.explanation.text("en") for s in steps]
    assert "counts as open" in texts[4] and texts[4].startswith("Open pung of simples: 2 fu")
    assert texts[1] == "The chow 234m earns no fu: 0."
    assert "South wind" in texts[5] and "East wind" in texts[5]  # the pair: neither wind
    assert texts[-2] == "40 × 2^(1 + 2) = 40 × 8 = 320."
    assert texts[-1].endswith("320 × 4 = 1280, rounded up to a hundred: 1300.")
    assert "считается открытым" in steps[4].explanation.text("ru")


@pytest.mark.parametrize("han", range(1, 14))
def test_base_points_are_the_librarys_prices(han: int) -> None:
    def up(n: int) -> int:
        return math.ceil(n / 100) * 100

    for fu in (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110):
        base = RIICHI.base_points(han, fu)
        assert RIICHI.price(han, fu, dealer=False, self_drawn=False) == (up(4 * base), 0)
        assert RIICHI.price(han, fu, dealer=True, self_drawn=False) == (up(6 * base), 0)
        assert RIICHI.price(han, fu, dealer=False, self_drawn=True) == (up(2 * base), up(base))
        assert RIICHI.price(han, fu, dealer=True, self_drawn=True) == (up(2 * base), up(2 * base))
