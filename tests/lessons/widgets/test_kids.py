"""The kids' mini-game boards: played to the end by clicks, checked against the core games."""

from __future__ import annotations

import random
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
from mjcore.game.rules import KIDS2P
from mjcore.game.wall import deal_plan, tile_set
from mjcore.hand import MeldKind
from mjcore.minigames.all_sets import best_partition
from mjcore.minigames.bonus import seat_of
from mjcore.minigames.sequence import Mistake, Phase
from mjcore.minigames.sets import Reason, find_set, judge
from mjcore.minigames.wall_dice import Step, WallDice
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

def break_the_wall(board: WallDiceBoard) -> None:
    """Play the dice part right, by clicks, up to the break."""
    while not board.game.is_over:
        game = board.game
        if board.waiting_throw:
            board.throw_button.click()
        elif game.step is Step.SIDE:
            board.side_buttons[game.correct() - 1].click()
        elif game.step is Step.STACK:
            board.wall.children[game.stacks - game.correct()].click()
        else:
            board.number_buttons[game.correct() - 1].click()


def wall_order(layout: tuple[Tile, ...], side: int, stack: int, stacks: int) -> tuple[Tile, ...]:
    """The draw order as mjcore/game/wall.py describes it for the kids: from the stack after the
    break, stack after stack clockwise (side after side), the top tile first."""
    order: list[Tile] = []
    for r in range(4 * stacks):
        turn, k = divmod(stack + r, stacks)
        base = (((side - 1 + turn) % 4) * stacks + k) * 2
        order += layout[base : base + 2]
    return tuple(order)


def players(board: WallDiceBoard) -> list[tuple[list[Tile], list[Tile]]]:
    """Each player's hand and bonus tiles set aside, as shown."""
    shown = []
    for box in rows_with(board, "mj-deal-player"):
        hand = [button.tile for button in box.children[1].children]
        aside = [button.tile for button in box.children[2].children[1:]] if len(box.children) > 2 else []
        shown.append((hand, aside))
    return shown


DEAL_TEXTS = {
    "en": {"take": "Player {seat} takes 4 tiles: two stacks of two.", "take1": "Player {seat} takes one more tile.",
           "ask": "How many tiles does player {seat} have now?", "right": "Right, {tiles}!",
           "wrong": "Not quite. Player {seat} had {before} and took {took} more. Add up {before} + {took}, "
                    "or count the tiles in the row one by one.",
           "wrong_first": "Not quite. Player {seat} had no tiles and took 4. Count the tiles in the row one by one.",
           "bonus": "Player {seat} has bonus tiles: {bonus}.", "done": "Both players have 13 tiles — the game can start!",
           "aside": "Player {seat} set aside the bonus tiles ({bonus}) and took as many tiles from the other end "
                    "of the wall: {tiles}.", "mistakes": "Mistakes counting the tiles in the hands: 3.",
           "status": "The deal: step {step} of 8", "tiles": {1: "1 tile", 2: "2 tiles", 4: "4 tiles", 8: "8 tiles", 12: "12 tiles", 13: "13 tiles"}},
    "ru": {"take": "Игрок {seat} берёт 4 фишки: два столбика по две.", "take1": "Игрок {seat} берёт ещё одну фишку.",
           "ask": "Сколько фишек теперь у игрока {seat}?", "right": "Верно, {tiles}!",
           "wrong": "Не совсем. У игрока {seat} было {before}, и он взял ещё {took}. Сложи {before} + {took} "
                    "или посчитай фишки в его ряду по одной.",
           "wrong_first": "Не совсем. У игрока {seat} не было фишек, и он взял 4. Посчитай фишки в его ряду по одной.",
           "bonus": "У игрока {seat} есть бонусы: {bonus}.", "done": "У обоих игроков по 13 фишек — можно начинать игру!",
           "aside": "Игрок {seat} отложил бонусы ({bonus}) и взял взамен столько же фишек с другого конца стены: "
                    "{tiles}.", "mistakes": "Ошибок при подсчёте фишек в руке: 3.",
           "status": "Раздача: шаг {step} из 8", "tiles": {1: "1 фишка", 2: "2 фишки", 4: "4 фишки", 8: "8 фишек", 12: "12 фишек", 13: "13 фишек"}},
}


def deal_by_clicks(board: WallDiceBoard, lang: str, wrong_at: tuple[int, ...] = ()) -> dict[int, list[int]]:
    """Press "Take tiles" through the plan, counting right (wrong first at the steps ``wrong_at``);
    check each hand grows by the plan; return each seat's counts."""
    texts = DEAL_TEXTS[lang]
    sizes: dict[int, list[int]] = {1: [], 3: []}
    for step, (player, count) in enumerate(deal_plan(KIDS2P)):
        seat = (1, 3)[player]
        assert board.question_text == texts["take" if count == 4 else "take1"].format(seat=seat)
        assert board.status_text == texts["status"].format(step=step + 1)
        assert board.take_button in rows_with(board, "mj-controls")[0].children
        before = [len(hand) for hand, _ in players(board)] or [0, 0]
        board.take_button.click()
        have = len(players(board)[player][0])
        assert have == before[player] + count and len(board.dealt.hands[player]) == have
        sizes[seat].append(have)
        assert board.question_text == texts["ask"].format(seat=seat)
        assert len(rows_with(board, "mj-numbers")[0].children) == 20
        board.take_button.click()  # not now: the count comes first
        assert len(players(board)[player][0]) == have
        if step in wrong_at:
            mistakes = board.dealt.mistakes
            board.number_buttons[have].click()  # one too many
            assert board.dealt.counting == player and board.dealt.mistakes == mistakes + 1
            assert [len(hand) for hand, _ in players(board)][player] == have
            assert board.question_text == texts["ask"].format(seat=seat)
            wrong = texts["wrong"].format(seat=seat, before=before[player], took=count) if before[player] \
                else texts["wrong_first"].format(seat=seat)
            assert board.feedback_text == wrong
        board.number_buttons[have - 1].click()
        if board.is_over:
            assert board.feedback_text.startswith(texts["right"].format(tiles=texts["tiles"][have]))
        else:
            assert board.feedback_text == texts["right"].format(tiles=texts["tiles"][have])
    return sizes


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
    assert board.game.is_over and not board.is_over  # the wall is broken: now the deal
    assert board.feedback_text == board.game.feedback.text(lang)
    assert marks(rows_with(board, "mj-wall")[0].children[18 - game.stack]) == {"good"}
    assert not progress_path.exists()

    deal_by_clicks(board, lang)
    while board.dealt.with_bonus is not None:
        board.aside_button.click()
    assert board.is_over
    assert board.game.summary().text(lang) in board.feedback_text
    assert DEAL_TEXTS[lang]["done"] in board.feedback_text
    assert_logged(progress_path, "wall_dice", score=3, mistakes=1, side=1, stack=11, dealt=True, deal_mistakes=0)

    board.new_game_button.click()
    assert board.game.step is Step.SIDE_TOTAL and board.thrown == 0 and board.waiting_throw
    assert board.dealt is None and not rows_with(board, "mj-deal-player")


@pytest.mark.parametrize("lang", LANGS)
def test_wall_dice_deal_from_the_break_with_bonus_tiles(lang: str, progress_path: Path) -> None:
    board = WallDiceBoard(lang=lang, seed=17)  # a replacement tile is a flower or season again
    break_the_wall(board)
    side, stack = board.game.side, board.game.stack
    deal = board.dealt
    # the wall: the core's tiles, shuffled by the board's rng right after the dice were thrown
    rng = random.Random(17)
    WallDice.new(rng)
    layout = list(tile_set(flowers=True))
    rng.shuffle(layout)
    order = deal.order
    assert deal.layout == tuple(layout)
    assert (deal.side, deal.stack) == (side, stack)
    assert order == wall_order(deal.layout, side, stack, 18)

    sizes = deal_by_clicks(board, lang, wrong_at=(0, 3, 7))
    assert sizes == {1: [4, 8, 12, 13], 3: [4, 8, 12, 13]}
    expected: list[list[Tile]] = [[], []]
    front = 0
    for player, count in deal_plan(KIDS2P):
        expected[player] += order[front : front + count]
        front += count
    assert [hand for hand, _ in players(board)] == expected == [list(hand) for hand in board.dealt.hands]
    wall = board.wall.children
    assert marks(wall[18 - stack]) == {"good"} and marks(wall[18 - stack - 1]) == {"gone"}
    assert marks(wall[0 if stack > 1 else 17 - stack]) == (set() if stack + 13 <= 17 else {"gone"})

    # flowers and seasons set aside, replaced from the other end of the wall, one at a time
    assert not board.is_over and board.aside_button in rows_with(board, "mj-controls")[0].children
    back, rounds, with_bonus = len(order), 0, sum(any(t.is_bonus for t in hand) for hand in expected)
    while board.dealt.with_bonus is not None:
        player = board.dealt.with_bonus
        hand, aside = players(board)[player]
        bonus = [t for t in hand if t.is_bonus]
        names = ", ".join(t.full_name(lang) for t in bonus)
        assert board.question_text.startswith(DEAL_TEXTS[lang]["bonus"].format(seat=(1, 3)[player], bonus=names))
        board.aside_button.click()
        said = DEAL_TEXTS[lang]["aside"].format(seat=(1, 3)[player], bonus=names, tiles=DEAL_TEXTS[lang]["tiles"][len(bonus)])
        assert board.feedback_text.splitlines()[0] == said
        replacements = list(order[back - len(bonus) : back][::-1])
        back -= len(bonus)
        hand_after, aside_after = players(board)[player]
        assert hand_after == [t for t in hand if not t.is_bonus] + replacements
        assert aside_after == aside + bonus
        assert marks(board.wall.children[18 - stack]) == {"gone"}  # the stack at the break is the other end
        rounds += 1
    assert rounds > with_bonus  # a replacement was a bonus tile too
    shown = players(board)
    assert [len(hand) for hand, _ in shown] == [13, 13]
    assert not any(t.is_bonus for hand, _ in shown for t in hand)
    assert sorted(t for hand, aside in shown for t in hand + aside) == sorted(order[:front] + order[back:])
    lines = board.feedback_text.splitlines()  # the last step, the hands are ready, the summary
    assert board.is_over and lines[1] == DEAL_TEXTS[lang]["done"]
    assert lines[2:] == [board.game.summary().lines[0].text(lang), DEAL_TEXTS[lang]["mistakes"]]
    assert not rows_with(board, "mj-numbers") and board.status_text == ""
    board.take_button.click()  # the game is over: nothing happens
    assert players(board) == shown
    assert_logged(progress_path, "wall_dice", dealt=True, deal_mistakes=3, mistakes=3, score=4)


def test_wall_dice_without_flowers_deals_from_17_stacks(progress_path: Path) -> None:
    board = WallDiceBoard(lang="en", seed=5, bonus=False)
    break_the_wall(board)
    order = board.dealt.order
    assert len(order) == 136 and not any(t.is_bonus for t in order)
    assert order == wall_order(board.dealt.layout, board.game.side, board.game.stack, 17)
    deal_by_clicks(board, "en")
    assert board.is_over and board.feedback_text.startswith("Right, 13 tiles!\nBoth players have 13 tiles")
    assert_logged(progress_path, "wall_dice", dealt=True, deal_mistakes=0)


def test_wall_dice_wrong_stack_keeps_the_step(progress_path: Path) -> None:
    board = WallDiceBoard(lang="en", seed=9, side_dice="d4", stack_dice="d20", deal=False)
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
    assert board.is_over and board.dealt is None  # deal=False: a parent stops at the break
    assert not rows_with(board, "mj-deal-player")
    assert_logged(progress_path, "wall_dice", score=3, mistakes=1, wrong_stack=1, dealt=False, deal_mistakes=0)


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


