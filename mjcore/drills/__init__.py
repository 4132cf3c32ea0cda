"""Practice drills: scoring worked out step by step, and efficiency measured.

Three modules, one idea each:

- :mod:`mjcore.drills.scoring` — "score it yourself": a hand of one system (kids, classical,
  Hong Kong, Chinese Official, riichi) split into the steps a player takes to count it (each
  set's points, the fans present, the doubles, the fu line by line, the total, the payment),
  every step with its answer and its reason taken from the system's own scorer
  (:mod:`mjcore.scoring`), the itemised score shown at the end;
- :mod:`mjcore.drills.fu` — riichi scored by hand: the fu line by line (the base, each set,
  the pair, the wait, the win, the total rounded up), then the base points and each payment,
  every answer typed and every value the riichi scorer's;
- :mod:`mjcore.drills.efficiency` — discards scored as a share of the best one's useful tiles
  (:func:`~mjcore.drills.efficiency.accuracy`), the waits drill, "toward 8 points" for
  Chinese Official, claim or pass at a table, and the safe discard; every answer from the one
  exact analysis, :mod:`mjcore.analysis`.

A drill is a :class:`~mjcore.quiz.Question` (its last step) whose ``steps`` hold the steps
before it, so every drill is also a quiz family (``FAMILIES``: ``score_kids``, ...,
``discard_accuracy``...), served by ``generate(name, rng, level)`` like any other.

>>> import random
>>> from mjcore.quiz import generate
>>> drill = generate("score_kids", random.Random(2), 2)
>>> [step.form.value for step in drill.steps][:1], drill.form.value
(['number'], 'number')
"""

from mjcore.drills.efficiency import accuracy
from mjcore.drills.scoring import all_steps

__all__ = ["accuracy", "all_steps"]
