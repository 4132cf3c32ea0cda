"""Quiz families: every generated question has exactly the stated correct answer.

Each family has a hypothesis property that re-checks the answer independently of the
generator (a small classifier written here, or a different core function: shanten for a win,
the scorer for a total), plus checks shared by every family.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mjcore.analysis import analyze_discards, waits
from mjcore.decompose import decompositions
from mjcore.hand import Hand
from mjcore.notation import parse_hand
from mjcore.quiz import FAMILIES, AnswerForm, LevelError, Question, UnknownFamilyError, find_family, generate
from mjcore.quiz.families import chow_completions, legal_claims, odd_ones, set_kind
from mjcore.scoring import find_system
from mjcore.shanten import shanten
from mjcore.tiles import KINDS, Tile

NUMERALS = "一二三四五六七八九"
SEEDS = st.integers(0, 2**32 - 1)
FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
SLOW = settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def make(family: str, seed: int, data: st.DataObject) -> Question:
    level = data.draw(st.integers(1, FAMILIES[family].levels))
    return generate(family, random.Random(seed), level)


def one_correct(question: Question, is_correct) -> None:
    """Exactly one option satisfies ``is_correct``, and it is the stated answer."""
    right = [o.value for o in question.options if is_correct(o.value)]
    assert right == list(question.answer)
    assert len({o.value for o in question.options}) == len(question.options)


def hand_of(question: Question) -> Hand:
    assert question.hand is not None
    return question.hand


# -- checks every family shares ------------------------------------------------------------------
@pytest.mark.parametrize("name", sorted(FAMILIES))
def test_every_family_every_level(name: str) -> None:
    family = FAMILIES[name]
    assert family.track in ("kids", "adults") and family.stage >= 1 and family.levels >= 1
    for level in range(1, family.levels + 1):
        for seed in range(3):
            q = generate(name, random.Random(seed), level)
            assert (q.family, q.level) == (name, level)
            assert q.answer and q.check(list(q.answer))
            assert q == generate(name, random.Random(seed), level), "not reproducible from the seed"
            for message in (q.prompt, q.explanation, family.title, *(o.label for o in q.options)):
                ru, en = message.text("ru"), message.text("en")
                assert ru.strip() and en.strip() and "{" not in ru + en
            for message in (q.prompt, q.explanation, family.title):
                assert message.text("ru") != message.text("en")
            if q.form in (AnswerForm.ONE, AnswerForm.SEVERAL):
                assert set(q.answer) <= {o.value for o in q.options}
            if q.form is AnswerForm.ONE:
                assert len(q.answer) == 1
            if q.form is AnswerForm.NUMBER:
                int(q.answer[0])
            data = q.to_json("en")
            assert data["answer"] == list(q.answer) and data["prompt"] == q.prompt.text("en")
            # the hand travels as a value; its JSON is the hand's own text, which reads back equal
            for step in (*q.steps, q):
                assert step.hand is None or isinstance(step.hand, Hand)
                text = step.to_json("en")["hand"]
                assert (text == "") if step.hand is None else Hand.from_str(text, check_size=False) == step.hand
            # a tile option carries its tile, whose code is the option's value
            for option in q.options:
                assert option.tile is None or str(option.tile) == option.value
            if q.form is AnswerForm.TILES:
                assert [str(t) for t in q.answer_tiles] == list(q.answer)


def test_check_rejects_wrong_answers() -> None:
    q = generate("find_waits", random.Random(5), 3)
    assert q.check(list(reversed(q.answer)))
    assert not q.check(list(q.answer[:-1]))
    assert not q.check(list(q.answer) + [q.answer[0]])
    n = generate("shanten", random.Random(1), 1)
    assert n.check(str(int(n.answer[0]))) and not n.check(str(int(n.answer[0]) + 1)) and not n.check("x")


def test_unknown_family_and_level_are_localized_errors() -> None:
    with pytest.raises(UnknownFamilyError) as error:
        find_family("nope")
    assert "nope" in error.value.message("en") and "семейства" in error.value.message("ru")
    with pytest.raises(LevelError):
        generate("shanten", random.Random(1), 99)
    with pytest.raises(LevelError):
        generate("shanten", random.Random(1), 0)


def test_the_required_families_exist() -> None:
    assert {"tile_name", "tile_suit", "tile_number", "chinese_numeral", "set_kind", "complete_chow", "odd_one_out",
            "is_winning", "find_waits", "shanten", "best_discard", "claim", "kids_score", "classical_points",
            "hk_fan", "mcr_fan_name", "mcr_total", "riichi_han_fu"} <= set(FAMILIES)


# -- kids: tiles -----------------------------------------------------------------------------------
@FAST
@given(SEEDS, st.data())
def test_tile_name(seed: int, data: st.DataObject) -> None:
    q = make("tile_name", seed, data)
    (tile,) = q.tiles
    one_correct(q, lambda value: Tile.from_str(value).full_name("ru") == tile.full_name("ru"))
    assert tile.full_name("en") in q.explanation.text("en")


@FAST
@given(SEEDS, st.data())
def test_tile_suit(seed: int, data: st.DataObject) -> None:
    q = make("tile_suit", seed, data)
    (tile,) = q.tiles
    letter = "mps"[tile // 9] if tile < 27 else "z" if tile < 34 else "f"
    one_correct(q, lambda value: value == letter)


@FAST
@given(SEEDS, st.data())
def test_tile_number(seed: int, data: st.DataObject) -> None:
    q = make("tile_number", seed, data)
    (tile,) = q.tiles
    assert q.answer == (str(tile % 9 + 1),) and tile < 27


@FAST
@given(SEEDS, st.data())
def test_chinese_numeral(seed: int, data: st.DataObject) -> None:
    q = make("chinese_numeral", seed, data)
    n = int(q.answer[0])
    if q.tiles:
        assert q.tiles == (Tile(n - 1),)  # 1m..9m are tiles 0..8
    else:
        assert NUMERALS[n - 1] in q.prompt.text("ru") and NUMERALS[n - 1] in q.prompt.text("en")
    assert f"{NUMERALS[n - 1]} означает {n}" in q.explanation.text("ru")


def classify(tiles: tuple[Tile, ...]) -> str:
    """An independent set classifier: suits by index range, numbers by index mod 9."""
    ts = sorted(tiles)
    if len(set(ts)) == 1 and len(ts) in (3, 4):
        return "pung" if len(ts) == 3 else "kong"
    if len(ts) == 3 and ts[2] < 27 and ts[0] // 9 == ts[2] // 9 and ts[1] == ts[0] + 1 and ts[2] == ts[0] + 2:
        return "chow"
    return "none"


@FAST
@given(SEEDS, st.data())
def test_set_kind(seed: int, data: st.DataObject) -> None:
    q = make("set_kind", seed, data)
    one_correct(q, lambda value: value == classify(q.tiles))


@FAST
@given(SEEDS, st.data())
def test_complete_chow(seed: int, data: st.DataObject) -> None:
    q = make("complete_chow", seed, data)
    a, b = q.tiles
    right = [o.value for o in q.options if classify((a, b, Tile.from_str(o.value))) == "chow"]
    assert right == list(q.answer) and 1 <= len(right) <= 2


def shares(tiles: list[Tile]) -> list[set[str]]:
    def props(t: Tile) -> set[str]:
        if t < 27:
            return {f"suit{t // 9}", f"n{t % 9}", "suited"}
        return {"wind" if t < 31 else "dragon", "honor"}

    return [props(t) for t in tiles]


@FAST
@given(SEEDS, st.data())
def test_odd_one_out(seed: int, data: st.DataObject) -> None:
    q = make("odd_one_out", seed, data)
    tiles = list(q.tiles)

    def odd(value: str) -> bool:
        i = tiles.index(Tile.from_str(value))
        p = shares(tiles)
        common = set.intersection(*(p[j] for j in range(4) if j != i))
        return bool(common - p[i])

    one_correct(q, odd)


# -- adults: hands -----------------------------------------------------------------------------------
@FAST
@given(SEEDS, st.data())
def test_is_winning(seed: int, data: st.DataObject) -> None:
    q = make("is_winning", seed, data)
    hand = hand_of(q)
    assert hand.tile_count == 14
    one_correct(q, lambda value: value == ("yes" if shanten(hand) == -1 else "no"))


@FAST
@given(SEEDS, st.data())
def test_find_waits(seed: int, data: st.DataObject) -> None:
    q = make("find_waits", seed, data)
    hand = hand_of(q)
    assert list(q.answer) == [str(w.tile) for w in waits(hand)]
    held = hand.all_counts()
    completing = [str(t) for t in KINDS if held[t] < 4 and shanten(hand.with_tile(t)) == -1]
    assert list(q.answer) == completing


@FAST
@given(SEEDS, st.data())
def test_shanten(seed: int, data: st.DataObject) -> None:
    q = make("shanten", seed, data)
    hand = hand_of(q)
    n = int(q.answer[0])
    assert n == shanten(hand) and n >= 0
    assert (n == 0) == bool(waits(hand))
    # one draw and one discard lower the shanten by at most one
    held = hand.all_counts()
    best = min(shanten(hand.with_tile(t).without_tile(d)) for t in KINDS if held[t] < 4 for d in set(hand.concealed))
    assert best >= n - 1


@SLOW
@given(SEEDS, st.data())
def test_best_discard(seed: int, data: st.DataObject) -> None:
    q = make("best_discard", seed, data)
    hand = hand_of(q)
    after = {o.value: shanten(hand.without_tile(Tile.from_str(o.value))) for o in q.options}
    assert {o.value for o in q.options} == {str(t) for t in hand.concealed}
    ranked = {str(d.tile): (d.shanten, -d.useful_count) for d in analyze_discards(hand)}
    one_correct(q, lambda value: all(ranked[value] < ranked[other] for other in ranked if other != value))
    assert after[q.answer[0]] == min(after.values())


def claims_by_hand(hand: Hand, tile: Tile, seat: str) -> tuple[str, ...]:
    counts = hand.counts()
    found = []
    n = tile % 9
    if seat == "left" and tile < 27 and any(
        0 <= n + a and n + b <= 8 and counts[tile + a] and counts[tile + b] for a, b in ((-2, -1), (-1, 1), (1, 2))
    ):
        found.append("chow")
    if counts[tile] >= 2:
        found.append("pung")
    if counts[tile] >= 3:
        found.append("kong")
    if shanten(hand.with_tile(tile)) == -1:
        found.append("mahjong")
    return tuple(found) or ("pass",)


@FAST
@given(SEEDS, st.data())
def test_claim(seed: int, data: st.DataObject) -> None:
    q = make("claim", seed, data)
    (tile,) = q.tiles
    seat = "left" if "left" in q.prompt.text("en") else "opposite" if "opposite" in q.prompt.text("en") else "right"
    assert set(q.answer) == set(claims_by_hand(hand_of(q), tile, seat))


def test_claim_examples() -> None:
    hand = parse_hand("234m 55p 777s 11z EEE".replace("11z EEE", "111z 22z"))
    assert legal_claims(hand, Tile.M5, "left") == ("chow",)
    assert legal_claims(hand, Tile.M5, "right") == ("pass",)
    assert legal_claims(hand, Tile.S7, "opposite") == ("pung", "kong")
    assert set_kind([Tile.S9, Tile.S8, Tile.S7]) == "chow" and chow_completions(Tile.M8, Tile.M9) == (Tile.M7,)
    assert len(odd_ones([Tile.M1, Tile.M4, Tile.M7, Tile.P3])) == 1


# -- scoring ---------------------------------------------------------------------------------------
def kids_by_hand(hand: Hand, context) -> int:
    """Chow 3, pung 4, kong 5, pair 2 over the best reading, plus own bonus tiles."""
    best = 0
    for d in decompositions(hand):
        if d.pair is None or len(d.sets) != 4:
            continue
        value = 2 + sum(3 if m.is_chow else 4 if m.is_pung else 5 for m in d.sets)
        best = max(best, value)
    seat = (Tile.EAST, Tile.SOUTH, Tile.WEST, Tile.NORTH).index(context.seat_wind) + 1
    return best + sum(1 for t in hand.bonus if (t - 34) % 4 + 1 == seat)


@FAST
@given(SEEDS, st.data())
def test_kids_score(seed: int, data: st.DataObject) -> None:
    q = make("kids_score", seed, data)
    assert int(q.answer[0]) == kids_by_hand(hand_of(q), q.context)


@pytest.mark.parametrize(("family", "system"), [("classical_points", "classical"), ("hk_fan", "hk"), ("mcr_total", "mcr")])
@SLOW
@given(seed=SEEDS, data=st.data())
def test_scored_totals(family: str, system: str, seed: int, data: st.DataObject) -> None:
    q = make(family, seed, data)
    assert q.context is not None
    score = find_system(system).score(hand_of(q), q.context)
    assert int(q.answer[0]) == score.total
    assert str(score.total) in q.explanation.text("en")


@SLOW
@given(SEEDS, st.data())
def test_mcr_fan_name(seed: int, data: st.DataObject) -> None:
    q = make("mcr_fan_name", seed, data)
    assert q.context is not None
    scored = {item.key for item in find_system("mcr").score(hand_of(q), q.context).items}
    one_correct(q, lambda value: value in scored)


@SLOW
@given(SEEDS, st.data())
def test_riichi_han_fu(seed: int, data: st.DataObject) -> None:
    q = make("riichi_han_fu", seed, data)
    assert q.context is not None
    score = find_system("riichi").score(hand_of(q), q.context)
    assert score.meets_minimum
    assert int(q.answer[0]) == (score.han if q.level == 1 else score.fu)
    assert int(q.answer[0]) > 0
