"""A user's :class:`Session` and its JSON, with the upgrades from older shapes.

The session keeps what belongs to the user (language, track, settings, progress, stats) and,
apart from it, the state of every activity that is live, by the activity's name:
``activities = {"game": MatchState(...), "quiz": QuizState(...)}``; ``current`` names the one
started last. Each state is a frozen value with ``to_json``/``from_json`` (the :class:`State`
protocol); which class reads which name is the registry's business, so :meth:`Session.from_json`
is given the readers (:func:`bot.logic.load_session` passes the bot's).

Version 4 (now)::

    {"user_id": 5, "lang": "en", "track": "kids", "settings": {...}, "progress": "...", "stats": {...},
     "current": "game", "activities": {"game": {"id": "1f53", "table": {"game": {...}, "seats": [...]}, ...}},
     "live": {"game": [5, 1042, "1f53:12::ru:k"]}, "due": 1764600030.0, "asked": "game:1f53:12:9a0c3e",
     "week": {"at": 1764600000.0, "games": 3, ...}, "played": [{"activity": "snake", "when": ..., ...}],
     "rate": [...], "warned": -1e18,
     "profile": "", "names": {"1": "Маша"}, "parked": {"1": "{\"track\": \"kids\", ...}"}, "version": 4}

Profiles: one Telegram account (a parent) may keep several learners. The one in front
(``profile``: ``""`` is the account's own, else a child's id in ``names``) has its part at the
top level, as every session had before profiles: ``track``, ``settings`` (but the account's own
:data:`ACCOUNT_SETTINGS`), ``progress``, ``stats``, ``current``, ``activities``, ``live`` (but
the :data:`PANELS`), ``due``, ``asked``, ``week`` and ``played`` (:data:`PART_KEYS`; ``played``: the games finished,
for the stages of the kids' course). The others wait in
``parked``, each as the JSON text of its part, read back by the same :meth:`Session.from_json`
when it comes to the front (:meth:`Session.switched`). A session stored before profiles is the
account's own profile and nothing else, exactly as it was.

``current`` is the activity in front; the others in ``activities`` are paused (they wait, and
the menu offers them back). ``live`` says where each activity's live message is: ``[chat,
message, picture]`` (``picture``: what the photo shows, ``""`` for a text message; ``message``
is 0 until the front end reports the id). ``due``: the next time limit (a claim prompt), so that
a restarted bot arms its timer again. ``asked``: the stop prompt that is open now (the activity,
its state's id and turn, and the prompt's own token its buttons carry), ``null`` once anything
else happened; a session without it (older ones) has none open.

``progress`` is the progress record's JSON text; the session holds it as a value
(:class:`StoredProgress`: read once an update, when first asked for, written back unchanged unless
replaced).

Version 3 had no profiles (:func:`_v3_to_v4` adds none: the account's own in front, no others).

Version 2 had neither ``live`` nor ``due`` (:func:`_v2_to_v3` adds them, empty).

Version 1 had one key per activity instead, ``"quiz"``, ``"game"``, ``"memory"`` and ``"mini"``
(the code lock or the snake, told apart by its ``"game": "lock" | "snake"``), each a dict or
``null``; :func:`upgrade` moves them into ``activities`` unchanged (the activities' own JSON
kept its keys).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol, Self

from mjcore.practice import Progress
from mjcore.practice.stages import MAX_PLAYED, Played, read_played
from mjcore.quiz.srs import ProgressError

#: The version of a session's JSON shape; :func:`upgrade` brings older ones up to it.
SESSION_VERSION = 4

#: The live messages that belong to no activity (``/settings``: one message edited on each tap);
#: a session keeps where they are, as it keeps its activities' ones.
PANELS = ("settings", "profiles")
#: The settings that belong to the account (the parent), not to the learner in front.
ACCOUNT_SETTINGS = ("weekly", "reminder")
#: A profile's part of the session (the rest is the account's): what a profile switch parks.
PART_KEYS = ("track", "settings", "progress", "stats", "current", "activities", "live", "due", "asked", "week", "played")
#: The account's own profile (the one every session had before profiles).
OWN = ""


class State(Protocol):
    """What an activity keeps between updates: a frozen dataclass with

    - ``id``: a short id its buttons carry (a button of another game is "out of date");
    - ``turn``: the move numbers its buttons carry after the id (``()`` for none), so a button
      from an older message is out of date too;
    - ``to_json()`` and a ``from_json(data)`` class method that reads it back (raising
      ``KeyError``, ``TypeError`` or ``ValueError`` on what it cannot read).
    """

    @property
    def id(self) -> str: ...

    @property
    def turn(self) -> tuple[str, ...]: ...

    def to_json(self) -> dict[str, Any]: ...

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self: ...


#: How to read each activity's state back, by the activity's name.
Readers = Mapping[str, Callable[[Mapping[str, Any]], State]]


def default_settings() -> dict[str, Any]:
    return {"rules": None, "level": "beginner", "hints": True, "open": True, "polls": False}


def default_stats() -> dict[str, int]:
    return {"games": 0, "won": 0, "memory": 0, "minis": 0, "answers": 0, "right": 0}


class StoredProgress:
    """The learner's progress record (:class:`~mjcore.practice.Progress`) as a session keeps it:
    a value read from the stored JSON text once, the first time it is asked for (an update that
    does not look at it does not read it), and written back as that same text unless a new record
    replaced it (then dumped once). An unreadable text reads as an empty record, as before.

    Immutable, so a copied session shares it.

    >>> kept = StoredProgress.of(Progress().record("tile_name:1", True, now=0))
    >>> again = StoredProgress(kept.text)
    >>> again.value == kept.value, StoredProgress().value == Progress(), StoredProgress().text
    (True, True, '')
    """

    __slots__ = ("_text", "_value")

    def __init__(self, text: str = "") -> None:
        self._text: str | None = text
        self._value: Progress | None = None if text else Progress()

    @classmethod
    def of(cls, progress: Progress) -> StoredProgress:
        """A new record to keep (its text is made when the session is saved)."""
        kept = cls()
        kept._text, kept._value = None, progress
        return kept

    @property
    def value(self) -> Progress:
        if self._value is None:
            try:
                self._value = Progress.loads(self._text or "")
            except ProgressError:
                self._value = Progress()
        return self._value

    @property
    def text(self) -> str:
        """The record's JSON (``""`` for none stored)."""
        if self._text is None:
            self._text = self.value.dumps()
        return self._text

    def __deepcopy__(self, memo: dict[int, Any]) -> StoredProgress:
        return self

    def __eq__(self, other: object) -> bool:
        return isinstance(other, StoredProgress) and (self is other or self.text == other.text)

    def __hash__(self) -> int:
        return hash(self.text)

    def __repr__(self) -> str:
        return f"StoredProgress({self.text!r})"


@dataclass(slots=True)
class Session:
    """One user's state: language, track, settings, progress, stats, and the live activities."""

    user_id: int
    lang: str | None = None
    track: str | None = None
    settings: dict[str, Any] = field(default_factory=default_settings)
    progress: StoredProgress = field(default_factory=StoredProgress)  #: read once an update, when asked for
    stats: dict[str, int] = field(default_factory=default_stats)
    activities: dict[str, State] = field(default_factory=dict)  #: the live activities' states by name
    current: str | None = None  #: the activity in front (started or resumed last), while it is live
    live: dict[str, list[Any]] = field(default_factory=dict)  #: activity (or panel) -> [chat, message, picture]
    due: float | None = None  #: the next time limit (a ``tick`` event is due then)
    asked: str | None = None  #: the confirmation open now (see :meth:`bot.logic.registry.Registry.stop_button`)
    week: dict[str, float] = field(default_factory=dict)  #: the stats at the last weekly summary, and ``at``
    #: the games finished, each with its time and results (the last :data:`MAX_PLAYED`), for the
    #: stages of the kids' course (:mod:`mjcore.practice.stages`, ``/progress``)
    played: tuple[Played, ...] = ()
    rate: list[float] = field(default_factory=list)
    warned: float = -1e18  #: when the last "too fast" warning went out
    profile: str = OWN  #: the profile in front: ``""`` the account's own, else a child's id in ``names``
    names: dict[str, str] = field(default_factory=dict)  #: the children's profiles: id -> name, in the order added
    parked: dict[str, str] = field(default_factory=dict)  #: the profiles not in front: id -> their part's JSON text
    version: int = SESSION_VERSION

    def data(self) -> dict[str, Any]:
        """The session as a JSON object (:meth:`to_json` writes it)."""
        return {"user_id": self.user_id, "lang": self.lang, "track": self.track, "settings": self.settings,
                "progress": self.progress.text, "stats": self.stats, "current": self.current,
                "activities": {name: state.to_json() for name, state in self.activities.items()},
                "live": self.live, "due": self.due, "asked": self.asked, "week": self.week, "rate": self.rate,
                "played": [game.to_json() for game in self.played],
                "warned": self.warned, "profile": self.profile, "names": self.names, "parked": self.parked,
                "version": SESSION_VERSION}

    def to_json(self) -> str:
        return json.dumps(self.data(), ensure_ascii=False, separators=(",", ":"))

    def part(self) -> dict[str, Any]:
        """The part of the profile in front (:data:`PART_KEYS`), as it is parked: without the
        account's settings and panels."""
        data = self.data()
        part = {key: data[key] for key in PART_KEYS}
        part["settings"] = {k: v for k, v in self.settings.items() if k not in ACCOUNT_SETTINGS}
        part["live"] = {k: v for k, v in self.live.items() if k not in PANELS}
        return part

    def switched(self, profile: str, readers: Readers) -> Session:
        """The session with ``profile`` in front: the one in front now parked (its part kept as
        it is), ``profile``'s part read back (a new profile starts afresh). The account's parts
        (language, its settings, the panels, the profiles) stay.

        >>> s = Session(5, track="adult", names={"1": "Masha"})
        >>> kid = s.switched("1", {})
        >>> kid.profile, kid.track, sorted(kid.parked), kid.switched("", {}).track
        ('1', None, [''], 'adult')
        """
        if profile == self.profile:
            return self
        parked = {**self.parked, self.profile: json.dumps(self.part(), ensure_ascii=False, separators=(",", ":"))}
        try:
            incoming = json.loads(parked.pop(profile, "{}"))
        except ValueError:
            incoming = {}
        incoming = {k: v for k, v in incoming.items() if k in PART_KEYS} if isinstance(incoming, dict) else {}
        data = {k: v for k, v in self.data().items() if k not in PART_KEYS}
        account = {k: v for k, v in self.settings.items() if k in ACCOUNT_SETTINGS}
        panels = {k: v for k, v in self.live.items() if k in PANELS}
        settings = incoming.get("settings")
        live = incoming.get("live")
        data.update(incoming, profile=profile, parked=parked,
                    settings={**(settings if isinstance(settings, dict) else {}), **account},
                    live={**(live if isinstance(live, dict) else {}), **panels})
        return Session.from_json(json.dumps(data, ensure_ascii=False), self.user_id, readers)

    def part_of(self, profile: str) -> dict[str, Any]:
        """The part of ``profile`` (in front or parked) as a JSON object (``{}``: none kept yet)."""
        if profile == self.profile:
            return self.part()
        try:
            data = json.loads(self.parked.get(profile, "{}"))
        except ValueError:
            return {}
        return data if isinstance(data, dict) else {}

    def progress_of(self, profile: str) -> Progress:
        """The progress record of ``profile`` (in front or parked)."""
        if profile == self.profile:
            return self.progress.value
        return StoredProgress(str(self.part_of(profile).get("progress") or "")).value

    def stats_of(self, profile: str) -> dict[str, int]:
        """The counts of ``profile`` (games, answers...), the defaults where it has none."""
        stats = self.part_of(profile).get("stats")
        return {**default_stats(), **(stats if isinstance(stats, dict) else {})}

    def set_week(self, profile: str, week: dict[str, float]) -> None:
        """Keep ``week`` as the snapshot of ``profile`` at its last weekly summary."""
        if profile == self.profile:
            self.week = week
            return
        part = self.part_of(profile)
        part["week"] = week
        self.parked[profile] = json.dumps(part, ensure_ascii=False, separators=(",", ":"))

    @property
    def profiles(self) -> tuple[str, ...]:
        """Every profile of the account: its own first, then the children's in the order added."""
        return (OWN, *self.names)

    @classmethod
    def from_json(cls, text: str, user_id: int, readers: Readers) -> Session:
        """Read a stored session of any version. An unreadable one starts afresh and an
        unreadable (or unknown) activity is left out; neither is ever a crash."""
        try:
            data = upgrade(json.loads(text))
            base = cls(user_id)
            settings, stats = data.get("settings") or {}, data.get("stats") or {}
            if not isinstance(settings, dict) or not isinstance(stats, dict):
                raise TypeError("settings and stats are objects")
            session = cls(user_id, lang=data.get("lang"), track=data.get("track"),
                          settings={**base.settings, **settings}, progress=StoredProgress(str(data.get("progress") or "")),
                          stats={**base.stats, **stats}, rate=list(data.get("rate") or []),
                          warned=float(data.get("warned", base.warned)),
                          played=read_played(data.get("played"))[-MAX_PLAYED:])
        except (ValueError, TypeError, AttributeError):
            return cls(user_id)
        session.names, session.parked, session.week = _profiles(data)
        profile = data.get("profile")
        session.profile = profile if isinstance(profile, str) and (profile in session.names or profile == OWN) else OWN
        session.parked.pop(session.profile, None)
        for name, saved in (data.get("activities") or {}).items():
            try:
                session.activities[name] = readers[name](saved)
            except (KeyError, ValueError, TypeError, AttributeError, IndexError):
                continue
        current = data.get("current")
        session.current = current if current in session.activities else None
        live = data.get("live")
        for name, where in (live.items() if isinstance(live, dict) else ()):
            try:
                chat, message, picture = where
                if name in session.activities or name in PANELS:
                    session.live[name] = [int(chat), int(message), str(picture)]
            except (TypeError, ValueError):
                continue
        due = data.get("due")
        session.due = float(due) if isinstance(due, int | float) else None
        asked = data.get("asked")
        session.asked = asked if isinstance(asked, str) else None
        return session


def _profiles(data: dict[str, Any]) -> tuple[dict[str, str], dict[str, str], dict[str, float]]:
    """The children's names, the parked parts and the week's snapshot as stored (what is not a
    string or a number is left out: never a crash)."""
    names, parked, week = data.get("names"), data.get("parked"), data.get("week")
    return ({str(k): v for k, v in names.items() if isinstance(v, str)} if isinstance(names, dict) else {},
            {str(k): v for k, v in parked.items() if isinstance(v, str)} if isinstance(parked, dict) else {},
            {str(k): float(v) for k, v in week.items() if isinstance(v, int | float)} if isinstance(week, dict) else {})


def upgrade(data: object) -> dict[str, Any]:
    """A stored session's JSON brought up to :data:`SESSION_VERSION` (a newer one is read as is)."""
    if not isinstance(data, dict):
        raise ValueError("a session is a JSON object")
    version = data.get("version", 1)
    if not isinstance(version, int):
        raise ValueError("a session's version is a number")
    for step in UPGRADES[max(0, version - 1):]:
        data = step(data)
    return data


#: The v1 names of the activities: ``mini`` was the code lock or the snake.
_V1_KEYS = ("quiz", "game", "memory", "mini")
_V1_MINIS = {"lock": "codelock", "snake": "snake"}


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    """One key per activity becomes ``activities``; the mini's ``"game"`` tag becomes its name."""
    activities: dict[str, Any] = {name: data[name] for name in ("quiz", "game", "memory") if isinstance(data.get(name), dict)}
    mini = data.get("mini")
    if isinstance(mini, dict) and mini.get("game") in _V1_MINIS:
        activities[_V1_MINIS[mini["game"]]] = {k: v for k, v in mini.items() if k != "game"}
    # v1 did not say which came last; where only one is live, that is the one
    current = next(iter(activities)) if len(activities) == 1 else None
    rest = {k: v for k, v in data.items() if k not in _V1_KEYS}
    return {**rest, "activities": activities, "current": current, "version": 2}


def _v2_to_v3(data: dict[str, Any]) -> dict[str, Any]:
    """No live messages known yet (the v2 bot sent a new message each time) and no time limit
    armed (v2 applied it on the next update, which the registry's ``tick`` still does)."""
    return {**data, "live": {}, "due": None, "version": 3}


def _v3_to_v4(data: dict[str, Any]) -> dict[str, Any]:
    """No profiles yet: the account's own is in front, with everything it had; no week summed up."""
    return {**data, "profile": OWN, "names": {}, "parked": {}, "week": {}, "version": 4}


#: ``UPGRADES[n - 1]`` turns version ``n`` into ``n + 1``.
UPGRADES: tuple[Callable[[dict[str, Any]], dict[str, Any]], ...] = (_v1_to_v2, _v2_to_v3, _v3_to_v4)
