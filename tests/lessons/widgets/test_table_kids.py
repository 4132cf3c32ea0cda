"""The kids' table teaches the article's lessons: sort the hand, try to take a discard and
hear why not, shout "Mahjong!", a hint that lights a tile up, who starts the next hand."""

from __future__ import annotations

import re

import pytest
from boardkit import rows_with
from ipywidgets.widgets.widget import CallbackDispatcher
from kidstexts import words_of

from lessons.widgets.table import GameTable
from mjcore.game import ActionKind, Phase, choose, hint, view
from mjcore.game.events import EventKind
from mjcore.grouping import group_tiles, not_yet, why_not_take
from mjcore.i18n import Message
from mjcore.kidswords import adult_traces
from mjcore.render.scene import Label

LANGS = ["ru", "en"]


def _strict_call(self, *args, **kwargs):  # CallbackDispatcher.__call__ without swallowing the exceptions
    value = None
    for callback in self.callbacks:
        local = callback(*args, **kwargs)
        value = local if local is not None else value
    return value


@pytest.fixture(autouse=True)
def _strict_callbacks(monkeypatch):
    monkeypatch.setattr(CallbackDispatcher, "__call__", _strict_call)


def step(table: GameTable) -> None:
    """One move of the learner, the AI's choice, by clicking (the next hand when one is over)."""
    if table.over:
        table.next_button.click()
        return
    action = choose(table.table_view, "intermediate").action
    if action.kind is ActionKind.DISCARD:
        table.hand_buttons[table.hand_tiles.index(action.tile)].click()
    else:
        [button] = [b for b in table.action_buttons if b.action == action]
        button.click()


def buttons(table: GameTable, css: str) -> list:
    return [b for b in table.kids_buttons if css in b._dom_classes]


@pytest.mark.parametrize("lang", LANGS)
def test_sort_my_tiles_groups_the_hand(lang: str) -> None:
    table = GameTable("kids2p", seed=7, lang=lang, progress=False)
    before = sorted(table.hand_tiles)
    [sort] = buttons(table, "mj-group")
    sort.click()
    grouping = group_tiles(table.table_view.concealed)
    assert table.hand_tiles == [t for g in grouping.groups for t in g.tiles]
    assert sorted(table.hand_tiles) == before  # the same tiles, laid out in groups
    starts = [i for i, b in enumerate(table.hand_buttons) if "mj-group-start" in b._dom_classes]
    assert len(starts) == len(grouping.groups) - 1
    [counts] = rows_with(table, "mj-group-counts")
    assert str(len(grouping.sets)) in counts.value
    # a click still throws away the tile shown
    tile = table.hand_tiles[-1]
    table.hand_buttons[-1].click()
    assert table.state.players[0].discards[-1:] == (tile,) or table.over or table.table_view.phase is Phase.CLAIM
    [back] = buttons(table, "mj-group")
    assert back.description == {"ru": "Сложить как было", "en": "Put them back"}[lang]


@pytest.mark.parametrize("lang", LANGS)
def test_trying_to_take_any_discard_is_answered_kindly(lang: str) -> None:
    table = GameTable("kids2p", seed=3, lang=lang, progress=False)
    for _ in range(120):
        if table.offered is not None:
            break
        step(table)
    assert table.offered is not None
    [take] = buttons(table, "mj-try-take")
    assert not adult_traces(take.description, lang)
    state = table.state
    take.click()
    assert table.state is state  # nothing taken, nothing lost
    why = why_not_take(table.table_view.concealed, table.offered)
    expected = why.text(lang, kids=True, tiles="kids") if why is not None else None
    if expected is not None:
        assert table.feedback_text == expected
    assert "mj-info" in table.feedback.value and not adult_traces(table.feedback_text, lang)


@pytest.mark.slow  # plays up to a whole hand
@pytest.mark.parametrize("lang", LANGS)
def test_mahjong_button_explains_until_the_hand_is_complete(lang: str) -> None:
    table = GameTable("kids2p", seed=9, lang=lang, progress=False)
    [shout] = buttons(table, "mj-shout")
    assert shout.description == {"ru": "Маджонг!", "en": "Mahjong!"}[lang]
    state = table.state
    shout.click()
    assert table.state is state
    v = table.table_view
    assert table.feedback_text == not_yet(v.concealed, len(v.me.declared)).text(lang, kids=True, tiles="kids")
    # play on: when the engine allows mahjong, the button is the engine's own action, captioned "Mahjong!"
    for _ in range(400):
        if any(b.action.kind is ActionKind.MAHJONG for b in table.action_buttons):
            [win] = [b for b in table.action_buttons if b.action.kind is ActionKind.MAHJONG]
            assert win.description == shout.description and not buttons(table, "mj-shout")
            win.click()
            assert table.over and table.state.result.winner == 0
            [box] = rows_with(table, "mj-result")
            assert {"ru": "Ура, маджонг!", "en": "Hooray, mahjong!"}[lang] in box.children[0].value
            return
        step(table)
    pytest.fail("no mahjong for the learner in 400 moves")


@pytest.mark.parametrize("lang", LANGS)
def test_the_hint_lights_a_tile_up(lang: str) -> None:
    table = GameTable("kids2p", seed=4, lang=lang, progress=False)
    message, tile = hint(view(table.state, 0)).child()
    table.hint_button.click()
    glowing = [b for b in table.hand_buttons if "mj-glow" in b._dom_classes]
    assert [b.tile for b in glowing] == [tile]
    assert table.feedback_text == message.text(lang, kids=True, tiles="kids")
    assert not re.search(r"\d+[mpsz]\b|\bмест[аеоу]? \d", table.feedback_text)  # no code, no position


@pytest.mark.slow  # plays a whole hand
@pytest.mark.parametrize("lang", LANGS)
def test_who_starts_the_next_hand_is_shown(lang: str) -> None:
    table = GameTable("kids2p", seed=2, lang=lang, progress=False)
    for _ in range(400):
        if table.over:
            break
        step(table)
    assert table.over
    [box] = rows_with(table, "mj-result")
    [starter] = [w for w in box.children if "mj-next-starter" in w._dom_classes]
    table.next_button.click()
    dealer = table.state.dealer
    name = {0: {"ru": "ты", "en": "you"}[lang]}.get(dealer, {"ru": "компьютер", "en": "computer"}[lang])
    assert name in starter.value


@pytest.mark.parametrize("lang", LANGS)
def test_a_whole_game_of_two_rounds_in_a_childs_words(lang: str) -> None:
    """Two rounds and the game's end at the kids' table: after each round the result, one or two
    kind sentences and the costliest moment's picture; nothing a child should not read (no
    notation, no adult term) anywhere on the table, the picture's tile names included."""
    table = GameTable("kids2p", seed=7, lang=lang, hands=2, progress=False)
    bad: dict[str, str] = {}
    moments = 0
    for hand in (0, 1):
        for _ in range(400):
            if table.over:
                break
            step(table)
            for text in words_of(table):
                for found in adult_traces(text, lang):
                    bad.setdefault(found, text[:160])
        assert table.over and table.state.hand_no == hand
        panel = table.review_panel
        assert panel is not None and panel in rows_with(table, "mj-review")
        lines = [m.text(lang, kids=True, tiles="kids") for m in table.review.child_lines()]
        assert 1 <= len(lines) <= 2 and all(line in panel.head.value for line in lines)
        if table.review.worst:
            moments += 1
            assert panel.moment_picture is not None and panel.moment_picture.marked == table.review.worst[0].played
        assert panel.nav not in panel.children and panel.open_button not in panel.children  # no numbers, no moments to page
        for text in words_of(table):
            for found in adult_traces(text, lang):
                bad.setdefault(found, text[:160])
        if hand == 0:
            table.next_button.click()
    assert table.table.over and rows_with(table, "mj-match-over")
    assert moments == 2  # seed 7: a tip with its moment after each round
    assert bad == {}


PLACES = {"ru": ("ты", "компьютер"), "en": ("you", "computer")}


def labels(table: GameTable) -> dict[str, float]:
    """The picture's lines of text and where each stands (its baseline)."""
    return {item.text: item.y for item in table.scene.items if isinstance(item, Label)}


@pytest.mark.parametrize("lang", LANGS)
def test_each_row_is_labelled_and_the_discards_lie_in_the_middle(lang: str) -> None:
    """The computer's row under its name, both rivers together in the middle (each captioned with
    whose it is), then «ты» right above the child's own tiles (the buttons under the picture)."""
    table = GameTable("kids2p", seed=7, lang=lang, progress=False)
    while len(table.table_view.seats[0].discards) < 3:
        step(table)
    you, computer = PLACES[lang]
    v = table.table_view
    assert v.seats[0].discards and v.seats[1].discards
    text = labels(table)
    mine = next(y for t, y in text.items() if t.startswith("▶ " + you) or t == you)
    theirs = next(y for t, y in text.items() if t.startswith(computer) or t.startswith("▶ " + computer))
    caption = {p: Message.of("picture.river", name=PLACES[lang][p]).text(lang, kids=True) for p in (0, 1)}
    assert caption[1] in text and caption[0] in text
    top = {area: min(t.y for t in table.scene.tiles(area)) for area in ("hand-1", "river-1", "river-0")}
    # the computer's name, its tiles, the middle (its river, then the child's), the child's name
    assert theirs < top["hand-1"] < text[caption[1]] < top["river-1"] < text[caption[0]] < top["river-0"] < mine
    assert "mj-hand" in table.body.children[-2]._dom_classes  # the child's tiles come right after the picture's «ты»


def first_claim_by_the_computer(table: GameTable) -> tuple[int, object]:
    """Play until the computer takes the child's discard; the claim's event as the engine keeps it."""
    for _ in range(400):
        step(table)
        assert not table.over, "the hand ended before the computer took a tile"
        claims = [e for e in table.step.events() if e.kind is EventKind.CLAIM and e.seat == 1 and e.other == 0]
        if claims:
            return len(table.table_view.seats[1].declared), claims[-1]
    pytest.fail("the computer took no tile in 400 moves")


@pytest.mark.parametrize("lang", LANGS)
def test_the_computers_claim_is_a_moment(lang: str) -> None:
    """The computer takes the child's tile: one kind sentence naming the tile and the set (from the
    engine's claim), above the child's tiles, and the new set outlined in the picture."""
    table = GameTable("kids2p", seed=3, lang=lang, progress=False)
    count, claim = first_claim_by_the_computer(table)
    words = {"ru": {"pung": "три одинаковых", "chow": "три соседа", "kong": "четыре одинаковых"},
             "en": {"pung": "three of a kind", "chow": "three neighbours", "kong": "four of a kind"}}[lang]
    shown = table.moment_box.value
    assert words[claim.note] in shown and table.tile_name(claim.tile) in shown
    assert shown.count(PLACES[lang][1].capitalize()) == 1 and not adult_traces(shown, lang)
    rows = list(table.body.children)
    assert rows.index(table.moment_box) < rows.index(table.hand_row)
    outlined = [t for t in table.scene.tiles(f"set-1-{count - 1}") if t.mark]
    assert sorted(t.tile for t in outlined) == sorted(claim.tiles)
    # the next move of the child: the moment is over
    step(table)
    if not table.over and not any(e.kind is EventKind.CLAIM for e in table.step.events()):
        assert table.moment_box.value == "" and not any(t.mark for t in table.scene.tiles() if t.area.startswith("set-"))


@pytest.mark.parametrize("lang", LANGS)
def test_the_computers_win_gets_a_word_of_comfort(lang: str) -> None:
    table = GameTable("kids2p", seed=3, lang=lang, progress=False)  # seed 3: the computer wins
    for _ in range(400):
        if table.over:
            break
        step(table)
    assert table.over and table.state.result.winner == 1
    [box] = rows_with(table, "mj-result")
    headline = box.children[0].value
    comfort = {"ru": "Компьютер собрал маджонг. Ничего, в следующей партии повезёт!",
               "en": "Computer got mahjong. Never mind, you will be lucky next round!"}[lang]
    assert comfort in headline
    assert table.scene.tiles("win")  # the winner's row in the picture, on its band


@pytest.mark.parametrize("lang", LANGS)
def test_the_answer_stands_next_to_the_press(lang: str) -> None:
    """"Mahjong!" too early: the answer appears between the picture and the child's tiles, not under
    the status line at the bottom of the board (below a tablet's screen)."""
    table = GameTable("kids2p", seed=9, lang=lang, progress=False)
    [shout] = buttons(table, "mj-shout")
    shout.click()
    assert table.feedback_text
    rows = list(table.body.children)
    assert table.feedback in rows and table.feedback not in table.children
    assert rows.index(table.feedback) == rows.index(table.hand_row) - 1


@pytest.mark.parametrize("lang", LANGS)
def test_the_deal_speaks_of_no_dice_the_child_never_saw(lang: str) -> None:
    """Lesson 10 throws six-sided dice only: the kids' table tells the break, not a d4 or a d20."""
    table = GameTable("kids2p", seed=2, lang=lang, progress=False)
    stacks = table.state.events()[1].data.stacks
    assert table.log_lines[1] == Message.of("game.event.wall_broken", stacks=stacks).text(lang, kids=True)
    assert not any(re.search(r"гран|sided|\bd(4|20)\b", line) for line in table.log_lines)
