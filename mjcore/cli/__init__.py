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
import re
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


#: The bounds of a ``--jsonl`` request line (the commands' ``--help`` and docs/DECISIONS.md say
#: them): its length in bytes (UTF-8), how deep it nests, the digits of an integer. Beyond them a
#: line is answered with one error; numbers must be finite (no NaN, Infinity or 1e999).
MAX_LINE_BYTES = 1 << 16
MAX_DEPTH = 32
MAX_DIGITS = 18


def jsonl_bounds(lang: str) -> str:
    """The bounds of a ``--jsonl`` line in words (the commands' ``--help``)."""
    return tr("cli.opt.jsonl_bounds", lang, bytes=MAX_LINE_BYTES, depth=MAX_DEPTH, digits=MAX_DIGITS)


class _Beyond(Exception):
    """A number beyond the bounds, met while a line is read (carries the error to answer)."""

    def __init__(self, error: MahjongError) -> None:
        super().__init__(error.key)
        self.error = error


def _strict_int(text: str) -> int:
    if len(text) > MAX_DIGITS and len(text.lstrip("-")) > MAX_DIGITS:
        raise _Beyond(ParseError("error.input.number_too_long", limit=MAX_DIGITS))
    return int(text)


def _strict_float(text: str) -> float:
    value = float(text)
    if value - value != 0.0:  # inf or nan (1e999)
        raise _Beyond(ParseError("error.input.not_finite"))
    return value


def _no_constant(name: str) -> float:
    raise _Beyond(ParseError("error.input.not_finite"))


def _lenient_int(text: str) -> int | None:
    return None if len(text.lstrip("-")) > MAX_DIGITS else int(text)


def _lenient_float(text: str) -> float | None:
    value = float(text)
    return value if value - value == 0.0 else None


#: Reads a request within the bounds; the lenient one reads a refused line's id when it can.
_STRICT = json.JSONDecoder(parse_int=_strict_int, parse_float=_strict_float, parse_constant=_no_constant)
_LENIENT = json.JSONDecoder(parse_int=_lenient_int, parse_float=_lenient_float, parse_constant=lambda _name: None)
#: A lone surrogate written in the text, or escaped (``\ud800``) in a JSON string.
_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
#: Answers are written strictly: never NaN or Infinity.
_encode_answer = json.JSONEncoder(ensure_ascii=False, allow_nan=False).encode
_JSON_SPACE = " \t\r\n"


def _unicode_ok(value: Any) -> bool:
    """No lone surrogate in any text of ``value`` (keys included)."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return False
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
    return True


def _too_deep(value: Any) -> bool:
    """Whether ``value`` nests more than :data:`MAX_DEPTH` levels."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (list, dict)):
            if depth > MAX_DEPTH:
                return True
            stack.extend((child, depth + 1) for child in (item.values() if isinstance(item, dict) else item))
    return False


def read_request(line: str | bytes) -> Any:
    """One ``--jsonl`` line as JSON, within the bounds (:data:`MAX_LINE_BYTES`, :data:`MAX_DEPTH`,
    :data:`MAX_DIGITS`, finite numbers, Unicode text); a :class:`~mjcore.errors.ParseError` says
    which bound it crosses, or that it is not JSON.

    >>> read_request(b'{"id": 1, "hand": "123m"}')
    {'id': 1, 'hand': '123m'}
    >>> read_request('{"id": NaN}')
    Traceback (most recent call last):
    mjcore.errors.ParseError: NaN, Infinity и числа за пределами double (например, 1e999) — не числа JSON
    """
    if len(line) > MAX_LINE_BYTES:
        raise ParseError("error.input.too_long", limit=MAX_LINE_BYTES)
    if isinstance(line, bytes):
        try:
            text = line.decode("utf-8")
        except UnicodeDecodeError:
            raise ParseError("error.input.bad_json") from None
        if text.startswith("\ufeff"):  # a byte order mark, as json.loads has always taken it
            text = text[1:]
    else:
        text = line
        if len(text.encode("utf-8", "surrogatepass")) > MAX_LINE_BYTES:
            raise ParseError("error.input.too_long", limit=MAX_LINE_BYTES)
    try:
        request = _STRICT.decode(text)
    except _Beyond as beyond:
        raise beyond.error from None
    except RecursionError:
        raise ParseError("error.input.too_deep", limit=MAX_DEPTH) from None
    except ValueError:
        raise ParseError("error.input.bad_json") from None
    if text.count("[") + text.count("{") > MAX_DEPTH and _too_deep(request):
        raise ParseError("error.input.too_deep", limit=MAX_DEPTH)
    if (not text.isascii() and _SURROGATE.search(text)) or (_SURROGATE_ESCAPE.search(text) and not _unicode_ok(request)):
        raise ParseError("error.input.bad_unicode")
    return request


def _refused_id(line: str | bytes) -> Any:
    """The ``id`` of a line refused as a whole, when it can be read and written back; else ``None``."""
    if len(line) > MAX_LINE_BYTES:
        return None
    try:
        text = line.decode("utf-8", "replace") if isinstance(line, bytes) else line
        request = _LENIENT.decode(text.lstrip("\ufeff"))
    except (ValueError, RecursionError):
        return None
    ident = request.get("id") if isinstance(request, dict) else None
    return ident if not _too_deep(ident) and _unicode_ok(ident) else None


def _failure(ident: Any, error: dict[str, str]) -> str:
    return _encode_answer({"id": ident, "ok": False, "error": error})


def _writable(line: str, lang: str) -> str:
    """``line`` if it can be written as UTF-8; else an error answer in its place."""
    try:
        line.encode("utf-8")
    except UnicodeEncodeError:
        return _failure(None, {"code": "input.bad_unicode", "message": tr("error.input.bad_unicode", lang)})
    return line


def answer_lines(answer: Callable[..., Any], lang: str, not_object: str, *, text: bool = False) -> int:
    """The ``--jsonl`` loop: one JSON object per stdin line, one answer per stdout line.

    ``answer`` turns a request object into the answer's fields; its id is echoed (``text``:
    ``answer(request, first)`` writes the whole answer's JSON text itself, ``first`` — the id
    field — first, then ``"ok": true`` and the rest). Every line that is not JSON whitespace gets
    one answer, in order: a line that is not JSON, crosses a bound (:func:`read_request`), is not an
    object (``not_object`` is that error's catalog key) or that the core refuses
    (:class:`MahjongError`) is answered ``{"id", "ok": false, "error"}`` in ``lang``, and the batch
    goes on — as it does, with an ``input.internal`` error, should anything else go wrong. The
    answers are strict JSON (UTF-8, finite numbers). The lines are read as they arrive, as many as
    one read brings, and their answers written (and flushed) together: a batch goes through in bulk,
    a client that sends one line and waits gets its answer at once.
    """
    read, encode = read_request, encode_json
    write, flush = sys.stdout.write, sys.stdout.flush
    for lines in request_chunks(sys.stdin):
        out = []
        for line in lines:
            if not line.strip(_JSON_SPACE if isinstance(line, str) else b" \t\r\n"):
                continue
            ident: Any = None
            got = False
            try:
                request = read(line)
                if not isinstance(request, dict):
                    raise ParseError(not_object)
                ident, got = request.get("id"), True
                if text:
                    out.append(answer(request, f'"id": {encode(ident)}, '))
                else:
                    out.append(_encode_answer({"id": ident, "ok": True, **answer(request)}))
            except MahjongError as error:
                out.append(_failure(ident if got else _refused_id(line), error_json(error, lang)))
            except Exception as error:  # a defect: this line says so, the others are answered
                message = tr("error.input.internal", lang, kind=type(error).__name__)
                out.append(_failure(ident if got else None, {"code": "input.internal", "message": message}))
        if out:
            out.append("")
            chunk = "\n".join(out)
            try:
                write(chunk)
            except UnicodeEncodeError:  # never expected: the requests' texts are checked; still no line is lost
                write("\n".join(_writable(line, lang) for line in out))
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


#: The most bytes the command line reads from a file it is given (a game record, a progress
#: file): a larger file, or one without an end (``/dev/zero``), is refused after that many.
MAX_FILE = 4 * 1024 * 1024


def read_file(path: str, limit: int = MAX_FILE) -> bytes:
    """The bytes of the file ``path``, at most ``limit`` of them (``error.file.too_big`` beyond:
    never read into memory whole); an :class:`OSError` as the system gives it."""
    with open(path, "rb") as file:
        data = file.read(limit + 1)
    if len(data) > limit:
        raise MahjongError("error.file.too_big", file=path, limit=limit)
    return data


def read_json_file(path: str, limit: int = MAX_FILE) -> Any:
    """The JSON value of the file ``path`` (UTF-8 text, at most ``limit`` bytes); a localized
    :class:`MahjongError` naming the file when it is not that."""
    data = read_file(path, limit)
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise MahjongError("error.file.encoding", file=path) from None
    except json.JSONDecodeError as error:
        raise MahjongError("error.file.json", file=path, line=error.lineno, column=error.colno) from None
    except ValueError:  # an integer of thousands of digits
        raise MahjongError("error.file.number", file=path) from None
    except RecursionError:
        raise MahjongError("error.file.nesting", file=path) from None


#: The system's errors a learner meets, in words (the others: its number and its own words).
OS_ERRORS = {"ENOENT": "error.file.missing", "EACCES": "error.file.denied", "EPERM": "error.file.denied",
             "EISDIR": "error.file.folder", "ENOTDIR": "error.file.not_folder", "ENOSPC": "error.file.no_space",
             "EROFS": "error.file.read_only", "EPIPE": "error.file.closed"}


def os_error(error: OSError, lang: str) -> str:
    """``error`` in ``lang``, naming its file (standard output when it has none: a write failed).

    >>> os_error(FileNotFoundError(2, "No such file or directory", "game.json"), "en")
    'game.json: no such file'
    >>> os_error(OSError(28, "No space left on device"), "ru")
    'вывод: на диске нет места'
    """
    import errno

    name = error.filename if error.filename is not None else tr("cli.output", lang)
    name = os.fsdecode(name) if isinstance(name, str | bytes) else str(name)
    key = OS_ERRORS.get(errno.errorcode.get(error.errno or 0, ""), "error.file.os")
    return tr(key, lang, file=name, code=error.errno, detail=error.strerror or "")


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    lang = lang_from_argv(argv)
    args = build_parser(lang, command_of(argv)).parse_args(argv)
    try:
        code = int(args.func(args) or 0)
        sys.stdout.flush()  # a full disk is found here, not at the exit
        return code
    except MahjongError as error:
        message = error.message(args.lang)
    except OSError as error:
        message = os_error(error, args.lang)
        if error.filename is None:  # the output failed: what is left of it goes nowhere at the exit
            _drop_output()
    line = tr("cli.error", args.lang, message=message.replace("\n", " "))
    print(line.encode("utf-8", "backslashreplace").decode("utf-8"), file=sys.stderr)  # a file's lone surrogate shown escaped
    return 2


def _drop_output() -> None:
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError):  # no file behind stdout (a test's StringIO): nothing to drop
        pass
