"""Waits, useful tiles and discard ranking: the basis of hints and of the AI.

Counts of *unseen* copies take away the tiles in the hand (concealed and melded) and
the ``visible`` tiles (discards, others' open sets, dora indicators...).

>>> from mjcore.notation import parse_hand, parse_tiles
>>> [(str(w.tile), w.unseen) for w in waits(parse_hand("123m456p789s1122z"), parse_tiles("1z"))]
[('1z', 1), ('2z', 2)]
>>> best = analyze_discards(parse_hand("123m456p789s1122z5p"))[0]
>>> str(best.tile), best.shanten, best.useful_count
('5p', 0, 4)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mjcore.decompose import is_winning_counts
from mjcore.errors import WrongTileCountError
from mjcore.hand import Hand, tile_counts
from mjcore.rules import STANDARD, Rules, find_rules
from mjcore.shanten import regular_shanten_after_draws, shanten_of_counts, special_shanten_after_draws
from mjcore.tiles import KINDS, Tile


@dataclass(frozen=True, slots=True)
class Wait:
    """A winning tile of a ready hand and how many copies of it are still unseen."""

    tile: Tile
    unseen: int


@dataclass(frozen=True, slots=True)
class Discard:
    """What discarding ``tile`` leaves: the shanten and the tiles that would improve it."""

    tile: Tile
    shanten: int
    useful: tuple[Tile, ...]
    useful_count: int


def unseen_counts(hand: Hand, visible: Iterable[Tile] = ()) -> list[int]:
    """For each of the 34 kinds: 4 minus the copies in the hand and among ``visible``, at least 0."""
    held = hand.all_counts()
    seen = tile_counts(visible)
    return [max(0, 4 - held[k] - seen[k]) for k in range(34)]


def _prepare(
    hand: Hand, size: int, visible: Iterable[Tile], rules: Rules | str
) -> tuple[Rules, list[int], list[int], list[int]]:
    """Check the hand size; the rules, concealed counts, held counts and unseen counts."""
    if hand.tile_count != size:
        raise WrongTileCountError(f"error.analysis.need_{size}", count=hand.tile_count)
    return find_rules(rules), hand.counts(), hand.all_counts(), unseen_counts(hand, visible)


def waits(hand: Hand, visible: Iterable[Tile] = (), rules: Rules | str = STANDARD) -> tuple[Wait, ...]:
    """The winning tiles of a 13-tile hand, each with its unseen copies (empty if not ready).

    A tile whose four copies are all in the hand is no wait (there is no fifth).
    """
    rules, counts, held, unseen = _prepare(hand, 13, visible, rules)
    melds = len(hand.melds)
    found = []
    for tile in KINDS:
        if held[tile] >= 4:
            continue
        counts[tile] += 1
        if is_winning_counts(counts, melds, rules):
            found.append(Wait(tile, unseen[tile]))
        counts[tile] -= 1
    return tuple(found)


def useful_tiles(counts: list[int], melds: int, held: list[int], rules: Rules = STANDARD) -> tuple[int, tuple[Tile, ...]]:
    """The shanten of 13-tile counts and the kinds (not all held) whose draw lowers it."""
    base = shanten_of_counts(counts, melds, rules)
    candidates = [tile for tile in KINDS if held[tile] < 4]
    regular = regular_shanten_after_draws(counts, melds, candidates)
    special = special_shanten_after_draws(counts, melds, rules, candidates)
    useful = tuple(tile for tile, r, s in zip(candidates, regular, special) if min(r, s) < base)
    return base, useful


def analyze_discards(hand: Hand, visible: Iterable[Tile] = (), rules: Rules | str = STANDARD) -> tuple[Discard, ...]:
    """Every distinct discard of a 14-tile hand, best first.

    Ranked by the shanten left (lower first), then by unseen useful tiles, then by useful
    kinds, then by tile order.
    """
    rules, counts, held, unseen = _prepare(hand, 14, visible, rules)
    melds = len(hand.melds)
    found = []
    for tile in sorted(set(hand.concealed)):
        counts[tile] -= 1
        held[tile] -= 1
        value, useful = useful_tiles(counts, melds, held, rules)
        found.append(Discard(tile, value, useful, sum(unseen[t] for t in useful)))
        counts[tile] += 1
        held[tile] += 1
    found.sort(key=lambda d: (d.shanten, -d.useful_count, -len(d.useful), d.tile))
    return tuple(found)
