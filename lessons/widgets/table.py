"""The game table: a match against the computer, played by clicking tiles.

:class:`GameTable` draws the one table of the core (:class:`mjcore.game.table.Table`: the
play loop, the computers' moves and their reasons, the next hand, the end of the match) for
the learner, who sits at seat 0; it keeps no loop of its own. The table is one picture
(:func:`mjcore.game.picture.table_scene`: every player's sets and river with the last
discard marked, whose turn, the scores, and at the end of a hand the winner's whole hand in
its sets); below it the learner's hand is a row of large tile buttons (the drawn tile apart)
with the action buttons (claims, kongs, mahjong, pass, worded by the core) and "Hint" (the
coach's ranking, :func:`mjcore.game.hint`). A click on a tile discards it when the rules
allow it; the computers answer at once. What happened since the learner's last move is told
in words (:func:`mjcore.game.describe.step_lines`; children's tile names at a kids' table).

At the end of a hand: the result (the score itemised as the game's scoring system computed
it, every player's change) and the review of the learner's decisions
(:mod:`lessons.widgets.table_review`): accuracy and mistakes by category at once, "Review"
to go through the mistakes one by one (each the picture of its moment), with a "Guess first"
mode; at the end of the match the match's review. A child gets one or two kind sentences and
the picture of the costliest moment. "Next hand" deals the next one; after the match's last
hand "New game" starts another.

The kids' table keeps its own buttons: sort my tiles, try to take the computer's last
discard (and hear why not), "Mahjong!" while the hand is not complete, and a hint that
lights a tile up.

>>> table = GameTable("kids2p", seed=1, lang="en", progress=False)
>>> table.state.rules.name, table.status_text
('kids2p', 'Your turn: click a tile to throw it away.')
>>> before = len(table.state.players[0].discards)
>>> table.hand_buttons[0].click()
>>> len(table.state.players[0].discards) == before + 1, len(table.state.players[1].discards) >= 1
(True, True)
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from lessons.widgets.board import Board, guarded
from lessons.widgets.progress import ProgressFile, SavesTo
from lessons.widgets.table_review import ReviewPanel, action_buttons, close_unused, match_review, picture_html
from lessons.widgets.texts import WIDGETS, course_lang
from mjcore.game import LEVELS, Action, ActionKind, GameState, Phase, find_game_rules, hint
from mjcore.game.describe import Moment, kids_moment, player_name, result_lines, step_lines
from mjcore.game.events import Event, EventKind
from mjcore.game.picture import table_scene
from mjcore.game.table import Seat, Step, Table, persons_against_computer
from mjcore.game.view import PlayerView
from mjcore.grouping import group_tiles, not_yet, why_not_take
from mjcore.i18n import Message, plural, show, tr
from mjcore.practice.review import Review, review
from mjcore.render.scene import Scene
from mjcore.tiles import Tile

#: The learner's seat.
LEARNER = 0
#: Lines of the event log shown after each move.
LOG_LINES = 12

TABLE_CSS = """<style>
.mj-table .mj-table-top { align-items: flex-start; gap: 8px; }
.mj-table .mj-picture { flex: 0 1 560px; min-width: 0; }
.mj-scene svg { display: block; width: 100%; max-width: 560px; height: auto; }
.mj-table.mj-kids .mj-picture { flex-basis: 640px; }
.mj-table.mj-kids .mj-picture .mj-scene svg { max-width: 640px; }
.mj-table .mj-events { flex: 1 1 240px; min-width: 0; font-size: 0.95em; color: #333; line-height: 1.35; }
.mj-table .mj-events .widget-html-content { white-space: normal; line-height: 1.35; }
.mj-table .mj-log { display: flex; flex-direction: column-reverse; max-height: 8.6em; overflow-y: auto;
  border-left: 3px solid #d8dee6; padding-left: 6px; }
.mj-table .mj-log-line { margin: 1px 0; }
.mj-table .mj-tile.mj-drawn { margin-left: 18px; }
.mj-table .mj-tile.mj-group-start { margin-left: 22px; }
.mj-table .mj-tile.mj-glow { box-shadow: 0 0 14px 7px #ffd23f; outline: 3px solid #ffb300; }
.mj-table .mj-label { font-size: 1.1em; font-weight: bold; }
.mj-table .mj-table-info { color: #52606d; }
.mj-table .mj-result { border-top: 2px solid #d8dee6; margin-top: 6px; padding-top: 6px; }
.mj-table .mj-score-lines table { font-size: 1.05em; border-collapse: collapse; }
.mj-table .mj-score-lines td { padding: 3px 10px 3px 0; border-bottom: 1px solid #e4e8ee; vertical-align: top; }
.mj-table .mj-score-lines td:last-child { white-space: nowrap; }
.mj-table .mj-score-lines .mj-why { font-size: 0.85em; color: #52606d; line-height: 1.3; }
.mj-table .mj-review { border: 1px solid #d8dee6; border-radius: 10px; padding: 6px 10px; margin-top: 8px;
  background: #fbfcfe; }
.mj-table .mj-review .widget-html-content { white-space: normal; line-height: 1.4; }
.mj-table .mj-review .mj-msg { font-size: 1.05em; margin: 4px 0; }
.mj-table .mj-review-moment { max-width: 560px; }
.mj-table .mj-review-nav { align-items: center; }
.mj-table .mj-review-count { margin: 0 8px; font-weight: bold; }
.mj-table .mj-widget-wrap .widget-html-content { white-space: normal; }
.mj-table .jupyter-button.mj-big { height: auto; min-height: 44px; white-space: normal; }
</style>"""

#: The kids' table's own additions (issue 28): the moment of the computer's claim or win, and
#: the answer to a press standing between the picture and the child's tiles. Kept apart from the
#: kids' boards' CSS (lessons/widgets/kids/base.py, board.py).
KIDS_TABLE_CSS = """<style>
.mj-table.mj-kids .mj-moment .mj-msg { font-size: 1.15em; font-weight: bold; background: #fff4cc;
  border: 2px solid #ffb300; border-radius: 10px; padding: 6px 10px; }
.mj-table.mj-kids .mj-near .mj-msg { font-size: 1.1em; margin: 4px 0; }
</style>"""


class GameTable(Board):
    """A match of mahjong against the computer (see the module docstring).

    ``rules``: a rule set of :data:`mjcore.game.RULE_SETS` (``"kids2p"``, ``"mcr2p"``,
    ``"mcr"``, ``"classical"``, ``"hk"``); ``level``: the computers' level
    (:data:`mjcore.game.LEVELS`); ``hints``: show the "Hint" button; ``open_hands`` and
    ``flowers`` change the table's switches (``None`` keeps the rule set's); ``hands``: end
    the match after that many hands (``None``: the rule set's whole match); ``progress``:
    where finished hands are logged and reviewed mistakes queued (``None``: the learner's
    progress file, ``False``: nowhere).

    >>> table = GameTable("mcr2p", level="intermediate", seed=3, lang="ru", progress=False)
    >>> table.state.players[0].tile_count, "mj-hand" in table.hand_row._dom_classes
    (14, True)
    >>> table.hint_button.click()
    >>> table.hint_text.splitlines()[0]
    'Лучшие сносы:'
    """

    #: Where finished hands are logged (``None`` with ``progress=False``).
    progress = SavesTo()

    def __init__(
        self,
        rules: str = "kids2p",
        level: str = "beginner",
        hints: bool = True,
        *,
        seed: int | None = None,
        lang: str | None = None,
        progress: ProgressFile | bool | None = None,
        open_hands: bool | None = None,
        flowers: bool | None = None,
        hands: int | None = None,
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {level!r}")
        self.game_rules = find_game_rules(rules).with_options(open_hands=open_hands, flowers=flowers)
        self.level = level
        self.hints = hints
        self.max_hands = hands
        self.seats: tuple[Seat, ...] = persons_against_computer(self.game_rules.players, level, (LEARNER,))
        self.rng = random.Random(seed)
        self._progress = progress
        super().__init__(self.game_rules.title(course_lang(lang)), lang=lang)
        self.kids_words = self.game_rules.kids_words
        if self.kids_words:
            self.add_class("mj-kids")
        self.add_class("mj-table")
        self.table: Table
        self.step: Step
        self.table_view: PlayerView
        #: The picture of the table now (:class:`mjcore.render.scene.Scene`) and its widget.
        self.scene: Scene | None = None
        self.picture = widgets.HTML()
        self.picture.add_class("mj-picture")
        self.style_row = widgets.HTML(TABLE_CSS + KIDS_TABLE_CSS)
        self.hint_text = ""
        self.log_lines: list[str] = []
        self.result_text = ""
        self.hand_tiles: list[Tile] = []
        self.hand_buttons: list[widgets.Button] = []
        self.action_buttons: list[widgets.Button] = []
        self.hint_button: widgets.Button | None = None
        self.next_button: widgets.Button | None = None
        self.hand_row = widgets.HBox()
        #: The review of the hand just played (``None`` while a hand is played) and its panel.
        self.review: Review | None = None
        self.review_panel: ReviewPanel | None = None
        #: The reviews of the match's hands so far, by hand number.
        self.reviews: dict[int, Review] = {}
        #: The kids' table: the hand sorted into sets, pairs and singles ("Sort my tiles").
        self.grouped = False
        #: The tile the kids' hint lights up (``None``: none).
        self.glow: Tile | None = None
        #: The kids' own buttons: sort, try to take the last discard, "Mahjong!" (when it is not yet).
        self.kids_buttons: list[widgets.Button] = []
        #: The opponent's discard the child may try to take (the kids' table, on the child's turn).
        self.offered: Tile | None = None
        #: The kids' table: what the computer just did to the child, shown as a moment (a kind
        #: sentence, the set it made outlined; its win: the result's headline), or ``None``.
        self.moment: Moment | None = None
        #: The kids' table: the answer to a press, between the picture and the child's tiles.
        self.moment_box = widgets.HTML()
        self.moment_box.add_class("mj-moment")
        self.move = 0
        self._recorded = -1
        self.new_game()

    # -- the game -------------------------------------------------------------------------------
    @property
    def kids(self) -> bool:
        return self.game_rules.kids_words

    def kt(self, key: str, /, **params: object) -> str:
        """A widget text, in the children's words (``key + '.kids'``) at a kids' table."""
        return self.tr(WIDGETS.variant(key, ".kids", self.lang) if self.kids else key, **params)

    @property
    def names(self) -> list[str]:
        """How the learner calls the players: "you" (a child's «ты»), "computer" (numbered when
        several computers play) — the table's own names."""
        return self.table.names(LEARNER, self.lang, kids=self.kids)

    @property
    def state(self) -> GameState:
        """The game state of the table."""
        return self.table.state

    @state.setter
    def state(self, value: GameState) -> None:
        """Seat a game state at the table (a position set up by code; :meth:`_advance` then lets
        the computers move and draws it)."""
        self.table = Table(value, self.seats)
        self.reviews, self._recorded = {}, -1  # another game's position: nothing of it reviewed or logged yet

    @property
    def over(self) -> bool:
        """The hand is over (won or drawn)."""
        return self.table.hand_over

    @property
    def review_box(self) -> ReviewPanel | None:
        """The review's panel of the hand just played (``None`` while a hand is played)."""
        return self.review_panel

    @property
    def review_button(self) -> widgets.Button | None:
        """The "Review" button of the finished hand (the learners' table only: a child's review
        has no moments to go through)."""
        return self.review_panel.open_button if self.review_panel is not None and not self.kids else None

    def new_game(self) -> None:
        """Start a new match (its first hand dealt) and let the computers move up to the learner."""
        step = Table.start(self.game_rules, self.seats, self.rng.getrandbits(62), max_hands=self.max_hands)
        self._recorded = -1
        self.reviews = {}
        self.say("")
        self._show(step)

    def _advance(self) -> None:
        """Let the computers move up to the learner's decision and draw the table (after a state
        was seated from outside: :attr:`state`)."""
        self._show(self.table.advance())

    def _show(self, step: Step) -> None:
        """Take the table of ``step``, tell what it changed and draw it."""
        self.step = step
        self.table = step.table
        self.table_view = self.table.view(LEARNER)
        self.hint_text = ""
        self.glow = None
        self.offered = self._offered(step.events())
        self.moment = kids_moment(step, self.table_view, self.names) if self.kids else None
        self.log_lines = step_lines(step, self.table_view, self.names, self.lang, tile_names=self.kids)[-LOG_LINES:]
        if self.over:
            self._finish_hand()
        else:
            self.review, self.review_panel = None, None
        self.render()

    def _offered(self, fresh: Sequence[Event]) -> Tile | None:
        """The opponent's discard since the child's last move, still on the table, on the child's turn."""
        v = self.table_view
        if not self.kids or v.phase is not Phase.TURN or v.turn != LEARNER:
            return None
        for event in reversed(fresh):
            if event.kind is EventKind.DISCARD and event.seat != LEARNER and event.seat is not None:
                discards = v.seats[event.seat].discards
                return event.tile if discards and discards[-1] == event.tile else None
        return None

    @guarded
    def play(self, action: Action) -> None:
        """Make the learner's move (or deal the next hand); the table lets the computers answer."""
        step = self.table.play(action)  # an illegal action raises before anything changes
        self.say("")
        self._show(step)

    def discard(self, index: int) -> None:
        """The learner clicked the ``index``-th tile of the hand."""
        tile = self.hand_tiles[index]
        action = Action.discard(LEARNER, tile)
        if action in self.table_view.legal:
            self.play(action)
        else:
            self.say(self._why_not(tile), "bad")

    def _why_not(self, tile: Tile) -> str:
        v = self.table_view
        if self.over:
            return self.kt("table.why_not.over")
        if v.phase in (Phase.CLAIM, Phase.ROB):
            return self.kt("table.why_not.decide", tile=self._tile_word(v.tile))
        return self.kt("table.why_not.turn", tile=self._tile_word(tile))

    def _tile_word(self, tile: Tile | None) -> object:
        """A tile for a widget text: its children's name at the kids' table, else the tile."""
        return self.tile_name(tile) if tile is not None and self.kids else tile

    # -- the kids' table: sort, try to take, "Mahjong!" ------------------------------------------
    def toggle_groups(self) -> None:
        """Sort the hand into sets, pairs and single tiles (:func:`mjcore.grouping.group_tiles`), or back."""
        self.grouped = not self.grouped
        self.render()

    def try_take(self) -> None:
        """The child tries to take the opponent's last discard: kindly told why not (the core's words)."""
        tile = self.offered
        if tile is None:
            return
        why = why_not_take(self.table_view.concealed, tile, chow=True)
        if why is None:  # it could have been taken, when it was thrown away
            self.say(self.kt("table.kids.too_late", tile=self.tile_name(tile)), "info")
        else:
            self.say(why, "info")

    def say_mahjong(self) -> None:
        """"Mahjong!" when the hand is not complete: what it holds, against four sets and a pair."""
        v = self.table_view
        self.say(not_yet(v.concealed, len(v.me.declared)), "info")

    def show_hint(self) -> None:
        """The coach's hint (:func:`mjcore.game.hint`): its ranking in words; at the kids' table
        one short sentence and the tile to play lit up (a glow)."""
        if self.over or not self.table_view.legal:
            self.hint_text = self.tr("table.no_hint")
        elif self.kids:
            message, self.glow = hint(self.table_view).child()
            self.hint_text = self.text(message)
            self.render()
        else:
            self.hint_text = "\n".join(hint(self.table_view).lines(self.lang)) or self.tr("table.no_hint")
        self.say(self.hint_text, "info")

    # -- the end of a hand -------------------------------------------------------------------------
    def _finish_hand(self) -> None:
        """The result's text, the hand logged once in the progress file, and its review."""
        result = self.state.result
        assert result is not None
        lines = result_lines(result, self.table_view, self.names, self.lang, tile_names=self.kids)
        self.result_text = "\n".join([self._headline(), *lines])
        number = self.state.hand_no
        record = self.table.record()
        if number not in self.reviews:
            self.reviews[number] = review(record, LEARNER, number)
        self.review = self.reviews[number]
        match = match_review(record, LEARNER, self.reviews) if self.table.over else None
        if self.review_panel is None or self.review_panel.found is not self.review:
            self.review_panel = ReviewPanel(self, record, self.review, match=match)
        store = self.progress
        if self._recorded == number or store is None:
            return
        self._recorded = number
        try:
            store.record_activity(
                "game", rules=self.game_rules.name, level=self.level, won=result.winner == LEARNER,
                points=result.deltas[LEARNER], hand=number + 1,
            )
        except OSError:
            self.say(self.tr("progress.unreadable"), "bad")

    def _headline(self) -> str:
        result = self.state.result
        assert result is not None
        if result.winner is None:
            return self.kt("table.draw")
        score = result.score
        points = "" if score is None else f"{score.total} {plural(f'score.unit.{score.unit}', score.total, self.lang)}"
        if result.winner == LEARNER:
            return self.kt("table.you_won", points=points)
        return self.tr("table.they_won", name=player_name(result.winner, self.table_view, self.names, self.lang),
                       points=points)

    def show_review(self) -> None:
        """Open the review of the hand just played: its mistakes one by one (the mistakes are
        queued as puzzles in the progress file)."""
        if self.review_panel is not None:
            self.review_panel.show_mistakes()

    # -- drawing --------------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw the table from its state. Old buttons are closed (a stale click does nothing);
        a widget kept in the new drawing (the picture, the review's panel) is never closed."""
        old = list(self.body.children)
        self.move += 1
        v = self.table_view
        # at the end of a hand the learner's tiles are in the picture: nothing is left to click
        fresh = self.moment.fresh if self.moment is not None else None
        self.scene = table_scene(v, self.names, self.lang, kids=self.kids, hand=self.over, fresh=fresh)
        self.picture.value = picture_html(self.scene)
        # the newest line first: shown last, at the bottom of a box scrolled to it (column-reverse)
        lines = "".join(f'<div class="mj-log-line">{html.escape(line)}</div>' for line in reversed(self.log_lines))
        log = widgets.HTML(f'<div class="mj-log">{lines}</div>' if lines else "")
        log.add_class("mj-events")
        top = self.row([self.picture, log])
        top.add_class("mj-table-top")
        rows: list[widgets.Widget] = [self.style_row, self._info(), top]
        if self.over:
            self.hand_tiles, self.hand_buttons, self.action_buttons, self.kids_buttons = [], [], [], []
            self.hint_button = None
            self.hand_row = widgets.HBox()
            rows.append(self._result_box(v))
            if self.kids:
                rows.append(self.feedback_here())
        else:
            if self.kids:  # the moment and the answer to a press stand right above the child's tiles
                rows += self._kids_near()
            rows += self._my_rows(v)
        self.body.children = rows
        self.show_status(self._whose_turn(v))
        close_unused(old, rows)

    def _kids_near(self) -> list[widgets.Widget]:
        """The moment (the computer took the child's tile) and the feedback line, next to the
        tiles and buttons the child presses (seen without scrolling on a tablet)."""
        moment = self.text(self.moment.message) if self.moment is not None else ""
        self.moment_box = widgets.HTML(f'<div class="mj-msg mj-info">{html.escape(moment)}</div>' if moment else "")
        self.moment_box.add_class("mj-moment")  # a new one each drawing: the old drawing's is closed
        near = self.feedback_here()
        near.add_class("mj-near")
        return [self.moment_box, near]

    def _info(self) -> widgets.HTML:
        level = tr(f"game.level.{self.level}", self.lang)
        info = widgets.HTML(f"<div>{html.escape(self.tr('table.level', level=level))}</div>")
        info.add_class("mj-table-info")
        return info

    def _my_rows(self, v: PlayerView) -> list[widgets.Widget]:
        """The learner's hand as buttons (the drawn tile apart), then the actions and the hint."""
        tiles = sorted(v.concealed)
        drawn = v.phase is Phase.TURN and v.turn == LEARNER and not v.must_discard and v.tile in tiles
        if drawn:  # the drawn tile stands apart, at the end
            tiles.remove(v.tile)  # type: ignore[arg-type]
            tiles.append(v.tile)  # type: ignore[arg-type]
        starts: set[int] = set()
        rows: list[widgets.Widget] = []
        if self.kids and self.grouped:
            grouping = group_tiles(tiles)
            tiles = []
            for group in grouping.groups:
                starts.add(len(tiles))
                tiles += group.tiles
            starts.discard(0)
            drawn = False
            counts = self.kt("table.kids.groups", sets=len(grouping.sets) + len(v.me.declared),
                             pairs=len(grouping.pairs), singles=len(grouping.singles))
            label = widgets.HTML(f'<div class="mj-label mj-group-counts">{html.escape(counts)}</div>')
            label.add_class("mj-group-counts")
            rows.append(label)
        self.hand_tiles = tiles
        move = self.move
        size = "medium" if len(tiles) >= 13 else "large"
        self.hand_row = self.row(self.tiles(tiles, lambda i: self._fresh(move, self.discard, i), size=size))
        self.hand_row.add_class("mj-hand")
        self.hand_buttons = list(self.hand_row.children)
        if drawn and self.hand_buttons:
            self.hand_buttons[-1].add_class("mj-drawn")
        for index in starts:
            self.hand_buttons[index].add_class("mj-group-start")
        if self.glow is not None and self.glow in tiles:
            self.hand_buttons[len(tiles) - 1 - tiles[::-1].index(self.glow)].add_class("mj-glow")
        return rows + [self.hand_row, self._actions_row(v)]

    def _actions_row(self, v: PlayerView) -> widgets.HBox:
        move = self.move
        claimed = v.tile if v.phase in (Phase.CLAIM, Phase.ROB) else None
        self.action_buttons = action_buttons(
            v.legal, self.lang, claimed=claimed, kids=self.kids,
            on_click=lambda action: self._fresh(move, self.play, action),
            mahjong=self.tr("table.kids.mahjong") if self.kids else None,
        )
        children = list(self.action_buttons)
        self.kids_buttons = self._kids_buttons(v, move) if self.kids else []
        children += self.kids_buttons
        self.hint_button = None
        if self.hints:
            self.hint_button = self.button("base.hint", lambda: self._fresh(move, self.show_hint), style="info")
            children.append(self.hint_button)
        row = self.row(children)
        row.add_class("mj-actions")
        return row

    def _kids_buttons(self, v: PlayerView, move: int) -> list[widgets.Button]:
        """Sort my tiles; take the opponent's last discard (to be told why not); "Mahjong!"
        while the hand is not complete (a complete hand has the engine's own mahjong button)."""
        buttons = [self.button("table.kids.ungroup" if self.grouped else "table.kids.group",
                               lambda: self._fresh(move, self.toggle_groups), style="")]
        buttons[0].layout = widgets.Layout(width="auto")
        buttons[0].add_class("mj-group")
        if self.offered is not None:
            take = self.button("table.kids.try_take", lambda: self._fresh(move, self.try_take), style="warning",
                               tile=self.tile_name(self.offered))
            take.layout = widgets.Layout(width="auto")
            take.add_class("mj-try-take")
            buttons.append(take)
        mine = v.phase in (Phase.TURN, Phase.CLAIM) and LEARNER in self.table.waiting
        if mine and not any(a.kind is ActionKind.MAHJONG for a in v.legal):
            shout = self.button("table.kids.mahjong", lambda: self._fresh(move, self.say_mahjong), style="success")
            shout.add_class("mj-shout")
            buttons.append(shout)
        return buttons

    def _result_box(self, v: PlayerView) -> widgets.VBox:
        result = self.state.result
        assert result is not None
        kind = "good" if result.winner == LEARNER else "info"
        headline = self._headline()
        if self.kids and result.winner == LEARNER and result.score is not None:
            headline = self.tr("table.kids.praise") + " " + headline
        elif self.kids and self.moment is not None and result.winner is not None:
            headline = self.text(self.moment.message)  # the computer's win: a word of comfort
        parts: list[widgets.Widget] = [widgets.HTML(f'<div class="mj-msg mj-{kind}">{html.escape(headline)}</div>')]
        if result.winner is not None and result.score is not None:
            parts.append(self._score_table(result.score))
        outcome = self.table.outcome()
        assert outcome is not None
        changes = ", ".join(f"{player_name(p, v, self.names, self.lang)} {delta:+d} → {outcome.totals[p]}"
                            for p, delta in enumerate(outcome.deltas))
        scores = widgets.HTML(html.escape(self.text(Message.of("game.result.scores", scores=changes))))
        scores.add_class("mj-scores")
        parts.append(scores)
        if self.table.over:
            parts.append(self._match_over())
        move = self.move
        if self.state.phase is Phase.HAND_OVER and self.kids:
            starter = self.state.apply(Action.next_hand()).dealer
            name = player_name(starter, v, self.names, self.lang)
            starts = widgets.HTML(f'<div class="mj-label">{html.escape(self.tr("table.kids.next_starts", name=name))}</div>')
            starts.add_class("mj-next-starter")
            parts.append(starts)
        if self.state.phase is Phase.HAND_OVER:
            key = "table.next_hand.kids" if self.kids else "table.next_hand"
            self.next_button = self.button(key, lambda: self._fresh(move, self.play, Action.next_hand()))
        else:
            self.next_button = self.button("base.new_game", lambda: self._fresh(move, self.new_game))
        self.next_button.layout = widgets.Layout(width="auto", align_self="flex-start")
        parts.append(self.next_button)
        if self.review_panel is not None:
            parts.append(self.review_panel)
        box = widgets.VBox(parts)
        box.add_class("mj-result")
        return box

    def _match_over(self) -> widgets.HTML:
        """The match's end: hands played, won, lost and drawn (the table's own count)."""
        summary = self.table.summary(LEARNER)
        text = self.kt("table.match_over", hands=self._count(summary.hands, "game.word.hand"), won=summary.won,
                       lost=summary.lost, drawn=summary.drawn)
        over = widgets.HTML(f'<div class="mj-label">{html.escape(text)}</div>')
        over.add_class("mj-match-over")
        return over

    def _count(self, count: int, noun: str) -> str:
        return show(count, self.lang, f"count={noun}", kids=self.kids)

    def _score_table(self, score: Any) -> widgets.HTML:
        rows = []
        for item in score.items:
            unit = plural(f"score.unit.{item.unit}", item.points, self.lang)
            count = f" ×{item.count}" if item.count != 1 else ""
            rows.append(f"<tr><td>{html.escape(item.name(self.lang))}"
                        f'<div class="mj-why">{html.escape(item.reason(self.lang, kids=self.kids))}</div></td>'
                        f"<td>{item.points}&nbsp;{html.escape(unit)}{count}</td></tr>")
        total = plural(f"score.unit.{score.unit}", score.total, self.lang)
        rows.append(f"<tr><td><b>{html.escape(tr('score.total', self.lang))}</b></td>"
                    f"<td><b>{score.total}&nbsp;{html.escape(total)}</b></td></tr>")
        table = widgets.HTML(f"<div><i>{html.escape(tr(f'score.system.{score.system}', self.lang))}</i></div>"
                             f"<table>{''.join(rows)}</table>")
        table.add_class("mj-score-lines")
        return table

    def _whose_turn(self, v: PlayerView) -> str:
        if self.over:
            return self.kt("table.turn.over")
        if v.phase is Phase.TURN and v.turn == LEARNER:
            return self.kt("table.turn.discard" if v.must_discard else "table.turn.mine")
        if v.phase in (Phase.CLAIM, Phase.ROB) and v.legal:
            name = player_name(v.turn, v, self.names, self.lang)
            key = "table.turn.claim" if v.phase is Phase.CLAIM else "table.turn.rob"
            return self.kt(key, name=name, tile=self._tile_word(v.tile))
        return self.tr("table.turn.wait")

    def _fresh(self, move: int, function: Callable[..., None], *args: Any) -> None:
        """Run a callback of the current drawing only (a click on an old button does nothing)."""
        if move == self.move:
            function(*args)


__all__ = ["GameTable"]
