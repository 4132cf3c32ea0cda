"""The practice loop in the bot: ``/daily`` (the daily hand, asked as a quiz question), ``/export``
(the progress record as a file, and a record sent back as a document is merged in), the review
after each hand of a game (``after_hand``), and ``/puzzle``: the personal puzzles
the reviews made, each answer explained (the option picked, in the coach's words). Everything is
computed by :mod:`mjcore.practice`; this module only talks.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.logic import quiz
from bot.logic.activity import Activity, Press
from bot.logic.commands import show_stages
from bot.logic.ctx import Ctx
from bot.logic.kidswords import tile_label
from bot.logic.model import Button, Reply, RowPicture
from bot.logic.registry import Command, EventKind
from mjcore.codec import ByName
from mjcore.practice.daily import daily, today
from mjcore.practice.record import Progress, Puzzle, parse, refused_summary, why_not
from mjcore.practice.review import Review, puzzle_question
from mjcore.practice.summary import summary, summary_lines
from mjcore.quiz.srs import ProgressError

#: The name of the file ``/export`` sends.
FILE_NAME = "mahjong-progress.json"
#: The largest document taken back (a record is a few kilobytes).
MAX_DOCUMENT = 512 * 1024


def start_daily(ctx: Ctx, arg: str = "") -> None:
    """``/daily``: today's hand (UTC), the same for everybody of the learner's track, system and
    level (:attr:`Ctx.audience`), asked as a quiz question."""
    date = today(ctx.e.now)
    hand = daily(date, ctx.audience)
    progress = ctx.progress()
    head = ctx.t("daily.head", date=date.isoformat(), days=progress.streak_on(ctx.e.now))
    if date.isoformat() in progress.daily:
        head += "\n" + ctx.t("daily.done")
    ctx.say(head)
    qs = quiz.QuizState(format(ctx.e.rand % 36**6, "06x")[:6], hand.family, hand.level, hand.seed)
    quiz.QUIZ.put(ctx, qs)
    ctx.s.current = quiz.QUIZ.name
    quiz.ask(ctx, qs)


def export(ctx: Ctx, arg: str = "") -> None:
    """``/export``: the progress record as a JSON file (send it back to merge it here or in a notebook)."""
    ctx.out.append(Reply(ctx.t("export.sent"), file=(FILE_NAME, ctx.progress().dumps())))


def document(ctx: Ctx, data: str) -> None:
    """A file the user sent: a progress record (the bot's export or a notebook's file) is merged in.

    Every part is checked by the core first (:meth:`Progress.read`, the notebook's import does
    the same): the parts that are not valid are left out and named; a file that is no record, or
    holds nothing valid, is answered with why, and the user's record stays exactly as it was."""
    if len(data) > MAX_DOCUMENT:
        ctx.say(ctx.t("export.too_big"), ctx.menu())
        return
    try:
        reading = Progress.read(parse(data))
        if reading.refused and reading.progress == Progress():
            raise ProgressError("error.progress.bad", reason=refused_summary(reading.refused))
    except ProgressError as error:
        ctx.say(ctx.t("export.bad", reason=why_not(error).text(ctx.lang)), ctx.menu())
        return
    merged = ctx.progress().merge(reading.progress)
    ctx.keep(merged)
    if reading.refused:
        ctx.say(ctx.t("export.partly", skills=len(merged.skills), days=merged.streak_on(ctx.e.now),
                      parts=refused_summary(reading.refused).text(ctx.lang)), ctx.menu())
        return
    ctx.say(ctx.t("export.merged", skills=len(merged.skills), days=merged.streak_on(ctx.e.now)), ctx.menu())


def show_ratings(ctx: Ctx, arg: str = "") -> None:
    """``/rating``: the ratings per area, the streak and what to practise next; on the kids' track
    the stages of the course instead (a child's progress has no ratings)."""
    if ctx.kids:
        show_stages(ctx)
        return
    data = summary(ctx.progress(), ctx.e.now, families=[k.partition(":")[0] for k in quiz.course(ctx.s.track)],
                   lang=ctx.lang)
    ctx.say("\n".join(summary_lines(data, ctx.lang)), ctx.menu())


def after_hand(ctx: Ctx, found: Review) -> tuple[list[str], list[Button]]:
    """After a hand of a game (an adult's): its review — the accuracy and the mistakes by kind
    (:meth:`Review.summary`), then the costliest mistakes, each with its reason — as lines for
    the hand's result message; those moments queued as personal puzzles (``/puzzle``), and the
    button to them."""
    lines = [ctx.t("review.head"), found.summary().text(ctx.lang)]
    worst = found.worst
    if not worst:
        return [*lines, ctx.t("review.clean")], []
    lines += [f"{i}. {d.reason.text(ctx.lang)}" for i, d in enumerate(worst, 1)]
    puzzles = found.puzzles()
    if puzzles:
        ctx.keep(ctx.progress().add_puzzles(puzzles))
        lines.append(ctx.t("review.queued", count=len(puzzles)))
    return lines, [Button(ctx.t("btn.puzzle"), "n:puzzle")] if puzzles else []


# -- personal puzzles -------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class PuzzleState(ByName):
    """The personal puzzle being asked (it left the queue when asked)."""

    id: str
    puzzle: Puzzle

    @property
    def turn(self) -> tuple[str, ...]:
        return ()



def start_puzzle(ctx: Ctx, arg: str = "") -> None:
    """``/puzzle``: the next personal puzzle from the learner's own games."""
    puzzle, rest = ctx.progress().pop_puzzle()
    if puzzle is None:
        ctx.say(ctx.t("puzzle.none"), ctx.menu())
        return
    ctx.keep(rest)
    state = PuzzleState(ctx.new_id(), puzzle)
    PUZZLE.put(ctx, state)
    ask_puzzle(ctx, state)


def ask_puzzle(ctx: Ctx, state: PuzzleState) -> None:
    """The puzzle in its live message: the hand, a button per discard (a child's by the tiles'
    names, three a row), Stop."""
    q = puzzle_question(state.puzzle)
    tiles = sorted({o.tile for o in q.options if o.tile is not None})
    width = 3 if ctx.kids else 7
    rows = [[Button(tile_label(t, ctx.lang, ctx.kids), PICK.data(state, str(t))) for t in tiles[i:i + width]]
            for i in range(0, len(tiles), width)]
    rows.append([ctx.stop_button(PUZZLE.name, state.id)])
    concealed = q.hand.concealed if q.hand is not None else ()
    ctx.show(PUZZLE.name, ctx.words(q.prompt) if ctx.kids else q.prompt.text(ctx.lang), rows, RowPicture(concealed))


def pick(ctx: Ctx, state: PuzzleState, choice: str) -> None:
    q = puzzle_question(state.puzzle)
    right = q.check(choice)
    ctx.keep(ctx.record("best_discard:3", right))
    PUZZLE.end(ctx)
    ctx.toast("ok")
    head = ctx.t("quiz.right") if right else ctx.t("quiz.wrong", answer=q.answer_text(ctx.lang, kids=ctx.kids))
    # what the option picked means (as good as the best, or what it gives up and why)
    explained = q.explain(choice)
    said = ctx.words(explained) if ctx.kids else explained.text(ctx.lang)
    ctx.say(f"{head}\n\n{said}", [[Button(ctx.t("btn.puzzle"), "n:puzzle")], *ctx.menu()])


PICK = Press("y", pick, choice=True)
PUZZLE = Activity("puzzle", PuzzleState, commands=("puzzle",), start=start_puzzle, buttons=(PICK,), resume=ask_puzzle)
COMMANDS = (Command("daily", start_daily), Command("export", export), Command("rating", show_ratings))
EVENTS = (EventKind("document", document),)
