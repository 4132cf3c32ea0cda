"""Questions: the value every quiz family and every drill produces, and the parts they share.

Below both :mod:`mjcore.quiz` and :mod:`mjcore.drills`, so the quiz's table of families can
list the drills without the drills reaching back up for the question type:

- :mod:`mjcore.questions.question` — :class:`Question`, its :class:`Option` and
  :class:`AnswerForm`;
- :mod:`mjcore.questions.parts` — a tile as an answer option, random ready and changed hands,
  the texts of a winning split, of waits and of a win's situation.

>>> from mjcore.tiles import Tile
>>> from mjcore.questions.parts import tile_option
>>> option = tile_option(Tile.P5)
>>> option.value, option.label.text("en")
('5p', '5 of Dots')
"""

from mjcore.questions.question import AnswerForm, Option, Question

__all__ = ["AnswerForm", "Option", "Question"]
