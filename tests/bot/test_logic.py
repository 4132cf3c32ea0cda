"""The conversation logic alone: pure values in, pure values out, no Telegram."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

from bot.logic import Config, Event, Session, load_session, step
from bot.logic.model import Reply
from bot.logic.quiz import course
from bot.storage import SCHEMA_VERSION, Store
from mjcore.practice.choose import UNLOCKED

LOGIC = Path(__file__).resolve().parents[2] / "bot" / "logic"


def run(session: Session, *events: Event) -> tuple[Session, list[Reply]]:
    replies: list[Reply] = []
    for event in events:
        session, out = step(session, event, Config(rate_count=0))
        replies += out
    return session, replies


def text(s: str, rand: int = 1, now: float = 0.0) -> Event:
    return Event("text", 5, text=s, now=now, rand=rand, lang_code="en")


def press(data: str, rand: int = 1, now: float = 0.0) -> Event:
    return Event("button", 5, data=data, now=now, rand=rand, lang_code="en")


def test_the_logic_never_imports_telegram() -> None:
    for path in LOGIC.glob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            assert not any(n == "telegram" or n.startswith("telegram.") for n in names), path


def test_step_does_not_change_its_input() -> None:
    session = Session(5)
    before = session.to_json()
    after, replies = step(session, text("/start"))
    assert session.to_json() == before and after.lang == "en" and replies


def test_language_follows_telegram_then_lang_switches() -> None:
    s, _ = run(Session(5), Event("text", 5, text="/help", lang_code="ru-RU"))
    assert s.lang == "ru"
    s, out = run(s, text("/lang en"))
    assert s.lang == "en" and "English" in out[0].text


def test_quiz_goes_by_spaced_repetition() -> None:
    s, _ = run(Session(5), text("/start"), press("t:kids"))
    s, out = run(s, text("/quiz", rand=11))
    first = [k.partition(":")[0] for k in course("kids")[:UNLOCKED]]
    assert "quiz" in s.activities and s.activities["quiz"].family in first  # among the first skills of the kids' course
    asked = f"{s.activities['quiz'].family}:{s.activities['quiz'].level}"
    q = s.activities["quiz"].question()
    right = [o.value for o in q.options].index(q.answer[0])
    s, out = run(s, press(f"q:{s.activities['quiz'].id}:{right}", now=100.0))
    assert "Right!" in out[-1].text
    assert "quiz" not in s.activities and json.loads(s.progress.text)["skills"][asked]["correct"] == 1
    s, _ = run(s, text("/quiz", rand=12, now=200.0))
    assert f"{s.activities['quiz'].family}:{s.activities['quiz'].level}" != asked  # answered right, not due yet: another skill
    q = s.activities["quiz"].question()
    wrong = next(i for i, o in enumerate(q.options) if o.value not in q.answer) if q.options else None
    if wrong is not None:
        family = s.activities["quiz"].family
        s, _ = run(s, press(f"q:{s.activities['quiz'].id}:{wrong}", now=300.0))
        s, _ = run(s, text("/quiz", rand=13, now=400.0))
        assert s.activities["quiz"].family == family  # a wrong answer: due again a minute later (FSRS relearning)


def test_pick_tiles_toggles_then_done() -> None:
    s, out = run(Session(5), text("/quiz find_waits", rand=4))
    qid = s.activities["quiz"].id
    s, out = run(s, press(f"q:{qid}:0"))
    assert len(s.activities["quiz"].picked) == 1 and out[-1].markup_only
    s, out = run(s, press(f"q:{qid}:0"))
    assert s.activities["quiz"].picked == ()
    s, out = run(s, text("1m"))
    assert "quiz" not in s.activities and ("Right!" in out[-1].text or "The answer" in out[-1].text)


def test_rate_limit_is_per_window() -> None:
    config = Config(rate_count=3, rate_window=10)
    s = Session(5)
    said = []
    for i in range(8):
        s, out = step(s, text("/help", now=float(i) / 10), config)
        said.append(out[0].text if out else "")
    assert sum("What I can do" in x for x in said) == 3 and sum("Too fast" in x for x in said) == 1
    s, out = step(s, text("/help", now=30.0), config)
    assert "What I can do" in out[0].text


def test_a_broken_session_row_starts_afresh() -> None:
    assert load_session("{not json", 3) == Session(3)
    assert load_session('{"lang": "en", "unknown": 1}', 3).lang == "en"


def test_storage_schema_and_wal(tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = Store(tmp_path / "b.sqlite3")
    assert store.db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert store.db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    with store.transaction():
        store.save(Session(9, lang="en"), 0)
    store.close()
    again = Store(tmp_path / "b.sqlite3")
    assert again.load(9).lang == "en"
    again.close()


#: Russian words of the formal «вы»: the pronoun, and the imperatives in -ите/-йте/-ьте.
FORMAL = re.compile(r"\b(вы|вас|вам|ваш\w*|\w+(ите|йте|ьте))\b", re.IGNORECASE)


def test_a_childs_quiz_speaks_a_childs_words() -> None:
    """On the kids' track (a new user's) every quiz of the kids' families, its buttons, its
    explanation and the answer after a miss use the children's words: no notation, no adult-only
    term (mjcore.kidswords.adult_traces, the test the lessons' kids' texts pass)."""
    from mjcore.kidswords import adult_traces
    from mjcore.quiz import FAMILIES

    for lang in ("ru", "en"):
        for family in (f.name for f in FAMILIES.values() if f.track == "kids"):
            for rand in range(1, 6):
                s, out = run(Session(5), Event("text", 5, text=f"/quiz {family}", rand=rand, lang_code=lang))
                qs = s.activities["quiz"]
                q = qs.question()
                shown = [out[-1].text] + [b.label for row in out[-1].buttons for b in row]
                wrong = next((i for i, o in enumerate(q.options) if o.value not in q.answer), None)
                if wrong is not None:  # a miss: the answer and the explanation are said
                    _, after = run(s, Event("button", 5, data=f"q:{qs.id}:{wrong}", rand=rand, lang_code=lang))
                    shown += [r.text for r in after]
                for text_shown in shown:
                    assert not adult_traces(text_shown, lang), (lang, family, text_shown, adult_traces(text_shown, lang))
                    if lang == "ru":  # a child is spoken to as «ты», not «вы» ("Отметьте все" beside "Отметь")
                        assert not FORMAL.search(text_shown), (family, text_shown)
