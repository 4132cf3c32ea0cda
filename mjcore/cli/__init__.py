"""``python -m mjcore``: the command line of the rules core.

Every subcommand has ``--help`` and ``--json``; ``--lang ru|en`` chooses the language
(default: the environment's, else Russian). Exit code 0 on success, 2 on bad input with
a one-line localized message on stderr.

Subcommands live in modules of this package; each exposes ``register(subparsers, lang)``
and sets ``func`` on its parser.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from typing import Any

from mjcore.errors import MahjongError, ParseError
from mjcore.i18n import LANGS, Catalog, default_lang, normalize_lang, tr

#: The modules that contribute subcommands, in the order of ``--help``.
COMMAND_MODULES = ("mjcore.cli.core", "mjcore.cli.scoring", "mjcore.cli.game", "mjcore.cli.quiz", "mjcore.cli.exercises", "mjcore.cli.solitaire")

#: argparse's own words: ``mjcore/locale/argparse.ru.json`` maps each English message (the
#: source) to its Russian text, so there is no English file.
ARGPARSE = Catalog("mjcore.locale", "argparse.{lang}.json")


def lang_from_argv(argv: Sequence[str]) -> str:
    """The ``--lang`` value in ``argv`` (``--lang en`` or ``--lang=en``), else the default."""
    for index, arg in enumerate(argv):
        value = arg.split("=", 1)[1] if arg.startswith("--lang=") else argv[index + 1] if arg == "--lang" and index + 1 < len(argv) else None
        if value and normalize_lang(value):
            return normalize_lang(value)  # type: ignore[return-value]
    return default_lang()


def common_options(parser: argparse.ArgumentParser, lang: str) -> None:
    """``--json`` and ``--lang``, shared by every subcommand."""
    parser.add_argument("--json", action="store_true", help=tr("cli.opt.json", lang))
    parser.add_argument("--lang", choices=LANGS, default=lang, help=tr("cli.opt.lang", lang))


def localize_argparse(lang: str) -> None:
    """Translate argparse's own words ("usage:", "the following arguments are required"...).

    argparse looks its messages up through the module-level ``_`` (gettext) at call time;
    the Russian texts are :data:`ARGPARSE` (English is the source).
    """
    import gettext

    if lang == "en":
        argparse._ = gettext.gettext  # type: ignore[attr-defined]
        return
    table = ARGPARSE.messages(lang)  # type: ignore[arg-type]
    argparse._ = lambda message: table.get(message, message)  # type: ignore[attr-defined]


def build_parser(lang: str) -> argparse.ArgumentParser:
    import importlib

    localize_argparse(lang)
    parser = argparse.ArgumentParser(prog="python -m mjcore", description=tr("cli.description", lang))
    parser.add_argument("--lang", choices=LANGS, default=lang, help=tr("cli.opt.lang", lang))
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in COMMAND_MODULES:
        importlib.import_module(name).register(commands, lang)
    return parser


def emit_json(data: Any) -> None:
    """Write one JSON document (UTF-8, not ASCII-escaped) to stdout."""
    sys.stdout.write(json.dumps(data, ensure_ascii=False) + "\n")


def error_json(error: MahjongError, lang: str) -> dict[str, str]:
    return {"code": error.code, "message": error.message(lang)}


def answer_lines(answer: Callable[[dict[str, Any]], dict[str, Any]], lang: str, not_object: str) -> int:
    """The ``--jsonl`` loop: one JSON object per stdin line, one answer per stdout line.

    ``answer`` turns a request object into the answer's fields; its id is echoed. A bad line
    (not JSON, not an object — ``not_object`` is that error's catalog key —, or a
    :class:`MahjongError`) is answered ``{"id", "ok": false, "error"}`` and the batch goes on.
    """
    for line in sys.stdin:
        if not line.strip():
            continue
        ident = None
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise ParseError(not_object)
            ident = request.get("id")
            emit_json({"id": ident, "ok": True, **answer(request)})
        except json.JSONDecodeError:
            emit_json({"id": None, "ok": False, "error": error_json(ParseError("error.input.bad_json"), lang)})
        except MahjongError as error:
            emit_json({"id": ident, "ok": False, "error": error_json(error, lang)})
        sys.stdout.flush()
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = lang_from_argv(argv)
    args = build_parser(lang).parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except MahjongError as error:
        print(tr("cli.error", args.lang, message=error.message(args.lang)), file=sys.stderr)
        return 2
    except OSError as error:
        print(tr("cli.error", args.lang, message=f"{error.filename or ''}: {error.strerror}"), file=sys.stderr)
        return 2
