"""The riichi tables: one :class:`~mjcore.scoring.base.Pattern` row per yaku and per fu reason.

The ``mahjong`` package decides *whether* a yaku applies and how many han it is worth
(:mod:`mjcore.scoring.riichi`); a row here adds what a learner needs: the names (English,
Russian as the seed transliterates them — риичи, якухай, иипейко, чиитойцу, кокушимусо —,
Japanese), a one-sentence reason, and ``find``, which names the tiles that made the yaku in
the reading of the hand the library chose. ``YAKU`` is keyed by the attribute name of the
library's ``YakuConfig`` (``"tanyao"``, ``"seat_wind_east"``...), ``FU`` by the library's
fu reason (``"closed_pon"``...) plus our own split of the base fu.

The seed (000:375-495) describes riichi, yakuhai, iipeiko, chiitoitsu, kokushimusō, dora
and the fu table; the other yaku are in its "full list of yaku" article, which the seed
names (000:387) without its text: their han follow the library (the usual JPML/Tenhou
values), their Russian names the seed's transliteration style (``ц`` for *tsu*, ``ш`` for *shi*).

>>> YAKU["tanyao"].key, YAKU["tanyao"].ru, YAKU["tanyao"].native["ja"]
('riichi.tanyao', 'Таньяо', '断幺九')
>>> FU["closed_pon"].item(Match((Tile.M4,) * 3), 4).reason("en")
'concealed pung of simples 444m'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from mjcore.decompose import Shape, group_text
from mjcore.scoring.base import Match, Pattern, ScoredSet, Situation
from mjcore.tiles import DRAGONS, WINDS, Tile

# -- which tiles made a yaku, in one reading of the hand ----------------------------------------


def _match(tiles: Iterable[Tile]) -> list[Match]:
    return [Match(tuple(tiles))]


def _nothing(s: Situation) -> list[Match]:
    """A condition of play (riichi): no particular tiles."""
    return [Match()]


def _win_tile(s: Situation) -> list[Match]:
    return _match((s.context.win_tile,))


def _whole_hand(s: Situation) -> list[Match]:
    """Every tile of the hand; the reason writes them set by set (``234m 444m 22m``), not sorted."""
    d = s.decomposition
    groups = [m.tiles for m in d.sets] + [(p, p) for p in d.pairs] + [(t,) for t in d.singles]
    if not d.sets:  # seven pairs, thirteen orphans: the hand as it is written
        return _match(s.tiles)
    return [Match(tuple(s.tiles), params={"tiles": " ".join(group_text(g) for g in groups)})]


def _set_tiles(sets: Iterable[ScoredSet]) -> list[Tile]:
    return [t for x in sets for t in x.tiles]


def _sets_where(condition: Callable[[ScoredSet], bool]) -> Callable[[Situation], list[Match]]:
    return lambda s: _match(_set_tiles(x for x in s.sets if condition(x)))


def _triplet(x: ScoredSet) -> bool:
    return not x.meld.is_chow


def _sets_of(tile: Tile | Callable[[Situation], Tile]) -> Callable[[Situation], list[Match]]:
    """The pung or kong of ``tile`` (a tile, or a function of the situation: the seat wind...)."""

    def find(s: Situation) -> list[Match]:
        wanted = tile(s) if callable(tile) else tile
        return _match(_set_tiles(x for x in s.sets if _triplet(x) and x.tile == wanted))

    return find


def _honor_sets_and_pair(kinds: tuple[Tile, ...]) -> Callable[[Situation], list[Match]]:
    """Pungs of ``kinds`` (dragons, winds) and the pair when it is one of them."""

    def find(s: Situation) -> list[Match]:
        tiles = _set_tiles(x for x in s.sets if _triplet(x) and x.tile in kinds)
        if s.pair in kinds:
            tiles += [s.pair, s.pair]
        return _match(tiles)

    return find


def _identical_chows(s: Situation) -> list[Match]:
    """Iipeiko: a chow that occurs twice among the concealed sets."""
    chows = [x.meld for x in s.sets if x.meld.is_chow and not x.declared]
    twice = next((m for m in chows if chows.count(m) >= 2), None)
    return _match(twice.tiles * 2 if twice else ())


def _three_colour_chows(s: Situation) -> list[Match]:
    """Sanshoku: the chow starting on the same number in all three suits."""
    firsts = {x.tile for x in s.sets if x.meld.is_chow}
    for n in range(7):
        if all(Tile(base + n) in firsts for base in (0, 9, 18)):
            return _match(t for base in (0, 9, 18) for t in (Tile(base + n), Tile(base + n + 1), Tile(base + n + 2)))
    return _match(())


def _three_colour_pungs(s: Situation) -> list[Match]:
    """Sanshoku doukou: pungs (or kongs) of the same number in all three suits."""
    pungs = {x.tile: x for x in s.sets if _triplet(x) and x.tile.is_suited}
    for n in range(9):
        if all(Tile(base + n) in pungs for base in (0, 9, 18)):
            return _match(_set_tiles(pungs[Tile(base + n)] for base in (0, 9, 18)))
    return _match(())


def _straight(s: Situation) -> list[Match]:
    """Ittsu: 123, 456 and 789 of one suit."""
    firsts = {x.tile for x in s.sets if x.meld.is_chow}
    for base in (0, 9, 18):
        if all(Tile(base + n) in firsts for n in (0, 3, 6)):
            return _match(Tile(base + n) for n in range(9))
    return _match(())


_concealed_triplets = _sets_where(lambda x: _triplet(x) and x.concealed)
_triplets = _sets_where(_triplet)
_kongs = _sets_where(lambda x: x.meld.is_kong)
_chows = _sets_where(lambda x: x.meld.is_chow)


def _pairs(s: Situation) -> list[Match]:
    if s.shape is Shape.SEVEN_PAIRS:
        return _match(t for p in s.decomposition.pairs for t in (p, p))
    return _whole_hand(s)


# -- the yaku: library attribute name -> row ------------------------------------------------------
def _yaku(key: str, han: int, en: str, ru: str, ja: str, reason_en: str, reason_ru: str,
          find: Callable[[Situation], list[Match]], seed: str = "000:387", yakuman: bool = False) -> Pattern:
    return Pattern(f"riichi.{key}", han, en, ru, reason_en, reason_ru, find, seed=seed, native={"ja": ja},
                   unit="yakuman" if yakuman else "han")


_SEAT = _yaku("yakuhai_seat_wind", 1, "Yakuhai: seat wind", "Якухай: ветер места", "自風牌",
              "pung of the seat wind, {names}: {tiles}", "панг ветра места ({names}): {tiles}",
              _sets_of(lambda s: s.context.seat_wind), seed="000:450")
_ROUND = _yaku("yakuhai_round_wind", 1, "Yakuhai: round wind", "Якухай: ветер раунда", "場風牌",
               "pung of the round wind, {names}: {tiles}", "панг ветра раунда ({names}): {tiles}",
               _sets_of(lambda s: s.context.round_wind), seed="000:450")

YAKU: dict[str, Pattern] = {
    # conditions of play
    "tsumo": _yaku("menzen_tsumo", 1, "Menzen tsumo (concealed self-draw)", "Цумо (мензен цумо)", "門前清自摸和",
                   "self-drawn win with a concealed hand: {tiles}", "выигрыш со стены с закрытой рукой: {tiles}",
                   _win_tile, seed="000:434"),
    "riichi": _yaku("riichi", 1, "Riichi", "Риичи", "立直",
                    "riichi declared with a concealed ready hand", "объявлен риичи с закрытой просящей рукой",
                    _nothing, seed="000:450"),
    "daburu_riichi": _yaku("double_riichi", 2, "Double riichi", "Двойное риичи", "ダブル立直",
                           "riichi declared on the very first turn", "риичи объявлен на самом первом ходу",
                           _nothing),
    "ippatsu": _yaku("ippatsu", 1, "Ippatsu (one-shot)", "Иппацу", "一発",
                     "won within one go-around after riichi: {tiles}", "выигрыш в течение круга после риичи: {tiles}",
                     _win_tile),
    "chankan": _yaku("chankan", 1, "Chankan (robbing a kong)", "Чанкан", "槍槓",
                     "won on the tile {tiles} added to another player's kong",
                     "ограбление конга: выигрыш на кости {tiles}, добавленной к чужому конгу", _win_tile, seed="000:431"),
    "rinshan": _yaku("rinshan_kaihou", 1, "Rinshan kaihou (win on a replacement tile)", "Риншан кайхо", "嶺上開花",
                     "won on the kong replacement tile {tiles}", "выигрыш на кости на замену после конга: {tiles}",
                     _win_tile, seed="000:468"),
    "haitei": _yaku("haitei", 1, "Haitei raoyue (last tile of the wall)", "Хайтей раоюэ", "海底摸月",
                    "self-drawn win on the last tile of the wall, {tiles}",
                    "выигрыш со стены на последней кости стены: {tiles}", _win_tile),
    "houtei": _yaku("houtei", 1, "Houtei raoyui (last discard)", "Хотей раоюй", "河底撈魚",
                    "win on the last discard of the hand, {tiles}", "выигрыш на последнем сносе раздачи: {tiles}",
                    _win_tile),
    # hand shapes
    "pinfu": _yaku("pinfu", 1, "Pinfu (no-points hand)", "Пинфу", "平和",
                   "concealed: four chows, a pair of no value and a two-sided wait: {tiles}",
                   "закрытая рука: четыре чоу, пара не якухай и двустороннее ожидание: {tiles}",
                   _whole_hand, seed="000:468"),
    "tanyao": _yaku("tanyao", 1, "Tanyao (all simples)", "Таньяо", "断幺九",
                    "only simples 2-8: {tiles}", "только простые кости 2–8: {tiles}", _whole_hand),
    "iipeiko": _yaku("iipeikou", 1, "Iipeikou (two identical chows)", "Иипейко", "一盃口",
                     "two identical chows in a concealed hand: {tiles}", "два одинаковых чоу в закрытой руке: {tiles}",
                     _identical_chows, seed="000:450"),
    "haku": _yaku("yakuhai_haku", 1, "Yakuhai: white dragon", "Якухай: хаку", "役牌 白",
                  "pung of dragons, {names}: {tiles}", "панг драконов ({names}): {tiles}",
                  _sets_of(Tile.WHITE), seed="000:450"),
    "hatsu": _yaku("yakuhai_hatsu", 1, "Yakuhai: green dragon", "Якухай: хацу", "役牌 發",
                   "pung of dragons, {names}: {tiles}", "панг драконов ({names}): {tiles}",
                   _sets_of(Tile.GREEN), seed="000:450"),
    "chun": _yaku("yakuhai_chun", 1, "Yakuhai: red dragon", "Якухай: чун", "役牌 中",
                  "pung of dragons, {names}: {tiles}", "панг драконов ({names}): {tiles}",
                  _sets_of(Tile.RED), seed="000:450"),
    **{f"seat_wind_{w}": _SEAT for w in ("east", "south", "west", "north")},
    **{f"round_wind_{w}": _ROUND for w in ("east", "south", "west", "north")},
    "sanshoku": _yaku("sanshoku_doujun", 2, "Sanshoku doujun (mixed triple chow)", "Саншоку доджун", "三色同順",
                      "the same chow in all three suits: {tiles}", "одинаковый чоу во всех трёх мастях: {tiles}",
                      _three_colour_chows),
    "ittsu": _yaku("ittsu", 2, "Ittsu (pure straight)", "Иццу", "一気通貫",
                   "123, 456 and 789 of one suit: {tiles}", "123, 456 и 789 одной масти: {tiles}", _straight),
    "chantai": _yaku("chanta", 2, "Chanta (terminal or honor in each set)", "Чанта", "混全帯幺九",
                     "every set and the pair hold a terminal or an honor: {tiles}",
                     "в каждом сете и в паре есть терминальная или благородная кость: {tiles}", _whole_hand),
    "junchan": _yaku("junchan", 3, "Junchan (terminal in each set)", "Джунчан", "純全帯幺九",
                     "every set and the pair hold a terminal, no honors: {tiles}",
                     "в каждом сете и в паре есть терминальная кость, благородных нет: {tiles}", _whole_hand),
    "honroto": _yaku("honroutou", 2, "Honroutou (all terminals and honors)", "Хонрото", "混老頭",
                     "only terminals and honors: {tiles}", "только терминальные и благородные кости: {tiles}",
                     _whole_hand),
    "toitoi": _yaku("toitoi", 2, "Toitoi (all pungs)", "Тойтой", "対々和",
                    "four pungs or kongs: {tiles}", "четыре панга или конга: {tiles}", _triplets),
    "sanankou": _yaku("sanankou", 2, "Sanankou (three concealed pungs)", "Сананко", "三暗刻",
                      "three concealed pungs: {tiles}", "три закрытых панга: {tiles}", _concealed_triplets),
    "sankantsu": _yaku("sankantsu", 2, "Sankantsu (three kongs)", "Санканцу", "三槓子",
                       "three kongs: {tiles}", "три конга: {tiles}", _kongs),
    "sanshoku_douko": _yaku("sanshoku_doukou", 2, "Sanshoku doukou (triple pung)", "Саншоку доко", "三色同刻",
                            "pungs of the same number in all three suits: {tiles}",
                            "панги одного номера во всех трёх мастях: {tiles}", _three_colour_pungs),
    "chiitoitsu": _yaku("chiitoitsu", 2, "Chiitoitsu (seven pairs)", "Чиитойцу", "七対子",
                        "seven different pairs: {tiles}", "семь разных пар: {tiles}", _pairs, seed="000:481"),
    "shosangen": _yaku("shousangen", 2, "Shousangen (little three dragons)", "Шосанген", "小三元",
                       "two dragon pungs and a dragon pair: {tiles}", "два панга драконов и пара драконов: {tiles}",
                       _honor_sets_and_pair(DRAGONS)),
    "honitsu": _yaku("honitsu", 3, "Honitsu (half flush)", "Хоницу", "混一色",
                     "one suit and honors: {tiles}", "одна масть и благородные кости: {tiles}", _whole_hand),
    "ryanpeiko": _yaku("ryanpeikou", 3, "Ryanpeikou (twice two identical chows)", "Рянпейко", "二盃口",
                       "two pairs of identical chows in a concealed hand: {tiles}",
                       "две пары одинаковых чоу в закрытой руке: {tiles}", _chows),
    "chinitsu": _yaku("chinitsu", 6, "Chinitsu (full flush)", "Чиницу", "清一色",
                      "one suit only: {tiles}", "только одна масть: {tiles}", _whole_hand),
    # yakuman: points are yakuman (1, or 2 for a double yakuman when the rules count it)
    "tenhou": _yaku("tenhou", 1, "Tenhou (blessing of heaven)", "Тенхоу (небесная рука)", "天和",
                    "the dealer's hand was complete on the first draw, {tile}", "рука дилера собралась с первой же взятой кости, {tile}",
                    lambda s: [Match((s.context.win_tile,), params={"tile": s.context.win_tile})], seed="000:387",
                    yakuman=True),
    "chiihou": _yaku("chiihou", 1, "Chiihou (blessing of earth)", "Тихоу (земная рука)", "地和",
                     "complete on your first draw, {tile}, before any call",
                     "рука собралась с первой же своей кости, {tile}, до любого объявления",
                     lambda s: [Match((s.context.win_tile,), params={"tile": s.context.win_tile})], seed="000:387",
                     yakuman=True),
    "kokushi": _yaku("kokushi", 1, "Kokushi musou (thirteen orphans)", "Кокушимусо", "国士無双",
                     "one of each terminal and honor plus a pair: {tiles}",
                     "по одной терминальной и благородной кости каждого вида и пара: {tiles}",
                     _whole_hand, seed="000:480", yakuman=True),
    "daburu_kokushi": _yaku("kokushi_13_wait", 1, "Kokushi musou, 13-sided wait", "Кокушимусо на 13 ожиданий",
                            "国士無双十三面待ち",
                            "thirteen orphans waiting on all thirteen kinds: {tiles}",
                            "кокушимусо с ожиданием на все тринадцать видов костей: {tiles}",
                            _whole_hand, seed="000:480", yakuman=True),
    "chuuren_poutou": _yaku("chuuren_poutou", 1, "Chuuren poutou (nine gates)", "Чууренпото", "九蓮宝燈",
                            "1112345678999 of one suit plus one more: {tiles}",
                            "1112345678999 одной масти и ещё одна кость: {tiles}", _whole_hand, yakuman=True),
    "daburu_chuuren_poutou": _yaku("junsei_chuuren_poutou", 1, "Junsei chuuren poutou (pure nine gates)",
                                   "Джунсей чууренпото", "純正九蓮宝燈",
                                   "nine gates waiting on all nine tiles of the suit: {tiles}",
                                   "чууренпото с ожиданием на все девять костей масти: {tiles}",
                                   _whole_hand, yakuman=True),
    "suuankou": _yaku("suuankou", 1, "Suuankou (four concealed pungs)", "Сууанко", "四暗刻",
                      "four concealed pungs: {tiles}", "четыре закрытых панга: {tiles}",
                      _concealed_triplets, yakuman=True),
    "suuankou_tanki": _yaku("suuankou_tanki", 1, "Suuankou tanki (four concealed pungs, pair wait)",
                            "Сууанко танки", "四暗刻単騎",
                            "four concealed pungs, won on the pair: {tiles}",
                            "четыре закрытых панга, выигрыш на пару: {tiles}", _whole_hand, yakuman=True),
    "daisangen": _yaku("daisangen", 1, "Daisangen (big three dragons)", "Дайсанген", "大三元",
                       "pungs of all three dragons: {tiles}", "панги всех трёх драконов: {tiles}",
                       _honor_sets_and_pair(DRAGONS), yakuman=True),
    "shosuushi": _yaku("shousuushii", 1, "Shousuushii (little four winds)", "Шосууши", "小四喜",
                       "three wind pungs and a wind pair: {tiles}", "три панга ветров и пара ветров: {tiles}",
                       _honor_sets_and_pair(WINDS), yakuman=True),
    "daisuushi": _yaku("daisuushii", 1, "Daisuushii (big four winds)", "Дайсууши", "大四喜",
                       "pungs of all four winds: {tiles}", "панги всех четырёх ветров: {tiles}",
                       _honor_sets_and_pair(WINDS), yakuman=True),
    "ryuisou": _yaku("ryuuiisou", 1, "Ryuuiisou (all green)", "Рюисо", "緑一色",
                     "only green tiles, 23468s and the green dragon: {tiles}",
                     "только зелёные кости, 23468s и зелёный дракон: {tiles}", _whole_hand, yakuman=True),
    "suukantsu": _yaku("suukantsu", 1, "Suukantsu (four kongs)", "Сууканцу", "四槓子",
                       "four kongs: {tiles}", "четыре конга: {tiles}", _kongs, yakuman=True),
    "tsuisou": _yaku("tsuuiisou", 1, "Tsuuiisou (all honors)", "Цуисо", "字一色",
                     "only honors: {tiles}", "только благородные кости: {tiles}", _whole_hand, yakuman=True),
    "chinroto": _yaku("chinroutou", 1, "Chinroutou (all terminals)", "Чинрото", "清老頭",
                      "only terminals: {tiles}", "только терминальные кости: {tiles}", _whole_hand, yakuman=True),
    # dora are not yaku (000:452): they count only in a hand that has one
    "dora": _yaku("dora", 1, "Dora", "Дора", "ドラ",
                  "dora indicator {indicators}, dora {names}: {tiles}",
                  "указатель доры {indicators}, дора — {names}: {tiles}", lambda s: [], seed="000:452"),
    "aka_dora": _yaku("aka_dora", 1, "Aka dora (red five)", "Акадора", "赤ドラ",
                      "red fives: {tiles}", "красные пятёрки: {tiles}", lambda s: [], seed="000:457"),
    "ura_dora": _yaku("ura_dora", 1, "Ura dora", "Урадора", "裏ドラ",
                      "after riichi the indicator under the dora indicator, {indicators}, makes {names} dora: {tiles}",
                      "после риичи указатель под указателем доры, {indicators}, делает дорой {names}: {tiles}",
                      lambda s: [], seed="000:456"),
}


# -- the fu: library reason (and our split of the base) -> row ------------------------------------
def _fu(key: str, fu: int, en: str, ru: str, reason_en: str, reason_ru: str, seed: str) -> Pattern:
    return Pattern(f"riichi.fu.{key}", fu, en, ru, reason_en, reason_ru, lambda s: [], seed=seed, unit="fu")


FU: dict[str, Pattern] = {
    "base": _fu("base", 20, "Base fu", "Базовые фу", "every winning hand starts with 20 fu",
                "любая выигрышная рука начинается с 20 фу", "000:467"),
    "closed_ron": _fu("closed_ron", 10, "Concealed ron", "Закрытый рон",
                      "won on a discard, {tiles}, with a concealed hand",
                      "выигрыш на сносе, {tiles}, с закрытой рукой", "000:469"),
    "seven_pairs": _fu("seven_pairs", 25, "Seven pairs", "Чиитойцу", "seven pairs always count 25 fu",
                       "чиитойцу всегда стоит ровно 25 фу", "000:481"),
    "tsumo": _fu("tsumo", 2, "Tsumo", "Цумо", "self-drawn win, {tiles}", "выигрыш со стены, {tiles}", "000:468"),
    "kanchan": _fu("kanchan", 2, "Kanchan wait", "Ожидание канчан", "closed wait: {tiles} completed in the middle",
                   "ожидание канчан: {tiles}, выигрышная кость в середине", "000:470"),
    "penchan": _fu("penchan", 2, "Penchan wait", "Ожидание пенчан", "edge wait: {tiles}",
                   "ожидание пенчан (крайнее): {tiles}", "000:470"),
    "pair_wait": _fu("tanki", 2, "Tanki wait", "Ожидание танки", "single wait on the pair {tiles}",
                     "ожидание танки: выигрыш на пару {tiles}", "000:470"),
    "valued_pair": _fu("valued_pair", 2, "Pair of value tiles", "Якухайная пара",
                       "the pair {tiles} is a dragon, the seat wind or the round wind",
                       "пара {tiles}: дракон, ветер места или ветер раунда", "000:471"),
    "double_valued_pair": _fu("double_valued_pair", 4, "Pair of the double wind", "Пара двойного ветра",
                              "the pair {tiles} is both the seat wind and the round wind",
                              "пара {tiles}: ветер места и одновременно ветер раунда", "000:471"),
    "open_pon": _fu("open_pon", 2, "Open pung of simples", "Открытый панг простых",
                    "open pung of simples {tiles}", "открытый панг простых костей {tiles}", "000:475"),
    "closed_pon": _fu("closed_pon", 4, "Concealed pung of simples", "Закрытый панг простых",
                      "concealed pung of simples {tiles}", "закрытый панг простых костей {tiles}", "000:475"),
    "open_terminal_pon": _fu("open_terminal_pon", 4, "Open pung of terminals or honors",
                             "Открытый панг терминальных или благородных",
                             "open pung of terminals or honors {tiles}",
                             "открытый панг терминальных или благородных костей {tiles}", "000:476"),
    "closed_terminal_pon": _fu("closed_terminal_pon", 8, "Concealed pung of terminals or honors",
                               "Закрытый панг терминальных или благородных",
                               "concealed pung of terminals or honors {tiles}",
                               "закрытый панг терминальных или благородных костей {tiles}", "000:476"),
    "open_kan": _fu("open_kan", 8, "Open kong of simples", "Открытый конг простых",
                    "open kong of simples {tiles}", "открытый конг простых костей {tiles}", "000:477"),
    "closed_kan": _fu("closed_kan", 16, "Concealed kong of simples", "Закрытый конг простых",
                      "concealed kong of simples {tiles}", "закрытый конг простых костей {tiles}", "000:477"),
    "open_terminal_kan": _fu("open_terminal_kan", 16, "Open kong of terminals or honors",
                             "Открытый конг терминальных или благородных",
                             "open kong of terminals or honors {tiles}",
                             "открытый конг терминальных или благородных костей {tiles}", "000:478"),
    "closed_terminal_kan": _fu("closed_terminal_kan", 32, "Concealed kong of terminals or honors",
                               "Закрытый конг терминальных или благородных",
                               "concealed kong of terminals or honors {tiles}",
                               "закрытый конг терминальных или благородных костей {tiles}", "000:478"),
    "hand_without_fu": _fu("open_pinfu", 2, "Open hand without fu", "Открытая рука без фу",
                           "an open hand with no fu of its own counts 30 fu",
                           "открытая рука без своих фу считается как 30 фу", "000:467"),
    "rounding": _fu("rounding", 0, "Rounding up", "Округление вверх", "fu are rounded up to the next ten: {raw} → {fu}",
                    "фу округляются вверх до десятков: {raw} → {fu}", "000:466"),
}
