"""``daily``, ``review`` and ``rating``: the daily hand, the review of a game record, and a
learner's ratings (the practice loop of :mod:`mjcore.practice`).

>>> import io, contextlib, json
>>> out = io.StringIO()
>>> with contextlib.redirect_stdout(out):
...     code = main(["daily", "--date", "2026-12-01", "--json", "--lang", "en"])
>>> data = json.loads(out.getvalue())
>>> code, data["date"], sorted(data["question"])[:3]
(0, '2026-12-01', ['answer', 'answer_text', 'context'])
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from mjcore.cli import common_options, emit_json, main, read_file, read_json_file
from mjcore.cli.quiz import format_question
from mjcore.i18n import tr
from mjcore.practice.daily import daily, parse_date, today
from mjcore.practice.games import checked_game
from mjcore.practice.record import MAX_BYTES, Progress
from mjcore.practice.review import review, review_match
from mjcore.practice.summary import summary, summary_lines

__all__ = ["main", "register"]


def register(commands: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    p = commands.add_parser("daily", help=tr("cli.daily.help", lang), description=tr("cli.daily.help", lang))
    p.add_argument("--date", default=None, metavar="YYYY-MM-DD", help=tr("cli.daily.date", lang))
    common_options(p, lang)
    p.set_defaults(func=run_daily)

    p = commands.add_parser("review", help=tr("cli.review.help", lang), description=tr("cli.review.help", lang))
    p.add_argument("record", metavar="RECORD.json", help=tr("cli.review.record", lang))
    p.add_argument("--seat", type=int, default=0, metavar="N", help=tr("cli.review.seat", lang))
    p.add_argument("--hand", type=int, default=None, metavar="N", help=tr("cli.review.hand", lang))
    common_options(p, lang)
    p.set_defaults(func=run_review)

    p = commands.add_parser("rating", help=tr("cli.rating.help", lang), description=tr("cli.rating.help", lang))
    p.add_argument("--progress", required=True, metavar="FILE", help=tr("cli.rating.progress", lang))
    common_options(p, lang)
    p.set_defaults(func=run_rating)


def run_daily(args: argparse.Namespace) -> int:
    date = parse_date(args.date) if args.date else today(time.time())
    hand = daily(date)
    if args.json:
        emit_json(hand.to_json(args.lang))
        return 0
    print(tr("daily.title", args.lang, date=date.isoformat()))
    print(format_question(hand.question, args.lang))
    return 0


def run_review(args: argparse.Namespace) -> int:
    record = checked_game(read_json_file(args.record))  # read within bounds, every action replayed
    match = review_match(record, args.seat)
    found = review(record, args.seat, None if args.hand is None else args.hand - 1)
    if args.json:
        data = found.to_json(args.lang)
        data["match"] = {"hands": len(match.hands), "accuracy": match.accuracy,
                         "mistakes": {c.value: n for c, n in match.categories.items()}}
        emit_json(data)
        return 0
    print(tr("review.title", args.lang))
    print(found.outcome.text(args.lang))
    print(found.summary().text(args.lang))
    if len(match.hands) > 1:
        print(tr("review.match", args.lang, summary=match.summary().text(args.lang), hands=len(match.hands)))
    worst = found.worst
    print(tr("review.worst" if worst else "review.none", args.lang))
    for decision in worst:
        print(f"  #{decision.move}: {decision.reason.text(args.lang)}")
    if worst:
        print(tr("review.points", args.lang))
    return 0


def run_rating(args: argparse.Namespace) -> int:
    path = Path(args.progress)  # a progress file: at most the core's MAX_BYTES, every part checked
    progress = Progress.loads(read_file(args.progress, MAX_BYTES)) if path.exists() or path.is_symlink() else Progress()
    data = summary(progress, time.time(), lang=args.lang)
    if args.json:
        emit_json(data)
        return 0
    print("\n".join(summary_lines(data, args.lang)))
    return 0

