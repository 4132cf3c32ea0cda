"""The review of a game: a planted bad discard is found and the better tile named; missed wins;
the CLI on a record written by ``simulate --record``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from mjcore.analysis import rank_discards
from mjcore.game.actions import Action, ActionKind
from mjcore.game.ai import choose
from mjcore.game.record import GameRecord
from mjcore.game.state import GameState, Phase, new_game
from mjcore.game.view import view
from mjcore.practice.record import Progress
from mjcore.practice.review import puzzle_question, review


def _play_until_planted(seed: int) -> tuple[GameRecord, int, str, str]:
    """Seat 0 plays the best discard each turn, until a turn where a discard costs a step of
    shanten: there it plays that bad tile (the plant). The AI plays seat 1."""
    import random

    state: GameState = new_game("kids2p", seed, max_hands=1)
    rng = random.Random(seed)
    planted = None
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        seat = state.to_act()[0]
        v = view(state, seat, events=False)
        action = choose(v, "advanced", rng).action
        if seat == 0 and planted is None and state.phase is Phase.TURN and action.kind is ActionKind.DISCARD and state.turns > 4:
            hand = v.hand()
            ranked = rank_discards(hand.counts(), len(hand.melds), hand.all_counts(), v.unseen(), v.rules.shapes)
            if ranked[-1].shanten > ranked[0].shanten:
                planted = (state.action_count, str(ranked[-1].tile), str(ranked[0].tile))
                action = Action.discard(0, ranked[-1].tile)
        state = state.apply(action)
        if planted is not None and state.action_count > planted[0] + 6:
            break
    assert planted is not None
    return GameRecord.of(state), planted[0], planted[1], planted[2]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_planted_bad_discard_is_found_and_the_better_tile_named(seed: int) -> None:
    record, move, bad, best = _play_until_planted(seed)
    found = review(record, 0)
    decision = next(d for d in found.decisions if d.move == move)
    assert decision.kind == "discard" and decision.played == bad and decision.best == best
    assert decision.loss.shanten >= 1
    assert decision in found.worst and found.worst[0].loss.severity >= decision.loss.severity
    assert best in decision.reason.text("en") or decision.reason.text("en").count("(") >= 2
    data = found.to_json("en")
    assert {"move", "played", "best", "loss", "reason"} <= set(data["decisions"][0])
    # the moment becomes a puzzle in the learner's queue, answered by the same analysis
    queued = Progress().add_puzzles(found.puzzles())
    puzzle = next(p for p in queued.queue if p.played == bad)
    question = puzzle_question(puzzle)
    assert question.check(best) and not question.check(bad)
    assert "From your game" in question.prompt.text("en")


def test_a_missed_win_is_the_worst_moment() -> None:
    for seed in range(40):
        state = new_game("kids2p", seed, max_hands=1)
        import random

        rng = random.Random(seed)
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            if seat == 0 and any(a.kind is ActionKind.MAHJONG for a in legal):
                other = next(a for a in legal if a.kind is not ActionKind.MAHJONG)
                state = state.apply(other)
                found = review(GameRecord.of(state), 0)
                assert found.worst[0].kind == "win" and found.worst[0].loss.win
                assert found.worst[0].loss.value > 0
                return
            state = state.apply(choose(view(state, seat, events=False), "advanced", rng).action)
    pytest.skip("no seed gave seat 0 a win to let go")


@pytest.mark.slow
def test_the_cli_reviews_a_record_written_by_simulate(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    subprocess.run([sys.executable, "-m", "mjcore", "simulate", "--rules", "kids2p", "--games", "1", "--players",
                    "beginner,advanced", "--seed", "3", "--record", str(path)], check=True, capture_output=True)
    record = GameRecord.from_json(path.read_text())
    assert record.players == ("beginner", "advanced") and record.replay().result is not None
    out = subprocess.run([sys.executable, "-m", "mjcore", "review", str(path), "--seat", "0", "--json", "--lang", "en"],
                         capture_output=True, text=True, check=True)
    data = json.loads(out.stdout)
    assert set(data) >= {"decisions", "worst"} and len(data["worst"]) <= 3
    assert data["decisions"] == review(record, 0).to_json("en")["decisions"]
    bad = subprocess.run([sys.executable, "-m", "mjcore", "review", str(path), "--seat", "7", "--lang", "en"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
