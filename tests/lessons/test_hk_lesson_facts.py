"""Lesson 7 (old Hong Kong) states the engine's numbers: every number of its markdown is a
fact of ``tests/lessons/facts/l07_hk.py`` (computed by the engine), a bold score claim next to a
calculator (``test_lesson_claims.py``) or a number that is no claim (its ``NOT_CLAIMS``); and
what its words claim (the minimum met exactly, the limit per payer, no doubling of a limit
hand, the seed's worked examples) is what the engine does.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from exercises.bank import DATA_DIR, load_file
from mjcore.scoring.hk import BONUS_KEYS, HONG_KONG
from tests.lessons.facts import l07_hk as facts

LESSONS = Path(__file__).resolve().parents[2] / "lessons"
CLAIM = re.compile(r"\*\*(\d[\d\s,]*)\s+(points?|очк\w*|fan|фан\w*|han|хан|fu|фу)\*\*")
#: What is not a number in the text (the CHECKED NUMBERS rule): code spans, tile notation, link
#: targets, HTML comments.
NOT_TEXT = re.compile(r"`[^`]*`|\[?\d+[mpszf]\b\]?|\]\([^)]*\)|<!--.*?-->", re.S)


def _cells(lang: str) -> list[tuple[str, str]]:
    cells = json.loads((LESSONS / lang / "adults" / "07_hk.ipynb").read_text("utf-8"))["cells"]
    return [(c["cell_type"], "".join(c["source"])) for c in cells]


def _text(lang: str) -> str:
    return "\n\n".join(source for kind, source in _cells(lang) if kind == "markdown")


def _claimed(lang: str) -> str:
    """The markdown cells beside a calculator, whose bold claims ``test_lesson_claims`` checks."""
    cells = _cells(lang)
    near = {i + d for i, (kind, src) in enumerate(cells) if kind == "code" and src.startswith("ScoringCalculator(")
            for d in (-1, 1)}
    return "\n\n".join(src for i, (kind, src) in enumerate(cells) if i in near and kind == "markdown")


def _spans(pattern: str, text: str) -> list[tuple[int, int]]:
    return [m.span(1) for m in re.finditer(pattern, text, re.M)]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_fact_is_the_engines(lang: str) -> None:
    text = _text(lang)
    for fact in facts.FACTS:
        said = [m.group(1) for m in re.finditer(getattr(fact, lang), text, re.M)]
        assert said, f"{lang}: the lesson no longer says {fact.name!r} ({getattr(fact, lang)})"
        assert set(said) == {str(fact.value)}, (lang, fact.name, said, fact.value)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_number_in_the_text_is_checked(lang: str) -> None:
    text = _text(lang)
    hidden = [m.span() for m in NOT_TEXT.finditer(text)]
    covered = [span for fact in facts.FACTS for span in _spans(getattr(fact, lang), text)]
    covered += [span for ru, en, _ in facts.NOT_CLAIMS for span in _spans(ru if lang == "ru" else en, text)]
    claims = [m.group(0) for m in CLAIM.finditer(_claimed(lang))]
    covered += [m.span() for m in CLAIM.finditer(text) if m.group(0) in claims]
    unchecked = [(m.group(), text[max(m.start() - 30, 0):m.end() + 10]) for m in re.finditer(r"\d+", text)
                 if not any(a <= m.start() < b for a, b in hidden + covered)]
    assert not unchecked, f"{lang}: numbers no test checks: {unchecked}"
    assert "<!--" not in text, f"{lang}: a hidden note in the lesson"


def test_the_seeds_worked_examples() -> None:
    """Examples 1 and 2 in the seed's units, example 3 in points, as the bank's answers (seed 000:1308-1326)."""
    bank = {e.id: e.answer for e in load_file(DATA_DIR / "payments.yaml")}
    for ex, ident in ((facts.EX1, "pay-hk-seed-example-1"), (facts.EX2, "pay-hk-seed-example-2")):
        assert ex.seed_units() == bank[ident], ident
    assert facts.EX3.score.payments == bank["pay-hk-seed-example-3"]


def test_what_the_words_claim() -> None:
    minimum, limit = HONG_KONG.minimum, HONG_KONG.limit_points
    # "exactly the minimum"; the swapped hand "below the minimum"; "only 1 counts" (a bonus fan)
    assert facts.HALF.score.total == minimum and facts.HALF.score.meets_minimum
    assert not facts.SWAPPED.score.meets_minimum
    assert not facts.BELOW.score.meets_minimum and any(i.key in BONUS_KEYS for i in facts.BELOW.score.items)
    # the South example: East's doubled payment passes the limit and is cut to it, the others are not
    uncapped = facts.SOUTH.uncapped()
    assert -uncapped["E"] > limit == facts.SOUTH.pays("E")
    assert all(uncapped[s] == facts.SOUTH.score.payments[s] for s in "WN")
    # a limit hand: the limit from each, no doubling for East or the wall
    assert facts.HEAVENLY.score.limit and {facts.HEAVENLY.pays(s) for s in "SWN"} == {limit}
    # answer 2: "four times the base, exactly the limit"
    assert 4 * HONG_KONG.base(facts.QUESTION_FAN) == limit


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_self_check_answer_1(lang: str) -> None:
    """Sets' 2 fan and the own flower's 1: below the minimum, since a bonus fan does not count."""
    text = _text(lang)
    sets = int(re.search(r"(\d+) (?:фана за сеты|fan from its sets)", text).group(1))  # type: ignore[union-attr]
    answer = re.search(r"(?:Ответы:\*|Answers:\*) 1 — (\w+)", text).group(1)  # type: ignore[union-attr]
    legal = sets >= HONG_KONG.minimum  # "hk.own_flower" is a bonus row: not counted
    assert "hk.own_flower" in BONUS_KEYS
    assert answer == {("ru", False): "нет", ("ru", True): "да", ("en", False): "no", ("en", True): "yes"}[lang, legal]
