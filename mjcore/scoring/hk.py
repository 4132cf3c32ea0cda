"""Old Hong Kong scoring: fan, a 3-fan minimum, the fan-to-base table, doubling payments.

The rule set of seed ``000``, lines 1145-1390 ("Старый гонконгский маджонг"): the fan table
(lines 1258-1291), the payment table and its three worked examples (1292-1327) and the
limit hands (1328-1345). ``total`` is the hand's fan; ``payments`` is the money flow.

**Fan.** Every row of the seed's tables is one :class:`~mjcore.scoring.base.Pattern` below
(unit ``fan``). Rows add up; a hand reads its tiles the way that scores best. The winner
needs ``minimum`` (3) fan *without* the bonus-tile rows (no flowers, own flower or season,
all four flowers or seasons: line 1252 and its table, 1283-1291); the bonus rows still count
in the total once the hand is legal.

**Limit.** A limit hand (1334-1345, and all eight bonus tiles, 1290/1331) is worth ``limit``
fan (10: the last row of the payment table, 1303) and is listed alone, one line per limit
pattern it fits; ``Score.limit`` is the first such key. An ordinary hand counts at most
``limit`` fan too (``Score.limit == "hk.limit"`` when it reaches it), so little dragons and
little winds (12 fan each, 1275-1276) reach the limit on their own.

**Payments** (1304-1307): base points from the table (3 fan 8 ... 10 fan 128); each loser
pays the base, doubled if the winner drew from the wall, doubled for the discarder on a
discard win, doubled when East wins or East pays. Below the minimum there is no legal win
and no payment (the seed leaves the penalty to the table, 1234).

Interpretations where the seed (a translation) is ambiguous or contradicts itself:

* The seed's "limit for scoring" is a table rule, "usually 64 points", and a limit hand
  takes "the limit from each player without doubling" (1329). We read the limit as the
  most any one loser pays (``limit_points`` = 64): a limit hand gets exactly that from each
  loser, and no ordinary hand's payment passes it (otherwise a 10-fan hand, base 128, would
  pay far more than thirteen orphans). The seed's "the highest base doubled twice" does not
  fit its own table (128 x 4 = 512); a table that agrees sets ``limit_points=512``.
* "Все просто" (1265) is *all simples*: only 2-8 of the suits. "Все чоу и пара простых"
  (1266) is *all chows*: four chows and a pair of suit tiles, "simple tiles" being the seed's
  word for every suit tile (1152), so a pair of 1s or 9s is fine, an honor pair is not.
* A pung of a wind that is both the seat and the round wind (East's East in the East
  round) scores the row twice: 1 as seat wind and 1 as round wind (the usual Hong Kong
  reading of "seat wind or round wind", 1264).
* Dragon pungs score inside little dragons, and seat/round wind pungs inside little winds;
  half flush needs an honor tile (without one it is the full flush, 1274).
* The seed's note "five fan in total" after the bonus table (1291) matches no sum of its
  rows (all four flowers with the own flower is 2 + 1); we follow the rows.
* The Hong Kong table has no row for a win on a kong replacement tile, so it scores
  nothing here; the last tile of the wall and the discard after it is one row (1282).
* Heavenly and earthly hands come from the context's first-turn flags: ``heavenly`` (the
  dealer's self-drawn win on the first draw) and ``earthly`` (here: a non-dealer's win on
  East's first discard). Nine gates must be fully concealed; the seed's "some
  limit hands must be concealed or self-drawn" (1330) is left to the table.
* All eight bonus tiles win "automatically" in the seed; a scorer needs a complete hand,
  so here they make any winning hand a limit hand.
* The three "jewel" dragon hands (1341-1343) have no Chinese name in the seed: none given.
* Below the table's first row (only with a lowered ``minimum``) the base halves per fan
  (2 fan 4, 1 fan 2, 0 fan 1), as the table doubles from 3 fan to 4.

>>> from mjcore.notation import parse_hand
>>> from mjcore.tiles import Tile
>>> hand = parse_hand("[111m] [999p] 555s 777p 22m 2f")
>>> score = HONG_KONG.score(hand, WinContext(Tile.M2, discarder=Tile.WEST))
>>> [(item.key, item.points) for item in score.items], score.total, score.meets_minimum
([('hk.all_pungs', 3)], 3, True)
>>> score.payments
{'E': 64, 'S': -16, 'W': -32, 'N': -16}
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from mjcore.decompose import Shape
from mjcore.hand import Hand
from mjcore.rules import STANDARD, Rules
from mjcore.scoring.base import (
    SEATS,
    ContextError,
    Item,
    Match,
    Pattern,
    PatternRow,
    Score,
    ScoredSet,
    Situation,
    WinContext,
    best_score,
    each_set,
    require_win,
    system_title,
)
from mjcore.scoring.plans import Plan, PlanKind, ValueOdds
from mjcore.tiles import WINDS, Suit, Tile, tiles_str

FAN = "fan"
#: Seed 000:1294-1303: fan -> base points.
BASE_POINTS: tuple[tuple[int, int], ...] = ((3, 8), (4, 16), (5, 24), (6, 32), (7, 48), (8, 64), (9, 96), (10, 128))


def _row(key: str, fan: int, en: str, ru: str, zh: str, reason_en: str, reason_ru: str,
         find: Callable[[Situation], Iterable[Match]], line: int) -> Pattern:
    return Pattern(f"hk.{key}", fan, en, ru, reason_en, reason_ru, find, seed=f"000:{line}",
                   native={"zh": zh} if zh else {}, unit=FAN)


def _all_tiles(s: Situation) -> list[Tile]:
    return sorted(s.tiles)


_ALL = _all_tiles


def _when(condition: Callable[[Situation], bool],
          tiles: Callable[[Situation], Iterable[Tile]] = _ALL) -> Callable[[Situation], list[Match]]:
    """A ``find`` that matches once, naming ``tiles(s)``, when ``condition(s)`` holds; the whole
    hand of a standard reading is written set by set (``123m 456m 444z 22m``), not sorted."""
    def find(s: Situation) -> list[Match]:
        if not condition(s):
            return []
        if tiles is _ALL and s.shape is Shape.STANDARD and s.sets:
            return [_group(s.sets, s.pair)]
        return [Match(tuple(tiles(s)))]

    return find


# -- readings of the hand ---------------------------------------------------------------------
def _standard(s: Situation) -> bool:
    return s.shape is Shape.STANDARD


def _group(sets: Iterable[ScoredSet], pair: Tile | None = None) -> Match:
    """A match naming these sets (and the pair); the reason's ``{tiles}`` shows them apart."""
    groups = [x.tiles for x in sets] + ([(pair, pair)] if pair is not None else [])
    return Match(tuple(t for group in groups for t in group), params={"tiles": " ".join(tiles_str(g) for g in groups)})


def _all_chows(s: Situation) -> list[Match]:
    if not _standard(s) or s.pungs or s.pair is None or not s.pair.is_suited:
        return []
    return [_group(s.sets, s.pair)]


def _all_pungs(s: Situation) -> list[Match]:
    if not _standard(s) or s.chows:
        return []
    return [_group(s.sets, s.pair)]


def _concealed_pungs(s: Situation, at_least: int) -> list[Match]:
    hidden = [x for x in s.pungs if x.concealed]
    return [_group(hidden)] if len(hidden) >= at_least else []


def _kongs(s: Situation, at_least: int) -> list[Match]:
    return [_group(s.kongs)] if len(s.kongs) >= at_least else []


def _little(s: Situation, kind: Callable[[Tile], bool], pungs: int) -> list[Match]:
    found = s.little(kind, pungs) if _standard(s) else ()
    return [_group(found, s.pair)] if found else []


def _great(s: Situation, kind: Callable[[Tile], bool], pungs: int) -> list[Match]:
    found = s.pungs_of(kind)
    return [_group(found)] if len(found) == pungs else []


def _own_bonus(kind: Callable[[Tile], bool]) -> Callable[[Situation], list[Match]]:
    def find(s: Situation) -> list[Match]:
        own = [t for t in s.bonus if kind(t) and t.seat == s.context.seat]
        return [Match((t,), params={"seat": s.context.seat}) for t in own]

    return find


def _all_four(kind: Callable[[Tile], bool]) -> Callable[[Situation], list[Match]]:
    def find(s: Situation) -> list[Match]:
        tiles = tuple(t for t in s.bonus if kind(t))
        return [Match(tiles)] if len(tiles) == 4 else []

    return find


def _jewel(dragon: Tile, suit: Suit) -> Callable[[Situation], list[Match]]:
    """Three pungs and the pair of one suit with the pung of its dragon, no chows (1341-1343)."""

    def find(s: Situation) -> list[Match]:
        if not _standard(s) or s.chows or s.pair is None:
            return []
        if any(x.tile is dragon for x in s.sets) and all(t is dragon or t.suit is suit for t in s.tiles):
            return [_group(s.sets, s.pair)]
        return []

    return find


def _nine_gates(s: Situation) -> bool:
    """1112345678999 of one suit plus any tile of it, all concealed (1337)."""
    if s.hand.melds or not _standard(s) or len(s.suits) != 1 or s.has_honors:
        return False
    counts = [0] * 10
    for t in s.tiles:
        counts[t.number] += 1
    return counts[1] >= 3 and counts[9] >= 3 and all(counts[n] >= 1 for n in range(2, 9))


def _heavenly(s: Situation) -> bool:
    return s.context.heavenly


def _earthly(s: Situation) -> bool:
    c = s.context
    return c.earthly and c.discarding_seat is Tile.EAST


def _win_tile(s: Situation) -> tuple[Tile, ...]:
    return (s.context.win_tile,)


# -- the fan table (seed 000:1261-1291) -------------------------------------------------------
PATTERNS: tuple[Pattern, ...] = (
    _row("dragon_pung", 1, "Pung of dragons", "Панг драконов", "箭刻",
         "pung/kong of the {names}: {tiles}", "панг/конг, {names}: {tiles}",
         each_set(lambda s: s.pungs_of(lambda t: t.is_dragon)), 1263),
    _row("seat_wind", 1, "Pung of the seat wind", "Панг ветра места", "門風",
         "pung/kong of the {names}, your seat wind: {tiles}", "панг/конг, {names} — ваш ветер места: {tiles}",
         each_set(lambda s: s.pungs_of(lambda t: t is s.context.seat_wind)), 1264),
    _row("round_wind", 1, "Pung of the round wind", "Панг преимущественного ветра", "圈風",
         "pung/kong of the {names}, the round wind: {tiles}",
         "панг/конг, {names} — преимущественный ветер (ветер раунда): {tiles}",
         each_set(lambda s: s.pungs_of(lambda t: t is s.context.round_wind)), 1264),
    _row("all_simples", 1, "All simples", "Все простые", "斷么",
         "every tile is a 2 to 8 of a suit, no 1, 9 or honor: {tiles}",
         "все кости — от 2 до 8 масти, без единиц, девяток и благородных: {tiles}",
         _when(lambda s: all(t.is_simple for t in s.tiles)), 1265),
    _row("all_chows", 1, "All chows", "Все чоу", "平糊",
         "four chows and a pair of suit tiles: {tiles}", "четыре чоу и пара мастевых костей: {tiles}",
         _all_chows, 1266),
    _row("all_pungs", 3, "All pungs", "Все панги", "對對糊",
         "four pungs or kongs and a pair: {tiles}", "четыре панга или конга и пара: {tiles}",
         _all_pungs, 1267),
    _row("half_flush", 3, "Half flush", "Одна масть с благородными", "混一色",
         "one suit and honor tiles only: {tiles}", "только одна масть и благородные кости: {tiles}",
         _when(lambda s: len(s.suits) == 1 and s.has_honors), 1268),
    _row("three_concealed_pungs", 3, "Three concealed pungs", "Три закрытых панга", "三暗刻",
         "three pungs/kongs made without a claimed discard: {tiles}",
         "три панга/конга собраны без снесённых костей: {tiles}",
         lambda s: _concealed_pungs(s, 3), 1271),
    _row("three_kongs", 3, "Three kongs", "Три конга", "三槓",
         "three kongs: {tiles}", "три конга: {tiles}", lambda s: _kongs(s, 3), 1272),
    _row("seven_pairs", 4, "Seven pairs", "Семь пар", "七對子",
         "seven different pairs: {tiles}", "семь разных пар: {tiles}",
         _when(lambda s: s.shape is Shape.SEVEN_PAIRS), 1273),
    _row("full_flush", 6, "Full flush", "Чистая масть", "清一色",
         "every tile is of one suit, no honors: {tiles}", "все кости одной масти, без благородных: {tiles}",
         _when(lambda s: len(s.suits) == 1 and not s.has_honors), 1274),
    _row("little_dragons", 12, "Little dragons", "Малые драконы", "小三元",
         "pungs of two dragons and a pair of the third: {tiles}", "панги двух драконов и пара третьего: {tiles}",
         lambda s: _little(s, lambda t: t.is_dragon, 2), 1275),
    _row("little_winds", 12, "Little winds", "Малые ветры", "小四喜",
         "pungs of three winds and a pair of the fourth: {tiles}", "панги трёх ветров и пара четвёртого: {tiles}",
         lambda s: _little(s, lambda t: t.is_wind, 3), 1276),
    _row("self_drawn", 1, "Win from the wall", "Выигрыш со стены", "自摸",
         "the winning tile {tiles} was drawn from the wall", "выигрышная кость {tiles} взята со стены",
         _when(lambda s: s.context.self_drawn, _win_tile), 1280),
    _row("robbing_kong", 1, "Robbing the kong", "Ограбление конга", "搶槓",
         "the winning tile {tiles} was robbed from a kong", "выигрышная кость {tiles} взята ограблением конга",
         _when(lambda s: s.context.robbing_kong, _win_tile), 1281),
    _row("last_tile", 1, "Last tile of the wall", "Последняя кость стены", "海底撈月",
         "the winning tile {tiles} is the last tile of the wall or the discard after it",
         "выигрышная кость {tiles} — последняя кость стены или снос после неё",
         _when(lambda s: s.context.last_tile, _win_tile), 1282),
    _row("no_bonus", 1, "No flowers or seasons", "Без цветов и сезонов", "無花",
         "no flower or season tile in the hand", "в руке нет ни цветов, ни сезонов",
         _when(lambda s: not s.bonus and s.context.flowers == 0, lambda s: ()), 1285),
    _row("own_flower", 1, "Own flower", "Свой цветок", "正花",
         "{names} belongs to seat {seat}, yours", "{names} — цветок вашего места {seat}",
         _own_bonus(lambda t: t.is_flower), 1286),
    _row("own_season", 1, "Own season", "Свой сезон", "正花",
         "{names} belongs to seat {seat}, yours", "{names} — сезон вашего места {seat}",
         _own_bonus(lambda t: t.is_season), 1287),
    _row("all_flowers", 2, "All four flowers", "Все четыре цветка", "一台花",
         "all four flowers: {names}", "все четыре цветка: {names}", _all_four(lambda t: t.is_flower), 1288),
    _row("all_seasons", 2, "All four seasons", "Все четыре сезона", "四季",
         "all four seasons: {names}", "все четыре сезона: {names}", _all_four(lambda t: t.is_season), 1289),
)
#: The bonus-tile rows (1283-1291): they do not count towards the minimum (1252).
BONUS_KEYS = frozenset({"hk.no_bonus", "hk.own_flower", "hk.own_season", "hk.all_flowers", "hk.all_seasons"})

# -- limit hands (seed 000:1290, 1328-1345); worth the limit, whatever the points here say ---
LIMIT_PATTERNS: tuple[Pattern, ...] = (
    _row("heavenly_hand", 10, "Heavenly hand", "Небесная рука", "天和",
         "the dealer drew a complete hand at the start: {tiles}", "дилер собрал руку в самом начале игры: {tiles}",
         _when(_heavenly), 1334),
    _row("earthly_hand", 10, "Earthly hand", "Земная рука", "地和",
         "won on the dealer's first discard {tiles}", "выигрыш на первом сносе дилера: {tiles}",
         _when(_earthly, _win_tile), 1335),
    _row("thirteen_orphans", 10, "Thirteen orphans", "Тринадцать сирот", "十三幺",
         "every 1 and 9, every wind and dragon, and one more of them: {tiles}",
         "все единицы и девятки, все ветры и драконы и ещё одна из них: {tiles}",
         _when(lambda s: s.shape is Shape.THIRTEEN_ORPHANS), 1336),
    _row("nine_gates", 10, "Heavenly gates (nine gates)", "Небесные врата", "九蓮寶燈",
         "1112345678999 of one suit and one more of it, all concealed: {tiles}",
         "1112345678999 одной масти и ещё одна её кость, всё закрыто: {tiles}",
         _when(_nine_gates), 1337),
    _row("four_concealed_pungs", 10, "Four concealed pungs", "Четыре закрытых панга", "四暗刻",
         "four pungs/kongs made without a claimed discard: {tiles}",
         "четыре панга/конга собраны без снесённых костей: {tiles}",
         lambda s: _concealed_pungs(s, 4) if _standard(s) else [], 1338),
    _row("four_kongs", 10, "Kong hand (four kongs)", "Рука конгов (четыре конга)", "十八羅漢",
         "four kongs: {tiles}", "четыре конга: {tiles}", lambda s: _kongs(s, 4), 1339),
    _row("all_honors", 10, "All honors", "Все благородные", "字一色",
         "only winds and dragons: {tiles}", "только ветры и драконы: {tiles}",
         _when(lambda s: all(t.is_honor for t in s.tiles)), 1340),
    _row("pearl_dragon", 10, "Pearl dragon", "Жемчужный дракон", "",
         "pungs and the pair of Dots with a pung of the White dragon: {tiles}",
         "панги и пара точек с пангом Белого дракона: {tiles}", _jewel(Tile.WHITE, Suit.DOTS), 1341),
    _row("ruby_dragon", 10, "Ruby dragon", "Рубиновый дракон", "",
         "pungs and the pair of Characters with a pung of the Red dragon: {tiles}",
         "панги и пара символов с пангом Красного дракона: {tiles}", _jewel(Tile.RED, Suit.CHARACTERS), 1342),
    _row("jade_dragon", 10, "Jade dragon", "Нефритовый дракон", "",
         "pungs and the pair of Bamboo with a pung of the Green dragon: {tiles}",
         "панги и пара бамбуков с пангом Зелёного дракона: {tiles}", _jewel(Tile.GREEN, Suit.BAMBOO), 1343),
    _row("great_dragons", 10, "Great dragons", "Великие драконы", "大三元",
         "pungs of all three dragons: {tiles}", "панги всех трёх драконов: {tiles}",
         lambda s: _great(s, lambda t: t.is_dragon, 3), 1344),
    _row("great_winds", 10, "Great winds", "Великие ветры", "大四喜",
         "pungs of all four winds: {tiles}", "панги всех четырёх ветров: {tiles}",
         lambda s: _great(s, lambda t: t.is_wind, 4), 1345),
    _row("great_flowers", 10, "All eight flowers and seasons", "Все восемь цветов и сезонов", "八仙過海",
         "every flower and every season: {tiles}", "все цветы и все сезоны: {tiles}",
         _when(lambda s: len(s.bonus) + s.context.flowers >= 8, lambda s: s.bonus), 1290),
)


def settle(base: int, winner: Tile, *, self_drawn: bool, discarder: Tile | None = None,
           cap: int | None = None) -> dict[str, int]:
    """What each seat gains for a hand worth ``base`` points (seed 000:1304-1307).

    Every loser pays the base; all of them double it on a win from the wall, the discarder
    doubles it on a discard win, and East doubles it when East wins or pays. ``cap`` is the
    most one loser pays. The seed's second example: North wins on South's discard, base 2.

    >>> settle(2, Tile.NORTH, self_drawn=False, discarder=Tile.SOUTH)
    {'E': -4, 'S': -4, 'W': -2, 'N': 10}
    """
    owed: dict[str, int] = {}
    for seat, wind in zip(SEATS, WINDS):
        if wind is winner:
            continue
        amount = base
        if self_drawn or wind is discarder:
            amount *= 2
        if Tile.EAST in (winner, wind):
            amount *= 2
        owed[seat] = amount if cap is None else min(amount, cap)
    return {seat: -owed[seat] if seat in owed else sum(owed.values()) for seat in SEATS}


def settle_limit(amount: int, winner: Tile) -> dict[str, int]:
    """A limit hand: every loser pays ``amount``, with no doubling (seed 000:1329)."""
    return {seat: 3 * amount if wind is winner else -amount for seat, wind in zip(SEATS, WINDS)}


_POINTS = {p.key: p.points for p in (*PATTERNS, *LIMIT_PATTERNS)}
#: The patterns a hand can aim at from afar to reach the minimum (the coach's plans), worth their rows' fan.
PLANS: tuple[Plan, ...] = tuple(Plan(kind, key, _POINTS[key]) for kind, key in (
    (PlanKind.FULL_FLUSH, "hk.full_flush"), (PlanKind.HALF_FLUSH, "hk.half_flush"), (PlanKind.ALL_PUNGS, "hk.all_pungs"),
    (PlanKind.SEVEN_PAIRS, "hk.seven_pairs"), (PlanKind.THIRTEEN_ORPHANS, "hk.thirteen_orphans")))
#: How often a plain win reaches 3 fan (on a discard, self-drawn): measured over the ready hands of
#: speed-only players (``bench_coach``).
VALUE_ODDS = ValueOdds(concealed=(0.28, 0.87), open=(0.89, 0.99), near=(0.15, 0.73))


@dataclass(frozen=True, slots=True)
class HongKongScoring:
    """Old Hong Kong fan; table rules are parameters: ``minimum`` fan to win, ``limit`` (the fan
    of a limit hand and the most an ordinary hand counts), ``limit_points`` (the most one
    loser pays, and what each pays for a limit hand), ``base_points`` (fan -> base)."""

    name: str = "hk"
    unit: str = FAN
    minimum: int = 3
    limit: int = 10
    limit_points: int = 64
    base_points: tuple[tuple[int, int], ...] = BASE_POINTS
    #: Four sets and a pair, seven pairs and thirteen orphans (special hands, 000:1244).
    shapes: Rules = STANDARD
    #: Robbing the kong, the last tile (1281-1282), the bonus tiles (1283-1291), the heavenly and
    #: earthly limit hands (1334-1335).
    options: frozenset[str] = frozenset({"last_tile", "robbing_kong", "heavenly", "earthly", "bonus", "flowers"})
    #: What a hand may aim at to reach the minimum, and the odds of a plain hand (the coach's).
    plans: tuple[Plan, ...] = PLANS
    value_odds: ValueOdds = VALUE_ODDS
    #: A pung of a dragon, of one's own wind or of the round's wind.
    value_pung_points: int = _POINTS["hk.dragon_pung"]

    def title(self, lang: str | None = None) -> str:
        """The system's name to show (``score.system.<name>``)."""
        return system_title(self.name, lang)

    def rows(self) -> tuple[PatternRow, ...]:
        """The table of patterns, in the seed's order."""
        return PatternRow.of((*PATTERNS, *LIMIT_PATTERNS))

    def score(self, hand: Hand, context: WinContext) -> Score:
        """Score a winning hand: the best reading, itemised in fan, with the payments."""
        situations = require_win(hand, context, self)
        if context.earthly and context.discarding_seat is not Tile.EAST:
            raise ContextError("error.score.earthly_hk")
        return best_score(self._score(s) for s in situations)

    def base(self, fan: int) -> int:
        """Base points of ``fan`` from the table; above it the last row, below it halving.

        >>> [HONG_KONG.base(fan) for fan in (3, 4, 9, 10, 13)]
        [8, 16, 96, 128, 128]
        """
        table = dict(self.base_points)
        first, last = min(table), max(table)
        if fan >= last:
            return table[last]
        if fan < first:
            return max(table[first] >> (first - fan), 1)
        return table[max(f for f in table if f <= fan)]

    def _score(self, s: Situation) -> Score:
        context = s.context
        limits = [p.item(m, self.limit) for p in LIMIT_PATTERNS for m in p.find(s)]
        if limits:
            paid = settle_limit(self.limit_points, context.seat_wind)
            return Score(self.name, self.unit, self.limit, tuple(limits), True, self.minimum, paid,
                         limit=limits[0].key, decomposition=s.decomposition)
        items: list[Item] = [item for pattern in PATTERNS for item in pattern.items(s)]
        fan = sum(item.value for item in items)
        counted = sum(item.value for item in items if item.key not in BONUS_KEYS)
        meets = counted >= self.minimum
        total = min(fan, self.limit)
        payments: dict[str, int] = {}
        if meets:
            payments = settle(self.base(total), context.seat_wind, self_drawn=context.self_drawn,
                              discarder=context.discarding_seat, cap=self.limit_points)
        return Score(self.name, self.unit, total, tuple(items), meets, self.minimum, payments,
                     limit="hk.limit" if fan >= self.limit else None, decomposition=s.decomposition,
                     toward_minimum=min(counted, total))


HONG_KONG = HongKongScoring()
