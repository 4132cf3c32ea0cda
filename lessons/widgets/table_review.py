"""The game table's review of a hand: the learner's decisions judged by the coach, readable.

At the end of each hand :class:`ReviewPanel` shows the review of
:mod:`mjcore.practice.review` for the learner's seat: the outcome, the accuracy and the
mistakes by category at once; "Review" goes through the mistakes in the order they were made
("Previous" / "Next mistake"), each as the picture of the table at that moment
(:func:`mjcore.practice.review.moment`, :func:`mjcore.game.picture.table_scene`, the tile
played outlined) with the coach's reason, and queues them as puzzles in the progress file.
"Guess first" shows the moment without the answer: the learner picks what they would play
(a tile of the hand, or one of the options of a claim), the coach judges the pick
(:meth:`mjcore.game.coach.Assessment.verdict`), and only then the game's choice, the coach's
and the reason are shown. At the end of the match the whole match's numbers are added
(:class:`mjcore.practice.review.MatchReview`). A child reads one or two kind sentences
(:meth:`mjcore.practice.review.Review.child_lines`) and sees the costliest moment.

Every number shown is the review's: nothing is counted here.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from mjcore.game.actions import Action, ActionKind
from mjcore.game.coach import Verdict, assess
from mjcore.game.picture import table_scene
from mjcore.game.record import GameRecord
from mjcore.game.state import Phase
from mjcore.game.view import PlayerView
from mjcore.i18n import Message, show
from mjcore.practice.review import Decision, MatchReview, Review, moment, review
from mjcore.render.scene import Scene
from mjcore.tiles import Tile

if TYPE_CHECKING:  # the table imports this module
    from lessons.widgets.table import GameTable

#: Actions whose tile is outlined in the moment's picture (the tile played from the hand).
_FROM_HAND = (ActionKind.DISCARD, ActionKind.CONCEALED_KONG, ActionKind.ADDED_KONG)


def picture_html(scene: Scene) -> str:
    """A scene as the HTML of a widget (scaled to the width of the page, at most 560 pixels)."""
    return f'<div class="mj-scene">{scene.svg()}</div>'


def match_review(record: GameRecord, seat: int, reviews: Mapping[int, Review]) -> MatchReview:
    """The match's review from the hands' reviews already made (the missing ones made now):
    the same value as :func:`mjcore.practice.review.review_match`."""
    last = record.replay().hand_no
    return MatchReview(tuple(reviews[h] if h in reviews else review(record, seat, h) for h in range(last + 1)))


# -- widgets shared with the table ---------------------------------------------------------------
def action_buttons(
    legal: Iterable[Action],
    lang: str,
    *,
    claimed: Tile | None,
    kids: bool,
    on_click: Callable[[Action], None],
    mahjong: str | None = None,
) -> list[widgets.Button]:
    """A button for each action that is not a discard (claims, kongs, mahjong, pass), worded
    by the core (:meth:`mjcore.game.Action.describe`); ``mahjong`` words the win (the kids'
    "Mahjong!"). Each button keeps its action as ``button.action``."""
    buttons = []
    for action in legal:
        if action.kind in (ActionKind.DISCARD, ActionKind.NEXT_HAND):
            continue
        text = action.describe(lang, claimed=claimed, kids=kids, tile_names=kids)
        if mahjong is not None and action.kind is ActionKind.MAHJONG:
            text = mahjong
        style = "success" if action.kind is ActionKind.MAHJONG else "" if action.kind is ActionKind.PASS else "primary"
        button = widgets.Button(description=text[:1].upper() + text[1:], button_style=style,
                                layout=widgets.Layout(width="auto"), tooltip=text)
        button.add_class("mj-big")
        button.add_class("mj-action")
        button.action = action
        button.on_click(lambda _b, a=action: on_click(a))
        buttons.append(button)
    return buttons


def close_unused(old: Iterable[widgets.Widget], kept: Iterable[widgets.Widget]) -> None:
    """Close the widgets of an old drawing and everything inside them (the front end drops
    their models), except those the new drawing (``kept``) still shows: a closed widget is
    never shown again (in a new layout it fails: it has no comm)."""
    keep: set[int] = set()

    def mark(widget: widgets.Widget) -> None:
        keep.add(id(widget))
        for child in getattr(widget, "children", ()):
            mark(child)

    for widget in kept:
        mark(widget)

    def close(widget: widgets.Widget) -> None:
        if id(widget) in keep:
            return
        for child in getattr(widget, "children", ()):
            close(child)
        widget.close()

    for widget in old:
        close(widget)


def _hand_tiles(v: PlayerView) -> tuple[list[Tile], bool]:
    """The concealed tiles of ``v`` as the table shows them: sorted, the drawn tile apart at the end."""
    tiles = sorted(v.concealed)
    drawn = v.phase is Phase.TURN and not v.must_discard and v.tile is not None and v.tile in tiles
    if drawn:
        tiles.remove(v.tile)  # type: ignore[arg-type]
        tiles.append(v.tile)  # type: ignore[arg-type]
    return tiles, drawn


# -- the panel ---------------------------------------------------------------------------------------
class ReviewPanel(widgets.VBox):
    """The review of one finished hand at a :class:`~lessons.widgets.table.GameTable` (see the
    module's notes); ``match``: the match's review, at its end."""

    children: tuple[Any, ...]  # the rows shown (a traitlet of ipywidgets)

    def __init__(self, board: GameTable, record: GameRecord, found: Review, *, match: MatchReview | None = None) -> None:
        super().__init__()
        self.board, self.record, self.found, self.match = board, record, found, match
        self.seat = found.seat
        self.kids = board.kids
        self.lang = board.lang
        self.names = board.names
        #: The moments opened ("Review" pressed), the mistake shown (an index of :attr:`mistakes`).
        self.opened = False
        self.index = 0
        #: "Guess first": a moment is a question until the learner picks an option.
        self.guessing = False
        #: The learner's picks in "Guess first", by mistake index, and the coach's verdicts on them.
        self.guesses: dict[int, Action] = {}
        self.verdicts: dict[int, Verdict] = {}
        #: How many puzzles the review queued (``None``: not yet).
        self.queued: int | None = None
        self.draws = 0
        self.add_class("mj-review")
        self.head = widgets.HTML(self._head_html())
        self.head.add_class("mj-review-head")
        self.open_button = board.button("table.review", self.show_mistakes, style="info")
        self.open_button.layout = widgets.Layout(width="auto", align_self="flex-start")
        self.open_button.add_class("mj-review-open")
        self.prev_button = board.button("table.review.prev", self.previous, style="")
        self.next_button = board.button("table.review.next", self.next, style="primary")
        for button in (self.prev_button, self.next_button):
            button.layout = widgets.Layout(width="auto")
        self.counter = widgets.HTML()
        self.counter.add_class("mj-review-count")
        self.guess_toggle = widgets.ToggleButton(value=False, description=board.tr("table.review.guess"),
                                                 tooltip=board.tr("table.review.guess_tip"), icon="question",
                                                 layout=widgets.Layout(width="auto"))
        self.guess_toggle.add_class("mj-big")
        self.guess_toggle.add_class("mj-review-guess")
        self.guess_toggle.observe(self._toggled, "value")
        self.nav = board.row([self.prev_button, self.counter, self.next_button, self.guess_toggle])
        self.nav.add_class("mj-review-nav")
        #: What the current moment shows (for the tests): its picture, its words, the guess's options.
        self.moment_picture: widgets.HTML | None = None
        self.moment_text = ""
        self.option_buttons: list[widgets.Button] = []
        self.verdict_text = ""
        self.draw()

    # -- reading -----------------------------------------------------------------------------------
    @property
    def mistakes(self) -> tuple[Decision, ...]:
        return self.found.mistakes

    @property
    def current(self) -> Decision | None:
        """The mistake shown (``None`` when closed or there is none)."""
        if not self.opened or not self.mistakes:
            return None
        return self.mistakes[self.index]

    def tr(self, key: str, /, **params: object) -> str:
        return self.board.tr(key, **params)

    def text(self, value: object) -> str:
        return self.board.text(value)

    def _head_html(self) -> str:
        lines: list[str] = []
        if self.kids:
            lines += [f'<div class="mj-label">{html.escape(self.text(m))}</div>' for m in self.found.child_lines()]
            return "".join(lines)
        lines.append(f"<b>{html.escape(self.tr('table.review.title'))}</b>")
        lines.append(f"<div>{html.escape(self.text(self.found.outcome))}</div>")
        lines.append(f'<div class="mj-review-summary">{html.escape(self.text(self.found.summary()))}</div>')
        if not self.mistakes:
            lines.append(f'<div class="mj-review-none">{html.escape(self.tr("table.review.none"))}</div>')
        if self.match is not None:
            hands = show(len(self.match.hands), self.lang, "count=game.word.hand")
            text = self.tr("table.review.match", hands=hands, summary=self.text(self.match.summary()))
            lines.append(f'<div class="mj-review-match"><b>{html.escape(text)}</b></div>')
        return "".join(lines)

    # -- moving ------------------------------------------------------------------------------------
    def show_mistakes(self) -> None:
        """Go through the mistakes from the first; queue them as puzzles (once)."""
        self.opened = True
        self.index = 0
        if self.queued is None and not self.kids:
            self._queue()
        self.draw()

    def next(self) -> None:
        if self.opened and self.index + 1 < len(self.mistakes):
            self.index += 1
            self.draw()

    def previous(self) -> None:
        if self.opened and self.index > 0:
            self.index -= 1
            self.draw()

    def _toggled(self, change: Mapping[str, object]) -> None:
        self.guessing = bool(change["new"])
        self.draw()

    def guess(self, action: Action) -> None:
        """The learner's pick at the moment shown ("Guess first"): judged by the coach, then the
        answer is revealed."""
        decision = self.current
        if decision is None or self.index in self.guesses:
            return
        self.guesses[self.index] = action
        self.verdicts[self.index] = assess(moment(self.record, decision, self.seat)).verdict(action)
        self.draw()

    def _queue(self) -> None:
        puzzles = self.found.puzzles()
        store = self.board.progress
        self.queued = 0
        if puzzles and store is not None:
            try:
                store.add_puzzles(puzzles)
                self.queued = len(puzzles)
            except OSError:
                self.board.say(self.tr("progress.unreadable"), "bad")

    # -- drawing -----------------------------------------------------------------------------------
    def draw(self) -> None:
        """Draw the panel for its state; the widgets of the last moment are closed."""
        old = list(self.children)
        self.draws += 1
        self.moment_picture, self.moment_text, self.option_buttons, self.verdict_text = None, "", [], ""
        rows: list[widgets.Widget] = [self.head]
        if self.kids:
            rows += self._kids_rows()
        elif not self.opened:
            if self.mistakes:
                rows.append(self.open_button)
        elif self.mistakes:
            rows += self._moment_rows()
        if self.opened and self.queued:
            queued = widgets.HTML(html.escape(self.tr("table.review.queued", count=self.queued)))
            queued.add_class("mj-review-queued")
            rows.append(queued)
        self.children = tuple(rows)
        close_unused(old, rows)

    def _picture(self, v: PlayerView, *, hand: bool, mark: Tile | None, played: str | None) -> widgets.HTML:
        scene = table_scene(v, self.names, self.lang, kids=self.kids, hand=hand, mark=mark)
        picture = widgets.HTML(picture_html(scene))
        picture.add_class("mj-review-moment")
        picture.scene = scene
        picture.marked = played  # the action played there (its code), once shown
        self.moment_picture = picture
        return picture

    def _kids_rows(self) -> list[widgets.Widget]:
        worst = self.found.worst
        if not worst:
            return []
        decision = worst[0]
        played = Action.from_code(decision.played)
        mark = played.tile if played.kind in _FROM_HAND else None
        caption = widgets.HTML(f'<div class="mj-label">{html.escape(self.tr("table.review.kids.moment"))}</div>')
        v = moment(self.record, decision, self.seat)
        return [caption, self._picture(v, hand=True, mark=mark, played=decision.played)]

    def _moment_rows(self) -> list[widgets.Widget]:
        decision = self.mistakes[self.index]
        count = len(self.mistakes)
        number = self.found.decisions.index(decision) + 1
        self.counter.value = html.escape(self.tr("table.review.counter", number=self.index + 1, count=count, move=number))
        self.prev_button.disabled = self.index == 0
        self.next_button.disabled = self.index + 1 >= count
        v = moment(self.record, decision, self.seat)
        played = Action.from_code(decision.played)
        claimed = v.tile if v.phase in (Phase.CLAIM, Phase.ROB) else None
        asking = self.guessing and self.index not in self.guesses
        rows: list[widgets.Widget] = [self.nav]
        if asking:
            rows.append(self._picture(v, hand=False, mark=None, played=None))
            self.moment_text = self.tr("table.review.guess_prompt")
            prompt = widgets.HTML(f'<div class="mj-msg mj-info">{html.escape(self.moment_text)}</div>')
            rows += [prompt, *self._options(v, claimed)]
            return rows
        mark = played.tile if played.kind in _FROM_HAND else None
        rows.append(self._picture(v, hand=True, mark=mark, played=decision.played))
        parts: list[str] = []
        judged = ""
        if self.index in self.guesses:
            verdict = self.verdicts[self.index]
            kind = "bad" if verdict.mistake else "good"
            key = "table.review.guess_worse" if verdict.mistake else "table.review.guess_good"
            judged = _capital(self.text(verdict.reason()))
            self.verdict_text = self.tr(key, verdict=judged)
            parts.append(f'<div class="mj-msg mj-{kind} mj-review-verdict">{html.escape(self.verdict_text)}</div>')
        best = Action.from_code(decision.best)
        reveal = self.tr("table.review.reveal", played=played.describe(self.lang, claimed=claimed),
                         best=best.describe(self.lang, claimed=claimed))
        reason = _capital(self.text(decision.reason))
        self.moment_text = f"{reveal}\n{reason}"
        parts.append(f"<div><b>{html.escape(reveal)}</b></div>")
        if reason != judged:  # the pick was the move played: its words are already above
            parts.append(f"<div>{html.escape(reason)}</div>")
        parts.append(f'<div class="mj-review-note">{html.escape(self.text(Message("review.points")))}</div>')
        words = widgets.HTML("".join(parts))
        words.add_class("mj-review-words")
        rows.append(words)
        return rows

    def _options(self, v: PlayerView, claimed: Tile | None) -> list[widgets.Widget]:
        """What the learner could play at the moment: the hand's tiles (a discard) and the
        other options (a claim, pass, a kong, the win) as buttons."""
        draws = self.draws
        legal = v.legal

        def pick(action: Action) -> None:
            if draws == self.draws:  # a button of the moment shown
                self.guess(action)

        rows: list[widgets.Widget] = []
        if any(a.kind is ActionKind.DISCARD for a in legal):
            tiles, drawn = _hand_tiles(v)

            def discard(index: int) -> None:
                action = Action.discard(self.seat, tiles[index])
                if action in legal:
                    pick(action)

            buttons = self.board.tiles(tiles, discard, size="medium")
            if drawn and buttons:
                buttons[-1].add_class("mj-drawn")
            for button, tile in zip(buttons, tiles):
                button.action = Action.discard(self.seat, tile)
            self.option_buttons += buttons
            hand = self.board.row(buttons)
            hand.add_class("mj-review-hand")
            rows.append(hand)
        others = action_buttons(legal, self.lang, claimed=claimed, kids=False, on_click=pick)
        if others:
            self.option_buttons += others
            row = self.board.row(others)
            row.add_class("mj-review-options")
            rows.append(row)
        return rows


def _capital(text: str) -> str:
    """A sentence of the core's words (they may start with an action: "chow, then ...") as a sentence."""
    return text[:1].upper() + text[1:]


__all__ = ["ReviewPanel", "action_buttons", "close_unused", "match_review", "picture_html"]
