"""What an activity declares to the registry: an :class:`Activity` and its :class:`Press` kinds.

An activity (the quiz, the game, memory, ...) is one module: its state (a frozen
:class:`~bot.logic.session.State`), its functions, and at the end one :class:`Activity` value
naming them. The registry (:mod:`bot.logic.registry`) routes commands, buttons, text and other
events to it, checks that a pressed button belongs to the live state, and ends activities.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from bot.logic.ctx import Ctx
from bot.logic.session import State

S = TypeVar("S", bound=State)


@dataclass(frozen=True, slots=True)
class Press(Generic[S]):
    """A kind of button: its data is ``<prefix>:<state id>:<the state's turn>:<choice>`` (without
    the choice when ``choice`` is false), at most 64 bytes. ``run(ctx, state, choice)`` is called
    only when the id and the turn are those of the live state; anything else is "out of date"."""

    prefix: str
    run: Callable[[Ctx, S, str], None]
    choice: bool = True

    def data(self, state: S, choice: str = "") -> str:
        """The callback data of a button of this kind for ``state``."""
        fields = (self.prefix, state.id, *state.turn, *((choice,) if self.choice else ()))
        return ":".join(fields)


@dataclass(frozen=True)
class Activity(Generic[S]):
    """One activity, as the registry sees it.

    - ``name``: its key in :attr:`Session.activities <bot.logic.session.Session.activities>`;
      ``state``: the class of its state (``state.from_json`` reads a stored one);
    - ``commands``: the slash commands that start it (``/quiz topic``: ``start(ctx, "topic")``);
      ``menu``: whether an ``n:<command>`` menu button may start it too;
    - ``start(ctx, arg)``: begin anew (put a state with :meth:`put`), or say why not;
      ``resume(ctx, state)``: what the command does while it is live (default: ``start`` again);
    - ``buttons``: its :class:`Press` kinds (the prefixes are the registry's to check);
    - ``text(ctx, state, text) -> bool``: a typed message while it is live; true when taken
      (the live activities are asked in the registry's order; no ``text``: it takes none);
    - ``on``: handlers of other event kinds while it is live (``"poll"``: ``(ctx, state, data)``);
    - ``tick(ctx, state)``: before every update while it is in front (time limits: also run by
      the ``tick`` event a timer sends when ``due`` comes);
    - ``due(ctx, state) -> float | None``: when its next time limit falls, while it is in front;
    - ``stop(ctx, state)``: after a confirmed Stop dropped its state (it may put one back: the
      quiz's question that waited behind today's hand);
    - ``arg_starts``: its command's argument asks for a new one (``/quiz topic``), which then
      replaces a live one; otherwise (``/play now``) a live one is resumed and the argument ignored;
    - ``replaced(ctx, old, new) -> state``: a state of another id is put while ``old`` is live:
      the state to keep instead (the quiz keeps an unanswered question waiting behind today's hand);
    - ``pause(ctx, state)``: another activity comes to the front; it waits (its time limit off);
    - ``title(ctx, state)``: its "Back to ..." button while it waits ("Back to your game (hand 3,
      move 17)");
    - ``late(ctx, state, fields) -> str | None``: the toast for a button of an older turn, when
      there is more to say than "out of date" (the key of a text).

    Starting one activity never ends another: the one in front is paused and waits.
    """

    name: str
    state: type[S]
    commands: tuple[str, ...]
    start: Callable[[Ctx, str], None]
    buttons: tuple[Press[S], ...] = ()
    menu: bool = False
    resume: Callable[[Ctx, S], None] | None = None
    text: Callable[[Ctx, S, str], bool] | None = None
    on: Mapping[str, Callable[[Ctx, S, str], None]] = field(default_factory=dict)
    tick: Callable[[Ctx, S], None] | None = None
    stop: Callable[[Ctx, S], None] | None = None
    due: Callable[[Ctx, S], float | None] | None = None
    pause: Callable[[Ctx, S], None] | None = None
    title: Callable[[Ctx, S], str] | None = None
    late: Callable[[Ctx, S, list[str]], str | None] | None = None
    arg_starts: bool = False
    replaced: Callable[[Ctx, S, S], S] | None = None

    def live(self, ctx: Ctx) -> S | None:
        """Its state in the session, or ``None`` when it is not going on."""
        state = ctx.s.activities.get(self.name)
        return state if isinstance(state, self.state) else None

    def put(self, ctx: Ctx, state: S) -> None:
        """Keep ``state`` as its state (a new one, or the next one after a move; a new one over a
        live one of another id goes through ``replaced``)."""
        old = self.live(ctx)
        if old is not None and self.replaced is not None and old.id != state.id:
            state = self.replaced(ctx, old, state)
        ctx.s.activities[self.name] = state

    def end(self, ctx: Ctx, buttons: Any = ()) -> None:
        """It is over: drop its state; its live message keeps what it shows, and its keyboard
        goes (or becomes ``buttons``, an end keyboard: "Again", the menu), so that no live
        button is left behind. Every way an activity ends comes here (:meth:`finish`, a
        confirmed Stop).

        >>> from bot.logic.model import Config, Event
        >>> from bot.logic.session import Session
        >>> ctx = Ctx(Session(5), Event("button", 5), Config())
        >>> ctx.s.live["quiz"] = [5, 1042, ""]
        >>> QUIZ_LIKE = Activity("quiz", object, commands=(), start=lambda ctx, arg: None)  # type: ignore[type-var]
        >>> QUIZ_LIKE.end(ctx)
        >>> ctx.out[0].drop, ctx.out[0].buttons, ctx.s.live
        ((5, 1042), (), {})
        """
        ctx.s.activities.pop(self.name, None)
        ctx.drop(self.name, buttons)
        if ctx.s.current == self.name:
            ctx.s.current = None

    def finish(self, ctx: Ctx, text: str, picture: Any = None, buttons: Any = None) -> None:
        """It is over: its live message says ``text`` (and shows ``picture``) with ``buttons``
        (the menu by default) under it, and stays so (a typed answer gets it as a fresh message,
        and the old one loses its buttons)."""
        ctx.s.activities.pop(self.name, None)
        if ctx.s.current == self.name:
            ctx.s.current = None
        ctx.show(self.name, text, ctx.menu() if buttons is None else buttons, picture)
        ctx.detach(self.name)

    def show(self, ctx: Ctx, state: S, text: str, buttons: Any = (), picture: Any = None) -> None:
        """Its live message (see :meth:`Ctx.show <bot.logic.ctx.Ctx.show>`); every keyboard has
        the bound Stop button (added as the last row when ``buttons`` has none)."""
        rows = [list(r) for r in buttons]
        if not any(b.data.startswith("z:") for r in rows for b in r):
            rows.append([ctx.stop_button(self.name, state.id)])
        ctx.show(self.name, text, rows, picture)

    def read(self, data: Mapping[str, Any]) -> S:
        """Its state from stored JSON."""
        return self.state.from_json(data)
