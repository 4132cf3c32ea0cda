"""/score fu: riichi's fu and points by hand in the bot, every answer typed (no number offered),
a wrong step explained and the drill going on to its end."""

from __future__ import annotations

import pytest

from bot.logic import Config, Event, Session, step
from bot.logic.score import ScoreState
from mjcore.drills.fu import FAMILY
from mjcore.practice import Progress
from mjcore.quiz.srs import skill_key

CONFIG = Config(rate_count=0)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_fu_drill_typed_to_the_end(lang: str) -> None:
    s, out = step(Session(5, track="adult"), Event("text", 5, text="/score fu", rand=11, lang_code=lang), CONFIG)
    state = s.activities["score"]
    assert isinstance(state, ScoreState) and state.family == FAMILY
    steps = state.steps()
    for n, current in enumerate(steps):
        assert [b.data for row in out[-1].buttons for b in row if b.data.startswith("w:")] == []  # typed only
        assert {"en": "Type the number.", "ru": "Напишите число."}[lang] in out[-1].text
        right = n % 2 == 0
        answer = current.answer[0] if right else str(int(current.answer[0]) + 10)
        s, out = step(s, Event("text", 5, text=answer, rand=20 + n, lang_code=lang), CONFIG)
        said = out[-1].text
        assert current.explanation.text(lang).splitlines()[0] in said  # the rule behind the number
        if not right:
            assert {"en": "The answer: ", "ru": "Ответ: "}[lang] + current.answer[0] in said
    assert "score" not in s.activities
    count = len(steps)
    assert {"en": f"Steps right: {(count + 1) // 2} of {count}", "ru": f"{(count + 1) // 2} из {count}"}[lang] in said
    skill = Progress.loads(s.progress.text).skill(skill_key(FAMILY, state.level))  # the level the rating gave
    assert (skill.seen, skill.correct) == (1, 0)
