"""How a hand was won, as controls: the winning tile, the flags, the winds, flowers, riichi's extras.

:class:`SituationPanel` shows the options of ``python -m mjcore score`` and gives the core's
:class:`~mjcore.scoring.WinContext` they describe (:meth:`SituationPanel.context`); it is set
from a scoring request (:meth:`SituationPanel.load`: the keywords of a calculator, the YAML
cases and the exercise bank use that shape), which the core reads and checks first.

>>> from lessons.widgets.board import Board
>>> from mjcore.hand import Hand
>>> panel = SituationPanel(Board(lang="en"))
>>> panel.offer_tiles(Hand.from_str("123m456p789s234s55z"))
>>> panel.load({"win": "4s", "seat": "S", "self_drawn": True})
>>> context = panel.context()
>>> str(context.win_tile), context.seat_wind.name, context.self_drawn
('4s', 'SOUTH', True)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as widgets

from lessons.widgets.board import Board, set_shown
from lessons.widgets.calculator.words import WIND_LETTERS
from mjcore.errors import ParseError
from mjcore.hand import Hand
from mjcore.i18n import tr
from mjcore.notation import parse_tiles
from mjcore.scoring import WinContext, WinTileError
from mjcore.scoring.request import FLAGS, read_situation, win_tile
from mjcore.tiles import WINDS, Tile

#: Win flags that only riichi scores (shown with the riichi options).
RIICHI_FLAGS = ("riichi", "double_riichi", "ippatsu")


def wind_of(letter: str) -> Tile:
    """The wind tile of a seat letter (``"S"`` -> South)."""
    return WINDS[WIND_LETTERS.index(letter)]


class SituationPanel(widgets.VBox):
    """How the hand was won (see the module docstring)."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.hand_text = ""
        lang = board.lang
        winds = [(tile.full_name(lang), letter) for tile, letter in zip(WINDS, WIND_LETTERS)]
        self.win = widgets.Dropdown(options=[], description=board.tr("calc.win_tile"), style={"description_width": "initial"})
        self.win.add_class("mj-win-tile")
        self.flags = {
            flag: widgets.Checkbox(value=False, description=board.tr(f"calc.flag.{flag}"),
                                   tooltip=tr(f"cli.score.opt.{flag}", lang), indent=False)
            for flag in FLAGS
        }
        for flag, box in self.flags.items():
            box.add_class(f"mj-flag-{flag}")
        wide = {"description_width": "initial"}
        fits = widgets.Layout(width="max-content", min_width="16em")  # the Russian wind names are long
        self.seat = widgets.Dropdown(options=winds, value="E", description=board.tr("calc.seat"), style=wide, layout=fits)
        self.round = widgets.Dropdown(options=winds, value="E", description=board.tr("calc.round"), style=wide,
                                      layout=widgets.Layout(width="max-content", min_width="16em"))
        self.discarder = widgets.Dropdown(options=[(board.tr("calc.discarder.default"), ""), *winds], value="",
                                          description=board.tr("calc.discarder"), style=wide,
                                          layout=widgets.Layout(width="max-content", min_width="18em"))
        self.flowers = widgets.BoundedIntText(value=0, min=0, max=8, description=board.tr("calc.flowers"), style=wide,
                                              layout=widgets.Layout(width="14em"))
        self.texts = {name: widgets.Text(value="", description=board.tr(f"calc.{name}"), style=wide,
                                         layout=widgets.Layout(width="16em"))
                      for name in ("dora_indicators", "ura_dora_indicators", "red_fives")}
        self.numbers = {name: widgets.BoundedIntText(value=0, min=0, max=99, description=board.tr(f"calc.{name}"),
                                                     style=wide, layout=widgets.Layout(width="12em"))
                        for name in ("honba", "riichi_sticks")}
        common = [box for flag, box in self.flags.items() if flag not in RIICHI_FLAGS]
        riichi = [self.flags[flag] for flag in RIICHI_FLAGS]
        self.riichi_box = widgets.VBox([Board.row(riichi), Board.row([*self.texts.values(), *self.numbers.values()])])
        self.riichi_box.add_class("mj-riichi-options")
        super().__init__([
            Board.row([self.win, self.seat, self.round, self.discarder, self.flowers]),
            Board.row(common),
            self.riichi_box,
        ])
        self.add_class("mj-situation")

    def on_change(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` whenever any control changes."""
        controls = [self.win, *self.flags.values(), self.seat, self.round, self.discarder, self.flowers,
                    *self.texts.values(), *self.numbers.values()]
        for control in controls:
            control.observe(lambda _change: callback(), names="value")

    def show_riichi(self, shown: bool) -> None:
        """Show riichi's own options (riichi, ippatsu, dora...) or hide them."""
        set_shown(self.riichi_box, shown)

    def show_options(self, options: frozenset[str] | None) -> None:
        """Show only the options a system scores (``None``: every option, for the comparison);
        a hidden option is cleared, so nothing hidden changes a score."""
        def shown(name: str) -> bool:
            return options is None or name in options

        for flag, box in self.flags.items():
            visible = flag == "self_drawn" or shown(flag)
            set_shown(box, visible)
            if not visible:
                box.value = False
        set_shown(self.flowers, shown("flowers"))
        if not shown("flowers"):
            self.flowers.value = 0
        for name, text in self.texts.items():
            set_shown(text, shown(name))
            if not shown(name):
                text.value = ""
        for name, number in self.numbers.items():
            set_shown(number, shown(name))
            if not shown(name):
                number.value = 0
        riichi = options is None or any(name in options for name in ("riichi", "dora_indicators", "honba"))
        self.show_riichi(riichi)

    def offer_tiles(self, hand: Hand, preferred: Tile | None = None) -> None:
        """Offer the hand's concealed tiles as the winning tile, keeping the choice if possible."""
        lang = self.board.lang
        self.hand_text = str(hand)
        kinds = list(dict.fromkeys(hand.concealed))
        current = self.win.value
        options = [(f"{tile} — {tile.full_name(lang)}", str(tile)) for tile in kinds]
        self.win.options = options
        values = [value for _, value in options]
        for choice in (current, None if preferred is None else str(preferred), values[-1] if values else None):
            if choice in values:
                self.win.value = choice
                break

    def context(self) -> WinContext:
        """The win the controls show, as the core's :class:`WinContext` (which every scorer checks).

        No winning tile is the request's error (``error.request.win_tile``); the indicator boxes
        are read as tile notation (a typo is the notation's :class:`~mjcore.errors.ParseError`).
        """
        if not self.win.value:
            raise ParseError("error.request.win_tile")
        tile = Tile.from_str(self.win.value)
        tiles = {name: parse_tiles(box.value) if box.value.strip() else () for name, box in self.texts.items()}
        flags: dict[str, Any] = {flag: bool(box.value) for flag, box in self.flags.items()}
        return WinContext(
            tile,
            seat_wind=wind_of(self.seat.value),
            round_wind=wind_of(self.round.value),
            discarder=wind_of(self.discarder.value) if self.discarder.value else None,
            flowers=int(self.flowers.value),
            dora_indicators=tiles["dora_indicators"],
            ura_dora_indicators=tiles["ura_dora_indicators"],
            red_fives=tiles["red_fives"],
            honba=int(self.numbers["honba"].value),
            riichi_sticks=int(self.numbers["riichi_sticks"].value),
            **flags,
        )

    def load(self, data: Mapping[str, Any]) -> None:
        """Set every control from a request (``win``, ``self_drawn``, ``seat``, ``round``...);
        what the request does not give takes its default (East, no flags, no flowers). The core
        reads and checks the request first: a wrong one is its message, and no control changes."""
        situation = read_situation(data)
        win = data.get("win_tile", data.get("win"))
        tile = None if win is None else win_tile(win)
        if tile is not None and str(tile) not in [value for _, value in self.win.options]:
            raise WinTileError("error.score.win_tile", tile=tile, hand=self.hand_text)
        if tile is not None:
            self.win.value = str(tile)
        for flag, box in self.flags.items():
            box.value = bool(situation.get(flag, False))
        self.seat.value = WIND_LETTERS[WINDS.index(situation.get("seat_wind", Tile.EAST))]
        self.round.value = WIND_LETTERS[WINDS.index(situation.get("round_wind", Tile.EAST))]
        discarder = situation.get("discarder")
        self.discarder.value = "" if discarder is None else WIND_LETTERS[WINDS.index(discarder)]
        self.flowers.value = situation.get("flowers", 0)
        for name, box in self.texts.items():
            box.value = " ".join(map(str, situation.get(name, ())))
        for name, box in self.numbers.items():
            box.value = situation.get(name, 0)


__all__ = ["RIICHI_FLAGS", "SituationPanel", "wind_of"]
