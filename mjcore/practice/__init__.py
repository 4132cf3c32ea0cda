"""The practice loop: ratings that adapt, spaced repetition, a daily hand, a review of your own
game, and the one progress record they share — used by the notebooks' widgets and the bot alike.

- :mod:`~mjcore.practice.glicko`: Glicko-2 ratings of learners and exercises;
- :mod:`~mjcore.practice.schedule`: FSRS memories (the ``fsrs`` package);
- :mod:`~mjcore.practice.areas`: the skill area of each quiz family;
- :mod:`~mjcore.practice.record`: :class:`Progress`, the versioned record (old ones migrated);
- :mod:`~mjcore.practice.choose`: what to practise next (due, personal puzzles, the band);
- :mod:`~mjcore.practice.daily`: the daily hand;
- :mod:`~mjcore.practice.review`: the review of a game and the puzzles it makes;
- :mod:`~mjcore.practice.summary`: the learner's ratings, streak and next items (``rating``).

>>> p = Progress().record("shanten:1", True, now=0.0)
>>> p.area_rating("efficiency").rating > 1500, Progress.loads(p.dumps()) == p
(True, True)
"""

from mjcore.practice.glicko import Rating
from mjcore.practice.record import Progress, Puzzle, SkillState

__all__ = ["Progress", "Puzzle", "Rating", "SkillState"]
