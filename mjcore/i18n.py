"""Localized messages: every word a user reads comes from a :class:`Catalog`.

One mechanism for the whole product. A :class:`Catalog` is a set of flat ``key -> text``
JSON files in a package folder, one per language (or several per language, merged: the
widgets keep one per area); ``str.format`` placeholders; a missing key falls back to
Russian. The rules core's catalog is :data:`CORE` (``mjcore/locale/<lang>.json``); the
widgets and the bot make their own with the same class, so lookup, plural forms and
fallback work the same everywhere, always ``(key, lang, **params)`` in that order.

A :class:`Message` is a key and its parameters, translated only when shown: errors,
mini-game feedback, the AI's reasons, quiz texts and score explanations all carry
messages, so the values stay language-free and are shown in the learner's language.

Russian is the default language, as in the seeds; :func:`default_lang` follows ``MJ_LANG``
and then the usual locale variables.

>>> tr("tile.suit.p", "en")
'Dots'
>>> tr("error.parse.unknown_suit", "ru", char="x", pos=3)
"неизвестная масть 'x' в позиции 3"
>>> CORE.plural("score.unit.points", 5, "ru")
'очков'
>>> from mjcore.tiles import Tile
>>> Message.of("mini.find.hint", tile=Tile.P5, row=2).text("en")
'I see 5 of Dots in row 2.'
"""

from __future__ import annotations

import fnmatch
import json
import os
import string
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import Any, Literal

Lang = Literal["ru", "en"]
LANGS: tuple[Lang, ...] = ("ru", "en")
DEFAULT_LANG: Lang = "ru"

#: How a tile parameter is shown when its placeholder names no style: ``code`` (``5p``),
#: ``name`` (``5 of Dots``), ``full`` (``5 of Dots (5p)``, the quiz) or ``code_name``
#: (``5p (5 of Dots)``, the errors: the notation the learner typed, then what it means).
TILE_STYLES = ("code", "name", "full", "code_name")


def normalize_lang(value: str | None) -> Lang | None:
    """Map ``'en_US.UTF-8'``, ``'EN'``, ``'ru'`` ... to a supported language, or ``None``.

    >>> normalize_lang("en_GB.UTF-8"), normalize_lang("ru_RU"), normalize_lang("de")
    ('en', 'ru', None)
    """
    if not value:
        return None
    code = value.strip().lower()[:2]
    if code == "en":
        return "en"
    if code == "ru":
        return "ru"
    return None


#: The languages whose speakers read Russian more readily than English (Belarusian and Kazakh:
#: Russian is an official language there); Ukrainian is not among them.
READS_RUSSIAN = frozenset({"ru", "be", "kk"})


def user_lang(code: str | None) -> Lang:
    """The language to speak to a user whose own is ``code`` (a Telegram ``language_code``, a
    locale): Russian for Russian, Belarusian and Kazakh (:data:`READS_RUSSIAN`), English for any
    other; Russian, the default, when it is not known.

    >>> [user_lang(c) for c in ("ru", "ru-RU", "be", "kk", "en-GB", "uk", "de", "fr", None, "")]
    ['ru', 'ru', 'ru', 'ru', 'en', 'en', 'en', 'en', 'ru', 'ru']
    """
    known = normalize_lang(code)
    if known is not None or not code:
        return known or "ru"
    return "ru" if code.strip().lower()[:2] in READS_RUSSIAN else "en"


def default_lang() -> Lang:
    """The language from ``MJ_LANG``, ``LC_ALL``, ``LC_MESSAGES`` or ``LANG``; else Russian."""
    for var in ("MJ_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        lang = normalize_lang(os.environ.get(var))
        if lang:
            return lang
    return DEFAULT_LANG


def resolve_lang(lang: str | None) -> Lang:
    """``lang`` as a supported language, else :func:`default_lang`."""
    return normalize_lang(lang) or default_lang()


class DuplicateKeyError(RuntimeError):
    """Two files of one catalog define the same key (a programming error, found by the tests)."""


class MissingTextError(KeyError):
    """A key that no language of the catalog defines (a programming error)."""


def plural_form(forms: list[str], count: int, lang: Lang) -> str:
    """The one of ``forms`` (ru: one|few|many, en: one|other) that goes with ``count``.

    >>> plural_form(["фишка", "фишки", "фишек"], 22, "ru"), plural_form(["tile", "tiles"], 1, "en")
    ('фишки', 'tile')
    """
    n = abs(count)
    if lang == "ru" and len(forms) == 3:
        if n % 10 == 1 and n % 100 != 11:
            return forms[0]
        return forms[1] if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else forms[2]
    return forms[0] if n == 1 or len(forms) == 1 else forms[-1]


class Catalog:
    """The messages of one part of the product in every language.

    ``package`` is the folder (a package) holding the files; ``pattern`` names them, with
    ``{lang}`` for the language (``"{lang}.json"``, or ``"*.{lang}.json"`` to merge one file
    per area). Files are read once, on first use.

    >>> CORE.text("tile.suit.p", "en"), CORE.text("tile.suit.p", "ru")
    ('Dots', 'Точки')
    >>> "tile.suit.p" in CORE, "no.such.key" in CORE
    (True, False)
    """

    def __init__(self, package: str, pattern: str = "{lang}.json") -> None:
        self.package = package
        self.pattern = pattern
        self._texts: dict[str, dict[str, str]] = {}

    def __repr__(self) -> str:
        return f"Catalog({self.package!r}, {self.pattern!r})"

    def messages(self, lang: Lang) -> Mapping[str, str]:
        """Every text of ``lang`` (the files merged; a key defined twice is an error)."""
        found = self._texts.get(lang)
        if found is None:
            found = self._texts[lang] = self._load(lang)
        return found

    def _load(self, lang: Lang) -> dict[str, str]:
        wanted = self.pattern.format(lang=lang)
        merged: dict[str, str] = {}
        folder = resources.files(self.package)
        for entry in sorted(folder.iterdir(), key=lambda e: e.name):
            if not fnmatch.fnmatchcase(entry.name, wanted):
                continue
            texts = json.loads(entry.read_text("utf-8"))
            clash = merged.keys() & texts.keys()
            if clash:
                raise DuplicateKeyError(f"{self.package}/{entry.name} defines {sorted(clash)} again")
            merged.update(texts)
        return merged

    def files(self, lang: Lang) -> list[str]:
        """The names of the files that make up ``lang`` (for the catalog tests)."""
        wanted = self.pattern.format(lang=lang)
        return sorted(e.name for e in resources.files(self.package).iterdir() if fnmatch.fnmatchcase(e.name, wanted))

    def __contains__(self, key: object) -> bool:
        return key in self.messages(DEFAULT_LANG)

    def keys(self, lang: Lang = DEFAULT_LANG) -> frozenset[str]:
        return frozenset(self.messages(lang))

    def template(self, key: str, lang: str | None = None) -> str:
        """The raw text of ``key`` in ``lang``, else in Russian; :class:`MissingTextError` if none."""
        code = resolve_lang(lang)
        found = self.messages(code).get(key)
        if found is None:
            found = self.messages(DEFAULT_LANG).get(key)
            if found is None:
                raise MissingTextError(f"{self.package}: no text {key!r}")
        return found

    def text(self, key: str, lang: str | None = None, /, **params: object) -> str:
        """The message ``key`` in ``lang`` (default: :func:`default_lang`), formatted with ``params``."""
        template = self.template(key, lang)
        return template.format(**params) if params else template

    def plural(self, key: str, count: int, lang: str | None = None, /) -> str:
        """The form of ``key`` for ``count``: the text lists the forms separated by ``|``
        (English: one|other; Russian: one|few|many).

        >>> CORE.plural("score.unit.points", 3, "ru"), CORE.plural("score.unit.points", 1, "en")
        ('очка', 'point')
        """
        code = resolve_lang(lang)
        return plural_form(self.template(key, code).split("|"), count, code)

    def variant(self, key: str, suffix: str, lang: str | None = None) -> str:
        """``key + suffix`` when the catalog has that variant (the children's ``.kids`` wording), else ``key``."""
        longer = key + suffix
        return longer if longer in self.messages(resolve_lang(lang)) or longer in self else key


#: The rules core's catalog: tiles, notation, errors, scoring, the game, mini-games, quizzes.
CORE = Catalog("mjcore.locale")


def catalog(lang: Lang) -> Mapping[str, str]:
    """The rules core's whole catalog of one language."""
    return CORE.messages(lang)


def _name(param: tuple[str, object]) -> str:
    return param[0]


def tr(key: str, lang: str | None = None, /, **params: object) -> str:
    """:meth:`CORE.text <Catalog.text>`: the core's message ``key`` in ``lang``."""
    return CORE.text(key, lang, **params)


def plural(key: str, count: int, lang: str | None = None, /) -> str:
    """:meth:`CORE.plural <Catalog.plural>`: the form of the core's ``key`` for ``count``."""
    return CORE.plural(key, count, lang)


@dataclass(frozen=True, slots=True)
class Message:
    """A catalog key and its parameters, translated only when shown.

    Parameters may be numbers, strings, tiles, suits, tuples of tiles, other messages (shown
    in the same language, style and catalog) and values that show themselves (an object with
    a ``text(lang)`` method, such as a mini-game's summary). A placeholder may say how to
    show its value (``str.format`` specs):

    - a tile: ``{tile:code}`` ``5p``, ``{tile:name}`` ``5 of Dots``, ``{tile:full}``
      ``5 of Dots (5p)``, ``{tile:code_name}`` ``5p (5 of Dots)``; with no spec, the
      ``tiles`` style given to :meth:`text`;
    - tiles (a tuple): the same styles, codes joined by ``/``, the others by ``, ``; no
      tiles at all read ``—``;
    - a number: ``{n:count=game.word.tile}`` gives ``16 tiles`` / ``16 фишек`` (the noun's
      plural forms from the catalog, its ``.kids`` variant for children).

    ``kids`` prefers the children's wording: ``key + '.kids'`` where the catalog has it.
    ``tiles="kids"`` shows every tile (and suit) by its children's name
    (:func:`mjcore.kidswords.child_tile_name`), never a code, whatever the placeholder's style:
    the kids' track on screen, where a child cannot read notation (the command line's kids'
    game keeps ``tiles="code"``: it is typed in notation).
    :meth:`join` puts several messages one after another (``Message.join([a, b])``).

    >>> from mjcore.tiles import Tile
    >>> Message.of("mini.find.hint", tile=Tile.P5, row=2).text("ru")
    'Вижу фишку «5 точек» в ряду 2.'
    >>> Message("tile.suit.p").text("en")
    'Dots'
    """

    key: str
    params: tuple[tuple[str, object], ...] = ()

    @classmethod
    def of(cls, key: str, /, **params: object) -> Message:
        """``Message.of("mini.find.hint", tile=Tile.P5, row=2)`` (parameters in the order of their
        names, as JSON writes them with sorted keys: a message reads back equal)."""
        return cls(key, tuple(sorted(params.items(), key=_name)))

    @classmethod
    def for_adults(cls, message: Message) -> Message:
        """``message``, left out of a child's text (numbers and terms a child does not read:
        a chance in percent, a scoring minimum); a :meth:`join` drops it there.

        >>> m = Message.join([Message("tile.suit.m"), Message.for_adults(Message("tile.suit.p"))], " / ")
        >>> m.text("en"), m.text("en", kids=True)
        ('Characters / Dots', 'Characters')
        """
        return cls(ADULTS, (("part", message),))

    @classmethod
    def join(cls, parts: Iterable[Message], sep: str = " ") -> Message:
        """Several messages shown one after another, ``sep`` between them.

        >>> Message.join([Message("tile.suit.m"), Message("tile.suit.p")], " / ").text("en")
        'Characters / Dots'
        """
        return cls(JOIN, (("parts", tuple(parts)), ("sep", sep)))

    def get(self, name: str, default: object = None) -> object:
        """The parameter ``name`` (``default`` when absent)."""
        for key, value in self.params:
            if key == name:
                return value
        return default

    def text(self, lang: str | None = None, /, *, catalog: Catalog | None = None,
             tiles: str = "name", kids: bool = False) -> str:
        """The message in ``lang``, from ``catalog`` (default :data:`CORE`)."""
        book = catalog or CORE
        code = resolve_lang(lang)
        if self.key == ADULTS:
            part = self.get("part")
            return "" if kids or not isinstance(part, Message) else part.text(code, catalog=book, tiles=tiles, kids=kids)
        if self.key == JOIN:
            parts = self.get("parts", ())
            sep = str(self.get("sep", " "))
            shown = (show(part, code, catalog=book, tiles=tiles, kids=kids) for part in parts)  # type: ignore[attr-defined]
            return sep.join(text for text in shown if text)  # a part with no words (a child's) is left out
        key = book.variant(self.key, ".kids", code) if kids else self.key
        template = book.template(key, code)
        if not self.params:
            return template
        style = _Style(code, book, tiles, kids)
        # str.format_map reads the placeholders as string.Formatter does, ten times faster
        return template.format_map({k: _Shown(v, style) for k, v in self.params})

    def __format__(self, spec: str) -> str:
        # A message handed to ``str.format`` (``tr(key, x=message)``, an f-string) would show the
        # learner its repr: fail loudly instead. Inside another Message it is shown in its language.
        raise TypeError(f"{self!r} has no language here: show it with .text(lang) or pass it to a Message")

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form (tiles as codes, nested messages as objects); see :meth:`from_json`."""
        return {"key": self.key, "params": {k: _param_to_json(v) for k, v in self.params}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        """The message written by :meth:`to_json`.

        >>> from mjcore.tiles import Tile
        >>> m = Message.of("mini.find.hint", tile=Tile.P5, row=2)
        >>> Message.from_json(m.to_json()) == m
        True
        """
        params = data.get("params") or {}
        return cls(str(data["key"]), tuple(sorted(((str(k), _param_from_json(v)) for k, v in params.items()), key=_name)))


#: The key of :meth:`Message.join` (no catalog holds it: the parts are the text).
JOIN = "i18n.join"
#: The key of :meth:`Message.for_adults` (its part, or nothing in a child's text).
ADULTS = "i18n.adults"


# -- showing parameters ---------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _Style:
    lang: Lang
    catalog: Catalog
    tiles: str
    kids: bool


class _Shown:
    """A parameter on its way into a template: ``__format__`` reads the placeholder's spec."""

    __slots__ = ("style", "value")

    def __init__(self, value: object, style: _Style) -> None:
        self.value = value
        self.style = style

    def __format__(self, spec: str) -> str:
        return show(self.value, self.style.lang, spec, catalog=self.style.catalog,
                    tiles=self.style.tiles, kids=self.style.kids)

    def __str__(self) -> str:
        return self.__format__("")


def show(value: object, lang: Lang, spec: str = "", *, catalog: Catalog | None = None,
         tiles: str = "name", kids: bool = False) -> str:
    """One parameter as it reads in ``lang`` (see :class:`Message` for the specs).

    >>> from mjcore.tiles import Tile
    >>> show(Tile.P5, "en", "full"), show((Tile.M3, Tile.M6), "en", "code"), show(16, "en", "count=game.word.tile")
    ('5 of Dots (5p)', '3m/6m', '16 tiles')
    """
    if not spec and (value.__class__ is str or value.__class__ is int):
        return str(value)
    book = catalog or CORE
    if isinstance(value, Message):
        return value.text(lang, catalog=book, tiles=tiles, kids=kids)
    shows_itself = getattr(value, "text", None)
    if callable(shows_itself) and not isinstance(value, str):
        if tiles == "kids" and getattr(value, "speaks_kids", False):  # children's words of its own
            return str(shows_itself(lang, kids=True))
        return str(shows_itself(lang))
    if spec.startswith("count="):
        noun = spec.removeprefix("count=")
        if kids:
            noun = book.variant(noun, ".kids", lang)
        count = int(value)  # type: ignore[call-overload]
        return f"{count} {book.plural(noun, count, lang)}"
    style = "kids" if tiles == "kids" else spec if spec in TILE_STYLES else tiles
    if _is_tile(value):
        return _tile_text(value, lang, style)
    if isinstance(value, (tuple, list)) and not value:
        return "—"
    if isinstance(value, (tuple, list)) and all(_is_tile(v) for v in value):
        parts = [_tile_text(v, lang, style) for v in value]
        return "/".join(parts) if style == "code" else ", ".join(parts)
    if isinstance(value, (tuple, list)):
        return ", ".join(show(v, lang, spec, catalog=book, tiles=tiles, kids=kids) for v in value)
    if hasattr(value, "full_name"):  # a suit
        if tiles == "kids":
            from mjcore.kidswords import child_suit_name

            return child_suit_name(str(value.value), lang)  # type: ignore[attr-defined]
        return str(value.full_name(lang))
    if spec and spec not in TILE_STYLES:
        return format(value, spec)
    return str(value)


def _is_tile(value: object) -> bool:
    global _TILE
    if _TILE is None:
        from mjcore.tiles import Tile

        _TILE = Tile
    return isinstance(value, _TILE)


_TILE: type | None = None  # mjcore.tiles.Tile, imported on first use (tiles import this module)


def _tile_text(tile: Any, lang: Lang, style: str) -> str:
    if style == "code":
        return str(tile)
    if style == "kids":  # the children's name, never the code (mjcore.kidswords, loaded to show)
        from mjcore.kidswords import child_tile_name

        return child_tile_name(tile, lang)
    name = str(tile.full_name(lang))
    if style == "full":
        return f"{name} ({tile})"
    return f"{tile} ({name})" if style == "code_name" else name


def _param_to_json(value: object) -> object:
    if isinstance(value, Message):
        return {"message": value.to_json()}
    if _is_tile(value):
        return {"tile": str(value)}
    if isinstance(value, (tuple, list)):
        return {"list": [_param_to_json(v) for v in value]}
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    if hasattr(value, "full_name") and hasattr(value, "value"):  # a suit
        return {"suit": value.value}
    return str(value)


def _param_from_json(value: object) -> object:
    if isinstance(value, dict):
        if "message" in value:
            return Message.from_json(value["message"])
        if "tile" in value:
            from mjcore.tiles import Tile

            return Tile.from_str(value["tile"])
        if "list" in value:
            return tuple(_param_from_json(v) for v in value["list"])
        if "suit" in value:
            from mjcore.tiles import Suit

            return Suit(value["suit"])
    return value


_FORMATTER = string.Formatter()


def placeholders(template: str) -> Iterator[tuple[str, str]]:
    """The ``(name, spec)`` of every placeholder of a template (for the catalog tests).

    >>> list(placeholders("{n:count=game.word.tile} on {tile}"))
    [('n', 'count=game.word.tile'), ('tile', '')]
    """
    for _, name, spec, _ in _FORMATTER.parse(template):
        if name is not None:
            yield name, spec or ""
