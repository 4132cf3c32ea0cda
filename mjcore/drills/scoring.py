"""Score it yourself: a winning hand counted step by step, for every scoring system.

Each drill is built from the system's own :class:`~mjcore.scoring.Score` — its items, its
doubles, its fu lines, its payments — so no answer is ever typed: the steps only ask, in the
order a player counts, what the scorer already knows, and each step's explanation is the
scorer's reason for that line.  The last step is the drill's :class:`~mjcore.quiz.Question`
(its explanation the itemised score); the steps before it are ``question.steps``
(:func:`all_steps` gives them all).

The steps per system (``level`` 1 is one set or the first part, the last level a full hand
in a random situation):

- kids: each set's points (chow 3, pung 4, kong 5, pair 2), the own bonus tiles, the total;
- classical: each line's points, the doubles, the total, the winner's settlement;
- Hong Kong: the fan patterns present, the fan, the winner's payment;
- Chinese Official: the fans present from a short list (the fans a bigger one includes are
  offered too, and are not counted), then the total;
- riichi: the yaku present, the han, the fu line by line, the fu, the winner's points.

>>> import random
>>> drill = kids_steps(random.Random(1), 2)
>>> steps = all_steps(drill)
>>> sum(int(s.answer[0]) for s in steps[:-1]) == int(steps[-1].answer[0])
True
>>> steps[0].explanation.text("en").startswith("Chow")
True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from mjcore.generate import random_winning_hand
from mjcore.hand import Hand
from mjcore.i18n import Message, plural, resolve_lang
from mjcore.questions.parts import context_text
from mjcore.questions.question import AnswerForm, Option, Question
from mjcore.scoring import Score, WinContext, find_system
from mjcore.scoring.base import SEATS, TEXTS, Item, ScoringSystem
from mjcore.tiles import WINDS, Tile, tiles_str

__all__ = [
    "BUILDERS",
    "RECALL",
    "Amount",
    "ItemName",
    "ItemReason",
    "all_steps",
    "classical_drill",
    "classical_steps",
    "drill",
    "drill_family",
    "hk_drill",
    "hk_receive_prompt",
    "hk_steps",
    "kids_drill",
    "kids_steps",
    "mcr_drill",
    "mcr_steps",
    "riichi_drill",
    "riichi_steps",
    "winner_seat",
]


# -- values that show themselves in a message ---------------------------------------------------
@dataclass(frozen=True, slots=True)
class ItemName:
    """The name of a scoring line (any system) as a message parameter.

    >>> ItemName("kids.chow").text("en"), ItemName("kids.chow").text("ru")
    ('Chow', 'Чоу')
    """

    key: str

    def text(self, lang: str | None = None) -> str:
        return TEXTS.text(self.key, resolve_lang(lang))


@dataclass(frozen=True, slots=True)
class LineTiles:
    """A scoring line's tiles as a step's parameter: `` 123m`` (after the line's name), the
    children's names on the kids' track (a message shown with ``tiles="kids"``).

    >>> from mjcore.notation import parse_tiles
    >>> LineTiles(parse_tiles("123p")).text("en"), LineTiles(parse_tiles("123p")).text("en", kids=True)
    (' 123p', ' 1 coin, 2 coins, 3 coins')
    """

    tiles: tuple[Tile, ...]
    #: It has children's words of its own (see :func:`mjcore.i18n.show`).
    speaks_kids = True

    def text(self, lang: str | None = None, *, kids: bool = False) -> str:
        if not self.tiles:
            return ""
        if kids:
            from mjcore.kidswords import child_tile_name

            return " " + ", ".join(child_tile_name(tile, lang) for tile in self.tiles)
        return " " + tiles_str(self.tiles)


@dataclass(frozen=True, slots=True)
class ItemReason:
    """The scorer's reason for one line, as a message parameter."""

    item: Item
    #: It has children's words of its own (tiles by name on the kids' track).
    speaks_kids = True

    def text(self, lang: str | None = None, *, kids: bool = False) -> str:
        return self.item.reason(resolve_lang(lang), kids=kids)


@dataclass(frozen=True, slots=True)
class Amount:
    """A number with its unit's plural form: ``3 points``, ``1 double``, ``40 fu``.

    >>> Amount(3, "points").text("en"), Amount(1, "doubles").text("ru")
    ('3 points', '1 удвоение')
    """

    n: int
    unit: str

    def text(self, lang: str | None = None) -> str:
        return f"{self.n} {plural(f'score.unit.{self.unit}', self.n, resolve_lang(lang))}"


@dataclass(frozen=True, slots=True)
class _Table:
    """The itemised score as a message parameter."""

    score: Score
    #: It has children's words of its own (tiles by name on the kids' track).
    speaks_kids = True

    def text(self, lang: str | None = None, *, kids: bool = False) -> str:
        return self.score.explain(lang, kids=kids)


# -- building blocks ----------------------------------------------------------------------------
def all_steps(drill: Question) -> tuple[Question, ...]:
    """Every step of a drill in order, the drill itself (the last step) included."""
    return (*drill.steps, replace(drill, steps=()))


def winner_seat(context: WinContext) -> str:
    """The winner's seat letter (``"E"``..``"N"``) in a score's payments."""
    return SEATS[WINDS.index(context.seat_wind)]


def _number(family: str, level: int, hand: Hand, context: WinContext, prompt: Message, value: int,
            why: Message, tiles: Sequence[Tile] = ()) -> Question:
    return Question(family, level, prompt, AnswerForm.NUMBER, (str(value),), why, tiles=tuple(tiles),
                    hand=hand, context=context)


def _item_step(family: str, level: int, hand: Hand, context: WinContext, item: Item, n: int,
               named: bool = True) -> Question:
    """How much one line scores (a line counted twice, such as two own bonus tiles, in all);
    ``named=False``: the line is shown by its tiles only (the learner tells what it is)."""
    unit = Message(f"drill.unit.{item.unit}")
    if named or not item.tiles:
        prompt = Message.of("drill.ask.item", n=n, name=ItemName(item.key), tiles=LineTiles(tuple(item.tiles)), unit=unit)
    else:
        prompt = Message.of("drill.ask.item_unnamed", n=n, tiles=LineTiles(tuple(item.tiles)), unit=unit)
    why = Message.of("drill.why.item", name=ItemName(item.key), amount=Amount(item.value, item.unit),
                     reason=ItemReason(item))
    return _number(family, level, hand, context, prompt, item.value, why, item.tiles)


def _sum_text(values: Sequence[int], total: int) -> str:
    return " + ".join(str(v) for v in values) + f" = {total}" if values else str(total)


def _pick_step(family: str, level: int, hand: Hand, context: WinContext, present: Sequence[Item],
               others: dict[str, Message], n: int) -> Question:
    """Which of a short list of patterns count in this hand: ``present`` do (each with its
    reason), ``others`` (key -> why not) do not."""
    keys = {item.key for item in present}
    options = [Option(key, Message.of("drill.option.pattern", name=ItemName(key))) for key in keys | set(others)]
    options.sort(key=lambda o: o.value)
    why = Message.join(
        [Message.of("drill.why.present", name=ItemName(item.key), reason=ItemReason(item)) for item in present]
        + [Message.of("drill.why.absent", name=ItemName(key), why=reason) for key, reason in sorted(others.items())],
        "\n")
    prompt = Message.of("drill.ask.pick", n=n)
    return Question(family, level, prompt, AnswerForm.SEVERAL, tuple(sorted(keys)), why, hand=hand,
                    options=tuple(options), context=context)


def _names_step(family: str, level: int, hand: Hand, context: WinContext, present: Sequence[Item],
                n: int) -> Question:
    """Recall: the learner types the names of the patterns that count (no list to pick from);
    any of each pattern's names in either language is taken (:mod:`mjcore.questions.names`)."""
    keys = tuple(sorted(dict.fromkeys(item.key for item in present)))
    why = Message.join([Message.of("drill.why.present", name=ItemName(item.key), reason=ItemReason(item))
                        for item in present], "\n")
    options = tuple(Option(key, Message.of("drill.option.pattern", name=ItemName(key))) for key in keys)
    return Question(family, level, Message.of("drill.ask.names", n=n), AnswerForm.NAMES, keys, why, hand=hand,
                    options=options, context=context)


def _finish(steps: list[Question], score: Score, situation: Message | None = None) -> Question:
    """The drill: the last step carries the others and explains itself with the whole score;
    the first and the last step say how the hand was won (``situation``, else the context)."""
    steps = [_with_context(steps[0], situation), *steps[1:]]
    last = steps[-1] if len(steps) == 1 else _with_context(steps[-1], situation)
    why = Message.join([last.explanation, Message.of("drill.why.table", score=_Table(score))], "\n\n")
    return replace(last, explanation=why, steps=tuple(steps[:-1]))


def _with_context(step: Question, situation: Message | None = None) -> Question:
    """A step whose prompt also says how the hand was won (the first and the last)."""
    if step.context is None:
        return step
    if situation is None:
        situation = context_text(step.context)
    if not situation.key:
        return step
    return replace(step, prompt=Message.join([step.prompt, situation], "\n"))


def _retry(make: object, rng: random.Random, limit: int = 400) -> Question:
    for _ in range(limit):
        found = make(rng)  # type: ignore[operator]
        if found is not None:
            assert isinstance(found, Question)
            return found
    raise RuntimeError("drill generator found no hand")  # pragma: no cover - a bug, not input


def _situation(rng: random.Random, win: Tile, *, flowers: bool = False) -> WinContext:
    return WinContext(win, self_drawn=rng.random() < 0.4, seat_wind=rng.choice(WINDS), round_wind=rng.choice(WINDS),
                      flowers=rng.randint(0, 2) if flowers else 0)


def _distractors(rng: random.Random, pool: Sequence[str], present: set[str], k: int) -> list[str]:
    choices = sorted(set(pool) - present)
    return rng.sample(choices, min(k, len(choices)))


# -- kids ---------------------------------------------------------------------------------------
def kids_drill(hand: Hand, context: WinContext, level: int = 1, rng: random.Random | None = None) -> Question:
    """The kids' steps for a winning hand: one set (level 1, chosen by ``rng``), or every set,
    pair and own bonus tile and then the total."""
    family = "score_kids"
    score = find_system("kids").score(hand, context)
    items = list(score.items)
    if level == 1:
        item = (rng or random.Random(0)).choice([i for i in items if i.key != "kids.bonus"])
        step = _item_step(family, level, hand, context, item, 1)
        return replace(step, hand=Hand(item.tiles, check_size=False), context=None)
    steps = [_item_step(family, level, hand, context, item, n) for n, item in enumerate(items, 1)]
    total = Message.of("drill.why.sum", sum=_sum_text([i.value for i in items], score.total))
    steps.append(_number(family, level, hand, context, Message.of("drill.ask.total", n=len(steps) + 1,
                                                                 unit=Message("drill.unit.points")),
                         score.total, total))
    # a child needs only the seat, and only when bonus tiles count
    situation = Message.of("quiz.ctx.seat", seat=context.seat) if hand.bonus else Message("")
    return _finish(steps, score, situation)


def kids_steps(rng: random.Random, level: int) -> Question:
    """Kids: one set (level 1), a full hand (2), a full hand with bonus tiles (3)."""
    hand, win = random_winning_hand(rng, open_melds=0.3, kongs=0.0 if level == 1 else 0.15)
    context = WinContext(win)
    if level >= 3:
        bonus = tuple(rng.sample(tuple(Tile(k) for k in range(34, 42)), rng.randint(1, 3)))
        hand = Hand(hand.concealed, hand.melds, bonus)
        context = WinContext(win, seat_wind=rng.choice(WINDS))
    return kids_drill(hand, context, level, rng)


# -- classical ----------------------------------------------------------------------------------
def classical_drill(hand: Hand, context: WinContext, level: int = 1,
                    rng: random.Random | None = None) -> Question | None:
    """The classical steps: one set's points (level 1), or each line's points, the doubles and
    the total (2), and the winner's settlement (3); at 4 each set is shown by its tiles only
    (the learner knows what it is and what it is worth). ``None`` for a limit hand."""
    family = "score_classical"
    score = find_system("classical").score(hand, context)
    if score.limit:
        return None
    points = [i for i in score.items if i.unit == "points"]
    doubles = [i for i in score.items if i.unit == "doubles"]
    if level == 1:
        sets = [i for i in points if i.tiles]
        return _item_step(family, level, hand, context, (rng or random.Random(0)).choice(sets), 1) if sets else None
    named = level < RECALL["classical"]
    steps = [_item_step(family, level, hand, context, item, n, named) for n, item in enumerate(points, 1)]
    base = sum(i.value for i in points)
    count = sum(i.value for i in doubles)
    n = len(steps) + 1
    double_why = Message.join([Message.of("drill.why.double", name=ItemName(i.key), amount=Amount(i.value, "doubles"),
                                          reason=ItemReason(i)) for i in doubles] or [Message("drill.why.no_doubles")],
                              "\n")
    steps.append(_number(family, level, hand, context, Message.of("drill.ask.doubles", n=n), count, double_why))
    steps.append(_number(family, level, hand, context, Message.of("drill.ask.total", n=n + 1,
                                                                 unit=Message("drill.unit.points")),
                         score.total, Message.of("drill.why.doubled", base=base, doubles=count,
                                                 factor=2 ** count, total=score.total)))
    if level >= 3:
        seat = winner_seat(context)
        pays = ", ".join(f"{s} {v:+d}" for s, v in score.payments.items())
        why = Message.of("drill.why.classical_settle", pays=pays, seat=seat)
        steps.append(_number(family, level, hand, context, Message.of("drill.ask.receive", n=n + 2, seat=seat),
                             score.payments[seat], why))
    return _finish(steps, score)


def classical_steps(rng: random.Random, level: int) -> Question:
    """Classical: one set's points (1), a full hand's points, doubles and total (2), in a random
    situation with the settlement (3)."""
    def attempt(rng: random.Random) -> Question | None:
        hand, win = random_winning_hand(rng, open_melds=0.4, chows=0.4)
        context = WinContext(win) if level < 3 else _situation(rng, win)
        return classical_drill(hand, context, level, rng)

    return _retry(attempt, rng)


# -- Hong Kong ----------------------------------------------------------------------------------
_ABSENT = "drill.why.not_in_hand"


def hk_drill(hand: Hand, context: WinContext, level: int = 1, rng: random.Random | None = None) -> Question | None:
    """The Hong Kong steps: the fans present and the fan (level 1), then the winner's payment
    (2 and up); at 4 the learner types the fans' names (``None`` for a hand below the minimum
    or a limit hand)."""
    family = "score_hk"
    system = find_system("hk")
    rng = rng or random.Random(0)
    score = system.score(hand, context)
    if score.limit or (level >= 2 and not score.meets_minimum):
        return None
    present = list(score.items)
    pool = [row.key for row in system.rows()]
    others = {k: Message(_ABSENT) for k in _distractors(rng, pool, {i.key for i in present}, 3)}
    steps = [_names_step(family, level, hand, context, present, 1) if level >= RECALL["hk"]
             else _pick_step(family, level, hand, context, present, others, 1)]
    why = Message.of("drill.why.sum", sum=_sum_text([i.value for i in present], score.total))
    if not score.meets_minimum:
        why = Message.join([why, Message.of("drill.why.below", minimum=score.minimum)])
    steps.append(_number(family, level, hand, context, Message.of("drill.ask.total", n=2, unit=Message("drill.unit.fan")),
                         score.total, why))
    if level >= 2:
        seat = winner_seat(context)
        base = system.base(score.total)  # type: ignore[attr-defined]
        pays = ", ".join(f"{s} {v:+d}" for s, v in score.payments.items())
        how = "drill.why.hk_pay_self" if context.self_drawn else "drill.why.hk_pay_discard"
        why = Message.of(how, fan=score.total, base=base, pays=pays, seat=seat)
        steps.append(_number(family, level, hand, context, hk_receive_prompt(context), score.payments[seat], why))
    return _finish(steps, score)


def hk_receive_prompt(context: WinContext) -> Message:
    """The Hong Kong payment's question: the winner, the dealer (East) and who discarded the
    winning tile (or a win from the wall) — the payment depends on all three.

    >>> hk_receive_prompt(WinContext(Tile.M2, seat_wind=Tile.SOUTH, discarder=Tile.NORTH)).text("en")
    'The winner is S, the dealer E. N discarded the winning tile. How much does the winner receive in all?'
    """
    discarder = context.discarding_seat
    how = (Message("drill.hk.self_drawn") if discarder is None
           else Message.of("drill.hk.discarded", discarder=SEATS[WINDS.index(discarder)]))
    return Message.of("drill.ask.receive_hk", seat=winner_seat(context), dealer=SEATS[WINDS.index(Tile.EAST)], how=how)


def hk_steps(rng: random.Random, level: int) -> Question:
    """Hong Kong: the fans present and the fan (1), then the payment (2), in random situations
    with flowers (3)."""
    def attempt(rng: random.Random) -> Question | None:
        hand, win = random_winning_hand(rng, open_melds=0.4, chows=0.45)
        context = WinContext(win, self_drawn=rng.random() < 0.4) if level < 3 else _situation(rng, win, flowers=True)
        if not context.self_drawn:  # any other player may have discarded the winning tile
            context = replace(context, discarder=rng.choice([w for w in WINDS if w is not context.seat_wind]))
        return hk_drill(hand, context, level, rng)

    return _retry(attempt, rng)


# -- Chinese Official ---------------------------------------------------------------------------
def mcr_drill(hand: Hand, context: WinContext, level: int = 1, rng: random.Random | None = None,
              scorer: ScoringSystem | None = None) -> Question:
    """The Chinese Official steps: pick the fans present from a short list (at level 2 it
    offers fans the hand's bigger fans include, which are not counted; at 3 the learner types
    the fans' names, no list), then the total.
    ``scorer``: the edition (the seed's ``find_system("mcr")`` by default)."""
    from mjcore.scoring.mcr.fans import FANS, FANS_BY_KEY

    family = "score_mcr"
    rng = rng or random.Random(0)
    score = (scorer or find_system("mcr")).score(hand, context)
    present = list(score.items)
    keys = {i.key for i in present}
    others: dict[str, Message] = {}
    if level >= 2:
        # a plain key is dropped whole; ``key@`` only where made of the same tiles, ``key:1`` only
        # once (neither is offered: the fan may still count for other sets)
        excluded = sorted({(k, i.key) for i in present for k in FANS_BY_KEY[i.key].excludes
                           if k not in keys and not k.endswith("@") and ":" not in k})
        for key, by in rng.sample(excluded, min(2, len(excluded))):
            others[key] = Message.of("drill.why.excluded", by=ItemName(by))
    for key in _distractors(rng, [f.key for f in FANS if f.points <= 8], keys | set(others), 5 - len(others)):
        others[key] = Message(_ABSENT)
    steps = [_names_step(family, level, hand, context, present, 1) if level >= RECALL["mcr"]
             else _pick_step(family, level, hand, context, present, others, 1)]
    why = Message.of("drill.why.sum", sum=_sum_text([i.value for i in present], score.total))
    steps.append(_number(family, level, hand, context, Message.of("drill.ask.total", n=2, unit=Message("drill.unit.points")),
                         score.total, why))
    return _finish(steps, score)


def mcr_steps(rng: random.Random, level: int) -> Question:
    """Chinese Official: a random win (the reference calculator's test hands) counted."""
    from mjcore.scoring.mcr.reference import random_win

    hand, context = random_win(rng)
    return mcr_drill(hand, context, level, rng)


# -- riichi -------------------------------------------------------------------------------------
#: Yaku offered as distractors: the common ones.
RIICHI_COMMON = ("riichi.riichi", "riichi.menzen_tsumo", "riichi.pinfu", "riichi.tanyao", "riichi.iipeikou",
                 "riichi.yakuhai_haku", "riichi.yakuhai_hatsu", "riichi.yakuhai_chun", "riichi.toitoi",
                 "riichi.sanankou", "riichi.ittsu", "riichi.chanta", "riichi.sanshoku_doujun", "riichi.honitsu")


def riichi_drill(hand: Hand, context: WinContext, level: int = 1, rng: random.Random | None = None) -> Question | None:
    """The riichi steps: the yaku and the han (level 1), the fu line by line and the fu (2), the
    winner's points (3); at 4 the learner types the yaku's names and tells the fu lines by their
    tiles. ``None`` without a yaku, or for a yakuman (no fu to count)."""
    family = "score_riichi"
    rng = rng or random.Random(0)
    score = find_system("riichi").score(hand, context)
    if not score.meets_minimum or score.han is None or score.fu is None or score.limit == "yakuman":
        return None
    present = [i for i in score.items if i.unit == "han"]
    others = {k: Message(_ABSENT) for k in _distractors(rng, RIICHI_COMMON, {i.key for i in present}, 3)}
    recall = level >= RECALL["riichi"]
    steps = [_names_step(family, level, hand, context, present, 1) if recall
             else _pick_step(family, level, hand, context, present, others, 1)]
    han_why = Message.of("drill.why.sum", sum=_sum_text([i.value for i in score.items], score.han))
    steps.append(_number(family, level, hand, context, Message.of("drill.ask.total", n=2, unit=Message("drill.unit.han")),
                         score.han, han_why))
    if level >= 2:
        lines = [i for i in score.fu_items if i.key != "riichi.fu.rounding"]
        for item in lines:
            steps.append(_item_step(family, level, hand, context, item, len(steps) + 1, not recall))
        raw = sum(i.value for i in lines)
        fu_why = Message.of("drill.why.fu", sum=_sum_text([i.value for i in lines], raw), fu=score.fu)
        steps.append(_number(family, level, hand, context,
                             Message.of("drill.ask.total", n=len(steps) + 1, unit=Message("drill.unit.fu")),
                             score.fu, fu_why))
    if level >= 3:
        seat = winner_seat(context)
        pays = ", ".join(f"{s} {v:+d}" for s, v in score.payments.items() if v)
        why = Message.of("drill.why.riichi_points", han=score.han, fu=score.fu, pays=pays, seat=seat)
        steps.append(_number(family, level, hand, context, Message.of("drill.ask.receive", n=len(steps) + 1, seat=seat),
                             score.payments[seat], why))
    return _finish(steps, score)


def riichi_steps(rng: random.Random, level: int) -> Question:
    """Riichi: the yaku and the han (1), the fu line by line and the fu (2), the points (3)."""
    def attempt(rng: random.Random) -> Question | None:
        hand, win = random_winning_hand(rng, open_melds=0.2, kongs=0.03)
        context = WinContext(win, self_drawn=rng.random() < 0.4, seat_wind=rng.choice(WINDS),
                             round_wind=rng.choice(WINDS[:2]), riichi=hand.is_concealed and rng.random() < 0.5)
        return riichi_drill(hand, context, level, rng)

    return _retry(attempt, rng)


#: The level of each adult drill where the learner recalls instead of recognising: types the
#: patterns' names (no list to pick from) and tells each set's worth from its tiles alone.
RECALL = {"classical": 4, "hk": 4, "mcr": 3, "riichi": 4}

#: The drill builder of each system: ``(hand, context, level, rng) -> Question | None``.
BUILDERS = {"kids": kids_drill, "classical": classical_drill, "hk": hk_drill, "mcr": mcr_drill,
            "riichi": riichi_drill}


def drill_family(system: str) -> str | None:
    """The quiz family of ``system``'s score-it-yourself drill (``None`` for a system without one).

    >>> drill_family("mcr"), drill_family("kids-simple")
    ('score_mcr', None)
    """
    return f"score_{system}" if system in BUILDERS else None


def drill(system: str, hand: Hand, context: WinContext, level: int | None = None,
          rng: random.Random | None = None) -> Question | None:
    """The steps to count ``hand`` under ``system`` (its fullest level by default); ``None``
    where the system's drill does not count such a hand (a limit hand, no yaku...).

    >>> from mjcore.notation import parse_hand
    >>> steps = all_steps(drill("kids", parse_hand("123m 456p 789s 234s 55z"), WinContext(Tile.WHITE)))
    >>> [s.answer[0] for s in steps]
    ['3', '3', '3', '3', '2', '14']
    """
    build = BUILDERS[system]
    full = {"mcr": 2}.get(system, 3)
    return build(hand, context, full if level is None else level, rng)
