"""The values the conversation logic works on: a user's :class:`Session`, an incoming
:class:`Event`, the :class:`Reply` values it answers with, and the limits in :class:`Config`.

Everything here is plain data (JSON for the session), so the logic runs the same under
Telegram, in the console and in tests.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

#: The version of a session's JSON shape; :meth:`Session.from_json` upgrades older ones.
SESSION_VERSION = 1

TRACKS = ("kids", "teen", "adult")
GAME_RULES = ("kids2p", "mcr2p")


@dataclass(frozen=True, slots=True)
class Button:
    """An inline button: its label and its short callback data (at most 64 bytes)."""

    label: str
    data: str


@dataclass(frozen=True, slots=True)
class Picture:
    """A PNG to draw: ``kind`` is ``"row"`` (``tiles`` is a row of tile codes, ``"1m2m5z"``) or
    ``"chart"`` (``tiles`` is the JSON of a bar chart: ``{"title": ..., "xlabel": ..., "bars": [[label, 0..1]]}``)."""

    kind: str
    tiles: str


@dataclass(frozen=True, slots=True)
class QuizPoll:
    """A Telegram quiz poll for a one-answer question: ``quiz`` is the question's id in the
    session (the poll's id is attached once it is sent), ``correct`` the right option's index."""

    quiz: str
    question: str
    options: tuple[str, ...]
    correct: int
    explanation: str = ""


@dataclass(frozen=True, slots=True)
class Reply:
    """One thing to send: text, an optional picture, rows of buttons.

    ``toast`` is the short answer to a pressed button (shown as a notice, no message);
    ``markup_only`` edits the buttons of the message that was pressed instead of sending;
    ``poll``, when the front end can, replaces the text's option buttons by a native quiz poll
    (sent after the picture; the console shows the buttons).
    """

    text: str = ""
    buttons: tuple[tuple[Button, ...], ...] = ()
    picture: Picture | None = None
    toast: str | None = None
    markup_only: bool = False
    poll: QuizPoll | None = None


@dataclass(frozen=True, slots=True)
class Event:
    """What a user did: ``kind`` is ``"text"`` (a message, commands included), ``"button"`` or
    ``"poll"`` (an answer to a quiz poll: ``data`` is ``"<poll id>:<option>"``).

    ``now`` is the time (seconds since the epoch) and ``rand`` a random number from the
    outside world: the logic reads neither the clock nor a global random generator.
    """

    kind: str
    user_id: int
    text: str = ""
    data: str = ""
    now: float = 0.0
    rand: int = 0
    lang_code: str | None = None


@dataclass(frozen=True, slots=True)
class Config:
    """Limits: ``rate_count`` updates per ``rate_window`` seconds per user (0: no limit);
    ``claim_timeout``: seconds to answer a claim prompt before the bot passes for the learner
    (0: wait for ever)."""

    rate_count: int = 30
    rate_window: float = 10.0
    max_text: int = 300
    claim_timeout: float = 30.0


@dataclass(slots=True)
class Session:
    """One user's state: language, track, settings, progress, and what is going on."""

    user_id: int
    lang: str | None = None
    track: str | None = None
    settings: dict[str, Any] = field(default_factory=lambda: {"rules": None, "level": "beginner", "hints": True, "open": True, "polls": False})
    progress: str = ""
    quiz: dict[str, Any] | None = None
    game: dict[str, Any] | None = None
    memory: dict[str, Any] | None = None
    mini: dict[str, Any] | None = None  #: the code lock or the snake (:mod:`bot.logic.minis`)
    stats: dict[str, int] = field(default_factory=lambda: {"games": 0, "won": 0, "memory": 0, "minis": 0, "answers": 0, "right": 0})
    rate: list[float] = field(default_factory=list)
    warned: float = -1e18  #: when the last "too fast" warning went out
    version: int = SESSION_VERSION

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str, user_id: int) -> Session:
        """Read a stored session; an unreadable one starts afresh (never a crash)."""
        try:
            data = json.loads(text)
            if not isinstance(data, dict):
                raise ValueError
            known = {k: v for k, v in data.items() if k in cls.__slots__}  # type: ignore[attr-defined]
            known["user_id"] = user_id
            known["version"] = SESSION_VERSION
            session = cls(**known)
            base = cls(user_id)
            session.settings = {**base.settings, **(session.settings or {})}
            session.stats = {**base.stats, **(session.stats or {})}
            return session
        except (ValueError, TypeError):
            return cls(user_id)
