"""Hints, the table in words and the catalog keys of the game."""

from __future__ import annotations

import random

import pytest

from mjcore.analysis import analyze_discards
from mjcore.game.actions import Action, ActionKind
from mjcore.game.ai import LEVELS
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
def test_hints_rank_the_discards_like_analyze(kit) -> None:
    state = new_game("kids2p", 12)
    hints = hint(view(state, 0))
    exact = analyze_discards(view(state, 0).hand(), view(state, 0).visible(), state.rules.shapes)
    assert [d.tile for d in hints.discards] == [d.tile for d in exact]
    assert hints.advice is not None and hints.advice.action in state.legal_actions(0)
    for lang in ("ru", "en"):
        lines = hints.lines(lang)
        assert lines and "{" not in "".join(lines)
    assert hint(view(state, 0)).lines("ru")[0] == "Что лучше сбросить:"  # the kids' words


def test_ready_hint_with_waits_and_count(kit) -> None:
    state = kit.build("kids2p", {0: "123m 456p 789s 45s 11z 9m", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"})
    first = hint(view(state, 0)).discards[0]
    assert first.tile == T("9m") and [w[0] for w in first.waits] == [T("3s"), T("6s")]
    text = "\n".join(hint(view(state, 0)).lines("en"))
    assert "waiting on 3s/6s (" in text
    after = state.apply(Action.discard(0, T("9m")))
    lines = hint(view(after, 0), advice=False).lines("en")
    assert lines == [f"Your hand is ready: waiting on 3s/6s ({sum(w[1] for w in first.waits)} left)."]


def test_claim_hint(kit) -> None:
    hands = {0: "5p 11m 99m 23s 88s 1234z 7z", 1: "55p 46p 234m 789m 11s 2z"}
    state = kit.build("kids2p", hands).apply(Action.discard(0, T("5p")))
    hints = hint(view(state, 1))
    kinds = [c.action.kind for c in hints.claims]
    assert ActionKind.PUNG in kinds and ActionKind.CHOW in kinds
    text = "\n".join(hints.lines("en"))
    assert "You can take this 5p: pung (three of a kind)" in text
    assert "5p можно забрать" in "\n".join(hints.lines("ru"))


def test_win_on_a_discard_hint(kit) -> None:
    """A win on offer among the claims (it used to look up a "game.set.mahjong" text and fail)."""
    hands = {0: "5p 11m 99m 23s 88s 1234z 7z", 1: "46p 234m 789m 123s 11s"}
    state = kit.build("kids2p", hands).apply(Action.discard(0, T("5p")))
    hints = hint(view(state, 1))
    assert ActionKind.MAHJONG in [c.action.kind for c in hints.claims]
    assert "This 5p completes your hand: declare mahjong!" in hints.lines("en")
    assert "Эта 5p завершает руку — объявляйте маджонг!" in hints.lines("ru")


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
    assert "Сдача 1" in hand_lines(v, ["вы", "1", "2", "3"], "ru")[0]


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


# -- one computation behind a hint --------------------------------------------------------------------
#: The advanced player's reasons that describe the best discard of the one ranking itself.
PLAIN_REASONS = {"game.reason.discard.one", "game.reason.discard.far", "game.reason.discard.ready"}
#: Its reasons for choosing another discard: each says why (a flush, defence, the value of a win).
OTHER_REASONS = {"game.reason.plan.flush", "game.reason.defence", "game.reason.block",
                 "game.reason.discard.ready_value", "game.reason.discard.worthless", "game.reason.discard.step_back"}


def _param(reason: object, name: str) -> object:
    return dict(reason.params).get(name)  # type: ignore[attr-defined]


@pytest.mark.parametrize("rules", ["kids2p", "mcr2p", "mcr", "classical", "hk"])
def test_the_strong_player_line_agrees_with_the_ranked_list(rules: str) -> None:
    import random as _random

    from mjcore.game.ai import choose

    checked = 0
    for seed in range(3 if rules != "mcr" else 2):
        state = new_game(rules, seed, max_hands=1)
        rng = _random.Random(seed)
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            seat = state.to_act()[0]
            seen = view(state, seat, events=False)
            if seen.phase is Phase.TURN and seen.hand().tile_count == 14:
                hints = hint(seen)
                advice = hints.advice
                assert advice is not None
                if advice.action.kind is ActionKind.DISCARD:
                    key = advice.reason.key
                    best = hints.discards[0]
                    if key in PLAIN_REASONS:
                        assert advice.action.tile == best.tile, (key, advice.text("en"), hints.lines("en"))
                        if key == "game.reason.discard.ready":
                            assert _param(advice.reason, "left") == sum(n for _, n, _ in best.waits)
                        else:
                            assert _param(advice.reason, "useful") == best.count
                    else:
                        assert key in OTHER_REASONS, key
                    checked += 1
            state = state.apply(choose(seen, "intermediate", rng).action)
    assert checked > 10
