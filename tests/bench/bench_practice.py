"""The practice loop's speed: answers recorded per second (FSRS + Glicko-2 + JSON round trip, as
the bot does per answer), next-item choices per second, game reviews per second (one hand of
kids2p and of mcr2p judged by the coach), each the best of three passes; and issue 25's goals for
the coach at the table, for every rule set: a hint's median time (goal <= 50 ms) and the slowest
review of a whole hand (goal <= 1 s), over the decisions of ten seeded hands.

    python tests/bench/bench_practice.py
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from mjcore.game.record import GameRecord
from mjcore.game.simulate import play_hand
from mjcore.practice import Progress
from mjcore.practice.choose import next_items
from mjcore.practice.review import review
from mjcore.quiz import FAMILIES

SKILLS = ("shanten:1", "find_waits:2", "best_discard:3", "tile_name:1", "hk_fan:2")


def best_rate(work: Callable[[], int], passes: int = 3) -> float:
    best = 0.0
    for _ in range(passes):
        started = time.perf_counter()
        done = work()
        best = max(best, done / (time.perf_counter() - started))
    return best


def answers() -> int:
    rng = random.Random(1)
    text = Progress().dumps()
    for i in range(300):
        text = Progress.loads(text).record(SKILLS[i % len(SKILLS)], rng.random() < 0.7, now=i * 600.0).dumps()
    return 300


def choices() -> int:
    progress = Progress()
    for i in range(40):
        progress = progress.record(SKILLS[i % len(SKILLS)], i % 3 > 0, now=i * 600.0)
    families = list(FAMILIES)
    for i in range(100):
        next_items(progress, families, now=40 * 600.0 + i, count=3)
    return 100


def reviews(rules: str, levels: list[str]) -> Callable[[], int]:
    records = [GameRecord.of(play_hand(rules, seed, levels).state) for seed in range(5)]

    def work() -> int:
        for record in records:
            review(record, 0)
        return len(records)

    return work


def coach_times(rules: str) -> tuple[float, float, float]:
    """The median and the slowest hint (ms) over the learner's decisions of ten seeded hands, and
    the slowest review of one of those hands (s)."""
    from mjcore.game import RULE_SETS, view
    from mjcore.game.actions import Action
    from mjcore.game.hints import hint

    players = RULE_SETS[rules].players
    hints: list[float] = []
    slowest = 0.0
    for seed in range(10):
        record = GameRecord.of(play_hand(rules, seed, ["advanced"] + ["beginner"] * (players - 1), check=False).state)
        state = record.start()
        for code in record.actions:
            if 0 in state.to_act() and len(state.legal_actions(0)) > 1:
                started = time.perf_counter()
                hint(view(state, 0))
                hints.append(time.perf_counter() - started)
            state = state.apply(Action.from_code(code))
        started = time.perf_counter()
        review(record, 0)
        slowest = max(slowest, time.perf_counter() - started)
    hints.sort()
    return 1000 * hints[len(hints) // 2], 1000 * hints[-1], slowest


def main() -> None:
    from mjcore.game import RULE_SETS

    for rules in RULE_SETS:
        median, worst, slowest = coach_times(rules)
        print(f"coach: {rules:<9} hint median {median:5.1f} ms (goal <= 50; slowest {worst:5.1f} ms), "
              f"slowest review of a hand {slowest:4.2f} s (goal <= 1 s)")
    print(f"practice: {best_rate(answers):,.0f} answers recorded/s (load, FSRS, Glicko-2, dump)")
    print(f"practice: {best_rate(choices):,.0f} next-item choices/s (3 items of every family)")
    print(f"practice: {best_rate(reviews('kids2p', ['beginner', 'advanced'])):,.1f} kids2p hand reviews/s")
    print(f"practice: {best_rate(reviews('mcr2p', ['beginner', 'advanced'])):,.1f} mcr2p hand reviews/s")


if __name__ == "__main__":
    main()
