"""The context every command, button and activity works in: :class:`Ctx`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Protocol

from bot.logic.model import GAME_RULES, Button, Config, Event, Picture, Reply
from bot.logic.session import Session
from bot.texts import TEXTS
from mjcore.practice import Progress
from mjcore.quiz.srs import ProgressError


class Shown(Protocol):
    """A message translated when shown (:class:`mjcore.i18n.Message` and the mini-games' own)."""

    def text(self, lang: str | None = None, /) -> str: ...


class Ctx:
    """The session being changed (``s``, a copy), the event (``e``), the limits, and the replies
    so far (``out``)."""

    def __init__(self, session: Session, event: Event, config: Config) -> None:
        self.s, self.e, self.config = session, event, config
        self.out: list[Reply] = []

    @property
    def lang(self) -> str:
        return self.s.lang or "ru"

    def t(self, key: str, **params: object) -> str:
        """The bot's text ``key`` in the user's language (:data:`bot.texts.TEXTS`)."""
        return TEXTS.text(key, self.lang, **params)

    def say(self, text: str, buttons: Iterable[Sequence[Button]] = (), picture: Picture | None = None) -> None:
        self.out.append(Reply(text, tuple(tuple(r) for r in buttons), picture))

    def toast(self, key: str, **params: object) -> None:
        """The answer to a pressed button: ``"ok"`` is a silent one, others are a notice."""
        self.out.append(Reply(toast="" if key == "ok" else self.t(key, **params)))

    def tell(self, message: Shown) -> None:
        """The answer to a button that only tells something (a hint): a silent notice, then the message."""
        self.toast("ok")
        self.say(message.text(self.lang))

    def stop_button(self) -> Button:
        """The "Stop" button under an activity's board (``/stop``)."""
        return Button(self.t("btn.stop"), "n:stop")

    def new_id(self) -> str:
        """A short id for a new game, from the event's random number (its buttons carry it)."""
        return format(self.e.rand % 36**5, "x")[:5]

    def progress(self) -> Progress:
        try:
            return Progress.loads(self.s.progress) if self.s.progress else Progress()
        except ProgressError:
            return Progress()

    @property
    def rules(self) -> str:
        """The game rules this user plays: the chosen ones, else the track's."""
        chosen = self.s.settings.get("rules")
        if chosen in GAME_RULES:
            return str(chosen)
        return "kids2p" if self.s.track in (None, "kids") else "mcr2p"

    def menu(self) -> list[list[Button]]:
        """The buttons for what to do next."""
        return [[Button(self.t("btn.quiz"), "n:quiz"), Button(self.t("btn.play"), "n:play"),
                 Button(self.t("btn.memory"), "n:memory")],
                [Button(self.t("btn.progress"), "n:progress"), Button(self.t("btn.settings"), "n:settings"),
                 Button(self.t("btn.help"), "n:help")]]
