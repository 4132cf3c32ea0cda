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
import re
import time
from collections.abc import Callable, Sequence
from xml.sax.saxutils import quoteattr

import ipywidgets as widgets

from lessons.widgets.board import Board
from lessons.widgets.progress import ProgressFile, SavesTo
from lessons.widgets.tiles import SIZES, mark
from mjcore.errors import MahjongError
from mjcore.hand import Hand
from mjcore.practice import Progress
from mjcore.practice.choose import pick_skill
from mjcore.quiz import FAMILIES, AnswerForm, Question, find_family, generate
from mjcore.quiz.srs import skill_key
from mjcore.render import hand_svg, row_svg
from mjcore.tiles import KINDS, Tile

#: Families whose tile options must be read as words (the question is the tile's name).
WORD_OPTIONS = {"tile_name"}


def option_tiles(question: Question) -> list[Tile] | None:
    """The options as tiles when every option is a tile (``None`` otherwise)."""
    tiles = [option.tile for option in question.options if option.tile is not None]
    return tiles if tiles and len(tiles) == len(question.options) else None


def child_titles(svg: str, hand: Hand, name: Callable[[Tile], str]) -> str:
    """A hand picture's words under the mouse (its titles, its label) by ``name`` — the
    children's names on the kids' track — instead of the codes the renderer writes."""
    names = ", ".join(name(tile) for tile in (*hand.all_tiles, *hand.bonus))

    def title(match: re.Match[str]) -> str:
        try:
            return f"{match.group(1)}{html.escape(name(Tile.from_str(match.group(2))))}{match.group(3)}"
        except MahjongError:  # the picture's own title: the whole hand
            return f"{match.group(1)}{html.escape(names)}{match.group(3)}"

    svg = re.sub(r"(<title>)([^<]*)(</title>)", title, svg)
    return re.sub(r'aria-label="[^"]*"', lambda _m: f"aria-label={quoteattr(names)}", svg)


def tile_palette(question: Question) -> list[Tile]:
    """The tiles offered for a ``TILES`` answer: every kind of the suits in the hand (and the
    honors when the hand holds one) — the answer is always among them."""
    hand = question.hand
    held = set(question.tiles) | (set(hand.all_tiles) if hand is not None else set())
    suits = {tile.suit for tile in held}
    palette = {tile for tile in KINDS if tile.suit in suits} | set(question.answer_tiles)
    return sorted(palette)


class QuizWidget(Board):
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
        self.option_buttons: list[widgets.Button] = []
        self.tile_buttons: list[widgets.Button] = []
        self.picked: list[str] = []
        self.number_box = widgets.Text()
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
        self.picked = []
        self.say("")
        self.render()

    def answer(self, response: str | list[str]) -> None:
        """Check a response, show the verdict and the explanation, record it."""
        if self.answered:
            self.say(self.tr("quizw.already"), "info")
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
        verdict = self.tr("base.correct") if correct else self.tr("base.wrong") + " " + self.tr(
            "quizw.answer", answer=q.answer_text(self.lang, kids=self.kids_words))
        self.say(verdict + "\n" + self.text(q.explain(response)), "good" if correct else "bad")
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
        words = [self.tr("quizw.kids.try_again")]
        if self.tries >= 2:
            words.append(self.text(q.explain(response)))
        self.say("\n".join(words), "bad")
        self._mark_wrong(response)

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
            self.say(self.tr("quizw.already"), "info")
            return
        if value in self.picked:
            self.picked.remove(value)
            _select(button, False)
        else:
            self.picked.append(value)
            _select(button, True)

    def check(self) -> None:
        """The "Check" button: the picked values, or the number typed."""
        if self.answered:
            self.say(self.tr("quizw.already"), "info")
            return
        if self.question.form is AnswerForm.NUMBER:
            text = self.number_box.value.strip()
            if not text.lstrip("-").isdigit():
                self.say(self.tr("quizw.need_number"), "bad")
                return
            self.answer(text)
            return
        if not self.picked:
            self.say(self.tr("quizw.pick"), "bad")
            return
        self.answer(list(self.picked))

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
        head = widgets.HTML(
            f'<div class="mj-quiz-counter">{html.escape(self.counter_text)} · '
            f'{html.escape(self.text(FAMILIES[q.family].title))}</div>'
            f'<div class="mj-quiz-prompt mj-msg mj-info">{html.escape(self.text(q.prompt)).replace(chr(10), "<br>")}</div>'
        )
        rows: list[widgets.Widget] = [head]
        if q.tiles and not q.show_index:  # the corner index would give the answer away
            shown = widgets.HTML(row_svg(q.tiles, height=SIZES["large"], index=False))
            shown.add_class("mj-quiz-tiles")
            rows.append(shown)
        elif q.tiles:
            shown = self.row(self.tiles(q.tiles, size="large"))
            shown.add_class("mj-quiz-tiles")
            rows.append(shown)
        hand = q.hand
        if hand is not None:
            svg = hand_svg(hand, height=72)
            picture = widgets.HTML(child_titles(svg, hand, self.tile_name) if self.kids_words else svg)
            picture.add_class("mj-quiz-hand")
            rows.append(picture)
        rows.append(self._answer_row())
        if self.kids_words:  # the message beside the question it is about, above "Next"
            self.children = tuple(child for child in self.children if child is not self.feedback)
            rows.append(self.feedback)
        self.next_button = self.button("base.next", self.go_on)
        self.next_button.layout.display = "none"
        rows.append(self.next_button)
        self.body.children = rows
        self.show_status("")

    def _answer_row(self) -> widgets.Widget:
        q = self.question
        self.option_buttons, self.tile_buttons, self.check_button = [], [], None
        tiles = option_tiles(q) if q.family not in WORD_OPTIONS else None
        several = q.form in (AnswerForm.SEVERAL, AnswerForm.TILES)
        children: list[widgets.Widget] = []
        if q.form is AnswerForm.NUMBER:
            self.number_box = widgets.Text(placeholder=self.tr("quizw.number"), layout=widgets.Layout(width="8em"))
            self.number_box.add_class("mj-quiz-number")
            children.append(self.number_box)
        elif q.form is AnswerForm.TILES or tiles is not None:
            palette = tile_palette(q) if q.form is AnswerForm.TILES else tiles
            assert palette is not None
            values = [str(tile) for tile in palette]
            size = "medium" if len(palette) > 9 else "large"

            def clicked(index: int) -> None:
                if several:
                    self.toggle(values[index], self.tile_buttons[index])
                else:
                    self.choose(values[index])

            self.tile_buttons = self.tiles(palette, clicked, size=size)
            children.append(self.row(self.tile_buttons))
        else:
            for option in q.options:
                button = widgets.Button(description=self.text(option.label), layout=widgets.Layout(width="auto"))
                button.add_class("mj-big")
                button.value = option.value
                if several:
                    button.on_click(lambda b, v=option.value: self.toggle(v, b))
                else:
                    button.on_click(lambda _b, v=option.value: self.choose(v))
                self.option_buttons.append(button)
            children.append(self.row(self.option_buttons))
        if several or q.form is AnswerForm.NUMBER:
            self.check_button = self.button("base.check", self.check)
            children.append(self.check_button)
        box = widgets.VBox(children)
        box.add_class("mj-quiz-answer")
        return box

    def _show_marks(self, response: str | list[str]) -> None:
        """Right answers in green, wrong picks in red."""
        given = {response} if isinstance(response, str) else set(response)
        right = set(self.question.answer)
        for button in self.tile_buttons:
            value = str(button.tile)
            mark(button, "good" if value in right else "bad" if value in given else None)
        for button in self.option_buttons:
            value = button.value
            button.button_style = "success" if value in right else "danger" if value in given else ""
        if self.check_button is not None:
            self.check_button.disabled = True

    def _mark_wrong(self, response: str | list[str]) -> None:
        """A wrong try: its picks in red (a wrong option can no longer be pressed), nothing picked."""
        given = {response} if isinstance(response, str) else set(response)
        wrong = given - set(self.question.answer)
        for button in self.tile_buttons:
            value = str(button.tile)
            mark(button, "bad" if value in wrong else None)
            button.disabled = value in wrong and self.question.form is AnswerForm.ONE
        for button in self.option_buttons:
            if button.value in wrong:
                button.button_style = "danger"
                button.disabled = self.question.form is AnswerForm.ONE
            else:
                button.button_style = ""
        self.picked = []

    def _set_next(self) -> None:
        assert self.next_button is not None
        self.next_button.description = self.tr("base.again" if self.finished else "base.next")
        self.next_button.layout.display = None


def _select(button: widgets.Button, on: bool) -> None:
    if hasattr(button, "tile"):
        mark(button, "selected" if on else None)
    else:
        button.button_style = "info" if on else ""


__all__ = ["QuizWidget", "child_titles", "option_tiles", "tile_palette"]
