"""The bot's own words: ``bot/locale/<lang>.json`` (flat ``key -> text`` maps, ``str.format``
placeholders), the same keys in Russian and English (a test checks keys and placeholders)."""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

from mjcore.i18n import normalize_lang

LANGS = ("ru", "en")


@cache
def catalog(lang: str) -> dict[str, str]:
    text = resources.files("bot.locale").joinpath(f"{lang}.json").read_text("utf-8")
    return json.loads(text)


def t(lang: str | None, key: str, /, **params: object) -> str:
    """The bot text ``key`` in ``lang`` (Russian when the language is unknown)."""
    code = normalize_lang(lang) or "ru"
    template = catalog(code).get(key) or catalog("ru")[key]
    return template.format(**params) if params else template
