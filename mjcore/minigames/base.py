"""What every mini-game shares: localized messages, result summaries and errors.

Feedback is a :class:`~mjcore.i18n.Message`: a catalog key with
parameters, translated only when shown, so a state stays language-free (the bot and the
lessons show it in the learner's language). A tile parameter is shown by its name, a
tuple of tiles as a list of names (the message's default ``tiles="name"``).

>>> from mjcore.tiles import Tile
>>> Message.of("mini.find.hint", tile=Tile.P5, row=2).text("en")
'I see 5 of Dots in row 2.'
>>> summary = Summary("find_suit", (Message.of("mini.find.found", found=3, total=5),), (("found", 3),))
>>> summary.text("ru"), summary.counts["found"]
('Найдено 3 из 5.', 3)
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from mjcore.errors import MahjongError
from mjcore.i18n import Message


class MiniGameError(MahjongError):
    """Base class of the mini-games' errors."""


class BadMoveError(MiniGameError):
    """A move the game does not allow now: a position not on the table, a game that is over."""


class BadSettingError(MiniGameError):
    """A game asked for with impossible settings (too many pairs, an unknown suit...)."""


@dataclass(frozen=True, slots=True)
class Summary:
    """The result of a game: lines to read (ru/en) and the figures behind them."""

    game: str
    lines: tuple[Message, ...]
    stats: tuple[tuple[str, int], ...] = ()

    #: :func:`mjcore.i18n.show` passes the children's wording on to :meth:`text`.
    speaks_kids = True

    @property
    def counts(self) -> Mapping[str, int]:
        return dict(self.stats)

    def text(self, lang: str | None = None, *, kids: bool = False, tiles: str | None = None) -> str:
        """The lines in ``lang`` (``kids``: the children's words, tiles by their children's names
        unless ``tiles`` names another style)."""
        style = tiles or ("kids" if kids else "name")
        return "\n".join(line.text(lang, kids=kids, tiles=style) for line in self.lines)


def check_rng(rng: object) -> random.Random:
    """Refuse anything but a ``random.Random`` (the global module would break reproducibility)."""
    if not isinstance(rng, random.Random):
        raise BadSettingError("error.mini.rng")
    return rng


def check_positions(positions: Iterable[int], size: int, taken: Iterable[int] = ()) -> tuple[int, ...]:
    """Positions on a table of ``size`` places, none taken already and none twice."""
    out = tuple(positions)
    gone = set(taken)
    for pos in out:
        if not isinstance(pos, int) or not 0 <= pos < size:
            raise BadMoveError("error.mini.no_position", pos=pos, size=size)
        if pos in gone:
            raise BadMoveError("error.mini.taken", pos=pos)
    if len(set(out)) != len(out):
        raise BadMoveError("error.mini.twice")
    return out


def tally(keys: Sequence[str]) -> tuple[tuple[str, int], ...]:
    """Counts of each key, in first-seen order."""
    seen: dict[str, int] = {}
    for key in keys:
        seen[key] = seen.get(key, 0) + 1
    return tuple(seen.items())
