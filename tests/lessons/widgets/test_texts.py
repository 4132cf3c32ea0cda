"""The widgets' words: one :class:`~mjcore.i18n.Catalog` of merged area files, and the language
of the lesson folder (what the files hold is checked by ``tests/test_catalogs.py``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from lessons.widgets.texts import WIDGETS, course_lang, lang_of_folder, t


def test_t_is_the_widget_catalog_in_the_course_language() -> None:
    assert WIDGETS.package == "lessons.widgets.locale" and WIDGETS.pattern == "*.{lang}.json"
    assert len(WIDGETS.files("ru")) > 1, "one file per area, merged"
    assert t("base.hint", "en") == WIDGETS.text("base.hint", "en") == "Hint"
    assert t("quizw.counter", "ru", n=1, count=5) == WIDGETS.text("quizw.counter", "ru", n=1, count=5)


def test_language_follows_the_lesson_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert lang_of_folder(Path("/x/lessons/en/kids")) == "en"
    assert lang_of_folder(Path("/x/lessons/ru")) == "ru"
    assert lang_of_folder(Path("/x/elsewhere")) is None
    (tmp_path / "en" / "kids").mkdir(parents=True)
    monkeypatch.chdir(tmp_path / "en" / "kids")
    monkeypatch.setenv("MJ_LANG", "ru")
    assert course_lang() == "en" and t("base.hint") == "Hint"
    assert course_lang("ru") == "ru"
    monkeypatch.chdir(tmp_path)
    assert course_lang() == "ru"
