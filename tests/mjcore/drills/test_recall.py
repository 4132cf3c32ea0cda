"""Recall, not recognition: each adult drill has a level where nothing is named or listed, and
the level a learner meets follows their rating (1 for a new learner)."""

from __future__ import annotations

import inspect
import itertools
import random

import pytest

from mjcore.drills.scoring import BUILDERS, RECALL, ItemName, all_steps
from mjcore.practice import Progress
from mjcore.practice.choose import level_for
from mjcore.quiz import FAMILIES, AnswerForm, generate
from mjcore.quiz.srs import skill_key
from mjcore.scoring import find_system


@pytest.mark.parametrize("system", sorted(RECALL))
def test_the_recall_level_names_nothing_and_lists_nothing(system: str) -> None:
    """At the top level the learner types the patterns' names (the answer: the scorer's items)
    and tells each set's worth from its tiles; no step offers a list of patterns."""
    family = f"score_{system}"
    assert RECALL[system] == FAMILIES[family].levels
    for seed in range(4):
        drill = generate(family, random.Random(seed), RECALL[system])
        steps = all_steps(drill)
        assert all(s.form in (AnswerForm.NUMBER, AnswerForm.NAMES) for s in steps)
        assert not any(s.form is AnswerForm.SEVERAL for s in steps)
        assert steps[-1].hand is not None and steps[-1].context is not None
        score = find_system(system).score(steps[-1].hand, steps[-1].context)
        names = [s for s in steps if s.form is AnswerForm.NAMES]
        if system == "classical":  # each set by its tiles alone: its name is not said
            sets = [i for i in score.items if i.unit == "points" and i.tiles]
            asked = [s.prompt.text("en") for s in steps if s.form is AnswerForm.NUMBER]
            for item in sets:
                assert not any(ItemName(item.key).text("en") + " " in text.split("\n")[0] for text in asked[:len(sets)])
        else:
            han = [i.key for i in score.items if i.unit != "fu"] if system == "riichi" else [i.key for i in score.items]
            assert len(names) == 1 and sorted(names[0].answer) == sorted(set(han))
            assert names[0].check(", ".join(o.label.text("ru") for o in names[0].options))
        below = all_steps(generate(family, random.Random(seed), RECALL[system] - 1))
        if system != "classical":
            assert any(s.form is AnswerForm.SEVERAL for s in below)  # the level below still lists them


def test_the_drills_start_easy() -> None:
    """Every drill builder's default level is 1 (it was the hardest)."""
    for build in BUILDERS.values():
        assert inspect.signature(build).parameters["level"].default == 1


@pytest.mark.parametrize("family", ["score_classical", "score_hk", "score_mcr", "score_riichi"])
def test_the_level_rises_and_falls_with_the_rating(family: str) -> None:
    """A new learner: level 1. Right answers raise the rating and open the next level (only
    after the one below was practised); wrong ones bring it down again."""
    progress, day, seen = Progress(), 0, []
    assert level_for(progress, family) == 1
    for right in [True] * 12 + [False] * 25:
        level = level_for(progress, family)
        seen.append(level)
        progress = progress.record(skill_key(family, level), right, now=day * 86400.0)
        day += 1
    top = FAMILIES[family].levels
    rise = seen[:12]
    assert rise == sorted(rise) and rise[-1] == top and all(b - a <= 1 for a, b in itertools.pairwise(rise))
    assert seen[-1] < top  # fell with the rating
