"""Game records: ``(rules, seed, actions)`` as small, versioned JSON that replays exactly.

A record holds what the engine needs to rebuild the game and nothing it can recompute:
the rule set and its switches, the seed, the game's length and first dealer, and the
actions as short codes (:attr:`~mjcore.game.actions.Action.code`). Walls, draws, scores
and events come back by replaying. ``players`` (names or AI levels) is kept for people.

.. code-block:: json

    {"format": "mjcore-game", "version": 1, "rules": "kids2p", "options": {},
     "seed": 1, "max_hands": null, "dealer": 0, "players": ["you", "beginner"],
     "actions": ["0d9p", "1d1z", "0p", "0d4s"]}

>>> from mjcore.game.state import new_game
>>> state = new_game("kids2p", seed=5)
>>> state = state.apply(state.legal_actions(0)[0])
>>> record = GameRecord.of(state)
>>> GameRecord.from_json(record.to_json()).replay() == state
True
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from mjcore.errors import MahjongError
from mjcore.game.actions import Action
from mjcore.game.errors import RecordError
from mjcore.game.rules import find_game_rules
from mjcore.game.state import GameState, new_game

FORMAT = "mjcore-game"
#: The record format version; a reader refuses versions it does not know.
VERSION = 1


@dataclass(frozen=True, slots=True)
class GameRecord:
    """A replayable record of a game (see the module's notes)."""

    rules: str
    seed: int
    actions: tuple[str, ...] = ()
    options: dict[str, Any] = field(default_factory=dict)
    max_hands: int | None = None
    dealer: int = 0
    players: tuple[str, ...] = ()

    @classmethod
    def of(cls, state: GameState, players: Sequence[str] = ()) -> GameRecord:
        """The record of ``state``'s game so far."""
        first = state.events(0)[0] if state.event_count else None
        dealer = first.seat if first is not None and first.seat is not None else 0
        return cls(
            rules=state.rules.name,
            seed=state.seed,
            actions=tuple(a.code for a in state.actions()),
            options=state.rules.changed_options(),
            max_hands=state.max_hands,
            dealer=dealer,
            players=tuple(players),
        )

    def start(self) -> GameState:
        """The state before the first action."""
        try:
            return new_game(find_game_rules(self.rules), self.seed, max_hands=self.max_hands, dealer=self.dealer,
                            **self.options)
        except RecordError:
            raise
        except MahjongError as error:
            raise RecordError("error.game.record_rules", detail=error.message()) from None

    def replay(self, upto: int | None = None) -> GameState:
        """Apply the actions (the first ``upto`` of them) and return the state reached.

        :class:`~mjcore.game.errors.RecordError` names the first action that does not parse
        or is not allowed where it stands.
        """
        state = self.start()
        for index, code in enumerate(self.actions[:upto]):
            action = Action.from_code(code)
            try:
                state = state.apply(action)
            except MahjongError as error:
                raise RecordError("error.game.record_action", index=index, code=code, detail=error.message()) from None
        return state

    def states(self) -> list[GameState]:
        """Every state of the game, from the deal to the last action (for a replay viewer)."""
        state = self.start()
        out = [state]
        for code in self.actions:
            state = state.apply(Action.from_code(code))
            out.append(state)
        return out

    # -- JSON -----------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules,
            "options": dict(self.options),
            "seed": self.seed,
            "max_hands": self.max_hands,
            "dealer": self.dealer,
            "players": list(self.players),
            "actions": list(self.actions),
        }

    def to_json(self) -> str:
        """Compact JSON (one line)."""
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("error.game.record_format")
        version = data.get("version")
        if version != VERSION:
            raise RecordError("error.game.record_version", version=version, supported=VERSION)
        try:
            seed = data["seed"]
            actions = data.get("actions", [])
            options = data.get("options") or {}
            max_hands = data.get("max_hands")
            dealer = data.get("dealer", 0)
            players = data.get("players") or []
            valid = (
                isinstance(data["rules"], str)
                and isinstance(seed, int)
                and isinstance(actions, list)
                and all(isinstance(a, str) for a in actions)
                and isinstance(options, dict)
                and (max_hands is None or isinstance(max_hands, int))
                and isinstance(dealer, int)
                and isinstance(players, list)
            )
        except KeyError:
            valid = False
        if not valid:
            raise RecordError("error.game.record_format")
        return cls(data["rules"], seed, tuple(actions), dict(options), max_hands, dealer, tuple(str(p) for p in players))

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        try:
            data = json.loads(text)
        except (TypeError, ValueError):
            raise RecordError("error.game.record_format") from None
        return cls.from_dict(data)


def replay(record: GameRecord | str | dict[str, Any]) -> GameState:
    """Replay a record (a :class:`GameRecord`, its JSON text or its dict)."""
    if isinstance(record, str):
        record = GameRecord.from_json(record)
    elif isinstance(record, dict):
        record = GameRecord.from_dict(record)
    return record.replay()


__all__ = ["FORMAT", "VERSION", "GameRecord", "replay"]
