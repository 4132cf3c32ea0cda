"""The mini-games' states write and read their own JSON by field name (:mod:`mjcore.codec`): a
game played some moves reads back equal, JSON without a field added later reads with its default,
and an unknown key is left aside."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from mjcore.minigames import CodeLock, Memory, Snake
from mjcore.notation import parse_tiles


def _memory() -> Memory:
    game = Memory.from_tiles(parse_tiles("1p2p1p2p3p3p"), players=2)
    return game.flip(0).flip(1).retry().flip(2).flip(4)  # a miss, tried again: a pair; one tile open


def _lock() -> CodeLock:
    game = CodeLock.new(random.Random(2), age=6)
    return game.hide().answer(game.code[:3]).retry()


def _snake() -> Snake:
    return replace(Snake.new(random.Random(4), "ps", size=10).add(0).add(1), feedback=None)


@pytest.mark.parametrize("game", [_memory(), _lock(), _snake()], ids=["memory", "code_lock", "snake"])
def test_a_game_reads_back_equal_from_its_json_text(game: Memory | CodeLock | Snake) -> None:
    text = json.dumps(game.to_json())
    assert type(game).from_json(json.loads(text)) == game


def test_the_snake_keeps_no_feedback() -> None:
    played = Snake.new(random.Random(4), "ps", size=10).add(0)
    assert played.feedback is not None and "feedback" not in played.to_json()
    assert Snake.from_json(played.to_json()) == replace(played, feedback=None)


def test_a_field_added_later_takes_its_default_and_an_unknown_key_is_left_aside() -> None:
    data = _memory().to_json()
    older = {k: v for k, v in data.items() if k not in ("players", "player", "retries")}  # before they were added
    read = Memory.from_json({**older, "added_in_a_newer_version": [1, 2]})
    assert (read.players, read.player, read.retries) == (1, 0, 0)
    assert replace(read, players=2, player=_memory().player, retries=1) == _memory()
    lock = _lock().to_json()
    read_lock = CodeLock.from_json({k: v for k, v in lock.items() if k not in ("retrying", "retries", "retried")})
    assert (read_lock.retrying, read_lock.retries, read_lock.retried) == (False, (), False)


def test_a_required_field_missing_or_of_another_type_is_refused() -> None:
    data = _memory().to_json()
    with pytest.raises(KeyError):
        Memory.from_json({k: v for k, v in data.items() if k != "board"})
    with pytest.raises(ValueError):
        Memory.from_json({**data, "moves": "many"})
    with pytest.raises(TypeError):
        Memory.from_json([data])  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Memory.from_json({**data, "last": {**data["last"], "matched": "yes"}})
