"""The practice loop in the bot through the real PTB Application (only its HTTP layer replaced):
/daily, /export and a record sent back as a document, the review after a game, /puzzle, and the
progress round trip notebook -> bot -> notebook."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from botkit import TOKEN, Harness, RecordingRequest, buttons, texts
from telegram import Update

from bot.logic import Event, Session, step
from bot.logic.game import MatchState
from bot.logic.session import StoredProgress
from lessons.widgets.progress import ProgressFile
from mjcore.game.simulate import play_hand
from mjcore.practice import Progress, Puzzle
from mjcore.practice.daily import Audience, daily, today
from mjcore.practice.schedule import DAY
from mjcore.quiz import AnswerForm

#: Whom the bot's /daily is for here (the learner's track, system and level).
CHILD = Audience("kids", "kids", "beginner")


class FileRequest(RecordingRequest):
    """Also serves ``getFile`` and the file's download, for documents the user sends."""

    def __init__(self) -> None:
        super().__init__()
        self.files: dict[str, bytes] = {}

    async def do_request(self, url, method, request_data=None, read_timeout=None, write_timeout=None,  # type: ignore[no-untyped-def]
                         connect_timeout=None, pool_timeout=None):
        if "/file/bot" in url:
            self.calls.append(("download", {"url": url}, {}))
            return 200, self.files[url.rsplit("/", 1)[-1]]
        if url.endswith("/getFile"):
            file_id = dict(request_data.parameters)["file_id"] if request_data else ""
            self.calls.append(("getFile", {"file_id": file_id}, {}))
            result = {"file_id": file_id, "file_unique_id": file_id, "file_size": len(self.files[file_id]), "file_path": f"documents/{file_id}"}
            return 200, json.dumps({"ok": True, "result": result}).encode()
        if url.endswith("/sendDocument"):
            params = dict(request_data.parameters) if request_data else {}
            files = dict(request_data.multipart_data or {}) if request_data else {}
            self.calls.append(("sendDocument", params, files))
            result = {"message_id": next(self.ids), "date": 0, "chat": {"id": params.get("chat_id", 1), "type": "private"}}
            return 200, json.dumps({"ok": True, "result": result}).encode()
        return await super().do_request(url, method, request_data, read_timeout, write_timeout, connect_timeout, pool_timeout)


async def _bot(tmp_path: Path) -> tuple[Harness, FileRequest]:
    from bot import build_application
    from bot.logic import Config

    rec = FileRequest()
    app = build_application(TOKEN, request=rec, db_path=tmp_path / "bot.sqlite3", config=Config(rate_count=0))
    errors: list[BaseException] = []

    async def collect(update: object, context: Any) -> None:
        errors.append(context.error)

    app.error_handlers.clear()
    app.add_error_handler(collect)
    await app.initialize()
    return Harness(app, rec, errors), rec


async def _send_document(bot: Harness, rec: FileRequest, content: bytes, name: str = "progress.json") -> list[Any]:
    start = len(rec.calls)
    file_id = f"doc{len(rec.files)}"
    rec.files[file_id] = content
    message = {"message_id": 99, "date": 0, "chat": {"id": 42, "type": "private"},
               "from": {"id": 42, "is_bot": False, "first_name": "U", "language_code": "en"},
               "document": {"file_id": file_id, "file_unique_id": file_id, "file_name": name, "file_size": len(content)}}
    await bot.app.process_update(Update.de_json({"update_id": 5000 + start, "message": message}, bot.app.bot))
    return rec.calls[start:]


def _exported(calls: list[Any]) -> bytes:
    for name, _, files in calls:
        if name == "sendDocument":
            value = files["document"]
            return value[1] if isinstance(value, tuple) else value
    raise AssertionError("no document sent")


@pytest.mark.asyncio
async def test_progress_round_trip_notebook_bot_notebook(tmp_path: Path) -> None:
    notebook = ProgressFile(tmp_path / "notebook.json")
    for i, right in enumerate([True, True, False, True, True, True]):
        notebook.record_answer("shanten:1" if i % 2 else "find_waits:2", right, now=i * DAY)
    notebook.record_daily("2026-12-01", "claim:1", True, now=6 * DAY)
    notebook.add_puzzles([Puzzle("123m456p789s1122z5p", "5p", "1z", "standard", tuple([3] * 34), 7)])
    notebook.record_activity("memory", score=6, now=6 * DAY)
    before = notebook.quiz
    bot, rec = await _bot(tmp_path)
    try:
        calls = await _send_document(bot, rec, notebook.export_bytes())
        assert "Progress merged" in texts(calls)
        calls = await bot.text("/export")
        data = _exported(calls)
        assert json.loads(data)["format"] == "mjcore-progress"
        # broken and foreign files are refused in words, the progress stays
        assert "not a progress record" in texts(await _send_document(bot, rec, b"\xff\xfe garbage"))
        assert "not a progress record" in texts(await _send_document(bot, rec, b'{"version": 7}'))
        assert _exported(await bot.text("/export")) == data
    finally:
        await bot.app.shutdown()
        bot.app.bot_data["store"].close()
    assert bot.errors == []
    back = ProgressFile(tmp_path / "other-notebook.json")
    back.import_bytes(data)
    after = back.quiz
    assert after.areas == before.areas and after.skill_ratings == before.skill_ratings
    assert after.queue == before.queue and after.daily == before.daily
    assert (after.day_streak, after.last_day, after.streak, after.best_streak) == (
        before.day_streak, before.last_day, before.streak, before.best_streak)
    assert after.skills == before.skills
    # the notebook's own activities survive an import into it
    notebook.import_bytes(data)
    assert [a["activity"] for a in notebook.activities] == ["memory"] and notebook.quiz == before


@pytest.mark.asyncio
async def test_daily_is_todays_hand_and_marks_the_day(bot: Harness) -> None:
    calls = await bot.text("/daily")
    hand = daily(today(__import__("time").time()), CHILD)
    assert f"of the day, {hand.date.isoformat()}" in texts(calls)  # a child's (the kids' track) head
    assert hand.question.prompt.text("en").splitlines()[0][:30] in texts(calls)
    labels = [b for b in buttons(calls) if b["callback_data"].startswith("q:")]
    if hand.question.form is AnswerForm.NUMBER:  # the day's family decides: a number is typed
        assert "number" in texts(calls).lower()
    else:
        assert labels


def test_the_daily_answer_marks_the_day_done_in_the_logic() -> None:
    now = 20_000 * DAY + 100
    date = today(now)
    hand = daily(date, CHILD)
    session, _ = step(Session(1, lang="en"), Event("text", 1, text="/daily", now=now, rand=5))
    answer = hand.question.answer
    text = " ".join(answer) if hand.question.form.value in ("number", "tiles") else None
    if text is None:
        state = session.activities["quiz"]
        for value in answer:
            index = [o.value for o in hand.question.options].index(value)
            session, _ = step(session, Event("button", 1, data=f"q:{state.id}:{index}", now=now, rand=6))
        if "quiz" in session.activities:
            session, _ = step(session, Event("button", 1, data=f"q:{state.id}:done", now=now, rand=7))
    else:
        session, _ = step(session, Event("text", 1, text=text, now=now, rand=6))
    progress = Progress.loads(session.progress.text)
    assert date.isoformat() in progress.daily and progress.skill(hand.skill).correct == 1


def test_the_review_after_a_hand_queues_puzzles_and_puzzle_asks_them() -> None:
    """A finished hand (a beginner's play at seat 0) is reviewed in the chat; its costliest
    discards become /puzzle questions, answered with tile buttons."""
    for seed in range(1, 30):
        run = play_hand("kids2p", seed, ["random", "beginner"])
        record_actions = tuple(a.code for a in run.state.actions())
        session = Session(1, lang="en", track="adult")  # an adult's review (a child's has no puzzles)
        # the finished hand as an older bot kept it; /play resumes it and shows the result
        session.activities["game"] = MatchState.from_json({"id": "abcde", "rules": "kids2p", "seed": seed, "options": {},
                                                           "actions": list(record_actions), "level": "beginner",
                                                           "shown": 0, "max_hands": 1})
        session.current = "game"
        session, replies = step(session, Event("text", 1, text="/play", now=10.0, rand=3))
        text = "\n".join(r.text for r in replies)
        progress = Progress.loads(session.progress.text) if session.progress.text else Progress()
        if progress.queue:
            assert "Review of your hand" in text and "/puzzle" in text
            session, replies = step(session, Event("text", 1, text="/puzzle", now=11.0, rand=4))
            asked = replies[-1]
            assert "From your game" in asked.text and asked.picture is not None
            best = progress.queue[0].best
            press = next(b for row in asked.buttons for b in row if b.label == best)
            session, replies = step(session, Event("button", 1, data=press.data, now=12.0, rand=5))
            assert any("Right" in r.text or "right" in r.text.lower() for r in replies), [r.text for r in replies]
            after = Progress.loads(session.progress.text)
            assert len(after.queue) == len(progress.queue) - 1 and after.skill("best_discard:3").correct == 1
            return
    pytest.skip("no seed left a costly discard")


def test_a_puzzle_explains_the_option_picked() -> None:
    """``/puzzle`` answers with what the tile picked meant (the coach's words for that option),
    not only with the best one's explanation."""
    from mjcore.i18n import Message
    from mjcore.practice.review import puzzle_question

    why = (("5p", Message.of("coach.verdict.worse", played="5p", best="1z", cost="9", why=Message("coach.because.value"))),
           ("1z", Message("coach.verdict.good")), ("9s", Message("coach.because.value")))
    puzzle = Puzzle("123m456p789s1122z5p", "5p", "1z", "standard", tuple([3] * 34), 9, why=why)
    session = Session(1, lang="en", track="adult", progress=StoredProgress.of(Progress().add_puzzles([puzzle])))
    session, replies = step(session, Event("text", 1, text="/puzzle", now=11.0, rand=4))
    asked = replies[-1]
    press = next(b for row in asked.buttons for b in row if b.label == "9s")  # not the best
    session, replies = step(session, Event("button", 1, data=press.data, now=12.0, rand=5))
    told = "\n".join(r.text for r in replies)
    q = puzzle_question(puzzle)
    assert q.explain("9s").text("en") in told and q.explanation.text("en") not in told
    assert "The answer" in told or "answer" in told.lower()
