"""The solitaire game as an immutable state: remove free matching pairs until the board is clear.

A tile is *free* when nothing lies on it and its left or its right side is open. Two free
tiles that match (identical; any two flowers; any two seasons) may be removed together.
Every deal is solvable (:mod:`mjcore.solitaire.deal`); :meth:`SolitaireGame.hint` shows a
pair that keeps it solvable, and :meth:`SolitaireGame.shuffle` re-deals the tiles left when
the player is stuck, again solvably.

>>> import random
>>> from mjcore.solitaire import deal, find_layout
>>> game = deal(find_layout("kids"), random.Random(7))
>>> len(game.free_tiles()) >= 2, game.is_won
(True, False)
>>> while not game.is_won:
...     game = game.remove(*game.hint())
>>> game.is_won, game.result().text("en")
(True, 'Little house (12 tiles): the board is clear! 6 pairs, 0 shuffles.')
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from mjcore.i18n import Message, plural, tr
from mjcore.solitaire.deal import place_pairs, removal_order
from mjcore.solitaire.errors import IllegalPairError, SolitaireError
from mjcore.solitaire.layouts import Layout, Position
from mjcore.solitaire.rules import tiles_match
from mjcore.solitaire.solver import DEFAULT_LIMIT, SolverLimitError, solve
from mjcore.tiles import Tile

__all__ = ["PROOF_LIMIT", "PlacedTile", "SolitaireGame", "SolitaireResult", "deal"]

#: The solver's node limit when a new deal is proved (a deal it cannot prove quickly is
#: replaced) and when a hint is looked for.
PROOF_LIMIT = 3_000


@dataclass(frozen=True, slots=True)
class PlacedTile:
    """A tile on the board: its index in the layout, its face and its place."""

    index: int
    tile: Tile
    position: Position

    def as_dict(self) -> dict[str, Any]:
        return {"index": self.index, "tile": str(self.tile), **self.position.as_dict()}

    def __str__(self) -> str:
        p = self.position
        return f"{self.tile}@{p.x},{p.y},{p.z}"


@dataclass(frozen=True, slots=True)
class SolitaireResult:
    """How a game went: the pairs removed, the tiles left, the shuffles used."""

    layout: Layout
    pairs: int
    remaining: int
    shuffles: int
    won: bool
    stuck: bool

    def text(self, lang: str | None = None) -> str:
        """One line for the player."""
        state = "won" if self.won else "stuck" if self.stuck else "playing"
        return tr(
            f"solitaire.result.{state}",
            lang,
            layout=self.layout.title(lang),
            pairs=self.pairs,
            pairs_word=plural("solitaire.unit.pairs", self.pairs, lang),
            remaining=self.remaining,
            shuffles=self.shuffles,
            shuffles_word=plural("solitaire.unit.shuffles", self.shuffles, lang),
        )


@dataclass(frozen=True, slots=True)
class SolitaireGame:
    """The board: the layout, a face for every position, the bit mask of the tiles still there,
    the pairs removed so far and the number of shuffles."""

    layout: Layout
    tiles: tuple[Tile, ...]
    present: int
    removed: tuple[tuple[int, int], ...] = ()
    shuffles: int = 0
    #: A known clearing sequence from this state (the solver's, or a shuffle's construction);
    #: ``()`` when none is known. Following it keeps it; another move forgets it.
    proof: tuple[tuple[int, int], ...] = field(default=(), compare=False, repr=False)

    # -- looking at the board ------------------------------------------------------------------
    def placed(self, index: int) -> PlacedTile:
        return PlacedTile(index, self.tiles[index], self.layout.positions[index])

    def on_board(self) -> tuple[PlacedTile, ...]:
        """Every tile still on the board, in layout order."""
        return tuple(self.placed(i) for i in range(len(self.tiles)) if self.present >> i & 1)

    def is_free(self, index: int) -> bool:
        return bool(self.present >> index & 1) and self.layout.is_free(index, self.present)

    def why_blocked(self, index: int) -> Message | None:
        """Why the tile at ``index`` may not be taken now, in the article's words (something
        lies on it / both its sides are closed); ``None`` when it is free or gone.

        >>> import random
        >>> from mjcore.solitaire import find_layout
        >>> deal(find_layout("kids"), random.Random(7)).why_blocked(0).text("en")
        'Something lies on this tile: take the tile on top first.'
        """
        if not self.present >> index & 1:
            return None
        reason = self.layout.blocked_by(index, self.present)
        return None if reason is None else Message(f"solitaire.why.{reason}")

    def free_tiles(self) -> tuple[PlacedTile, ...]:
        """The tiles that may be taken now."""
        free = self.layout.free_mask(self.present)
        return tuple(self.placed(i) for i in range(len(self.tiles)) if free >> i & 1)

    def matching_pairs(self) -> tuple[tuple[int, int], ...]:
        """Every pair of free tiles that match, as position indices."""
        free = self.free_tiles()
        return tuple(
            (a.index, b.index) for n, a in enumerate(free) for b in free[n + 1:] if tiles_match(a.tile, b.tile)
        )

    @property
    def remaining(self) -> int:
        return self.present.bit_count()

    @property
    def is_won(self) -> bool:
        return not self.present

    @property
    def is_stuck(self) -> bool:
        """Tiles are left but no free pair matches (time to shuffle)."""
        return bool(self.present) and not self.matching_pairs()

    # -- moves ---------------------------------------------------------------------------------
    def remove(self, a: int | PlacedTile, b: int | PlacedTile) -> SolitaireGame:
        """The game after removing the pair ``a``, ``b`` (indices or placed tiles).

        Raises :class:`IllegalPairError` saying why when the pair may not be removed.
        """
        i, j = (x.index if isinstance(x, PlacedTile) else int(x) for x in (a, b))
        for k in (i, j):
            if not (0 <= k < len(self.tiles)) or not self.present >> k & 1:
                raise IllegalPairError("error.solitaire.no_tile", index=k)
        if i == j:
            raise IllegalPairError("error.solitaire.same_tile", tile=self.tiles[i])
        for k in (i, j):
            if not self.layout.is_free(k, self.present):
                p = self.layout.positions[k]
                raise IllegalPairError("error.solitaire.not_free", tile=self.tiles[k], x=p.x, y=p.y, z=p.z)
        if not tiles_match(self.tiles[i], self.tiles[j]):
            raise IllegalPairError("error.solitaire.no_match", first=self.tiles[i], second=self.tiles[j])
        proof = self.proof[1:] if self.proof and {i, j} == set(self.proof[0]) else ()
        return SolitaireGame(self.layout, self.tiles, self.present & ~(1 << i | 1 << j), self.removed + ((i, j),), self.shuffles, proof)

    def solution(self, *, limit: int = DEFAULT_LIMIT) -> tuple[tuple[int, int], ...] | None:
        """The solver's pairs that clear the board from here, ``None`` when there are none
        (:class:`SolverLimitError` after ``limit`` search nodes)."""
        return solve(self.layout, self.tiles, self.present, limit=limit)

    def hint(self) -> tuple[int, int] | None:
        """A free matching pair, one that keeps the game solvable when there is one (the known
        clearing sequence, else a short solver search); ``None`` when no free pair matches
        (time to shuffle)."""
        if self.proof:
            return self.proof[0]
        pairs = self.matching_pairs()
        if not pairs:
            return None
        try:
            steps = self.solution(limit=PROOF_LIMIT)
        except SolverLimitError:
            steps = None
        return steps[0] if steps else pairs[0]

    def shuffle(self, rng: random.Random) -> SolitaireGame:
        """The tiles left re-dealt on the places left so that the game can be won again.

        Raises :class:`SolitaireError` when the places left cannot be cleared two by two
        whatever the faces (a tile stacked alone on the last other one).
        """
        order = removal_order(self.layout, self.present, rng)
        if order is None:
            raise SolitaireError("error.solitaire.cannot_shuffle")
        left = [self.tiles[i] for i in range(len(self.tiles)) if self.present >> i & 1]
        faces = place_pairs(order, left, rng)
        tiles = tuple(faces.get(i, tile) for i, tile in enumerate(self.tiles))
        return SolitaireGame(self.layout, tiles, self.present, self.removed, self.shuffles + 1, order)

    def result(self) -> SolitaireResult:
        return SolitaireResult(self.layout, len(self.removed), self.remaining, self.shuffles, self.is_won, self.is_stuck)

    # -- text ----------------------------------------------------------------------------------
    def board_lines(self, lang: str | None = None) -> list[str]:
        """The board layer by layer, bottom first: each tile in MPSZ notation where it lies
        (a column is half a tile), ``*`` after a free tile.

        >>> from mjcore.solitaire import find_layout
        >>> import random
        >>> print("\\n".join(deal(find_layout("kids"), random.Random(7)).board_lines("en")))
        Layer 1 (8 tiles)
          1p  2p  2p  2p
        <BLANKLINE>
          3p  2p  3p  1p
        Layer 2 (3 tiles)
            3p  3p  1p*
        Layer 3 (1 tile)
              1p*
        """
        positions = self.layout.positions
        left_edge = min(p.x for p in positions)
        free = self.layout.free_mask(self.present)
        lines: list[str] = []
        for z in range(self.layout.layers):
            here = [i for i, p in enumerate(positions) if p.z == z and self.present >> i & 1]
            if not here:
                continue
            word = plural("solitaire.unit.tiles", len(here), lang)
            lines.append(tr("solitaire.board.layer", lang, layer=z + 1, count=len(here), tiles_word=word))
            top, bottom = min(positions[i].y for i in here), max(positions[i].y for i in here)
            rows: dict[int, list[str]] = {}
            for i in here:
                p = positions[i]
                row = rows.setdefault(p.y, [])
                column = 2 * (p.x - left_edge) + 2
                row.extend(" " * (column + 4 - len(row)))
                row[column:column + 3] = f"{self.tiles[i]}{'*' if free >> i & 1 else ' '}"
            for y in range(top, bottom + 1):
                if y in rows:
                    lines.append("".join(rows[y]).rstrip())
                elif y - 1 in rows and y + 1 in rows:
                    lines.append("")
        return lines


def deal(layout: Layout, rng: random.Random, *, prove: bool = True) -> SolitaireGame:
    """A new solvable game on ``layout``: the places emptied two by two backwards, a matching
    pair of the layout's tiles put on each two.

    Without ``prove`` the construction order is kept as :attr:`SolitaireGame.proof`. With
    ``prove`` (the default) the solver must also find a full clearing sequence within
    :data:`PROOF_LIMIT` nodes; a deal it cannot prove that quickly (rare on the turtle) is
    replaced by the next one from ``rng``. :attr:`SolitaireGame.proof` keeps the solution.

    >>> from mjcore.solitaire import find_layout
    >>> game = deal(find_layout("turtle"), random.Random(1))
    >>> game.remaining, len(game.proof), game.solution(limit=10**6) is not None
    (144, 72, True)
    """
    while True:
        order = removal_order(layout, layout.full_mask, rng)
        if order is None:  # pragma: no cover - every built-in layout can be emptied
            raise SolitaireError("error.solitaire.cannot_shuffle")
        faces = place_pairs(order, layout.pool, rng)
        tiles = tuple(faces[i] for i in range(len(layout.positions)))
        if not prove:  # the construction order is a clearing sequence by itself
            return SolitaireGame(layout, tiles, layout.full_mask, proof=order)
        try:
            proof = solve(layout, tiles, layout.full_mask, limit=PROOF_LIMIT)
        except SolverLimitError:
            continue
        if proof is not None:
            return SolitaireGame(layout, tiles, layout.full_mask, proof=proof)
