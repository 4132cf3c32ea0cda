"""The children's words: tile names without notation and the kids' term list.

The core's tile names use the adult column of the glossary (``5 точек``, ``5 of Dots``,
``Благородные кости``); the kids' track speaks the article's language instead, the
"for children" column of ``shared/GLOSSARY.md``: монеты, бамбуки, знаки, фишки, драконы,
ветры, бонусы.  This module is the one place those words live for every front end (the
kids' widgets, the bot): :func:`child_tile_name` names a tile for a child, :data:`TERMS`
is the term list (each row: the glossary's English, adult Russian and children's Russian
words, and the English children's word chosen here), and :func:`adult_traces` finds what a
child should never read: MPSZ notation (``6p``, ``678m``, ``1z``) and the adult-only terms.

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
['благородн', 'кости']
>>> adult_traces("Забери 8 монет", "ru")
[]
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass

from mjcore.i18n import Lang, resolve_lang, tr
from mjcore.tiles import Tile

__all__ = ["ADULT_ONLY", "NOTATION", "TERMS", "KidsTerm", "adult_traces", "child_suit_name", "child_tile_name"]

_HONOR_KEYS = ("east", "south", "west", "north", "white", "green", "red")
_BONUS_KEYS = ("plum", "orchid", "chrysanthemum", "bamboo", "spring", "summer", "autumn", "winter")


@dataclass(frozen=True, slots=True)
class KidsTerm:
    """One row of the kids' term list: the glossary's words and the children's words.

    >>> TERMS[1].child_ru, TERMS[1].child_en
    ('монеты', 'coins')
    """

    english: str
    adult_ru: str
    child_ru: str
    child_en: str


#: The kids' term list: the rows of ``shared/GLOSSARY.md`` that have a "for children (ru)"
#: word, in the glossary's order, with that word (``child_ru``, copied as written there up to
#: the first dash or bracket) and the English children's word chosen here (the glossary has
#: no English children's column).  ``tests/lessons/widgets/kids/test_kids_words.py`` checks the rows
#: against the glossary.
TERMS: tuple[KidsTerm, ...] = (
    KidsTerm("tile", "кость", "фишка", "tile"),
    KidsTerm("Dots (suit)", "Точки", "монеты", "coins"),
    KidsTerm("Bamboo (suit)", "Бамбуки", "бамбуки", "bamboo"),
    KidsTerm("Characters (suit)", "Символы", "знаки", "characters"),
    KidsTerm("East / South / West / North wind", "ветер", "ветры", "winds"),
    KidsTerm("White / Green / Red dragon", "дракон", "драконы", "dragons"),
    KidsTerm("flowers: plum, orchid, chrysanthemum, bamboo", "цветы", "бонусы", "bonus tiles"),
    KidsTerm("seasons: spring, summer, autumn, winter", "сезоны", "бонусы", "bonus tiles"),
    KidsTerm("chow", "чоу", "«три соседа»", "three neighbours"),
    KidsTerm("pung", "панг", "три одинаковых", "three the same"),
    KidsTerm("kong (melded / concealed / added)", "конг", "четыре одинаковых", "four the same"),
    KidsTerm("hand (one deal, to a win or a draw)", "раздача", "партия", "round"),
    KidsTerm("game, match (several hands)", "игра", "игра", "game"),
    KidsTerm("player's seat at a two-player table", "ты / компьютер", "ты / компьютер", "you / computer"),
    KidsTerm("set (meld)", "сет", "комбинация", "set"),
    KidsTerm("wall / dead wall", "стена", "стена", "wall"),
    KidsTerm("discard", "снос", "сброс", "thrown-away tiles"),
    KidsTerm("claim a discard", "объявление со сноса", "забрать фишку", "take the tile"),
    KidsTerm("dealer (East)", "дилер", "первый игрок", "first player"),
    KidsTerm("seat wind / prevailing (round) wind", "ветер места", "номер места", "seat number"),
    KidsTerm("points, doubles (classical)", "очки", "очки", "points"),
    KidsTerm("solitaire", "пасьянс маджонг", "пасьянс", "solitaire"),
    KidsTerm("memory game", "мемори", "мемори", "memory"),
    KidsTerm("code lock", "кодовый замок", "кодовый замок", "code lock"),
    KidsTerm("snake", "змейка", "змейка", "snake"),
)

#: MPSZ notation: a run of digits with a suit letter (``6p``, ``678m``, ``1z``, ``1f``) or a
#: tile code in brackets; the honour letters alone are not matched (they are English words).
NOTATION = re.compile(r"(?<![\w-])\d+[mpszf](?![\w-])|\[\d+[mpsz]\]")

#: Adult words a child never reads, as regular expressions per language: the adult column's
#: words where the children's column says otherwise (a dice pip is not a suit's "точка"; the
#: dice themselves are кубики for children, so "кость"/"кости" never appear).  Chow, pung and
#: kong keep their names: lesson 2 teaches them, always with the children's words beside.
ADULT_ONLY: dict[Lang, tuple[str, ...]] = {
    "ru": (r"\bточк", r"\bточек\b", r"\bсимвол", r"благородн", r"\bкост(?:ь|и|ей|ям|ями|ях)\b",
           r"\bшантен", r"\bснос", r"\bснесённ", r"\bдилер", r"\bпросящ", r"\bмёртв",
           r"\bобъявлени", r"\bфан\b"),
    "en": (r"\bdots\b", r"\bof dots\b", r"\bhonou?rs?\b", r"\bshanten\b", r"\bdealer\b", r"\bdiscard",
           r"\bmelds?\b", r"\bclaim", r"\bdead hand\b", r"\bfan\b"),
}


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


def adult_traces(text: str, lang: str | None = None) -> list[str]:
    """What a child should not read in ``text``: notation, then adult-only terms (as found)."""
    code = resolve_lang(lang)
    found = NOTATION.findall(text)
    for pattern in ADULT_ONLY[code]:
        match = re.search(pattern, text, flags=re.IGNORECASE)
        if match:
            found.append(match.group(0))
    return found
