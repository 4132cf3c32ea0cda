"""What each option of a decision is worth: the numbers behind the coach (:mod:`mjcore.game.coach`).

:func:`evaluate` reads what one player sees and returns every option of the decision with its
numbers (:class:`Option`): the hand after it, its *speed* (the chance to complete a hand before
the wall runs out and before the rivals do), its *win* (the same for a win that counts where the
rule set has a minimum) and its *danger* (the chance that the discard hands an opponent the win).

*speed*
    the hand after the option is ``shanten`` steps from ready with ``useful`` unseen tiles that
    help now; the chance to complete it follows the steps one draw at a time (:func:`progress`):
    the first step at the hand's own rate, the later ones at the rates a hand of that shanten
    usually has (:data:`TYPICAL`); the last tile may come from another player's discard too
    (:data:`DISCARD_SHARE`). The rivals race it (:func:`first`): a hidden hand is judged from
    what it shows (its discards, its open sets), a hand in open play exactly.
*value*
    where the rule set has a minimum (Chinese Official's 8 points, Hong Kong's 3 fan), only a win
    that reaches it counts, and every depth is judged by the same measure — the draws that lead
    to a ready hand whose win counts, and that hand's counting waits:

    - a ready hand is exact: each wait is scored by the rule set's own system;
    - a hand one tile from ready is looked at one draw further (the best few of a decision,
      :data:`LOOK_AHEAD`): its draws that make a ready hand whose win counts, and those hands'
      waits; the other draws leave it where it is;
    - a hand further away (and one not looked at) takes the share of such draws and waits that
      a plain hand usually has (the system's :class:`~mjcore.scoring.ValueOdds`, raised towards
      1 by the value pungs it holds) — or follows one of its *plans*, the patterns its scoring
      system declares (:class:`~mjcore.scoring.Plan`: a flush, all pungs, seven pairs, the
      knitted shapes), with the plan's points.
*danger*
    a discard that an opponent may win on: exactly where their hand can be seen (open play), else
    from the rival's chance to be ready and how likely a ready hand waits on that tile.

>>> from mjcore.game.state import new_game
>>> from mjcore.game.view import view
>>> kind, options = evaluate(view(new_game("kids2p", seed=3), 0))
>>> kind.value, all(0 <= o.win <= 1 for o in options)
('turn', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import Enum
from functools import lru_cache

from mjcore.analysis import rank_discards, useful_tiles
from mjcore.game.actions import Action, ActionKind
from mjcore.game.state import Phase
from mjcore.game.view import PlayerView, SeatView
from mjcore.game.win import score_hand
from mjcore.hand import Hand, Meld
from mjcore.knitted import KNITTED_SETS
from mjcore.rules import FOUR_SETS, Rules
from mjcore.scoring import Plan, PlanKind, ValueOdds, WinContext, find_system
from mjcore.shanten import knitted_floor, regular_shanten, seven_pairs_shanten, thirteen_orphans_shanten
from mjcore.tiles import KINDS, ORPHANS, SUIT_OFFSET, Suit, Tile

#: The share of the unseen tiles that a hand of each shanten usually finds useful (0: a ready
#: hand's waits), measured after the discards of the frozen computer player (the one before the
#: coach) against itself over 1500 hands of mcr2p: 0.057, 0.16, 0.23, 0.36, 0.57 for shanten
#: 0-4 (a share, not a count: the unseen tiles are 120 early in a hand, 80 late); further ones
#: extrapolated.
TYPICAL = (0.057, 0.16, 0.23, 0.36, 0.57, 0.7, 0.8, 0.9, 0.95)
#: A half flush's and a full flush's useful tiles against a plain hand's (fewer kinds help).
FLUSH_SHARE = (0.55, 0.35)
#: Hands one tile from ready looked at one draw further (the best this many of a decision).
LOOK_AHEAD = 3
#: The step to a ready hand comes by a claimed discard too (a chow or a pung that makes one): this
#: many times as often again as by one's own draws.
CLAIMED = (0.33, 0.33)
#: The chance per draw that a hand whose next step is narrower than usual (a one-from-ready hand
#: with few useful draws, a ready hand on few waits) reshapes into a usual hand of its kind — a
#: draw beside its loose tiles, kept in exchange for one of them.
IMPROVE = 0.1
#: How much of what the look one draw further shows of a hand's value (its chance against the
#: usual odds) carries over to the decision's other plain hands: 0 none, 1 all of it.
CARRY = 1.0
#: How often another player lets go of a given unseen tile in one of its turns, against one's own
#: chance to draw it (the others keep what they need and let the rest go). Measured over 1000
#: hands of the frozen computer player against itself in mcr2p: a ready hand whose win counts
#: wins 7.5 % of its rounds with, on average, 4.0 of 94 unseen tiles counting self-drawn and
#: 2.6 on a discard — 4.2 % by its own draws, so 1.3 times 2.7 % by the other's discards.
DISCARD_SHARE = 1.3
#: The chance a ready opponent waits on a given plain middle tile (a ready hand waits on about
#: two kinds of the twenty or so it could): tiles less likely to be waited on weigh less.
WAIT_SHARE = 0.08
#: The shanten a hand usually has after its first discard (the rivals' hidden hands start there).
RIVAL_START = 3
#: The share of a ready rival's waits that may have changed since a tile was let go without its
#: win (a ready hand seldom changes its waits; a tile let go while it was ready is safe otherwise).
STALE = 0.15
#: Where the rule set has a minimum, a discard that leaves the hand further from ready than the
#: fastest one (a ready hand whose waits all fall short counts a step further) is worth at most a
#: little less than the best of the fastest — unless it is one step further and safer than the
#: safest of them by this much (``None``: no cap). The value the model sees in a hand two or more
#: steps away is a guess (the usual odds, a plan's); stepping back for it lost against the frozen
#: player (mcr2p, seeds 0-2, 400 hands each: 48.3 % of the decided hands before the cap, 52.3 %
#: with it).
STEP_CAP: float | None = 0.02
#: Honors-and-knitted's later steps counted by its own shape (see :func:`_typical`).
HONORS_KNITTED = True


class DecisionKind(Enum):
    """What is decided: a turn (discard, kong, win), a claim of a discard, robbing a kong."""

    TURN = "turn"
    CLAIM = "claim"
    ROB = "rob"


@dataclass(frozen=True, slots=True)
class Option:
    """One option and what it is worth. ``then`` is the discard that follows a claim (or the
    discard itself); ``shanten``/``useful`` describe the hand after it (``useful``: unseen
    copies of the tiles that help, counted along ``plan`` where one is followed); ``waits``: a
    ready hand's winning tiles that count, ``short``: those that would not reach the minimum;
    ``speed``: the chance to complete the hand, value aside; ``win``: to win it with a hand that
    counts; ``danger``: that this discard hands an opponent their win."""

    action: Action
    then: Tile | None = None
    shanten: int = 0
    useful: int = 0
    useful_tiles: tuple[Tile, ...] = ()
    waits: tuple[Tile, ...] = ()
    short: tuple[Tile, ...] = ()
    waits_left: int = 0
    plan: Plan | None = None
    speed: float = 0.0
    win: float = 0.0
    danger: float = 0.0
    open_after: bool = False

    @property
    def worth(self) -> float:
        """The chance to win the hand less the chance to deal in, in percent (0-100)."""
        return round(100.0 * (self.win * (1.0 - self.danger) - self.danger), 2)

    @property
    def is_win(self) -> bool:
        return self.action.kind is ActionKind.MAHJONG


# -- the chance to complete a hand, and to do it first ----------------------------------------
@lru_cache(maxsize=65536)
def progress(rates: tuple[float, ...], draws: int) -> tuple[tuple[float, ...], ...]:
    """Where a hand stands after each of ``draws`` draws, the ``i``-th step of it having the chance
    ``rates[i]`` at each draw: ``out[t][k]`` is the chance to have taken exactly ``k`` steps after
    ``t`` draws (``k == len(rates)``: all of them).

    >>> [round(p, 2) for p in progress((0.5,), 2)[2]]
    [0.25, 0.75]
    """
    steps = len(rates)
    ahead = [1.0] + [0.0] * steps
    out = [tuple(ahead)]
    for _ in range(draws):
        for k in range(steps - 1, -1, -1):
            moved = ahead[k] * rates[k]
            ahead[k] -= moved
            ahead[k + 1] += moved
        out.append(tuple(ahead))
    return tuple(out)


def reach(rates: tuple[float, ...], draws: int) -> float:
    """The chance to take every step within ``draws`` draws (see :func:`progress`).

    >>> round(reach((0.5,), 1), 2), round(reach((0.5,), 2), 2), reach((), 3)
    (0.5, 0.75, 1.0)
    >>> round(reach((0.1, 0.1), 10), 3)
    0.264
    """
    return progress(rates, max(0, draws))[-1][-1]


@lru_cache(maxsize=65536)
def done_by(rates: tuple[float, ...], draws: int) -> tuple[float, ...]:
    """The chance to have taken every step after 0, 1, ... ``draws`` draws."""
    steps = len(rates)
    if not steps:
        return (1.0,) * (max(0, draws) + 1)
    ahead = [1.0] + [0.0] * steps
    out = [0.0]
    for _ in range(max(0, draws)):
        for k in range(steps - 1, -1, -1):
            moved = ahead[k] * rates[k]
            ahead[k] -= moved
            ahead[k + 1] += moved
        out.append(ahead[steps])
    return tuple(out)


def _not_done(rivals: tuple[tuple[float, ...], ...], draws: int) -> tuple[float, ...]:
    """For each of one's draws 0 .. ``draws``, the chance that no rival has completed around it
    (a rival plays its ``t``-th draw after one's own or before: half of it counts)."""
    out = [1.0]
    for t in range(1, draws + 1):
        weight = 1.0
        for rival in rivals:
            last = len(rival) - 1
            weight *= 1.0 - (rival[min(t - 1, last)] + rival[min(t, last)]) / 2
        out.append(weight)
    return tuple(out)


@lru_cache(maxsize=65536)
def first(rates: tuple[float, ...], draws: int, rivals: tuple[tuple[float, ...], ...]) -> float:
    """The chance to complete within ``draws`` draws before every rival has (``rivals``: each one's
    chance to be done after 0, 1, ... of its draws, as from :func:`done_by`).

    >>> round(first((0.5,), 1, ()), 2), round(first((0.5,), 1, ((0.0, 1.0),)), 2)
    (0.5, 0.25)
    """
    return _before(done_by(rates, draws), _not_done(rivals, draws))


def _before(mine: tuple[float, ...], free: tuple[float, ...]) -> float:
    """The chance to complete (``mine``: done after each draw) while no rival has (``free``)."""
    chance = 0.0
    for t in range(1, len(mine)):
        chance += (mine[t] - mine[t - 1]) * free[min(t, len(free) - 1)]
    return chance


@dataclass(frozen=True, slots=True)
class _Shares:
    """The value of a plain hand at its last two steps: the share of a one-from-ready hand's
    useful draws that make a ready hand whose win counts, and the share of a ready hand's waits
    that count on a discard and self-drawn (all 1 where every win counts)."""

    near: float = 1.0
    discard: float = 1.0
    self_drawn: float = 1.0


_ALL = _Shares()


@dataclass(frozen=True, slots=True)
class _Setting:
    """What every option of one decision shares: the viewer, the unseen tiles, the draws left,
    the rivals' chances to be done after each of those draws, the danger of each discard."""

    view: PlayerView
    shapes: Rules
    unseen: tuple[int, ...]
    left: int  # unseen copies in all
    draws: int  # the viewer's draws still to come
    players: int
    minimum: int
    odds: ValueOdds | None
    plans: tuple[Plan, ...]
    pung_points: int
    valued: frozenset[Tile]
    plan_of: dict[PlanKind, Plan]
    rivals: tuple[tuple[float, ...], ...] = ()
    free: tuple[float, ...] = (1.0,)
    danger: tuple[float, ...] = (0.0,) * 34

    sums: dict[tuple[int, int, float], float] = field(default_factory=dict, compare=False, repr=False)

    def race(self, rates: tuple[float, ...], extra_draws: int = 0) -> float:
        """The chance to take the steps at ``rates`` before the wall and the rivals do: what
        :func:`first` computes, by the closed form of a sum of waits at distinct rates where the
        rates are apart (see :func:`_closed`), else step by step."""
        draws = self.draws + extra_draws
        found = _closed(rates, draws, self)
        return found if found is not None else _before(done_by(rates, draws), self.free)

    def weighed(self, steps: int, draws: int, q: float) -> float:
        """``sum(q ** m * free[steps + m] for m in 0 .. draws - steps)``, kept for the decision."""
        key = (steps, draws, q)
        found = self.sums.get(key)
        if found is None:
            free = self.free
            last = len(free) - 1
            found = 0.0
            for t in range(draws, steps - 1, -1):
                found = found * q + free[min(t, last)]
            self.sums[key] = found
        return found


#: The least gap between two rates of a chain of 1, 2, ... steps for the closed form (which
#: divides by their differences): it keeps the result within 1e-9 of the step-by-step race on
#: random rates; closer rates are raced step by step.
_APART = (0.0, 0.0, 1e-7, 3e-4, 1e-3, 0.018, 0.04, 0.068, 0.1, 0.13)


def _closed(rates: tuple[float, ...], draws: int, setting: _Setting) -> float | None:
    """The chance to take every step before the rivals by the generating function of a sum of
    geometric waits: with ``q = 1 - rate`` all distinct, the chance to be done at draw
    ``steps + m`` is ``prod(rates) * sum(B_i * q_i ** m)``, ``B_i = prod(q_i / (q_i - q_j), j != i)``;
    ``None`` when two rates are too close for that to be exact (see :data:`_APART`).

    >>> from mjcore.game.state import new_game
    >>> from mjcore.game.view import view
    >>> setting = _setting(view(new_game("mcr2p", seed=3), 0))
    >>> rates = (0.3, 0.12, 0.05)
    >>> abs(_closed(rates, setting.draws, setting) - _before(done_by(rates, setting.draws), setting.free)) < 1e-9
    True
    """
    steps = len(rates)
    if draws < steps or min(rates) <= 0.0:
        return 0.0
    qs = [1.0 - r for r in rates if r < 1.0]  # a sure step takes one draw: a shift, no fraction
    if not qs:
        return setting.free[min(steps, len(setting.free) - 1)]
    if len(qs) >= len(_APART):
        return None
    apart = _APART[len(qs)]
    for i in range(len(qs)):
        for j in range(i):
            if abs(qs[i] - qs[j]) < apart:
                return None
    product = 1.0
    for q in qs:
        product *= 1.0 - q
    total = 0.0
    for i, q in enumerate(qs):
        b = 1.0
        for j, other in enumerate(qs):
            if j != i:
                b *= q / (q - other)
        if b:
            total += b * setting.weighed(steps, draws, q)
    return min(1.0, max(0.0, product * total))


def _setting(view: PlayerView) -> _Setting:
    system = find_system(view.rules.scoring)
    unseen = tuple(view.unseen())
    players = len(view.seats)
    draws = max(0, view.wall_left // players)
    minimum = max(0, view.rules.minimum)
    plans = tuple(getattr(system, "plans", ())) if minimum else ()
    odds = getattr(system, "value_odds", None) if minimum else None
    pung_points = getattr(system, "value_pung_points", 0) if minimum else 0
    valued = frozenset({Tile.RED, Tile.GREEN, Tile.WHITE, view.me.wind, view.round_wind})
    setting = _Setting(view, view.rules.shapes, unseen, max(1, sum(unseen)), draws, players, minimum, odds, plans,
                       pung_points, valued, {p.kind: p for p in plans})
    rivals = [_rival(setting, seat) for seat in view.seats if seat.player != view.seat and not seat.dead]
    curves = tuple(r.done for r in rivals)
    return replace(setting, rivals=curves, free=_not_done(curves, draws + 1), danger=_dangers(setting, rivals))


def _rate(count: float, left: int) -> float:
    return round(min(1.0, count / left), 4)


def _last_rate(by_discard: float, by_self: float, setting: _Setting) -> float:
    """The chance per round of play to win on one's ready hand: one's own draw, or another
    player's discard (``by_discard``/``by_self``: unseen copies of the waits that count so)."""
    miss = (1.0 - min(1.0, by_self / setting.left)) * (1.0 - min(1.0, DISCARD_SHARE * by_discard / setting.left)) ** (
        setting.players - 1)
    return round(1.0 - miss, 4)


def _typical(kind: PlanKind | None, level: int, left: int, honors: bool = False) -> float:
    """The useful tiles a hand ``level`` steps from ready usually has (0: a ready hand's waits)
    among ``left`` unseen ones, along a plan's shape: a flush draws from fewer kinds; seven pairs
    and all pungs grow a pair or a pung out of single tiles and pairs (three, then two unseen
    copies each); honors-and-knitted (``honors``) takes any of its sixteen kinds it lacks, three
    more than the steps left (three unseen copies each)."""
    if honors:
        return 3.0 * (level + 3)
    usual = TYPICAL[min(level, len(TYPICAL) - 1)] * left
    if kind is PlanKind.HALF_FLUSH:
        return usual * FLUSH_SHARE[0]
    if kind is PlanKind.FULL_FLUSH:
        return usual * FLUSH_SHARE[1]
    if kind is PlanKind.SEVEN_PAIRS:
        return 3.0 * (2 * level + 1)
    if kind is PlanKind.ALL_PUNGS:
        return 2.0 * (level + 2)
    if kind in (PlanKind.KNITTED, PlanKind.THIRTEEN_ORPHANS):
        return 3.0 * (level + 1)
    return usual


def _rates(shanten: int, useful: float, setting: _Setting, *, kind: PlanKind | None = None,
           shares: _Shares = _ALL, honors: bool = False) -> tuple[float, ...]:
    """The per-draw chance of each step from ``shanten`` (at least 1) to a win: the hand's own
    rate first, then the usual rates of the steps below (along the plan ``kind``); the step to a
    ready hand counts only the draws that make one whose win counts, the last step only the waits
    that count (``shares``)."""
    near = shares.near * (1.0 + CLAIMED[0])
    rates = [_rate(useful * (near if shanten == 1 else 1.0), setting.left)]
    for level in range(shanten - 1, 0, -1):
        rates.append(_rate(_typical(kind, level, setting.left, honors) * (near if level == 1 else 1.0), setting.left))
    waits = _typical(kind, 0, setting.left, honors)
    rates.append(_last_rate(waits * shares.discard, waits * shares.self_drawn, setting))
    return tuple(rates)


def _shares(setting: _Setting, concealed: bool, points: int) -> _Shares:
    """The value shares of a plain hand (see :class:`_Shares`) with ``points`` already certain:
    the system's measured odds, raised towards 1 as less is missing."""
    odds = setting.odds
    if odds is None or points >= setting.minimum:
        return _ALL
    missing = (setting.minimum - points) / setting.minimum
    on_discard, self_drawn = odds.concealed if concealed else odds.open
    near = odds.near[0 if concealed else 1]
    return _Shares(near ** missing, on_discard ** missing, self_drawn ** missing)


# -- the shapes of a hand: the plain hand, the special shapes, the plans -----------------------------
@lru_cache(maxsize=65536)
def _plain(counts: bytes, melds: int, held: bytes) -> tuple[int, tuple[Tile, ...]]:
    """Shanten and useful tiles of four sets and a pair (the special shapes are routes of their own)."""
    return useful_tiles(list(counts), melds, held, FOUR_SETS)


def _allowed(kind: PlanKind, suit: Suit | None) -> tuple[bool, ...]:
    """Which of the 34 kinds a plan may hold."""
    return _ALLOWED.get((kind, suit), _EVERY)


_EVERY = (True,) * 34
_ALLOWED: dict[tuple[PlanKind, Suit | None], tuple[bool, ...]] = {
    (kind, suit): tuple((k < 27 or kind is PlanKind.HALF_FLUSH) and (k >= 27 or Tile(k).suit is suit)
                                for k in range(34))
            for kind in (PlanKind.FULL_FLUSH, PlanKind.HALF_FLUSH) for suit in (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO)}


def _pungs_shanten(counts: Sequence[int], melds: int) -> tuple[int, tuple[int, ...]]:
    """Shanten of all pungs (and the kinds that lower it): the most held kinds become the pungs
    and the pair (greedy by count is exact: a kind held more serves either role at least as well)."""
    need = 4 - melds
    kinds = sorted((k for k in range(34) if counts[k]), key=lambda k: -counts[k])
    pungs, pair = kinds[:need], kinds[need:need + 1]
    missing = sum(max(0, 3 - counts[k]) for k in pungs) + sum(max(0, 2 - counts[k]) for k in pair)
    short_slots = (need - len(pungs)) * 3 + (0 if pair else 2)
    missing += short_slots
    useful = {k for k in pungs if counts[k] < 3} | {k for k in pair if counts[k] < 2}
    if short_slots or (pair and counts[pair[0]] < 2):
        useful |= {k for k in range(34) if counts[k] == 1}
    return missing - 1, tuple(sorted(useful))


@dataclass(frozen=True, slots=True)
class _Route:
    """One way to complete a hand: the plain hand (``plan`` ``None``), a special shape or a plan;
    how far (``shanten``), the unseen tiles that help, and the points it makes certain."""

    plan: Plan | None
    kind: PlanKind | None
    shanten: int
    useful: float
    useful_tiles: tuple[Tile, ...]
    points: int = 0
    honors: bool = False  # honors-and-knitted (see :func:`_typical`)


def _special_routes(setting: _Setting, counts: bytes, melds: Sequence[Meld], plain: int) -> list[_Route]:
    """The special shapes of the rule set (seven pairs, thirteen orphans, the knitted shapes) as
    routes — in a system with a minimum, as its plans; at most two steps behind the plain hand."""
    plans = setting.plan_of
    unseen = setting.unseen
    out = []
    for kind, shanten, useful, honors in _special_shapes(counts, len(melds), setting.shapes, plain):
        plan = plans.get(kind)
        out.append(_Route(plan, kind, shanten, float(sum(unseen[t] for t in useful)), useful,
                          plan.points if plan is not None else 0, honors))
    return out


@lru_cache(maxsize=65536)
def _special_shapes(counts: bytes, melds: int, shapes: Rules,
                    plain: int) -> tuple[tuple[PlanKind, int, tuple[Tile, ...], bool], ...]:
    """Shanten and useful tiles of the special shapes (see :func:`_special_routes`), and whether
    a knitted one is honors-and-knitted."""
    out = []
    if not melds and shapes.seven_pairs:
        shanten = seven_pairs_shanten(counts, allow_quads=shapes.seven_pairs_allow_quads)
        if 0 <= shanten <= plain + 2:
            few = 34 - counts.count(0) < 7
            useful = tuple(KINDS[k] for k in range(34) if counts[k] == 1 or (few and counts[k] == 0))
            out.append((PlanKind.SEVEN_PAIRS, shanten, useful, False))
    if not melds and shapes.thirteen_orphans:
        shanten = thirteen_orphans_shanten(counts)
        if 0 <= shanten <= plain + 2:
            paired = any(counts[k] >= 2 for k in ORPHANS)
            useful = tuple(k for k in ORPHANS if counts[k] == 0 or (not paired and counts[k] == 1))
            out.append((PlanKind.THIRTEEN_ORPHANS, shanten, useful, False))
    if shapes.knitted and melds <= 1 and knitted_floor(counts, melds) <= plain:
        shanten, kinds, honors = _knitted(counts, melds)
        if 0 <= shanten <= plain + 2:
            out.append((PlanKind.KNITTED, shanten, tuple(KINDS[k] for k in kinds), honors and HONORS_KNITTED))
    return tuple(out)


def _plan_routes(setting: _Setting, counts: Sequence[int], melds: Sequence[Meld], plain: int, value_points: int) -> list[_Route]:
    """The flushes and all pungs of the system's plans, at most two steps behind the plain hand."""
    out: list[_Route] = []
    for plan in setting.plans:
        if plan.kind is PlanKind.ALL_PUNGS:
            if any(m.is_chow for m in melds):
                continue
            shanten, useful = _pungs_shanten(counts, len(melds))
            if 0 <= shanten <= plain + 2:
                out.append(_Route(plan, plan.kind, shanten, float(sum(setting.unseen[k] for k in useful)),
                                  tuple(Tile(k) for k in useful), plan.points + value_points))
        elif plan.kind in (PlanKind.HALF_FLUSH, PlanKind.FULL_FLUSH):
            found = _flush_route(setting, plan, counts, melds, plain)
            if found is not None:
                out.append(replace(found, points=plan.points + value_points))
    return out


def _flush_route(setting: _Setting, plan: Plan, counts: Sequence[int], melds: Sequence[Meld], plain: int) -> _Route | None:
    best: _Route | None = None
    honors = sum(counts[27:34]) if plan.kind is PlanKind.HALF_FLUSH else 0
    for suit in (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO):
        start = SUIT_OFFSET[suit]
        if sum(counts[start:start + 9]) + honors + 3 * len(melds) < 13 - 2 * (plain + 2):  # too far to follow
            continue
        allowed = _allowed(plan.kind, suit)
        if any(not allowed[m.first] or not allowed[m.tiles[-1]] for m in melds):
            continue
        kept = bytes(c if allowed[k] else 0 for k, c in enumerate(counts))
        shanten, useful = _plain(kept, len(melds), kept)
        if shanten > plain + 2:
            continue
        useful = tuple(t for t in useful if allowed[t])
        found = _Route(replace(plan, suit=suit), plan.kind, shanten, float(sum(setting.unseen[t] for t in useful)), useful)
        if best is None or (found.shanten, -found.useful) < (best.shanten, -best.useful):
            best = found
    return best


def _knitted(counts: Sequence[int], melds: int) -> tuple[int, tuple[int, ...], bool]:
    """Shanten of the knitted shapes and the kinds that lower it (the best knitted set's missing
    tiles; the honors missing for honors-and-knitted; the set and pair of a knitted straight),
    and whether the best is honors-and-knitted."""
    best = (9, (), False)  # type: tuple[int, tuple[int, ...], bool]
    honors = [k for k in range(27, 34) if counts[k]]
    for knit in KNITTED_SETS:
        present = [t for t in knit if counts[t]]
        missing = tuple(t for t in knit if not counts[t])
        if melds <= 1:
            rest = list(counts[:34])
            for t in present:
                rest[t] -= 1
            regular = regular_shanten(rest, melds + 3)
            shanten = regular + 9 - len(present)
            if shanten < best[0]:
                _, useful = _plain(bytes(rest), melds + 3, bytes(rest))
                best = (shanten, tuple(sorted(set(missing) | set(useful))), False)
        if melds == 0:
            shanten = 13 - min(14, len(present) + len(honors))
            if shanten < best[0]:
                best = (shanten, tuple(sorted(set(missing) | {k for k in range(27, 34) if not counts[k]})), True)
    return best


def _secured(setting: _Setting, melds: Sequence[Meld], counts: Sequence[int]) -> int:
    """Value pungs already made (declared or concealed): dragons, one's own wind, the round's."""
    made = sum(1 for m in melds if not m.is_chow and m.first in setting.valued)
    made += sum(1 for t in setting.valued if counts[t] >= 3)
    return made


# -- whether a win counts ------------------------------------------------------------------------------
#: The answers of :func:`_counts_as_win`, kept across decisions (the same ready hands come back
#: turn after turn); emptied when it grows past :data:`_COUNTING_SIZE` entries.
_COUNTING: dict[tuple[object, ...], tuple[bool, bool]] = {}
_COUNTING_SIZE = 200_000


def _counts_as_win(setting: _Setting, counts: bytes, melds: tuple[Meld, ...], tile: Tile) -> tuple[bool, bool]:
    """Whether a win on ``tile`` with 13 concealed ``counts`` would reach the minimum: on a
    discard, self-drawn (a self-drawn win scores at least what the same win on a discard does)."""
    view = setting.view
    key = (view.rules.scoring, counts, melds, view.bonus, tile, view.me.wind, view.round_wind)
    found = _COUNTING.get(key)
    if found is not None:
        return found
    concealed = tuple(Tile(k) for k in range(34) for _ in range(counts[k]))
    hand = Hand((*concealed, tile), melds, view.bonus, check_size=False)
    others = [s for s in view.seats if s.player != view.seat]
    on_discard = _meets(view, hand, tile, False, others[0].wind if others else None)
    on_self = on_discard or _meets(view, hand, tile, True, None)
    if len(_COUNTING) >= _COUNTING_SIZE:
        _COUNTING.clear()
    _COUNTING[key] = found = (on_discard, on_self)
    return found


def _meets(view: PlayerView, hand: Hand, tile: Tile, self_drawn: bool, discarder: Tile | None) -> bool:
    context = WinContext(tile, self_drawn=self_drawn, seat_wind=view.me.wind, round_wind=view.round_wind,
                         discarder=discarder)
    score = score_hand(view.rules.scoring, hand, context)
    return score is not None and score.meets_minimum


def _ready_counts(setting: _Setting, counts: bytes, melds: tuple[Meld, ...], waits: Sequence[Tile],
                  unseen: Sequence[int]) -> tuple[float, float, tuple[Tile, ...], tuple[Tile, ...]]:
    """A ready hand's waits: the unseen copies that count on a discard and self-drawn, the waits
    that count and those that fall short of the minimum."""
    by_discard = by_self = 0.0
    good: list[Tile] = []
    short: list[Tile] = []
    for wait in waits:
        if setting.minimum:
            on_discard, on_self = _counts_as_win(setting, counts, melds, wait)
        else:
            on_discard = on_self = True
        by_discard += unseen[wait] * on_discard
        by_self += unseen[wait] * on_self
        (good if on_discard or on_self else short).append(wait)
    return by_discard, by_self, tuple(good), tuple(short)


# -- one draw further: the ready hands a hand one tile from ready may become ------------------------------
#: The shapes looked at one draw further: four sets and a pair, and seven pairs where the rule set
#: has them (the rarer shapes are plans of their own).
_PAIRS = {allow: Rules(f"pairs{int(allow)}", seven_pairs=True, seven_pairs_allow_quads=allow, thirteen_orphans=False)
          for allow in (False, True)}


@lru_cache(maxsize=32768)
def _readies(counts: bytes, held: bytes, melds: int, shapes: Rules) -> tuple[tuple[int, tuple[Tile, ...]], ...]:
    """The ready hands of 14 tiles in play (four sets and a pair, or seven pairs): each discard
    that leaves one, with its waits."""
    work = list(counts)
    pairs = melds == 0 and shapes.seven_pairs
    rules = _PAIRS[shapes.seven_pairs_allow_quads] if pairs else FOUR_SETS
    out = []
    for d in range(34):
        if not work[d]:
            continue
        work[d] -= 1
        if regular_shanten(work, melds) == 0 or (
                pairs and seven_pairs_shanten(work, allow_quads=shapes.seven_pairs_allow_quads) == 0):
            rest_held = bytearray(held)
            rest_held[d] -= 1
            shanten, waits = useful_tiles(work, melds, rest_held, rules)
            if shanten == 0 and waits:
                out.append((d, waits))
        work[d] += 1
    return tuple(out)


def _look_ahead(setting: _Setting, position: _Position, *, scored: bool = True) -> tuple[float, float]:
    """A hand one tile from ready looked at one draw further: the unseen draws that make a ready
    hand whose win counts (the best such hand of each draw), and those hands' mean chance per
    round to win (each draw weighed by its unseen copies). ``scored=False``: as if every win
    counted (a bound, without asking the scoring system)."""
    counts = bytearray(position.counts)
    held = bytearray(position.counts)
    for meld in position.melds:
        for t in meld.tiles:
            held[t] += 1
    unseen = list(setting.unseen)
    total = rate_sum = 0.0
    for tile in position.plain_tiles:
        weight = unseen[tile]
        if not weight:
            continue
        counts[tile] += 1
        held[tile] += 1
        unseen[tile] -= 1
        found = []
        for discard, waits in _readies(bytes(counts), bytes(held), len(position.melds), setting.shapes):
            plain = float(sum(unseen[w] for w in waits))
            if plain:
                found.append((_last_rate(plain, plain, setting), discard, waits))
        found.sort(key=lambda f: -f[0])
        best = 0.0
        for bound, discard, waits in found:  # the best ready hand: its waits scored, best first
            if bound <= best:
                break
            if not scored:
                best = bound
                break
            counts[discard] -= 1
            by_discard, by_self, _, _ = _ready_counts(setting, bytes(counts), position.melds, waits, unseen)
            counts[discard] += 1
            if by_discard or by_self:
                best = max(best, _last_rate(by_discard, by_self, setting))
        counts[tile] -= 1
        held[tile] -= 1
        unseen[tile] += 1
        if best > 0:
            total += weight
            rate_sum += weight * best
    return total, (rate_sum / total if total else 0.0)


# -- one position: the hand after an option ------------------------------------------------------
@dataclass(slots=True)
class _Position:
    """13 tiles in play after an option and what they are worth (``plain_*``: the plain hand's
    shanten and useful kinds; ``other``: the best chance of the other routes, for a closer look)."""

    counts: bytes
    melds: tuple[Meld, ...]
    extra_draws: int
    shanten: int
    useful: int
    useful_tiles: tuple[Tile, ...]
    waits: tuple[Tile, ...]
    short: tuple[Tile, ...]
    waits_left: int
    plan: Plan | None
    speed: float
    win: float
    plain_shanten: int = 9
    plain_tiles: tuple[Tile, ...] = ()
    other: float = 0.0
    plain_win: float = 0.0
    danger: float = 0.0
    refined: bool = field(default=False)


def _position(setting: _Setting, counts: Sequence[int], melds: tuple[Meld, ...], *, extra_draws: int = 0,
              plain: tuple[int, tuple[Tile, ...]] | None = None, plans_within: int = 8) -> _Position:
    """What 13 tiles in play (concealed ``counts`` and ``melds``) are worth (the flushes and all
    pungs looked at only where the hand is at most ``plans_within`` steps from ready)."""
    unseen = setting.unseen
    key = bytes(counts)
    held = bytearray(key)
    for meld in melds:
        for t in meld.tiles:
            held[t] += 1
    if plain is None:
        plain = _plain(key, len(melds), bytes(held))
    plain_shanten, plain_tiles = plain
    concealed = not any(m.open for m in melds)
    specials = _special_routes(setting, key, melds, plain_shanten)
    shanten = min([plain_shanten] + [r.shanten for r in specials])
    race = setting.race
    if shanten <= 0:  # ready: every wait scored by the system itself
        _, waits = useful_tiles(list(counts), len(melds), held, setting.shapes)
        waits_left = sum(unseen[t] for t in waits)
        by_discard, by_self, good, short = _ready_counts(setting, key, melds, waits, unseen)
        speed = _grown(setting, _last_rate(waits_left, waits_left, setting), (), _ALL, extra_draws)
        value_points = _secured(setting, melds, counts) * setting.pung_points
        shares = _shares(setting, concealed, value_points)
        win = _grown(setting, _last_rate(by_discard, by_self, setting), (), shares, extra_draws) if setting.minimum else speed
        position = _Position(key, melds, extra_draws, 0, waits_left, tuple(waits), good, short, waits_left, None,
                             speed, win, plain_shanten, plain_tiles)
        if setting.minimum and not good:  # no win counts yet: the hand may still grow into one, a step further
            position.win = race(_rates(1, _typical(None, 1, setting.left), setting, shares=_shares(setting, concealed, value_points)),
                                extra_draws)
            for route in _plan_routes(setting, counts, melds, 1, value_points):
                if route.shanten >= 1:
                    chance = race(_rates(route.shanten, route.useful, setting, kind=route.kind, honors=route.honors,
                                         shares=_shares(setting, concealed, route.points)), extra_draws)
                    if chance > position.win:
                        position.win, position.plan = chance, route.plan
        return position
    plain_useful = float(sum(unseen[t] for t in plain_tiles))
    speed = race(_rates(plain_shanten, plain_useful, setting), extra_draws)
    useful_shown, tiles_shown = plain_useful, plain_tiles
    for route in specials:  # the special shapes: speed of their own
        if route.shanten > plain_shanten:
            continue
        chance = race(_rates(route.shanten, route.useful, setting, kind=route.kind, honors=route.honors), extra_draws)
        if chance > speed:
            speed = chance
            if not setting.minimum:
                useful_shown, tiles_shown = route.useful, route.useful_tiles
    if not setting.minimum:
        return _Position(key, melds, extra_draws, shanten, int(useful_shown), tiles_shown, (), (), 0, None, speed, speed,
                         plain_shanten, plain_tiles)
    value_points = _secured(setting, melds, counts) * setting.pung_points
    win = plain_win = race(_rates(plain_shanten, plain_useful, setting, shares=_shares(setting, concealed, value_points)),
                           extra_draws)
    plan_used: Plan | None = None
    other = 0.0
    routes = specials + _plan_routes(setting, counts, melds, plain_shanten, value_points) if shanten <= plans_within else specials
    for route in routes:
        if route.shanten == 0:
            continue
        chance = race(_rates(route.shanten, route.useful, setting, kind=route.kind, honors=route.honors,
                             shares=_shares(setting, concealed, route.points)), extra_draws)
        other = max(other, chance)
        if chance > win:
            win, plan_used = chance, route.plan
            useful_shown, tiles_shown = route.useful, route.useful_tiles
    return _Position(key, melds, extra_draws, shanten, int(useful_shown), tiles_shown, (), (), 0, plan_used, speed, win,
                     plain_shanten, plain_tiles, other, plain_win)


def _refine(setting: _Setting, positions: Sequence[_Position]) -> None:
    """Look one draw further (:func:`_look_ahead`) at the best few hands one tile from ready of a
    decision: those that could still be the best (their chance if every win counted is above
    the best of the hands judged already). What the look shows of the hand's value (its chance
    against the usual odds) carries over to the decision's plain hands not looked at, which
    share most of its tiles (:data:`CARRY`)."""
    if not setting.minimum:
        return
    near = [p for p in positions if p.plain_shanten == 1 and p.shanten >= 1]
    settled = [_net(p.win, p.danger) for p in positions if not (p.plain_shanten == 1 and p.shanten >= 1)]
    best = max(settled, default=-1.0)
    near.sort(key=lambda p: -_net(p.win, p.danger))
    seen: dict[tuple[bytes, tuple[Meld, ...]], tuple[float, float]] = {}
    shown: dict[bool, list[float]] = {True: [0.0, 0.0], False: [0.0, 0.0]}  # by concealment: exact, usual
    for position in near:
        key = (position.counts, position.melds)
        if key not in seen:
            if len(seen) >= LOOK_AHEAD:
                break
            total, rate = _look_ahead(setting, position, scored=False)
            bound = setting.race((_rate(total, setting.left), rate), position.extra_draws) if total else 0.0
            if _net(max(bound, position.other), position.danger) < best:
                position.win = min(position.win, max(bound, position.other))
                continue
            total, rate = _look_ahead(setting, position)
            seen[key] = (total, rate)
        total, rate = seen[key]
        chance = _one_step(setting, position, total, rate)
        found = shown[not any(m.open for m in position.melds)]
        found[0] += chance
        found[1] += position.plain_win
        position.refined = True
        position.plain_win = chance
        if chance >= position.other:
            position.win, position.plan = chance, None
            position.useful_tiles = position.plain_tiles
            position.useful = sum(setting.unseen[t] for t in position.plain_tiles)
        else:
            position.win = position.other
        best = max(best, _net(position.win, position.danger))
    for concealed, (exact, usual) in shown.items():
        if not usual or not CARRY:
            continue
        ratio = (exact / usual) ** CARRY
        for position in positions:
            if (not position.refined and position.plain_shanten >= 1 and position.shanten >= 1
                    and concealed is not any(m.open for m in position.melds)):
                position.plain_win = min(1.0, position.plain_win * ratio)
                if position.plan is None:
                    position.win = max(position.plain_win, position.other)


def _one_step(setting: _Setting, position: _Position, total: float, rate: float) -> float:
    """The chance to win of a hand one tile from ready whose look one draw further found ``total``
    unseen draws that make a ready hand whose win counts (at ``rate`` per round): those draws
    lead there; its other useful draws make a ready hand that does not count yet, a step short
    of one that does (at the usual odds); the rest leave it as it is — or grow it into a usual
    hand of its shanten (see :func:`_grown`)."""
    useful = float(sum(setting.unseen[t] for t in position.plain_tiles))
    short = max(0.0, useful - total)
    if useful <= 0:
        return 0.0
    concealed = not any(m.open for m in position.melds)
    shares = _shares(setting, concealed, _secured(setting, position.melds, position.counts) * setting.pung_points)
    exits: list[tuple[float, tuple[float, ...]]] = []
    if total:
        exits.append((_rate(total * (1.0 + CLAIMED[1]), setting.left), (rate,)))
    if short:
        exits.append((_rate(short * (1.0 + CLAIMED[1]), setting.left), _rates(1, _typical(None, 1, setting.left), setting, shares=shares)))
    return _leave(setting, exits, position.extra_draws, _rates(1, _typical(None, 1, setting.left), setting, shares=shares))


def _grown(setting: _Setting, rate: float, after: tuple[float, ...], shares: _Shares, extra_draws: int) -> float:
    """The chance of a ready hand winning at ``rate`` per round: as it is, or — when its waits are
    fewer than a usual ready hand's — grown into one (:data:`IMPROVE`)."""
    return _leave(setting, [(rate, after)], extra_draws,
                  (_last_rate(_typical(None, 0, setting.left) * shares.discard, _typical(None, 0, setting.left) * shares.self_drawn,
                              setting),))


def _leave(setting: _Setting, exits: list[tuple[float, tuple[float, ...]]], extra_draws: int,
           usual: tuple[float, ...]) -> float:
    """The chance to win of a hand that leaves where it stands by one of several kinds of draws:
    ``exits`` pairs the chance per draw of each with the steps that follow it; one kind more, the
    draws that reshape it into a usual hand of its kind (``usual``: that hand's steps, at the chance
    :data:`IMPROVE`), counts where it helps."""
    def mixed(kinds: list[tuple[float, tuple[float, ...]]]) -> float:
        out = sum(r for r, _ in kinds)
        if out <= 0:
            return 0.0
        step = round(min(1.0, out), 4)
        return sum(r / out * setting.race((step, *after), extra_draws) for r, after in kinds if r > 0)

    chance = mixed(exits)
    if IMPROVE > 0:
        chance = max(chance, mixed([*exits, (IMPROVE, usual)]))
    return chance


def _net(win: float, danger: float) -> float:
    """An option's worth as a share (see :attr:`Option.worth`)."""
    return win * (1.0 - danger) - danger


# -- the rivals and the danger of a discard ---------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Rival:
    """An opponent as the viewer can judge it: its chance to be done after each of the viewer's
    draws to come; its chance to be ready now to win on a discard (where the rule set has a
    minimum, with a win that reaches it); its winning tiles when its hand can be seen; and for
    each kind, the share of its chance to be ready that came after that kind was last let go
    without its win (1: never let go)."""

    done: tuple[float, ...]
    ready: float
    waits: tuple[Tile, ...] = ()
    fresh: tuple[float, ...] = (1.0,) * 34


def _rival(setting: _Setting, seat: SeatView) -> _Rival:
    shares = _shares(setting, not seat.open_melds, 0)
    if seat.concealed is not None:  # seen: its own shanten and tiles
        counts = [0] * 34
        for t in seat.concealed:
            counts[t] += 1
        held = list(counts)
        for meld in seat.melds:
            for t in meld.tiles:
                held[t] += 1
        if sum(counts) + 3 * len(seat.declared) != 13:
            counts[seat.concealed[-1]] -= 1  # its turn: as if its drawn tile went again
        shanten, useful = useful_tiles(counts, len(seat.declared), held, setting.shapes)
        count = float(sum(setting.unseen[t] for t in useful))
        waits = _exact_waits(setting.view, seat) if shanten == 0 else ()
        if shanten <= 0:
            counting = float(sum(setting.unseen[t] for t in waits))
            rates: tuple[float, ...] = (_last_rate(counting, counting, setting),)
        else:
            rates = _rates(shanten, count, setting, shares=shares)
        return _Rival(done_by(rates, setting.draws + 1), 1.0 if shanten == 0 else 0.0, waits)
    start = max(1, RIVAL_START - len(seat.open_melds))
    rates = _rates(start, _typical(None, start, setting.left), setting, shares=shares)
    played = len(seat.discards)
    rows = progress(rates, played + setting.draws + 1)
    going = max(1e-6, 1.0 - rows[played][-1])
    ready = rows[played][-2] / going * shares.discard
    done = tuple(round((rows[played + t][-1] - rows[played][-1]) / going, 5) for t in range(setting.draws + 2))
    return _Rival(done, ready, (), _fresh(setting.view, seat, rows, played))


def _fresh(view: PlayerView, rival: SeatView, rows: tuple[tuple[float, ...], ...], played: int) -> tuple[float, ...]:
    """For each kind, the share of the rival's chance to be ready now that came after the kind was
    last let go — by the rival itself or by another player, round by round — without its win: a
    ready hand wins on every tile that counts (the computer players always do), so a tile let go
    after it was ready is none of its waits (while its waits stay; :data:`STALE` of them change)."""
    now = rows[played][-2]
    if now <= 0:
        return (1.0,) * 34
    last = [-1] * 34
    for seat in view.seats:
        if seat.player == rival.player:
            continue
        for turn, tile in enumerate(seat.discards):
            last[tile] = max(last[tile], turn)
    for turn, tile in enumerate(rival.discards):
        last[tile] = max(last[tile], turn)
    out = []
    for k in range(34):
        if last[k] < 0:
            out.append(1.0)
            continue
        before = rows[min(last[k], played)][-2] / now
        out.append(max(STALE, 1.0 - min(1.0, before)))
    return tuple(out)


def _dangers(setting: _Setting, rivals: Sequence[_Rival]) -> tuple[float, ...]:
    """For each of the 34 kinds, the chance that discarding it hands an opponent the win."""
    view = setting.view
    safe = [1.0] * 34
    others = [seat for seat in view.seats if seat.player != view.seat and not seat.dead]
    for seat, rival in zip(others, rivals):
        if seat.concealed is not None:  # seen: exactly the tiles it wins on
            for tile in rival.waits:
                safe[tile] = 0.0
            continue
        if rival.ready <= 0.005:
            continue
        suits = {m.first.suit for m in seat.open_melds if m.first.is_suited}
        flush = next(iter(suits)) if len(seat.open_melds) >= 2 and len(suits) == 1 else None
        for k in range(34):
            weight = _tile_weight(KINDS[k], setting.unseen[k], flush) * rival.fresh[k]
            safe[k] *= 1.0 - rival.ready * WAIT_SHARE * weight
    return tuple(round(1.0 - s, 4) for s in safe)


def _tile_weight(tile: Tile, unseen: int, flush: Suit | None) -> float:
    """How likely a ready hand waits on ``tile`` against a plain middle tile (1.0)."""
    if unseen == 0:
        return 0.0
    weight = 1.0
    if tile.is_honor:
        weight *= (0.0, 0.35, 0.7, 0.9, 0.9)[min(unseen, 4)]
    elif tile.is_terminal:
        weight *= 0.7
    elif tile.number in (2, 8):
        weight *= 0.85
    if flush is not None and tile.is_suited:
        weight *= 1.8 if tile.suit is flush else 0.2
    return weight


def _exact_waits(view: PlayerView, seat: SeatView) -> tuple[Tile, ...]:
    """The winning tiles of a hand the viewer can see (those that make a win that counts)."""
    assert seat.concealed is not None
    counts = [0] * 34
    for t in seat.concealed:
        counts[t] += 1
    if sum(counts) + 3 * len(seat.declared) != 13:
        return ()
    held = list(counts)
    for meld in seat.melds:
        for t in meld.tiles:
            held[t] += 1
    shanten, waits = useful_tiles(list(counts), len(seat.declared), held, view.rules.shapes)
    if shanten != 0:
        return ()
    if view.rules.minimum <= 0:
        return waits
    out = []
    for wait in waits:
        hand = Hand((*seat.concealed, wait), seat.melds, seat.bonus, check_size=False)
        context = WinContext(wait, self_drawn=False, seat_wind=seat.wind, round_wind=view.round_wind,
                             discarder=view.me.wind)
        score = score_hand(view.rules.scoring, hand, context)
        if score is not None and score.meets_minimum:
            out.append(wait)
    return tuple(out)


# -- the options of a decision ----------------------------------------------------------------------
def _discards(setting: _Setting, counts: list[int], melds: tuple[Meld, ...]) -> list[tuple[Tile, _Position]]:
    """Every discard of 14 tiles in play, with the position it leaves."""
    held = list(counts)
    for meld in melds:
        for t in meld.tiles:
            held[t] += 1
    out = []
    ranked = rank_discards(list(counts), len(melds), held, setting.unseen, FOUR_SETS)
    for d in ranked:
        rest = list(counts)
        rest[d.tile] -= 1
        position = _position(setting, rest, melds, plain=(d.shanten, d.useful), plans_within=ranked[0].shanten + 1)
        position.danger = setting.danger[d.tile]
        out.append((d.tile, position))
    return out


def _standing(setting: _Setting, counts: list[int], melds: tuple[Meld, ...], *, extra_draws: int = 0) -> _Position:
    """A 13-tile hand that stays as it is (a pass) or has just made a kong (a replacement to come)."""
    return _position(setting, counts, melds, extra_draws=extra_draws)


def _option(action: Action, position: _Position, then: Tile | None = None) -> Option:
    return Option(action, then, position.shanten, position.useful, position.useful_tiles, position.waits, position.short,
                  position.waits_left, position.plan, round(position.speed, 4), round(position.win, 4),
                  position.danger, any(m.open for m in position.melds))


def _won(action: Action) -> Option:
    return Option(action, None, -1, 0, speed=1.0, win=1.0)


def _turn(setting: _Setting) -> list[Option]:
    view = setting.view
    counts = view.counts()
    melds = view.melds
    discards = _discards(setting, counts, melds)
    others: list[tuple[Action, _Position]] = []
    wins: list[Action] = []
    for action in view.legal:
        if action.kind is ActionKind.MAHJONG:
            wins.append(action)
        elif action.kind is ActionKind.CONCEALED_KONG and action.tile is not None:
            rest = list(counts)
            rest[action.tile] -= 4
            kong = (*melds, Meld.kong(action.tile, open=False))
            others.append((action, _standing(setting, rest, kong, extra_draws=1)))
        elif action.kind is ActionKind.ADDED_KONG and action.tile is not None:
            rest = list(counts)
            rest[action.tile] -= 1
            grown = tuple(Meld.kong(m.first) if m.is_pung and m.first == action.tile else m for m in melds)
            others.append((action, _standing(setting, rest, grown, extra_draws=1)))
    _refine(setting, [p for _, p in discards] + [p for _, p in others])
    if STEP_CAP is not None and setting.minimum:
        _cap_step_back([p for _, p in discards], STEP_CAP)
    options = [_option(Action.discard(view.seat, tile), p, tile) for tile, p in discards]
    options += [_option(a, p) for a, p in others]
    options += [_won(a) for a in wins]
    return options


def _steps(position: _Position) -> int:
    """The steps to a ready hand whose win counts: a ready hand without such waits is one further."""
    return position.shanten + (1 if position.shanten == 0 and not position.waits else 0)


def _cap_step_back(positions: list[_Position], margin: float) -> None:
    """Cap the chance to win of the discards that leave the hand further from ready than the
    fastest (see :data:`STEP_CAP`)."""
    fewest = min(_steps(p) for p in positions)
    fast = [p for p in positions if _steps(p) == fewest]
    safest = min(p.danger for p in fast)
    target = max(_net(p.win, p.danger) for p in fast) - 0.0002
    for p in positions:
        steps = _steps(p)
        if steps == fewest or (steps == fewest + 1 and p.danger <= safest - margin):
            continue
        if _net(p.win, p.danger) > target and p.danger < 1.0:
            p.win = max(0.0, min(p.win, (target + p.danger) / (1.0 - p.danger)))


def _claims(setting: _Setting) -> list[Option]:
    view = setting.view
    tile = view.tile
    assert tile is not None, "a claim window has its tile"
    counts = view.counts()
    found: list[tuple[Action, list[tuple[Tile | None, _Position]]]] = []
    wins: list[Action] = []
    for action in view.legal:
        if action.kind is ActionKind.MAHJONG:
            wins.append(action)
        elif action.kind is ActionKind.PASS:
            found.append((action, [(None, _standing(setting, counts, view.melds))]))
        elif action.kind in (ActionKind.CHOW, ActionKind.PUNG, ActionKind.KONG):
            if action.kind is ActionKind.CHOW:
                assert action.tile is not None
                meld = Meld.chow(action.tile)
            elif action.kind is ActionKind.PUNG:
                meld = Meld.pung(tile)
            else:
                meld = Meld.kong(tile)
            rest = list(counts)
            used = list(meld.tiles)
            used.remove(tile)
            for t in used:
                rest[t] -= 1
            melds = (*view.melds, meld)
            if meld.is_kong:
                found.append((action, [(None, _standing(setting, rest, melds, extra_draws=1))]))
            else:
                found.append((action, [(d, p) for d, p in _discards(setting, rest, melds)]))
    _refine(setting, [p for _, positions in found for _, p in positions])
    options: list[Option] = []
    for action, positions in found:
        best = max((_option(action, p, d) for d, p in positions), key=lambda o: o.worth)
        options.append(best)
    options += [_won(a) for a in wins]
    return options


def evaluate(view: PlayerView) -> tuple[DecisionKind, list[Option]]:
    """Every option of ``view``'s decision with its numbers, in the analysis's order (fewest
    steps, most useful tiles first); ``ValueError`` when there is nothing to decide."""
    if not view.legal or view.legal[0].kind is ActionKind.NEXT_HAND:
        raise ValueError("nothing to decide")
    setting = _setting(view)
    if view.phase is Phase.TURN:
        return DecisionKind.TURN, _turn(setting)
    if view.phase is Phase.ROB:
        return DecisionKind.ROB, [_won(a) if a.kind is ActionKind.MAHJONG
                                  else _option(a, _standing(setting, view.counts(), view.melds)) for a in view.legal]
    return DecisionKind.CLAIM, _claims(setting)


__all__ = [
    "CARRY",
    "CLAIMED",
    "DISCARD_SHARE",
    "FLUSH_SHARE",
    "HONORS_KNITTED",
    "IMPROVE",
    "LOOK_AHEAD",
    "RIVAL_START",
    "STALE",
    "STEP_CAP",
    "TYPICAL",
    "WAIT_SHARE",
    "DecisionKind",
    "Option",
    "done_by",
    "evaluate",
    "first",
    "progress",
    "reach",
]
