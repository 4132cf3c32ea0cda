"""The scoring interface shared by every system: a win context in, an itemised score out.

A *system* (kids, classical, hk, mcr, riichi) scores a winning :class:`~mjcore.hand.Hand`
in a :class:`WinContext` and returns a :class:`Score`: every line (:class:`Item`) has a
stable key, names in Russian and English (and the Chinese or Japanese name where the
system has one), its points in the system's unit, a count, the tiles that made it, and a
one-sentence reason. A scoring pattern is a table row (:class:`Pattern`): data plus a small
function of the :class:`Situation` (one reading of the hand), with its seed reference.

The names and reasons stay in the tables; :data:`TEXTS` is the catalog they make. An item
holds its key and its reason as a :class:`~mjcore.i18n.Message` (a reason key and its
language-free parameters): the words are written only when shown, in the language asked.

>>> from mjcore.notation import parse_hand
>>> from mjcore.tiles import Tile
>>> situations = list(Situation.all(parse_hand("123m456p789s234s55z"), WinContext(Tile.WHITE)))
>>> [(s.wait, s.decomposition.pair) for s in situations]
[('single', Tile.WHITE)]
"""

from __future__ import annotations

import json
import reprlib
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from functools import cached_property
from json.encoder import encode_basestring
from typing import Any, Protocol

from mjcore.decompose import Decomposition, Shape, decompositions, group_text
from mjcore.errors import MahjongError, TooManyCopiesError
from mjcore.hand import Hand, Meld, MeldKind
from mjcore.i18n import (
    DEFAULT_LANG,
    LANGS,
    Catalog,
    DuplicateKeyError,
    Lang,
    Message,
    normalize_lang,
    plural,
    resolve_lang,
    tr,
)
from mjcore.rules import STANDARD, Rules
from mjcore.tiles import NUMBER_SUITS, WINDS, Suit, Tile

#: Seat letters in turn order (East is seat 1, the dealer).
SEATS = ("E", "S", "W", "N")


class ScoringError(MahjongError):
    """A hand that cannot be scored: not a win, a winning tile it does not hold, impossible flags."""


class NotWinningError(ScoringError):
    """The hand is not a winning hand under the system's rules."""


class WinTileError(ScoringError):
    """The winning tile is not among the hand's concealed tiles."""


class ContextError(ScoringError):
    """Win flags that cannot go together (robbing a kong on a self-draw, ippatsu without riichi...)."""


#: The bounds of a win's counts (docs/DECISIONS.md, "What a win cannot be"): a set has eight bonus tiles
#: (four flowers, four seasons); a table shows at most five dora indicators (one, and one per kong,
#: four kongs at most) and as many ura dora; the counters on a riichi table fit in two digits.
MAX_BONUS = 8
MAX_INDICATORS = 5
MAX_COUNTER = 99
_COUNT_BOUNDS = {"flowers": MAX_BONUS, "honba": MAX_COUNTER, "riichi_sticks": MAX_COUNTER}


class _Short(reprlib.Repr):
    """:func:`shown_value`'s writer: short, shallow, never a number of thousands of digits."""

    def __init__(self) -> None:
        super().__init__()
        self.maxlevel, self.maxstring, self.maxother, self.maxlong = 3, 40, 40, 40
        self.maxlist = self.maxtuple = self.maxdict = self.maxset = 6

    def repr_int(self, x: int, level: int) -> str:
        if x.bit_length() > 128:  # str() of a huge number is slow, and refused above 4300 digits
            return f"{'-' if x < 0 else ''}10^{int(x.bit_length() * 0.30103)}…"
        return super().repr_int(x, level)


_SHORT = _Short()


def shown_value(value: object, limit: int = 40) -> str:
    """A value a learner or a client sent, short enough to quote in a message: text as it is (cut
    to ``limit``; a lone surrogate written as its escape), anything else as a short repr.

    >>> shown_value("5z"), shown_value(10**5000), shown_value([[[[[1]]]]]), shown_value(chr(0xD800))
    ('5z', '10^5000…', '[[[[...]]]]', '\\\\ud800')
    """
    if isinstance(value, str):
        text = value if len(value) <= limit else value[: limit - 1] + "…"
        return text.encode("utf-8", "backslashreplace").decode("utf-8")
    if isinstance(value, Tile):
        return str(value)
    text = _SHORT.repr(value)
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def seat_number(wind: Tile) -> int:
    """East 1, South 2, West 3, North 4 (the kids' seat numbers).

    >>> seat_number(Tile.WEST)
    3
    """
    if wind not in WINDS:
        raise ContextError("error.score.wind")
    return WINDS.index(wind) + 1


@dataclass(frozen=True, slots=True)
class WinContext:
    """How the hand was won. ``seat_wind``/``round_wind`` are wind tiles (East = the dealer).

    ``bonus`` adds bonus tiles to those in the hand; ``flowers`` counts bonus tiles that are
    not named (Chinese Official only needs the number). ``discarder`` is the seat wind of
    the player who discarded the winning tile (default: the previous player in turn order).
    ``red_fives`` lists the fives that are red (riichi aka dora), one entry per red tile.
    ``heavenly``: the dealer wins on the first draw of the hand; ``earthly``: another player
    wins in the first go-around (each system says which way, self-drawn or on the dealer's
    first discard, it scores).

    A field of another type (a tile, a flag, a whole number, tiles) is refused when the context
    is made (:class:`ContextError`); a value no table shows (:meth:`check_values`), what cannot
    go with the hand, and flags that cannot go together are refused by :meth:`check`, which every
    system calls before it scores.
    ``leave_out_unscored`` is set by :meth:`keeping`: the caller (the game engine, the
    comparison) asks each system to leave aside what it does not score, the hand's bonus tiles
    included, instead of refusing it.
    """

    win_tile: Tile
    self_drawn: bool = False
    seat_wind: Tile = Tile.EAST
    round_wind: Tile = Tile.EAST
    bonus: tuple[Tile, ...] = ()
    flowers: int = 0
    last_tile: bool = False
    kong_replacement: bool = False
    robbing_kong: bool = False
    fourth_tile: bool = False
    heavenly: bool = False
    earthly: bool = False
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    dora_indicators: tuple[Tile, ...] = ()
    ura_dora_indicators: tuple[Tile, ...] = ()
    red_fives: tuple[Tile, ...] = ()
    honba: int = 0
    riichi_sticks: int = 0
    discarder: Tile | None = None
    leave_out_unscored: bool = False

    def __post_init__(self) -> None:
        # the types only (a list of tiles becomes a tuple); what the values mean is :meth:`check`'s
        if self.win_tile.__class__ is not Tile:
            raise _wrong_type("win_tile", self.win_tile, "tile")
        for name in _FLAG_FIELDS:
            if getattr(self, name).__class__ is not bool:
                raise _wrong_type(name, getattr(self, name), "flag")
        for name in ("seat_wind", "round_wind"):
            if getattr(self, name).__class__ is not Tile:
                raise _wrong_type(name, getattr(self, name), "wind")
        if self.discarder is not None and self.discarder.__class__ is not Tile:
            raise _wrong_type("discarder", self.discarder, "wind")
        for name in _TILE_FIELDS:
            tiles = getattr(self, name)
            if tiles.__class__ is not tuple:
                if not isinstance(tiles, list):
                    raise _wrong_type(name, tiles, "tiles")
                tiles = tuple(tiles)
                object.__setattr__(self, name, tiles)
            if tiles and any(t.__class__ is not Tile for t in tiles):
                raise _wrong_type(name, tiles, "tiles")
        for name in _COUNT_BOUNDS:
            if getattr(self, name).__class__ is not int:
                raise _wrong_type(name, getattr(self, name), "count")

    def check_values(self) -> None:
        """Raise :class:`ContextError` (or :class:`~mjcore.errors.TooManyCopiesError`) for a value no
        table shows, whatever the hand: winds that are not winds, a discarder who is not at the
        table, a bonus tile that is not a flower or season or that is named twice, more than
        :data:`MAX_BONUS` bonus tiles, more than :data:`MAX_INDICATORS` indicators of a kind, an
        indicator that is a bonus tile, a red tile that is not a five, counts out of their bounds."""
        if self.seat_wind not in WINDS or self.round_wind not in WINDS:
            raise ContextError("error.score.wind")
        if self.discarder is not None and self.discarder not in WINDS:
            raise _wrong_type("discarder", self.discarder, "wind")
        for name, most in _COUNT_BOUNDS.items():
            value = getattr(self, name)
            if not 0 <= value <= most:
                raise ContextError("error.score.count_range", field=name, most=most, value=shown_value(value))
        if self.bonus:
            if any(not t.is_bonus for t in self.bonus):
                raise ContextError("error.score.bonus_tile", tile=next(t for t in self.bonus if not t.is_bonus))
            if len(set(self.bonus)) != len(self.bonus):
                raise TooManyCopiesError("error.hand.duplicate_bonus", tile=next(t for t in self.bonus if self.bonus.count(t) > 1))
            if len(self.bonus) + self.flowers > MAX_BONUS:
                raise ContextError("error.score.too_many_bonus", count=len(self.bonus) + self.flowers, most=MAX_BONUS)
        if self.red_fives and any(t not in (Tile.M5, Tile.P5, Tile.S5) for t in self.red_fives):
            raise ContextError("error.score.red_five")
        for indicators in (self.dora_indicators, self.ura_dora_indicators):
            if indicators and any(t.is_bonus for t in indicators):
                raise ContextError("error.score.dora_bonus")
            if len(indicators) > MAX_INDICATORS:
                raise ContextError("error.score.indicators", count=len(indicators), most=MAX_INDICATORS)

    def check(self, hand: Hand) -> None:
        """Raise :class:`WinTileError`, :class:`ContextError` or :class:`~mjcore.errors.TooManyCopiesError`
        for a context that cannot be (:meth:`check_values`), that cannot go with ``hand``, or whose
        flags cannot go together."""
        if self.win_tile not in hand.concealed:
            raise WinTileError("error.score.win_tile", tile=self.win_tile, hand=str(hand))
        self.check_values()
        indicators = self.dora_indicators + self.ura_dora_indicators
        if indicators:
            tiles = hand.all_tiles
            for tile in set(indicators):
                count = tiles.count(tile) + indicators.count(tile)
                if count > 4:
                    raise TooManyCopiesError("error.score.copies_with_indicators", tile=tile, count=count)
        if hand.bonus:  # a bonus tile both in the hand and in ``bonus`` is one tile, named twice
            count = len(set(hand.bonus) | set(self.bonus)) + self.flowers
            if count > MAX_BONUS:
                raise ContextError("error.score.too_many_bonus", count=count, most=MAX_BONUS)
        if (self.heavenly or self.earthly) and hand.melds:
            raise ContextError("error.score.first_turn_declared", hand=str(hand))
        if (self.heavenly or self.earthly) and (self.riichi or self.double_riichi or self.ippatsu):
            raise ContextError("error.score.first_turn_riichi")
        if self.robbing_kong and self.self_drawn:
            raise ContextError("error.score.robbing_self_drawn")
        if self.robbing_kong and self.kong_replacement:
            raise ContextError("error.score.robbing_replacement")
        if self.kong_replacement and not self.self_drawn:
            raise ContextError("error.score.replacement_discard")
        if self.kong_replacement and not any(m.is_kong for m in hand.melds):
            raise ContextError("error.score.replacement_no_kong")
        if self.robbing_kong and hand.all_tiles.count(self.win_tile) > 1:
            raise ContextError("error.score.robbing_held", tile=self.win_tile)
        if self.robbing_kong and self.win_tile in indicators:
            raise ContextError("error.score.robbing_indicator", tile=self.win_tile)
        if self.fourth_tile and hand.concealed.count(self.win_tile) > 1:
            raise ContextError("error.score.fourth_held", tile=self.win_tile)
        if self.heavenly and not (self.self_drawn and self.is_dealer):
            raise ContextError("error.score.heavenly")
        if self.earthly and (self.is_dealer or self.heavenly):
            raise ContextError("error.score.earthly")
        if (self.ippatsu or self.double_riichi) and not self.riichi:
            raise ContextError("error.score.ippatsu_no_riichi")
        if self.riichi and not hand.is_concealed:
            raise ContextError("error.score.riichi_open")
        if self.discarder is not None and (self.self_drawn or self.discarder == self.seat_wind):
            raise ContextError("error.score.discarder")

    def options_given(self) -> tuple[str, ...]:
        """The situation options (:data:`OPTIONS`) this context sets, in their order.

        >>> WinContext(Tile.M1, riichi=True, honba=2).options_given()
        ('riichi', 'honba')
        """
        return tuple(name for name in OPTIONS if getattr(self, name))

    def keeping(self, options: frozenset[str]) -> WinContext:
        """This context with every option not in ``options`` back at its default (the game
        engine computes every flag; a system sees only those it scores), and the hand's bonus
        tiles left aside by a system that does not score them (``leave_out_unscored``).

        >>> WinContext(Tile.M1, riichi=True, last_tile=True).keeping(frozenset({"last_tile"})).options_given()
        ('last_tile',)
        """
        dropped = {name: _OPTION_DEFAULTS[name] for name in self.options_given() if name not in options}
        return replace(self, **dropped, leave_out_unscored=True)

    @property
    def seat(self) -> int:
        """The winner's seat number, 1-4."""
        return seat_number(self.seat_wind)

    @property
    def is_dealer(self) -> bool:
        return self.seat_wind is Tile.EAST

    @property
    def discarding_seat(self) -> Tile | None:
        """Who pays for a discard: ``discarder`` or, by default, the previous player."""
        if self.self_drawn:
            return None
        if self.discarder is not None:
            return self.discarder
        return WINDS[(seat_number(self.seat_wind) - 2) % 4]


#: The situation options of a :class:`WinContext` beside the winning tile, how it came, the winds
#: and the discarder: each system scores some of them (its ``options``) and refuses the others.
OPTIONS = ("last_tile", "kong_replacement", "robbing_kong", "fourth_tile", "heavenly", "earthly", "riichi",
           "double_riichi", "ippatsu", "bonus", "flowers", "dora_indicators", "ura_dora_indicators", "red_fives",
           "honba", "riichi_sticks")
_OPTION_DEFAULTS: dict[str, Any] = {f.name: f.default for f in fields(WinContext) if f.name in OPTIONS}
_FLAG_FIELDS = tuple(f.name for f in fields(WinContext) if f.type == "bool")
_TILE_FIELDS = ("bonus", "dora_indicators", "ura_dora_indicators", "red_fives")


def _wrong_type(field: str, value: object, expected: str) -> ContextError:
    """A field of a :class:`WinContext` holding a value of another type."""
    return ContextError("error.score.field_type", field=field, value=shown_value(value), expected=Message(f"score.expect.{expected}"))


def check_options(context: WinContext, system: ScoringSystem, hand: Hand | None = None) -> None:
    """Refuse a situation option the system does not score (nothing is silently ignored), and
    bonus tiles in ``hand`` where it does not score them (unless the caller asked to leave them
    aside: :meth:`WinContext.keeping`).

    >>> from mjcore.scoring import find_system
    >>> try:
    ...     check_options(WinContext(Tile.M1, riichi=True), find_system("classical"))
    ... except ContextError as error:
    ...     print(error.message("en"))
    Classical: points and doubles does not score “riichi”: leave it out
    """
    for name in context.options_given():
        if name not in system.options:
            raise ContextError("error.score.option_unused", system=Message(f"score.system.{system.name}"),
                               option=Message(f"score.option.{name}"))
    if hand is not None and hand.bonus and "bonus" not in system.options and not context.leave_out_unscored:
        raise ContextError("error.score.bonus_unused", system=Message(f"score.system.{system.name}"),
                           tiles=" ".join(map(str, hand.bonus)))


class PatternTexts(Catalog):
    """The catalog of the scoring tables: each pattern's name (its key) and reason template
    (``key + ".reason"``) in every language, and its names in the system's own language.

    The texts are the rows' own (adding a pattern stays one row and one test case): each
    :class:`Pattern` adds its texts when it is made, so :class:`Message` and
    :meth:`Catalog.text` work on them as on the files of :data:`~mjcore.i18n.CORE`.

    >>> import mjcore.scoring.kids  # its table adds its texts
    >>> TEXTS.text("kids.chow", "en"), TEXTS.template("kids.chow.reason", "ru")
    ('Chow', 'чоу {tiles}')
    """

    def __init__(self) -> None:
        super().__init__("mjcore.scoring")
        self._by_lang: dict[str, dict[str, str]] = {lang: {} for lang in LANGS}
        #: key -> the names in the system's own language (``{"zh": "清龙"}``).
        self.native: dict[str, Mapping[str, str]] = {}
        self._shown: dict[tuple[Message, str, bool], str] = {}
        self._names_json: dict[str, str] = {}

    def messages(self, lang: Lang) -> Mapping[str, str]:
        return self._by_lang.get(lang) or self._by_lang[DEFAULT_LANG]

    def add(self, key: str, names: Mapping[str, str], reasons: Mapping[str, str], native: Mapping[str, str]) -> None:
        """The texts of one pattern; the same key with other words is a programming error."""
        for lang in LANGS:
            book = self._by_lang[lang]
            for entry, text in ((key, names[lang]), (key + ".reason", reasons[lang])):
                if book.setdefault(entry, text) != text:
                    raise DuplicateKeyError(f"scoring pattern {entry!r} defined twice with different {lang} texts")
        if native:
            self.native.setdefault(key, native)

    def reason(self, message: Message, lang: str | None, *, kids: bool = False) -> str:
        """``message.text(lang)`` from this catalog, remembered: hands repeat their reasons (a pung
        of dragons: 777z) far more often than their tiles."""
        code = resolve_lang(lang)
        try:
            key = (message, code, kids)
            text = self._shown.get(key)
        except TypeError:  # a parameter that is not hashable
            return message.text(code, catalog=self, kids=kids, tiles="kids" if kids else "name")
        if text is None:
            text = message.text(code, catalog=self, kids=kids, tiles="kids" if kids else "name")
            if len(self._shown) >= 1 << 15:
                self._shown.clear()
            self._shown[key] = text
        return text

    def names_json(self, key: str) -> str:
        """``{"key": …, "en": …, "ru": …`` (and the system's own names) of a pattern: the start
        of its lines' JSON text, written once."""
        found = self._names_json.get(key)
        if found is None:
            names: dict[str, str] = {"key": key, **{lang: self.text(key, lang) for lang in _JSON_LANGS}, **self.native.get(key, {})}
            found = self._names_json[key] = _JSON(names)[:-1]
        return found

    def add_words(self, key: str, en: str, ru: str) -> None:
        """A text a table's reasons use inside theirs (a nested :class:`Message`), by key."""
        for lang, text in (("en", en), ("ru", ru)):
            if self._by_lang[lang].setdefault(key, text) != text:
                raise DuplicateKeyError(f"scoring text {key!r} defined twice with different {lang} texts")


#: The names and reasons of every scoring pattern (filled as the systems' tables are read).
TEXTS = PatternTexts()
_NO_REASON = Message("")
_CODES = tuple(str(Tile(k)) for k in range(42))
#: JSON text as ``python -m mjcore`` writes it (UTF-8 as it is): a value, a string, a quote.
_JSON = json.JSONEncoder(ensure_ascii=False).encode
_STRING = encode_basestring
_QUOTE = '"'


#: The languages of the JSON answers, in the order they have always had.
_JSON_LANGS: tuple[Lang, ...] = ("en", "ru")


def languages(lang: str | None) -> tuple[Lang, ...]:
    """The languages a JSON answer carries: ``"all"`` (or ``None``) every one, else the one asked.

    >>> languages("ru"), languages("all")
    (('ru',), ('en', 'ru'))
    """
    return _JSON_LANGS if lang is None or lang == "all" else (resolve_lang(lang),)


@dataclass(frozen=True, slots=True)
class Item:
    """One line of a score: what scored, how much, why.

    ``key`` names the line in :data:`TEXTS` (its name in every language); ``why`` is the
    reason, a :class:`~mjcore.i18n.Message` whose words are written only when shown.
    """

    key: str
    points: int
    count: int = 1
    unit: str = "points"
    tiles: tuple[Tile, ...] = ()
    why: Message = _NO_REASON

    def name(self, lang: str | None = None) -> str:
        return TEXTS.text(self.key, lang)

    @property
    def names(self) -> dict[str, str]:
        """The name in every language, the system's own included (``{"en", "ru", "zh"}``)."""
        return {lang: TEXTS.text(self.key, lang) for lang in _JSON_LANGS} | dict(TEXTS.native.get(self.key, {}))

    def reason(self, lang: str | None = None, *, kids: bool = False) -> str:
        """Why the line scored; ``kids``: in the children's words (tiles by name, never a code)."""
        if not self.why.key:
            return ""
        why = self.why
        if kids and self.tiles and isinstance(why.get("tiles"), str):  # the tiles themselves, not their code
            why = Message(why.key, tuple((k, self.tiles if k == "tiles" else v) for k, v in why.params))
        return TEXTS.reason(why, lang, kids=kids)

    @property
    def value(self) -> int:
        """``points * count``."""
        return self.points * self.count

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        """The JSON of the line; ``lang``: the language of the reason (``"all"``/``None``: every one)."""
        data: dict[str, Any] = json.loads(self.json_text(languages(lang)))
        return data

    def json_text(self, langs: tuple[Lang, ...]) -> str:
        """The JSON text of :meth:`to_json`, written directly (the one writer of its shape):
        ``key``, the names, ``points``, ``count``, ``unit``, ``tiles``, ``reason`` in ``langs``."""
        tiles = '", "'.join(map(_CODES.__getitem__, self.tiles))
        reason = ", ".join([f'"{code}": {_STRING(self.reason(code))}' for code in langs])
        return (f'{TEXTS.names_json(self.key)}, "points": {self.points}, "count": {self.count}, '
                f'"unit": {_STRING(self.unit)}, "tiles": [{_QUOTE + tiles + _QUOTE if tiles else ""}], "reason": {{{reason}}}}}')


class Cause(Enum):
    """Why a pattern present in a hand is not counted (:class:`NotCounted`).

    ``EXCLUDED``: a counted pattern implies it (the rules' "not counted with", 不计);
    ``ACCOUNT_ONCE``: its sets already made another combination pattern, and sets combine
    with the others once (the rules' "account once", 套算一次).
    """

    EXCLUDED = "excluded"
    ACCOUNT_ONCE = "account_once"


@dataclass(frozen=True, slots=True)
class NotCounted:
    """A pattern whose shape the hand shows but which the score leaves out, and why: ``key``
    the pattern, ``cause`` why, ``by`` the counted pattern that excludes it (or whose sets it
    would reuse; ``None`` when no one pattern is the cause).

    >>> left = NotCounted("mcr.no_honors", Cause.EXCLUDED, "mcr.full_flush")
    >>> left.text("ru"), left.text("en")
    ('Без благородных — входит в «Чистая масть»', 'No Honors — included in Full Flush')
    >>> left.to_json()
    {'key': 'mcr.no_honors', 'cause': 'excluded', 'by': 'mcr.full_flush'}
    """

    key: str
    cause: Cause
    by: str | None = None

    def name(self, lang: str | None = None) -> str:
        """The pattern's name (the system's table's)."""
        return TEXTS.text(self.key, lang)

    def text(self, lang: str | None = None) -> str:
        """The pattern and why it is left out, in words."""
        by = TEXTS.text(self.by, lang) if self.by else ""
        suffix = "" if self.by else ".alone"
        return tr(f"score.not_counted.{self.cause.value}{suffix}", lang, name=self.name(lang), by=by)

    def to_json(self) -> dict[str, Any]:
        """``{"key", "cause", "by"}`` (``by`` ``null`` when no one pattern is the cause)."""
        return {"key": self.key, "cause": self.cause.value, "by": self.by}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> NotCounted:
        """The value of :meth:`to_json`."""
        return cls(str(data["key"]), Cause(data["cause"]), data.get("by"))


@dataclass(frozen=True, slots=True)
class Score:
    """An itemised result: ``total`` is the hand's value in the system's unit after all
    doubling; ``payments`` is each seat's net gain (``"E"``..``"N"``, the winner positive)."""

    system: str
    unit: str
    total: int
    items: tuple[Item, ...]
    meets_minimum: bool
    minimum: int = 0
    payments: Mapping[str, int] = field(default_factory=dict)
    han: int | None = None
    fu: int | None = None
    fu_items: tuple[Item, ...] = ()
    limit: str | None = None
    decomposition: Decomposition | None = None
    #: What counts toward ``minimum`` when not the whole total (Hong Kong's bonus fan, Chinese
    #: Official's flower points do not): ``None`` when everything counts.
    toward_minimum: int | None = None
    #: Patterns present in the hand but not counted, each with its cause (Chinese Official's
    #: exclusions and combination principles; empty where a system does not say).
    not_counted: Sequence[NotCounted] = ()

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        """The JSON answer of ``python -m mjcore score --json``: reasons in ``lang`` (``"all"``, or
        ``None``, every language); names always in every language."""
        data: dict[str, Any] = json.loads(self.json_text(lang))
        return data

    def json_text(self, lang: str | None = None, *, first: str = "") -> str:
        """The JSON text of :meth:`to_json`, written directly (``score --jsonl`` writes thousands);
        ``first``: fields to write before the others (``'"id": 7, '``).

        >>> from mjcore.tiles import Tile
        >>> Score("kids", "points", 2, (Item("kids.pair", 2, tiles=(Tile.M1, Tile.M1)),), True).json_text("en", first='"id": 1, ')[:60]
        '{"id": 1, "ok": true, "rules": "kids", "unit": "points", "to'
        """
        langs = languages(lang)
        parts = [
            f'{{{first}"ok": true, "rules": {_STRING(self.system)}, "unit": {_STRING(self.unit)}, "total": {self.total}, '
            f'"meets_minimum": {"true" if self.meets_minimum else "false"}, "minimum": {self.minimum}, "items": [',
            ", ".join([item.json_text(langs) for item in self.items]),
            f'], "payments": {_JSON(dict(self.payments))}, "han": {_JSON(self.han)}, "fu": {_JSON(self.fu)}',
        ]
        if self.fu_items:
            parts.append(f', "fu_details": [{", ".join([item.json_text(langs) for item in self.fu_items])}]')
        if self.limit:
            parts.append(f', "limit": {_STRING(self.limit)}')
        if self.decomposition is not None:
            parts.append(f', "decomposition": {_STRING(str(self.decomposition))}')
        if self.not_counted:
            parts.append(f', "not_counted": {_JSON([left.to_json() for left in self.not_counted])}')
        parts.append("}")
        return "".join(parts)

    def limit_name(self, lang: str | None = None) -> str:
        """The limit reached, in words: a limit hand's name, or mangan / house full..."""
        for item in self.items:
            if item.key == self.limit:
                return item.name(lang)
        key = f"score.limit.{self.limit}"
        code = normalize_lang(lang) or "ru"
        from mjcore.i18n import catalog

        return tr(key, code) if key in catalog(code) else str(self.limit)

    def total_text(self, lang: str | None = None) -> str:
        """The total in words, with how it was reached: han and fu, the limit (a limit hand and a
        yakuman by name, never as "13 han"), and below the minimum what counted toward it.

        >>> from mjcore.notation import parse_hand
        >>> from mjcore.scoring import find_system
        >>> hand = parse_hand("234m456m66p123444s")
        >>> find_system("riichi").score(hand, WinContext(Tile.S4, self_drawn=True, heavenly=True)).total_text("en")
        'Total: 48000 points; yakuman ×1: han and fu are not counted'
        >>> find_system("riichi").score(hand, WinContext(Tile.S4, self_drawn=True)).total_text("en")
        'Total: 1500 points (1 han, 30 fu)'
        """
        text = f"{tr('score.total', lang)}: {self.total} {plural(f'score.unit.{self.unit}', self.total, lang)}"
        if self.limit == "yakuman":
            count = sum(item.points for item in self.items if item.unit == "yakuman") or 1
            text += "; " + tr("score.limit.yakuman_hand", lang, count=count)
        elif self.limit and any(item.key == self.limit for item in self.items):
            text += "; " + tr("score.limit.hand", lang, name=self.limit_name(lang))
        else:
            if self.han is not None:
                han = f"{self.han} {plural('score.unit.han', self.han, lang)}"
                text += f" ({han}, {self.fu or 0} {plural('score.unit.fu', self.fu or 0, lang)})"
            if self.limit:
                text += "; " + tr("score.limit", lang, limit=self.limit_name(lang))
        if not self.meets_minimum and self.toward_minimum is not None and self.toward_minimum != self.total:
            why = tr(f"score.toward_minimum.{self.system}", lang)
            text += "; " + tr("score.toward_minimum", lang, counted=self.toward_minimum, minimum=self.minimum, why=why)
        if not self.meets_minimum:
            text += "; " + tr("score.below_minimum", lang, minimum=self.minimum)
        return text

    def explain(self, lang: str | None = None, *, kids: bool = False, payments: bool = True,
                columns: bool = False, not_counted: bool = False) -> str:
        """The score item by item, one line each, then the total and the payments; ``kids``: the
        reasons in the children's words (tiles by name, never a code); ``payments=False`` leaves
        the payments out (a game table settles them for the seats it has); ``not_counted``: the
        patterns present but not counted, and why, after the items (:attr:`not_counted`).

        The lines read the same in any font (a chat's, a page's): ``name: points — reason``, no
        column made of spaces; ``columns`` pads the names and points into columns, for a fixed-width
        font only (the command line).

        >>> from mjcore.notation import parse_hand
        >>> from mjcore.scoring import find_system
        >>> score = find_system("riichi").score(parse_hand("234m456m66p123444s"), WinContext(Tile.S4, self_drawn=True))
        >>> print(score.explain("en", payments=False))
        Japanese riichi
          Menzen tsumo (concealed self-draw): 1 han — self-drawn win with a concealed hand: 4s
          Fu: 30
            Base fu: 20 — every winning hand starts with 20 fu
            Tsumo: 2 — self-drawn win, 4s
            Concealed pung of simples: 4 — concealed pung of simples 444s
            Rounding up: 4 — fu are rounded up to the next ten: 26 → 30
          Total: 1500 points (1 han, 30 fu)
        >>> print(score.explain("en", payments=False, columns=True).splitlines()[1])
          Menzen tsumo (concealed self-draw)     1 han — self-drawn win with a concealed hand: 4s
        """
        lines = [tr(f"score.system.{self.system}", lang)]
        width = max([len(item.name(lang)) for item in self.items + self.fu_items] + [10])

        def line(name: str, points: int, unit: str, reason: str, pad: int) -> str:
            if columns:
                return f"{name:<{width}} {points:>{pad}}{unit} — {reason}"
            return f"{name}: {points}{unit} — {reason}"

        for item in self.items:
            count = f" x{item.count}" if item.count != 1 else ""
            unit = plural(f"score.unit.{item.unit}", item.points, lang)
            lines.append("  " + line(item.name(lang), item.points, f" {unit}{count}", item.reason(lang, kids=kids), 5))
        if self.fu is not None and self.limit != "yakuman":  # a yakuman counts no fu
            lines.append(f"  {tr('score.fu', lang)}: {self.fu}")
            for item in self.fu_items:
                lines.append("    " + line(item.name(lang), item.points, "", item.reason(lang, kids=kids), 3))
        if not_counted and self.not_counted:
            lines.append(f"  {tr('score.not_counted', lang)}:")
            lines += [f"    {left.text(lang)}" for left in self.not_counted]
        lines.append("  " + self.total_text(lang))
        if self.payments and payments:
            pays = ", ".join(f"{seat} {amount:+d}" for seat, amount in self.payments.items())
            lines.append(f"  {tr('score.payments', lang)}: {pays}")
        return "\n".join(lines)


class ScoringSystem(Protocol):
    """What every system provides (found by name with :func:`mjcore.scoring.find_system`): what
    a rule set means lives here, and the game table, the AI, the bot and the widgets read it.

    ``shapes``: the winning shapes the system scores (the game checks a mahjong with them);
    ``minimum``: what a win must reach in ``unit`` (0: any complete hand wins; Hong Kong's
    and Chinese Official's bonus tiles never count towards it); :meth:`title`: its name to show.
    """

    @property
    def name(self) -> str: ...

    @property
    def unit(self) -> str: ...

    @property
    def shapes(self) -> Rules: ...

    @property
    def minimum(self) -> int: ...

    @property
    def options(self) -> frozenset[str]:
        """The situation options (:data:`OPTIONS`) the system scores; any other is refused."""
        ...

    def score(self, hand: Hand, context: WinContext) -> Score: ...

    def title(self, lang: str | None = None) -> str: ...

    def rows(self) -> tuple[PatternRow, ...]:
        """The system's table of patterns, in its order (empty when it has none of its own)."""
        ...


@dataclass(frozen=True, slots=True)
class PatternRow:
    """One row of a system's table as a learner reads it: its number, key, points and names."""

    number: str
    key: str
    points: int
    ru: str
    en: str
    native: str = ""  #: the name in the system's own language (Chinese for MCR and Hong Kong)

    @classmethod
    def of(cls, patterns: Iterable[Pattern]) -> tuple[PatternRow, ...]:
        """Numbered rows of a table of :class:`Pattern` values."""
        return tuple(cls(str(n), p.key, p.points, p.ru, p.en, p.native.get("zh", "")) for n, p in enumerate(patterns, 1))


def system_title(name: str, lang: str | None = None) -> str:
    """A system's name to show: ``score.system.<name>`` of the core's catalog.

    >>> system_title("hk", "en")
    'Old Hong Kong: fan'
    """
    return tr(f"score.system.{name}", lang)


# -- one reading of a winning hand --------------------------------------------------------
@dataclass(frozen=True, slots=True)
class ScoredSet:
    """A set of a decomposition as scoring sees it.

    ``concealed``: formed without a claimed discard; a set completed by the winning tile
    taken from a discard counts as exposed (the usual rule of every system).
    """

    meld: Meld
    declared: bool
    concealed: bool

    @property
    def tile(self) -> Tile:
        return self.meld.first

    @property
    def tiles(self) -> tuple[Tile, ...]:
        return self.meld.tiles


@dataclass(frozen=True)
class Situation:
    """A decomposition of the hand plus which of its groups the winning tile completed.

    ``win_group`` is the index of that set in ``decomposition.sets``, ``-1`` for the pair,
    ``None`` for special shapes (seven pairs, thirteen orphans...).

    The hand's facts every system's table reads are the situation's own, in one vocabulary:
    :attr:`sets`, :attr:`chows`, :attr:`pungs` (kongs included), :attr:`kongs`, :meth:`sets_of`,
    :meth:`pungs_of`, :meth:`little`, :attr:`pair`, :attr:`suits` (:class:`~mjcore.tiles.Suit` values),
    :attr:`has_honors`, :attr:`tiles`, :attr:`bonus`, :attr:`wait`. A system module adds a fact
    here, not a helper of its own.
    """

    hand: Hand
    context: WinContext
    decomposition: Decomposition
    win_group: int | None
    rules: Rules = STANDARD

    @classmethod
    def all(cls, hand: Hand, context: WinContext, rules: Rules = STANDARD) -> Iterator[Situation]:
        """Every reading: each decomposition times each group the winning tile may have completed."""
        declared = len(hand.melds)
        win = context.win_tile
        for decomposition in decompositions(hand, rules):
            shape = decomposition.shape
            if shape is not Shape.STANDARD and shape is not Shape.KNITTED_STRAIGHT:
                yield cls(hand, context, decomposition, None, rules)
                continue
            seen: set[tuple[Tile, ...]] = set()  # the sets found in the concealed tiles: by their tiles
            for index, meld in enumerate(decomposition.sets):
                tiles = meld.tiles
                if index >= declared and win in tiles and tiles not in seen:
                    seen.add(tiles)
                    yield cls(hand, context, decomposition, index, rules)
            if decomposition.pairs[0] == win:
                yield cls(hand, context, decomposition, -1, rules)
            if shape is Shape.KNITTED_STRAIGHT and win in decomposition.singles:
                yield cls(hand, context, decomposition, None, rules)

    @cached_property
    def sets(self) -> tuple[ScoredSet, ...]:
        declared = len(self.hand.melds)
        out = []
        for index, meld in enumerate(self.decomposition.sets):
            if index < declared:
                out.append(ScoredSet(meld, True, not meld.open))
            else:
                exposed = index == self.win_group and not self.context.self_drawn
                out.append(ScoredSet(meld, False, not exposed))
        return tuple(out)

    @property
    def pair(self) -> Tile | None:
        return self.decomposition.pair

    @property
    def shape(self) -> Shape:
        return self.decomposition.shape

    @cached_property
    def tiles(self) -> tuple[Tile, ...]:
        """Every tile of the hand (concealed and melded; a kong's four), no bonus tiles."""
        return self.hand.all_tiles

    @cached_property
    def bonus(self) -> tuple[Tile, ...]:
        """The bonus tiles of the hand and the context."""
        return tuple(sorted(set(self.hand.bonus) | set(self.context.bonus)))

    # -- the hand's facts: one vocabulary for every system's table ------------------------------
    # (Chinese Official reads the same facts from its own integer-indexed layer for speed:
    # :mod:`mjcore.scoring.mcr.engine`.)
    def sets_of(self, kind: MeldKind) -> tuple[ScoredSet, ...]:
        """The sets of one kind (a pung here has three tiles, a kong is apart), in order.

        >>> s = next(Situation.all(Hand.from_str("123m [1111p] 555s 567s 77z"), WinContext(Tile.RED)))
        >>> [x.tiles for x in s.sets_of(MeldKind.KONG)]
        [(Tile.P1, Tile.P1, Tile.P1, Tile.P1)]
        """
        return tuple([x for x in self.sets if x.meld.kind is kind])

    @property
    def chows(self) -> tuple[ScoredSet, ...]:
        """The chows, in order.

        >>> s = next(Situation.all(Hand.from_str("123m [1111p] 555s 567s 77z"), WinContext(Tile.RED)))
        >>> [group_text(x.tiles) for x in s.chows]
        ['123m', '567s']
        """
        return tuple([x for x in self.sets if x.meld.is_chow])

    @cached_property
    def pungs(self) -> tuple[ScoredSet, ...]:
        """The pungs and kongs (a kong is a pung with a fourth tile for every table), in order.

        >>> s = next(Situation.all(Hand.from_str("123m [1111p] 555s 567s 77z"), WinContext(Tile.RED)))
        >>> [x.tile for x in s.pungs]
        [Tile.P1, Tile.S5]
        """
        return tuple([x for x in self.sets if not x.meld.is_chow])

    @property
    def kongs(self) -> tuple[ScoredSet, ...]:
        """The kongs, in order.

        >>> s = next(Situation.all(Hand.from_str("123m [1111p] 555s 567s 77z"), WinContext(Tile.RED)))
        >>> [x.tile for x in s.kongs]
        [Tile.P1]
        """
        return tuple([x for x in self.sets if x.meld.is_kong])

    def pungs_of(self, kind: Callable[[Tile], bool]) -> tuple[ScoredSet, ...]:
        """The pungs and kongs whose tile is of ``kind`` (a test of a tile: dragons, the seat wind...).

        >>> s = next(Situation.all(Hand.from_str("[555z] 666z 123m 99p 777z"), WinContext(Tile.P9)))
        >>> [x.tile for x in s.pungs_of(lambda t: t.is_dragon)]
        [Tile.WHITE, Tile.GREEN, Tile.RED]
        """
        return tuple([x for x in self.pungs if kind(x.tile)])

    def little(self, kind: Callable[[Tile], bool], pungs: int) -> tuple[ScoredSet, ...]:
        """The ``pungs`` pungs (kongs) of ``kind`` when the hand has exactly that many and its pair is
        of ``kind`` too (little three dragons: two dragon pungs and a dragon pair); ``()`` otherwise.

        >>> s = next(Situation.all(Hand.from_str("[555z] 666z 123m 456p 77z"), WinContext(Tile.P6)))
        >>> [x.tile for x in s.little(lambda t: t.is_dragon, 2)], s.little(lambda t: t.is_dragon, 3)
        ([Tile.WHITE, Tile.GREEN], ())
        """
        found = self.pungs_of(kind)
        pair = self.pair
        if len(found) != pungs or pair is None or not kind(pair):
            return ()
        return found

    @cached_property
    def suits(self) -> frozenset[Suit]:
        """The suits the hand's tiles are of (honors are no suit).

        >>> s = next(Situation.all(Hand.from_str("123m 456m 789m 111z 99p"), WinContext(Tile.P9)))
        >>> sorted(suit.letter for suit in s.suits)
        ['m', 'p']
        """
        return frozenset([NUMBER_SUITS[i] for i in {t // 9 for t in self.tiles if t < 27}])

    @cached_property
    def has_honors(self) -> bool:
        """A wind or a dragon among the hand's tiles.

        >>> s = next(Situation.all(Hand.from_str("123m 456m 789m 111z 99p"), WinContext(Tile.P9)))
        >>> s.has_honors
        True
        """
        return any(t.is_honor for t in self.tiles)

    @cached_property
    def wait(self) -> str | None:
        """How the winning tile fitted: ``edge`` (12-3, 7-89), ``closed`` (4-6), ``open``
        (two-sided), ``single`` (the pair), ``pung`` (one of two pairs), ``None`` for
        special shapes."""
        if self.win_group is None:
            return None
        if self.win_group == -1:
            return "single"
        meld = self.decomposition.sets[self.win_group]
        if not meld.is_chow:
            return "pung"
        position = meld.tiles.index(self.context.win_tile)
        if position == 1:
            return "closed"
        if (position == 2 and meld.first.number == 1) or (position == 0 and meld.first.number == 7):
            return "edge"
        return "open"


# -- a scoring pattern is a table row ---------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Match:
    """One occurrence of a pattern: the tiles that made it and the reason's parameters."""

    tiles: tuple[Tile, ...] = ()
    count: int = 1
    params: Mapping[str, object] = field(default_factory=dict)


@dataclass(frozen=True)
class Pattern:
    """A scoring pattern: its key, points, names, reason templates, seed reference and test.

    ``find`` returns the matches in a situation (an empty list when the pattern does not
    apply). Reason templates may use ``{tiles}`` (the matched tiles in notation),
    ``{names}`` (their names) and any parameter of the match (a tile parameter is shown
    by its name). The texts go to :data:`TEXTS` when the row is made.
    """

    key: str
    points: int
    en: str
    ru: str
    reason_en: str
    reason_ru: str
    find: Callable[[Situation], Iterable[Match]]
    seed: str = ""
    native: Mapping[str, str] = field(default_factory=dict)
    unit: str = "points"

    def __post_init__(self) -> None:
        TEXTS.add(self.key, {"en": self.en, "ru": self.ru}, {"en": self.reason_en, "ru": self.reason_ru}, self.native)
        templates = self.reason_en + self.reason_ru
        object.__setattr__(self, "_reason_key", self.key + ".reason")
        object.__setattr__(self, "_wants", ("{tiles}" in templates, "{names}" in templates))

    def items(self, situation: Situation) -> list[Item]:
        return [self.item(match) for match in self.find(situation)]

    def item(self, match: Match, points: int | None = None) -> Item:
        return Item(self.key, self.points if points is None else points, match.count, self.unit, match.tiles, self.reason(match))

    def reason(self, match: Match) -> Message:
        """The reason of one match: the template's key and the language-free parameters."""
        tiles, names = self._wants  # type: ignore[attr-defined]
        given = match.params
        params: list[tuple[str, object]] = []
        if tiles and "tiles" not in given:
            params.append(("tiles", group_text(match.tiles)))
        if names and "names" not in given:
            params.append(("names", tuple(dict.fromkeys(match.tiles))))
        if given:
            params += given.items()
        return Message(self._reason_key, tuple(params))  # type: ignore[attr-defined]


def each_set(sets: Callable[[Situation], Iterable[ScoredSet]]) -> Callable[[Situation], list[Match]]:
    """A ``find`` for a pattern that applies once per set of ``sets(s)``, naming its tiles.

    >>> find = each_set(lambda s: s.pungs_of(lambda t: t.is_dragon))
    >>> [m.tiles for m in find(next(Situation.all(Hand.from_str("[555z] 123m 456p 789s 11z"), WinContext(Tile.EAST))))]
    [(Tile.WHITE, Tile.WHITE, Tile.WHITE)]
    """
    return lambda s: [Match(x.tiles) for x in sets(s)]


def once(
    condition: Callable[[Situation], bool], tiles: Callable[[Situation], Iterable[Tile]] | None = None
) -> Callable[[Situation], list[Match]]:
    """A ``find`` for a pattern that applies at most once when ``condition`` holds."""

    def find(situation: Situation) -> list[Match]:
        if not condition(situation):
            return []
        return [Match(tuple(tiles(situation)) if tiles else ())]

    return find


def best_score(candidates: Iterable[Score]) -> Score:
    """The reading a player would choose: meeting the minimum first, then the highest total."""
    return max(candidates, key=lambda s: (s.meets_minimum, s.total, -len(s.items)))


def require_win(hand: Hand, context: WinContext, system: ScoringSystem) -> list[Situation]:
    """Check the context and return every reading in the system's shapes; :class:`NotWinningError`
    when there is none."""
    context.check(hand)
    check_options(context, system, hand)
    situations = list(Situation.all(hand, context, system.shapes))
    if not situations:
        raise NotWinningError("error.score.not_winning", hand=str(hand), system=Message(f"score.system.{system.name}"))
    return situations
