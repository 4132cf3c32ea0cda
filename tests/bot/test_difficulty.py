"""An exercise's difficulty is learnt from every user's answers: one pool in the bot's database
(SQLite and a real PostgreSQL server), moved by sure learners only, counted under a row lock."""

from __future__ import annotations

import threading
from dataclasses import replace

from bot.logic import Config, Event, Session
from bot.logic.session import StoredProgress
from bot.migrate import copy
from bot.runner import handle
from bot.storage import Store
from mjcore.practice import Progress, Rating
from mjcore.practice.areas import area_of, prior
from mjcore.practice.daily import Audience, Daily, daily, today
from mjcore.practice.schedule import DAY
from mjcore.questions.question import AnswerForm

#: Whom the bot's /daily is for here (the learner's track, system and level).
CHILD = Audience("kids", "kids", "beginner")

CONFIG = Config(rate_count=10_000, rate_window=1e9)


def _one_option_day() -> tuple[float, Daily]:
    """A day whose daily hand is answered by one button (so a wrong answer is one press)."""
    for day in range(20_400, 20_500):
        hand = daily(today(day * DAY), CHILD)
        if hand.question.form is AnswerForm.ONE:
            return day * DAY + 100.0, hand
    raise AssertionError("no one-option daily hand in 100 days")


NOW, HAND = _one_option_day()


def _sure_learner(store: Store, user: int, rating: float) -> None:
    """A user whose rating in the daily hand's skill area is sure (60 points of deviation)."""
    progress = replace(Progress(), areas=((area_of(HAND.family), Rating(rating, 60.0)),))
    with store.transaction():
        session = Session(user, lang="en", progress=StoredProgress.of(progress))
        store.save(session, NOW)


def _answer(store: Store, user: int, right: bool) -> Progress:
    """``user`` opens /daily and presses the right option, or the first wrong one."""
    handle(store, Event("text", user, text="/daily", now=NOW, rand=user, lang_code="en"), CONFIG)
    state = store.load(user).activities["quiz"]
    values = [o.value for o in HAND.question.options]
    chosen = next(v for v in values if (v in HAND.question.answer) == right)
    handle(store, Event("button", user, data=f"q:{state.id}:{values.index(chosen)}", now=NOW, rand=user + 1), CONFIG)
    return Progress.loads(store.load(user).progress.text)


def test_every_users_answers_teach_one_difficulty(db) -> None:  # type: ignore[no-untyped-def]
    store = Store(db)
    assert store.difficulty(HAND.skill) is None
    for user in (1, 2, 3):  # strong, sure learners get it wrong: the exercise is harder than its prior
        _sure_learner(store, user, 1900.0)
        mine = _answer(store, user, right=False)
        assert mine.difficulty == ()  # the user's record keeps no difficulty of its own
    learnt = store.difficulty(HAND.skill)
    assert learnt is not None and learnt.n == 3 and learnt.rating > prior(HAND.skill).rating
    # a new user is provisional: rated against the learnt difficulty, not counted in it
    newcomer = _answer(store, 4, right=True)
    assert store.difficulty(HAND.skill) == learnt
    expected, _ = Rating().answered(learnt, True)
    assert newcomer.area_rating(area_of(HAND.family)) == expected
    store.close()


def test_two_workers_answering_at_once_both_count(db) -> None:  # type: ignore[no-untyped-def]
    a, b = Store(db), Store(db)
    users = {a: range(10, 16), b: range(20, 26)}
    for store, ids in users.items():
        for user in ids:
            _sure_learner(store, user, 1700.0)
    errors: list[BaseException] = []

    def answer_all(store: Store) -> None:
        try:
            for user in users[store]:
                _answer(store, user, right=user % 2 == 0)
        except BaseException as error:  # pragma: no cover - reported below
            errors.append(error)

    threads = [threading.Thread(target=answer_all, args=(s,)) for s in (a, b)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    learnt = a.difficulty(HAND.skill)
    assert learnt is not None and learnt.n == 12
    a.close()
    b.close()


def test_the_difficulties_copy_with_the_sessions(db, tmp_path) -> None:  # type: ignore[no-untyped-def]
    store = Store(db)
    _sure_learner(store, 1, 1800.0)
    _answer(store, 1, right=False)
    learnt = store.difficulty(HAND.skill)
    store.close()
    target = tmp_path / "copy.sqlite3"
    assert copy(db, target, "en") == 0
    copied = Store(target)
    assert copied.difficulty(HAND.skill) == learnt and copied.difficulties() == {HAND.skill: learnt}
    copied.close()
