"""The kids' mini-game boards: played to the end by clicks, checked against the core games."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import ipywidgets as widgets
import pytest

from lessons.widgets.kids import (
    AllSetsBoard,
    BonusBoard,
    FindSuitBoard,
    KidsBoard,
    SequenceBoard,
    SetsBoard,
    WallDiceBoard,
)
from lessons.widgets.progress import ProgressFile
from lessons.widgets.tiles import marks
from mjcore.hand import MeldKind
from mjcore.minigames.all_sets import best_partition
from mjcore.minigames.bonus import seat_of
from mjcore.minigames.sequence import Mistake, Phase
from mjcore.minigames.sets import Reason, find_set, judge
from mjcore.minigames.wall_dice import Step
from mjcore.tiles import BONUS_TILES, Tile

LANGS = ["ru", "en"]
LOCALE = Path(__file__).parents[3] / "lessons" / "widgets" / "locale"


@pytest.fixture
def progress_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Boards made without ``progress=`` open the file named by the environment."""
    path = tmp_path / "progress.json"
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(path))
    return path


def history(path: Path, activity: str) -> list[dict]:
    return ProgressFile(path).history(activity)


def rows_with(board: KidsBoard, css: str) -> list[widgets.Widget]:
    """Every widget under the board's body carrying the CSS class ``css``."""
    found = []

    def walk(widget: widgets.Widget) -> Iterator[widgets.Widget]:
        yield widget
        for child in getattr(widget, "children", ()):
            yield from walk(child)

    for widget in walk(board.body):
        if css in getattr(widget, "_dom_classes", ()):
            found.append(widget)
    return found


def assert_logged(path: Path, activity: str, **expected: object) -> dict:
    entries = history(path, activity)
    assert len(entries) == 1
    entry = entries[0]
    for key, value in expected.items():
        assert entry[key] == value, key
    assert isinstance(entry["seconds"], float) and entry["seconds"] >= 0
    return entry


# -- find the suit -------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_find_suit_played_to_the_end(lang: str, progress_path: Path) -> None:
    board = FindSuitBoard(suit="p", size=20, lang=lang, seed=7)
    game = board.game
    assert "mj-find-suit" in board._dom_classes and rows_with(board, "mj-pile")
    assert len(board.pile_buttons) == 20 and [b.tile for b in board.pile_buttons] == list(game.pile)
    targets = game.remaining_targets()
    assert targets and all(game.pile[i].suit.value == "p" for i in targets)

    wrong = next(i for i, tile in enumerate(game.pile) if tile.suit.value != "p")
    board.pile_buttons[wrong].click()
    name = game.pile[wrong].full_name(lang)
    assert board.feedback_text == {
        "en": f"That is {name}; we are looking for Dots (coins).",
        "ru": f"Это {name}, а мы ищем: монеты (точки).",
    }[lang]
    assert marks(board.pile_buttons[wrong]) == {"bad"}
    assert board.game.picked == frozenset() and board.game.wrong == (wrong,)  # nothing taken

    for count, pos in enumerate(targets, 1):
        board.pile_buttons[pos].click()
        assert marks(board.pile_buttons[pos]) == {"good"}
        found = {"en": f"Found {count} of {len(targets)}.", "ru": f"Найдено {count} из {len(targets)}."}[lang]
        assert board.status_text == found
    assert board.is_over
    assert board.feedback_text.endswith(board.game.summary().text(lang))
    assert board.feedback_text.splitlines()[0] == {"en": "Yes! ", "ru": "Да! "}[lang] + game.pile[targets[-1]].full_name(lang) + "."
    assert board.done_button not in board.body.children[-1].children  # only "New game" is left
    assert_logged(progress_path, "find_suit", score=len(targets), mistakes=1, total=len(targets), target="p")

    old_pile = board.game.pile
    board.new_game_button.click()
    assert board.game.found == 0 and not board.is_over and board.game.pile != old_pile
    assert board.feedback_text == "" and not any(marks(b) for b in board.pile_buttons)


def test_find_suit_hint_done_and_repeated_clicks(progress_path: Path) -> None:
    board = FindSuitBoard(suit="dragons", size=30, lang="en", seed=3)
    first, *rest = board.game.remaining_targets()
    board.pile_buttons[first].click()
    before = board.game
    board.pile_buttons[first].click()  # already found: a word, no change
    assert board.game == before
    assert board.feedback_text.startswith("You have found this one already")
    board.hint_button.click()
    assert board.feedback_text == before.hint().text("en")
    assert board.feedback_text.startswith("I see")
    board.done_button.click()
    assert board.is_over and f"Missed: {len(rest)}." in board.feedback_text
    ended, said = board.game, board.feedback_text
    board.pile_buttons[rest[0] if rest else 0].click()  # a click after the end changes nothing
    board.hint_button.click()
    assert board.game == ended and board.feedback_text == said
    assert_logged(progress_path, "find_suit", score=1, mistakes=0, misses=len(rest))
    assert len(history(progress_path, "find_suit")) == 1


# -- sequence --------------------------------------------------------------------------------

SIX_NINE = {
    "en": "That is a 9, not a 6: count the dots, the 9 has three rows of three. Keep the digit in the top left corner.",
    "ru": "Это 9, а не 6: посчитай монеток-кружочков, у девятки три ряда по три. Цифра должна быть в левом верхнем углу.",
}


@pytest.mark.parametrize("lang", LANGS)
def test_sequence_up_then_down_with_the_six_nine_mix_up(lang: str, progress_path: Path) -> None:
    board = SequenceBoard(suit="p", lang=lang, seed=11)
    assert "mj-sequence" in board._dom_classes
    assert sorted(board.order) == [Tile.of("p", n) for n in range(1, 10)]
    assert [b.tile for b in board.pile.children] == board.order
    for n in range(1, 6):
        board.click_number(n)
    assert len(board.line.children) == 5 and "mj-line" in board.line._dom_classes
    assert marks(board.pile.children[board.order.index(Tile.of("p", 1))]) == {"gone"}

    board.click_number(9)  # a 9 taken for the 6
    assert board.feedback_text == SIX_NINE[lang]
    assert board.game.mistakes[-1].kind is Mistake.SIX_NINE
    assert len(board.game.row) == 5  # the wrong tile is not laid
    assert marks(board.pile.children[board.order.index(Tile.of("p", 9))]) == {"bad"}

    for n in range(6, 10):
        board.click_number(n)
    assert board.game.phase is Phase.DOWN and board.line.children == ()
    assert board.feedback_text == {"en": "1 to 9 is done! Now lay out 9 down to 1.",
                                   "ru": "Ряд от 1 до 9 готов! Теперь выложи ряд от 9 до 1."}[lang]
    assert not any(marks(b) for b in board.pile.children)  # all nine back in the pile
    assert [b.tile.number for b in rows_with(board, "mj-done-row")[0].children] == list(range(1, 10))

    board.click_number(1)  # the cheat: building 9..1 from the 1
    assert board.game.mistakes[-1].kind is Mistake.WRONG_END and board.game.row == ()
    assert board.feedback_text == board.game.feedback.text(lang)
    for n in range(9, 0, -1):
        board.click_number(n)
    assert board.is_over and [t.number for t in board.game.row] == list(range(9, 0, -1))
    assert board.feedback_text.startswith({"en": "Both rows are done!", "ru": "Оба ряда готовы!"}[lang])
    assert board.game.summary().text(lang) in board.feedback_text
    assert_logged(progress_path, "sequence", score=2, mistakes=2, six_nine=1, wrong_end=1, suit="p")


def test_sequence_descending_only_and_new_game(progress_path: Path) -> None:
    board = SequenceBoard(suit="s", descending=True, lang="en", seed=1)
    assert board.game.phase is Phase.DOWN
    board.hint_button.click()
    assert board.feedback_text == "Start with 9 of Bamboo."
    for n in range(9, 0, -1):
        board.click_number(n)
    assert board.is_over
    assert_logged(progress_path, "sequence", mistakes=0, descending=True)
    board.new_game_button.click()
    assert board.game.phase is Phase.DOWN and board.game.row == () and not board.recorded
    board.pile.children[0].click()
    assert len(history(progress_path, "sequence")) == 1


# -- sets -------------------------------------------------------------------------------------

def select(board: SetsBoard | AllSetsBoard, positions: tuple[int, ...] | list[int]) -> None:
    for pos in positions:
        board.pile.children[pos].click()


@pytest.mark.parametrize("lang", LANGS)
def test_sets_played_to_the_end(lang: str, progress_path: Path) -> None:
    board = SetsBoard(suit="p", lang=lang, seed=5)
    assert "mj-sets" in board._dom_classes
    words = {"ru": ["Чоу", "Панг", "Конг"], "en": ["Chow", "Pung", "Kong"]}[lang]
    assert [b.description for b in board.kind_buttons.values()] == words

    board.kind_buttons[MeldKind.PUNG].click()
    assert board.feedback_text == {"en": "Select the tiles first.", "ru": "Сначала выбери фишки."}[lang]
    assert board.game.tries == ()

    # a chow laid from the larger to the smaller: refused, the pile stays
    chow = find_set(board.game.pile, board.game.taken)
    assert judge([board.game.pile[i] for i in chow]).kind is MeldKind.CHOW
    select(board, chow[::-1])
    assert [marks(board.pile.children[i]) for i in chow] == [{"selected"}] * 3
    assert [b.tile for b in board.tray.children] == [board.game.pile[i] for i in chow[::-1]]
    board.kind_buttons[MeldKind.CHOW].click()
    assert board.feedback_text == {
        "en": "Right numbers, but lay them from the smaller to the larger, left to right.",
        "ru": "Числа верные, но кладём от меньшего к большему, слева направо.",
    }[lang]
    assert board.game.taken == frozenset() and board.game.last.reason is Reason.REVERSED
    assert board.selected == []

    # the right tiles called by another name: not taken, the selection stays
    select(board, chow)
    board.kind_buttons[MeldKind.PUNG].click()
    assert board.feedback_text.startswith({"en": "Not a pung. A chow, three neighbours:",
                                           "ru": "Это не панг. Чоу — три соседа:"}[lang])
    assert board.game.made == () and board.selected == list(chow)

    made = 0
    while not board.is_over:
        positions = find_set(board.game.pile, board.game.taken)
        if board.selected != list(positions):
            board.clear_button.click()
            select(board, positions)
        kind = judge([board.game.pile[i] for i in positions]).kind
        board.kind_buttons[kind].click()
        made += 1
        assert len(board.game.made) == made
        assert all(marks(board.pile.children[i]) == {"gone"} for i in positions)
    assert find_set(board.game.pile, board.game.taken) is None
    assert len(rows_with(board, "mj-set-group")) == made
    assert board.game.summary().text(lang) in board.feedback_text
    assert_logged(progress_path, "sets", score=made, mistakes=2, name_mistakes=1, reversed=1, suit="p")

    board.new_game_button.click()
    assert board.game.made == () and board.name_mistakes == 0 and board.feedback_text == ""


def test_sets_of_winds_and_dragons_have_no_chow(progress_path: Path) -> None:
    board = SetsBoard(suit="z", lang="en", seed=2)
    assert list(board.kind_buttons) == [MeldKind.PUNG, MeldKind.KONG]
    assert all(tile.is_honor for tile in board.game.pile)
    different = [next(i for i, t in enumerate(board.game.pile) if t == tile) for tile in
                 list(dict.fromkeys(board.game.pile))[:3]]
    select(board, different)
    board.kind_buttons[MeldKind.PUNG].click()
    assert board.feedback_text == "Honor tiles cannot make a chow: only three or four identical ones."
    board.done_button.click()
    assert board.is_over
    assert_logged(progress_path, "sets", score=0, mistakes=1, suit="z")


# -- all the sets ----------------------------------------------------------------------------

def positions_of(board: AllSetsBoard, tiles: tuple[Tile, ...]) -> list[int]:
    free = [i for i in board.game.leftover()]
    out = []
    for tile in tiles:
        pos = next(i for i in free if board.game.tiles[i] == tile and i not in out)
        out.append(pos)
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_all_sets_played_to_the_best(lang: str, progress_path: Path) -> None:
    board = AllSetsBoard(size=20, lang=lang, seed=8)
    assert "mj-all-sets" in board._dom_classes and len(board.pile.children) == 20
    best = board.game.best
    assert best == len(best_partition(board.game.tiles)) and best > 0

    # a mixed-suit try is explained by the core and changes nothing
    suits = {}
    for i, tile in enumerate(board.game.tiles):
        suits.setdefault(tile.suit, i)
    mixed = list(suits.values())[:3]
    select(board, mixed)
    board.make_button.click()
    assert board.feedback_text == {
        "en": "Mixed suits: all tiles of a set must be of one suit.",
        "ru": "Фишки разных мастей: все фишки комбинации должны быть одной масти.",
    }[lang]
    assert board.game.sets == () and board.selected == []

    # make a set, take it apart by clicking it, make it again
    first = best_partition(board.game.tiles)[0]
    select(board, positions_of(board, first.tiles))
    board.make_button.click()
    assert len(board.game.sets) == 1 and len(rows_with(board, "mj-set-group")) == 1
    rows_with(board, "mj-set-group")[0].children[0].click()
    assert board.game.sets == ()
    assert board.feedback_text == {"en": "The set is taken apart: its tiles are back in the pile.",
                                   "ru": "Комбинация разобрана: её фишки вернулись в кучу."}[lang]

    for meld in best_partition(board.game.tiles):
        positions = positions_of(board, meld.tiles)
        select(board, positions)
        board.make_button.click()
        assert all(marks(board.pile.children[i]) == {"gone"} for i in positions)
    assert board.game.reachable == best == len(board.game.sets)
    board.hint_button.click()
    assert board.feedback_text == {"en": "The tiles left make no more sets.",
                                   "ru": board.game.hint().text("ru")}[lang]
    board.done_button.click()
    made = {"en": f"Sets made: {best}; the best possible is {best}.",
            "ru": f"Собрано комбинаций: {best}; больше всего можно собрать {best}."}[lang]
    assert board.feedback_text.splitlines()[0] == made
    assert_logged(progress_path, "all_sets", score=best, best=best, mistakes=1)


# -- bonus tiles -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_bonus_played_to_the_end(lang: str, progress_path: Path) -> None:
    board = BonusBoard(lang=lang, seed=4)
    assert "mj-bonus" in board._dom_classes and len(board.game.questions) == 8
    kinds = {q.tile is None for q in board.game.questions}
    assert kinds == {True, False}  # both kinds of question

    # a wrong answer: the core explains, the question is spent
    question = board.game.question
    if question.tile is not None:
        assert [b.description for b in board.seat_buttons][0] == {"en": "Seat 1", "ru": "Место 1"}[lang]
        board.seat_buttons[seat_of(question.tile) % 4].click()
    else:
        board.pile.children[0].click()
        board.check_button.click()  # one tile only: asked for two, nothing spent
        assert board.game.index == 0
        assert board.feedback_text == {"en": "Pick two tiles: one flower and one season.",
                                       "ru": "Выбери две фишки: один цветок и один сезон."}[lang]
        wrong = next(i for i in range(1, 8) if seat_of(BONUS_TILES[i]) != question.seat)
        board.pile.children[wrong].click()
        board.check_button.click()
    assert board.feedback_text.startswith({"en": "Not quite.", "ru": "Не совсем."}[lang])
    assert board.feedback_text == board.game.feedback.text(lang)
    assert board.game.index == 1 and board.game.right == 0

    while not board.is_over:
        question = board.game.question
        if question.tile is not None:
            assert rows_with(board, "mj-seats") and rows_with(board, "mj-question-tile")
        else:
            assert rows_with(board, "mj-pile")
        board.answer_right()
        assert board.feedback_text.startswith({"en": "Right!", "ru": "Верно!"}[lang])
    assert board.game.right == 7
    score = {"en": "Right answers: 7 of 8.", "ru": "Верных ответов: 7 из 8."}[lang]
    assert board.status_text == score and score in board.feedback_text
    assert_logged(progress_path, "bonus", score=7, mistakes=1, asked=8)

    board.new_game_button.click()
    assert board.game.index == 0 and board.status_text == {"en": "Right answers: 0 of 0.",
                                                           "ru": "Верных ответов: 0 из 0."}[lang]


# -- wall and dice ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang", LANGS)
def test_wall_dice_played_to_the_end(lang: str, progress_path: Path) -> None:
    board = WallDiceBoard(lang=lang, seed=4)
    game = board.game
    assert "mj-wall-dice" in board._dom_classes
    assert game.side_dice == (2, 3) and game.stack_dice == (1, 6, 4)  # as mjcore's own example
    assert board.waiting_throw and not rows_with(board, "mj-numbers")
    assert board.question_text == {"en": "The wall is built: four sides of 18 stacks. Throw the dice!",
                                   "ru": "Стена построена: четыре стороны по 18 столбиков. Брось кубики!"}[lang]
    board.throw_button.click()
    assert "⚁ ⚂" in rows_with(board, "mj-dice")[0].value
    assert len(rows_with(board, "mj-numbers")[0].children) == 20

    board.number_buttons[5].click()  # 6, not 5
    assert board.feedback_text == {"en": "Not quite. Add up the dice: 2 + 3.",
                                   "ru": "Не так. Сложи точки на костях: 2 + 3."}[lang]
    assert board.game.step is Step.SIDE_TOTAL and board.game.mistakes == 1
    board.number_buttons[4].click()
    assert board.feedback_text == {"en": "Right, 5!", "ru": "Верно, 5!"}[lang]
    assert board.game.step is Step.SIDE and rows_with(board, "mj-seats")
    board.side_buttons[game.side - 1].click()
    assert board.game.step is Step.STACK_TOTAL and board.waiting_throw
    board.throw_button.click()
    board.number_buttons[game.stack - 1].click()
    assert board.game.step is Step.STACK
    wall = rows_with(board, "mj-wall")[0]
    assert len(wall.children) == 18
    wall.children[18 - game.stack].click()  # count the stacks from the right
    assert board.is_over
    assert marks(rows_with(board, "mj-wall")[0].children[18 - game.stack]) == {"good"}
    assert board.game.summary().text(lang) in board.feedback_text
    assert_logged(progress_path, "wall_dice", score=3, mistakes=1, side=1, stack=11)

    board.new_game_button.click()
    assert board.game.step is Step.SIDE_TOTAL and board.thrown == 0 and board.waiting_throw


def test_wall_dice_wrong_stack_keeps_the_step(progress_path: Path) -> None:
    board = WallDiceBoard(lang="en", seed=9, side_dice="d4", stack_dice="d20")
    board.throw_button.click()
    assert f'<span class="mj-die-number">{board.game.side_dice[0]}</span>' in rows_with(board, "mj-dice")[0].value
    board.number_buttons[board.game.correct() - 1].click()
    board.side_buttons[board.game.correct() - 1].click()
    board.throw_button.click()
    board.number_buttons[board.game.correct() - 1].click()
    stack = board.game.correct()
    board.wall.children[0].click()  # the leftmost stack: 18 from the right, never right
    assert board.game.step is Step.STACK and board.game.mistakes == 1
    assert board.feedback_text.startswith("Not quite. Count")
    board.wall.children[18 - stack].click()
    assert board.is_over
    assert_logged(progress_path, "wall_dice", score=3, mistakes=1, wrong_stack=1)


def test_a_progress_file_that_cannot_be_written_is_said_in_words(tmp_path: Path) -> None:
    board = BonusBoard(lang="en", seed=1, count=1, progress=ProgressFile(tmp_path))  # a folder, not a file
    board.answer_right()
    assert board.is_over and board.recorded
    assert board.feedback_text.splitlines()[-1] == "The progress file cannot be opened; this session's progress will not be saved."


# -- shared ----------------------------------------------------------------------------------

BOARDS = [FindSuitBoard, SequenceBoard, SetsBoard, AllSetsBoard, BonusBoard, WallDiceBoard]


@pytest.mark.parametrize("cls", BOARDS)
def test_boards_are_reproducible_and_titled(cls: type[KidsBoard], progress_path: Path) -> None:
    one, two = cls(lang="en", seed=3), cls(lang="en", seed=3)
    assert one.game == two.game
    assert "mj-board" in one._dom_classes and one.title.value
    assert one.new_game_button.description == "New game"
    assert cls(lang="ru", seed=3).new_game_button.description == "Новая игра"
    assert not progress_path.exists()  # nothing is logged before a game ends


