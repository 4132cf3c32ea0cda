"""The game table: whole hands played by clicking, the AI's answers, hints, the score."""

from __future__ import annotations

import pytest

from lessons.widgets.progress import ProgressFile
from lessons.widgets.table import GameTable
from mjcore.game import ActionKind, Phase, choose, hint, view


@pytest.fixture(autouse=True)
def _progress_path(tmp_path, monkeypatch):
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(tmp_path / "progress.json"))


def click_action(table: GameTable, action) -> None:
    """Click the button of ``action``: a hand tile for a discard, else an action button."""
    if action.kind is ActionKind.DISCARD:
        table.hand_buttons[table.hand_tiles.index(action.tile)].click()
    else:
        [button] = [b for b in table.action_buttons if b.action == action]
        button.click()


def play_hand(table: GameTable, level: str = "intermediate") -> int:
    """Play the learner's side with the AI's choices, by clicking; returns the clicks."""
    clicks = 0
    while not table.over:
        assert 0 in table.state.to_act()  # the AI has moved up to the learner
        legal = table.table_view.legal
        shown = {b.action for b in table.action_buttons} | {a for a in legal if a.kind is ActionKind.DISCARD}
        assert shown == set(legal)  # every legal move has its button, nothing else
        click_action(table, choose(table.table_view, level).action)
        clicks += 1
        assert clicks < 200
    return clicks


def test_kids_hand_to_the_end_and_next_hand():
    table = GameTable("kids2p", seed=7, lang="en")
    assert "mj-table" in table._dom_classes
    assert table.status_text == "Your turn: click a tile to throw it away."
    assert len(table.hand_buttons) == 14 and "mj-hand" in table.hand_row._dom_classes
    # open play: the computer's tiles are face up, the same as the engine's
    computer = next(w for w in table.body.children if "mj-seat" in w._dom_classes)
    concealed = next(r for r in computer.children if "mj-concealed" in getattr(r, "_dom_classes", ()))
    assert list(concealed.tiles) == sorted(table.state.players[1].concealed)
    assert all(f"mj-t-{tile}" in concealed.value for tile in concealed.tiles)
    # one discard: the AI answers at once, its discard shows, the log tells it
    theirs = len(table.state.players[1].discards)
    tile = table.hand_tiles[0]
    table.hand_buttons[0].click()
    claimed = [d for d in table.state.players[1].declared if d.tile == tile]
    assert table.state.players[0].discards[-1:] == (tile,) or claimed
    assert len(table.state.players[1].discards) == theirs + 1 or claimed or table.over
    assert any("computer" in line for line in table.log_lines)
    assert any(line.startswith("The computer's reason:") for line in table.log_lines)
    rows = [w for w in table.body.children[2].children if "mj-discards" in getattr(w, "_dom_classes", ())]
    assert list(rows[0].tiles) == list(table.state.players[1].discards)
    play_hand(table)
    assert table.over and table.status_text == "This hand is over."
    result = table.state.result
    assert table.result_text.splitlines()[0] in (f"You won! Your hand is worth {result.score.total if result.score else 0} points.", f"computer (seat 3) won the hand ({result.score.total if result.score else 0} points).", "The wall is empty: nobody won this time.")
    if result.score is not None:  # the itemised score is the engine's
        box = next(w for w in table.body.children if "mj-result" in w._dom_classes)
        lines = next(w for w in box.children if "mj-score-lines" in w._dom_classes).value
        for item in result.score.items:
            assert item.name("en") in lines and item.reason("en", kids=True) in lines  # the children's words
    assert table.hint_button is None and table.next_button.description == "Next hand"
    # the hand was logged once in the progress file
    saved = ProgressFile().history("game")
    assert len(saved) == 1 and saved[0]["rules"] == "kids2p" and saved[0]["won"] == (result.winner == 0)
    hand_no = table.state.hand_no
    table.next_button.click()
    assert table.state.hand_no == hand_no + 1 and not table.over
    assert 0 in table.state.to_act()
    table.render()  # drawing again does not log the hand twice
    assert len(ProgressFile().history("game")) == 1


def test_mcr2p_hand_in_russian_with_hints():
    table = GameTable("mcr2p", level="intermediate", seed=11, lang="ru")
    # closed play: the opponent's hand is face down, only its size is known
    computer = next(w for w in table.body.children if "mj-seat" in w._dom_classes)
    concealed = next(r for r in computer.children if "mj-concealed" in getattr(r, "_dom_classes", ()))
    assert set(concealed.tiles) == {None} and "mj-back" in concealed.value
    assert len(concealed.tiles) == table.state.players[1].tile_count - 3 * len(table.state.players[1].declared)
    # the hint is the engine's, with the strong AI's advice
    table.hint_button.click()
    expected = hint(view(table.state, 0)).lines("ru")
    assert table.hint_text == "\n".join(expected) and table.feedback_text == table.hint_text
    assert "Сильный игрок" in table.hint_text
    clicks = play_hand(table)
    assert clicks > 3
    assert table.over and table.status_text == "Раздача закончилась."
    assert table.next_button.description == "Следующая раздача"
    assert "Очки:" in table.result_text
    table.next_button.click()
    assert table.state.hand_no == 1 and not table.over


def test_illegal_click_keeps_the_state():
    table = GameTable("kids2p", seed=3, lang="ru")
    # find a moment when the learner must decide on the computer's discard
    for _ in range(60):
        if table.table_view.phase is Phase.CLAIM:
            break
        click_action(table, choose(table.table_view, "intermediate").action)
        if table.over:
            table.next_button.click()
    assert table.table_view.phase is Phase.CLAIM
    state = table.state
    table.hand_buttons[0].click()
    assert table.state is state
    assert table.feedback_text.startswith("Сначала реши, что делать с")
    assert {b.action.kind for b in table.action_buttons} >= {ActionKind.PASS}
    offered = next(r for w in table.body.children if "mj-seat" in w._dom_classes for r in w.children
               if "mj-discards" in getattr(r, "_dom_classes", ()))
    assert offered.marked == len(offered.tiles) - 1 and offered.tiles[-1] == table.table_view.tile
    assert "mj-selected" in offered.value
    # an old button (from an earlier drawing) does nothing
    old = table.hand_buttons[0]
    [pass_button] = [b for b in table.action_buttons if b.action.kind is ActionKind.PASS]
    pass_button.click()
    assert table.state is not state
    after = table.state
    old.click()
    assert table.state is after


def test_four_players_and_other_rule_sets():
    table = GameTable("mcr", seed=5, lang="en")
    seats = [w for w in table.body.children if "mj-seat" in w._dom_classes]
    assert len(seats) == 4 and "mj-me" in seats[-1]._dom_classes
    assert "wall:" in table.body.children[1].value
    for rules in ("classical", "hk"):
        other = GameTable(rules, seed=2, lang="en", level="random")
        assert other.state.rules.name == rules and 0 in other.state.to_act()
        assert other.title.value and other.hand_buttons


def _fields(text: str) -> list[str]:
    import string

    return [name for _, name, _, _ in string.Formatter().parse(text) if name]
