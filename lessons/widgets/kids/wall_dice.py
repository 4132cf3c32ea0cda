"""The wall and the dice (stage 10): the board of :mod:`mjcore.minigames.wall_dice`, and the deal.

Two throws find where the wall breaks (counting up to twenty); then :class:`KidsDeal`
deals two hands from the break, step by step, and the child counts each player's tiles.

>>> board = WallDiceBoard(lang="en", seed=4)
>>> board.throw_button.click()
>>> board.game.side_dice, board.question_text
((2, 3), 'What is the total: 2 + 3?')
>>> board.number_buttons[4].click()
>>> board.feedback_text
'Right, 5!'
>>> for _ in range(3):
...     if board.waiting_throw:
...         board.throw_button.click()
...     board.answer(board.game.correct())
>>> board.question_text
'You take 4 tiles: two stacks of two.'
>>> board.take_button.click()
>>> board.question_text
'How many tiles do you have now?'
>>> board.number_buttons[4].click()
>>> board.feedback_text
'Not quite. You had no tiles and took 4. Count the tiles in your row one by one.'
>>> board.number_buttons[3].click()
>>> board.feedback_text, board.question_text
('Right, 4 tiles!', 'The computer takes 4 tiles: two stacks of two.')
"""

from __future__ import annotations

import html
import random
from dataclasses import dataclass, replace
from functools import partial
from typing import Any

import ipywidgets as widgets

from lessons.widgets.kids.base import KidsBoard, move, part
from lessons.widgets.numbers import number_buttons
from lessons.widgets.progress import ProgressFile
from mjcore.game.rules import KIDS2P
from mjcore.game.wall import deal_plan, draw_order, tile_set
from mjcore.i18n import plural
from mjcore.minigames import Summary, WallDice
from mjcore.minigames.base import BadMoveError
from mjcore.minigames.wall_dice import Step
from mjcore.tiles import Tile

__all__ = ["KidsDeal", "WallDiceBoard"]

#: Faces of a six-sided die (a d4 or d20 is shown by its number).
DIE_FACES = "⚀⚁⚂⚃⚄⚅"


@dataclass(frozen=True, slots=True)
class KidsDeal:
    """The kids' deal from a broken wall (seed 000, line 256), one step at a time.

    The wall is shuffled and read as the core does (:func:`~mjcore.game.wall.draw_order`:
    ``order`` is the draw order from the break, the top tile of each stack first); the steps are the core's
    :func:`~mjcore.game.wall.deal_plan` (two stacks of two, three times each, then one tile
    each: 13).  After each take the child counts the player's tiles (``counting``: the
    player's index; ``player`` took ``took`` tiles last).  Then the flowers and seasons are
    set aside, player after player, and as many tiles are taken from the other end of the wall.

    >>> deal = KidsDeal.new(random.Random(1), side=2, stack=5)
    >>> deal.seats, deal.side, deal.stack
    ((1, 3), 2, 5)
    >>> deal = deal.take()
    >>> deal.counting, len(deal.hands[0]), deal.hands[0] == deal.order[:4]
    (0, 4, True)
    >>> deal.answer(5).mistakes, deal.answer(4).counting
    (1, None)
    """

    layout: tuple[Tile, ...]
    order: tuple[Tile, ...]
    side: int
    stack: int
    plan: tuple[tuple[int, int], ...]
    seats: tuple[int, ...]
    hands: tuple[tuple[Tile, ...], ...]
    aside: tuple[tuple[Tile, ...], ...]
    step: int = 0
    front: int = 0
    back: int = 0
    counting: int | None = None
    player: int | None = None
    took: int = 0
    mistakes: int = 0

    @classmethod
    def new(cls, rng: random.Random, side: int, stack: int, *, flowers: bool = True) -> KidsDeal:
        """Shuffle the wall with ``rng``, break it on ``side`` (a seat number) after ``stack``
        (counted from the side's right end) and plan the deal of :data:`~mjcore.game.rules.KIDS2P`."""
        rules = KIDS2P.with_options(flowers=flowers)
        tiles = list(tile_set(rules.flowers))
        rng.shuffle(tiles)
        layout = tuple(tiles)
        order = draw_order(layout, rules, side, stack)
        seats = rules.table_seats
        empty = ((),) * len(seats)
        return cls(layout, order, side, stack, deal_plan(rules), seats, empty, empty, back=len(order))

    @property
    def next_take(self) -> tuple[int, int] | None:
        """``(player index, tiles)`` of the next take, ``None`` once all 13 are dealt."""
        return self.plan[self.step] if self.step < len(self.plan) else None

    @property
    def with_bonus(self) -> int | None:
        """The first player (index) with flowers or seasons in hand, once the hands are dealt."""
        if self.next_take is not None:
            return None
        return next((i for i, hand in enumerate(self.hands) if any(t.is_bonus for t in hand)), None)

    @property
    def is_over(self) -> bool:
        return self.next_take is None and self.counting is None and self.with_bonus is None

    def take(self) -> KidsDeal:
        """The next step of the plan: the player takes tiles from the front of the wall."""
        if self.counting is not None or self.next_take is None:
            raise BadMoveError("error.mini.over")
        player, count = self.next_take
        hands = list(self.hands)
        hands[player] += self.order[self.front:self.front + count]
        return replace(self, hands=tuple(hands), step=self.step + 1, front=self.front + count,
                       counting=player, player=player, took=count)

    def answer(self, count: int) -> KidsDeal:
        """The child's count of the player's tiles; a wrong one is counted, the question stays."""
        if self.counting is None:
            raise BadMoveError("error.mini.over")
        if count != len(self.hands[self.counting]):
            return replace(self, mistakes=self.mistakes + 1)
        return replace(self, counting=None)

    def set_aside(self) -> KidsDeal:
        """The player with bonus tiles sets them aside and takes as many from the other end,
        one at a time (a new flower or season waits for the next time)."""
        player = self.with_bonus
        if player is None or self.counting is not None:
            raise BadMoveError("error.mini.over")
        hand = self.hands[player]
        bonus = tuple(t for t in hand if t.is_bonus)
        back = self.back - len(bonus)
        replacements = self.order[back:self.back][::-1]
        hands, aside = list(self.hands), list(self.aside)
        hands[player] = tuple(t for t in hand if not t.is_bonus) + replacements
        aside[player] += bonus
        return replace(self, hands=tuple(hands), aside=tuple(aside), back=back, player=player, took=len(bonus))

    def taken(self, position: int) -> bool:
        """Whether the tile at ``position`` in the draw order is already in a hand or set aside."""
        return position < self.front or position >= self.back


#: The deal's sentences about a hand: the child's («ты»), then the computer's.
SAID = {
    "deal_turn_stacks": ("kids.wall_dice.deal_turn_stacks.you", "kids.wall_dice.deal_turn_stacks.computer"),
    "deal_turn_one": ("kids.wall_dice.deal_turn_one.you", "kids.wall_dice.deal_turn_one.computer"),
    "deal_ask": ("kids.wall_dice.deal_ask.you", "kids.wall_dice.deal_ask.computer"),
    "deal_wrong": ("kids.wall_dice.deal_wrong.you", "kids.wall_dice.deal_wrong.computer"),
    "deal_wrong_first": ("kids.wall_dice.deal_wrong_first.you", "kids.wall_dice.deal_wrong_first.computer"),
    "deal_bonus": ("kids.wall_dice.deal_bonus.you", "kids.wall_dice.deal_bonus.computer"),
    "deal_set_aside_done": ("kids.wall_dice.deal_set_aside_done.you", "kids.wall_dice.deal_set_aside_done.computer"),
    "deal_player": ("kids.wall_dice.deal_player.you", "kids.wall_dice.deal_player.computer"),
}


class WallDiceBoard(KidsBoard):
    """Throw the dice, find where the wall breaks and deal the hands (seed 000, lines 251-257).

    Two throws: the first picks the side (count the seats clockwise from seat 1), the second
    the stack (count the stacks from the right end of that side) — counting up to twenty.
    Then the deal (:class:`KidsDeal`) for two players on seats 1 and 3, the child («ты») and the
    computer as at lesson 11's table: "Take tiles" gives the next player his tiles from the
    break, face up, and the child counts them (4, 8, 12, 13); flowers and seasons are set aside and replaced from the other end of the wall.
    ``deal=False`` stops at the break.
    """

    activity = "wall_dice"
    css = "mj-wall-dice"

    def __init__(self, side_dice: str = "2d6", stack_dice: str = "3d6", bonus: bool = True, *, deal: bool = True,
                 lang: str | None = None, seed: int | None = None, progress: ProgressFile | bool | None = None) -> None:
        self.dice = {"side_dice": side_dice, "stack_dice": stack_dice, "bonus": bonus}
        self.deal = deal
        self.dealt: KidsDeal | None = None
        self.thrown = 0
        self.question_text = ""
        super().__init__(lang=lang, seed=seed, progress=progress)

    def setup(self) -> None:
        self.hint_button = self.button("base.hint", self.ask_hint, style="warning")
        self.throw_button = self.button("kids.wall_dice.throw", self.throw)
        self.number_buttons = number_buttons(range(1, 21), self.answer)
        self.side_buttons = [self.button("kids.wall_dice.side", partial(self.answer, n), seat=n) for n in (1, 2, 3, 4)]
        self.take_button = self.button("kids.wall_dice.deal_take", self.take)
        self.aside_button = self.button("kids.wall_dice.deal_set_aside", self.set_aside, style="warning")

    def start(self) -> WallDice:
        self.thrown = 0
        self.dealt = None
        return WallDice.new(self.rng, **self.dice)  # type: ignore[arg-type]

    @property
    def is_over(self) -> bool:
        """The wall is broken and, unless ``deal=False``, both hands are dealt."""
        return bool(self.game.is_over) and (not self.deal or (self.dealt is not None and self.dealt.is_over))

    @property
    def waiting_throw(self) -> bool:
        """The dice of the current step are not thrown yet."""
        step = self.game.step
        return (step is Step.SIDE_TOTAL and self.thrown < 1) or (step is Step.STACK_TOTAL and self.thrown < 2)

    def dice_row(self) -> widgets.HTML:
        throws = [(self.game.side_dice, self.dice["side_dice"]), (self.game.stack_dice, self.dice["stack_dice"])]
        faces = []
        for throw, dice in throws[:self.thrown]:  # six-sided dice by their faces, a d4 or d20 by its number
            faces.append(" ".join(DIE_FACES[v - 1] if str(dice).endswith("d6") else
                                  f'<span class="mj-die-number">{v}</span>' for v in throw))
        box = widgets.HTML(f"<div>{' &nbsp;|&nbsp; '.join(faces)}</div>")
        box.add_class("mj-dice")
        return box

    def rows(self) -> list[widgets.Widget]:
        game: WallDice = self.game
        if self.dealt is not None:
            return self.deal_rows()
        rows: list[widgets.Widget] = [self.dice_row()]
        if game.is_over:
            self.question_text = ""
            rows.append(self.wall_row(game.stack))
            return rows
        if self.waiting_throw:
            again = "_again" if self.thrown else ""
            self.question_text = self.tr(f"kids.wall_dice.ask_throw{again}", stacks=game.stacks)
        else:
            self.question_text = self.text(game.prompt())
        rows.insert(0, self.question(self.question_text))
        if self.waiting_throw:
            return rows
        if game.step is Step.SIDE:
            rows.append(part(self.side_buttons, "mj-seats"))
        elif game.step is Step.STACK:
            rows.append(self.wall_row(None))
        else:
            rows.append(part(self.number_buttons, "mj-numbers"))
        return rows

    def wall_row(self, broken: int | None) -> widgets.HBox:
        """The side of the wall, face down; a click on a stack answers its number from the right.

        Once broken, the stack before the break is outlined, and during the deal the stacks
        of this side already taken are shown gone."""
        stacks = self.game.stacks

        def state(index: int) -> str | None:
            if not broken:
                return None
            from_right = stacks - 1 - index  # 0 = the right end
            if self.dealt is not None:
                stack = from_right - broken if from_right >= broken else from_right - broken + 4 * stacks
                if self.dealt.taken(2 * stack) or self.dealt.taken(2 * stack + 1):
                    return "gone"
            return "good" if from_right == broken - 1 else None

        self.wall = self.tile_row([None] * stacks, None if broken else self.click_stack, state,
                                  "mj-wall", size="small", keep="wall")
        return self.wall

    # -- the deal -------------------------------------------------------------------------
    def count_word(self, count: int) -> str:
        """``'4 tiles'`` / ``'4 фишки'``."""
        return f"{count} {plural('game.word.tile.kids', count, self.lang)}"

    def said(self, key: str, player: int, /, **params: object) -> str:  # key: a name of SAID
        """A deal's sentence about ``player``: the first is the child («ты»), the other the
        computer, as at lesson 11's table of two (the glossary's places, not seat numbers)."""
        return self.tr(SAID[key][player], **params)

    def deal_question(self) -> str:
        deal = self.dealt
        assert deal is not None
        if deal.counting is not None:
            return self.said("deal_ask", deal.counting)
        if deal.next_take is not None:
            player, count = deal.next_take
            if count == 1:  # the kids' plan: two stacks of two, three times; then one tile
                return self.said("deal_turn_one", player)
            return self.said("deal_turn_stacks", player, tiles=self.count_word(count))
        if deal.with_bonus is not None:
            hand = deal.hands[deal.with_bonus]
            names = ", ".join(self.tile_name(t) for t in hand if t.is_bonus)
            return self.said("deal_bonus", deal.with_bonus, bonus=names)
        return ""

    def deal_rows(self) -> list[widgets.Widget]:
        """The question, each player's hand face up (and his bonus tiles set aside), the numbers, the wall."""
        deal = self.dealt
        assert deal is not None
        self.question_text = self.deal_question()
        rows: list[widgets.Widget] = [self.question(self.question_text)] if self.question_text else []
        for index in range(len(deal.seats)):
            hand = deal.hands[index]
            new = len(hand) - deal.took if index == deal.player else len(hand)
            label = widgets.HTML(f"<b>{html.escape(self.said('deal_player', index))}</b>")
            player = [label, self.tile_row(hand, None, partial(_new_tiles, new), "mj-deal-hand")]
            if deal.aside[index]:
                aside = widgets.HTML(html.escape(self.tr("kids.wall_dice.deal_aside")))
                player.append(part([aside, *self.tiles(deal.aside[index], size="medium")], "mj-deal-aside"))
            box = widgets.VBox(player)
            box.add_class("mj-deal-player")
            rows.append(box)
        if deal.counting is not None:
            rows.append(part(self.number_buttons, "mj-numbers"))
        rows.append(self.wall_row(self.game.stack))
        return rows

    def deal_step(self, message: str) -> None:
        """Say how the step went; after the last one, say the hands are ready and log the game."""
        if not self.is_over:
            self.say(message, "good")
            self.render()
            return
        deal = self.dealt
        assert deal is not None
        self.play(self.game, "\n".join((message, self.tr("kids.wall_dice.deal_done",
                                                          tiles=self.count_word(len(deal.hands[0]))))))

    @move
    def take(self) -> None:
        """The next player of the plan takes his tiles from the break."""
        if self.dealt is not None:
            self.dealt = self.dealt.take()
            self.say("")
            self.render()

    @move
    def set_aside(self) -> None:
        """The player with flowers or seasons sets them aside and takes as many from the other end."""
        if self.dealt is None or self.dealt.with_bonus is None:
            return
        player = self.dealt.with_bonus
        bonus = ", ".join(self.tile_name(t) for t in self.dealt.hands[player] if t.is_bonus)
        self.dealt = self.dealt.set_aside()
        self.deal_step(self.said("deal_set_aside_done", player, bonus=bonus,
                                 tiles=self.count_word(self.dealt.took)))

    def count(self, value: int) -> None:
        """The child's count of the tiles of the player who has just taken."""
        deal = self.dealt
        assert deal is not None and deal.counting is not None
        after = deal.answer(value)
        self.dealt = after
        if after.mistakes > deal.mistakes:
            before = len(deal.hands[deal.counting]) - deal.took
            key = "deal_wrong" if before else "deal_wrong_first"
            self.say(self.said(key, deal.counting, before=before, took=deal.took), "bad")
            self.render()
            return
        self.deal_step(self.tr("kids.wall_dice.deal_right", tiles=self.count_word(value)))

    # -- moves --------------------------------------------------------------------------------
    def actions(self) -> list[widgets.Widget]:
        deal = self.dealt
        if deal is not None:
            if deal.counting is not None:
                return []
            return [self.take_button] if deal.next_take is not None else [self.aside_button]
        return [self.throw_button] if self.waiting_throw else [self.hint_button]

    def status_line(self) -> object:
        if self.is_over:
            return ""
        if self.dealt is not None:
            deal = self.dealt  # the step being done: the next take, or the one being counted
            step = min(deal.step + (deal.counting is None), len(deal.plan))
            return self.tr("kids.wall_dice.deal_status", step=step, steps=len(deal.plan))
        return self.tr("kids.wall_dice.steps", step=list(Step).index(self.game.step) + 1)

    @move
    def throw(self) -> None:
        if self.waiting_throw:
            self.thrown += 1
            self.say("")
            self.render()

    @move
    def click_stack(self, index: int) -> None:
        self.answer(self.game.stacks - index)

    @move
    def answer(self, value: int) -> None:
        """A number for the dice part, or the count of a hand during the deal."""
        if self.dealt is not None:
            if self.dealt.counting is not None:
                self.count(value)
            return
        game: WallDice = self.game
        after = game.answer(value)
        if after.is_over and self.deal:
            self.dealt = KidsDeal.new(self.rng, after.side, after.stack, flowers=bool(self.dice["bonus"]))
        self.play(after, after.feedback, "bad" if after.mistakes > game.mistakes else "good")

    def parent_summary(self, summary: Summary) -> str:
        """The core's summary of the dice; the counting mistakes of the deal, if any, too."""
        if self.dealt is None or not self.dealt.mistakes:
            return self.text(summary)
        lines = [self.text(line) for line in summary.lines if line.key != "mini.wall.no_mistakes"]
        return "\n".join([*lines, self.tr("kids.wall_dice.deal_mistakes", count=self.dealt.mistakes)])

    def result(self, summary: Summary) -> dict[str, Any]:
        deal_mistakes = self.dealt.mistakes if self.dealt is not None else 0
        return {"score": 4 - len(set(self.game.wrong_steps)), "mistakes": self.game.mistakes + deal_mistakes,
                "dealt": self.dealt is not None, "deal_mistakes": deal_mistakes}


def _new_tiles(new: int, index: int) -> str | None:
    """The mark of a hand's tile: ``selected`` for those just taken (from ``new`` on)."""
    return "selected" if index >= new else None
