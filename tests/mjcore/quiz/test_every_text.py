"""Every text a generated question holds renders in both languages (issue 26), over many seeds.

A question holds messages in its prompt, its explanation, its options, a drill's earlier steps
and the feedback of each option; each is shown in Russian and in English (and, on the kids'
track, in the children's words). A key missing from a catalog raises when shown: the Chinese
Official drill at level 2 offered ``mcr.pung_of_terminals_or_honors:1`` (an exclusion "one
occurrence only" of nine gates) as a fan name for about 0.2 % of seeds.
"""

from __future__ import annotations

import random

import pytest

from mjcore.i18n import Message
from mjcore.quiz import FAMILIES, Question, generate

#: Seeds per family and level: the quick run, and the long one (``-m slow``).
QUICK_SEEDS = 40
LONG_SEEDS = 3000
#: Families whose questions take tens of milliseconds (a search for a hand), or hold a dozen steps
#: (riichi's fu by hand: its texts are a few templates, its values checked by hypothesis in
#: tests/mjcore/drills/test_drill_fu.py): fewer seeds in the long run (and these quick ones).
HEAVY = {"mcr_toward_8": 6, "fu_riichi": QUICK_SEEDS}


def messages(question: Question) -> list[Message]:
    """Every message of a question, its steps' included."""
    found = [question.prompt, question.explanation, *(o.label for o in question.options), *(m for _, m in question.feedback)]
    for step in question.steps:
        found += messages(step)
    return found


def unshown(name: str, level: int, seed: int) -> list[str]:
    """The texts of one question that cannot be shown, with why."""
    question = generate(name, random.Random(seed), level)
    kids = FAMILIES[name].track == "kids"
    found = []
    for message in messages(question):
        for lang in ("ru", "en"):
            for words in (False, True) if kids else (False,):
                try:
                    message.text(lang, kids=words)
                except Exception as error:  # what cannot be shown is the finding
                    found.append(f"{name} level {level} seed {seed} {lang}: {type(error).__name__}: {error}")
    for lang in ("ru", "en"):
        try:
            question.to_json(lang)
            question.answer_text(lang)
        except Exception as error:
            found.append(f"{name} level {level} seed {seed} {lang}: {type(error).__name__}: {error}")
    return found


def test_the_mcr_drill_names_only_fans_it_has() -> None:
    """Seed 1100 at level 2: nine gates excludes one pung of terminals (``:1``); the drill named
    that exclusion as if it were a fan."""
    assert unshown("score_mcr", 2, 1100) == []


@pytest.mark.parametrize(("name", "level"), [(n, lv) for n, f in sorted(FAMILIES.items()) for lv in range(1, f.levels + 1)])
def test_every_text_renders(name: str, level: int) -> None:
    seeds = HEAVY.get(name, QUICK_SEEDS)
    assert [problem for seed in range(seeds) for problem in unshown(name, level, seed)] == []


@pytest.mark.slow
@pytest.mark.parametrize(("name", "level"), [(n, lv) for n, f in sorted(FAMILIES.items()) for lv in range(1, f.levels + 1)])
def test_every_text_renders_long_run(name: str, level: int) -> None:
    seeds = LONG_SEEDS // 10 if name in HEAVY else LONG_SEEDS
    assert [problem for seed in range(10_000, 10_000 + seeds) for problem in unshown(name, level, seed)] == []
