"""The values the conversation logic works on: an incoming :class:`Event`, the :class:`Reply`
values it answers with, and the limits in :class:`Config` (a user's session is in
:mod:`bot.logic.session`).

Everything here is plain data, so the logic runs the same under Telegram, in the console and
in tests.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mjcore.game.ai import LEVELS as AI_LEVELS
from mjcore.game.rules import RULE_SETS
from mjcore.tiles import Tile

if TYPE_CHECKING:  # the drawing (numpy, Pillow) is loaded by the game, which makes the scenes
    from mjcore.render.scene import Scene

TRACKS = ("kids", "teen", "adult")
#: The rule sets the bot plays: every two-player one of the game table (their names and
#: titles are the core's: :meth:`mjcore.game.rules.GameRules.title`).
GAME_RULES = tuple(name for name, rules in RULE_SETS.items() if rules.players == 2)
#: The computer's levels, the core's (:data:`mjcore.game.ai.LEVELS`, titled ``game.level.*``).
LEVELS = AI_LEVELS


def codes(tiles: Iterable[Tile]) -> str:
    """Tiles as their codes one after another, ``"1m2m5z"`` (how the states' JSON and the pictures
    keep rows; :func:`mjcore.notation.parse_tiles` reads them back)."""
    return "".join(str(x) for x in tiles)


@dataclass(frozen=True, slots=True)
class Button:
    """An inline button: its label and its short callback data (at most 64 bytes)."""

    label: str
    data: str


def fit(label: str, limit: int = 40) -> str:
    """``label`` for a button of at most ``limit`` characters: whole words, ``…`` after the last
    one that fits (never a word cut in two).

    >>> fit("забрать 7 бамбуков: чоу 5 бамбуков, 6 бамбуков, 7 бамбуков", 40)
    'забрать 7 бамбуков: чоу 5 бамбуков, 6…'
    >>> fit("Done", 40)
    'Done'
    """
    if len(label) <= limit:
        return label
    words, out = label.split(" "), ""
    for word in words:
        longer = f"{out} {word}" if out else word
        if len(longer) + 1 > limit:
            break
        out = longer
    return (out or label[: limit - 1]).rstrip(",;:—-– ") + "…"


# -- pictures: one small value per kind; :func:`bot.pictures.png` draws each by its type ---------------
# ``key`` names what a picture shows (the same key: the same picture), so that a live message can
# tell the same picture again without drawing it; the session keeps it (``live``), in the form the
# bot has always written: ``"<kind>:<what>"``.


@dataclass(frozen=True, slots=True)
class RowPicture:
    """A row of tiles; ``index=False`` draws them without their corner index (a question about
    the number).

    >>> RowPicture((Tile.M1, Tile.M2)).key
    'row:1m2m'
    """

    tiles: tuple[Tile, ...]
    index: bool = True

    @property
    def key(self) -> str:
        return f"row:{codes(self.tiles)}"


@dataclass(frozen=True, slots=True)
class HandPicture:
    """A hand in MPSZ, its melds drawn apart (``"123m 11z [789s]"``); one that is not a whole hand
    (five copies of a tile) is drawn as its tiles in a row."""

    hand: str
    index: bool = True

    @property
    def key(self) -> str:
        return f"hand:{self.hand}"


@dataclass(frozen=True, slots=True)
class BacksPicture:
    """``count`` tiles face down (the code lock's hidden code).

    >>> BacksPicture(3).key
    'backs:3'
    """

    count: int

    @property
    def key(self) -> str:
        return f"backs:{self.count}"


@dataclass(frozen=True, slots=True)
class BoardPicture:
    """A board of tiles in rows of ``columns``: a tile face up, ``None`` face down; the places in
    ``lit`` outlined (memory's board, a hint's tiles lit).

    >>> BoardPicture((Tile.M1, None, None, Tile.M1), 2, (1,)).key
    'board:2:1m....1m:1'
    """

    cells: tuple[Tile | None, ...]
    columns: int
    lit: tuple[int, ...] = ()

    @property
    def key(self) -> str:
        cells = "".join(".." if t is None else str(t) for t in self.cells)
        return f"board:{self.columns}:{cells}:{','.join(map(str, self.lit))}"


@dataclass(frozen=True, slots=True)
class ChartPicture:
    """A bar chart: its ``title``, the axis' ``xlabel`` and ``bars``, each ``(label, 0..1)``.

    >>> ChartPicture("Skills", "%", (("Tile name (1)", 0.5),)).key
    'chart:{"title": "Skills", "xlabel": "%", "bars": [["Tile name (1)", 0.5]]}'
    """

    title: str
    xlabel: str
    bars: tuple[tuple[str, float], ...]

    def to_json(self) -> dict[str, object]:
        return {"title": self.title, "xlabel": self.xlabel, "bars": [list(bar) for bar in self.bars]}

    @property
    def key(self) -> str:
        return "chart:" + json.dumps(self.to_json(), ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class WeekPicture:
    """The week at a glance of the kids' course (:class:`mjcore.practice.stages.Week`): for each
    day its label, the games played and the stars earned; the title and the two series' names.

    >>> WeekPicture("Week", "games", "stars", (("Mon 12/1", 2, 1),)).key
    'week:{"title": "Week", "games": "games", "stars": "stars", "days": [["Mon 12/1", 2, 1]]}'
    """

    title: str
    games: str
    stars: str
    days: tuple[tuple[str, int, int], ...]

    def to_json(self) -> dict[str, object]:
        return {"title": self.title, "games": self.games, "stars": self.stars, "days": [list(day) for day in self.days]}

    @property
    def key(self) -> str:
        return "week:" + json.dumps(self.to_json(), ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class TablePicture:
    """The game table drawn from a player's view: a :class:`~mjcore.render.scene.Scene` value
    (:func:`mjcore.game.picture.table_scene`) and ``name``, a short key of what it shows (the worker
    hands the picture back without its scene once it is drawn: ``scene`` is ``None`` then)."""

    scene: Scene | None
    name: str

    @property
    def key(self) -> str:
        return f"scene:{self.name}"


#: A PNG to draw, one value type per kind.
Picture = RowPicture | HandPicture | BacksPicture | BoardPicture | ChartPicture | WeekPicture | TablePicture


@dataclass(frozen=True, slots=True)
class QuizPoll:
    """A Telegram quiz poll for a one-answer question: ``quiz`` is the question's id in the
    session (the poll's id is attached once it is sent), ``correct`` the right option's index."""

    quiz: str
    question: str
    options: tuple[str, ...]
    correct: int
    explanation: str = ""
    #: what is said above the question (its topic and level; the hand in notation for adults)
    description: str = ""


@dataclass(frozen=True, slots=True)
class Reply:
    """One thing to send: text, an optional picture, rows of buttons.

    ``toast`` is the short answer to a pressed button (shown as a notice, no message);
    ``markup_only`` edits the buttons of the message that was pressed instead of sending;
    ``poll``, when the front end can, replaces the text's option buttons by a native quiz poll
    (the picture is its media; the console shows the text and the buttons); ``file`` is sent as a document
    (the console saves it).

    The live message of an activity (its board: one message edited in place, see
    :meth:`bot.logic.ctx.Ctx.show`): ``live`` names the activity; ``edit`` is the ``(chat,
    message)`` to edit, ``None`` for a fresh message (the front end sends one too when the edit
    fails, and reports its id back with a ``live_sent`` event); ``same_picture``: only the
    caption and buttons change; ``drop`` is an older message whose buttons are taken away (a
    reply with no text and its own ``buttons`` puts those there instead: an activity's end keyboard).
    ``due``: the time of the session's next time limit (the front end arms a timer that sends a
    ``tick`` event then).
    """

    text: str = ""
    buttons: tuple[tuple[Button, ...], ...] = ()
    picture: Picture | None = None
    toast: str | None = None
    markup_only: bool = False
    poll: QuizPoll | None = None
    live: str | None = None
    edit: tuple[int, int] | None = None
    same_picture: bool = False
    drop: tuple[int, int] | None = None
    due: float | None = None
    #: A file to send as a document: (file name, its text), e.g. the progress record of ``/export``.
    file: tuple[str, str] | None = None


@dataclass(frozen=True, slots=True)
class Event:
    """What a user did: ``kind`` is ``"text"`` (a message, commands included), ``"button"``,
    ``"poll"`` (an answer to a quiz poll: ``data`` is ``"<poll id>:<option>"``), ``"poll_sent"``
    (the front end sent a quiz poll: ``data`` is ``"<quiz id>:<poll id>"``), ``"live_sent"``
    (the front end sent an activity's live message: ``data`` is ``"<activity>:<chat>:<message>"``),
    ``"tick"`` (a time limit is due), ``"document"`` (the user sent a JSON file: ``data`` is its
    text, ``text`` its name) or ``"media"`` (a sticker, photo, voice or other file in a private chat).

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
    chat: int | None = None  #: the chat it came from (the user's own for a private chat)
    update_id: int | None = None  #: Telegram's id of the update (a redelivered update has the same)
    message: int | None = None  #: a button's: the id of the message it was under (``None``: not known)


@dataclass(frozen=True, slots=True)
class Config:
    """Limits: ``rate_count`` updates per ``rate_window`` seconds per user (0: no limit);
    ``claim_timeout``: seconds to answer a claim prompt before the bot passes for the learner
    (0: wait for ever)."""

    rate_count: int = 30
    rate_window: float = 10.0
    max_text: int = 300
    claim_timeout: float = 30.0
