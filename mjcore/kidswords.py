"""The children's words: the glossary as data, tile names without notation, and the one
checker of a child's text.

The core's tile names use the adult column of the glossary (``5 точек``, ``5 of Dots``,
``Благородные кости``); the kids' track speaks the article's language instead, the
"for children" column of ``shared/GLOSSARY.md``: монеты, бамбуки, знаки, фишки, драконы,
ветры, бонусы.  This module is the one place those words live for every front end (the
kids' widgets, the bot, the site): :data:`GLOSSARY` is every row of the glossary, read from
``mjcore/data/glossary.toml`` (:class:`Term`: its cells, the English children's word chosen
here, the adult words and second names a child must not read); :data:`TERMS` its rows with a
children's word; :func:`child_tile_name` names a tile for a child; and
:func:`kids_text_problems` is the one checker of a child's text: notation (``6p``, ``678m``,
``1z``), an adult term, a second name for one thing, the parent's «вы» — each a
:class:`Problem` naming its :class:`Cause`.  :func:`adult_traces` is its first two causes.
An adult's text has one name a thing too: :func:`adult_text_problems` finds the names the
glossary's rows (and :data:`PATTERN_NAMES`, the scoring patterns the glossary has no row for)
say an adult text must not use («фишка», «сброс», «сплетённый стрит»).

:class:`~mjcore.i18n.Message` shows tiles with these names when asked for the children's
wording (``text(lang, kids=True)``), whatever the placeholder's style.

>>> from mjcore.tiles import Tile
>>> child_tile_name(Tile.P6, "ru"), child_tile_name(Tile.P6, "en")
('6 монет', '6 coins')
>>> child_tile_name(Tile.S2, "ru"), child_tile_name(Tile.M3, "en"), child_tile_name(Tile.RED, "ru")
('2 бамбука', 'character 3', 'красный дракон')
>>> adult_traces("забрать 8p: чоу 678m", "ru")
['8p', '678m']
>>> adult_traces("Это благородные кости", "ru")
['кости', 'благородн']
>>> kids_text_problems("Забери 8 монет", "ru")
[]
"""

from __future__ import annotations

import enum
import functools
import re
import tomllib
from dataclasses import dataclass
from importlib import resources
from typing import Any

from mjcore.i18n import LANGS, Lang, resolve_lang, tr
from mjcore.tiles import Tile

__all__ = ["GLOSSARY", "NOTATION", "PATTERN_NAMES", "REGISTER", "TERMS", "Cause", "Problem", "Term", "adult_text_problems",
           "adult_traces", "child_suit_name", "child_tile_name", "kids_text_problems", "term"]

_HONOR_KEYS = ("east", "south", "west", "north", "white", "green", "red")
_BONUS_KEYS = ("plum", "orchid", "chrysanthemum", "bamboo", "spring", "summer", "autumn", "winter")


@dataclass(frozen=True, slots=True)
class Term:
    """One row of the glossary (``shared/GLOSSARY.md``), as ``mjcore/data/glossary.toml`` holds it:
    the cells as the glossary writes them, the English children's word chosen here, what a
    child must not read for it (its adult words, its other names) and what an adult must not
    read for it (``adult_second_*``: its other names in an adult's text), as regular expressions.
    A scoring pattern's row (:data:`PATTERN_NAMES`) names the scorers' rows whose name it is
    (``fans``).

    >>> dots = term("Dots (suit)")
    >>> dots.russian, dots.notation, dots.child_ru, dots.child_en, dots.tile_kind
    ('Точки', '`p`', 'монеты (coins)', 'coins', True)
    >>> dots.child("ru"), dots.child("en"), term("chow").child("ru")
    ('монеты', 'coins', '«три соседа»')
    """

    english: str
    russian: str
    notation: str = ""
    child_ru: str = ""
    child_en: str = ""
    tile_kind: bool = False
    adult_ru: tuple[str, ...] = ()
    adult_en: tuple[str, ...] = ()
    second_ru: tuple[str, ...] = ()
    second_en: tuple[str, ...] = ()
    adult_second_ru: tuple[str, ...] = ()
    adult_second_en: tuple[str, ...] = ()
    fans: tuple[str, ...] = ()

    def child(self, lang: Lang) -> str:
        """The children's word in ``lang`` (ru: the glossary's cell up to its first dash or
        bracket, which explain the word; "" where the glossary gives none)."""
        return re.split(r" — | \(", self.child_ru)[0] if lang == "ru" else self.child_en

    def adult(self, lang: Lang) -> tuple[str, ...]:
        """The patterns of the adult words a child must not read for this thing."""
        return self.adult_ru if lang == "ru" else self.adult_en

    def second(self, lang: Lang) -> tuple[str, ...]:
        """The patterns of the other names of this thing (a child reads one name a thing)."""
        return self.second_ru if lang == "ru" else self.second_en

    def adult_second(self, lang: Lang) -> tuple[str, ...]:
        """The patterns of the names an adult's text must not use for this thing (one name a thing).

        >>> term("discard").adult_second("en"), len(term("tile").adult_second("ru"))
        ((), 4)
        """
        return self.adult_second_ru if lang == "ru" else self.adult_second_en


def _read_glossary() -> tuple[tuple[Term, ...], tuple[Term, ...], dict[Lang, tuple[str, ...]]]:
    data = tomllib.loads(resources.files("mjcore.data").joinpath("glossary.toml").read_text("utf-8"))

    def rows(table: str) -> tuple[Term, ...]:
        fields: list[dict[str, Any]] = [{name: tuple(value) if isinstance(value, list) else value for name, value in row.items()}
                                        for row in data[table]]
        return tuple(Term(**row) for row in fields)

    return rows("term"), rows("pattern"), {lang: tuple(data["register"][lang]) for lang in LANGS}


#: Every row of the glossary, in its order (read from ``mjcore/data/glossary.toml``); the scoring
#: patterns the glossary has no row for, each named as the scorers name it; and the register's
#: patterns per language: what a text says to a child in the parent's «вы».
GLOSSARY, PATTERN_NAMES, REGISTER = _read_glossary()


def term(english: str) -> Term:
    """The glossary's row whose English cell is ``english``.

    >>> term("discard").child("ru"), term("discard").child("en")
    ('сброс', 'thrown-away tiles')
    """
    for row in GLOSSARY:
        if row.english == english:
            return row
    raise KeyError(english)


#: The kids' term list: the glossary's rows that have a "for children (ru)" word, in its order.
TERMS: tuple[Term, ...] = tuple(row for row in GLOSSARY if row.child_ru)

#: MPSZ notation: a run of digits with a suit letter (``6p``, ``678m``, ``1z``, ``1f``) or a
#: tile code in brackets; the honour letters alone are not matched (they are English words).
NOTATION = re.compile(r"(?<![\w-])\d+[mpszf](?![\w-])|\[\d+[mpsz]\]")


class Cause(enum.Enum):
    """Why a child should not read a text: each cause one of the glossary's promises."""

    NOTATION = "notation"  #: a tile code (``6p``, ``[5555m]``): a child reads pictures and names
    ADULT_TERM = "adult term"  #: the adult column's word where the children's column has another
    SECOND_NAME = "second name"  #: another name for a thing that has one children's name
    REGISTER = "register"  #: the parent's «вы» (or "you will hear" where nothing sounds)
    ADULT_SECOND_NAME = "adult's second name"  #: another name for a thing in an adult's text


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing in a child's text that the glossary says a child should not read: its cause,
    the words as the text writes them, and the glossary's row they are about (``None`` for
    notation and register).  Its text form says what to write instead.

    >>> str(Problem(Cause.ADULT_TERM, "точки", term("Dots (suit)")))
    "adult term 'точки' (Dots (suit): a child's word is «монеты» / 'coins')"
    >>> str(Problem(Cause.NOTATION, "6p"))
    "notation '6p'"
    """

    cause: Cause
    found: str
    term: Term | None = None

    def __str__(self) -> str:
        if self.cause is Cause.ADULT_SECOND_NAME and self.term is not None:
            return f"{self.cause.value} {self.found!r} ({self.term.english}: «{self.term.russian.split(' (')[0]}»)"
        about = f" ({self.term.english}: a child's word is «{self.term.child('ru')}» / {self.term.child('en')!r})" \
            if self.term is not None and self.term.child_ru else ""
        return f"{self.cause.value} {self.found!r}{about}"


@functools.cache
def _checks(code: Lang) -> tuple[tuple[Cause, re.Pattern[str], Term | None], ...]:
    """Every check of :func:`kids_text_problems` in ``code``: compiled once."""
    checks: list[tuple[Cause, re.Pattern[str], Term | None]] = [(Cause.NOTATION, NOTATION, None)]
    for cause, patterns in ((Cause.ADULT_TERM, Term.adult), (Cause.SECOND_NAME, Term.second)):
        checks += [(cause, re.compile(pattern, re.IGNORECASE), row) for row in GLOSSARY for pattern in patterns(row, code)]
    checks += [(Cause.REGISTER, re.compile(pattern, re.IGNORECASE), None) for pattern in REGISTER[code]]
    return tuple(checks)


def kids_text_problems(text: str, lang: str | None = None) -> list[Problem]:
    """Everything in ``text`` a child should not read, by the glossary: notation, an adult term,
    a second name for a thing, the parent's register — each occurrence once, in the order of
    the checks (notation, the glossary's rows, the register), then of the text.

    >>> [str(p) for p in kids_text_problems("Нажмите 6p, чтобы забрать кость", "ru")]
    ["notation '6p'", "adult term 'кость' (tile: a child's word is «фишка» / 'tile')", "register 'Нажмите'"]
    >>> [p.cause.value for p in kids_text_problems("Вы сбросили точку, а это сдача", "ru")]
    ['adult term', 'second name', 'register']
    >>> kids_text_problems("Нажми на 6 монет и забери фишку", "ru"), kids_text_problems("Press the 6 coins", "en")
    ([], [])
    >>> [str(p) for p in kids_text_problems("Press one and you will hear why: 5 of Dots", "en")]
    ["adult term 'Dots' (Dots (suit): a child's word is «монеты» / 'coins')", "register 'you will hear'"]
    """
    code = resolve_lang(lang)
    return [Problem(cause, match.group(0), row) for cause, pattern, row in _checks(code)
            for match in pattern.finditer(text)]


@functools.cache
def _adult_checks(code: Lang) -> tuple[tuple[re.Pattern[str], Term], ...]:
    return tuple((re.compile(rf"(?:{pattern})\w*", re.IGNORECASE), row) for row in GLOSSARY + PATTERN_NAMES
                 for pattern in row.adult_second(code))


def adult_text_problems(text: str, lang: str | None = None) -> list[Problem]:
    """The second names in an adult's ``text``: a name the glossary's row of that thing (or its
    scoring pattern's row) says an adult text does not use, each occurrence once.

    >>> [str(p) for p in adult_text_problems("Снесите фишку в сброс", "ru")]
    ["adult's second name 'фишку' (tile: «кость»)", "adult's second name 'сброс' (discard: «снос»)"]
    >>> adult_text_problems("Снесите кость; переплетённый ряд, чистая масть", "ru")
    []
    """
    code = resolve_lang(lang)
    return [Problem(Cause.ADULT_SECOND_NAME, match.group(0), row) for pattern, row in _adult_checks(code)
            for match in pattern.finditer(text)]


def adult_traces(text: str, lang: str | None = None) -> list[str]:
    """What a child should not read in ``text`` that is not a matter of style: notation, then
    adult terms (as found) — :func:`kids_text_problems` without second names and register."""
    return [problem.found for problem in kids_text_problems(text, lang)
            if problem.cause in (Cause.NOTATION, Cause.ADULT_TERM)]


def child_suit_name(suit_letter: str, lang: str | None = None) -> str:
    """The children's name of a suit (``m``, ``p``, ``s``, ``z``, ``f``).

    >>> child_suit_name("p", "ru"), child_suit_name("z", "en")
    ('монеты', 'dragons and winds')
    """
    return tr(f"child.suit.{suit_letter}", resolve_lang(lang))


def child_tile_name(tile: Tile, lang: str | None = None) -> str:
    """A tile's name for a child: what the picture shows, never its code.

    >>> child_tile_name(Tile.P1, "ru"), child_tile_name(Tile.S5, "en"), child_tile_name(Tile.SPRING, "ru")
    ('1 монета', '5 bamboo', 'весна (бонус 1)')
    """
    return _child_tile_name(tile, resolve_lang(lang))


@functools.cache
def _child_tile_name(tile: Tile, code: Lang) -> str:
    """:func:`child_tile_name` in the language ``code`` (42 tiles × 2 languages, kept: the bot's
    children's captions name ~50 tiles a press)."""
    if tile.is_suited:
        noun = tr(f"child.tile.{tile.suit.value}", code)
        if "|" in noun:
            from mjcore.i18n import plural_form

            return f"{tile.number} {plural_form(noun.split('|'), tile.number, code)}"
        return noun.format(n=tile.number)
    if tile.is_honor:
        return tr(f"child.tile.{_HONOR_KEYS[tile - Tile.EAST]}", code)
    return tr(f"child.tile.{_BONUS_KEYS[tile - Tile.PLUM]}", code, n=(tile.number - 1) % 4 + 1)
