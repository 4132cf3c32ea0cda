"""Lesson 8 (riichi): every number of its markdown, computed by the core (the CHECKED NUMBERS rule).

Each regex's group 1 is the number the lesson writes; ``value`` is what :mod:`mjcore` computes:
the fu table's lines (:mod:`mjcore.scoring.riichi_fu`, each proved by the scorer), the points
rule (:mod:`mjcore.scoring.riichi_price`, checked against the scorer's prices) and the lesson's
own example hands scored by :data:`mjcore.scoring.riichi.RIICHI`.
"""

from __future__ import annotations

from mjcore.hand import Hand
from mjcore.scoring.base import Score, WinContext
from mjcore.scoring.riichi import RIICHI, dora_of
from mjcore.scoring.riichi_fu import FU_LINES_BY_KEY
from mjcore.scoring.riichi_price import LIMITS, MANGAN, TABLE_FU, TABLE_HAN, base_points, limit_of, occurs, payment
from mjcore.tiles import Tile
from tests.lessons.facts import Fact


def _fu(key: str) -> int:
    return FU_LINES_BY_KEY[key].fu


def _hand_fu(key: str) -> int:
    return FU_LINES_BY_KEY[key].hand_fu


def _score(hand: str, win: Tile, **context: object) -> Score:
    return RIICHI.score(Hand.from_str(hand), WinContext(win, **context))  # type: ignore[arg-type]


def _fu_of(score: Score, reason: str) -> int:
    return next(item.points for item in score.fu_items if item.key == f"riichi.fu.{reason}")


def _han_of(score: Score, yaku: str) -> int:
    return next(item.points for item in score.items if item.key == f"riichi.{yaku}")


def _raw(score: Score) -> int:
    return sum(item.points for item in score.fu_items if item.key != "riichi.fu.rounding")


# the lesson's example hands, as its calculators score them
_PINFU = _score("123m 456p 789s 23s 55p 4s", Tile.S4, self_drawn=True, riichi=True, seat_wind=Tile.SOUTH)
_PUNGS = _score("22444m 333p 567p 444s", Tile.S4)
_KONG = _score("22m {4444m} 333p 567p 444s", Tile.S4)
# one dora tile (indicator 4p, the hand holds one 5p), one red five, one honba, one riichi stick
_ONE_FIVE = ("123m 456p 789s 234s 11z", Tile.S4)
_PLAIN = _score(*_ONE_FIVE, riichi=True, seat_wind=Tile.SOUTH, discarder=Tile.EAST)
_DORA = _score(*_ONE_FIVE, riichi=True, seat_wind=Tile.SOUTH, discarder=Tile.EAST, dora_indicators=(Tile.P4,))
_RED = _score(*_ONE_FIVE, riichi=True, seat_wind=Tile.SOUTH, discarder=Tile.EAST, red_fives=(Tile.P5,))
_HONBA = _score(*_ONE_FIVE, riichi=True, seat_wind=Tile.SOUTH, discarder=Tile.EAST, honba=1)
_STICK = _score(*_ONE_FIVE, riichi=True, seat_wind=Tile.SOUTH, discarder=Tile.EAST, riichi_sticks=1)
_TSUMO = _score(*_ONE_FIVE, riichi=True, seat_wind=Tile.SOUTH, self_drawn=True)
_TSUMO_HONBA = _score(*_ONE_FIVE, riichi=True, seat_wind=Tile.SOUTH, self_drawn=True, honba=1)

#: A hand of 4 han 25 fu has 1600 base points, a multiple of 100: the payments' factors show unrounded.
_ROUND_BASE = base_points(4, 25)


def _factor(*, dealer: bool, self_drawn: bool, first: bool = True) -> int:
    paid = RIICHI.price(4, 25, dealer=dealer, self_drawn=self_drawn)
    assert _ROUND_BASE % 100 == 0
    return (paid[0] if first else paid[1]) // _ROUND_BASE


def _first_mangan_fu(han: int) -> int:
    return min(fu for fu in TABLE_FU if limit_of(han, fu) == MANGAN.name)


def _last_plain_fu(han: int) -> int:
    return max(fu for fu in TABLE_FU if limit_of(han, fu) is None)


def _kiriage_price() -> int:
    """What 4 han 30 fu and 3 han 60 fu cost on a non-dealer's ron (-1 if they differ or were a mangan)."""
    four, three = (payment(h, _last_plain_fu(h), dealer=False, self_drawn=False) for h in (4, 3))
    return four if four == three and not RIICHI.kiriage else -1


def _same(*values: int) -> int:
    return values[0] if len(set(values)) == 1 else -1


_LIMIT = {limit.name: limit for limit in LIMITS}
_BASE_1_30 = base_points(1, 30)
_KONG_BASE = base_points(_KONG.han, _KONG.fu)

FACTS: list[Fact] = [
    # the introduction
    Fact("tiles", r"В риичи (\d+) костей", r"Riichi uses (\d+) tiles", 4 * sum(1 for t in Tile if not t.is_bonus)),
    Fact("intro base", r"(\d+) фу у любой выигрышной", r"(\d+) fu for every winning hand", _fu("base")),
    Fact("intro ron", r"(\d+) за выигрыш на сносе", r"(\d+) for winning on a discard", _fu("closed_ron")),
    Fact("intro tsumo", r"(\d+) за выигрыш со стены", r"(\d+) for a self-drawn win", _fu("tsumo")),
    # the fu table
    Fact("base", r"(\d+) фу базы", r"(\d+) fu of base", _fu("base")),
    Fact("rounding from", r"\((\d+) → \d+\)", r"\((\d+) → \d+\)", _hand_fu("rounding") - _fu("rounding")),
    Fact("rounding to", r"\(\d+ → (\d+)\)", r"\(\d+ → (\d+)\)", _hand_fu("rounding")),
    Fact("seven pairs", r"всегда ровно (\d+) фу", r"always exactly (\d+) fu", _hand_fu("seven_pairs")),
    Fact("closed ron", r"\(рон\) — (\d+) фу", r"\(ron\) — (\d+) fu", _fu("closed_ron")),
    Fact("tsumo", r"\(цумо\) — (\d+) фу", r"\(tsumo\) — (\d+) fu", _fu("tsumo")),
    Fact("pinfu tsumo", r"у пинфу со стены ровно (\d+) фу", r"self-drawn pinfu has exactly (\d+) fu",
         _hand_fu("pinfu_tsumo")),
    Fact("open pinfu adds", r"получает (\d+) фу и считается", r"gets (\d+) fu and counts", _fu("open_pinfu")),
    Fact("open pinfu total", r"считается как (\d+)", r"(?:and counts|without fu counts) (\d+)", _hand_fu("open_pinfu")),
    Fact("open pung", r"простых — (\d+) фу открытый", r"of simples — (\d+) fu open", _fu("open_pon")),
    Fact("closed pung", r"фу открытый и (\d+) закрытый", r"fu open and (\d+) concealed", _fu("closed_pon")),
    Fact("open terminal pung", r"благородных — (\d+) и \d+\. Конг", r"honours — (\d+) and \d+\. A kong",
         _fu("open_terminal_pon")),
    Fact("closed terminal pung", r"благородных — \d+ и (\d+)\. Конг", r"honours — \d+ and (\d+)\. A kong",
         _fu("closed_terminal_pon")),
    Fact("open kong", r"простых — (\d+) и \d+, терминальных", r"of simples (\d+) and \d+, of terminals",
         _fu("open_kan")),
    Fact("closed kong", r"простых — \d+ и (\d+), терминальных", r"of simples \d+ and (\d+), of terminals",
         _fu("closed_kan")),
    Fact("open terminal kong", r"благородных — (\d+) и \d+\. Панг", r"honours (\d+) and \d+\. A pung",
         _fu("open_terminal_kan")),
    Fact("closed terminal kong", r"благородных — \d+ и (\d+)\. Панг", r"honours \d+ and (\d+)\. A pung",
         _fu("closed_terminal_kan")),
    Fact("value pair", r"или ветра раунда — (\d+) фу", r"or of the round wind — (\d+) fu", _fu("valued_pair")),
    Fact("double wind pair", r"ветер раунда, — (\d+) фу", r"the seat and the round wind — (\d+) fu",
         _fu("double_valued_pair")),
    Fact("waits", r"краевое \(пенчан\) — (\d+) фу", r"edge wait \(penchan\) — (\d+) fu",
         _same(_fu("pair_wait"), _fu("kanchan"), _fu("penchan"))),
    # the points rule
    Fact("2^(1+2)", r"30 фу это 30 × (\d+) =", r"30 fu that is 30 × (\d+) =", 2 ** (1 + 2)),
    Fact("base 1/30", r"30 × \d+ = (\d+)\.", r"30 × \d+ = (\d+)\.", _BASE_1_30),
    Fact("mangan base", r"не больше (\d+) — это", r"at most (\d+) — a", MANGAN.base),
    Fact("4 han mangan fu", r"4 хан с (\d+) фу и больше", r"4 han with (\d+) fu or more", _first_mangan_fu(4)),
    Fact("3 han mangan fu", r"3 хан с (\d+) фу и больше", r"3 han with (\d+) fu or more", _first_mangan_fu(3)),
    Fact("4 han no kiriage", r"Руки 4 хан (\d+) фу", r"round 4 han (\d+) fu", _last_plain_fu(4)),
    Fact("3 han no kiriage", r"и 3 хан (\d+) фу курс", r"or 3 han (\d+) fu up", _last_plain_fu(3)),
    Fact("no kiriage price", r"с ними стоит (\d+)", r"with them is worth (\d+)", _kiriage_price()),
    Fact("ron factor", r"рон не дилера — базовые × (\d+)", r"a non-dealer's ron — base × (\d+)",
         _factor(dealer=False, self_drawn=False)),
    Fact("dealer ron factor", r"рон дилера — базовые × (\d+)", r"a dealer's ron — base × (\d+)",
         _factor(dealer=True, self_drawn=False)),
    Fact("tsumo dealer factor", r"дилер платит базовые × (\d+)", r"the dealer pays base × (\d+)",
         _factor(dealer=False, self_drawn=True)),
    Fact("dealer tsumo factor", r"каждый платит базовые × (\d+)", r"each player pays base × (\d+)",
         _factor(dealer=True, self_drawn=True)),
    Fact("mangan han", r"манган с (\d+) хан", r"mangan from (\d+) han", _LIMIT["mangan"].han),
    Fact("mangan base again", r"хан \(базовые (\d+)\)", r"han \(base (\d+)\)", _LIMIT["mangan"].base),
    Fact("haneman from", r"ханеман (\d+)–", r"haneman (\d+)–", _LIMIT["haneman"].han),
    Fact("haneman to", r"ханеман \d+–(\d+)", r"haneman \d+–(\d+)", _LIMIT["baiman"].han - 1),
    Fact("haneman base", r"ханеман \d+–\d+ хан \((\d+)\)", r"haneman \d+–\d+ han \((\d+)\)", _LIMIT["haneman"].base),
    Fact("baiman from", r"(?<!сан)байман (\d+)–", r"(?<!san)baiman (\d+)–", _LIMIT["baiman"].han),
    Fact("baiman to", r"(?<!сан)байман \d+–(\d+)", r"(?<!san)baiman \d+–(\d+)", _LIMIT["sanbaiman"].han - 1),
    Fact("baiman base", r"(?<!сан)байман \d+–\d+ хан \((\d+)\)", r"(?<!san)baiman \d+–\d+ han \((\d+)\)", _LIMIT["baiman"].base),
    Fact("sanbaiman from", r"санбайман (\d+)–", r"sanbaiman (\d+)–", _LIMIT["sanbaiman"].han),
    Fact("sanbaiman to", r"санбайман \d+–(\d+)", r"sanbaiman \d+–(\d+)", _LIMIT["yakuman"].han - 1),
    Fact("sanbaiman base", r"санбайман \d+–\d+ хан \((\d+)\)", r"sanbaiman \d+–\d+ han \((\d+)\)",
         _LIMIT["sanbaiman"].base),
    Fact("yakuman base", r"якуман \((\d+)\)", r"yakuman \((\d+)\)", _LIMIT["yakuman"].base),
    Fact("kazoe", r"— (\d+) хан и больше обычных", r"— the course also counts (\d+) han", _LIMIT["yakuman"].han),
    Fact("example base", r"рон не дилера — (\d+) × \d+ = \d+", r"a non-dealer's ron: (\d+) × \d+ = \d+", _BASE_1_30),
    Fact("example factor", r"рон не дилера — \d+ × (\d+) = \d+", r"a non-dealer's ron: \d+ × (\d+) = \d+",
         _factor(dealer=False, self_drawn=False)),
    Fact("example product", r"рон не дилера — \d+ × \d+ = (\d+)", r"a non-dealer's ron: \d+ × \d+ = (\d+)",
         _BASE_1_30 * _factor(dealer=False, self_drawn=False)),
    Fact("example ron", r"вверх до сотни — (\d+)\. Та же", r"up to the hundred — (\d+)\. The same",
         payment(1, 30, dealer=False, self_drawn=False)),
    Fact("example tsumo base", r"дилер платит (\d+) × \d+ = \d+", r"the dealer pays (\d+) × \d+ = \d+", _BASE_1_30),
    Fact("example tsumo factor", r"дилер платит \d+ × (\d+) = \d+", r"the dealer pays \d+ × (\d+) = \d+",
         _factor(dealer=False, self_drawn=True)),
    Fact("example tsumo product", r"дилер платит \d+ × \d+ = (\d+)", r"the dealer pays \d+ × \d+ = (\d+)",
         _BASE_1_30 * _factor(dealer=False, self_drawn=True)),
    Fact("example tsumo dealer", r"то есть (\d+), двое", r"so (\d+), the other",
         payment(1, 30, dealer=False, self_drawn=True)[0]),  # type: ignore[index]
    Fact("example tsumo other base", r"по (\d+), то есть", r"the other two (\d+) each, so", _BASE_1_30),
    Fact("example tsumo other", r"то есть по (\d+)\.", r", so (\d+) each\.",
         payment(1, 30, dealer=False, self_drawn=True)[1]),  # type: ignore[index]
    Fact("table fu from", r"фу от (\d+) до", r"fu from (\d+) to", TABLE_FU[0]),
    Fact("table fu to", r"фу от \d+ до (\d+)", r"fu from \d+ to (\d+)", TABLE_FU[-1]),
    Fact("table han from", r"хан от (\d+) до", r"han from (\d+) to", TABLE_HAN[0]),
    Fact("table han to", r"хан от \d+ до (\d+)", r"han from \d+ to (\d+)", TABLE_HAN[-1]),
    Fact("20 fu only pinfu tsumo", r"(\d+) фу бывает только", r"pinfu won from the wall has (\d+) fu",
         _hand_fu("pinfu_tsumo")),
    Fact("ron adds", r"рон добавляет (\d+) фу", r"a ron adds (\d+) fu", _fu("closed_ron")),
    Fact("pinfu tsumo han", r"уже (\d+) хан \(пинфу и цумо\)", r"already (\d+) han \(pinfu and tsumo\)",
         min(h for h in range(1, 14) if occurs(h, 20, self_drawn=True))),
    Fact("25 fu only seven pairs", r"(\d+) фу — только у чиитойцу", r"only seven pairs has (\d+) fu",
         _hand_fu("seven_pairs")),
    Fact("seven pairs han", r"это (\d+) хан, а со стены", r"which is (\d+) han, and",
         min(h for h in range(1, 14) if occurs(h, 25, self_drawn=False))),
    Fact("seven pairs tsumo han", r"а со стены (\d+) \(", r"and (\d+) from the wall",
         min(h for h in range(1, 14) if occurs(h, 25, self_drawn=True))),
    # riichi, tsumo, pinfu
    Fact("riichi han", r"риичи (\d+) хан,", r"riichi (\d+) han,", _han_of(_PINFU, "riichi")),
    Fact("menzen tsumo han", r"закрытой рукой (\d+) хан,", r"concealed hand (\d+) han,", _han_of(_PINFU, "menzen_tsumo")),
    Fact("pinfu han", r"ожидание\) (\d+) хан", r"two-sided wait\) (\d+) han", _han_of(_PINFU, "pinfu")),
    Fact("pinfu total han", r"\*\*(\d+) хана\*\*", r"\*\*(\d+) han\*\*, and", _PINFU.han),
    Fact("pinfu fu", r"ровно \*\*(\d+) фу\*\*", r"exactly \*\*(\d+) fu\*\*", _PINFU.fu),
    Fact("pinfu total", r"Итог — \*\*(\d+)\*\* очков", r"\*\*(\d+)\*\* points: the dealer", _PINFU.total),
    Fact("pinfu dealer pays", r"Восток\) платит (\d+)", r"\(East\) pays (\d+)", -_PINFU.payments["E"]),
    Fact("pinfu others pay", r"остальные по (\d+)\.", r"the others (\d+) each\.", -_PINFU.payments["W"]),
    # where the fu come from
    Fact("pungs han", r"\(«все простые»\), \*\*(\d+) хан\*\*", r"\(all simples\) — \*\*(\d+) han\*\*", _PUNGS.han),
    Fact("pungs base", r"Фу: (\d+) \+", r"Fu: (\d+) \+", _fu_of(_PUNGS, "base")),
    Fact("pungs ron", r"Фу: \d+ \+ (\d+) \(", r"Fu: \d+ \+ (\d+) \(", _fu_of(_PUNGS, "closed_ron")),
    Fact("pungs closed", r"\+ (\d+) \+ \d+ \(закрытые", r"\+ (\d+) \+ \d+ \(the concealed", _fu_of(_PUNGS, "closed_pon")),
    Fact("pungs closed 2", r"\+ \d+ \+ (\d+) \(закрытые", r"\+ \d+ \+ (\d+) \(the concealed", _fu_of(_PUNGS, "closed_pon")),
    Fact("pungs open", r"\+ (\d+) \(панг", r"\+ (\d+) \(the pung", _fu_of(_PUNGS, "open_pon")),
    Fact("pungs fu", r"= \*\*(\d+) фу\*\*", r"= \*\*(\d+) fu\*\*", _PUNGS.fu),
    Fact("pungs han again", r"Для дилера (\d+) хан", r"For the dealer, (\d+) han", _PUNGS.han),
    Fact("pungs fu again", r"хан (\d+) фу на сносе", r"han (\d+) fu on a discard", _PUNGS.fu),
    Fact("pungs total", r"это \*\*(\d+)\*\* очков", r"is \*\*(\d+)\*\* points", _PUNGS.total),
    # the kong, counted by hand
    Fact("kong base", r"база — (\d+);", r"base — (\d+);", _fu_of(_KONG, "base")),
    Fact("kong ron", r"на сносе — (\d+);", r"on a discard — (\d+);", _fu_of(_KONG, "closed_ron")),
    Fact("kong kong", r"закрытый конг простых\s+— (\d+) \(", r"concealed kong of simples\s+— (\d+) \(", _fu_of(_KONG, "closed_kan")),
    Fact("kong was pung", r"панг стоил (\d+)\)", r"pung was (\d+)\)", _fu("closed_pon")),
    Fact("kong pung", r"закрытый панг простых\s+— (\d+);", r"concealed pung of simples\s+— (\d+);", _fu_of(_KONG, "closed_pon")),
    Fact("kong open pung", r"открытый, (\d+)\.", r"is open — (\d+)\.", _fu_of(_KONG, "open_pon")),
    Fact("kong raw", r"Сумма (\d+),", r"The sum is (\d+),", _raw(_KONG)),
    Fact("kong fu", r"\*\*(\d+) фу\*\*\. Яку одно", r"\*\*(\d+) fu\*\*\. There is one yaku", _KONG.fu),
    Fact("kong han", r"таньяо — \*\*(\d+) хан\*\*", r"tanyao — \*\*(\d+) han\*\*", _KONG.han),
    Fact("kong fu again", r"Базовые очки: (\d+) ×", r"Base points: (\d+) ×", _KONG.fu),
    Fact("kong 2^(han+2)", r"Базовые очки: \d+ × (\d+) =", r"Base points: \d+ × (\d+) =", 2 ** (_KONG.han + 2)),
    Fact("kong base points", r"Базовые очки: \d+ × \d+ = (\d+)\.", r"Base points: \d+ × \d+ = (\d+)\.", _KONG_BASE),
    Fact("kong base again", r"на сносе: (\d+) ×", r"on a discard: (\d+) ×", _KONG_BASE),
    Fact("kong dealer factor", r"на сносе: \d+ × (\d+) =", r"on a discard: \d+ × (\d+) =",
         _factor(dealer=True, self_drawn=False)),
    Fact("kong product", r"на сносе: \d+ × \d+ = (\d+),", r"on a discard: \d+ × \d+ = (\d+),",
         _KONG_BASE * _factor(dealer=True, self_drawn=False)),
    Fact("kong total", r"\*\*(\d+) очков\*\*", r"\*\*(\d+) points\*\*", _KONG.total),
    # dora, honba, sticks
    Fact("after 9", r"после 9 — (\d+),", r"after a 9 comes the (\d+),", dora_of(Tile.M9).number),
    Fact("dora han", r"в руке даёт (\d+) хан", r"in the hand is (\d+) han", _DORA.han - _PLAIN.han),
    Fact("red five han", r"по (\d+) хан каждая", r"are (\d+) han each", _RED.han - _PLAIN.han),
    Fact("honba", r"к выигрышу (\d+) \(", r"adds (\d+) to the win", _HONBA.total - _PLAIN.total),
    Fact("honba tsumo", r"по (\d+) с каждого", r"\((\d+) from each player",
         _same(*(_TSUMO.payments[s] - _TSUMO_HONBA.payments[s] for s in "EWN"))),
    Fact("riichi stick", r"палочку в (\d+)\*\*", r"\*\*(\d+)-point stick\*\*", _STICK.total - _PLAIN.total),
]

#: Numbers that are no claims: the lesson's own number, premises of an example, list items, a link's lesson.
NOT_CLAIMS: list[tuple[str, str, str]] = [
    (r"Урок (8)\.", r"Lesson (8)\.", "the lesson's own number"),
    (r"\[Урок (9)\.", r"\[Lesson (9)\.", "the next lesson's number in a link"),
    (r"для (1) хан 30 фу", r"for (1) han 30 fu", "the example's han (its price follows)"),
    (r"для 1 хан (30) фу", r"for 1 han (30) fu", "the example's fu (its price follows)"),
    (r"фу это (30) ×", r"fu that is (30) ×", "the example's fu again, times 2^(han+2)"),
    (r"Поэтому (4) хан", r"So (4) han", "the han of the claim; the fu that follow are checked"),
    (r"и (3) хан с", r"and (3) han with", "the han of the claim; the fu that follow are checked"),
    (r"Руки (4) хан", r"round (4) han", "the han of the claim; the fu that follow are checked"),
    (r"и (3) хан \d+ фу курс", r"or (3) han \d+ fu", "the han of the claim; the fu that follow are checked"),
    (r"Пример: (1) хан", r"For example, (1) han", "the example's han (its price follows)"),
    (r"Пример: 1 хан (30) фу", r"For example, 1 han (30) fu", "the example's fu (its price follows)"),
    (r"после (9) —", r"after a (9) comes", "the tile the rule starts from"),
    (r"(?m)^(\d)\. ", r"(?m)^(\d)\. ", "a list item's number"),
    (r"\*Ответы:\* (1) —|; (2) —|; (3) —", r"\*Answers:\* (1) —|; (2) —|; (3) —", "the answers' numbers"),
    (r"[Уу]ровень (1) —", r"[Ll]evel (1) is", "the drill's first level"),
]
