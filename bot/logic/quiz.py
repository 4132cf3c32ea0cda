"""Quizzes: questions from :mod:`mjcore.quiz`, chosen by spaced repetition
(:meth:`mjcore.quiz.srs.Progress.next_skill`), answered by buttons or a typed number.

The session keeps the question's family, level and seed (the question is generated again
from them), a short id that the buttons carry, and the tiles picked so far.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from mjcore.errors import MahjongError
from mjcore.notation import parse_tiles
from mjcore.quiz import FAMILIES, AnswerForm, Question, generate
from mjcore.quiz.srs import parse_skill, skill_key
from mjcore.tiles import Tile

from bot.logic.model import Button, Picture, QuizPoll, Reply

if TYPE_CHECKING:
    from bot.logic.core import Ctx


def course(track: str | None, family: str | None = None) -> list[str]:
    """The skills of a track in course order: every family's level 1 by stage, then level 2..."""
    tracks = {"kids": ("kids",), "teen": ("kids", "adults"), "adult": ("adults",)}.get(track or "kids", ("kids",))
    fams = sorted((f for f in FAMILIES.values() if (family is None and f.track in tracks) or f.name == family),
                  key=lambda f: (f.stage, list(FAMILIES).index(f.name)))
    top = max((f.levels for f in fams), default=0)
    return [skill_key(f.name, lv) for lv in range(1, top + 1) for f in fams if lv <= f.levels]


def question(q: dict) -> Question:
    return generate(q["family"], random.Random(q["seed"]), q["level"])


def candidates(q: Question) -> list[Tile]:
    """Tiles to offer for a "pick the tiles" question: kinds near the tiles of the hand."""
    tiles = parse_tiles(q.hand.replace("[", " ").replace("]", " ").replace("{", " ").replace("}", " ")) if q.hand else list(q.tiles)
    out = set()
    for tile in tiles:
        if tile.is_suited:
            out.update(Tile.from_str(f"{n}{tile.suit.value}") for n in range(max(1, tile.number - 2), min(9, tile.number + 2) + 1))
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
    key = ctx.progress().next_skill(keys, ctx.e.now) or keys[0]
    family, level = parse_skill(key)
    qid = format(ctx.e.rand % 36**6, "06x")[:6]
    ctx.s.quiz = {"id": qid, "family": family, "level": level, "seed": ctx.e.rand, "picked": []}
    ask(ctx)


def ask(ctx: Ctx, *, markup_only: bool = False) -> None:
    qs = ctx.s.quiz
    assert qs is not None
    q = question(qs)
    qid = qs["id"]
    rows: list[list[Button]] = []
    hint = ""
    if q.form is AnswerForm.ONE:
        rows = [[Button(o.label.text(ctx.lang)[:40], f"q:{qid}:{i}")] for i, o in enumerate(q.options)]
    elif q.form in (AnswerForm.SEVERAL, AnswerForm.TILES):
        picked = set(qs["picked"])
        if q.form is AnswerForm.SEVERAL:
            labels = [(o.value, o.label.text(ctx.lang)[:36]) for o in q.options]
        else:
            labels = [(str(tile), str(tile)) for tile in candidates(q)]
        buttons = [Button(("✅ " if value in picked else "") + label, f"q:{qid}:{i}") for i, (value, label) in enumerate(labels)]
        width = 1 if q.form is AnswerForm.SEVERAL else 6
        rows = [buttons[i:i + width] for i in range(0, len(buttons), width)]
        rows.append([Button(ctx.t("btn.done"), f"q:{qid}:ok")])
        hint = ctx.t("quiz.pick_hint")
    else:
        hint = ctx.t("quiz.type_number")
    rows.append([Button(ctx.t("btn.stop"), "n:stop")])
    if markup_only:
        ctx.out.append(Reply(buttons=tuple(tuple(r) for r in rows), markup_only=True))
        return
    title = FAMILIES[q.family].title.text(ctx.lang)
    text = ctx.t("quiz.question", title=title, level=q.level, prompt=q.prompt.text(ctx.lang))
    if q.hand:
        text += "\n" + q.hand
    if hint:
        text += "\n\n" + hint
    picture = _picture(q)
    poll = _poll(ctx, q, qid) if ctx.s.settings.get("polls") else None
    ctx.out.append(Reply(text, tuple(tuple(r) for r in rows), picture, poll=poll))


def _poll(ctx: Ctx, q: Question, qid: str) -> QuizPoll | None:
    """A native quiz poll where it fits: one right option of 2..10, short texts (Bot API limits)."""
    if q.form is not AnswerForm.ONE or not 2 <= len(q.options) <= 10:
        return None
    right = [i for i, o in enumerate(q.options) if q.check(o.value)]
    labels = tuple(o.label.text(ctx.lang) for o in q.options)
    question_text = q.prompt.text(ctx.lang)
    if len(right) != 1 or len(question_text) > 300 or any(not 0 < len(x) <= 100 for x in labels):
        return None
    explanation = q.explanation.text(ctx.lang)
    return QuizPoll(qid, question_text, labels, right[0], explanation if len(explanation) <= 200 else "")


def attach_poll(ctx: Ctx, qid: str, poll_id: str) -> None:
    """The poll for quiz ``qid`` went out as ``poll_id`` (event ``data``): remember it."""
    qs = ctx.s.quiz
    if qs is not None and qs["id"] == qid:
        qs["poll_id"] = poll_id


def poll_answer(ctx: Ctx, data: str) -> None:
    """An answer to a quiz poll (``"<poll id>:<option>"``): recorded like a pressed option;
    Telegram shows right or wrong itself, the bot sends the explanation and what next."""
    poll_id, _, option = data.rpartition(":")
    qs = ctx.s.quiz
    if qs is None or not poll_id or qs.get("poll_id") != poll_id or not option.isdigit():
        return  # an old poll, or someone else's: nothing to do
    q = question(qs)
    if q.form is not AnswerForm.ONE or int(option) >= len(q.options):
        return
    finish(ctx, q, q.options[int(option)].value)


def _picture(q: Question) -> Picture | None:
    if q.hand:
        try:
            tiles = parse_tiles(q.hand.replace("[", " ").replace("]", " ").replace("{", " ").replace("}", " "))
            return Picture("row", "".join(str(x) for x in tiles))
        except MahjongError:
            return None
    if q.tiles:
        return Picture("row", "".join(str(x) for x in q.tiles))
    return None


def takes_text(ctx: Ctx) -> bool:
    return ctx.s.quiz is not None and question(ctx.s.quiz).form in (AnswerForm.NUMBER, AnswerForm.TILES)


def answer_text(ctx: Ctx, text: str) -> None:
    q = question(ctx.s.quiz)  # type: ignore[arg-type]
    if q.form is AnswerForm.NUMBER:
        if not text.lstrip("-").isdigit() or len(text) > 6:
            ctx.say(ctx.t("quiz.type_number"))
            return
        finish(ctx, q, text)
        return
    try:
        tiles = [str(x) for x in parse_tiles(text)]
    except MahjongError:
        ctx.say(ctx.t("quiz.bad_tiles"))
        return
    finish(ctx, q, tiles)


def button(ctx: Ctx, rest: str) -> None:
    qid, _, choice = rest.partition(":")
    qs = ctx.s.quiz
    if qs is None or qs["id"] != qid:
        ctx.toast("stale")
        return
    q = question(qs)
    if choice == "ok" and q.form in (AnswerForm.SEVERAL, AnswerForm.TILES):
        ctx.toast("ok")
        finish(ctx, q, list(qs["picked"]))
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
        finish(ctx, q, values[index])
        return
    picked = set(qs["picked"]) ^ {values[index]}
    qs["picked"] = sorted(picked)
    ctx.toast("ok")
    ask(ctx, markup_only=True)


def finish(ctx: Ctx, q: Question, response: str | list[str]) -> None:
    right = q.check(response)
    ctx.s.progress = ctx.progress().record(skill_key(q.family, q.level), right, ctx.e.now).dumps()
    ctx.s.stats["answers"] += 1
    ctx.s.stats["right"] += int(right)
    ctx.s.quiz = None
    head = ctx.t("quiz.right") if right else ctx.t("quiz.wrong", answer=q.answer_text(ctx.lang))
    ctx.say(f"{head}\n\n{q.explanation.text(ctx.lang)}",
            [[Button(ctx.t("btn.next_question"), "n:quiz"), Button(ctx.t("btn.progress"), "n:progress")],
             [Button(ctx.t("btn.play"), "n:play"), Button(ctx.t("btn.help"), "n:help")]])
