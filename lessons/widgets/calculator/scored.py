"""What the calculator and the comparison share: a hand built by clicks and how it was won.

:class:`ScoredHand` is a board with a :class:`~lessons.widgets.picker.HandBuilder` and a
:class:`~lessons.widgets.calculator.situation.SituationPanel`; :meth:`ScoredHand.scored` gives
the :class:`~mjcore.hand.Hand` built and the :class:`~mjcore.scoring.WinContext` shown, as
the scorers take them.  A change of the situation scores again once a result is shown; the
board's own changes (the winning tiles offered again, a preset) happen ``with self.quiet():``
(:class:`~lessons.widgets.quiet.Quiet`), so they score nothing.

>>> board = ScoredHand("123m456p789s234s55z", "en")
>>> hand, context = board.scored()
>>> hand.tile_count, str(context.win_tile)
(14, '5z')
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from lessons.widgets.board import Board, guarded
from lessons.widgets.calculator.situation import SituationPanel
from lessons.widgets.picker import HandBuilder, hand_tiles
from lessons.widgets.quiet import Quiet
from mjcore.errors import MahjongError, ParseError
from mjcore.hand import Hand
from mjcore.scoring import WinContext
from mjcore.scoring.request import request_from_mapping


def whole_hand(hand: Hand) -> Hand:
    """``hand`` (built tile by tile) as a whole hand to score: no tile at all is "no tiles
    given", other than 13 or 14 tiles the core's :class:`~mjcore.errors.WrongTileCountError`."""
    if not hand_tiles(hand):
        raise ParseError("error.parse.empty")
    return Hand(hand.concealed, hand.melds, hand.bonus)


class ScoredHand(Board):
    """A hand and its win, to score (see the module docstring); subclasses score and show."""

    def __init__(self, hand: str, lang: str | None) -> None:
        super().__init__(lang=lang)
        self.builder = HandBuilder(hand, lang=self.lang)
        self.situation = SituationPanel(self)
        #: Once scored, a change of the situation (a ticked box, another wind) scores again at once.
        self.live = False
        #: True while the board sets the situation itself: its observers stand aside.
        self.quiet = Quiet()
        self.builder.on_change.append(lambda _text: self.hand_changed())
        self.situation.offer_tiles(self.builder.hand, self.builder.last_added)
        self.situation.on_change(self.situation_changed)

    def situation_changed(self) -> None:
        """A control of the situation changed: score again if a result is shown, else wait."""
        if self.quiet:
            return
        if self.live:
            self.compute()
        else:
            self.forget()

    def compute(self) -> None:
        """Score (subclasses)."""

    def forget(self) -> None:
        """Drop a result that no longer matches the hand (subclasses)."""

    def show_options(self, options: frozenset[str] | None) -> None:
        """Offer only what a system scores (``None``: everything): the situation's options, and
        the bonus tiles in the palette only where they count (the "bonus" option)."""
        self.situation.show_options(options)
        self.builder.picker.show_bonus(options is None or "bonus" in options)

    def preset(self, situation: Mapping[str, Any]) -> bool:
        """Set the situation given to the constructor (``win="5s", seat="W"``...); a wrong one
        is a message (and ``False``): the learner reads it before anything is scored."""
        with self.quiet():
            try:
                self.situation.load(situation)
            except MahjongError as error:
                self.say_error(error)
                return False
        return True

    def hand_changed(self) -> None:
        with self.quiet():
            self.situation.offer_tiles(self.builder.hand, self.builder.last_added)
        self.live = False  # a new hand is scored when asked (a hand being built is not yet a win)
        self.forget()

    @guarded
    def load(self, request: Mapping[str, Any]) -> None:
        """Enter a whole scoring request (``hand``, ``win``, ``self_drawn``, ``seat``...): the
        hand goes to the builder (bonus tiles of the request with it), the rest to the
        situation."""
        hand, context = request_from_mapping(request)
        self.builder.set_hand(Hand(hand.concealed, hand.melds, hand.bonus + context.bonus))
        with self.quiet():
            self.situation.load(request)
        self.live = False  # a new request is scored when asked, like a new hand
        self.forget()

    def scored(self) -> tuple[Hand, WinContext]:
        """The hand built and the win shown, as the scorers take them (each scorer checks them)."""
        return whole_hand(self.builder.hand), self.situation.context()


__all__ = ["ScoredHand", "whole_hand"]
