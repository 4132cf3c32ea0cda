"""The twelve stages of the kids' course: stars from the log of games, what next, the week."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.practice.stages import (
    DAY,
    MAX_STARS,
    STAGES,
    WEEK,
    Played,
    StageStars,
    is_kids_game,
    read_played,
    report,
    stage,
    stars,
    summary,
    week,
)

#: One game of each row of every stage that went well, and one that did not (by the row's own
#: fields, as the widgets and the bot log them).
GOOD = {
    "find_dots": {"activity": "find_suit", "target": "p", "score": 5, "mistakes": 0},
    "sequence_dots": {"activity": "sequence", "suit": "p", "score": 2, "mistakes": 0},
    "sets": {"activity": "sets", "suit": "p", "score": 3, "mistakes": 0},
    "code_lock": {"activity": "code_lock", "span": 4},
    "snake": {"activity": "snake", "length": 8, "rejected": 1},
    "find_bamboo": {"activity": "find_suit", "target": "s", "score": 5, "mistakes": 0},
    "sequence_bamboo": {"activity": "sequence", "suit": "s", "score": 1, "mistakes": 0},
    "memory": {"activity": "memory", "pairs": 6, "repeats": 3},
    "numerals": {"activity": "numerals", "score": 9, "mistakes": 0},
    "sets_characters": {"activity": "sets", "suit": "m", "score": 2, "mistakes": 0},
    "all_sets": {"activity": "all_sets", "score": 4, "mistakes": 0},
    "sets_honors": {"activity": "sets", "suit": "z", "score": 1, "mistakes": 0},
    "tidy_up": {"activity": "tidy_up", "score": 10, "mistakes": 0},
    "seats": {"activity": "seats", "score": 4, "mistakes": 0},
    "bonus": {"activity": "bonus", "score": 4, "mistakes": 0},
    "solitaire": {"activity": "solitaire", "won": True},
    "build_wall": {"activity": "build_wall", "score": 4, "mistakes": 0},
    "wall_dice": {"activity": "wall_dice", "score": 4, "mistakes": 0},
    "game": {"activity": "game", "rules": "kids2p", "won": True},
    "kids_score": {"activity": "kids_score", "won": True},
    "quiz_kids_score": {"activity": "quiz", "families": ["kids_score"], "right": 5, "count": 5},
    "drill_kids": {"activity": "drill", "family": "score_kids", "right": 4, "count": 4},
}
NOT_GOOD = {
    "find_dots": {"mistakes": 1}, "sequence_dots": {"mistakes": 2}, "sets": {"score": 0},
    "code_lock": {"span": 3}, "snake": {"length": 7}, "find_bamboo": {"mistakes": 1},
    "sequence_bamboo": {"mistakes": 1}, "memory": {"repeats": 4}, "numerals": {"mistakes": 1},
    "sets_characters": {"mistakes": 1}, "all_sets": {"mistakes": 2}, "sets_honors": {"mistakes": 1},
    "tidy_up": {"mistakes": 1}, "seats": {"mistakes": 1}, "bonus": {"mistakes": 1}, "solitaire": {"won": False},
    "build_wall": {"score": 3}, "wall_dice": {"mistakes": 1}, "game": {"won": False}, "kids_score": {"won": False},
    "quiz_kids_score": {"right": 4}, "drill_kids": {"right": 3},
}
ROWS = [(s.number, row.words) for s in STAGES for row in s.counts]


def game(words: str, day: float, good: bool = True) -> Played:
    entry = {**GOOD[words], **({} if good else NOT_GOOD[words]), "when": day * DAY + 3600}
    return Played.from_json(entry)


def test_twelve_stages_in_the_lessons_order() -> None:
    assert [s.number for s in STAGES] == list(range(1, 13))
    assert {words for _, words in ROWS} == set(GOOD) == set(NOT_GOOD)
    keys = [s.key for s in STAGES]
    assert len(set(keys)) == 12


@pytest.mark.parametrize(("number", "words"), ROWS)
def test_each_row_counts_for_its_stage_and_its_stars(number: int, words: str) -> None:
    """A game played: one star; it went well: two; well on two days: three — and only its own
    stage moves."""
    def seen(*games: Played) -> dict[int, int]:
        return {s.stage.number: s.stars for s in stars(games) if s.stars}

    assert seen(game(words, 0, good=False)) == {number: 1}
    assert seen(game(words, 0)) == {number: 2}
    assert seen(game(words, 0), game(words, 0)) == {number: 2}  # one day is not kept
    assert seen(game(words, 0), game(words, 1)) == {number: 3}
    assert is_kids_game(game(words, 0))


def test_grown_ups_games_count_for_no_stage() -> None:
    adults = [Played("game", 0.0, (("rules", "mcr2p"), ("won", True))), Played("quiz", 0.0, (("family", "shanten"), ("right", 1), ("count", 1))),
              Played("drill", 0.0, (("family", "score_mcr"), ("right", 1), ("count", 1))), Played("code", 0.0)]
    assert not any(is_kids_game(g) for g in adults)
    assert all(s.stars == 0 for s in stars(adults))


def test_next_is_the_first_stage_short_of_three_stars() -> None:
    games = [game(words, d) for _, words in ROWS[:3] for d in (0, 1)]  # stages 1 and 2 complete
    seen = report(games, now=2 * DAY)
    assert seen.next.stage is not None and seen.next.stage.number == 3
    assert seen.next.to_json() == {"stage": 3, "stars": 0, "activity": "code_lock", "goal": "code_lock"}
    assert "«Кодовый замок»" in seen.next.text("ru") and "4" in seen.next.text("ru")
    everything = [game(words, d) for _, words in ROWS for d in (0, 1)]
    done = report(everything, now=2 * DAY)
    assert done.total == 36 and done.next.stage is None
    assert done.next.text("en").startswith("All twelve stages")


def test_the_week_counts_games_and_stars_per_day() -> None:
    games = [game("code_lock", 10, good=False), game("code_lock", 12), game("snake", 12, good=False), game("code_lock", 13),
             game("solitaire", 2)]  # day 2: before the week
    seen = week(games, now=13 * DAY + 50)
    assert [d.day for d in seen.days] == list(range(7, 14))
    assert [(d.games, d.stars) for d in seen.days] == [(0, 0), (0, 0), (0, 0), (1, 1), (0, 0), (2, 2), (1, 1)]
    assert seen.games == 4 and seen.stars == 4
    assert seen.to_json()["days"][3] == {"date": "1970-01-11", "games": 1, "stars": 1}


def test_words_for_parents_in_both_languages() -> None:
    log = [game("code_lock", 0), game("snake", 0, good=False)]
    for lang in ("ru", "en"):
        text = summary(log, lang, now=0.5 * DAY)
        stages = [line for line in text.splitlines() if ("★" in line or "☆" in line) and line[:3].strip(" .").isdigit()]
        assert [int(line[:3].strip(" .")) for line in stages] == list(range(1, 13))
        assert "±" not in text and "1500" not in text
    ru = summary(log, "ru", now=0.5 * DAY)
    assert ru.splitlines()[0] == "Этапы детского курса: 3 из 36 звёзд"
    assert " 3. Кодовый замок ★★☆ — игр: 1, удачных: 1" in ru
    assert "попробуйте" in ru.lower() or "сыграйте" in ru or "начните" in ru


def test_json_of_the_report() -> None:
    data = report([game("code_lock", 0)], now=0.0).to_json()
    assert json.loads(json.dumps(data)) == data
    assert data["stars"] == 2 and data["stages"][2] == {"stage": 3, "key": "code_lock", "stars": 2, "played": 1, "good": 1,
                                                         "good_days": 1}


def test_log_entries_read_and_written() -> None:
    entry = {"activity": "memory", "when": 5.0, "pairs": 6, "repeats": 1, "players": [1, 2]}
    assert Played.from_json(entry).to_json() == entry
    assert [p.activity for p in read_played([entry, {"activity": 3}, {"activity": "x", "when": "now"}])] == ["memory"]
    with pytest.raises(ValueError):
        Played.from_json({"activity": "x", "when": -5})
    assert stage(12).title("en") == "Counting the points"


entries = st.sampled_from(sorted(GOOD))


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(entries, st.integers(0, 20), st.booleans()), max_size=25), st.integers(0, 25))
def test_stars_only_grow_and_the_week_adds_up(plays: list[tuple[str, int, bool]], today: int) -> None:
    games = [game(words, day, good) for words, day, good in plays]
    seen = stars(games)
    assert all(0 <= s.stars <= MAX_STARS for s in seen)
    # a game more never takes a star away
    for extra in (game("code_lock", 3), game("snake", 4, good=False)):
        more = stars([*games, extra])
        assert all(b.stars >= a.stars for a, b in zip(seen, more, strict=True))
    # the order of the log does not matter
    shuffled = list(games)
    random.Random(len(games)).shuffle(shuffled)
    assert [s.stars for s in stars(shuffled)] == [s.stars for s in seen]
    # the week's stars are those gained since the day before it
    seven = week(games, now=today * DAY)
    assert len(seven.days) == WEEK
    upto = sum(s.stars for s in stars(g for g in games if (g.day or 0) <= today))
    before = sum(s.stars for s in stars(g for g in games if (g.day or 0) <= today - WEEK))
    assert seven.stars == upto - before
    assert seven.games == sum(today - WEEK < (g.day or 0) <= today for g in games)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_childs_star_is_told_in_a_childs_words(lang: str) -> None:
    """The words a child reads for a new star, in every stage at every count of stars, pass the
    kids' text checker (no notation, no grown-ups' term, «ты»)."""
    from mjcore.kidswords import kids_text_problems

    for one in STAGES:
        for played, good, days in ((1, 0, 0), (1, 1, 1), (2, 2, 2)):
            text = StageStars(one, played, good, days).cheer(lang)
            assert f" {one.number} " in text and one.title(lang) in text
            assert kids_text_problems(text, lang) == [], text


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_each_stage_is_named_as_its_lesson(lang: str) -> None:
    """A stage's title is its kids' lesson's heading (or its beginning), so the parent and the
    child find the lesson by the name the stars give."""
    from pathlib import Path

    kids = Path(__file__).resolve().parents[3] / "lessons" / lang / "kids"
    for one in STAGES:
        page = next(kids.glob(f"{one.number:02d}_*.ipynb"))
        cells = json.loads(page.read_text("utf-8"))["cells"]
        heading = next(line for cell in cells if cell["cell_type"] == "markdown"
                       for line in "".join(cell["source"]).splitlines() if line.startswith("# "))
        assert heading.split(". ", 1)[1].startswith(one.title(lang)), (heading, one.title(lang))
