"""The bot as a Telegram user meets it (issue 13), through the real Application with the
recording request: one live message per activity, nothing lost when another starts, bound Stop
buttons, real time limits (the JobQueue), the command menu, groups and media."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from botkit import Harness, answers, buttons, make_app, sent, shown, texts

from bot.logic import Config
from bot.logic.game import load
from mjcore.game import Phase, hints

pytestmark = pytest.mark.asyncio
ARTIFACTS = Path(__file__).parents[1] / "artifacts" / "bot"


def _moves(calls) -> list[str]:  # type: ignore[no-untyped-def]
    """The game's move and next-hand buttons (no hint) of the last keyboard."""
    return [b["callback_data"] for b in buttons(calls) if b["callback_data"][:2] in ("g:", "h:")
            and not b["callback_data"].endswith(":h")]


@pytest.mark.slow
async def test_a_whole_kids_match_sends_at_most_two_new_messages_a_hand(bot: Harness) -> None:
    await bot.text("/start")
    await bot.press("t:kids")
    start = len(bot.rec.calls)
    calls = await bot.text("/play")
    hands, presses = 1, 0
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    pictures = 0
    while presses < 600:
        options = _moves(calls)
        if not options:
            break
        if options[0].startswith("h:"):
            hands += 1
        calls = await bot.press(options[0])
        presses += 1
        for name, _, files in calls:  # keep the pictures of the whole match (the first 60)
            for value in files.values():
                if name in ("sendPhoto", "editMessageMedia") and pictures < 60 and isinstance(value, tuple):
                    (ARTIFACTS / f"match-{pictures:03d}.png").write_bytes(value[1])
                    pictures += 1
    every = bot.rec.calls[start:]
    assert "The game is over" in texts(calls) and "you won" in texts(calls)  # the summary, in a child's words
    new = sent(every)
    assert hands == 8 and len(new) <= 2 * hands, (len(new), hands)
    assert sum(1 for name, _, _ in every if name.startswith("editMessage")) >= presses - 2 * hands
    kids_labels = [b["text"] for n, p, _ in every if n in ("sendPhoto", "editMessageMedia") and p.get("reply_markup")
                   for b in (json.loads(p["reply_markup"]) if isinstance(p["reply_markup"], str) else p["reply_markup"])["inline_keyboard"][0]]
    assert kids_labels and not [x for x in kids_labels if len(x) == 2 and x[0].isdigit() and x[1] in "mpsz"]  # no "5z"
    (ARTIFACTS / "match-messages.txt").write_text(f"{presses} presses, {hands} hands, {len(new)} new messages\n")


async def test_a_russian_play_is_one_message(bot: Harness) -> None:
    calls = await bot.text("/play", lang="ru")  # no track chosen: the children's words
    photo = sent(calls)
    assert len(photo) == 1 and len(photo[0]["caption"]) <= 300 and "Твой ход" in photo[0]["caption"]
    assert photo[0]["caption"].count("\n") <= 2  # three lines at most: the picture shows the table


async def test_the_hint_goes_into_the_live_message(bot: Harness) -> None:
    calls = await bot.text("/play")
    live = next(p for n, p, _ in calls if n == "sendPhoto")
    hint = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(":h"))
    table = load(bot.app.bot_data["store"].load(42).activities["game"])
    said, tile = hints.hint(table.view(0)).child()  # a child's hint: one sentence, its tile lit
    for press in range(3):  # three presses: no new message, the same one edited
        calls = await bot.press(hint)
        assert sent(calls) == [] and said.text("en", kids=True, tiles="kids") in texts(calls)
        assert all(p["message_id"] == 1000 for p in shown(calls)) and live["chat_id"] == 42
        # the first press lights the tile in a new picture; then only the caption is sent again
        assert [n for n, _, _ in calls if n.startswith("edit")] == (["editMessageMedia"] if press == 0 and tile else
                                                                    ["editMessageCaption"])


async def test_a_failed_edit_sends_a_fresh_live_message_and_goes_on(bot: Harness) -> None:
    calls = await bot.text("/memory")
    first = bot.app.bot_data["store"].load(42).live["memory"][1]
    bot.rec.gone.add(first)  # too old, or deleted by the user
    calls = await bot.press(next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(":0")))
    assert [n for n, _, _ in calls if n == "sendPhoto"] and answers(calls)  # a child's board is a picture
    second = bot.app.bot_data["store"].load(42).live["memory"][1]
    assert second != first
    calls = await bot.press(next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(":1")))
    assert sent(calls) == [] and [p["message_id"] for n, p, _ in calls if n.startswith("editMessage")] == [second]


async def test_another_activity_pauses_the_game_and_the_menu_brings_it_back(db) -> None:  # type: ignore[no-untyped-def]
    app, rec, errors = await make_app(db)
    bot = Harness(app, rec, errors)
    calls = await bot.text("/play")
    calls = await bot.press(_moves(calls)[0])
    store = app.bot_data["store"]
    moves = len(store.load(42).activities["game"].actions)
    for command in ("/snake", "/codelock", "/memory", "/quiz tile_name"):
        calls = await bot.text(command)
        session = store.load(42)
        assert "game" in session.activities and len(session.activities["game"].actions) == moves, command
        assert session.current == command.split()[0][1:].replace("quiz", "quiz")
    assert set(store.load(42).activities) == {"game", "snake", "codelock", "memory", "quiz"}  # all of them wait
    menu = await bot.text("/help")
    backs = [b["text"] for b in buttons(menu) if b["callback_data"] == "r:game"]
    assert backs and backs[0].startswith("↩ Back to your game (round 1, move ")  # a child's words: no track chosen
    assert {"r:snake", "r:codelock", "r:memory"} <= {b["callback_data"] for b in buttons(menu)}
    await app.shutdown()
    store.close()
    assert errors == []

    app, rec, errors = await make_app(db)  # a restart: they still wait
    bot = Harness(app, rec, errors)
    calls = await bot.press("r:game")
    assert "Your unfinished game" in texts(calls) and _moves(calls)
    assert app.bot_data["store"].load(42).current == "game"
    calls = await bot.press("r:codelock")
    assert "remember these" in texts(calls) or "Rebuild" in texts(calls)
    calls = await bot.text("/play")  # /play brings the game back too, never a new one
    assert "Your unfinished game" in texts(calls)
    assert len(app.bot_data["store"].load(42).activities["game"].actions) == moves
    await app.shutdown()
    app.bot_data["store"].close()
    assert errors == []


async def test_stop_is_bound_to_its_activity_and_asks_first(bot: Harness) -> None:
    calls = await bot.text("/memory")
    old_stop = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("z:memory:"))
    calls = await bot.press(old_stop)
    assert [n for n, _, _ in calls if n == "editMessageReplyMarkup"]  # the keyboard asks: yes or go on
    yes = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(":y"))
    go_on = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(":c"))
    calls = await bot.press(go_on)
    assert "memory" in bot.app.bot_data["store"].load(42).activities
    calls = await bot.press(yes)  # answered "go on": that prompt is no longer open (issue 26)
    assert "no longer open" in answers(calls)[0]["text"] and "memory" in bot.app.bot_data["store"].load(42).activities
    calls = await bot.press(old_stop)  # asked again, answered at once
    yes = next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(":y"))
    await bot.press(yes)
    assert "memory" not in bot.app.bot_data["store"].load(42).activities
    calls = await bot.text("/memory")  # a new memory game, and a game
    await bot.text("/play")
    store = bot.app.bot_data["store"]
    before = store.load(42).to_json()
    for stale in (old_stop, yes):  # the old game's Stop: says so, changes nothing
        calls = await bot.press(stale)
        assert shown(calls) == [] and "already over" in answers(calls)[0]["text"]
    assert store.load(42).to_json() == before


async def _to_claim_prompt(bot: Harness) -> list:  # type: ignore[type-arg]
    await bot.text("/start")
    await bot.press("t:adult")
    await bot.press("s:rules:kids2p")
    store = bot.app.bot_data["store"]
    calls = await bot.text("/play")
    for _ in range(800):
        g = store.load(42).activities.get("game")
        if g is None:
            calls = await bot.text("/play")
            continue
        if g.prompt_at is not None:
            return calls
        options = _moves(calls)
        calls = await bot.press(options[0]) if options else await bot.text("/play")
    pytest.skip("no claim prompt came")


async def test_the_job_queue_passes_a_claim_prompt_in_time(db) -> None:  # type: ignore[no-untyped-def]
    app, rec, errors = await make_app(db, Config(rate_count=0, claim_timeout=0.5))
    bot = Harness(app, rec, errors)
    await app.start()  # the JobQueue runs
    try:
        calls = await _to_claim_prompt(bot)
        store = app.bot_data["store"]
        claim = _moves(calls)[0]
        moves = len(store.load(42).activities["game"].actions)
        assert app.job_queue.get_jobs_by_name("due:42")
        start = len(rec.calls)
        for _ in range(40):
            await asyncio.sleep(0.1)
            if len(store.load(42).activities["game"].actions) > moves and any(n.startswith("edit") for n, _, _ in rec.calls[start:]):
                break
        fired = rec.calls[start:]
        assert len(store.load(42).activities["game"].actions) > moves  # passed, with no update from the user
        assert "Time is up: I passed for you." in texts(fired)  # said in the live message
        late = await bot.press(claim)
        assert "out of time" in answers(late)[0]["text"]
    finally:
        await app.stop()
        await app.shutdown()
        app.bot_data["store"].close()
    assert errors == []


async def test_a_restart_arms_the_stored_time_limit_again(db) -> None:  # type: ignore[no-untyped-def]
    app, rec, errors = await make_app(db, Config(rate_count=0, claim_timeout=30))
    bot = Harness(app, rec, errors)
    await _to_claim_prompt(bot)
    due = app.bot_data["store"].load(42).due
    assert due is not None
    await app.shutdown()
    app.bot_data["store"].close()
    app, rec, errors = await make_app(db, Config(rate_count=0, claim_timeout=30))  # post_init arms it
    jobs = app.job_queue.get_jobs_by_name("due:42")
    assert jobs and jobs[0].data == (42, 42)
    await app.shutdown()
    app.bot_data["store"].close()
    assert errors == []


async def test_the_children_have_no_timer_by_default(bot: Harness) -> None:
    await bot.text("/start")
    await bot.press("t:kids")
    assert "time limit on claims (30 s): off" in texts(await bot.text("/settings"))
    await bot.press("t:adult")
    assert "time limit on claims (30 s): on" in texts(await bot.text("/settings"))


async def test_post_init_sets_the_command_menu_in_both_languages(bot: Harness) -> None:
    calls = [p for n, p, _ in bot.rec.calls if n == "setMyCommands"]
    langs = {p.get("language_code") for p in calls}
    assert langs == {"ru", "en", None}
    en = next(p for p in calls if p.get("language_code") == "en")
    commands = en["commands"] if isinstance(en["commands"], list) else json.loads(en["commands"])
    names = [c["command"] for c in commands]
    help_text = texts(await bot.text("/help"))
    assert all(f"/{name} " in help_text for name in names)  # the help and the command menu agree
    menu = {b["callback_data"][2:] for b in buttons(await bot.text("/help")) if b["callback_data"].startswith("n:")}
    assert menu <= set(names)  # and the menu's buttons are commands of both


async def test_groups_answer_only_what_is_meant_for_the_bot(bot: Harness) -> None:
    group = -100
    assert shown(await bot.text("hello everyone", chat_id=group)) == []
    assert shown(await bot.text("/help@other_bot", chat_id=group)) == []
    assert shown(await bot.text("/start@other_bot", chat_id=group)) == []
    assert "What I can do" in texts(await bot.text("/help@mj_tutor_bot", chat_id=group))
    assert "What I can do" in texts(await bot.text("/help", chat_id=group))
    replied = await bot.text("what?", chat_id=group, reply_to={"id": 123456, "is_bot": True, "first_name": "Tutor"})
    assert "did not understand" in texts(replied)
    other = await bot.text("what?", chat_id=group, reply_to={"id": 77, "is_bot": False, "first_name": "Ann"})
    assert shown(other) == []
    assert shown(await bot.media("sticker", chat_id=group)) == []
    calls = await bot.text("/play", user_id=43, chat_id=group)  # each user's game stays theirs
    move = _moves(calls)[0]
    stolen = await bot.press(move, user_id=44, chat_id=group)
    assert shown(stolen) == [] and "out of date or not yours" in answers(stolen)[0]["text"]


@pytest.mark.parametrize("kind", ["sticker", "photo", "voice", "document"])
async def test_media_in_private_gets_one_short_answer(bot: Harness, kind: str) -> None:
    calls = await bot.media(kind)
    assert len(sent(calls)) == 1 and "I understand text and buttons" in texts(calls)
    assert "n:play" in [b["callback_data"] for b in buttons(calls)]


async def test_memory_keeps_found_pairs_as_tiles_and_is_one_message(bot: Harness) -> None:
    calls = await bot.text("/memory")
    store = bot.app.bot_data["store"]
    board = [str(t) for t in store.load(42).activities["memory"].game.board]
    first = board.index(board[0], 1)
    for pos in (0, first):
        calls = await bot.press(next(b["callback_data"] for b in buttons(calls) if b["callback_data"].endswith(f":{pos}")))
    labels = [b["text"] for b in buttons(calls)]
    assert labels.count(labels[0]) == 2 and labels[0].startswith("✓ ") and "·" not in labels
    assert len(sent(bot.rec.calls)) == 1


@pytest.mark.slow
async def test_hand_over_in_mcr2p_lists_two_players(bot: Harness) -> None:
    await bot.text("/start")
    await bot.press("t:adult")
    calls = await bot.text("/play")
    for _ in range(600):
        options = _moves(calls)
        if not options or options[0].startswith("h:"):
            break
        calls = await bot.press(options[0])
    text = texts(calls)
    scores = next(line for line in text.splitlines() if line.startswith("Scores:"))
    assert scores.count("→") == 2, scores
    assert not [line for line in text.splitlines() if "Payments:" in line and line.count(",") >= 2]  # no four seats
    assert load(bot.app.bot_data["store"].load(42).activities["game"]).phase in (Phase.HAND_OVER, Phase.GAME_OVER)

