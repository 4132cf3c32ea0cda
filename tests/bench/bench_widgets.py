"""How fast the lesson widgets answer a click, measured in the kernel's Python (no browser).

A click on a tile of the game table runs the learner's discard and every computer move up
to the learner's next decision, then redraws the table; the scoring calculator scores and
redraws its lines.  The browser adds its own round trip (about 0.1 s measured by the
browser tests); these figures are what the course adds on top.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path


def timed(run: Callable[[], object]) -> float:
    start = time.perf_counter()
    run()
    return (time.perf_counter() - start) * 1000


def report(name: str, samples: list[float]) -> None:
    samples = sorted(samples)
    p95 = samples[min(len(samples) - 1, int(len(samples) * 0.95))]
    print(f"  {name:<52} median {statistics.median(samples):7.2f} ms   p95 {p95:7.2f} ms   ({len(samples)} clicks)")


def game_clicks(rules: str, hands: int) -> list[float]:
    """Click the last action button (pass, win...) or else the first tile of the hand until
    ``hands`` hands end."""
    from lessons.widgets import GameTable

    samples: list[float] = []
    for seed in range(hands):
        table = GameTable(rules=rules, level="advanced", seed=seed, progress=False, lang="en")
        while not table.over:
            button = table.action_buttons[-1] if table.action_buttons else table.hand_buttons[0]
            samples.append(timed(button.click))
    return samples


def new_boards_clicks() -> None:
    """The stages' boards of issue 14 and the solitaire pile: a click each, played to the end."""
    from lessons.widgets import BuildWallBoard, NumeralsBoard, SeatsBoard, SolitaireBoard, TidyUpBoard

    wall = BuildWallBoard(progress=False, lang="en")
    report("build the wall: add a stack", [timed(wall.add_button.click) for _ in range(18)])
    seats = SeatsBoard(seed=1, progress=False, lang="en")
    report("seats: show a side", [timed(seats.side_buttons[seats.game.side_of(seats.game.asked)].click)
                                  for _ in range(9)])
    numerals = NumeralsBoard(seed=1, progress=False, lang="en")
    report("numerals: press a number", [timed(numerals.number_buttons[numerals.game.answer - 1].click)
                                        for _ in range(6)])
    tidy = TidyUpBoard(seed=1, progress=False, lang="en")
    samples = []
    for pos in range(12):
        samples.append(timed(tidy.pile_buttons[pos].click))
        samples.append(timed(tidy.row_buttons[tidy.game.right_row(pos)].click))
    report("tidy up: pick a tile, then its row", samples)
    for layout in ("pyramid", "tower"):
        board = SolitaireBoard(layout, seed=1, progress=False, lang="en")
        samples = []
        while not board.game.is_won:
            a, b = board.game.hint()
            samples += [timed(board.buttons[a].click), timed(board.buttons[b].click)]
        report(f"solitaire ({layout}): a tile of a pair", samples)


def main() -> None:
    os.environ["MAHJONG_TUTOR_PROGRESS"] = str(Path(tempfile.mkdtemp()) / "progress.json")
    from lessons.widgets import MemoryBoard, ScoringCalculator

    started = time.perf_counter()
    from lessons.widgets import GameTable  # noqa: F401  (import cost shown separately)
    print(f"  {'import the widgets':<48} {(time.perf_counter() - started) * 1000:7.0f} ms")
    report("game table kids2p: discard + computer's answer", game_clicks("kids2p", 10))
    report("game table mcr (4 players): discard + 3 answers", game_clicks("mcr", 5))
    memory = MemoryBoard(pairs=12, seed=1, progress=False, lang="en")
    report("memory: flip a tile", [timed(memory.grid_buttons[i % 24].click) for i in range(24)])
    new_boards_clicks()
    calculator = ScoringCalculator(rules="mcr", hand="123m 456m 789m 234p 55s", lang="en")
    report("scoring calculator (mcr): score and draw the lines", [timed(calculator.score_button.click) for _ in range(50)])


if __name__ == "__main__":
    main()
