"""What several lessons' facts compute: the set's tile counts, what each scoring system gives a
bonus tile, which bonus tile is whose seat, the waits of a two-tile shape."""

from __future__ import annotations

from mjcore.analysis import waits
from mjcore.game.rules import MCR4
from mjcore.notation import parse_hand
from mjcore.render import faces
from mjcore.scoring import find_system
from mjcore.scoring.base import WinContext
from mjcore.tiles import WINDS, Tile

#: A winning hand every system accepts, won on a discard, with room for bonus tiles.
PLAIN = "123m 456p 789s 234s 55z"
BONUS = [t for t in Tile if t.is_bonus]
KINDS = [t for t in Tile if not t.is_bonus]


def items(system: str, hand: str = PLAIN, win: str = "4s", seat: Tile = Tile.EAST) -> dict[str, int]:
    """The items of a score (key -> points, summed over repeats)."""
    score = find_system(system).score(parse_hand(hand), WinContext(Tile.from_str(win), discarder=WINDS[(WINDS.index(seat) + 2) % 4],
                                                                           seat_wind=seat))
    out: dict[str, int] = {}
    for item in score.items:
        out[item.key] = out.get(item.key, 0) + item.points * item.count
    return out


def bonus_gain(system: str, bonus: str, seat: Tile = Tile.EAST) -> int:
    """What adding ``bonus`` tiles to a plain winning hand changes in a system's total."""
    return sum(items(system, f"{PLAIN} {bonus}", seat=seat).values()) - sum(items(system, seat=seat).values())


def own_flower(seat: Tile) -> int:
    """The number of the flower that is ``seat``'s own, as the Hong Kong scorer reads it."""
    return next(n for n in range(1, 5) if "hk.own_flower" in items("hk", f"{PLAIN} {n}f", seat=seat))


def seat_numbers() -> dict[Tile, int]:
    return {wind: own_flower(wind) for wind in WINDS}


def copies() -> int:
    """Copies of each tile in the full set: the set's count without its bonus tiles, per kind."""
    return (MCR4.tile_count - len(BONUS)) // len(KINDS)


def suit_numbers() -> list[int]:
    return sorted({t.number for t in Tile if t.is_suited})


def bird() -> int:
    """The bamboo tile drawn as a bird (the face drawing's)."""
    return next(n for n in suit_numbers() if faces._bamboo(n) == faces._bird())


def shape_waits(shape: str) -> list[int]:
    """The numbers a two-tile shape of characters waits on (the rest of the hand complete in honors)."""
    return [w.tile.number for w in waits(parse_hand(shape + " EEE SSS WWW NN"))]
