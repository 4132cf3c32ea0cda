"""The table in words (Russian or English): events, players, hands, results.

The one narration of the notebook table, the bot and the terminal game (:func:`step_lines`
tells what a :class:`~mjcore.game.table.Step` changed). Names of players come from the caller
(``names[player]``, :meth:`~mjcore.game.table.Table.names`); the viewer is "you" («ты» at the
kids' table). Tiles are written in MPSZ notation (:func:`legend` explains it once), or by their
children's names (``tile_names``); the kids' rule set speaks of фишки and of seat numbers instead
of winds, and at its table of two of "ты" and "компьютер" only.

>>> from mjcore.game.state import new_game
>>> from mjcore.game.view import view
>>> v = view(new_game("kids2p", seed=1), 0)
>>> lines = [event_text(e, v, ["you", "computer"], "en") for e in v.events]
>>> lines[0]
'Round 1. First player: you.'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mjcore.game.actions import ActionKind
from mjcore.game.events import Event, EventKind
from mjcore.game.state import HandResult, Phase
from mjcore.game.view import PlayerView, SeatView
from mjcore.i18n import CORE, Message, default_lang, normalize_lang, tr
from mjcore.tiles import WINDS, Tile

if TYPE_CHECKING:  # the table module imports this one's neighbours
    from mjcore.game.table import Step

_WIND_KEYS = ("game.wind.east", "game.wind.south", "game.wind.west", "game.wind.north")


def _lang(lang: str | None) -> str:
    return normalize_lang(lang) or default_lang()


def tiles_text(tiles: Sequence[Tile]) -> str:
    """Tiles in notation, one by one: ``'1m 2m 3m 5z'``."""
    return " ".join(str(t) for t in tiles)


def _tiles(tiles: Sequence[Tile], kids: bool) -> object:  # kids: shown by their names
    """Tiles for a message: in notation, or (for children) the tiles themselves, shown by name."""
    return tuple(tiles) if kids else tiles_text(tiles)


def legend(lang: str | None = None, *, kids: bool = False) -> str:
    """How the tiles are written (one line)."""
    return Message("game.legend").text(_lang(lang), kids=kids)


def wind_name(wind: Tile, lang: str | None = None) -> str:
    return tr(_WIND_KEYS[WINDS.index(wind)], _lang(lang))


def seat_label(seat: SeatView, view: PlayerView, lang: str | None = None) -> str:
    """``'seat 3'`` for kids, ``'East'`` elsewhere."""
    code = _lang(lang)
    if view.rules.fixed_seats:
        return tr("game.seat_number", code, seat=seat.table_seat)
    return wind_name(seat.wind, code)


def player_name(player: int, view: PlayerView, names: Sequence[str], lang: str | None = None) -> str:
    """``'you (East)'``, ``'computer (South)'``; at the kids' table of two no seat at all (the
    glossary: "ты" and "компьютер"), and the child is «ты».

    >>> from mjcore.game.state import new_game
    >>> from mjcore.game.view import view
    >>> v = view(new_game("kids2p", seed=1), 0)
    >>> player_name(0, v, ["you", "computer"], "ru"), player_name(1, v, ["ты", "компьютер"], "ru")
    ('ты', 'компьютер')
    >>> player_name(1, view(new_game("mcr2p", seed=1), 0), ["you", "computer"], "en")
    'computer (West)'
    """
    code = _lang(lang)
    seat = view.seats[player]
    kids = view.rules.kids_words
    if player == view.seat:
        who = tr(CORE.variant("game.you", ".kids", code) if kids else "game.you", code)
    else:
        who = names[player] if player < len(names) else str(player + 1)
    if view.rules.fixed_seats and len(view.seats) == 2:
        return who
    return f"{who} ({seat_label(seat, view, code)})"


def _sitting(view: PlayerView, names: Sequence[str], lang: str) -> dict[int, str] | None:
    """Who sits at each side of the wall, for the dice's count at a table of two (``None``: at
    four seats the winds or seat numbers name the sides)."""
    if len(view.seats) != 2:
        return None
    return {seat.table_seat: player_name(seat.player, view, names, lang) for seat in view.seats}


def event_text(event: Event, view: PlayerView, names: Sequence[str], lang: str | None = None, *,
               tile_names: bool = False) -> str | None:
    """One event in words for the viewer of ``view`` (``None`` for events not worth a line);
    tiles in notation, or with ``tile_names`` by their children's names (the kids' table)."""
    code = _lang(lang)
    kids = view.rules.kids_words
    style = "kids" if tile_names else "code"

    def t(key: str, **params: object) -> str:
        return Message.of(key, **params).text(code, tiles=style, kids=kids)

    def who(player: int | None) -> str:
        return player_name(player, view, names, code) if player is not None else ""

    kind = event.kind
    if kind is EventKind.HAND_START:
        return t("game.event.hand_start", number=(event.value or 0) + 1, round=wind_name(event.tile or WINDS[0], code),
                 dealer=who(event.seat))
    if kind is EventKind.DICE and event.data is not None and kids and len(view.seats) == 2:
        # the children's table of two: no d4 or d20 (lesson 10 throws six-sided dice), only the break
        return t("game.event.wall_broken", stacks=event.data.stacks)  # type: ignore[attr-defined]
    if kind is EventKind.DICE and event.data is not None:
        winds = {s.table_seat: s.wind for s in view.seats}
        explained: str = event.data.explain(code, kids=kids, winds=winds, sitting=_sitting(view, names, code))  # type: ignore[attr-defined]
        return explained
    if kind is EventKind.DEAL:
        if event.tiles:
            return t("game.event.deal_own", name=who(event.seat), tiles=_tiles(sorted(event.tiles), tile_names))
        return None
    if kind is EventKind.BONUS:
        return t("game.event.bonus", name=who(event.seat), tile=event.tile, full=event.tile.full_name(code) if event.tile else "")
    if kind is EventKind.DRAW:
        key = "game.event.draw_replacement" if event.note == "replacement" else "game.event.draw"
        if event.tile is None:
            return t(key + "_hidden", name=who(event.seat))
        if event.seat != view.seat and event.note != "replacement":
            return None  # open play: the discard that follows tells the story
        return t(key, name=who(event.seat), tile=event.tile)
    if kind is EventKind.DISCARD:
        return t("game.event.discard", name=who(event.seat), tile=event.tile)
    if kind is EventKind.CLAIM:
        return t("game.event.claim", name=who(event.seat), tile=event.tile, set=t(f"game.set.{event.note}"),
                 tiles=_tiles(event.tiles, tile_names), other=who(event.other))
    if kind is EventKind.KONG:
        if event.tile is None:
            return t("game.event.kong_hidden", name=who(event.seat))
        return t(f"game.event.kong_{event.note}", name=who(event.seat), tile=event.tile)
    if kind is EventKind.WIN:
        how = {"self_drawn": "game.event.win_self", "robbing": "game.event.win_robbing"}.get(event.note, "game.event.win_discard")
        return t(how, name=who(event.seat), tile=event.tile, other=who(event.other))
    if kind is EventKind.FALSE_MAHJONG:
        key = "game.event.false_mahjong_penalty" if event.value else "game.event.false_mahjong"
        return t(key, name=who(event.seat), why=t(f"game.false.{event.note}"), penalty=event.value or 0)
    if kind is EventKind.EXHAUSTED:
        return t("game.event.exhausted")
    return None  # hand_end and game_end: the caller shows the result and the scores


def step_lines(step: Step, view: PlayerView, names: Sequence[str], lang: str | None = None, *,
               tile_names: bool = False) -> list[str]:
    """What ``step`` changed, told to the viewer of ``view``: the first deal, then each move's
    events as the viewer sees them and, at an open table, the computer's reason after its move
    (a pass goes without words). The one narration of the notebook, the bot and ``play``.

    >>> from mjcore.game.table import Table, persons_against_computer
    >>> step = Table.start("kids2p", persons_against_computer(2, "beginner"), seed=1)
    >>> table = step.table
    >>> step = table.play(table.legal(0)[0])
    >>> lines = step_lines(step, step.table.view(0), step.table.names(0, "en"), "en")
    >>> lines[0].startswith("you: threw away"), any(line.startswith("(why: ") for line in lines)
    (True, True)
    """
    code = _lang(lang)
    rules = view.rules
    open_play = rules.open_hands
    kids = rules.kids_words
    out: list[str] = []

    def tell(found: Sequence[Event]) -> None:
        for event in found:
            seen = event.seen_by(view.seat, open_play=open_play or view.phase in (Phase.HAND_OVER, Phase.GAME_OVER),
                                 hidden_kongs=rules.hidden_kongs)
            line = event_text(seen, view, names, code, tile_names=tile_names)
            if line:
                out.append(line)

    tell(step.opening)
    for move in step.moves:
        tell(move.events)
        decision = move.decision
        if decision is not None and open_play and move.action.kind is not ActionKind.PASS:
            reason = decision.reason.text(code, tiles="kids" if tile_names else "code", kids=kids)
            out.append(Message.of("game.why", reason=reason).text(code, kids=kids))
    return out


@dataclass(frozen=True, slots=True)
class Moment:
    """What the children's table shows as a moment after a step: one short kind sentence about
    what the computer did to the child (``message``) and ``fresh``: ``(player, k)``, the set it
    has just made of the child's tile (its ``k``-th declared set, to outline), or ``None``."""

    message: Message
    fresh: tuple[int, int] | None = None


def kids_moment(step: Step, view: PlayerView, names: Sequence[str]) -> Moment | None:
    """The moment of ``step`` for the child at ``view`` (the kids' rule set): another player won
    ("the computer has mahjong — never mind, next time!"), or took the child's discard for a set
    (what the set is: three the same, three neighbours, four the same); ``None`` otherwise.

    >>> from mjcore.game.table import Table, persons_against_computer
    >>> step = Table.start("kids2p", persons_against_computer(2, "beginner"), seed=1)
    >>> kids_moment(step, step.table.view(0), ["ты", "компьютер"]) is None
    True
    """
    if not view.rules.kids_words:
        return None
    found = step.events()
    for event in reversed(found):
        if event.kind is EventKind.WIN and event.seat is not None and event.seat != view.seat:
            return Moment(Message.of("game.moment.won", name=_capital(names[event.seat])))
    for event in reversed(found):
        if event.kind is EventKind.CLAIM and event.seat is not None and event.seat != view.seat \
                and event.other == view.seat:
            seat = view.seats[event.seat]
            made = [k for k, d in enumerate(seat.declared) if d is not None and Counter(d.meld.tiles) == Counter(event.tiles)]
            message = Message.of(f"game.moment.claim.{event.note}", name=_capital(names[event.seat]), tile=event.tile)
            return Moment(message, (event.seat, made[-1]) if made else None)
    return None


def _capital(name: str) -> str:
    """A name at the start of a sentence: "компьютер" -> "Компьютер"."""
    return name[:1].upper() + name[1:]


def hand_lines(view: PlayerView, names: Sequence[str], lang: str | None = None) -> list[str]:
    """The table: the wall, every player's sets, bonus tiles, discards (and concealed tiles
    where the viewer may see them), the viewer's hand last."""
    code = _lang(lang)
    kids = view.rules.kids_words

    def t(key: str, **params: object) -> str:
        return Message.of(key, **params).text(code, tiles="code", kids=kids)

    lines = [t("game.table.header", number=view.hand_no + 1, round=wind_name(view.round_wind, code), wall=view.wall_left)]
    order = list(view.order)
    start = order.index(view.seat)
    for player in order[start + 1 :] + order[: start + 1]:
        seat = view.seats[player]
        parts = [player_name(player, view, names, code) + (" " + t("game.table.dealer") if seat.dealer else "")]
        if player != view.seat:
            if seat.concealed is not None:
                parts.append(t("game.table.concealed", tiles=tiles_text(seat.concealed)))
            else:
                parts.append(t("game.table.hidden", count=seat.concealed_count))
        sets = " ".join(_declared_text(d) for d in seat.declared)
        if sets:
            parts.append(t("game.table.sets", sets=sets))
        if seat.bonus:
            parts.append(t("game.table.bonus", tiles=tiles_text(seat.bonus)))
        if seat.dead:
            parts.append(t("game.table.dead"))
        lines.append(" | ".join(parts))
        lines.append("    " + t("game.table.discards", tiles=tiles_text(seat.discards) if seat.discards else "—"))
    own = list(view.concealed)
    drawn = ""
    if view.tile is not None and view.turn == view.seat and view.phase is Phase.TURN and view.tile in own:
        own.remove(view.tile)
        drawn = " + " + t("game.table.drawn", tile=view.tile)
    lines.append(t("game.table.your_hand", tiles=tiles_text(own)) + drawn)
    return lines


def _declared_text(declared: object) -> str:
    if declared is None:
        return "[##]"
    return str(declared.meld)  # type: ignore[attr-defined]


def result_lines(result: HandResult, view: PlayerView, names: Sequence[str], lang: str | None = None, *,
                 tile_names: bool = False) -> list[str]:
    """The end of a hand: the winning hand and its score, or the draw; every player's change
    (``tile_names``: tiles by their children's names)."""
    code = _lang(lang)
    kids = view.rules.kids_words
    lines: list[str] = []
    if result.winner is not None and result.score is not None:
        seat = view.seats[result.winner]
        hand: object = " ".join([tiles_text(seat.concealed or ())] + [_declared_text(d) for d in seat.declared])
        if tile_names:
            hand = (*(seat.concealed or ()), *(t for d in seat.declared if d is not None for t in d.meld.tiles))
        lines.append(Message.of("game.result.hand", name=player_name(result.winner, view, names, code),
                                hand=hand).text(code, kids=kids, tiles="kids" if tile_names else "name"))
        # the system's payments name four seats: the table's own come below, for the seats present
        lines += ["  " + line for line in result.score.explain(code, kids=tile_names, payments=False).splitlines()]
    changes = ", ".join(
        f"{player_name(p, view, names, code)} {delta:+d} → {view.seats[p].score}" for p, delta in enumerate(result.deltas)
    )
    lines.append(Message.of("game.result.scores", scores=changes).text(code, kids=kids))
    return lines


__all__ = ["Moment", "event_text", "hand_lines", "kids_moment", "legend", "player_name", "result_lines", "seat_label",
           "step_lines", "tiles_text", "wind_name"]
