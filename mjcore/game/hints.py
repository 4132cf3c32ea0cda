"""Hints for the learner: the best discards with their useful tiles, the claims on offer,
"you are ready: waiting on ...", and what the advanced opponent would do and why.

Hints read the learner's :class:`~mjcore.game.view.PlayerView` only and use the rules
core's exact analysis (:func:`mjcore.analysis.analyze_discards`, :func:`mjcore.analysis.waits`)
with every winning shape of the rule set, so they agree with the ``analyze`` command. In a
rule set with a minimum (Chinese Official, Hong Kong) a wait is marked when a win on it
would not reach the minimum.

>>> from mjcore.game.state import new_game
>>> from mjcore.game.view import view
>>> hints = hint(view(new_game("kids2p", seed=4), 0))
>>> len(hints.discards) > 0, hints.discards[0].shanten >= 0
(True, True)
>>> print(hints.lines("en")[0])
Best tiles to throw away:
"""

from __future__ import annotations

from dataclasses import dataclass

from mjcore.analysis import rank_discards, useful_tiles, waits
from mjcore.game.actions import Action, ActionKind
from mjcore.game.ai import Decision, choose, has_minimum, win_counts
from mjcore.game.state import Phase
from mjcore.game.view import PlayerView
from mjcore.hand import Hand
from mjcore.i18n import Lang, Message, default_lang, normalize_lang, show
from mjcore.shanten import shanten_of_counts
from mjcore.tiles import Tile


@dataclass(frozen=True, slots=True)
class DiscardHint:
    """One discard: the shanten it leaves, the useful tiles and their unseen copies; for a
    ready hand, the waits (``counts``: whether each would make a win that counts)."""

    tile: Tile
    shanten: int
    useful: tuple[Tile, ...]
    count: int
    waits: tuple[tuple[Tile, int, bool], ...] = ()


@dataclass(frozen=True, slots=True)
class ClaimHint:
    """A claim on offer and what it does to the hand (shanten before and after)."""

    action: Action
    before: int
    after: int


@dataclass(frozen=True, slots=True)
class Hints:
    """Everything a learner may be told now (see :meth:`lines` for the words)."""

    rules_kids: bool
    can_win: bool
    discards: tuple[DiscardHint, ...]
    claims: tuple[ClaimHint, ...]
    waits: tuple[tuple[Tile, int, bool], ...]
    shanten: int | None
    claimed: Tile | None
    advice: Decision | None

    def child(self) -> tuple[Message, Tile | None]:
        """The hint for a child: one short message and the tile to light up on the table (a
        glow, never a position or a code); ``None`` when nothing is to be lit.

        >>> from mjcore.game import new_game, view
        >>> message, tile = hint(view(new_game("kids2p", seed=4), 0)).child()
        >>> message.key, tile is not None
        ('child.hint.discard', True)
        """
        if self.can_win:
            return Message("child.hint.win"), None
        if self.claims and self.claimed is not None:
            if any(c.after < c.before for c in self.claims):
                return Message.of("child.hint.take", tile=self.claimed), self.claimed
            return Message.of("child.hint.leave", tile=self.claimed), None
        if self.discards:
            best = self.discards[0]
            key = "child.hint.discard_ready" if best.shanten == 0 else "child.hint.discard"
            return Message.of(key, tile=best.tile), best.tile
        return Message("child.hint.wait"), None

    def lines(self, lang: str | None = None, *, top: int = 3) -> list[str]:
        """The hints in words, most important first."""
        code = normalize_lang(lang) or default_lang()
        kids = self.rules_kids

        def t(key: str, **params: object) -> str:
            return Message.of(key, **params).text(code, tiles="code", kids=kids)

        out: list[str] = []
        if self.can_win:
            out.append(t("game.hint.win"))
        if self.discards:
            out.append(t("game.hint.best_discards"))
            for i, d in enumerate(self.discards[:top], 1):
                if d.waits:
                    detail = _ready_text(d.waits, code, kids)
                else:
                    detail = t("game.reason.discard.one" if d.shanten == 1 else "game.reason.discard.far",
                               useful=d.count, away=d.shanten)
                    if d.useful:
                        detail += " — " + " ".join(str(u) for u in d.useful)
                out.append(f"  {i}. {Action.discard(0, d.tile).describe(code, kids=kids)}: {detail}")
        for claim in self.claims:
            if claim.action.kind is ActionKind.MAHJONG:
                key, what = "game.hint.claim_win", ""
            else:
                what = t(f"game.set.{claim.action.kind.name.lower()}")
                key = "game.hint.claim_helps" if claim.after < claim.before else "game.hint.claim_no_help"
            out.append(t(key, tile=self.claimed or "", set=what, away=_away(claim.after, code, kids)))
        if self.waits and not self.discards:
            out.append(_ready_text(self.waits, code, kids))
        elif self.shanten is not None and self.shanten > 0 and not self.discards:
            out.append(t("game.hint.away", away=_away(self.shanten, code, kids)))
        if self.advice is not None:
            out.append(t("game.hint.advice", text=self.advice.text(code)))
        return out


def _away(shanten: int, lang: Lang, kids: bool) -> str:
    if shanten <= 0:
        return Message("game.word.ready").text(lang, kids=kids)
    return show(shanten, lang, "count=game.word.tile", kids=kids)


def _ready_text(found: tuple[tuple[Tile, int, bool], ...], lang: str, kids: bool) -> str:
    left = sum(n for _, n, _ in found)
    text = Message.of("game.hint.ready", waits=tuple(tile for tile, _, _ in found), left=left)
    weak = tuple(tile for tile, _, counts in found if not counts)
    if weak:
        text = Message.join([text, Message.of("game.hint.below_minimum", tiles=weak)])
    return text.text(lang, tiles="code", kids=kids)


def _waits_with_value(view: PlayerView, hand13: Hand) -> tuple[tuple[Tile, int, bool], ...]:
    visible = view.visible()
    found = waits(hand13, visible, view.rules.shapes)
    out = []
    counts = [0] * 34
    for tile in hand13.concealed:
        counts[tile] += 1
    for w in found:
        counts_ok = True
        if has_minimum(view.rules):
            by_discard, by_self = win_counts(view, counts, w.tile)
            counts_ok = by_discard or by_self
        out.append((w.tile, w.unseen, counts_ok))
    return tuple(out)


def hint(view: PlayerView, *, advice: bool = True) -> Hints:
    """The hints for the player of ``view`` (``advice``: add the advanced player's choice)."""
    rules = view.rules
    shapes = rules.shapes
    hand = view.hand()
    view.visible()
    kinds = {a.kind for a in view.legal}
    can_win = ActionKind.MAHJONG in kinds
    discards: list[DiscardHint] = []
    claims: list[ClaimHint] = []
    found_waits: tuple[tuple[Tile, int, bool], ...] = ()
    shanten_now: int | None = None
    if view.phase is Phase.TURN and view.turn == view.seat and hand.tile_count == 14:
        for d in rank_discards(hand.counts(), len(hand.melds), hand.all_counts(), view.unseen(), shapes):
            ready: tuple[tuple[Tile, int, bool], ...] = ()
            if d.shanten == 0:
                ready = _waits_with_value(view, hand.without_tile(d.tile))
            discards.append(DiscardHint(d.tile, d.shanten, d.useful, d.useful_count, ready))
    elif hand.tile_count == 13:
        shanten_now, _ = useful_tiles(hand.counts(), len(hand.melds), hand.all_counts(), shapes)
        if shanten_now == 0:
            found_waits = _waits_with_value(view, hand)
        if view.phase is Phase.CLAIM and view.tile is not None:
            for action in view.legal:
                if action.kind in (ActionKind.PUNG, ActionKind.KONG, ActionKind.CHOW):
                    claims.append(ClaimHint(action, shanten_now, _after_claim(view, action)))
                elif action.kind is ActionKind.MAHJONG:
                    claims.append(ClaimHint(action, shanten_now, -1))
    suggestion = None
    if advice and view.legal:
        suggestion = choose(view, "advanced")
    claimed = view.tile if view.phase in (Phase.CLAIM, Phase.ROB) else None
    return Hints(rules.kids_words, can_win, tuple(discards), tuple(claims), found_waits, shanten_now, claimed, suggestion)


def _after_claim(view: PlayerView, action: Action) -> int:
    """The best shanten after making the claim (and the discard that follows it)."""
    tile = view.tile
    assert tile is not None
    counts = view.counts()
    if action.kind is ActionKind.CHOW:
        used = [Tile(action.tile + i) for i in range(3)]  # type: ignore[operator]
        used.remove(tile)
    else:
        used = [tile] * (3 if action.kind is ActionKind.KONG else 2)
    for t in used:
        counts[t] -= 1
    melds = len(view.declared) + 1
    if action.kind is ActionKind.KONG:
        return shanten_of_counts(counts, melds, view.rules.shapes)
    held = view.hand(tile).all_counts()
    return rank_discards(counts, melds, held, view.unseen(), view.rules.shapes)[0].shanten


__all__ = ["ClaimHint", "DiscardHint", "Hints", "hint"]
