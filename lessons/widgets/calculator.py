"""Hands and their value: waits, a scoring calculator, systems side by side, fan tables.

Every answer here is the core's: :mod:`mjcore.analysis` and :mod:`mjcore.shanten` for the
waits and discards, :func:`mjcore.scoring.find_system` for the score, the situation is the
same :class:`~mjcore.scoring.WinContext` request that ``python -m mjcore score`` builds
(:func:`mjcore.scoring.request.request_from_mapping`), and the words of the score lines
are the scoring systems' own (``item.name(lang)``, ``item.reason(lang)``).

* :class:`WaitsExplorer` — shanten and waits of 13 tiles, ranked discards of 14;
* :class:`ScoringCalculator` — one hand, one system, itemised; a line lights up its tiles;
* :class:`CompareSystems` — one hand under every system in one table;
* :class:`FanTable` — the table of a system's patterns (the 81 fans of Chinese Official
  in 82 rows), filtered by points, with a checked example from the exercise bank;
* :class:`KidsScoreBoard` — the child counts a winning hand's points (to twenty or so).

>>> calc = ScoringCalculator("kids", "123m456p789s234s55z", lang="en")
>>> calc.total_text
'Total: 14 points'
>>> calc.line_buttons[0].click()
>>> [str(calc.highlight_row[i]) for i in calc.highlighted]
['1m', '2m', '3m']
"""

from __future__ import annotations

import html
import random
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from lessons.widgets.board import Board, guarded
from lessons.widgets.fonts import cjk_font_css
from lessons.widgets.picker import HandBuilder, hand_tiles
from lessons.widgets.progress import ProgressFile, SavesTo
from lessons.widgets.texts import t
from mjcore.analysis import analyze_discards, unseen_counts, useful_tiles, waits
from mjcore.errors import MahjongError, UnknownRulesError
from mjcore.hand import Hand
from mjcore.i18n import plural, tr
from mjcore.quiz import generate
from mjcore.render import hand_svg, row_svg
from mjcore.rules import find_rules
from mjcore.scoring import SYSTEMS, Item, Score, WinContext, WinTileError, find_system
from mjcore.scoring.request import FLAGS, read_situation, request_from_mapping, win_tile
from mjcore.shanten import shanten
from mjcore.tiles import WINDS, Tile

#: Win flags that only riichi scores (shown with the riichi options).
RIICHI_FLAGS = ("riichi", "double_riichi", "ippatsu")
#: Score lines are long: let their buttons wrap and read left to right.
LINE_CSS = """<style>
.mj-score-line.jupyter-button, .mj-score-line.widget-button {
  white-space: normal; height: auto; min-height: 36px; text-align: left; font-size: 1.1em; margin: 2px 0;
}
.mj-compare-grid td, .mj-compare-grid th, .mj-fan-grid td, .mj-fan-grid th {
  border: 1px solid #ccd; padding: 4px 8px; vertical-align: top; text-align: left;
}
</style>"""
#: The seed's row numbers 57А and 57Б in Latin letters for an English table.
LATIN_LETTERS = str.maketrans("АБ", "AB")
#: Seat letters of the winds, in turn order.
WIND_LETTERS = ("E", "S", "W", "N")


# -- words shared by the widgets ------------------------------------------------------------
def amount(value: int, unit: str, lang: str) -> str:
    """``'14 points'``, ``'21 очко'``: a number with its unit in the right form."""
    return f"{value} {plural(f'score.unit.{unit}', value, lang)}"


def item_line(item: Item, lang: str) -> str:
    """One score line: name, points (and how many times), reason."""
    count = f" ×{item.count}" if item.count != 1 else ""
    return f"{item.name(lang)}: {amount(item.points, item.unit, lang)}{count} — {item.reason(lang)}"


def total_line(score: Score, lang: str) -> str:
    """The total in the system's unit, as the core says it (:meth:`Score.total_text`): han and
    fu for riichi, a yakuman or a limit hand by name, and below the minimum what counted."""
    return score.total_text(lang)


def fu_lines(score: Score, lang: str) -> list[str]:
    """Where a riichi hand's fu come from, one line each (none for a yakuman: fu do not count)."""
    if score.fu is None or score.limit == "yakuman" or not score.fu_items:
        return []
    return [item_line(item, lang) for item in score.fu_items]


def fu_html(score: Score, lang: str) -> str:
    """The fu lines under their heading (``mj-fu-lines``), or nothing."""
    lines = fu_lines(score, lang)
    if not lines:
        return ""
    head = html.escape(t("calc.fu.head", lang, fu=score.fu or 0))
    items = "".join(f"<li>{html.escape(line)}</li>" for line in lines)
    return f'<div class="mj-fu-lines"><b>{head}</b><ul>{items}</ul></div>'


def unused_options(context: WinContext, system: str, hand: Hand | None = None) -> tuple[str, ...]:
    """The options of ``context`` that ``system`` does not score (the comparison says so), and the
    bonus tiles of ``hand`` where it does not score them (left aside: ``WinContext.keeping``)."""
    accepted = find_system(system).options
    unused = tuple(name for name in context.options_given() if name not in accepted)
    if hand is not None and hand.bonus and "bonus" not in accepted and "bonus" not in unused:
        unused += ("bonus",)
    return unused


def payments_line(score: Score, lang: str) -> str:
    """Who pays whom: ``'Payments: East wind +45, South wind -8, ...'`` (empty if none)."""
    if not score.payments:
        return ""
    names = {letter: tile.full_name(lang) for letter, tile in zip(WIND_LETTERS, WINDS)}
    names["sticks"] = t("calc.sticks", lang)  # riichi: the deposits already on the table
    pays = ", ".join(f"{names.get(seat, seat)} {value:+d}" for seat, value in score.payments.items())
    return f"{tr('score.payments', lang)}: {pays}"


def system_name(name: str, lang: str) -> str:
    """The scoring system's name in words (the core's catalog)."""
    return tr(f"score.system.{name}", lang)


def highlight_indices(tiles: Sequence[Tile], hand: Hand, item: Item) -> tuple[int, ...]:
    """Where ``item``'s tiles are in ``tiles`` (a hand drawn by :func:`hand_tiles`).

    Each of the item's tiles takes one place, concealed tiles first; a declared set is
    taken whole when the item is exactly that set and the concealed tiles cannot make it.
    Tiles the hand does not show (a way of winning) take no place.
    """
    wanted = Counter(item.tiles)
    start = len(hand.concealed)
    if not wanted <= Counter(hand.concealed):
        for meld in hand.melds:
            if Counter(meld.tiles) == wanted:
                return tuple(range(start, start + len(meld.tiles)))
            start += len(meld.tiles)
    used: list[int] = []
    for tile in item.tiles:
        spot = next((i for i, shown in enumerate(tiles) if shown == tile and i not in used), None)
        if spot is not None:
            used.append(spot)
    return tuple(sorted(used))


# -- the win situation: the options of ``python -m mjcore score`` -------------------------------
class SituationPanel(widgets.VBox):
    """How the hand was won: winning tile, flags, winds, flowers, riichi's extras.

    :meth:`request` gives the ``score --jsonl`` request of a hand; :meth:`load` sets the
    controls from such a request (the YAML cases and the exercise bank use that shape).
    """

    def __init__(self, board: Board) -> None:
        self.board = board
        self.hand_text = ""
        lang = board.lang
        winds = [(tile.full_name(lang), letter) for tile, letter in zip(WINDS, WIND_LETTERS)]
        self.win = widgets.Dropdown(options=[], description=board.tr("calc.win_tile"), style={"description_width": "initial"})
        self.win.add_class("mj-win-tile")
        self.flags = {
            flag: widgets.Checkbox(value=False, description=board.tr(f"calc.flag.{flag}"),
                                   tooltip=tr(f"cli.score.opt.{flag}", lang), indent=False)
            for flag in FLAGS
        }
        for flag, box in self.flags.items():
            box.add_class(f"mj-flag-{flag}")
        wide = {"description_width": "initial"}
        fits = widgets.Layout(width="max-content", min_width="16em")  # the Russian wind names are long
        self.seat = widgets.Dropdown(options=winds, value="E", description=board.tr("calc.seat"), style=wide, layout=fits)
        self.round = widgets.Dropdown(options=winds, value="E", description=board.tr("calc.round"), style=wide,
                                      layout=widgets.Layout(width="max-content", min_width="16em"))
        self.discarder = widgets.Dropdown(options=[(board.tr("calc.discarder.default"), ""), *winds], value="",
                                          description=board.tr("calc.discarder"), style=wide,
                                          layout=widgets.Layout(width="max-content", min_width="18em"))
        self.flowers = widgets.BoundedIntText(value=0, min=0, max=8, description=board.tr("calc.flowers"), style=wide,
                                              layout=widgets.Layout(width="14em"))
        self.texts = {name: widgets.Text(value="", description=board.tr(f"calc.{name}"), style=wide,
                                         layout=widgets.Layout(width="16em"))
                      for name in ("dora_indicators", "ura_dora_indicators", "red_fives")}
        self.numbers = {name: widgets.BoundedIntText(value=0, min=0, max=99, description=board.tr(f"calc.{name}"),
                                                     style=wide, layout=widgets.Layout(width="12em"))
                        for name in ("honba", "riichi_sticks")}
        common = [box for flag, box in self.flags.items() if flag not in RIICHI_FLAGS]
        riichi = [self.flags[flag] for flag in RIICHI_FLAGS]
        self.riichi_box = widgets.VBox([Board.row(riichi), Board.row([*self.texts.values(), *self.numbers.values()])])
        self.riichi_box.add_class("mj-riichi-options")
        super().__init__([
            Board.row([self.win, self.seat, self.round, self.discarder, self.flowers]),
            Board.row(common),
            self.riichi_box,
        ])
        self.add_class("mj-situation")

    def on_change(self, callback: Callable[[], None]) -> None:
        """Call ``callback()`` whenever any control changes."""
        controls = [self.win, *self.flags.values(), self.seat, self.round, self.discarder, self.flowers,
                    *self.texts.values(), *self.numbers.values()]
        for control in controls:
            control.observe(lambda _change: callback(), names="value")

    def show_riichi(self, shown: bool) -> None:
        """Show riichi's own options (riichi, ippatsu, dora...) or hide them."""
        self.riichi_box.layout.display = None if shown else "none"

    def show_options(self, options: frozenset[str] | None) -> None:
        """Show only the options a system scores (``None``: every option, for the comparison);
        a hidden option is cleared, so nothing hidden changes a score."""
        def shown(name: str) -> bool:
            return options is None or name in options

        for flag, box in self.flags.items():
            visible = flag == "self_drawn" or shown(flag)
            box.layout.display = None if visible else "none"
            if not visible:
                box.value = False
        self.flowers.layout.display = None if shown("flowers") else "none"
        if not shown("flowers"):
            self.flowers.value = 0
        for name, text in self.texts.items():
            text.layout.display = None if shown(name) else "none"
            if not shown(name):
                text.value = ""
        for name, number in self.numbers.items():
            number.layout.display = None if shown(name) else "none"
            if not shown(name):
                number.value = 0
        riichi = options is None or any(name in options for name in ("riichi", "dora_indicators", "honba"))
        self.show_riichi(riichi)

    def offer_tiles(self, hand: Hand, preferred: Tile | None = None) -> None:
        """Offer the hand's concealed tiles as the winning tile, keeping the choice if possible."""
        lang = self.board.lang
        self.hand_text = str(hand)
        kinds = list(dict.fromkeys(hand.concealed))
        current = self.win.value
        options = [(f"{tile} — {tile.full_name(lang)}", str(tile)) for tile in kinds]
        self.win.options = options
        values = [value for _, value in options]
        for choice in (current, None if preferred is None else str(preferred), values[-1] if values else None):
            if choice in values:
                self.win.value = choice
                break

    def request(self, hand_text: str) -> dict[str, Any]:
        """The scoring request (``score --jsonl`` keys) for ``hand_text`` in this situation."""
        data: dict[str, Any] = {"hand": hand_text, "win_tile": self.win.value or ""}
        data.update({flag: box.value for flag, box in self.flags.items()})
        data.update(seat_wind=self.seat.value, round_wind=self.round.value, flowers=int(self.flowers.value))
        if self.discarder.value:
            data["discarder"] = self.discarder.value
        data.update({name: box.value for name, box in self.texts.items() if box.value.strip()})
        data.update({name: int(box.value) for name, box in self.numbers.items()})
        return data

    def load(self, data: Mapping[str, Any]) -> None:
        """Set every control from a request (``win``, ``self_drawn``, ``seat``, ``round``...);
        what the request does not give takes its default (East, no flags, no flowers). The core
        reads and checks the request first: a wrong one is its message, and no control changes."""
        situation = read_situation(data)
        win = data.get("win_tile", data.get("win"))
        tile = None if win is None else win_tile(win)
        if tile is not None and str(tile) not in [value for _, value in self.win.options]:
            raise WinTileError("error.score.win_tile", tile=tile, hand=self.hand_text)
        if tile is not None:
            self.win.value = str(tile)
        for flag, box in self.flags.items():
            box.value = bool(situation.get(flag, False))
        self.seat.value = WIND_LETTERS[WINDS.index(situation.get("seat_wind", Tile.EAST))]
        self.round.value = WIND_LETTERS[WINDS.index(situation.get("round_wind", Tile.EAST))]
        discarder = situation.get("discarder")
        self.discarder.value = "" if discarder is None else WIND_LETTERS[WINDS.index(discarder)]
        self.flowers.value = situation.get("flowers", 0)
        for name, box in self.texts.items():
            box.value = " ".join(map(str, situation.get(name, ())))
        for name, box in self.numbers.items():
            box.value = situation.get(name, 0)


# -- waits ------------------------------------------------------------------------------------
class WaitsExplorer(Board):
    """Build or type a hand: 13 tiles show the shanten and the waits (with the copies left),
    14 tiles the discards, best first, with the tiles each one leaves useful.

    ``rules`` is a rule set of :func:`mjcore.rules.find_rules` (``"standard"``, ``"mcr"``).

    >>> explorer = WaitsExplorer("123m456p789s1122z", lang="en")
    >>> explorer.shanten_value, [(str(w.tile), w.unseen) for w in explorer.waits]
    (0, [('1z', 2), ('2z', 2)])
    >>> explorer.builder.picker.buttons[13].click()   # draw a 5p
    >>> str(explorer.discards[0].tile), explorer.discards[0].shanten
    ('5p', 0)
    """

    def __init__(self, hand: str = "", *, rules: str = "standard", lang: str | None = None, seed: int | None = None) -> None:
        super().__init__(lang=lang)
        self.rules = find_rules(rules)
        self.shanten_value: int | None = None
        self.waits: tuple[Any, ...] = ()
        self.useful: tuple[Tile, ...] = ()
        self.discards: tuple[Any, ...] = ()
        self.builder = HandBuilder(hand, suits="mpsz", lang=self.lang)
        self.builder.on_change.append(lambda _text: self.analyze())
        self.result = widgets.VBox()
        self.result.add_class("mj-waits-result")
        self.body.children = [self.builder, self.result]
        self.add_class("mj-waits")
        self.analyze()

    @guarded
    def analyze(self) -> None:
        """Look at the builder's hand again and redraw the result."""
        hand = self.builder.hand
        self.shanten_value, self.waits, self.useful, self.discards = None, (), (), ()
        self.say("")
        if hand.tile_count == 13:
            self.shanten_value = shanten(hand, self.rules)
            if self.shanten_value == 0:
                self.waits = waits(hand, (), self.rules)
            else:
                _, self.useful = useful_tiles(hand.counts(), len(hand.melds), hand.all_counts(), self.rules)
        elif hand.tile_count == 14:
            self.shanten_value = shanten(hand, self.rules)
            self.discards = analyze_discards(hand, (), self.rules)
        self.render()

    def render(self) -> None:
        hand = self.builder.hand
        rows: list[widgets.Widget] = []
        if self.shanten_value is None:
            self.show_status(self.tr("calc.waits.need", count=hand.tile_count))
        elif hand.tile_count == 13 and self.shanten_value == 0:
            self.show_status(self.tr("calc.waits.ready") if self.waits else self.tr("calc.waits.no_waits"))
            rows.append(self._tiles_with_counts([w.tile for w in self.waits], [w.unseen for w in self.waits]))
        elif hand.tile_count == 13:
            self.show_status(self.tr("calc.waits.shanten", n=self.shanten_value))
            left = unseen_counts(hand)
            rows.append(self._tiles_with_counts(list(self.useful), [left[t] for t in self.useful]))
        else:
            head = self.tr("calc.waits.complete") + "\n" if self.shanten_value == -1 else ""
            self.show_status(head + self.tr("calc.waits.discards"))
            for discard in self.discards:
                text = self.tr("calc.waits.discard_line", shanten=discard.shanten, count=discard.useful_count)
                line = [*self.tiles([discard.tile], size="medium"), widgets.HTML(f"<b>{html.escape(text)}</b>")]
                line += self.tiles(discard.useful, size="small")
                rows.append(self.row(line))
        self.result.children = rows

    def _tiles_with_counts(self, tiles: list[Tile], counts: list[int]) -> widgets.HBox:
        parts: list[widgets.Widget] = []
        for tile, count in zip(tiles, counts):
            parts += self.tiles([tile], size="medium")
            parts.append(widgets.HTML(html.escape(self.tr("calc.waits.left", count=count))))
        return self.row(parts)


# -- one hand, one system ---------------------------------------------------------------------
class _ScoredHand(Board):
    """What the calculator and the comparison share: a builder and the win situation."""

    def __init__(self, hand: str, lang: str | None) -> None:
        super().__init__(lang=lang)
        self.builder = HandBuilder(hand, lang=self.lang)
        self.situation = SituationPanel(self)
        #: Once scored, a change of the situation (a ticked box, another wind) scores again at once.
        self.live = False
        self._quiet = False
        self.builder.on_change.append(lambda _text: self.hand_changed())
        self.situation.offer_tiles(self.builder.hand, self.builder.last_added)
        self.situation.on_change(self.situation_changed)

    def situation_changed(self) -> None:
        """A control of the situation changed: score again if a result is shown, else wait."""
        if self._quiet:
            return
        if self.live:
            self.compute()
        else:
            self.forget()

    def compute(self) -> None:
        """Score (subclasses)."""

    def show_options(self, options: frozenset[str] | None) -> None:
        """Offer only what a system scores (``None``: everything): the situation's options, and
        the bonus tiles in the palette only where they count (the "bonus" option)."""
        self.situation.show_options(options)
        self.builder.picker.show_bonus(options is None or "bonus" in options)

    def preset(self, situation: Mapping[str, Any]) -> bool:
        """Set the situation given to the constructor (``win="5s", seat="W"``...); a wrong one
        is a message (and ``False``): the learner reads it before anything is scored."""
        self._quiet = True
        try:
            self.situation.load(situation)
        except MahjongError as error:
            self.say_error(error)
            return False
        finally:
            self._quiet = False
        return True

    def hand_changed(self) -> None:
        self._quiet = True
        try:
            self.situation.offer_tiles(self.builder.hand, self.builder.last_added)
        finally:
            self._quiet = False
        self.live = False  # a new hand is scored when asked (a hand being built is not yet a win)
        self.forget()

    def forget(self) -> None:
        """Drop a result that no longer matches the hand (subclasses)."""

    @guarded
    def load(self, request: Mapping[str, Any]) -> None:
        """Enter a whole scoring request (``hand``, ``win``, ``self_drawn``, ``seat``...): the
        hand goes to the builder (bonus tiles of the request with it), the rest to the
        situation."""
        hand, context = request_from_mapping(request)
        self.builder.set_text(str(Hand(hand.concealed, hand.melds, hand.bonus + context.bonus)))
        self._quiet = True
        try:
            self.situation.load(request)
        finally:
            self._quiet = False
        self.live = False  # a new request is scored when asked, like a new hand
        self.forget()

    def scoring_request(self) -> tuple[Hand, Any]:
        """The hand and win context the controls describe (the core checks them)."""
        return request_from_mapping(self.situation.request(self.builder.hand_text))


class ScoringCalculator(_ScoredHand):
    """Score a hand under one system, line by line; a line shows which tiles made it.

    ``rules``: kids, kids-simple, classical, hk, mcr or riichi.  ``score`` holds the last
    :class:`~mjcore.scoring.Score`; ``total_text`` its total; clicking a line of
    ``line_buttons`` draws the hand (``highlight_row``) with that line's tiles outlined
    (``highlighted`` indices) in the ``mj-highlight`` picture.

    The win situation may be given as keywords, as in a scoring request (``win``, ``seat``,
    ``round``, ``self_drawn``...):

    >>> calc = ScoringCalculator("mcr", "123m 456m 789m 234p 55s", lang="ru", win="4p")
    >>> calc.total_text
    'Итого: 20 очков'
    >>> calc.rules_box.value = "kids"
    >>> calc.score_button.click()
    >>> calc.total_text
    'Итого: 14 очков'
    >>> calc.builder.set_text("123m 456m 789m 234p 56s")
    >>> calc.score_button.click()
    >>> calc.score is None, calc.feedback_text.endswith("не выигрышная рука в системе «Детский счёт (чоу 3, панг 4, конг 5, пара 2)»")
    (True, True)
    """

    def __init__(self, rules: str = "mcr", hand: str = "", *, lang: str | None = None, seed: int | None = None,
                 **situation: Any) -> None:
        super().__init__(hand, lang)
        try:
            find_system(rules)
        except MahjongError as error:
            self.say_error(error)
            rules = "mcr"
        self.score: Score | None = None
        self.total_text = ""
        self.highlight_row: list[Tile] = []
        self.highlighted: tuple[int, ...] = ()
        self.selected: int | None = None
        self.rules_box = widgets.Dropdown(options=[(system_name(n, self.lang), n) for n in SYSTEMS], value=rules.lower(),
                                          description=self.tr("calc.rules"), style={"description_width": "initial"})
        self.rules_box.add_class("mj-rules")
        self.rules_box.observe(lambda _change: self.rules_changed(), names="value")
        self.score_button = self.button("calc.score", self.compute)
        self.lines = widgets.VBox()
        self.lines.add_class("mj-score-lines")
        self.line_buttons: list[widgets.Button] = []
        self.picture = widgets.HTML()
        self.picture.add_class("mj-highlight")
        self.total = widgets.HTML()
        self.total.add_class("mj-score-total")
        self.body.children = [widgets.HTML(LINE_CSS), self.rules_box, self.builder, self.situation, self.score_button,
                              self.lines, self.picture, self.total]
        self.fu_box = widgets.HTML()
        self.fu_box.add_class("mj-fu")
        self.body.children = [*self.body.children[:-1], self.fu_box, self.total]
        self.add_class("mj-calculator")
        self.show_options(find_system(self.rules).options)
        if self.preset(situation) and self.builder.hand_text:
            self.compute()

    @property
    def rules(self) -> str:
        """The scoring system chosen."""
        return str(self.rules_box.value)

    def rules_changed(self) -> None:
        self._quiet = True
        try:
            self.show_options(find_system(self.rules).options)
        finally:
            self._quiet = False
        if self.live:
            self.compute()
        else:
            self.forget()

    def forget(self) -> None:
        self.score, self.total_text, self.selected = None, "", None
        self.highlight_row, self.highlighted = [], ()
        self.say("")
        self.render()

    @guarded
    def compute(self) -> None:
        """Score the hand in the situation shown (the "Score" button)."""
        self.forget()
        self.live = True
        hand, context = self.scoring_request()
        self.score = find_system(self.rules).score(hand, context)
        self.highlight_row = hand_tiles(hand)
        self._hand = hand
        self.total_text = total_line(self.score, self.lang)
        self.say(self.tr("calc.pick_line"), "good")
        self.render()

    @guarded
    def select(self, index: int) -> None:
        """Light up the tiles of score line ``index``."""
        if self.score is None:
            return
        self.selected = index
        item = self.score.items[index]
        self.highlighted = highlight_indices(self.highlight_row, self._hand, item)
        self.say(item_line(item, self.lang) if self.highlighted else self.tr("calc.no_tiles"))
        self.render()

    def render(self) -> None:
        score = self.score
        self.line_buttons = []
        if score is not None:
            for index, item in enumerate(score.items):
                button = widgets.Button(description=item_line(item, self.lang), tooltip=item.reason(self.lang),
                                        layout=widgets.Layout(width="auto", max_width="100%"),
                                        button_style="info" if index == self.selected else "")
                button.add_class("mj-score-line")
                button.on_click(lambda _b, i=index: self.select(i))
                self.line_buttons.append(button)
        self.lines.children = self.line_buttons
        self.picture.value = row_svg(self.highlight_row, height=72, highlight=self.highlighted) if self.highlight_row else ""
        self.fu_box.value = fu_html(score, self.lang) if score is not None else ""
        lines = [total_line(score, self.lang), payments_line(score, self.lang)] if score is not None else []
        self.total.value = "<br>".join(f"<b>{html.escape(line)}</b>" for line in lines if line)


class CompareSystems(_ScoredHand):
    """One hand scored under every system, side by side in one table (``mj-compare``).

    ``results`` maps each system's name to its :class:`~mjcore.scoring.Score`, or to the
    :class:`~mjcore.errors.MahjongError` that says why it cannot score the hand there.

    >>> board = CompareSystems("123m456p789s234s55z", lang="en")
    >>> board.results["kids"].total, sorted(board.results) == sorted(SYSTEMS)
    (14, True)
    """

    def __init__(self, hand: str = "", *, lang: str | None = None, seed: int | None = None, **situation: Any) -> None:
        super().__init__(hand, lang)
        self.results: dict[str, Score | MahjongError] = {}
        self.compare_button = self.button("calc.compare", self.compute)
        self.table = widgets.HTML()
        self.table.add_class("mj-compare-table")
        self.body.children = [widgets.HTML(LINE_CSS), self.builder, self.situation, self.compare_button, self.table]
        self.add_class("mj-compare")
        self.show_options(None)
        #: system -> the options it does not score (left out for it, and said so in its row)
        self.left_out: dict[str, tuple[str, ...]] = {}
        if self.preset(situation) and self.builder.hand_text:
            self.compute()

    def forget(self) -> None:
        self.results = {}
        self.table.value = ""
        self.say("")

    @guarded
    def compute(self) -> None:
        """Score the hand under every system (the "Compare" button)."""
        self.forget()
        self.live = True
        hand, context = self.scoring_request()
        self.left_out = {}
        for name in SYSTEMS:
            system = find_system(name)
            self.left_out[name] = unused_options(context, name, hand)
            try:
                self.results[name] = system.score(hand, context.keeping(system.options))
            except MahjongError as error:
                self.results[name] = error
        self.say("")
        self.render()

    def render(self) -> None:
        head = [tr("cli.score.col.system", self.lang), tr("cli.score.col.total", self.lang), self.tr("calc.col.items")]
        rows = ["<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
        for name, result in self.results.items():
            if isinstance(result, MahjongError):
                total, items = tr("cli.score.verdict.error", self.lang), [result.message(self.lang)]
            else:
                total = total_line(result, self.lang).split(": ", 1)[1]
                items = [item_line(item, self.lang) for item in result.items]
            cell = "<br>".join(html.escape(i) for i in items)
            if not isinstance(result, MahjongError):
                cell += fu_html(result, self.lang)
            left_out = self.left_out.get(name, ())
            if left_out:
                words = ", ".join(tr(f"score.option.{option}", self.lang) for option in left_out)
                cell += f'<p class="mj-left-out"><i>{html.escape(self.tr("calc.left_out", options=words))}</i></p>'
            rows.append(f'<tr data-system="{name}"><td>{html.escape(system_name(name, self.lang))}</td>'
                        f"<td>{html.escape(total)}</td><td>{cell}</td></tr>")
        self.table.value = f'<table class="mj-compare-grid">{"".join(rows)}</table>' if self.results else ""


# -- the table of patterns --------------------------------------------------------------------
def pattern_rows(rules: str) -> list[dict[str, Any]]:
    """The rows of a system's table (its own :meth:`~mjcore.scoring.ScoringSystem.rows`): number,
    key, points, names (ru, en and zh where the system has Chinese names)."""
    rows = find_system(rules).rows()
    if not rows:
        raise UnknownRulesError("error.rules.unknown", name=rules, known=", ".join(n for n in SYSTEMS if find_system(n).rows()))
    return [{"number": r.number, "key": r.key, "points": r.points, "ru": r.ru, "en": r.en, "zh": r.native} for r in rows]


def bank_example(system: str, key: str) -> tuple[Hand, Any, Score, Item] | None:
    """A scoring exercise of the bank whose hand scores ``key`` under ``system``, scored.

    The exercise named after the pattern comes first; an example is offered only if
    scoring it really gives that line (so nothing unchecked is shown).
    """
    try:
        from exercises.bank import load_bank
    except ImportError:  # pragma: no cover - the bank ships with the course
        return None
    slug = key.split(".", 1)[-1].replace("_", "-")
    found = [e for e in load_bank().query(kind="score") if e.system == system
             and key in (e.answer.get("items") or {} if isinstance(e.answer, Mapping) else {})]
    found.sort(key=lambda e: not e.id.endswith(slug))
    for exercise in found:
        try:
            hand, context = request_from_mapping(exercise.request)
            score = find_system(system).score(hand, context)
        except MahjongError:
            continue
        item = next((i for i in score.items if i.key == key), None)
        if item is not None:
            return hand, context, score, item
    return None


class FanTable(Board):
    """The table of a system's scoring patterns: for ``"mcr"`` the 81 fans in 82 rows (the
    seed numbers 57А and 57Б apart), with points and names in Russian, English, Chinese.

    The points filter narrows the table; choosing a row shows an example hand from the
    exercise bank when it has one (scored again before it is shown).

    >>> table = FanTable(lang="en")
    >>> len(table.rows), len(table.shown)
    (82, 82)
    >>> table.points_box.value = 88
    >>> [row["en"] for row in table.shown][:2]
    ['Big Four Winds', 'Big Three Dragons']
    >>> table.choose("mcr.all_green")
    >>> table.example_item.key
    'mcr.all_green'
    """

    def __init__(self, rules: str = "mcr", *, lang: str | None = None, seed: int | None = None) -> None:
        super().__init__(lang=lang)
        self.system = rules.lower()
        self.rows: list[dict[str, Any]] = []
        self.shown: list[dict[str, Any]] = []
        self.example_item: Item | None = None
        self.points_box = widgets.Dropdown(options=[(self.tr("calc.fans.all"), 0)], value=0,
                                           description=self.tr("calc.fans.filter"))
        self.points_box.add_class("mj-fan-filter")
        self.chooser = widgets.Dropdown(options=[], value=None, description=self.tr("calc.fans.choose"),
                                        style={"description_width": "initial"}, layout=widgets.Layout(width="min(40em, 100%)"))
        self.chooser.add_class("mj-fan-choice")
        self.table = widgets.HTML()
        self.table.add_class("mj-fan-table")
        self.example = widgets.HTML()
        self.example.add_class("mj-fan-example")
        self.body.children = [widgets.HTML(LINE_CSS + cjk_font_css()), self.row([self.points_box, self.chooser]),
                              self.example, self.table]
        self.add_class("mj-fans")
        self.load()
        self.points_box.observe(lambda _change: self.render(), names="value")
        self.chooser.observe(lambda change: self.choose(change["new"]), names="value")

    @guarded
    def load(self) -> None:
        self.rows = pattern_rows(self.system)
        points = sorted({row["points"] for row in self.rows}, reverse=True)
        self.points_box.options = [(self.tr("calc.fans.all"), 0), *((str(p), p) for p in points)]
        self.render()

    def render(self) -> None:
        wanted = self.points_box.value
        self.shown = [row for row in self.rows if not wanted or row["points"] == wanted]
        # the learner's language only (an English table has no Russian column, and the reverse),
        # the system's unit in the header (fan for Hong Kong), the Chinese names in the bundled font
        chinese = any(row["zh"] for row in self.rows)
        unit = find_system(self.system).unit
        head = [self.tr("calc.fans.col.number"), self.tr(f"calc.fans.col.{unit}"), self.tr("calc.fans.col.name")]
        if chinese:
            head.append(self.tr("calc.fans.col.zh"))
        lines = ["<tr>" + "".join(f"<th>{html.escape(h)}</th>" for h in head) + "</tr>"]
        for row in self.shown:
            number = row["number"] if self.lang == "ru" else row["number"].translate(LATIN_LETTERS)  # 57Б -> 57B
            cells = [html.escape(str(c)) for c in (number, row["points"], row[self.lang])]
            if chinese:
                cells.append(f'<span class="mj-zh" lang="zh">{html.escape(row["zh"])}</span>')
            lines.append(f'<tr data-key="{row["key"]}">' + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
        self.table.value = f'<table class="mj-fan-grid">{"".join(lines)}</table>'
        options = [(f'{row["number"]}. {row[self.lang]} — {row["points"]}', row["key"]) for row in self.shown]
        current = self.chooser.value
        self.chooser.options = options
        self.chooser.value = current if current in [key for _, key in options] else None
        self.show_status(self.tr("calc.fans.count", shown=len(self.shown), total=len(self.rows)))

    def choose(self, key: str | None) -> None:
        """Show the example of the pattern ``key`` (or say there is none)."""
        self.example_item = None
        if key is None:
            self.example.value = ""
            return
        if self.chooser.value != key:
            self.chooser.value = key
            return
        found = bank_example(self.system, key)
        if found is None:
            self.example.value = f"<p>{html.escape(self.tr('calc.fans.no_example'))}</p>"
            return
        hand, context, score, item = found
        self.example_item = item
        how = self.tr("calc.how.self_drawn" if context.self_drawn else "calc.how.discard")
        caption = self.tr("calc.fans.example", tile=context.win_tile.full_name(self.lang), how=how)
        lines = [caption, item_line(item, self.lang), total_line(score, self.lang)]
        self.example.value = hand_svg(hand, height=64) + "".join(f"<p>{html.escape(line)}</p>" for line in lines)


# -- the children's count ---------------------------------------------------------------------
class KidsScoreBoard(Board):
    """A random winning hand; the child adds up its points (chow 3, pung 4, kong 5, pair 2,
    own bonus tile 1) and checks the sum against the kids' scoring, line by line, in the
    children's words (tiles by name, never a code).

    ``level`` 1: no kongs, no bonus tiles (about 14-16 points); 2: kongs and bonus tiles.

    >>> import tempfile, pathlib
    >>> store = ProgressFile(pathlib.Path(tempfile.mkdtemp()) / "p.json")
    >>> board = KidsScoreBoard(seed=3, lang="en", progress=store)
    >>> board.answer_box.value = board.score.total
    >>> board.check_button.click()
    >>> board.correct, store.activities[-1]["activity"]
    (True, 'kids_score')
    """

    kids_words = True

    def __init__(self, level: int = 1, *, lang: str | None = None, seed: int | None = None,
                 progress: ProgressFile | bool | None = None) -> None:
        super().__init__(self._title(lang), lang=lang)
        self.level = level
        self.rng = random.Random(seed)
        self._progress = progress
        self.correct: bool | None = None
        self.hand_row = self.row([])
        self.hand_row.add_class("mj-hand")
        self.answer_box = widgets.BoundedIntText(value=0, min=0, max=99, description=self.tr("calc.kids.answer"),
                                                 layout=widgets.Layout(width="12em"))
        self.answer_box.add_class("mj-answer")
        self.check_button = self.button("base.check", self.check)
        self.new_button = self.button("calc.kids.new", self.new_hand, style="")
        self.prompt = widgets.HTML()
        self.body.children = [self.prompt, self.hand_row, self.row([self.answer_box, self.check_button, self.new_button])]
        self.add_class("mj-kids-score")
        self.new_hand()

    @staticmethod
    def _title(lang: str | None) -> str:
        return t("calc.kids.title", lang)

    progress = SavesTo()

    def new_hand(self) -> None:
        """Deal a new winning hand to count."""
        self.question = generate("kids_score", self.rng, self.level)
        hand = self.question.hand
        # a kids_score question always has its hand and its win
        assert hand is not None and self.question.context is not None
        self.hand = hand
        self.score = find_system("kids").score(hand, self.question.context)
        self.correct = None
        #: Wrong answers to this hand (the first one is answered "count again").
        self.tries = 0
        self.answer_box.value = 0
        self.prompt.value = f"<p>{html.escape(self.text(self.question.prompt))}</p>"
        tiles = hand_tiles(hand)
        self.hand_row.children = self.tiles(tiles, size="large" if len(tiles) <= 14 else "medium")
        self.say("")
        self.show_status("")

    @guarded
    def check(self) -> None:
        """Compare the number entered with the hand's points and explain the sum."""
        given = int(self.answer_box.value)
        right = self.question.check(str(given))
        first = self.correct is None
        self.correct = right if first else self.correct
        points = amount(self.score.total, "points", self.lang)
        if right:
            lines = [self.tr("calc.kids.right", points=points), *self.explanation()]
        elif not self.tries:  # the first miss: the same hand, counted again, the sum not given away
            lines = [self.tr("calc.kids.try_again", given=given)]
        else:  # missed again: the sum together, line by line
            lines = [self.tr("calc.kids.wrong", given=given, points=points), *self.explanation()]
        self.tries += not right
        self.say("\n".join(lines), "good" if right else "bad")
        store = self.progress
        if first and store is not None:
            try:
                store.record_activity("kids_score", score=self.score.total, answer=given, won=right)
                store.record_answer(f"kids_score:{self.level}", right)
            except OSError:
                self.show_status(self.tr("progress.unreadable"))
            else:
                unsaved = store.unsaved(self.lang)
                if unsaved:
                    self.show_status(unsaved)

    def explanation(self) -> list[str]:
        """The sum line by line: ``Chow 123m: 3`` ... ``3 + 3 + 4 + 2 = 12``."""
        lines = [f"{item.name(self.lang)} — {item.reason(self.lang, kids=True)}: {item.value}" for item in self.score.items]
        lines.append(" + ".join(str(item.value) for item in self.score.items) + f" = {self.score.total}")
        return lines
