"""MPSZ notation: parsing, aliases, brackets, canonical form, errors, round trips."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.errors import (
    InvalidHandError,
    MahjongError,
    ParseError,
    TooManyCopiesError,
    WrongTileCountError,
)
from mjcore.hand import Hand, Meld, MeldKind
from mjcore.i18n import catalog
from mjcore.notation import LETTER_ALIASES, format_hand, format_tiles, parse_hand, parse_meld, parse_tiles
from mjcore.tiles import BONUS_TILES, KINDS, Tile

T = Tile
SETTINGS = settings(max_examples=200, deadline=None)

_LANG_VARS = ("MJ_LANG", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def _no_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in _LANG_VARS:
        monkeypatch.delenv(var, raising=False)


# -- parsing -------------------------------------------------------------------------------
def test_parse_plain_hand() -> None:
    hand = parse_hand("123m456p789s1122z")
    assert hand.concealed == (T.M1, T.M2, T.M3, T.P4, T.P5, T.P6, T.S7, T.S8, T.S9, T.EAST, T.EAST, T.SOUTH, T.SOUTH)
    assert hand.melds == ()
    assert hand.bonus == ()
    assert hand.tile_count == 13


@pytest.mark.parametrize(
    ("text", "tiles"),
    [
        ("123m", (T.M1, T.M2, T.M3)),
        ("19p", (T.P1, T.P9)),
        ("987s", (T.S9, T.S8, T.S7)),  # order as written
        ("1234567z", (T.EAST, T.SOUTH, T.WEST, T.NORTH, T.WHITE, T.GREEN, T.RED)),
        ("12345678f", BONUS_TILES),
        ("ESWN", (T.EAST, T.SOUTH, T.WEST, T.NORTH)),
        ("E S W N", (T.EAST, T.SOUTH, T.WEST, T.NORTH)),
        ("CFP", (T.RED, T.GREEN, T.WHITE)),
        ("5pC", (T.P5, T.RED)),
        ("1p1s1f", (T.P1, T.S1, T.PLUM)),  # lowercase p s f stay suit letters
        ("5p P 5s S 5f F", (T.P5, T.WHITE, T.S5, T.SOUTH, T.SPRING, T.GREEN)),
        ("1m,2m, 3m ,4m", (T.M1, T.M2, T.M3, T.M4)),
        ("  1m\t2p\n3s  ", (T.M1, T.P2, T.S3)),
        ("19m 19p EC 1f", (T.M1, T.M9, T.P1, T.P9, T.EAST, T.RED, T.PLUM)),
        ("11111m", (T.M1,) * 5),  # a row of loose tiles is not limited to 4 copies
    ],
)
def test_parse_tiles(text: str, tiles: tuple[Tile, ...]) -> None:
    assert parse_tiles(text) == tiles


@pytest.mark.parametrize(("alias", "tile"), [("E", T.EAST), ("S", T.SOUTH), ("W", T.WEST), ("N", T.NORTH), ("C", T.RED), ("F", T.GREEN), ("P", T.WHITE)])
def test_letter_aliases(alias: str, tile: Tile) -> None:
    assert LETTER_ALIASES[alias] is tile
    assert parse_tiles(alias) == (tile,)
    assert parse_tiles(alias * 3) == (tile,) * 3


def test_alias_table_is_exactly_seven_honors() -> None:
    assert set(LETTER_ALIASES) == set("ESWNCFP")
    assert set(LETTER_ALIASES.values()) == {Tile(i) for i in range(27, 34)}


@pytest.mark.parametrize("text", ["123m 456p 789s EESS", "EESS789s456p123m", "E123mE456pS789sS", "1m2m3m4p5p6p7s8s9s1z1z2z2z", "1z,1z,2z,2z,123m,456p,789s"])
def test_order_and_aliases_do_not_matter(text: str) -> None:
    assert parse_hand(text) == parse_hand("123m456p789s1122z")


def test_open_melds() -> None:
    hand = parse_hand("123m456p EE [789s] [555m]")
    assert hand.melds == (Meld(MeldKind.CHOW, (T.S7, T.S8, T.S9), True), Meld(MeldKind.PUNG, (T.M5,) * 3, True))
    assert hand.concealed == (T.M1, T.M2, T.M3, T.P4, T.P5, T.P6, T.EAST, T.EAST)
    assert not hand.is_concealed


def test_open_and_concealed_kongs() -> None:
    hand = parse_hand("[5555m] {1111z} 123p456p99s")
    open_kong, concealed_kong = hand.melds
    assert open_kong == Meld.kong(T.M5, open=True)
    assert concealed_kong == Meld.kong(T.EAST, open=False)
    assert open_kong.kind is concealed_kong.kind is MeldKind.KONG
    assert hand.tile_count == 14
    assert len(hand.all_tiles) == 16


def test_concealed_kong_keeps_the_hand_concealed() -> None:
    hand = parse_hand("{5555m} 123p456p789p5z")
    assert hand.is_concealed
    assert hand.tile_count == 13


@pytest.mark.parametrize("text", ["[987s]", "[879s]", "[7s8s9s]", "[7s 8s 9s]", "[7s,8s,9s]"])
def test_meld_tiles_in_any_order(text: str) -> None:
    hand = parse_hand(f"123m456p1122z {text}")
    assert hand.melds == (Meld.chow(T.S7),)
    assert str(hand.melds[0]) == "[789s]"


@pytest.mark.parametrize("text", ["1f 123m456p789s1122z", "123m 1f 456p789s1122z", "123m456p789s1122z 1f", "[789s] 1f 123m456p1122z", "1f[789s]123m456p1122z"])
def test_bonus_tiles_anywhere_outside_brackets(text: str) -> None:
    hand = parse_hand(text)
    assert hand.bonus == (T.PLUM,)
    assert T.PLUM not in hand.concealed
    assert hand.tile_count == 13


def test_several_bonus_tiles_sorted() -> None:
    hand = parse_hand("8f 123m456p789s1122z 15f 3f")
    assert hand.bonus == (T.PLUM, T.CHRYSANTHEMUM, T.SPRING, T.WINTER)
    assert str(hand) == "123m456p789s1122z 1358f"


def test_hand_made_of_melds_only() -> None:
    hand = parse_hand("[111m][222m][333m][444m]55m")
    assert hand.concealed == (T.M5, T.M5)
    assert [m.first for m in hand.melds] == [T.M1, T.M2, T.M3, T.M4]
    assert str(hand) == "55m [111m] [222m] [333m] [444m]"


def test_check_size_false_allows_partial_hands() -> None:
    assert parse_hand("123m", check_size=False).tile_count == 3
    assert parse_hand("[123m]", check_size=False).concealed == ()
    assert Hand.from_str("1f", check_size=False).bonus == (T.PLUM,)


@pytest.mark.parametrize(
    ("text", "meld"),
    [
        ("[789s]", Meld.chow(T.S7)),
        ("789s", Meld.chow(T.S7)),  # bare tiles: taken as open
        ("{5555m}", Meld.kong(T.M5, open=False)),
        ("[5555m]", Meld.kong(T.M5)),
        ("[CCC]", Meld.pung(T.RED)),
        (" [111z] ", Meld.pung(T.EAST)),
        ("[E E E]", Meld.pung(T.EAST)),
    ],
)
def test_parse_meld(text: str, meld: Meld) -> None:
    assert parse_meld(text) == meld
    assert Meld.from_str(text) == meld


# -- canonical formatting ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("EESS 456p 321m [789s] 1f", "123m456p1122z [789s] 1f"),
        ("{5555m} 5z5z 123p 456p 789p", "123456789p55z {5555m}"),
        ("123m456p789s1122z", "123m456p789s1122z"),
        ("9m1m 9p1p 9s1s ESWNPFC 1m", "119m19p19s1234567z"),
        ("CCC FFF PPP 123m 45m", "12345m555666777z"),
        ("[987s] [CCC] 123m 4455p", "123m4455p [789s] [777z]"),
        ("[5555m] {9999p} 123s456s 11z", "123456s11z [5555m] {9999p}"),
        ("[111m][222m][333m][444m]55m 8f1f", "55m [111m] [222m] [333m] [444m] 18f"),
        ("1m,1m,1m,2m,3m,4m,5m,6m,7m,8m,9m,9m,9m", "1112345678999m"),
    ],
)
def test_canonical_form(text: str, canonical: str) -> None:
    hand = parse_hand(text)
    assert str(hand) == canonical
    assert format_hand(hand) == canonical
    assert parse_hand(canonical) == hand


def test_melds_keep_their_order_in_the_canonical_form() -> None:
    assert str(parse_hand("[CCC] [123m] 456p789s11z")) == "456p789s11z [777z] [123m]"


def test_format_tiles_keeps_order() -> None:
    assert format_tiles([T.M1, T.M2, T.P5, T.EAST]) == "12m5p1z"
    assert format_tiles((T.RED, T.M1)) == "7z1m"


# -- errors --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "code", "pos", "en", "ru"),
    [
        ("12x", "parse.unknown_suit", 3, "unknown suit 'x' at 3", "неизвестная масть 'x' в позиции 3"),
        ("123m 45X", "parse.unknown_suit", 8, "unknown suit 'X' at 8", "неизвестная масть 'X' в позиции 8"),
        ("m123", "parse.unexpected", 1, "unexpected 'm' at 1", "неожиданный символ 'm' в позиции 1"),
        ("123m ?", "parse.unexpected", 6, "unexpected '?' at 6", "неожиданный символ '?' в позиции 6"),
        ("123m x", "parse.unexpected", 6, "unexpected 'x' at 6", "неожиданный символ 'x' в позиции 6"),
        ("123m 45", "parse.no_suit", 6, "the digits '45' at 6 have no suit letter (m, p, s, z or f)", "у цифр '45' в позиции 6 нет буквы масти (m, p, s, z или f)"),
        ("12 3m", "parse.no_suit", 1, "the digits '12' at 1 have no suit letter (m, p, s, z or f)", "у цифр '12' в позиции 1 нет буквы масти (m, p, s, z или f)"),
        ("12E", "parse.no_suit", 1, "the digits '12' at 1 have no suit letter (m, p, s, z or f)", "у цифр '12' в позиции 1 нет буквы масти (m, p, s, z или f)"),
        ("0m", "parse.bad_number", 1, "there is no tile '0m' (at 1)", "кости '0m' не существует (позиция 1)"),
        ("8z", "parse.bad_number", 1, "there is no tile '8z' (at 1)", "кости '8z' не существует (позиция 1)"),
        ("9f", "parse.bad_number", 1, "there is no tile '9f' (at 1)", "кости '9f' не существует (позиция 1)"),
        ("123m 1239z", "parse.bad_number", 9, "there is no tile '9z' (at 9)", "кости '9z' не существует (позиция 9)"),
        ("[123m", "parse.unclosed", 1, "the bracket '[' at 1 is never closed", "скобка '[' в позиции 1 не закрыта"),
        ("123m {5555p", "parse.unclosed", 6, "the bracket '{' at 6 is never closed", "скобка '{' в позиции 6 не закрыта"),
        ("123m]", "parse.unopened", 5, "the bracket ']' at 5 was never opened", "скобка ']' в позиции 5 не была открыта"),
        ("11z }", "parse.unopened", 5, "the bracket '}' at 5 was never opened", "скобка '}' в позиции 5 не была открыта"),
        ("[123m}", "parse.unopened", 6, "the bracket '}' at 6 was never opened", "скобка '}' в позиции 6 не была открыта"),
        ("[[123m]]", "parse.nested", 2, "a bracket inside a bracket at 2", "скобка внутри скобки в позиции 2"),
        ("[123m{456p}]", "parse.nested", 6, "a bracket inside a bracket at 6", "скобка внутри скобки в позиции 6"),
        ("[12f3m]", "parse.bonus_in_meld", 2, "a bonus tile cannot be part of a set (at 2)", "бонусная кость не может входить в сет (позиция 2)"),
        ("[3m 28f]", "parse.bonus_in_meld", 5, "a bonus tile cannot be part of a set (at 5)", "бонусная кость не может входить в сет (позиция 5)"),
    ],
)
def test_parse_errors(text: str, code: str, pos: int, en: str, ru: str) -> None:
    with pytest.raises(ParseError) as info:
        parse_hand(text)
    error = info.value
    assert error.code == code
    assert error.params["pos"] == pos
    assert error.message("en") == en
    assert error.message("ru") == ru
    assert str(error) == ru  # the default language without locale variables


@pytest.mark.parametrize("text", ["", " ", " , ,\t"])
def test_empty_text(text: str) -> None:
    with pytest.raises(ParseError) as info:
        parse_hand(text)
    assert info.value.code == "parse.empty"
    assert info.value.message("en") == "no tiles given"
    assert info.value.message("ru") == "не задано ни одной кости"


@pytest.mark.parametrize(
    ("text", "code", "en", "ru"),
    [
        (
            "[124m]",
            "meld.invalid",
            "124m is not a set: a chow is three neighbours of one suit, a pung three and a kong four identical tiles",
            "124m — не сет: чоу — три соседние кости одной масти, панг — три, а конг — четыре одинаковые кости",
        ),
        ("[89m1p]", "meld.invalid", None, None),  # 7, 8, 9 are consecutive indexes, but not one suit
        ("[89s1z]", "meld.invalid", None, None),
        ("[123z]", "meld.invalid", None, None),  # honors make no chows
        ("[11m]", "meld.invalid", None, None),
        ("[11111m]", "meld.invalid", None, None),
        ("[1234m]", "meld.invalid", None, None),
        (
            "{123m}",
            "meld.concealed_not_kong",
            "only a kong can be declared concealed in braces: 123m",
            "в фигурных скобках объявляется только закрытый конг: 123m",
        ),
        ("{555m}", "meld.concealed_not_kong", "only a kong can be declared concealed in braces: 555m", None),
    ],
)
def test_meld_errors(text: str, code: str, en: str | None, ru: str | None) -> None:
    with pytest.raises(ParseError) as info:
        parse_hand(f"123p456p789p {text}", check_size=False)
    assert info.value.code == code
    if en is not None:
        assert info.value.message("en") == en
    if ru is not None:
        assert info.value.message("ru") == ru


@pytest.mark.parametrize("text", ["123m []", "123m {}"])
def test_empty_brackets_have_a_meaningful_message(text: str) -> None:
    with pytest.raises(MahjongError) as info:
        parse_hand(text, check_size=False)
    for lang in ("ru", "en"):
        message = info.value.message(lang)
        assert message == message.strip()
        assert not message.startswith(("—", "is not"))


@pytest.mark.parametrize(
    ("text", "count", "tile_code", "en"),
    [
        ("55555m123p456p789s", 5, "5m", "5 copies of 5m (5 of Characters): the set has only 4"),
        ("[5555m] 5m 123p456p789s", 5, "5m", "5 copies of 5m (5 of Characters): the set has only 4"),
        ("{5555m} [555m] 123p11z", 7, "5m", "7 copies of 5m (5 of Characters): the set has only 4"),
        ("123m 456p 789s [EEE] 1122z", 5, "1z", "5 copies of 1z (East wind): the set has only 4"),
        ("EEEEE 123m456p789s", 5, "1z", "5 copies of 1z (East wind): the set has only 4"),
    ],
)
def test_too_many_copies(text: str, count: int, tile_code: str, en: str) -> None:
    with pytest.raises(TooManyCopiesError) as info:
        parse_hand(text)
    error = info.value
    assert error.code == "hand.too_many_copies"
    assert error.params["count"] == count
    assert str(error.params["tile"]) == tile_code
    assert error.message("en") == en
    assert f"{count} копий кости {tile_code} (" in error.message("ru")


def test_five_copies_message_in_russian() -> None:
    with pytest.raises(TooManyCopiesError) as info:
        parse_hand("55555m123p456p789s")
    assert info.value.message("ru") == "5 копий кости 5m (5 символов): в наборе их только 4"


@pytest.mark.parametrize("text", ["123m456p789s1122z 1f1f", "1f 123m456p789s1122z 1f", "11f 123m456p789s1122z"])
def test_bonus_tile_twice(text: str) -> None:
    with pytest.raises(TooManyCopiesError) as info:
        parse_hand(text)
    assert info.value.code == "hand.duplicate_bonus"
    assert info.value.message("en") == "1f (Plum (flower 1)) appears twice: every bonus tile is unique"
    assert info.value.message("ru") == "кость 1f (Слива (цветок 1)) встречается дважды: каждая бонусная кость одна"


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("123m", 3),
        ("123m456p789s112z", 12),
        ("123m456p789s11122z5p", 15),
        ("{5555m}123p456p789s111z", 15),
        ("[1111m][2222m][3333m][4444m]", 12),
        ("[1111m][2222m][3333m][4444m]567p", 15),
        ("123m456p789s 12345678f", 9),  # bonus tiles do not count
    ],
)
def test_wrong_tile_count(text: str, count: int) -> None:
    with pytest.raises(WrongTileCountError) as info:
        parse_hand(text)
    assert info.value.code == "hand.tile_count"
    assert info.value.params["count"] == count
    assert info.value.message("en") == f"a hand holds 13 or 14 tiles (a kong counts as 3); this one holds {count}"
    assert info.value.message("ru") == f"в руке 13 или 14 костей (конг считается за 3), а здесь {count}"


@pytest.mark.parametrize(
    ("text", "code", "pos"),
    [("[123m]", "parse.melds_not_allowed", 1), ("1m [123m]", "parse.melds_not_allowed", 4), ("", "parse.empty", None), ("1m2", "parse.no_suit", 3)],
)
def test_parse_tiles_errors(text: str, code: str, pos: int | None) -> None:
    with pytest.raises(ParseError) as info:
        parse_tiles(text)
    assert info.value.code == code
    assert info.value.params.get("pos") == pos


@pytest.mark.parametrize("text", ["[123m][456m]", "1m [123m]"])
def test_parse_meld_rejects_more_than_one_group(text: str) -> None:
    with pytest.raises(ParseError):
        parse_meld(text)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("123m456p789s1122z", 13),
        ("123m456p789s11222z", 14),
        ("[1111m][2222m][3333m][4444m]5m", 13),  # four kongs count 3 each
        ("[1111m][2222m][3333m][4444m]55m", 14),
        ("{1111m}{2222m}{3333m}{4444m}55m", 14),
        ("123m456p789s1122z 12345678f", 13),  # bonus tiles do not count
    ],
)
def test_valid_tile_counts(text: str, count: int) -> None:
    assert parse_hand(text).tile_count == count


def test_error_classes() -> None:
    assert issubclass(TooManyCopiesError, InvalidHandError)
    assert issubclass(WrongTileCountError, InvalidHandError)
    assert not issubclass(ParseError, InvalidHandError)


# -- hypothesis: random valid hands round-trip ---------------------------------------------
@st.composite
def hands(draw: st.DrawFn) -> Hand:
    """A random valid hand: up to 4 melds, concealed tiles to reach 13 or 14, some bonus tiles."""
    remaining = [4] * 34
    melds: list[Meld] = []
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from([MeldKind.CHOW, MeldKind.PUNG, MeldKind.KONG]))
        if kind is MeldKind.CHOW:
            firsts = [t for t in range(27) if t % 9 <= 6 and all(remaining[t + i] for i in range(3))]
        else:
            need = 3 if kind is MeldKind.PUNG else 4
            firsts = [t for t in range(34) if remaining[t] >= need]
        if not firsts:
            continue
        first = Tile(draw(st.sampled_from(firsts)))
        is_open = draw(st.booleans()) if kind is MeldKind.KONG else True
        meld = {MeldKind.CHOW: Meld.chow, MeldKind.PUNG: Meld.pung, MeldKind.KONG: Meld.kong}[kind](first, open=is_open)
        for tile in meld.tiles:
            remaining[tile] -= 1
        melds.append(meld)
    size = draw(st.sampled_from([13, 14])) - 3 * len(melds)
    pool = [Tile(t) for t in range(34) for _ in range(remaining[t])]
    picks = draw(st.lists(st.integers(0, len(pool) - 1), min_size=size, max_size=size, unique=True))
    concealed = [pool[i] for i in picks]
    bonus = draw(st.lists(st.sampled_from(BONUS_TILES), unique=True, max_size=8))
    return Hand(tuple(concealed), tuple(melds), tuple(bonus))


@SETTINGS
@given(hands())
def test_round_trip(hand: Hand) -> None:
    text = str(hand)
    again = parse_hand(text)
    assert again == hand
    assert str(again) == text
    assert hash(again) == hash(hand)
    assert again.tile_count in (13, 14)


_ALIAS_OF = {tile: letter for letter, tile in LETTER_ALIASES.items()}


@st.composite
def shuffled_texts(draw: st.DrawFn) -> tuple[Hand, str]:
    """A hand and another text of it: loose tiles one by one in random order (honors maybe as
    letters), melds in their order but at random places, random separators."""
    hand = draw(hands())
    loose = [_ALIAS_OF[t] if t in _ALIAS_OF and draw(st.booleans()) else str(t) for t in hand.concealed + hand.bonus]
    loose = list(draw(st.permutations(loose)))
    tokens = list(loose)
    position = 0
    for meld in hand.melds:
        position = draw(st.integers(position, len(tokens)))
        tokens.insert(position, str(meld))
        position += 1
    separators = draw(st.lists(st.sampled_from(["", " ", ",", ", ", "  "]), min_size=len(tokens), max_size=len(tokens)))
    return hand, "".join(sep + token for sep, token in zip(separators, tokens))


@pytest.mark.slow
@SETTINGS
@given(shuffled_texts())
def test_any_order_of_concealed_tiles_gives_the_same_hand(case: tuple[Hand, str]) -> None:
    hand, text = case
    parsed = parse_hand(text)
    assert parsed == hand
    assert str(parsed) == str(hand)


# -- hypothesis: fuzzing never crashes -----------------------------------------------------
_ALPHABET = list("0123456789") + list("mpszf") + list("ESWNCFP") + list("[]{}") + list(" ,\t") + list("xXMz?;.-é中\u00b2\u0661\n")
_CODES = {key.removeprefix("error.") for key in catalog("en") if key.startswith("error.")}


def _check_error(error: MahjongError) -> None:
    assert error.code in _CODES
    for lang in ("ru", "en"):
        message = error.message(lang)
        assert isinstance(message, str) and message.strip()
    assert str(error).strip()


@pytest.mark.slow
@SETTINGS
@given(st.text(alphabet=st.sampled_from(_ALPHABET), max_size=40), st.booleans())
def test_fuzz_parse_hand(text: str, check_size: bool) -> None:
    try:
        hand = parse_hand(text, check_size=check_size)
    except MahjongError as error:
        _check_error(error)
    else:
        assert isinstance(hand, Hand)
        assert parse_hand(str(hand), check_size=False) == hand


@SETTINGS
@given(st.text(alphabet=st.sampled_from(_ALPHABET), max_size=30))
def test_fuzz_parse_tiles_and_meld(text: str) -> None:
    for parse in (parse_tiles, parse_meld, Tile.from_str):
        try:
            parse(text)
        except MahjongError as error:
            _check_error(error)


@SETTINGS
@given(st.text(max_size=30))
def test_fuzz_any_unicode(text: str) -> None:
    try:
        parse_hand(text, check_size=False)
    except MahjongError as error:
        _check_error(error)


@SETTINGS
@given(
    st.lists(st.sampled_from([*(str(t) for t in KINDS), "[123m]", "{1111z}", "[555p]", "1f", "8f", "E", "C"]), min_size=1, max_size=20)
)
def test_fuzz_well_formed_tokens(tokens: list[str]) -> None:
    """Lexically valid text: only hand-level errors (copies, size) may remain."""
    try:
        hand = parse_hand(" ".join(tokens))
    except ParseError as error:
        pytest.fail(f"unexpected parse error {error.code}")
    except InvalidHandError as error:
        _check_error(error)
    else:
        assert hand.tile_count in (13, 14)


# -- the fast path reads as the scanner does -------------------------------------------------
_NOTATION = st.text(alphabet="123456789012mpszf ESWNPFC[]{},\tx", max_size=24)


def _outcome(read, *args):  # type: ignore[no-untyped-def]
    try:
        return read(*args)
    except MahjongError as error:
        return type(error), error.code, error.params


@settings(max_examples=600, deadline=None)
@given(_NOTATION, st.booleans())
def test_fast_path_reads_as_the_scanner(text: str, check_size: bool) -> None:
    """Every text, valid or not: the same hand, or the same error (class, code, parameters)."""
    from mjcore.notation import _scan_hand, clear_caches
    from mjcore.tiles import read_row

    clear_caches()
    assert _outcome(lambda t: parse_hand(t, check_size=check_size), text) == _outcome(_scan_hand, text, check_size)
    assert _outcome(parse_tiles, text) == _outcome(read_row, text)


@SETTINGS
@given(st.lists(st.sampled_from([*(str(t) for t in KINDS), "[123m]", "{1111z}", "[5 5 5p]", "1f", "8f", "EE", "C", " ", ","]),
                min_size=1, max_size=20))
def test_fast_path_on_well_formed_text(tokens: list[str]) -> None:
    from mjcore.notation import _scan_hand

    text = "".join(tokens)
    assert _outcome(lambda t: parse_hand(t, check_size=False), text) == _outcome(_scan_hand, text, False)


def test_a_text_read_again_is_the_same_hand() -> None:
    first = parse_hand("123m 456p 789s [555m] 11z")
    assert parse_hand("123m 456p 789s [555m] 11z") is first
    assert parse_hand("123m 456p 789s [555m] 11z", check_size=False) == first
