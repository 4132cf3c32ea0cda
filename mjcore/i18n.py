"""Localized messages: every word a user reads comes from a catalog here.

The catalogs live in ``mjcore/locale/<lang>.json`` (one flat ``key -> text`` map per
language, ``str.format`` placeholders).  Russian is the default language, as in the
seeds; :func:`default_lang` follows ``MJ_LANG`` and then the usual locale variables.

>>> tr("tile.suit.p", "en")
'Dots'
>>> tr("error.parse.unknown_suit", "ru", char="x", pos=3)
"неизвестная масть 'x' в позиции 3"
"""

from __future__ import annotations

import json
import os
from functools import cache
from importlib import resources
from typing import Literal

Lang = Literal["ru", "en"]
LANGS: tuple[Lang, ...] = ("ru", "en")
DEFAULT_LANG: Lang = "ru"


def normalize_lang(value: str | None) -> Lang | None:
    """Map ``'en_US.UTF-8'``, ``'EN'``, ``'ru'`` ... to a supported language, or ``None``.

    >>> normalize_lang("en_GB.UTF-8"), normalize_lang("ru_RU"), normalize_lang("de")
    ('en', 'ru', None)
    """
    if not value:
        return None
    code = value.strip().lower()[:2]
    return code if code in LANGS else None  # type: ignore[return-value]


def default_lang() -> Lang:
    """The language from ``MJ_LANG``, ``LC_ALL``, ``LC_MESSAGES`` or ``LANG``; else Russian."""
    for var in ("MJ_LANG", "LC_ALL", "LC_MESSAGES", "LANG"):
        lang = normalize_lang(os.environ.get(var))
        if lang:
            return lang
    return DEFAULT_LANG


@cache
def catalog(lang: Lang) -> dict[str, str]:
    """The whole message catalog of one language."""
    text = resources.files("mjcore.locale").joinpath(f"{lang}.json").read_text("utf-8")
    return json.loads(text)


def plural(key: str, count: int, lang: str | None = None, /) -> str:
    """The form of ``key`` for ``count``: catalog values list the forms separated by ``|``
    (English: one|other; Russian: one|few|many).

    >>> plural("score.unit.points", 3, "ru"), plural("score.unit.points", 5, "ru"), plural("score.unit.points", 1, "en")
    ('очка', 'очков', 'point')
    """
    code = normalize_lang(lang) or default_lang()
    forms = tr(key, code).split("|")
    n = abs(count)
    if code == "ru" and len(forms) == 3:
        if n % 10 == 1 and n % 100 != 11:
            return forms[0]
        return forms[1] if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else forms[2]
    return forms[0] if n == 1 or len(forms) == 1 else forms[-1]


class Text(str):
    """A catalog key that is translated when shown (e.g. a parameter of an error message).

    >>> Text("tile.suit.p").localized("en")
    'Dots'
    """

    def localized(self, lang: str | None = None) -> str:
        return tr(self, lang)


def tr(key: str, lang: str | None = None, /, **params: object) -> str:
    """The message ``key`` in ``lang`` (default: :func:`default_lang`), formatted with ``params``."""
    code = normalize_lang(lang) or default_lang()
    template = catalog(code).get(key) or catalog(DEFAULT_LANG)[key]
    return template.format(**params) if params else template
