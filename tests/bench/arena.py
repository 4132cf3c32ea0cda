"""Computer players against each other, seat by seat: the strength figures of ``bench_coach``.

``duel(rules, hands, first, second)`` plays ``hands`` single hands (a deal each, seeded by its
number) where the two players take turns at the first seat, each choosing through its own
function ``(view, rng) -> Action``; four-player rule sets seat the two players alternately
(A B A B, then B A B A). It returns each player's wins and the draws, and the mean placement of
each (by the hand's points: a hand's winner is first).

    python tests/bench/arena.py mcr2p 200
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from mjcore.game import Action, choose, new_game, view
from mjcore.game.rules import find_game_rules
from mjcore.game.state import Phase
from mjcore.game.view import PlayerView

Player = Callable[[PlayerView, random.Random], Action]


def coach_player(level: str = "advanced") -> Player:
    return lambda v, rng: choose(v, level, rng).action


def frozen_player(level: str = "advanced") -> Player:
    """The computer player as it was before the coach (tests/bench/ai_frozen.py)."""
    sys.path.insert(0, str(Path(__file__).parent))
    import ai_frozen  # type: ignore[import-not-found]

    return lambda v, rng: ai_frozen.choose(v, level, rng).action


@dataclass
class DuelResult:
    hands: int
    wins: list[int]
    draws: int
    places: list[float]  # the sum of each side's placements (1 = best) over the seats it held

    @property
    def share(self) -> float:
        """The first player's share of the decided hands."""
        decided = sum(self.wins)
        return self.wins[0] / decided if decided else 0.0


def duel(rules: str, hands: int, first: Player, second: Player, seed: int = 0) -> DuelResult:
    game = find_game_rules(rules)
    n = game.players
    wins, draws, places, seats_held = [0, 0], 0, [0.0, 0.0], [0, 0]
    for index in range(hands):
        swap = index % 2
        sides = [(i + swap) % 2 for i in range(n)]  # the side of each seat
        players = [first if side == 0 else second for side in sides]
        state = new_game(rules, random.Random(f"{seed}:{index // 2}").getrandbits(62), max_hands=1,
                         dealer=(index // 2) % n)
        rng = random.Random(index)
        steps = 0
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER) and steps < 2000:
            seat = state.to_act()[0]
            state = state.apply(players[seat](view(state, seat, events=False), rng))
            steps += 1
        result = state.result
        assert result is not None
        if result.winner is None:
            draws += 1
        else:
            wins[sides[result.winner]] += 1
        order = sorted(range(n), key=lambda p: -result.deltas[p])
        for place, p in enumerate(order, 1):
            places[sides[p]] += place
            seats_held[sides[p]] += 1
    mean = [places[i] / max(1, seats_held[i]) for i in range(2)]
    return DuelResult(hands, wins, draws, mean)


if __name__ == "__main__":
    rules = sys.argv[1] if len(sys.argv) > 1 else "mcr2p"
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    found = duel(rules, count, coach_player(), frozen_player())
    print(f"{rules}: coach {found.wins[0]} - frozen {found.wins[1]} (draws {found.draws}), "
          f"share {100 * found.share:.1f} %, mean place {found.places[0]:.2f} vs {found.places[1]:.2f}")
