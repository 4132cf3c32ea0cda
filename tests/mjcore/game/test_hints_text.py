"""Hints, the table in words and the catalog keys of the game."""

from __future__ import annotations

import random

import pytest

from mjcore.game.actions import Action, ActionKind
from mjcore.game.ai import LEVELS, choose
from mjcore.game.coach import assess
from mjcore.game.describe import event_text, hand_lines, legend, result_lines
from mjcore.game.events import EventKind
from mjcore.game.hints import hint
from mjcore.game.rules import RULE_SETS
from mjcore.game.state import Phase, new_game
from mjcore.game.view import view
from mjcore.i18n import catalog
from mjcore.tiles import Tile

T = Tile.from_str
WALL = [Tile(k) for k in range(34) for _ in range(4)]


# -- hints ------------------------------------------------------------------------------------------
def test_hints_rank_the_options_by_the_coach(kit) -> None:
    state = kit.build("kids2p", {0: "123m 456p 789s 45s 11z 9m", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"})
    hints = hint(view(state, 0))
    advice = assess(view(state, 0))
    assert hints.options == advice.options and hints.advice is not None
    assert hints.advice.action == advice.best.action == choose(view(state, 0), "advanced").action
    for lang in ("ru", "en"):
        lines = hints.lines(lang)
        assert lines and "{" not in "".join(lines)
    assert hint(view(new_game("kids2p", 12), 0)).lines("ru")[0] == "Что лучше сбросить:"  # the kids' words


def test_ready_hint_with_waits_and_count(kit) -> None:
    state = kit.build("kids2p", {0: "123m 456p 789s 45s 11z 9m", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"})
    first = hint(view(state, 0)).options[0]
    assert first.action.tile == T("9m") and first.waits == (T("3s"), T("6s"))
    text = "\n".join(hint(view(state, 0)).lines("en"))
    assert "waiting for 3s/6s" in text
    after = state.apply(Action.discard(0, T("9m")))
    lines = hint(view(after, 0)).lines("en")
    assert lines == [f"Your hand is ready: waiting on 3s/6s ({first.waits_left} left)."]


def test_claim_hint(kit) -> None:
    hands = {0: "5p 11m 99m 23s 88s 1234z 7z", 1: "55p 46p 234m 789m 11s 2z"}
    state = kit.build("kids2p", hands).apply(Action.discard(0, T("5p")))
    hints = hint(view(state, 1))
    kinds = {o.action.kind for o in hints.options}
    assert {ActionKind.PUNG, ActionKind.CHOW, ActionKind.PASS} <= kinds
    text = "\n".join(hints.lines("en"))
    assert text.startswith("The computer threw away 5p: take it or not?")
    assert "take the tile for “pung (three of a kind)”" in text or "take the tile for “chow" in text
    assert "Компьютер сбросил 5p" in hints.lines("ru")[0]
    message, tile = hints.child()
    assert (message.key, tile) == (("child.hint.take", T("5p")) if hints.options[0].action.kind.is_claim
                                   else ("child.hint.leave", None))


def test_win_on_a_discard_hint(kit) -> None:
    hands = {0: "5p 11m 99m 23s 88s 1234z 7z", 1: "46p 234m 789m 123s 11s"}
    state = kit.build("kids2p", hands).apply(Action.discard(0, T("5p")))
    hints = hint(view(state, 1))
    assert hints.can_win and hints.options[0].is_win
    assert hints.lines("en")[0].startswith("Mahjong!") and hints.child()[0].key == "child.hint.win"


def test_win_hint(kit) -> None:
    state = kit.build("kids2p", {0: "123m 456p 789s 234s 55z", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"}, drawn="5z")
    hints = hint(view(state, 0))
    assert hints.can_win and hints.lines("en")[0].startswith("Mahjong!")


# -- words ------------------------------------------------------------------------------------------
def test_every_event_has_words(kit) -> None:
    kinds = set()
    for rules, seed in (("kids2p", 3), ("hk", 4), ("kids2p", 30)):
        state, _ = kit.play_random(new_game(rules, seed, max_hands=1), random.Random(seed))
        for viewer in range(state.n):
            v = view(state, viewer)
            names = ["A", "B", "C", "D"]
            for event in state.events():
                kinds.add(event.kind)
                for lang in ("ru", "en"):
                    seen = event.seen_by(viewer, open_play=v.open_play, hidden_kongs=state.rules.hidden_kongs)
                    text = event_text(seen, v, names, lang)
                    assert text is None or ("{" not in text and text.strip())
            for lang in ("ru", "en"):
                assert hand_lines(v, names, lang)
                assert state.result is not None and result_lines(state.result, v, names, lang)
    assert {EventKind.DISCARD, EventKind.DICE, EventKind.HAND_END} <= kinds


def test_legend_and_kids_words() -> None:
    assert "монеты" in legend("ru", kids=True) and "точки" in legend("ru")
    v = view(new_game("kids2p", 1), 0)
    assert "Партия 1" in hand_lines(v, ["вы", "компьютер"], "ru")[0]
    v = view(new_game("hk", 1), 0)
    assert "Раздача 1" in hand_lines(v, ["вы", "1", "2", "3"], "ru")[0]


def test_computed_game_keys_exist_in_both_catalogs() -> None:
    """Keys built at run time (the literal ones: ``tests/test_catalogs.py``)."""
    computed = {f"game.rules.{name}" for name in RULE_SETS} | {f"game.level.{level}" for level in LEVELS}
    computed |= {f"game.phase.{phase.value}" for phase in Phase}
    computed |= {f"game.action.{kind.name.lower()}" for kind in ActionKind} | {"game.action.mahjong.self"}
    computed |= {f"game.set.{k}" for k in ("chow", "pung", "kong")}
    computed |= {f"game.false.{k}" for k in ("below_minimum", "not_winning", "dead_hand")}
    computed |= {f"game.event.kong_{k}" for k in ("concealed", "added", "adding")}
    computed |= {"game.event.draw_hidden", "game.event.draw_replacement_hidden"}
    for lang in ("ru", "en"):
        missing = sorted(k for k in computed if k not in catalog(lang))
        assert not missing, (lang, missing)


# -- one judgement behind the hint, the computer and the review ----------------------------------------
@pytest.mark.parametrize("rules", ["kids2p", "mcr2p", "mcr", "classical", "hk"])
def test_hint_review_and_advanced_player_agree(rules: str) -> None:
    """On every decision of seeded games: the hint's first option is the advanced player's move,
    and the review calls that move as good as the best (100 games: the slow test of issue 25)."""
    from mjcore.game.record import GameRecord
    from mjcore.practice.review import judge

    checked = 0
    for seed in range(2):
        state = new_game(rules, seed, max_hands=1)
        rng = random.Random(seed)
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            seat = state.to_act()[0]
            seen = view(state, seat, events=False)
            decision = choose(seen, "intermediate" if seat else "advanced", rng)
            if seat == 0 and len(seen.legal) > 1:
                hints = hint(seen)
                advanced = choose(seen, "advanced", rng)
                assert hints.options[0].action == advanced.action == decision.action
                judged = judge(state, 0, state.action_count, advanced.action)
                assert judged is not None and not judged.mistake and judged.cost == 0
                checked += 1
            state = state.apply(decision.action)
        assert GameRecord.of(state).replay() == state
    assert checked > 10
