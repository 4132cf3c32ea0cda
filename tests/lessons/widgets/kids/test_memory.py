"""Memory for one or two players played by clicks (lessons.widgets.kids.memory)."""

from __future__ import annotations

from pathlib import Path

import pytest
from boardkit import face_down

from lessons.widgets.kids.memory import MemoryBoard
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import marks
from mjcore.kidswords import child_tile_name
from mjcore.minigames import Message


def partner_of(board: MemoryBoard, index: int) -> int:
    tiles = board.game.board
    return next(i for i, t in enumerate(tiles) if i != index and t == tiles[index])


def miss_of(board: MemoryBoard, index: int) -> int:
    tiles = board.game.board
    return next(i for i, t in enumerate(tiles) if t != tiles[index] and i not in board.game.removed)


def test_memory_starts_face_down_in_a_grid() -> None:
    board = MemoryBoard(pairs=6, seed=2, lang="en", progress=None)
    grid = board.body.children[1]
    assert "mj-memory" in board._dom_classes and "mj-grid" in grid._dom_classes
    assert len(board.grid_buttons) == 12 and all(face_down(b) for b in board.grid_buttons)
    assert grid.layout.grid_template_columns == f"repeat({board.game.columns}, max-content)"
    assert board.status_text == "Pairs found: 0 of 6. Moves: 0."


@pytest.mark.parametrize(("lang", "no_pair"), [
    ("en", "Not a pair. Remember where they are, then click a tile: these two will turn back."),
    ("ru", "Не пара. Запомни, где они лежат, и нажми фишку — эти две закроются."),
])
def test_memory_miss_stays_open_until_the_next_click(lang: str, no_pair: str) -> None:
    board = MemoryBoard(pairs=6, seed=2, lang=lang, progress=None)
    board.grid_buttons[0].click()
    assert not face_down(board.grid_buttons[0]) and marks(board.grid_buttons[0]) == {"selected"}
    other = miss_of(board, 0)
    board.grid_buttons[other].click()
    assert board.feedback_text.splitlines()[0] == no_pair and board.game.moves == 1
    for i in (0, other):  # both faces are seen
        assert f"mj-t-{board.game.board[i]}" in board.grid_buttons[i]._dom_classes
        assert marks(board.grid_buttons[i]) == {"bad"}
    third = next(i for i in range(12) if i not in (0, other))
    board.grid_buttons[third].click()
    assert face_down(board.grid_buttons[0]) and face_down(board.grid_buttons[other])
    assert not face_down(board.grid_buttons[third]) and board.game.open == third


def test_memory_pair_stays_open_and_refused_clicks_keep_the_state() -> None:
    board = MemoryBoard(pairs=6, seed=2, lang="en", progress=None)
    partner = partner_of(board, 0)
    board.grid_buttons[0].click()
    board.grid_buttons[partner].click()
    name = child_tile_name(board.game.board[0], "en")
    assert board.feedback_text == f"A pair: {name}! Go again."
    assert board.game.removed == {0, partner} and board.game.scores == (1,)
    for i in (0, partner):
        assert not face_down(board.grid_buttons[i]) and marks(board.grid_buttons[i]) == {"good"}
        assert board.grid_buttons[i].disabled
    state = board.game
    board.flip(0)  # a tile already taken
    assert board.game is state
    assert board.feedback_text == Message("error.mini.taken", (("pos", 0),)).text("en")


def play_memory_perfectly(board: MemoryBoard) -> None:
    """Open each tile, then its partner (the board is known to the test)."""
    while not board.game.is_over:
        first = next(i for i in range(len(board.game.board)) if i not in board.game.removed)
        board.grid_buttons[first].click()
        board.grid_buttons[partner_of(board, first)].click()


def test_memory_one_player_to_the_end_records_moves_and_pairs(progress_path: Path) -> None:
    board = MemoryBoard(pairs=4, seed=9, lang="ru")
    play_memory_perfectly(board)
    summary = board.game.summary()
    assert board.feedback_text.endswith(summary.lines[0].text("ru", kids=True, tiles="kids"))
    assert board.parent_text == "\n".join(line.text("ru", kids=True, tiles="kids") for line in summary.lines[1:])
    assert board.status_text == "Найдено пар: 4 из 4. Ходов: 4."
    [entry] = ProgressFile(progress_path).history("memory")
    assert (entry["moves"], entry["pairs"], entry["repeats"], entry["players"]) == (4, 4, 0, 1)


@pytest.mark.parametrize(("lang", "turn2", "wins2"), [
    ("en", "Player two's turn.", "Player two wins!"),
    ("ru", "Ходит второй игрок.", "Победил второй игрок!"),
])
def test_memory_two_players_take_turns(tmp_path: Path, lang: str, turn2: str, wins2: str) -> None:
    store = ProgressFile(tmp_path / "p.json")
    board = MemoryBoard(pairs=3, players=2, seed=4, lang=lang, progress=store)
    board.grid_buttons[0].click()
    board.grid_buttons[miss_of(board, 0)].click()
    assert board.game.player == 1
    assert board.feedback_text.splitlines()[1] == turn2
    scores = Message.of("mini.memory.scores", first=0, second=0).text(lang)
    assert board.status_text == f"{scores} {turn2}"
    play_memory_perfectly(board)  # player two takes every pair
    assert board.game.scores == (0, 3)
    assert wins2 in board.feedback_text.splitlines()
    final = Message.of("mini.memory.scores", first=0, second=3).text(lang, kids=True, tiles="kids")
    assert board.status_text.startswith(final) and final not in board.parent_text  # said once, on the status line
    [entry] = store.history("memory")
    assert (entry["player1"], entry["player2"], entry["moves"], entry["players"]) == (0, 3, 4, 2)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_hint_lights_the_tiles_up_and_names_no_places(lang: str) -> None:
    board = MemoryBoard(pairs=6, seed=2, lang=lang, progress=None)
    board.hint()
    glowing = [i for i, b in enumerate(board.grid_buttons) if "mj-glow" in b._dom_classes]
    assert glowing == [0]  # nothing seen yet: start with the first tile, row by row
    assert not any(ch.isdigit() for ch in board.feedback_text), board.feedback_text
    board.grid_buttons[0].click()
    board.grid_buttons[miss_of(board, 0)].click()  # a miss: both seen
    partner = partner_of(board, 0)
    board.grid_buttons[partner].click()  # the first tile's partner is open now
    board.hint()
    glowing = [i for i, b in enumerate(board.grid_buttons) if "mj-glow" in b._dom_classes]
    assert glowing == [0], (glowing, board.feedback_text)  # its partner, seen before, glows
    assert child_tile_name(board.game.board[0], lang) in board.feedback_text
    assert not any(ch.isdigit() for ch in board.feedback_text.replace(child_tile_name(board.game.board[0], lang), ""))
    board.grid_buttons[0].click()  # the pair: the glow goes
    assert not any("mj-glow" in b._dom_classes for b in board.grid_buttons)
