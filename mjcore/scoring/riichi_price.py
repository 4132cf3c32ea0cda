"""The riichi points rule a player applies by hand: han and fu -> base points -> payments.

* base points = fu × 2^(han + 2), capped at the mangan's 2000; from 5 han the limits:
  mangan 5 han (2000), haneman 6–7 (3000), baiman 8–10 (4000), sanbaiman 11–12 (6000),
  yakuman 13 and more (8000; the project's scorer counts 13 han of ordinary yaku as a yakuman);
* the cap makes 4 han with 40 fu or more, and 3 han with 70 fu or more, a mangan. The project
  does not use kiriage mangan (``RiichiScoring.kiriage`` is ``False``): 4 han 30 fu and 3 han
  60 fu are paid by the formula (7700 and 7700 for a non-dealer's ron), not as a mangan;
* payments, each rounded UP to 100: a non-dealer's ron base × 4 from the discarder, a dealer's
  ron base × 6; a non-dealer's tsumo base × 2 from the dealer and base from each other player,
  a dealer's tsumo base × 2 from each player.

This module writes the rule down so a lesson can teach it; the tests check it against the
scorer's own prices (:meth:`mjcore.scoring.riichi.RiichiScoring.price`, the ``mahjong`` package)
for every han and fu. :func:`occurs` says which cells of the table no hand can reach.

>>> base_points(1, 30), base_points(3, 70), base_points(4, 30), base_points(6, 30)
(240, 2000, 1920, 3000)
>>> payment(1, 30, dealer=False, self_drawn=False), payment(1, 30, dealer=False, self_drawn=True)
(1000, (500, 300))
>>> limit_of(4, 40), limit_of(4, 30), limit_of(11, 30)
('mangan', None, 'sanbaiman')
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Limit:
    """A limit: its name, the fewest han that reach it and its base points.

    >>> LIMITS[1]
    Limit(name='haneman', han=6, base=3000)
    """

    name: str
    han: int
    base: int


LIMITS: tuple[Limit, ...] = (Limit("mangan", 5, 2000), Limit("haneman", 6, 3000), Limit("baiman", 8, 4000),
                             Limit("sanbaiman", 11, 6000), Limit("yakuman", 13, 8000))
MANGAN = LIMITS[0]
#: The fu of the payments table: 20 (pinfu tsumo), 25 (seven pairs), then 30 to 110 by tens.
TABLE_FU: tuple[int, ...] = (20, 25, *range(30, 120, 10))
#: The han of the table's rows below the limits.
TABLE_HAN: tuple[int, ...] = (1, 2, 3, 4)


def round_up_100(points: int) -> int:
    """Every payment is rounded up to a hundred.

    >>> round_up_100(2880), round_up_100(2900), round_up_100(1)
    (2900, 2900, 100)
    """
    return -(-points // 100) * 100


def limit_of(han: int, fu: int) -> str | None:
    """The limit a hand reaches (``None``: it is paid by the formula)."""
    reached = [limit for limit in LIMITS if han >= limit.han]
    if reached:
        return reached[-1].name
    return MANGAN.name if fu * 2 ** (han + 2) >= MANGAN.base else None


def base_points(han: int, fu: int) -> int:
    """fu × 2^(han+2), at most a mangan's 2000; a limit's base from 5 han."""
    reached = [limit for limit in LIMITS if han >= limit.han]
    if reached:
        return reached[-1].base
    base: int = min(fu * 2 ** (han + 2), MANGAN.base)
    return base


def payment(han: int, fu: int, *, dealer: bool, self_drawn: bool) -> int | tuple[int, int]:
    """What the payers pay, before honba and riichi sticks.

    A ron: the discarder's payment. A non-dealer's tsumo: ``(the dealer's, each other's)``.
    A dealer's tsumo: ``(each player's, each player's)``.

    >>> payment(1, 60, dealer=True, self_drawn=False), payment(2, 20, dealer=True, self_drawn=True)
    (2900, (700, 700))
    """
    base = base_points(han, fu)
    if not self_drawn:
        return round_up_100(base * (6 if dealer else 4))
    if dealer:
        each = round_up_100(base * 2)
        return each, each
    return round_up_100(base * 2), round_up_100(base)


def occurs(han: int, fu: int, *, self_drawn: bool) -> bool:
    """Whether a hand of ``han`` and ``fu`` can be won that way.

    20 fu is only a concealed pinfu won by tsumo (a ron adds 10, an open hand counts 30, any
    other fu makes more than 20): never on a ron, and pinfu + menzen tsumo is already 2 han.
    25 fu is only seven pairs, 2 han by itself, 3 han with the menzen tsumo of a tsumo.

    >>> occurs(1, 20, self_drawn=True), occurs(2, 20, self_drawn=True), occurs(2, 20, self_drawn=False)
    (False, True, False)
    >>> occurs(1, 25, self_drawn=False), occurs(2, 25, self_drawn=False), occurs(2, 25, self_drawn=True)
    (False, True, False)
    """
    if fu == 20:
        return self_drawn and han >= 2
    if fu == 25:
        return han >= (3 if self_drawn else 2)
    return True
