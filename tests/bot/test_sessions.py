"""Sessions the first version of the bot stored (SESSION_VERSION 1: a dict per activity) load into
the typed states and go on exactly as they would have: ``data/sessions_v1.json`` holds real rows
mid-game, mid-quiz, mid-memory, mid-codelock and mid-snake, the next update each user sent and
the v1 bot's replies to it (see ``data/make_v1_fixtures.py``)."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path

import pytest
from botkit import Harness, answers, shown, texts

from bot.logic import REGISTRY, Config, Event, Session, load_session
from bot.logic.session import SESSION_VERSION, UPGRADES, upgrade
from bot.runner import handle
from bot.storage import Store
from bot.texts import TEXTS

FIXTURES = json.loads((Path(__file__).parent / "data" / "sessions_v1.json").read_text("utf-8"))
#: The v1 keys of the activities and the names they have now.
V1_NAMES = {"quiz": "quiz", "game": "game", "memory": "memory"}
V1_MINIS = {"lock": "codelock", "snake": "snake"}


def _store_v1(store: Store, row: dict) -> None:
    """The row as the v1 bot wrote it."""
    with store.transaction():
        store.db.execute("INSERT INTO sessions (user_id, data, updated) VALUES (?, ?, 0)",
                         (row["user_id"], json.dumps(row, ensure_ascii=False, separators=(",", ":"))))


def _v1_activities(row: dict) -> dict[str, dict]:
    found = {V1_NAMES[k]: row[k] for k in V1_NAMES if row[k] is not None}
    if row["mini"] is not None:
        found[V1_MINIS[row["mini"]["game"]]] = {k: v for k, v in row["mini"].items() if k != "game"}
    return found


#: The v1 game's fields the bot's own state keeps now (what it showed is told again, not counted).
V1_GAME_FRONT = ("id", "prompt_at", "counted")


def _game_as_v1(data: dict) -> dict:
    """A game state, v1 or today's (the table's JSON: the record and the seats), as the v1 fields
    it keeps: the record's (rules, seed, options, actions, max_hands), the computer's level and
    the front end's own."""
    if "table" in data:
        game, seats = data["table"]["game"], data["table"]["seats"]
        assert seats[0] == "person" and game["dealer"] == 0 and game["format"] == "mjcore-game"
        level = seats[1].removeprefix("computer:")
    else:
        game, level = data, data["level"]
    found = {k: game[k] for k in ("rules", "seed", "options", "actions", "max_hands")}
    return {**found, "level": level, **{k: data.get(k) for k in V1_GAME_FRONT}}


def _mini_as_v1(activity: str, data: dict) -> dict:
    """A mini-game's state as v1 kept it: the core game's fields beside the id (today the game's
    own JSON under ``game``), the memory's last turn and the lock's rounds as lists."""
    if activity not in ("memory", "codelock", "snake"):
        return data
    game = dict(data["game"])
    if activity == "memory" and game["last"] is not None:
        game["last"] = [game["last"][k] for k in ("player", "first", "second", "matched")]
    if activity == "codelock":
        game["rounds"] = [[r[k] for k in ("code", "answer", "item_errors", "order_errors")] for r in game["rounds"]]
    return {**game, **{k: v for k, v in data.items() if k != "game"}}


def _event(user_id: int, e: dict) -> Event:
    field = {"text": e["value"]} if e["kind"] == "text" else {"data": e["value"]}
    return Event(e["kind"], user_id, now=e["now"], rand=e["rand"], lang_code=e["lang_code"], **field)


def test_the_fixtures_cover_every_v1_activity() -> None:
    kinds = {name for case in FIXTURES.values() for name in _v1_activities(case["row"])}
    # every v1 activity is still one; later ones (score, the personal puzzles) were never in a v1 session
    assert kinds == {"quiz", "game", "memory", "codelock", "snake"} <= {a.name for a in REGISTRY.activities}
    assert all(case["row"]["version"] == 1 for case in FIXTURES.values())
    assert SESSION_VERSION == 4 and len(UPGRADES) == SESSION_VERSION - 1


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_a_v1_row_loads_into_typed_states(name: str, tmp_path: Path) -> None:
    case = FIXTURES[name]
    row = case["row"]
    store = Store(tmp_path / "v1.sqlite3")
    _store_v1(store, row)
    session = store.load(case["user_id"])
    store.close()
    assert (session.lang, session.track, session.progress.text) == (row["lang"], row["track"], row["progress"])
    assert session.settings == row["settings"] and session.stats == row["stats"]
    wanted = _v1_activities(row)
    assert set(session.activities) == set(wanted)
    for activity, old in wanted.items():
        state = session.activities[activity]
        assert type(state) is REGISTRY.by_name[activity].state
        new = state.to_json()
        if activity == "game":  # the match is the one table's JSON now: every move kept
            old, new = _game_as_v1(old), _game_as_v1(new)
        new = _mini_as_v1(activity, new)
        assert {k: new[k] for k in old} == old, activity  # every v1 field kept as it was
        added = set(new) - set(old)
        assert added <= {"poll_id", "prompt_at", "counted", "since", "timed_out", "won", "lost", "drawn", "best", "waiting",
                         "players", "player", "retries", "retrying", "retried"}
        assert all(new[k] in (None, 0, False, []) or (k == "since" and new[k] == old["shown"]) or (k, new[k]) == ("players", 1)
                   for k in added)  # their defaults
    assert session.current == (next(iter(wanted)) if len(wanted) == 1 else None)
    again = load_session(session.to_json(), case["user_id"])
    assert again == session and json.loads(session.to_json())["version"] == SESSION_VERSION


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_a_v1_session_goes_on_as_the_v1_bot_did(name: str, tmp_path: Path) -> None:
    """The update the user sent next (mostly a button of a message the v1 bot had sent) works on
    as the v1 bot's did, through the SQLite store: the same answer to the button and the same
    first line (today the board is a live message, so the words around it changed; a claim the
    bot passed for is now explained as such); the row is saved in the current version."""
    case = FIXTURES[name]
    store = Store(tmp_path / "v1.sqlite3")
    _store_v1(store, case["row"])
    replies = json.loads(json.dumps([{k: v for k, v in asdict(r).items() if not (k == "file" and v is None)}
                                     for r in handle(store, _event(case["user_id"], case["next"]["event"]), Config(rate_count=0))]))
    want = case["next"]["replies"]
    lang = case["row"]["lang"]
    late = TEXTS.text(TEXTS.variant("game.late", ".kids", lang) if case["row"]["track"] in (None, "kids") else "game.late", lang)
    toasts = [r["toast"] for r in want if r["toast"] is not None]
    got = [r["toast"] for r in replies if r["toast"] is not None]
    assert got == toasts or (name == "claim_timed_out" and got == [late]), (got, toasts)
    assert any(r["text"] for r in replies) == any(r["text"] for r in want)
    raw = json.loads(store.db.execute("SELECT data FROM sessions WHERE user_id=?", (case["user_id"],)).fetchone()[0])
    store.close()
    assert raw["version"] == SESSION_VERSION and "activities" in raw and "mini" not in raw and "game" not in raw


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_old_buttons_that_no_longer_fit_are_stale(name: str, tmp_path: Path) -> None:
    """A v1 session's buttons with another id, another move number, or cut short are "out of
    date" and change nothing."""
    case = FIXTURES[name]
    store = Store(tmp_path / "v1.sqlite3")
    _store_v1(store, case["row"])
    before = store.load(case["user_id"]).to_json()
    e = case["next"]["event"]
    data = e["value"] if e["kind"] == "button" else "q:" + case["row"]["quiz"]["id"] + ":0"
    prefix, _, rest = data.partition(":")
    fields = rest.split(":")
    forged = [f"{prefix}:zzzzz:{':'.join(fields[1:])}", data.rsplit(":", 1)[0], data + ":0",
              f"{prefix}:{fields[0]}:{':'.join(str(int(f) + 1) if f.isdigit() else f for f in fields[1:-1])}:{fields[-1]}"]
    for bad in forged:
        if bad == data:
            continue
        replies = handle(store, Event("button", case["user_id"], data=bad, rand=e["rand"]), Config(rate_count=0))
        toasts = [r.toast for r in replies if r.toast is not None]
        assert toasts in ([TEXTS.text("stale", case["row"]["lang"])], [TEXTS.text("game.late", case["row"]["lang"])]), (bad, replies)
    after = store.load(case["user_id"])
    after.due = None  # derived: the time limit the registry armed (the v1 row had none stored)
    assert after.to_json() == before.replace('"due":null', '"due":null')
    store.close()


@pytest.mark.asyncio
async def test_mid_game_and_mid_codelock_rows_through_the_application(bot: Harness) -> None:
    """The real Application over a file the v1 bot wrote: the stored buttons work."""
    store = bot.app.bot_data["store"]
    for name in ("mid_game", "mid_codelock", "mid_memory", "hand_over"):
        case = FIXTURES[name]
        _store_v1(store, case["row"])
        calls = await bot.press(case["next"]["event"]["value"], user_id=case["user_id"])
        assert answers(calls) and not answers(calls)[0].get("text"), name
        assert shown(calls) and texts(calls).strip(), name


def test_unreadable_or_unknown_activities_are_left_out_the_rest_is_kept() -> None:
    row = dict(FIXTURES["mid_game_and_quiz"]["row"])
    row["game"] = {"id": "x", "rules": "kids2p"}  # cut short
    row["mini"] = {"game": "tetris", "id": "y"}  # a kind this bot does not know
    session = load_session(json.dumps(row), 12)
    assert set(session.activities) == {"quiz"} and session.lang == "ru" and session.settings["open"] is False
    newer = json.loads(session.to_json())
    newer["activities"]["chess"] = {"id": "z"}
    assert set(load_session(json.dumps(newer), 12).activities) == {"quiz"}
    assert load_session('{"version": "two"}', 12) == Session(12)
    assert load_session("[1, 2]", 12) == Session(12)


def test_upgrade_moves_the_v1_activities_and_tags_the_version() -> None:
    row = FIXTURES["mid_codelock"]["row"]
    data = upgrade(json.loads(json.dumps(row)))
    assert data["version"] == 4 and data["current"] == "codelock" and data["live"] == {} and data["due"] is None
    assert (data["profile"], data["names"], data["parked"]) == ("", {}, {})  # the account's own profile, no other
    assert set(data["activities"]) == {"codelock"} and "game" not in data["activities"]["codelock"]
    assert not {"quiz", "game", "memory", "mini"} & set(data)
    assert upgrade(data) == data  # the current version is left as it is


V2 = json.loads((Path(__file__).parent / "data" / "sessions_v2.json").read_text("utf-8"))


@pytest.mark.parametrize("name", sorted(V2))
def test_a_v2_row_is_upgraded_and_its_buttons_still_work(name: str, tmp_path: Path) -> None:
    """A row of the v2 bot (made by ``data/make_v2_fixtures.py``): read in the current version
    with no live message and no time limit known; the button the user pressed next works (its
    board comes as a fresh live message, as there is none to edit)."""
    case = V2[name]
    assert case["row"]["version"] == 2
    store = Store(tmp_path / "v2.sqlite3")
    with store.transaction():
        store.db.execute("INSERT INTO sessions (user_id, data, updated) VALUES (?, ?, 0)",
                         (case["user_id"], json.dumps(case["row"])))
    session = store.load(case["user_id"])
    assert set(session.activities) == set(case["row"]["activities"]) and session.current == case["row"]["current"]
    assert session.live == {} and session.due is None
    replies = handle(store, Event("button", case["user_id"], data=case["next"], now=2_000_100.0, rand=5, lang_code="en"),
                     Config(rate_count=0))
    assert [r.toast for r in replies if r.toast is not None] in (["OK"], [""])
    live = [r for r in replies if r.live is not None]
    raw = json.loads(store.db.execute("SELECT data FROM sessions WHERE user_id=?", (case["user_id"],)).fetchone()[0])
    assert raw["version"] == SESSION_VERSION
    if case["row"]["current"] == "quiz":  # the answer: the explanation, and the game still waits
        assert any("Right!" in r.text or "The answer:" in r.text for r in replies) and "game" in raw["activities"]
    else:
        assert live and live[0].edit is None  # a fresh live message
        assert raw["live"][live[0].live][1] == 0  # its id comes with live_sent
    store.close()
