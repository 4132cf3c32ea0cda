"""Claims of a discard: who may take it, for what, and who gets it.

A discard may be taken only to complete a set or the win (kids 000:266, MCR 001
"Объявление со сноса"): a pung (two in the hand), a kong (three in the hand), a chow (only
the next player in turn order — "chow only from the left", 002 — which at a table of two
is always the other player), or mahjong. When several players claim, the kind decides
(mahjong > pung or kong > chow) and between equal kinds the player nearest in turn order
after the discarder (001: "the player on the right of the discarder has the highest
priority").

>>> from mjcore.game.actions import Action
>>> claims = [Action.chow(1, Tile.M3), Action.pung(2), Action.mahjong(3)]
>>> resolve(claims, discarder=0, order=(0, 1, 2, 3))
Action.from_code('3m')
>>> resolve([Action.mahjong(3), Action.mahjong(2)], discarder=1, order=(0, 1, 2, 3))
Action.from_code('2m')
"""

from __future__ import annotations

from collections.abc import Sequence

from mjcore.game.actions import Action, ActionKind
from mjcore.tiles import Tile

#: The priority of each kind of claim (higher wins).
PRIORITY = {ActionKind.MAHJONG: 3, ActionKind.PUNG: 2, ActionKind.KONG: 2, ActionKind.CHOW: 1}


def distance(order: Sequence[int], discarder: int, player: int) -> int:
    """How many turns after ``discarder`` the ``player`` would play (1 = the next player)."""
    n = len(order)
    return (order.index(player) - order.index(discarder)) % n


def resolve(claims: Sequence[Action], discarder: int, order: Sequence[int]) -> Action | None:
    """The claim that takes the discard (``None`` if every answer was a pass)."""
    best: Action | None = None
    for claim in claims:
        if claim.kind not in PRIORITY:
            continue
        if best is None or (PRIORITY[claim.kind], -distance(order, discarder, claim.seat)) > (
            PRIORITY[best.kind],
            -distance(order, discarder, best.seat),
        ):
            best = claim
    return best


def set_claims(counts: Sequence[int], tile: Tile, seat: int, *, may_chow: bool, may_kong: bool) -> list[Action]:
    """The chow, pung and kong claims of ``tile`` that 34 concealed ``counts`` allow.

    >>> from mjcore.hand import tile_counts
    >>> from mjcore.notation import parse_tiles
    >>> [a.code for a in set_claims(tile_counts(parse_tiles("23345m")), Tile.M3, 1, may_chow=True, may_kong=True)]
    ['1c2m', '1c3m', '1p']
    """
    found: list[Action] = []
    if may_chow and tile.is_suited:
        number = tile.number
        for first in range(max(1, number - 2), min(number, 7) + 1):
            start = tile - (number - first)
            needed = [start + i for i in range(3) if start + i != tile]
            if all(counts[k] for k in needed):
                found.append(Action.chow(seat, Tile(start)))
    if counts[tile] >= 2:
        found.append(Action.pung(seat))
    if counts[tile] >= 3 and may_kong:
        found.append(Action.kong(seat))
    return found


__all__ = ["PRIORITY", "distance", "resolve", "set_claims"]
