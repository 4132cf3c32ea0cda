"""How the kids' boards end (issue 28): the snake says that it is over, kindly, with its length;
two-player memory tells one next step after a miss (whose turn), not "Try again" as well; a
finished board shows its ending, not its instruction any more."""

from __future__ import annotations

import pytest

from lessons.widgets.kids.memory import MemoryBoard
from lessons.widgets.kids.snake import SnakeBoard
from lessons.widgets.texts import t
from mjcore.i18n import Message

LANGS = ["ru", "en"]


def texts(board: object) -> list[str]:
    return [getattr(w, "value", "") for w in board.body.children]  # type: ignore[attr-defined]


def play_snake(board: SnakeBoard) -> None:
    """Grow the snake with the first tile that follows, until none does."""
    for _ in range(200):
        if board.game.is_over:
            return
        for index in range(len(board.game.pile)):
            if index in board.game.used:
                continue
            before = len(board.game.used)
            board.pile_buttons[index].click()
            if len(board.game.used) > before or board.game.is_over:
                break
    pytest.fail("the snake never ended")


@pytest.mark.parametrize("lang", LANGS)
def test_the_snake_says_it_is_over_with_its_length(lang: str) -> None:
    board = SnakeBoard(seed=1, lang=lang, progress=False)
    play_snake(board)
    length = Message.of("mini.snake.length", count=len(board.game.used), total=len(board.game.pile)).text(lang)
    assert board.feedback_text.splitlines() == [t("memory.snake.done", lang), length]
    rule = t("memory.snake.rule", lang)
    assert not any(rule in text for text in texts(board))  # the instruction gives way to the ending


def solve_memory(board: MemoryBoard) -> None:
    """Open every pair by its known place (the board's own tiles)."""
    while not board.game.is_over:
        first = next(i for i in range(len(board.game.board)) if i not in board.game.removed)
        partner = next(j for j in range(len(board.game.board))
                       if j != first and j not in board.game.removed and board.game.board[j] == board.game.board[first])
        board.grid_buttons[first].click()
        board.grid_buttons[partner].click()


@pytest.mark.parametrize("lang", LANGS)
def test_two_player_memory_after_a_miss_tells_only_whose_turn_it_is(lang: str) -> None:
    board = MemoryBoard(players=2, seed=3, lang=lang, progress=False)
    tiles = board.game.board
    other = next(j for j in range(1, len(tiles)) if tiles[j] != tiles[0])
    board.grid_buttons[0].click()
    board.grid_buttons[other].click()
    lines = board.feedback_text.splitlines()
    assert lines == [t("memory.memory.no_pair", lang), t("memory.memory.turn2", lang)]
    assert board.retry_button is not None  # the core's second chance stays a button (it gives the turn back)
    # alone, "Try again" is the one next step
    alone = MemoryBoard(players=1, seed=3, lang=lang, progress=False)
    alone.grid_buttons[0].click()
    alone.grid_buttons[other].click()
    assert alone.feedback_text.splitlines() == [t("memory.memory.no_pair", lang), t("memory.memory.or_retry", lang)]
    assert alone.retry_button is not None


@pytest.mark.parametrize("players", [1, 2])
def test_finished_memory_shows_its_ending_not_its_rule(players: int) -> None:
    board = MemoryBoard(players=players, seed=2, lang="ru", progress=False)
    rule = t("memory.memory.rule", "ru")
    assert any(rule in text for text in texts(board))
    solve_memory(board)
    assert not any(rule in text for text in texts(board)) and board.feedback_text


def kids_boards() -> list[tuple[str, object]]:
    """A board of each kind of the kids' track (every subclass of ``KidsBoard``), seeded."""
    import importlib
    import pkgutil

    import lessons.widgets.kids as kids
    from lessons.widgets.kids.base import KidsBoard, SelectBoard

    for module in pkgutil.iter_modules(kids.__path__):
        importlib.import_module(f"lessons.widgets.kids.{module.name}")
    kinds, found = [KidsBoard], []
    while kinds:
        kind = kinds.pop()
        kinds += kind.__subclasses__()
        found += [kind] if kind not in (KidsBoard, SelectBoard) else []
    assert len(found) >= 10
    return [(kind.__name__, kind(seed=1, lang="ru", progress=False)) for kind in sorted(found, key=lambda k: k.__name__)]


def test_a_finished_board_keeps_no_instruction() -> None:
    """Each kids' board played by random presses (never "New game") to its end: its question or
    instruction row is gone, the ending is on the feedback line."""
    import random

    from boardkit import rows_with
    from kidstexts import clickable

    ended = []
    for name, board in kids_boards():
        rng = random.Random(1)
        asked = bool(rows_with(board, "mj-question"))
        new_game = board.new_game_button  # type: ignore[attr-defined]
        for _ in range(900):  # enough for all but the bonus tiles and building the wall (not ended at random)
            if board.is_over:  # type: ignore[attr-defined]
                break
            presses = [b for b in clickable(board) if b is not new_game]
            if not presses:
                break
            rng.choice(presses).click()
        if board.is_over and asked:  # type: ignore[attr-defined]
            ended.append(name)
            assert not rows_with(board, "mj-question"), name
            assert board.feedback_text, name  # type: ignore[attr-defined]
    assert len(ended) >= 8, ended  # all sets, find the suit, numerals, seats, sequences, sets, tidy-up, the wall's deal
