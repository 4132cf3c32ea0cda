"""``parse``, ``analyze`` and ``render``: the rules core on the command line.

>>> import io, contextlib
>>> out = io.StringIO()
>>> with contextlib.redirect_stdout(out):
...     code = main(["analyze", "123m456p789s1122z", "--json"])
>>> code, '"shanten": 0' in out.getvalue()
(0, True)
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from mjcore.analysis import analyze_discards, unseen_of_held, useful_tiles
from mjcore.cli import answer_lines, common_options, emit_json, encode_json, jsonl_bounds, main
from mjcore.decompose import decompositions
from mjcore.errors import ParseError
from mjcore.hand import Hand
from mjcore.i18n import Message, tr
from mjcore.notation import parse_hand, parse_tiles
from mjcore.rules import Rules, find_rules
from mjcore.shanten import shanten
from mjcore.tiles import Tile

__all__ = ["analyze", "analyze_json", "main", "register"]

#: Each kind's notation code, by kind number.
CODES = tuple(str(Tile(k)) for k in range(34))


def register(commands: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    p = commands.add_parser("parse", help=tr("cli.parse.help", lang), description=tr("cli.parse.help", lang))
    p.add_argument("hand", metavar="HAND", help=tr("cli.arg.hand", lang))
    common_options(p, lang)
    p.set_defaults(func=run_parse)

    p = commands.add_parser("analyze", help=tr("cli.analyze.help", lang), description=tr("cli.analyze.help", lang))
    p.add_argument("hand", metavar="HAND", nargs="?", help=tr("cli.arg.hand", lang))
    p.add_argument("--visible", default="", metavar="TILES", help=tr("cli.opt.visible", lang))
    p.add_argument("--rules", default="standard", choices=("standard", "mcr"), help=tr("cli.opt.rules", lang))
    p.add_argument("--jsonl", action="store_true", help=tr("cli.opt.jsonl_analyze", lang) + "; " + jsonl_bounds(lang))
    common_options(p, lang)
    p.set_defaults(func=run_analyze)

    p = commands.add_parser("render", help=tr("cli.render.help", lang), description=tr("cli.render.help", lang))
    p.add_argument("hand", metavar="HAND", help=tr("cli.arg.tiles", lang))
    p.add_argument("-o", "--output", required=True, metavar="FILE", help=tr("cli.opt.output", lang))
    p.add_argument("--height", type=int, default=None, help=tr("cli.opt.height", lang))
    common_options(p, lang)
    p.set_defaults(func=run_render)


# -- parse ----------------------------------------------------------------------------------
def describe_hand(hand: Hand) -> dict[str, Any]:
    """The JSON shape of a parsed hand."""
    return {
        "canonical": str(hand),
        "concealed": [str(t) for t in hand.concealed],
        "melds": [{"type": m.kind.value, "open": m.open, "tiles": [str(t) for t in m.tiles]} for m in hand.melds],
        "bonus": [str(t) for t in hand.bonus],
        "unicode": _unicode(hand),
        "tile_count": hand.tile_count,
    }


def _unicode(hand: Hand) -> str:
    parts = ["".join(t.glyph for t in hand.concealed)]
    parts += ["".join(t.glyph for t in m.tiles) for m in hand.melds]
    if hand.bonus:
        parts.append("".join(t.glyph for t in hand.bonus))
    return " ".join(p for p in parts if p)


def run_parse(args: argparse.Namespace) -> int:
    hand = parse_hand(args.hand)
    data = describe_hand(hand)
    if args.json:
        emit_json(data)
        return 0
    lang = args.lang
    print(data["canonical"])
    print(data["unicode"])
    print(", ".join(t.full_name(lang) for t in hand.concealed))
    for meld in hand.melds:
        kind = meld.kind.full_name(lang) + ("" if meld.open else " " + tr("cli.concealed", lang))
        print(f"{meld}: {kind}")
    if hand.bonus:
        print(tr("cli.bonus", lang) + ": " + ", ".join(t.full_name(lang) for t in hand.bonus))
    return 0


# -- analyze --------------------------------------------------------------------------------
def analyze(text: str, visible_text: str = "", rules_name: str = "standard") -> dict[str, Any]:
    """The JSON answer of ``analyze`` for one hand (raises :class:`MahjongError`)."""
    hand = parse_hand(text)
    visible = parse_tiles(visible_text) if visible_text.strip() else ()
    rules = find_rules(rules_name)
    if hand.tile_count == 13:
        value, useful, unseen = _ready_analysis(hand, visible, rules)
        data: dict[str, Any] = {"hand": str(hand), "rules": rules.name, "shanten": value, "winning": False}
        data["waits"] = [{"tile": str(t), "unseen": unseen[t]} for t in useful] if value == 0 else []
        data["useful"] = [str(t) for t in useful]
        data["useful_count"] = sum(unseen[t] for t in useful)
        return data
    value = shanten(hand, rules)
    data = {"hand": str(hand), "rules": rules.name, "shanten": value, "winning": value == -1}
    if value == -1:
        data["decompositions"] = [{"shape": d.shape.value, "text": str(d)} for d in decompositions(hand, rules)]
    data["discards"] = [
        {"tile": str(d.tile), "shanten": d.shanten, "useful": [str(t) for t in d.useful], "useful_count": d.useful_count}
        for d in analyze_discards(hand, visible, rules)
    ]
    return data


def _ready_analysis(hand: Hand, visible: Sequence[Tile], rules: Rules) -> tuple[int, tuple[Tile, ...], list[int]]:
    """A 13-tile hand's shanten, useful tiles (its waits when ready) and unseen counts: one
    computation (:func:`mjcore.analysis.useful_tiles`)."""
    counts = hand.counts()
    held = hand.all_counts() if hand.melds else counts
    value, useful = useful_tiles(counts, len(hand.melds), held, rules)
    return value, useful, unseen_of_held(held, visible)


def analyze_json(text: str, visible_text: str, rules_name: str, first: str) -> str:
    """The JSON text of :func:`analyze`'s answer, ``first`` (the id field) and ``"ok": true``
    before it — written directly for a 13-tile hand (the bulk of ``--jsonl``), the same
    bytes as encoding :func:`analyze`'s dictionary (a test compares them)."""
    hand = parse_hand(text)
    if hand.tile_count != 13:
        return "{" + first + '"ok": true, ' + encode_json(analyze(text, visible_text, rules_name))[1:]
    visible = parse_tiles(visible_text) if visible_text.strip() else ()
    rules = find_rules(rules_name)
    value, useful, unseen = _ready_analysis(hand, visible, rules)
    waits = ", ".join(f'{{"tile": "{CODES[t]}", "unseen": {unseen[t]}}}' for t in useful) if value == 0 else ""
    tiles = ", ".join(f'"{CODES[t]}"' for t in useful)
    count = sum(unseen[t] for t in useful)
    return (
        "{" + first + '"ok": true, "hand": ' + encode_json(str(hand)) + ', "rules": "' + rules.name + '", "shanten": '
        + str(value) + ', "winning": false, "waits": [' + waits + '], "useful": [' + tiles + '], "useful_count": '
        + str(count) + "}"
    )


def run_analyze(args: argparse.Namespace) -> int:
    if args.jsonl:
        return _analyze_lines(args)
    if not args.hand:
        raise ParseError("error.parse.empty")
    data = analyze(args.hand, args.visible, args.rules)
    if args.json:
        emit_json(data)
    else:
        print(_analysis_text(data, args.lang))
    return 0


def _analyze_lines(args: argparse.Namespace) -> int:
    """``analyze --jsonl``: ``{"id", "hand", "visible"?, "rules"?}`` per line."""

    def answer(request: dict[str, Any], first: str) -> str:
        if not isinstance(request.get("hand"), str):
            raise ParseError("error.input.bad_request")
        visible, rules = request.get("visible") or "", request.get("rules", args.rules)
        for field, value in (("visible", visible), ("rules", rules)):
            if not isinstance(value, str):
                from mjcore.scoring.base import shown_value  # only now: the analysis needs no scoring

                raise ParseError("error.request.text", field=field, value=shown_value(value))
        return analyze_json(request["hand"], visible, rules, first)

    return answer_lines(answer, args.lang, "error.input.bad_request", text=True)


def _analysis_text(data: dict[str, Any], lang: str) -> str:
    from mjcore.tiles import Tile

    def names(codes: list[str]) -> str:
        return ", ".join(f"{c} ({Tile.from_str(c).full_name(lang)})" for c in codes)

    lines = [f"{tr('cli.hand', lang)}: {data['hand']}", f"{tr('cli.shanten', lang)}: {data['shanten']}"]
    if data["winning"]:
        lines.append(tr("cli.winning", lang))
        lines += [f"  {d['text']}" for d in data.get("decompositions", [])]
    elif "waits" in data:
        if data["waits"]:
            lines.append(tr("cli.ready", lang))
            waits_text = ", ".join(f"{w['tile']} ({Tile.from_str(w['tile']).full_name(lang)}) — {w['unseen']}" for w in data["waits"])
            lines.append(f"{tr('cli.waits', lang)}: {waits_text}")
        else:
            lines.append(f"{tr('cli.useful', lang)} ({data['useful_count']}): {names(data['useful'])}")
    if "discards" in data:
        lines.append(tr("cli.discards", lang) + ":")
        for d in data["discards"]:
            lines.append(
                "  " + Message.of("cli.discard_line", tile=d["tile"], shanten=d["shanten"], count=d["useful_count"],
                                kinds=len(d["useful"])).text(lang)
            )
    return "\n".join(lines)


# -- render ---------------------------------------------------------------------------------
def run_render(args: argparse.Namespace) -> int:
    from pathlib import Path

    path = Path(args.output)
    if path.suffix.lower() not in (".svg", ".png"):
        raise ParseError("error.render.format", suffix=path.suffix or path.name)
    hand = parse_hand(args.hand, check_size=False)
    from mjcore.render import render_to_file  # only now: matplotlib is heavy

    render_to_file(hand, path, height=args.height)
    if args.json:
        emit_json({"path": str(path), "format": path.suffix.lower().lstrip("."), "bytes": path.stat().st_size})
    else:
        print(path)
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
