"""Memory (concentration) on an inline keyboard of face-down tiles, on
:class:`mjcore.minigames.Memory`. Buttons: ``m:<id>:<flips so far>:<position | h>``.

The whole game is one live message, its keyboard the board; on the children's track it is the
board's picture too (:class:`~bot.logic.model.BoardPicture`, in the keyboard's rows: the tiles
face down, the open ones and the found pairs face up, a hint's tiles outlined). Every flip (and
the hint) edits it. Two tiles that are no pair
stay face up until the next tap, so that the learner sees where they lay; found pairs stay on the
board as their tiles (children read their names: "8 монет")."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.logic.activity import Activity, Press
from bot.logic.ctx import Ctx, with_stars
from bot.logic.kidswords import tile_label
from bot.logic.model import BoardPicture, Button
from mjcore.codec import ByName, from_json
from mjcore.minigames import Memory

PAIRS = 6
BACK = "🀫"
#: The mark of a found pair's tiles (they stay on the board, face up).
FOUND = "✓"


@dataclass(frozen=True, slots=True)
class MemoryState(ByName):
    """The board being played (an immutable :class:`~mjcore.minigames.Memory`) and its id; its JSON
    ``{"id": ..., "game": {...}}`` by field name (:mod:`mjcore.codec`), the game's its own."""

    id: str
    game: Memory

    @property
    def flips(self) -> int:
        return self.game.moves * 2 + (self.game.open is not None)

    @property
    def turn(self) -> tuple[str, ...]:
        return (str(self.flips),)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> MemoryState:
        return from_json(cls, data if isinstance(data.get("game"), Mapping) else _flat(data))


def _flat(data: Mapping[str, Any]) -> dict[str, Any]:
    """The state as the bot kept it until 2026-12-05: the game's fields beside the id, the last
    turn as ``[player, first, second, matched]``."""
    game = {k: v for k, v in data.items() if k != "id"}
    if isinstance(game.get("last"), list):
        game["last"] = dict(zip(("player", "first", "second", "matched"), game["last"], strict=True))
    return {"id": data["id"], "game": game}


def start(ctx: Ctx, arg: str = "") -> None:
    d = MemoryState(ctx.new_id(), Memory.new(random.Random(ctx.e.rand), PAIRS))
    MEMORY.put(ctx, d)
    MEMORY.show(ctx, d, ctx.t("memory.start", pairs=PAIRS), board(ctx, d), picture(ctx, d))


def resume(ctx: Ctx, d: MemoryState) -> None:
    """The board again (``/memory`` while it is on, or its "Back to" button)."""
    MEMORY.show(ctx, d, ctx.t("memory.resumed", found=len(d.game.removed) // 2, pairs=len(d.game.board) // 2), board(ctx, d),
                picture(ctx, d))


def title(ctx: Ctx, d: MemoryState) -> str:
    return ctx.t("back.memory", found=len(d.game.removed) // 2, pairs=len(d.game.board) // 2)


def _name(ctx: Ctx, d: MemoryState, pos: int) -> str:
    return tile_label(d.game.board[pos], ctx.lang, ctx.kids)


def face_up(m: Memory) -> set[int]:
    """The places shown face up: the found pairs, the open tile, and the last two tiles when they
    were no pair (until the next tap)."""
    up = set(m.removed) | ({m.open} if m.open is not None else set())
    if m.open is None and m.last is not None and not m.last.matched:
        up |= {m.last.first, m.last.second}
    return up


def picture(ctx: Ctx, d: MemoryState, lit: tuple[int, ...] = ()) -> BoardPicture | None:
    """The board as it lies, for a child (an adult reads the tiles' codes on the keyboard): the
    tiles face up where :func:`face_up` says, ``lit`` outlined."""
    if not ctx.kids:
        return None
    up = face_up(d.game)
    return BoardPicture(tuple(t if i in up else None for i, t in enumerate(d.game.board)), d.game.columns, lit)


def board(ctx: Ctx, d: MemoryState) -> list[list[Button]]:
    """The tiles: face down, the open ones (a pair missed stays open until the next tap), and the
    found pairs as their tiles."""
    m = d.game
    up = face_up(m)
    buttons = []
    for i in range(len(m.board)):
        if i in m.removed:
            label = f"{FOUND} {_name(ctx, d, i)}"
        elif i in up:
            label = _name(ctx, d, i)
        else:
            label = BACK
        buttons.append(Button(label, FLIP.data(d, str(i))))
    rows = [buttons[i:i + m.columns] for i in range(0, len(buttons), m.columns)]
    rows.append([Button(ctx.t("btn.hint"), FLIP.data(d, "h")), ctx.stop_button(MEMORY.name, d.id)])
    return rows


def flip(ctx: Ctx, d: MemoryState, choice: str) -> None:
    """A tile button (its position) turns it over; ``h`` is the hint (in the live message)."""
    m = d.game
    if choice == "h":
        ctx.toast("ok")
        lit = m.hint_places() if ctx.kids else ()  # a child's hint points at the tiles it lights
        text = ctx.words(m.hint()) if ctx.kids else m.hint().text(ctx.lang)
        MEMORY.show(ctx, d, text, board(ctx, d), picture(ctx, d, lit))
        return
    if not choice.isdigit():
        ctx.toast("stale")
        return
    pos = int(choice)
    if pos >= len(m.board) or pos in m.removed or pos == m.open:
        ctx.toast("memory.taken")
        return
    ctx.toast("ok")
    m = m.flip(pos)
    d = MemoryState(d.id, m)
    MEMORY.put(ctx, d)
    if m.open is not None:
        MEMORY.show(ctx, d, ctx.t("memory.first", tile=_name(ctx, d, pos)), board(ctx, d), picture(ctx, d))
        return
    turn = m.last
    assert turn is not None
    text = ctx.t("memory.pair" if turn.matched else "memory.miss", first=_name(ctx, d, turn.first), second=_name(ctx, d, turn.second))
    if m.is_over:
        ctx.s.stats["memory"] += 1
        earned = ctx.finished(m.summary())
        found = ", ".join(_name(ctx, d, i) for i in sorted(m.removed) if m.board.index(m.board[i]) == i)
        told = "\n".join([text, "", ctx.t("memory.over"), ctx.words(m.summary()), ctx.t("memory.found", tiles=found)])
        MEMORY.finish(ctx, with_stars(told, earned), picture(ctx, d))
        return
    MEMORY.show(ctx, d, text, board(ctx, d), picture(ctx, d))


FLIP = Press("m", flip)
MEMORY = Activity("memory", MemoryState, commands=("memory",), start=start, buttons=(FLIP,), menu=True,
                  resume=resume, title=title)
