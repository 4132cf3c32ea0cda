"""A hand's result at a table of two (issue 13: the payments of two players)."""

from __future__ import annotations

import pytest

from bot.logic import Config


@pytest.mark.slow
def test_an_mcr2p_win_shows_the_two_players_payments_only() -> None:
    from bot.logic import Event, Session, step

    config = Config(rate_count=0)
    for seed in range(1, 60):
        s, out = step(Session(5, lang="en", track="adult"), Event("text", 5, text="/play", rand=seed, lang_code="en"), config)
        for i in range(400):
            options = [b.data for r in out for row in r.buttons for b in row if b.data.startswith("g:") and not b.data.endswith(":h")]
            if not options:
                break
            s, out = step(s, Event("button", 5, data=options[-1] if len(options) < 4 else options[0], rand=i, lang_code="en"), config)
        text = "\n".join(r.text for r in out if r.text)
        if " wins with " in text and "Chinese Official" in text:
            break
    else:
        pytest.skip("no MCR win in these seeds")
    assert "Payments:" not in text and next(x for x in text.splitlines() if x.startswith("Scores:")).count("→") == 2
