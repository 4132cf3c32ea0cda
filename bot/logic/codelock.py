"""The code lock (``/codelock``), a children's mini-game on :class:`mjcore.minigames.CodeLock`:
a picture of N tiles and a "Hide" button; "Hide" turns the picture's tiles face down (the same
message, edited) and its keyboard asks to rebuild the row with tile buttons; the result counts
item and order errors and N adapts. The whole game is that one live message.

Buttons: ``c:<id>:<round>:<picked>:<choice>`` (``h`` hide, ``i`` hint, ``u`` undo, ``d`` done,
a number a tile); ``<picked>`` counts the characters of the picked tiles' codes, two a tile, as
the first version of the bot did, so that its buttons still work.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.logic.activity import Activity, Press
from bot.logic.ctx import Ctx, with_stars
from bot.logic.kidswords import tile_label, tiles_label
from bot.logic.model import BacksPicture, Button, RowPicture
from mjcore.codec import ByName, from_json
from mjcore.minigames import CodeLock
from mjcore.tiles import Tile

ROUNDS = 4


@dataclass(frozen=True, slots=True)
class LockState(ByName):
    """The lock being played and the tiles picked so far in this round; its JSON by field name
    (:mod:`mjcore.codec`), the game's its own."""

    id: str
    game: CodeLock
    picked: tuple[Tile, ...] = ()

    @property
    def turn(self) -> tuple[str, ...]:
        return (str(len(self.game.rounds)), str(2 * len(self.picked)))

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> LockState:
        return from_json(cls, data if isinstance(data.get("game"), Mapping) else _flat(data))


def _flat(data: Mapping[str, Any]) -> dict[str, Any]:
    """The state as the bot kept it until 2026-12-05: the game's fields beside the id and the
    tiles picked, each round as ``[code, answer, item errors, order errors]``."""
    game = {k: v for k, v in data.items() if k not in ("id", "picked")}
    game["rounds"] = [dict(zip(("code", "answer", "item_errors", "order_errors"), r, strict=True)) for r in data["rounds"]]
    return {"id": data["id"], "picked": data.get("picked", ""), "game": game}


def start(ctx: Ctx, arg: str = "") -> None:
    age = 6 if ctx.s.track in (None, "kids") else 7
    d = LockState(ctx.new_id(), CodeLock.new(random.Random(ctx.e.rand), age=age, suits="p", rounds=ROUNDS))
    CODELOCK.put(ctx, d)
    _show_code(ctx, d, ctx.t("lock.start", rounds=ROUNDS))


def resume(ctx: Ctx, d: LockState) -> None:
    """The lock again: the code while it shows, else the rebuild keyboard (the code stays hidden)."""
    if d.game.showing:
        _show_code(ctx, d)
    else:
        _ask(ctx, d)


def _show_code(ctx: Ctx, d: LockState, head: str = "") -> None:
    g = d.game
    text = ctx.t("lock.remember", count=len(g.code), round=len(g.rounds) + 1, rounds=g.max_rounds)
    CODELOCK.show(ctx, d, f"{head}\n\n{text}".strip(),
                  [[Button(ctx.t("btn.hide"), PICK.data(d, "h")), Button(ctx.t("btn.hint"), PICK.data(d, "i"))]],
                  RowPicture(g.code))


def _ask(ctx: Ctx, d: LockState, note: str = "") -> None:
    """The rebuild keyboard under the code's tiles face down."""
    g = d.game
    kinds = [Tile.of(s, n) for s in g.suits for n in range(1, 10)]
    width = 3 if ctx.kids else 5
    rows = [[Button(tile_label(t, ctx.lang, ctx.kids), PICK.data(d, str(i))) for i, t in enumerate(kinds[r:r + width], start=r)]
            for r in range(0, len(kinds), width)]
    rows.append([Button(ctx.t("btn.undo"), PICK.data(d, "u")), Button(ctx.t("btn.done"), PICK.data(d, "d")),
                 Button(ctx.t("btn.hint"), PICK.data(d, "i"))])
    text = ctx.t("lock.rebuild", count=len(g.code), row=tiles_label(d.picked, ctx.lang, ctx.kids))
    CODELOCK.show(ctx, d, f"{text}\n\n{note}".strip(), rows, BacksPicture(len(g.code)))


def pick(ctx: Ctx, d: LockState, choice: str) -> None:
    g = d.game
    if choice == "i":
        ctx.toast("ok")
        if g.showing:
            _show_code(ctx, d, ctx.words(g.hint()))
        else:
            _ask(ctx, d, ctx.words(g.hint()))
        return
    if choice == "h":
        if not g.showing:
            ctx.toast("stale")
            return
        ctx.toast("ok")
        d = LockState(d.id, g.hide())
        CODELOCK.put(ctx, d)
        _ask(ctx, d)
        return
    if g.showing:
        ctx.toast("stale")
        return
    picked = d.picked
    if choice == "u":
        picked = picked[:-1]
    elif choice.isdigit() and int(choice) < 9 * len(g.suits):
        picked = picked + (Tile.of(g.suits[int(choice) // 9], int(choice) % 9 + 1),)
    elif choice != "d":
        ctx.toast("stale")
        return
    ctx.toast("ok")
    if choice != "d" and len(picked) < len(g.code):
        d = LockState(d.id, g, picked)
        CODELOCK.put(ctx, d)
        _ask(ctx, d)
        return
    code = g.code
    g = g.answer(picked)
    r = g.rounds[-1]
    key = "lock.perfect" if r.perfect else "lock.result"
    text = ctx.t(key, items=r.item_errors, order=r.order_errors, code=tiles_label(code, ctx.lang, ctx.kids),
                 row=tiles_label(picked, ctx.lang, ctx.kids))
    if g.is_over:
        ctx.s.stats["minis"] = ctx.s.stats.get("minis", 0) + 1
        earned = ctx.finished(g.summary())
        CODELOCK.finish(ctx, with_stars(text + "\n\n" + ctx.t("lock.over") + "\n" + ctx.words(g.summary()), earned),
                        RowPicture(code))
        return
    d = LockState(d.id, g)
    CODELOCK.put(ctx, d)
    _show_code(ctx, d, text)


PICK = Press("c", pick)
CODELOCK = Activity("codelock", LockState, commands=("codelock",), start=start, buttons=(PICK,), resume=resume)
