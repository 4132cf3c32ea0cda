"""The table as one picture (mjcore.game.picture): every tile of the view where it belongs, the
marks, the limits of a phone's picture, the children's words — on whole simulated hands."""

from __future__ import annotations

import io
import pickle
import xml.etree.ElementTree as ET
from collections import Counter
from functools import cache

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from PIL import Image

from mjcore.game.actions import Action
from mjcore.game.picture import WIDTH, height_limit, table_scene
from mjcore.game.rules import RULE_SETS
from mjcore.game.simulate import play_hand
from mjcore.game.state import GameState, Phase, new_game
from mjcore.game.view import PlayerView, view
from mjcore.kidswords import adult_traces
from mjcore.render.layout import meld_tiles
from mjcore.render.scene import Label, Scene, text_width
from mjcore.tiles import Tile

SVG = "{http://www.w3.org/2000/svg}"
NAMES = {2: ("игрок А", "игрок Б"), 3: ("игрок А", "игрок Б", "игрок В"), 4: ("игрок А", "игрок Б", "игрок В", "игрок Г")}


@cache
def hand_states(rules: str, seed: int, level: str) -> tuple[GameState, ...]:
    """Every state of one AI-only hand, from the deal to its end."""
    run = play_hand(rules, seed, [level] * RULE_SETS[rules].players, check=False)
    state = new_game(rules, seed, max_hands=1)
    states = [state]
    for action in run.state.actions():
        state = state.apply(action)
        states.append(state)
    assert states[-1] == run.state or states[-1].result == run.state.result
    return tuple(states)


def drawn_tile(v: PlayerView, player: int) -> Tile | None:
    """The tile ``player`` has just drawn, if the viewer sees it."""
    if v.phase is not Phase.TURN or v.turn != player or v.must_discard or v.tile is None:
        return None
    tiles = v.concealed if player == v.seat else v.seats[player].concealed
    return v.tile if tiles is not None and v.tile in tiles else None


def codes(items: object) -> list[Tile | None]:
    return [t.tile for t in items]  # type: ignore[attr-defined]


def boxes(scene: Scene) -> np.ndarray:
    """Every tile's and label's box: x0, y0, x1, y1."""
    found = [(t.x, t.y, t.x + t.width, t.y + t.height) for t in scene.tiles()]
    for label in (i for i in scene.items if isinstance(i, Label)):
        width = text_width(label.text, label.size, label.bold)
        x0 = {"start": label.x, "middle": label.x - width / 2, "end": label.x - width}[label.anchor]
        found.append((x0, label.y - label.size * 0.75, x0 + width, label.y + label.size * 0.2))
    return np.array(found)


def check(v: PlayerView, scene: Scene, *, hand: bool = True) -> None:
    """Everything a picture of ``v`` promises."""
    n = len(v.seats)
    assert scene.width == WIDTH and scene.height <= height_limit(n)
    # nothing is cut and nothing overlaps (tiles, and the letters of the labels)
    b = boxes(scene)
    assert (b[:, 0] >= 0).all() and (b[:, 2] <= scene.width).all() and (b[:, 1] >= 0).all() and (b[:, 3] <= scene.height).all()
    eps = 0.01
    overlap = ((b[:, None, 0] < b[None, :, 2] - eps) & (b[None, :, 0] < b[:, None, 2] - eps)
               & (b[:, None, 1] < b[None, :, 3] - eps) & (b[None, :, 1] < b[:, None, 3] - eps))
    np.fill_diagonal(overlap, False)
    assert not overlap.any(), f"overlapping items: {np.argwhere(overlap)[:4].tolist()}"
    # every player is there, once, by name
    labels = [i.text.removeprefix("▶ ") for i in scene.items if isinstance(i, Label)]
    for player in range(n):
        assert sum(text.startswith(NAMES[n][player]) for text in labels) == 1
    result = v.result
    winner = result.winner if result is not None else None
    marked_rivers = []
    for seat in v.seats:
        p = seat.player
        river = scene.tiles(f"river-{p}")
        assert codes(river) == list(seat.discards)
        # rows of at most 18, read left to right and down, each full before the next begins
        assert sorted(river, key=lambda t: (t.y, t.x)) == list(river)
        per_row = [sum(t.y == y for t in river) for y in sorted({t.y for t in river})]
        assert all(count <= 18 for count in per_row) and all(count == per_row[0] for count in per_row[:-1])
        assert not per_row or per_row[-1] <= per_row[0]
        marked_rivers += [(p, k) for k, t in enumerate(river) if t.mark]
        if p == winner:  # the whole hand is in the result
            assert not scene.tiles(f"hand-{p}") and not scene.tiles(f"drawn-{p}")
            continue
        for k, declared in enumerate(seat.declared):
            expected = [None] * 4 if declared is None else list(meld_tiles(declared.meld))
            assert codes(scene.tiles(f"set-{p}-{k}")) == expected
        assert not scene.tiles(f"set-{p}-{len(seat.declared)}")
        assert codes(scene.tiles(f"bonus-{p}")) == list(seat.bonus)
        concealed = scene.tiles(f"hand-{p}") + scene.tiles(f"drawn-{p}")
        waiting = codes(scene.tiles(f"rob-{p}"))  # a kong's tile waits beside its pung while it may be robbed
        if v.phase is Phase.ROB and p == v.turn and any(d and d.meld.is_pung and v.tile in d.meld.tiles for d in seat.declared):
            assert waiting == [v.tile] and scene.tiles(f"rob-{p}")[0].mark
        else:
            assert waiting == []
        if p == v.seat:
            assert Counter(codes(concealed + scene.tiles(f"rob-{p}"))) == (Counter(v.concealed) if hand else Counter(waiting))
        elif seat.concealed is None:
            assert codes(concealed) == [None] * (seat.concealed_count - len(waiting))
        else:
            assert Counter(codes(concealed)) + Counter(waiting) == Counter(seat.concealed)
        drawn = drawn_tile(v, p) if (p == v.seat and hand) or p != v.seat else None
        apart = scene.tiles(f"drawn-{p}")
        assert codes(apart) == ([drawn] if drawn is not None else [])
        if apart:  # the drawn tile stands apart, after the others of its row
            row = [t for t in scene.tiles(f"hand-{p}") if t.y + t.height == apart[0].y + apart[0].height]
            if row:
                last = max(row, key=lambda t: t.x)
                assert apart[0].x - (last.x + last.width) >= 8
    # the tile on offer, else the table's latest discard, is outlined; no other river tile is
    if v.phase is Phase.CLAIM:
        assert marked_rivers == [(v.turn, len(v.seats[v.turn].discards) - 1)]
    else:
        assert len(marked_rivers) <= 1
        assert all(k == len(v.seats[p].discards) - 1 for p, k in marked_rivers)
    win = scene.tiles("win")
    if winner is not None:
        seat = v.seats[winner]
        assert Counter(codes(win)) == Counter([*(seat.concealed or ()), *(t for d in seat.declared for t in
                                                (d.meld.tiles if d else [None] * 4)), *seat.bonus])  # shown whole
        assert [t.tile for t in win if t.mark] == [result.win_tile]  # type: ignore[union-attr]
    else:
        assert not win
    assert not [t for t in scene.tiles() if t.mark and not (t.area.startswith(("river-", "win", "rob-")))]


def check_svg(scene: Scene) -> None:
    root = ET.fromstring(scene.svg())
    found = Counter(g.attrib.get("data-area", "") for g in root.iter(f"{SVG}g") if "data-tile" in g.attrib)
    assert found == Counter(t.area for t in scene.tiles())
    marked = [g.attrib["data-area"] for g in root.iter(f"{SVG}g") if g.attrib.get("data-highlight") == "true"]
    assert marked == [t.area for t in scene.tiles() if t.mark]


def check_kids(scene: Scene, lang: str) -> None:
    for text in scene.texts():
        assert adult_traces(text, lang) == [], text


HANDS = [(rules, seed, level) for rules in RULE_SETS for seed, level in ((1, "random"), (2, "intermediate"), (3, "advanced"))]


@pytest.mark.parametrize(("rules", "seed", "level"), HANDS)
def test_every_state_of_a_whole_hand_is_drawn_as_the_viewer_sees_it(rules: str, seed: int, level: str) -> None:
    states = hand_states(rules, seed, level)
    n = RULE_SETS[rules].players
    for number, state in enumerate(states):
        viewer = number % n
        lang = ("ru", "en")[number % 2]
        v = view(state, viewer)
        scene = table_scene(v, NAMES[n], lang)
        check(v, scene)
        if RULE_SETS[rules].kids_words:
            check_kids(scene, lang)
        if number % 25 == 0 or state is states[-1]:
            check_svg(scene)


@pytest.mark.parametrize("rules", sorted(RULE_SETS))
def test_the_longest_rivers_still_fit(rules: str) -> None:
    """Random players draw the wall to its end: the longest rivers a table sees."""
    n = RULE_SETS[rules].players
    longest = max((hand_states(rules, seed, "random")[-1] for seed in range(4)),
                  key=lambda s: max(len(p.discards) for p in s.players))
    before = [s for s in hand_states(rules, 1, "random") if s.phase is Phase.TURN][-1]
    for state in (longest, before):
        for viewer in range(n):
            v = view(state, viewer)
            scene = table_scene(v, NAMES[n], "ru")
            check(v, scene)
            assert scene.height <= height_limit(n)
    assert max(len(p.discards) for p in longest.players) >= (40 if n == 2 else 18)


@settings(max_examples=25, deadline=None)
@given(st.sampled_from(HANDS), st.floats(0, 1), st.integers(0, 3), st.sampled_from(["ru", "en"]), st.booleans(), st.booleans())
def test_any_moment_any_viewer(hand: tuple[str, int, str], at: float, viewer: int, lang: str, kids: bool, shown: bool) -> None:
    states = hand_states(*hand)
    state = states[min(len(states) - 1, int(at * len(states)))]
    n = len(state.players)
    v = view(state, viewer % n, events=viewer % 2 == 0)
    scene = table_scene(v, NAMES[n], lang, kids=kids, hand=shown)
    check(v, scene, hand=shown)
    if kids:
        check_kids(scene, lang)
    assert pickle.loads(pickle.dumps(scene)) == scene


def test_two_players_and_four_players() -> None:
    two = table_scene(view(new_game("mcr2p", seed=3), 0), NAMES[2], "en")
    four = table_scene(view(new_game("mcr", seed=3), 0), NAMES[4], "en")
    for scene, n in ((two, 2), (four, 4)):
        areas = {t.area.split("-")[1] for t in scene.tiles() if t.area.startswith("hand-")}
        assert areas == {str(p) for p in range(n)}
        assert sum(1 for i in scene.items if isinstance(i, Label) and i.text.removeprefix("▶ ").startswith("игрок")) == n


def test_the_pictures_decode_at_their_size_and_pickle() -> None:
    for rules, names in (("kids2p", ("ты", "компьютер")), ("mcr", NAMES[4])):
        scene = table_scene(view(hand_states(rules, 2, "intermediate")[-1], 0), names, "ru")
        for scale in (2, 1):
            image = Image.open(io.BytesIO(scene.png(scale)))
            assert image.size == (round(400 * scale), round(scene.height * scale))
        assert pickle.loads(pickle.dumps(scene)) == scene


def test_kids_table_has_no_notation_and_no_seats() -> None:
    for lang, names in (("ru", ("ты", "компьютер")), ("en", ("you", "computer"))):
        for state in hand_states("kids2p", 2, "intermediate")[::5]:
            scene = table_scene(view(state, 0), names, lang)
            check_kids(scene, lang)
            labels = [i.text for i in scene.items if isinstance(i, Label)]
            assert not any(word in text for text in labels for word in ("Восток", "Юг", "East", "South", "место", "seat"))
            assert all(t.title for t in scene.tiles())  # every tile says what it is, in children's words


def test_kids_words_on_an_adult_table() -> None:
    state = next(s for s in hand_states("mcr", 2, "intermediate") if s.players[1].declared)
    scene = table_scene(view(state, 0), NAMES[4], "ru", kids=True)
    check_kids(scene, "ru")
    adult = table_scene(view(state, 0), NAMES[4], "ru")
    assert any(adult_traces(text, "ru") for text in adult.texts())  # the adults' words are not the children's


def test_mark_outlines_the_tile_played_and_hand_false_leaves_the_hand_out() -> None:
    state = new_game("mcr2p", seed=5)
    v = view(state, 0)
    tile = v.concealed[4]
    scene = table_scene(v, NAMES[2], "en", mark=tile)
    marked = [t for t in scene.tiles() if t.mark]
    assert [(t.tile, t.area) for t in marked] == [(tile, "hand-0")] or [(t.tile, t.area) for t in marked] == [(tile, "drawn-0")]
    drawn = v.tile
    assert drawn is not None
    again = [t for t in table_scene(v, NAMES[2], "en", mark=drawn).tiles() if t.mark]
    assert [(t.tile, t.area) for t in again] == [(drawn, "drawn-0")]
    bare = table_scene(v, NAMES[2], "en", hand=False)
    assert not bare.tiles("hand-0") and not bare.tiles("drawn-0") and bare.height < scene.height - 100
    check(v, bare, hand=False)


def test_the_drawn_tile_stands_apart_and_a_big_hand_has_rows_of_seven() -> None:
    v = view(new_game("kids2p", seed=4), 0)
    scene = table_scene(v, ("ты", "компьютер"), "ru")
    hand = scene.tiles("hand-0")
    rows = Counter(t.y for t in hand)
    assert sorted(rows.values(), reverse=True) == [7, 6] and all(t.width >= 48 for t in hand)
    (drawn,) = scene.tiles("drawn-0")
    assert drawn.tile == v.tile and drawn.y == max(rows)
    assert drawn.x >= max(t.x + t.width for t in hand if t.y == drawn.y) + 8


def test_claim_window_marks_the_discard_and_the_discarder(kit) -> None:
    state = kit.claim_table()
    v = view(state, 1)
    assert v.phase is Phase.CLAIM
    scene = table_scene(v, NAMES[4], "en")
    check(v, scene)
    (offer,) = [t for t in scene.tiles() if t.mark]
    assert offer.area == "river-0" and offer.tile == Tile.P5
    discarder = [i for i in scene.items if isinstance(i, Label) and i.text.startswith("▶ ")]
    assert [i.text for i in discarder] == ["▶ " + NAMES[4][0] + " · East · dealer"]


def test_face_down_kongs(kit) -> None:
    hands = {0: "9999m 123p 456s 78s 1z 3z", 1: "2m5m8m2p5p8p2s5s8s4z7z9p6z", 2: "3m6m3p6p9p3s6s9s4z7z1p1s2s",
             3: "1m2m4m5m7m8m4p7p4s7s5z6z7z"}
    state = kit.build("mcr", hands, back="3z").apply(Action.concealed_kong(0, Tile.M9))
    other = table_scene(view(state, 1), NAMES[4], "en")
    assert codes(other.tiles("set-0-0")) == [None] * 4  # the others see a kong, not its tile
    own = table_scene(view(state, 0), NAMES[4], "en")
    assert codes(own.tiles("set-0-0")) == [None, Tile.M9, Tile.M9, None]  # two of its tiles shown
    hk = kit.build("hk", hands, back="3z").apply(Action.concealed_kong(0, Tile.M9))
    assert codes(table_scene(view(hk, 1), NAMES[4], "en").tiles("set-0-0")) == [None, Tile.M9, Tile.M9, None]
    check(view(state, 1), other)


def last_state(rules: str, level: str, *, won: bool) -> GameState:
    """The end of the first of this rule set's simulated hands that was won (or drawn)."""
    for seed in range(30):
        state = hand_states(rules, seed, level)[-1]
        if state.result is not None and (state.result.winner is not None) == won:
            return state
    raise AssertionError(f"no {'won' if won else 'drawn'} hand of {rules} in 30 seeds")


def test_the_result_shows_the_winner_and_what_it_is_worth() -> None:
    won = last_state("mcr2p", "advanced", won=True)
    result = won.result
    assert result is not None and result.score is not None and result.winner is not None
    for lang in ("ru", "en"):
        scene = table_scene(view(won, 0), NAMES[2], lang)
        check(view(won, 0), scene)
        texts = [i.text for i in scene.items if isinstance(i, Label)]
        assert any(f"+{result.score.total} " in text and NAMES[2][result.winner] in text for text in texts)
    drawn = last_state("hk", "random", won=False)
    texts = [i.text for i in table_scene(view(drawn, 0), NAMES[4], "ru").items if isinstance(i, Label)]
    assert any(text.startswith("Ничья") for text in texts)
    kids = last_state("kids2p", "intermediate", won=True)
    scene = table_scene(view(kids, 0), ("ты", "компьютер"), "ru")
    check_kids(scene, "ru")


def test_a_robbed_kong_outlines_the_kongs_tile(kit) -> None:
    """Player 0 adds the fourth 5p to a pung; player 3 waits on 5p and may rob the kong."""
    hands = {0: "5p 11m 99m 23s 88s 12z", 1: "4p6p 11p 2345m 77s 9s 66z", 2: "789p 678m 22s 56s 5z 7z 1z",
             3: "234m 678m 345s 99p 4p6p"}
    state = kit.build("classical", hands, melds={0: ["[555p]"]}, turn=0, drawn="5p").apply(Action.added_kong(0, Tile.P5))
    assert state.phase is Phase.ROB
    v = view(state, 3)
    scene = table_scene(v, NAMES[4], "en")
    check(v, scene)
    (marked,) = [t for t in scene.tiles() if t.mark]
    assert marked.area == "rob-0" and marked.tile == Tile.P5
    assert codes(scene.tiles("set-0-0")) == [Tile.P5] * 3 and len(scene.tiles("hand-0")) == 10
    pung = scene.tiles("set-0-0")[-1]
    assert marked.y == pung.y and 0 < marked.x - (pung.x + pung.width) <= 4  # beside its pung
    own = table_scene(view(state, 0), NAMES[4], "en")
    check(view(state, 0), own)
    assert codes(own.tiles("rob-0")) == [Tile.P5] and Tile.P5 not in codes(own.tiles("hand-0"))
    assert any(i.text.startswith("▶ " + NAMES[4][0]) for i in scene.items if isinstance(i, Label))


def test_no_events_no_latest_discard_but_the_offer_stays() -> None:
    state = next(s for s in hand_states("mcr2p", 2, "intermediate") if s.phase is Phase.TURN and s.turns > 3)
    with_events = table_scene(view(state, 0), NAMES[2], "en")
    without = table_scene(view(state, 0, events=False), NAMES[2], "en")
    assert sum(t.mark for t in with_events.tiles()) == 1 and sum(t.mark for t in without.tiles()) == 0
    claim = next(s for s in hand_states("mcr2p", 2, "intermediate") if s.phase is Phase.CLAIM)
    assert sum(t.mark for t in table_scene(view(claim, 0, events=False), NAMES[2], "en").tiles()) == 1


def test_long_names_are_shortened_to_fit() -> None:
    v = view(new_game("mcr", seed=1), 0)
    long = ("Очень-очень длинное имя игрока, которое не помещается в строку",) * 4
    scene = table_scene(v, long, "ru")
    labels = [i for i in scene.items if isinstance(i, Label) and i.text.startswith(("Очень", "▶ Очень"))]
    assert len(labels) == 4 and all(i.text.endswith("…") for i in labels)
    b = boxes(scene)
    assert (b[:, 2] <= scene.width).all()
