"""Quiet: observers that stand aside while the program itself sets a widget's value.

A control's observer answers the learner (a ticked box scores the hand again).  When the
board sets controls itself — the winning tiles offered again for a new hand, a preset
situation, options hidden for another system — those observers must not answer.
``with board.quiet():`` is that time; an observer asks ``if board.quiet:`` and stands aside.

Not :meth:`ipywidgets.Widget.hold_sync`: that only gathers the state sent to the page into
one message, and every Python observer still runs; nor traitlets'
``hold_trait_notifications``, which runs them all at the end.  Here they must not run.

>>> quiet = Quiet()
>>> seen = []
>>> def changed() -> None:
...     if not quiet:
...         seen.append("answered")
>>> with quiet():
...     changed()
>>> changed()
>>> seen, bool(quiet)
(['answered'], False)
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager


class Quiet:
    """True inside ``with quiet():`` (nested ones too), false outside (see the module docstring)."""

    __slots__ = ("_depth",)

    def __init__(self) -> None:
        self._depth = 0

    @contextmanager
    def __call__(self) -> Iterator[None]:
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1

    def __bool__(self) -> bool:
        return self._depth > 0


__all__ = ["Quiet"]
