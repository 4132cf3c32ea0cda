"""The score-it-yourself board, played by clicks chosen from the core's drill."""

from __future__ import annotations

import json

import pytest

from lessons.widgets import ScoreItYourself
from lessons.widgets.drill import SYSTEMS
from lessons.widgets.progress import ProgressFile
from mjcore.errors import MahjongError
from mjcore.quiz import FAMILIES, AnswerForm

DRILLS = [*SYSTEMS, "discard_accuracy", "waits_drill", "mcr_toward_8", "claim_or_pass", "safe_discard"]


def _answer(board: ScoreItYourself, right: bool) -> None:
    """Answer the current step by clicking, rightly or not."""
    step = board.step
    if step.form is AnswerForm.NUMBER and board.number_buttons:  # a child presses the number
        number = int(step.answer[0]) if right else int(step.answer[0]) % len(board.number_buttons) + 1
        [button] = [b for b in board.number_buttons if b.description == str(number)]
        button.click()
        return
    if step.form is AnswerForm.NUMBER:
        board.number_box.value = step.answer[0] if right else str(int(step.answer[0]) + 7)
        board.check_button.click()
        return
    if step.form is AnswerForm.NAMES:  # recall: the names typed in the board's language, no list
        assert not board.option_buttons and board.answers.names_box is not None
        names = [o.label.text(board.lang).upper() for o in step.options]
        board.answers.names_box.value = ", ".join(names if right else names[1:] or ["nothing"])
        board.check_button.click()
        return
    buttons = board.tile_buttons or board.option_buttons
    values = [str(b.tile) if board.tile_buttons else b.value for b in buttons]
    wanted = set(step.answer) if right else {next(v for v in values if v not in step.answer)}
    for button, value in zip(buttons, values):
        if value in wanted:
            button.click()
            if step.form is AnswerForm.ONE:
                return
    board.check_button.click()


@pytest.mark.parametrize("what", DRILLS)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_drill_played_to_the_end(what: str, lang: str, tmp_path) -> None:
    progress = ProgressFile(tmp_path / "p.json")
    level = 1 if what == "mcr_toward_8" else None  # its level 2 is the slow search (tests/mjcore/drills has it)
    board = ScoreItYourself(what, level, seed=3, lang=lang, progress=progress)
    count = len(board.steps)
    for n in range(count):
        right = n % 2 == 0
        _answer(board, right)
        if board.kids_words and not right:  # the kids' count keeps a wrong step: tried again
            assert not board.answered and board.feedback_text
            _answer(board, True)
        assert board.answered and board.results[-1] is right
        assert board.feedback_text.strip()
        board.next_button.click() if n < count - 1 else None
    assert board.finished and board.summary_text
    assert str(count) in board.summary_text
    saved = json.loads((tmp_path / "p.json").read_text("utf-8"))
    assert saved, "the result was saved"
    board.next_button.click()  # another hand
    assert not board.finished and board.index == 0


def test_the_steps_are_counted_and_a_wrong_step_shows_the_answer() -> None:
    board = ScoreItYourself("classical", level=3, seed=5, lang="en", progress=False)
    assert board.step_text == f"Step 1 of {len(board.steps)}"
    _answer(board, False)
    assert board.feedback_text.startswith("Wrong") or "answer" in board.feedback_text.lower()
    assert f"The answer: {board.step.answer[0]}" in board.feedback_text
    board.check_button.click()  # a second answer to the same step is refused politely
    assert "answered" in board.feedback_text


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_kids_count_keeps_a_wrong_step_for_another_try(lang: str) -> None:
    """A child's wrong step stays with its message beside it; the reason helps after two
    misses; the retry's right answer goes on, counted as a mistake (the first try counts)."""
    board = ScoreItYourself("kids", level=2, seed=1, lang=lang, progress=False)
    step = board.step
    _answer(board, False)
    first = board.feedback_text
    assert not board.answered and board.step is step and board.tries == 1
    assert first == board.tr("drill.kids.try_again")
    assert board.body.children.index(board.feedback) == len(board.body.children) - 2  # above the buttons
    _answer(board, False)
    assert board.feedback_text.splitlines()[1:] == board.text(step.explanation).splitlines()
    _answer(board, True)
    assert board.answered and board.results == [False]
    assert board.feedback_text.startswith(board.tr("drill.kids.right_now"))
    board.next_button.click()
    _answer(board, True)
    assert board.results == [False, True] and board.tries == 0


def test_the_kids_count_is_pressed_on_big_number_buttons() -> None:
    """Lesson 12's count drill: each line's points on lesson 10's big buttons, no box, no "Check"."""
    board = ScoreItYourself("kids", level=2, seed=1, lang="ru", progress=False)
    assert board.number_box is None and board.check_button.layout.display == "none"
    assert [b.description for b in board.number_buttons] == [str(n) for n in range(1, 31)]
    [button] = [b for b in board.number_buttons if b.description == board.step.answer[0]]
    button.click()
    assert board.answered and board.results == [True]


def test_bad_input_is_a_message_not_a_traceback() -> None:
    board = ScoreItYourself("classical", seed=1, lang="ru", progress=False)  # a learner's count: typed
    board.number_box.value = "много"
    board.check_button.click()
    assert board.feedback_text == "Нужно целое число." and not board.answered
    board.next_button.click()
    assert board.index == 0 and "Сначала" in board.feedback_text
    with pytest.raises(MahjongError):
        ScoreItYourself("no_such_drill", progress=False)


def test_the_discard_drill_shows_its_accuracy_and_the_timer_its_seconds() -> None:
    board = ScoreItYourself("discard_accuracy", level=2, seed=2, lang="en", timer=True, progress=False)
    _answer(board, False)
    assert "% of the best discard's useful tiles" in board.feedback_text and " s)" in board.feedback_text
    _ = FAMILIES  # the families the board serves are the core's


def test_levels_are_the_familys() -> None:
    board = ScoreItYourself("mcr", level=9, progress=False, lang="en")
    assert board.level == FAMILIES["score_mcr"].levels
    board.level_picker.value = 1
    assert board.level == 1 and board.drill.level == 1


def test_a_new_learner_starts_at_level_1_and_the_level_follows_the_rating(tmp_path) -> None:
    """No level given: the one the learner's rating gives (1 at first), chosen again for each
    hand; right answers open the next level up to the recall one, where names are typed."""
    progress = ProgressFile(tmp_path / "p.json")
    board = ScoreItYourself("hk", seed=2, lang="ru", progress=progress)
    assert board.level == 1 and board.level_picker.value == 1
    seen = []
    for _ in range(6):
        seen.append(board.level)
        while not board.finished:
            _answer(board, True)
            board.next_button.click() if not board.finished else None
        board.next_button.click()  # another hand, at the level the rating now gives
    assert seen == sorted(seen) and seen[0] == 1 and seen[-1] == FAMILIES["score_hk"].levels
    assert board.level_picker.value == board.level and board.step.form is AnswerForm.NAMES
    board.level_picker.value = 2  # a level picked stays
    board.next_button.click() if board.finished else board.new_hand()
    assert board.level == 2
