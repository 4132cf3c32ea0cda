"""What each option of a decision is worth: the numbers behind the coach (:mod:`mjcore.game.coach`).

:func:`evaluate` reads what one player sees and returns every option of the decision with its
numbers (:class:`Option`): the hand after it, its *speed* (the chance to complete a hand before
the wall runs out and before the rivals do), its *win* (the same for a win that counts where the
rule set has a minimum) and its *danger* (the chance that the discard hands an opponent the win).

*speed*
    the hand after the option is ``shanten`` steps from ready with ``useful`` unseen tiles that
    help now; the chance to complete it follows the steps one draw at a time (:func:`progress`):
    the first step at the hand's own rate, the later ones at the rates a hand of that shanten
    usually has (:data:`TYPICAL`); the last tile may come from any player's discard too. The
    rivals race it (:func:`first`): a hidden hand is judged from what it shows (its discards, its
    open sets), a hand in open play exactly.
*value*
    where the rule set has a minimum (Chinese Official's 8 points, Hong Kong's 3 fan), only a win
    that reaches it counts. A ready hand is exact: each wait is scored by the rule set's own
    system; a hand one tile from ready is looked at one draw further (the best few,
    :data:`LOOK_AHEAD`); a hand further away follows the best of its *plans* — a flush, all
    pungs, seven pairs, the knitted shapes (the patterns its scoring system declares,
    :class:`~mjcore.scoring.Plan`) — or, with no plan, the system's odds of a plain hand reaching
    the minimum (:class:`~mjcore.scoring.ValueOdds`).
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
from dataclasses import dataclass, replace
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
from mjcore.shanten import knitted_floor, seven_pairs_shanten, thirteen_orphans_shanten
from mjcore.tiles import ORPHANS, Suit, Tile

#: Useful tiles a hand of each shanten usually has (0: a ready hand's waits), measured over the
#: discards of 60 self-played hands per rule set (mcr2p, mcr, kids2p agree within a few tiles).
TYPICAL = (5.0, 13.0, 24.0, 42.0, 62.0, 80.0, 95.0, 105.0, 110.0)
#: A half flush's and a full flush's useful tiles against a plain hand's (fewer kinds help).
FLUSH_SHARE = (0.55, 0.35)
#: Options one tile from ready looked at one draw further (the best this many of a decision).
LOOK_AHEAD = 3
#: The chance a ready opponent waits on a given plain middle tile (a ready hand waits on about
#: two kinds of the twenty or so it could): tiles less likely to be waited on weigh less.
WAIT_SHARE = 0.08


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
    return tuple(row[-1] for row in progress(rates, max(0, draws)))


@lru_cache(maxsize=65536)
def first(rates: tuple[float, ...], draws: int, rivals: tuple[tuple[float, ...], ...]) -> float:
    """The chance to complete within ``draws`` draws before every rival has (``rivals``: each one's
    chance to be done after 0, 1, ... of its draws, as from :func:`done_by`).

    >>> round(first((0.5,), 1, ()), 2), round(first((0.5,), 1, ((0.0, 1.0),)), 2)
    (0.5, 0.25)
    """
    mine = done_by(rates, draws)
    chance = 0.0
    for t in range(1, len(mine)):
        now = mine[t] - mine[t - 1]
        if now <= 0:
            continue
        for rival in rivals:  # a rival plays its t-th draw after mine or before: count half of it
            before = rival[min(t - 1, len(rival) - 1)]
            at = rival[min(t, len(rival) - 1)]
            now *= 1.0 - (before + at) / 2
        chance += now
    return chance


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
    minimum: bool
    odds: ValueOdds | None
    plans: tuple[Plan, ...]
    rivals: tuple[tuple[float, ...], ...] = ()
    danger: tuple[float, ...] = (0.0,) * 34


def _setting(view: PlayerView) -> _Setting:
    system = find_system(view.rules.scoring)
    unseen = tuple(view.unseen())
    players = len(view.seats)
    draws = max(0, view.wall_left // players)
    minimum = view.rules.minimum > 0
    plans = tuple(getattr(system, "plans", ())) if minimum else ()
    odds = getattr(system, "value_odds", None) if minimum else None
    setting = _Setting(view, view.rules.shapes, unseen, max(1, sum(unseen)), draws, players, minimum, odds, plans)
    rivals = [_rival(setting, seat) for seat in view.seats if seat.player != view.seat and not seat.dead]
    return replace(setting, rivals=tuple(done for done, _, _ in rivals), danger=_dangers(setting, rivals))


def _rate(count: float, left: int) -> float:
    return min(1.0, count / left)


def _last_rate(by_discard: float, by_self: float, setting: _Setting) -> float:
    """The chance per round of play to win on one's ready hand: one's own draw, or any other
    player's discard (``by_discard``/``by_self``: unseen copies of the waits that count so)."""
    miss = (1.0 - _rate(by_self, setting.left)) * (1.0 - _rate(by_discard, setting.left)) ** (setting.players - 1)
    return 1.0 - miss


def _typical(kind: PlanKind | None, level: int) -> float:
    """The useful tiles a hand ``level`` steps from ready usually has (0: a ready hand's waits),
    along a plan's shape: a flush draws from fewer kinds; seven pairs and all pungs grow a pair or
    a pung out of single tiles and pairs (three, then two unseen copies each)."""
    usual = TYPICAL[min(level, len(TYPICAL) - 1)]
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
           odds: tuple[float, float] = (1.0, 1.0), last: tuple[float, float] | None = None) -> tuple[float, ...]:
    """The per-draw chance of each step from ``shanten`` to a win: the hand's own rate first, then
    the usual rates of the steps below (along the plan ``kind``); the last step on a usual wait whose
    win counts with ``odds`` (on a discard, self-drawn) — or a ready hand's own waits, ``last``:
    their unseen copies that count on a discard and self-drawn."""
    if shanten <= 0:
        assert last is not None, "a ready hand has its waits"
        return (round(_last_rate(*last, setting), 4),)
    rates = [round(_rate(useful, setting.left), 4)]
    for level in range(shanten - 1, 0, -1):
        rates.append(round(_rate(_typical(kind, level), setting.left), 4))
    waits = _typical(kind, 0)
    rates.append(round(_last_rate(waits * odds[0], waits * odds[1], setting), 4))
    return tuple(rates)


# -- value: plans and the odds of a plain hand ------------------------------------------------
def _allowed(plan: Plan, suit: Suit | None) -> tuple[bool, ...]:
    """Which of the 34 kinds a plan may hold."""
    if plan.kind is PlanKind.FULL_FLUSH:
        return tuple(k < 27 and Tile(k).suit is suit for k in range(34))
    if plan.kind is PlanKind.HALF_FLUSH:
        return tuple(k >= 27 or Tile(k).suit is suit for k in range(34))
    return (True,) * 34


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
class _Aim:
    """A plan as the hand stands: how far (``shanten``), the unseen tiles that help, the points it
    is worth (with value pungs already held), whether it reaches the minimum by itself."""

    plan: Plan | None
    shanten: int
    useful: float
    useful_tiles: tuple[Tile, ...]


def _plan_aim(plan: Plan, counts: Sequence[int], melds: Sequence[Meld], setting: _Setting, plain: int) -> _Aim | None:
    """How far ``counts`` (13 concealed tiles in play with ``melds``) are from ``plan`` (``None``:
    impossible, or more than two steps behind the plain hand's ``plain`` shanten)."""
    unseen = setting.unseen
    kind = plan.kind
    if kind in (PlanKind.SEVEN_PAIRS, PlanKind.THIRTEEN_ORPHANS, PlanKind.KNITTED) and len(melds) > (kind is PlanKind.KNITTED):
        return None
    if kind is PlanKind.SEVEN_PAIRS:
        shanten = seven_pairs_shanten(counts, allow_quads=setting.shapes.seven_pairs_allow_quads)
        kinds = sum(1 for c in counts if c)
        useful = tuple(k for k in range(34) if counts[k] == 1 or (kinds < 7 and counts[k] == 0))
    elif kind is PlanKind.THIRTEEN_ORPHANS:
        shanten = thirteen_orphans_shanten(counts)
        paired = any(counts[k] >= 2 for k in ORPHANS)
        useful = tuple(k for k in ORPHANS if counts[k] == 0 or (not paired and counts[k] == 1))
    elif kind is PlanKind.KNITTED:
        if knitted_floor(counts, len(melds)) > plain + 2:
            return None
        shanten, useful = _knitted(counts, len(melds))
    elif kind is PlanKind.ALL_PUNGS:
        if any(m.is_chow for m in melds):
            return None
        shanten, useful = _pungs_shanten(counts, len(melds))
    else:
        return _flush_aim(plan, counts, melds, setting, plain)
    if shanten > plain + 2 or shanten < 0:
        return None
    return _Aim(plan, shanten, float(sum(unseen[k] for k in useful)), tuple(Tile(k) for k in useful))


def _flush_aim(plan: Plan, counts: Sequence[int], melds: Sequence[Meld], setting: _Setting, plain: int) -> _Aim | None:
    best: _Aim | None = None
    for suit in (Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO):
        allowed = _allowed(plan, suit)
        if any(not allowed[t] for m in melds for t in m.tiles):
            continue
        kept = [c if allowed[k] else 0 for k, c in enumerate(counts)]
        if sum(kept) + 3 * len(melds) < 13 - 2 * (plain + 2):  # too far to be worth following
            continue
        shanten, useful = useful_tiles(kept, len(melds), kept, FOUR_SETS)
        if shanten > plain + 2:
            continue
        useful = tuple(t for t in useful if allowed[t])
        found = _Aim(replace(plan, suit=suit), shanten, float(sum(setting.unseen[t] for t in useful)), useful)
        if best is None or (found.shanten, -found.useful) < (best.shanten, -best.useful):
            best = found
    return best


def _knitted(counts: Sequence[int], melds: int) -> tuple[int, tuple[int, ...]]:
    """Shanten of the knitted shapes and the kinds that lower it (the best knitted set's missing
    tiles; the honors missing for honors-and-knitted; the set and pair of a knitted straight)."""
    best = (9, ())  # type: tuple[int, tuple[int, ...]]
    honors = [k for k in range(27, 34) if counts[k]]
    for knit in KNITTED_SETS:
        present = [t for t in knit if counts[t]]
        missing = tuple(t for t in knit if not counts[t])
        if melds <= 1:
            rest = list(counts[:34])
            for t in present:
                rest[t] -= 1
            regular, useful = useful_tiles(rest, melds + 3, rest, FOUR_SETS)
            shanten = regular + 9 - len(present)
            if shanten < best[0]:
                best = (shanten, tuple(sorted(set(missing) | set(useful))))
        if melds == 0:
            shanten = 13 - min(14, len(present) + len(honors))
            if shanten < best[0]:
                best = (shanten, tuple(sorted(set(missing) | {k for k in range(27, 34) if not counts[k]})))
    return best


def _secured(melds: Sequence[Meld], counts: Sequence[int], view: PlayerView) -> int:
    """Value pungs already made (declared or concealed): dragons, one's own wind, the round's."""
    valued = {Tile.RED, Tile.GREEN, Tile.WHITE, view.me.wind, view.round_wind}
    made = sum(1 for m in melds if not m.is_chow and m.first in valued)
    made += sum(1 for t in valued if counts[t] >= 3)
    return made


def _odds(setting: _Setting, concealed: bool, points: int, minimum: int) -> tuple[float, float]:
    """The chance that a plain win reaches the minimum, on a discard and self-drawn, when
    ``points`` are already certain (the system's measured odds of a plain hand, raised towards 1
    as less is missing)."""
    odds = setting.odds
    if odds is None:
        return (1.0, 1.0)
    if points >= minimum:
        return (1.0, 1.0)
    base = odds.concealed if concealed else odds.open
    missing = (minimum - points) / minimum
    return (base[0] ** missing, base[1] ** missing)


# -- one position: the hand after an option ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Position:
    shanten: int
    useful: int
    useful_tiles: tuple[Tile, ...]
    waits: tuple[Tile, ...]
    short: tuple[Tile, ...]
    waits_left: int
    plan: Plan | None
    speed: float
    win: float
    #: The best plan's chance alone (0 without one): what a closer look at the plain hand keeps.
    plan_win: float = 0.0


def _win_counts(setting: _Setting, concealed: tuple[Tile, ...], melds: tuple[Meld, ...], tile: Tile) -> tuple[bool, bool]:
    """Whether a win on ``tile`` would reach the minimum: on a discard, self-drawn."""
    view = setting.view
    hand = Hand((*concealed, tile), melds, view.bonus, check_size=False)
    others = [s for s in view.seats if s.player != view.seat]
    out = []
    for self_drawn in (False, True):
        context = WinContext(tile, self_drawn=self_drawn, seat_wind=view.me.wind, round_wind=view.round_wind,
                             discarder=None if self_drawn or not others else others[0].wind)
        score = score_hand(view.rules.scoring, hand, context)
        out.append(score is not None and score.meets_minimum)
    return out[0], out[1]


def _position(setting: _Setting, counts: list[int], melds: tuple[Meld, ...], shanten: int,
              useful_kinds: Sequence[Tile], *, extra_draws: int = 0) -> _Position:
    """What 13 tiles in play (concealed ``counts`` and ``melds``) are worth."""
    unseen = setting.unseen
    useful = sum(unseen[t] for t in useful_kinds)
    draws = setting.draws + extra_draws
    concealed_hand = not any(m.open for m in melds)
    if shanten <= 0:  # ready: every wait scored by the system itself
        waits = tuple(useful_kinds)
        by_discard = by_self = 0.0
        good: list[Tile] = []
        short: list[Tile] = []
        tiles = tuple(Tile(k) for k in range(34) for _ in range(counts[k]))
        for wait in waits:
            left = unseen[wait]
            if setting.minimum:
                on_discard, on_self = _win_counts(setting, tiles, melds, wait)
            else:
                on_discard = on_self = True
            by_discard += left * on_discard
            by_self += left * on_self
            (good if on_discard or on_self else short).append(wait)
        speed = first(_rates(0, 0, setting, last=(float(useful), float(useful))), draws, setting.rivals)
        win = first(_rates(0, 0, setting, last=(by_discard, by_self)), draws, setting.rivals) if setting.minimum else speed
        return _Position(0, useful, tuple(useful_kinds), tuple(good), tuple(short), useful, None, speed, win)
    speed = first(_rates(shanten, useful, setting), draws, setting.rivals)
    if not setting.minimum:
        return _Position(shanten, useful, tuple(useful_kinds), (), (), 0, None, speed, speed)
    minimum = setting.view.rules.minimum
    value_pungs = _secured(melds, counts, setting.view)
    pung_points = getattr(find_system(setting.view.rules.scoring), "value_pung_points", 0)
    held = list(counts)
    for meld in melds:
        for t in meld.tiles:
            held[t] += 1
    plain, plain_kinds = useful_tiles(list(counts), len(melds), held, FOUR_SETS)  # the special shapes are plans
    plain_useful = float(sum(unseen[t] for t in plain_kinds))
    odds = _odds(setting, concealed_hand, value_pungs * pung_points, minimum)
    win = first(_rates(plain, plain_useful, setting, odds=odds), draws, setting.rivals) if plain > 0 else 0.0
    plan_used: Plan | None = None
    plan_win = 0.0
    useful_shown, kinds_shown = plain_useful, plain_kinds
    for plan in setting.plans:
        aim = _plan_aim(plan, counts, melds, setting, plain)
        if aim is None:
            continue
        points = plan.points + (value_pungs * pung_points if plan.kind in _WITH_PUNGS else 0)
        plan_odds = _odds(setting, concealed_hand, points, minimum)
        chance = first(_rates(aim.shanten, aim.useful, setting, kind=plan.kind, odds=plan_odds), draws, setting.rivals)
        plan_win = max(plan_win, chance)
        if chance > win:
            win, plan_used = chance, aim.plan
            useful_shown, kinds_shown = aim.useful, aim.useful_tiles
    return _Position(shanten, int(useful_shown), kinds_shown, (), (), 0, plan_used, speed, win, plan_win)


def _look_ahead(setting: _Setting, counts: list[int], melds: tuple[Meld, ...], position: _Position,
                extra_draws: int = 0) -> float:
    """The chance to win of a hand one tile from ready, looked at one draw further: each useful
    tile that may come, the best ready hand it makes, and that hand's waits scored by the system
    (the typical odds of a plain hand give way to this hand's own)."""
    held = list(counts)
    for meld in melds:
        for t in meld.tiles:
            held[t] += 1
    unseen = list(setting.unseen)
    _, useful = useful_tiles(list(counts), len(melds), held, setting.shapes)
    total = sum(unseen[t] for t in useful)
    if total <= 0:
        return position.plan_win
    chance = 0.0
    step = round(_rate(total, setting.left), 4)
    draws = setting.draws + extra_draws
    for tile in useful:
        weight = unseen[tile]
        if not weight:
            continue
        counts[tile] += 1
        held[tile] += 1
        unseen[tile] -= 1
        best = 0.0
        for d in rank_discards(counts, len(melds), held, unseen, setting.shapes):
            if d.shanten != 0:
                break
            counts[d.tile] -= 1
            tiles = tuple(Tile(k) for k in range(34) for _ in range(counts[k]))
            by_discard = by_self = 0.0
            for wait in d.useful:
                on_discard, on_self = _win_counts(setting, tiles, melds, wait)
                by_discard += unseen[wait] * on_discard
                by_self += unseen[wait] * on_self
            counts[d.tile] += 1
            best = max(best, _last_rate(by_discard, by_self, setting))
        counts[tile] -= 1
        held[tile] -= 1
        unseen[tile] += 1
        chance += weight / total * first((step, round(best, 4)), draws, setting.rivals)
    return max(chance, position.plan_win)


#: The plans whose sets may hold value pungs (which add their points).
_WITH_PUNGS = frozenset({PlanKind.FULL_FLUSH, PlanKind.HALF_FLUSH, PlanKind.ALL_PUNGS})


# -- the rivals and the danger of a discard ---------------------------------------------------------
#: The shanten a hand usually has after its first discard (the rivals' hidden hands start there).
RIVAL_START = 3


def _rival(setting: _Setting, seat: SeatView) -> tuple[tuple[float, ...], float, tuple[Tile, ...]]:
    """An opponent as the viewer can judge it: its chance to be done after each of the viewer's
    draws to come, its chance to be ready now to win on a discard (where the rule set has a
    minimum, with a win that reaches it), and its winning tiles when its hand can be seen."""
    concealed_hand = not seat.open_melds
    odds = _odds(setting, concealed_hand, 0, setting.view.rules.minimum) if setting.minimum else (1.0, 1.0)
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
            rates = _rates(0, 0, setting, last=(counting, counting))
        else:
            rates = _rates(shanten, count, setting, odds=odds)
        return done_by(rates, setting.draws), 1.0 if shanten == 0 else 0.0, waits
    start = max(1, RIVAL_START - len(seat.open_melds))
    rates = _rates(start, TYPICAL[start], setting, odds=odds)
    played = len(seat.discards)
    rows = progress(rates, played + setting.draws)
    going = max(1e-6, 1.0 - rows[played][-1])
    ready = rows[played][-2] / going * odds[0]
    done = tuple(round((rows[played + t][-1] - rows[played][-1]) / going, 5) for t in range(setting.draws + 1))
    return done, ready, ()


def _dangers(setting: _Setting, rivals: Sequence[tuple[tuple[float, ...], float, tuple[Tile, ...]]]) -> tuple[float, ...]:
    """For each of the 34 kinds, the chance that discarding it hands an opponent the win."""
    view = setting.view
    safe = [1.0] * 34
    others = [seat for seat in view.seats if seat.player != view.seat and not seat.dead]
    for seat, (_, ready, waits) in zip(others, rivals):
        if seat.concealed is not None:  # seen: exactly the tiles it wins on
            for tile in waits:
                safe[tile] = 0.0
            continue
        if ready <= 0.005:
            continue
        suits = {m.first.suit for m in seat.open_melds if m.first.is_suited}
        flush = next(iter(suits)) if len(seat.open_melds) >= 2 and len(suits) == 1 else None
        thrown = set(seat.discards)
        for k in range(34):
            safe[k] *= 1.0 - ready * WAIT_SHARE * _tile_weight(Tile(k), setting.unseen[k], thrown, flush)
    return tuple(round(1.0 - s, 4) for s in safe)


def _tile_weight(tile: Tile, unseen: int, thrown: set[Tile], flush: Suit | None) -> float:
    """How likely a ready hand waits on ``tile`` against a plain middle tile (1.0)."""
    if unseen == 0:
        return 0.0
    weight = 1.0
    if tile in thrown:
        weight *= 0.25  # players seldom wait on a tile they threw away themselves
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
def _discards(setting: _Setting, counts: list[int], melds: tuple[Meld, ...], seat: int, *,
              claim: Action | None = None) -> list[Option]:
    """Every discard of 14 tiles in play (``claim``: the claim they follow), valued."""
    held = list(counts)
    for meld in melds:
        for t in meld.tiles:
            held[t] += 1
    out = []
    open_after = any(m.open for m in melds)
    positions = []
    for d in rank_discards(list(counts), len(melds), held, setting.unseen, setting.shapes):
        rest = list(counts)
        rest[d.tile] -= 1
        positions.append((d.tile, rest, _position(setting, rest, melds, d.shanten, d.useful)))
    if setting.minimum:  # the closest hands looked at one draw further (the best few)
        near = sorted((i for i, (_, _, pos) in enumerate(positions) if pos.shanten == 1),
                      key=lambda i: -positions[i][2].win)[:LOOK_AHEAD]
        for i in near:
            tile, rest, pos = positions[i]
            positions[i] = (tile, rest, replace(pos, win=_look_ahead(setting, rest, melds, pos)))
    for tile, _, pos in positions:
        action = claim if claim is not None else Action.discard(seat, tile)
        out.append(Option(action, tile, pos.shanten, pos.useful, pos.useful_tiles, pos.waits, pos.short,
                          pos.waits_left, pos.plan, pos.speed, pos.win, setting.danger[tile], open_after))
    return out


def _standing(setting: _Setting, counts: list[int], melds: tuple[Meld, ...], action: Action, *,
              extra_draws: int = 0) -> Option:
    """A 13-tile hand that stays as it is (a pass) or has just made a kong (a replacement to come)."""
    held = list(counts)
    for meld in melds:
        for t in meld.tiles:
            held[t] += 1
    shanten, useful = useful_tiles(list(counts), len(melds), held, setting.shapes)
    pos = _position(setting, counts, melds, shanten, useful, extra_draws=extra_draws)
    return Option(action, None, pos.shanten, pos.useful, pos.useful_tiles, pos.waits, pos.short, pos.waits_left,
                  pos.plan, pos.speed, pos.win, 0.0, any(m.open for m in melds))


def _won(action: Action) -> Option:
    return Option(action, None, -1, 0, speed=1.0, win=1.0)


def _turn(setting: _Setting) -> list[Option]:
    view = setting.view
    counts = view.counts()
    melds = view.melds
    options = _discards(setting, counts, melds, view.seat)
    for action in view.legal:
        if action.kind is ActionKind.MAHJONG:
            options.append(_won(action))
        elif action.kind is ActionKind.CONCEALED_KONG and action.tile is not None:
            rest = list(counts)
            rest[action.tile] -= 4
            kong = (*melds, Meld.kong(action.tile, open=False))
            options.append(_standing(setting, rest, kong, action, extra_draws=1))
        elif action.kind is ActionKind.ADDED_KONG and action.tile is not None:
            rest = list(counts)
            rest[action.tile] -= 1
            grown = tuple(Meld.kong(m.first) if m.is_pung and m.first == action.tile else m for m in melds)
            options.append(_standing(setting, rest, grown, action, extra_draws=1))
    return options


def _claims(setting: _Setting) -> list[Option]:
    view = setting.view
    tile = view.tile
    assert tile is not None, "a claim window has its tile"
    counts = view.counts()
    options: list[Option] = []
    for action in view.legal:
        if action.kind is ActionKind.MAHJONG:
            options.append(_won(action))
        elif action.kind is ActionKind.PASS:
            options.append(_standing(setting, counts, view.melds, action))
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
                options.append(_standing(setting, rest, melds, action, extra_draws=1))
            else:
                follow = _discards(setting, rest, melds, view.seat, claim=action)
                options.append(max(follow, key=lambda o: o.worth))
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
                                  else _standing(setting, view.counts(), view.melds, a) for a in view.legal]
    return DecisionKind.CLAIM, _claims(setting)


__all__ = ["FLUSH_SHARE", "LOOK_AHEAD", "RIVAL_START", "TYPICAL", "WAIT_SHARE", "DecisionKind", "Option", "done_by",
           "evaluate", "first", "progress", "reach"]
