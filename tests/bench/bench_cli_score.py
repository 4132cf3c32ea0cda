"""Whole-process scoring speed: ``python -m mjcore score --rules X --jsonl`` on N JSON lines.

The lines: ``HANDS`` random consistent winning hands (``mjcore.scoring.mcr.reference.random_wins``,
seed 2024: melds, kongs, special shapes, flowers and situational flags), every other one written
as ``hand`` in MPSZ notation, the others as ``concealed`` + ``melds``. Each system reads the same
file in its own process, start-up included, with ``--lang en`` (reasons in one language); lines a
system cannot score (a knitted hand under riichi...) are answered ``ok: false`` and counted too.
The reference is the C++ calculator (pymahjonggb) behind the same JSON plumbing
(``reference_jsonl.py``: Python start-up, JSON in, notation to its tile codes, JSON out).

Figures are the child's CPU time (user + system), so a busy machine inflates them less than the
wall clock; each round runs the reference and every system in turn, and the ratio to the
reference is taken round by round. The children may write and keep their bytecode caches (a
warm-up run goes first), as on a user's machine. Goal (issue 12): Chinese Official at least
10,000 hands/s.

    python tests/bench/bench_cli_score.py            # every system
    python tests/bench/bench_cli_score.py mcr kids   # only these
"""

from __future__ import annotations

import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from mjcore.scoring import SYSTEMS
from mjcore.scoring.mcr.reference import random_wins
from mjcore.scoring.request import FLAGS
from mjcore.tiles import WINDS, tiles_str

SEED, HANDS, ROUNDS = 2024, 5000, 3
HERE = Path(__file__).parent
_WIND_LETTERS = dict(zip(WINDS, "ESWN"))


def request_lines(count: int = HANDS, seed: int = SEED) -> list[str]:
    """The benchmark's JSON lines (the ``score --jsonl`` request shape)."""
    lines = []
    for number, (hand, context) in enumerate(random_wins(count, seed)):
        request: dict[str, object] = {"id": number}
        if number % 2:
            request["concealed"] = tiles_str(hand.concealed + hand.bonus)
            request["melds"] = [{"type": m.kind.value, "open": m.open, "tiles": tiles_str(m.tiles)} for m in hand.melds]
        else:
            request["hand"] = str(hand)
        request["win_tile"] = str(context.win_tile)
        request.update({flag: True for flag in FLAGS if getattr(context, flag)})
        request["seat_wind"] = _WIND_LETTERS[context.seat_wind]
        request["round_wind"] = _WIND_LETTERS[context.round_wind]
        if context.flowers:
            request["flowers"] = context.flowers
        lines.append(json.dumps(request))
    return lines


#: The children may keep their bytecode caches, as on a user's machine (the first round writes them).
_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run(command: list[str], source: Path, sink: Path) -> tuple[float, float]:
    """(CPU seconds, wall seconds) of one whole process reading ``source``."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    with source.open("rb") as stdin, sink.open("wb") as stdout:
        subprocess.run(command, stdin=stdin, stdout=stdout, check=True, env=_ENV)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), wall


def answered(sink: Path) -> tuple[int, int]:
    """(lines answered, lines answered ``ok``)."""
    answers = [json.loads(line) for line in sink.read_text("utf-8").splitlines()]
    return len(answers), sum(1 for a in answers if a.get("ok"))


def main(systems: list[str] | None = None) -> None:
    """Every system (or those named) and the reference, ``ROUNDS`` rounds."""
    try:
        import MahjongGB  # type: ignore[import-not-found]  # noqa: F401
    except ImportError:
        reference = None
        print("  (pymahjonggb is not installed: no reference figure; pip install -e '.[reference]')")
    else:
        reference = [sys.executable, str(HERE / "reference_jsonl.py")]
    names = [name for name in SYSTEMS if not systems or name in systems]
    commands = {name: [sys.executable, "-m", "mjcore", "score", "--rules", name, "--jsonl", "--lang", "en"] for name in names}
    if reference:
        commands = {"reference": reference, **commands}
    env_note = f"{HANDS:,} JSON lines (seed {SEED}), whole process, CPU time, {ROUNDS} rounds"
    print(env_note)
    cpu: dict[str, list[float]] = {name: [] for name in commands}
    wall: dict[str, list[float]] = {name: [] for name in commands}
    ratios: dict[str, list[float]] = {name: [] for name in commands}
    counts: dict[str, tuple[int, int]] = {}
    with tempfile.TemporaryDirectory() as folder:
        source, sink = Path(folder) / "requests.jsonl", Path(folder) / "answers.jsonl"
        source.write_text("\n".join(request_lines()) + "\n", "utf-8")
        for command in commands.values():  # warm-up: bytecode caches, the file in memory
            run(command, source, sink)
        for round_ in range(ROUNDS):
            for name, command in commands.items():
                seconds, elapsed = run(command, source, sink)
                cpu[name].append(HANDS / seconds)
                wall[name].append(HANDS / elapsed)
                if round_ == 0:
                    counts[name] = answered(sink)
            if reference:
                for name in commands:
                    ratios[name].append(cpu[name][-1] / cpu["reference"][-1])
    print(f"  {'':<14} {'hands/s (CPU) min':>18} {'median':>9} {'wall median':>12} {'/ reference':>12}  answered (ok)")
    for name in commands:
        ratio = f"{statistics.median(ratios[name]):>12.2f}" if reference else f"{'':>12}"
        total, ok = counts[name]
        print(f"  {name:<14} {min(cpu[name]):>18,.0f} {statistics.median(cpu[name]):>9,.0f} "
              f"{statistics.median(wall[name]):>12,.0f} {ratio}  {total:,} ({ok:,})")
    print(f"  (the machine: {os.cpu_count()} processors; the ratio column is ours / the reference, round by round)")


if __name__ == "__main__":
    main(sys.argv[1:])
