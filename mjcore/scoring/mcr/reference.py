"""Random Chinese Official winning hands, and the bridge to the reference calculator.

:func:`random_win` makes a consistent winning hand and win context from a seeded
``random.Random``: four sets and a pair (open and concealed melds, melded and concealed
kongs, tiles drawn from narrow pools so that flushes, honors, terminals and shifted sets
are common), seven pairs (with four of a kind), seven shifted pairs, thirteen orphans, the
knitted straight with a set and a pair (concealed, or with one declared set), lesser and
greater honors-and-knitted tiles, nine gates. Every flag is set only where it is possible:
a replacement tile needs a declared kong and a self-draw, robbing a kong needs a discard
and no other copy of the tile in the hand, the last copy needs no other concealed copy.
The differential test and the benchmark use it.

:func:`reference_fans` scores the same hand with the reference calculator, the Botzone C++
library ``pymahjonggb`` (module ``MahjongGB``; an optional test dependency: ``pip install
'.[reference]'``); :func:`reference_args` shows how our hand maps onto its input: tile codes
``W`` characters, ``B`` dots, ``T`` bamboo, ``F1``-``F4`` East..North, ``J1 J2 J3`` red, green,
white; a chow is named by its middle tile; a concealed kong has ``offer`` 0.

>>> import random
>>> from mjcore.notation import parse_hand
>>> hand, context = random_win(random.Random(7))
>>> hand.tile_count, context.win_tile in hand.concealed
(14, True)
>>> reference_args(parse_hand("123m 456p 789s [234s] 55z"), WinContext(Tile.WHITE))["pack"]
(('CHI', 'T3', 1),)
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from mjcore.hand import Hand, Meld
from mjcore.knitted import KNITTED_SETS
from mjcore.scoring.base import WinContext
from mjcore.scoring.mcr.fans import GREEN, REVERSIBLE, TERMINALS
from mjcore.tiles import ORPHANS, WINDS, Tile

#: Reference tile codes by tile index (our 5z 6z 7z = white, green, red = J3, J2, J1).
CODES = tuple(
    [f"W{i}" for i in range(1, 10)] + [f"B{i}" for i in range(1, 10)] + [f"T{i}" for i in range(1, 10)]
    + ["F1", "F2", "F3", "F4", "J3", "J2", "J1"]
)

_GREEN = sorted(GREEN)
_REVERSIBLE = sorted(REVERSIBLE)


def _pool(rng: random.Random) -> list[int]:
    """The tile kinds one hand is drawn from: any, or a pool that makes some fan likely."""
    r = rng.random()
    if r < 0.30:
        return list(range(34))
    if r < 0.45:
        s = rng.randrange(3)
        return list(range(9 * s, 9 * s + 9)) + (list(range(27, 34)) if rng.random() < 0.5 else [])
    if r < 0.55:
        return sorted(TERMINALS) + list(range(27, 34))
    if r < 0.65:
        return list(range(27, 34)) + rng.sample(range(27), 6)
    if r < 0.72:
        return list(_GREEN)
    if r < 0.80:
        a, b = rng.sample(range(3), 2)
        return list(range(9 * a, 9 * a + 9)) + list(range(9 * b, 9 * b + 9))
    if r < 0.86:
        low, high = rng.choice([(0, 3), (3, 6), (6, 9), (0, 4), (5, 9)])
        return [9 * s + k for s in range(3) for k in range(low, high)]
    if r < 0.92:
        return list(_REVERSIBLE)
    return [9 * s + k for s in range(3) for k in (1, 3, 5, 7)] + [9 * s + 4 for s in range(3)]


def _standard(rng: random.Random) -> tuple[list[int], list[Meld]]:
    while True:
        pool = _pool(rng)
        counts = [0] * 34
        sets: list[tuple[str, int, list[int]]] = []
        for _ in range(50):
            if len(sets) == 4:
                break
            t = rng.choice(pool)
            r = rng.random()
            if r < 0.5 and t < 27 and t % 9 <= 6 and (t + 1 in pool or rng.random() < 0.3):
                kind, need = "chow", [t, t + 1, t + 2]
            elif r < 0.93:
                kind, need = "pung", [t] * 3
            else:
                kind, need = "kong", [t] * 4
            if all(counts[x] + need.count(x) <= 4 for x in set(need)):
                for x in need:
                    counts[x] += 1
                sets.append((kind, t, need))
        if len(sets) < 4:
            continue
        pairs = [k for k in pool if counts[k] <= 2] or [k for k in range(34) if counts[k] <= 2]
        pair = rng.choice(pairs)
        rng.shuffle(sets)
        declared = rng.choice([0, 0, 0, 1, 1, 2, 2, 3, 4])
        melds: list[Meld] = []
        concealed = [pair, pair]
        for i, (kind, t, need) in enumerate(sets):
            if kind == "kong":
                melds.append(Meld.kong(Tile(t), open=rng.random() < 0.5))
            elif i < declared:
                melds.append(Meld.chow(Tile(t)) if kind == "chow" else Meld.pung(Tile(t)))
            else:
                concealed += need
        return concealed, melds


def _seven_pairs(rng: random.Random) -> tuple[list[int], list[Meld]]:
    pool = _pool(rng)
    counts = [0] * 34
    tiles: list[int] = []
    while len(tiles) < 14:
        t = rng.choice(pool)
        if counts[t] <= 2:
            counts[t] += 2
            tiles += [t, t]
    return tiles, []


def _shifted_pairs(rng: random.Random) -> tuple[list[int], list[Meld]]:
    start = 9 * rng.randrange(3) + rng.randrange(3)
    return [start + k for k in range(7) for _ in range(2)], []


def _thirteen_orphans(rng: random.Random) -> tuple[list[int], list[Meld]]:
    return [int(t) for t in ORPHANS] + [int(rng.choice(ORPHANS))], []


def _knitted_straight(rng: random.Random) -> tuple[list[int], list[Meld]]:
    knit = [int(t) for t in rng.choice(KNITTED_SETS)]
    while True:
        counts = [0] * 34
        for t in knit:
            counts[t] += 1
        t = rng.randrange(34)
        r = rng.random()
        kind, need = (("chow", [t, t + 1, t + 2]) if r < 0.5 and t < 27 and t % 9 <= 6
                      else ("pung", [t] * 3) if r < 0.9 else ("kong", [t] * 4))
        pair = rng.randrange(34)
        for x in need + [pair, pair]:
            counts[x] += 1
        if max(counts) > 4:
            continue
        concealed = knit + [pair, pair]
        if kind == "kong":
            return concealed, [Meld.kong(Tile(t), open=rng.random() < 0.5)]
        if rng.random() < 0.3:
            return concealed, [Meld.chow(Tile(t)) if kind == "chow" else Meld.pung(Tile(t))]
        return concealed + need, []


def _honors_and_knitted(rng: random.Random) -> tuple[list[int], list[Meld]]:
    knit = [int(t) for t in rng.choice(KNITTED_SETS)]
    honors = rng.sample(range(27, 34), rng.choice([5, 6, 7, 7]))
    return honors + rng.sample(knit, 14 - len(honors)), []


def _nine_gates(rng: random.Random) -> tuple[list[int], list[Meld]]:
    s = 9 * rng.randrange(3)
    return [s + k for k in (0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8)] + [s + rng.randrange(9)], []


#: Hand makers and their weights.
SHAPES: tuple[tuple[Callable[[random.Random], tuple[list[int], list[Meld]]], int], ...] = (
    (_standard, 70),
    (_seven_pairs, 8),
    (_shifted_pairs, 2),
    (_thirteen_orphans, 2),
    (_knitted_straight, 7),
    (_honors_and_knitted, 5),
    (_nine_gates, 3),
)


def random_win(rng: random.Random) -> tuple[Hand, WinContext]:
    """A random winning hand and a consistent win context."""
    makers = [maker for maker, _ in SHAPES]
    weights = [weight for _, weight in SHAPES]
    while True:
        concealed, melds = rng.choices(makers, weights)[0](rng)
        bonus = tuple(Tile(34 + i) for i in rng.sample(range(8), rng.choice([0, 0, 0, 1, 2])))
        hand = Hand(tuple(Tile(t) for t in concealed), tuple(melds), bonus)
        win = rng.choice(hand.concealed)
        held, hidden = hand.all_counts(), hand.counts()
        self_drawn = rng.random() < 0.45
        replacement = self_drawn and any(m.is_kong for m in melds) and rng.random() < 0.25
        last_tile = not replacement and rng.random() < 0.1
        robbing = not self_drawn and not last_tile and held[win] == 1 and rng.random() < 0.25
        fourth = hidden[win] == 1 and not robbing and rng.random() < 0.15
        return hand, WinContext(
            win,
            self_drawn=self_drawn,
            seat_wind=rng.choice(WINDS),
            round_wind=rng.choice(WINDS),
            flowers=rng.choice([0, 0, 0, 1, 3]),
            last_tile=last_tile,
            kong_replacement=replacement,
            robbing_kong=robbing,
            fourth_tile=fourth,
        )


def random_wins(count: int, seed: int = 0) -> list[tuple[Hand, WinContext]]:
    """``count`` random winning hands from a fixed seed (the benchmark's and the test's set)."""
    rng = random.Random(seed)
    return [random_win(rng) for _ in range(count)]


def reference_args(hand: Hand, context: WinContext) -> dict[str, Any]:
    """The keyword arguments of ``MahjongGB.MahjongFanCalculator`` for our hand."""
    packs = []
    for meld in hand.melds:
        if meld.is_chow:
            packs.append(("CHI", CODES[meld.tiles[1]], 1))
        elif meld.is_pung:
            packs.append(("PENG", CODES[meld.first], 1))
        else:
            packs.append(("GANG", CODES[meld.first], 1 if meld.open else 0))
    standing = list(hand.concealed)
    standing.remove(context.win_tile)
    return {
        "pack": tuple(packs),
        "hand": tuple(CODES[t] for t in standing),
        "winTile": CODES[context.win_tile],
        "flowerCount": len(set(hand.bonus) | set(context.bonus)) + context.flowers,
        "isSelfDrawn": context.self_drawn,
        "is4thTile": context.fourth_tile,
        "isAboutKong": context.kong_replacement or context.robbing_kong,
        "isWallLast": context.last_tile,
        "seatWind": WINDS.index(context.seat_wind),
        "prevalentWind": WINDS.index(context.round_wind),
    }


def reference_fans(hand: Hand, context: WinContext) -> list[tuple[str, int, int]]:
    """The reference calculator's fans, sorted: (Chinese name, points, count)."""
    from MahjongGB import MahjongFanCalculator  # optional: '.[reference]'

    result = MahjongFanCalculator(**reference_args(hand, context), verbose=True)
    return sorted((name, points, count) for points, count, name, _ in result)
