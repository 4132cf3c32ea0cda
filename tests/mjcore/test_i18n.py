"""Message catalogs (ru, en) and the choice of language."""

from __future__ import annotations

import json
import re
import string
from importlib import resources
from pathlib import Path

import pytest

import mjcore
from mjcore.i18n import DEFAULT_LANG, LANGS, catalog, default_lang, normalize_lang, tr

_LANG_VARS = ("MJ_LANG", "LC_ALL", "LC_MESSAGES", "LANG")

#: Keys whose Russian and English texts may be the same (none today; add with a reason).
SAME_IN_BOTH: set[str] = set()
#: Texts shown as they are (never formatted), so they may hold literal braces.
LITERAL_TEXTS = {"cli.opt.jsonl_analyze"}

_CYRILLIC = re.compile(r"[А-Яа-яЁё]")


def _load_strict(lang: str) -> dict[str, str]:
    """The catalog file itself, refusing duplicate keys (json.loads keeps the last silently)."""

    def pairs(items: list[tuple[str, str]]) -> dict[str, str]:
        keys = [k for k, _ in items]
        duplicates = {k for k in keys if keys.count(k) > 1}
        assert not duplicates, f"{lang}.json repeats keys {sorted(duplicates)}"
        return dict(items)

    text = resources.files("mjcore.locale").joinpath(f"{lang}.json").read_text("utf-8")
    return json.loads(text, object_pairs_hook=pairs)


RU = _load_strict("ru")
EN = _load_strict("en")
FORMAT_KEYS = sorted(set(EN) - LITERAL_TEXTS)


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for var in _LANG_VARS:
        monkeypatch.delenv(var, raising=False)
    return monkeypatch


# -- the catalogs --------------------------------------------------------------------------
def test_langs() -> None:
    assert LANGS == ("ru", "en")
    assert DEFAULT_LANG == "ru"


def test_same_keys() -> None:
    assert set(RU) - set(EN) == set(), "keys only in ru.json"
    assert set(EN) - set(RU) == set(), "keys only in en.json"
    assert list(RU) == list(EN), "keep both catalogs in the same order"


def test_catalog_function_reads_the_files() -> None:
    assert catalog("ru") == RU
    assert catalog("en") == EN


@pytest.mark.parametrize("key", FORMAT_KEYS)
def test_same_placeholders(key: str) -> None:
    assert _fields(RU[key]) == _fields(EN[key])


@pytest.mark.parametrize("key", FORMAT_KEYS)
def test_placeholders_are_plain_names(key: str) -> None:
    for text in (RU[key], EN[key]):
        for _, name, spec, conversion in string.Formatter().parse(text):
            if name is not None:
                assert name.isidentifier() and not spec and not conversion


@pytest.mark.parametrize("key", FORMAT_KEYS)
def test_values_format_with_their_placeholders(key: str) -> None:
    params = {name: "<X>" for name in _fields(EN[key])}
    for lang in LANGS:
        text = tr(key, lang, **params)
        assert "{" not in text and "}" not in text
        assert text.count("<X>") >= len(params)


@pytest.mark.parametrize("key", sorted(LITERAL_TEXTS))
def test_literal_texts_take_no_placeholders(key: str) -> None:
    assert tr(key, "en") == EN[key]
    assert tr(key, "ru") == RU[key]


@pytest.mark.parametrize("key", sorted(k for k in EN if k.startswith("cli.")))
def test_cli_texts_survive_argparse(key: str) -> None:
    """argparse %-formats help texts: a lone '%' would crash --help."""
    for text in (RU[key], EN[key]):
        assert "%" not in text.replace("%%", "")


@pytest.mark.parametrize("key", sorted(EN))
def test_no_empty_values(key: str) -> None:
    for text in (RU[key], EN[key]):
        assert isinstance(text, str)
        assert text.strip()
        assert text == text.strip()


@pytest.mark.parametrize("key", sorted(EN))
def test_translated(key: str) -> None:
    if key in SAME_IN_BOTH or not any(c.isalpha() for c in EN[key]):
        return
    assert RU[key] != EN[key]


@pytest.mark.parametrize("key", sorted(EN))
def test_scripts(key: str) -> None:
    assert not _CYRILLIC.search(EN[key]), "English text with Cyrillic letters"
    if any(c.isalpha() for c in RU[key]) and key not in SAME_IN_BOTH:
        assert _CYRILLIC.search(RU[key]), "Russian text without Cyrillic letters"


def test_allow_lists_are_current() -> None:
    assert SAME_IN_BOTH <= set(EN)
    assert LITERAL_TEXTS <= set(EN)


def test_every_literal_key_in_the_code_exists() -> None:
    """String literals that look like catalog keys, anywhere in mjcore (render included)."""
    root = Path(mjcore.__file__).parent
    pattern = re.compile(r"""["']((?:error|cli|tile|meld|shape)\.[a-z0-9_]+(?:\.[a-z0-9_]+)*)["']""")
    missing = {
        (key, str(path.relative_to(root)))
        for path in root.rglob("*.py")
        for key in pattern.findall(path.read_text("utf-8"))
        if key not in EN
    }
    assert not missing


def test_computed_keys_exist() -> None:
    """Keys built with f-strings: suits, tile names with plural forms, meld kinds, shapes, analysis."""
    from mjcore.decompose import Shape
    from mjcore.hand import MeldKind
    from mjcore.tiles import Suit, Tile

    for lang in LANGS:
        for suit in Suit:
            assert suit.full_name(lang)
        for tile in Tile:
            assert tile.full_name(lang)
        for kind in MeldKind:
            assert kind.full_name(lang)
        for shape in Shape:
            assert shape.full_name(lang)
    for size in (13, 14):
        assert f"error.analysis.need_{size}" in EN


# -- tr ------------------------------------------------------------------------------------
def test_tr(clean_env: pytest.MonkeyPatch) -> None:
    assert tr("tile.suit.p", "en") == "Dots"
    assert tr("tile.suit.p", "ru") == "Точки"
    assert tr("tile.suit.p") == "Точки"
    assert tr("tile.suit.p", "en_US.UTF-8") == "Dots"
    assert tr("tile.suit.p", "de") == "Точки"  # unknown language: the default one
    assert tr("error.parse.unknown_suit", "ru", char="x", pos=3) == "неизвестная масть 'x' в позиции 3"
    assert tr("error.parse.unknown_suit", "en", char="x", pos=3) == "unknown suit 'x' at 3"


def test_tr_default_follows_environment(clean_env: pytest.MonkeyPatch) -> None:
    clean_env.setenv("MJ_LANG", "en")
    assert tr("tile.suit.p") == "Dots"
    assert tr("tile.suit.p", "de") == "Dots"
    assert tr("tile.suit.p", "ru") == "Точки"


def test_tr_unknown_key() -> None:
    with pytest.raises(KeyError):
        tr("no.such.key", "en")


def test_tr_missing_placeholder() -> None:
    with pytest.raises(KeyError):
        tr("error.parse.unknown_suit", "en", char="x")


# -- language choice -----------------------------------------------------------------------
@pytest.mark.parametrize(
    ("value", "lang"),
    [
        ("en", "en"),
        ("EN", "en"),
        (" en ", "en"),
        ("en_US.UTF-8", "en"),
        ("en_GB", "en"),
        ("ru", "ru"),
        ("ru_RU.UTF-8", "ru"),
        ("RU", "ru"),
        ("de", None),
        ("de_DE.UTF-8", None),
        ("C", None),
        ("C.UTF-8", None),
        ("POSIX", None),
        ("e", None),
        ("", None),
        (None, None),
    ],
)
def test_normalize_lang(value: str | None, lang: str | None) -> None:
    assert normalize_lang(value) == lang


@pytest.mark.parametrize(
    ("env", "lang"),
    [
        ({}, "ru"),
        ({"MJ_LANG": "en"}, "en"),
        ({"MJ_LANG": "ru", "LANG": "en_US.UTF-8"}, "ru"),
        ({"MJ_LANG": "en", "LC_ALL": "ru_RU.UTF-8"}, "en"),
        ({"MJ_LANG": "de", "LANG": "en_US.UTF-8"}, "en"),  # unsupported values are skipped
        ({"MJ_LANG": "", "LANG": "en_US.UTF-8"}, "en"),
        ({"LC_ALL": "en_GB.UTF-8", "LANG": "ru_RU.UTF-8"}, "en"),
        ({"LC_ALL": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"}, "ru"),
        ({"LC_MESSAGES": "en_US", "LANG": "ru_RU"}, "en"),
        ({"LC_ALL": "C.UTF-8", "LC_MESSAGES": "en_US"}, "en"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "C.UTF-8"}, "ru"),
        ({"LANG": "POSIX"}, "ru"),
        ({"LANG": "de_DE.UTF-8"}, "ru"),
    ],
)
def test_default_lang(clean_env: pytest.MonkeyPatch, env: dict[str, str], lang: str) -> None:
    for var, value in env.items():
        clean_env.setenv(var, value)
    assert default_lang() == lang
