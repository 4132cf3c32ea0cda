"""The named rule sets of the game table: one frozen configuration each.

==========  =======  =============================================================  ===========
name        players  what                                                            scoring
==========  =======  =============================================================  ===========
kids2p      2        the Habr article (seed ``000``, lines 250-271): seats 1 and 3,   ``kids``
                     open hands, d4 + d20 break, four sets and a pair, no specials
mcr         4        Chinese Official (seeds ``001``, ``002``; ``000``:839-859):       ``mcr``
                     16 hands, seat swaps, 8-point minimum, false mahjong penalty
mcr2p       2        the same rules at two seats (1 and 3), for practice              ``mcr``
classical   4        Western classical (``000``:276-374): East stays on a win,        ``classical``
                     the hand is unplayed with 14 tiles left in the wall
hk          4        old Hong Kong (``000``:1145-1390): 3d6 break, the dealer stays   ``hk``
                     on a win or a draw, the minimum of the fan table
==========  =======  =============================================================  ===========

Every rule set is a :class:`GameRules` value; :meth:`GameRules.with_options` gives the
switches a table may change (open or closed hands, with or without flowers and seasons).

>>> find_game_rules("kids2p").table_seats, find_game_rules("kids2p").tile_count
((1, 3), 144)
>>> find_game_rules("kids2p").with_options(flowers=False).tile_count
136
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum
from typing import Any

from mjcore.game.errors import GameError, UnknownGameRulesError
from mjcore.i18n import CORE, tr
from mjcore.rules import Rules
from mjcore.scoring import ScoringSystem, find_system
from mjcore.scoring.mcr import FALSE_MAHJONG
from mjcore.tiles import WINDS, Tile


class Dice(Enum):
    """How the wall is broken (seed references in :mod:`mjcore.game.wall`)."""

    #: Kids (000:262): a d4 picks the side counted from the first player, a d20 the stack
    #: after which the wall is split (results past the last stack are thrown again).
    D4_D20 = "d4+d20"
    #: Kids with six-sided dice only (000:263): one d6 for the side (5-6 thrown again),
    #: three d6 summed for the stack.
    D6 = "d6"
    #: Chinese Official (001, "Раздача костей"): the dealer throws two dice for the side,
    #: the owner of that wall throws two more; the sum of all four counts the stacks.
    TWO_THROWS = "2d6+2d6"
    #: Old Hong Kong (000:1218): three dice, the same sum picks the side and the stack.
    THREE_DICE = "3d6"
    #: Two dice, the same sum picks the side and the stack (the common Western way).
    TWO_DICE = "2d6"


class Deal(Enum):
    """How the starting hands are taken."""

    #: Two stacks (4 tiles) each, three rounds, then one tile each: 13 each; the first
    #: player starts by drawing (kids 000:264, Hong Kong 000:1218).
    STANDARD = "standard"
    #: The same three rounds, then the dealer takes a whole stack and the others one tile
    #: each: the dealer has 14 and starts by discarding (Chinese Official, 001).
    DEALER_STACK = "dealer_stack"


class Rotation(Enum):
    """Who deals the next hand."""

    #: The player to the left of the winner (the next in turn order); after a draw the
    #: next player after the first one (kids, 000:265 — the article says nothing of draws).
    WINNER_LEFT = "winner_left"
    #: The deal passes after every hand, won or drawn: 4 rounds x 4 hands (MCR, 002).
    ALWAYS = "always"
    #: The dealer keeps the deal after winning (classical, 000:285).
    DEALER_WINS = "dealer_wins"
    #: The dealer keeps the deal after winning or after a draw (Hong Kong, 000:1180).
    DEALER_WINS_OR_DRAW = "dealer_wins_or_draw"


class FalseMahjong(Enum):
    """What happens to a player who declares mahjong without a valid winning hand."""

    #: Not allowed at all: the engine refuses the action (kids learn "not yet").
    ILLEGAL = "illegal"
    #: A penalty to every opponent and a dead hand (MCR, 001 "Объявление маджонга").
    PENALTY = "penalty"
    #: A dead hand, no points (classical: the seed names the dead hand, no penalty for it).
    DEAD = "dead"
    #: A dead hand played face up for the rest of the hand (Hong Kong, 000:1268).
    EXPOSED = "exposed"


@dataclass(frozen=True, slots=True)
class GameRules:
    """One rule set of the game table. Every field is documented where it is used."""

    name: str
    #: The scoring system, found with :func:`mjcore.scoring.find_system`.
    scoring: str
    #: The seat numbers (1-4, in turn order) that play: (1, 3) for two players.
    table_seats: tuple[int, ...]
    dice: Dice
    deal: Deal
    rotation: Rotation
    false_mahjong: FalseMahjong
    #: 144 tiles with flowers and seasons, or 136 without.
    flowers: bool = True
    #: Every hand lies face up (the kids' first games).
    open_hands: bool = False
    #: Seat numbers stay with the chairs (kids: bonus tiles match seats 1 and 3); otherwise
    #: seat winds move with the deal.
    fixed_seats: bool = False
    #: Players change chairs between rounds as in the table of seed 002 (four players).
    seat_swaps: bool = False
    #: Rounds of a full game (4: one per prevailing wind); ``None``: play as long as you like.
    rounds: int | None = 4
    #: A player ready on the tile of an added kong may take it (robbing the kong).
    robbing_kong: bool = True
    #: Penalty per opponent for a false mahjong: (complete but under the minimum, other cases);
    #: by default the MCR seed's, from its one place (:data:`mjcore.scoring.mcr.FALSE_MAHJONG`).
    false_penalty: tuple[int, int] = (FALSE_MAHJONG.short // 3, FALSE_MAHJONG.dead // 3)
    #: Tiles left unplayed at the end of the wall (classical: 14, 000:288).
    reserve: int = 0
    #: A concealed kong lies face down, unknown to the others (MCR, 001); elsewhere two of
    #: its tiles are shown.
    hidden_kongs: bool = False
    #: Use the children's words in messages (фишка, первый игрок, сбросить).
    kids_words: bool = False
    #: The deal goes round the wall in the direction of play (kids: everything clockwise,
    #: 000:256); elsewhere play is counter-clockwise and the deal clockwise.
    deal_follows_play: bool = False
    #: The advanced player aims at a flush when at most this many concealed tiles are of other
    #: suits (``None``: never; measured with ``simulate``: where a minimum must be reached the
    #: flush is the commonest road to it, in Hong Kong nearly the only one, so taken from farther).
    flush_off_suit: int | None = None
    #: Switches the table may change with :meth:`with_options`.
    options: tuple[str, ...] = field(default=("open_hands", "flowers"))

    # -- derived ---------------------------------------------------------------------------
    @property
    def system(self) -> ScoringSystem:
        """The scoring system: what a win is and what it must reach are its (shapes, minimum)."""
        return find_system(self.scoring)

    @property
    def shapes(self) -> Rules:
        """The winning shapes the game checks before scoring: the scoring system's.

        >>> find_game_rules("kids2p").shapes.seven_pairs, find_game_rules("mcr").shapes.knitted
        (False, True)
        """
        return find_system(self.scoring).shapes

    @property
    def minimum(self) -> int:
        """What a win must reach (0: any complete hand): the scoring system's."""
        return find_system(self.scoring).minimum

    @property
    def players(self) -> int:
        return len(self.table_seats)

    @property
    def tile_count(self) -> int:
        return 144 if self.flowers else 136

    @property
    def stacks(self) -> int:
        """Stacks (two tiles high) in each of the four sides of the wall: 18 or 17."""
        return self.tile_count // 8

    def seat_wind(self, index: int) -> Tile:
        """The wind of the ``index``-th seat from the dealer (East) in turn order."""
        return WINDS[self.table_seats[index % self.players] - 1]

    def with_options(self, **options: Any) -> GameRules:
        """A copy with table switches changed (``open_hands``, ``flowers``); ``None`` keeps a value.

        >>> find_game_rules("mcr").with_options(open_hands=True).open_hands
        True
        """
        changes = {k: v for k, v in options.items() if v is not None}
        unknown = sorted(set(changes) - set(self.options))
        if unknown:
            raise GameError("error.game.option", option=unknown[0], known=", ".join(self.options))
        return replace(self, **changes)

    def changed_options(self) -> dict[str, Any]:
        """The switches that differ from the named rule set (what a record must store)."""
        base = RULE_SETS[self.name]
        return {name: getattr(self, name) for name in self.options if getattr(self, name) != getattr(base, name)}

    def title(self, lang: str | None = None, *, short: bool = False) -> str:
        """``'Kids' game for two (the Habr article)'`` / ``'Детская игра вдвоём (статья с Хабра)'``;
        ``short``: the few words a button holds.

        >>> find_game_rules("mcr2p").title("en", short=True)
        'two-player Chinese Official'
        """
        key = f"game.rules.{self.name}"
        return tr(CORE.variant(key, ".short", lang) if short else key, lang)


KIDS2P = GameRules(
    name="kids2p",
    scoring="kids",
    table_seats=(1, 3),
    dice=Dice.D4_D20,
    deal=Deal.STANDARD,
    rotation=Rotation.WINNER_LEFT,
    false_mahjong=FalseMahjong.ILLEGAL,
    open_hands=True,
    fixed_seats=True,
    rounds=None,
    robbing_kong=False,
    kids_words=True,
    deal_follows_play=True,
)
MCR4 = GameRules(
    name="mcr",
    scoring="mcr",
    table_seats=(1, 2, 3, 4),
    flush_off_suit=4,
    dice=Dice.TWO_THROWS,
    deal=Deal.DEALER_STACK,
    rotation=Rotation.ALWAYS,
    false_mahjong=FalseMahjong.PENALTY,
    seat_swaps=True,
    hidden_kongs=True,
)
MCR2P = replace(MCR4, name="mcr2p", table_seats=(1, 3), seat_swaps=False)
CLASSICAL = GameRules(
    name="classical",
    scoring="classical",
    table_seats=(1, 2, 3, 4),
    dice=Dice.TWO_DICE,
    deal=Deal.STANDARD,
    rotation=Rotation.DEALER_WINS,
    false_mahjong=FalseMahjong.DEAD,
    reserve=14,
)
HK = GameRules(
    name="hk",
    scoring="hk",
    table_seats=(1, 2, 3, 4),
    flush_off_suit=6,
    dice=Dice.THREE_DICE,
    deal=Deal.STANDARD,
    rotation=Rotation.DEALER_WINS_OR_DRAW,
    false_mahjong=FalseMahjong.EXPOSED,
)

#: Every named rule set, in the order of ``--help``.
RULE_SETS: dict[str, GameRules] = {r.name: r for r in (KIDS2P, MCR4, MCR2P, CLASSICAL, HK)}


def find_game_rules(name: str | GameRules) -> GameRules:
    """The rule set called ``name``; a :class:`GameRules` passes through.

    >>> find_game_rules("MCR").players
    4
    """
    if isinstance(name, GameRules):
        return name
    try:
        return RULE_SETS[name.strip().lower()]
    except (KeyError, AttributeError):
        raise UnknownGameRulesError("error.game.unknown_rules", name=name, known=", ".join(RULE_SETS)) from None


__all__ = [
    "CLASSICAL",
    "HK",
    "KIDS2P",
    "MCR2P",
    "MCR4",
    "RULE_SETS",
    "Deal",
    "Dice",
    "FalseMahjong",
    "GameRules",
    "Rotation",
    "find_game_rules",
]
