"""Quizzes: seeded question generators (one per family) and spaced repetition.

The lessons' widgets and the bot's quizzes both draw from here, so they always agree.
Every answer is computed by the rules core.

>>> import random
>>> from mjcore.quiz import FAMILIES, generate
>>> q = generate("set_kind", random.Random(1))
>>> q.form.value, q.answer[0] in ("chow", "pung", "kong", "none")
('one', True)
>>> sorted({f.track for f in FAMILIES.values()})
['adults', 'kids']
"""

from typing import TYPE_CHECKING, Any

from mjcore.questions.question import AnswerForm, Option, Question
from mjcore.quiz.errors import LevelError, QuizError, UnknownFamilyError

if TYPE_CHECKING:
    from mjcore.quiz.families import FAMILIES, Family, find_family, generate

#: Loaded on first use: the families reach the game engine and the AI, and the progress
#: record (``mjcore.quiz.srs``, which every kids' board saves to) needs none of that.
_FROM_FAMILIES = ("FAMILIES", "Family", "find_family", "generate")


def __getattr__(name: str) -> Any:
    if name in _FROM_FAMILIES:
        from mjcore.quiz import families

        value = getattr(families, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'mjcore.quiz' has no attribute {name!r}")


__all__ = [
    "FAMILIES",
    "AnswerForm",
    "Family",
    "LevelError",
    "Option",
    "Question",
    "QuizError",
    "UnknownFamilyError",
    "find_family",
    "generate",
]
