"""Big number buttons: a child answers a count by pressing its number (no box to type in).

One row of large buttons, one per number, each answering with its number; the class
``mj-numbers`` names the row (the browser tests find it). Lesson 10 (the dice's sums, the
tiles dealt: :class:`~lessons.widgets.kids.wall_dice.WallDiceBoard`) and lesson 12 (a hand's
points: :class:`~lessons.widgets.calculator.kids_count.KidsScoreBoard`; the kids' quiz and
count drill through :class:`~lessons.widgets.answer.AnswerInput`) use it.

>>> picked = []
>>> row = number_row(range(1, 4), picked.append)
>>> [b.description for b in row.children], "mj-numbers" in row._dom_classes
(['1', '2', '3'], True)
>>> row.children[1].click()
>>> picked
[2]
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import ipywidgets as widgets

#: The numbers a child presses for a count on the kids' track: to thirty (lesson 10 counts to
#: twenty; a kids' hand is worth at most 24, :func:`~lessons.widgets.calculator.kids_count.most_points`).
KIDS_NUMBERS = range(1, 31)


def number_buttons(numbers: Iterable[int], on_pick: Callable[[int], None]) -> list[widgets.Button]:
    """A large button for each of ``numbers``; a press calls ``on_pick(number)``."""
    buttons = []
    for number in numbers:
        button = widgets.Button(description=str(number), button_style="")
        button.add_class("mj-big")
        button.add_class("mj-number")
        button.on_click(lambda _button, n=number: on_pick(n))
        buttons.append(button)
    return buttons


def number_row(numbers: Iterable[int], on_pick: Callable[[int], None]) -> widgets.HBox:
    """The buttons of :func:`number_buttons` in one wrapping row of class ``mj-numbers``."""
    row = widgets.HBox(number_buttons(numbers, on_pick), layout=widgets.Layout(flex_flow="row wrap"))
    row.add_class("mj-numbers")
    return row


__all__ = ["KIDS_NUMBERS", "number_buttons", "number_row"]
