"""Who gets a discard several players claim: the quiz's answer is the table's."""

from __future__ import annotations

import random
import re

from mjcore.game.actions import Action
from mjcore.game.claims import resolve
from mjcore.game.rules import RULE_SETS
from mjcore.quiz import generate

SEATS = ("East", "South", "West", "North")
RANK = {"mahjong": 3, "pung": 2, "kong": 2, "chow": 1}


def _read(prompt: str) -> tuple[int, list[tuple[int, str]]]:
    """The discarder and the claims, as the learner reads them."""
    found = re.fullmatch(r"(\w+) discards .*?\. Claims: (.*)\. Who gets the tile\?", prompt)
    assert found, prompt
    claims = [(SEATS.index(seat), kind) for seat, kind in re.findall(r"(\w+): (\w+)", found.group(2))]
    return SEATS.index(found.group(1)), claims


def test_the_answer_is_the_one_the_game_gives_the_tile_to() -> None:
    """Mahjong > pung/kong > chow, the nearest in turn after the discarder between equals
    (worked out here by hand, and by the engine's ``resolve``); the claims are ones a table
    allows (a chow only by the next player, one pung or kong at most); the discarder sits
    anywhere; level 2 has ties."""
    discarders, ties = set(), 0
    for level in (1, 2):
        for seed in range(60):
            q = generate("claim_who", random.Random(seed), level)
            discarder, claims = _read(q.prompt.text("en"))
            discarders.add(discarder)
            assert len(claims) == level + 1 and discarder not in {s for s, _ in claims}
            assert all(seat == (discarder + 1) % 4 for seat, kind in claims if kind == "chow")
            assert sum(kind in ("pung", "kong") for _, kind in claims) <= 1
            top = max(RANK[kind] for _, kind in claims)
            winners = [seat for seat, kind in claims if RANK[kind] == top]
            ties += len(winners) > 1
            mine = min(winners, key=lambda seat: (seat - discarder) % 4)
            make = {"mahjong": Action.mahjong, "pung": Action.pung, "kong": Action.kong}
            actions = [Action.chow(seat, q.tiles[0]) if kind == "chow" else make[kind](seat) for seat, kind in claims]
            best = resolve(actions, discarder, (0, 1, 2, 3))
            assert best is not None and q.answer == (str(mine),) == (str(best.seat),), q.prompt.text("en")
            assert q.check(str(mine)) and q.answer_text("en") == SEATS[mine]
    assert discarders == {0, 1, 2, 3} and ties >= 5


def test_every_table_of_four_resolves_claims_alike() -> None:
    """The quiz asks one rule for all: every rule set of four players shares the game's one
    resolution (mjcore/game/claims.py), so no system has an order of its own to ask about."""
    assert {len(r.table_seats) for r in RULE_SETS.values()} == {2, 4}
    from mjcore.game import step
    assert step.resolve is resolve
