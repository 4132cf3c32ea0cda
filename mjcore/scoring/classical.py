"""Classical (Western) scoring: points, then doubles (seed ``000``, lines 276-374).

The hand's points come from the table of seed lines 296-322: a chow scores 0; a pung or
kong of simples (2-8), of terminals (1, 9) or of honors (winds, dragons) scores

==========  ======  ===============  ======  ===============
set         open    concealed        open    concealed
==========  ======  ===============  ======  ===============
..          pung    pung             kong    kong
simples     2       4                8       16
terminals   4       8                16      32
honors      4       8                16      32
==========  ======  ===============  ======  ===============

a pair of dragons, of the seat wind or of the prevailing wind 2, and the winner adds 20 for
mahjong, 2 for the winning tile drawn from the wall and 2 for the only possible tile. The
total is then doubled once for every double of the list of seed lines 323-339 (three times
for a pure suit or an all-honors hand) and capped at the "house full" limit (seed line
287, a parameter, 2000 by default): ``total = min(points * 2 ** doubles, limit)``.

Settlement (seed lines 284-286): the three losers pay the winner the value of the winning
hand, then the losers settle among themselves, the cheaper hand paying the difference to the
dearer one; East pays and receives double. :func:`settle` does the full settlement; a
:class:`~mjcore.scoring.base.Score` only knows the winner's hand, so its ``payments`` take the
losers' hands as worth 0 (each loser pays the winner, nothing more).

Interpretations (the seed is a short table; where it is silent we say what we chose):

- *Open* means the set was claimed from a discard; a set inside the hand completed by the
  winning discard counts as open too (:attr:`Situation.sets <mjcore.scoring.base.Situation.sets>`),
  a declared concealed kong stays concealed.
- A pair that is both the seat wind and the prevailing wind (East in the East round) scores
  both lines, 2 + 2; likewise a pung of such a wind doubles twice.
- "Последняя кость взята со Стены" (+2) is the winning tile *drawn from the wall*, i.e. a
  self-drawn win (a replacement tile included): the last tile of the whole wall is a
  separate double of the list. That double ("последняя допустимая кость", the
  ``last_tile`` flag) counts whether the win was self-drawn or on the discard that followed.
- "Единственно возможная кость" (+2) follows the seed's wording, which describes the shape
  of the wait: a single tile waiting for its pair, the middle of a chow, a chow open at one
  end only (12-3, 7-89). It is judged on the reading of the hand that scores best and does
  not ask whether another tile would also have completed the hand (1234m waiting on 1m and
  4m wins on 4m as 123m plus a single 4m: +2).
- "Нет очков (мизер)" doubles a hand whose sets and pair score nothing (four chows and a
  pair worth nothing); the 20 for mahjong and the +2 for how the hand was won do not spoil it.
- Pure suit (3 doubles) and clean suit with honors (1 double) exclude each other, as the
  seed's fourth example shows (x8, not x16); so do all honors (3) and terminals and honors (1).
- A double is an item in the unit ``doubles`` whose ``points`` is the number of doublings
  (1, or 3 for pure suit and all honors), so ``total = min(points * 2 ** doubles, limit)``.
- Every pung or kong of dragons is a double of its own (the list says "a pung or kong of
  dragons"), so little three dragons doubles three times in all.
- Not scored: "declared a ready hand at once" (seed line 339) needs the history of the
  hand, which a win context does not hold; the penalties (seed lines 340-345) concern the
  discarder, not the hand's value; bonus tiles score nothing (the seed's table has none).
- Shapes: the table scores four sets and a pair. The limit hands (:data:`LIMIT_HANDS`) are the
  two figures of the seed's "Маджонг лимиты" (lines 276-278): "Скрывающаяся змея" (the hidden
  snake, read as the Western "wriggling snake": 111 333 555 777 99 or 11 333 555 777 999 of one
  suit, the figure itself is missing) and thirteen orphans ("Тринадцать чудес света"); each is
  worth the house-full limit. The "additional limit hands" (lines 279-280) are the Standard
  rules' and "not classical limits": nine gates, all kongs and the like score their points and
  doubles. Seven pairs is not a classical hand: :class:`NotWinningError`.

The seed's first worked example (lines 347-354), open, won by West on a two-sided wait:

>>> from mjcore.notation import parse_hand
>>> from mjcore.tiles import Tile
>>> result = CLASSICAL.score(parse_hand("[111p] [555m] [777z] 345s 88m"), WinContext(Tile.S5, seat_wind=Tile.WEST))
>>> [(i.key.removeprefix("classical."), i.points) for i in result.items if i.points]  # doctest: +NORMALIZE_WHITESPACE
[('pung.simple.open', 2), ('pung.terminal.open', 4), ('pung.honor.open', 4), ('mahjong', 20),
 ('dragon_pung', 1)]
>>> result.total, dict(result.payments)
(60, {'E': -120, 'S': -60, 'W': 240, 'N': -60})
>>> settle({"E": 40, "S": 100, "W": 20, "N": 0}, winner="S")
{'E': -80, 'S': 400, 'W': -120, 'N': -200}
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from mjcore.decompose import Shape
from mjcore.hand import Hand, MeldKind
from mjcore.i18n import Message
from mjcore.rules import CLASSICAL as CLASSICAL_SHAPES
from mjcore.rules import Rules
from mjcore.scoring.base import (
    SEATS,
    TEXTS,
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
from mjcore.tiles import NUMBER_SUITS, WINDS, Tile, tiles_str

# -- the point table ------------------------------------------------------------------------
_GRADES = {"simple": ("simples", "простых костей"), "terminal": ("terminals", "терминальных костей"),
           "honor": ("honors", "благородных костей")}
_WHY_OPEN = {
    "declared": ("claimed from a discard and laid out", "взят со сноса и выложен на стол"),
    "discard": ("completed by the winning discard, so it counts as open",
                "завершён выигрышной костью со сноса и потому считается открытым"),
    "concealed_kong": ("declared as a concealed kong", "объявлен закрытым конгом"),
    "concealed": ("built entirely from the wall", "собран полностью со стены"),
}


def _grade(tile: Tile) -> str:
    return "honor" if tile.is_honor else "terminal" if tile.is_terminal else "simple"


for _how, (_en, _ru) in _WHY_OPEN.items():
    TEXTS.add_words(f"classical.why.{_how}", _en, _ru)
_WHY = {how: Message(f"classical.why.{how}") for how in _WHY_OPEN}


def _why(x: ScoredSet) -> dict[str, Message]:
    if x.declared:
        how = "concealed_kong" if x.concealed else "declared"
    else:
        how = "concealed" if x.concealed else "discard"
    return {"why": _WHY[how]}


def _sets(kind: MeldKind, grade: str, concealed: bool) -> Callable[[Situation], list[Match]]:
    """One match per pung (or kong) of ``grade`` that is concealed or open as asked."""

    def find(s: Situation) -> list[Match]:
        return [Match(x.tiles, params=_why(x)) for x in s.sets_of(kind)
                if _grade(x.tile) == grade and x.concealed == concealed]

    return find


def _set_pattern(kind: MeldKind, grade: str, concealed: bool, points: int, seed: int) -> Pattern:
    en_grade, ru_grade = _GRADES[grade]
    state_en, state_ru = ("Concealed", "Закрытый") if concealed else ("Open", "Открытый")
    kind_ru = "панг" if kind is MeldKind.PUNG else "конг"
    return Pattern(
        f"classical.{kind.value}.{grade}.{'concealed' if concealed else 'open'}", points,
        f"{state_en} {kind.value} of {en_grade}", f"{state_ru} {kind_ru} {ru_grade}",
        "{tiles} ({names}): {why}", "{tiles} ({names}): {why}",
        _sets(kind, grade, concealed), seed=f"000:{seed}",
    )


def _pair_of(test: Callable[[Situation, Tile], bool]) -> Callable[[Situation], list[Match]]:
    def find(s: Situation) -> list[Match]:
        pair = s.pair
        return [Match((pair, pair))] if pair is not None and test(s, pair) else []

    return find


_WAITS = {
    "single": ("{tile} pairs the single tile left waiting", "{tile} — пара к одиночной кости"),
    "closed": ("{tile} fills the middle of the chow {tiles}", "{tile} завершает чоу {tiles} в середине"),
    "edge": ("{tile} completes the chow {tiles}, open at one end only",
             "{tile} завершает чоу {tiles}, открытое только с одного конца"),
}


for _wait, (_en, _ru) in _WAITS.items():
    TEXTS.add_words(f"classical.wait.{_wait}", _en, _ru)


def _only_possible(s: Situation) -> list[Match]:
    """The winning tile was the one tile the wait's shape allows: single, closed or edge."""
    if s.wait not in _WAITS or s.win_group is None:
        return []
    tile = s.context.win_tile
    group = (tile, tile) if s.win_group == -1 else s.decomposition.sets[s.win_group].tiles
    return [Match(group, params={"how": Message.of(f"classical.wait.{s.wait}", tile=tile, tiles=tiles_str(group))})]


POINTS: tuple[Pattern, ...] = (
    Pattern("classical.chow", 0, "Chow", "Чоу", "{tiles}: a chow scores nothing", "{tiles}: чоу очков не приносит",
            each_set(lambda s: s.chows), seed="000:297"),
    _set_pattern(MeldKind.PUNG, "simple", False, 2, 302),
    _set_pattern(MeldKind.PUNG, "terminal", False, 4, 303),
    _set_pattern(MeldKind.PUNG, "honor", False, 4, 304),
    _set_pattern(MeldKind.KONG, "simple", False, 8, 306),
    _set_pattern(MeldKind.KONG, "terminal", False, 16, 307),
    _set_pattern(MeldKind.KONG, "honor", False, 16, 308),
    _set_pattern(MeldKind.PUNG, "simple", True, 4, 311),
    _set_pattern(MeldKind.PUNG, "terminal", True, 8, 312),
    _set_pattern(MeldKind.PUNG, "honor", True, 8, 313),
    _set_pattern(MeldKind.KONG, "simple", True, 16, 315),
    _set_pattern(MeldKind.KONG, "terminal", True, 32, 316),
    _set_pattern(MeldKind.KONG, "honor", True, 32, 317),
    Pattern("classical.pair.dragon", 2, "Pair of dragons", "Пара драконов",
            "{tiles}: a pair of dragons ({names})", "{tiles}: пара драконов ({names})",
            _pair_of(lambda s, t: t.is_dragon), seed="000:300"),
    Pattern("classical.pair.own_wind", 2, "Pair of the seat wind", "Пара ветра места",
            "{tiles}: {names} is your seat wind", "{tiles}: {names} — ваш ветер места",
            _pair_of(lambda s, t: t == s.context.seat_wind), seed="000:298"),
    Pattern("classical.pair.prevailing_wind", 2, "Pair of the prevailing wind", "Пара преимущественного ветра",
            "{tiles}: {names} is the prevailing wind", "{tiles}: {names} — преимущественный ветер",
            _pair_of(lambda s, t: t == s.context.round_wind), seed="000:299"),
    Pattern("classical.mahjong", 20, "Mahjong", "Маджонг", "for going out: the hand is complete",
            "за маджонг: рука собрана", lambda s: [Match()], seed="000:320"),
    Pattern("classical.from_wall", 2, "Winning tile from the wall", "Последняя кость взята со стены",
            "the winning tile ({tile}) was drawn from the wall", "выигрышная кость ({tile}) взята со стены",
            lambda s: [Match((s.context.win_tile,), params={"tile": s.context.win_tile})] if s.context.self_drawn else [],
            seed="000:321"),
    Pattern("classical.only_possible", 2, "Only possible tile", "Единственно возможная кость",
            "{how}", "{how}", _only_possible, seed="000:322"),
)


# -- the doubles ------------------------------------------------------------------------------
def _whole_hand(condition: Callable[[Situation], bool]) -> Callable[[Situation], list[Match]]:
    """A double of the whole hand: all its tiles, and its suit (shown by name)."""

    def find(s: Situation) -> list[Match]:
        if not condition(s):
            return []
        suit = next((suit for suit in NUMBER_SUITS if suit in s.suits), None)
        return [Match(s.tiles, params={"suit": suit} if suit is not None else {})]

    return find


def _no_points(s: Situation) -> bool:
    """Sets and pair score nothing: four chows and a pair that is no dragon nor a scoring wind."""
    pair = s.pair
    valued_pair = pair is not None and (pair.is_dragon or pair in (s.context.seat_wind, s.context.round_wind))
    return not s.pungs and not valued_pair


def _flag(name: str) -> Callable[[Situation], list[Match]]:
    def find(s: Situation) -> list[Match]:
        if not getattr(s.context, name):
            return []
        return [Match((s.context.win_tile,), params={"tile": s.context.win_tile})]

    return find


DOUBLES: tuple[Pattern, ...] = (
    Pattern("classical.dragon_pung", 1, "Pung of dragons", "Панг драконов",
            "{tiles}: a pung or kong of dragons ({names})", "{tiles}: панг или конг драконов ({names})",
            each_set(lambda s: s.pungs_of(lambda t: t.is_dragon)), seed="000:325", unit="doubles"),
    Pattern("classical.own_wind_pung", 1, "Pung of the seat wind", "Панг ветра места",
            "{tiles}: {names} is your seat wind", "{tiles}: {names} — ваш ветер места",
            each_set(lambda s: s.pungs_of(lambda t: t == s.context.seat_wind)), seed="000:326", unit="doubles"),
    Pattern("classical.prevailing_wind_pung", 1, "Pung of the prevailing wind", "Панг преимущественного ветра",
            "{tiles}: {names} is the prevailing wind", "{tiles}: {names} — преимущественный ветер",
            each_set(lambda s: s.pungs_of(lambda t: t == s.context.round_wind)), seed="000:327", unit="doubles"),
    Pattern("classical.clean_suit", 1, "Clean suit with honors", "Чистая масть с драконами и ветрами",
            "only {suit} and honor tiles", "только {suit} и благородные кости",
            _whole_hand(lambda s: len(s.suits) == 1 and s.has_honors), seed="000:328", unit="doubles"),
    Pattern("classical.pure_suit", 3, "Pure one suit", "Чистая масть без драконов и ветров",
            "every tile is {suit}, no honors: doubled three times",
            "все кости — {suit}, без благородных: удвоение трижды",
            _whole_hand(lambda s: len(s.suits) == 1 and not s.has_honors), seed="000:329", unit="doubles"),
    Pattern("classical.terminals_and_honors", 1, "Terminals and honors only", "Только единицы, девятки, драконы и ветры",
            "every tile is a 1, a 9, a dragon or a wind", "все кости — единицы, девятки, драконы и ветры",
            _whole_hand(lambda s: bool(s.suits) and all(t.is_terminal_or_honor for t in s.tiles)),
            seed="000:330", unit="doubles"),
    Pattern("classical.all_honors", 3, "All honors", "Только драконы и ветры",
            "only dragons and winds, no suits: doubled three times",
            "только драконы и ветры, мастей нет: удвоение трижды",
            _whole_hand(lambda s: not s.suits), seed="000:331", unit="doubles"),
    Pattern("classical.no_chows", 1, "No chows", "Ни одного чоу",
            "four pungs or kongs, not one chow", "четыре панга или конга, ни одного чоу",
            lambda s: [Match()] if not s.chows else [], seed="000:332", unit="doubles"),
    Pattern("classical.no_points", 1, "No points", "Нет очков (мизер)",
            "the sets and the pair score nothing", "сеты и пара не принесли ни одного очка",
            lambda s: [Match()] if _no_points(s) else [], seed="000:333", unit="doubles"),
    Pattern("classical.replacement_tile", 1, "Win on a replacement tile", "Маджонг свободной костью",
            "{tile} is the replacement tile drawn for a kong", "{tile} — свободная кость, взятая за конг",
            _flag("kong_replacement"), seed="000:334", unit="doubles"),
    Pattern("classical.last_tile", 1, "Last tile of the wall", "Последняя кость стены",
            "{tile}: the hand was completed with the last tile of the wall",
            "{tile}: маджонг последней допустимой костью стены", _flag("last_tile"), seed="000:335", unit="doubles"),
    Pattern("classical.robbing_kong", 1, "Robbing the kong", "Ограбление конга",
            "the winning tile ({tile}) was robbed from an open kong",
            "выигрышная кость ({tile}) взята ограблением открытого конга",
            _flag("robbing_kong"), seed="000:336", unit="doubles"),
    Pattern("classical.little_four_winds", 1, "Three sets and a pair of winds", "Три сета и пара ветров",
            "three pungs or kongs of winds and a pair of winds", "три панга или конга ветров и пара ветров",
            _whole_hand(lambda s: bool(s.little(lambda t: t.is_wind, 3))), seed="000:337", unit="doubles"),
    Pattern("classical.little_three_dragons", 1, "Two sets and a pair of dragons", "Два сета и пара драконов",
            "two pungs or kongs of dragons and a pair of dragons", "два панга или конга драконов и пара драконов",
            _whole_hand(lambda s: bool(s.little(lambda t: t.is_dragon, 2))), seed="000:338", unit="doubles"),
)

THIRTEEN_ORPHANS = Pattern(
    "classical.thirteen_orphans", 0, "Thirteen orphans", "Тринадцать чудес света",
    "one of every terminal and honor and the pair {pair}: a limit hand, worth the house-full limit",
    "по одной каждой единице, девятке, дракону и ветру и пара {pair}: лимит, стоимость «дом полон»",
    lambda s: [Match(s.tiles, params={"pair": tiles_str(s.decomposition.pairs * 2)})], seed="000:278",
)



def _snake(s: Situation) -> list[Match]:
    """111 333 555 777 99 or 11 333 555 777 999 of one suit (pungs or kongs, open or not)."""
    if s.shape is not Shape.STANDARD or s.pair is None or not s.pair.is_suited or s.chows:
        return []
    suit = s.pair.suit
    numbers = sorted(x.tile.number for x in s.sets if x.tile.is_suited and x.tile.suit == suit)
    pair = s.pair.number
    if len(numbers) == 4 and pair in (1, 9) and sorted([*numbers, pair]) == [1, 3, 5, 7, 9]:
        return [Match(s.tiles, params={"pair": tiles_str((s.pair, s.pair))})]
    return []


SNAKE = Pattern(
    "classical.snake", 0, "Hidden snake", "Скрывающаяся змея",
    "pungs of 1, 3, 5, 7, 9 of one suit with 1 or 9 as the pair ({pair}): a limit hand, worth the house-full limit",
    "панги 1, 3, 5, 7, 9 одной масти, единицы или девятки — пара ({pair}): лимит, стоимость «дом полон»",
    _snake, seed="000:277",
)
#: The classical limit hands: the two figures of seed lines 276-278. The "additional limit hands"
#: of line 279-280 belong to the Standard rules, "not to the classical limits", so nine gates,
#: all kongs and the others score their points and doubles here.
LIMIT_HANDS = (SNAKE, THIRTEEN_ORPHANS)

# -- settlement --------------------------------------------------------------------------------
def _seat_letter(wind: Tile) -> str:
    return SEATS[WINDS.index(wind)]


@dataclass(frozen=True, slots=True)
class Transfer:
    """One payment of the settlement: ``payer`` pays ``payee`` ``amount`` (seat letters).

    ``base`` is the amount before East's doubling, ``difference`` whether it settles two
    losers' hands (the cheaper pays the difference) rather than paying the winner.

    >>> Transfer("E", "S", 120, 60, False).doubled
    True
    """

    payer: str
    payee: str
    amount: int
    base: int
    difference: bool

    @property
    def doubled(self) -> bool:
        """East pays or receives it, so it is twice ``base``."""
        return self.amount != self.base


def transfers(values: Mapping[str, int], winner: str) -> tuple[Transfer, ...]:
    """Every payment of the full settlement of seed lines 285-286, in the order they are made.

    ``values`` maps seat letters (``"E"``..``"N"``) to the value of each player's hand
    (after the "house full" limit; a seat left out counts 0). The three losers pay the winner
    ``values[winner]``; then every two losers settle, the cheaper hand paying the difference
    to the dearer one (equal hands: no payment). Every payment to or from East is doubled.

    >>> [(t.payer, t.payee, t.amount) for t in transfers({"S": 60, "W": 8, "N": 20}, winner="S")]
    [('E', 'S', 120), ('W', 'S', 60), ('N', 'S', 60), ('E', 'W', 16), ('E', 'N', 40), ('W', 'N', 12)]
    """
    if winner not in SEATS or any(seat not in SEATS for seat in values):
        raise ContextError("error.score.wind")

    def pay(payer: str, payee: str, base: int, difference: bool) -> Transfer:
        return Transfer(payer, payee, base * (2 if "E" in (payer, payee) else 1), base, difference)

    losers = [seat for seat in SEATS if seat != winner]
    made = [pay(loser, winner, values.get(winner, 0), False) for loser in losers]
    for i, first in enumerate(losers):
        for second in losers[i + 1:]:
            a, b = values.get(first, 0), values.get(second, 0)
            if a != b:
                made.append(pay(second, first, a - b, True) if a > b else pay(first, second, b - a, True))
    return tuple(made)


def settle(values: Mapping[str, int], winner: str) -> dict[str, int]:
    """The full settlement (:func:`transfers`): each seat's net gain, summing to 0.

    >>> settle({"S": 60}, winner="S")
    {'E': -120, 'S': 240, 'W': -60, 'N': -60}
    """
    net = dict.fromkeys(SEATS, 0)
    for transfer in transfers(values, winner):
        net[transfer.payer] -= transfer.amount
        net[transfer.payee] += transfer.amount
    return net


# -- the system ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ClassicalScoring:
    """Points and doubles; ``limit`` is the "house full" cap, also the value of a limit hand."""

    name: str = "classical"
    limit: int = 2000
    unit: str = "points"
    #: Four sets and a pair, or thirteen orphans (a limit hand); no seven pairs (000:278).
    shapes: Rules = CLASSICAL_SHAPES
    #: Any complete hand wins.
    minimum: int = 0
    #: The doubles for a replacement tile, the last tile and a robbed kong (000:334-336).
    options: frozenset[str] = frozenset({"last_tile", "kong_replacement", "robbing_kong"})

    def score(self, hand: Hand, context: WinContext) -> Score:
        """Score a winning hand: the best reading of four sets and a pair, or thirteen orphans."""
        return best_score(self._score(s) for s in require_win(hand, context, self))

    def title(self, lang: str | None = None) -> str:
        """The system's name to show (``score.system.<name>``)."""
        return system_title(self.name, lang)

    def rows(self) -> tuple[PatternRow, ...]:
        """The table of patterns, in the seed's order."""
        return ()

    def _score(self, s: Situation) -> Score:
        if s.shape is Shape.THIRTEEN_ORPHANS:
            limit = [THIRTEEN_ORPHANS.item(match, self.limit) for match in THIRTEEN_ORPHANS.find(s)]
            return self._result(s, limit, self.limit, "classical.thirteen_orphans")
        snake = [SNAKE.item(match, self.limit) for match in SNAKE.find(s)]
        if snake:
            return self._result(s, snake, self.limit, "classical.snake")
        items: list[Item] = []
        for pattern in POINTS + DOUBLES:
            items += pattern.items(s)
        points = sum(item.value for item in items if item.unit == "points")
        doubles = sum(item.value for item in items if item.unit == "doubles")
        total = points << doubles
        if total > self.limit:
            return self._result(s, items, self.limit, "house_full")
        return self._result(s, items, total, None)

    def _result(self, s: Situation, items: list[Item], total: int, limit: str | None) -> Score:
        winner = _seat_letter(s.context.seat_wind)
        payments = settle({winner: total}, winner)
        return Score(self.name, self.unit, total, tuple(items), True, 0, payments, limit=limit,
                     decomposition=s.decomposition)


CLASSICAL = ClassicalScoring()
