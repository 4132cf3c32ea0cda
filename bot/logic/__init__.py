"""The bot's conversation logic, free of Telegram: ``step(session, event) -> (session, replies)``.

It never imports ``telegram`` (a test checks it), so the same conversations run under
Telegram, in the console (``python -m bot --console``) and in plain unit tests.

The modules, each importing only those above it (a test checks the graph has no cycle):

- :mod:`~bot.logic.model`: the values (:class:`Event`, :class:`Reply`, :class:`Button`, ...);
- :mod:`~bot.logic.session`: a user's :class:`Session`, its JSON and the upgrades of old JSON;
- :mod:`~bot.logic.ctx`: :class:`~bot.logic.ctx.Ctx`, what every handler works in;
- :mod:`~bot.logic.activity`: what an activity declares (:class:`~bot.logic.activity.Activity`,
  :class:`~bot.logic.activity.Press`);
- :mod:`~bot.logic.registry`: the routing of commands, buttons, text and events to them;
- the activities :mod:`~bot.logic.quiz`, :mod:`~bot.logic.game`, :mod:`~bot.logic.memory`, :mod:`~bot.logic.practice`,
  :mod:`~bot.logic.codelock`, :mod:`~bot.logic.snake`, the parent's notices :mod:`~bot.logic.weekly`, the
  plain :mod:`~bot.logic.commands` and the profiles of one account :mod:`~bot.logic.profiles`;
- :mod:`~bot.logic.core`: :data:`~bot.logic.core.REGISTRY` (the list of all of them) and :func:`step`.

How to add a bot activity
-------------------------
1. Write ``bot/logic/<name>.py``: a frozen dataclass for its state with ``id`` and ``turn`` (the
   move numbers its buttons carry, ``()`` for none), subclassing :class:`mjcore.codec.ByName` for
   its ``to_json()``/``from_json(data)`` by field name (a core game it holds writes its own JSON;
   a field added later reads with its default from sessions stored before it); its
   functions, taking ``(ctx, ...)`` (:class:`~bot.logic.ctx.Ctx`: ``ctx.t``, ``ctx.say``,
   ``ctx.toast``); and at the end one value naming them::

       PRESS = Press("x", press)             # buttons "x:<id>:<turn...>:<choice>"; PRESS.data(state, choice)
       NAME = Activity("name", NameState, commands=("name",), start=start, buttons=(PRESS,))

   ``start(ctx, arg)`` puts a new state with ``NAME.put(ctx, state)`` and shows its board with
   ``NAME.show(ctx, state, text, rows, picture)`` (its live message: edited in place, a bound
   Stop button added); ``press(ctx, state, choice)`` runs only for a button of the live state
   (the registry answers every other one "out of date"); when it is over, ``NAME.finish(ctx,
   text)`` (or ``NAME.end(ctx)``). ``resume(ctx, state)`` is required: starting another
   activity pauses this one, and the menu brings it back. Optional: ``text`` (typed answers),
   ``tick`` and ``due`` (time limits), ``on`` (other events), ``stop``, ``pause``, ``title``,
   ``late``, ``menu`` (see :class:`~bot.logic.activity.Activity`).
2. Add ``name.NAME`` to ``activities`` in :data:`bot.logic.core.REGISTRY` (the registry refuses a
   command, prefix or name taken twice).
3. Add its texts to ``bot/locale/ru.json`` and ``bot/locale/en.json`` (and its command to the
   ``help`` and ``tour`` texts).

Its state is stored under its name in the session's ``activities``; nothing else needs to know
it. Tests: a conversation through :func:`step` in ``tests/bot/``, and its state in the
round-trip test of ``tests/bot/test_registry.py``.
"""

from bot.logic.core import REGISTRY, load_session, step
from bot.logic.model import Button, Config, Event, Picture, Reply
from bot.logic.session import Session

__all__ = ["REGISTRY", "Button", "Config", "Event", "Picture", "Reply", "Session", "load_session", "step"]
