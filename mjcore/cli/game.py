"""``play`` and ``simulate``: a game against the AI in the terminal, and AI-only games.

``play`` reads one command per line (a choice number, a tile such as ``5p`` to discard
it, ``hint``, ``quit``); it works with stdin piped, and the end of input ends the game
cleanly. ``simulate`` prints a progress bar on stderr and a summary (or one JSON document
with ``--json``) on stdout. Bad input exits with code 2 and a one-line message.

>>> import io, contextlib, sys
>>> out = io.StringIO()
>>> with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
...     code = main(["simulate", "--rules", "kids2p", "--games", "2", "--players", "advanced,random", "--seed", "1", "--json"])
>>> code, '"invariant_violations": 0' in out.getvalue()
(0, True)
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import TextIO

from mjcore.cli import common_options, emit_json, main
from mjcore.errors import MahjongError
from mjcore.game.actions import Action
from mjcore.game.ai import LEVELS
from mjcore.game.describe import hand_lines, legend, result_lines, step_lines
from mjcore.game.errors import SimulationError
from mjcore.game.hints import hint
from mjcore.game.record import GameRecord
from mjcore.game.rules import RULE_SETS, find_game_rules
from mjcore.game.simulate import check_levels, simulate
from mjcore.game.state import GameState, Phase
from mjcore.game.table import Step, Table, persons_against_computer
from mjcore.game.view import PlayerView
from mjcore.i18n import Message, tr
from mjcore.notation import parse_tiles

__all__ = ["main", "register"]

#: Words that end the game / ask for a hint, in both languages.
QUIT_WORDS = {"quit", "q", "exit", "выход", "стоп", "й"}
HINT_WORDS = {"hint", "h", "?", "подсказка", "п"}
HELP_WORDS = {"help", "помощь"}


def register(commands: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    names = ", ".join(RULE_SETS)
    p = commands.add_parser("play", help=tr("cli.play.help", lang), description=tr("cli.play.description", lang))
    p.add_argument("--rules", default="kids2p", metavar="RULES", help=tr("cli.play.opt.rules", lang, names=names))
    p.add_argument("--level", default="beginner", metavar="LEVEL", help=tr("cli.play.opt.level", lang, levels=", ".join(LEVELS)))
    p.add_argument("--seed", default=None, metavar="N", help=tr("cli.game.opt.seed", lang))
    p.add_argument("--closed", action="store_true", help=tr("cli.play.opt.closed", lang))
    p.add_argument("--no-flowers", dest="no_flowers", action="store_true", help=tr("cli.play.opt.no_flowers", lang))
    p.add_argument("--hands", default=None, metavar="N", help=tr("cli.play.opt.hands", lang))
    common_options(p, lang)
    p.set_defaults(func=run_play)

    p = commands.add_parser("simulate", help=tr("cli.simulate.help", lang), description=tr("cli.simulate.description", lang))
    p.add_argument("--rules", default="kids2p", metavar="RULES", help=tr("cli.play.opt.rules", lang, names=names))
    p.add_argument("--games", default="100", metavar="N", help=tr("cli.simulate.opt.games", lang))
    p.add_argument("--players", default=None, metavar="LEVEL,LEVEL", help=tr("cli.simulate.opt.players", lang, levels=", ".join(LEVELS)))
    p.add_argument("--seed", default="0", metavar="S", help=tr("cli.game.opt.seed", lang))
    p.add_argument("--record", default=None, metavar="RECORD.json", help=tr("cli.simulate.opt.record", lang))
    common_options(p, lang)
    p.set_defaults(func=run_simulate)


def _int(value: str | None, name: str, *, minimum: int = 0) -> int | None:
    """An integer option, checked here so that a bad value is one localized line (exit 2)."""
    if value is None:
        return None
    try:
        number = int(str(value).strip())
    except ValueError:
        raise SimulationError("error.game.bad_number", option=name, value=value) from None
    if number < minimum:
        raise SimulationError("error.game.bad_number", option=name, value=value)
    return number


# -- simulate -------------------------------------------------------------------------------------
class _Progress:
    """A progress bar on stderr (a redrawn line on a terminal, a line per 10% otherwise)."""

    def __init__(self, stream: TextIO, label: str) -> None:
        self.stream, self.label = stream, label
        self.tty = hasattr(stream, "isatty") and stream.isatty()
        self.shown = -1

    def __call__(self, done: int, total: int) -> None:
        step = done * 20 // total if self.tty else done * 10 // total
        if step == self.shown and done != total:
            return
        self.shown = step
        if self.tty:
            bar = "#" * (done * 30 // total) + "-" * (30 - done * 30 // total)
            self.stream.write(f"\r{self.label} [{bar}] {done}/{total}")
            if done == total:
                self.stream.write("\n")
        else:
            self.stream.write(f"{self.label}: {done}/{total}\n")
        self.stream.flush()


def run_simulate(args: argparse.Namespace) -> int:
    lang = args.lang
    rules = find_game_rules(args.rules)
    games = _int(args.games, "--games", minimum=1)
    seed = _int(args.seed, "--seed")
    if args.players is None:
        levels = ("advanced",) + ("beginner",) * (rules.players - 1)
    else:
        levels = tuple(p for p in args.players.split(","))
    levels = check_levels(rules, levels)
    progress = _Progress(sys.stderr, tr("game.sim.progress", lang))
    records: list[GameRecord] = []

    def keep(index: int, state: GameState) -> None:
        if index == 0 and args.record:
            records.append(GameRecord.of(state, levels))

    result = simulate(rules, games or 1, levels, seed or 0, progress=progress, on_game=keep)
    if records:
        Path(args.record).write_text(records[0].to_json() + "\n", "utf-8")
    if args.json:
        emit_json(result.to_json())
        return 0
    decided = sum(result.wins)
    print(tr("game.sim.title", lang, rules=rules.title(lang), games=result.games, seed=result.seed))
    for index, (level, wins) in enumerate(zip(result.players, result.wins)):
        share = f"{100 * wins / decided:.1f}" if decided else "0.0"
        print("  " + tr("game.sim.wins", lang, player=index + 1, level=tr(f"game.level.{level}", lang), wins=wins, share=share))
    print("  " + tr("game.sim.draws", lang, draws=result.draws))
    print("  " + tr("game.sim.stats", lang, turns=f"{result.mean_turns:.1f}", speed=f"{result.games_per_s:.1f}",
                    violations=result.invariant_violations))
    for problem in result.problems:
        print("  ! " + problem)
    return 0


# -- play -----------------------------------------------------------------------------------------
class _Quit(Exception):
    """The player typed quit or the input ended."""


class _Terminal:
    """A terminal game: one person (player 0) at the one table (:class:`~mjcore.game.table.Table`);
    this class only reads lines and prints what the table tells."""

    def __init__(self, step: Step, lang: str, stdin: TextIO, out: TextIO) -> None:
        self.step, self.lang, self.stdin, self.out = step, lang, stdin, out
        self.kids = step.table.rules.kids_words

    @property
    def table(self) -> Table:
        return self.step.table

    def t(self, key: str, **params: object) -> str:
        return Message.of(key, **params).text(self.lang, tiles="code", kids=self.kids)

    def say(self, text: str = "") -> None:
        print(text, file=self.out, flush=True)

    def tell(self, step: Step) -> None:
        """What ``step`` changed, as the learner sees it."""
        table = step.table
        for line in step_lines(step, table.view(0), table.names(0, self.lang), self.lang):
            self.say(line)

    def ask(self, v: PlayerView) -> Action:
        legal = v.legal
        claimed = v.tile if v.phase in (Phase.CLAIM, Phase.ROB) else None
        self.say()
        for line in hand_lines(v, self.table.names(0, self.lang), self.lang):
            self.say(line)
        self.say(self.t("cli.play.choose"))
        width = len(str(len(legal)))
        for index, action in enumerate(legal, 1):
            self.say(f"  {index:>{width}}) {action.describe(self.lang, claimed=claimed, kids=self.kids)}")
        while True:
            self.say(self.t("cli.play.prompt", count=len(legal)))
            line = self.stdin.readline()
            if not line:
                raise _Quit
            command = line.strip().lower()
            if not command:
                continue
            if command in QUIT_WORDS:
                raise _Quit
            if command in HINT_WORDS:
                for text in hint(v).lines(self.lang):
                    self.say(text)
                continue
            if command in HELP_WORDS:
                self.say(self.t("cli.play.commands"))
                continue
            if command.isdigit() and 1 <= int(command) <= len(legal):
                return legal[int(command) - 1]
            by_tile = self._by_tile(command, legal)
            if by_tile is not None:
                return by_tile
            self.say(self.t("cli.play.unknown", count=len(legal)))

    @staticmethod
    def _by_tile(command: str, legal: tuple[Action, ...]) -> Action | None:
        try:
            tiles = parse_tiles(command)
        except MahjongError:
            return None
        if len(tiles) != 1:
            return None
        wanted = Action.discard(legal[0].seat, tiles[0])
        return wanted if wanted in legal else None

    def run(self) -> int:
        self.say(self.t("cli.play.welcome", rules=self.table.rules.title(self.lang)))
        self.say(legend(self.lang, kids=self.kids))
        self.say(self.t("cli.play.commands"))
        self.tell(self.step)
        try:
            while True:
                table = self.table
                if table.hand_over:
                    self._result()
                    if table.over:
                        self.say(self.t("cli.play.game_over"))
                        return 0
                    self.say(self.t("cli.play.next_hand"))
                    line = self.stdin.readline()
                    if not line or line.strip().lower() in QUIT_WORDS:
                        raise _Quit
                    self.step = table.next_hand()
                    self.tell(self.step)
                    continue
                self.step = table.play(self.ask(table.view(0)))
                self.tell(self.step)
        except _Quit:
            self.say(self.t("cli.play.bye"))
            return 0
        except KeyboardInterrupt:
            self.say()
            self.say(self.t("cli.play.bye"))
            return 0

    def _result(self) -> None:
        table = self.table
        result = table.state.result
        if result is None:
            return
        for line in result_lines(result, table.view(0), table.names(0, self.lang), self.lang):
            self.say(line)


def run_play(args: argparse.Namespace) -> int:
    lang = args.lang
    rules = find_game_rules(args.rules)
    level = args.level.strip().lower()
    if level not in LEVELS:
        raise SimulationError("error.game.unknown_level", level=args.level, known=", ".join(LEVELS))
    seed = _int(args.seed, "--seed")
    hands = _int(args.hands, "--hands", minimum=1)
    options: dict[str, object] = {}
    if args.closed:
        options["open_hands"] = False
    if args.no_flowers:
        options["flowers"] = False
    if options:
        rules = rules.with_options(**options)
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 31)
    step = Table.start(rules, persons_against_computer(rules.players, level), seed, max_hands=hands)
    # with --json the game is told on stderr and its record is the one JSON document on stdout
    terminal = _Terminal(step, lang, sys.stdin, sys.stderr if args.json else sys.stdout)
    code = terminal.run()
    if args.json:
        emit_json(terminal.table.record().to_dict())
    return code


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
