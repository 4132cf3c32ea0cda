"""Sessions the bot stored on 2026-12-05 (main at 76ab6cb: the activities wrote the core's fields
out one by one, the progress was a JSON string in the session) load with today's code into the
same values and go on exactly as they did: ``fixtures/sessions_2026-12-05.json`` holds the rows
mid-activity, each state's fields as the old bot read them, the next update and the old bot's
answers to it, pictures' PNG digests included (see ``fixtures/make_sessions_2026_12_05.py``).

A stored field that is read with another meaning, or lost, fails here: every field the old
bot read is compared, and so is what the answer to the next update does (its buttons' data, its
pictures' keys, which message it edits); its words may have been reworded since."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from bot import pictures
from bot.logic import Config, Event, Reply
from bot.runner import handle
from bot.storage import Store

FIXTURES = json.loads((Path(__file__).parent / "fixtures" / "sessions_2026-12-05.json").read_text("utf-8"))


def _reply_json(r: Reply) -> dict:
    """A reply as the fixture keeps it: its words, buttons, picture key and PNG digest."""
    pic = None
    if r.picture is not None:
        pic = {"key": r.picture.key, "index": getattr(r.picture, "index", True)}
        if not r.picture.key.startswith("scene:"):
            pic["png"] = hashlib.sha256(pictures.png(r.picture)).hexdigest()
    return {"text": r.text, "buttons": [[[b.label, b.data] for b in row] for row in r.buttons], "toast": r.toast,
            "picture": pic, "live": r.live, "edit": list(r.edit) if r.edit else None, "same_picture": r.same_picture,
            "drop": list(r.drop) if r.drop else None, "markup_only": r.markup_only, "file": list(r.file) if r.file else None}


def _shape(reply: dict) -> dict:
    """What the answer does, not how it says it: the buttons' data (not their labels), the
    picture's key (what it shows, not its pixels), the live message, the edits."""
    shape = dict(reply, text=bool(reply["text"]), buttons=[[data for _, data in row] for row in reply["buttons"]])
    if shape["picture"] is not None:
        shape["picture"] = {k: v for k, v in shape["picture"].items() if k != "png"}
    return shape


def _fields(state: object) -> dict[str, str]:
    """The state's fields as ``repr``, and the core game's it holds (``game.board``), by name."""
    out = {name: repr(getattr(state, name)) for name in getattr(state, "__dataclass_fields__", {})}
    game = getattr(state, "game", None)
    for name in getattr(game, "__dataclass_fields__", {}):
        out[f"game.{name}"] = repr(getattr(game, name))
    return out


#: Answers changed on purpose since the fixtures were made, and the kind of picture they send now:
#: the kids' ``/progress`` (a session of no track is a child's) shows the stages of the course and
#: the week's chart, no more the quiz skills' bars (issue 28; ``tests/bot/test_progress_kids.py``).
NEW_PICTURE = {"progress": "week:"}


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(tmp_path / "bot.sqlite3")


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_stored_session_loads_the_same_and_goes_on(store: Store, name: str) -> None:
    case = FIXTURES[name]
    user = case["user_id"]
    with store.transaction():
        store.db.execute("INSERT INTO sessions (user_id, data, updated) VALUES (?, ?, 0)", (user, case["row"]))
        session = store.load(user)
    assert sorted(session.activities) == sorted(case["states"])
    assert (session.profile, session.names, session.parked) == ("", {}, {})  # the account's own profile, alone
    for activity, expected in case["states"].items():
        now = _fields(session.activities[activity])
        for field, value in expected.items():  # a field added since may be new; none read may change
            assert now.get(field) == value, (activity, field)
    assert session.progress.value.dumps() == case["progress"] if case["progress"] else session.progress.text == ""
    assert session.progress.text == json.loads(case["row"])["progress"]  # written back as it was read
    e = case["next"]
    field = {"text": e["value"]} if e["kind"] == "text" else {"data": e["value"]}
    event = Event(e["kind"], user, now=e["now"], rand=e["rand"], lang_code=e["lang_code"], chat=user, **field)
    before = session.activities[session.current].turn if session.current else None
    replies = handle(store, event, Config())
    assert all(r.toast in (None, "") for r in replies), [r.toast for r in replies]  # nothing "out of date"
    if case["replies"] is not None:  # the same answer; its words and drawing may be reworded since
        expected = [_shape(r) for r in case["replies"]]
        if name in NEW_PICTURE:  # the answer changed on purpose: its picture is of another kind now
            for shape in expected:
                if shape["picture"] is not None:
                    shape["picture"] = dict(shape["picture"], key=NEW_PICTURE[name])
            got = [_shape(_reply_json(r)) for r in replies]
            for shape in got:
                if shape["picture"] is not None and shape["picture"]["key"].startswith(NEW_PICTURE[name]):
                    shape["picture"] = dict(shape["picture"], key=NEW_PICTURE[name])
            assert got == expected
        else:
            assert [_shape(_reply_json(r)) for r in replies] == expected
        assert all(r.text for r in replies if r.live or r.edit)
    else:  # the game: the learner's move was taken (the computer's answer may change with its play)
        after = store.load(user)
        game = after.activities["game"]
        assert game.turn != before and len(game.record.actions) > int(before[0])


def test_every_activity_is_covered() -> None:
    """The fixtures hold each activity the bot keeps, and the progress record."""
    kept = {a for case in FIXTURES.values() for a in json.loads(case["row"])["activities"]}
    assert kept >= {"quiz", "memory", "codelock", "snake", "score", "game"}
    assert any(case["progress"] for case in FIXTURES.values())
