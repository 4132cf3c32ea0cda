"""The snake (``/snake``), a children's mini-game on :class:`mjcore.minigames.Snake`: a small
hand of tiles as buttons; each next tile must have the same suit or the same number as the last
one. Buttons: ``k:<id>:<length>:<rejected>:<position | h>``. One live message: the picture of
the tiles (then of the snake so far), edited after every tile.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any

from bot.logic.activity import Activity, Press
from bot.logic.ctx import Ctx, with_stars
from bot.logic.kidswords import tile_label
from bot.logic.model import Button, RowPicture
from mjcore.codec import ByName, from_json
from mjcore.minigames import Snake

SIZE = 10


@dataclass(frozen=True, slots=True)
class SnakeState(ByName):
    """The snake being laid (kept without the feedback on the last tile: that is said, not kept);
    its JSON by field name (:mod:`mjcore.codec`), the game's its own."""

    id: str
    game: Snake

    @property
    def turn(self) -> tuple[str, ...]:
        return (str(len(self.game.used)), str(self.game.rejected))

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> SnakeState:
        if isinstance(data.get("game"), Mapping):
            return from_json(cls, data)
        # as the bot kept it until 2026-12-05: the game's fields beside the id
        return from_json(cls, {"id": data["id"], "game": {k: v for k, v in data.items() if k != "id"}})


def start(ctx: Ctx, arg: str = "") -> None:
    d = SnakeState(ctx.new_id(), Snake.new(random.Random(ctx.e.rand), "ps", size=SIZE))
    SNAKE.put(ctx, d)
    SNAKE.show(ctx, d, ctx.t("snake.start"), _buttons(ctx, d), RowPicture(d.game.pile))


def resume(ctx: Ctx, d: SnakeState) -> None:
    _board(ctx, d, ctx.t("snake.next"))


def _board(ctx: Ctx, d: SnakeState, text: str) -> None:
    g = d.game
    SNAKE.show(ctx, d, text, _buttons(ctx, d), RowPicture(g.chain if g.chain else g.pile))


def _buttons(ctx: Ctx, d: SnakeState) -> list[list[Button]]:
    g = d.game
    free = [Button(tile_label(g.pile[i], ctx.lang, ctx.kids), LAY.data(d, str(i))) for i in range(len(g.pile)) if i not in g.used]
    width = 3 if ctx.kids else 5
    rows = [free[i:i + width] for i in range(0, len(free), width)]
    rows.append([Button(ctx.t("btn.hint"), LAY.data(d, "h")), ctx.stop_button(SNAKE.name, d.id)])
    return rows


def lay(ctx: Ctx, d: SnakeState, choice: str) -> None:
    g = d.game
    if choice == "h":
        ctx.toast("ok")
        _board(ctx, d, ctx.words(g.hint()))
        return
    if not choice.isdigit() or int(choice) >= len(g.pile) or int(choice) in g.used:
        ctx.toast("stale")
        return
    ctx.toast("ok")
    g = g.add(int(choice))
    feedback = ctx.words(g.feedback) if g.feedback else ""
    if g.is_over:
        ctx.s.stats["minis"] = ctx.s.stats.get("minis", 0) + 1
        earned = ctx.finished(g.summary())
        SNAKE.finish(ctx, with_stars(feedback + "\n\n" + ctx.t("snake.over") + "\n" + ctx.words(g.summary()), earned),
                     RowPicture(g.chain))
        return
    d = SnakeState(d.id, replace(g, feedback=None))
    SNAKE.put(ctx, d)
    _board(ctx, d, (feedback + "\n" + ctx.t("snake.next")).strip())


LAY = Press("k", lay)
SNAKE = Activity("snake", SnakeState, commands=("snake",), start=start, buttons=(LAY,), resume=resume)
