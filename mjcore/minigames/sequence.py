"""Sequence: lay out 1..9 of one suit, then 9..1, and see the article's typical mistakes.

Seed ``000`` lines 225-228: a 9 laid upside down and taken for a 6 (or a 6 for a 9); a
gap in the row; and for 9..1 the "cheats": starting from the 1 and laying the tiles
right to left, or turning the finished 1..9 row round. We want to see the 8 put next to
the 9, the 7 next to the 8, and so on. A wrong tile is not placed; the state says why.

>>> from mjcore.tiles import Tile
>>> game = Sequence.new("p")
>>> for n in (1, 2, 3, 4, 5, 9):
...     game = game.place(Tile.of("p", n))
>>> game.row, game.mistakes[0].kind
((Tile.P1, Tile.P2, Tile.P3, Tile.P4, Tile.P5), <Mistake.SIX_NINE: 'six_nine'>)
>>> game.feedback.text("en")
'That is a 9, not a 6: count the dots, the 9 has three rows of three. Keep the digit in the top left corner.'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum

from mjcore.i18n import Message
from mjcore.minigames.base import BadMoveError, BadSettingError, Summary, tally
from mjcore.render.looks import dots_look
from mjcore.tiles import Tile


class Mistake(Enum):
    """The kinds of wrong tiles (seed 000: 225-228)."""

    SIX_NINE = "six_nine"  # a 6 taken for a 9 or a 9 for a 6
    GAP = "gap"  # a number skipped
    REPEAT = "repeat"  # a number already in the row
    WRONG_END = "wrong_end"  # the row built from its other end (9..1 started from the 1)
    FLIPPED = "flipped"  # the 1..9 row turned round instead of building 9..1
    WRONG_SUIT = "wrong_suit"


class Phase(Enum):
    UP = "up"  # 1..9
    DOWN = "down"  # 9..1
    DONE = "done"


@dataclass(frozen=True, slots=True)
class SeqMistake:
    kind: Mistake
    phase: Phase
    tile: Tile | None


@dataclass(frozen=True, slots=True)
class Sequence:
    """The row being built (left to right), the finished 1..9 row and the mistakes."""

    suit: str
    phase: Phase = Phase.UP
    row: tuple[Tile, ...] = ()
    up_row: tuple[Tile, ...] = ()
    mistakes: tuple[SeqMistake, ...] = ()
    feedback: Message | None = None

    @classmethod
    def new(cls, suit: str = "p") -> Sequence:
        """No randomness here: the child takes the tiles of one suit from the table."""
        if suit not in ("m", "p", "s"):
            raise BadSettingError("error.mini.seq.suit", suit=suit)
        return cls(suit)

    @property
    def expected(self) -> int | None:
        """The number the next tile should have."""
        if self.phase is Phase.UP:
            return len(self.row) + 1
        if self.phase is Phase.DOWN:
            return 9 - len(self.row)
        return None

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.DONE

    def _wrong(self, kind: Mistake, wrong: Tile | None, **params: object) -> Sequence:
        key = f"mini.seq.{kind.value}" + ("_down" if kind is Mistake.WRONG_END and self.phase is Phase.DOWN else "")
        return replace(self, mistakes=self.mistakes + (SeqMistake(kind, self.phase, wrong),),
                       feedback=Message.of(key, **params))

    def place(self, tile: Tile, *, at_left: bool = False) -> Sequence:
        """Put ``tile`` at the right end of the row (``at_left``: at its left end)."""
        expected = self.expected
        if expected is None:
            raise BadMoveError("error.mini.over")
        if tile.suit.value != self.suit:
            return self._wrong(Mistake.WRONG_SUIT, tile, suit=Message(f"mini.target.{self.suit}"))
        n = tile.number
        up = self.phase is Phase.UP
        want = Tile.of(self.suit, expected)
        if self.row and at_left:
            return self._wrong(Mistake.WRONG_END, tile)
        if not up and not self.row and n == 1:
            return self._wrong(Mistake.WRONG_END, tile)
        if n != expected:
            if {n, expected} == {6, 9}:
                return self._wrong(Mistake.SIX_NINE, tile, got=n, want=expected, suit=Message(f"mini.pips.{self.suit}"))
            if (n > expected) == up:
                return self._wrong(Mistake.GAP, tile, tile=tile, want=want)
            return self._wrong(Mistake.REPEAT, tile, tile=tile)
        row = self.row + (tile,)
        if len(row) < 9:
            return replace(self, row=row, feedback=Message.of("mini.seq.ok", tile=tile))
        if up:
            return replace(self, phase=Phase.DOWN, row=(), up_row=row, feedback=Message.of("mini.seq.up_done"))
        return replace(self, phase=Phase.DONE, row=row, feedback=Message.of("mini.seq.down_done"))

    def flip_row(self) -> Sequence:
        """The cheat: turn the finished 1..9 row round instead of building 9..1."""
        if self.phase is not Phase.DOWN:
            raise BadMoveError("error.mini.seq.no_flip")
        return self._wrong(Mistake.FLIPPED, None)

    def hint(self) -> Message:
        expected = self.expected
        if expected is None:
            return Message.of("mini.seq.down_done")
        want = Tile.of(self.suit, expected)
        if not self.row:
            return Message.of("mini.seq.hint_start", tile=want)
        return Message.of("mini.seq.hint_next", tile=want, prev=self.row[-1])

    def summary(self) -> Summary:
        counts = tally([m.kind.value for m in self.mistakes])
        done = {Phase.UP: 0, Phase.DOWN: 1, Phase.DONE: 2}[self.phase]
        lines = [Message.of("mini.seq.rows_done", count=done)]
        if not self.mistakes:
            lines.append(Message.of("mini.seq.no_mistakes"))
        for kind, count in counts:
            lines.append(Message.of("mini.seq.count", what=Message(f"mini.seq.name.{kind}"), count=count))
            lines.append(Message.of(f"mini.seq.tip.{kind}", six=dots_look(Tile.P6)) if kind == "six_nine"
                         else Message.of(f"mini.seq.tip.{kind}"))
        stats = (("rows_done", done), ("mistakes", len(self.mistakes))) + tuple(
            (kind.value, sum(m.kind is kind for m in self.mistakes)) for kind in Mistake)
        return Summary("sequence", tuple(lines), stats)
