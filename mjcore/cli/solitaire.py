"""``solitaire``: a mahjong solitaire deal on a layout and the solver's solution.

Text: the board layer by layer (``*`` marks a free tile) and the pairs that clear it. With
``--json``: ``layout``, ``seed``, ``count``, ``tiles`` (every placed tile:
``{index, tile, x, y, z, free}``) and ``solution`` (the solver's sequence of pairs, each two
such tile objects). A bad layout name exits with code 2 and a one-line localized message.

>>> import io, contextlib, json
>>> out = io.StringIO()
>>> with contextlib.redirect_stdout(out):
...     code = main(["solitaire", "--layout", "kids", "--seed", "1", "--json"])
>>> answer = json.loads(out.getvalue())
>>> code, len(answer["tiles"]), len(answer["solution"]), answer["tiles"][0]
(0, 12, 6, {'index': 0, 'tile': '3p', 'x': 0, 'y': 0, 'z': 0, 'free': False})
"""

from __future__ import annotations

import argparse
import random
from typing import Any

from mjcore.cli import common_options, emit_json, main
from mjcore.i18n import plural, tr
from mjcore.solitaire import LAYOUTS, SolitaireGame, deal, find_layout
from mjcore.solitaire.errors import SolitaireError

__all__ = ["main", "register", "solitaire_json"]


def register(commands: argparse._SubParsersAction, lang: str) -> None:  # type: ignore[type-arg]
    p = commands.add_parser("solitaire", help=tr("cli.solitaire.help", lang), description=tr("cli.solitaire.description", lang))
    p.add_argument("--layout", default="turtle", metavar="NAME", help=tr("cli.solitaire.opt.layout", lang, names=", ".join(LAYOUTS)))
    p.add_argument("--seed", default=None, metavar="N", help=tr("cli.solitaire.opt.seed", lang))
    common_options(p, lang)
    p.set_defaults(func=run_solitaire)


def _seed(value: str | None) -> int:
    if value is None:
        return random.SystemRandom().randrange(10**6)
    try:
        return int(str(value).strip())
    except ValueError:
        raise SolitaireError("error.solitaire.bad_seed", value=value) from None


def solitaire_json(game: SolitaireGame, seed: int) -> dict[str, Any]:
    """The deal and its solution as one JSON-ready object."""
    free = game.layout.free_mask(game.present)

    def tile(index: int) -> dict[str, Any]:
        return {**game.placed(index).as_dict(), "free": bool(free >> index & 1)}

    return {
        "layout": game.layout.name,
        "title": game.layout.title(),
        "seed": seed,
        "count": game.remaining,
        "tiles": [tile(p.index) for p in game.on_board()],
        "solution": [[tile(a), tile(b)] for a, b in game.proof],
    }


def run_solitaire(args: argparse.Namespace) -> int:
    layout = find_layout(args.layout)
    seed = _seed(args.seed)
    game = deal(layout, random.Random(seed))
    if args.json:
        data = solitaire_json(game, seed)
        data["title"] = layout.title(args.lang)
        emit_json(data)
        return 0
    lang = args.lang
    print(tr("solitaire.text.title", lang, layout=layout.title(lang), seed=seed))
    print()
    for line in game.board_lines(lang):
        print(line)
    print()
    steps = game.proof
    print(tr("solitaire.text.solution", lang, count=len(steps), pairs_word=plural("solitaire.unit.pairs", len(steps), lang)))
    for number, (a, b) in enumerate(steps, 1):
        print(f"{number:>3}. {game.placed(a)}  +  {game.placed(b)}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main(["solitaire"]))
