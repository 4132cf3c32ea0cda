"""The code lock (``/codelock``), a children's mini-game on :class:`mjcore.minigames.CodeLock`:
a picture of N tiles and a "Hide" button; then a new message asks to rebuild the row with tile
buttons; the result counts item and order errors and N adapts.

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
from bot.logic.ctx import Ctx
from bot.logic.model import Button, Picture, codes
from mjcore.minigames import CodeLock
from mjcore.minigames.code_lock import LockRound
from mjcore.notation import parse_tiles
from mjcore.tiles import Tile

ROUNDS = 4


def _tiles(text: str) -> tuple[Tile, ...]:
    return parse_tiles(text) if text else ()


@dataclass(frozen=True, slots=True)
class LockState:
    """The lock being played and the tiles picked so far in this round."""

    id: str
    game: CodeLock
    picked: tuple[Tile, ...] = ()

    @property
    def turn(self) -> tuple[str, ...]:
        return (str(len(self.game.rounds)), str(2 * len(self.picked)))

    def to_json(self) -> dict[str, Any]:
        g = self.game
        return {"id": self.id, "seed": g.seed, "age": g.age, "suits": g.suits, "length": g.length, "code": codes(g.code),
                "showing": g.showing, "max_rounds": g.max_rounds, "picked": codes(self.picked),
                "rounds": [[codes(r.code), codes(r.answer), r.item_errors, r.order_errors] for r in g.rounds]}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> LockState:
        rounds = tuple(LockRound(_tiles(c), _tiles(a), int(i), int(o)) for c, a, i, o in d["rounds"])
        game = CodeLock(int(d["seed"]), int(d["age"]), str(d["suits"]), int(d["length"]), _tiles(d["code"]),
                        bool(d["showing"]), rounds, int(d["max_rounds"]))
        return cls(str(d["id"]), game, _tiles(d["picked"]))


def start(ctx: Ctx, arg: str = "") -> None:
    age = 6 if ctx.s.track in (None, "kids") else 7
    d = LockState(ctx.new_id(), CodeLock.new(random.Random(ctx.e.rand), age=age, suits="p", rounds=ROUNDS))
    CODELOCK.put(ctx, d)
    ctx.say(ctx.t("lock.start", rounds=ROUNDS))
    _show_code(ctx, d)


def _show_code(ctx: Ctx, d: LockState) -> None:
    g = d.game
    ctx.say(ctx.t("lock.remember", count=len(g.code), round=len(g.rounds) + 1, rounds=g.max_rounds),
            [[Button(ctx.t("btn.hide"), PICK.data(d, "h")), Button(ctx.t("btn.hint"), PICK.data(d, "i"))],
             [ctx.stop_button()]],
            Picture.row(g.code))


def _ask(ctx: Ctx, d: LockState) -> None:
    g = d.game
    kinds = [Tile.of(s, n) for s in g.suits for n in range(1, 10)]
    rows = [[Button(str(t), PICK.data(d, str(i))) for i, t in enumerate(kinds[r:r + 5], start=r)] for r in range(0, len(kinds), 5)]
    rows.append([Button(ctx.t("btn.undo"), PICK.data(d, "u")), Button(ctx.t("btn.done"), PICK.data(d, "d")),
                 Button(ctx.t("btn.hint"), PICK.data(d, "i"))])
    row = " ".join(str(t) for t in d.picked) or "—"
    ctx.say(ctx.t("lock.rebuild", count=len(g.code), row=row), rows)


def pick(ctx: Ctx, d: LockState, choice: str) -> None:
    g = d.game
    if choice == "i":
        ctx.tell(g.hint())
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
    text = ctx.t(key, items=r.item_errors, order=r.order_errors, code=" ".join(str(t) for t in code),
                 row=" ".join(str(t) for t in picked) or "—")
    if g.is_over:
        CODELOCK.end(ctx)
        ctx.s.stats["minis"] = ctx.s.stats.get("minis", 0) + 1
        ctx.say(text + "\n\n" + ctx.t("lock.over") + "\n" + g.summary().text(ctx.lang), ctx.menu(), Picture.row(code))
        return
    ctx.say(text, picture=Picture.row(code))
    d = LockState(d.id, g)
    CODELOCK.put(ctx, d)
    _show_code(ctx, d)


PICK = Press("c", pick)
CODELOCK = Activity("codelock", LockState, commands=("codelock",), start=start, buttons=(PICK,),
                    ends=("game", "memory", "quiz", "snake"))
