"""``exercises --check``: validate the exercise bank (schema, both languages, every answer).

The bank lives in the top-level package :mod:`exercises`; it is imported only when the
command runs, so :mod:`mjcore` never depends on it. Exit 0 when every answer is right,
1 when an exercise is wrong (the problems are listed), 2 on a bank that cannot be read.

>>> import io, contextlib
>>> out = io.StringIO()
>>> with contextlib.redirect_stdout(out):
...     code = main(["exercises", "--check", "--json"])
>>> code, '"errors": []' in out.getvalue()
(0, True)
"""

from __future__ import annotations

import argparse
from collections import Counter

from mjcore.cli import common_options, emit_json, main
from mjcore.errors import ParseError
from mjcore.i18n import tr

__all__ = ["main", "register"]


def register(commands: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    p = commands.add_parser("exercises", help=tr("cli.exercises.help", lang), description=tr("cli.exercises.help", lang))
    p.add_argument("--check", action="store_true", help=tr("cli.exercises.opt.check", lang))
    p.add_argument("--data", default=None, metavar="DIR", help=tr("cli.exercises.opt.data", lang))
    common_options(p, lang)
    p.set_defaults(func=run_exercises)


def run_exercises(args: argparse.Namespace) -> int:
    from exercises.bank import TOPICS, load_bank
    from exercises.check import check_bank

    if not args.check:
        raise ParseError("error.exercises.no_action")
    bank = load_bank(args.data)  # a BankError (exit 2) names the file and the exercise
    problems = check_bank(bank)
    if args.json:
        emit_json({"count": len(bank), "errors": [
            {"file": p.params["file"], "id": p.params["id"], "code": p.code, "message": p.message(args.lang)} for p in problems
        ]})
    else:
        for problem in problems:
            print(problem.message(args.lang))
        key = "cli.exercises.bad" if problems else "cli.exercises.ok"
        print(tr(key, args.lang, count=len(bank), errors=len(problems)))
        topics = Counter(e.topic for e in bank)
        print(tr("cli.exercises.summary", args.lang), ", ".join(
            f"{tr('exercises.topic.' + t, args.lang)} {topics[t]}" for t in TOPICS if topics[t]))
    return 1 if problems else 0
