"""What the coach's tests call a near-tie (issue 25: a near-tie is never a mistake)."""

from __future__ import annotations

from mjcore.game.worth import Option


def near_tie(a: Option, b: Option) -> bool:
    """A near-tie: the same shanten, waits and plan, the chance to complete within a point (a few
    useful tiles apart), the value within a point and the danger within half a point — at most
    about 2.6 points of worth apart in all, under the coach's threshold of a mistake (3 points).

    >>> from mjcore.game.actions import Action
    >>> a = Option(Action.pass_(0), None, 1, 20, speed=0.30, win=0.25)
    >>> near_tie(a, Option(Action.pass_(0), None, 1, 21, speed=0.305, win=0.254)), near_tie(a, Option(Action.pass_(0), None, 1, 30, speed=0.35, win=0.3))
    (True, False)
    """
    value_gap = (a.win - a.speed) - (b.win - b.speed)
    return (a.shanten == b.shanten and a.waits == b.waits and a.short == b.short and a.plan == b.plan
            and abs(a.speed - b.speed) < 0.01 and abs(a.danger - b.danger) < 0.005 and abs(value_gap) < 0.01)
