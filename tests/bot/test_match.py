"""The match on the one table (issue 25), through the real PTB Application with the recording
request: the live message edited every move (its photo the table's picture, its caption two or
three short lines), a finished hand adds one result message (the live message then shows the
winner's whole hand in its sets), the children's track reads no notation and no adult word, a
two-player table pays two players, the match goes on after a hand ("Next hand"), an unanswered
claim prompt times out, and a match stored by the bot before the one table goes on."""

from __future__ import annotations

import io
import json
import random
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from botkit import Harness, answers, buttons, make_app, shown, texts
from PIL import Image

from bot.logic import Config, Event, Session, load_session, step
from bot.logic.game import MatchState, load
from bot.logic.model import TablePicture
from bot.logic.session import default_settings
from bot.runner import handle
from bot.storage import Store
from mjcore.game import Phase
from mjcore.game.actions import Action
from mjcore.game.picture import table_scene
from mjcore.game.table import Table
from mjcore.kidswords import adult_traces
from mjcore.practice.review import moment, review

#: Where the whole matches leave their pictures and captions, to look at.
CHECK = Path("/tmp/bot-check")
#: The longest live caption (characters): a few short lines, the picture carries the table.
SHORT = 320
V3 = json.loads((Path(__file__).parent / "data" / "sessions_v3_match.json").read_text("utf-8"))


def _options(replies) -> list[str]:  # type: ignore[no-untyped-def]
    for r in reversed(replies):
        if r.buttons:
            return [b.data for row in r.buttons for b in row]
    return []


def _ev(kind: str, value: str, now: float, rand: int = 7) -> Event:
    if kind == "text":
        return Event("text", 5, text=value, now=now, rand=rand, lang_code="en")
    return Event("button", 5, data=value, now=now, rand=rand, lang_code="en")


def _moves(calls) -> list[str]:  # type: ignore[no-untyped-def]
    """The game's move and next-hand buttons (no hint) of the last keyboard."""
    return [b["callback_data"] for b in buttons(calls) if b["callback_data"][:2] in ("g:", "h:")
            and not b["callback_data"].endswith(":h")]


def _photos(calls) -> list[tuple[str, dict, bytes]]:  # type: ignore[no-untyped-def]
    """``(method, parameters, PNG)`` of every photo sent or edited in."""
    out = []
    for name, params, files in calls:
        if name in ("sendPhoto", "editMessageMedia"):
            data = next(iter(files.values()))
            out.append((name, params, data[1] if isinstance(data, tuple) else data))
    return out


def _caption(params: dict) -> str:
    """The caption (or text) a call shows: an edited picture's is in its ``media``."""
    media = params.get("media")
    if media is not None:
        params = json.loads(media) if isinstance(media, str) else media
    return str(params.get("caption") or params.get("text") or "")


def _labels(calls) -> list[str]:  # type: ignore[no-untyped-def]
    return [b["text"] for params in shown(calls, keyboards=True) if params.get("reply_markup")
            for row in (json.loads(params["reply_markup"]) if isinstance(params["reply_markup"], str)
                        else params["reply_markup"])["inline_keyboard"] for b in row]


@dataclass
class Played:
    """What a match through the bot showed: per press ``(what, new messages, edits)``, the live
    captions, the result messages, every text a learner read, the hands that ended."""

    presses: list[tuple[str, int, int]] = field(default_factory=list)
    captions: list[str] = field(default_factory=list)
    results: list[str] = field(default_factory=list)
    read: list[str] = field(default_factory=list)
    won: list[tuple[int, Table]] = field(default_factory=list)  # (winner, the table at the hand's end)
    moments: int = 0
    over: bool = False


async def _play(bot: Harness, lang: str, track: str, hands: int, seed: int, save: Path | None = None,
                hint_every: int = 9) -> Played:
    """Play ``hands`` hands of a match (``hands=0``: all of it) through the bot, pressing a seeded
    choice of the buttons (now and then the hint), and check every press as it goes: one edit of
    the live message a move, one new result message a finished hand; every live photo is the
    table's picture as the learner sees it, its caption at most three short lines."""
    store = bot.app.bot_data["store"]
    await bot.text("/start", lang=lang)
    await bot.press(f"t:{track}", lang=lang)
    calls = await bot.text("/play", lang=lang)
    kids = track == "kids"
    rng, out = random.Random(seed), Played()
    table = load(store.load(42).activities["game"])
    ended = 0
    photos = 0

    def look(calls: Any, what: str, expected: Table | None, mark_hint: bool = False) -> None:
        nonlocal photos
        out.read += texts(calls).splitlines() + _labels(calls) + [a.get("text", "") for a in answers(calls)]
        for name, params, png in _photos(calls):
            image = Image.open(io.BytesIO(png))
            assert image.size[0] == 800 and image.size[1] <= 1.7 * 800, image.size  # decodes: a phone's picture
            if save is not None:
                (save / f"{photos:03d}-{what}.png").write_bytes(png)
                (save / f"{photos:03d}-{what}.txt").write_text(_caption(params))
            photos += 1
            keyboard = params.get("reply_markup") or {"inline_keyboard": []}
            keyboard = json.loads(keyboard) if isinstance(keyboard, str) else keyboard
            moves = [b for row in keyboard["inline_keyboard"] for b in row if b["callback_data"].startswith("g:")]
            if name == "editMessageMedia" or moves:  # the live message (a result's picture has no move buttons)
                live = _caption(params)
                out.captions.append(live)
                assert live and live.count("\n") <= 2 and len(live) <= SHORT, live
                if expected is not None and not mark_hint:  # the table's own picture, nothing else
                    view = expected.view(0)
                    scene = table_scene(view, expected.names(0, lang, kids=kids), lang, kids=kids)
                    assert png == scene.png(), what
                    out.read += scene.texts()
        for name, params, _ in calls:
            if name == "editMessageCaption":
                out.captions.append(_caption(params))
                assert _caption(params) and _caption(params).count("\n") <= 2 and len(_caption(params)) <= SHORT

    look(calls, "start", table)
    for press in range(3000):
        options = _moves(calls)
        assert options, texts(calls)[-500:]
        if options[0].startswith("h:"):
            if hands and ended >= hands:
                break
            calls = await bot.press(options[0], lang=lang)
            table = table.next_hand().table
            new, edits = _counts(calls)
            out.presses.append(("next hand", new, edits))
            assert (new, edits) == (1, 0)  # the next hand's live message: a fresh one under the result
            look(calls, "next", table)
            continue
        hint = [b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(":h")]
        if hint and press % hint_every == hint_every - 1:
            calls = await bot.press(hint[0], lang=lang)
            new, edits = _counts(calls)
            out.presses.append(("hint", new, edits))
            assert (new, edits) == (0, 1)
            look(calls, "hint", table, mark_hint=True)
        choice = rng.choice(options)
        legal = table.legal(0)
        calls = await bot.press(choice, lang=lang)
        table = table.play(legal[int(choice.rsplit(":", 1)[1])]).table  # the bot's table does the same
        new, edits = _counts(calls)
        if not table.hand_over:
            out.presses.append(("move", new, edits))
            assert (new, edits) == (0, 1), calls
            look(calls, "move", table)
            continue
        ended += 1
        out.presses.append(("hand over", new, edits))
        assert (new, edits) == (1, 1)  # the live message's last edit, and the result the learner keeps
        look(calls, "end", table)
        result = next(_caption(p) for n, p, _ in calls if n in ("sendMessage", "sendPhoto"))
        out.results.append(result)
        outcome = table.outcome()
        assert outcome is not None
        if outcome.winner is not None:
            out.won.append((outcome.winner, table))
        moment_photo = [png for name, _, png in _photos(calls) if name == "sendPhoto"]
        if moment_photo:  # a child's review: the moment of the costliest mistake, the tile played outlined
            assert kids
            out.moments += 1
            found = review(table.record(), 0)
            decision = found.worst[0]
            played = Action.from_code(decision.played).tile
            seen = moment(table.record(), decision, 0)
            scene = table_scene(seen, table.names(0, lang, kids=True), lang, kids=True, mark=played)
            assert moment_photo[0] == scene.png()
            assert [t.tile for t in scene.tiles() if t.mark] == ([played] if played is not None else [seen.tile])
        if table.over:
            out.over = True
            break
        stored = store.load(42).activities["game"]
        assert stored.record == table.record()  # the bot's table is the one the test replayed
    return out


def _counts(calls) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    new = sum(1 for n, _, _ in calls if n in ("sendPhoto", "sendMessage"))
    edits = sum(1 for n, _, _ in calls if n in ("editMessageMedia", "editMessageCaption", "editMessageText"))
    return new, edits


def _check_results(played: Played, lang: str) -> None:
    """Each result names two players' changes (the table's own payments), and the result picture
    (the live message's last photo) shows the winner's whole hand with its sets."""
    scores = "Очки:" if lang == "ru" else "Scores:"
    for text in played.results:
        line = next(x for x in text.splitlines() if x.startswith(scores))
        assert line.count("→") == 2, line
        assert "Payments" not in text and "Выплаты" not in text
    for winner, table in played.won:
        view = table.view(0)
        scene = table_scene(view, table.names(0, lang), lang)
        shown_tiles = Counter(t.tile for t in scene.tiles("win"))
        seat = view.seats[winner]
        sets = Counter(tile for d in seat.declared if d is not None for tile in d.meld.tiles)  # a won hand is shown whole
        assert sets <= shown_tiles and Counter(seat.concealed or ()) <= shown_tiles, (sets, shown_tiles)


def _report(played: Played, name: str) -> str:
    kinds = Counter((what, new, edits) for what, new, edits in played.presses)
    lengths = sorted(len(c) for c in played.captions)
    return (f"{name}: {len(played.presses)} presses {dict(kinds)}; captions median {lengths[len(lengths) // 2]}, "
            f"max {lengths[-1]} characters, at most {max(c.count(chr(10)) for c in played.captions) + 1} lines\n")


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "seed"), [("ru", 3), ("en", 4)])
async def test_two_hands_on_the_childrens_track(db, lang: str, seed: int) -> None:  # type: ignore[no-untyped-def]
    app, rec, errors = await make_app(db)
    bot = Harness(app, rec, errors)
    try:
        played = await _play(bot, lang, "kids", 2, seed)
    finally:
        await app.shutdown()
        app.bot_data["store"].close()
    assert errors == []
    assert [what for what, _, _ in played.presses].count("hand over") == 2
    assert not [(text, found) for text in played.read if (found := adult_traces(text, lang))]  # no 5z, no шантен
    _check_results(played, lang)
    for text in played.results:  # a child's review: kind sentences, no accuracy in per cent
        assert "%" not in text


@pytest.mark.asyncio
async def test_two_hands_of_mcr2p_for_an_adult(bot: Harness) -> None:
    played = await _play(bot, "en", "adult", 2, 5, hint_every=6)
    assert [what for what, _, _ in played.presses].count("hand over") == 2
    _check_results(played, "en")
    for text in played.results:  # the review: accuracy and mistakes, the costliest with their reasons
        assert "Accuracy" in text and "Review of your hand" in text
    assert any(c.startswith("Hint: ") for c in played.captions)
    assert played.moments == 0


@pytest.mark.slow
@pytest.mark.asyncio
@pytest.mark.parametrize(("track", "lang", "seed"), [("kids", "ru", 8), ("kids", "en", 9), ("adult", "ru", 10)])
async def test_a_whole_match(tmp_path: Path, track: str, lang: str, seed: int) -> None:
    """A whole match of eight hands: the summary at its end (the table's), and, for one kids' and
    one mcr2p match, the pictures and captions saved to /tmp/bot-check/ to look at."""
    app, rec, errors = await make_app(tmp_path / "bot.sqlite3")
    bot = Harness(app, rec, errors)
    save = CHECK / f"{'kids2p' if track == 'kids' else 'mcr2p'}-{lang}" if (track, lang) != ("kids", "en") else None
    if save is not None:
        save.mkdir(parents=True, exist_ok=True)
        for old in save.glob("*"):
            old.unlink()
    try:
        played = await _play(bot, lang, track, 0, seed, save)
    finally:
        await app.shutdown()
        app.bot_data["store"].close()
    assert errors == [] and played.over
    assert [what for what, _, _ in played.presses].count("hand over") == 8
    _check_results(played, lang)
    last = played.results[-1]
    assert {("kids", "ru"): "Игра окончена", ("kids", "en"): "The game is over", ("adult", "ru"): "Матч окончен"}[track, lang] in last
    if track == "kids":
        assert not [(text, found) for text in played.read if (found := adult_traces(text, lang))]
    else:
        assert "Весь матч: Точность" in last
    if save is not None:
        (save / "report.txt").write_text(_report(played, f"{track} {lang}"))


def test_claim_prompt_times_out_lazily() -> None:
    config = Config(rate_count=0, claim_timeout=20)
    for seed in range(1, 60):
        s, out = step(Session(5, track="adult", settings={**default_settings(), "timer": True, "rules": "kids2p"}),
                      _ev("text", "/play", 0.0, seed), config)
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
    table = load(s.activities["game"])
    assert table.phase in (Phase.CLAIM, Phase.ROB) and table.claim_open(0)
    assert any("pass for you" in r.text for r in out)
    assert any(r.due == s.activities["game"].prompt_at + 20 for r in out)  # the front end's timer
    moves = len(s.activities["game"].actions)
    claim = next(d for d in _options(out) if d.startswith("g:") and not d.endswith(":h"))
    # within the time nothing happens by itself
    s2, out2 = step(s, _ev("text", "/help", now + 5), config)
    assert len(s2.activities["game"].actions) == moves and not any("Time is up" in r.text for r in out2)
    # too late: the table passed, so the claim button is out of date
    s3, out3 = step(s, _ev("button", claim, now + 25), config)
    assert any("Time is up" in r.text for r in out3)
    assert "game" not in s3.activities or s3.activities["game"].actions[moves].endswith("x")
    assert any(r.toast and "out of time" in r.toast for r in out3)  # the late press is explained


@pytest.mark.asyncio
async def test_next_hand_continues_the_match(bot: Harness) -> None:
    calls = await bot.text("/play")
    store = bot.app.bot_data["store"]
    first_dealer = load(store.load(42).activities["game"]).state.dealer
    for _ in range(400):
        options = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("g:")
                   and not b["callback_data"].endswith(":h")]
        if not options:
            break
        calls = await bot.press(options[0])
    assert "is over" in texts(calls)
    nxt = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("h:")]
    assert nxt and [b for b in buttons(calls) if b["callback_data"].startswith("z:game:")]
    session = store.load(42)
    ended = load(session.activities["game"])
    assert ended.phase is Phase.HAND_OVER and session.stats["games"] == 1
    expected = ended.next_hand().table.state.dealer
    # /play shows the finished hand again without counting it twice
    await bot.text("/play")
    assert store.load(42).stats["games"] == 1
    calls = await bot.press(nxt[0])
    assert answers(calls) and texts(calls).startswith("Round 2. First player")  # the children's words: no track chosen
    assert "of the game" not in texts(calls)  # the core's "Round 2." once, no second name for it above
    table = load(store.load(42).activities["game"])
    assert table.phase is not Phase.HAND_OVER and table.state.dealer == expected
    assert table.state.hand_no == ended.state.hand_no + 1 and first_dealer is not None
    stale = await bot.press(nxt[0])
    assert shown(stale) == [] and "out of date" in answers(stale)[0]["text"]


@pytest.mark.parametrize("name", sorted(V3))
def test_a_match_stored_before_the_one_table_goes_on(name: str, tmp_path: Path) -> None:
    """A session the bot stored before the one table (``data/sessions_v3_match.json``: the match
    as its record's fields, its own counters of hands won and lost): it loads into the table's
    JSON with every move, the hands it counted are the table's, a claim prompt's clock and the
    counted hand are kept, and the button the user pressed next works."""
    case = V3[name]
    old = case["session"]["activities"]["game"]
    session = load_session(json.dumps(case["session"]), 7)
    g = session.activities["game"]
    assert isinstance(g, MatchState) and g.actions == tuple(old["actions"]) and g.seats == ("person", "computer:beginner")
    assert (g.record.rules, g.record.seed, g.record.options, g.record.max_hands) == (old["rules"], old["seed"], old["options"],
                                                                                    old["max_hands"])
    assert (g.prompt_at, g.counted, g.timed_out) == (old["prompt_at"], old["counted"], old["timed_out"])
    table = load(g)
    found = table.summary(0)
    assert (found.won, found.lost, found.drawn) == (old["won"], old["lost"], old["drawn"])  # no counter kept beside the table
    again = json.loads(session.to_json())["activities"]["game"]
    assert set(again) == {"id", "table", "news", "prompt_at", "timed_out", "counted"}
    assert Table.from_json(again["table"]).state == table.state  # the table's own JSON
    assert MatchState.from_json(again) == g

    store = Store(tmp_path / "v3.sqlite3")
    with store.transaction():
        store.db.execute("INSERT INTO sessions (user_id, data, updated) VALUES (?, ?, 0)", (7, json.dumps(case["session"])))
    config = Config(rate_count=0, claim_timeout=30)
    lang = case["session"]["lang"]
    replies = handle(store, Event("button", 7, data=case["next"], now=case["now"], rand=5, lang_code=lang), config)
    after = store.load(7)
    store.close()
    assert [r.toast for r in replies if r.toast is not None] == [""]  # taken, not "out of date"
    g2 = after.activities["game"]
    assert g2.actions[: len(g.actions)] == g.actions and len(g2.actions) > len(g.actions)  # every move kept, one more made
    live = [r for r in replies if r.live == "game"]
    assert live and live[-1].picture is not None and isinstance(live[-1].picture, TablePicture)
    if name == "mcr_hand_over":
        assert after.stats["games"] == case["session"]["stats"]["games"]  # the counted hand is not counted again
        assert "Раздача 2 матча" in live[-1].text
    else:
        assert load(g2).summary(0).lost == 1


def test_an_old_claim_prompt_runs_out_on_the_next_update(tmp_path: Path) -> None:
    """The stored claim prompt's clock (``prompt_at``) goes on: an update after its time passes
    for the learner first, and the claim button is then late."""
    case = V3["claim_in_hand_2"]
    store = Store(tmp_path / "v3.sqlite3")
    with store.transaction():
        store.db.execute("INSERT INTO sessions (user_id, data, updated) VALUES (?, ?, 0)", (7, json.dumps(case["session"])))
    prompt_at = case["session"]["activities"]["game"]["prompt_at"]
    moves = len(case["session"]["activities"]["game"]["actions"])
    replies = handle(store, Event("button", 7, data=case["next"], now=prompt_at + 45, rand=5, lang_code="en"),
                     Config(rate_count=0, claim_timeout=30))
    after = store.load(7)
    store.close()
    assert any("Time is up" in r.text for r in replies)
    assert [r.toast for r in replies if r.toast is not None] == ["You were out of time: I passed for you."]
    assert after.activities["game"].actions[moves] == "0x"


def test_the_match_review_adds_up_the_hands_reviews() -> None:
    """The match's review at its end is the core's (:func:`review_match`), made of the reviews the
    hands got at their ends (each decision judged as it was made) instead of judging the match again."""
    from bot.logic.game import match_review
    from mjcore.practice.review import review_match

    config = Config(rate_count=0)
    s, out = step(Session(5, lang="en", track="adult", settings={**default_settings(), "rules": "kids2p"}),
                  _ev("text", "/play", 0.0, 21), config)
    rng, hands = random.Random(2), 0
    for i in range(600):
        options = [d for d in _options(out) if d[:2] in ("g:", "h:") and not d.endswith(":h")]
        if options[0].startswith("h:"):
            hands += 1
            if hands == 3:
                break
            s, out = step(s, _ev("button", options[0], float(i)), config)
            continue
        s, out = step(s, _ev("button", rng.choice(options), float(i)), config)
    g = s.activities["game"]
    ours, core = match_review(g, load(g)), review_match(g.record, 0)
    assert len(ours.hands) == len(core.hands) == 3
    assert ours.summary().text("en") == core.summary().text("en") and ours.accuracy == core.accuracy
    assert [h.summary().text("en") for h in ours.hands] == [h.summary().text("en") for h in core.hands]


@pytest.mark.asyncio
@pytest.mark.parametrize("track", ["kids", "adult"])
async def test_the_same_script_gives_the_same_match_as_the_table(bot: Harness, track: str) -> None:
    """Issue 25: one seeded script of moves — the first legal action at every decision, then the
    next hand — gives in the bot the same actions, events, scores and payments as the core's table
    played directly (the notebook and ``play`` are compared with the table in
    tests/lessons/widgets/test_table_script.py)."""
    from mjcore.game.table import persons_against_computer

    store = bot.app.bot_data["store"]
    await bot.text("/start")
    await bot.press(f"t:{track}")
    calls = await bot.text("/play")
    for _ in range(3000):
        table = load(store.load(42).activities["game"])
        if table.state.hand_no >= 2 or table.over:
            break
        moves = _moves(calls)
        nexts = [m for m in moves if m.startswith("h:")]
        firsts = [m for m in moves if m.startswith("g:") and m.endswith(":0")]
        calls = await bot.press((nexts or firsts)[0])
    assert table.state.hand_no == 2  # two whole hands played, the third dealt
    seats = persons_against_computer(2, table.seats[1].level)
    direct = Table.start(table.rules, seats, table.state.seed, max_hands=table.state.max_hands,
                         **table.rules.changed_options()).table
    while direct.state.action_count < table.state.action_count:
        direct = (direct.next_hand() if direct.hand_over else direct.play(direct.legal(0)[0])).table
    assert direct.record().actions == table.record().actions
    assert direct.state.events() == table.state.events() and direct.state.scores == table.state.scores
    ends = [e for e in table.state.events() if e.kind.value == "hand_end"]
    assert len(ends) == 2 and all(len(e.data) == 2 for e in ends)  # two players' payments each hand
