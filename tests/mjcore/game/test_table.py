"""The one table: the play loop every front end shares — whose turn, the computers' moves with
their reasons, the end of a hand and of the match, a seat for a second person, and the JSON that
brings a match back exactly."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.game.actions import Action, ActionKind
from mjcore.game.errors import GameError, IllegalActionError, RecordError
from mjcore.game.events import EventKind
from mjcore.game.rules import RULE_SETS
from mjcore.game.state import Phase
from mjcore.game.table import Seat, SeatKind, Table, persons_against_computer


def _play_match(table: Table, rng: random.Random, limit: int = 5000) -> tuple[Table, list[object]]:
    """Every person plays a random legal move until the match is over; the steps on the way."""
    steps: list[object] = []
    for _ in range(limit):
        if table.over:
            break
        if table.hand_over:
            step = table.next_hand()
        else:
            seat = table.waiting[0]
            step = table.play(rng.choice(table.legal(seat)))
        steps.append(step)
        table = step.table
    return table, steps


@pytest.mark.parametrize("rules", sorted(RULE_SETS))
def test_a_whole_match_is_played_by_the_table(rules: str) -> None:
    n = RULE_SETS[rules].players
    step = Table.start(rules, persons_against_computer(n, "beginner"), seed=7, max_hands=2)
    table, steps = _play_match(step.table, random.Random(7))
    assert table.over and table.state.hand_no == 1
    events = step.events() + tuple(e for s in steps for e in s.events())  # type: ignore[attr-defined]
    assert events == table.state.events()  # the steps tell every event once, in order
    for s in steps:
        for move in s.moves:  # type: ignore[attr-defined]
            assert move.by_computer == (not table.seats[move.seat].is_person) or move.action.kind is ActionKind.NEXT_HAND
            if move.by_computer:
                assert move.decision.reason.text("en") and move.decision.reason.text("ru")
    outcome = table.outcome()
    assert outcome is not None and len(outcome.deltas) == n == len(outcome.totals)
    summary = table.summary(0)
    wins = [e for e in events if e.kind is EventKind.WIN]
    assert summary.hands == 2 and summary.won + summary.lost + summary.drawn == 2
    assert summary.won == sum(1 for e in wins if e.seat == 0) and summary.totals == table.state.scores
    if summary.best is not None:
        assert summary.best[0] == max(e.value for e in wins if e.seat == 0)
        assert len(summary.best[1]) >= 14


def test_the_table_waits_only_for_persons_and_refuses_the_rest() -> None:
    table = Table.start("kids2p", [Seat.person(), Seat.computer("advanced")], seed=3).table
    assert table.waiting == (0,) and table.legal(1) == ()
    with pytest.raises(IllegalActionError):
        table.play(Action.pung(1))
    with pytest.raises(IllegalActionError):
        table.next_hand()
    with pytest.raises(GameError):
        Table.start("kids2p", [Seat.person()], seed=3)


def test_two_persons_at_one_table_each_decide_their_own_moves() -> None:
    """A parent and a child on two phones: the table stops for whichever of them must act."""
    table = Table.start("kids2p", [Seat.person("Маша"), Seat.person("Папа")], seed=5).table
    rng = random.Random(5)
    seen = set()
    for _ in range(400):
        if table.hand_over:
            break
        waiting = table.waiting
        assert waiting and all(table.seats[p].is_person for p in waiting)
        seen.update(waiting)
        step = table.play(rng.choice(table.legal(waiting[0])))
        assert all(not m.by_computer for m in step.moves)
        table = step.table
    assert seen == {0, 1}
    assert table.name(1, 0, "ru") == "Папа" and table.name(0, 0, "ru", kids=True) == "ты"


def test_a_claim_window_can_run_out_of_time() -> None:
    rng = random.Random(11)
    table = Table.start("kids2p", persons_against_computer(2, "beginner"), seed=11).table
    for _ in range(500):
        if table.hand_over:
            pytest.skip("no claim offered to the person in this hand")
        if table.claim_open(0):
            step = table.time_out(0)
            assert step.moves[0].action == Action.pass_(0)
            return
        with pytest.raises(IllegalActionError):
            table.time_out(0)
        legal = table.legal(0)
        table = table.play(rng.choice([a for a in legal if a.kind is ActionKind.DISCARD] or list(legal))).table
    pytest.fail("the hand never ended")


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 2**32), rules=st.sampled_from(sorted(RULE_SETS)), moves=st.integers(0, 60))
def test_a_table_comes_back_from_its_json_exactly(seed: int, rules: str, moves: int) -> None:
    n = RULE_SETS[rules].players
    rng = random.Random(seed)
    table = Table.start(rules, persons_against_computer(n, rng.choice(["beginner", "advanced", "random"])), seed=seed).table
    for _ in range(moves):
        if table.over:
            break
        table = (table.next_hand() if table.hand_over else table.play(rng.choice(table.legal(table.waiting[0])))).table
    back = Table.from_json(json.loads(json.dumps(table.to_json())))
    assert back == table
    if not table.hand_over:  # the computers go on the same way from the copy
        action = table.legal(table.waiting[0])[0]
        assert back.play(action).table == table.play(action).table


@pytest.mark.parametrize("bad", [None, [], {"seats": "x"}, {"seats": ["robot"], "game": {}},
                                 {"seats": ["person"], "game": {"format": "mjcore-game", "version": 1, "rules": "kids2p", "seed": 1}}])
def test_a_bad_table_json_is_a_record_error(bad: object) -> None:
    with pytest.raises(RecordError):
        Table.from_json(bad)


def test_seats_have_a_text_form() -> None:
    for seat in (Seat.person(), Seat.person("Маша"), Seat.computer("beginner")):
        assert Seat.from_code(seat.code) == seat
    assert Seat.computer().kind is SeatKind.COMPUTER
    with pytest.raises(GameError):
        Seat.computer("grandmaster")
    assert Table.start("mcr", persons_against_computer(4, "beginner"), seed=1).table.name(2, 0, "en") == "computer 2"
    assert Table.start("mcr2p", persons_against_computer(2, "beginner"), seed=1).table.phase in (Phase.TURN, Phase.CLAIM)
