"""The match goes on after a hand ("Next hand", the engine's next dealer), and an unanswered
claim prompt times out (the bot passes for the learner on the next update)."""

from __future__ import annotations

import pytest
from botkit import Harness, answers, buttons, shown, texts

from bot.logic import Config, Event, Session, step
from bot.logic.game import load
from bot.logic.session import default_settings
from mjcore.game import Phase
from mjcore.game.actions import Action


def _options(replies) -> list[str]:  # type: ignore[no-untyped-def]
    for r in reversed(replies):
        if r.buttons:
            return [b.data for row in r.buttons for b in row]
    return []


def _ev(kind: str, value: str, now: float, rand: int = 7) -> Event:
    if kind == "text":
        return Event("text", 5, text=value, now=now, rand=rand, lang_code="en")
    return Event("button", 5, data=value, now=now, rand=rand, lang_code="en")


def test_claim_prompt_times_out_lazily() -> None:
    config = Config(rate_count=0, claim_timeout=20)
    for seed in range(1, 60):
        s, out = step(Session(5, settings={**default_settings(), "timer": True}), _ev("text", "/play", 0.0, seed), config)
        now = 0.0
        for _ in range(300):
            if "game" not in s.activities or s.activities["game"].prompt_at is not None:
                break
            moves = [d for d in _options(out) if d.startswith("g:") and not d.endswith(":h")]
            if not moves:
                break
            now += 1
            s, out = step(s, _ev("button", moves[0], now), config)
        if "game" in s.activities and s.activities["game"].prompt_at is not None:
            break
    else:
        pytest.skip("no claim prompt in these seeds")
    state = load(s.activities["game"])
    assert state.phase in (Phase.CLAIM, Phase.ROB) and 0 in state.to_act()
    assert any("pass for you" in r.text for r in out)
    assert any(r.due == s.activities["game"].prompt_at + 20 for r in out)  # the front end's timer
    moves = len(s.activities["game"].actions)
    claim = next(d for d in _options(out) if d.startswith("g:") and not d.endswith(":h"))
    # within the time nothing happens by itself
    s2, out2 = step(s, _ev("text", "/help", now + 5), config)
    assert len(s2.activities["game"].actions) == moves and not any("Time is up" in r.text for r in out2)
    # too late: the bot passed, so the claim button is out of date
    s3, out3 = step(s, _ev("button", claim, now + 25), config)
    assert any("Time is up" in r.text for r in out3)
    assert "game" not in s3.activities or s3.activities["game"].actions[moves].endswith("x")
    assert any(r.toast and "out of time" in r.toast for r in out3)  # the late press is explained


@pytest.mark.asyncio
async def test_next_hand_continues_the_match(bot: Harness) -> None:
    calls = await bot.text("/play")
    store = bot.app.bot_data["store"]
    first_dealer = load(store.load(42).activities["game"]).dealer
    for _ in range(400):
        options = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("g:")
                   and not b["callback_data"].endswith(":h")]
        if not options:
            break
        calls = await bot.press(options[0])
    assert "won" in texts(calls) or "draw" in texts(calls)
    nxt = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("h:")]
    assert nxt and [b for b in buttons(calls) if b["callback_data"].startswith("z:game:")]
    session = store.load(42)
    ended = load(session.activities["game"])
    assert ended.phase is Phase.HAND_OVER and session.stats["games"] == 1
    expected = ended.apply(Action.next_hand()).dealer
    # /play shows the finished hand again without counting it twice
    await bot.text("/play")
    assert store.load(42).stats["games"] == 1
    calls = await bot.press(nxt[0])
    assert answers(calls) and "Hand 2 of the match" in texts(calls)
    state = load(store.load(42).activities["game"])
    assert state.phase is not Phase.HAND_OVER and state.dealer == expected
    assert state.hand_no == ended.hand_no + 1 and first_dealer is not None
    stale = await bot.press(nxt[0])
    assert shown(stale) == [] and "out of date" in answers(stale)[0]["text"]
