"""mjcore — the rules core of Mahjong Tutor.

Tiles and their MPSZ notation, melds and hands, decomposition of winning hands, waits,
shanten and discard analysis, tile pictures (:mod:`mjcore.render`), localized messages.
Pure Python; it imports neither widgets nor Telegram.

>>> hand = parse_hand("123m456p789s1122z")
>>> [str(w.tile) for w in waits(hand)]
['1z', '2z']
>>> shanten(hand)
0
"""

from mjcore.analysis import Discard, Wait, analyze_discards, waits
from mjcore.decompose import Decomposition, Shape, decompositions, is_winning
from mjcore.errors import (
    InvalidHandError,
    InvalidMeldError,
    MahjongError,
    ParseError,
    TooManyCopiesError,
    UnknownRulesError,
    WrongTileCountError,
)
from mjcore.hand import Hand, Meld, MeldKind, tile_counts
from mjcore.i18n import default_lang, tr
from mjcore.notation import format_hand, parse_hand, parse_meld, parse_tiles
from mjcore.rules import MCR, STANDARD, Rules, find_rules
from mjcore.shanten import shanten
from mjcore.tiles import BONUS_TILES, KINDS, Suit, Tile

__all__ = [
    "BONUS_TILES",
    "KINDS",
    "MCR",
    "STANDARD",
    "Decomposition",
    "Discard",
    "Hand",
    "InvalidHandError",
    "InvalidMeldError",
    "MahjongError",
    "Meld",
    "MeldKind",
    "ParseError",
    "Rules",
    "Shape",
    "Suit",
    "Tile",
    "TooManyCopiesError",
    "UnknownRulesError",
    "Wait",
    "WrongTileCountError",
    "analyze_discards",
    "decompositions",
    "default_lang",
    "find_rules",
    "format_hand",
    "is_winning",
    "parse_hand",
    "parse_meld",
    "parse_tiles",
    "shanten",
    "tile_counts",
    "tr",
    "waits",
]
__version__ = "0.1.0"
