"""The numbers behind the strategy lesson (adults track, lesson 10) and their charts.

Three questions, each a pure function (computed from :mod:`mjcore`, never typed in) and a
chart of it (a :class:`matplotlib.figure.Figure`, titles in the lesson's language):

* **Waits and the chance to win** — if ``outs`` of the ``unseen`` tiles complete the hand and
  you will still draw ``draws`` tiles, the chance that at least one of your draws is a
  winning tile is hypergeometric: ``1 - C(unseen - outs, draws) / C(unseen, draws)``
  (:func:`win_chance`; :func:`simulate_win_chance` measures it by shuffling).  Your draws are
  a random part of the tiles you cannot see, so the other hands and the dead wall do not
  change this number; it counts self-drawn wins only (a discard from another player is an
  extra chance).
* **Tile efficiency** — for a 14-tile hand, every discard with the shanten it leaves and the
  unseen useful tiles (:func:`discard_table` from :func:`mjcore.analysis.analyze_discards`).
* **Reading discards (riichi rules)** — against a player in riichi a tile from his own
  discards is safe: with a winning tile among his own discards he is *furiten* and may not
  win on a discard at all.  A tile three steps away from one of his discards (*suji*) is safe
  against a two-sided wait only (:func:`safety`).

>>> win_chance(outs=1, draws=1, unseen=4)
Fraction(1, 4)
>>> [(row.tile, row.shanten, row.useful_count) for row in discard_table("123m456p789s1122z5p")][:1]
[('5p', 0, 4)]
>>> safety("4m", "1m 7m 5m E")
{'1m': 'suji', '7m': 'suji', '5m': 'unknown', '1z': 'unknown'}
"""

from __future__ import annotations

import html
import io
import random
from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction
from math import comb
from typing import TYPE_CHECKING

from IPython.display import HTML

from lessons.bars import HAS_MATPLOTLIB, html_bars
from lessons.widgets.display import shown
from lessons.widgets.texts import course_lang, t
from mjcore.analysis import analyze_discards
from mjcore.hand import Hand
from mjcore.notation import parse_hand, parse_tiles
from mjcore.tiles import Tile

if TYPE_CHECKING:
    from matplotlib.figure import Figure

#: Safety classes of :func:`safety`, safest first.
GENBUTSU, SUJI, UNKNOWN = "genbutsu", "suji", "unknown"
SAFETY_ORDER = (GENBUTSU, SUJI, UNKNOWN)


# --- waits and the chance to win ------------------------------------------------------------


def win_chance(outs: int, draws: int, unseen: int) -> Fraction:
    """The exact chance to draw at least one of ``outs`` winning tiles in ``draws`` draws.

    The draws come without replacement from ``unseen`` tiles, ``outs`` of which win.

    >>> round(float(win_chance(outs=8, draws=10, unseen=100)), 4)
    0.5834
    >>> win_chance(outs=0, draws=10, unseen=100), win_chance(outs=4, draws=97, unseen=100)
    (Fraction(0, 1), Fraction(1, 1))
    """
    if not 0 <= outs <= unseen or not 0 <= draws <= unseen:
        raise ValueError(f"need 0 <= outs, draws <= unseen (outs={outs}, draws={draws}, unseen={unseen})")
    return 1 - Fraction(comb(unseen - outs, draws), comb(unseen, draws))


def simulate_win_chance(outs: int, draws: int, unseen: int, trials: int = 2000, seed: int | None = 0) -> float:
    """The same chance measured: shuffle the unseen tiles ``trials`` times and count the wins.

    >>> abs(simulate_win_chance(8, 10, 100, trials=4000) - float(win_chance(8, 10, 100))) < 0.03
    True
    """
    win_chance(outs, draws, unseen)  # checks the arguments
    rng = random.Random(seed)
    tiles = [True] * outs + [False] * (unseen - outs)
    wins = sum(any(rng.sample(tiles, draws)) for _ in range(trials))
    return wins / trials if trials else 0.0


def win_chance_curve(draws: int, unseen: int, max_outs: int = 12) -> list[tuple[int, float]]:
    """``(outs, chance)`` for 0..``max_outs`` winning tiles.

    >>> [(k, round(p, 3)) for k, p in win_chance_curve(draws=10, unseen=100, max_outs=2)]
    [(0, 0.0), (1, 0.1), (2, 0.191)]
    """
    return [(k, float(win_chance(k, draws, unseen))) for k in range(max_outs + 1)]


def win_chance_table(draws: int, unseen: int, max_outs: int = 12, *, lang: str | None = None) -> HTML:
    """:func:`win_chance_curve` as a two-column table for a lesson.

    >>> "<td>1</td><td>10.0</td>" in win_chance_table(draws=10, unseen=100, max_outs=2, lang="en").data
    True
    """
    code = course_lang(lang)
    rows = "".join(f"<tr><td>{k}</td><td>{100 * p:.1f}</td></tr>" for k, p in win_chance_curve(draws, unseen, max_outs))
    head = f"<tr><th>{html.escape(t('strategy.win.xlabel', code))}</th><th>{html.escape(t('strategy.win.ylabel', code))}</th></tr>"
    return shown(HTML, f"<table>{head}{rows}</table>")


# --- tile efficiency ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DiscardRow:
    """One discard of a 14-tile hand: the shanten it leaves and the useful tiles then."""

    tile: str
    shanten: int
    useful_kinds: tuple[str, ...]
    useful_count: int


def _hand(hand: Hand | str) -> Hand:
    return parse_hand(hand) if isinstance(hand, str) else hand


def _tiles(tiles: Iterable[Tile] | str) -> tuple[Tile, ...]:
    if isinstance(tiles, str):
        return parse_tiles(tiles) if tiles.strip() else ()
    return tuple(tiles)


def discard_table(hand: Hand | str, visible: Iterable[Tile] | str = ()) -> list[DiscardRow]:
    """Every distinct discard of a 14-tile hand, best first (mjcore's ranking).

    ``useful_count`` counts the unseen copies of the useful kinds (not in the hand, not in
    ``visible``).

    >>> rows = discard_table("123m456p789s1122z5p")
    >>> rows[0].tile, rows[0].useful_kinds, rows[-1].shanten
    ('5p', ('1z', '2z'), 1)
    """
    return [
        DiscardRow(str(d.tile), d.shanten, tuple(map(str, d.useful)), d.useful_count)
        for d in analyze_discards(_hand(hand), _tiles(visible))
    ]


# --- reading discards (riichi) --------------------------------------------------------------


def suji_partners(tile: Tile) -> tuple[tuple[Tile, ...], ...]:
    """For each two-sided wait that can win on ``tile``: its other winning tile.

    A two-sided wait ``(a, a+1)`` wins on ``a-1`` and ``a+2``; so a 4 can be won by the
    waits 23 (with 1) and 56 (with 7).  Honors have no two-sided waits.

    >>> suji_partners(Tile.from_str("4m")), suji_partners(Tile.from_str("1p"))
    (((Tile.M1,), (Tile.M7,)), ((Tile.P4,),))
    >>> suji_partners(Tile.from_str("E"))
    ()
    """
    if not tile.is_suited:
        return ()
    number = tile.number
    found = []
    if number >= 4:  # wait (n-2, n-1) wins on n-3 and n
        found.append((Tile.of(tile.suit, number - 3),))
    if number <= 6:  # wait (n+1, n+2) wins on n and n+3
        found.append((Tile.of(tile.suit, number + 3),))
    return tuple(found)


def safety(river: Iterable[Tile] | str, tiles: Iterable[Tile] | str) -> dict[str, str]:
    """How safe each of ``tiles`` is against a riichi player whose discards are ``river``.

    * ``'genbutsu'``: the tile is in his discards — he is furiten on it and cannot win on it
      from a discard (safe);
    * ``'suji'``: every two-sided wait that could win on it also waits on a tile of his
      discards, so it would be furiten — safe against two-sided waits, **not** against a
      closed, edge, pair or single-tile wait;
    * ``'unknown'``: no such reading.

    Keys are the distinct tiles in order of first appearance.  ``river`` may include the
    tiles discarded by anyone after his riichi (he is furiten on those too).

    >>> safety("5p", "5p 2p 8p 3p")
    {'5p': 'genbutsu', '2p': 'suji', '8p': 'suji', '3p': 'unknown'}
    """
    seen = set(_tiles(river))
    result: dict[str, str] = {}
    for tile in _tiles(tiles):
        if str(tile) in result:
            continue
        partners = suji_partners(tile)
        if tile in seen:
            result[str(tile)] = GENBUTSU
        elif partners and all(any(p in seen for p in wait) for wait in partners):
            result[str(tile)] = SUJI
        else:
            result[str(tile)] = UNKNOWN
    return result


# --- charts ---------------------------------------------------------------------------------

_COLORS = {GENBUTSU: "#2e7d32", SUJI: "#f9a825", UNKNOWN: "#c62828"}
#: Bars by how much worse than the best discard's shanten (0, 1, 2 or more).
_SHANTEN_COLORS = ("#2e7d32", "#f9a825", "#c62828")


def _figure(width: float = 7.0, height: float = 4.0) -> Figure:
    """A figure outside pyplot: shown once, as the cell's result (see :func:`_show_figures`)."""
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height))


def _figure_png(figure: Figure) -> bytes:
    buffer = io.BytesIO()
    figure.savefig(buffer, format="png", bbox_inches="tight", dpi=100)
    return buffer.getvalue()


def _show_figures() -> None:
    """In an IPython kernel, show a returned Figure as a picture whatever the matplotlib
    backend is (``MPLBACKEND=Agg`` would otherwise print ``<Figure size ...>``)."""
    try:
        from IPython import get_ipython
    except ImportError:  # pragma: no cover - IPython comes with the notebooks extra
        return
    shell = get_ipython()
    if shell is not None and HAS_MATPLOTLIB:
        from matplotlib.figure import Figure

        shell.display_formatter.formatters["image/png"].for_type(Figure, _figure_png)


_show_figures()


def win_chance_figure(
    draws: int = 10, unseen: int = 100, max_outs: int = 12, trials: int = 0, *, seed: int | None = 0, lang: str | None = None
) -> Figure | HTML:
    """A chart: the chance to win (self-drawn) against the number of winning tiles left (HTML
    bars where matplotlib is missing, the static site).

    With ``trials`` > 0 the measured chance (:func:`simulate_win_chance`) is drawn as dots.

    >>> fig = win_chance_figure(draws=10, unseen=100, trials=50, lang="en")
    >>> fig.axes[0].get_xlabel()
    'Winning tiles left (outs)'
    """
    code = course_lang(lang)
    curve = win_chance_curve(draws, unseen, max_outs)
    if not HAS_MATPLOTLIB:
        return shown(HTML, html_bars(t("strategy.win.title", code, draws=draws, unseen=unseen),
                                     [(str(k), 100 * p, f"{100 * p:.0f}%", "#1f77b4") for k, p in curve], 100.0))
    figure = _figure()
    axes = figure.add_subplot()
    xs = [k for k, _ in curve]
    axes.plot(xs, [100 * p for _, p in curve], marker="o", label=t("strategy.win.exact", code))
    if trials > 0:
        measured = [100 * simulate_win_chance(k, draws, unseen, trials, seed) for k in xs]
        axes.plot(xs, measured, "x", markersize=9, label=t("strategy.win.simulated", code, trials=trials))
    axes.set_title(t("strategy.win.title", code, draws=draws, unseen=unseen))
    axes.set_xlabel(t("strategy.win.xlabel", code))
    axes.set_ylabel(t("strategy.win.ylabel", code))
    axes.set_ylim(0, 100)
    axes.set_xticks(xs)
    axes.grid(alpha=0.3)
    axes.legend()
    figure.tight_layout()
    return figure


def useful_tiles_figure(hand: Hand | str, visible: Iterable[Tile] | str = (), *, lang: str | None = None) -> Figure | HTML:
    """A bar chart: for each discard of a 14-tile hand, the unseen useful tiles it leaves.

    Bars are coloured by the shanten after the discard (green: the lowest); the best discard
    comes first.

    >>> fig = useful_tiles_figure("123m456p789s1122z5p", lang="ru")
    >>> [label.get_text() for label in fig.axes[0].get_xticklabels()][:2]
    ['5p', '1z']
    """
    code = course_lang(lang)
    rows = discard_table(hand, visible)
    best = min((row.shanten for row in rows), default=0)

    def color(shanten: int) -> str:
        return _SHANTEN_COLORS[min(shanten - best, len(_SHANTEN_COLORS) - 1)]

    if not HAS_MATPLOTLIB:
        return shown(HTML, html_bars(t("strategy.useful.title", code),
                                     [(row.tile, float(row.useful_count), str(row.useful_count), color(row.shanten)) for row in rows],
                                     float(max((row.useful_count for row in rows), default=1))))
    figure = _figure(max(5.0, 0.55 * len(rows) + 2), 4.0)
    axes = figure.add_subplot()
    positions = range(len(rows))

    colors = [color(row.shanten) for row in rows]
    bars = axes.bar(positions, [row.useful_count for row in rows], color=colors)
    axes.bar_label(bars)
    axes.set_xticks(list(positions), [row.tile for row in rows])
    for value in sorted({row.shanten for row in rows}):
        axes.bar([0], [0], color=color(value), label=t("strategy.useful.shanten", code, shanten=value))
    axes.set_title(t("strategy.useful.title", code))
    axes.set_xlabel(t("strategy.useful.xlabel", code))
    axes.set_ylabel(t("strategy.useful.ylabel", code))
    axes.legend()
    figure.tight_layout()
    return figure


def safety_figure(river: Iterable[Tile] | str, hand: Iterable[Tile] | str, *, lang: str | None = None) -> Figure | HTML:
    """A chart of the tiles of ``hand``: how safe each is against the riichi player (``river``).

    >>> fig = safety_figure("4m 2z", "1m 7m 2z 9p", lang="en")
    >>> [label.get_text() for label in fig.axes[0].get_yticklabels()]
    ['2z', '1m', '7m', '9p']
    """
    code = course_lang(lang)
    classes = safety(river, hand)
    ordered = sorted(classes.items(), key=lambda item: SAFETY_ORDER.index(item[1]))
    title = t("strategy.safety.title", code, river=" ".join(map(str, _tiles(river))))
    if not HAS_MATPLOTLIB:
        top = float(len(SAFETY_ORDER))
        return shown(HTML, html_bars(title, [(tile, top - SAFETY_ORDER.index(kind), t(f"strategy.safety.{kind}", code), _COLORS[kind])
                                             for tile, kind in ordered], top))
    from matplotlib.patches import Patch

    figure = _figure(7.0, max(3.0, 0.45 * len(ordered) + 2.2))
    axes = figure.add_subplot()
    positions = list(range(len(ordered)))
    levels = [len(SAFETY_ORDER) - SAFETY_ORDER.index(kind) for _, kind in ordered]
    axes.barh(positions, levels, color=[_COLORS[kind] for _, kind in ordered])
    axes.set_yticks(positions, [tile for tile, _ in ordered])
    axes.invert_yaxis()
    axes.set_xticks([])
    axes.set_xlim(0, len(SAFETY_ORDER) + 0.2)
    axes.legend(
        handles=[Patch(color=_COLORS[kind], label=t(f"strategy.safety.{kind}", code)) for kind in SAFETY_ORDER],
        loc="upper center",
        bbox_to_anchor=(0.5, -0.02),
    )
    axes.set_title(title)
    figure.tight_layout()
    return figure

