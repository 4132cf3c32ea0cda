from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.minigames.base import BadMoveError, BadSettingError
from mjcore.minigames.memory import Memory
from mjcore.notation import parse_tiles


def test_new_boards() -> None:
    game = Memory.new(random.Random(1), 8)
    assert len(game.board) == 16 and game.columns == 4
    assert all(game.board.count(t) == 2 for t in game.board)
    full = Memory.new(random.Random(1), 68, suits="mpsz")
    assert len(full.board) == 136
    with pytest.raises(BadSettingError):
        Memory.new(random.Random(1), 69, suits="mpsz")
    with pytest.raises(BadSettingError):
        Memory.new(random.Random(1), 6, players=3)
    with pytest.raises(BadSettingError):
        Memory.from_tiles(parse_tiles("12p"))


def test_two_players_and_another_turn() -> None:
    game = Memory.from_tiles(parse_tiles("1p2p1p2p3p3p"), players=2, columns=3)
    game = game.flip(0).flip(1)  # miss: player 2's turn
    assert game.player == 1 and game.last is not None and not game.last.matched
    game = game.flip(2).flip(0)  # player 2 pairs the 1p and goes again
    assert game.player == 1 and game.scores == (0, 1)
    game = game.flip(4).flip(5)
    assert game.player == 1 and game.scores == (0, 2)
    game = game.flip(3).flip(1)
    assert game.is_over and game.scores == (0, 3)
    assert "player two 3" in game.summary().text("en")
    with pytest.raises(BadMoveError):
        game.flip(0)


def test_repeats_and_forgotten() -> None:
    game = Memory.from_tiles(parse_tiles("1p2p1p2p3p3p"), columns=3)
    game = game.flip(0).flip(1)  # 1p 2p: new tiles
    game = game.flip(0).flip(4)  # 1p again (its partner unseen) and a new 3p: one repeat
    assert (game.repeats, game.forgotten) == (1, 0)
    game = game.flip(2).flip(5)  # 1p at 2 - its partner 0 was seen, but the child opened 5: forgotten
    assert game.forgotten == 1
    assert game.hint().key == "mini.memory.hint_pair"
    with pytest.raises(BadMoveError):
        game.flip(0).flip(0)


def test_hints_row_by_row_and_partner() -> None:
    game = Memory.from_tiles(parse_tiles("1p2p1p2p"), columns=2)
    assert game.hint().text("en") == "Open them in order, row by row: row 1, place 1."
    game = game.flip(0).flip(1).flip(2)
    assert game.hint().text("en") == "Its partner (1 of Dots) was opened before: row 1, place 1."


def _perfect_play(game: Memory) -> Memory:
    """Always take a known pair, else open unseen tiles in order (and the partner if known)."""
    while not game.is_over:
        pair = game.known_pair()
        if pair:
            game = game.flip(pair[0]).flip(pair[1])
            continue
        unseen = [i for i in range(len(game.board)) if i not in game.seen and i not in game.removed]
        game = game.flip(unseen[0])
        first = game.board[unseen[0]]
        partner = [i for i in game.seen - game.removed if game.board[i] == first and i != unseen[0]]
        game = game.flip(partner[0] if partner else unseen[1])
    return game


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 12))
def test_systematic_play_never_repeats(seed: int, pairs: int) -> None:
    game = _perfect_play(Memory.new(random.Random(seed), pairs))
    assert game.repeats == 0 and game.forgotten == 0
    assert pairs <= game.moves <= 2 * pairs
    assert sum(game.scores) == pairs


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000), st.lists(st.integers(0, 11), min_size=1, max_size=200))
def test_random_play_invariants(seed: int, flips: list[int]) -> None:
    game = Memory.new(random.Random(seed), 6, players=2)
    for pos in flips:
        if game.is_over:
            break
        if pos in game.removed or pos == game.open:
            continue
        game = game.flip(pos)
    assert sum(game.scores) * 2 == len(game.removed)
    assert game.moves >= sum(game.scores)


def test_a_second_flip_of_a_seen_tile_is_a_repeat() -> None:
    game = Memory.from_tiles(parse_tiles("1p2p3p1p2p3p"), columns=3)
    game = game.flip(0).flip(1).flip(2).flip(1)  # 3p new, then 2p opened again for nothing
    assert (game.repeats, game.forgotten) == (1, 0)
    game = game.flip(4).flip(1)  # 2p new, and its partner was known: a pair, no repeat counted
    assert game.repeats == 1 and game.scores == (1,)


def test_retry_reopens_the_missed_tile_for_the_player_who_missed() -> None:
    game = Memory.from_tiles(parse_tiles("1p2p1p2p"), columns=2, players=2)
    with pytest.raises(BadMoveError):
        game.retry()  # nothing missed yet
    missed = game.flip(0).flip(1)
    assert missed.player == 1 and missed.can_retry
    again = missed.retry()
    assert (again.open, again.player, again.retries, again.moves) == (0, 0, 1, 1)
    assert not again.can_retry
    done = again.flip(2)
    assert done.removed == {0, 2} and done.scores == (1, 0)
    assert done.summary().counts["retries"] == 1
    with pytest.raises(BadMoveError):
        game.flip(0).retry()  # a tile is open: the turn is not over
