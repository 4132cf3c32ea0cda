"""Quizzes: questions of :mod:`mjcore.quiz` with buttons, tiles to pick, a number box.

:class:`QuizWidget` asks ``count`` questions.  Each comes from a quiz family of the core
(:func:`mjcore.quiz.generate`, seeded), so the right answer and the explanation are the
core's.  The answer form follows the question: option buttons (tile pictures when the
options are tiles), tiles to toggle and a "Check" button when several answers are right
(``find_waits``, ``complete_chow``, ``claim``), a number box for counts and scores.  After
every answer the learner sees at once whether it was right and why; "Next" goes on, and the
last answer shows a summary.  Every answer is recorded in the progress file under its skill
(``family:level``, :func:`mjcore.quiz.srs.skill_key`); with ``family=None`` the next family
is chosen by spaced repetition (:meth:`mjcore.quiz.srs.Progress.next_skill`) among the
families of ``track`` (``"kids"``, ``"adults"`` or ``None`` for both).

>>> quiz = QuizWidget("tile_number", count=2, seed=1, lang="en", progress=False)
>>> quiz.counter_text, quiz.question.family
('Question 1 of 2', 'tile_number')
>>> quiz.number_box.value = quiz.question.answer[0]
>>> quiz.check_button.click()
>>> quiz.feedback_text.splitlines()[0], quiz.right
('Right!', 1)
"""

from __future__ import annotations

import html
import random
import time
from collections.abc import Callable, Sequence

import ipywidgets as widgets

from lessons.widgets.answer import Answering, AnswerInput
from lessons.widgets.board import Board, set_shown
from lessons.widgets.numbers import KIDS_NUMBERS
from lessons.widgets.progress import ProgressFile, SavesTo
from lessons.widgets.question import hand_picture, prompt_html
from lessons.widgets.tiles import SIZES
from lessons.widgets.verdict import try_again, verdict
from mjcore.practice import Progress
from mjcore.practice.choose import pick_skill
from mjcore.quiz import FAMILIES, AnswerForm, Question, find_family, generate
from mjcore.quiz.srs import skill_key
from mjcore.render import row_svg


class QuizWidget(Answering, Board):
    """A round of ``count`` quiz questions (see the module docstring).

    ``family``: a family name, a list of names (a random one each time) or ``None``
    (spaced repetition among the families of ``track``); ``level``: the difficulty, 1 the
    easiest (lowered to a family's highest level where needed); ``progress``: where answers
    are recorded (``None``: the learner's progress file, ``False``: only in memory).

    >>> quiz = QuizWidget("find_waits", count=1, seed=4, lang="ru", progress=False)
    >>> quiz.question.form.value, len(quiz.tile_buttons) >= 9
    ('tiles', True)
    >>> for button in quiz.tile_buttons:
    ...     if str(button.tile) in quiz.question.answer:
    ...         button.click()
    >>> quiz.check_button.click()
    >>> quiz.feedback_text.splitlines()[0], quiz.finished
    ('Верно!', True)
    """

    def __init__(
        self,
        family: str | Sequence[str] | None = None,
        level: int = 1,
        count: int = 5,
        track: str | None = None,
        *,
        kids: bool | None = None,
        seed: int | None = None,
        lang: str | None = None,
        progress: ProgressFile | bool | None = None,
    ) -> None:
        if isinstance(family, str):
            families = [family]
        elif family is not None:
            families = list(family)
        else:
            families = [f.name for f in FAMILIES.values() if track is None or f.track == track]
        for name in families:
            find_family(name)  # an unknown name fails here, with the core's message
        if not families or count < 1 or level < 1:
            raise ValueError("a quiz needs a family, count >= 1 and level >= 1")
        self.families = families
        #: The kids' track (``kids=True``, or ``track="kids"``): the children's words (tiles by
        #: name, no codes) and, after a wrong answer, the same question again (see :meth:`answer`).
        self.kids_words = bool(track == "kids" if kids is None else kids)
        #: Wrong tries of the question asked (the kids' retry; a first try counts).
        self.tries = 0
        self.spaced = family is None
        self.level = level
        self.count = count
        self.rng = random.Random(seed)
        self.clock: Callable[[], float] = time.time
        self._progress = progress
        self._memory = Progress()
        title = None
        super().__init__(title, lang=lang)
        self.title.value = f'<div class="mj-title">{html.escape(self._title())}</div>'
        self.add_class("mj-quiz")
        self.question: Question
        self.counter_text = ""
        self.answers: AnswerInput
        self.check_button: widgets.Button | None = None
        self.next_button: widgets.Button | None = None
        self.summary_text = ""
        self.start()

    # -- the round ------------------------------------------------------------------------------
    def _title(self) -> str:
        if len(self.families) == 1:
            return self.text(FAMILIES[self.families[0]].title)
        return self.tr("quizw.title")

    def start(self) -> None:
        """A new round: the counters start again and the first question is asked."""
        self.number = 0
        self.right = 0
        self.results: list[tuple[str, bool]] = []
        self.finished = False
        self.summary_text = ""
        self.ask()

    #: Where answers are saved (``None`` with ``progress=False``: only in memory).
    progress = SavesTo()

    @property
    def record(self) -> Progress:
        """The quiz record answers go to (the progress file's, or this widget's own)."""
        store = self.progress
        return store.quiz if store is not None else self._memory

    def level_of(self, family: str) -> int:
        return min(self.level, FAMILIES[family].levels)

    def next_family(self) -> str:
        """The family of the next question: spaced repetition, or a random one of the list."""
        if self.spaced:
            keys = [skill_key(name, self.level_of(name)) for name in self.families]
            chosen = pick_skill(self.record, keys, self.clock(), self.rng)
            return chosen.partition(":")[0] if chosen else self.families[0]
        return self.rng.choice(self.families)

    def ask(self) -> None:
        """Generate the next question and draw it."""
        family = self.next_family()
        self.show_question(generate(family, self.rng, self.level_of(family)))

    def show_question(self, question: Question) -> None:
        """Ask ``question`` (the next one, numbered): no answer yet, nothing picked."""
        self.question = question
        self.number += 1
        self.answered = False
        self.tries = 0
        self.say("")
        self.render()

    def answer(self, response: str | list[str]) -> None:
        """Check a response, show the verdict and the explanation, record it."""
        if self.answered:
            self.say(self.tr_words("quizw.already"), "info")
            return
        q = self.question
        correct = q.check(response)
        if self.kids_words and (not correct or self.tries):
            self.retry_answer(response, correct)
            return
        self.answered = True
        self.right += int(correct)
        self.results.append((q.family, correct))
        self._record(correct)
        said = verdict(self, correct, "quizw.answer", q.answer_text(self.lang, kids=self.kids_words))
        self.say(said + "\n" + self.text(q.explain(response)), "good" if correct else "bad")
        self._settled(response)

    def retry_answer(self, response: str | list[str], correct: bool) -> None:
        """The kids' way: a wrong answer keeps the question, says so beside it (the wrong pick
        in red) and lets the child try again; after two misses the explanation helps. Only a
        first try counts as right (one mistake per question however many tries)."""
        q = self.question
        if not self.tries:  # the first try is the one recorded
            self.results.append((q.family, correct))
            self._record(correct)
        if correct:
            self.answered = True
            self.say(self.tr("quizw.kids.right_now") + "\n" + self.text(q.explain(response)), "good")
            self._settled(response)
            return
        self.tries += 1
        self.say(try_again(self, "quizw.kids.try_again", self.tries, q.explain(response)), "bad")
        self.answers.mark_wrong(response, lock=True)

    def _record(self, correct: bool) -> None:
        q = self.question
        key = skill_key(q.family, q.level)
        store = self.progress
        if store is not None:
            try:
                store.record_answer(key, correct, now=self.clock())
            except OSError:
                pass  # the answer still counts in this round
        else:
            self._memory = self._memory.record(key, correct, self.clock())

    def _settled(self, response: str | list[str]) -> None:
        """The question is answered: the marks, then "Next" (or the summary after the last)."""
        self._show_marks(response)
        if self.number >= self.count:
            self._finish()
        self._set_next()

    def _finish(self) -> None:
        self.finished = True
        key = "quizw.summary.all" if self.right == self.count else "quizw.summary"
        self.summary_text = self.tr(key, right=self.right, count=self.count)
        store = self.progress
        if store is not None:
            try:
                store.record_activity("quiz", right=self.right, count=self.count,
                                      families=sorted({family for family, _ in self.results}), now=self.clock())
            except OSError:
                pass
        self.show_status(self.summary_text)

    # -- clicks ---------------------------------------------------------------------------------
    def choose(self, value: str) -> None:
        """An option button of a one-answer question."""
        self.answer(value)

    def toggle(self, value: str, button: widgets.Button) -> None:
        """A tile or option to pick (several answers): on, or off again."""
        if self.answered:
            self.say(self.tr_words("quizw.already"), "info")
            return
        self.answers.toggle(value, button)

    def check(self) -> None:
        """The "Check" button: the picked values, or the number typed."""
        if self.answered:
            self.say(self.tr_words("quizw.already"), "info")
            return
        response = self.answers.response()
        if response is None:
            self.say(self.tr("quizw.need_number" if self.question.form is AnswerForm.NUMBER else "quizw.pick"), "bad")
        else:
            self.answer(response)

    def go_on(self) -> None:
        """ "Next" (or "Again" after the summary)."""
        if self.finished:
            self.start()
        else:
            self.ask()

    # -- drawing --------------------------------------------------------------------------------
    def render(self) -> None:
        q = self.question
        self.counter_text = self.tr("quizw.counter", n=self.number, count=self.count)
        counter = f"{html.escape(self.counter_text)} · {html.escape(self.text(FAMILIES[q.family].title))}"
        rows: list[widgets.Widget] = [widgets.HTML(prompt_html(counter, self.text(q.prompt)))]
        if q.tiles and not q.show_index:  # the corner index would give the answer away
            shown = widgets.HTML(row_svg(q.tiles, height=SIZES["large"], index=False))
            shown.add_class("mj-quiz-tiles")
            rows.append(shown)
        elif q.tiles:
            shown = self.row(self.tiles(q.tiles, size="large"))
            shown.add_class("mj-quiz-tiles")
            rows.append(shown)
        if q.hand is not None:
            rows.append(hand_picture(self, q.hand, "mj-quiz-hand"))
        rows.append(self._answer_row())
        if self.kids_words:  # the message beside the question it is about, above "Next"
            rows.append(self.feedback_here())
        self.next_button = self.button("base.next", self.go_on)
        set_shown(self.next_button, False)
        rows.append(self.next_button)
        self.body.children = rows
        self.show_status("")

    def _answer_row(self) -> widgets.Widget:
        """The answer form (:class:`~lessons.widgets.answer.AnswerInput`) and "Check" where needed."""
        q = self.question
        self.answers = AnswerInput(self, q, choose=self.choose, toggle=self.toggle, placeholder=self.tr("quizw.number"),
                                   numbers=KIDS_NUMBERS if self.kids_words else None)
        children = [self.answers.widget]
        self.check_button = None
        if self.answers.several or self.answers.number_box is not None:
            self.check_button = self.button("base.check", self.check)
            children.append(self.check_button)
        box = widgets.VBox(children)
        box.add_class("mj-quiz-answer")
        return box

    def _show_marks(self, response: str | list[str]) -> None:
        """Right answers in green, wrong picks in red; "Check" is done."""
        self.answers.show_marks(response)
        if self.check_button is not None:
            self.check_button.disabled = True

    def _set_next(self) -> None:
        assert self.next_button is not None
        self.next_button.description = self.tr("base.again" if self.finished else "base.next")
        set_shown(self.next_button, True)


__all__ = ["QuizWidget"]
