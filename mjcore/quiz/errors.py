"""The quiz's errors: a request for a family or a level that does not exist.

>>> issubclass(UnknownFamilyError, QuizError), QuizError("error.quiz.need_family").code
(True, 'quiz.need_family')
"""

from __future__ import annotations

from mjcore.errors import MahjongError


class QuizError(MahjongError):
    """A quiz request that cannot be served: an unknown family, a level out of range."""


class UnknownFamilyError(QuizError):
    """No quiz family of that name."""


class LevelError(QuizError):
    """A difficulty level the family does not have."""


__all__ = ["LevelError", "QuizError", "UnknownFamilyError"]
