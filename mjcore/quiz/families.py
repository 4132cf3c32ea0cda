"""The quiz families: one seeded generator per kind of question, each with its track, stage
and difficulty levels.

Every answer is computed by the rules core (:func:`~mjcore.analysis.waits`,
:func:`~mjcore.shanten.shanten`, :func:`~mjcore.analysis.analyze_discards`,
:func:`~mjcore.decompose.decompositions`, :func:`~mjcore.scoring.find_system`), never written
by hand; the tests re-check every family independently.

>>> import random
>>> q = generate("find_waits", random.Random(4), 1)
>>> from mjcore import waits
>>> list(q.answer) == [str(w.tile) for w in waits(q.hand)]
True
>>> FAMILIES["tile_name"].track, FAMILIES["riichi_han_fu"].track
('kids', 'adults')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from mjcore.analysis import analyze_discards, useful_tiles, waits
from mjcore.decompose import is_winning
from mjcore.drills.efficiency import claim_or_pass, discard_accuracy, mcr_toward_8, safe_discard, waits_drill
from mjcore.drills.fu import fu_steps
from mjcore.drills.scoring import classical_steps, hk_steps, kids_steps, mcr_steps, riichi_steps
from mjcore.drills.settle import settle_steps
from mjcore.game.actions import Action
from mjcore.game.claims import resolve, set_claims
from mjcore.generate import random_winning_hand
from mjcore.hand import Hand
from mjcore.i18n import Message, resolve_lang
from mjcore.minigames.sets import judge
from mjcore.questions.parts import context_text, ready_hand, replace_tiles, tile_option, waits_text, win_text
from mjcore.questions.question import AnswerForm, Option, Question
from mjcore.quiz.errors import LevelError, UnknownFamilyError
from mjcore.scoring import Score, WinContext, find_system
from mjcore.shanten import shanten
from mjcore.tiles import KINDS, SUIT_OFFSET, WINDS, Suit, Tile, tiles_str

Maker = Callable[[random.Random, int], Question]

#: Chinese numerals on the characters tiles, 1..9.
NUMERALS = "一二三四五六七八九"
_SUITED = tuple(t for t in KINDS if t.is_suited)
_ALL = tuple(Tile)


@dataclass(frozen=True, slots=True)
class Family:
    """A kind of question: its name, track (``kids``/``adults``), stage, levels, generator and
    skill area (what it trains: ``tiles``, ``sets``, ``hands``, ``efficiency``, ``defence``,
    ``scoring``); ``system``: the scoring system it is about (``None``: every system's)."""

    name: str
    track: str
    stage: int
    levels: int
    make: Maker
    area: str = "hands"
    system: str | None = None

    @property
    def title(self) -> Message:
        return Message(f"quiz.family.{self.name}")

    def to_json(self) -> dict[str, object]:
        return {"name": self.name, "track": self.track, "stage": self.stage, "levels": self.levels,
                "area": self.area, "title_ru": self.title.text("ru"), "title_en": self.title.text("en")}


# -- helpers ----------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class _ScoreTable:
    """A score's itemised table as a message parameter, in the language it is shown in."""

    score: Score
    #: It has children's words of its own (tiles by name on the kids' track).
    speaks_kids = True

    def text(self, lang: str | None = None, *, kids: bool = False) -> str:
        return self.score.explain(lang, kids=kids)


@dataclass(frozen=True, slots=True)
class _Groups:
    """Groups of tiles as a message parameter: ``123p / 234p``, or for a child (the kids'
    track shows no codes) the tiles by their children's names.

    >>> groups = _Groups(((Tile.P1, Tile.P2, Tile.P3),))
    >>> groups.text("en"), groups.text("en", kids=True)
    ('123p', '1 coin, 2 coins, 3 coins')
    """

    groups: tuple[tuple[Tile, ...], ...]
    #: It has children's words of its own (see :func:`mjcore.i18n.show`).
    speaks_kids = True

    def text(self, lang: str | None = None, *, kids: bool = False) -> str:
        if kids:
            from mjcore.kidswords import child_tile_name

            sep = " / "
            return sep.join(", ".join(child_tile_name(t, lang) for t in group) for group in self.groups)
        return " / ".join(tiles_str(group) for group in self.groups)


@dataclass(frozen=True, slots=True)
class _FanName:
    """The name of a Chinese Official fan (from the fan table) as a message parameter."""

    key: str

    def text(self, lang: str | None = None) -> str:
        from mjcore.scoring.mcr.fans import FANS_BY_KEY

        fan = FANS_BY_KEY[self.key]
        return fan.en if resolve_lang(lang) == "en" else fan.ru




def _key_option(value: str, key: str) -> Option:
    return Option(value, Message(key))


def describe(tile: Tile) -> Message:
    """What a tile is, for a learner: its suit and number, or its kind of honor or bonus.

    >>> describe(Tile.P5).text("en")
    '5 of Dots (5p): the suit is Dots, the number is 5.'
    """
    if tile.is_suited:
        return Message.of("quiz.about.suited", tile=tile, suit=tile.suit, n=tile.number)
    if tile.is_wind:
        return Message.of("quiz.about.wind", tile=tile)
    if tile.is_dragon:
        return Message.of("quiz.about.dragon", tile=tile)
    return Message.of("quiz.about.bonus", tile=tile, seat=tile.seat)






def _tries(make: Callable[[], Question | None], limit: int = 2000) -> Question:
    for _ in range(limit):
        question = make()
        if question is not None:
            return question
    raise RuntimeError("quiz generator found no question")  # pragma: no cover - a bug, not input




# -- kids: tiles --------------------------------------------------------------------------------
def _tile_name(rng: random.Random, level: int) -> Question:
    pool = _SUITED if level == 1 else KINDS if level == 2 else _ALL
    tile = rng.choice(pool)
    if tile.is_suited and level == 1:  # near misses: same suit or same number
        near = [t for t in _SUITED if t != tile and (t.suit is tile.suit or t.number == tile.number)]
    else:
        near = [t for t in pool if t != tile]
    options = [tile] + rng.sample(near, 3)
    rng.shuffle(options)
    return Question("tile_name", level, Message("quiz.tile_name.prompt"), AnswerForm.ONE, (str(tile),),
                    describe(tile), tiles=(tile,), options=tuple(tile_option(t) for t in options))


def _tile_suit(rng: random.Random, level: int) -> Question:
    pool = _SUITED if level == 1 else KINDS if level == 2 else _ALL
    tile = rng.choice(pool)
    letters = ("m", "p", "s") if level == 1 else ("m", "p", "s", "z") if level == 2 else ("m", "p", "s", "z", "f")
    options = tuple(Option(letter, Message.of("quiz.option.suit", suit=Suit(letter))) for letter in letters)
    why = Message.join([describe(tile), Message(f"quiz.suit_hint.{tile.suit.value}")])
    return Question("tile_suit", level, Message("quiz.tile_suit.prompt"), AnswerForm.ONE, (tile.suit.value,),
                    why, tiles=(tile,), options=options)


def _tile_number(rng: random.Random, level: int) -> Question:
    pool = [t for t in _SUITED if level > 1 or t.suit is not Suit.CHARACTERS]
    tile = rng.choice(pool)
    why = describe(tile)
    if tile.suit is Suit.CHARACTERS:
        why = Message.join([why, Message.of("quiz.numeral.why", char=NUMERALS[tile.number - 1], n=tile.number)])
    return Question("tile_number", level, Message("quiz.tile_number.prompt"), AnswerForm.NUMBER,
                    (str(tile.number),), why, tiles=(tile,), show_index=False)


def _chinese_numeral(rng: random.Random, level: int) -> Question:
    n = rng.randint(1, 5 if level == 1 else 9)
    tile = Tile.of(Suit.CHARACTERS, n)
    char = NUMERALS[n - 1]
    why = Message.join([Message.of("quiz.numeral.why", char=char, n=n),
                        Message.of("quiz.numeral.table", table=" ".join(f"{c}={i}" for i, c in enumerate(NUMERALS, 1)))])
    if level == 3:
        return Question("chinese_numeral", level, Message.of("quiz.numeral.prompt_char", char=char),
                        AnswerForm.NUMBER, (str(n),), why)
    return Question("chinese_numeral", level, Message("quiz.numeral.prompt"), AnswerForm.NUMBER,
                    (str(n),), why, tiles=(tile,), show_index=False)


# -- kids: sets ---------------------------------------------------------------------------------
SET_OPTIONS = ("chow", "pung", "kong", "none")


def set_kind(tiles: Sequence[Tile]) -> str:
    """``'chow'``, ``'pung'``, ``'kong'`` or ``'none'``: what these tiles make (in any order) —
    the mini-game's verdict (:func:`mjcore.minigames.sets.judge`).

    >>> set_kind([Tile.S9, Tile.S7, Tile.S8]), set_kind([Tile.EAST, Tile.SOUTH, Tile.WEST])
    ('chow', 'none')
    """
    kind = judge(tiles, strict_order=False).kind
    return kind.value if kind is not None else "none"


def _set_tiles(rng: random.Random, level: int) -> list[Tile]:
    kinds = ["chow", "pung", "none", "none"] + (["kong", "none4"] if level >= 2 else [])
    kind = rng.choice(kinds)
    start = rng.choice([t for t in _SUITED if t.number <= 7])
    if kind == "chow":
        return [start, Tile(start + 1), Tile(start + 2)]
    if kind == "pung":
        return [rng.choice(KINDS)] * 3
    if kind == "kong":
        return [rng.choice(KINDS)] * 4
    if kind == "none4":
        return [start, Tile(start + 1), Tile(start + 2), rng.choice(KINDS)]
    miss = rng.choice(["mixed", "gap", "honors", "pair"])
    if miss == "mixed":
        other = rng.choice([s for s in (0, 9, 18) if s != SUIT_OFFSET[start.suit]])
        return [start, Tile(other + start.number), Tile(start + 2)]
    if miss == "gap":
        step = rng.choice([(1, 3), (2, 3), (2, 4)]) if start.number <= 5 else (1, 2)
        if start.number <= 5:
            return [start, Tile(start + step[0]), Tile(start + step[1])]
        return [start, Tile(start + 2), Tile(start + 2)] if rng.random() < 0.3 else [Tile(start - 1), start, Tile(start + 2)]
    if miss == "honors":
        group = rng.choice([WINDS, (Tile.WHITE, Tile.GREEN, Tile.RED)])
        return list(rng.sample(group, 3))
    tile = rng.choice(KINDS)
    return [tile, tile, rng.choice([t for t in KINDS if t != tile])]


def _set_kind(rng: random.Random, level: int) -> Question:
    tiles = _set_tiles(rng, level)
    if level >= 2:
        rng.shuffle(tiles)
    kind = set_kind(tiles)
    text = _Groups((tuple(sorted(tiles)),))
    verdict = judge(tiles, strict_order=False)
    why = Message.of(f"quiz.set.is_{kind}", tiles=text) if verdict.ok else Message.of("quiz.set.not", tiles=text, why=verdict.message())
    options = tuple(_key_option(k, f"quiz.set.{k}") for k in SET_OPTIONS if level >= 2 or k != "kong")
    return Question("set_kind", level, Message("quiz.set_kind.prompt"), AnswerForm.ONE, (kind,), why,
                    tiles=tuple(tiles), options=options)


def chow_completions(a: Tile, b: Tile) -> tuple[Tile, ...]:
    """The tiles that make a chow with ``a`` and ``b``.

    >>> chow_completions(Tile.P4, Tile.P5), chow_completions(Tile.S1, Tile.S3)
    ((Tile.P3, Tile.P6), (Tile.S2,))
    """
    return tuple(t for t in _SUITED if set_kind([a, b, t]) == "chow")


def _complete_chow(rng: random.Random, level: int) -> Question:
    a = rng.choice([t for t in _SUITED if t.number <= 8])
    gaps = [d for d in (1, 2) if a.number + d <= 9]
    b = Tile(a + rng.choice(gaps))
    answer = chow_completions(a, b)
    suit = [Tile.of(a.suit, n) for n in range(1, 10)]
    if level == 1:
        others = [t for t in suit if t not in answer and t not in (a, b)]
        candidates = sorted(set(answer) | set(rng.sample(others, 4 - len(answer))))
    else:
        candidates = suit
    shown = [a, b] if rng.random() < 0.5 or level == 1 else [b, a]
    why = Message.of("quiz.chow.why", a=a, b=b, tiles=_Groups(tuple(tuple(sorted((a, b, t))) for t in answer)))
    return Question("complete_chow", level, Message("quiz.complete_chow.prompt"), AnswerForm.SEVERAL,
                    tuple(str(t) for t in answer), why, tiles=tuple(shown),
                    options=tuple(tile_option(t) for t in candidates))


def properties(tile: Tile) -> frozenset[tuple[str, object]]:
    """What an odd-one-out question may compare: suit, number, winds/dragons, suited/honor."""
    props: set[tuple[str, object]] = set()
    if tile.is_suited:
        props |= {("suit", tile.suit.value), ("number", tile.number), ("class", "suited")}
    elif tile.is_honor:
        props |= {("group", "wind" if tile.is_wind else "dragon"), ("class", "honor")}
    return frozenset(props)


def odd_ones(tiles: Sequence[Tile]) -> tuple[tuple[Tile, tuple[str, object]], ...]:
    """Each tile that lacks a property all the others share, with that property."""
    found = []
    for i, tile in enumerate(tiles):
        others = [t for j, t in enumerate(tiles) if j != i]
        common = frozenset.intersection(*(properties(t) for t in others)) - properties(tile)
        if common:
            found.append((tile, min(common, key=str)))
    return tuple(found)


def _odd_one_out(rng: random.Random, level: int) -> Question:
    def attempt() -> Question | None:
        if level == 1 or (level == 3 and rng.random() < 0.3):
            suit = rng.choice("mps")
            group = [t for t in _SUITED if t.suit.value == suit]
            outside = [t for t in KINDS if t.suit.value != suit]
        elif rng.random() < 0.6:
            n = rng.randint(1, 9)
            group = [t for t in _SUITED if t.number == n]
            outside = [t for t in _SUITED if t.number != n]
        else:
            group = list(rng.choice([WINDS, (Tile.WHITE, Tile.GREEN, Tile.RED)]))
            outside = [t for t in KINDS if t not in group]
        tiles = rng.sample(group, 3) + [rng.choice(outside)]
        rng.shuffle(tiles)
        found = odd_ones(tiles)
        if len(set(tiles)) != 4 or len(found) != 1:
            return None
        odd, (what, value) = found[0]
        others = [t for t in tiles if t != odd]
        if what == "suit":
            same = Message.of("quiz.odd.suit", suit=Suit(str(value)))
        elif what == "number":
            same = Message.of("quiz.odd.number", n=value)
        else:
            same = Message(f"quiz.odd.{value}")
        why = Message.of("quiz.odd.why", others=tuple(others), same=same, odd=odd)
        return Question("odd_one_out", level, Message("quiz.odd_one_out.prompt"), AnswerForm.ONE, (str(odd),),
                        why, tiles=tuple(tiles), options=tuple(tile_option(t) for t in tiles))

    return _tries(attempt)


# -- adults: hands ------------------------------------------------------------------------------
YES_NO = ("yes", "no")


def _seven_pairs_hand(rng: random.Random) -> Hand:
    kinds = rng.sample(KINDS, 7)
    return Hand(tuple(k for k in kinds for _ in range(2)))


def _is_winning(rng: random.Random, level: int) -> Question:
    if level == 3 and rng.random() < 0.3:
        hand = _seven_pairs_hand(rng)
    else:
        hand, _ = random_winning_hand(rng, open_melds=0.0 if level == 1 else 0.3, kongs=0.0 if level == 1 else 0.08)
    if rng.random() < 0.5:
        hand = Hand(replace_tiles(hand, rng, 1).concealed, hand.melds, hand.bonus)
    answer = "yes" if is_winning(hand) else "no"
    why = win_text(hand) if answer == "yes" else Message.of("quiz.win.no", shanten=shanten(hand))
    return Question("is_winning", level, Message("quiz.is_winning.prompt"), AnswerForm.ONE, (answer,), why,
                    hand=hand, options=tuple(_key_option(v, f"quiz.{v}") for v in YES_NO))




def _find_waits(rng: random.Random, level: int) -> Question:
    def attempt() -> Question | None:
        hand = ready_hand(rng, 0.0 if level == 1 else 0.3)
        found = [w.tile for w in waits(hand)]
        if level == 3 and len(found) < 2:
            return None
        why = Message.join([Message.of("quiz.waits.why", count=len(found)), waits_text(hand, found)])
        return Question("find_waits", level, Message("quiz.find_waits.prompt"), AnswerForm.TILES,
                        tuple(str(t) for t in found), why, hand=hand)

    return _tries(attempt)


def _useful_text(hand: Hand) -> Message:
    _, useful = useful_tiles(hand.counts(), len(hand.melds), hand.all_counts())
    return Message.of("quiz.useful", tiles=tiles_str(useful) or "-")


def _shanten(rng: random.Random, level: int) -> Question:
    hand = replace_tiles(ready_hand(rng, 0.0 if level < 3 else 0.3), rng, level)
    value = shanten(hand)
    why = Message.join([Message.of("quiz.shanten.why", n=value), _useful_text(hand)])
    return Question("shanten", level, Message("quiz.shanten.prompt"), AnswerForm.NUMBER, (str(value),), why,
                    hand=hand)


def _best_discard(rng: random.Random, level: int) -> Question:
    def attempt() -> Question | None:
        ready = replace_tiles(ready_hand(rng, 0.0 if level < 3 else 0.3), rng, level - 1)
        held = ready.all_counts()
        hand = ready.with_tile(rng.choice([t for t in KINDS if held[t] < 4]))
        if is_winning(hand):
            return None
        ranked = analyze_discards(hand)
        if len(ranked) < 2 or (ranked[0].shanten, ranked[0].useful_count) == (ranked[1].shanten, ranked[1].useful_count):
            return None
        best, second = ranked[0], ranked[1]
        why = Message.of("quiz.discard.why", tile=best.tile, n=best.shanten, count=best.useful_count,
                       useful=tiles_str(best.useful) or "-", second=second.tile, n2=second.shanten,
                       count2=second.useful_count)
        return Question("best_discard", level, Message("quiz.best_discard.prompt"), AnswerForm.ONE,
                        (str(best.tile),), why, hand=hand,
                        options=tuple(tile_option(d.tile) for d in sorted(ranked, key=lambda d: d.tile)))

    return _tries(attempt)


CLAIMS = ("chow", "pung", "kong", "mahjong", "pass")
SEATS_FROM = ("left", "opposite", "right")


def legal_claims(hand: Hand, tile: Tile, seat: str) -> tuple[str, ...]:
    """What a player holding ``hand`` may claim on ``tile`` discarded by the player at ``seat``
    (``left`` is the previous player, the only one whose discard makes a chow) — the game's
    own claim rules (:func:`mjcore.game.claims.set_claims`) and win check.

    >>> legal_claims(Hand.from_str("234m 55p 777s 111z 22z"), Tile.P5, "left")
    ('pung', 'mahjong')
    """
    offered = {action.kind.name.lower() for action in set_claims(hand.counts(), tile, 0, may_chow=seat == "left", may_kong=True)}
    found: list[str] = [claim for claim in ("chow", "pung", "kong") if claim in offered]
    if is_winning(hand.with_tile(tile)):
        found.append("mahjong")
    return tuple(found) or ("pass",)


def _claim(rng: random.Random, level: int) -> Question:
    hand = ready_hand(rng, 0.0 if level == 1 else 0.3)
    held = hand.all_counts()
    near = [Tile(t + d) for t in hand.concealed for d in (-1, 0, 1) if 0 <= t + d < 34]
    choices = [w.tile for w in waits(hand)] if rng.random() < 0.3 else near
    choices = [t for t in choices if held[t] < 4] or [t for t in KINDS if held[t] < 4]
    tile = rng.choice(choices)
    seat = "left" if level == 1 else rng.choice(SEATS_FROM)
    answer = legal_claims(hand, tile, seat)
    why = Message.join([Message.of(f"quiz.claim.why.{claim}", tile=tile) for claim in answer]
                       + ([Message("quiz.claim.chow_left")] if seat != "left" and tile.is_suited else []))
    prompt = Message.of("quiz.claim.prompt", who=Message(f"quiz.seat.{seat}"), tile=tile)
    return Question("claim", level, prompt, AnswerForm.SEVERAL, answer, why, tiles=(tile,), hand=hand,
                    options=tuple(_key_option(c, f"quiz.claim.{c}") for c in CLAIMS))


#: The seats of a table of four in turn order (East, South, West, North), by their words.
SEAT_WORDS = ("game.wind.east", "game.wind.south", "game.wind.west", "game.wind.north")


def _claim_who(rng: random.Random, level: int) -> Question:
    """Several players claim one discard (from any seat): who gets it? The game's own
    :func:`~mjcore.game.claims.resolve` answers. Only the next player may chow; with four copies
    of a tile only one player can pung or kong it; several may go mahjong on it (level 2: often
    two, the tie broken by turn order)."""
    order = (0, 1, 2, 3)
    discarder = rng.randrange(4)
    others = [(discarder + d) % 4 for d in (1, 2, 3)]
    tile = rng.choice([t for t in KINDS if Tile(t).is_suited])
    while True:
        claims: list[Action] = []
        players = rng.sample(others, 2 if level == 1 else 3)
        set_taken = False
        for seat in players:
            kinds = ["mahjong"] + (["pung", "kong"] if not set_taken else []) + (["chow"] if seat == others[0] else [])
            if level >= 2 and any(c.kind.name == "MAHJONG" for c in claims) and rng.random() < 0.6:
                kinds = ["mahjong"]  # a tie between two winners
            kind = rng.choice(kinds)
            set_taken = set_taken or kind in ("pung", "kong")
            claims.append({"mahjong": Action.mahjong, "pung": Action.pung, "kong": Action.kong}[kind](seat)
                          if kind != "chow" else Action.chow(seat, Tile(tile - Tile(tile).number + rng.randint(
                              max(1, Tile(tile).number - 2), min(Tile(tile).number, 7)))))
        if len({c.kind for c in claims}) > 1 or (len(claims) > 1 and claims[0].kind.name == "MAHJONG"):
            break
    best = resolve(claims, discarder, order)
    assert best is not None
    said = Message.join([Message.of("quiz.claim_who.claim", seat=Message(SEAT_WORDS[c.seat]),
                                    claim=Message(f"quiz.claim.{c.kind.name.lower()}"))
                         for c in sorted(claims, key=lambda c: c.seat)], ", ")
    prompt = Message.of("quiz.claim_who.prompt", seat=Message(SEAT_WORDS[discarder]), tile=Tile(tile), claims=said)
    tie = sum(c.kind == best.kind for c in claims) > 1
    turn = Message.join([Message(SEAT_WORDS[s]) for s in others], " → ")
    why = Message.join([Message("quiz.claim_who.why.kinds")]
                       + ([Message.of("quiz.claim_who.why.tie", turn=turn)] if tie else [])
                       + [Message.of("quiz.claim_who.why.gets", seat=Message(SEAT_WORDS[best.seat]),
                                     claim=Message(f"quiz.claim.{best.kind.name.lower()}"))], " ")
    options = tuple(Option(str(s), Message(SEAT_WORDS[s])) for s in others)
    return Question("claim_who", level, prompt, AnswerForm.ONE, (str(best.seat),), why, tiles=(Tile(tile),),
                    options=options)


# -- scoring ------------------------------------------------------------------------------------


def _random_context(rng: random.Random, hand: Hand, win: Tile, level: int) -> WinContext:
    if level == 1:
        return WinContext(win)
    return WinContext(win, self_drawn=rng.random() < 0.4, seat_wind=rng.choice(WINDS), round_wind=rng.choice(WINDS))


def _score_question(family: str, system: str, level: int, hand: Hand, context: WinContext, value: int,
                    prompt_key: str) -> Question:
    score = find_system(system).score(hand, context)
    prompt = Message.join([Message(prompt_key), context_text(context)])
    why = Message.of("quiz.score.why", score=_ScoreTable(score))
    return Question(family, level, prompt, AnswerForm.NUMBER, (str(value),), why, hand=hand, context=context)


def _kids_score(rng: random.Random, level: int) -> Question:
    hand, win = random_winning_hand(rng, open_melds=0.3, kongs=0.0 if level == 1 else 0.1)
    context = WinContext(win)
    if level >= 2:
        bonus = tuple(rng.sample(tuple(Tile(k) for k in range(34, 42)), rng.randint(0, 3)))
        hand = Hand(hand.concealed, hand.melds, bonus)
        context = WinContext(win, seat_wind=rng.choice(WINDS))
    score = find_system("kids").score(hand, context)
    sum_text = " + ".join(str(item.value) for item in score.items) + f" = {score.total}"
    why = Message.of("quiz.kids_score.why", sum=sum_text, score=_ScoreTable(score))
    prompt = Message.join([Message("quiz.kids_score.prompt"), Message.of("quiz.ctx.seat", seat=context.seat)])
    return Question("kids_score", level, prompt, AnswerForm.NUMBER, (str(score.total),), why, hand=hand,
                    context=context)


def _points(family: str, system: str) -> Maker:
    def make(rng: random.Random, level: int) -> Question:
        hand, win = random_winning_hand(rng, open_melds=0.3)
        context = _random_context(rng, hand, win, level)
        total = find_system(system).score(hand, context).total
        return _score_question(family, system, level, hand, context, total, f"quiz.{family}.prompt")

    return make


def _mcr_total(rng: random.Random, level: int) -> Question:
    from mjcore.scoring.mcr.reference import random_win

    hand, context = random_win(rng)
    total = find_system("mcr").score(hand, context).total
    return _score_question("mcr_total", "mcr", level, hand, context, total, "quiz.mcr_total.prompt")


def _mcr_fan_name(rng: random.Random, level: int) -> Question:
    from mjcore.scoring.mcr.fans import FANS, FANS_BY_KEY
    from mjcore.scoring.mcr.reference import random_win

    hand, context = random_win(rng)
    score = find_system("mcr").score(hand, context)
    scored = {item.key for item in score.items}
    key = rng.choice(sorted(scored))
    pool = [fan.key for fan in FANS if fan.key not in scored]
    if level == 1:  # distractors worth more points than the answer: an easier guess
        pool = [k for k in pool if FANS_BY_KEY[k].points != FANS_BY_KEY[key].points] or pool
    keys = [key] + rng.sample(pool, 3)
    rng.shuffle(keys)
    options = tuple(Option(k, Message.of("quiz.option.fan", name=_FanName(k), zh=FANS_BY_KEY[k].zh)) for k in keys)
    prompt = Message.join([Message("quiz.mcr_fan_name.prompt"), context_text(context)])
    why = Message.of("quiz.score.why", score=_ScoreTable(score))
    return Question("mcr_fan_name", level, prompt, AnswerForm.ONE, (key,), why, hand=hand, options=options,
                    context=context)


def _riichi(rng: random.Random, level: int) -> Question:
    def attempt() -> Question | None:
        hand, win = random_winning_hand(rng, open_melds=0.2, kongs=0.03)
        self_drawn = rng.random() < 0.4
        context = WinContext(win, self_drawn=self_drawn, seat_wind=rng.choice(WINDS), round_wind=rng.choice(WINDS[:2]),
                             riichi=hand.is_concealed and rng.random() < 0.5)
        score = find_system("riichi").score(hand, context)
        if not score.meets_minimum or score.han is None or score.fu is None or score.limit == "yakuman":
            return None
        value = score.han if level == 1 else score.fu
        prompt = Message.join([Message("quiz.riichi_han_fu.prompt_han" if level == 1 else "quiz.riichi_han_fu.prompt_fu"),
                               context_text(context)])
        why = Message.of("quiz.score.why", score=_ScoreTable(score))
        return Question("riichi_han_fu", level, prompt, AnswerForm.NUMBER, (str(value),), why, hand=hand,
                        context=context)

    return _tries(attempt)


# -- the table ----------------------------------------------------------------------------------
FAMILIES: dict[str, Family] = {
    f.name: f
    for f in (
        Family("tile_name", "kids", 1, 3, _tile_name, "tiles"),
        Family("tile_suit", "kids", 1, 3, _tile_suit, "tiles"),
        Family("tile_number", "kids", 1, 2, _tile_number, "tiles"),
        Family("chinese_numeral", "kids", 2, 3, _chinese_numeral, "tiles"),
        Family("set_kind", "kids", 2, 3, _set_kind, "sets"),
        Family("complete_chow", "kids", 2, 2, _complete_chow, "sets"),
        Family("odd_one_out", "kids", 2, 3, _odd_one_out, "tiles"),
        Family("kids_score", "kids", 4, 2, _kids_score, "scoring", system="kids"),
        Family("is_winning", "adults", 1, 3, _is_winning, "hands"),
        Family("find_waits", "adults", 2, 3, _find_waits, "hands"),
        Family("claim", "adults", 2, 2, _claim, "sets"),
        Family("claim_who", "adults", 2, 2, _claim_who, "sets"),
        Family("shanten", "adults", 3, 3, _shanten, "efficiency"),
        Family("best_discard", "adults", 3, 3, _best_discard, "efficiency"),
        Family("classical_points", "adults", 4, 2, _points("classical_points", "classical"), "scoring", system="classical"),
        Family("hk_fan", "adults", 4, 2, _points("hk_fan", "hk"), "scoring", system="hk"),
        Family("mcr_fan_name", "adults", 5, 2, _mcr_fan_name, "scoring", system="mcr"),
        Family("mcr_total", "adults", 5, 1, _mcr_total, "scoring", system="mcr"),
        Family("riichi_han_fu", "adults", 6, 2, _riichi, "scoring", system="riichi"),
        # practice drills (mjcore.drills): scoring worked out step by step, efficiency measured
        Family("score_kids", "kids", 4, 3, kids_steps, "scoring", system="kids"),
        Family("score_classical", "adults", 4, 4, classical_steps, "scoring", system="classical"),
        Family("score_hk", "adults", 4, 4, hk_steps, "scoring", system="hk"),
        Family("score_mcr", "adults", 5, 3, mcr_steps, "scoring", system="mcr"),
        Family("score_riichi", "adults", 6, 4, riichi_steps, "scoring", system="riichi"),
        Family("fu_riichi", "adults", 6, 3, fu_steps, "scoring", system="riichi"),
        Family("discard_accuracy", "adults", 3, 3, discard_accuracy, "efficiency"),
        Family("waits_drill", "adults", 2, 3, waits_drill, "hands"),
        Family("mcr_toward_8", "adults", 5, 2, mcr_toward_8, "efficiency", system="mcr"),
        Family("claim_or_pass", "adults", 3, 3, claim_or_pass, "efficiency"),
        Family("safe_discard", "adults", 3, 2, safe_discard, "defence"),
        Family("settle_classical", "adults", 4, 3, settle_steps, "scoring", system="classical"),
    )
}


def find_family(name: str) -> Family:
    """The family called ``name``; :class:`UnknownFamilyError` (localized) if none."""
    family = FAMILIES.get(name)
    if family is None:
        raise UnknownFamilyError("error.quiz.unknown_family", name=name, known=", ".join(FAMILIES))
    return family


def generate(family: str, rng: random.Random, level: int = 1) -> Question:
    """One question of ``family`` at ``level`` (1 = easiest) from the seeded ``rng``."""
    found = find_family(family)
    if not 1 <= level <= found.levels:
        raise LevelError("error.quiz.level", name=family, level=level, levels=found.levels)
    return found.make(rng, level)
