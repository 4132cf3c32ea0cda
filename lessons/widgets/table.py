"""The game table: a whole hand against the AI, played by clicking tiles.

:class:`GameTable` keeps a :class:`mjcore.game.GameState` (the engine is pure: every move
gives a new state) and draws it for the learner, who is player 0: the opponents' hands face
down (face up in the kids' open game), every player's sets, bonus tiles and discards, the
wall, whose turn it is, and the learner's hand as large tile buttons.  A click on a hand
tile discards it when the rules allow it; then the AI players (:func:`mjcore.game.choose`)
move at once until the learner has a decision again — draws happen by themselves.  Claims
(chow, pung, kong, mahjong, pass), a self-drawn mahjong and kongs are buttons, worded by
the core (:meth:`mjcore.game.Action.describe`).  "Hint" shows :func:`mjcore.game.hint`:
the best discards and what the strong AI would do, with its reason.  What happened since
the learner's last move is told in words (:mod:`mjcore.game.describe`); at the end of a
hand the score is itemised as the game's scoring system computed it, "Review my hand"
compares each of the learner's decisions with the best (:func:`mjcore.practice.review.review`:
the three costliest moments shown as the hand then, the tile played marked, and queued as
personal puzzles in the progress file), and "Next hand" deals the next one (the engine moves
the dealer).

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
from lessons.widgets.texts import WIDGETS, course_lang
from lessons.widgets.tiles import tile_title
from mjcore.game import LEVELS, Action, ActionKind, GameState, Phase, choose, find_game_rules, hint, new_game, view
from mjcore.game.describe import event_text, player_name, result_lines, wind_name
from mjcore.game.events import EventKind
from mjcore.game.record import GameRecord
from mjcore.game.state import Declared
from mjcore.game.view import PlayerView, SeatView
from mjcore.grouping import group_tiles, not_yet, why_not_take
from mjcore.i18n import Message, plural, tr
from mjcore.notation import parse_hand
from mjcore.practice.review import Review, review
from mjcore.tiles import Tile

#: The learner's player index.
LEARNER = 0
#: AI moves in a row before the table stops to wait (a guard; a hand never needs this many).
MAX_AI_STEPS = 400
#: Lines of the event log shown after each move.
LOG_LINES = 12

TABLE_CSS = """<style>
.mj-table .mj-seat { border: 1px solid #d8dee6; border-radius: 10px; padding: 4px 8px; margin: 4px 0; }
.mj-table .mj-seat.mj-me { background: #f7fbf4; }
.mj-table .mj-pic { display: inline-block; width: 36px; height: 48px; margin: 1px; background-size: contain;
  background-repeat: no-repeat; background-position: center; }
.mj-table .mj-pic.mj-gap { margin-left: 14px; }
.mj-table .mj-pic.mj-selected { outline: 3px solid #f5a623; border-radius: 4px; }
.mj-table .mj-tile.mj-drawn { margin-left: 18px; }
.mj-table .mj-tile.mj-group-start { margin-left: 22px; }
.mj-table .mj-tile.mj-glow { box-shadow: 0 0 14px 7px #ffd23f; outline: 3px solid #ffb300; }
.mj-table .mj-label { font-size: 1.1em; font-weight: bold; }
.mj-table .mj-events { font-size: 1.05em; color: #333; }
.mj-table .mj-score-lines table { font-size: 1.1em; border-collapse: collapse; }
.mj-table .mj-score-lines td { padding: 2px 10px; border-bottom: 1px solid #e4e8ee; }
</style>"""


class GameTable(Board):
    """A hand of mahjong against the AI (see the module docstring).

    ``rules``: a rule set of :data:`mjcore.game.RULE_SETS` (``"kids2p"``, ``"mcr2p"``,
    ``"mcr"``, ``"classical"``, ``"hk"``); ``level``: the opponents' level
    (:data:`mjcore.game.LEVELS`); ``hints``: show the "Hint" button; ``open_hands`` and
    ``flowers`` change the table's switches (``None`` keeps the rule set's);
    ``progress``: where finished hands are logged (``None``: the learner's progress file,
    ``False``: nowhere).

    >>> table = GameTable("mcr2p", level="intermediate", seed=3, lang="ru", progress=False)
    >>> table.state.players[0].tile_count, "mj-hand" in table.hand_row._dom_classes
    (14, True)
    >>> table.hint_button.click()
    >>> "Сильный игрок" in table.hint_text
    True
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
    ) -> None:
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}, not {level!r}")
        self.game_rules = find_game_rules(rules).with_options(open_hands=open_hands, flowers=flowers)
        self.level = level
        self.hints = hints
        self.rng = random.Random(seed)
        self._progress = progress
        super().__init__(self.game_rules.title(course_lang(lang)), lang=lang)
        self.kids_words = self.game_rules.kids_words
        if self.kids_words:
            self.add_class("mj-kids")
        self.add_class("mj-table")
        self.state: GameState
        self.table_view: PlayerView
        self.hint_text = ""
        self.log_lines: list[str] = []
        self.result_text = ""
        self.hand_tiles: list[Tile] = []
        self.hand_buttons: list[widgets.Button] = []
        self.action_buttons: list[widgets.Button] = []
        self.hint_button: widgets.Button | None = None
        self.next_button: widgets.Button | None = None
        self.review_button: widgets.Button | None = None
        self.review: Review | None = None
        self.review_box = widgets.VBox()
        self.hand_row = widgets.HBox()
        #: The kids' table: the hand sorted into sets, pairs and singles ("Sort my tiles").
        self.grouped = False
        #: The tile the kids' hint lights up (``None``: none).
        self.glow: Tile | None = None
        #: The kids' own buttons: sort, try to take the last discard, "Mahjong!" (when it is not yet).
        self.kids_buttons: list[widgets.Button] = []
        #: The opponent's discard the child may try to take (the kids' table, on the child's turn).
        self.offered: Tile | None = None
        self.move = 0
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
        """How the players are called: "you", then the computer at every other seat."""
        computer = tr("game.computer", self.lang)
        return [tr("game.you", self.lang)] + [computer] * (self.game_rules.players - 1)

    def new_game(self) -> None:
        """Start a new game (its first hand dealt) and let the AI move up to the learner."""
        self.state = new_game(self.game_rules, self.rng.getrandbits(62))
        self.ai_rng = random.Random(self.rng.getrandbits(62))
        self._seen = 0
        self._recorded = -1
        self.say("")
        self.review, self.review_box = None, widgets.VBox()
        self._advance()

    def _advance(self) -> None:
        """AI players move until the learner decides or the hand is over; then redraw."""
        reasons: list[str] = []
        for _ in range(MAX_AI_STEPS):
            state = self.state
            waiting = state.to_act()
            if state.phase in (Phase.HAND_OVER, Phase.GAME_OVER) or not waiting or LEARNER in waiting:
                break
            decision = choose(view(state, waiting[0], events=False), self.level, self.ai_rng)
            self.state = state.apply(decision.action)
            if self.game_rules.open_hands and decision.action.kind is not ActionKind.PASS:
                reasons.append(self.tr("table.ai_why", text=decision.text(self.lang, tile_names=self.kids)))
        self.hint_text = ""
        self.glow = None
        self.table_view = view(self.state, LEARNER)
        fresh = self.table_view.events[self._seen :]
        self.offered = self._offered(fresh)
        lines = [event_text(e, self.table_view, self.names, self.lang, tile_names=self.kids) for e in fresh]
        self.log_lines = [line for line in lines if line][-LOG_LINES:] + reasons[-3:]
        if self.over:
            self._finish_hand()
        self.render()

    def _offered(self, fresh: Sequence[Any]) -> Tile | None:
        """The opponent's discard since the child's last move, still on the table, on the child's turn."""
        v = self.table_view
        if not self.kids or v.phase is not Phase.TURN or v.turn != LEARNER:
            return None
        for event in reversed(fresh):
            if event.kind is EventKind.DISCARD and event.seat != LEARNER:
                discards = v.seats[event.seat].discards
                return event.tile if discards and discards[-1] == event.tile else None
        return None

    @property
    def over(self) -> bool:
        """The hand is over (won or drawn)."""
        return self.state.phase in (Phase.HAND_OVER, Phase.GAME_OVER)

    @guarded
    def play(self, action: Action) -> None:
        """Make the learner's move (or deal the next hand), then let the AI answer."""
        self.state = self.state.apply(action)  # an illegal action raises before anything changes
        self.say("")
        self._seen = 0 if action.kind is ActionKind.NEXT_HAND else self._seen_now
        self._advance()

    @property
    def _seen_now(self) -> int:
        return len(self.table_view.events)

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
        """The hints of :func:`mjcore.game.hint` (with the strong AI's advice) as text; at the
        kids' table one short sentence and the tile to play lit up (a glow)."""
        if self.over or not self.table_view.legal:
            self.hint_text = self.tr("table.no_hint")
        elif self.kids:
            message, self.glow = hint(self.table_view, advice=False).child()
            self.hint_text = self.text(message)
            self.render()
        else:
            self.hint_text = "\n".join(hint(self.table_view).lines(self.lang)) or self.tr("table.no_hint")
        self.say(self.hint_text, "info")

    def _finish_hand(self) -> None:
        """Log a finished hand once in the progress file and prepare the result's text."""
        result = self.state.result
        assert result is not None
        lines = result_lines(result, self.table_view, self.names, self.lang, tile_names=self.kids)
        self.result_text = "\n".join([self._headline(), *lines])
        store = self.progress
        if self._recorded == self.state.hand_no or store is None:
            return
        self._recorded = self.state.hand_no
        try:
            store.record_activity(
                "game", rules=self.game_rules.name, level=self.level, won=result.winner == LEARNER,
                points=result.deltas[LEARNER], hand=self.state.hand_no + 1,
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

    # -- drawing --------------------------------------------------------------------------------
    def render(self) -> None:
        """Redraw every row from the state (old buttons are closed; a stale click does nothing)."""
        old = list(self.body.children)
        self.move += 1
        v = self.table_view
        order = list(v.order)
        start = order.index(LEARNER)
        rows: list[widgets.Widget] = [widgets.HTML(TABLE_CSS), self._header(v)]
        rows += [self._seat_box(v.seats[p], v) for p in order[start + 1 :] + order[:start]]
        rows.append(self._my_box(v))
        log = widgets.HTML("<br>".join(html.escape(line) for line in self.log_lines))
        log.add_class("mj-events")
        rows.append(log)
        if self.over:
            rows.append(self._result_box(v))
        self.body.children = rows
        self.show_status(self._whose_turn(v))
        for child in old:
            _close(child)

    def _header(self, v: PlayerView) -> widgets.HTML:
        text = Message.of("game.table.header", number=v.hand_no + 1, round=wind_name(v.round_wind, self.lang),
                          wall=v.wall_left).text(self.lang, kids=self.kids).strip("— ")
        level = tr(f"game.level.{self.level}", self.lang)
        header = widgets.HTML(f'<div class="mj-label">{html.escape(text)}</div>'
                              f"<div>{html.escape(self.tr('table.level', level=level))}</div>")
        header.add_class("mj-table-info")
        return header

    def _label(self, seat: SeatView, v: PlayerView) -> widgets.HTML:
        text = player_name(seat.player, v, self.names, self.lang)
        if seat.dealer:
            text += " " + Message("game.table.dealer").text(self.lang, kids=self.kids)
        text += " · " + self.tr("table.score", score=seat.score)
        if seat.dead:
            text += " · " + tr("game.table.dead", self.lang)
        if v.phase in (Phase.TURN, Phase.CLAIM, Phase.ROB) and v.turn == seat.player and not self.over:
            text = "▶ " + text
        return widgets.HTML(f'<div class="mj-label">{html.escape(text)}</div>')

    def _picture(self, css: str, tiles: Sequence[Tile | None], *, marked: int | None = None,
                 groups: Sequence[int] = ()) -> widgets.HTML:
        """Tiles to look at, not to click: one light HTML row drawn with the tile style's
        classes (``None`` = a face-down tile); ``groups`` = where a gap starts (between sets).
        The widget keeps ``.tiles`` (and ``.marked``, the highlighted index) for the tests."""
        self.tile_style.ensure(tiles)
        spans = []
        for index, tile in enumerate(tiles):
            name = "mj-back" if tile is None else f"mj-t-{tile}"
            title = tile_title(tile, self.lang, kids=self.kids)
            extra = (" mj-selected" if index == marked else "") + (" mj-gap" if index in groups else "")
            spans.append(f'<span class="mj-pic {name}{extra}" title="{html.escape(title)}"></span>')
        picture = widgets.HTML(f'<div class="mj-pics">{"".join(spans)}</div>')
        picture.add_class(css)
        picture.tiles = tuple(tiles)
        picture.marked = marked
        return picture

    def _melds(self, declared: Sequence[Declared | None]) -> widgets.HTML:
        tiles: list[Tile | None] = []
        groups = []
        for d in declared:
            groups.append(len(tiles))
            if d is None:  # a concealed kong the viewer may not see
                tiles += [None] * 4
            elif d.meld.is_kong and not d.meld.open:  # two of its tiles shown
                tiles += [None, d.meld.first, d.meld.first, None]
            else:
                tiles += d.meld.tiles
        return self._picture("mj-melds", tiles, groups=groups[1:])

    def _common_rows(self, seat: SeatView, v: PlayerView) -> list[widgets.Widget]:
        rows: list[widgets.Widget] = []
        if seat.declared:
            rows.append(self._melds(seat.declared))
        if seat.bonus:
            rows.append(self._picture("mj-bonus", seat.bonus))
        offered = v.phase is Phase.CLAIM and v.turn == seat.player and bool(seat.discards)
        rows.append(self._picture("mj-discards", seat.discards, marked=len(seat.discards) - 1 if offered else None))
        return rows

    def _seat_box(self, seat: SeatView, v: PlayerView) -> widgets.VBox:
        hidden = seat.concealed is None
        hand = self._picture("mj-concealed", [None] * seat.concealed_count if hidden else sorted(seat.concealed or ()))
        box = widgets.VBox([self._label(seat, v), hand] + self._common_rows(seat, v))
        box.add_class("mj-seat")
        return box

    def _my_box(self, v: PlayerView) -> widgets.VBox:
        tiles = sorted(v.concealed)
        drawn = v.phase is Phase.TURN and v.turn == LEARNER and not v.must_discard and v.tile in tiles
        if drawn:  # the drawn tile stands apart, at the end
            tiles.remove(v.tile)  # type: ignore[arg-type]
            tiles.append(v.tile)  # type: ignore[arg-type]
        starts: set[int] = set()
        extra: list[widgets.Widget] = []
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
            extra.append(widgets.HTML(f'<div class="mj-label mj-group-counts">{html.escape(counts)}</div>'))
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
        box = widgets.VBox([self._label(v.me, v)] + self._common_rows(v.me, v) + extra
                           + [self.hand_row, self._actions_row(v)])
        box.add_class("mj-seat")
        box.add_class("mj-me")
        return box

    def _actions_row(self, v: PlayerView) -> widgets.HBox:
        move = self.move
        claimed = v.tile if v.phase in (Phase.CLAIM, Phase.ROB) else None
        self.action_buttons = []
        for action in v.legal:
            if action.kind in (ActionKind.DISCARD, ActionKind.NEXT_HAND):
                continue
            text = action.describe(self.lang, claimed=claimed, kids=self.kids, tile_names=self.kids)
            if self.kids and action.kind is ActionKind.MAHJONG:
                text = self.tr("table.kids.mahjong")
            style = "success" if action.kind is ActionKind.MAHJONG else "" if action.kind is ActionKind.PASS else "primary"
            button = widgets.Button(description=text[:1].upper() + text[1:], button_style=style,
                                    layout=widgets.Layout(width="auto"))
            button.add_class("mj-big")
            button.action = action
            button.on_click(lambda _b, a=action: self._fresh(move, self.play, a))
            self.action_buttons.append(button)
        children = list(self.action_buttons)
        self.kids_buttons = self._kids_buttons(v, move) if self.kids and not self.over else []
        children += self.kids_buttons
        self.hint_button = None
        if self.hints and not self.over:
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
        mine = v.phase in (Phase.TURN, Phase.CLAIM) and LEARNER in self.state.to_act()
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
        parts: list[widgets.Widget] = [widgets.HTML(f'<div class="mj-msg mj-{kind}">{html.escape(headline)}</div>')]
        if result.winner is not None and result.score is not None:
            winner = v.seats[result.winner]
            tiles: list[Tile | None] = [*sorted(winner.concealed or ())]
            groups = [len(tiles)]
            for d in winner.declared:
                groups.append(len(tiles))
                tiles += d.meld.tiles if d is not None else [None] * 4
            hand = self._picture("mj-win-hand", tiles, groups=groups)
            parts += [hand, self._score_table(result.score)]
        changes = ", ".join(f"{player_name(p, v, self.names, self.lang)} {delta:+d} → {v.seats[p].score}"
                            for p, delta in enumerate(result.deltas))
        parts.append(widgets.HTML(html.escape(Message.of("game.result.scores", scores=changes).text(self.lang, kids=self.kids))))
        move = self.move
        if not self.kids:  # the review speaks of shanten and useful tiles: the learners', not a child's
            self.review_button = self.button("table.review", lambda: self._fresh(move, self.show_review), style="info")
            parts += [self.review_button, self.review_box]
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
        parts.append(self.next_button)
        box = widgets.VBox(parts)
        box.add_class("mj-result")
        return box

    def show_review(self) -> None:
        """Review the hand just played (the learner's decisions against the best), show the three
        costliest moments on the table, and queue them as puzzles in the progress file."""
        found = review(GameRecord.of(self.state, ["you", self.level]), LEARNER)
        self.review = found
        rows: list[widgets.Widget] = [widgets.HTML(f"<b>{html.escape(self.tr('table.review.title'))}</b><br>"
                                                   f"{html.escape(found.outcome.text(self.lang))}")]
        if not found.worst:
            rows.append(widgets.HTML(html.escape(self.tr("table.review.none"))))
        for decision in found.worst:
            rows.append(widgets.HTML(f"<b>{html.escape(self.tr('table.review.moment', move=decision.move + 1))}</b>: "
                                     f"{html.escape(decision.reason.text(self.lang))}"))
            if decision.hand:
                tiles = sorted(parse_hand(decision.hand, check_size=False).concealed)
                marked = next((i for i, t in enumerate(tiles) if str(t) == decision.played), None)
                rows.append(self._picture("mj-review-hand", list(tiles), marked=marked))
        puzzles = found.puzzles()
        store = self.progress
        if puzzles and store is not None:
            try:
                store.add_puzzles(puzzles)
                rows.append(widgets.HTML(html.escape(self.tr("table.review.queued", count=len(puzzles)))))
            except OSError:
                self.say(self.tr("progress.unreadable"), "bad")
        self.review_box.children = rows
        self.review_box.add_class("mj-review")

    def _score_table(self, score: Any) -> widgets.HTML:
        rows = []
        for item in score.items:
            unit = plural(f"score.unit.{item.unit}", item.points, self.lang)
            count = f" ×{item.count}" if item.count != 1 else ""
            rows.append(f"<tr><td>{html.escape(item.name(self.lang))}</td><td>{item.points} {html.escape(unit)}{count}</td>"
                        f"<td>{html.escape(item.reason(self.lang, kids=self.kids))}</td></tr>")
        total = plural(f"score.unit.{score.unit}", score.total, self.lang)
        rows.append(f"<tr><td><b>{html.escape(tr('score.total', self.lang))}</b></td>"
                    f"<td><b>{score.total} {html.escape(total)}</b></td><td></td></tr>")
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


def _close(widget: widgets.Widget) -> None:
    """Close a widget and everything inside it (the front end drops their models)."""
    for child in getattr(widget, "children", ()):
        _close(child)
    widget.close()


__all__ = ["GameTable"]
