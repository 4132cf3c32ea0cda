"""AI-only games: how strong the levels are, how fast the engine runs, whether it holds.

A *game* of a simulation is one hand (a deal), played to a win or an exhausted wall. Game
``i`` gets its own seed from the master ``random.Random(seed)`` and the dealer rotates
(game ``i`` is dealt by player ``i mod players``), so no level moves first more often.
Every step is checked (:mod:`mjcore.game.invariants`) unless ``check=False``.

>>> result = simulate("kids2p", 4, ["intermediate", "random"], seed=1)
>>> result.games, len(result.wins), result.invariant_violations
(4, 2, 0)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mjcore.game.ai import LEVELS
from mjcore.game.errors import SimulationError
from mjcore.game.invariants import TurnOrderChecker, check_state
from mjcore.game.rules import GameRules, find_game_rules
from mjcore.game.state import GameState, new_game
from mjcore.game.table import Seat, Table


@dataclass(frozen=True, slots=True)
class HandRun:
    """One AI-only hand: the final state, the problems found, the decisions timed."""

    state: GameState
    problems: tuple[str, ...]
    times: tuple[tuple[str, float], ...]


def play_hand(
    rules: GameRules | str,
    seed: int,
    levels: Sequence[str],
    *,
    dealer: int = 0,
    check: bool = True,
    timed: bool = False,
    **options: object,
) -> HandRun:
    """Play one hand at the one table (:class:`~mjcore.game.table.Table`) with a computer of each of
    ``levels`` (one per player) from game seed ``seed``, checking every step."""
    seats = [Seat.computer(level) for level in levels]
    table = Table(new_game(rules, seed, max_hands=1, dealer=dealer, **options), tuple(seats))
    order = TurnOrderChecker()
    problems: list[str] = []
    times: list[tuple[str, float]] = []
    if check:
        problems += check_state(table.state) + order.check(table.state)
    while True:
        started = time.perf_counter()
        move = table.computer_move()
        if move is None:
            break
        table, made = move
        if timed:
            times.append((seats[made.seat].level, time.perf_counter() - started))
        if check:
            problems += check_state(table.state) + order.check(table.state)
    return HandRun(table.state, tuple(problems), tuple(times))


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """What ``simulate --json`` prints (``wins`` in the order of the players given)."""

    rules: str
    players: tuple[str, ...]
    seed: int
    games: int
    wins: tuple[int, ...]
    draws: int
    mean_turns: float
    games_per_s: float
    invariant_violations: int
    problems: tuple[str, ...] = ()

    def to_json(self) -> dict[str, object]:
        return {
            "games": self.games,
            "wins": list(self.wins),
            "draws": self.draws,
            "mean_turns": round(self.mean_turns, 2),
            "games_per_s": round(self.games_per_s, 2),
            "invariant_violations": self.invariant_violations,
            "rules": self.rules,
            "players": list(self.players),
            "seed": self.seed,
        }


def check_levels(rules: GameRules, levels: Sequence[str]) -> tuple[str, ...]:
    """The levels, checked: one known level per player of ``rules``."""
    levels = tuple(level.strip().lower() for level in levels)
    for level in levels:
        if level not in LEVELS:
            raise SimulationError("error.game.unknown_level", level=level, known=", ".join(LEVELS))
    if len(levels) != rules.players:
        raise SimulationError("error.game.player_count", count=len(levels), players=rules.players, rules=rules.name)
    return levels


def simulate(
    rules: GameRules | str,
    games: int,
    levels: Sequence[str],
    seed: int = 0,
    *,
    check: bool = True,
    progress: Callable[[int, int], None] | None = None,
    on_game: Callable[[int, GameState], None] | None = None,
    **options: object,
) -> SimulationResult:
    """Play ``games`` AI-only hands and count the wins of each player (``on_game(index, state)``
    is given each game's final state, e.g. to write its record)."""
    rules = find_game_rules(rules)
    if options:
        rules = rules.with_options(**options)
    levels = check_levels(rules, levels)
    if games < 1:
        raise SimulationError("error.game.games", games=games)
    master = random.Random(seed)
    wins = [0] * rules.players
    draws = turns = 0
    problems: list[str] = []
    started = time.perf_counter()
    for index in range(games):
        run = play_hand(rules, master.getrandbits(63), levels, dealer=index % rules.players, check=check)
        result = run.state.result
        assert result is not None
        if result.winner is None:
            draws += 1
        else:
            wins[result.winner] += 1
        turns += run.state.turns
        if on_game is not None:
            on_game(index, run.state)
        problems += [f"game {index}: {p}" for p in run.problems]
        if progress is not None:
            progress(index + 1, games)
    elapsed = max(time.perf_counter() - started, 1e-9)
    return SimulationResult(
        rules=rules.name,
        players=levels,
        seed=seed,
        games=games,
        wins=tuple(wins),
        draws=draws,
        mean_turns=turns / games,
        games_per_s=games / elapsed,
        invariant_violations=len(problems),
        problems=tuple(problems[:20]),
    )


__all__ = ["HandRun", "SimulationResult", "check_levels", "play_hand", "simulate"]
