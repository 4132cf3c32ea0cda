"""Every double of the classical list has its row in the reference, in the seed's order, and
each example hand gets exactly that double from the classical scorer; the settlement's
payments add up to its nets."""

from __future__ import annotations

import itertools

import pytest

from mjcore.scoring.base import SEATS, TEXTS
from mjcore.scoring.classical import DOUBLES, settle, transfers
from mjcore.scoring.classical_doubles import DOUBLE_EXAMPLES, READY_AT_ONCE, DoubleExample


def test_every_double_of_the_scorer_and_the_seed_is_listed_in_order() -> None:
    keys = [e.key for e in DOUBLE_EXAMPLES]
    assert keys == [p.key for p in DOUBLES] + [READY_AT_ONCE]
    lines = [int(e.seed.split(":")[1]) for e in DOUBLE_EXAMPLES]
    assert lines == list(range(325, 340))  # the seed's list, 000:325-339, one line each


@pytest.mark.parametrize("example", [e for e in DOUBLE_EXAMPLES if e.scored], ids=lambda e: e.key)
def test_the_example_gets_exactly_its_double(example: DoubleExample) -> None:
    score = example.score()
    got = sum(i.value for i in score.items if i.key == example.key)
    assert got == example.doubles == next(p.points for p in DOUBLES if p.key == example.key)
    # every double the example has is named on its card: the scorer's own rows
    assert all(i.key in {p.key for p in DOUBLES} for i in score.items if i.unit == "doubles")


def test_the_names_are_the_calculators() -> None:
    for example in DOUBLE_EXAMPLES:
        for lang in ("ru", "en"):
            assert example.name(lang) == TEXTS.text(example.key, lang) and example.name(lang) != example.key
    unscored = [e for e in DOUBLE_EXAMPLES if not e.scored]
    assert [e.key for e in unscored] == [READY_AT_ONCE]
    with pytest.raises(ValueError):
        unscored[0].score()


@pytest.mark.parametrize("winner", SEATS)
def test_transfers_follow_the_seed(winner: str) -> None:
    """Checked against the seed's sentences (000:285-286) written out again here."""
    for values in ({"E": 8, "S": 60, "W": 0, "N": 20}, {"E": 40, "S": 40, "W": 12, "N": 104}):
        made = transfers(values, winner)
        losers = [s for s in SEATS if s != winner]
        for loser in losers:
            (pay,) = [t for t in made if (t.payer, t.payee) == (loser, winner)]
            assert pay.amount == values[winner] * (2 if "E" in (loser, winner) else 1)
        for a, b in itertools.combinations(losers, 2):
            between = [t for t in made if {t.payer, t.payee} == {a, b}]
            if values[a] == values[b]:
                assert between == []
                continue
            (t,) = between
            assert values[t.payer] < values[t.payee]
            assert t.amount == abs(values[a] - values[b]) * (2 if "E" in (a, b) else 1) and t.difference
        net = settle(values, winner)
        assert sum(net.values()) == 0
        for seat in SEATS:
            assert net[seat] == sum(t.amount for t in made if t.payee == seat) - sum(t.amount for t in made if t.payer == seat)
