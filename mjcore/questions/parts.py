"""The parts the quiz's families and the drills share (so neither imports the other for them): a tile as an answer option, random ready
and changed hands, and the texts of a winning split, of waits and of a win's situation.

>>> import random
>>> hand = ready_hand(random.Random(1), 0.0)
>>> len(hand.concealed) + 3 * len(hand.melds)
13
>>> tile_option(Tile.P5).value
'5p'
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from mjcore.decompose import decompositions
from mjcore.generate import random_winning_hand
from mjcore.hand import Hand
from mjcore.i18n import Message
from mjcore.questions.question import Option
from mjcore.scoring import WinContext
from mjcore.tiles import KINDS, Tile


def tile_option(tile: Tile) -> Option:
    """``tile`` as an answer option: its code the value, its name the label, the tile itself."""
    return Option(str(tile), Message.of("quiz.option.tile", tile=tile), tile)


def replace_tiles(hand: Hand, rng: random.Random, times: int) -> Hand:
    """``hand`` with ``times`` concealed tiles swapped for other random kinds (4 copies at most)."""
    concealed = list(hand.concealed)
    held = hand.all_counts()
    for _ in range(times):
        index = rng.randrange(len(concealed))
        choices = [t for t in KINDS if held[t] < 4 and t != concealed[index]]
        new = rng.choice(choices)
        held[concealed[index]] -= 1
        held[new] += 1
        concealed[index] = new
    return Hand(tuple(concealed), hand.melds, hand.bonus, False)


def ready_hand(rng: random.Random, open_melds: float) -> Hand:
    """A 13-tile ready hand: a winning hand without one of its concealed tiles."""
    hand, win = random_winning_hand(rng, open_melds=open_melds, kongs=0.05)
    return hand.without_tile(win)


def win_text(hand: Hand) -> Message:
    """How a winning hand splits: ``'123m 456p 789s 234s 55z'`` with its shape."""
    found = decompositions(hand)
    first = found[0]
    return Message.of("quiz.split", split=str(first), shape=Message(f"shape.{first.shape.value}"))


def waits_text(hand: Hand, tiles: Sequence[Tile]) -> Message:
    return Message.join([Message.of("quiz.waits.tile", tile=t, split=win_text(hand.with_tile(t))) for t in tiles])


def context_text(context: WinContext) -> Message:
    how = Message.of("quiz.ctx.self_drawn" if context.self_drawn else "quiz.ctx.discard")
    parts = [Message.of("quiz.ctx.main", tile=context.win_tile, how=how, seat=context.seat_wind, round=context.round_wind)]
    for flag in ("last_tile", "kong_replacement", "robbing_kong", "fourth_tile"):
        if getattr(context, flag):
            parts.append(Message(f"quiz.ctx.{flag}"))
    if context.flowers:
        parts.append(Message.of("quiz.ctx.flowers", n=context.flowers))
    if context.riichi:
        parts.append(Message("quiz.ctx.riichi"))
    return Message.join(parts)


__all__ = ["context_text", "ready_hand", "replace_tiles", "tile_option", "waits_text", "win_text"]
