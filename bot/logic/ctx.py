"""The context every command, button and activity works in: :class:`Ctx`."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Protocol

from bot.logic.model import GAME_RULES, Button, Config, Event, Picture, Reply
from bot.logic.session import OWN, Session, StoredProgress
from bot.texts import TEXTS
from mjcore.game.rules import find_game_rules
from mjcore.i18n import Message
from mjcore.minigames.base import Summary
from mjcore.practice import Progress
from mjcore.practice.daily import Audience
from mjcore.practice.pool import DifficultyPool
from mjcore.practice.stages import MAX_PLAYED, Played, new_stars


class Shown(Protocol):
    """A message translated when shown (:class:`mjcore.i18n.Message` and the mini-games' own)."""

    def text(self, lang: str | None = None, /) -> str: ...


class Ctx:
    """The session being changed (``s``, a copy), the event (``e``), the limits, and the replies
    so far (``out``)."""

    def __init__(self, session: Session, event: Event, config: Config, pool: DifficultyPool | None = None) -> None:
        self.s, self.e, self.config = session, event, config
        #: the exercises' difficulties learnt from every user (the store's); ``None``: the record's own
        self.pool = pool
        self.out: list[Reply] = []
        #: the "Back to ..." buttons of the paused activities (the registry sets it)
        self.backs: Callable[[Ctx], list[Button]] = lambda ctx: []
        #: the confirmation that was open when this event came (``Session.asked`` before it;
        #: the registry sets it, and closes the session's for every event the user sends)
        self.asked: str | None = None
        #: bring another profile of the account to the front (the registry sets it: it pauses
        #: the activity in front first; see :meth:`bot.logic.registry.Registry.switch`)
        self.switch: Callable[[Ctx, str], None] = lambda ctx, profile: None

    @property
    def kids(self) -> bool:
        """Whether the learner is on the children's track (children's words, no time limits)."""
        return self.s.track in (None, "kids")

    @property
    def timer(self) -> bool:
        """Whether claim prompts have a time limit: the ``timer`` setting, by default on for
        teenagers and adults and off for children (slow readers)."""
        chosen = self.s.settings.get("timer")
        return (not self.kids) if chosen is None else bool(chosen)

    def show(self, name: str, text: str, buttons: Iterable[Sequence[Button]] = (), picture: Picture | None = None,
             *, fresh: bool | None = None) -> None:
        """The live message of the activity ``name``: its one message, edited in place.

        It is edited when the learner pressed a button or a time limit fired; a typed command
        (``fresh`` by default for text) sends a fresh one and takes the buttons off the old one.
        A fresh message is needed too when the old one is a photo and this one is not, or the
        other way round."""
        rows = tuple(tuple(r) for r in buttons)
        key = "" if picture is None else picture.key
        where = self.s.live.get(name)
        fresh = self.e.kind == "text" if fresh is None else fresh
        edit = drop = None
        if where is not None and where[1]:
            old = (int(where[0]), int(where[1]))
            if not fresh and (where[2] == "") == (picture is None):
                edit = old
            else:
                drop = old
        same = edit is not None and picture is not None and where is not None and where[2] == key
        self.s.live[name] = [where[0] if edit and where else (self.e.chat or self.s.user_id),
                             edit[1] if edit else 0, key]
        self.out.append(Reply(text, rows, picture, live=name, edit=edit, same_picture=same, drop=drop))

    def detach(self, name: str) -> None:
        """The live message of ``name`` stays as it is now (a finished hand, the end of a game):
        the next one is a fresh message."""
        self.s.live.pop(name, None)

    def adopt(self, name: str) -> None:
        """The message whose button was pressed is the live message of ``name`` from now on (the
        one that was live loses its buttons), so that the next :meth:`show` edits the message the
        learner is looking at, even an older one. Nothing changes when the event names no message
        (the console) or the pressed message is the live one already."""
        if self.e.message is None:
            return
        pressed = [self.e.chat or self.s.user_id, self.e.message]
        where = self.s.live.get(name)
        if where is not None and [int(where[0]), int(where[1])] == pressed:
            return
        self.drop(name)
        self.s.live[name] = [*pressed, ""]

    def drop(self, name: str, buttons: Iterable[Sequence[Button]] = ()) -> None:
        """Take the buttons off the live message of ``name`` (it is paused or stopped), or put
        ``buttons`` there instead (an activity's end keyboard: "Next question", the menu); the
        message stays as it is otherwise and is no longer live."""
        where = self.s.live.pop(name, None)
        if where is not None and where[1]:
            self.out.append(Reply(buttons=tuple(tuple(r) for r in buttons), drop=(int(where[0]), int(where[1]))))

    def unbutton_pressed(self) -> None:
        """Take the buttons off the message whose button was pressed (a hand's result once its
        "Next hand" is pressed); nothing when the event names no message (the console)."""
        if self.e.kind == "button" and self.e.message is not None:
            self.out.append(Reply(drop=(self.e.chat or self.s.user_id, self.e.message)))

    @property
    def lang(self) -> str:
        return self.s.lang or "ru"

    def t(self, key: str, **params: object) -> str:
        """The bot's text ``key`` in the user's language (:data:`bot.texts.TEXTS`); on the
        kids' track its children's wording (``key.kids``) where the catalog has one."""
        return TEXTS.text(TEXTS.variant(key, ".kids", self.lang) if self.kids else key, self.lang, **params)

    def words(self, message: Message | Summary) -> str:
        """A core message in the learner's words: on the kids' track the children's wording and
        tiles by their children's names ("5 монет"), never a code; else the tiles' names.
        (A hint that names places keeps ``.text(lang)``: its ``.kids`` wording points at a glow
        that a chat has not.)"""
        return message.text(self.lang, kids=self.kids, tiles="kids" if self.kids else "name")

    def say(self, text: str, buttons: Iterable[Sequence[Button]] = (), picture: Picture | None = None) -> None:
        self.out.append(Reply(text, tuple(tuple(r) for r in buttons), picture))

    def toast(self, key: str, **params: object) -> None:
        """The answer to a pressed button: ``"ok"`` is a silent one, others are a notice."""
        self.out.append(Reply(toast="" if key == "ok" else self.t(key, **params)))

    def tell(self, message: Shown) -> None:
        """The answer to a button that only tells something (a hint): a silent notice, then the message."""
        self.toast("ok")
        self.say(message.text(self.lang))

    def stop_button(self, name: str, state_id: str) -> Button:
        """The "Stop" button under an activity's board, bound to that activity and state:
        ``z:<activity>:<state id>:s`` (it asks to confirm; a stale one changes nothing)."""
        return Button(self.t("btn.stop"), f"z:{name}:{state_id}:s")

    def new_id(self) -> str:
        """A short id for a new game, from the event's random number (its buttons carry it)."""
        return format(self.e.rand % 36**5, "x")[:5]

    def progress(self) -> Progress:
        """The learner's progress record (read from the session's JSON once an update)."""
        return self.s.progress.value

    def keep(self, progress: Progress) -> None:
        """The learner's progress record is ``progress`` now (written when the session is saved)."""
        self.s.progress = StoredProgress.of(progress)

    def played(self, activity: str, **results: bool | int | float | str | None) -> str:
        """Log a finished game (its activity's name as the notebooks log it, and its results) with
        the event's time: the stages of the kids' course count it (:mod:`mjcore.practice.stages`).
        Returns, on the children's track, the stars the game just earned in a child's words (one
        line a stage, ``""`` for none), for the game's last message."""
        game = Played(activity, self.e.now, tuple(results.items()))
        earned = new_stars(self.s.played, game) if self.kids else ()
        self.s.played = (*self.s.played, game)[-MAX_PLAYED:]
        return "\n".join(stage.cheer(self.lang) for stage in earned)

    def finished(self, summary: Summary) -> str:
        """Log a finished mini-game by its summary (:meth:`played` with its counts); the stars it earned."""
        return self.played(summary.game, **summary.counts)

    def record(self, key: str, correct: bool) -> Progress:
        """The learner's record after an answer on skill ``key``, rated against the difficulty all
        users' answers taught the skill (the answer counts there too); the caller stores it."""
        return self.progress().record(key, correct, self.e.now, pool=self.pool)

    @property
    def rules(self) -> str:
        """The game rules this user plays: the chosen ones, else the track's."""
        chosen = self.s.settings.get("rules")
        if chosen in GAME_RULES:
            return str(chosen)
        return "kids2p" if self.s.track in (None, "kids") else "mcr2p"

    def profile_name(self, profile: str) -> str:
        """A profile's name as the texts say it: the child's name, or "you (main profile)"."""
        return self.s.names.get(profile, "") if profile != OWN else self.t("profiles.own")

    @property
    def audience(self) -> Audience:
        """Whom today's hand (``/daily``) is for: this learner's track, the scoring system of the
        rules they play and their level (the everyone-alike ``/daily`` of each)."""
        level = self.s.settings.get("level")
        return Audience(self.s.track or "kids", find_game_rules(self.rules).scoring,
                        level if isinstance(level, str) else "beginner")

    def menu(self) -> list[list[Button]]:
        """The buttons for what to do next: "Back to your game (hand 3, move 17)" first when an
        activity waits, then the usual six."""
        return [[b] for b in self.backs(self)] + [[Button(self.t("btn.quiz"), "n:quiz"), Button(self.t("btn.play"), "n:play"),
                 Button(self.t("btn.memory"), "n:memory")],
                [Button(self.t("btn.progress"), "n:progress"), Button(self.t("btn.settings"), "n:settings"),
                 Button(self.t("btn.help"), "n:help")]]


def with_stars(text: str, earned: str) -> str:
    r"""A game's last words with the stars it earned (:meth:`Ctx.played`) after a blank line.

    >>> with_stars("Done!", ""), with_stars("Done!", "⭐ A new star!")
    ('Done!', 'Done!\n\n⭐ A new star!')
    """
    return f"{text}\n\n{earned}" if earned else text
