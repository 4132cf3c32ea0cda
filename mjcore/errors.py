"""Exceptions of the rules core: one class per cause, all ``ValueError`` subclasses.

Every error carries a catalog key and its parameters — a :class:`~mjcore.i18n.Message`
(:meth:`MahjongError.as_message`) — so its message can be shown in the learner's language
(:meth:`MahjongError.message`; a tile reads ``5m (5 of Characters)``); ``str(error)`` uses
the default language. ``code`` is the stable identifier used in JSON answers.

>>> from mjcore import parse_hand
>>> try:
...     parse_hand("12x")
... except ParseError as error:
...     print(error.code, "|", error.message("en"))
parse.unknown_suit | unknown suit 'x' at 3
"""

from __future__ import annotations

from mjcore.i18n import Message


class MahjongError(ValueError):
    """Base class: a problem a learner can understand, with a localized message."""

    def __init__(self, key: str, /, **params: object) -> None:
        self.key = key
        self.params = params
        super().__init__(self.message())

    @property
    def code(self) -> str:
        """The stable machine-readable code: the catalog key without its ``error.`` prefix."""
        return self.key.removeprefix("error.")

    def as_message(self) -> Message:
        """The key and parameters as a message (to show later, or inside another message)."""
        return Message(self.key, tuple(self.params.items()))

    def message(self, lang: str | None = None) -> str:
        """The message in ``lang`` (default: the environment's language, else Russian)."""
        return self.as_message().text(lang, tiles="code_name")

    def __str__(self) -> str:
        return self.message()

    def __reduce__(self) -> tuple[object, ...]:
        # Rebuilt from the key and parameters, not from the formatted message (pickle, copy).
        return (_restore, (type(self), self.key, self.params))


def _restore(cls: type[MahjongError], key: str, params: dict[str, object]) -> MahjongError:
    return cls(key, **params)


class ParseError(MahjongError):
    """Text that is not valid tile notation; says where and why."""


class InvalidMeldError(MahjongError):
    """Tiles that do not make the set they claim to be (e.g. ``[124m]``)."""


class InvalidHandError(MahjongError):
    """A hand that cannot exist: too many copies of a tile, a wrong number of tiles."""


class TooManyCopiesError(InvalidHandError):
    """More than 4 copies of one tile (or a bonus tile twice)."""


class WrongTileCountError(InvalidHandError):
    """A hand whose size is not 13 or 14 tiles (plus one per kong)."""


class UnknownRulesError(MahjongError):
    """A rule set or scoring system name that does not exist."""
