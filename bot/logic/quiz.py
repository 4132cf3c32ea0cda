"""Quizzes: questions from :mod:`mjcore.quiz`, chosen by spaced repetition
(:meth:`mjcore.quiz.srs.Progress.next_skill`), answered by buttons, a typed number or typed
tiles, or a native Telegram quiz poll. A question is one message: the poll alone (the tiles its
media, the verdict its explanation), or the question with its buttons, edited into its verdict.

The state keeps the question's family, level and seed (the question is generated again from
them), a short id that the buttons carry (``q:<id>:<option | ok>``) and the tiles picked so far.

Today's hand (``/daily``) is asked as a quiz question; a question that waited for its answer then
waits behind it (``waiting``) and comes back when today's hand is answered or stopped: "Next
question" asks it again. A new topic (``/quiz topic``) replaces the question in front, never one
that waits behind it.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.logic.activity import Activity, Press
from bot.logic.ctx import Ctx
from bot.logic.kidswords import tile_label
from bot.logic.model import Button, Picture, QuizPoll, Reply, RowPicture
from bot.logic.score import number_choices
from mjcore.codec import ByName, from_json
from mjcore.errors import MahjongError
from mjcore.notation import parse_tiles
from mjcore.practice.choose import pick_skill
from mjcore.practice.daily import FAMILY_TRACKS, family_of, is_daily, seed_of, today
from mjcore.quiz import FAMILIES, AnswerForm, Question, generate
from mjcore.quiz.srs import parse_skill, skill_key
from mjcore.tiles import Tile

#: The answer forms a typed message answers.
TYPED = (AnswerForm.NUMBER, AnswerForm.TILES)


#: The longest caption of a picture (the Bot API's); a longer verdict is said without the question.
CAPTION = 1024
#: At most this many questions wait behind one another (today's hand over a topic over today's hand...).
MAX_WAITING = 8


@dataclass(frozen=True, slots=True)
class QuizState(ByName):
    """The question being asked; ``picked``: the options or tiles chosen so far; ``poll_id``: the
    Telegram poll it went out as (when it did); ``waiting``: the unanswered question it came in
    front of (``/daily``), asked again once this one is answered or stopped."""

    id: str
    family: str
    level: int
    seed: int
    picked: tuple[str, ...] = ()
    poll_id: str | None = None
    waiting: QuizState | None = None

    @property
    def turn(self) -> tuple[str, ...]:
        return ()  # the option buttons toggle in place: the same buttons stay good

    def question(self) -> Question:
        return generate(self.family, random.Random(self.seed), self.level)

    @classmethod
    def from_json(cls, data: Mapping[str, Any], depth: int = 0) -> QuizState:
        """By field name (:mod:`mjcore.codec`); :class:`ValueError` for a family that is no quiz's.
        At most :data:`MAX_WAITING` questions behind it are read, an unreadable one left out."""
        state = from_json(cls, data, waiting=None)
        if state.family not in FAMILIES:
            raise ValueError(f"no quiz family {state.family!r}")
        waiting = None
        if isinstance(data.get("waiting"), Mapping) and depth < MAX_WAITING:
            try:  # an unreadable question behind does not cost the one in front
                waiting = cls.from_json(data["waiting"], depth + 1)
            except (KeyError, TypeError, ValueError, AttributeError):
                waiting = None
        return replace(state, waiting=waiting)


def course(track: str | None, family: str | None = None) -> list[str]:
    """The skills of a track in course order: every family's level 1 by stage, then level 2..."""
    tracks = FAMILY_TRACKS.get(track or "kids", FAMILY_TRACKS["kids"])
    fams = sorted((f for f in FAMILIES.values() if (family is None and f.track in tracks) or f.name == family),
                  key=lambda f: (f.stage, list(FAMILIES).index(f.name)))
    top = max((f.levels for f in fams), default=0)
    return [skill_key(f.name, lv) for lv in range(1, top + 1) for f in fams if lv <= f.levels]


def candidates(q: Question) -> list[Tile]:
    """Tiles to offer for a "pick the tiles" question: kinds near the tiles of the hand."""
    tiles = q.hand.shown_tiles if q.hand is not None else tuple(q.tiles)
    out: set[Tile] = set()
    for tile in tiles:
        if tile.is_suited:
            out.update(Tile.of(tile.suit, n) for n in range(max(1, tile.number - 2), min(9, tile.number + 2) + 1))
        elif not tile.is_bonus:
            out.add(tile)
    return sorted(out)


def start(ctx: Ctx, topic: str = "") -> None:
    topic = topic.strip().lower()
    if topic and topic not in FAMILIES:
        names = ", ".join(f.name for f in FAMILIES.values())
        ctx.say(ctx.t("quiz.unknown_topic", names=names), ctx.menu())
        return
    keys = course(ctx.s.track, topic or None)
    key = pick_skill(ctx.progress(), keys, ctx.e.now, random.Random(ctx.e.rand)) or keys[0]
    family, level = parse_skill(key)
    qs = QuizState(format(ctx.e.rand % 36**6, "06x")[:6], family, level, ctx.e.rand)
    QUIZ.put(ctx, qs)
    ask(ctx, qs)


def ask(ctx: Ctx, qs: QuizState, *, markup_only: bool = False) -> None:
    q = qs.question()
    rows: list[list[Button]] = []
    hint = ""
    if q.form is AnswerForm.ONE:
        rows = [[Button(ctx.words(o.label)[:40], CHOOSE.data(qs, str(i)))] for i, o in enumerate(q.options)]
    elif q.form in (AnswerForm.SEVERAL, AnswerForm.TILES):
        picked = set(qs.picked)
        if q.form is AnswerForm.SEVERAL:
            labels = [(o.value, ctx.words(o.label)[:36]) for o in q.options]
        else:
            labels = [(str(tile), tile_label(tile, ctx.lang, ctx.kids)) for tile in candidates(q)]
        buttons = [Button(("✅ " if value in picked else "") + label, CHOOSE.data(qs, str(i)))
                   for i, (value, label) in enumerate(labels)]
        width = 1 if q.form is AnswerForm.SEVERAL else 3 if ctx.kids else 6
        rows = [buttons[i:i + width] for i in range(0, len(buttons), width)]
        rows.append([Button(ctx.t("btn.done"), CHOOSE.data(qs, "ok"))])
        hint = ctx.t("quiz.pick_hint")  # a child's (.kids) taps, never types codes
    elif ctx.kids and q.answer and q.answer[0].lstrip("-").isdigit():  # a child taps a number, never types it
        numbers = sorted(number_choices(int(q.answer[0]), qs.seed))
        rows = [[Button(str(n), CHOOSE.data(qs, f"n{n}")) for n in numbers]]
        hint = ctx.t("quiz.pick_number")
    else:
        hint = ctx.t("quiz.type_number")
    rows.append([ctx.stop_button(QUIZ.name, qs.id)])
    if markup_only:
        ctx.out.append(Reply(buttons=tuple(tuple(r) for r in rows), markup_only=True))
        return
    text = _text(ctx, q, hint)
    poll = _poll(ctx, q, qs.id) if ctx.s.settings.get("polls") else None
    if poll is not None:  # one message: the poll, the picture its media; the verdict its explanation
        ctx.drop(QUIZ.name)
        ctx.s.live[QUIZ.name] = [ctx.e.chat or ctx.s.user_id, 0, ""]
        ctx.out.append(Reply(text, tuple(tuple(r) for r in rows), _picture(q), poll=poll, live=QUIZ.name))
        return
    if qs.poll_id is not None:  # asked with buttons now (polls turned off): the old poll answers nothing
        QUIZ.put(ctx, replace(qs, poll_id=None))
    QUIZ.show(ctx, qs, text[:1024] if _picture(q) is not None else text, rows, _picture(q))


def _text(ctx: Ctx, q: Question, hint: str = "") -> str:
    """The question's text: its topic and level, the prompt, the hand in notation (not for a
    child, who reads the picture) and the ``hint``."""
    title = ctx.words(FAMILIES[q.family].title)
    text = ctx.t("quiz.question", title=title, level=q.level, prompt=ctx.words(q.prompt))
    if q.hand is not None and not (ctx.kids and _picture(q) is not None):  # a child reads the picture, not the notation
        text += f"\n{q.hand}"
    if hint:
        text += "\n\n" + hint
    return text


def _todays_hand(ctx: Ctx, qs: QuizState) -> bool:
    """Whether ``qs`` asks today's hand (``/daily``) of this learner's audience."""
    date = today(ctx.e.now)
    return qs.seed == seed_of(date, ctx.audience) and qs.family == family_of(date, ctx.audience)


def _capped(qs: QuizState | None, room: int = MAX_WAITING) -> QuizState | None:
    """``qs`` and the questions behind it, at most ``room`` of them."""
    if qs is None or room <= 0:
        return None
    return replace(qs, waiting=_capped(qs.waiting, room - 1))


def replaced(ctx: Ctx, old: QuizState, new: QuizState) -> QuizState:
    """A new question over ``old``, which waits for its answer: today's hand keeps ``old`` waiting
    behind it (unless ``old`` is today's hand too); any other keeps what waited behind ``old``."""
    same = (old.family, old.level, old.seed) == (new.family, new.level, new.seed)
    behind = old if _todays_hand(ctx, new) and not same else old.waiting
    return replace(new, waiting=_capped(behind))


def stopped(ctx: Ctx, qs: QuizState) -> None:
    """A confirmed Stop of ``qs``: the question that waited behind it is the quiz's again (it waits;
    the menu offers it back)."""
    if qs.waiting is not None:
        QUIZ.put(ctx, qs.waiting)


def resume(ctx: Ctx, qs: QuizState) -> None:
    """The open question again (``/quiz`` while it waits for an answer)."""
    ask(ctx, qs)


#: The Bot API's limits of a quiz poll: its question, an option, its explanation (and its line feeds).
POLL_QUESTION, POLL_OPTION, POLL_EXPLANATION, POLL_EXPLANATION_LINES = 300, 100, 200, 2


def _poll(ctx: Ctx, q: Question, qid: str) -> QuizPoll | None:
    """A native quiz poll where it fits the Bot API: one right option of 2..10, short texts, and
    an explanation that fits a poll's (it is the verdict: the question stays one message);
    otherwise ``None``, and the question is asked with buttons.

    >>> from bot.logic.model import Config, Event
    >>> from bot.logic.session import Session
    >>> ctx = Ctx(Session(5, lang="en", track="adult"), Event("text", 5), Config())
    >>> poll = _poll(ctx, generate("is_winning", random.Random(1), 1), "abc")
    >>> poll.question, poll.options, poll.description.splitlines()
    ('Is this a winning hand (mahjong)?', ('yes', 'no'), ['Is this a winning hand, level 1', '345777m23488s444z'])
    >>> poll.explanation  # Telegram shows it once answered: the verdict
    'the hand splits as 345m 777m 234s 444z 88s (four sets and a pair).'
    >>> _poll(ctx, generate("discard_accuracy", random.Random(1), 1), "abc") is None  # its explanation is too long for a poll
    True
    """
    if q.form is not AnswerForm.ONE or not 2 <= len(q.options) <= 10:
        return None
    right = [i for i, o in enumerate(q.options) if q.check(o.value)]
    labels = tuple(ctx.words(o.label) for o in q.options)
    question_text = ctx.words(q.prompt)
    explanation = ctx.words(q.explanation)
    if (len(right) != 1 or len(question_text) > POLL_QUESTION or any(not 0 < len(x) <= POLL_OPTION for x in labels)
            or len(explanation) > POLL_EXPLANATION or explanation.count("\n") > POLL_EXPLANATION_LINES):
        return None
    description = ctx.t("quiz.poll_head", title=ctx.words(FAMILIES[q.family].title), level=q.level)
    if q.hand is not None and not ctx.kids:  # a child reads the picture, not the notation
        description += f"\n{q.hand}"
    return QuizPoll(qid, question_text, labels, right[0], explanation, description)


def poll_sent(ctx: Ctx, qs: QuizState, data: str) -> None:
    """The poll for a quiz went out (``data``: ``"<quiz id>:<poll id>"``): remember its id."""
    qid, _, poll_id = data.partition(":")
    if qs.id == qid:
        QUIZ.put(ctx, replace(qs, poll_id=poll_id))


def poll_answer(ctx: Ctx, qs: QuizState, data: str) -> None:
    """An answer to a quiz poll (``"<poll id>:<option>"``): recorded like a pressed option;
    Telegram shows right or wrong and the explanation itself, the poll's Stop becomes "Next
    question"."""
    poll_id, _, option = data.rpartition(":")
    if not poll_id or qs.poll_id != poll_id or not option.isdigit():
        return  # an old poll, or someone else's: nothing to do
    q = qs.question()
    if q.form is not AnswerForm.ONE or int(option) >= len(q.options):
        return
    finish(ctx, qs, q, q.options[int(option)].value)


def _picture(q: Question) -> Picture | None:
    if q.hand is not None:
        return RowPicture(q.hand.shown_tiles, index=q.show_index)
    if q.tiles:
        return RowPicture(tuple(q.tiles), index=q.show_index)
    return None


def answer_text(ctx: Ctx, qs: QuizState, text: str) -> bool:
    """A typed number or typed tiles answer the question (or are asked for again)."""
    q = qs.question()
    if q.form not in TYPED:
        return False
    if q.form is AnswerForm.NUMBER:
        if not text.lstrip("-").isdigit() or len(text) > 6:
            ctx.say(ctx.t("quiz.type_number"))
            return True
        finish(ctx, qs, q, text)
        return True
    try:
        tiles = [str(x) for x in parse_tiles(text)]
    except MahjongError:
        ctx.say(ctx.t("quiz.bad_tiles"))
        return True
    finish(ctx, qs, q, tiles)
    return True


def choose(ctx: Ctx, qs: QuizState, choice: str) -> None:
    """An option button: answers a one-choice question, toggles a pick, or ``ok`` is Done."""
    q = qs.question()
    if choice == "ok" and q.form in (AnswerForm.SEVERAL, AnswerForm.TILES):
        ctx.toast("ok")
        finish(ctx, qs, q, list(qs.picked))
        return
    if q.form is AnswerForm.NUMBER and choice.startswith("n") and choice[1:].lstrip("-").isdigit():
        ctx.toast("ok")  # a number button (the children's track)
        finish(ctx, qs, q, choice[1:])
        return
    if not choice.isdigit():
        ctx.toast("stale")
        return
    index = int(choice)
    values = [o.value for o in q.options] if q.form is not AnswerForm.TILES else [str(x) for x in candidates(q)]
    if q.form is AnswerForm.NUMBER or index >= len(values):
        ctx.toast("stale")
        return
    if q.form is AnswerForm.ONE:
        ctx.toast("ok")
        finish(ctx, qs, q, values[index])
        return
    qs = replace(qs, picked=tuple(sorted(set(qs.picked) ^ {values[index]})))
    QUIZ.put(ctx, qs)
    ctx.toast("ok")
    ask(ctx, qs, markup_only=True)


def finish(ctx: Ctx, qs: QuizState, q: Question, response: str | list[str]) -> None:
    """``response`` answers ``q`` (of ``qs``): recorded and explained in the question's own
    message — a poll's explanation is its verdict (Telegram shows it), its Stop becomes "Next
    question"; a question with buttons is edited into its verdict, its keyboard the same (a
    typed answer gets the verdict as a fresh message). A question that waited behind it is the
    quiz's again, and "Next question" asks it."""
    right = q.check(response)
    progress = ctx.record(skill_key(q.family, q.level), right)
    ctx.keep(progress.mark_daily(str(day)) if is_daily(q, day := today(ctx.e.now), ctx.audience) else progress)
    ctx.s.stats["answers"] += 1
    ctx.s.stats["right"] += int(right)
    rows = [[Button(ctx.t("btn.next_question"), "n:quiz"), Button(ctx.t("btn.progress"), "n:progress")],
            [Button(ctx.t("btn.play"), "n:play"), Button(ctx.t("btn.help"), "n:help")]]
    tail = "\n\n" + ctx.t("quiz.waiting") if qs.waiting is not None else ""
    head = ctx.t("quiz.right") if right else ctx.t("quiz.wrong", answer=q.answer_text(ctx.lang, kids=ctx.kids))
    verdict = f"{head}\n\n{ctx.words(q.explanation)}{tail}"
    where = ctx.s.live.get(QUIZ.name)
    if ctx.e.kind == "poll" and where is not None and where[1]:  # the poll said it: its Stop becomes "Next question"
        QUIZ.end(ctx, rows)
        if tail:
            ctx.say(tail.strip())
    elif ctx.e.kind == "poll":  # a poll whose message is not known (sent by an older bot): the verdict in a message
        QUIZ.end(ctx)
        ctx.say(verdict, rows)
    else:
        picture = _picture(q) if ctx.e.kind == "button" else None  # a typed answer: a fresh text message
        whole = f"{_text(ctx, q)}\n\n{verdict}"
        QUIZ.finish(ctx, whole if picture is None or len(whole) <= CAPTION else verdict, picture, rows)
    if qs.waiting is not None:
        QUIZ.put(ctx, qs.waiting)


CHOOSE = Press("q", choose)
QUIZ = Activity("quiz", QuizState, commands=("quiz",), start=start, buttons=(CHOOSE,), menu=True, text=answer_text,
                on={"poll": poll_answer, "poll_sent": poll_sent}, resume=resume, stop=stopped, arg_starts=True,
                replaced=replaced)
