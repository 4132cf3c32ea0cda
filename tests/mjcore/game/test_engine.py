"""The engine as a whole: random games keep every invariant, states are immutable, records
replay exactly, views hide what a player may not see."""

from __future__ import annotations

import json
import random
from dataclasses import FrozenInstanceError

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjcore.game.actions import Action
from mjcore.game.errors import IllegalActionError, RecordError
from mjcore.game.events import EventKind
from mjcore.game.record import FORMAT, VERSION, GameRecord, replay
from mjcore.game.state import Phase, new_game
from mjcore.game.view import view
from mjcore.tiles import Tile

#: (rule set, table switches) played by the random-game properties.
TABLES = [
    ("kids2p", {}),
    ("kids2p", {"open_hands": False, "flowers": False}),
    ("classical", {}),
    ("hk", {}),
    ("mcr", {}),
    ("mcr2p", {}),
]


@pytest.mark.parametrize(("rules", "options"), TABLES)
def test_random_games_keep_the_invariants(kit, rules: str, options: dict) -> None:
    kit.need_scoring(rules)
    rng = random.Random(hash(rules) % 1000)
    for seed in range(6):
        state = new_game(rules, seed, max_hands=2, dealer=seed % (2 if "2p" in rules else 4), **options)
        state, problems = kit.play_random(state, rng)
        assert problems == [], problems[:5]
        assert state.phase is Phase.GAME_OVER and state.hand_no == 1
        assert GameRecord.of(state).replay() == state


@settings(max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(seed=st.integers(0, 2**40), claims=st.floats(0, 1))
def test_property_kids_games(kit, seed: int, claims: float) -> None:
    state = new_game("kids2p", seed, max_hands=1)
    state, problems = kit.play_random(state, random.Random(seed), prefer_claims=claims)
    assert problems == []
    result = state.result
    assert result is not None
    assert sum(result.deltas) == (result.score.total if result.score and result.winner is not None else 0)


def test_states_are_immutable_and_apply_is_pure() -> None:
    state = new_game("kids2p", 3)
    before = (state.players, state.front, state.phase, state.event_count)
    after = state.apply(state.legal_actions(0)[0])
    assert (state.players, state.front, state.phase, state.event_count) == before
    assert after is not state and after.action_count == 1
    with pytest.raises(FrozenInstanceError):
        state.turn = 1  # type: ignore[misc]
    # the same action on the same state gives the same result
    assert state.apply(state.legal_actions(0)[0]) == after


def test_same_seed_same_game_other_seed_other_wall() -> None:
    assert new_game("hk", 5) == new_game("hk", 5)
    assert new_game("hk", 5).wall != new_game("hk", 6).wall
    assert new_game("kids2p", random.Random(9)) == new_game("kids2p", random.Random(9))


def test_illegal_actions_are_refused() -> None:
    state = new_game("kids2p", 3)
    for action in (Action.discard(1, state.players[1].concealed[0]), Action.pung(1), Action.next_hand(),
                   Action.discard(0, Tile.RED if Tile.RED not in state.players[0].concealed else Tile.P5)):
        if action in state.legal_actions(action.seat if action.seat >= 0 else 0):
            continue
        with pytest.raises(IllegalActionError) as error:
            state.apply(action)
        assert error.value.code == "game.illegal" and action.code in error.value.message("en")


def test_every_step_is_an_event(kit) -> None:
    state, _ = kit.play_random(new_game("kids2p", 8, max_hands=1), random.Random(1))
    kinds = [e.kind for e in state.events()]
    assert kinds[0] is EventKind.HAND_START and kinds[-1] is EventKind.GAME_END
    assert kinds.count(EventKind.DISCARD) == state.turns
    assert EventKind.HAND_END in kinds
    json.dumps([e.to_json() for e in state.events()])  # every event serialises


# -- records ---------------------------------------------------------------------------------------------
def test_record_round_trip_is_small(kit) -> None:
    state, _ = kit.play_random(new_game("kids2p", 21, max_hands=2), random.Random(4))
    record = GameRecord.of(state, ["you", "beginner"])
    text = record.to_json()
    data = json.loads(text)
    assert data["format"] == FORMAT and data["version"] == VERSION and data["rules"] == "kids2p"
    assert data["seed"] == 21 and data["players"] == ["you", "beginner"] and data["actions"][0][0] in "01"
    assert len(text) < 60 * len(data["actions"]) // 10 + 400  # about 6 bytes an action
    again = GameRecord.from_json(text)
    assert again == record and again.replay() == state and replay(text) == state and replay(data) == state
    states = record.states()
    assert states[0] == record.start() and states[-1] == state and len(states) == len(record.actions) + 1
    assert record.replay(upto=5) == states[5]


def test_record_keeps_the_table_switches() -> None:
    state = new_game("kids2p", 2, open_hands=False, flowers=False)
    record = GameRecord.of(state)
    assert record.options == {"open_hands": False, "flowers": False}
    assert record.replay() == state and len(record.replay().wall) == 136


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("not json", "game.record_format"),
        ('{"format": "other"}', "game.record_format"),
        ('{"format": "mjcore-game", "version": 99, "rules": "kids2p", "seed": 1}', "game.record_version"),
        ('{"format": "mjcore-game", "version": 1, "rules": "kids2p", "seed": "x"}', "game.record_format"),
        ('{"format": "mjcore-game", "version": 1, "rules": "chess", "seed": 1}', "game.record_rules"),
        ('{"format": "mjcore-game", "version": 1, "rules": "kids2p", "seed": 1, "actions": ["zz"]}', "game.bad_action"),
        ('{"format": "mjcore-game", "version": 1, "rules": "kids2p", "seed": 1, "actions": ["1d5p"]}', "game.record_action"),
    ],
)
def test_bad_records(text: str, code: str) -> None:
    with pytest.raises(RecordError) as error:
        replay(text)
    assert error.value.code == code
    assert error.value.message("ru") and error.value.message("en")


@pytest.mark.parametrize("code", ["0d5p", "1c3m", "2p", "3k", "0K7z", "1a5s", "2m", "3x", "n"])
def test_action_codes_round_trip(code: str) -> None:
    assert Action.from_code(code).code == code


@pytest.mark.parametrize("code", ["", "d5p", "0d", "0p5p", "0q", "n1", "0d1f", "9"])
def test_bad_action_codes(code: str) -> None:
    with pytest.raises(RecordError):
        Action.from_code(code)


# -- views ------------------------------------------------------------------------------------------------
def test_closed_view_hides_the_others_and_the_wall(kit) -> None:
    state, _ = kit.play_random(new_game("kids2p", 4, open_hands=False), random.Random(3), steps=30)
    mine = view(state, 0)
    assert mine.seats[1].concealed is None and mine.seats[1].concealed_count == len(state.players[1].concealed)
    assert mine.concealed == state.players[0].concealed
    assert not hasattr(mine, "wall") and mine.wall_left == state.wall_left
    assert mine.seats[1].discards == state.players[1].discards
    for event in mine.events:
        if event.kind in (EventKind.DRAW, EventKind.DEAL) and event.seat == 1:
            assert event.tile is None and not event.tiles
    if state.phase is Phase.TURN and state.turn == 1:
        assert mine.tile is None
    assert mine.legal == state.legal_actions(0)
    seen = mine.unseen()
    assert all(0 <= c <= 4 for c in seen)


def test_open_kids_play_shows_everything_but_the_wall() -> None:
    state = new_game("kids2p", 4)
    theirs = view(state, 1)
    assert theirs.open_play and theirs.seats[0].concealed == state.players[0].concealed
    assert any(e.kind is EventKind.DEAL and e.seat == 0 and e.tiles for e in theirs.events)
    assert theirs.tile == state.tile and not hasattr(theirs, "wall")


def test_hand_over_shows_every_hand(kit) -> None:
    state, _ = kit.play_random(new_game("hk", 4, max_hands=1), random.Random(5))
    assert all(seat.concealed is not None for seat in view(state, 0).seats)


def test_face_down_kong_in_mcr(kit) -> None:
    kit.need_scoring("mcr")
    hands = {0: "9999m 123p 456s 78s 1z 3z", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z", 2: "3m6m3p6p9p3s6s9s4z7z1p1s2s",
             3: "1m2m4m5m7m8m4p7p4s7s5z6z7z"}
    state = kit.build("mcr", hands, back="3z").apply(Action.concealed_kong(0, Tile.M9))
    other = view(state, 1)
    assert other.seats[0].declared == (None,) and other.seats[0].tile_count == 14
    kong = [e for e in other.events if e.kind is EventKind.KONG]
    assert kong and kong[-1].tile is None
    assert view(state, 0).seats[0].declared[0] is not None
    hk = kit.build("hk", hands, back="3z").apply(Action.concealed_kong(0, Tile.M9))
    assert view(hk, 1).seats[0].declared[0] is not None  # two of its tiles are shown elsewhere


def test_claim_answers_stay_private() -> None:
    # the view has the viewer's own legal actions, never the others' pending answers
    assert "pending" not in view(new_game("kids2p", 1), 0).__slots__


# -- every error of the game, reached -------------------------------------------------------------------
def _cli_number() -> None:
    from mjcore.cli.game import _int

    _int("x", "--games")


GAME_ERRORS = [
    ("game.illegal", lambda: new_game("kids2p", 1).apply(Action.pung(1))),
    ("game.bad_action", lambda: Action.from_code("0q")),
    ("game.bad_dealer", lambda: new_game("kids2p", 1, dealer=3)),
    ("game.bad_number", _cli_number),
    ("game.games", lambda: __import__("mjcore.game.simulate", fromlist=["simulate"]).simulate("kids2p", 0, ["random"] * 2)),
    ("game.nothing_to_do", lambda: __import__("mjcore.game.ai", fromlist=["choose"]).choose(view(new_game("kids2p", 1), 1))),
    ("game.option", lambda: new_game("kids2p", 1, rounds=3)),
    ("game.player_count", lambda: __import__("mjcore.game.simulate", fromlist=["simulate"]).simulate("kids2p", 1, ["random"])),
    ("game.record_action", lambda: replay('{"format": "mjcore-game", "version": 1, "rules": "kids2p", "seed": 1, "actions": ["1d5p"]}')),
    ("game.record_format", lambda: replay("[]")),
    ("game.record_rules", lambda: replay('{"format": "mjcore-game", "version": 1, "rules": "go", "seed": 1}')),
    ("game.record_version", lambda: replay('{"format": "mjcore-game", "version": 2, "rules": "kids2p", "seed": 1}')),
    ("game.unknown_level", lambda: __import__("mjcore.game.simulate", fromlist=["simulate"]).simulate("kids2p", 1, ["a", "b"])),
    ("game.unknown_rules", lambda: new_game("go", 1)),
    ("game.bad_seat", lambda: __import__("mjcore.game.table", fromlist=["Seat"]).Seat.from_code("robot")),
    ("game.not_waiting", lambda: __import__("mjcore.game.table", fromlist=["Table"]).Table.start(
        "kids2p", __import__("mjcore.game.table", fromlist=["x"]).persons_against_computer(2, "beginner"), 1
    ).table.play(Action.pung(1))),
]


@pytest.mark.parametrize(("code", "action"), GAME_ERRORS, ids=[c for c, _ in GAME_ERRORS])
def test_game_errors(code: str, action) -> None:
    from mjcore.errors import MahjongError

    with pytest.raises(MahjongError) as info:
        action()
    assert info.value.code == code
    assert info.value.message("en") != info.value.message("ru")


def test_missing_scoring_system_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    from mjcore.game.errors import ScoringUnavailableError
    from mjcore.scoring import SYSTEMS

    monkeypatch.setitem(SYSTEMS, "hk", "mjcore.scoring.not_written_yet:HK")
    with pytest.raises(ScoringUnavailableError) as info:
        new_game("hk", 1)
    assert info.value.code == "game.scoring_missing" and "hk" in info.value.message("en")


def test_every_game_error_code_is_reached() -> None:
    from mjcore.i18n import catalog

    codes = {k.removeprefix("error.") for k in catalog("en") if k.startswith("error.game.")}
    assert codes == {code for code, _ in GAME_ERRORS} | {"game.scoring_missing"}
