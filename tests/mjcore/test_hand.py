"""Melds and hands: construction, validation, counts, derived hands, immutability."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from mjcore.errors import (
    InvalidHandError,
    InvalidMeldError,
    MahjongError,
    TooManyCopiesError,
    WrongTileCountError,
)
from mjcore.hand import Hand, Meld, MeldKind, check_copies, tile_counts
from mjcore.notation import parse_hand
from mjcore.tiles import Tile

T = Tile


def H(text: str, *, check_size: bool = True) -> Hand:
    return parse_hand(text, check_size=check_size)


# -- Meld ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("tiles", "kind"),
    [
        ((T.S7, T.S8, T.S9), MeldKind.CHOW),
        ((T.M1, T.M2, T.M3), MeldKind.CHOW),
        ((T.P7, T.P8, T.P9), MeldKind.CHOW),
        ((T.M5,) * 3, MeldKind.PUNG),
        ((T.RED,) * 3, MeldKind.PUNG),
        ((T.EAST,) * 4, MeldKind.KONG),
        ((T.S9,) * 4, MeldKind.KONG),
    ],
    ids=str,
)
def test_from_tiles_in_every_order(tiles: tuple[Tile, ...], kind: MeldKind) -> None:
    for order in itertools.permutations(tiles):
        meld = Meld.from_tiles(order)
        assert meld.kind is kind
        assert meld.tiles == tuple(sorted(tiles))
        assert meld.open is True
        assert meld.first is min(tiles)


@pytest.mark.parametrize(
    "tiles",
    [
        (T.M1, T.M2, T.M4),
        (T.M8, T.M9, T.P1),  # consecutive indexes across a suit boundary
        (T.P8, T.P9, T.S1),
        (T.S8, T.S9, T.EAST),
        (T.EAST, T.SOUTH, T.WEST),  # no honor chows
        (T.WHITE, T.GREEN, T.RED),
        (T.PLUM, T.ORCHID, T.CHRYSANTHEMUM),  # no bonus sets
        (T.PLUM,) * 3,
        (T.M1, T.M1),
        (T.M1,),
        (),
        (T.M1, T.M1, T.M1, T.M2),
        (T.M1, T.M2, T.M3, T.M4),
        (T.M1,) * 5,
        (T.M1, T.M1, T.M2),
    ],
    ids=lambda tiles: "".join(map(str, tiles)) or "empty",
)
def test_from_tiles_rejects_non_sets(tiles: tuple[Tile, ...]) -> None:
    with pytest.raises(InvalidMeldError) as info:
        Meld.from_tiles(tiles)
    assert info.value.code == "meld.invalid"
    assert isinstance(info.value, ValueError)


@pytest.mark.parametrize("tiles", [(T.M1, T.M2, T.M3), (T.M5,) * 3])
def test_concealed_meld_must_be_a_kong(tiles: tuple[Tile, ...]) -> None:
    with pytest.raises(InvalidMeldError) as info:
        Meld.from_tiles(tiles, open=False)
    assert info.value.code == "meld.concealed_not_kong"
    assert info.value.params["tiles"] == "".join(str(t.number) for t in tiles) + "m"


def test_concealed_kong() -> None:
    meld = Meld.from_tiles((T.M5,) * 4, open=False)
    assert meld == Meld.kong(T.M5, open=False)
    assert meld.is_kong and not meld.is_pung and not meld.is_chow
    assert str(meld) == "{5555m}"
    assert meld.tiles == (T.M5, T.M5, T.M5, T.M5)


@pytest.mark.parametrize(
    ("meld", "kind", "text"),
    [
        (Meld.chow(T.S7), MeldKind.CHOW, "[789s]"),
        (Meld.pung(T.RED), MeldKind.PUNG, "[777z]"),
        (Meld.kong(T.EAST), MeldKind.KONG, "[1111z]"),
        (Meld.kong(T.P9, open=False), MeldKind.KONG, "{9999p}"),
    ],
)
def test_constructors_and_text(meld: Meld, kind: MeldKind, text: str) -> None:
    assert meld.kind is kind
    assert (meld.is_chow, meld.is_pung, meld.is_kong) == (kind is MeldKind.CHOW, kind is MeldKind.PUNG, kind is MeldKind.KONG)
    assert str(meld) == text
    assert repr(meld) == f"Meld.from_str({text!r})"
    assert Meld.from_str(text) == meld
    assert eval(repr(meld), {"Meld": Meld}) == meld


@pytest.mark.parametrize(
    ("kind", "tiles"),
    [
        (MeldKind.PUNG, (T.M1, T.M2, T.M3)),
        (MeldKind.CHOW, (T.M1, T.M1, T.M1)),
        (MeldKind.KONG, (T.M1, T.M1, T.M1)),
        (MeldKind.CHOW, (T.M3, T.M2, T.M1)),  # the plain constructor wants them in order
        (MeldKind.CHOW, (T.M8, T.M9, T.P1)),
    ],
)
def test_direct_construction_is_validated(kind: MeldKind, tiles: tuple[Tile, ...]) -> None:
    with pytest.raises(InvalidMeldError):
        Meld(kind, tiles)


@pytest.mark.parametrize("first", [T.M8, T.M9, T.P8, T.S8, T.S9, T.EAST, T.RED])
def test_chow_constructor_rejects_impossible_starts(first: Tile) -> None:
    with pytest.raises(ValueError):
        Meld.chow(first)


def test_chow_constructor_past_the_last_tile() -> None:
    with pytest.raises(ValueError):
        Meld.chow(T.WINTER)


@pytest.mark.parametrize("tile", [T.PLUM, T.WINTER])
def test_no_bonus_pung_or_kong(tile: Tile) -> None:
    with pytest.raises(InvalidMeldError):
        Meld.pung(tile)
    with pytest.raises(InvalidMeldError):
        Meld.kong(tile)


def test_meld_kind_names() -> None:
    assert [k.full_name("en") for k in MeldKind] == ["chow", "pung", "kong"]
    assert [k.full_name("ru") for k in MeldKind] == ["чоу", "панг", "конг"]


def test_meld_is_immutable_and_hashable() -> None:
    meld = Meld.chow(T.S7)
    with pytest.raises(dataclasses.FrozenInstanceError):
        meld.open = False  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        meld.tiles = ()  # type: ignore[misc]
    assert meld == Meld.from_tiles([T.S9, T.S7, T.S8])
    assert hash(meld) == hash(Meld.from_tiles([T.S9, T.S7, T.S8]))
    assert meld != Meld.chow(T.S7, open=False)  # openness is part of the value
    assert len({meld, Meld.from_str("[798s]"), Meld.chow(T.S6)}) == 2


# -- Hand: validation ----------------------------------------------------------------------
def test_hand_sorts_concealed_and_bonus() -> None:
    hand = Hand([T.RED, T.M1, T.P5, T.M1, T.S3, T.S2, T.S1, T.P6, T.P4, T.M3, T.M2, T.RED, T.RED], bonus=[T.WINTER, T.PLUM])
    assert hand.concealed == tuple(sorted(hand.concealed))
    assert hand.concealed[0] is T.M1 and hand.concealed[-1] is T.RED
    assert hand.bonus == (T.PLUM, T.WINTER)
    assert isinstance(hand.concealed, tuple) and isinstance(hand.bonus, tuple) and isinstance(hand.melds, tuple)


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("123m456p789s1122z", 13),
        ("123m456p789s11222z", 14),
        ("123m456p1122z [789s]", 13),
        ("{1111m} 123p456p789p5z", 13),
        ("{1111m} [2222m] [3333m] [4444m] 5m", 13),
        ("{1111m} [2222m] [3333m] [4444m] 55m", 14),
        ("[123m] [456m] [789m] [123p] 5z", 13),
    ],
)
def test_valid_sizes(text: str, count: int) -> None:
    hand = H(text)
    assert hand.tile_count == count
    assert len(hand.all_tiles) == count + sum(1 for m in hand.melds if m.is_kong)


@pytest.mark.parametrize("size", [0, 1, 2, 12, 15, 16])
def test_wrong_sizes(size: int) -> None:
    concealed = [Tile(i % 34) for i in range(size)]
    with pytest.raises(WrongTileCountError) as info:
        Hand(tuple(concealed))
    assert info.value.params["count"] == size
    assert Hand(tuple(concealed), check_size=False).tile_count == size


def test_a_kong_counts_as_three() -> None:
    with pytest.raises(WrongTileCountError) as info:
        Hand((T.M1, T.M1, T.P1, T.P2, T.P3, T.P4, T.P5, T.P6, T.P7, T.P8, T.P9, T.S1), (Meld.kong(T.EAST),))
    assert info.value.params["count"] == 15


def test_bonus_tiles_are_not_concealed_tiles() -> None:
    with pytest.raises(InvalidHandError) as info:
        Hand((T.PLUM, *H("123m456p789s112z", check_size=False).concealed))
    assert info.value.code == "hand.bonus_in_hand"
    assert not isinstance(info.value, TooManyCopiesError | WrongTileCountError)
    assert info.value.message("en") == "1f (Plum (flower 1)) is a bonus tile; it is set aside, not kept in the hand"


def test_copies_are_counted_across_concealed_and_melds() -> None:
    with pytest.raises(TooManyCopiesError) as info:
        Hand((T.M5, T.M5, *H("123p456p789p", check_size=False).concealed), (Meld.pung(T.M5),))
    assert info.value.params["count"] == 5
    assert info.value.params["tile"] is T.M5


def test_duplicate_bonus() -> None:
    with pytest.raises(TooManyCopiesError) as info:
        Hand(H("123m456p789s1122z").concealed, bonus=(T.SPRING, T.SPRING))
    assert info.value.code == "hand.duplicate_bonus"
    assert info.value.params["tile"] is T.SPRING


def test_check_copies_and_tile_counts() -> None:
    check_copies([T.M1] * 4 + list(Tile)[34:])
    with pytest.raises(TooManyCopiesError):
        check_copies([T.M1] * 5)
    with pytest.raises(TooManyCopiesError):
        check_copies([T.PLUM, T.PLUM])
    with pytest.raises(TooManyCopiesError) as info:  # the repeated one is named, not the first bonus tile
        check_copies([T.M1, T.PLUM, T.SPRING, T.SPRING])
    assert (info.value.code, info.value.params["tile"]) == ("hand.duplicate_bonus", T.SPRING)
    with pytest.raises(TooManyCopiesError) as info:
        check_copies([T.PLUM] + [T.M9] * 5)
    assert (info.value.code, info.value.params["tile"]) == ("hand.too_many_copies", T.M9)
    counts = tile_counts([T.M1, T.M1, T.RED, T.PLUM])
    assert len(counts) == 34
    assert counts[T.M1] == 2 and counts[T.RED] == 1 and sum(counts) == 3


# -- Hand: properties ----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("text", "concealed"),
    [
        ("123m456p789s1122z", True),
        ("{5555m} 123p456p789p5z", True),
        ("{5555m} {6666m} 123p456p5z", True),
        ("123m456p1122z [789s]", False),
        ("[5555m] 123p456p789p5z", False),
        ("{5555m} [123p] 456p789p5z", False),
    ],
)
def test_is_concealed(text: str, concealed: bool) -> None:
    assert H(text).is_concealed is concealed


def test_counts_and_all_counts() -> None:
    hand = H("1112345678999m 1f")
    assert hand.counts() == [3, 1, 1, 1, 1, 1, 1, 1, 3] + [0] * 25
    assert hand.all_counts() == hand.counts()
    assert len(hand.counts()) == 34


def test_all_counts_include_meld_tiles_but_not_bonus() -> None:
    hand = H("11m 456p [123m] {6666z} [CCC] 2f")
    counts = hand.all_counts()
    assert len(counts) == 34
    assert counts[T.M1] == 3
    assert counts[T.M2] == counts[T.M3] == 1
    assert counts[T.GREEN] == 4
    assert counts[T.RED] == 3
    assert sum(counts) == 2 + 3 + 3 + 4 + 3
    assert hand.counts()[T.GREEN] == 0
    assert sum(hand.counts()) == 5
    assert hand.all_tiles == hand.concealed + (T.M1, T.M2, T.M3) + (T.GREEN,) * 4 + (T.RED,) * 3


def test_with_tile_draws_a_tile() -> None:
    hand = H("123m456p789s1122z")
    drawn = hand.with_tile(T.EAST)
    assert drawn.tile_count == 14
    assert drawn.concealed.count(T.EAST) == 3
    assert drawn.concealed == tuple(sorted(drawn.concealed))
    assert drawn == H("123m456p789s11122z")
    assert hand.tile_count == 13  # the original is unchanged
    assert drawn.with_tile(T.P1).tile_count == 15  # a derived hand is not size-checked


def test_with_bonus_tile_sets_it_aside() -> None:
    hand = H("123m456p789s1122z 8f")
    drawn = hand.with_tile(T.PLUM)
    assert drawn.concealed == hand.concealed
    assert drawn.bonus == (T.PLUM, T.WINTER)
    assert drawn.tile_count == 13
    with pytest.raises(TooManyCopiesError):
        drawn.with_tile(T.PLUM)


def test_with_tile_still_limits_copies() -> None:
    hand = H("1111m456p789s122z")
    with pytest.raises(TooManyCopiesError):
        hand.with_tile(T.M1)


def test_without_tile_discards_one_copy() -> None:
    hand = H("123m456p789s11122z")
    after = hand.without_tile(T.EAST)
    assert after == H("123m456p789s1122z")
    assert after.tile_count == 13
    assert after.without_tile(T.M1).tile_count == 12  # not size-checked
    assert hand.with_tile(T.RED).without_tile(T.RED) == hand


def test_without_tile_not_held() -> None:
    with pytest.raises(ValueError):
        H("123m456p789s11122z").without_tile(T.RED)


def test_without_tile_does_not_touch_melds() -> None:
    hand = H("123m456p1122z5s [789s]")
    with pytest.raises(ValueError):
        hand.without_tile(T.S8)
    assert hand.without_tile(T.S5).melds == hand.melds


# -- Hand: value semantics ------------------------------------------------------------------
def test_hand_is_immutable() -> None:
    hand = H("123m456p789s1122z")
    for name, value in [("concealed", ()), ("melds", ()), ("bonus", ()), ("check_size", False)]:
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(hand, name, value)


def test_hand_equality_and_hash() -> None:
    a = H("123m456p789s1122z 1f")
    b = Hand(tuple(reversed(a.concealed)), (), (T.PLUM,))
    c = Hand(a.concealed, (), (T.PLUM,), check_size=False)
    assert a == b == c  # order of input and check_size do not matter
    assert hash(a) == hash(b) == hash(c)
    assert len({a, b, c}) == 1
    assert a != H("123m456p789s1122z")
    assert a != H("123m456p789s1122z 2f")
    assert a != H("123m456p789s1133z 1f")
    assert {a: 1}[H("EESS 1f 789s456p123m")] == 1


def test_open_and_concealed_kong_hands_differ() -> None:
    assert H("{5555m} 123p456p789p5z") != H("[5555m] 123p456p789p5z")


def test_hand_text_and_repr() -> None:
    hand = Hand.from_str("123m 456p EESS [789s] 1f")
    assert str(hand) == "123m456p1122z [789s] 1f"
    assert repr(hand) == "Hand.from_str('123m456p1122z [789s] 1f')"
    assert eval(repr(hand), {"Hand": Hand}) == hand


def test_hand_from_str_check_size() -> None:
    with pytest.raises(WrongTileCountError):
        Hand.from_str("123m")
    assert Hand.from_str("123m", check_size=False).tile_count == 3


@pytest.mark.parametrize("meld", [Meld.chow(T.M1, open=False), Meld.pung(T.RED, open=False)])
def test_every_constructible_hand_round_trips(meld: Meld) -> None:
    try:
        hand = Hand(H("456p789p123s55z", check_size=False).concealed, (meld,))
    except MahjongError:
        return  # rejecting the hand is fine too
    assert parse_hand(str(hand)) == hand
