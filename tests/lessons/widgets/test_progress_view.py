"""The progress charts: empty record, charts from the saved data, reload, both languages."""

from __future__ import annotations

import pytest

from lessons.widgets.progress import ProgressFile
from lessons.widgets.progress_view import ProgressView

DAY = 86400.0


@pytest.fixture
def store(tmp_path, monkeypatch) -> ProgressFile:
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(tmp_path / "progress.json"))
    return ProgressFile()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_empty_record_says_nothing_yet(store, lang):
    view = ProgressView(lang=lang)
    assert "mj-progress" in view._dom_classes
    assert view.empty and view.charts == {}
    assert view.feedback_text.startswith("Здесь пока пусто" if lang == "ru" else "Nothing here yet")
    assert view.reload_button.description == ("Обновить" if lang == "ru" else "Reload")


def test_charts_from_the_file_and_reload(store):
    view = ProgressView(lang="en")
    assert view.empty
    for i, span in enumerate([3, 4, 5, 4]):
        store.record_activity("code_lock", span=span, now=20000 * DAY + i * DAY / 2)
    store.record_activity("memory", score=6, now=20003 * DAY)
    store.record_answer("tile_name:1", True, now=20003 * DAY)
    store.record_answer("tile_name:2", False, now=20003 * DAY)
    store.record_answer("find_waits:1", True, now=20003 * DAY)
    view.reload_button.click()  # another notebook wrote the file: read it again
    assert not view.empty and view.feedback_text == ""
    assert sorted(view.charts) == ["days", "mastery", "span"]
    for name, image in view.charts.items():
        assert bytes(image.value[:4]) == b"\x89PNG" and f"mj-chart-{name}" in image._dom_classes
    assert sum(n for _, n in view.days()) == 5 and len(view.days()) in (3, 4)  # days in local time
    assert view.spans() == [3, 4, 5, 4]
    # mastery per family in course order: tile_name averages its two levels (box 1 and box 0)
    assert view.mastery() == [("tile_name", pytest.approx(store.quiz.overall_mastery(["tile_name:1", "tile_name:2"]))),
                              ("find_waits", pytest.approx(store.quiz.mastery("find_waits:1")))]
    assert view.status_text == "Activities saved: 5."


def test_only_the_charts_with_data(store):
    store.record_answer("set_kind:1", True, now=DAY)
    view = ProgressView(lang="ru", progress=ProgressFile(store.path))
    assert sorted(view.charts) == ["mastery"] and not view.empty




@pytest.mark.parametrize("lang", ["ru", "en"])
def test_without_matplotlib_the_charts_are_html_bars(store, monkeypatch, lang):
    """The static site's Python (Pyodide) has no matplotlib: the same figures as HTML bars."""
    import lessons.widgets.progress_view as progress_view

    monkeypatch.setattr(progress_view, "HAS_MATPLOTLIB", False)  # as lessons.bars finds it there
    for i, span in enumerate([3, 5]):
        store.record_activity("code_lock", span=span, now=20000 * DAY + i * DAY)
    store.record_answer("tile_name:1", True, now=20001 * DAY)
    view = ProgressView(lang=lang)
    assert sorted(view.charts) == ["days", "mastery", "span"]
    span = view.charts["span"]
    assert "mj-chart-span" in span._dom_classes and "<img" not in span.value
    assert view.tr("pview.span.title") in span.value and ">3<" in span.value and ">5<" in span.value
    assert "width:100%" in span.value  # the longest span fills the bar's room


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_kids_track_shows_the_stages_and_the_week(store, lang):
    """The parents' guide (``track="kids"``): the twelve stages with stars and what next, the
    week at a glance — no ratings, no quiz mastery; the grown-ups' page is as it was."""
    import time

    now = time.time()
    store.record_activity("code_lock", span=4, now=now - DAY)
    store.record_activity("code_lock", span=5, now=now)
    store.record_activity("snake", length=9, rejected=0, left=3, now=now)
    store.record_answer("tile_name:1", True, now=now)
    view = ProgressView(lang=lang, track="kids")
    text = view.summary_text
    assert text.splitlines()[0] == ("Этапы детского курса: 5 из 36 звёзд" if lang == "ru" else "Stages of the kids' course: 5 of 36 stars")
    assert "±" not in text and "1500" not in view.summary_box.value
    assert view.summary_box.value.count('class="mj-stage"') == 12
    assert 'data-stars="3"' in view.summary_box.value and view.summary_box.value.count('data-stars="2"') == 1
    assert ("Этап 1" if lang == "ru" else "Stage 1") in view.summary_box.value  # what to try next
    assert sorted(view.charts) == ["span", "week"]
    week = view.charts["week"].value
    assert week.count("★ +") == 7 and ("★ +3" in week or "★ +1" in week)
    adults = ProgressView(lang=lang)
    assert "±" in adults.summary_text and "mastery" in adults.charts


def test_every_kids_board_counts_for_a_stage():
    """Each board of the kids' lessons logs under a name a stage counts (a new game that no stage
    counts fails here)."""
    import importlib
    import pkgutil

    import lessons.widgets.kids as kids
    from lessons.widgets.activity import ActivityBoard
    from lessons.widgets.solitaire import SolitaireBoard
    from mjcore.practice.stages import STAGES

    counted = {row.activity for stage in STAGES for row in stage.counts}
    boards = {SolitaireBoard.activity}
    for info in pkgutil.iter_modules(kids.__path__):
        module = importlib.import_module(f"lessons.widgets.kids.{info.name}")
        boards |= {cls.activity for cls in vars(module).values()
                   if isinstance(cls, type) and issubclass(cls, ActivityBoard) and cls.activity}
    assert len(boards) >= 14
    assert boards <= counted, boards - counted
    assert {"game", "kids_score", "quiz", "drill"} <= counted  # the table, the score board, the quiz, the drill (lessons 11, 12)
