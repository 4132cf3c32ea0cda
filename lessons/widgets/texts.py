"""The widgets' own words and the language of the lesson they are shown in.

Texts live in ``lessons/widgets/locale/<area>.<lang>.json`` — one small flat ``key -> text``
catalog per area (``base``, ``kids``, ``table``...), merged into one
:class:`~mjcore.i18n.Catalog` (:data:`WIDGETS`; a key may be defined once), so lookup,
plural forms and the Russian fallback work as in the core.  Words about the game itself
(tile names, scoring items, mini-game messages) come from :mod:`mjcore`'s catalog.

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

from pathlib import Path

from mjcore.i18n import LANGS, Catalog, Lang, default_lang, normalize_lang

#: The widgets' catalog: every ``locale/*.<lang>.json`` of a language, merged.
WIDGETS = Catalog("lessons.widgets.locale", "*.{lang}.json")


def t(key: str, lang: str | None = None, /, **params: object) -> str:
    """The widget text ``key`` in ``lang`` (the lesson's language when omitted)."""
    return WIDGETS.text(key, course_lang(lang), **params)


def lang_of_folder(path: Path) -> Lang | None:
    """``'ru'``/``'en'`` when ``path`` is (inside) a ``ru``/``en`` folder of the course."""
    for part in reversed(path.parts[-3:]):
        if part in LANGS:
            return part
    return None


def course_lang(lang: str | None = None) -> Lang:
    """The language to show: ``lang`` if given, else the lesson folder's, else the default."""
    return normalize_lang(lang) or lang_of_folder(Path.cwd()) or default_lang()
