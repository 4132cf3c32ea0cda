"""The memory games played by clicks: code lock, snake, memory (lessons.widgets.memory)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lessons.widgets.memory import CodeLockBoard, MemoryBoard, SnakeBoard
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import marks
from mjcore.minigames import Message
from mjcore.minigames.code_lock import score_answer
from mjcore.minigames.snake import follows
from mjcore.tiles import Tile


@pytest.fixture
def progress_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The default progress file (used when a board gets no ``progress``) in a tmp folder."""
    path = tmp_path / "progress.json"
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(path))
    return path


def face_down(button) -> bool:
    return "mj-back" in button._dom_classes


def click_tiles(board: CodeLockBoard, tiles) -> None:
    for tile in tiles:
        board.choice_buttons[board.choices.index(tile)].click()


# -- code lock -----------------------------------------------------------------------------------
def test_code_lock_shows_the_code_then_hides_it() -> None:
    board = CodeLockBoard(seed=5, lang="en", progress=None)
    assert "mj-code-lock" in board._dom_classes
    assert [b.tile for b in board.code_buttons] == list(board.game.code)
    assert not any(face_down(b) for b in board.code_buttons)
    assert board.status_text == f"Round 1 of 6. Tiles in the code: {len(board.game.code)}."
    assert "mj-ready" in board.ready_button._dom_classes
    board.ready_button.click()
    assert not board.game.showing
    assert board.code_buttons == []  # the code is gone from the board
    assert len(board.answer_buttons) == len(board.game.code) and all(face_down(b) for b in board.answer_buttons)
    assert [b.tile for b in board.choice_buttons] == [Tile.of("p", n) for n in range(1, 10)]
    assert board.feedback_text == "Now rebuild the code: click the tiles in the same order."


@pytest.mark.parametrize(("lang", "right", "longer"), [
    ("en", "Right! Every tile is in its place.", "The next code is one tile longer."),
    ("ru", "Верно! Все фишки на своих местах.", "Следующий код на одну фишку длиннее."),
])
def test_code_lock_perfect_answer_makes_the_code_longer(lang: str, right: str, longer: str) -> None:
    board = CodeLockBoard(seed=5, lang=lang, progress=None)
    code = board.game.code
    board.ready_button.click()
    click_tiles(board, code[:2])
    assert [b.tile for b in board.answer_buttons[:2]] == list(code[:2])
    assert all(face_down(b) for b in board.answer_buttons[2:])
    click_tiles(board, code[2:])  # the last tile checks the answer
    assert board.game.rounds[0].perfect and board.game.length == len(code) + 1
    assert board.feedback_text.splitlines() == [right, longer]
    assert [b.tile for b in board.code_buttons] == list(code)
    assert all(marks(b) == {"good"} for b in board.answer_buttons)
    next_button = next(b for b in board.body.children[-1].children if "mj-next" in b._dom_classes)
    next_button.click()
    assert board.game.showing and len(board.code_buttons) == len(code) + 1


def test_code_lock_wrong_tiles_make_it_shorter_and_order_errors_keep_it() -> None:
    board = CodeLockBoard(seed=8, lang="en", progress=None)
    code = board.game.code
    board.ready_button.click()
    wrong = [t for t in board.choices if t not in code][0]
    answer = (wrong, *code[1:])
    click_tiles(board, answer)
    assert score_answer(code, answer) == (1, 0)
    assert board.game.length == len(code) - 1
    assert board.feedback_text.splitlines() == ["Tiles missed or wrong: 1. Compare with the code.",
                                                "The next code is one tile shorter."]
    assert marks(board.answer_buttons[0]) == {"bad"} and marks(board.answer_buttons[1]) == {"good"}
    board.next_code()
    code = board.game.code
    board.ready()
    swapped = (code[1], code[0], *code[2:])
    click_tiles(board, swapped)
    assert board.game.rounds[-1].order_errors == 1 and board.game.length == len(code)
    assert board.feedback_text.splitlines()[1] == "The next code is just as long."


def test_code_lock_undo_check_early_and_refused_moves() -> None:
    board = CodeLockBoard(seed=5, lang="ru", progress=None)
    showing = board.game
    board.pick(0)  # the code is still shown: refused, nothing changes
    assert board.game is showing and board.answer == []
    assert board.feedback_text == Message("error.mini.lock.not_hidden").text("ru")
    board.ready_button.click()
    board.choice_buttons[0].click()
    board.choice_buttons[1].click()
    board.undo()
    assert board.answer == [board.choices[0]]
    board.check()  # a short answer: the tiles remembered
    assert board.game.rounds[0].answer == (board.choices[0],)
    assert board.game.rounds[0].item_errors >= len(board.game.rounds[0].code) - 1


def test_code_lock_played_to_the_end_records_the_span(progress_path: Path) -> None:
    board = CodeLockBoard(seed=3, rounds=3, age=4, lang="en")
    lengths = []
    for _ in range(3):
        lengths.append(len(board.game.code))
        board.ready_button.click()
        click_tiles(board, board.game.code)
        if not board.game.is_over:
            board.next_code()
    assert lengths == [4, 5, 6]
    summary = board.game.summary()
    assert board.feedback_text.splitlines()[1:] == summary.text("en").splitlines()
    assert board.status_text == "Rounds played: 3. The game is over."
    [entry] = ProgressFile(progress_path).history("code_lock")
    assert entry["span"] == 6 == summary.counts["span"] and entry["rounds"] == 3 and entry["age"] == 4
    board.check()  # after the end: refused, nothing more is saved
    assert len(ProgressFile(progress_path).history("code_lock")) == 1
    board.new_game()
    assert board.game.showing and board.game.rounds == () and board.feedback_text == ""


# -- snake ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_snake_refuses_a_tile_that_does_not_follow(lang: str) -> None:
    board = SnakeBoard(seed=4, lang=lang, progress=None)
    assert "mj-snake" in board._dom_classes
    first = board.game.playable()[0]
    board.pile_buttons[first].click()
    head = board.game.pile[first]
    wrong = next(i for i, t in enumerate(board.game.pile) if i != first and not follows(head, t))
    before = board.game.chain
    board.pile_buttons[wrong].click()
    assert board.game.chain == before and board.game.rejected == 1
    assert board.feedback_text == Message.of("mini.snake.no", prev=head).text(lang)
    assert marks(board.pile_buttons[wrong]) == {"bad"}
    assert marks(board.pile_buttons[first]) == {"gone"} and board.pile_buttons[first].disabled
    board.add(first)  # taken already: a message, the state is kept
    assert board.game.chain == before and board.feedback_text == Message("error.mini.taken", (("pos", first),)).text(lang)


def test_snake_played_to_the_end_records_the_length(progress_path: Path) -> None:
    board = SnakeBoard(seed=11, lang="ru")
    while not board.game.is_over:
        board.hint()
        assert board.feedback_text == board.game.hint().text("ru")
        board.pile_buttons[board.game.playable()[0]].click()
        assert [b.tile for b in board.chain_buttons] == list(board.game.chain)
    summary = board.game.summary()
    assert board.status_text == Message.of("mini.snake.length", count=len(board.game.used), total=16).text("ru")
    assert board.feedback_text.endswith(summary.text("ru"))
    [entry] = ProgressFile(progress_path).history("snake")
    assert entry["length"] == len(board.game.chain) == summary.counts["length"] > 1


# -- memory --------------------------------------------------------------------------------------
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
    assert board.feedback_text == no_pair and board.game.moves == 1
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
    name = board.game.board[0].full_name("en")
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
    assert board.feedback_text.endswith(summary.text("ru"))
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
    [entry] = store.history("memory")
    assert (entry["player1"], entry["player2"], entry["moves"], entry["players"]) == (0, 3, 4, 2)
