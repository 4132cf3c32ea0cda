"""The solitaire game: the free-tile rule, matching, removing, hints, shuffles, the summary;
and the properties: every deal is solvable and the solver's solution is legal step by step."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mjcore.solitaire import (
    LAYOUTS,
    IllegalPairError,
    Position,
    SolitaireError,
    SolitaireGame,
    deal,
    find_layout,
    match_key,
    solve,
    tiles_match,
)
from mjcore.tiles import Tile


def board(positions: list[Position], tiles: str) -> SolitaireGame:
    """A hand-made game on ``positions`` with the faces ``tiles`` (MPSZ, one per position)."""
    from mjcore.notation import parse_tiles
    from mjcore.solitaire.layouts import Layout

    faces = tuple(parse_tiles(tiles))
    layout = Layout("test", tuple(positions), faces)
    return SolitaireGame(layout, faces, layout.full_mask)


def play_out(game: SolitaireGame, steps: tuple[tuple[int, int], ...]) -> SolitaireGame:
    """Every step must be a free matching pair (``remove`` checks it) and the board must end empty."""
    for a, b in steps:
        assert game.is_free(a) and game.is_free(b)
        assert tiles_match(game.tiles[a], game.tiles[b])
        game = game.remove(a, b)
    assert game.is_won
    return game


def test_free_rule_top_and_sides() -> None:
    # a row of three with a tile on the middle one
    game = board([Position(0, 0), Position(2, 0), Position(4, 0), Position(2, 0, 1)], "1p2p1p2p")
    assert [t.index for t in game.free_tiles()] == [0, 2, 3]
    assert not game.is_free(1)  # covered, and both sides closed
    with pytest.raises(IllegalPairError) as info:
        game.remove(1, 3)
    assert info.value.code == "solitaire.not_free" and "2p" in info.value.message("en")
    with pytest.raises(IllegalPairError) as info:
        game.remove(0, 3)  # 1p and 2p do not match
    assert info.value.code == "solitaire.no_match"
    game = game.remove(0, 2)
    assert [t.index for t in game.free_tiles()] == [3]  # the middle one is open on both sides now, but covered
    with pytest.raises(IllegalPairError):
        game.remove(1, 3)  # 3 still lies on 1
    assert game.is_stuck and game.hint() is None and not game.is_won


def test_half_offset_tile_covers_two() -> None:
    game = board([Position(0, 0), Position(2, 0), Position(1, 0, 1), Position(4, 0)], "1s2s3s3s")
    assert {t.index for t in game.free_tiles()} == {2, 3}
    game = game.remove(2, 3)
    assert {t.index for t in game.free_tiles()} == {0, 1}


def test_remove_errors() -> None:
    game = board([Position(0, 0), Position(2, 0)], "5z5z")
    with pytest.raises(IllegalPairError) as info:
        game.remove(0, 0)
    assert info.value.code == "solitaire.same_tile"
    with pytest.raises(IllegalPairError) as info:
        game.remove(0, 7)
    assert info.value.code == "solitaire.no_tile"
    after = game.remove(0, 1)
    assert after.is_won and not game.is_won  # the old state is untouched
    with pytest.raises(IllegalPairError):
        after.remove(0, 1)


def test_flowers_and_seasons_match_within_their_group() -> None:
    assert tiles_match(Tile.PLUM, Tile.CHRYSANTHEMUM) and tiles_match(Tile.SPRING, Tile.WINTER)
    assert not tiles_match(Tile.PLUM, Tile.SPRING) and not tiles_match(Tile.P1, Tile.S1)
    game = board([Position(0, 0), Position(4, 0)], "1f4f")
    assert game.remove(0, 1).is_won


def test_solver_proves_a_dead_board() -> None:
    # 1p lies on the other 1p: the pair can never be taken
    game = board([Position(0, 0), Position(0, 0, 1), Position(4, 0), Position(6, 0)], "1p1p2p2p")
    assert solve(game.layout, game.tiles, game.present) is None
    # the hint still shows a free pair (2p 2p), even if it does not save the game
    assert game.hint() == (2, 3)


def test_hint_keeps_the_deal_solvable() -> None:
    game = deal(find_layout("pyramid"), random.Random(11))
    for _ in range(10):
        a, b = game.hint()
        game = game.remove(a, b)
        if game.is_won:
            break
        game = SolitaireGame(game.layout, game.tiles, game.present, game.removed)  # forget the proof
        assert game.solution() is not None


def test_shuffle_when_stuck_keeps_it_solvable() -> None:
    rng = random.Random(5)
    game = deal(find_layout("turtle"), rng)
    # play randomly (any free pair) until stuck or won, shuffling when stuck
    shuffles = 0
    while not game.is_won:
        pairs = game.matching_pairs()
        if not pairs:
            game = game.shuffle(rng)
            shuffles += 1
            assert not game.is_stuck
            play_out(game, game.proof)
            continue
        game = game.remove(*rng.choice(pairs))
    assert game.result().won and game.result().shuffles == shuffles == game.shuffles


def test_shuffle_keeps_the_tiles_and_places() -> None:
    rng = random.Random(2)
    game = deal(find_layout("fortress"), rng)
    for _ in range(5):
        game = game.remove(*game.hint())
    shuffled = game.shuffle(rng)
    left = sorted(game.tiles[i] for i in range(72) if game.present >> i & 1)
    assert sorted(shuffled.tiles[i] for i in range(72) if shuffled.present >> i & 1) == left
    assert shuffled.present == game.present and shuffled.shuffles == 1
    play_out(shuffled, shuffled.proof)


def test_shuffle_that_cannot_help() -> None:
    game = board([Position(0, 0), Position(0, 0, 1)], "1p2p")
    with pytest.raises(SolitaireError) as info:
        game.shuffle(random.Random(1))
    assert info.value.code == "solitaire.cannot_shuffle"


def test_result_text_in_both_languages() -> None:
    game = deal(find_layout("kids"), random.Random(3))
    assert "осталось 12" in game.result().text("ru") and "12 left" in game.result().text("en")
    while not game.is_won:
        game = game.remove(*game.hint())
    assert game.result().text("ru") == "Домик (12 фишек): поле очищено! 6 пар, 0 перемешиваний."
    assert "the board is clear" in game.result().text("en")


def test_same_seed_same_deal() -> None:
    layout = find_layout("turtle")
    assert deal(layout, random.Random(42)).tiles == deal(layout, random.Random(42)).tiles
    assert deal(layout, random.Random(42)).tiles != deal(layout, random.Random(43)).tiles


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**32), name=st.sampled_from(list(LAYOUTS)))
def test_every_deal_is_solvable_and_the_solution_is_legal(seed: int, name: str) -> None:
    layout = LAYOUTS[name]
    game = deal(layout, random.Random(seed))
    assert sorted(game.tiles) == sorted(layout.pool)
    assert len(game.proof) == len(layout.positions) // 2
    play_out(game, game.proof)
    # the construction alone (without the solver) clears the board in its own order
    unproved = deal(layout, random.Random(seed), prove=False)
    play_out(unproved, unproved.proof)


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), name=st.sampled_from(["kids", "pyramid", "tower"]), moves=st.integers(0, 16))
def test_random_play_then_shuffle_stays_solvable(seed: int, name: str, moves: int) -> None:
    rng = random.Random(seed)
    game = deal(LAYOUTS[name], rng)
    for _ in range(moves):
        pairs = game.matching_pairs()
        if not pairs:
            break
        game = game.remove(*rng.choice(pairs))
    if game.is_won:
        return
    try:
        shuffled = game.shuffle(rng)
    except SolitaireError:
        return  # the places left cannot be cleared two by two at all
    assert all(v % 2 == 0 for v in _key_counts(shuffled).values())
    play_out(shuffled, solve(shuffled.layout, shuffled.tiles, shuffled.present))


def _key_counts(game: SolitaireGame) -> dict[int, int]:
    counts: dict[int, int] = {}
    for placed in game.on_board():
        counts[match_key(placed.tile)] = counts.get(match_key(placed.tile), 0) + 1
    return counts


def _catch(action) -> SolitaireError:
    with pytest.raises(SolitaireError) as info:
        action()
    return info.value


def test_every_solitaire_error_code_is_reached() -> None:
    from mjcore.cli import main
    from mjcore.i18n import catalog
    from mjcore.solitaire import SolverLimitError, UnknownLayoutError, place_pairs

    two = board([Position(0, 0), Position(2, 0)], "5z5z")
    stack = board([Position(0, 0), Position(0, 0, 1)], "1p2p")
    hard = deal(find_layout("turtle"), random.Random(1), prove=False)
    errors = {
        "solitaire.layout": _catch(lambda: find_layout("nope")),
        "solitaire.no_tile": _catch(lambda: two.remove(0, 5)),
        "solitaire.same_tile": _catch(lambda: two.remove(1, 1)),
        "solitaire.not_free": _catch(lambda: stack.remove(0, 1)),
        "solitaire.no_match": _catch(lambda: board([Position(0, 0), Position(4, 0)], "1p2p").remove(0, 1)),
        "solitaire.cannot_shuffle": _catch(lambda: stack.shuffle(random.Random(0))),
        "solitaire.odd_tiles": _catch(lambda: place_pairs([(0, 1)], [Tile.P1, Tile.P2], random.Random(0))),
        "solitaire.solver_limit": _catch(lambda: solve(hard.layout, hard.tiles, hard.present, limit=3)),
    }
    assert isinstance(errors["solitaire.layout"], UnknownLayoutError)
    assert isinstance(errors["solitaire.solver_limit"], SolverLimitError)
    for code, error in errors.items():
        assert error.code == code
        assert error.message("en") != error.message("ru")
    assert main(["solitaire", "--seed", "many", "--lang", "en"]) == 2  # solitaire.bad_seed
    keys = {key.removeprefix("error.") for key in catalog("en") if key.startswith("error.solitaire.")}
    assert keys == set(errors) | {"solitaire.bad_seed"}
