"""Fuzz (issue 26): every public scoring entry point refuses what cannot be, and only with its own errors.

The entry points: ``find_system(name).score(hand, context)`` for each system,
:func:`mjcore.scoring.score`, the request parser (:func:`mjcore.scoring.request.request_from_mapping`)
and :class:`~mjcore.scoring.WinContext` construction. Hands are winning hands (declared sets,
kongs and bonus tiles included) or any tiles; each field of the context is right, wrong,
impossible, huge, negative or of another type. What must hold (:func:`problems`):

- the only exceptions are the project's :class:`~mjcore.errors.MahjongError` subclasses, each
  with a message in Russian and in English;
- a score is only ever given for a situation that can happen at a table (:func:`impossible`
  lists why one cannot: a fifth copy counting the indicators, a heavenly hand with declared
  sets or with riichi, more than eight bonus tiles, a robbed kong of a tile the winner holds,
  a discarder who is not at the table, bonus tiles a system does not score...);
- a score writes strict JSON and explains itself in both languages.

The quick run is seeded (``derandomize``); ``@pytest.mark.slow`` runs many more examples.
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from strategies import concealed_hands, winning_hands

import mjcore.scoring
from mjcore.errors import MahjongError
from mjcore.hand import Hand
from mjcore.scoring import SYSTEMS, Score, WinContext, find_system
from mjcore.scoring.request import request_from_mapping
from mjcore.tiles import WINDS, Tile

settings.register_profile("issue26-scoring-quick", max_examples=150, derandomize=True, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("issue26-scoring-slow", max_examples=1500, derandomize=True, deadline=None, database=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
QUICK = settings.get_profile("issue26-scoring-quick")
SLOW = settings.get_profile("issue26-scoring-slow")

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
ALL_TILES = tuple(Tile(k) for k in range(42))
BONUS_TILES = ALL_TILES[34:]
FLAGS = ("self_drawn", "last_tile", "kong_replacement", "robbing_kong", "fourth_tile", "heavenly", "earthly", "riichi",
         "double_riichi", "ippatsu")
#: Values of another type than the field's.
GARBAGE = st.one_of(st.none(), st.integers(-3, 50), st.text(max_size=6), st.floats(), st.lists(st.integers(0, 50), max_size=3),
                    st.just(b"1m"), st.just({"tile": "1m"}))
#: Huge numbers are built (a strategy holding one could not write its own repr: 4300 digits at most).
HUGE = st.builds(lambda digits, sign: sign * 10**digits, st.sampled_from((19, 400, 5000)), st.sampled_from((1, -1)))
COUNTS = st.one_of(st.integers(-3, 12), st.integers(0, 3), st.integers(-(10**6), 10**6), HUGE)
TILE_LISTS = st.lists(st.sampled_from(ALL_TILES), max_size=8).map(tuple)


def mostly(right: st.SearchStrategy[Any], wrong: st.SearchStrategy[Any] = GARBAGE) -> st.SearchStrategy[Any]:
    return st.one_of(right, right, right, wrong)


@st.composite
def hands(draw: st.DrawFn) -> Hand:
    """A winning hand (some sets declared, kongs included), sometimes with bonus tiles, or any tiles."""
    if draw(st.integers(0, 9)) == 0:
        return draw(concealed_hands())
    hand = draw(winning_hands())
    if draw(st.booleans()):
        bonus = draw(st.lists(st.sampled_from(BONUS_TILES), max_size=8, unique=True))
        hand = Hand(hand.concealed, hand.melds, bonus)
    return hand


@st.composite
def context_fields(draw: st.DrawFn, hand: Hand) -> dict[str, Any]:
    """Keyword arguments of a :class:`WinContext`: a field is right, impossible or of another type."""
    fields: dict[str, Any] = {"win_tile": draw(mostly(st.sampled_from(hand.concealed), st.sampled_from(ALL_TILES) | GARBAGE))}
    for flag in FLAGS:
        if draw(st.integers(0, 3)) == 0:
            fields[flag] = draw(mostly(st.booleans()))
    for name in ("seat_wind", "round_wind"):
        if draw(st.booleans()):
            fields[name] = draw(mostly(st.sampled_from(WINDS), st.sampled_from(ALL_TILES) | GARBAGE))
    if draw(st.integers(0, 3)) == 0:
        fields["discarder"] = draw(st.one_of(st.none(), st.sampled_from(WINDS), st.sampled_from(ALL_TILES), GARBAGE))
    if draw(st.integers(0, 3)) == 0:
        fields["bonus"] = draw(mostly(st.lists(st.sampled_from(BONUS_TILES), max_size=9).map(tuple), TILE_LISTS | GARBAGE))
    for name in ("flowers", "honba", "riichi_sticks"):
        if draw(st.integers(0, 3)) == 0:
            fields[name] = draw(mostly(COUNTS))
    for name in ("dora_indicators", "ura_dora_indicators", "red_fives"):
        if draw(st.integers(0, 3)) == 0:
            fields[name] = draw(mostly(TILE_LISTS, st.lists(st.sampled_from(ALL_TILES), max_size=3) | GARBAGE))
    return fields


# -- what can happen at a table --------------------------------------------------------------------
def impossible(hand: Hand, context: WinContext, system: str) -> list[str]:
    """Why this win cannot happen at a table (empty: it can)."""
    why = []
    counts = [0] * 34
    for tile in hand.all_tiles + tuple(context.dora_indicators) + tuple(context.ura_dora_indicators):
        if 0 <= tile < 34:
            counts[tile] += 1
    if max(counts) > 4:
        why.append("a fifth copy counting the indicators")
    bonus = list(context.bonus)  # a tile both in the hand and in ``bonus`` is one tile named twice (a decision)
    if len(set(bonus)) != len(bonus) or any(not isinstance(t, Tile) or not t.is_bonus for t in bonus):
        why.append("a bonus tile twice in bonus, or a bonus that is not a flower or season")
    if len(set(bonus) | set(hand.bonus)) + context.flowers > 8 or context.flowers < 0:
        why.append("more than eight bonus tiles, or fewer than none")
    if hand.bonus and "bonus" not in find_system(system).options:
        why.append("bonus tiles a system does not score")
    if not 0 <= context.honba < 1000 or not 0 <= context.riichi_sticks < 1000:
        why.append("a counter out of bounds")
    if (context.heavenly or context.earthly) and hand.melds:
        why.append("a heavenly or earthly hand with declared sets")
    if (context.heavenly or context.earthly) and (context.riichi or context.double_riichi or context.ippatsu):
        why.append("a heavenly or earthly hand after riichi")
    if context.robbing_kong and (hand.all_tiles.count(context.win_tile) > 1
                                 or context.win_tile in context.dora_indicators + context.ura_dora_indicators):
        why.append("a robbed kong of a tile that is elsewhere")
    if context.discarder is not None and context.discarder not in WINDS:
        why.append("a discarder who is not at the table")
    if len(context.dora_indicators) > 5 or len(context.ura_dora_indicators) > 5:
        why.append("more than five indicators")
    return why


def refusal_problems(error: MahjongError) -> list[str]:
    found = []
    ru, en = error.message("ru"), error.message("en")
    if not ru or not en or not CYRILLIC.search(ru) or ru == en:
        found.append(f"{type(error).__name__} {error.key}: no message in both languages: {ru!r} / {en!r}")
    for text in (ru, en):
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            found.append(f"{error.key}: a message that is not valid Unicode")
    return found


def reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def score_problems(score: Score) -> list[str]:
    found = []
    try:
        json.loads(score.json_text("all"), parse_constant=reject_constant)
        score.to_json("en")
        for lang in ("ru", "en"):
            score.explain(lang)
            score.total_text(lang)
    except Exception as error:  # the fuzz reports whatever escapes
        found.append(f"the score does not show itself: {type(error).__name__}: {error}"[:200])
    return found


def scoring_problems(system: str, hand: Hand, fields: dict[str, Any], *, shortcut: bool = False) -> list[str]:
    """One entry point on one input: the context built from ``fields`` and the hand scored."""
    try:
        context = WinContext(**fields)
        score = mjcore.scoring.score(hand, context, system) if shortcut else find_system(system).score(hand, context)
    except MahjongError as error:
        return refusal_problems(error)
    except Exception as error:  # the fuzz reports whatever escapes
        return [f"{system}: {type(error).__name__}: {error}"[:200]]
    try:
        why = impossible(hand, context, system)
    except Exception as error:  # a field of another type was scored
        why = [f"a field of another type was scored ({type(error).__name__})"]
    return [f"{system} scored what cannot be: {reason}" for reason in why] + score_problems(score)


def construction_problems(hand: Hand, fields: dict[str, Any]) -> list[str]:
    """:class:`WinContext` built from ``fields``: it refuses with its own errors, or gives a context
    whose every property and method answers."""
    try:
        context = WinContext(**fields)
        context.options_given()
        context.keeping(frozenset())
        context.seat, context.is_dealer, context.discarding_seat  # noqa: B018 - each must answer
        context.check(hand)
    except MahjongError as error:
        return refusal_problems(error)
    except Exception as error:
        return [f"WinContext: {type(error).__name__}: {error}"[:200]]
    return []


# -- the request parser -----------------------------------------------------------------------------
CHARS = st.one_of(st.characters(), st.characters(min_codepoint=0xD800, max_codepoint=0xDFFF), st.sampled_from("123456789mpszf []{}ESWN"))
TEXTS = st.one_of(st.text(CHARS, max_size=20), st.sampled_from(("123m456p789s234s55z", "5z", "1f 2f", "E", "9m9m9m9m9m9m",
                                                                 "123m456p789s234s [555z]", "4s", "789p")))
SCALARS = st.one_of(st.none(), st.booleans(), st.integers(), HUGE, st.floats(), TEXTS)
JSON_VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXTS, inner, max_size=4),
                           max_leaves=10)


def deep(depth: int) -> Any:
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


REQUEST_FIELDS = {
    "hand": st.sampled_from(("123m456p789s234s55z", "234m456m66p123444s", "123m456p789s234s [555z]", "123m 456p 789s 11z 1f 2f"))
    | JSON_VALUES,
    "concealed": TEXTS | JSON_VALUES,
    "melds": st.lists(st.fixed_dictionaries({"type": st.sampled_from(("chow", "pung", "kong")) | SCALARS, "open": SCALARS,
                                             "tiles": st.sampled_from(("789p", "555z", "2222s")) | SCALARS}), max_size=3)
    | JSON_VALUES | st.builds(deep, st.sampled_from((50, 3000))),
    "win_tile": st.sampled_from(("5z", "4s", "1m", "1f")) | JSON_VALUES,
    **{flag: st.booleans() | SCALARS for flag in FLAGS},
    **dict.fromkeys(("flowers", "honba", "riichi_sticks"), COUNTS | SCALARS),
    **{name: st.sampled_from(("E", "S", "3", 9)) | JSON_VALUES for name in ("seat", "round", "seat_wind", "round_wind", "discarder")},
    **{name: TEXTS | JSON_VALUES | st.builds(deep, st.sampled_from((50, 3000)))
       for name in ("bonus", "dora_indicators", "ura_dora_indicators", "red_fives")},
}
REQUESTS = st.one_of(st.fixed_dictionaries({}, optional=REQUEST_FIELDS), JSON_VALUES)


def request_problems(data: Any) -> list[str]:
    """The request parser on one value; a request it reads is scored under every system."""
    try:
        hand, context = request_from_mapping(data)
    except MahjongError as error:
        return refusal_problems(error)
    except Exception as error:
        return [f"request_from_mapping: {type(error).__name__}: {str(error)[:150]}"]
    found = []
    for system in SYSTEMS:
        try:
            score = find_system(system).score(hand, context)
        except MahjongError as error:
            found += refusal_problems(error)
            continue
        except Exception as error:
            found.append(f"{system}: {type(error).__name__}: {error}"[:200])
            continue
        found += [f"{system} scored what cannot be: {reason}" for reason in impossible(hand, context, system)]
        found += score_problems(score)
    return found


# -- the tests --------------------------------------------------------------------------------------
@st.composite
def scoring_inputs(draw: st.DrawFn) -> tuple[Hand, dict[str, Any]]:
    hand = draw(hands())
    return hand, draw(context_fields(hand))


@QUICK
@given(scoring_inputs(), st.sampled_from((*SYSTEMS, "bogus")), st.booleans())
def test_every_system_scores_only_what_can_be(given_input: tuple[Hand, dict[str, Any]], system: str, shortcut: bool) -> None:
    hand, fields = given_input
    if system == "bogus":
        shortcut = True
    assert scoring_problems(system, hand, fields, shortcut=shortcut) == []


@QUICK
@given(scoring_inputs())
def test_win_context_construction(given_input: tuple[Hand, dict[str, Any]]) -> None:
    assert construction_problems(*given_input) == []


@QUICK
@given(REQUESTS)
def test_request_parser(data: Any) -> None:
    assert request_problems(data) == []


@pytest.mark.slow
@SLOW
@given(scoring_inputs(), st.sampled_from(tuple(SYSTEMS)))
def test_every_system_scores_only_what_can_be_long_run(given_input: tuple[Hand, dict[str, Any]], system: str) -> None:
    assert scoring_problems(system, *given_input) == []


@pytest.mark.slow
@SLOW
@given(REQUESTS)
def test_request_parser_long_run(data: Any) -> None:
    assert request_problems(data) == []


def test_the_checks_can_fail() -> None:
    """The fuzz's own judge sees an impossible win (indicators that make a fifth copy with the hand)."""
    hand = Hand.from_str("111m234m456m66p123s")
    context = WinContext(Tile.S3, self_drawn=True, dora_indicators=(Tile.M1, Tile.M9))
    assert impossible(hand, context, "riichi") == []
    context = WinContext(Tile.S3, self_drawn=True, dora_indicators=(Tile.M1, Tile.M1))
    assert impossible(hand, context, "riichi") == ["a fifth copy counting the indicators"]
    assert impossible(hand, WinContext(Tile.S3), "riichi") == []
