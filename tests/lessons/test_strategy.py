"""lessons.strategy: the numbers of the strategy lesson, checked against independent computations."""

from __future__ import annotations

from fractions import Fraction
from itertools import combinations
from pathlib import Path

import pytest

from lessons.strategy import (
    GENBUTSU,
    SUJI,
    UNKNOWN,
    discard_table,
    safety,
    safety_figure,
    simulate_win_chance,
    suji_partners,
    useful_tiles_figure,
    win_chance,
    win_chance_curve,
    win_chance_figure,
)
from mjcore.analysis import waits
from mjcore.notation import parse_hand, parse_tiles
from mjcore.shanten import shanten
from mjcore.tiles import KINDS, Tile

LOCALE = Path(__file__).parents[2] / "lessons" / "widgets" / "locale"


# --- win chance -----------------------------------------------------------------------------


def brute_force_chance(outs: int, draws: int, unseen: int) -> Fraction:
    """Count every set of ``draws`` positions among ``unseen`` tiles (the first ``outs`` win)."""
    hands = list(combinations(range(unseen), draws))
    return Fraction(sum(any(i < outs for i in hand) for hand in hands), len(hands))


@pytest.mark.parametrize("unseen", range(1, 9))
def test_win_chance_equals_brute_force_on_small_walls(unseen: int) -> None:
    for outs in range(unseen + 1):
        for draws in range(unseen + 1):
            assert win_chance(outs, draws, unseen) == brute_force_chance(outs, draws, unseen)


def test_win_chance_equals_the_product_of_misses() -> None:
    for outs, draws, unseen in [(4, 10, 100), (8, 17, 122), (1, 5, 60), (12, 30, 70)]:
        miss = Fraction(1)
        for i in range(draws):
            miss *= Fraction(unseen - outs - i, unseen - i)
        assert win_chance(outs, draws, unseen) == 1 - miss


def test_more_winning_tiles_never_lower_the_chance() -> None:
    chances = [p for _, p in win_chance_curve(draws=10, unseen=100, max_outs=20)]
    assert chances == sorted(chances) and chances[0] == 0.0
    assert len(set(chances)) == len(chances)


@pytest.mark.parametrize(("outs", "draws", "unseen"), [(-1, 1, 5), (6, 1, 5), (1, 6, 5)])
def test_impossible_arguments_are_refused(outs: int, draws: int, unseen: int) -> None:
    with pytest.raises(ValueError):
        win_chance(outs, draws, unseen)


def test_simulation_measures_the_exact_chance_and_is_reproducible() -> None:
    for outs in (2, 6, 10):
        measured = simulate_win_chance(outs, 10, 100, trials=3000, seed=7)
        assert abs(measured - float(win_chance(outs, 10, 100))) < 0.04
    assert simulate_win_chance(4, 10, 100, trials=500, seed=3) == simulate_win_chance(4, 10, 100, trials=500, seed=3)
    assert simulate_win_chance(0, 10, 100, trials=200) == 0.0
    assert simulate_win_chance(100, 1, 100, trials=200) == 1.0


# --- tile efficiency ------------------------------------------------------------------------


def brute_force_discards(text: str) -> dict[str, tuple[int, int]]:
    """For each discard: mjcore's shanten after it and the unseen copies of tiles lowering it."""
    hand = parse_hand(text)
    result = {}
    for tile in set(hand.concealed):
        rest = list(hand.concealed)
        rest.remove(tile)
        base = shanten(rest)
        useful = sum(
            4 - hand.concealed.count(kind)
            for kind in KINDS
            if rest.count(kind) < 4 and shanten(rest + [kind]) < base  # 14 tiles: the best discard's shanten
        )
        result[str(tile)] = (base, useful)
    return result


@pytest.mark.parametrize("text", ["123m456p789s1122z5p", "1239m4588p2367s57z", "19m19p19s1234567z5m", "2345m3456p678s117z"])
def test_discard_table_matches_a_brute_force(text: str) -> None:
    rows = discard_table(text)
    expected = brute_force_discards(text)
    assert {row.tile: (row.shanten, row.useful_count) for row in rows} == expected
    keys = [(row.shanten, -row.useful_count) for row in rows]
    assert keys == sorted(keys)


def test_visible_tiles_lower_the_useful_count() -> None:
    hidden = {row.tile: row.useful_count for row in discard_table("123m456p789s1122z5p", "1z 2z")}
    assert hidden["5p"] == 2


def test_discard_table_refuses_a_13_tile_hand() -> None:
    from mjcore.errors import MahjongError

    with pytest.raises(MahjongError):
        discard_table("123m456p789s1122z")


# --- reading discards ------------------------------------------------------------------------


def test_suji_partners_are_the_other_ends_of_two_sided_waits() -> None:
    for tile in KINDS:
        expected = set()
        if tile.is_suited:
            for low in range(1, 9):  # the two-sided wait (low, low+1) wins on low-1 and low+2
                ends = [n for n in (low - 1, low + 2) if 1 <= n <= 9]
                if len(ends) == 2 and tile.number in ends:
                    other = ends[1] if ends[0] == tile.number else ends[0]
                    expected.add((Tile.of(tile.suit, other),))
        assert set(suji_partners(tile)) == expected, tile


def test_river_tiles_are_genbutsu_and_the_rest_by_the_suji_rule() -> None:
    assert safety("4m 6p", "4m 1m 7m 3p 9p 6p 5m") == {
        "4m": GENBUTSU, "1m": SUJI, "7m": SUJI, "3p": SUJI, "9p": SUJI, "6p": GENBUTSU, "5m": UNKNOWN,
    }
    # a middle tile needs both of its suji: 5 is covered by 2 and 8 only together
    assert safety("2s", "5s")["5s"] == UNKNOWN
    assert safety("2s 8s", "5s")["5s"] == SUJI
    assert safety("1z", "1z 2z")["2z"] == UNKNOWN


def test_a_suji_tile_never_wins_a_two_sided_wait_that_is_not_furiten() -> None:
    """Brute force with mjcore: a player not furiten (no wait in his river) cannot win on a suji tile."""
    rivers = [" ".join(f"{n}m" for n in chosen) for size in (1, 2) for chosen in combinations(range(1, 10), size)]
    checked = 0
    for low in range(2, 8):  # the two-sided shape (low, low+1) of characters
        hand = parse_hand(f"{low}{low + 1}m 111p 555p 777s 11z")
        winning = {str(w.tile) for w in waits(hand)}
        assert winning
        for river in rivers:
            if winning & {str(tile) for tile in parse_tiles(river)}:
                continue  # furiten: he cannot win on a discard at all
            for tile, kind in safety(river, "123456789m").items():
                if kind in (GENBUTSU, SUJI):
                    checked += 1
                    assert tile not in winning, (low, river, tile)
    assert checked > 100


def test_suji_does_not_protect_against_an_edge_wait() -> None:
    """The rule is for two-sided waits only: 12m waits on 3m although 6m (its suji) was discarded."""
    assert safety("6m", "3m") == {"3m": SUJI}
    assert [str(w.tile) for w in waits(parse_hand("12m 111p 555p 777s 11z"))] == ["3m"]


# --- charts ---------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_win_chance_figure_draws_the_exact_curve(lang: str) -> None:
    figure = win_chance_figure(draws=12, unseen=90, max_outs=8, trials=100, lang=lang)
    axes = figure.axes[0]
    exact = axes.lines[0]
    assert list(exact.get_ydata()) == pytest.approx([100 * float(win_chance(k, 12, 90)) for k in range(9)])
    assert len(axes.lines) == 2
    titles = {"ru": "Шанс выиграть", "en": "Chance to win"}
    assert axes.get_title().startswith(titles[lang]) and "12" in axes.get_title()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_useful_tiles_figure_has_one_bar_per_discard(lang: str) -> None:
    text = "1239m4588p2367s57z"
    figure = useful_tiles_figure(text, lang=lang)
    axes = figure.axes[0]
    rows = discard_table(text)
    heights = [patch.get_height() for patch in axes.patches][: len(rows)]
    assert heights == [row.useful_count for row in rows]
    assert [label.get_text() for label in axes.get_xticklabels()] == [row.tile for row in rows]
    assert axes.get_xlabel() == {"ru": "Снос", "en": "Discard"}[lang]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_safety_figure_lists_the_safest_first(lang: str) -> None:
    figure = safety_figure("4m", "5m 1m 4m", lang=lang)
    axes = figure.axes[0]
    assert [label.get_text() for label in axes.get_yticklabels()] == ["4m", "1m", "5m"]
    assert "4m" in axes.get_title()




def test_without_matplotlib_the_charts_are_html_bars(monkeypatch):
    """The static site's Python (Pyodide) has no matplotlib: each chart comes as HTML bars
    with the same numbers."""
    from IPython.display import HTML

    import lessons.strategy as strategy

    monkeypatch.setattr(strategy, "HAS_MATPLOTLIB", False)
    chance = strategy.win_chance_figure(draws=10, unseen=100, lang="en")
    assert isinstance(chance, HTML) and "<img" not in chance.data
    assert f"{100 * float(strategy.win_chance(4, 10, 100)):.0f}%" in chance.data
    useful = strategy.useful_tiles_figure("123m456p789s1122z5p", lang="ru")
    rows = strategy.discard_table("123m456p789s1122z5p")
    assert isinstance(useful, HTML) and f">{rows[0].tile}<" in useful.data and f">{rows[0].useful_count}<" in useful.data
    safe = strategy.safety_figure("4m 2z", "1m 7m 2z 9p", lang="en")
    assert isinstance(safe, HTML) and safe.data.index(">2z<") < safe.data.index(">9p<")  # safest first
