"""Building a hand by clicks or by text: a tile palette and a hand builder.

:class:`TilePicker` is a palette of every tile (one row per suit); a click calls
``on_pick(tile)``.  :class:`HandBuilder` puts a palette, the hand being built and a text box
for MPSZ notation together: a palette click adds a tile, a click on a tile of the hand takes
it back (a declared set goes back whole), the text box takes any hand the notation writes
(``123m 456p [789s] {5555z} 1f``).  The hand is a :class:`mjcore.hand.Hand`, so the core
refuses what cannot be — a fifth copy, more than 14 tiles, bad notation — and the builder
shows the core's message and keeps the hand it had.

>>> builder = HandBuilder("123m", lang="en")
>>> builder.picker.buttons[4].click()          # the palette's 5m
>>> builder.hand_text
'1235m'
>>> builder.hand_buttons[0].click()            # take back the 1m
>>> builder.hand_text
'235m'
>>> builder.set_text("55555m")
>>> builder.feedback_text, builder.hand_text
('5 copies of 5m (5 of Characters): the set has only 4', '235m')
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import ipywidgets as widgets

from lessons.widgets.board import Board, guarded
from lessons.widgets.quiet import Quiet
from mjcore.errors import WrongTileCountError
from mjcore.hand import Hand
from mjcore.notation import parse_hand
from mjcore.tiles import SUIT_SIZE, Suit, Tile

#: The most tiles a hand may hold (a kong counts as 3): a complete hand.
MAX_TILES = 14


def suit_tiles(suits: str) -> list[list[Tile]]:
    """The tiles of each suit letter in ``suits`` (``m p s z f``), one list per suit."""
    rows = []
    for letter in suits:
        suit = Suit(letter)
        rows.append([Tile.of(suit, number) for number in range(1, SUIT_SIZE[suit] + 1)])
    return rows


def empty_hand() -> Hand:
    """A hand with no tiles (a builder's start)."""
    return Hand((), (), (), check_size=False)


def hand_tiles(hand: Hand) -> list[Tile]:
    """Every tile of ``hand`` in the order it is shown: concealed, each set, bonus tiles."""
    return [*hand.concealed, *(tile for meld in hand.melds for tile in meld.tiles), *hand.bonus]


def check_size(hand: Hand) -> Hand:
    """``hand`` itself; :class:`WrongTileCountError` when it holds more than 14 tiles."""
    if hand.tile_count > MAX_TILES:
        raise WrongTileCountError("error.hand.tile_count", count=hand.tile_count)
    return hand


def _is_bonus(button: widgets.Widget) -> bool:
    tile = getattr(button, "tile", None)
    return tile is not None and tile.is_bonus


class TilePicker(Board):
    """A palette of tiles, one row per suit; a click calls ``on_pick(tile)``.

    ``suits`` lists the suit letters shown: ``m`` characters, ``p`` dots, ``s`` bamboo,
    ``z`` winds and dragons, ``f`` flowers and seasons.

    >>> picked = []
    >>> picker = TilePicker(picked.append, suits="z", lang="en")
    >>> picker.buttons[0].click()
    >>> picked, picker.buttons[0].tooltip
    ([Tile.EAST], 'East wind')
    """

    def __init__(
        self,
        on_pick: Callable[[Tile], None] | None = None,
        suits: str = "mpsz",
        *,
        size: str = "medium",
        lang: str | None = None,
        seed: int | None = None,
    ) -> None:
        super().__init__(lang=lang)
        self.on_pick = on_pick
        self.suits = suits
        self.buttons: list[widgets.Button] = []
        self.rows: list[widgets.HBox] = []
        for tiles in suit_tiles(suits):
            buttons = self.tiles(tiles, partial(self.pick_of, tiles), size=size)
            self.buttons += buttons
            self.rows.append(self.row(buttons))
        self.body.children = self.rows
        self.add_class("mj-picker")

    def show_bonus(self, shown: bool) -> None:
        """Show the row of flowers and seasons, or not (a system without bonus tiles: riichi).

        >>> picker = TilePicker(suits="mpszf", lang="en")
        >>> picker.show_bonus(False)
        >>> len(picker.body.children), len(picker.rows)
        (4, 5)
        """
        self.body.children = [row for row in self.rows if shown or not row.children or not _is_bonus(row.children[0])]

    @guarded
    def pick(self, tile: Tile) -> None:
        """What a click on ``tile`` does: tell ``on_pick``."""
        if self.on_pick is not None:
            self.on_pick(tile)

    def pick_of(self, tiles: Sequence[Tile], index: int) -> None:
        """A click on the ``index``-th button of a row of ``tiles``."""
        self.pick(tiles[index])


class HandBuilder(Board):
    """A hand built by clicks on a palette or typed in MPSZ notation (see the module doc).

    ``hand_text`` is the hand in canonical notation; every function in ``on_change`` is
    called with it after each change.  ``last_added`` is the tile added last by a click (a
    calculator offers it as the winning tile).

    >>> builder = HandBuilder(lang="ru")
    >>> seen = []
    >>> builder.on_change.append(seen.append)
    >>> builder.text_box.value = "EE 123p [789s]"
    >>> builder.hand_text, seen
    ('123p11z [789s]', ['123p11z [789s]'])
    >>> builder.text_box.value = "123x"
    >>> builder.feedback_text, builder.hand_text
    ("неизвестная масть 'x' в позиции 4", '123p11z [789s]')
    """

    def __init__(
        self,
        hand: str = "",
        *,
        suits: str = "mpszf",
        lang: str | None = None,
        seed: int | None = None,
    ) -> None:
        super().__init__(lang=lang)
        self.hand = empty_hand()
        self.last_added: Tile | None = None
        self.on_change: list[Callable[[str], None]] = []
        self.picker = TilePicker(self.add, suits, lang=self.lang)
        self.text_box = widgets.Text(
            value="",
            placeholder=self.tr("picker.placeholder"),
            description=self.tr("picker.notation"),
            continuous_update=False,
            layout=widgets.Layout(width="min(36em, 100%)"),
        )
        self.text_box.add_class("mj-notation")
        self.text_box.observe(lambda change: self.set_text(change["new"]), names="value")
        self.clear_button = self.button("base.clear", self.clear, style="")
        self.hand_row = self.row([])
        self.hand_row.add_class("mj-hand")
        self.hand_buttons: list[widgets.Button] = []
        #: True while :meth:`render` puts the canonical text in the box (not the learner's typing).
        self.quiet = Quiet()
        self.body.children = [self.picker, self.row([self.text_box, self.clear_button]), self.hand_row]
        self.add_class("mj-hand-builder")
        if hand:
            self.set_text(hand)
        else:
            self.render()

    # state -> widgets
    @property
    def hand_text(self) -> str:
        """The hand in canonical MPSZ notation (``''`` when empty)."""
        return str(self.hand) if hand_tiles(self.hand) else ""

    def render(self) -> None:
        """Redraw the hand row and the tile count, and put the canonical text in the box."""
        self.hand_buttons = self.tiles(hand_tiles(self.hand), self.remove, size="medium")
        groups: list[widgets.Widget] = []
        start = 0
        for size in self._group_sizes():
            if groups:
                groups.append(widgets.HTML('<span class="mj-gap">&nbsp;&nbsp;</span>'))
            groups += self.hand_buttons[start : start + size]
            start += size
        self.hand_row.children = groups
        self.show_status(self.tr("picker.count", count=self.hand.tile_count))
        with self.quiet():
            self.text_box.value = self.hand_text

    def _group_sizes(self) -> list[int]:
        sizes = [len(self.hand.concealed), *(len(meld.tiles) for meld in self.hand.melds), len(self.hand.bonus)]
        return [size for size in sizes if size]

    def _set(self, hand: Hand) -> None:
        self.hand = check_size(hand)
        self.say("")
        self.render()
        for callback in list(self.on_change):
            callback(self.hand_text)

    # moves
    @guarded
    def set_text(self, text: str) -> None:
        """Take the hand written in ``text``; bad notation keeps the hand shown before."""
        if self.quiet:
            return
        if not text.strip():
            self._set(empty_hand())
            return
        hand = parse_hand(text, check_size=False)
        if hand != self.hand or text != self.hand_text:
            self._set(hand)

    @guarded
    def set_hand(self, hand: Hand) -> None:
        """Show ``hand`` (a hand the program gives: a scoring request loaded)."""
        if hand != self.hand:
            self._set(hand)

    @guarded
    def add(self, tile: Tile) -> None:
        """Add ``tile`` to the concealed tiles (a bonus tile is set aside)."""
        if tile.is_bonus:
            hand = Hand(self.hand.concealed, self.hand.melds, (*self.hand.bonus, tile), check_size=False)
        else:
            hand = Hand((*self.hand.concealed, tile), self.hand.melds, self.hand.bonus, check_size=False)
        self._set(hand)
        self.last_added = tile

    @guarded
    def remove(self, index: int) -> None:
        """Take back the tile shown at ``index`` (a declared set goes back whole). A click on a
        place that is gone (a fast second click while the hand is drawn again) changes nothing."""
        concealed, melds, bonus = list(self.hand.concealed), list(self.hand.melds), list(self.hand.bonus)
        if not 0 <= index < len(concealed) + sum(len(m.tiles) for m in melds) + len(bonus):
            return
        if index < len(concealed):
            del concealed[index]
        else:
            index -= len(concealed)
            for number, meld in enumerate(melds):
                if index < len(meld.tiles):
                    del melds[number]
                    break
                index -= len(meld.tiles)
            else:
                del bonus[index]
        self._set(Hand(tuple(concealed), tuple(melds), tuple(bonus), check_size=False))

    def clear(self) -> None:
        """Start again with no tiles."""
        self.last_added = None
        self._set(empty_hand())
