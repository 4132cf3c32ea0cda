"""The review of a game: a planted bad discard is found and the better tile named; a missed win;
near-ties are never mistakes; the accuracy and the categories; puzzles that explain the option
picked; the CLI on a record written by ``simulate --record``."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from mjcore.game.actions import Action, ActionKind
from mjcore.game.ai import choose
from mjcore.game.coach import MISTAKE, Category, assess
from mjcore.game.record import GameRecord
from mjcore.game.simulate import play_hand
from mjcore.game.state import GameState, Phase, new_game
from mjcore.game.view import view
from mjcore.practice.record import Progress, Puzzle
from mjcore.practice.review import moment, puzzle_question, review, review_match
from tests.mjcore.game.ties import near_tie


def _play_until_planted(seed: int) -> tuple[GameRecord, int, str, str]:
    """Seat 0 plays the coach's best each turn, until a turn where the worst discard is a clear
    mistake by the coach's own numbers: there it plays that tile (the plant). The AI plays seat 1."""
    state: GameState = new_game("kids2p", seed, max_hands=1)
    rng = random.Random(seed)
    planted = None
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        seat = state.to_act()[0]
        v = view(state, seat, events=False)
        action = choose(v, "advanced", rng).action
        if seat == 0 and planted is None and state.phase is Phase.TURN and action.kind is ActionKind.DISCARD and state.turns > 4:
            advice = assess(v)
            worst = advice.options[-1]
            if advice.verdict(worst.action).mistake and worst.action.kind is ActionKind.DISCARD:
                planted = (state.action_count, str(worst.action.tile), str(advice.best.action.tile))
                action = worst.action
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
    assert decision.kind == "discard" and decision.played == f"0d{bad}" and decision.best == f"0d{best}"
    assert decision.mistake and decision.cost >= MISTAKE and decision in found.mistakes
    assert found.worst[0].cost >= decision.cost or decision in found.worst
    assert best in decision.reason.text("en", tiles="code")
    data = found.to_json("en")
    assert {"move", "played", "best", "loss", "reason", "cost", "category", "mistake"} <= set(data["decisions"][0])
    assert 0 <= data["accuracy"] < 100 and set(data["mistakes"]) == {c.value for c in Category}
    # the moment is the table as the learner saw it
    assert moment(record, decision, 0).legal == view(record.replay(move), 0).legal
    # the moment becomes a puzzle in the learner's queue; whatever the learner picks is explained
    queued = Progress().add_puzzles(found.puzzles())
    puzzle = next(p for p in queued.queue if p.played == bad)
    question = puzzle_question(Puzzle.from_json(json.loads(json.dumps(puzzle.to_json()))))
    assert question.check(best) and not question.check(bad)
    assert "From your game" in question.prompt.text("en")
    picked = question.explain(bad).text("en", tiles="code")
    assert bad in picked and picked != question.explain(best).text("en", tiles="code")


def test_a_missed_win_is_the_worst_mistake() -> None:
    for seed in range(40):
        state = new_game("kids2p", seed, max_hands=1)
        rng = random.Random(seed)
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            seat = state.to_act()[0]
            legal = state.legal_actions(seat)
            if seat == 0 and any(a.kind is ActionKind.MAHJONG for a in legal):
                other = next(a for a in legal if a.kind is not ActionKind.MAHJONG)
                state = state.apply(other)
                found = review(GameRecord.of(state), 0)
                assert found.worst[0].kind == "win" and found.worst[0].loss.win
                assert found.worst[0].loss.value > 0 and found.worst[0].mistake
                return
            state = state.apply(choose(view(state, seat, events=False), "advanced", rng).action)
    pytest.skip("no seed gave seat 0 a win to let go")



@pytest.mark.parametrize("rules", ["kids2p", "mcr2p", "hk"])
def test_near_ties_are_never_mistakes(rules: str) -> None:
    players = 2 if rules.endswith("2p") else 4
    ties = 0
    for seed in range(6):
        state = play_hand(rules, seed, ["intermediate"] * players, check=False).state
        replayed = GameRecord.of(state).start()
        for code in GameRecord.of(state).actions:
            action = Action.from_code(code)
            seat = action.seat
            if seat >= 0 and replayed.phase is Phase.TURN and len(replayed.legal_actions(seat)) > 1:
                advice = assess(view(replayed, seat, events=False))
                for option in advice.options:
                    if option.action.kind is ActionKind.DISCARD and near_tie(option, advice.best):
                        ties += 1
                        assert not advice.verdict(option.action).mistake, (code, option, advice.best)
            replayed = replayed.apply(action)
    assert ties > 20  # the check saw near-ties


def test_a_match_review_adds_up_its_hands() -> None:
    state = new_game("kids2p", 4, max_hands=2)
    rng = random.Random(4)
    while state.phase is not Phase.GAME_OVER:
        seat = state.to_act()[0] if state.phase is not Phase.HAND_OVER else -1
        if seat < 0:
            state = state.apply(Action.next_hand())
            continue
        state = state.apply(choose(view(state, seat, events=False), "beginner" if seat == 0 else "advanced", rng).action)
    record = GameRecord.of(state)
    match = review_match(record, 0)
    assert [h.hand for h in match.hands] == [0, 1]
    assert match.decisions == match.hands[0].decisions + match.hands[1].decisions
    assert review(record, 0, 0) == match.hands[0] and review(record, 0) == match.hands[1]
    mistakes = sum(match.categories.values())
    assert mistakes == sum(1 for d in match.decisions if d.mistake)
    assert match.accuracy == round(100 * (len(match.decisions) - mistakes) / len(match.decisions), 1)


def test_a_childs_review_is_kind_and_has_no_numbers() -> None:
    from mjcore.kidswords import adult_traces

    record = GameRecord.of(play_hand("kids2p", 3, ["beginner", "advanced"]).state)
    found = review(record, 0)
    for lang in ("ru", "en"):
        lines = [m.text(lang, kids=True, tiles="kids") for m in found.child_lines()]
        assert 1 <= len(lines) <= 2 and not any(ch.isdigit() for line in lines for ch in line)
        assert not [t for line in lines for t in adult_traces(line, lang)]
        for decision in found.decisions:
            text = decision.reason.text(lang, kids=True, tiles="kids")
            assert "%" not in text and not adult_traces(text, lang), text


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
    assert set(data) >= {"decisions", "worst", "accuracy", "mistakes", "match"} and len(data["worst"]) <= 3
    assert all({"loss", "cost", "category"} <= set(w) for w in data["worst"])
    assert data["decisions"] == review(record, 0).to_json("en")["decisions"]
    bad = subprocess.run([sys.executable, "-m", "mjcore", "review", str(path), "--seat", "7", "--lang", "en"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr
    bad = subprocess.run([sys.executable, "-m", "mjcore", "review", str(path), "--hand", "9", "--lang", "en"],
                         capture_output=True, text=True)
    assert bad.returncode == 2 and "Traceback" not in bad.stderr and "hand 9" in bad.stderr
