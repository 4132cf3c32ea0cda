"""Random hands for exercises, quizzes and benchmarks (always from a seeded ``random.Random``).

>>> import random
>>> hand, win = random_winning_hand(random.Random(1))
>>> from mjcore.decompose import is_winning
>>> is_winning(hand) and win in hand.concealed
True
"""

from __future__ import annotations

import random

from mjcore.hand import Hand, Meld
from mjcore.tiles import Tile

_CHOW_STARTS = tuple(Tile(s * 9 + n) for s in range(3) for n in range(7))


def random_winning_hand(
    rng: random.Random, *, open_melds: float = 0.3, kongs: float = 0.08, chows: float = 0.6
) -> tuple[Hand, Tile]:
    """Four sets and a pair plus the winning tile (one of the concealed tiles).

    Each set is a chow with probability ``chows`` (else a pung, a kong with probability
    ``kongs``); each set is declared open with probability ``open_melds``; a kong is
    declared (open or concealed). Four copies of a tile at most.
    """
    counts = [0] * 34
    sets: list[Meld] = []
    while len(sets) < 4:
        if rng.random() < chows:
            meld = Meld.chow(rng.choice(_CHOW_STARTS))
        else:
            tile = Tile(rng.randrange(34))
            meld = Meld.kong(tile) if rng.random() < kongs else Meld.pung(tile)
        if all(counts[t] + meld.tiles.count(t) <= 4 for t in set(meld.tiles)):
            for t in meld.tiles:
                counts[t] += 1
            sets.append(meld)
    pair = rng.choice([Tile(k) for k in range(34) if counts[k] <= 2])
    concealed: list[Tile] = [pair, pair]
    melds: list[Meld] = []
    for meld in sets:
        if meld.is_kong:
            melds.append(Meld.kong(meld.first, open=rng.random() < 0.5))
        elif rng.random() < open_melds:
            melds.append(meld)
        else:
            concealed += meld.tiles
    hand = Hand(tuple(concealed), tuple(melds))
    return hand, rng.choice(hand.concealed)
