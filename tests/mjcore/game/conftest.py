"""Helpers for the game tests: rigged tables and random games.

``build(...)`` makes a consistent state (every tile accounted for) with chosen hands,
sets, discards and the next tiles of the wall, so a rule can be tested in a few actions;
``claim_table(...)`` is a four-player claim window built that way; ``tsumogiri(...)`` plays
a hand out without a claim.
"""

from __future__ import annotations

import importlib
import random
from collections import Counter
from dataclasses import replace

import pytest

from mjcore.game.actions import Action
from mjcore.game.invariants import TurnOrderChecker, check_state
from mjcore.game.rules import find_game_rules
from mjcore.game.state import Declared, GameState, Phase, PlayerTiles, new_game
from mjcore.game.wall import tile_set
from mjcore.hand import Meld
from mjcore.notation import parse_tiles
from mjcore.tiles import Tile


def scoring_available(system: str) -> bool:
    from mjcore.scoring import SYSTEMS

    module, attribute = SYSTEMS[system].split(":")
    try:
        return hasattr(importlib.import_module(module), attribute)
    except ImportError:
        return False


def need_scoring(rules: str) -> None:
    """Skip (with the reason) when the rule set's scoring system is not importable yet."""
    system = find_game_rules(rules).scoring
    if not scoring_available(system):
        pytest.skip(f"the '{system}' scoring system is not importable yet (written in parallel; "
                    f"the game uses it through find_system)")


def tiles(text: str) -> tuple[Tile, ...]:
    return parse_tiles(text) if text.strip() else ()


def build(
    rules: str = "kids2p",
    hands: dict[int, str] | None = None,
    *,
    melds: dict[int, list[str]] | None = None,
    discards: dict[int, str] | None = None,
    bonus: dict[int, str] | None = None,
    turn: int = 0,
    wall: str = "",
    back: str = "",
    dealer: int = 0,
    drawn: str | None = None,
    **options: object,
) -> GameState:
    """A state in ``turn``'s TURN with the given tiles; the wall starts with ``wall`` and its
    other end gives ``back`` (first replacement first); the rest is filled from the set."""
    base = new_game(rules, 0, dealer=dealer, **options)
    n = base.rules.players
    hands = hands or {}
    melds = melds or {}
    discards = discards or {}
    bonus = bonus or {}
    players = []
    used: Counter = Counter()
    for p in range(n):
        concealed = tiles(hands.get(p, ""))
        declared = []
        for text in melds.get(p, []):
            meld = Meld.from_str(text)
            declared.append(Declared(meld, source=(p + 1) % n if meld.open else None, tile=meld.tiles[0] if meld.open else None))
        player = PlayerTiles(tuple(sorted(concealed)), tuple(declared), tiles(bonus.get(p, "")), tiles(discards.get(p, "")))
        players.append(player)
        used.update(player.concealed)
        used.update(player.bonus)
        used.update(player.discards)
        for d in declared:
            used.update(d.meld.tiles)
    front, rear = tiles(wall), tiles(back)
    used.update(front)
    used.update(rear)
    full = Counter(tile_set(base.rules.flowers))
    assert not (used - full), "more copies than the set has"
    rest = sorted((full - used).elements(), key=lambda t: ((t * 7919) % 41, t))
    plain = [t for t in rest if not t.is_bonus]
    # bonus tiles sit in the middle of the wall, far from both ends, unless a test puts them
    middle = plain[: len(plain) // 2] + [t for t in rest if t.is_bonus] + plain[len(plain) // 2 :]
    order = tuple(front) + tuple(middle) + tuple(reversed(rear))
    tile = tiles(drawn)[0] if drawn else (players[turn].concealed[-1] if players[turn].concealed else None)
    state = replace(base, players=tuple(players), wall=order, front=0, back=len(order), phase=Phase.TURN, turn=turn,
                    tile=tile, must_discard=False, after_kong=False, pending=(), result=None)
    problems = check_state(state)  # 14 tiles for the player in turn, 13 for the others, all conserved
    assert not problems, problems
    return state


# Four-player table for the claim tests (classical: any complete hand wins, so no minimum
# gets in the way). Player 0 discards 5p: player 1 may chow it (4p 6p), player 2 may pung it
# (5p 5p), player 3 wins on it (a single wait for the pair).
CLAIM_HANDS = {
    0: "5p 11m 99m 23s 88s 1234z 7z",
    1: "4p6p 11p 2345m 77s 9s 66z",
    2: "55p 789p 678m 22s 56s 5z",
    3: "234m 678m 345s 999p 5p",
}

#: A Chinese Official table where nobody's hand is near a win (the false mahjong tests).
MCR_HANDS = {0: "1m4m7m1p4p7p1s4s7s1z2z3z5z6z", 1: "2m5m8m2p5p8p2s5s8s4z7z9m6z", 2: "3m6m9m3p6p9p3s6s9s4z7z9p1m",
             3: "2m3m5m6m8m2p3p6p7p8p2s3s5s"}


def claim_table(changes: dict[int, str] | None = None) -> GameState:
    """The claim window of player 0's 5p at the table of ``CLAIM_HANDS`` (with ``changes``)."""
    hands = dict(CLAIM_HANDS)
    hands.update(changes or {})
    state = build("classical", hands, turn=0)
    return state.apply(Action.discard(0, Tile.P5))


def tsumogiri(state: GameState) -> GameState:
    """Play on by discarding the drawn tile and letting every discard go, to the end of the hand."""
    while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
        seat = state.to_act()[0]
        if state.phase is Phase.TURN:
            tiles = state.players[seat].concealed
            tile = state.tile if state.tile in tiles else tiles[0]
            state = state.apply(Action.discard(seat, tile))
        else:
            state = state.apply(Action.pass_(seat))
    return state


def play_random(state: GameState, rng: random.Random, *, steps: int = 10_000, prefer_claims: float = 0.5,
                until_over: bool = True) -> tuple[GameState, list[str]]:
    """Random legal play (wins always taken, claims often) with the invariants checked each step."""
    order = TurnOrderChecker()
    problems = check_state(state) + order.check(state)
    for _ in range(steps):
        if state.phase is Phase.GAME_OVER or (not until_over and state.phase is Phase.HAND_OVER):
            break
        seat = state.to_act()[0]
        legal = state.legal_actions(seat)
        wins = [a for a in legal if a.kind.name == "MAHJONG"]
        claims = [a for a in legal if a.kind.name in ("PUNG", "KONG", "CHOW", "CONCEALED_KONG", "ADDED_KONG")]
        if wins:
            action = wins[0]
        elif claims and rng.random() < prefer_claims:
            action = rng.choice(claims)
        else:
            action = rng.choice(legal)
        state = state.apply(action)
        problems += check_state(state) + order.check(state)
    return state, problems


class Kit:
    """The helpers, handed to tests by the ``kit`` fixture (conftest is not importable by name)."""

    MCR_HANDS = MCR_HANDS
    build = staticmethod(build)
    claim_table = staticmethod(claim_table)
    play_random = staticmethod(play_random)
    need_scoring = staticmethod(need_scoring)
    scoring_available = staticmethod(scoring_available)
    tiles = staticmethod(tiles)
    tsumogiri = staticmethod(tsumogiri)


@pytest.fixture
def kit() -> type[Kit]:
    return Kit


@pytest.fixture
def rng() -> random.Random:
    return random.Random(2026)
