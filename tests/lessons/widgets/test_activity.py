"""The shared base of the activity boards: record once, lazy progress file, save errors, new game."""

from __future__ import annotations

from pathlib import Path

import ipywidgets as widgets
import pytest

from lessons.widgets.activity import ActivityBoard
from lessons.widgets.kids.find_suit import FindSuitBoard
from lessons.widgets.kids.snake import SnakeBoard
from lessons.widgets.kids.wall_dice import WallDiceBoard
from lessons.widgets.progress import ENV, ProgressFile


class Coin(ActivityBoard):
    """The smallest board: one throw of a coin, saved when asked."""

    activity = "coin"
    css = "mj-coin"

    def begin(self) -> None:
        self.game = self.rng.choice("HT")
        self.games = getattr(self, "games", 0) + 1

    def render(self) -> None:
        self.button_seen = self.button("base.new_game", self.new_game)
        self.set_rows([self.label(self.game), self.row([self.button_seen])])


def coin(**kwargs: object) -> Coin:
    board = Coin("base.new_game", **kwargs)  # type: ignore[arg-type]
    board.new_game()
    return board


def test_a_game_is_recorded_once(tmp_path: Path) -> None:
    store = ProgressFile(tmp_path / "p.json")
    board = coin(seed=1, lang="en", progress=store)
    assert board.save_result(side=board.game) == "" and board.recorded
    assert board.save_result(side="again") == ""
    assert [entry["side"] for entry in ProgressFile(tmp_path / "p.json").history("coin")] == [board.game]
    board.new_game()
    assert not board.recorded
    board.save_result("coin_toss", side=board.game)
    assert len(store.history("coin")) == 1 and len(store.history("coin_toss")) == 1


def test_a_finished_kids_game_is_recorded_once(tmp_path: Path) -> None:
    store = ProgressFile(tmp_path / "p.json")
    board = FindSuitBoard(suit="p", size=20, lang="en", seed=1, progress=store)
    for pos in board.game.remaining_targets():
        board.pile_buttons[pos].click()
    board.finish()
    board.play(board.game)
    assert board.is_over and len(store.history("find_suit")) == 1
    assert "seconds" in store.history("find_suit")[0]


def test_no_progress_opens_the_default_file_lazily(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "sub" / "progress.json"
    monkeypatch.setenv(ENV, str(path))
    board = coin(seed=2, lang="ru")
    assert board._progress is None and not path.exists()  # nothing opened before a result
    board.save_result(side=board.game)
    assert board.progress.path == path and path.exists()
    assert ProgressFile(path).history("coin")[0]["side"] == board.game


def test_a_save_error_becomes_words(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    for lang in ("en", "ru"):
        board = coin(seed=3, lang=lang, progress=ProgressFile(blocker / "p.json"))
        said = board.save_result(side=board.game)
        assert said and said == board.tr("progress.unreadable") and board.recorded
    snake = SnakeBoard(seed=3, lang="en", progress=ProgressFile(blocker / "p.json"))
    snake.record(length=1)
    assert snake.status_text == snake.tr("progress.unreadable")


def test_new_game_resets_and_deals_the_next_game(tmp_path: Path) -> None:
    a, b = coin(seed=5, lang="en", progress=ProgressFile(tmp_path / "p.json")), coin(seed=5, lang="en")
    assert a.game == b.game  # seeded: reproducible
    a.say("something")
    a.save_result(side=a.game)
    throws = [a.game]
    for _ in range(20):
        a.new_game()
        throws.append(a.game)
    assert not a.recorded and a.feedback_text == "" and a.games == 21
    assert set(throws) == {"H", "T"}  # the next throw, not the same one again
    assert "mj-coin" in a._dom_classes


def test_set_rows_closes_replaced_widgets_but_not_lasting_ones() -> None:
    board = coin(seed=1, lang="en")
    old = board.button_seen
    board.new_game()
    assert old.comm is None and board.button_seen.comm is not None
    wall = WallDiceBoard(lang="en", seed=4)
    first_row = wall.body.children[0]
    wall.throw_button.click()
    assert first_row.comm is None
    assert wall.throw_button.comm is not None and all(b.comm is not None for b in wall.number_buttons)
    wall.new_game_button.click()  # the throw button is shown again, alive
    assert wall.throw_button in [w for row in wall.body.children for w in getattr(row, "children", ())]
    assert wall.throw_button.comm is not None and isinstance(wall.throw_button, widgets.Button)
