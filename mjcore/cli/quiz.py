"""``quiz``: the question families, and generated questions with answers and explanations.

>>> import io, contextlib, json
>>> out = io.StringIO()
>>> with contextlib.redirect_stdout(out):
...     code = main(["quiz", "set_kind", "--seed", "1", "--count", "2", "--json", "--lang", "en"])
>>> data = json.loads(out.getvalue())
>>> code, data["family"], len(data["questions"])
(0, 'set_kind', 2)
"""

from __future__ import annotations

import argparse
import random
import textwrap

from mjcore.cli import common_options, emit_json, main
from mjcore.i18n import tr
from mjcore.quiz import FAMILIES, Question, QuizError, find_family, generate

__all__ = ["main", "register"]

MAX_COUNT = 1000


def register(commands: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    p = commands.add_parser("quiz", help=tr("cli.quiz.help", lang), description=tr("cli.quiz.help", lang))
    p.add_argument("family", metavar="FAMILY", nargs="?", help=tr("cli.quiz.family", lang))
    p.add_argument("--list", action="store_true", help=tr("cli.quiz.list", lang))
    p.add_argument("--level", type=int, default=1, metavar="N", help=tr("cli.quiz.level", lang))
    p.add_argument("--seed", type=int, default=None, metavar="N", help=tr("cli.quiz.seed", lang))
    p.add_argument("--count", type=int, default=1, metavar="K", help=tr("cli.quiz.count", lang))
    common_options(p, lang)
    p.set_defaults(func=run_quiz)


def run_quiz(args: argparse.Namespace) -> int:
    lang = args.lang
    if args.list:
        return _list(args.json, lang)
    if not args.family:
        raise QuizError("error.quiz.need_family")
    family = find_family(args.family)
    if not 1 <= args.count <= MAX_COUNT:
        raise QuizError("error.quiz.count", count=args.count)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**32)
    rng = random.Random(seed)
    questions = [generate(family.name, rng, args.level) for _ in range(args.count)]
    if args.json:
        emit_json({"family": family.name, "track": family.track, "stage": family.stage, "level": args.level,
                   "seed": seed, "questions": [q.to_json(lang) for q in questions]})
        return 0
    print(f"{family.title.text(lang)} — {tr('quiz.cli.level', lang, level=args.level)}, {tr('quiz.cli.seed', lang, seed=seed)}")
    for number, question in enumerate(questions, 1):
        print()
        print(format_question(question, lang, number))
    return 0


def _list(as_json: bool, lang: str) -> int:
    if as_json:
        emit_json([family.to_json() for family in FAMILIES.values()])
        return 0
    width = max(len(name) for name in FAMILIES)
    for family in FAMILIES.values():
        where = ", ".join((tr(f"quiz.track.{family.track}", lang), tr("quiz.cli.stage", lang, stage=family.stage),
                           tr("quiz.cli.levels", lang, levels=family.levels)))
        print(f"{family.name:<{width}}  {family.title.text(lang)} ({where})")
    return 0


def format_question(question: Question, lang: str, number: int = 1) -> str:
    """A question as readable text: prompt, tiles, options, the answer and why."""
    pad = " " * (len(str(number)) + 2)
    lines = [f"{number}. {question.prompt.text(lang)}"]
    if question.tiles:
        lines.append(pad + " ".join(t.glyph for t in question.tiles) + "   " + " ".join(str(t) for t in question.tiles))
    hand = question.hand
    if hand is not None:
        glyphs = " ".join("".join(t.glyph for t in part) for part in [hand.concealed, *(m.tiles for m in hand.melds), hand.bonus] if part)
        lines.append(f"{pad}{glyphs}   {hand}")
    for step_number, step in enumerate(question.steps, 1):  # a drill's earlier steps
        lines.append(pad + tr("quiz.cli.step", lang, n=step_number, prompt=step.prompt.text(lang).splitlines()[0],
                              answer=step.answer_text(lang)))
    for index, option in enumerate(question.options):
        lines.append(f"{pad}{chr(ord('a') + index)}) {option.label.text(lang)}")
    lines.append(pad + tr(f"quiz.form.{question.form.value}", lang))
    lines.append(f"{pad}{tr('quiz.cli.answer', lang)}: {question.answer_text(lang)}")
    why = question.explanation.text(lang).splitlines()
    lines.append(f"{pad}{tr('quiz.cli.why', lang)}: {why[0]}")
    lines += [pad + "  " + line for line in why[1:]]
    return "\n".join(textwrap.shorten(line, 400) if len(line) > 400 else line for line in lines)
