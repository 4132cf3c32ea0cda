"""The widgets' own words and the language of the lesson they are shown in.

Texts live in ``lessons/widgets/locale/<area>.<lang>.json`` — one small flat ``key -> text``
catalog per area (``base``, ``kids``, ``table``...), ``str.format`` placeholders; all files of
a language are merged, a key may be defined once.  Words about the game itself (tile names,
scoring items, mini-game messages) come from :mod:`mjcore`'s catalogs.

The ru and en notebooks share their code cells, so a widget finds its language by itself:
an explicit ``lang=`` wins, then the folder the notebook runs in (``lessons/ru/...`` or
``lessons/en/...``: Jupyter, Voilà and nbval start the kernel there), then
:func:`mjcore.i18n.default_lang` (``MJ_LANG``, the locale; Russian by default).

>>> t("base.hint", "en"), t("base.hint", "ru")
('Hint', 'Подсказка')
>>> course_lang("en")
'en'
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from pathlib import Path

from mjcore.i18n import LANGS, Lang, default_lang, normalize_lang


class DuplicateTextError(RuntimeError):
    """Two catalog files of the widgets define the same key."""


@cache
def catalog(lang: str) -> dict[str, str]:
    """Every widget text of one language, merged from ``locale/*.<lang>.json``."""
    merged: dict[str, str] = {}
    folder = resources.files("lessons.widgets").joinpath("locale")
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if not entry.name.endswith(f".{lang}.json"):
            continue
        texts = json.loads(entry.read_text("utf-8"))
        clash = merged.keys() & texts.keys()
        if clash:
            raise DuplicateTextError(f"{entry.name} defines {sorted(clash)} again")
        merged.update(texts)
    return merged


def t(key: str, lang: str | None = None, /, **params: object) -> str:
    """The widget text ``key`` in ``lang`` (the lesson's language when omitted)."""
    code = course_lang(lang)
    template = catalog(code).get(key) or catalog("ru")[key]
    return template.format(**params) if params else template


def lang_of_folder(path: Path) -> Lang | None:
    """``'ru'``/``'en'`` when ``path`` is (inside) a ``ru``/``en`` folder of the course."""
    for part in reversed(path.parts[-3:]):
        if part in LANGS:
            return part  # type: ignore[return-value]
    return None


def course_lang(lang: str | None = None) -> Lang:
    """The language to show: ``lang`` if given, else the lesson folder's, else the default."""
    return normalize_lang(lang) or lang_of_folder(Path.cwd()) or default_lang()
