"""The wall, the dice and the deal played by clicks (lessons.widgets.kids.wall_dice)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from boardkit import LANGS, assert_logged, rows_with

from lessons.widgets.kids.wall_dice import WallDiceBoard
from lessons.widgets.tiles import marks
from mjcore.game.rules import KIDS2P
from mjcore.game.wall import deal_plan, tile_set
from mjcore.kidswords import child_tile_name
from mjcore.minigames.wall_dice import Step, WallDice
from mjcore.tiles import Tile


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
           "status": "Раздаём фишки: шаг {step} из 8", "tiles": {1: "1 фишка", 2: "2 фишки", 4: "4 фишки", 8: "8 фишек", 12: "12 фишек", 13: "13 фишек"}},
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
    assert board.feedback_text == {"en": "Not quite. Add up what the dice show: 2 + 3.",
                                   "ru": "Не так. Сложи, сколько выпало на кубиках: 2 + 3."}[lang]
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
    assert board.game.summary().text(lang, kids=True, tiles="kids") in board.parent_text
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
        names = ", ".join(child_tile_name(t, lang) for t in bonus)
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
    assert lines[2:] == [board.game.summary().lines[0].text(lang, kids=True, tiles="kids")]
    assert board.parent_text.splitlines()[-1] == DEAL_TEXTS[lang]["mistakes"]  # the parent's box
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
