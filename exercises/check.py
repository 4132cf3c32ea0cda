"""Prove every answer of the bank with :mod:`mjcore`, so the bank never teaches a mistake.

:func:`solve` computes the correct answer of an exercise from its tiles, hand or win (in the
same shape as the bank's ``answer``); :func:`check_exercise` compares; :func:`check_bank`
collects every problem. Used by ``tests/exercises/test_bank.py`` and by
``python -m mjcore exercises --check``.

>>> from exercises.bank import load_bank
>>> bank = load_bank()
>>> solve(bank.get("waits-two-pairs"))
'12z'
>>> check_bank(bank)
[]
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping
from typing import Any

from exercises.bank import SUIT_ANSWERS, Bank, Exercise
from mjcore.analysis import analyze_discards, waits
from mjcore.decompose import decompositions, is_winning
from mjcore.errors import MahjongError
from mjcore.i18n import Message
from mjcore.notation import parse_hand, parse_tiles
from mjcore.quiz.families import set_kind
from mjcore.scoring import find_system
from mjcore.scoring.request import request_from_mapping, wind
from mjcore.shanten import shanten
from mjcore.tiles import Tile, tiles_str

__all__ = ["ExerciseError", "check_bank", "check_exercise", "solve"]


class ExerciseError(MahjongError):
    """An exercise whose answer is not what mjcore computes, or that mjcore cannot read."""


def _one_tile(text: str) -> Tile:
    tiles = parse_tiles(text)
    if len(tiles) != 1:
        raise ExerciseError("error.parse.not_one_tile", text=text)
    return tiles[0]


def category(tile: Tile) -> str:
    """``characters``, ``dots``, ``bamboo``, ``wind``, ``dragon``, ``flower`` or ``season``.

    >>> category(Tile.P5), category(Tile.RED), category(Tile.SPRING)
    ('dots', 'dragon', 'season')
    """
    if tile.is_suited:
        return SUIT_ANSWERS[tile // 9]
    if tile.is_wind:
        return "wind"
    if tile.is_dragon:
        return "dragon"
    return "flower" if tile.is_flower else "season"


def _tile_set(text: str) -> str:
    """Canonical text of a set of tiles (sorted, each kind once)."""
    return tiles_str(sorted(set(parse_tiles(text)))) if text.strip() else ""


def best_discards(hand_text: str, rules: str = "standard") -> str:
    """The discards of the best rank: the fewest shanten left, then the most unseen useful tiles.

    >>> best_discards("123m456p789s1122z5p")
    '5p'
    """
    ranked = analyze_discards(parse_hand(hand_text), (), rules)
    best = (ranked[0].shanten, ranked[0].useful_count)
    return tiles_str(sorted(d.tile for d in ranked if (d.shanten, d.useful_count) == best))


def _score(exercise: Exercise) -> dict[str, Any]:
    hand, context = request_from_mapping(exercise.request)
    score = find_system(exercise.system).score(hand, context)
    items: dict[str, int] = defaultdict(int)
    for item in score.items:
        items[item.key] += item.value
    full: dict[str, Any] = {"total": score.total, "items": dict(items), "han": score.han, "fu": score.fu,
                            "payments": dict(score.payments), "meets_minimum": score.meets_minimum, "limit": score.limit}
    return {key: full[key] for key in exercise.answer}


def _payment(exercise: Exercise) -> dict[str, int]:
    request = exercise.request
    if exercise.system == "hk":
        from mjcore.scoring.hk import settle

        discarder = request.get("discarder")
        return settle(int(request["base"]), wind(request["winner"], "winner"), self_drawn=bool(request.get("self_drawn")),
                      discarder=wind(discarder, "discarder") if discarder else None, cap=request.get("cap"))
    if exercise.system == "classical":
        from mjcore.scoring.classical import settle as settle_classical

        return settle_classical(dict(request["values"]), str(request["winner"]))
    raise ExerciseError("error.exercises.payment_system", system=exercise.system)


def solve(exercise: Exercise) -> Any:
    """The correct answer of ``exercise``, computed by mjcore, in the bank's answer shape.

    Raises a :class:`~mjcore.errors.MahjongError` when the exercise's data cannot be read.
    """
    kind = exercise.kind
    if kind == "tile_name":
        return str(_one_tile(exercise.tiles))
    if kind == "suit":
        return category(_one_tile(exercise.tiles))
    if kind == "bonus_seat":
        tile = _one_tile(exercise.tiles)
        if not tile.is_bonus:
            raise ExerciseError("error.exercises.not_bonus", tile=tile)
        return tile.seat
    if kind == "set_kind":
        return set_kind(parse_tiles(exercise.tiles))
    if kind in ("is_winning", "decompose", "waits", "shanten"):
        hand = parse_hand(exercise.hand or "")  # the bank's schema requires a hand for these kinds
        if kind == "is_winning":
            return is_winning(hand, exercise.rules)
        if kind == "decompose":
            return sorted(str(d) for d in decompositions(hand, exercise.rules))
        if kind == "waits":
            return tiles_str(w.tile for w in waits(hand, (), exercise.rules))
        return shanten(hand, exercise.rules)
    if kind == "best_discard":
        return best_discards(exercise.hand, exercise.rules)
    if kind == "score":
        return _score(exercise)
    if kind == "payment":
        return _payment(exercise)
    raise AssertionError(f"unknown kind {kind}")  # pragma: no cover - the schema forbids it


def _normalized(exercise: Exercise, value: Any) -> Any:
    """The bank's answer in the shape :func:`solve` returns."""
    if exercise.kind == "tile_name":
        return str(_one_tile(value))
    if exercise.kind in ("waits", "best_discard"):
        return _tile_set(value)
    if exercise.kind == "decompose":
        return sorted(" ".join(v.split()) for v in value)
    if exercise.kind in ("score", "payment"):
        return {k: dict(v) if isinstance(v, Mapping) else v for k, v in value.items()}
    return value


def _same(kind: str, given: Any, expected: Any) -> bool:
    """Equal answers; a reading of a hand is the same whatever the order of its sets."""
    if kind == "decompose":
        return sorted(sorted(g.split()) for g in given) == sorted(sorted(e.split()) for e in expected)
    return bool(given == expected)


def _check_choices(exercise: Exercise) -> None:
    if not exercise.choices:
        return
    if exercise.kind == "tile_name":
        codes = [str(_one_tile(str(c))) for c in exercise.choices]
    else:
        codes = [str(c) for c in exercise.choices]
    if len(set(codes)) != len(codes):
        raise ExerciseError("error.exercises.choices_repeat", choices=", ".join(codes))


def check_exercise(exercise: Exercise) -> ExerciseError | None:
    """``None`` when mjcore agrees with the bank's answer, else the problem (localized)."""
    try:
        _check_choices(exercise)
        expected = solve(exercise)
        given = _normalized(exercise, exercise.answer)
    except MahjongError as error:
        return ExerciseError("error.exercises.broken", file=exercise.file, id=exercise.id, problem=error.as_message())
    except (KeyError, TypeError, ValueError) as error:
        return ExerciseError("error.exercises.broken", file=exercise.file, id=exercise.id, problem=repr(error))
    if not _same(exercise.kind, given, expected):
        return ExerciseError("error.exercises.wrong", file=exercise.file, id=exercise.id,
                             given=_show(given), expected=_show(expected))
    return None


def check_bank(bank: Bank) -> list[ExerciseError]:
    """Every problem of the bank (an empty list when every answer is right)."""
    return [problem for e in bank if (problem := check_exercise(e)) is not None]


def _show(value: Any) -> Message | str:
    if isinstance(value, bool):
        return Message("exercises.yes" if value else "exercises.no")
    if value == "":
        return Message("exercises.nothing")
    return str(value)
