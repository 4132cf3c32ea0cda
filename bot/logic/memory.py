"""Memory (concentration) on an inline keyboard of face-down tiles, on
:class:`mjcore.minigames.Memory`. Buttons: ``m:<id>:<flips so far>:<position>``."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from mjcore.minigames import Memory
from mjcore.minigames.memory import Turn
from mjcore.notation import parse_tiles

from bot.logic.model import Button

if TYPE_CHECKING:
    from bot.logic.core import Ctx

PAIRS = 6
BACK = "🀫"
GONE = "·"


def to_dict(m: Memory, gid: str) -> dict:
    last = None if m.last is None else [m.last.player, m.last.first, m.last.second, m.last.matched]
    return {"id": gid, "board": "".join(str(x) for x in m.board), "columns": m.columns, "removed": sorted(m.removed),
            "seen": sorted(m.seen), "open": m.open, "moves": m.moves, "repeats": m.repeats,
            "forgotten": m.forgotten, "scores": list(m.scores), "last": last}


def from_dict(d: dict) -> Memory:
    last = None if d["last"] is None else Turn(*d["last"])
    return Memory(tuple(parse_tiles(d["board"])), d["columns"], removed=frozenset(d["removed"]), seen=frozenset(d["seen"]),
                  open=d["open"], scores=tuple(d["scores"]), moves=d["moves"], repeats=d["repeats"],
                  forgotten=d["forgotten"], last=last)


def flips(m: Memory) -> int:
    return m.moves * 2 + (m.open is not None)


def start(ctx: Ctx) -> None:
    m = Memory.new(random.Random(ctx.e.rand), PAIRS)
    ctx.s.memory = to_dict(m, format(ctx.e.rand % 36**5, "x")[:5])
    ctx.say(ctx.t("memory.start", pairs=PAIRS), board(ctx, m))


def board(ctx: Ctx, m: Memory) -> list[list[Button]]:
    gid = ctx.s.memory["id"]  # type: ignore[index]
    n = flips(m)
    buttons = []
    for i, tile in enumerate(m.board):
        if i in m.removed:
            label = GONE
        elif i == m.open:
            label = str(tile)
        else:
            label = BACK
        buttons.append(Button(label, f"m:{gid}:{n}:{i}"))
    rows = [buttons[i:i + m.columns] for i in range(0, len(buttons), m.columns)]
    rows.append([Button(ctx.t("btn.hint"), f"m:{gid}:{n}:h"), Button(ctx.t("btn.stop"), "n:stop")])
    return rows


def button(ctx: Ctx, rest: str) -> None:
    d = ctx.s.memory
    parts = ctx.bound(d, rest, 3)
    if parts is None:
        return
    if not parts[1].isdigit():
        ctx.toast("stale")
        return
    m = from_dict(d)
    if int(parts[1]) != flips(m):
        ctx.toast("stale")
        return
    if parts[2] == "h":
        ctx.toast("ok")
        ctx.say(m.hint().text(ctx.lang))
        return
    if not parts[2].isdigit():
        ctx.toast("stale")
        return
    pos = int(parts[2])
    if pos >= len(m.board) or pos in m.removed or pos == m.open:
        ctx.toast("memory.taken")
        return
    ctx.toast("ok")
    m = m.flip(pos)
    ctx.s.memory = to_dict(m, d["id"])
    if m.open is not None:
        ctx.say(ctx.t("memory.first", tile=str(m.board[pos])), board(ctx, m))
        return
    turn = m.last
    assert turn is not None
    a, b = m.board[turn.first], m.board[turn.second]
    text = ctx.t("memory.pair" if turn.matched else "memory.miss", first=str(a), second=str(b))
    if m.is_over:
        ctx.s.memory = None
        ctx.s.stats["memory"] += 1
        ctx.say(text + "\n\n" + ctx.t("memory.over") + "\n" + m.summary().text(ctx.lang), ctx.menu())
        return
    ctx.say(text, board(ctx, m))
