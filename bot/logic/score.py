"""Score it yourself, in the bot: a drill of :mod:`mjcore.drills` one step at a time, as buttons.

``/score`` (or ``/score kids|classical|hk|mcr|riichi``) starts a drill of the track's system
(kids for children; ``/score fu``: riichi's fu and points, every answer typed) at the level the
learner's rating gives (:func:`~mjcore.practice.choose.level_for`); every step is the drill's one
live message, edited in place, with buttons — four numbers to choose from for a count (a typed
number is taken too), the patterns to tick and "Done" for a pick; at the recall level the patterns'
names are typed as a message — and every
answer is checked at once with the scorer's reason (shown above the next step); a wrong step
shows the right answer and the drill goes on. After the last step: the itemised score and the count of steps right,
recorded under the family's skill, in the same message, its keyboard "Another hand".
The state keeps the family, level and seed (the drill is
generated again from them), the step and the picks; buttons carry the step, so an old step's
button is "out of date".
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.logic.activity import Activity, Press
from bot.logic.ctx import Ctx, with_stars
from bot.logic.model import Button, RowPicture, fit
from mjcore.codec import ByName, from_json
from mjcore.drills.fu import FAMILY as FU_FAMILY
from mjcore.drills.scoring import BUILDERS, all_steps, drill_family
from mjcore.i18n import Message
from mjcore.practice.choose import level_for
from mjcore.quiz import FAMILIES, AnswerForm, Question, generate
from mjcore.quiz.srs import skill_key

#: The systems a drill counts in (the core's list).
SYSTEMS = tuple(BUILDERS)
#: The longest caption of a picture (the Bot API's).
CAPTION = 1024
#: Drills beside the systems' whose every answer is typed, no number offered (recall, not
#: recognition): ``/score fu``, riichi's fu line by line and the points.
TYPED = {"fu": FU_FAMILY}
#: Their drill families.
FAMILIES_OF = {system: str(drill_family(system)) for system in SYSTEMS} | TYPED


@dataclass(frozen=True, slots=True)
class ScoreState(ByName):
    """The drill: its family, level and seed, the step asked (``index``), the steps right so far
    and, for a pick, the options ticked."""

    id: str
    family: str
    level: int
    seed: int
    index: int = 0
    right: int = 0
    picked: tuple[str, ...] = ()

    @property
    def turn(self) -> tuple[str, ...]:
        return (str(self.index),)

    def steps(self) -> tuple[Question, ...]:
        return all_steps(generate(self.family, random.Random(self.seed), self.level))

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ScoreState:
        """By field name (:mod:`mjcore.codec`); :class:`ValueError` for a family that is no drill's."""
        state = from_json(cls, data)
        if state.family not in FAMILIES_OF.values():
            raise ValueError(f"no drill family {state.family!r}")
        return state


def number_choices(answer: int, seed: int) -> list[int]:
    """Four numbers to choose from, the answer among them (the others near it, never negative).

    >>> sorted(number_choices(14, 1)) == sorted(set(number_choices(14, 1))) and 14 in number_choices(14, 1)
    True
    """
    rng = random.Random(seed * 7919 + answer)
    step = max(1, abs(answer) // 4)
    pool = sorted({answer + d * step for d in (-3, -2, -1, 1, 2, 3)} | {answer * 2, answer + 10} - {answer})
    pool = [n for n in pool if n >= 0 and n != answer]
    out = [answer, *rng.sample(pool, 3)]
    rng.shuffle(out)
    return out


def start(ctx: Ctx, arg: str = "") -> None:
    what = arg.strip().lower()
    if what and what not in FAMILIES_OF:
        ctx.say(ctx.t("score.unknown", names=", ".join(FAMILIES_OF)), ctx.menu())
        return
    if not what:
        adults = [system for system in SYSTEMS if system != "kids"]
        what = "kids" if ctx.s.track in (None, "kids") else adults[ctx.e.rand % len(adults)]
    family = FAMILIES_OF[what]
    # the level the learner's rating gives (1 for a new learner), as in the notebooks
    state = ScoreState(format(ctx.e.rand % 36**6, "06x")[:6], family, level_for(ctx.progress(), family), ctx.e.rand)
    SCORE.put(ctx, state)
    ask(ctx, state)


def _buttons(ctx: Ctx, state: ScoreState, step: Question) -> list[list[Button]]:
    if step.form is AnswerForm.NUMBER and state.family in TYPED.values():
        rows: list[list[Button]] = []  # the number is typed
    elif step.form is AnswerForm.NUMBER:
        numbers = number_choices(int(step.answer[0]), state.seed)
        rows = [[Button(str(n), ANSWER.data(state, str(n))) for n in numbers]]
    elif step.form is AnswerForm.NAMES:
        rows = []  # recall: the names are typed, nothing to pick from
    else:
        picked = set(state.picked)
        rows = [[Button(_option(ctx, o.label, o.value in picked), ANSWER.data(state, f"o{i}"))]
                for i, o in enumerate(step.options)]
        if step.form is AnswerForm.SEVERAL:
            rows.append([Button(ctx.t("btn.done"), ANSWER.data(state, "ok"))])
    rows.append([ctx.stop_button(SCORE.name, state.id)])
    return rows


def _option(ctx: Ctx, label: Message, ticked: bool) -> str:
    """An option's button: ``✅`` when ticked; a child's in whole words (never cut mid-word)."""
    mark = "✅ " if ticked else ""
    return fit(mark + _said(ctx, label)) if ctx.kids else mark + label.text(ctx.lang)[:36]


def _said(ctx: Ctx, message: Message) -> str:
    """A drill's words: a child's in the children's words (tiles by name, no code)."""
    return ctx.words(message) if ctx.kids else message.text(ctx.lang)


def ask(ctx: Ctx, state: ScoreState, note: str = "") -> None:
    """The step ``state.index`` in the drill's live message (``note``: the last step's verdict
    above it), the hand's picture with it."""
    steps = state.steps()
    step = steps[state.index]
    title = _said(ctx, FAMILIES[state.family].title)
    text = ctx.t("score.step", title=title, n=state.index + 1, count=len(steps), prompt=_said(ctx, step.prompt))
    if state.family in TYPED.values():
        text += "\n" + ctx.t("score.type")
    picture = None
    hand = next((s.hand for s in steps if s.hand is not None), None)
    if hand is not None:
        if not ctx.kids:  # a child reads the picture, not the notation
            text += f"\n{hand}"
        picture = RowPicture(hand.shown_tiles)
    ctx.show(SCORE.name, f"{note}\n\n{text}" if note else text, _buttons(ctx, state, step), picture)


def press(ctx: Ctx, state: ScoreState, choice: str) -> None:
    """A number, an option (``o<i>``: chosen, or ticked for a pick) or ``ok`` (the pick is done)."""
    step = state.steps()[state.index]
    if step.form is AnswerForm.NUMBER:
        if not choice.lstrip("-").isdigit():
            ctx.toast("stale")
            return
        ctx.toast("ok")
        check(ctx, state, step, choice)
        return
    if choice == "ok" and step.form is AnswerForm.SEVERAL:
        ctx.toast("ok")
        check(ctx, state, step, list(state.picked))
        return
    if not choice.startswith("o") or not choice[1:].isdigit() or int(choice[1:]) >= len(step.options):
        ctx.toast("stale")
        return
    value = step.options[int(choice[1:])].value
    ctx.toast("ok")
    if step.form is AnswerForm.ONE:
        check(ctx, state, step, value)
        return
    state = replace(state, picked=tuple(sorted(set(state.picked) ^ {value})))
    SCORE.put(ctx, state)
    ask(ctx, state, ctx.t("score.picked", n=len(state.picked)))


def typed(ctx: Ctx, state: ScoreState, text: str) -> bool:
    """A typed number answers a count step, typed names a names step (a pick takes only its buttons)."""
    step = state.steps()[state.index]
    if step.form is AnswerForm.NAMES:
        if not text.strip() or len(text) > 1000:
            ctx.say(ctx.t("score.type_names"))
            return True
        check(ctx, state, step, text.strip())
        return True
    if step.form is not AnswerForm.NUMBER:
        return False
    if not text.strip().lstrip("-").isdigit() or len(text) > 7:
        ctx.say(ctx.t("quiz.type_number"))
        return True
    check(ctx, state, step, text.strip())
    return True


def check(ctx: Ctx, state: ScoreState, step: Question, response: str | list[str]) -> None:
    right = step.check(response)
    head = ctx.t("quiz.right") if right else ctx.t("quiz.wrong", answer=step.answer_text(ctx.lang, kids=ctx.kids))
    state = replace(state, index=state.index + 1, right=state.right + int(right), picked=())
    steps = state.steps()
    if state.index < len(steps):
        SCORE.put(ctx, state)
        ask(ctx, state, f"{head}\n{_said(ctx, step.explanation)}")
        return
    count = len(steps)
    ctx.keep(ctx.record(skill_key(state.family, state.level), state.right == count))
    ctx.s.stats["answers"] += 1
    ctx.s.stats["right"] += int(state.right == count)
    earned = ctx.played("drill", family=state.family, right=state.right, count=count)
    summary = with_stars(ctx.t("score.summary", right=state.right, count=count), earned)
    text = f"{head}\n{_said(ctx, step.explanation)}\n\n{summary}"
    hand = next((s.hand for s in steps if s.hand is not None), None)
    # the drill's message says how it went, under the hand's picture when the caption holds it
    picture = RowPicture(hand.shown_tiles) if hand is not None and len(text) <= CAPTION else None
    SCORE.finish(ctx, text, picture, [[Button(ctx.t("btn.score_again"), "n:score"), Button(ctx.t("btn.progress"), "n:progress")]])


def resume(ctx: Ctx, state: ScoreState) -> None:
    """The step it waits at, again (``/score`` or "Back to" while it is paused)."""
    ask(ctx, state)


ANSWER = Press("w", press)
SCORE = Activity("score", ScoreState, commands=("score",), start=start, buttons=(ANSWER,), menu=True, text=typed,
                 resume=resume, arg_starts=True)  # /score mcr: a hand of that system
