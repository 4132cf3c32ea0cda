"""The exceptions of the rules core: ValueError subclasses with codes and localized messages."""

from __future__ import annotations

import inspect
import pickle
from collections.abc import Callable

import pytest

import mjcore
from mjcore import errors
from mjcore.cli import MAX_LINE_BYTES, read_request
from mjcore.errors import (
    InvalidHandError,
    InvalidMeldError,
    MahjongError,
    ParseError,
    TooManyCopiesError,
    UnknownRulesError,
    WrongTileCountError,
)
from mjcore.hand import Hand, Meld
from mjcore.i18n import catalog
from mjcore.notation import parse_hand
from mjcore.tiles import Tile

_LANG_VARS = ("MJ_LANG", "LC_ALL", "LC_MESSAGES", "LANG")

ERROR_CLASSES = [cls for _, cls in inspect.getmembers(errors, inspect.isclass) if issubclass(cls, MahjongError)]


@pytest.fixture(autouse=True)
def _no_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in _LANG_VARS:
        monkeypatch.delenv(var, raising=False)


def test_the_error_classes() -> None:
    assert set(ERROR_CLASSES) == {
        MahjongError,
        ParseError,
        InvalidMeldError,
        InvalidHandError,
        TooManyCopiesError,
        WrongTileCountError,
        UnknownRulesError,
    }


@pytest.mark.parametrize("cls", ERROR_CLASSES, ids=lambda c: c.__name__)
def test_every_error_is_a_value_error(cls: type[MahjongError]) -> None:
    assert issubclass(cls, ValueError)
    assert issubclass(cls, MahjongError)
    assert cls.__doc__


@pytest.mark.parametrize("cls", ERROR_CLASSES, ids=lambda c: c.__name__)
def test_exported_from_the_package(cls: type[MahjongError]) -> None:
    assert getattr(mjcore, cls.__name__) is cls
    assert cls.__name__ in mjcore.__all__


def test_hierarchy() -> None:
    assert issubclass(TooManyCopiesError, InvalidHandError)
    assert issubclass(WrongTileCountError, InvalidHandError)
    for cls in (ParseError, InvalidMeldError, InvalidHandError, UnknownRulesError):
        assert cls.__bases__ == (MahjongError,)


@pytest.mark.parametrize("cls", ERROR_CLASSES, ids=lambda c: c.__name__)
def test_code_message_and_str(cls: type[MahjongError], monkeypatch: pytest.MonkeyPatch) -> None:
    error = cls("error.parse.unknown_suit", char="x", pos=3)
    assert error.key == "error.parse.unknown_suit"
    assert error.code == "parse.unknown_suit"
    assert error.params == {"char": "x", "pos": 3}
    assert error.message("en") == "unknown suit 'x' at 3"
    assert error.message("ru") == "неизвестная масть 'x' в позиции 3"
    assert str(error) == "неизвестная масть 'x' в позиции 3"  # no locale variables: Russian
    monkeypatch.setenv("MJ_LANG", "en")
    assert str(error) == "unknown suit 'x' at 3"  # str follows the language of the moment
    assert error.message() == "unknown suit 'x' at 3"
    assert error.message("ru") == "неизвестная масть 'x' в позиции 3"


def test_str_follows_lang_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert str(ParseError("error.parse.empty")) == "no tiles given"
    monkeypatch.setenv("MJ_LANG", "ru")
    assert str(ParseError("error.parse.empty")) == "не задано ни одной кости"


def test_caught_as_value_error() -> None:
    with pytest.raises(ValueError, match="неизвестная масть 'x'"):
        parse_hand("12x")


def test_tile_parameters_are_named_in_the_language() -> None:
    error = TooManyCopiesError("error.hand.too_many_copies", tile=Tile.P5, count=5)
    assert error.message("en") == "5 copies of 5p (5 of Dots): the set has only 4"
    assert error.message("ru") == "5 копий кости 5p (5 точек): в наборе их только 4"
    assert error.params["tile"] is Tile.P5  # the raw value stays available


#: One real way to get each code, and the class that reports it.
REAL_ERRORS: list[tuple[str, Callable[[], object], type[MahjongError]]] = [
    ("parse.empty", lambda: parse_hand(""), ParseError),
    ("parse.unknown_suit", lambda: parse_hand("12x"), ParseError),
    ("parse.unexpected", lambda: parse_hand("?"), ParseError),
    ("parse.no_suit", lambda: parse_hand("12"), ParseError),
    ("parse.bad_number", lambda: parse_hand("0m"), ParseError),
    ("parse.unclosed", lambda: parse_hand("[123m"), ParseError),
    ("parse.unopened", lambda: parse_hand("123m]"), ParseError),
    ("parse.nested", lambda: parse_hand("[[123m]]"), ParseError),
    ("parse.bonus_in_meld", lambda: parse_hand("[1f]"), ParseError),
    ("parse.melds_not_allowed", lambda: mjcore.parse_tiles("[123m]"), ParseError),
    ("parse.not_one_tile", lambda: Tile.from_str("1m2m"), ParseError),
    ("meld.invalid", lambda: parse_hand("[124m]"), ParseError),  # from notation: a ParseError
    ("meld.invalid", lambda: Meld.from_tiles([Tile.M1, Tile.M2, Tile.M4]), InvalidMeldError),
    ("meld.concealed_not_kong", lambda: parse_hand("{123m}"), ParseError),
    ("meld.concealed_not_kong", lambda: Meld.from_tiles([Tile.M1, Tile.M2, Tile.M3], open=False), InvalidMeldError),
    ("hand.too_many_copies", lambda: parse_hand("55555m123p456p789s"), TooManyCopiesError),
    ("hand.duplicate_bonus", lambda: parse_hand("123m456p789s1122z1f1f"), TooManyCopiesError),
    ("hand.tile_count", lambda: parse_hand("123m"), WrongTileCountError),
    ("hand.bonus_in_hand", lambda: Hand((Tile.PLUM,), check_size=False), InvalidHandError),
    ("analysis.need_13", lambda: mjcore.waits(parse_hand("123m456p789s11222z")), WrongTileCountError),
    ("analysis.need_14", lambda: mjcore.analyze_discards(parse_hand("123m456p789s1122z")), WrongTileCountError),
    ("hand.not_in_hand", lambda: parse_hand("123m456p789s1122z").without_tile(Tile.RED), InvalidHandError),
    ("parse.empty_meld", lambda: parse_hand("123m []"), ParseError),
    ("rules.unknown", lambda: mjcore.find_rules("bogus"), UnknownRulesError),
    # the bounds of a --jsonl line (issue 26)
    ("input.too_long", lambda: read_request(b" " * (MAX_LINE_BYTES + 1)), ParseError),
    ("input.too_deep", lambda: read_request("[" * 33 + "]" * 33), ParseError),
    ("input.too_deep", lambda: read_request("[" * 30_000 + "]" * 30_000), ParseError),
    ("input.number_too_long", lambda: read_request('{"flowers": ' + "9" * 19 + "}"), ParseError),
    ("input.not_finite", lambda: read_request('{"id": NaN}'), ParseError),
    ("input.not_finite", lambda: read_request('{"honba": 1e999}'), ParseError),
    ("input.bad_unicode", lambda: read_request('{"id": "\\ud800"}'), ParseError),
]


@pytest.mark.parametrize(("code", "action", "cls"), REAL_ERRORS, ids=[f"{c}-{k.__name__}" for c, _, k in REAL_ERRORS])
def test_real_errors(code: str, action: Callable[[], object], cls: type[MahjongError]) -> None:
    with pytest.raises(MahjongError) as info:
        action()
    error = info.value
    assert type(error) is cls
    assert error.code == code
    en, ru = error.message("en"), error.message("ru")
    assert en and ru and en != ru
    assert str(error) == ru


def test_every_error_code_in_the_catalog_is_reachable_or_cli_only() -> None:
    """Each error.* key is produced somewhere: by the examples above or by the command line."""
    reached = {code for code, _, _ in REAL_ERRORS}
    cli_only = {"input.bad_json", "input.bad_request", "input.bad_score_request", "render.format", "cli.score.win",
                "cli.score.option_unused", "input.internal"}
    # score.* and request.* are the scoring package's (tests/mjcore/scoring/test_base.py reaches
    # them), game.* the game engine's (tests/mjcore/game), quiz.* and progress.* the quizzes'
    # (tests/mjcore/quiz, tests/mjcore/cli/test_quiz.py), exercises.* the exercise bank's
    # (tests/exercises/test_bank.py, tests/mjcore/cli/test_exercises.py), mini.* the mini-games'
    # (tests/mjcore/minigames/test_base.py), solitaire.* the solitaire's
    # (tests/mjcore/solitaire/test_game.py), practice.* the practice loop's (tests/mjcore/practice),
    # drill.* the drills' (tests/mjcore/drills), file.* the command line's files
    # (tests/mjcore/cli/test_files.py).
    codes = {
        key.removeprefix("error.")
        for key in catalog("en")
        if key.startswith("error.") and not key.startswith(("error.score.", "error.request.", "error.game.", "error.quiz.", "error.progress.", "error.exercises.", "error.solitaire.", "error.mini.", "error.practice.", "error.drill.", "error.file."))
    }
    assert codes == reached | cli_only


@pytest.mark.parametrize("make", [lambda: ParseError("error.parse.unknown_suit", char="x", pos=3), lambda: TooManyCopiesError("error.hand.too_many_copies", tile=Tile.M5, count=5)])
def test_errors_survive_pickle(make: Callable[[], MahjongError]) -> None:
    error = make()
    again = pickle.loads(pickle.dumps(error))
    assert type(again) is type(error)
    assert again.code == error.code
    assert again.params == error.params
    assert again.message("en") == error.message("en")
