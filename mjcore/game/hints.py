"""Hints for the learner: the coach's ranking of the decision at hand, in words.

A hint is the coach's judgement (:func:`mjcore.game.coach.assess`) of what the learner's
:class:`~mjcore.game.view.PlayerView` offers — the same judgement the advanced computer player
acts on and the review applies afterwards, so a hint never contradicts either. Between decisions
(another player's turn) it tells how far the hand is from ready, or its waits (marking the waits
that would not reach the rule set's minimum).

>>> from mjcore.game.state import new_game
>>> from mjcore.game.view import view
>>> hints = hint(view(new_game("kids2p", seed=4), 0))
>>> hints.advice is not None and hints.advice.action == hints.options[0].action
True
>>> print(hints.lines("en")[0])
Best tiles to throw away:
"""

from __future__ import annotations

from dataclasses import dataclass

from mjcore.analysis import useful_tiles, waits
from mjcore.game.actions import ActionKind
from mjcore.game.ai import Decision, win_counts
from mjcore.game.coach import Assessment, DecisionKind, Option, assess, explain, option_words
from mjcore.game.state import Phase
from mjcore.game.view import PlayerView
from mjcore.i18n import Lang, Message, default_lang, normalize_lang, show
from mjcore.tiles import Tile


@dataclass(frozen=True, slots=True)
class Hints:
    """Everything a learner may be told now (see :meth:`lines` for the words): the coach's
    assessment of the decision (``None`` when nothing is asked of the learner), and between
    decisions the hand's shanten or its waits ``(tile, unseen, counts)``."""

    kids: bool
    assessment: Assessment | None
    waits: tuple[tuple[Tile, int, bool], ...] = ()
    shanten: int | None = None
    claimed: Tile | None = None

    @property
    def options(self) -> tuple[Option, ...]:
        """The options of the decision, best first (the coach's ranking)."""
        return () if self.assessment is None else self.assessment.options

    @property
    def can_win(self) -> bool:
        return any(o.is_win for o in self.options)

    @property
    def advice(self) -> Decision | None:
        """What the advanced computer player would do here, and why (the coach's best)."""
        if self.assessment is None:
            return None
        best = self.assessment.best
        return Decision(best.action, explain(best), self.claimed, self.kids)

    def child(self) -> tuple[Message, Tile | None]:
        """The hint for a child: one short message and the tile to light up on the table (a
        glow, never a position or a code); ``None`` when nothing is to be lit.

        >>> from mjcore.game import new_game, view
        >>> message, tile = hint(view(new_game("kids2p", seed=4), 0)).child()
        >>> message.key, tile is not None
        ('child.hint.discard', True)
        """
        if self.assessment is None:
            return Message("child.hint.wait"), None
        best = self.assessment.best
        if best.is_win:
            return Message("child.hint.win"), None
        if self.assessment.kind is DecisionKind.CLAIM and self.claimed is not None:
            if best.action.kind.is_claim:
                return Message.of("child.hint.take", tile=self.claimed), self.claimed
            return Message.of("child.hint.leave", tile=self.claimed), None
        if best.action.kind is ActionKind.DISCARD and best.action.tile is not None:
            key = "child.hint.discard_ready" if best.shanten == 0 else "child.hint.discard"
            return Message.of(key, tile=best.action.tile), best.action.tile
        return Message.of("child.hint.kong"), best.action.tile

    def lines(self, lang: str | None = None, *, top: int = 3) -> list[str]:
        """The hints in words, the coach's choice first: the best ``top`` options, each with what
        it leaves (steps from ready, useful tiles, the chance to win, the danger)."""
        code = normalize_lang(lang) or default_lang()
        kids = self.kids

        def t(message: Message) -> str:
            return message.text(code, tiles="code", kids=kids)

        out: list[str] = []
        assessment = self.assessment
        if assessment is not None:
            if self.can_win:
                out.append(t(Message("game.hint.win")))
            elif assessment.kind is DecisionKind.TURN:
                out.append(t(Message("game.hint.best_discards")))
            else:
                out.append(t(Message.of("game.hint.claim_head", tile=self.claimed or "")))
            for i, option in enumerate(assessment.options[:top], 1):
                what = option_words(option)
                out.append(f"  {i}. {t(what)}: {t(explain(option))}")
            return out
        if self.waits:
            out.append(_ready_text(self.waits, code, kids))
        elif self.shanten is not None and self.shanten > 0:
            out.append(t(Message.of("game.hint.away", away=_away(self.shanten, code, kids))))
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


def hint(view: PlayerView) -> Hints:
    """The hints for the player of ``view``."""
    kids = view.rules.kids_words
    claimed = view.tile if view.phase in (Phase.CLAIM, Phase.ROB) else None
    if view.legal and view.legal[0].kind is not ActionKind.NEXT_HAND:
        return Hints(kids, assess(view), claimed=claimed)
    hand = view.hand()
    if hand.tile_count != 13:
        return Hints(kids, None, claimed=claimed)
    shanten, _ = useful_tiles(hand.counts(), len(hand.melds), hand.all_counts(), view.rules.shapes)
    found: tuple[tuple[Tile, int, bool], ...] = ()
    if shanten == 0:
        counts = hand.counts()
        out = []
        for w in waits(hand, view.visible(), view.rules.shapes):
            on_discard, on_self = win_counts(view, counts, w.tile) if view.rules.minimum > 0 else (True, True)
            out.append((w.tile, w.unseen, on_discard or on_self))
        found = tuple(out)
    return Hints(kids, None, found, shanten, claimed)


__all__ = ["Hints", "hint"]
