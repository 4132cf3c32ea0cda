"""Building the wall, breaking it with dice, dealing the starting hands.

The wall is a square of four sides, each ``rules.stacks`` stacks two tiles high (18 with
flowers and seasons, 17 without; seed ``000``:259). The tiles are shuffled with the
seeded ``random.Random`` of the hand and laid out side by side; the dice choose the side
and the stack after which the wall is split (:class:`DiceRoll`); from the split the tiles
come out in *draw order*: stack after stack, the top tile first. Replacement tiles (for
bonus tiles and kongs) come from the other end of that order, one at a time.

How the dice are read, per rule set (:class:`~mjcore.game.rules.Dice`):

- kids (000:262): a d4 counts the side from the first player (1 = the first player's own
  wall, then the next seats in turn order, empty chairs included); a d20 gives the stack
  after which the wall is split — results past the last stack are thrown again. With
  six-sided dice (000:263): one die for the side (5 and 6 thrown again), three summed for
  the stack.
- Chinese Official (001): the dealer throws two dice and counts the sides from his own;
  the owner of that wall throws two more; the sum of all four throws counts the stacks
  from the end of the wall (past its end the count goes on into the next side).
- Hong Kong (000:1218): three dice; the same sum counts the side and the stacks.
- classical: two dice, the same sum for the side and the stacks.

The kids deal clockwise, the way they play (000:256); the other rule sets deal clockwise
while play goes counter-clockwise, so the deal moves from the broken side to the side of
the previous player in turn order. Only the physical picture depends on it: draw order is
what the engine uses.

>>> import random
>>> from mjcore.game.rules import KIDS2P
>>> setup = build_wall(random.Random(7), KIDS2P, dealer_seat=1)
>>> len(setup.order), setup.dice.side, 1 <= setup.dice.stacks <= 17
(144, 3, True)
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from mjcore.game.rules import Deal, Dice, GameRules
from mjcore.i18n import Message, tr
from mjcore.tiles import WINDS, Tile


def tile_set(flowers: bool) -> tuple[Tile, ...]:
    """Every tile of the game in tile order: 4 of each of the 34 kinds (+ the 8 bonus tiles)."""
    tiles = [Tile(k) for k in range(34) for _ in range(4)]
    if flowers:
        tiles += [Tile(k) for k in range(34, 42)]
    return tuple(tiles)


@dataclass(frozen=True, slots=True)
class DiceRoll:
    """The dice thrown to break the wall, and what they mean.

    ``throws`` lists every die thrown in order as ``(faces, value)`` (a result thrown
    again is there too, marked in ``rethrown``); ``side_count`` is the number counted to
    find the side, ``side`` the seat number (1-4) whose wall is broken, ``stacks`` the
    number of stacks counted before the split.
    """

    method: Dice
    throws: tuple[tuple[int, int], ...]
    rethrown: tuple[int, ...]
    side_count: int
    side: int
    stacks: int
    dealer_seat: int

    def count_path(self) -> tuple[int, ...]:
        """The seats named while counting the sides: ``(1, 2, 3)`` for a count of 3 from seat 1."""
        return tuple((self.dealer_seat - 1 + i) % 4 + 1 for i in range(self.side_count))

    def to_json(self) -> dict[str, object]:
        return {
            "method": self.method.value,
            "throws": [list(t) for t in self.throws],
            "rethrown": list(self.rethrown),
            "side_count": self.side_count,
            "side": self.side,
            "stacks": self.stacks,
        }

    def explain(self, lang: str | None = None, *, kids: bool = False, winds: dict[int, Tile] | None = None,
                sitting: dict[int, str] | None = None) -> str:
        """The count told step by step, so a child can follow it.

        ``winds`` names the seats by wind (seat number -> wind); kids' seats are numbers;
        ``sitting`` names them by who sits there (seat number -> a name): at a table of two the
        sides nobody sits at are "the empty side", so the count speaks of two players.

        >>> import random
        >>> from mjcore.game.rules import KIDS2P
        >>> roll = build_wall(random.Random(7), KIDS2P, dealer_seat=1).dice
        >>> roll.explain("en", kids=True, sitting={1: "you", 3: "computer"}).split("first player: ")[1].split(". ")[:2]
        ['1 (you), 2 (the empty side), 3 (computer)', 'The wall breaks on this side: computer']
        """

        def seat_name(seat: int) -> str:
            if sitting is not None:
                return sitting.get(seat) or Message("game.dice.empty_side").text(lang, kids=kids)
            if kids or not winds or seat not in winds:
                return tr("game.seat_number", lang, seat=seat)
            return winds[seat].full_name(lang)

        dice = ", ".join(tr("game.dice.die", lang, faces=f, value=v) for f, v in self.throws)
        parts = [tr("game.dice.thrown", lang, dice=dice)]
        if self.rethrown:
            parts.append(tr("game.dice.rethrown", lang, values=", ".join(str(v) for v in self.rethrown)))
        path = ", ".join(f"{i + 1} ({seat_name(s)})" for i, s in enumerate(self.count_path()))
        parts.append(Message.of("game.dice.side", count=self.side_count, path=path, side=seat_name(self.side)).text(lang, kids=kids))
        parts.append(Message.of("game.dice.stacks", stacks=self.stacks).text(lang, kids=kids))
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class WallSetup:
    """A shuffled wall: the physical layout, the dice and the tiles in draw order."""

    layout: tuple[Tile, ...]
    dice: DiceRoll
    order: tuple[Tile, ...]


def _die(rng: random.Random, faces: int, throws: list[tuple[int, int]]) -> int:
    value = rng.randint(1, faces)
    throws.append((faces, value))
    return value


def roll_dice(rng: random.Random, rules: GameRules, dealer_seat: int) -> DiceRoll:
    """Throw the dice of ``rules`` and read them (see the module's notes)."""
    stacks_per_side = rules.stacks
    throws: list[tuple[int, int]] = []
    rethrown: list[int] = []
    method = rules.dice
    if method is Dice.D4_D20:
        side_count = _die(rng, 4, throws)
        while True:
            stacks = _die(rng, 20, throws)
            if stacks < stacks_per_side:
                break
            rethrown.append(stacks)
    elif method is Dice.D6:
        while True:
            side_count = _die(rng, 6, throws)
            if side_count <= 4:
                break
            rethrown.append(side_count)
        stacks = sum(_die(rng, 6, throws) for _ in range(3))
    elif method is Dice.TWO_THROWS:
        side_count = _die(rng, 6, throws) + _die(rng, 6, throws)
        stacks = side_count + _die(rng, 6, throws) + _die(rng, 6, throws)
    elif method is Dice.THREE_DICE:
        side_count = stacks = sum(_die(rng, 6, throws) for _ in range(3))
    else:
        side_count = stacks = _die(rng, 6, throws) + _die(rng, 6, throws)
    side = (dealer_seat - 1 + side_count - 1) % 4 + 1
    return DiceRoll(method, tuple(throws), tuple(rethrown), side_count, side, stacks, dealer_seat)


def build_wall(rng: random.Random, rules: GameRules, dealer_seat: int) -> WallSetup:
    """Shuffle, lay out and break the wall; ``dealer_seat`` is the first player's seat number."""
    tiles = list(tile_set(rules.flowers))
    rng.shuffle(tiles)
    layout = tuple(tiles)
    dice = roll_dice(rng, rules, dealer_seat)
    return WallSetup(layout, dice, draw_order(layout, rules, dice.side, dice.stacks))


def draw_order(layout: tuple[Tile, ...], rules: GameRules, side: int, stacks: int) -> tuple[Tile, ...]:
    """The tiles of a laid-out wall in draw order when it breaks on ``side`` (1-4, the side
    the dice counted) after ``stacks`` stacks: stack after stack, the top tile first.

    >>> from mjcore.game.rules import KIDS2P
    >>> layout = tile_set(True)
    >>> order = draw_order(layout, KIDS2P, side=1, stacks=2)
    >>> order[:2] == layout[4:6], sorted(order) == sorted(layout)
    (True, True)
    """
    n = rules.stacks
    direction = 1 if rules.deal_follows_play else -1
    order: list[Tile] = []
    for r in range(4 * n):
        step, stack = divmod(stacks + r, n)
        wall_side = (side - 1 + direction * step) % 4
        base = (wall_side * n + stack) * 2
        order += layout[base:base + 2]
    return tuple(order)


def deal_plan(rules: GameRules) -> tuple[tuple[int, int], ...]:
    """The deal as ``(player offset from the dealer, tiles taken)`` steps, in order.

    >>> from mjcore.game.rules import KIDS2P, MCR4
    >>> deal_plan(KIDS2P)
    ((0, 4), (1, 4), (0, 4), (1, 4), (0, 4), (1, 4), (0, 1), (1, 1))
    >>> deal_plan(MCR4)[-4:]
    ((0, 2), (1, 1), (2, 1), (3, 1))
    """
    n = rules.players
    steps = [(p, 4) for _ in range(3) for p in range(n)]
    if rules.deal is Deal.DEALER_STACK:
        steps += [(0, 2)] + [(p, 1) for p in range(1, n)]
    else:
        steps += [(p, 1) for p in range(n)]
    return tuple(steps)


__all__ = ["WINDS", "DiceRoll", "WallSetup", "build_wall", "deal_plan", "draw_order", "roll_dice", "tile_set"]
