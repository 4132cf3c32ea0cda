"""The coach's advanced player against the computer player as it was before it (issue 25).

Strength: ``arena.duel`` plays single hands, the two players taking the seats by turns, in the
two-player rule sets (the share of the decided hands the coach wins; goal: >= 60 % in mcr2p,
>= 50 % less the noise in kids2p) and in the four-player ones (the mean placement of each, 1 the
best; goal: the coach's better). Speed: the time of the coach's decision (``assess``) over every
decision it made in those hands, median and 99th percentile (goal: <= 2 ms and <= 15 ms in mcr2p
and mcr). The value odds (:class:`~mjcore.scoring.ValueOdds`) as measured over the ready hands
of the frozen player, for the record beside the ones the scoring systems declare.

    python tests/bench/bench_coach.py                 # the acceptance sizes (a few minutes)
    python tests/bench/bench_coach.py 100             # 100 hands per rule set (a quick look)
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from arena import Player, duel, frozen_player

from mjcore.game import (
    new_game,
    view,
    worth,
)
from mjcore.game.actions import ActionKind
from mjcore.game.coach import assess
from mjcore.game.state import Phase
from mjcore.scoring import find_system
from mjcore.tiles import Tile

#: Hands per rule set (issue 25: >= 600 in mcr2p, >= 400 in each four-player rule set).
HANDS = {"mcr2p": 600, "kids2p": 300, "mcr": 400, "classical": 400, "hk": 400}


def timed_coach(times: list[float]) -> Player:
    """The coach's advanced player, each decision timed (``time.perf_counter``)."""

    def play(v, rng):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        action = assess(v).best.action
        times.append(time.perf_counter() - started)
        return action

    return play


def _quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def strength(rules: str, hands: int) -> None:
    times: list[float] = []
    found = duel(rules, hands, timed_coach(times), frozen_player())
    decided = sum(found.wins)
    share = found.share
    noise = math.sqrt(share * (1 - share) / max(1, decided))
    print(f"  {rules:<10} {hands:>4} hands: coach {found.wins[0]:>4} - frozen {found.wins[1]:>4} (draws {found.draws:>3})  "
          f"share {100 * share:5.1f} % +- {100 * noise:.1f}  mean place {found.places[0]:.3f} vs {found.places[1]:.3f}  "
          f"decision median {1e3 * statistics.median(times):.2f} ms  p99 {1e3 * _quantile(times, 0.99):.2f} ms "
          f"({len(times)} decisions)", flush=True)


def measure_shares(seen, tile: Tile) -> dict[tuple[str, bool], tuple[float, float]]:  # type: ignore[no-untyped-def]
    """What the hand left by discarding ``tile`` says about :class:`~mjcore.scoring.ValueOdds`,
    as ``{(part, concealed): (counted, of)}``: a ready hand's waits that count on a discard
    (``discard``) and self-drawn (``self``); of a one-from-ready hand's useful draws, those after
    which a discard leaves a ready hand with a wait that counts (``near``)."""
    setting = worth._setting(seen)
    melds = seen.melds
    concealed = not any(m.open for m in melds)
    counts = seen.counts()
    counts[tile] -= 1
    held = list(counts)
    for meld in melds:
        for t in meld.tiles:
            held[t] += 1

    def ready(rest: list[int]) -> tuple[int, tuple[Tile, ...]]:
        return worth._plain(bytes(rest), len(melds), bytes(h + r - c for h, r, c in zip(held, rest, counts, strict=True)))

    shanten, useful = ready(counts)
    out: dict[tuple[str, bool], tuple[float, float]] = {}
    if shanten == 0:
        answers = [worth._counts_as_win(setting, bytes(counts), melds, w) for w in useful]
        out[("discard", concealed)] = (sum(a[0] for a in answers), len(answers))
        out[("self", concealed)] = (sum(a[1] for a in answers), len(answers))
    elif shanten == 1:
        good = 0
        for drawn in useful:
            more = list(counts)
            more[drawn] += 1
            for out_tile in range(34):
                if not more[out_tile]:
                    continue
                rest = list(more)
                rest[out_tile] -= 1
                steps, waits = ready(rest)
                if steps == 0 and any(any(worth._counts_as_win(setting, bytes(rest), melds, w)) for w in waits):
                    good += 1
                    break
        out[("near", concealed)] = (good, len(useful))
    return out


def value_odds(rules: str, hands: int) -> None:
    """The shares the coach's plain hands use (see :class:`~mjcore.scoring.ValueOdds`), measured
    over the hands the frozen player reaches: of a one-from-ready hand's useful draws, those that
    make a ready hand whose win counts; of a ready hand's waits, those that count on a discard and
    self-drawn — concealed and with a claimed set."""
    player = frozen_player()
    sums = {key: [0.0, 0.0] for key in ("near", "discard", "self")}
    found: dict[tuple[str, bool], list[float]] = {}
    for index in range(hands):
        state = new_game(rules, random.Random(f"odds:{index}").getrandbits(62), max_hands=1, dealer=0)
        rng = random.Random(index)
        while state.phase not in (Phase.HAND_OVER, Phase.GAME_OVER):
            seat = state.to_act()[0]
            seen = view(state, seat, events=False)
            action = player(seen, rng)
            if seen.phase is Phase.TURN and action.kind is ActionKind.DISCARD and action.tile is not None:
                for key, part in measure_shares(seen, action.tile).items():
                    got = found.setdefault(key, [0.0, 0.0])
                    got[0] += part[0]
                    got[1] += part[1]
            state = state.apply(action)
    declared = find_system(find_rules_scoring(rules)).value_odds
    parts = []
    for concealed in (True, False):
        shares = [found.get((key, concealed), [0.0, 0.0]) for key in sums]
        parts.append(("concealed" if concealed else "open") + " " + " ".join(
            f"{key} {a / b:.2f}" if b else f"{key} -" for key, (a, b) in zip(sums, shares)))
    print(f"  {rules:<10} value odds measured: {'; '.join(parts)}  (declared: {declared})", flush=True)


def find_rules_scoring(rules: str) -> str:
    from mjcore.game.rules import find_game_rules

    return find_game_rules(rules).scoring


def main() -> None:
    scale = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else None
    print("  strength against the frozen player (tests/bench/ai_frozen.py) and the coach's decision time:")
    for rules, hands in HANDS.items():
        strength(rules, scale or hands)
    for rules in ("mcr2p", "hk"):
        value_odds(rules, scale or 100)


if __name__ == "__main__":
    main()
