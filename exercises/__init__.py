"""The curated exercise bank and its loader.

Exercises are YAML data files in ``exercises/data/`` (ru and en texts, per topic, stage and
track); :func:`load_bank` validates them against the schema of :mod:`exercises.bank`, and
:func:`check_bank` proves every answer with :mod:`mjcore`.

>>> bank = load_bank()
>>> [e.id for e in bank.query(topic="bonus", track="kids")][:2]
['bonus-kids-1f', 'bonus-kids-2f']
"""

from exercises.bank import KINDS, STAGES, TOPICS, TRACKS, Bank, BankError, Exercise, load_bank
from exercises.check import ExerciseError, check_bank, check_exercise, solve

__all__ = [
    "KINDS",
    "STAGES",
    "TOPICS",
    "TRACKS",
    "Bank",
    "BankError",
    "Exercise",
    "ExerciseError",
    "check_bank",
    "check_exercise",
    "load_bank",
    "solve",
]
