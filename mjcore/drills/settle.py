"""Settle it yourself: the classical settlement among the four players, step by step.

Given the four players' hand values (the winner's and the three losers', and who is East),
the learner works out the payments of seed lines 284-286 in the order they are made, each
step checked at once and explained from :func:`mjcore.scoring.classical.transfers` (the one
settlement rule; no answer is typed here):

- level 1: what each loser pays the winner (East pays or receives double), then what the
  winner receives in all;
- level 2: also what changes hands between every two losers (the cheaper hand pays the
  difference, doubled to or from East);
- level 3: also each player's net, the four summing to 0.

A drill is a :class:`~mjcore.questions.question.Question` (its last step) whose ``steps``
hold the steps before it, like the score-it-yourself drills (quiz family
``settle_classical``).

>>> drill = settle_drill({"E": 8, "S": 60, "W": 0, "N": 20}, winner="S", level=3)
>>> [int(step.answer[0]) for step in (*drill.steps, drill)]
[120, 60, 60, 240, 16, 24, 20, -128, 240, -96, -16]
>>> drill.steps[0].prompt.text("en").splitlines()[-1]
'How much does East pay the winner (South)?'
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace

from mjcore.i18n import Message
from mjcore.questions.question import AnswerForm, Question
from mjcore.scoring.base import SEATS
from mjcore.scoring.classical import Transfer, settle, transfers

__all__ = ["FAMILY", "LOSER_VALUES", "WINNER_VALUES", "seat_name", "settle_drill", "settle_steps"]

#: The quiz family of this drill.
FAMILY = "settle_classical"
#: The winners' values the drill deals: the totals of the seed's four worked examples (000:346-374).
WINNER_VALUES = (22, 24, 26, 30, 32, 40, 52, 60, 64, 80, 104, 128, 208, 256)
#: The losers' values it deals: what unfinished hands' sets are worth (a pung of simples 2, ...).
LOSER_VALUES = (0, 2, 4, 6, 8, 10, 12, 16, 20, 24, 32, 48)
_WIND_KEYS = dict(zip(SEATS, ("east", "south", "west", "north"), strict=True))


def seat_name(seat: str) -> Message:
    """A seat letter's name (``"E"`` -> East).

    >>> seat_name("W").text("ru")
    'Запад'
    """
    return Message(f"game.wind.{_WIND_KEYS[seat]}")


def _table(values: Mapping[str, int], winner: str) -> Message:
    losers = Message.join([Message.of("settle.loser", seat=seat_name(s), value=values.get(s, 0))
                           for s in SEATS if s != winner], ", ")
    return Message.of("settle.table", winner=seat_name(winner), value=values.get(winner, 0), losers=losers)


def _step(level: int, table: Message, ask: Message, value: int, why: Message) -> Question:
    return Question(FAMILY, level, Message.join([table, ask], "\n"), AnswerForm.NUMBER, (str(value),), why)


def _paid(t: Transfer, values: Mapping[str, int]) -> Message:
    """Why one payment is what it is."""
    payer, payee = seat_name(t.payer), seat_name(t.payee)
    if t.difference:
        why = Message.of("settle.why.difference", payer=payer, payee=payee, base=t.base,
                         low=values.get(t.payer, 0), high=values.get(t.payee, 0))
    else:
        why = Message.of("settle.why.to_winner", payer=payer, base=t.base)
    if t.doubled:
        why = Message.join([why, Message.of("settle.why.east", base=t.base, amount=t.amount)])
    return why


def settle_drill(values: Mapping[str, int], winner: str, level: int = 3) -> Question:
    """The steps to settle a classical hand: ``values`` maps the seat letters to the players'
    hand values (the winner's included), ``winner`` is the winner's seat letter."""
    table = _table(values, winner)
    made = transfers(values, winner)
    steps: list[Question] = []
    for t in (t for t in made if not t.difference):
        ask = Message.of("settle.ask.to_winner", payer=seat_name(t.payer), payee=seat_name(t.payee))
        steps.append(_step(level, table, ask, t.amount, _paid(t, values)))
    received = [t.amount for t in made if not t.difference]
    steps.append(_step(level, table, Message.of("settle.ask.received", seat=seat_name(winner)), sum(received),
                       Message.of("settle.why.sum", sum=" + ".join(map(str, received)) + f" = {sum(received)}")))
    if level >= 2:
        for t in (t for t in made if t.difference):
            first, second = sorted((t.payer, t.payee), key=SEATS.index)  # in seat order
            ask = Message.of("settle.ask.difference", a=seat_name(first), va=values.get(first, 0),
                             b=seat_name(second), vb=values.get(second, 0))
            steps.append(_step(level, table, ask, t.amount, _paid(t, values)))
    if level >= 3:
        net = settle(values, winner)
        for seat in SEATS:
            lines = [f"{'+' if t.payee == seat else '−'}{t.amount}" for t in made if seat in (t.payer, t.payee)]
            why = Message.of("settle.why.net", seat=seat_name(seat), lines=" ".join(lines), net=f"{net[seat]:+d}".replace("-", "−"))
            steps.append(_step(level, table, Message.of("settle.ask.net", seat=seat_name(seat)), net[seat], why))
    last = steps[-1]
    return replace(last, steps=tuple(steps[:-1]))


def settle_steps(rng: random.Random, level: int) -> Question:
    """A random settlement: a winner (any seat, East too) and three losers' values."""
    winner = rng.choice(SEATS)
    values = {seat: rng.choice(WINNER_VALUES) if seat == winner else rng.choice(LOSER_VALUES) for seat in SEATS}
    return settle_drill(values, winner, level)
