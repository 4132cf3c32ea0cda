"""The translation mechanism: :class:`Catalog`, :class:`Message`, ``tr``/``plural`` and the
choice of language (what every catalog holds is checked by ``tests/test_catalogs.py``)."""

from __future__ import annotations

import json
import pickle
from importlib import resources
from pathlib import Path

import pytest

from mjcore.i18n import (
    CORE,
    DEFAULT_LANG,
    LANGS,
    Catalog,
    DuplicateKeyError,
    Message,
    MissingTextError,
    catalog,
    default_lang,
    normalize_lang,
    placeholders,
    plural,
    show,
    tr,
)
from mjcore.tiles import Suit, Tile

_LANG_VARS = ("MJ_LANG", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def clean_env(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for var in _LANG_VARS:
        monkeypatch.delenv(var, raising=False)
    return monkeypatch


# -- the catalogs --------------------------------------------------------------------------
def test_langs() -> None:
    assert LANGS == ("ru", "en")
    assert DEFAULT_LANG == "ru"


def test_catalog_function_reads_the_files() -> None:
    for lang in LANGS:
        text = resources.files("mjcore.locale").joinpath(f"{lang}.json").read_text("utf-8")
        assert catalog(lang) == json.loads(text) == CORE.messages(lang)


def test_computed_keys_exist() -> None:
    """Keys built with f-strings: suits, tile names with plural forms, meld kinds, shapes, analysis
    (the literal ones: ``tests/test_catalogs.py``)."""
    from mjcore.decompose import Shape
    from mjcore.hand import MeldKind

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
        assert f"error.analysis.need_{size}" in CORE


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


# -- Catalog ---------------------------------------------------------------------------------
def _package(root: Path, name: str, files: dict[str, dict[str, str]]) -> str:
    folder = root / name
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    for file, texts in files.items():
        (folder / file).write_text(json.dumps(texts, ensure_ascii=False), "utf-8")
    return name


def test_catalog_merges_files_of_a_pattern_and_falls_back_to_russian(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(tmp_path))
    name = _package(tmp_path, "cat_merge", {
        "a.ru.json": {"a.hi": "привет, {who}", "a.n": "кость|кости|костей"}, "a.en.json": {"a.hi": "hi, {who}", "a.n": "tile|tiles"},
        "b.ru.json": {"b.only_ru": "только по-русски"}, "b.en.json": {}, "other.json": {"x": "not a catalog file"},
    })
    book = Catalog(name, "*.{lang}.json")
    assert book.files("ru") == ["a.ru.json", "b.ru.json"] and "x" not in book
    assert book.text("a.hi", "en", who="Ann") == "hi, Ann" and book.text("a.hi", "ru", who="Аня") == "привет, Аня"
    assert book.text("b.only_ru", "en") == "только по-русски"  # a missing English text falls back to Russian
    assert [book.plural("a.n", n, "ru") for n in (1, 3, 5, 21)] == ["кость", "кости", "костей", "кость"]
    assert book.plural("a.n", 2, "en") == "tiles"
    with pytest.raises(MissingTextError):
        book.text("no.such", "en")
    assert repr(book) == f"Catalog({name!r}, '*.{{lang}}.json')"


def test_a_key_in_two_files_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(tmp_path))
    name = _package(tmp_path, "cat_clash", {"a.ru.json": {"k": "1"}, "b.ru.json": {"k": "2"}})
    with pytest.raises(DuplicateKeyError, match=r"b\.ru\.json"):
        Catalog(name, "*.{lang}.json").messages("ru")


def test_variant_prefers_the_childrens_wording() -> None:
    assert CORE.variant("game.reason.win", ".kids", "en") == "game.reason.win.kids"
    assert CORE.variant("game.reason.random", ".kids", "en") == "game.reason.random"
    assert plural("game.word.tile.kids", 5, "ru") == "фишек"


# -- Message -----------------------------------------------------------------------------------
def test_message_shows_tiles_in_the_style_asked() -> None:
    message = Message.of("error.hand.not_in_hand", tile=Tile.P5)  # "{tile} is not among the concealed tiles"
    assert message.text("en") == "5 of Dots is not among the concealed tiles"
    assert message.text("en", tiles="code").startswith("5p is not")
    assert message.text("en", tiles="full").startswith("5 of Dots (5p) is not")
    assert message.text("en", tiles="code_name").startswith("5p (5 of Dots) is not")


@pytest.mark.parametrize(
    ("value", "spec", "en", "ru"),
    [
        (Tile.P5, "code", "5p", "5p"),
        (Tile.P5, "name", "5 of Dots", "5 точек"),
        (Tile.EAST, "full", "East wind (1z)", "Восточный ветер (1z)"),
        ((Tile.M3, Tile.M6), "code", "3m/6m", "3m/6m"),
        ((Tile.M3, Tile.M6), "name", "3 of Characters, 6 of Characters", "3 символа, 6 символов"),
        ((), "code", "—", "—"),
        (16, "count=game.word.tile", "16 tiles", "16 костей"),
        (1, "count=game.word.tile", "1 tile", "1 кость"),
        (Suit.BAMBOO, "", "Bamboo", "Бамбуки"),
        ((1, 2, 3), "", "1, 2, 3", "1, 2, 3"),
        (7, ">3", "  7", "  7"),
        (Message("tile.suit.p"), "", "Dots", "Точки"),
    ],
)
def test_show(value: object, spec: str, en: str, ru: str) -> None:
    assert show(value, "en", spec) == en and show(value, "ru", spec) == ru


def test_kids_wording_reaches_nested_messages_and_counted_nouns() -> None:
    reason = Message.of("game.reason.claim.closer", set=Message("game.set.pung"), away=2)
    assert reason.text("en") == "a pung brings the hand closer: 2 tiles from ready"
    assert reason.text("ru", kids=True) == "панг (три одинаковых) приближает руку к маджонгу: осталось 2 фишки"


def test_join_and_values_that_show_themselves() -> None:
    class Table:
        def text(self, lang: str | None = None) -> str:
            return {"en": "a table", "ru": "таблица"}[lang or "ru"]

    joined = Message.join([Message("tile.suit.m"), Message.of("quiz.score.why", score=Table())], "\n")
    assert joined.text("en") == "Characters\na table" and joined.text("ru") == "Символы\nтаблица"
    assert joined.get("sep") == "\n" and joined.get("nothing", 0) == 0


def test_message_is_a_value_that_round_trips() -> None:
    message = Message.of("coach.verdict.worse", played=Message.of("coach.option.discard", tile=Tile.P5), cost="7",
                         best=Message.of("coach.option.discard", tile=Tile.EAST), suit=Suit.DOTS,
                         why=Message.for_adults(Message.of("coach.because.short", waits=(Tile.M3, Tile.M6))), n=2, ok=True)
    assert Message.from_json(json.loads(json.dumps(message.to_json()))) == message
    assert pickle.loads(pickle.dumps(message)) == message and hash(message) == hash(Message.from_json(message.to_json()))
    assert message.get("cost") == "7" and Message.of("tile.suit.p") == Message("tile.suit.p")
    assert message.text("en", tiles="code") == ("discard 5p gives up 7 points against discard 1z: "
                                                "a win on 3m/6m would not reach the minimum")


def test_placeholders() -> None:
    assert list(placeholders("{a} {b:code} {n:count=game.word.tile} {{x}}")) == [
        ("a", ""), ("b", "code"), ("n", "count=game.word.tile")]


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
