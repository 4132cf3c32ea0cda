"""The bot's own words: ``bot/locale/<lang>.json`` (flat ``key -> text`` maps, ``str.format``
placeholders), the same keys in Russian and English (a test checks keys and placeholders),
read through the project's one catalog class: ``TEXTS.text(key, lang, **params)``."""

from __future__ import annotations

from mjcore.i18n import Catalog

TEXTS = Catalog("bot.locale")
