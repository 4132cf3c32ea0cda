"""Mahjong solitaire played by clicks (lessons.widgets.solitaire)."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest

from lessons.widgets.progress import ProgressFile
from lessons.widgets.solitaire import SolitaireBoard
from lessons.widgets.texts import t as widget_tr
from lessons.widgets.tiles import marks
from mjcore.i18n import tr as core_tr
from mjcore.solitaire import IllegalPairError, SolitaireGame, deal, find_layout, tiles_match


@pytest.fixture
def progress_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "progress.json"
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(path))
    return path


def left_tiles(game: SolitaireGame) -> Counter:
    return Counter(p.tile for p in game.on_board())


def non_matching_free_pair(game: SolitaireGame) -> tuple[int, int] | None:
    free = game.free_tiles()
    return next(((a.index, b.index) for a in free for b in free if not tiles_match(a.tile, b.tile)), None)


def stuck_state(layout: str) -> SolitaireGame:
    """A game of ``layout`` played into a dead end by careless random pairs."""
    for seed in range(100):
        game, rng = deal(find_layout(layout), random.Random(seed)), random.Random(seed)
        while game.matching_pairs():
            game = game.remove(*rng.choice(game.matching_pairs()))
        if game.is_stuck:
            return game
    raise AssertionError("no dead end found")


def test_the_board_is_one_pile_upper_layers_lifted_and_painted_last() -> None:
    board = SolitaireBoard("kids", seed=7, lang="en", progress=None)
    layout = find_layout("kids")
    assert "mj-solitaire" in board._dom_classes
    [pile] = [w for w in board.body.children if "mj-pile-view" in w._dom_classes]
    assert sorted(board.buttons) == list(range(len(layout.positions)))
    order = [next(i for i, b in board.buttons.items() if b is child) for child in pile.children]
    layers = [layout.positions[i].z for i in order]
    assert layers == sorted(layers)  # the lower layers first: the upper ones are drawn over them
    free = {p.index for p in board.game.free_tiles()}
    for index, button in board.buttons.items():
        assert button.tile == board.game.tiles[index]
        assert f"mj-z{layout.positions[index].z}" in button._dom_classes
        assert not button.disabled  # a blocked tile answers a click with why
        assert ("mj-blocked" in button._dom_classes) == (index not in free)
    roof = board.buttons[11]
    assert pile.children[-1] is roof and roof.layout.grid_area == "2 / 3 / span 2 / span 2"
    style = board.body.children[0].value
    assert ".mj-z2 { transform: translate(-14px, -14px)" in style
    assert board.title.value.endswith("Solitaire: Little house</div>")
    assert board.status_text == "Tiles left: 12."
    assert "Layer" not in str([w.value for w in board.body.children if hasattr(w, "value")])


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_blocked_tile_says_why_in_the_articles_words(lang: str) -> None:
    board = SolitaireBoard("kids", seed=7, lang=lang, progress=None)
    state = board.game
    covered = next(i for i in board.buttons if state.layout.blocked_by(i, state.present) == "covered")
    board.buttons[covered].click()
    assert board.game is state and board.selected is None
    assert board.feedback_text == core_tr("solitaire.why.covered", lang)
    # a tile with both sides closed: a middle tile of the bottom row once its cover is gone
    game = state
    while not any(game.layout.blocked_by(i, game.present) == "sides" for i in range(12) if game.present >> i & 1):
        game = game.remove(*game.hint())
    board.game = game
    board.render()
    sides = next(i for i in range(12) if game.present >> i & 1 and game.layout.blocked_by(i, game.present) == "sides")
    board.buttons[sides].click()
    assert board.feedback_text == core_tr("solitaire.why.sides", lang)
    assert "mj-msg mj-bad" in board.feedback.value


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_cleared_board_is_won_and_saved(progress_path: Path, lang: str) -> None:
    board = SolitaireBoard("pyramid", seed=3, lang=lang)
    pairs = 0
    while not board.game.is_won:
        a, b = board.game.hint()
        board.buttons[a].click()
        assert marks(board.buttons[a]) == {"selected"}
        board.buttons[b].click()
        pairs += 1
        assert board.game.remaining == 20 - 2 * pairs
    result = board.game.result().text(lang)
    assert result == core_tr("solitaire.result.won", lang, layout=find_layout("pyramid").title(lang), pairs=10,
                        pairs_word=core_tr("solitaire.unit.pairs", lang).split("|")[-1], shuffles=0,
                        shuffles_word=core_tr("solitaire.unit.shuffles", lang).split("|")[-1])
    assert board.feedback_text == widget_tr("solitaire.kids.won", lang) and board.status_text == board.tr("solitaire.kids.status", remaining=0)
    [entry] = ProgressFile(progress_path).history("solitaire")
    assert (entry["layout"], entry["pairs"], entry["shuffles"], entry["won"]) == ("pyramid", 10, 0, True)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_pair_that_does_not_match_is_refused(lang: str) -> None:
    seed = next(s for s in range(50) if non_matching_free_pair(deal(find_layout("tower"), random.Random(s))))
    board = SolitaireBoard("tower", seed=seed, lang=lang, progress=None)
    a, b = non_matching_free_pair(board.game)
    state = board.game
    board.buttons[a].click()
    board.buttons[b].click()
    assert board.game is state and board.selected is None
    with pytest.raises(IllegalPairError) as error:
        state.remove(a, b)
    assert error.value.key == "error.solitaire.no_match"
    assert board.feedback_text == widget_tr("solitaire.kids.no_match", lang)
    assert all(not marks(button) for i, button in board.buttons.items() if state.is_free(i))


def test_a_move_updates_the_same_buttons() -> None:
    board = SolitaireBoard("kids", seed=7, lang="en", progress=None)
    buttons = dict(board.buttons)
    roof = 11
    partner = next(p.index for p in board.game.free_tiles() if p.index != roof and p.tile == board.game.tiles[roof])
    board.buttons[roof].click()
    board.buttons[partner].click()
    assert board.buttons == buttons  # the same widgets, updated in place
    assert marks(buttons[roof]) == {"gone"} and buttons[roof].disabled
    assert board.feedback_text == "Pair taken away!"
    newly_free = {p.index for p in board.game.free_tiles()}
    assert all(not buttons[i].disabled and "mj-free" in buttons[i]._dom_classes for i in newly_free)


def test_a_second_click_on_the_same_tile_drops_it() -> None:
    board = SolitaireBoard("kids", seed=7, lang="ru", progress=None)
    state = board.game
    free = board.game.free_tiles()[0].index
    board.buttons[free].click()
    assert board.selected == free and board.feedback_text.startswith("Выбрана фишка")
    board.buttons[free].click()
    assert board.selected is None and not marks(board.buttons[free]) and board.game is state


def test_hint_outlines_a_pair_that_keeps_the_game_winnable() -> None:
    board = SolitaireBoard("tower", seed=1, lang="en", progress=None)
    hint = board.game.hint()
    board.hint()
    assert all(marks(board.buttons[i]) == {"good"} for i in hint)
    assert board.feedback_text == "Try the two tiles with the green frame."
    assert board.game.remove(*hint).solution() is not None


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_stuck_then_shuffle(lang: str) -> None:
    board = SolitaireBoard("pyramid", seed=1, lang=lang, progress=None)
    board.game = stuck_state("pyramid")
    board.render()
    board.hint()
    assert board.feedback_text == widget_tr("solitaire.kids.stuck", lang)  # "no free pair matches: shuffle"
    before = board.game
    board.shuffle()
    assert board.game.shuffles == 1 and board.game.remaining == before.remaining
    assert left_tiles(board.game) == left_tiles(before) and not board.game.is_stuck
    assert board.feedback_text == {"en": "The tiles are shuffled: the board can be cleared again.",
                                   "ru": "Фишки перемешаны: поле снова можно очистить."}[lang]
    while not board.game.is_won:  # the shuffled board can be cleared
        a, b = board.game.hint()
        board.pick(a)
        board.pick(b)


def test_big_layouts_use_smaller_tiles_and_new_game_deals_again() -> None:
    board = SolitaireBoard("turtle", seed=2, lang="en", progress=None)
    assert len(board.buttons) == 144 and board.size == "small"
    assert {f"mj-z{z}" for z in range(5)} <= {c for b in board.buttons.values() for c in b._dom_classes}
    first = board.game.tiles
    board.new_game()
    assert board.game.tiles != first and board.game.remaining == 144


def test_unknown_layout_is_refused_at_once() -> None:
    with pytest.raises(Exception, match="dragon"):
        SolitaireBoard("dragon", lang="en")
