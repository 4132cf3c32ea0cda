"""The widgets' catalogs: both languages, the same keys and placeholders, every used key present."""

from __future__ import annotations

import json
import re
import string
from pathlib import Path

import pytest

from lessons.widgets.texts import DuplicateTextError, catalog, course_lang, lang_of_folder, t

ROOT = Path(__file__).resolve().parents[3]
LOCALE = ROOT / "lessons" / "widgets" / "locale"
AREAS = sorted({path.name.split(".")[0] for path in LOCALE.glob("*.json")})
CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def load(area: str, lang: str) -> dict[str, str]:
    return json.loads((LOCALE / f"{area}.{lang}.json").read_text("utf-8"))


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


@pytest.mark.parametrize("area", AREAS)
def test_area_has_both_languages_with_the_same_keys_and_placeholders(area: str) -> None:
    ru, en = load(area, "ru"), load(area, "en")
    assert ru.keys() == en.keys(), f"{area}: only ru {sorted(ru.keys() - en.keys())}, only en {sorted(en.keys() - ru.keys())}"
    differ = {key for key in ru if placeholders(ru[key]) != placeholders(en[key])}
    assert not differ, f"{area}: placeholders differ in {sorted(differ)}"


@pytest.mark.parametrize("area", AREAS)
def test_russian_is_russian_and_english_has_no_russian(area: str) -> None:
    ru, en = load(area, "ru"), load(area, "en")
    english_left = [key for key, text in ru.items() if re.search(r"[A-Za-z]{3,}", re.sub(r"\{[^}]*\}", "", text)) and not CYRILLIC.search(text)]
    assert not english_left, f"{area}.ru.json: not translated: {english_left}"
    assert not [key for key, text in en.items() if CYRILLIC.search(text)], f"{area}.en.json has Russian"


def test_catalogs_merge_without_clashes() -> None:
    for lang in ("ru", "en"):
        catalog.cache_clear()
        try:
            merged = catalog(lang)
        except DuplicateTextError as error:
            pytest.fail(str(error))
        assert len(merged) == sum(len(load(area, lang)) for area in AREAS)


USED = re.compile(r"""\b(?:t|tr|button|say_key)\(\s*["']([a-z_]+(?:\.[a-z0-9_]+)+)["']""")


def test_every_key_used_in_code_exists() -> None:
    known = catalog("ru").keys() | set(json.loads((ROOT / "mjcore" / "locale" / "ru.json").read_text("utf-8")))
    missing = {
        f"{path.relative_to(ROOT)}: {key}"
        for path in (ROOT / "lessons").rglob("*.py")
        for key in USED.findall(path.read_text("utf-8"))
        if key not in known
    }
    assert not missing, sorted(missing)


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
