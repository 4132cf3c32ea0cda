"""Typed pattern names: every catalog name in both languages is taken, however it is cased or
spaced, and a name of no pattern is not."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.i18n import Message
from mjcore.questions.names import accepted_names, find_pattern, normal, pattern_keys, read_names
from mjcore.questions.question import AnswerForm, Question
from mjcore.scoring.base import TEXTS

SYSTEMS = ("classical", "hk", "mcr", "riichi")
NAMES = [(system, key, TEXTS.text(key, lang)) for system in SYSTEMS for key in pattern_keys(system) for lang in ("ru", "en")]


def _typed(name: str, rng: random.Random) -> str:
    """The name as a learner may type it: any case, «е» for «ё», extra spaces, a hyphen."""
    out = "".join(c.upper() if rng.random() < 0.3 else c for c in name)
    out = out.replace("ё", "е") if rng.random() < 0.5 else out
    out = out.replace(" ", rng.choice([" ", "  ", " - ", "-"]))
    return rng.choice(["", " ", "\t"]) + out + rng.choice(["", " ", "."])


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(NAMES), st.randoms(use_true_random=False))
def test_every_catalog_name_is_taken_in_both_languages(entry: tuple[str, str, str], rng: random.Random) -> None:
    system, _key, name = entry
    found = find_pattern(_typed(name, rng), system)
    assert found is not None and normal(name) in accepted_names(found)  # its pattern (or one of that very name)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(SYSTEMS), st.text(min_size=1, max_size=30))
def test_a_name_of_no_pattern_is_refused(system: str, text: str) -> None:
    known = {n for key in pattern_keys(system) for n in accepted_names(key)}
    assert (find_pattern(text, system) is not None) == (normal(text) in known)
    if normal(text) not in known and normal(text) and not {",", ";", "\n"} & set(text):
        assert read_names(text, system) == ((), (text.strip(),))


def test_every_name_is_whole_and_nothing_is_invented() -> None:
    """All of both languages' names of all patterns are counted once each; a near miss is not."""
    assert len(NAMES) == 2 * sum(len(pattern_keys(s)) for s in SYSTEMS) and len(NAMES) > 300
    assert find_pattern("all simple", "hk") is None and find_pattern("все простые", "hk") == "hk.all_simples"


def test_a_names_answer_takes_any_order_and_refuses_a_missing_or_extra_name() -> None:
    q = Question("score_hk", 4, Message("quiz.none"), AnswerForm.NAMES, ("hk.all_pungs", "hk.dragon_pung"), Message(""))
    assert q.check("Панг драконов; ALL PUNGS") and q.check("all pungs\nPung of dragons")
    assert not q.check("all pungs") and not q.check("all pungs, pung of dragons, all simples")
    assert not q.check("all pungs, pung of dragons, something else")
