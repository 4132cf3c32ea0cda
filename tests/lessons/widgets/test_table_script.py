"""One table everywhere: the same seeded script of moves — at every decision the learner plays
the first legal action (``legal[0]``), then deals the next hand — gives the same match (game
record, events, final scores) at the notebook's table played by clicks, at
:class:`mjcore.game.table.Table` played directly, and in the terminal (``python -m mjcore play
--json`` with the choice numbers piped in: its JSON on stdout is the record). The bot is
compared with the table by its own tests."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from ipywidgets.widgets.widget import CallbackDispatcher

from lessons.widgets.table import GameTable
from mjcore.game import ActionKind, GameRecord, find_game_rules
from mjcore.game.table import Table, persons_against_computer

ROOT = Path(__file__).resolve().parents[3]
RULES = ["kids2p", "mcr2p", "mcr", "classical", "hk"]
HANDS = 2
LEVEL = "beginner"


def _strict_call(self, *args, **kwargs):  # CallbackDispatcher.__call__ without swallowing the exceptions
    value = None
    for callback in self.callbacks:
        local = callback(*args, **kwargs)
        value = local if local is not None else value
    return value


@pytest.fixture(autouse=True)
def _strict_callbacks(monkeypatch):
    monkeypatch.setattr(CallbackDispatcher, "__call__", _strict_call)


def notebook_match(rules: str, seed: int) -> GameTable:
    """The script at the notebook's table, by clicks: a discard is the hand's tile button, any
    other action its button, the next hand the "Next hand" button."""
    table = GameTable(rules, level=LEVEL, seed=seed, lang="en", hands=HANDS, progress=False)
    for _ in range(2000):
        if table.table.over:
            return table
        if table.over:
            table.next_button.click()
            continue
        first = table.table_view.legal[0]
        if first.kind is ActionKind.DISCARD:
            table.hand_buttons[table.hand_tiles.index(first.tile)].click()
        else:
            [button] = [b for b in table.action_buttons if b.action == first]
            button.click()
    raise AssertionError("the match did not end")


def direct_match(rules: str, seed: int) -> Table:
    """The script at the core's table."""
    players = find_game_rules(rules).players
    table = Table.start(rules, persons_against_computer(players, LEVEL), seed, max_hands=HANDS).table
    while not table.over:
        table = table.next_hand().table if table.hand_over else table.play(table.legal(0)[0]).table
    return table


def terminal_record(rules: str, seed: int) -> GameRecord:
    """The script in the terminal: "1" (the first choice) to every question, a line for each next hand."""
    command = [sys.executable, "-m", "mjcore", "play", "--rules", rules, "--level", LEVEL, "--seed", str(seed),
               "--hands", str(HANDS), "--json", "--lang", "en"]
    done = subprocess.run(command, input="1\n" * 3000, capture_output=True, text=True, cwd=ROOT, timeout=120, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    return GameRecord.from_dict(json.loads(done.stdout))


@pytest.mark.parametrize("rules", RULES)
def test_the_same_script_gives_the_same_match_everywhere(rules: str) -> None:
    notebook = notebook_match(rules, seed=5)
    seed = notebook.state.seed
    direct = direct_match(rules, seed)
    record = notebook.table.record()
    assert record.to_dict() == direct.record().to_dict()  # rules, seed, options, every action
    assert len(record.actions) > 40 and notebook.state.hand_no == HANDS - 1
    assert notebook.state.events(0) == direct.state.events(0)
    assert notebook.state.scores == direct.state.scores
    terminal = terminal_record(rules, seed)
    assert terminal.to_dict() == record.to_dict()
    replayed = terminal.replay()
    assert replayed.events(0) == direct.state.events(0) and replayed.scores == direct.state.scores
