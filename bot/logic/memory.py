"""Memory (concentration) on an inline keyboard of face-down tiles, on
:class:`mjcore.minigames.Memory`. Buttons: ``m:<id>:<flips so far>:<position | h>``."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.logic.activity import Activity, Press
from bot.logic.ctx import Ctx
from bot.logic.model import Button, codes
from mjcore.minigames import Memory
from mjcore.minigames.memory import Turn
from mjcore.notation import parse_tiles

PAIRS = 6
BACK = "🀫"
GONE = "·"


@dataclass(frozen=True, slots=True)
class MemoryState:
    """The board being played (an immutable :class:`~mjcore.minigames.Memory`) and its id."""

    id: str
    game: Memory

    @property
    def flips(self) -> int:
        return self.game.moves * 2 + (self.game.open is not None)

    @property
    def turn(self) -> tuple[str, ...]:
        return (str(self.flips),)

    def to_json(self) -> dict[str, Any]:
        m = self.game
        last = None if m.last is None else [m.last.player, m.last.first, m.last.second, m.last.matched]
        return {"id": self.id, "board": codes(m.board), "columns": m.columns, "removed": sorted(m.removed),
                "seen": sorted(m.seen), "open": m.open, "moves": m.moves, "repeats": m.repeats,
                "forgotten": m.forgotten, "scores": list(m.scores), "last": last}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> MemoryState:
        last = None
        if d["last"] is not None:
            player, first, second, matched = d["last"]
            last = Turn(int(player), int(first), int(second), bool(matched))
        game = Memory(parse_tiles(d["board"]), int(d["columns"]), removed=frozenset(int(x) for x in d["removed"]),
                      seen=frozenset(int(x) for x in d["seen"]), open=None if d["open"] is None else int(d["open"]),
                      scores=tuple(int(x) for x in d["scores"]), moves=int(d["moves"]), repeats=int(d["repeats"]),
                      forgotten=int(d["forgotten"]), last=last)
        return cls(str(d["id"]), game)


def start(ctx: Ctx, arg: str = "") -> None:
    d = MemoryState(ctx.new_id(), Memory.new(random.Random(ctx.e.rand), PAIRS))
    MEMORY.put(ctx, d)
    ctx.say(ctx.t("memory.start", pairs=PAIRS), board(ctx, d))


def board(ctx: Ctx, d: MemoryState) -> list[list[Button]]:
    m = d.game
    buttons = []
    for i, tile in enumerate(m.board):
        if i in m.removed:
            label = GONE
        elif i == m.open:
            label = str(tile)
        else:
            label = BACK
        buttons.append(Button(label, FLIP.data(d, str(i))))
    rows = [buttons[i:i + m.columns] for i in range(0, len(buttons), m.columns)]
    rows.append([Button(ctx.t("btn.hint"), FLIP.data(d, "h")), ctx.stop_button()])
    return rows


def flip(ctx: Ctx, d: MemoryState, choice: str) -> None:
    """A tile button (its position) turns it over; ``h`` is the hint."""
    m = d.game
    if choice == "h":
        ctx.tell(m.hint())
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
        ctx.say(ctx.t("memory.first", tile=str(m.board[pos])), board(ctx, d))
        return
    turn = m.last
    assert turn is not None
    a, b = m.board[turn.first], m.board[turn.second]
    text = ctx.t("memory.pair" if turn.matched else "memory.miss", first=str(a), second=str(b))
    if m.is_over:
        MEMORY.end(ctx)
        ctx.s.stats["memory"] += 1
        ctx.say(text + "\n\n" + ctx.t("memory.over") + "\n" + m.summary().text(ctx.lang), ctx.menu())
        return
    ctx.say(text, board(ctx, d))


FLIP = Press("m", flip)
MEMORY = Activity("memory", MemoryState, commands=("memory",), start=start, buttons=(FLIP,), menu=True)
