"""Game engine speed: AI-only games per second (kids2p, mcr) and the time of one AI move.

Games are single hands from fixed seeds (as ``simulate`` plays them). "checked" games test
every invariant after every step (what ``simulate`` does); "engine" games skip the checks.
Move times are measured around :func:`mjcore.game.ai.choose` alone (the view built first),
per level, over every decision of the games played; caches are warm after the first game,
as they are in a long-running bot.
"""

from __future__ import annotations

import random
import statistics
import time

from mjcore.game.simulate import play_hand

SEED = 2026
GAMES = {"kids2p": 80, "mcr": 24}


def _players(rules: str, levels: tuple[str, ...]) -> list[str]:
    n = 2 if rules.endswith("2p") else 4
    return [levels[i % len(levels)] for i in range(n)]


def games_per_second(rules: str, levels: tuple[str, ...], games: int, *, check: bool) -> float:
    master = random.Random(SEED)
    players = _players(rules, levels)
    started = time.perf_counter()
    for index in range(games):
        play_hand(rules, master.getrandbits(63), players, dealer=index % len(players), check=check)
    return games / (time.perf_counter() - started)


def move_times(rules: str, levels: tuple[str, ...], games: int) -> dict[str, list[float]]:
    master = random.Random(SEED + 1)
    players = _players(rules, levels)
    found: dict[str, list[float]] = {}
    for index in range(games):
        run = play_hand(rules, master.getrandbits(63), players, dealer=index % len(players), check=False, timed=True)
        for level, seconds in run.times:
            found.setdefault(level, []).append(seconds)
    return found


def _p(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    for rules, games in GAMES.items():
        try:
            games_per_second(rules, ("advanced",), 1, check=False)  # warm the caches, and check the scoring loads
        except Exception as error:
            print(f"  {rules}: skipped ({error})")
            continue
        for levels in (("advanced", "beginner"), ("advanced",)):
            label = " vs ".join(levels) if len(levels) > 1 else "all advanced"
            engine = games_per_second(rules, levels, games, check=False)
            checked = games_per_second(rules, levels, games, check=True)
            print(f"  {rules + ' ' + label:<36} {engine:>8.1f} games/s   {checked:>8.1f} games/s checked")
    print("  AI move time (warm caches):")
    for rules, games in GAMES.items():
        try:
            times: dict[str, list[float]] = {}
            for levels in (("advanced", "beginner"), ("intermediate", "random")):
                for level, values in move_times(rules, levels, max(4, games // 2)).items():
                    times.setdefault(level, []).extend(values)
        except Exception as error:
            print(f"  {rules}: skipped ({error})")
            continue
        for level in ("advanced", "intermediate", "beginner", "random"):
            values = times.get(level, [])
            if values:
                median = statistics.median(values) * 1e3
                p99 = _p(values, 0.99) * 1e3
                print(f"    {rules:<8} {level:<13} median {median:>7.3f} ms   p99 {p99:>7.3f} ms   ({len(values)} moves)")


if __name__ == "__main__":
    main()
