"""Typed names of scoring patterns: what a learner may type for a fan, a yaku or a double, and
the forgiving reading of it (recall, not recognition: the learner names the patterns, no list).

Every pattern is known by its catalog names in Russian and English (:data:`~mjcore.scoring.base.TEXTS`),
its own system's names (Chinese, Japanese) and the alternatives those names list: the part
before a bracket and the part inside it (``Цумо (мензен цумо)``), either side of a slash. A
typed name is read in a normal form: case and «ё» ignored, hyphens and punctuation as spaces,
runs of spaces as one.

>>> find_pattern("  МЕНЗЕН   цумо ", "riichi"), find_pattern("все простые", "hk"), find_pattern("nothing", "hk")
('riichi.menzen_tsumo', 'hk.all_simples', None)
>>> read_names("all simples; Pung of dragons, xyz", "hk")
(('hk.all_simples', 'hk.dragon_pung'), ('xyz',))
"""

from __future__ import annotations

import re
from functools import cache

from mjcore.i18n import LANGS
from mjcore.scoring import find_system
from mjcore.scoring.base import TEXTS

#: What separates typed names: a comma, a semicolon, a new line.
SEPARATORS = re.compile(r"[,;\n]+")
_NOT_WORD = re.compile(r"[^\w+]+")


def normal(text: str) -> str:
    """A name in its normal form.

    >>> normal("Зелёный-дракон!  "), normal("ALL  Pungs")
    ('зеленый дракон', 'all pungs')
    """
    return " ".join(_NOT_WORD.sub(" ", text.casefold().replace("ё", "е")).split())


def _variants(name: str) -> set[str]:
    found = {name}
    bracket = re.fullmatch(r"(.*?)\s*\((.*)\)\s*", name)
    if bracket:
        found |= {bracket.group(1), bracket.group(2)}
    for part in list(found):
        found |= set(part.split("/"))
    return {normal(n) for n in found if normal(n)}


def pattern_keys(system: str) -> tuple[str, ...]:
    """Every pattern of ``system`` a learner may name (its rows' keys, in the catalog's order)."""
    find_system(system)  # its table adds its texts
    return tuple(k for k in TEXTS.messages("en") if k.startswith(system + ".") and not k.endswith(".reason")
                 and "{" not in TEXTS.text(k, "en") and k.count(".") == 1)


def accepted_names(key: str) -> frozenset[str]:
    """Every normal form a learner may type for the pattern ``key`` (both languages, native names).

    >>> sorted(accepted_names("riichi.menzen_tsumo"))[:4]
    ['concealed self draw', 'menzen tsumo', 'menzen tsumo concealed self draw', 'riichi menzen_tsumo']
    """
    names = [TEXTS.text(key, lang) for lang in LANGS] + list(TEXTS.native.get(key, {}).values())
    return frozenset({normal(key)} | {v for name in names for v in _variants(name)})  # the key: a front end's own answer


@cache
def _index(system: str) -> dict[str, str]:
    index: dict[str, str] = {}
    for key in pattern_keys(system):
        for name in accepted_names(key):
            index.setdefault(name, key)  # a name two patterns share goes to the first (the catalog's order)
    return index


def find_pattern(text: str, system: str) -> str | None:
    """The pattern of ``system`` that ``text`` names (``None``: no pattern of it)."""
    return _index(system).get(normal(text))


def read_names(text: str, system: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The patterns named in ``text`` (separated by commas, semicolons or lines) and the parts
    that name none, as typed."""
    found: list[str] = []
    unknown: list[str] = []
    for part in SEPARATORS.split(text):
        if not normal(part):
            continue
        key = find_pattern(part, system)
        if key is None:
            unknown.append(part.strip())
        elif key not in found:
            found.append(key)
    return tuple(found), tuple(unknown)


__all__ = ["SEPARATORS", "accepted_names", "find_pattern", "normal", "pattern_keys", "read_names"]
