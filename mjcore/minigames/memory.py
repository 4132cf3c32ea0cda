"""Memory (concentration): pairs face down; turn two, a matched pair is kept and gives another turn.

Seed ``000`` lines 235-236: start with 6-8 pairs of the three suits laid in rows (later
honors too, up to a full board). The game does not enlarge memory; its point is a
strategy: opening tiles row by row, not at random, cuts the wasted moves that open the
same tiles again. So we count moves, repeated flips (a tile opened again without making
a pair) and forgotten pairs (the partner of the tile just opened had been seen, and the
second tile was another one).

>>> from mjcore.notation import parse_tiles
>>> game = Memory.from_tiles(parse_tiles("1p2p1p2p"), columns=2)
>>> game = game.flip(0).flip(1)       # 1p, 2p: no pair, the turn passes (one player: same)
>>> game = game.flip(2).flip(0)       # 1p, 1p: a pair, another turn
>>> game.scores, game.moves, game.repeats
((1,), 2, 0)
>>> game = game.flip(1).flip(3)
>>> game.is_over, game.summary().counts["moves"]
(True, 3)

After a miss the child may try the same tile again (:meth:`Memory.retry`): the first tile of
the miss opens again, for the player who missed, and the partner is looked for once more.

>>> game = Memory.from_tiles(parse_tiles("1p2p1p2p"), columns=2).flip(0).flip(1).retry()
>>> game.open, game.retries
(0, 1)
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

from mjcore.codec import ByName
from mjcore.i18n import Message
from mjcore.minigames.base import (
    BadMoveError,
    BadSettingError,
    Summary,
    check_positions,
    check_rng,
)
from mjcore.tiles import Tile


@dataclass(frozen=True, slots=True)
class Turn(ByName):
    """The two positions opened in a turn and whether they matched (for a UI to show)."""

    player: int
    first: int
    second: int
    matched: bool


@dataclass(frozen=True, slots=True)
class Memory(ByName):
    """The board (tiles in rows of ``columns``), what is gone, seen and open now; its JSON is by
    field name (:mod:`mjcore.codec`): ``Memory.from_json(game.to_json()) == game``."""

    board: tuple[Tile, ...]
    columns: int
    players: int = 1
    player: int = 0
    removed: frozenset[int] = frozenset()
    seen: frozenset[int] = frozenset()
    open: int | None = None
    scores: tuple[int, ...] = (0,)
    moves: int = 0
    repeats: int = 0
    forgotten: int = 0
    last: Turn | None = None
    #: How many times a missed tile was tried again (:meth:`retry`).
    retries: int = 0

    @classmethod
    def new(cls, rng: random.Random, pairs: int = 6, *, players: int = 1, suits: str = "mps",
            columns: int | None = None) -> Memory:
        """``pairs`` pairs of different tiles of ``suits`` (two pairs of a kind when ``pairs``
        is over the number of kinds: a full board of 34 kinds takes 68 pairs)."""
        check_rng(rng)
        kinds = [Tile(k) for k in range(34) if Tile(k).suit.value in suits]
        if not kinds or set(suits) - set("mpsz"):
            raise BadSettingError("error.mini.suits", suits=suits)
        if not 2 <= pairs <= 2 * len(kinds):
            raise BadSettingError("error.mini.memory.pairs", pairs=pairs, high=2 * len(kinds))
        chosen = rng.sample(kinds, min(pairs, len(kinds)))
        chosen += rng.sample(kinds, pairs - len(chosen))
        board = [t for t in chosen for _ in range(2)]
        rng.shuffle(board)
        return cls.from_tiles(tuple(board), players=players, columns=columns)

    @classmethod
    def from_tiles(cls, board: tuple[Tile, ...], *, players: int = 1, columns: int | None = None) -> Memory:
        if players not in (1, 2):
            raise BadSettingError("error.mini.memory.players", players=players)
        if len(board) % 2 or any(board.count(t) % 2 for t in set(board)):
            raise BadSettingError("error.mini.memory.board")
        width = columns or _columns(len(board))
        return cls(tuple(board), width, players, scores=(0,) * players)

    @property
    def is_over(self) -> bool:
        return len(self.removed) == len(self.board)

    def flip(self, pos: int) -> Memory:
        """Turn the tile at ``pos`` face up; the second flip of a turn settles it."""
        if self.is_over:
            raise BadMoveError("error.mini.over")
        check_positions([pos], len(self.board), self.removed | ({self.open} if self.open is not None else set()))
        if self.open is None:
            return replace(self, open=pos)
        first = self.open
        matched = self.board[first] == self.board[pos]
        repeats = self.repeats
        forgotten = self.forgotten
        if not matched:
            repeats += (first in self.seen) + (pos in self.seen)
            if any(self.board[i] == self.board[first] for i in self.seen - self.removed - {first}):
                forgotten += 1
        scores = list(self.scores)
        removed = self.removed
        player = self.player
        if matched:
            scores[player] += 1
            removed = removed | {first, pos}
        else:
            player = (player + 1) % self.players
        return replace(self, open=None, seen=self.seen | {first, pos}, removed=removed, scores=tuple(scores),
                       player=player, moves=self.moves + 1, repeats=repeats, forgotten=forgotten,
                       last=Turn(self.player, first, pos, matched))

    @property
    def can_retry(self) -> bool:
        """Whether the last turn was a miss that can be tried again (nothing opened since)."""
        return self.open is None and self.last is not None and not self.last.matched and not self.is_over

    def retry(self) -> Memory:
        """Try the missed tile again: the first tile of the last miss opens once more, and the
        player who missed looks for its partner (the move is counted when the second tile opens).

        The child's second chance of the same item after a mistake; with two players the
        turn comes back to the one who missed (a parent plays along).
        """
        if not self.can_retry:
            raise BadMoveError("error.mini.memory.no_retry")
        assert self.last is not None
        return replace(self, open=self.last.first, player=self.last.player, last=None, retries=self.retries + 1)

    def known_pair(self) -> tuple[int, int] | None:
        """Two seen tiles still on the board that match."""
        where: dict[Tile, int] = {}
        for i in sorted(self.seen - self.removed):
            if self.board[i] in where:
                return where[self.board[i]], i
            where[self.board[i]] = i
        return None

    def _place(self, pos: int) -> tuple[int, int]:
        return pos // self.columns + 1, pos % self.columns + 1

    def hint(self) -> Message:
        """Complete a pair you have seen; else open the next unseen tile, row by row. The
        places are named (row and place, for the bot); a board lights them up instead
        (:meth:`hint_places`) and says it in the ``.kids`` words, without numbers."""
        key, places = self._hint()
        if not places:
            return Message.of(key)
        named = [self._place(p) for p in places]
        params: dict[str, object] = {"tile": self.board[places[0]], "row": named[0][0], "col": named[0][1]}
        if len(named) > 1:
            params.update(row2=named[1][0], col2=named[1][1])
        return Message.of(key, **params)

    def hint_places(self) -> tuple[int, ...]:
        """The places :meth:`hint` points at (to light up on a board)."""
        return self._hint()[1]

    def _hint(self) -> tuple[str, tuple[int, ...]]:
        if self.open is not None:
            partner = [i for i in self.seen - self.removed - {self.open} if self.board[i] == self.board[self.open]]
            if partner:
                return "mini.memory.hint_partner", (partner[0],)
        elif (pair := self.known_pair()) is not None:
            return "mini.memory.hint_pair", pair
        unseen = [i for i in range(len(self.board)) if i not in self.seen and i != self.open]
        if not unseen:
            return "mini.memory.hint_all_seen", ()
        return "mini.memory.hint_rows", (unseen[0],)

    def summary(self) -> Summary:
        pairs = len(self.board) // 2
        lines = [Message.of("mini.memory.moves", moves=self.moves, pairs=pairs)]
        if self.players == 2:
            lines.append(Message.of("mini.memory.scores", first=self.scores[0], second=self.scores[1]))
        lines.append(Message.of("mini.memory.repeats", count=self.repeats))
        if self.forgotten:
            lines.append(Message.of("mini.memory.forgotten", count=self.forgotten))
        if self.repeats > pairs // 2:
            lines.append(Message.of("mini.memory.tip"))
        stats = (("moves", self.moves), ("pairs", pairs), ("repeats", self.repeats),
                 ("forgotten", self.forgotten), ("retries", self.retries)) + tuple((f"player{i + 1}", s) for i, s in enumerate(self.scores))
        return Summary("memory", tuple(lines), stats)


def _columns(size: int) -> int:
    """A roughly square board: 12 tiles in 3 rows of 4, 16 in 4 x 4."""
    width = 2
    while width * width < size:
        width += 1
    while size % width and width < size:
        width += 1
    return width
