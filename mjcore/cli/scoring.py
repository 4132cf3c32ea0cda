"""``score``: one hand under one scoring system, or under every system side by side.

>>> import io, contextlib
>>> out = io.StringIO()
>>> with contextlib.redirect_stdout(out):
...     code = main(["score", "--rules", "kids", "123m456p789s234s55z", "--win", "5z", "--json"])
>>> code, '"total": 14' in out.getvalue()
(0, True)
"""

from __future__ import annotations

import argparse
from typing import Any

from mjcore.cli import answer_lines, common_options, emit_json, error_json, jsonl_bounds, main
from mjcore.errors import MahjongError, ParseError
from mjcore.i18n import LANGS, Message, plural, tr
from mjcore.notation import parse_hand, parse_tiles
from mjcore.scoring import SYSTEMS, ContextError, find_system
from mjcore.scoring.request import FLAGS as FLAG_OPTIONS
from mjcore.scoring.request import request_from_mapping, wind

__all__ = ["main", "register"]

def register(commands: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    p = commands.add_parser("score", help=tr("cli.score.help", lang), description=tr("cli.score.help", lang))
    p.add_argument("hand", metavar="HAND", nargs="?", help=tr("cli.score.arg.hand", lang))
    p.add_argument("--rules", default="all", choices=(*SYSTEMS, "all"), help=tr("cli.score.opt.rules", lang))
    p.add_argument("--win", metavar="TILE", help=tr("cli.score.opt.win", lang))
    for flag in FLAG_OPTIONS:
        p.add_argument("--" + flag.replace("_", "-"), dest=flag, action="store_true", help=tr(f"cli.score.opt.{flag}", lang))
    p.add_argument("--seat", default="E", metavar="WIND", help=tr("cli.score.opt.seat", lang))
    p.add_argument("--round", default="E", metavar="WIND", help=tr("cli.score.opt.round", lang))
    p.add_argument("--discarder", default=None, metavar="WIND", help=tr("cli.score.opt.discarder", lang))
    p.add_argument("--bonus", default="", metavar="TILES", help=tr("cli.score.opt.bonus", lang))
    p.add_argument("--flowers", type=int, default=0, metavar="N", help=tr("cli.score.opt.flowers", lang))
    p.add_argument("--dora", default="", metavar="TILES", help=tr("cli.score.opt.dora", lang))
    p.add_argument("--ura-dora", dest="ura_dora", default="", metavar="TILES", help=tr("cli.score.opt.ura_dora", lang))
    p.add_argument("--red-fives", dest="red_fives", default="", metavar="TILES", help=tr("cli.score.opt.red_fives", lang))
    p.add_argument("--honba", type=int, default=0, metavar="N", help=tr("cli.score.opt.honba", lang))
    p.add_argument("--riichi-sticks", dest="riichi_sticks", type=int, default=0, metavar="N", help=tr("cli.score.opt.riichi_sticks", lang))
    p.add_argument("--jsonl", action="store_true", help=tr("cli.score.opt.jsonl", lang) + "; " + jsonl_bounds(lang))
    common_options(p, lang, every_language="cli.score.opt.lang_all")
    p.set_defaults(func=run_score)


def request_from_args(args: argparse.Namespace) -> dict[str, Any]:
    """The JSON request that the command-line options describe."""
    if not args.hand:
        raise ParseError("error.parse.empty")
    if not args.win:
        raise ParseError("error.cli.score.win")
    for option, value in (("--seat", args.seat), ("--round", args.round), ("--discarder", args.discarder)):
        if value is not None:
            wind(value, option)  # a wrong wind is named by its option, not by its JSON key
    hand = parse_hand(args.hand)
    request: dict[str, Any] = {"hand": str(hand), "win_tile": args.win}
    request.update({flag: True for flag in FLAG_OPTIONS if getattr(args, flag)})
    request.update(seat_wind=args.seat, round_wind=args.round, flowers=args.flowers, honba=args.honba, riichi_sticks=args.riichi_sticks)
    if args.discarder:
        request["discarder"] = args.discarder
    for key, value in (("bonus", args.bonus), ("dora_indicators", args.dora),
                       ("ura_dora_indicators", args.ura_dora), ("red_fives", args.red_fives)):
        if value.strip():
            request[key] = " ".join(str(t) for t in parse_tiles(value))
    return request


def score_request(request: dict[str, Any], rules: str, lang: str | None = None) -> dict[str, Any]:
    """The JSON answer for one request under ``rules`` (a system name or ``all``): the reasons
    in ``lang`` (``"all"``, or ``None``, every language)."""
    hand, context = request_from_mapping(request)
    if rules != "all":
        return find_system(rules).score(hand, context).to_json(lang)
    systems = []
    for name in SYSTEMS:
        try:
            systems.append(find_system(name).score(hand, context).to_json(lang))
        except MahjongError as error:
            systems.append({"ok": False, "rules": name, "error": error_json(error, "en") | {"ru": error.message("ru")}})
    return {"ok": True, "rules": "all", "hand": str(hand), "systems": systems}


def run_score(args: argparse.Namespace) -> int:
    if args.jsonl:
        return _score_lines(args)
    try:
        request = request_from_args(args)
        langs = LANGS if args.lang == "all" else (args.lang,)
        if args.json:
            emit_json(score_request(request, args.rules, args.lang))
        elif args.rules == "all":
            print("\n\n".join(_side_by_side(score_request(request, "all", args.lang), lang) for lang in langs))
        else:
            hand, context = request_from_mapping(request)
            score = find_system(args.rules).score(hand, context)
            print("\n\n".join(score.explain(lang, columns=True, not_counted=True) for lang in langs))  # a terminal's fixed-width font
    except ContextError as error:
        raise _named_by_option(error) from None
    return 0


def cli_option(option: str) -> str:
    """The command-line option of a situation option: ``dora_indicators`` -> ``--dora``.

    >>> cli_option("dora_indicators"), cli_option("riichi_sticks")
    ('--dora', '--riichi-sticks')
    """
    short = {"dora_indicators": "dora", "ura_dora_indicators": "ura_dora"}.get(option, option)
    return "--" + short.replace("_", "-")


def _named_by_option(error: ContextError) -> ContextError:
    """An option the system does not score, named by its command-line option (``--riichi``); a
    count out of its bounds too (``--flowers``)."""
    field = error.params.get("field")
    if isinstance(field, str) and field in _OPTION_FIELDS:
        return ContextError(error.key, **(error.params | {"field": cli_option(field)}))
    option = error.params.get("option")
    if error.key != "error.score.option_unused" or not isinstance(option, Message):
        return error
    name = option.key.removeprefix("score.option.")
    return ContextError("error.cli.score.option_unused", system=error.params["system"], option=cli_option(name))


#: The situation fields that a command-line option sets (an error naming one names the option).
_OPTION_FIELDS = frozenset({"flowers", "honba", "riichi_sticks", "bonus", "dora_indicators", "ura_dora_indicators",
                            "red_fives", "discarder"})


def _side_by_side(answer: dict[str, Any], lang: str) -> str:
    """One table: each system's verdict and total for the same hand."""
    rows = [(tr("cli.score.col.system", lang), tr("cli.score.col.verdict", lang), tr("cli.score.col.total", lang))]
    for result in answer["systems"]:
        name = tr(f"score.system.{result['rules']}", lang)
        if not result["ok"]:
            message = result["error"]["ru"] if lang == "ru" else result["error"]["message"]
            rows.append((name, tr("cli.score.verdict.error", lang), message))
            continue
        verdict = tr("cli.score.verdict.win" if result["meets_minimum"] else "cli.score.verdict.below", lang)
        total = f"{result['total']} {plural('score.unit.' + result['unit'], result['total'], lang)}"
        if result.get("limit") == "yakuman":
            total += f" ({tr('score.limit.yakuman', lang)})"
        elif result.get("han") is not None:
            han = f"{result['han']} {plural('score.unit.han', result['han'], lang)}"
            total += f" ({han}, {result['fu']} {plural('score.unit.fu', result['fu'], lang)})"
        rows.append((name, verdict, total))
    widths = [max(len(row[i]) for row in rows) for i in range(2)]
    lines = [f"{tr('cli.hand', lang)}: {answer['hand']}"]
    lines += [f"{a:<{widths[0]}}  {b:<{widths[1]}}  {c}" for a, b, c in rows]
    return "\n".join(lines)


def _score_lines(args: argparse.Namespace) -> int:
    """``score --jsonl``: one scoring request per line (the contract's shape)."""
    rules, lang = args.rules, args.lang
    if rules == "all":
        def answer(request: dict[str, Any]) -> dict[str, Any]:
            data = score_request(request, rules, lang)
            del data["ok"]
            return data
        return answer_lines(answer, lang, "error.input.bad_score_request")
    score = find_system(rules).score

    def answer_text(request: dict[str, Any], first: str) -> str:
        return score(*request_from_mapping(request)).json_text(lang, first=first)

    return answer_lines(answer_text, lang, "error.input.bad_score_request", text=True)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
