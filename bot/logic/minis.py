"""Two more children's mini-games on :mod:`mjcore.minigames`: the code lock and the snake.

Code lock (``/codelock``): a picture of N tiles and a "Hide" button; then a new message asks
to rebuild the row with tile buttons; the result counts item and order errors and N adapts.
Buttons: ``c:<id>:<round>:<picked>:<choice>`` (``h`` hide, ``u`` undo, ``d`` done, a digit a tile).

Snake (``/snake``): a small hand of tiles as buttons; each next tile must have the same suit
or the same number as the last one. Buttons: ``k:<id>:<length>:<rejected>:<position|h>``.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from mjcore.minigames import CodeLock, Snake
from mjcore.minigames.code_lock import LockRound
from mjcore.notation import parse_tiles
from mjcore.tiles import Tile

from bot.logic.model import Button, Picture

if TYPE_CHECKING:
    from bot.logic.core import Ctx

LOCK_ROUNDS = 4
SNAKE_SIZE = 10


def _tiles(text: str) -> tuple[Tile, ...]:
    return tuple(parse_tiles(text)) if text else ()


def _str(tiles) -> str:  # type: ignore[no-untyped-def]
    return "".join(str(x) for x in tiles)


def _gid(ctx: Ctx) -> str:
    return format(ctx.e.rand % 36**5, "x")[:5]


# -- code lock ----------------------------------------------------------------------------------
def lock_to_dict(g: CodeLock, gid: str, picked: str = "") -> dict:
    return {"game": "lock", "id": gid, "seed": g.seed, "age": g.age, "suits": g.suits, "length": g.length,
            "code": _str(g.code), "showing": g.showing, "max_rounds": g.max_rounds, "picked": picked,
            "rounds": [[_str(r.code), _str(r.answer), r.item_errors, r.order_errors] for r in g.rounds]}


def lock_from_dict(d: dict) -> CodeLock:
    rounds = tuple(LockRound(_tiles(c), _tiles(a), i, o) for c, a, i, o in d["rounds"])
    return CodeLock(d["seed"], d["age"], d["suits"], d["length"], _tiles(d["code"]), d["showing"], rounds, d["max_rounds"])


def start_lock(ctx: Ctx) -> None:
    age = 6 if ctx.s.track in (None, "kids") else 7
    g = CodeLock.new(random.Random(ctx.e.rand), age=age, suits="p", rounds=LOCK_ROUNDS)
    ctx.s.game = ctx.s.memory = ctx.s.quiz = None
    ctx.s.mini = lock_to_dict(g, _gid(ctx))
    ctx.say(ctx.t("lock.start", rounds=LOCK_ROUNDS))
    _show_code(ctx, g)


def _prefix(ctx: Ctx, g: CodeLock) -> str:
    d = ctx.s.mini
    assert d is not None
    return f"c:{d['id']}:{len(g.rounds)}:{len(d['picked'])}"


def _show_code(ctx: Ctx, g: CodeLock) -> None:
    p = _prefix(ctx, g)
    ctx.say(ctx.t("lock.remember", count=len(g.code), round=len(g.rounds) + 1, rounds=g.max_rounds),
            [[Button(ctx.t("btn.hide"), f"{p}:h"), Button(ctx.t("btn.hint"), f"{p}:i")], [Button(ctx.t("btn.stop"), "n:stop")]],
            Picture("row", _str(g.code)))


def _ask(ctx: Ctx, g: CodeLock) -> None:
    d = ctx.s.mini
    assert d is not None
    p = _prefix(ctx, g)
    picked = _tiles(d["picked"])
    kinds = [Tile.of(s, n) for s in g.suits for n in range(1, 10)]
    rows = [[Button(str(t), f"{p}:{i}") for i, t in enumerate(kinds[r:r + 5], start=r)] for r in range(0, len(kinds), 5)]
    rows.append([Button(ctx.t("btn.undo"), f"{p}:u"), Button(ctx.t("btn.done"), f"{p}:d"), Button(ctx.t("btn.hint"), f"{p}:i")])
    row = " ".join(str(t) for t in picked) or "—"
    ctx.say(ctx.t("lock.rebuild", count=len(g.code), row=row), rows)


def lock_button(ctx: Ctx, rest: str) -> None:
    d = ctx.s.mini
    parts = ctx.bound(d if d and d.get("game") == "lock" else None, rest, 4)
    if parts is None or d is None:
        return
    g = lock_from_dict(d)
    if parts[1] != str(len(g.rounds)) or parts[2] != str(len(d["picked"])):
        ctx.toast("stale")
        return
    choice = parts[3]
    if choice == "i":
        ctx.toast("ok")
        ctx.say(g.hint().text(ctx.lang))
        return
    if choice == "h":
        if not g.showing:
            ctx.toast("stale")
            return
        ctx.toast("ok")
        g = g.hide()
        ctx.s.mini = lock_to_dict(g, d["id"])
        _ask(ctx, g)
        return
    if g.showing:
        ctx.toast("stale")
        return
    picked = _tiles(d["picked"])
    if choice == "u":
        picked = picked[:-1]
    elif choice.isdigit() and int(choice) < 9 * len(g.suits):
        picked = picked + (Tile.of(g.suits[int(choice) // 9], int(choice) % 9 + 1),)
    elif choice != "d":
        ctx.toast("stale")
        return
    ctx.toast("ok")
    if choice != "d" and len(picked) < len(g.code):
        ctx.s.mini = lock_to_dict(g, d["id"], _str(picked))
        _ask(ctx, g)
        return
    code = g.code
    g = g.answer(picked)
    r = g.rounds[-1]
    key = "lock.perfect" if r.perfect else "lock.result"
    text = ctx.t(key, items=r.item_errors, order=r.order_errors, code=" ".join(str(t) for t in code),
                 row=" ".join(str(t) for t in picked) or "—")
    if g.is_over:
        ctx.s.mini = None
        ctx.s.stats["minis"] = ctx.s.stats.get("minis", 0) + 1
        ctx.say(text + "\n\n" + ctx.t("lock.over") + "\n" + g.summary().text(ctx.lang), ctx.menu(), Picture("row", _str(code)))
        return
    ctx.say(text, picture=Picture("row", _str(code)))
    ctx.s.mini = lock_to_dict(g, d["id"])
    _show_code(ctx, g)


# -- snake --------------------------------------------------------------------------------------
def snake_to_dict(g: Snake, gid: str) -> dict:
    return {"game": "snake", "id": gid, "pile": _str(g.pile), "used": list(g.used), "rejected": g.rejected}


def snake_from_dict(d: dict) -> Snake:
    return Snake(_tiles(d["pile"]), tuple(d["used"]), d["rejected"])


def start_snake(ctx: Ctx) -> None:
    g = Snake.new(random.Random(ctx.e.rand), "ps", size=SNAKE_SIZE)
    ctx.s.game = ctx.s.memory = ctx.s.quiz = None
    ctx.s.mini = snake_to_dict(g, _gid(ctx))
    ctx.say(ctx.t("snake.start"), _snake_buttons(ctx, g), Picture("row", _str(g.pile)))


def _snake_buttons(ctx: Ctx, g: Snake) -> list[list[Button]]:
    d = ctx.s.mini
    assert d is not None
    p = f"k:{d['id']}:{len(g.used)}:{g.rejected}"
    free = [Button(str(g.pile[i]), f"{p}:{i}") for i in range(len(g.pile)) if i not in g.used]
    rows = [free[i:i + 5] for i in range(0, len(free), 5)]
    rows.append([Button(ctx.t("btn.hint"), f"{p}:h"), Button(ctx.t("btn.stop"), "n:stop")])
    return rows


def snake_button(ctx: Ctx, rest: str) -> None:
    d = ctx.s.mini
    parts = ctx.bound(d if d and d.get("game") == "snake" else None, rest, 4)
    if parts is None or d is None:
        return
    g = snake_from_dict(d)
    if parts[1] != str(len(g.used)) or parts[2] != str(g.rejected):
        ctx.toast("stale")
        return
    if parts[3] == "h":
        ctx.toast("ok")
        ctx.say(g.hint().text(ctx.lang))
        return
    if not parts[3].isdigit() or int(parts[3]) >= len(g.pile) or int(parts[3]) in g.used:
        ctx.toast("stale")
        return
    ctx.toast("ok")
    g = g.add(int(parts[3]))
    feedback = g.feedback.text(ctx.lang) if g.feedback else ""
    if g.is_over:
        ctx.s.mini = None
        ctx.s.stats["minis"] = ctx.s.stats.get("minis", 0) + 1
        ctx.say(feedback + "\n\n" + ctx.t("snake.over") + "\n" + g.summary().text(ctx.lang), ctx.menu(),
                Picture("row", _str(g.chain)))
        return
    ctx.s.mini = snake_to_dict(g, d["id"])
    chain = Picture("row", _str(g.chain)) if g.chain else None
    ctx.say(feedback + "\n" + ctx.t("snake.next"), _snake_buttons(ctx, g), chain)
