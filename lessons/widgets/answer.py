"""How a question of the core is answered on a board: a row of options, tiles to pick, a number.

The answer form follows the question (:class:`~mjcore.quiz.AnswerForm`): option buttons in
words (:func:`option_row`), tile pictures when the options are tiles or the answer is tiles
(:func:`tiles_offered`), a number box for counts and scores (a child's count: lesson 10's big
number buttons, :mod:`lessons.widgets.numbers`).  With several answers a click
picks a value or drops it again (:meth:`AnswerInput.toggle`) until "Check".  After the
answer, :meth:`AnswerInput.show_marks` colours the right values green and the wrong picks
red; a kids' wrong try is marked by :meth:`AnswerInput.mark_wrong`.  The quiz
(:class:`~lessons.widgets.quiz.QuizWidget`) and the drills
(:class:`~lessons.widgets.drill.ScoreItYourself`) answer with it; each board says what a
click means (:class:`Answering` shows its parts as the board's own).

>>> from lessons.widgets.board import Board
>>> from mjcore.quiz import generate
>>> import random
>>> question = generate("set_kind", random.Random(1), 1)
>>> chosen = []
>>> answers = AnswerInput(Board(lang="en"), question, choose=chosen.append, toggle=lambda v, b: None)
>>> answers.option_buttons[0].click()
>>> chosen == [question.options[0].value]
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import ipywidgets as widgets

from lessons.widgets.board import Board
from lessons.widgets.numbers import number_row
from lessons.widgets.tiles import mark
from mjcore.quiz import AnswerForm, Option, Question
from mjcore.tiles import KINDS, Tile

#: Families whose tile options must be read as words (the question is the tile's name).
WORD_OPTIONS = {"tile_name"}


def option_tiles(question: Question) -> list[Tile] | None:
    """The options as tiles when every option is a tile (``None`` otherwise)."""
    tiles = [option.tile for option in question.options if option.tile is not None]
    return tiles if tiles and len(tiles) == len(question.options) else None


def tile_palette(question: Question) -> list[Tile]:
    """The tiles offered for a ``TILES`` answer: every kind of the suits in the hand (and the
    honors when the hand holds one) — the answer is always among them."""
    hand = question.hand
    held = set(question.tiles) | (set(hand.all_tiles) if hand is not None else set())
    suits = {tile.suit for tile in held}
    palette = {tile for tile in KINDS if tile.suit in suits} | set(question.answer_tiles)
    return sorted(palette)


def tiles_offered(question: Question) -> list[Tile] | None:
    """The tiles ``question`` is answered with: the palette of a ``TILES`` answer, the options
    when they are tiles (not for a family that asks a tile's name), else ``None`` (words)."""
    if question.form is AnswerForm.TILES:
        return tile_palette(question)
    return option_tiles(question) if question.family not in WORD_OPTIONS else None


def option_row(board: Board, options: Sequence[Option], on_click: Callable[[str, widgets.Button], None]) -> list[widgets.Button]:
    """One large button per option, captioned in the board's words; a click calls
    ``on_click(value, button)``. Each button keeps its option's ``value``."""
    buttons = []
    for option in options:
        button = widgets.Button(description=board.text(option.label), layout=widgets.Layout(width="auto"))
        button.add_class("mj-big")
        button.value = option.value
        button.on_click(lambda b, v=option.value: on_click(v, b))
        buttons.append(button)
    return buttons


def select(button: widgets.Button, on: bool) -> None:
    """Show a value picked (or dropped again): a tile outlined, an option coloured."""
    if hasattr(button, "tile"):
        mark(button, "selected" if on else None)
    else:
        button.button_style = "info" if on else ""


def pressable(question: Question, numbers: Sequence[int]) -> bool:
    """Whether a number question is answered by pressing one of ``numbers`` (its answer is one of
    them; else it keeps the number box)."""
    return all(answer.isdigit() and int(answer) in numbers for answer in question.answer)


class AnswerInput:
    """The answer form of one question (see the module docstring): ``widget`` is what the board
    shows; ``choose(value)`` answers a one-answer question, ``toggle(value, button)`` is a
    click when several values are picked."""

    def __init__(self, board: Board, question: Question, *, choose: Callable[[str], None],
                 toggle: Callable[[str, widgets.Button], None], placeholder: str = "",
                 numbers: Sequence[int] | None = None) -> None:
        self.question = question
        #: Several values are picked, then checked (tiles to find, options to tick).
        self.several = question.form in (AnswerForm.SEVERAL, AnswerForm.TILES)
        self.picked: list[str] = []
        self.tile_buttons: list[widgets.Button] = []
        self.option_buttons: list[widgets.Button] = []
        self.number_box: widgets.Text | None = None
        #: Names typed (recall: no list to pick from), the text "Check" answers.
        self.names_box: widgets.Textarea | None = None
        #: A child's count: big number buttons (``numbers``, lesson 10's), a press answers.
        self.number_buttons: list[widgets.Button] = []
        self.widget: widgets.Widget
        if question.form is AnswerForm.NUMBER and numbers is not None and pressable(question, numbers):
            self.widget = number_row(numbers, lambda number: choose(str(number)))
            self.number_buttons = list(self.widget.children)
            return
        if question.form is AnswerForm.NUMBER:
            self.number_box = widgets.Text(placeholder=placeholder, layout=widgets.Layout(width="8em"))
            self.number_box.add_class("mj-quiz-number")
            self.widget = self.number_box
            return
        if question.form is AnswerForm.NAMES:
            self.names_box = widgets.Textarea(placeholder=board.tr("drill.names_placeholder"),
                                              layout=widgets.Layout(width="100%", max_width="36em", height="4.5em"))
            self.names_box.add_class("mj-quiz-names")
            self.widget = self.names_box
            return
        tiles = tiles_offered(question)
        if tiles is not None:
            values = [str(tile) for tile in tiles]

            def clicked(index: int) -> None:
                if self.several:
                    toggle(values[index], self.tile_buttons[index])
                else:
                    choose(values[index])

            self.tile_buttons = board.tiles(tiles, clicked, size="medium" if len(tiles) > 9 else "large")
            self.widget = board.row(self.tile_buttons)
            return
        self.option_buttons = option_row(board, question.options,
                                         toggle if self.several else lambda value, _button: choose(value))
        self.widget = board.row(self.option_buttons)

    def response(self) -> str | list[str] | None:
        """What "Check" answers: the whole number typed, or the values picked; ``None`` while
        there is none (words in the number box, nothing picked)."""
        if self.number_box is not None:
            text = self.number_box.value.strip()
            return text if text.lstrip("-").isdigit() else None
        if self.names_box is not None:
            return self.names_box.value.strip() or None
        return list(self.picked) or None

    def toggle(self, value: str, button: widgets.Button) -> None:
        """Pick ``value`` or drop it again."""
        on = value not in self.picked
        if on:
            self.picked.append(value)
        else:
            self.picked.remove(value)
        select(button, on)

    def show_marks(self, response: str | list[str]) -> None:
        """Right answers in green, wrong picks in red."""
        given = {response} if isinstance(response, str) else set(response)
        right = set(self.question.answer)
        for button in self.tile_buttons:
            value = str(button.tile)
            mark(button, "good" if value in right else "bad" if value in given else None)
        for button in self.option_buttons:
            button.button_style = "success" if button.value in right else "danger" if button.value in given else ""

    def mark_wrong(self, response: str | list[str], *, lock: bool = False) -> None:
        """A wrong try: its picks in red, nothing picked; ``lock``: a wrong pick of a one-answer
        question can no longer be pressed."""
        given = {response} if isinstance(response, str) else set(response)
        wrong = given - set(self.question.answer)
        lock = lock and self.question.form is AnswerForm.ONE
        for button in self.tile_buttons:
            value = str(button.tile)
            mark(button, "bad" if value in wrong else None)
            button.disabled = value in wrong and lock
        for button in self.option_buttons:
            if button.value in wrong:
                button.button_style = "danger"
                button.disabled = lock
            else:
                button.button_style = ""
        self.picked = []


class Answering:
    """A board that asks with an :class:`AnswerInput` (``self.answers``): its parts read as the
    board's own (``board.tile_buttons``, ``board.picked``...)."""

    answers: AnswerInput

    @property
    def tile_buttons(self) -> list[widgets.Button]:
        return self.answers.tile_buttons

    @property
    def option_buttons(self) -> list[widgets.Button]:
        return self.answers.option_buttons

    @property
    def number_box(self) -> widgets.Text | None:
        return self.answers.number_box

    @property
    def number_buttons(self) -> list[widgets.Button]:
        return self.answers.number_buttons

    @property
    def picked(self) -> list[str]:
        """The values picked so far (several answers)."""
        return self.answers.picked

    @picked.setter
    def picked(self, values: list[str]) -> None:
        self.answers.picked = values


__all__ = ["WORD_OPTIONS", "AnswerInput", "Answering", "option_row", "option_tiles", "pressable", "select",
           "tile_palette", "tiles_offered"]
