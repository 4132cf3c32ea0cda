"""Score it yourself: a drill of :mod:`mjcore.drills` worked through step by step.

:class:`ScoreItYourself` takes a scoring system (``"kids"``, ``"classical"``, ``"hk"``,
``"mcr"``, ``"riichi"``: the family ``score_<system>``) or any drill family
(``"discard_accuracy"``, ``"waits_drill"``, ``"mcr_toward_8"``, ``"claim_or_pass"``,
``"safe_discard"``).  It shows the hand and how it was won, then one step at a time: a number
box, the options to pick or the tiles to choose; "Check" says at once whether the step is
right and why (the scorer's reason); a wrong step shows the right answer and the drill goes
on, so nothing the learner did is lost.  After the last step the itemised score is shown with
the count of steps right, and the result is saved under the family's skill
(``family:level``).  A discard drill also shows its accuracy (your discard's useful tiles as
a share of the best one's); ``timer=True`` shows the seconds each answer took.  The rules and
every answer are the core's; the board only turns clicks into answers.

>>> board = ScoreItYourself("kids", level=2, seed=1, lang="en", progress=False)
>>> board.step_text
'Step 1 of 6'
>>> while not board.finished:  # a child presses each count on lesson 10's big number buttons
...     board.number_buttons[int(board.step.answer[0]) - 1].click()
...     board.next_button.click() if not board.finished else None
>>> board.summary_text
'All 6 steps right!'
"""

from __future__ import annotations

import html
import random
import time
from collections.abc import Callable

import ipywidgets as widgets

from lessons.widgets.answer import Answering, AnswerInput
from lessons.widgets.board import Board, guarded, set_shown
from lessons.widgets.numbers import KIDS_NUMBERS
from lessons.widgets.progress import ProgressFile, SavesTo
from lessons.widgets.question import hand_picture, prompt_html
from lessons.widgets.quiet import Quiet
from lessons.widgets.texts import course_lang
from lessons.widgets.verdict import try_again, verdict
from mjcore.drills import accuracy
from mjcore.drills.scoring import BUILDERS, all_steps, drill_family
from mjcore.practice import Progress
from mjcore.practice.choose import level_for
from mjcore.quiz import FAMILIES, AnswerForm, Question, find_family, generate
from mjcore.quiz.srs import skill_key

#: The scoring systems with a drill (the core's list).
SYSTEMS = tuple(BUILDERS)


class ScoreItYourself(Answering, Board):
    """A drill board (see the module docstring): ``what`` is a system or a family name;
    ``level`` 1..the family's levels (by default the one the learner's rating gives,
    :func:`~mjcore.practice.choose.level_for`: 1 for a new learner, chosen again after each
    hand until a level is picked); ``progress`` as for
    :class:`~lessons.widgets.quiz.QuizWidget` (``False``: nothing saved)."""

    def __init__(self, what: str = "kids", level: int | None = None, *, seed: int | None = None,
                 timer: bool = False, lang: str | None = None, progress: ProgressFile | bool | None = None) -> None:
        self.family = find_family(drill_family(what) or what).name  # an unknown name: the core's message
        levels = FAMILIES[self.family].levels
        self._progress = progress
        self._memory = Progress()  # the answers of a board that saves nothing
        #: The level follows the learner's rating until one is picked.
        self.auto_level = level is None
        self.level = level_for(self.record, self.family) if level is None else max(1, min(level, levels))
        self.rng = random.Random(seed)
        self.timer = timer
        self.clock: Callable[[], float] = time.monotonic
        self.kids_words = self.family == "score_kids"  # the kids' count: children's words, no codes
        super().__init__(FAMILIES[self.family].title.text(course_lang(lang)), lang=lang)
        self.add_class("mj-drill")
        self.level_picker = widgets.ToggleButtons(options=[(self.tr("drill.level", n=n), n) for n in range(1, levels + 1)],
                                                  value=self.level)
        self.quiet = Quiet()  # the board sets the picker itself (the rating's level): no new hand
        self.level_picker.observe(lambda change: None if self.quiet else self.set_level(change["new"]), "value")
        self.new_button = self.button("drill.new", self.new_hand, style="")
        self.answers: AnswerInput
        self.check_button = self.button("base.check", self.check)
        self.next_button = self.button("drill.next", self.go_on)
        self.next_button.layout.width = "auto"
        self.step_text = ""
        self.summary_text = ""
        self.accuracy_text = ""
        self.new_hand()

    #: Where results are saved (``None`` with ``progress=False``).
    progress = SavesTo()

    @property
    def record(self) -> Progress:
        """The answers the level is chosen from (the progress file's, or this board's own)."""
        store = self.progress
        return store.quiz if store is not None else self._memory

    # -- the drill ------------------------------------------------------------------------------
    def set_level(self, level: int) -> None:
        """Another level (picked: it stays): a new hand at it."""
        self.auto_level = False
        self.level = level
        self.new_hand()

    def new_hand(self) -> None:
        """A new drill from the core; its steps start again (at the level the rating gives,
        unless one was picked)."""
        if self.auto_level and hasattr(self, "level_picker"):
            self.level = level_for(self.record, self.family)
            with self.quiet():
                self.level_picker.value = self.level
        self.drill: Question = generate(self.family, self.rng, self.level)
        self.steps = all_steps(self.drill)
        self.index = 0
        self.results: list[bool] = []
        self.finished = False
        self.summary_text = ""
        self.accuracy_text = ""
        self.say("")
        self.show_status("")
        self._ask()

    @property
    def step(self) -> Question:
        """The step being asked (the last one once the drill is finished)."""
        return self.steps[min(self.index, len(self.steps) - 1)]

    def _ask(self) -> None:
        self.say("")  # the last step's verdict goes with it
        self.answered = False
        self.tries = 0
        self.started = self.clock()
        self.render()

    @guarded
    def answer(self, response: str | list[str]) -> None:
        """Check the current step's ``response``, show why, go on when asked."""
        if self.answered or self.finished:
            self.say(self.tr_words("drill.already"), "info")
            return
        step = self.step
        right = step.check(response)
        if self.kids_words and (not right or self.tries):
            self.retry_answer(response, right)
            return
        self.answered = True
        self.results.append(right)
        words = [verdict(self, right, "drill.answer", step.answer_text(self.lang, kids=self.kids_words))]
        if self.timer:
            words.append(self.tr("drill.seconds", seconds=f"{self.clock() - self.started:.1f}"))
        picked = {o.value: o.tile for o in step.options}.get(response) if isinstance(response, str) else None
        if self.family == "discard_accuracy" and step.hand is not None and picked is not None:
            share = accuracy(step.hand, picked)
            self.accuracy_text = self.tr("drill.accuracy", share=round(100 * share))
            words.append(self.accuracy_text)
        why = self.text(step.explanation)
        self.say(" ".join(words) + "\n" + why, "good" if right else "bad")
        self._settled(response)

    def retry_answer(self, response: str | list[str], right: bool) -> None:
        """The kids' count: a wrong step stays, says so beside it and is tried again; after
        two misses the scorer's reason helps. Only the first try counts as right."""
        if not self.tries:
            self.results.append(right)
        if right:
            self.answered = True
            self.say(self.tr("drill.kids.right_now") + "\n" + self.text(self.step.explanation), "good")
            self._settled(response)
            return
        self.tries += 1
        self.say(try_again(self, "drill.kids.try_again", self.tries, self.step.explanation), "bad")
        self.answers.mark_wrong(response)

    def _settled(self, response: str | list[str]) -> None:
        """The step is answered: its marks, "Check" off, "Next step" (or the summary)."""
        last = self.index == len(self.steps) - 1
        self.answers.show_marks(response)
        self.check_button.disabled = True
        if last:
            self._finish()
        self.next_button.description = self.tr("drill.again" if last else "drill.next")
        set_shown(self.next_button, True)

    def _finish(self) -> None:
        self.finished = True
        right, count = sum(self.results), len(self.results)
        key = "drill.summary.all" if right == count else "drill.summary"
        self.summary_text = self.tr(key, right=right, count=count)
        self.show_status(self.summary_text)
        store = self.progress
        if store is None:
            self._memory = self._memory.record(skill_key(self.family, self.level), right == count, time.time())
        if store is not None:
            try:
                store.record_answer(skill_key(self.family, self.level), right == count)
                store.record_activity("drill", family=self.family, level=self.level, right=right, count=count)
            except OSError:
                pass  # the drill still counts on screen

    def go_on(self) -> None:
        """ "Next step", or a new hand after the last one."""
        if self.finished:
            self.new_hand()
            return
        if not self.answered:
            self.say(self.tr("drill.answer_first"), "info")
            return
        self.index += 1
        self._ask()

    # -- clicks ---------------------------------------------------------------------------------
    def check(self) -> None:
        """The "Check" button: the number typed or the values picked."""
        if self.answered or self.finished:
            self.say(self.tr_words("drill.already"), "info")
            return
        response = self.answers.response()
        if response is None:
            need = {AnswerForm.NUMBER: "drill.need_number", AnswerForm.NAMES: "drill.need_names"}.get(self.step.form, "drill.pick")
            self.say(self.tr(need), "bad")
        else:
            self.answer(response)

    def toggle(self, value: str, button: widgets.Button) -> None:
        """Pick a value (or drop it again) for a step with several answers."""
        if self.answered:
            return
        self.answers.toggle(value, button)

    # -- drawing --------------------------------------------------------------------------------
    def render(self) -> None:
        step = self.step
        self.step_text = self.tr("drill.step", n=self.index + 1, count=len(self.steps))
        rows: list[widgets.Widget] = [self.row([self.level_picker, self.new_button])]
        hand = step.hand
        if hand is not None:
            rows.append(hand_picture(self, hand, "mj-drill-hand"))
        done = "".join(f'<span class="mj-drill-done mj-{"good" if r else "bad"}">{"✓" if r else "✗"}</span>'
                       for r in self.results)
        rows.append(widgets.HTML(prompt_html(f"{html.escape(self.step_text)} {done}", self.text(step.prompt))))
        if step.tiles and step.form is not AnswerForm.TILES and (hand is None or step.tiles != hand.shown_tiles):
            rows.append(self.row(self.tiles(step.tiles, size="medium")))  # the set asked, the discard, the river
        rows.append(self._answer_row())
        self.check_button.disabled = False
        set_shown(self.next_button, False)
        if self.kids_words:  # the message beside the step it is about, above the buttons
            rows.append(self.feedback_here())
        rows.append(self.row([self.check_button, self.next_button]))
        self.body.children = rows

    def _answer_row(self) -> widgets.Widget:
        """The answer form (:class:`~lessons.widgets.answer.AnswerInput`); "Check" where it is needed."""
        self.answers = AnswerInput(self, self.step, choose=self.answer, toggle=self.toggle, placeholder=self.tr("drill.number"),
                                   numbers=KIDS_NUMBERS if self.kids_words else None)
        set_shown(self.check_button, self.answers.several or self.answers.number_box is not None
                  or self.answers.names_box is not None)
        return self.answers.widget


__all__ = ["SYSTEMS", "ScoreItYourself"]
