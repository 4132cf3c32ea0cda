"""Riichi scored by hand: a winning hand's fu line by line, then its points, every answer typed.

The drill asks, in the order a player counts at the table, what the riichi scorer
(:mod:`mjcore.scoring.riichi`) already knows — nothing is picked from a list:

1. the base fu (20; seven pairs a fixed 25);
2. each set's fu in turn, the set shown (a chow 0; a pung 2, 4 or 8; a kong 8, 16 or 32);
3. the pair's fu (a dragon, the seat or the round wind 2, the double wind 4);
4. the wait's fu (an edge, closed or single wait 2);
5. the win's fu (a concealed ron 10, a tsumo 2; an open hand with no fu 2, making 30);
6. the fu in all, rounded up to the next ten;
7. the base points from the han given (``fu × 2^(han + 2)``, or the limit's);
8. what is paid: on a ron the discarder (base × 4, the dealer's × 6), on a tsumo the dealer's
   share (base × 2) and each other player's (base), or, when the dealer wins, each player's
   (base × 2), each rounded up to 100.

Every number is the scorer's: a set's fu is its fu line (none for a chow), the lines add up to
the scorer's fu before rounding, the base points are :meth:`RiichiScoring.base_points` and
each payment is the score's own. A wrong answer is explained from the hand (the line's
reason, or why there is no line), then the drill goes on.

Levels: 1 a concealed hand of suited tiles, three chows and one pung, won on a discard
(riichi declared, not the dealer); 2 open or concealed sets of suited tiles (terminal pungs
too), ron or tsumo, the dealer or not; 3 everything: honours (value pairs, dragon and wind
pungs), kongs, seven pairs.

>>> import random
>>> drill = fu_steps(random.Random(3), 1)
>>> steps = all_steps(drill)
>>> [s.answer[0] for s in steps[:1]], steps[0].prompt.text("en").splitlines()[0]
(['20'], 'How many base fu does this hand start with?')
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from mjcore.decompose import Shape
from mjcore.drills.scoring import Amount, ItemName, ItemReason, LineTiles, all_steps
from mjcore.generate import random_winning_hand
from mjcore.hand import Hand, Meld
from mjcore.i18n import Message, resolve_lang
from mjcore.questions.parts import context_text
from mjcore.questions.question import AnswerForm, Question
from mjcore.scoring import Score, WinContext
from mjcore.scoring.base import Item
from mjcore.scoring.riichi import RIICHI
from mjcore.scoring.riichi_price import MANGAN
from mjcore.tiles import WINDS, Tile

__all__ = ["FAMILY", "LEVELS", "all_steps", "fu_drill", "fu_steps", "random_win"]

#: The quiz family of this drill.
FAMILY = "fu_riichi"
#: How many levels it has.
LEVELS = 3

_SET_KEYS = frozenset(f"riichi.fu.{k}" for k in ("open_pon", "closed_pon", "open_terminal_pon", "closed_terminal_pon",
                                                 "open_kan", "closed_kan", "open_terminal_kan", "closed_terminal_kan"))
_BASE_KEYS = frozenset({"riichi.fu.base", "riichi.fu.seven_pairs"})
_PAIR_KEYS = frozenset({"riichi.fu.valued_pair", "riichi.fu.double_valued_pair"})
_WAIT_KEYS = frozenset({"riichi.fu.kanchan", "riichi.fu.penchan", "riichi.fu.tanki"})
_WIN_KEYS = frozenset({"riichi.fu.closed_ron", "riichi.fu.tsumo", "riichi.fu.open_pinfu"})


@dataclass(frozen=True, slots=True)
class _YakuList:
    """The hand's han as a message parameter: ``Riichi 1, Tanyao 1``."""

    items: tuple[Item, ...]

    def text(self, lang: str | None = None) -> str:
        lang = resolve_lang(lang)
        return ", ".join(f"{item.name(lang)} {item.points}" for item in self.items)


def _number(level: int, hand: Hand, context: WinContext, prompt: Message, value: int, why: Message,
            tiles: Sequence[Tile] = ()) -> Question:
    return Question(FAMILY, level, prompt, AnswerForm.NUMBER, (str(value),), why, tiles=tuple(tiles), hand=hand,
                    context=context)


def _lines_why(items: Sequence[Item]) -> list[Message]:
    return [Message.of("drill.why.item", name=ItemName(i.key), amount=Amount(i.points, "fu"), reason=ItemReason(i))
            for i in items]


def _set_step(index: int, count: int, meld: Meld, items: Sequence[Item], level: int, hand: Hand,
              context: WinContext) -> Question:
    tiles = LineTiles(meld.tiles)
    state = Message("drill.fu.open" if meld.open else "drill.fu.concealed")
    prompt = Message.of("drill.fu.ask.set", i=index, count=count, tiles=tiles, state=state)
    if meld.is_chow:
        why = [Message.of("drill.fu.why.chow", tiles=tiles)]
    else:
        why = _lines_why(items)
        if not meld.open and any(".open_" in i.key for i in items):  # a pung finished by the discard
            why.append(Message.of("drill.fu.why.ron_set", tiles=tiles, tile=context.win_tile))
    return _number(level, hand, context, prompt, sum(i.points for i in items), Message.join(why, "\n"), meld.tiles)


def _zero_pair(pair: Tile, context: WinContext) -> Message:
    return Message.of("drill.fu.why.plain_pair", tiles=LineTiles((pair, pair)), seat=context.seat_wind,
                      round=context.round_wind)


def _zero_win(score: Score, context: WinContext) -> Message:
    if not context.self_drawn:
        return Message("drill.fu.why.open_ron")
    if any(item.key == "riichi.pinfu" for item in score.items):
        return Message("drill.fu.why.pinfu_tsumo")
    return Message("drill.fu.why.rinshan")


def fu_drill(hand: Hand, context: WinContext, level: int = LEVELS) -> Question | None:
    """The steps for ``hand`` won as ``context`` (see the module docstring); ``None`` for a hand
    the drill does not count: no yaku, a yakuman, dora (not asked here), or a reading whose fu
    lines do not name their sets.

    >>> from mjcore.notation import parse_hand
    >>> hand = parse_hand("234m 678p 345s 777s 99p")
    >>> steps = all_steps(fu_drill(hand, WinContext(Tile.S7, riichi=True, seat_wind=Tile.SOUTH)))
    >>> [int(s.answer[0]) for s in steps]  # 777s finished by the discard: an open pung, 2 fu
    [20, 0, 0, 0, 2, 0, 0, 10, 40, 320, 1300]
    >>> steps[4].explanation.text("en").splitlines()[1]
    'The set 777s was finished by the discarded 7s, so it counts as open.'
    """
    score = RIICHI.score(hand, context)
    if not score.meets_minimum or score.han is None or score.fu is None or score.limit == "yakuman":
        return None
    if any(item.key.startswith(("riichi.dora", "riichi.ura_dora", "riichi.aka_dora")) for item in score.items):
        return None
    split = score.decomposition
    if split is None:
        return None
    lines = [i for i in score.fu_items if i.key != "riichi.fu.rounding"]
    raw = sum(i.points for i in lines)
    steps: list[Question] = []

    def ask(prompt_key: str, value: int, why: Message, tiles: Sequence[Tile] = (), **params: object) -> None:
        steps.append(_number(level, hand, context, Message.of(prompt_key, **params), value, why, tiles))

    base = [i for i in lines if i.key in _BASE_KEYS]
    ask("drill.fu.ask.base", sum(i.points for i in base), Message.join(_lines_why(base), "\n"))
    counted = list(base)
    if split.shape is Shape.STANDARD:
        sets = [i for i in lines if i.key in _SET_KEYS]
        for index, meld in enumerate(split.sets, 1):
            mine = [] if meld.is_chow else [i for i in sets if tuple(i.tiles) == meld.tiles]
            if not meld.is_chow and len(mine) != 1:
                return None  # the scorer's lines do not name this set's tiles
            steps.append(_set_step(index, len(split.sets), meld, mine, level, hand, context))
            counted += mine
        pair = split.pair
        assert pair is not None
        for keys, key, zero in ((_PAIR_KEYS, "drill.fu.ask.pair", _zero_pair(pair, context)),
                                (_WAIT_KEYS, "drill.fu.ask.wait", Message.of("drill.fu.why.no_wait", tile=context.win_tile)),
                                (_WIN_KEYS, "drill.fu.ask.win", _zero_win(score, context))):
            found = [i for i in lines if i.key in keys]
            ask(key, sum(i.points for i in found), Message.join(_lines_why(found), "\n") if found else zero,
                tiles=(pair, pair) if keys is _PAIR_KEYS else (), pair=LineTiles((pair, pair)), tile=context.win_tile,
                how=Message("quiz.ctx.self_drawn" if context.self_drawn else "quiz.ctx.discard"))
            counted += found
    if sorted(i.key for i in counted) != sorted(i.key for i in lines):
        return None  # a line no step asks for: not a hand of this drill
    parts = " + ".join(str(s.answer[0]) for s in steps)
    total_why = (Message.of("drill.fu.why.seven_total", fu=score.fu) if split.shape is Shape.SEVEN_PAIRS
                 else Message.of("drill.why.fu", sum=f"{parts} = {raw}", fu=score.fu))
    ask("drill.fu.ask.total", score.fu, total_why)
    steps.extend(_points_steps(score, hand, context, level))
    first = replace(steps[0], prompt=Message.join([steps[0].prompt, context_text(context)], "\n"))
    return replace(steps[-1], steps=(first, *steps[1:-1]))


def _points_steps(score: Score, hand: Hand, context: WinContext, level: int) -> list[Question]:
    """The base points from the han given, then each payment (rounded up to 100)."""
    assert score.han is not None and score.fu is not None
    han, fu = score.han, score.fu
    base = RIICHI.base_points(han, fu)
    raw = fu * 2 ** (han + 2)
    if score.limit is not None and han >= 5:
        base_why = Message.of("drill.fu.why.limit", han=han, limit=Message(f"score.limit.{score.limit}"), base=base)
    elif base < raw:
        base_why = Message.of("drill.fu.why.capped", han=han, fu=fu, raw=raw, base=base)
    else:
        base_why = Message.of("drill.fu.why.base_points", han=han, fu=fu, factor=2 ** (han + 2), base=base)
    yaku = tuple(i for i in score.items if i.unit == "han")
    steps = [_number(level, hand, context, Message.of("drill.fu.ask.base_points", han=han, yaku=_YakuList(yaku),
                                                                 mangan=MANGAN.base),
                     base, base_why)]
    payers = {seat: -value for seat, value in score.payments.items() if value < 0 and seat != "sticks"}
    winner_is_dealer = context.seat_wind == Tile.EAST

    def pay(key: str, why_key: str, times: int, value: int, **params: object) -> None:
        why = Message.of(why_key, base=base, times=times, raw=base * times, pay=value)
        steps.append(_number(level, hand, context, Message.of(key, **params), value, why))

    if not context.self_drawn:
        (discarder, value), = payers.items()
        times = 6 if winner_is_dealer else 4
        pay("drill.fu.ask.ron", "drill.fu.why.ron_dealer" if winner_is_dealer else "drill.fu.why.ron", times, value,
            seat=WINDS["ESWN".index(discarder)])
    elif winner_is_dealer:
        pay("drill.fu.ask.tsumo_all", "drill.fu.why.tsumo_all", 2, payers["S"])
    else:
        pay("drill.fu.ask.tsumo_dealer", "drill.fu.why.tsumo_dealer", 2, payers["E"])
        other = next(seat for seat in payers if seat != "E")
        pay("drill.fu.ask.tsumo_other", "drill.fu.why.tsumo_other", 1, payers[other])
    steps[-1] = replace(steps[-1], prompt=Message.join([steps[-1].prompt, context_text(context)], "\n"))
    return steps


def random_win(rng: random.Random, level: int) -> tuple[Hand, WinContext]:
    """A random win of ``level`` (it may have no yaku: :func:`fu_steps` draws again)."""
    if level >= 3 and rng.random() < 0.12:
        kinds = rng.sample(range(34), 7)
        hand = Hand(tuple(sorted(Tile(k) for k in kinds for _ in range(2))))
        win = rng.choice(hand.concealed)
    elif level == 1:
        hand, win = random_winning_hand(rng, open_melds=0.0, kongs=0.0, chows=0.75)
    elif level == 2:
        hand, win = random_winning_hand(rng, open_melds=0.3, kongs=0.0, chows=0.55)
    else:
        hand, win = random_winning_hand(rng, open_melds=0.3, kongs=0.3, chows=0.45)
    self_drawn = level >= 2 and rng.random() < 0.45
    seat = Tile.SOUTH if level == 1 else rng.choice(WINDS)
    context = WinContext(win, self_drawn=self_drawn, seat_wind=seat, round_wind=rng.choice(WINDS[:2]),
                         riichi=hand.is_concealed)
    return hand, context


def _fits(drill: Question, hand: Hand, level: int) -> bool:
    """Levels 1 and 2 want suited tiles only; level 1 three chows and one pung (the scorer's
    reading)."""
    if level < 3 and not all(t.is_suited for t in hand.all_tiles):
        return False
    if level != 1:
        return True
    sets = [s for s in drill.steps if len(s.tiles) >= 3]  # a set's step shows its tiles, the pair's two
    pungs = [s for s in sets if len(s.tiles) == 3 and len(set(s.tiles)) == 1]
    return len(sets) == 4 and len(pungs) == 1


def fu_steps(rng: random.Random, level: int) -> Question:
    """The drill at ``level`` (1..3) for a random win (the quiz family's generator)."""
    for _ in range(2000):
        hand, context = random_win(rng, level)
        drill = fu_drill(hand, context, level)
        if drill is not None and _fits(drill, hand, level):
            return drill
    raise RuntimeError("fu drill found no hand")  # pragma: no cover - a bug, not input
