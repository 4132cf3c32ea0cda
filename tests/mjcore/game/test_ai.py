"""The AI levels: always legal, always a reason in both languages, the traits of each level,
and a small fixed-seed strength check (the real figures come from ``simulate``)."""

from __future__ import annotations

import random
import re

import pytest

from mjcore.game.actions import Action, ActionKind
from mjcore.game.ai import BEGINNER_MISSES, LEVELS, Decision, choose
from mjcore.game.errors import SimulationError
from mjcore.game.simulate import play_hand, simulate
from mjcore.game.state import Phase, new_game
from mjcore.game.view import view
from mjcore.tiles import Tile

T = Tile.from_str
_CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def positions(rules: str, count: int, seed: int = 0) -> list:  # type: ignore[type-arg]
    """Views met in random play (turns and claim windows)."""
    rng = random.Random(seed)
    found = []
    state = new_game(rules, seed)
    while len(found) < count:
        if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER):
            state = new_game(rules, rng.getrandbits(32))
            continue
        seat = state.to_act()[0]
        found.append(view(state, seat))
        legal = state.legal_actions(seat)
        state = state.apply(rng.choice(legal))
    return found


@pytest.mark.parametrize("rules", ["kids2p", "classical", "hk", "mcr2p"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_decision_is_legal_and_explained(kit, rules: str, level: str) -> None:
    kit.need_scoring(rules)
    rng = random.Random(7)
    for v in positions(rules, 60, seed=len(level)):
        decision = choose(v, level, rng)
        assert isinstance(decision, Decision) and decision.action in v.legal
        for lang in ("ru", "en"):
            text = decision.text(lang)
            assert text and "{" not in text and "}" not in text
            assert bool(_CYRILLIC.search(text)) == (lang == "ru")


def test_reason_in_the_issue_s_words(kit) -> None:
    state = kit.build("classical", {0: "123m 456p 78s 11z 9p 35m 2s", 1: "2m5m8m2p5p8p2s5s8s4z7z9m6z",
                                    2: "3m6m9m3p6p3s6s9s4z7z1p1s2z", 3: "1m4m7m4p7p4s7s5z6z3z9s8m8p"})
    decision = choose(view(state, 0), "intermediate")
    assert decision.action.kind is ActionKind.DISCARD
    assert re.fullmatch(r"discard \w\w: still (one tile|\d tiles) from ready, \d+ tiles? improve the hand", decision.text("en")), decision.text("en")
    assert decision.text("ru").startswith("снести ")


def test_ready_reason_names_the_waits(kit) -> None:
    state = kit.build("kids2p", {0: "123m 456p 789s 45s 11z 9m", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"})
    decision = choose(view(state, 0), "advanced")
    assert decision.action == Action.discard(0, T("9m"))
    assert decision.text("en").startswith("throw away 9m: the hand is ready: waiting for 3s/6s"), decision.text("en")
    assert "ждём 3s/6s" in decision.text("ru")
    assert "%" not in decision.text("en")  # a child's table: no chances in percent


def test_everyone_takes_a_self_drawn_win(kit) -> None:
    state = kit.build("kids2p", {0: "123m 456p 789s 234s 55z", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"}, drawn="5z")
    for level in ("beginner", "intermediate", "advanced"):
        assert choose(view(state, 0), level).action == Action.mahjong(0)


def test_intermediate_claims_only_what_helps(kit) -> None:
    # player 1 holds 55p with 4p 6p: the pung of the discard 5p brings the hand closer
    hands = {0: "5p 11m 99m 23s 88s 1234z 7z", 1: "55p 46p 234m 789m 11s 2z"}
    state = kit.build("kids2p", hands).apply(Action.discard(0, T("5p")))
    decision = choose(view(state, 1), "intermediate")
    assert decision.action.kind in (ActionKind.PUNG, ActionKind.CHOW)
    # a pair of honors that is already the hand's pair: taking it does not help
    hands = {0: "7z 11m 99m 23s 88s 1234z 5p", 1: "77z 123m 456m 789p 13s"}
    state = kit.build("kids2p", hands).apply(Action.discard(0, T("7z")))
    assert choose(view(state, 1), "intermediate").action == Action.pass_(1)


def test_advanced_does_not_hand_over_the_win_in_open_play(kit) -> None:
    # player 1 (face up) waits on 5p; player 0's most efficient discard would be the lone 5p
    hands = {0: "5p 123m 456m 789s 22z 1s 3s", 1: "234s 678s 111z 99m 46p"}
    state = kit.build("kids2p", hands)
    assert choose(view(state, 0), "intermediate").action == Action.discard(0, T("5p"))
    decision = choose(view(state, 0), "advanced")
    assert decision.action.kind is ActionKind.DISCARD and decision.action.tile != T("5p")
    from mjcore.game.coach import assess

    verdict = assess(view(state, 0)).verdict(Action.discard(0, T("5p")))
    assert verdict.mistake and verdict.played.danger == 1.0
    assert "waiting for “5p”" in verdict.reason().text("en", kids=True, tiles="code")
    assert "ждал фишку «5p»" in verdict.reason().text("ru", kids=True, tiles="code")


def test_beginner_sometimes_misses_a_claim(kit) -> None:
    hands = {0: "5p 11m 99m 23s 88s 1234z 7z", 1: "55p 2345m 77s 9s 66z 1p 3z"}
    state = kit.build("kids2p", hands).apply(Action.discard(0, T("5p")))
    taken = sum(choose(view(state, 1), "beginner", random.Random(i)).action.kind is ActionKind.PUNG for i in range(400))
    assert abs(taken / 400 - (1 - BEGINNER_MISSES[1])) < 0.08


def test_beginner_throws_lonely_tiles_and_keeps_dragons(kit) -> None:
    state = kit.build("kids2p", {0: "11m 23m 4p 55p 67p 99s 5z 1z 7s", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z"})
    picks = {choose(view(state, 0), "beginner", random.Random(i)).action.tile for i in range(30)}
    assert picks <= {T("1z"), T("7s")} and T("5z") not in picks


def test_unknown_level() -> None:
    with pytest.raises(SimulationError):
        choose(view(new_game("kids2p", 1), 0), "grandmaster")


def test_advanced_avoids_worthless_waits_in_mcr(kit) -> None:
    kit.need_scoring("mcr")
    from mjcore.game.coach import assess

    # an open, cheap hand: ready on a tile whose win would not reach 8 points
    hands = {0: "678s 2p 3z", 1: "2m5m8m2p5p8p2s5s8s4z7z9m6z", 2: "3m6m9m3p6p9p3s6s9s4z7z9p1m",
             3: "2m3m5m6m8m3p6p7p8p2s3s5s1z"}
    state = kit.build("mcr", hands, melds={0: ["[234m]", "[567p]", "[345s]"]}, drawn="3z")
    advice = assess(view(state, 0))
    option = advice.option(Action.discard(0, T("3z")))
    assert option.shanten == 0 and option.short == (T("2p"),) and option.waits == () and option.win < option.speed
    assert "would not reach the minimum" in advice.verdict(option.action).reason().text("en", tiles="code")


@pytest.mark.slow
def test_a_small_fixed_seed_strength_check() -> None:
    # 60 hands, fixed seeds: deterministic; the bound is loose (2,000 games give ~85-90%)
    result = simulate("kids2p", 60, ["advanced", "beginner"], seed=5, check=False)
    assert result.wins[0] / max(1, sum(result.wins)) >= 0.65
    result = simulate("kids2p", 40, ["intermediate", "random"], seed=5, check=False)
    assert result.wins[0] / max(1, sum(result.wins)) >= 0.85


def test_play_hand_times_decisions() -> None:
    run = play_hand("kids2p", 3, ["advanced", "beginner"], timed=True)
    assert run.problems == () and {level for level, _ in run.times} <= {"advanced", "beginner"}
    assert all(t >= 0 for _, t in run.times)


def test_advanced_aims_at_a_flush_where_a_minimum_counts(kit) -> None:
    kit.need_scoring("hk")
    hands = {0: "123p 456p 78p 99p 2m 8s 5z 1z", 1: "2m5m8m2p5p8p2s5s8s4z7z9m6z", 2: "3m6m9m3p6p3s6s9s4z7z1p1s2z",
             3: "1m4m7m4p7p4s7s5z6z3z9s8m1s"}
    state = kit.build("hk", hands)
    decision = choose(view(state, 0), "advanced")
    assert decision.action.tile in (T("2m"), T("8s"))
    assert "aiming at Full flush (Dots)" in decision.text("en") or "aiming at Half flush (Dots)" in decision.text("en")
    assert "цель:" in decision.text("ru") and "(Точки)" in decision.text("ru")
    # kids have no minimum: the same hand is played for speed alone
    kids = kit.build("kids2p", {0: hands[0], 1: hands[1]})
    assert choose(view(kids, 0), "advanced").action.tile in (T("5z"), T("1z"))
