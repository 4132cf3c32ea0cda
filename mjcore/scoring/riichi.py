"""Japanese riichi scoring (seed ``000``, lines 375-495) through the ``mahjong`` package.

We do not write a riichi calculator: the ``mahjong`` package (pure Python, validated on
millions of real game hands) finds the yaku, han, fu and payments. This module converts
our :class:`~mjcore.hand.Hand` and :class:`~mjcore.scoring.base.WinContext` to the
library's 136-tile form, builds a fresh ``HandConfig`` per hand (the library mutates it),
and turns the answer into our itemised :class:`~mjcore.scoring.base.Score`: an item per
yaku in han (yakuman in the unit ``yakuman``), dora / ura dora / aka dora items, the fu
breakdown with reasons in words, the limit and the payments. The names and reasons are the
rows of :mod:`mjcore.scoring.riichi_names`; each row's ``find`` names the tiles of the yaku
in the reading of the hand the library chose (we find that reading among our own
:class:`~mjcore.scoring.base.Situation` objects by its fu breakdown).

Conversion. Our tile index is the library's 34-tile index (man = our characters ``m``,
pin = dots ``p``, sou = bamboo ``s``, then East South West North, white (haku), green
(hatsu), red (chun) — the library's order is the same). Copies get 136-tile ids
``4 * kind + copy``; the library treats ids 16 (5m), 52 (5p) and 88 (5s) as red when its
``has_aka_dora`` is on, so a red five (``WinContext.red_fives``, one entry per red tile)
gets that id and a plain five never does. When that cannot be written — four plain fives of
a suit, or two red fives of one suit — aka dora are switched off in the library and added by
us: a scores calculator passed to the library adds them to every reading's han before it is
priced, so the library still picks the best reading exactly as it would have. Dora and ura
dora indicators take copies the hand does not use.

Flags: ``self_drawn`` is tsumo, ``riichi`` / ``double_riichi`` / ``ippatsu`` as named,
``kong_replacement`` is rinshan kaihou, ``robbing_kong`` is chankan, ``last_tile`` is haitei
on a self-draw and houtei on a discard; ``honba`` and ``riichi_sticks`` are the counters on
the table; ``heavenly`` is tenhou (the dealer's win on the first draw) and ``earthly`` chiihou
(another player's self-drawn win on the first draw, before any call), both yakuman. A win on a
discard in the first go-around (renhou) is not a yaku of the seed and is refused. ``bonus``,
``flowers`` and ``fourth_tile`` do not exist in riichi and are refused (:data:`RiichiScoring.options`).

Rules (the seed follows the JPML rules; what it does not say follows the library):

- Minimum 1 han of yaku; dora are not yaku (000:449-452). A hand without a yaku scores
  ``meets_minimum=False``, total 0 and no payments (declaring it is chombo, 000:484).
- Fu (000:466-478): 20 base, +10 for a concealed ron, +2 for tsumo (not with pinfu, and —
  the seed's rule, line 468 — not with rinshan kaihou: the library gives those 2 fu, so we
  take them back and re-price with the library's own calculator; ``rinshan_tsumo_fu=True``
  keeps them), waits, value pairs (a double wind pair is 4), pungs and kongs by the table;
  chiitoitsu a fixed 25 (000:481); an open hand without fu counts 30 (library rule); the
  total is rounded up to ten, shown as a "rounding" line so the lines add up.
- Not in the seed, chosen here: open tanyao counts (JPML, EMA, Tenhou); no double yakuman
  (``double_yakuman=False``: the seed calls kokushimusō simply "a yakuman", and a 13-sided
  kokushi, a four-concealed-pungs pair wait, pure nine gates and big four winds count one
  yakuman each); 13 han and more of ordinary yaku is a counted (kazoe) yakuman; no kiriage
  mangan. All four are parameters of :class:`RiichiScoring`.
- A rinshan kaihou on the last tile is not also haitei, and a robbed kong is never houtei:
  we set only the first flag (the library refuses the pairs).
- When the seed's rinshan rule lowers the fu we keep the reading the library chose; in a
  rare hand another reading could then be worth a little more.

Payments (``payments``): the winner's gain equals ``total``: what the payers pay (the hand's
value and 300 per honba, 000:442: on a ron the discarder — ``context.discarding_seat`` —
pays it all; on a tsumo the dealer pays the dealer's share and each other player theirs,
100 per honba each, 000:440) plus 1000 per riichi stick on the table. The sticks were paid
when riichi was declared, so no seat pays them now: the pseudo-entry ``"sticks"`` (minus
1000 per stick) keeps the dict summing to zero. ``riichi_sticks`` counts every deposit on the
table at the win, the winner's own riichi of this hand included.

>>> from mjcore.notation import parse_hand
>>> hand = parse_hand("234m 456p 678s 23s 55p 4s")
>>> context = WinContext(Tile.S4, self_drawn=True, riichi=True, seat_wind=Tile.SOUTH)
>>> score = RIICHI.score(hand, context)
>>> [(item.key, item.points) for item in score.items]
[('riichi.menzen_tsumo', 1), ('riichi.riichi', 1), ('riichi.pinfu', 1), ('riichi.tanyao', 1)]
>>> score.han, score.fu, score.total, score.payments
(4, 20, 5200, {'E': -2600, 'S': 5200, 'W': -1300, 'N': -1300})
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong.hand_calculating.fu import FuCalculator
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, OptionalRules
from mahjong.hand_calculating.scores import ScoresCalculator, ScoresResult
from mahjong.hand_calculating.yaku_config import YakuConfig
from mahjong.meld import Meld as LibraryMeld

from mjcore.decompose import Shape
from mjcore.hand import Hand
from mjcore.i18n import Message
from mjcore.rules import STANDARD, Rules
from mjcore.scoring.base import (
    SEATS,
    ContextError,
    Item,
    Match,
    NotWinningError,
    Pattern,
    PatternRow,
    Score,
    Situation,
    WinContext,
    require_win,
    system_title,
)
from mjcore.scoring.riichi_names import FU, YAKU
from mjcore.scoring.riichi_price import LIMITS as PRICE_LIMITS
from mjcore.scoring.riichi_price import MANGAN, base_points
from mjcore.tiles import DRAGONS, WINDS, Tile, tiles_str

FIVES = (Tile.M5, Tile.P5, Tile.S5)
#: The library's 136-tile id of the red five of each suit (``mahjong.constants.AKA_DORAS``).
RED_IDS = {Tile.M5: 16, Tile.P5: 52, Tile.S5: 88}
#: The library's ``yaku_id`` -> its ``YakuConfig`` attribute name, the key of ``YAKU``.
YAKU_ATTRIBUTE = {yaku.yaku_id: name for name, yaku in vars(YakuConfig()).items()}
_AKA_DORA_ID = next(i for i, name in YAKU_ATTRIBUTE.items() if name == "aka_dora")
#: The library's ``yaku_level`` -> ``Score.limit``.
LIMITS = {"mangan": "mangan", "kiriage mangan": "mangan", "haneman": "haneman", "baiman": "baiman",
          "sanbaiman": "sanbaiman", "kazoe sanbaiman": "sanbaiman"}
_FU_ORDER = ("base", "closed_ron", "seven_pairs", "tsumo", "open_pon", "closed_pon", "open_terminal_pon",
             "closed_terminal_pon", "open_kan", "closed_kan", "open_terminal_kan", "closed_terminal_kan",
             "valued_pair", "double_valued_pair", "pair_wait", "kanchan", "penchan", "hand_without_fu", "rounding")
_SET_REASONS = frozenset(_FU_ORDER[4:12])
#: One fu reason of the library for one reading: fu, reason, the tiles that earned it.
FuLine = tuple[int, str, tuple[Tile, ...]]


def dora_of(indicator: Tile) -> Tile:
    """The dora an indicator points to: the next tile, 9 -> 1, N -> E, red -> white (000:452-454).

    >>> dora_of(Tile.M9), dora_of(Tile.NORTH), dora_of(Tile.RED), dora_of(Tile.WHITE)
    (Tile.M1, Tile.EAST, Tile.WHITE, Tile.GREEN)
    """
    if indicator.is_suited:
        return Tile(indicator - indicator.number + 1 + indicator.number % 9)
    if indicator.is_wind:
        return WINDS[(WINDS.index(indicator) + 1) % 4]
    return Tile(31 + (indicator - 31 + 1) % 3)


# -- our hand in the library's 136-tile form ------------------------------------------------------
@dataclass(frozen=True, slots=True)
class LibraryHand:
    """A hand and its indicators as the library takes them (136-tile ids)."""

    tiles: tuple[int, ...]
    win_tile: int
    melds: tuple[LibraryMeld, ...]
    dora_indicators: tuple[int, ...]
    ura_dora_indicators: tuple[int, ...]
    #: The library counts the red fives itself (``has_aka_dora``).
    native_aka: bool
    #: The red fives in the hand (counted by the library, or by us when not ``native_aka``).
    red_fives: tuple[Tile, ...]


def to_library(hand: Hand, context: WinContext, *, native_aka: bool = True) -> LibraryHand:
    """Give every tile a 136-tile id: red fives the library's red id, plain fives never.

    ``native_aka=False`` leaves the red fives to us (see :attr:`RiichiScoring.native_aka`).

    >>> converted = to_library(Hand.from_str("555m 123p 456p 789p 11z"), WinContext(Tile.EAST, red_fives=(Tile.M5,)))
    >>> converted.tiles[:3], converted.native_aka, converted.win_tile
    ((16, 17, 18), True, 108)
    """
    counts = hand.all_counts()
    reds = {five: min(context.red_fives.count(five), counts[five]) for five in FIVES}
    red_fives = tuple(five for five in FIVES for _ in range(reds[five]))
    native = native_aka and bool(red_fives) and all(reds[f] <= 1 and counts[f] - reds[f] <= 3 for f in FIVES)
    pools: dict[int, list[int]] = {}

    def take(kind: Tile) -> int:
        pool = pools.get(kind)
        if pool is None:
            ids = [4 * kind + copy for copy in range(4)]
            if kind in RED_IDS:  # the red id to a red five; otherwise last, for an indicator at most
                ids = [ids[0]] * reds[kind] + ids[1:] if native else ids[1:] + ids[:1]
            pool = pools[kind] = ids
        return pool.pop(0) if pool else 4 * kind  # a fifth copy only for an impossible indicator

    melds = []
    for meld in hand.melds:
        ids = [take(t) for t in meld.tiles]
        kind = LibraryMeld.CHI if meld.is_chow else LibraryMeld.PON if meld.is_pung else LibraryMeld.KAN
        melds.append(LibraryMeld(meld_type=kind, tiles=ids, opened=meld.open))
    concealed = [(t, take(t)) for t in hand.concealed]
    win = next(i for t, i in concealed if t == context.win_tile)
    dora = tuple(take(t) for t in context.dora_indicators if not t.is_bonus)
    ura = tuple(take(t) for t in context.ura_dora_indicators if not t.is_bonus)
    tiles = tuple(i for m in melds for i in m.tiles) + tuple(i for _, i in concealed)
    return LibraryHand(tiles, win, tuple(melds), dora, ura, native, red_fives)


def _scores_with_extra_han(extra: int) -> type[ScoresCalculator]:
    """The library's scores calculator, adding ``extra`` han (our aka dora) to a non-yakuman reading."""

    class WithAkaDora(ScoresCalculator):
        @staticmethod
        def calculate_scores(han: int, fu: int, config: HandConfig, is_yakuman: bool = False) -> ScoresResult:
            return ScoresCalculator.calculate_scores(han if is_yakuman else han + extra, fu, config, is_yakuman)

    return WithAkaDora


# -- the system ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class RiichiScoring:
    """Japanese riichi through the ``mahjong`` package; the options are table rules."""

    name: str = "riichi"
    unit: str = "points"
    #: Four sets and a pair, seven pairs (chiitoitsu), thirteen orphans (kokushi).
    shapes: Rules = STANDARD
    #: A win needs one yaku: one han that is not dora (000:484).
    minimum: int = 1
    #: What riichi scores; bonus tiles, flowers and "the last copy" do not exist in it.
    options: frozenset[str] = frozenset({"last_tile", "kong_replacement", "robbing_kong", "heavenly", "earthly", "riichi",
                                         "double_riichi", "ippatsu", "dora_indicators", "ura_dora_indicators",
                                         "red_fives", "honba", "riichi_sticks"})
    open_tanyao: bool = True
    double_yakuman: bool = False
    #: 13+ han of ordinary yaku: ``HandConfig.KAZOE_LIMITED`` (a yakuman), ``KAZOE_SANBAIMAN``, ``KAZOE_NO_LIMIT``.
    kazoe_limit: int = HandConfig.KAZOE_LIMITED
    kiriage: bool = False
    #: The library's (and Tenhou's) 2 tsumo fu on a rinshan kaihou; the seed (000:468) gives none.
    rinshan_tsumo_fu: bool = False
    #: Let the library count the red fives when their ids can be written (``False``: always count them
    #: ourselves, as for four plain fives; the tests compare both ways).
    native_aka: bool = True

    def config(self, context: WinContext, *, aka_dora: bool = False) -> HandConfig:
        """A fresh library config for one hand (the library mutates the one it is given)."""
        options = OptionalRules(has_open_tanyao=self.open_tanyao, has_aka_dora=aka_dora,
                                has_double_yakuman=self.double_yakuman, kazoe_limit=self.kazoe_limit,
                                kiriage=self.kiriage)
        last = context.last_tile
        return HandConfig(
            is_tsumo=context.self_drawn,
            is_riichi=context.riichi,
            is_daburu_riichi=context.double_riichi,
            is_ippatsu=context.ippatsu,
            is_rinshan=context.kong_replacement,
            is_chankan=context.robbing_kong,
            is_tenhou=context.heavenly,
            is_chiihou=context.earthly,
            is_haitei=last and context.self_drawn and not context.kong_replacement,
            is_houtei=last and not context.self_drawn and not context.robbing_kong,
            player_wind=int(context.seat_wind),
            round_wind=int(context.round_wind),
            tsumi_number=context.honba,
            kyoutaku_number=context.riichi_sticks,
            options=options,
        )

    def title(self, lang: str | None = None) -> str:
        """The system's name to show (``score.system.<name>``)."""
        return system_title(self.name, lang)

    def rows(self) -> tuple[PatternRow, ...]:
        """The table of patterns, in the seed's order."""
        return ()

    def score(self, hand: Hand, context: WinContext) -> Score:
        """Score a winning hand; :class:`NotWinningError` when it is not one."""
        situations = require_win(hand, context, self)
        if context.earthly and not context.self_drawn:
            raise ContextError("error.score.earthly_riichi")
        converted = to_library(hand, context, native_aka=self.native_aka)
        config = self.config(context, aka_dora=converted.native_aka)
        extra = 0 if converted.native_aka else len(converted.red_fives)
        factory = _scores_with_extra_han(extra) if extra else ScoresCalculator
        response = HandCalculator.estimate_hand_value(
            list(converted.tiles), converted.win_tile, list(converted.melds), list(converted.dora_indicators),
            config, factory, list(converted.ura_dora_indicators),
        )
        if response.error == HandCalculator.ERR_HAND_NOT_WINNING:
            raise NotWinningError("error.score.not_winning", hand=str(hand), system=Message(f"score.system.{self.name}"))
        readings = ((s, _fu_lines(s, converted, config)) for s in situations)
        if response.error == HandCalculator.ERR_NO_YAKU:
            return self._no_yaku(context, list(readings))
        if response.error:  # WinContext.check refuses every other pair of flags first; should one reach
            # the library, its refusal is the learner's message, never a crash
            raise ContextError("error.score.riichi_refused", reason=str(response.error))
        return self._result(hand, context, converted, config, response, readings, extra)

    def _result(self, hand: Hand, context: WinContext, converted: LibraryHand, config: HandConfig, response: Any,
                readings: Iterable[tuple[Situation, list[FuLine]]], extra: int) -> Score:
        yaku = list(response.yaku)
        is_yakuman = any(y.is_yakuman for y in yaku)
        situation, lines = _chosen_reading(readings, response.fu_details or [])
        han = response.han + (0 if is_yakuman else extra)
        cost: ScoresResult = response.cost
        fu = response.fu
        if lines and not self.rinshan_tsumo_fu and context.kong_replacement:
            lines = [line for line in lines if line[1] != "tsumo"]
            fu = _round_up(sum(f for f, _, _ in lines))
            if fu != response.fu:
                cost = ScoresCalculator.calculate_scores(han, fu, config, is_yakuman)
        items = self._yaku_items(yaku, situation, hand, context, converted, response.is_open_hand)
        if extra and not is_yakuman:
            items.append((_AKA_DORA_ID, _aka_item(converted.red_fives)))
        ordered = tuple(item for _, item in sorted(items, key=lambda pair: pair[0]))
        limit = "yakuman" if "yakuman" in cost["yaku_level"] else LIMITS.get(cost["yaku_level"])
        return Score(self.name, self.unit, cost["total"], ordered, True, 1, _payments(context, cost), han, fu,
                     _fu_items(lines, fu, context), limit, situation.decomposition)

    def _yaku_items(self, yaku: Sequence[Any], situation: Situation, hand: Hand, context: WinContext,
                    converted: LibraryHand, is_open: bool) -> list[tuple[int, Item]]:
        """One item per yaku of the library's answer, with its ``yaku_id`` (the order of the lines)."""
        items = []
        for y in yaku:
            name = YAKU_ATTRIBUTE.get(y.yaku_id, y.name)
            han = y.han_open if is_open and y.han_open else y.han_closed
            if name in ("dora", "ura_dora"):
                indicators = context.dora_indicators if name == "dora" else context.ura_dora_indicators
                item = _dora_item(YAKU[name], hand, indicators, han)
            elif name == "aka_dora":
                item = _aka_item(converted.red_fives, han)
            else:
                row = YAKU.get(name) or _unknown(name, y)
                matches = list(row.find(situation))
                item = row.item(matches[0] if matches else Match(), han // 13 if y.is_yakuman else han)
            items.append((y.yaku_id, item))
        return items

    def _no_yaku(self, context: WinContext, readings: list[tuple[Situation, list[FuLine]]]) -> Score:
        """No yaku: not a hand one may declare; the fu are shown for the best reading."""
        best, lines = max(readings, key=lambda pair: sum(f for f, _, _ in pair[1]))
        if not self.rinshan_tsumo_fu and context.kong_replacement:
            lines = [line for line in lines if line[1] != "tsumo"]
        fu = _round_up(sum(f for f, _, _ in lines)) if lines else 0
        return Score(self.name, self.unit, 0, (), False, 1, {}, 0, fu, _fu_items(lines, fu, context), None,
                     best.decomposition)


    def price(self, han: int, fu: int, *, dealer: bool, self_drawn: bool, yakuman: int = 0) -> tuple[int, int]:
        """What a hand of ``han`` and ``fu`` (or ``yakuman`` yakuman) costs, before honba: on a ron
        ``(the discarder's payment, 0)``; on a tsumo ``(the dealer's share, each other player's)``
        (a dealer's tsumo: every player pays the first number). The library's table (000:430-442).

        >>> RIICHI.price(1, 30, dealer=False, self_drawn=False), RIICHI.price(3, 20, dealer=False, self_drawn=True)
        ((1000, 0), (1300, 700))
        >>> RIICHI.price(0, 0, dealer=True, self_drawn=False, yakuman=1)
        (48000, 0)
        """
        config = self.config(WinContext(Tile.EAST if dealer else Tile.SOUTH, self_drawn=self_drawn,
                                        seat_wind=Tile.EAST if dealer else Tile.SOUTH))
        cost = ScoresCalculator.calculate_scores(13 * yakuman if yakuman else han, fu, config, bool(yakuman))
        if not self_drawn:
            return cost["main"], 0
        return cost["main"], cost["additional"]


    def base_points(self, han: int, fu: int) -> int:
        """A hand's base points (000:430-442): ``fu × 2^(han + 2)``, or the limit's — mangan 2000
        (5 han, or more than 2000 below it), haneman 3000, baiman 4000, sanbaiman 6000, a counted
        yakuman 8000. Every payment is a multiple of it rounded up to 100 (:meth:`price`; the
        tests check the two agree at every han and fu).

        >>> RIICHI.base_points(1, 30), RIICHI.base_points(3, 40), RIICHI.base_points(4, 40), RIICHI.base_points(6, 30)
        (240, 1280, 2000, 3000)
        """
        if han >= 13 and self.kazoe_limit == HandConfig.KAZOE_SANBAIMAN:
            return next(limit.base for limit in PRICE_LIMITS if limit.name == "sanbaiman")
        if self.kiriage and (han, fu) in ((4, 30), (3, 60)):
            return MANGAN.base
        return base_points(han, fu)  # the rule as lesson 8 teaches it


RIICHI = RiichiScoring()


# -- lines ------------------------------------------------------------------------------------------
def _round_up(raw: int) -> int:
    return raw if raw == 25 else (raw + 9) // 10 * 10


def _chosen_reading(readings: Iterable[tuple[Situation, list[FuLine]]], details: list[Any]) -> tuple[Situation, list[FuLine]]:
    """Our reading whose fu breakdown is the one the library chose (the first, if none is)."""
    wanted = sorted((d["fu"], d["reason"]) for d in details)
    first = None
    for situation, lines in readings:
        if sorted((f, r) for f, r, _ in lines) == wanted:
            return situation, lines
        first = first or situation
    assert first is not None
    return first, [(d["fu"], d["reason"], ()) for d in details]


def _fu_lines(s: Situation, converted: LibraryHand, config: HandConfig) -> list[FuLine]:
    """The library's fu for one of our readings, each reason with the tiles that earned it."""
    if s.shape is Shape.THIRTEEN_ORPHANS:
        return []
    if s.shape is Shape.SEVEN_PAIRS:
        groups = [[int(p), int(p)] for p in s.decomposition.pairs]
        win_group = [int(s.context.win_tile)] * 2
        details, _ = FuCalculator.calculate_fu(groups, converted.win_tile, win_group, config)
        return [(d["fu"], d["reason"], ()) for d in details]
    pair = s.pair
    assert pair is not None and s.win_group is not None
    groups = [[int(t) for t in meld.tiles] for meld in s.decomposition.sets] + [[int(pair), int(pair)]]
    win_group = groups[s.win_group]
    valued = [int(t) for t in (*DRAGONS, s.context.seat_wind, s.context.round_wind)]
    details, _ = FuCalculator.calculate_fu(groups, converted.win_tile, win_group, config, valued, list(converted.melds))
    triplets = iter([m.tiles for m in s.decomposition.sets if not m.is_chow])  # not s.pungs: no ScoredSet needed
    out = []
    for d in details:
        reason = d["reason"]
        if reason in _SET_REASONS:
            tiles = next(triplets)
        elif reason in ("penchan", "kanchan"):
            tiles = s.decomposition.sets[s.win_group].tiles
        elif reason in ("valued_pair", "double_valued_pair", "pair_wait"):
            tiles = (pair, pair)
        elif reason == "tsumo":
            tiles = (s.context.win_tile,)
        else:
            tiles = ()
        out.append((d["fu"], reason, tiles))
    return out


def _fu_items(lines: Iterable[FuLine], fu: int, context: WinContext) -> tuple[Item, ...]:
    items: list[tuple[int, Item]] = []
    order = {reason: i for i, reason in enumerate(_FU_ORDER)}
    for points, reason, tiles in lines:
        if reason == "base" and points == 30:  # the library's 30 is 20 base + 10 for a concealed ron
            items.append((order["base"], FU["base"].item(Match(), 20)))
            items.append((order["closed_ron"], FU["closed_ron"].item(Match((context.win_tile,)), 10)))
        elif reason == "base" and points == 25:
            items.append((order["seven_pairs"], FU["seven_pairs"].item(Match(), 25)))
        else:
            row = FU.get(reason) or _unknown(reason, None, unit="fu")
            items.append((order.get(reason, len(order)), row.item(Match(tiles), points)))
    raw = sum(item.points for _, item in items)
    if fu > raw:
        items.append((order["rounding"], FU["rounding"].item(Match((), params={"raw": raw, "fu": fu}), fu - raw)))
    return tuple(item for _, item in sorted(items, key=lambda pair: pair[0]))


def _dora_item(row: Pattern, hand: Hand, indicators: Sequence[Tile], han: int) -> Item:
    doras = [dora_of(t) for t in indicators if not t.is_bonus]
    tiles = tuple(t for t in sorted(hand.all_tiles) for d in doras if d == t)
    match = Match(tiles, han, {"indicators": tiles_str(t for t in indicators if not t.is_bonus)})
    return row.item(match, 1)


def _aka_item(red_fives: tuple[Tile, ...], han: int | None = None) -> Item:
    count = len(red_fives) if han is None else han
    return YAKU["aka_dora"].item(Match(red_fives, count), 1)


def _unknown(name: str, yaku: Any, unit: str = "han") -> Pattern:
    """A row for something the library may add in a later version: its own name in every language."""
    label = str(yaku) if yaku is not None else name
    unit = "yakuman" if yaku is not None and yaku.is_yakuman else unit
    return Pattern(f"riichi.{name}", 0, label, label, label, label, lambda s: [], native={"ja": label}, unit=unit)


def _payments(context: WinContext, cost: ScoresResult) -> dict[str, int]:
    """Each seat's net gain; ``"sticks"``: the riichi deposits already on the table."""
    winner = SEATS[WINDS.index(context.seat_wind)]
    payments = dict.fromkeys(SEATS, 0)
    if context.self_drawn:
        for seat in SEATS:
            if seat != winner:
                dealer = seat == "E"
                payments[seat] = -(cost["main"] + cost["main_bonus"] if dealer else cost["additional"] + cost["additional_bonus"])
    else:
        discarder = context.discarding_seat
        assert discarder is not None
        payments[SEATS[WINDS.index(discarder)]] = -(cost["main"] + cost["main_bonus"])
    payments[winner] = -sum(payments.values()) + cost["kyoutaku_bonus"]
    if cost["kyoutaku_bonus"]:
        payments["sticks"] = -cost["kyoutaku_bonus"]
    return payments
