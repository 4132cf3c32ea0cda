"""Riichi scored by hand on the drill board (lesson 8's last cell): every step typed, right and
wrong answers, played to the end by the values the core's drill holds."""

from __future__ import annotations

import pytest

from lessons.widgets import ScoreItYourself
from lessons.widgets.progress import ProgressFile
from mjcore.quiz import AnswerForm


@pytest.mark.parametrize(("lang", "level"), [("ru", 1), ("en", 3)])
def test_the_fu_drill_played_to_the_end(lang: str, level: int, tmp_path) -> None:
    progress = ProgressFile(tmp_path / "p.json")
    board = ScoreItYourself("fu_riichi", level, seed=5, lang=lang, progress=progress)
    count = len(board.steps)
    assert count >= 9 and board.step_text == {"ru": f"Шаг 1 из {count}", "en": f"Step 1 of {count}"}[lang]
    assert board.level_picker.options[-1][1] == 3  # levels 1..3 to choose
    for n in range(count):
        step = board.step
        assert step.form is AnswerForm.NUMBER and board.option_buttons == [] and board.number_box is not None
        right = n % 3 != 1
        board.number_box.value = step.answer[0] if right else str(int(step.answer[0]) + 10)
        board.check_button.click()
        shown = board.feedback_text
        assert board.text(step.explanation).splitlines()[0] in shown  # the rule behind the number
        if not right:
            assert step.answer[0] in shown  # then the right value
        board.next_button.click() if not board.finished else None
    assert board.finished and board.results == [n % 3 != 1 for n in range(count)]
    wrong = count - sum(board.results)
    assert board.summary_text == board.tr("drill.summary", right=count - wrong, count=count)
    assert f"fu_riichi:{level}" in (tmp_path / "p.json").read_text("utf-8")  # saved under its skill
