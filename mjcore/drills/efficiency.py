"""Efficiency you can measure: discards, waits, claims and defence, each answer from the one
exact analysis (:mod:`mjcore.analysis`) and, where a value matters, the scorer.

- :func:`accuracy` — a discard's useful tiles as a share of the best discard's (as
  Riichi-Trainer scores a discard): 1.0 for the best, 0.0 for a discard that goes back a step;
- families (generators ``(rng, level) -> Question``, registered in
  :data:`mjcore.quiz.FAMILIES`): ``discard_accuracy`` (every discard's figure in the
  explanation), ``waits_drill`` (one-suit waits at the higher levels; the widget adds a timer),
  ``mcr_toward_8`` (the discard that keeps the most winning tiles worth 8 points, not merely
  the most waits), ``claim_or_pass`` (a discard at the table: which claim, or none, brings the
  hand closer — the advanced computer player's rule) and ``safe_discard`` (which of your tiles
  cannot win for a ready opponent).

>>> from mjcore.notation import parse_hand
>>> from mjcore.tiles import Tile
>>> hand = parse_hand("123m456p789s1122z5p")
>>> accuracy(hand, Tile.P5), accuracy(hand, Tile.EAST)
(1.0, 0.0)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from mjcore.analysis import Discard, analyze_discards, rank_discards, unseen_counts, waits
from mjcore.decompose import is_winning
from mjcore.errors import MahjongError
from mjcore.game.claims import set_claims
from mjcore.hand import Hand
from mjcore.i18n import Message
from mjcore.questions.parts import ready_hand, replace_tiles, tile_option, waits_text
from mjcore.questions.question import AnswerForm, Option, Question
from mjcore.scoring import WinContext, find_system
from mjcore.shanten import shanten
from mjcore.tiles import KINDS, Suit, Tile, tiles_str

__all__ = ["SEATS_FROM", "Claim", "DrillError", "Toward8", "accuracy", "best_claim", "claim_options",
           "claim_or_pass", "discard_accuracy", "mcr_toward_8", "safe_discard", "share", "toward_8", "waits_drill"]


# -- the accuracy of a discard ------------------------------------------------------------------
def share(mine: Discard, best: Discard) -> float:
    """``mine``'s useful tiles as a share of ``best``'s; 0.0 when ``mine`` leaves more shanten."""
    if mine.shanten > best.shanten:
        return 0.0
    return 1.0 if best.useful_count == 0 else round(mine.useful_count / best.useful_count, 4)


def accuracy(hand: Hand, tile: Tile) -> float:
    """How good discarding ``tile`` from the 14-tile ``hand`` is, from 0.0 to 1.0: its unseen
    useful tiles as a share of the best discard's (:func:`mjcore.analysis.analyze_discards`),
    0.0 if it leaves the hand further from ready than the best one.

    A tile the hand does not hold is a :class:`~mjcore.errors.MahjongError` (localized).
    """
    ranked = analyze_discards(hand)
    for discard in ranked:
        if discard.tile == tile:
            return share(discard, ranked[0])
    raise DrillError("error.drill.not_held", tile=tile)


class DrillError(MahjongError):
    """A drill answer that cannot be judged (a tile not in the hand)."""


@dataclass(frozen=True, slots=True)
class _DiscardTable:
    """Every discard with its shanten, useful tiles and accuracy, as a message parameter."""

    ranked: tuple[Discard, ...]

    def text(self, lang: str | None = None) -> str:
        best = self.ranked[0]
        return "\n".join(Message.of("drill.discard.line", tile=d.tile, n=d.shanten, count=d.useful_count,
                                    useful=tiles_str(d.useful) or "-", share=round(100 * share(d, best))).text(lang)
                         for d in self.ranked)


def discard_accuracy(rng: random.Random, level: int) -> Question:
    """Pick the best discard; the explanation scores every discard as a share of the best.
    Level 1: one step from ready, 2: two, 3: with open sets."""

    for _ in range(2000):
        ready = replace_tiles(ready_hand(rng, 0.0 if level < 3 else 0.4), rng, min(level, 2))
        held = ready.all_counts()
        hand = ready.with_tile(rng.choice([t for t in KINDS if held[t] < 4]))
        if is_winning(hand):
            continue
        ranked = analyze_discards(hand)
        if len(ranked) < 3 or (ranked[0].shanten, ranked[0].useful_count) == (ranked[1].shanten, ranked[1].useful_count):
            continue
        why = Message.of("drill.discard.why", tile=ranked[0].tile, table=_DiscardTable(ranked))
        return Question("discard_accuracy", level, Message("drill.discard.prompt"), AnswerForm.ONE,
                        (str(ranked[0].tile),), why, hand=hand,
                        options=tuple(tile_option(d.tile) for d in sorted(ranked, key=lambda d: d.tile)))
    raise RuntimeError("no discard drill found")  # pragma: no cover


# -- waits ----------------------------------------------------------------------------------------
def _one_suit_ready(rng: random.Random, least: int) -> Hand | None:
    suit = rng.choice((Suit.CHARACTERS, Suit.DOTS, Suit.BAMBOO))
    kinds = [t for t in KINDS if t.suit is suit]
    counts = [0] * 9
    while sum(counts) < 13:
        k = rng.randrange(9)
        if counts[k] < 4:
            counts[k] += 1
    hand = Hand(tuple(kinds[k] for k in range(9) for _ in range(counts[k])))
    return hand if len(waits(hand)) >= least else None


def waits_drill(rng: random.Random, level: int) -> Question:
    """Every tile the ready hand waits on: level 1 any ready hand, 2 one suit, 3 one suit with
    three waits or more (the learner may race a timer: the widget's option)."""
    hand: Hand | None = None
    while hand is None:
        hand = ready_hand(rng, 0.2) if level == 1 else _one_suit_ready(rng, 1 if level == 2 else 3)
    found = [w.tile for w in waits(hand)]
    why = Message.join([Message.of("quiz.waits.why", count=len(found)), waits_text(hand, found)])
    return Question("waits_drill", level, Message("drill.waits.prompt"), AnswerForm.TILES,
                    tuple(str(t) for t in found), why, hand=hand)


# -- toward 8 points (Chinese Official) ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class Toward8:
    """What one discard leaves: the waits, their unseen copies, and those whose win is worth 8."""

    tile: Tile
    waits: tuple[Tile, ...]
    seen: int
    valued: tuple[Tile, ...]
    valued_count: int


def toward_8(hand: Hand, context: WinContext) -> tuple[Toward8, ...]:
    """Each discard of a 14-tile hand that leaves it ready, with the waits whose win (on a
    discard, in ``context``'s winds) scores the 8 points Chinese Official needs; best first.

    >>> from mjcore.notation import parse_hand
    >>> found = toward_8(parse_hand("123456789m 111z 2z 9p"), WinContext(Tile.P9))
    >>> str(found[0].tile), [str(t) for t in found[0].valued]
    ('9p', ['2z'])
    """
    system = find_system("mcr")
    unseen = unseen_counts(hand)
    out = []
    for discard in analyze_discards(hand, rules=system.shapes):  # the one analysis: what each discard leaves
        if discard.shanten != 0:
            continue
        rest = hand.without_tile(discard.tile)
        valued = []
        for wait in discard.useful:  # a ready hand's useful tiles are its waits
            win = WinContext(wait, seat_wind=context.seat_wind, round_wind=context.round_wind)
            try:
                if system.score(rest.with_tile(wait), win).meets_minimum:
                    valued.append(wait)
            except MahjongError:
                continue
        out.append(Toward8(discard.tile, discard.useful, discard.useful_count, tuple(valued),
                           sum(unseen[t] for t in valued)))
    out.sort(key=lambda d: (-d.valued_count, -d.seen, d.tile))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class _Toward8Table:
    found: tuple[Toward8, ...]

    def text(self, lang: str | None = None) -> str:
        return "\n".join(Message.of("drill.toward8.line", tile=d.tile, waits=tiles_str(d.waits) or "-", seen=d.seen,
                                    valued=tiles_str(d.valued) or "-", count=d.valued_count).text(lang)
                         for d in self.found)


def mcr_toward_8(rng: random.Random, level: int) -> Question:
    """Chinese Official: the discard that leaves the most winning tiles worth 8 points. Level 2
    only asks hands where the discard with the most waits is not the answer (value over speed)."""
    from mjcore.scoring.mcr.reference import random_win

    for _ in range(4000):
        won, context = random_win(rng)
        if won.bonus or not find_system("mcr").score(won, context).meets_minimum:
            continue
        ready = won.without_tile(context.win_tile)
        held = ready.all_counts()
        near = [Tile(t + d) for t in ready.concealed for d in (-2, -1, 0, 1, 2)  # a tile that makes another wait
                if 0 <= t + d < 34 and (d == 0 or (t.is_suited and Tile(t + d).suit is t.suit))]
        near = [t for t in near if held[t] < 4 and t != context.win_tile]
        if not near:
            continue
        hand = ready.with_tile(rng.choice(near))
        situation = WinContext(context.win_tile, seat_wind=context.seat_wind, round_wind=context.round_wind)
        found = toward_8(hand, situation)
        if len(found) < 2 or found[0].valued_count == 0 or found[0].valued_count == found[1].valued_count:
            continue
        fastest = max(found, key=lambda d: d.seen)
        if level >= 2 and (fastest.tile == found[0].tile or fastest.seen == found[0].seen):
            continue
        why = Message.of("drill.toward8.why", tile=found[0].tile, table=_Toward8Table(found))
        prompt = Message.join([Message("drill.toward8.prompt"),
                               Message.of("drill.toward8.winds", seat=context.seat_wind, round=context.round_wind)])
        return Question("mcr_toward_8", level, prompt, AnswerForm.ONE, (str(found[0].tile),), why, hand=hand,
                        options=tuple(tile_option(t) for t in sorted(set(hand.concealed))), context=situation)
    raise RuntimeError("no toward-8 puzzle found")  # pragma: no cover


# -- claim or pass ------------------------------------------------------------------------------------
#: Where the discard comes from; only the player on the left's discard may be chowed.
SEATS_FROM = ("left", "opposite", "right")


@dataclass(frozen=True, slots=True)
class Claim:
    """One answer to a discard: ``value`` (``pass``, ``pung``, ``kong``, ``chow:3m``, ``mahjong``),
    the shanten it leaves after the best discard and that discard's useful tiles."""

    value: str
    shanten: int
    useful: int
    discard: Tile | None = None

    @property
    def label(self) -> Message:
        kind, _, start = self.value.partition(":")
        if kind == "chow":
            first = Tile.from_str(start)
            return Message.of("drill.claim.chow", tiles=tiles_str((first, Tile(first + 1), Tile(first + 2))))
        return Message(f"quiz.claim.{kind}")


def claim_options(hand: Hand, tile: Tile, seat: str) -> tuple[Claim, ...]:
    """Every legal answer to ``tile`` discarded by the player at ``seat`` (the game's claim
    rules, :func:`mjcore.game.claims.set_claims`), each with what it leaves; ``pass`` first.
    A kong is left out: it never brings a hand closer (a replacement tile comes in its place)."""
    counts, melds = hand.counts(), len(hand.melds)
    held = hand.all_counts()
    unseen = unseen_counts(hand, (tile,))
    base = shanten(hand)
    out = [Claim("pass", base, 0)]
    if is_winning(hand.with_tile(tile)):
        out.append(Claim("mahjong", -1, 0))
    for action in set_claims(counts, tile, 0, may_chow=seat == "left", may_kong=False):
        kind = action.kind.name.lower()
        rest = list(counts)
        if kind == "chow":
            assert action.tile is not None
            used = [Tile(action.tile + i) for i in range(3)]
            used.remove(tile)
            value = f"chow:{action.tile}"
        else:
            used, value = [tile, tile], kind
        for t in used:
            rest[t] -= 1
        after = list(held)
        after[tile] += 1
        top = rank_discards(rest, melds + 1, after, unseen)[0]
        out.append(Claim(value, top.shanten, top.useful_count, top.tile))
    return tuple(out)


def best_claim(options: Sequence[Claim]) -> Claim:
    """Mahjong when it is there; else the claim that leaves fewer shanten than passing (the
    most useful tiles among those), as the advanced computer player claims; else pass."""
    by_value = {o.value: o for o in options}
    if "mahjong" in by_value:
        return by_value["mahjong"]
    base = by_value["pass"].shanten
    better = [o for o in options if o.value != "pass" and o.shanten < base]
    if not better:
        return by_value["pass"]
    return min(better, key=lambda o: (o.shanten, -o.useful))


@dataclass(frozen=True, slots=True)
class _ClaimTable:
    options: tuple[Claim, ...]

    def text(self, lang: str | None = None) -> str:
        lines = []
        for o in self.options:
            if o.value == "mahjong":
                lines.append(Message("drill.claim.line.mahjong").text(lang))
            elif o.value == "pass" or o.discard is None:
                lines.append(Message.of("drill.claim.line.pass", what=o.label, n=o.shanten).text(lang))
            else:
                lines.append(Message.of("drill.claim.line", what=o.label, tile=o.discard, n=o.shanten,
                                        count=o.useful).text(lang))
        return "\n".join(lines)


def claim_or_pass(rng: random.Random, level: int) -> Question:
    """A discard at the table: claim it (which set) or pass. Level 1: from the left, 2: from any
    seat, 3: with open sets already."""
    for _ in range(4000):
        hand = replace_tiles(ready_hand(rng, 0.0 if level < 3 else 0.4), rng, rng.choice((0, 1, 1)))
        held = hand.all_counts()
        near = [Tile(t + d) for t in hand.concealed for d in (-1, 0, 1) if 0 <= t + d < 34 and held[Tile(t + d)] < 4]
        if not near:
            continue
        tile = rng.choice(near)
        seat = "left" if level == 1 else rng.choice(SEATS_FROM)
        options = claim_options(hand, tile, seat)
        if len(options) < 2:
            continue
        best = best_claim(options)
        why = Message.of("drill.claim.why", best=best.label, table=_ClaimTable(options))
        prompt = Message.of("drill.claim.prompt", who=Message(f"quiz.seat.{seat}"), tile=tile)
        return Question("claim_or_pass", level, prompt, AnswerForm.ONE, (best.value,), why, tiles=(tile,),
                        hand=hand, options=tuple(Option(o.value, o.label) for o in options))
    raise RuntimeError("no claim decision found")  # pragma: no cover


# -- the safe discard -----------------------------------------------------------------------------
def safe_discard(rng: random.Random, level: int) -> Question:
    """An opponent is ready; their discards are shown. Which of your tiles is safe? The one
    they discarded themselves; the others are their waits (from :func:`mjcore.analysis.waits`
    on their hidden hand, shown in the explanation). Level 1: two tiles to choose from, 2: up
    to four."""
    for _ in range(2000):
        theirs = ready_hand(rng, 0.3)
        danger = [w.tile for w in waits(theirs)]
        if len(danger) < (1 if level == 1 else 2):
            continue
        held = theirs.all_counts()
        free = [t for t in KINDS if t not in danger and held[t] < 3]
        discards = tuple(rng.sample(free, rng.randint(5, 9)))
        safe = rng.choice(discards)
        picked = rng.sample(danger, min(len(danger), 1 if level == 1 else 3))
        options = sorted([safe, *picked])
        why = Message.of("drill.safe.why", tile=safe, hand=str(theirs), waits=tiles_str(danger))
        prompt = Message.of("drill.safe.prompt", discards=" ".join(str(t) for t in discards),
                            melds=" ".join(str(m) for m in theirs.melds) or "-")
        return Question("safe_discard", level, prompt, AnswerForm.ONE, (str(safe),), why, tiles=discards,
                        options=tuple(tile_option(t) for t in options))
    raise RuntimeError("no safe-discard puzzle found")  # pragma: no cover

