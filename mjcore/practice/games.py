"""A game record given to be reviewed (``python -m mjcore review``): read and checked before the
review, so that a record that does not fit its deal is refused with why, in the reader's
language, never half-reviewed.

:func:`checked_game` takes the record's parsed JSON and checks what the review relies on: the
record's own form (:meth:`~mjcore.game.record.GameRecord.from_dict`), its rules and table
options, a number of hands and of actions in bounds, and every action replayed where it stands.
Each refusal is a :class:`~mjcore.game.errors.RecordError` whose details stay messages (shown in
the language asked for, not in the default one).

>>> try:
...     checked_game({"format": "mjcore-game", "version": 1, "rules": "kids2p", "seed": 1, "actions": ["1d1m"]})
... except RecordError as error:
...     print(error.message("en"))
action 0 of the record ('1d1m') cannot be replayed: 1d1m is not allowed now (a player's turn)
"""

from __future__ import annotations

from typing import Any

from mjcore.errors import MahjongError
from mjcore.game.actions import Action
from mjcore.game.errors import RecordError
from mjcore.game.record import GameRecord
from mjcore.game.rules import find_game_rules
from mjcore.game.state import new_game

#: The most hands a record may ask for, and the most actions it may hold (a whole match of
#: sixteen hands takes a few thousand).
MAX_HANDS, MAX_ACTIONS = 1000, 100_000


def checked_game(data: Any) -> GameRecord:
    """The record of ``data`` when it can be reviewed as it stands (see the module docstring)."""
    record = GameRecord.from_dict(data)
    if (record.max_hands is not None and not 1 <= record.max_hands <= MAX_HANDS) or len(record.actions) > MAX_ACTIONS:
        raise RecordError("error.game.record_format")
    try:
        state = new_game(find_game_rules(record.rules), record.seed, max_hands=record.max_hands, dealer=record.dealer,
                         **record.options)
    except MahjongError as error:
        raise RecordError("error.game.record_rules", detail=error.as_message()) from None
    for index, code in enumerate(record.actions):
        try:
            state = state.apply(Action.from_code(code))
        except MahjongError as error:
            raise RecordError("error.game.record_action", index=index, code=code[:20], detail=error.as_message()) from None
    return record


__all__ = ["MAX_ACTIONS", "MAX_HANDS", "checked_game"]
