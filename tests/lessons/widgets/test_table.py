"""The game table: whole matches played by clicking, the computers' answers, hints, the picture,
the result after each hand and the review (no browser: widgets and clicks).

Every test runs with the buttons' callbacks strict: ipywidgets' ``Button.click`` swallows an
exception into a log line (a frozen table passes silently); here it fails the test."""

from __future__ import annotations

import random

import pytest
from boardkit import rows_with
from ipywidgets.widgets.widget import CallbackDispatcher

from lessons.widgets.progress import ProgressFile
from lessons.widgets.table import GameTable
from mjcore.game import ActionKind, Phase, choose, hint, view
from mjcore.game.coach import assess
from mjcore.game.describe import player_name
from mjcore.practice.review import review, review_match

RULES = ["kids2p", "mcr2p", "mcr", "classical", "hk"]


def _strict_call(self, *args, **kwargs):  # CallbackDispatcher.__call__ without the swallowing
    value = None
    for callback in self.callbacks:
        local = callback(*args, **kwargs)
        value = local if local is not None else value
    return value


@pytest.fixture(autouse=True)
def _strict_callbacks(monkeypatch):
    monkeypatch.setattr(CallbackDispatcher, "__call__", _strict_call)


@pytest.fixture(autouse=True)
def _progress_path(tmp_path, monkeypatch):
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(tmp_path / "progress.json"))


def click_action(table: GameTable, action) -> None:
    """Click the button of ``action``: a hand tile for a discard, else an action button."""
    if action.kind is ActionKind.DISCARD:
        table.hand_buttons[table.hand_tiles.index(action.tile)].click()
    else:
        [button] = [b for b in table.action_buttons if b.action == action]
        button.click()


def play_hand(table: GameTable, pick=None) -> int:
    """Play the learner's side to the end of the hand by clicking (``pick(view)`` chooses; the
    intermediate computer's choice by default); returns the clicks."""
    pick = pick or (lambda v: choose(v, "intermediate").action)
    clicks = 0
    while not table.over:
        assert 0 in table.table.waiting  # the computers have moved up to the learner
        legal = table.table_view.legal
        shown = {b.action for b in table.action_buttons} | {a for a in legal if a.kind is ActionKind.DISCARD}
        assert shown == set(legal)  # every legal move has its button, nothing else
        click_action(table, pick(table.table_view))
        clicks += 1
        assert clicks < 300
    return clicks


def cap(text: str) -> str:
    """The core's words as the review shows them: a sentence (its first letter a capital)."""
    return text[:1].upper() + text[1:]


def result_box(table: GameTable):
    [box] = rows_with(table, "mj-result")
    return box


def test_kids_hand_to_the_end_and_next_hand():
    table = GameTable("kids2p", seed=7, lang="en")
    assert "mj-table" in table._dom_classes
    assert table.status_text == "Your turn: click a tile to throw it away."
    assert len(table.hand_buttons) == 14 and "mj-hand" in table.hand_row._dom_classes
    # the table is one picture: open play, the computer's tiles face up, the same as the engine's
    scene = table.scene
    assert sorted(t.tile for t in scene.tiles("hand-1")) == sorted(table.state.players[1].concealed)
    assert not scene.tiles("hand-0") and not scene.tiles("drawn-0")  # the learner's tiles are the buttons
    assert table.picture.value.startswith('<div class="mj-scene"><svg')
    # one discard: the computer answers at once, its discard shows, the log tells it
    theirs = len(table.state.players[1].discards)
    tile = table.hand_tiles[0]
    table.hand_buttons[0].click()
    claimed = [d for d in table.state.players[1].declared if d.tile == tile]
    assert table.state.players[0].discards[-1:] == (tile,) or claimed
    assert len(table.state.players[1].discards) == theirs + 1 or claimed or table.over
    assert any(line.startswith("computer") for line in table.log_lines)
    assert any(line.startswith("(why: ") for line in table.log_lines)  # open play: the computer's reason
    assert [t.tile for t in table.scene.tiles("river-1")] == list(table.state.players[1].discards)
    play_hand(table)
    assert table.over and table.status_text == "This round is over."
    result = table.state.result
    points = result.score.total if result.score else 0
    assert table.result_text.splitlines()[0] in (f"You won! Your hand is worth {points} points.",
                                                 f"computer won the hand ({points} points).",
                                                 "The wall is empty: nobody won this time.")
    box = result_box(table)
    if result.score is not None:  # the itemised score is the engine's
        lines = next(w for w in box.children if "mj-score-lines" in w._dom_classes).value
        for item in result.score.items:
            assert item.name("en") in lines and item.reason("en", kids=True) in lines  # the children's words
        assert table.scene.tiles("win")  # the winner's whole hand in the picture
    assert table.hint_button is None and table.hand_buttons == [] and table.next_button.description == "Next round"
    # the hand was logged once in the progress file
    saved = ProgressFile().history("game")
    assert len(saved) == 1 and saved[0]["rules"] == "kids2p" and saved[0]["won"] == (result.winner == 0)
    hand_no = table.state.hand_no
    table.next_button.click()
    assert table.state.hand_no == hand_no + 1 and not table.over
    assert 0 in table.table.waiting
    table.render()  # drawing again does not log the hand twice
    assert len(ProgressFile().history("game")) == 1


def test_mcr2p_hand_in_russian_with_hints():
    table = GameTable("mcr2p", level="intermediate", seed=11, lang="ru")
    # closed play: the opponent's hand is face down, only its size is known
    hidden = table.scene.tiles("hand-1") + table.scene.tiles("drawn-1")
    assert {t.tile for t in hidden} == {None}
    assert len(hidden) == table.state.players[1].tile_count - 3 * len(table.state.players[1].declared)
    # the hint is the coach's ranking
    table.hint_button.click()
    expected = hint(view(table.state, 0)).lines("ru")
    assert table.hint_text == "\n".join(expected) and table.feedback_text == table.hint_text
    assert table.hint_text.splitlines()[0] == "Лучшие сносы:"
    clicks = play_hand(table)
    assert clicks > 3
    assert table.over and table.status_text == "Раздача закончилась."
    assert table.next_button.description == "Следующая раздача"
    assert "Очки:" in table.result_text
    table.next_button.click()
    assert table.state.hand_no == 1 and not table.over


def test_illegal_click_keeps_the_state():
    table = GameTable("kids2p", seed=3, lang="ru")
    # find a moment when the learner must decide on the computer's discard
    for _ in range(60):
        if table.table_view.phase is Phase.CLAIM:
            break
        click_action(table, choose(table.table_view, "intermediate").action)
        if table.over:
            table.next_button.click()
    assert table.table_view.phase is Phase.CLAIM
    state = table.state
    table.hand_buttons[0].click()
    assert table.state is state
    assert table.feedback_text.startswith("Сначала реши, что делать с")
    assert {b.action.kind for b in table.action_buttons} >= {ActionKind.PASS}
    river = table.scene.tiles("river-1")  # the discard on offer is outlined in the picture
    assert river[-1].mark and river[-1].tile == table.table_view.tile and not any(t.mark for t in river[:-1])
    # an old button (from an earlier drawing) does nothing
    old = table.hand_buttons[0]
    [pass_button] = [b for b in table.action_buttons if b.action.kind is ActionKind.PASS]
    pass_button.click()
    assert table.state is not state
    after = table.state
    old.click()
    assert table.state is after


def test_four_players_and_other_rule_sets():
    table = GameTable("mcr", seed=5, lang="en")
    for player in (1, 2, 3):
        assert {t.tile for t in table.scene.tiles(f"hand-{player}")} <= {None}
    assert "wall" in table.picture.value and "computer 1" in table.picture.value
    for rules in ("classical", "hk"):
        other = GameTable(rules, seed=2, lang="en", level="random")
        assert other.state.rules.name == rules and 0 in other.table.waiting
        assert other.title.value and other.hand_buttons


@pytest.mark.parametrize("rules", RULES)
def test_a_whole_match_of_two_hands_by_clicks(rules: str) -> None:
    """Hand 1 and hand 2 to their ends and the match's end: the result and the review after each
    hand, no callback fails (the second hand's end once froze every adult table), "New game"."""
    lang = "ru" if rules in ("mcr", "hk") else "en"
    table = GameTable(rules, seed=4, lang=lang, hands=2, progress=False)
    rng = random.Random(4)
    weak = lambda v: choose(v, "beginner", rng).action  # noqa: E731  (some mistakes to review)
    for hand in (0, 1):
        assert table.state.hand_no == hand
        play_hand(table, weak)
        box = result_box(table)
        assert box.children[0].value and table.next_button in box.children
        outcome = table.table.outcome()
        scores = next(w for w in box.children if "mj-scores" in w._dom_classes).value
        for player in range(len(table.seats)):
            assert f"{player_name(player, table.table_view, table.names, lang)} {outcome.deltas[player]:+d} → {outcome.totals[player]}" in scores
        panel = table.review_panel
        assert panel is not None and panel in box.children
        record = table.table.record()
        assert table.review == review(record, 0, hand)  # the core's review of this hand
        head = panel.head.value
        if table.kids:
            for line in table.review.child_lines():
                assert line.text(lang, kids=True, tiles="kids") in head
        else:
            assert table.review.summary().text(lang).replace("'", "&#x27;") in head
        if hand == 0:
            assert table.next_button.description == {"en": "Next round" if table.kids else "Next hand",
                                                     "ru": "Следующая раздача"}[lang]  # a child's word for a hand
            table.next_button.click()
    assert table.table.over and table.state.phase is Phase.GAME_OVER
    summary = table.table.summary(0)
    [over] = rows_with(table, "mj-match-over")
    assert f"{summary.won}" in over.value and summary.hands == 2
    if not table.kids:  # the match's review: the core's numbers
        match = review_match(table.table.record(), 0)
        assert table.review_panel.match == match
        assert match.summary().text(lang).replace("'", "&#x27;") in table.review_panel.head.value
    assert table.next_button.description in ("New game", "Новая игра")
    table.next_button.click()
    assert table.state.hand_no == 0 and not table.over and table.review_panel is None


def _mistaken_table(rules: str = "mcr2p", lang: str = "en", *, mistakes: int = 3, progress=False):
    """A finished hand with at least ``mistakes`` mistakes (the learner plays at random)."""
    for seed in range(1, 30):
        table = GameTable(rules, seed=seed, lang=lang, hands=1, progress=progress)
        rng = random.Random(seed)
        play_hand(table, lambda v, rng=rng: rng.choice(v.legal))
        if len(table.review.mistakes) >= mistakes:
            return table
    raise AssertionError("no hand with enough mistakes")


def test_review_navigation_through_the_mistakes(tmp_path) -> None:
    store = ProgressFile(tmp_path / "p.json")
    table = _mistaken_table(progress=store)
    panel = table.review_panel
    found = table.review
    # the summary at once; the moments behind "Review"
    assert "Review: each of your decisions against the best" in panel.head.value
    assert f"Accuracy {found.accuracy:.0f} %" in panel.head.value
    assert panel.current is None and panel.open_button in panel.children
    assert table.review_button is panel.open_button
    table.review_button.click()
    assert panel.open_button not in panel.children and panel.nav in panel.children
    mistakes = found.mistakes
    for index, decision in enumerate(mistakes):
        assert panel.current is decision
        assert panel.counter.value == f"Mistake {index + 1} of {len(mistakes)} · your decision {found.decisions.index(decision) + 1}"
        assert cap(decision.reason.text("en")) in panel.moment_text
        picture = panel.moment_picture
        assert picture in panel.children and picture.marked == decision.played
        marked = [t for t in picture.scene.tiles() if t.mark]
        played = decision.played
        if played[1] == "d":  # a discard: the tile played is outlined in the hand
            assert any(t.tile is not None and str(t.tile) == played[2:] and t.area in ("hand-0", "drawn-0") for t in marked)
        assert panel.prev_button.disabled == (index == 0)
        assert panel.next_button.disabled == (index == len(mistakes) - 1)
        panel.next_button.click()
    assert panel.index == len(mistakes) - 1  # no further than the last
    panel.prev_button.click()
    assert panel.index == len(mistakes) - 2
    # the mistakes are queued as puzzles (once)
    queued = len(found.puzzles())
    assert len(ProgressFile(tmp_path / "p.json").quiz.queue) == queued
    table.review_button.click()
    assert panel.index == 0 and len(ProgressFile(tmp_path / "p.json").quiz.queue) == queued


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_guess_first_hides_the_answer_until_the_pick(lang: str) -> None:
    table = _mistaken_table(lang=lang, mistakes=2)
    panel = table.review_panel
    panel.show_mistakes()
    panel.guess_toggle.value = True
    decision = panel.current
    # the moment without the answer: no tile outlined in the hand, the hand as buttons to pick from
    assert panel.moment_picture.marked is None
    assert not panel.moment_picture.scene.tiles("hand-0")
    assert cap(decision.reason.text(lang)) not in panel.moment_text
    moment_view = view(table.table.record().replay(decision.move), 0)
    legal = set(moment_view.legal)
    assert {b.action for b in panel.option_buttons} >= {a for a in legal if a.kind is not ActionKind.DISCARD}
    advice = assess(moment_view)
    best = advice.best.action
    [button] = [b for b in panel.option_buttons if b.action == best][:1]
    button.click()
    assert panel.verdict_text == {"en": "Well chosen. ", "ru": "Хороший выбор. "}[lang] + cap(advice.verdict(best).reason().text(lang))
    assert cap(decision.reason.text(lang)) in panel.moment_text and panel.moment_picture.marked == decision.played
    # the next mistake: the move played in the game, judged worse
    panel.next_button.click()
    decision = panel.current
    assert panel.moment_picture.marked is None
    played = next(b for b in panel.option_buttons if b.action.code == decision.played)
    before = list(panel.option_buttons)
    played.click()
    verdict = assess(view(table.table.record().replay(decision.move), 0)).verdict(played.action)
    assert verdict.mistake and panel.verdict_text.startswith({"en": "Not the best.", "ru": "Не лучший вариант."}[lang])
    assert cap(verdict.reason().text(lang)) in panel.verdict_text
    before[0].click()  # a button of the question already answered does nothing
    assert panel.guesses[panel.index] == played.action
    # back: the first answer is kept; the toggle off shows the answers directly
    panel.prev_button.click()
    assert panel.verdict_text
    panel.guess_toggle.value = False
    panel.next_button.click()
    assert panel.verdict_text and panel.moment_picture.marked == decision.played


def test_a_claim_mistake_offers_the_claims_options() -> None:
    for seed in range(1, 40):
        table = GameTable("mcr2p", seed=seed, lang="en", hands=1, progress=False)
        rng = random.Random(seed)
        play_hand(table, lambda v, rng=rng: next((a for a in v.legal if a.kind is ActionKind.PASS), rng.choice(v.legal)))
        claims = [i for i, d in enumerate(table.review.mistakes) if d.kind == "claim"]
        if claims:
            break
    else:
        raise AssertionError("no claim mistake in 40 hands")
    panel = table.review_panel
    panel.show_mistakes()
    panel.guess_toggle.value = True
    for _ in range(claims[0]):
        panel.next_button.click()
    decision = panel.current
    moment_view = view(table.table.record().replay(decision.move), 0)
    assert moment_view.phase in (Phase.CLAIM, Phase.ROB)
    assert {b.action for b in panel.option_buttons} == set(moment_view.legal)
    assert all(b.description for b in panel.option_buttons)  # worded by the core
    [pass_button] = [b for b in panel.option_buttons if b.action.kind is ActionKind.PASS]
    pass_button.click()
    assert panel.verdict_text


def test_a_clean_hand_says_so() -> None:
    table = GameTable("mcr2p", seed=1, lang="en", hands=1, progress=False)
    play_hand(table, lambda v: assess(v).best.action)  # the coach's own choices: no mistake
    assert table.review.mistakes == ()
    assert "Every decision was as good as the best one" in table.review_panel.head.value
    assert table.review_panel.open_button not in table.review_panel.children
