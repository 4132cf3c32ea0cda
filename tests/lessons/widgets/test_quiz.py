"""The quiz widget: every answer form, right and wrong, both languages, progress recorded."""

from __future__ import annotations

import pytest

from lessons.widgets.answer import tile_palette
from lessons.widgets.progress import ProgressFile
from lessons.widgets.quiz import QuizWidget
from lessons.widgets.tiles import marks
from mjcore.practice.choose import UNLOCKED
from mjcore.quiz import FAMILIES, AnswerForm
from mjcore.quiz.srs import skill_key


@pytest.fixture
def store(tmp_path, monkeypatch) -> ProgressFile:
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(tmp_path / "progress.json"))
    return ProgressFile()


def answer(quiz: QuizWidget, right: bool) -> None:
    """Answer the current question rightly or wrongly, by clicking like a learner."""
    q = quiz.question
    if q.form is AnswerForm.NUMBER:
        quiz.number_box.value = q.answer[0] if right else str(int(q.answer[0]) + 1)
        quiz.check_button.click()
        return
    buttons = quiz.tile_buttons or quiz.option_buttons
    value = (lambda b: str(b.tile)) if quiz.tile_buttons else (lambda b: b.value)
    if q.form is AnswerForm.ONE:
        [button] = [b for b in buttons if (value(b) in q.answer) == right][:1]
        button.click()
        return
    for button in buttons:
        if value(button) in q.answer:
            button.click()
    if not right:  # one pick too many, or one missing
        extra = [b for b in buttons if value(b) not in q.answer]
        (extra[0] if extra else next(b for b in buttons if value(b) in q.answer)).click()
    quiz.check_button.click()


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("family", ["tile_name", "tile_suit", "tile_number", "set_kind", "complete_chow",
                                    "odd_one_out", "find_waits", "claim", "best_discard", "mcr_fan_name"])
def test_right_and_wrong(family, lang, store):
    quiz = QuizWidget(family, count=2, seed=5, lang=lang)
    assert "mj-quiz" in quiz._dom_classes
    assert quiz.counter_text == ("Вопрос 1 из 2" if lang == "ru" else "Question 1 of 2")
    assert quiz.question.family == family
    first = quiz.question
    answer(quiz, True)
    right, wrong = ("Верно!", "Не совсем.") if lang == "ru" else ("Right!", "Not quite.")
    assert quiz.feedback_text.startswith(right)
    assert first.explanation.text(lang) in quiz.feedback_text
    assert quiz.next_button.layout.display == "" and not quiz.finished
    state = quiz.question
    answer(quiz, False)  # a second answer to the same question is refused
    assert quiz.question is state and quiz.right == 1 and len(quiz.results) == 1
    quiz.next_button.click()
    assert quiz.counter_text.endswith("2") and quiz.question is not first
    second = quiz.question
    answer(quiz, False)
    assert quiz.feedback_text.startswith(wrong)
    assert second.answer_text(lang) in quiz.feedback_text and second.explanation.text(lang) in quiz.feedback_text
    assert quiz.finished and quiz.status_text.endswith(("1 из 2.", "1 of 2 right."))
    # each answer is in the progress file under its skill, the round in the activities
    saved = ProgressFile()
    skill = saved.quiz.skill(skill_key(family, 1))
    assert (skill.seen, skill.correct) == (2, 1)
    assert saved.history("quiz")[-1]["right"] == 1
    quiz.next_button.click()  # "Again"
    assert quiz.number == 1 and not quiz.finished and quiz.right == 0


def test_tile_toggles_and_marks(store):
    quiz = QuizWidget("find_waits", level=2, count=1, seed=2, lang="en")
    q = quiz.question
    assert q.form is AnswerForm.TILES
    assert set(q.answer) <= {str(b.tile) for b in quiz.tile_buttons}
    quiz.check_button.click()  # nothing picked yet
    assert quiz.feedback_text.startswith("Pick at least one") and not quiz.answered
    button = quiz.tile_buttons[0]
    button.click()
    assert "selected" in marks(button) and quiz.picked == [str(button.tile)]
    button.click()
    assert marks(button) == set() and quiz.picked == []
    answer(quiz, True)
    assert quiz.right == 1
    assert all(("good" in marks(b)) == (str(b.tile) in q.answer) for b in quiz.tile_buttons)


def test_number_box_refuses_words(store):
    quiz = QuizWidget("kids_score", count=1, seed=1, lang="ru")
    quiz.number_box.value = "много"
    quiz.check_button.click()
    assert quiz.feedback_text.startswith("Нужно целое число") and not quiz.answered
    answer(quiz, True)
    assert quiz.right == 1


def test_spaced_repetition_over_a_track(store):
    quiz = QuizWidget(count=3, track="kids", seed=1, lang="en")
    quiz.clock = lambda: 1000.0
    kids = [f.name for f in FAMILIES.values() if f.track == "kids"]
    assert quiz.families == kids
    asked = []
    for _ in range(3):
        asked.append(quiz.question.family)
        answer(quiz, True)
        if not quiz.finished:
            quiz.next_button.click()
    # new skills come from the next few of the course (by the band); one answered right is not due again at once
    assert asked[0] in kids[:UNLOCKED] and len(set(asked)) == 3
    assert all(ProgressFile().quiz.skill(skill_key(f, 1)).seen == 1 for f in asked)


def test_word_options_for_tile_names_and_palette():
    quiz = QuizWidget("tile_name", count=1, seed=3, lang="en", progress=False)
    assert quiz.option_buttons and not quiz.tile_buttons  # naming a tile: read the names
    labels = {b.description for b in quiz.option_buttons}
    assert quiz.question.tiles[0].full_name("en") in labels
    odd = QuizWidget("odd_one_out", count=1, seed=3, lang="en", progress=False)
    assert [b.tile for b in odd.tile_buttons] == list(odd.question.tiles)
    assert tile_palette(QuizWidget("find_waits", count=1, seed=9, progress=False).question)




@pytest.mark.parametrize("family", ["tile_number", "chinese_numeral"])
def test_number_questions_show_the_tile_without_its_index(family, store):
    """The corner index is the answer: the tile is drawn without it (the core's index=False)."""
    from mjcore.render import row_svg

    quiz = QuizWidget(family, count=1, seed=3, lang="en")
    q = quiz.question
    assert q.tiles and not q.show_index
    [shown] = [w for w in quiz.body.children if "mj-quiz-tiles" in w._dom_classes]
    assert shown.value == row_svg(q.tiles, height=88, index=False) != row_svg(q.tiles, height=88)
    assert 'data-index="none"' in shown.value


def test_a_name_question_shows_the_tile_with_its_index(store):
    quiz = QuizWidget("tile_name", count=1, seed=3, lang="en")
    [shown] = [w for w in quiz.body.children if "mj-quiz-tiles" in w._dom_classes]
    assert [b.tile for b in shown.children] == list(quiz.question.tiles)


KIDS_FAMILIES = sorted(name for name, family in FAMILIES.items() if family.track == "kids" and not name.startswith("score_"))


@pytest.mark.parametrize("family", KIDS_FAMILIES)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_kids_quiz_keeps_a_wrong_question_for_another_try(family, lang, store):
    """The kids' quiz: a wrong answer keeps the question, the message stands under it, the
    wrong option cannot be pressed again; the retry's right answer goes on, and only the first
    try counts (the progress file records it as a mistake)."""
    quiz = QuizWidget(family, count=2, seed=7, lang=lang, kids=True)
    question = quiz.question
    answer(quiz, False)
    assert not quiz.answered and quiz.question is question and quiz.tries == 1
    assert quiz.feedback_text == quiz.tr("quizw.kids.try_again")
    rows = list(quiz.body.children)
    assert rows.index(quiz.feedback) == rows.index(quiz.next_button) - 1  # beside the question, above "Next"
    if question.form is AnswerForm.ONE:
        assert any(b.disabled for b in quiz.tile_buttons + quiz.option_buttons)
    answer(quiz, True)
    assert quiz.answered and quiz.right == 0 and quiz.results == [(family, False)]
    assert quiz.feedback_text.startswith(quiz.tr("quizw.kids.right_now"))
    skill = ProgressFile().quiz.skill(skill_key(family, question.level))
    assert (skill.seen, skill.correct) == (1, 0)  # one answer recorded: the first try
    quiz.next_button.click()
    answer(quiz, True)
    assert quiz.right == 1 and quiz.finished


def test_the_adults_quiz_still_shows_the_answer_at_once(store):
    quiz = QuizWidget("tile_name", count=1, seed=7, lang="en")
    answer(quiz, False)
    assert quiz.answered and quiz.feedback_text.startswith("Not quite. The right answer")
