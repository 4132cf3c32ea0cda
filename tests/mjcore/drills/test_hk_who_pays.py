"""The Hong Kong drill's payment question says who won, who deals and who discarded."""

from __future__ import annotations

import random

from mjcore.drills.scoring import all_steps
from mjcore.quiz import generate
from mjcore.scoring import find_system
from mjcore.scoring.base import SEATS
from mjcore.tiles import WINDS


def test_the_payment_question_names_the_discarder_and_the_dealer() -> None:
    """Whoever discarded (any other seat) or a win from the wall is said, with the dealer; the
    answer is the payment the scorer gives for that discarder."""
    discarders = set()
    for seed in range(12):
        drill = generate("score_hk", random.Random(seed), 3)
        last = all_steps(drill)[-1]
        context = last.context
        assert context is not None and last.hand is not None
        en = last.prompt.text("en")
        winner = SEATS[WINDS.index(context.seat_wind)]
        assert f"The winner is {winner}, the dealer E." in en
        if context.self_drawn:
            assert "A win from the wall." in en
        else:
            who = SEATS[WINDS.index(context.discarding_seat)]
            discarders.add((WINDS.index(context.discarding_seat) - WINDS.index(context.seat_wind)) % 4)
            assert f"{who} discarded the winning tile." in en
            assert "снёс " + who in last.prompt.text("ru")
        score = find_system("hk").score(last.hand, context)
        assert last.answer == (str(score.payments[winner]),)
    assert len(discarders) >= 2  # not always the previous player
