"""The game table as one picture, drawn from a player's view (:class:`~mjcore.game.view.PlayerView`).

:func:`table_scene` lays out what the viewer sees as a :class:`~mjcore.render.scene.Scene`
(SVG for the notebooks and the site, PNG for the bot), 400 CSS pixels wide for a phone:

- a header line: the hand's number, the round wind, the tiles left in the wall (for children
  no wind);
- when the hand is over, the result: the winner's whole hand in its sets (the winning tile
  outlined) and what it is worth, or the draw;
- every opponent, in turn order from the viewer's next player: a label (name, seat wind,
  dealer, score; a band and a word while it is their turn or their discard is on offer), the
  concealed tiles (face down, face up in open play and when the hand is over), the declared
  sets (a face-down kong four backs, a concealed kong two), the bonus tiles, and the river on
  its panel in rows of 12 (the tile on offer, or else the table's latest discard, outlined);
- the viewer: label, river, sets and bonus tiles, and the concealed hand in big tiles, at most
  7 a row, the drawn tile set apart at the end (``mark`` outlines a tile of it).

The picture stays within :func:`height_limit` (1.7 times its width at two players, 2.2 at
four): long rivers are drawn in smaller tiles, more of them a row (:data:`RIVER_SIZES`). Every
tile carries its area in the SVG's ``data-area``: ``hand-<player>``, ``drawn-<player>``,
``set-<player>-<k>``, ``rob-<player>`` (a kong's tile that may be robbed, beside its pung),
``bonus-<player>``, ``river-<player>``, ``win``. The children's table says nothing in notation
(the tiles' tooltips are their children's names) and uses the children's words.

>>> from mjcore.game.state import new_game
>>> from mjcore.game.view import view
>>> scene = table_scene(view(new_game("kids2p", seed=1), 0), ["ты", "компьютер"], "ru")
>>> scene.width, len(scene.tiles("hand-0")), len(scene.tiles("drawn-0")), len(scene.tiles("hand-1"))
(400.0, 13, 1, 13)
>>> scene.height <= height_limit(2)
True
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from mjcore.game.describe import wind_name
from mjcore.game.events import EventKind
from mjcore.game.state import Phase
from mjcore.game.view import PlayerView, SeatView
from mjcore.i18n import Message, plural, resolve_lang, tr
from mjcore.kidswords import child_tile_name
from mjcore.render.layout import meld_tiles, wrap
from mjcore.render.scene import INK, Box, Item, Label, Scene, TileItem, text_width
from mjcore.tiles import Tile

__all__ = ["RIVER_SIZES", "WIDTH", "height_limit", "table_scene", "warm"]

#: The picture's width in CSS pixels (a phone; the PNG at scale 2 is 800 pixels wide).
WIDTH = 400.0
#: Room at the sides and at the top and bottom.
MARGIN = 6.0
#: Tile heights (a tile is 3/4 as wide): the viewer's hand, the viewer's sets, opponents' face-up
#: tiles and sets, bonus tiles, an opponent's face-down tiles, the winning hand of the result.
HAND, MY_SETS, OPEN, SMALL, BACKS, WIN = 64.0, 44.0, 36.0, 28.0, 24.0, 40.0
#: A river's tile height and the most tiles in its rows: the first that keeps the picture within
#: :func:`height_limit` is drawn (rows of 12; a long river in smaller tiles, as many as fill a row).
RIVER_SIZES = ((40.0, 12), (36.0, 14), (32.0, 16), (28.0, 18))
#: At most this many tiles in a row of the viewer's hand.
HAND_ROW = 7
#: Space between groups of tiles, between rows, around a player's part of the picture.
GROUP_GAP, SET_GAP, ROW_GAP, SECTION_GAP, PANEL_PAD = 8.0, 12.0, 3.0, 6.0, 3.0
#: A line of text: its height, the size of its letters.
LINE, TEXT_SIZE, HEADER_SIZE = 20.0, 13.0, 12.0
#: Colours: the header, the rule between players, the bands of whose turn and of the result.
GREY, RULE, TURN_BAND, OFFER_BAND, WIN_BAND, DRAW_BAND = "#52606d", "#c5d0da", "#ffe9a8", "#ffd2a6", "#cdebd6", "#d7dee5"
#: The panel the rivers lie on (the middle of the table).
RIVER_PANEL = "#d2dde6"


def height_limit(players: int, width: float = WIDTH) -> float:
    """The tallest a table of ``players`` may be drawn: 1.7 widths for two, 2.2 for three or four.

    >>> height_limit(2), height_limit(4)
    (680.0, 880.0)
    """
    return round(width * (17 if players <= 2 else 22) / 10, 2)


@dataclass(frozen=True, slots=True)
class _Group:
    """Tiles drawn side by side (a set, a river, a hand): their height, area and outlined index."""

    tiles: tuple[Tile | None, ...]
    height: float
    area: str
    marked: int | None = None
    per_row: int | None = None
    gap: float = GROUP_GAP
    whole: bool = False  # every tile outlined (a set just made: the kids' "moment")


@dataclass(slots=True)
class _Sheet:
    """The picture being laid out, top to bottom."""

    width: float
    lang: str
    kids: bool
    names: Sequence[str]
    items: list[Item] = field(default_factory=list)
    y: float = MARGIN

    @property
    def left(self) -> float:
        return MARGIN

    @property
    def right(self) -> float:
        return self.width - MARGIN

    def t(self, key: str, /, **params: object) -> str:
        return Message.of(key, **params).text(self.lang, kids=self.kids, tiles="kids" if self.kids else "code")

    def title(self, tile: Tile | None) -> str | None:
        if tile is None:
            return self.t("picture.back")
        return child_tile_name(tile, self.lang) if self.kids else None

    def line(self, left: str, right: str = "", *, band: str | None = None, size: float = TEXT_SIZE,
             bold: bool = False, colour: str = INK) -> None:
        """A line of text: ``left`` from the left edge, ``right`` to the right one, on a ``band``."""
        if band is not None:
            self.items.append(Box(self.left - 3, self.y, self.right - self.left + 6, LINE, band, radius=5.0))
        baseline = self.y + LINE / 2 + size * 0.36
        room = self.right - self.left - 4
        if right:
            right_size = _fitted(right, size, False, room / 2)
            self.items.append(Label(self.right - 2, baseline, right, right_size, colour=colour, anchor="end"))
            room -= text_width(right, right_size) + 10
        text, left_size = _fit(left, size, bold, room)
        self.items.append(Label(self.left + 2, baseline, text, left_size, bold=bold, colour=colour))
        self.y += LINE + ROW_GAP

    def rule(self) -> None:
        self.y += SECTION_GAP / 2
        self.items.append(Box(self.left, self.y, self.right - self.left, 1.0, RULE))
        self.y += 1.0 + SECTION_GAP / 2

    def flow(self, groups: Sequence[_Group]) -> None:
        """Groups side by side, set apart, bottoms aligned, wrapped onto new rows; a group too long
        for a row is cut into even rows of its own (a river: full rows of its ``per_row``)."""
        rows: list[list[tuple[float, _Group, int, tuple[Tile | None, ...]]]] = []
        row: list[tuple[float, _Group, int, tuple[Tile | None, ...]]] = []
        x = self.left
        for group in groups:
            if not group.tiles:
                continue
            step = group.height * 0.75
            fits = max(1, int((self.right - self.left) / step))
            if group.per_row:  # a river fills its rows in turn: a tile never moves as it grows
                size = min(fits, group.per_row)
                pieces = [list(group.tiles[k : k + size]) for k in range(0, len(group.tiles), size)]
            else:
                pieces = wrap(list(group.tiles), fits)
            start = 0
            for number, piece in enumerate(pieces):
                width = len(piece) * step
                gap = group.gap if row else 0.0
                if row and (number or x + gap + width > self.right):
                    rows.append(row)
                    row, x, gap = [], self.left, 0.0
                row.append((x + gap, group, start, tuple(piece)))
                x += gap + width
                start += len(piece)
        if row:
            rows.append(row)
        for placed in rows:
            tall = max(group.height for _, group, _, _ in placed)
            for x, group, start, chunk in placed:
                top = self.y + tall - group.height
                for k, tile in enumerate(chunk):
                    self.items.append(TileItem(x + k * group.height * 0.75, top, group.height, tile,
                                               mark=group.whole or start + k == group.marked, area=group.area, title=self.title(tile)))
            self.y += tall + ROW_GAP

    def hand(self, tiles: Sequence[Tile], drawn: Tile | None, player: int, marked: int | None) -> None:
        """The viewer's concealed tiles in big tiles, even rows of at most 7, the drawn tile apart
        at the end of the last row (``marked``: the index of the outlined tile, the drawn one last)."""
        step = HAND * 0.75
        rows = wrap([*tiles, drawn], HAND_ROW) if drawn is not None else wrap(list(tiles), HAND_ROW)
        number = 0
        for row in rows:
            x = self.left
            for k, tile in enumerate(row):
                last = drawn is not None and row is rows[-1] and k == len(row) - 1
                if last:
                    x += GROUP_GAP * 1.5
                area = f"drawn-{player}" if last else f"hand-{player}"
                self.items.append(TileItem(x, self.y, HAND, tile, mark=number == marked, area=area, title=self.title(tile)))
                x += step
                number += 1
            self.y += HAND + ROW_GAP


def _fitted(text: str, size: float, bold: bool, room: float) -> float:
    """``size``, or a smaller one (not below 10) at which ``text`` fits ``room``."""
    while size > 10 and text_width(text, size, bold) > room:
        size -= 0.5
    return size


def _fit(text: str, size: float, bold: bool, room: float) -> tuple[str, float]:
    """``text`` at a size that fits ``room``, shortened with an ellipsis if even 10 px is too wide."""
    size = _fitted(text, size, bold, room)
    while len(text) > 1 and text_width(text, size, bold) > room:
        text = text[:-2].rstrip() + "…"
    return text, size


def _name(player: int, names: Sequence[str], lang: str) -> str:
    return names[player] if player < len(names) else tr("game.player_number", lang, number=player + 1)


def _seat_words(seat: SeatView, view: PlayerView, sheet: _Sheet, over: bool) -> tuple[str, str]:
    """A player's label: their name with seat, dealer and dead hand; their score."""
    parts = [_name(seat.player, sheet.names, sheet.lang)]
    if view.rules.fixed_seats:
        if len(view.seats) > 2:
            parts.append(tr("game.seat_number", sheet.lang, seat=seat.table_seat))
    else:
        parts.append(wind_name(seat.wind, sheet.lang))
    if seat.dealer and not (view.rules.fixed_seats and len(view.seats) == 2):
        parts.append(sheet.t("picture.dealer"))
    if seat.dead:
        parts.append(sheet.t("picture.dead"))
    result = view.result
    if over and result is not None and seat.player < len(result.deltas):
        change = result.deltas[seat.player]
        score = sheet.t("picture.score_change", score=seat.score, change=f"{change:+d}")
    else:
        score = sheet.t("picture.score", score=seat.score)
    return " · ".join(parts), score


def _marker(seat: SeatView, view: PlayerView, sheet: _Sheet, over: bool) -> tuple[str | None, str]:
    """The band and the word of a player whose turn it is, or whose tile is on offer."""
    if over or seat.player != view.turn:
        return None, ""
    if view.phase is Phase.TURN:
        return TURN_BAND, sheet.t("picture.turn")
    if view.phase is Phase.CLAIM:
        return OFFER_BAND, sheet.t("picture.claim")
    if view.phase is Phase.ROB:
        return OFFER_BAND, sheet.t("picture.rob")
    return None, ""


def _latest_discard(view: PlayerView) -> int | None:
    """The player whose last river tile is the table's latest discard (the tile on offer in a
    claim window), if it still lies there (read from the view's events: none without them). While
    a kong may be robbed, the kong's tile is the one on offer, not a discard."""
    if view.phase is Phase.CLAIM:
        return view.turn
    if view.phase is Phase.ROB:
        return None
    for event in reversed(view.events):
        if event.kind in (EventKind.CLAIM, EventKind.WIN, EventKind.HAND_START):
            return None
        if event.kind is EventKind.DISCARD:
            seat = event.seat
            if seat is not None and view.seats[seat].discards[-1:] == (event.tile,):
                return seat
            return None
    return None


def _sets(seat: SeatView, view: PlayerView, height: float, fresh: int | None = None) -> list[_Group]:
    """A player's declared sets and bonus tiles (``fresh``: the index of a set outlined whole, the
    one just made); while a kong may be robbed, its fourth tile (the one on offer, outlined) waits
    beside its pung."""
    groups = []
    waiting = _waiting(seat, view)
    for k, declared in enumerate(seat.declared):
        tiles = (None,) * 4 if declared is None else meld_tiles(declared.meld)
        gap = SET_GAP if not k else GROUP_GAP  # the sets stand apart from the concealed tiles
        groups.append(_Group(tiles, height, f"set-{seat.player}-{k}", gap=gap, whole=k == fresh))
        if waiting is not None and declared is not None and waiting in declared.meld.tiles:
            groups.append(_Group((waiting,), height, f"rob-{seat.player}", 0, gap=ROW_GAP))
            waiting = None
    if seat.bonus:
        groups.append(_Group(seat.bonus, SMALL if height <= OPEN else OPEN, f"bonus-{seat.player}", gap=SET_GAP))
    return groups


def _waiting(seat: SeatView, view: PlayerView) -> Tile | None:
    """The tile ``seat`` adds to a pung while the others may rob the kong."""
    if view.phase is not Phase.ROB or seat.player != view.turn or view.tile is None:
        return None
    pungs = [d.meld for d in seat.declared if d is not None and d.meld.is_pung]
    return view.tile if any(view.tile in meld.tiles for meld in pungs) else None


def _concealed(seat: SeatView, view: PlayerView) -> tuple[list[Tile | None], Tile | None]:
    """A player's concealed tiles as drawn (``None`` face down; the tile waiting beside its pung
    left out) and the tile just drawn, set apart."""
    shown = view.concealed if seat.player == view.seat else seat.concealed
    waiting = _waiting(seat, view)
    if shown is None:
        return [None] * (seat.concealed_count - (waiting is not None)), None
    tiles: list[Tile | None] = list(shown)
    if waiting is not None and waiting in tiles:
        tiles.remove(waiting)
    drawn = _drawn(seat, view)
    if drawn is not None:
        tiles.remove(drawn)
    return tiles, drawn


def _drawn(seat: SeatView, view: PlayerView) -> Tile | None:
    """The tile ``seat`` has just drawn, when the viewer sees it (to be set apart)."""
    if view.phase is not Phase.TURN or view.turn != seat.player or view.must_discard or view.tile is None:
        return None
    tiles = view.concealed if seat.player == view.seat else seat.concealed
    return view.tile if tiles is not None and view.tile in tiles else None


def _winning_groups(view: PlayerView) -> list[_Group]:
    """The winner's whole hand: the concealed tiles in the sets of the winning split, then the
    declared sets and the bonus tiles; the winning tile outlined."""
    result = view.result
    assert result is not None and result.winner is not None
    seat = view.seats[result.winner]
    concealed = tuple(seat.concealed or ())
    groups: list[tuple[Tile | None, ...]] = [concealed]
    split = result.score.decomposition if result.score is not None else None
    if split is not None:
        parts = [m.tiles for m in split.sets[len(seat.declared):]] + [(t, t) for t in split.pairs]
        parts += [split.singles] if split.singles else []
        if Counter(t for part in parts for t in part) == Counter(concealed):
            groups = list(parts)
    groups += [(None,) * 4 if d is None else d.meld.tiles for d in seat.declared]  # a won hand is shown whole
    out = []
    marked = False
    for tiles in groups:
        at = None
        if not marked and result.win_tile is not None and result.win_tile in tiles:
            at = len(tiles) - 1 - tiles[::-1].index(result.win_tile)
            marked = True
        out.append(_Group(tiles, WIN, "win", at))
    if seat.bonus:
        out.append(_Group(seat.bonus, SMALL, "win"))
    return out


def _points(view: PlayerView, lang: str) -> str:
    score = view.result.score if view.result is not None else None
    if score is None:
        return ""
    return f"+{score.total} {plural(f'score.unit.{score.unit}', score.total, lang)}"


def _draw(view: PlayerView, names: Sequence[str], lang: str, kids: bool, hand: bool, mark: Tile | None,
          width: float, river: tuple[float, int], fresh: tuple[int, int] | None = None) -> Scene:
    sheet = _Sheet(width, lang, kids, names)
    result = view.result
    over = result is not None
    sheet.line(sheet.t("picture.header", number=view.hand_no + 1,
                       round=wind_name(view.round_wind, lang), wall=view.wall_left), size=HEADER_SIZE, colour=GREY)
    winner = result.winner if result is not None else None
    if result is not None:
        if winner is not None:
            sheet.line(sheet.t("picture.win", name=_name(winner, names, lang), points=_points(view, lang)),
                       band=WIN_BAND, bold=True)
            sheet.flow(_winning_groups(view))
        else:
            sheet.line(sheet.t("picture.draw"), band=DRAW_BAND, bold=True)
    latest = _latest_discard(view) if mark is None else None  # a marked tile is the one outlined
    order = list(view.order)
    start = order.index(view.seat)
    others = order[start + 1 :] + order[:start]
    middle = kids and len(view.seats) == 2  # the children's table: both rivers in the middle
    for player in others:
        seat = view.seats[player]
        sheet.rule()
        _label(sheet, seat, view, over)
        if player != winner:
            tiles, drawn = _concealed(seat, view)
            groups = [_Group(tuple(tiles), OPEN if seat.concealed is not None else BACKS, f"hand-{player}")]
            if drawn is not None:
                groups.append(_Group((drawn,), OPEN, f"drawn-{player}"))
            sheet.flow(groups + _sets(seat, view, OPEN, _fresh(fresh, player)))
        if not middle:
            _river(sheet, seat, river, latest)
    me = view.me
    if middle:
        _middle(sheet, [view.seats[p] for p in [*others, view.seat]], river, latest)
    sheet.rule()
    _label(sheet, me, view, over)
    if not middle:
        _river(sheet, me, river, latest)
    if view.seat != winner:
        sheet.flow(_sets(me, view, MY_SETS, _fresh(fresh, view.seat)))
        if hand:
            mine, drawn = _concealed(me, view)
            own = [t for t in mine if t is not None]
            marked = None
            if mark is not None:
                if drawn == mark:
                    marked = len(own)
                elif mark in own:
                    marked = own.index(mark)
            sheet.hand(own, drawn, view.seat, marked)
    title = sheet.t("picture.title", number=view.hand_no + 1)
    return Scene(width, round(sheet.y + MARGIN - ROW_GAP), tuple(sheet.items), title=title)


def _label(sheet: _Sheet, seat: SeatView, view: PlayerView, over: bool) -> None:
    words, score = _seat_words(seat, view, sheet, over)
    band, word = _marker(seat, view, sheet, over)
    if band is not None:
        words = "▶ " + words
        score = f"{word} · {score}"
    sheet.line(words, score, band=band, bold=seat.player == view.seat)


def _fresh(fresh: tuple[int, int] | None, player: int) -> int | None:
    """The index of ``player``'s set to outline whole, if ``fresh`` names one of theirs."""
    return fresh[1] if fresh is not None and fresh[0] == player else None


def _middle(sheet: _Sheet, seats: Sequence[SeatView], size: tuple[float, int], latest: int | None) -> None:
    """The middle of a table of two (the children's): one panel between the players' rows with
    every river, each captioned with whose it is (an empty one too: "nothing yet")."""
    at, top = len(sheet.items), sheet.y + SECTION_GAP / 2
    sheet.y = top + PANEL_PAD
    for seat in seats:
        name = _name(seat.player, sheet.names, sheet.lang)
        key = "picture.river" if seat.discards else "picture.river_empty"
        sheet.line(sheet.t(key, name=name), size=HEADER_SIZE, colour=GREY)
        if seat.discards:
            marked = len(seat.discards) - 1 if latest == seat.player else None
            sheet.flow([_Group(seat.discards, size[0], f"river-{seat.player}", marked, size[1])])
    sheet.y += PANEL_PAD - ROW_GAP
    panel = Box(sheet.left - 3, top, sheet.right - sheet.left + 6, sheet.y - top, RIVER_PANEL, radius=6.0)
    sheet.items.insert(at, panel)
    sheet.y += ROW_GAP


def _river(sheet: _Sheet, seat: SeatView, size: tuple[float, int], latest: int | None) -> None:
    if seat.discards:
        marked = len(seat.discards) - 1 if latest == seat.player else None
        at, top = len(sheet.items), sheet.y
        sheet.y += PANEL_PAD
        sheet.flow([_Group(seat.discards, size[0], f"river-{seat.player}", marked, size[1])])
        sheet.y += PANEL_PAD - ROW_GAP
        panel = Box(sheet.left - 3, top, sheet.right - sheet.left + 6, sheet.y - top, RIVER_PANEL, radius=6.0)
        sheet.items.insert(at, panel)
        sheet.y += ROW_GAP


def table_scene(
    view: PlayerView,
    names: Sequence[str],
    lang: str | None = None,
    *,
    kids: bool = False,
    hand: bool = True,
    mark: Tile | None = None,
    width: float = WIDTH,
    fresh: tuple[int, int] | None = None,
) -> Scene:
    """The table as ``view`` sees it (see the module's notes); ``names[player]`` names each player
    (the viewer too: "ты", "you"); ``kids`` (or the rule set's ``kids_words``) speaks the children's
    words; ``hand=False`` leaves out the viewer's concealed tiles (shown elsewhere, as buttons);
    ``mark`` outlines a tile of the viewer's hand (a review: the tile played; a hint: the tile to
    throw) and then no other tile is outlined (not the latest discard); ``fresh``: ``(player, k)``,
    the ``k``-th declared set of ``player`` outlined whole (a set just made, the kids' "moment").
    At the children's table of two both rivers lie in the middle, between the players' rows, each
    captioned with whose it is.

    >>> from mjcore.game.state import new_game
    >>> from mjcore.game.view import view
    >>> table = table_scene(view(new_game("mcr", seed=4), 0), ["вы", "Юг", "Запад", "Север"], "ru")
    >>> [len(table.tiles(f"hand-{p}")) for p in range(4)], table.height <= height_limit(4)
    ([13, 13, 13, 13], True)
    """
    code = resolve_lang(lang)
    kids = kids or view.rules.kids_words
    limit = height_limit(len(view.seats), width)
    scene = None
    for river in RIVER_SIZES:  # the largest river tiles that fit
        scene = _draw(view, names, code, kids, hand, mark, width, river, fresh)
        if scene.height <= limit:
            break
    assert scene is not None
    return scene


def warm(scale: float = 2) -> int:
    """Draw the bitmaps of every tile at every size of the table's picture now (a second or two
    once a process), so that the first picture takes milliseconds too; returns how many.

    >>> warm(1)  # ten sizes (four of them on the rivers' panel) of 43 bitmaps: every tile and the back
    430
    """
    sizes = {round(h * scale) for h in (HAND, MY_SETS, OPEN, SMALL, BACKS, WIN)}
    from mjcore.render import bitmap  # numpy and Pillow: the PNG's only

    count = sum(bitmap.prerender(size) for size in sorted(sizes))
    return count + sum(bitmap.prerender(round(h * scale), background=RIVER_PANEL) for h, _ in RIVER_SIZES)
