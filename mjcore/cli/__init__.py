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
import os
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from mjcore.errors import MahjongError, ParseError
from mjcore.i18n import LANGS, Catalog, default_lang, normalize_lang, tr

#: The modules that contribute subcommands, in the order of ``--help``.
COMMAND_MODULES = (
    "mjcore.cli.core", "mjcore.cli.scoring", "mjcore.cli.game", "mjcore.cli.quiz", "mjcore.cli.exercises", "mjcore.cli.solitaire",
    "mjcore.cli.practice",
)
#: Each subcommand's module: a run imports only the module of its command (start-up time);
#: ``--help`` and unknown commands build the whole parser. A test keeps it in step.
COMMANDS = {
    "parse": "mjcore.cli.core", "analyze": "mjcore.cli.core", "render": "mjcore.cli.core", "score": "mjcore.cli.scoring",
    "play": "mjcore.cli.game", "simulate": "mjcore.cli.game", "quiz": "mjcore.cli.quiz", "exercises": "mjcore.cli.exercises",
    "solitaire": "mjcore.cli.solitaire", "daily": "mjcore.cli.practice", "review": "mjcore.cli.practice",
    "rating": "mjcore.cli.practice",
}

#: argparse's own words: ``mjcore/locale/argparse.ru.json`` maps each English message (the
#: source) to its Russian text, so there is no English file.
ARGPARSE = Catalog("mjcore.locale", "argparse.{lang}.json")


def lang_from_argv(argv: Sequence[str]) -> str:
    """The ``--lang`` value in ``argv`` (``--lang en`` or ``--lang=en``), else the default."""
    for index, arg in enumerate(argv):
        value = (arg.split("=", 1)[1] if arg.startswith("--lang=")
                 else argv[index + 1] if arg == "--lang" and index + 1 < len(argv) else None)
        if value and normalize_lang(value):
            return normalize_lang(value)  # type: ignore[return-value]
    return default_lang()


def common_options(parser: argparse.ArgumentParser, lang: str, *, every_language: str | None = None) -> None:
    """``--json`` and ``--lang``, shared by every subcommand; ``every_language`` (a help key)
    adds ``--lang all``."""
    parser.add_argument("--json", action="store_true", help=tr("cli.opt.json", lang))
    choices = (*LANGS, "all") if every_language else LANGS
    text = tr("cli.opt.lang", lang) + ("; " + tr(every_language, lang) if every_language else "")
    parser.add_argument("--lang", choices=choices, default=lang, help=text)


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


def command_of(argv: Sequence[str]) -> str | None:
    """The subcommand ``argv`` names (its first word after the top-level ``--lang``), or ``None``."""
    words = iter(argv)
    for arg in words:
        if arg == "--lang":
            next(words, None)
        elif not arg.startswith("--lang="):
            return None if arg.startswith("-") else arg
    return None


def build_parser(lang: str, command: str | None = None) -> argparse.ArgumentParser:
    """The parser of every subcommand, or of ``command`` alone when it is one of :data:`COMMANDS`."""
    import importlib

    localize_argparse(lang)
    parser = argparse.ArgumentParser(prog="python -m mjcore", description=tr("cli.description", lang))
    parser.add_argument("--lang", choices=LANGS, default=lang, help=tr("cli.opt.lang", lang))
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    module = COMMANDS.get(command or "")
    for name in (module,) if module else COMMAND_MODULES:
        importlib.import_module(name).register(commands, lang)
    return parser


#: JSON text, UTF-8 as it is (not ASCII-escaped); one encoder for every answer.
encode_json = json.JSONEncoder(ensure_ascii=False).encode


def emit_json(data: Any) -> None:
    """Write one JSON document (UTF-8, not ASCII-escaped) to stdout."""
    sys.stdout.write(encode_json(data) + "\n")


def error_json(error: MahjongError, lang: str) -> dict[str, str]:
    return {"code": error.code, "message": error.message(lang)}


def answer_lines(answer: Callable[..., Any], lang: str, not_object: str, *, text: bool = False) -> int:
    """The ``--jsonl`` loop: one JSON object per stdin line, one answer per stdout line.

    ``answer`` turns a request object into the answer's fields; its id is echoed (``text``:
    ``answer(request, first)`` writes the whole answer's JSON text itself, ``first`` — the id
    field — first, then ``"ok": true`` and the rest). A bad line
    (not JSON, not an object — ``not_object`` is that error's catalog key —, or a
    :class:`MahjongError`) is answered ``{"id", "ok": false, "error"}`` and the batch goes on.
    The lines are read as they arrive, as many as one read brings, and their answers written
    (and flushed) together: a batch goes through in bulk, a client that sends one line and
    waits gets its answer at once.
    """
    loads, encode = json.loads, encode_json
    write, flush = sys.stdout.write, sys.stdout.flush
    for lines in request_chunks(sys.stdin):
        out = []
        for line in lines:
            if not line.strip():
                continue
            try:
                request = loads(line)
            except ValueError:  # not JSON, or not UTF-8
                out.append(encode({"id": None, "ok": False, "error": error_json(ParseError("error.input.bad_json"), lang)}))
                continue
            ident = None
            try:
                if not isinstance(request, dict):
                    raise ParseError(not_object)
                ident = request.get("id")
                if text:
                    out.append(answer(request, f'"id": {encode(ident)}, '))
                else:
                    out.append(encode({"id": ident, "ok": True, **answer(request)}))
            except MahjongError as error:
                out.append(encode({"id": ident, "ok": False, "error": error_json(error, lang)}))
        if out:
            out.append("")
            write("\n".join(out))
            flush()
    return 0


def request_chunks(stream: Any, size: int = 1 << 16) -> Iterator[list[Any]]:
    """The lines of ``stream`` in the chunks that one read of its file brings (bytes), or one
    by one when it has no file (a test's ``StringIO``)."""
    try:
        fd = stream.fileno()
    except (AttributeError, OSError, ValueError):  # io.UnsupportedOperation is both
        for line in stream:
            yield [line]
        return
    rest = b""
    while True:
        data = os.read(fd, size)
        if not data:
            if rest:
                yield [rest]
            return
        cut = data.rfind(b"\n") + 1
        if not cut:
            rest += data
            continue
        lines = (rest + data[:cut]).split(b"\n")
        rest = data[cut:]
        yield lines


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = lang_from_argv(argv)
    args = build_parser(lang, command_of(argv)).parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except MahjongError as error:
        print(tr("cli.error", args.lang, message=error.message(args.lang)), file=sys.stderr)
        return 2
    except OSError as error:
        print(tr("cli.error", args.lang, message=f"{error.filename or ''}: {error.strerror}"), file=sys.stderr)
        return 2
