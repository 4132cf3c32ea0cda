"""Quizzes: seeded question generators (one per family) and spaced repetition.

The lessons' widgets and the bot's quizzes both draw from here, so they always agree.
Every answer is computed by the rules core.

>>> import random
>>> q = generate("set_kind", random.Random(1))
>>> q.form.value, q.answer[0] in ("chow", "pung", "kong", "none")
('one', True)
>>> sorted({f.track for f in FAMILIES.values()})
['adults', 'kids']
"""

from mjcore.quiz.families import FAMILIES, Family, find_family, generate
from mjcore.quiz.question import (
    AnswerForm,
    LevelError,
    Option,
    Question,
    QuizError,
    UnknownFamilyError,
)

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
