"""Shared pieces of the mini-games: messages, summaries, errors, and the catalog keys they build."""

from __future__ import annotations

import random

import pytest

from mjcore.errors import MahjongError
from mjcore.i18n import LANGS, Message, catalog
from mjcore.minigames.base import BadMoveError, BadSettingError, Summary, check_positions, check_rng, tally
from mjcore.tiles import Tile


def test_message_shows_tiles_by_name() -> None:
    msg = Message.of("mini.find.hint", tile=Tile.RED, row=3)
    assert msg.text("en") == "I see Red dragon in row 3."
    assert "Красный дракон" in msg.text("ru")


def test_message_in_message() -> None:
    inner = Message.of("mini.sets.why.mixed_suits")
    outer = Message.of("mini.sets.wrong_count", count=2, why=inner)
    assert inner.text("en") in outer.text("en")
    assert inner.text("ru") in outer.text("ru")


def test_summary_text_and_counts() -> None:
    s = Summary("x", (Message.of("mini.hints_used", count=2),), (("hints", 2),))
    assert s.text("en") == "Hints used: 2."
    assert s.counts == {"hints": 2}


def test_check_positions() -> None:
    assert check_positions([2, 0], 3) == (2, 0)
    with pytest.raises(BadMoveError) as info:
        check_positions([3], 3)
    assert info.value.code == "mini.no_position"
    with pytest.raises(BadMoveError):
        check_positions([1], 3, taken=[1])
    with pytest.raises(BadMoveError):
        check_positions([1, 1], 3)
    with pytest.raises(BadMoveError):
        check_positions(["1"], 3)  # type: ignore[list-item]


def test_check_rng_refuses_the_global_module() -> None:
    assert isinstance(check_rng(random.Random(1)), random.Random)
    with pytest.raises(BadSettingError):
        check_rng(random)


def test_errors_are_value_errors_in_both_languages() -> None:
    error = BadMoveError("error.mini.taken", pos=4)
    assert isinstance(error, MahjongError) and isinstance(error, ValueError)
    assert "4" in error.message("en") and "4" in error.message("ru")
    assert error.message("en") != error.message("ru")


def test_tally() -> None:
    assert tally(["a", "b", "a"]) == (("a", 2), ("b", 1))


def test_computed_keys_exist() -> None:
    """Keys built at run time (the literal ones: ``tests/test_catalogs.py``)."""
    from mjcore.minigames.find_suit import Target
    from mjcore.minigames.sequence import Mistake
    from mjcore.minigames.sets import Reason
    from mjcore.minigames.wall_dice import Step

    needed = [f"mini.target.{t.value}" for t in Target]
    needed += [f"mini.seq.{p}.{m.value}" for m in Mistake for p in ("name", "tip")]
    needed += [f"mini.seq.{m.value}" for m in Mistake] + ["mini.seq.wrong_end_down"]
    needed += [f"mini.sets.why.{r.value}" for r in Reason]
    needed += [f"mini.sets.ok.{k}" for k in ("chow", "pung", "kong")] + [f"mini.sets.count.{k}" for k in ("chow", "pung", "kong")]
    needed += [f"mini.wall.{kind}.{s.value}" for s in list(Step)[:4] for kind in ("ask", "ok")]
    needed += [f"mini.pips.{s}" for s in "mps"]
    for lang in LANGS:
        assert set(needed) <= set(catalog(lang)), set(needed) - set(catalog(lang))


def _reach_every_error() -> dict[str, type[MahjongError]]:
    """Run one real action per error key of the mini-games; returns code -> class raised."""
    from mjcore.minigames.all_sets import AllSets
    from mjcore.minigames.bonus import BonusTiles, seat_of, tiles_of
    from mjcore.minigames.code_lock import CodeLock
    from mjcore.minigames.find_suit import FindSuit
    from mjcore.minigames.memory import Memory
    from mjcore.minigames.numerals import Numerals
    from mjcore.minigames.seats import Seats
    from mjcore.minigames.sequence import Sequence
    from mjcore.minigames.sets import SetsGame
    from mjcore.minigames.tidy_up import TidyUp
    from mjcore.minigames.wall_dice import WallDice, break_point
    from mjcore.notation import parse_tiles

    rng = random.Random(1)
    actions = [
        lambda: check_rng(random),
        lambda: FindSuit.new(rng, "p", size=3).pick(0),
        lambda: FindSuit.from_tiles(parse_tiles("1p2p"), "p").pick(0).pick(0),
        lambda: SetsGame(parse_tiles("123p")).try_set([0, 0, 1]),
        lambda: FindSuit.from_tiles(parse_tiles("1p"), "p").finish().pick(0),
        lambda: FindSuit.new(rng, "hearts"),
        lambda: SetsGame.new(rng, "x"),
        lambda: Sequence.new("z"),
        lambda: Sequence.new("p").flip_row(),
        lambda: CodeLock.new(rng, age=1),
        lambda: CodeLock.new(rng).answer(()),
        lambda: CodeLock.new(rng).hide().hide(),
        lambda: Memory.new(rng, 100),
        lambda: Memory.new(rng, 6, players=4),
        lambda: Memory.from_tiles(parse_tiles("1p2p")),
        lambda: Memory.from_tiles(parse_tiles("1p1p")).retry(),
        lambda: CodeLock.new(rng).retry(),
        lambda: seat_of(Tile.EAST),
        lambda: tiles_of(0),
        lambda: BonusTiles.new(rng, kinds="all"),
        lambda: break_point(1, 30),
        lambda: WallDice.new(rng, stack_dice="d100"),
        lambda: AllSets.from_tiles(parse_tiles("1p")).take_apart(0),
        lambda: TidyUp.new(rng, ("p", "hearts")),
        lambda: Numerals.new(rng, rounds=0),
        lambda: Seats.new(rng, rounds=99),
    ]
    reached: dict[str, type[MahjongError]] = {}
    for action in actions:
        with pytest.raises(MahjongError) as info:
            action()
        error = info.value
        assert error.message("en") != error.message("ru")
        assert "{" not in error.message("en") and "{" not in error.message("ru")
        reached[error.code] = type(error)
    return reached


def test_every_mini_error_key_is_reachable() -> None:
    reached = _reach_every_error()
    keys = {k.removeprefix("error.") for k in catalog("en") if k.startswith("error.mini.")}
    assert keys == set(reached)
    assert all(issubclass(cls, (BadMoveError, BadSettingError)) for cls in reached.values())


def test_registry_every_game_has_hint_and_summary() -> None:
    from mjcore.minigames import GAMES

    assert set(GAMES) == {"all_sets", "bonus", "build_wall", "code_lock", "find_suit", "memory", "numerals", "seats",
                          "sequence", "sets", "snake", "tidy_up", "wall_dice"}
    for name, cls in GAMES.items():
        assert callable(cls.hint) and callable(cls.summary), name
        assert cls.__dataclass_params__.frozen, name  # type: ignore[attr-defined]
