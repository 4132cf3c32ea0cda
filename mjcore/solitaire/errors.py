"""The errors of the solitaire mini-game: each a :class:`~mjcore.errors.MahjongError` with a
localized message.

>>> from mjcore.solitaire import find_layout
>>> try:
...     find_layout("dragon")
... except UnknownLayoutError as error:
...     print(error.code, "|", error.message("en"))
solitaire.layout | no solitaire layout 'dragon'; there are: kids, pyramid, tower, fortress, turtle
"""

from __future__ import annotations

from mjcore.errors import MahjongError

__all__ = ["IllegalPairError", "SolitaireError", "UnknownLayoutError"]


class SolitaireError(MahjongError):
    """Base class of the solitaire errors (also: a shuffle that cannot help)."""


class UnknownLayoutError(SolitaireError):
    """A layout name that does not exist."""


class IllegalPairError(SolitaireError):
    """A pair that may not be removed: not on the board, not free, not matching."""
