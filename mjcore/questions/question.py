"""The question every quiz family and every drill produces: a value type shared by lessons, bot and CLI.

A :class:`Question` holds its prompt, explanation and option labels as
:class:`~mjcore.i18n.Message` values, translated when shown (a tile reads ``5 of Dots (5p)``:
the quiz's templates say so with ``{tile:full}``), the tiles to show (a tuple of tiles, or a
:class:`~mjcore.hand.Hand`: front ends show the value, ``str(q.hand)`` or its tiles, and never
read its text again), the answer form, the options and the correct answer as option values
(tile codes, ``"chow"``, ``"yes"``, a number as text).

>>> q = Question("tile_number", 1, Message("quiz.tile_number.prompt"), AnswerForm.NUMBER,
...              answer=("5",), explanation=Message.of("quiz.about.suited", tile=Tile.P5,
...              suit=Message("tile.suit.p"), n=5), tiles=(Tile.P5,))
>>> q.check("5"), q.check(["5"]), q.check("6")
(True, True, False)
>>> q.prompt.text("en"), q.to_json("en")["answer"]
('What number is on this tile?', ['5'])
>>> q.explanation.text("en")
'5 of Dots (5p): the suit is Dots, the number is 5.'
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from mjcore.hand import Hand
from mjcore.i18n import LANGS, Message, resolve_lang, show, tr
from mjcore.questions.names import read_names
from mjcore.scoring.base import WinContext
from mjcore.tiles import Tile


class AnswerForm(Enum):
    """How the learner answers."""

    ONE = "one"  #: one of the options
    SEVERAL = "several"  #: every correct option (one or more)
    TILES = "tiles"  #: pick tiles (any kind; the answer is a set of tile codes)
    NUMBER = "number"  #: type a whole number
    NAMES = "names"  #: type the names of scoring patterns (the answer: their keys; :mod:`mjcore.questions.names`)


@dataclass(frozen=True, slots=True)
class Option:
    """A choice: its value (what :meth:`Question.check` compares) and its label; a tile's
    option also carries the tile (its value is the tile's code), so no front end reads it back."""

    value: str
    label: Message
    tile: Tile | None = None


@dataclass(frozen=True, slots=True)
class Question:
    """One generated question with its correct answer and a teaching explanation."""

    family: str
    level: int
    prompt: Message
    form: AnswerForm
    answer: tuple[str, ...]
    explanation: Message
    tiles: tuple[Tile, ...] = ()
    #: The hand the question is about, if any (a set's tiles alone are a partial hand).
    hand: Hand | None = None
    options: tuple[Option, ...] = ()
    #: How a scored hand was won (scoring families only).
    context: WinContext | None = None
    #: Whether the pictures show the tiles' corner index; False when it would give the answer
    #: away (a question about a tile's number or its Chinese numeral).
    show_index: bool = True
    #: A drill's earlier steps (:mod:`mjcore.drills`), each a question of its own; this
    #: question is the last step.
    steps: tuple[Question, ...] = ()
    #: What each option means when picked (option value -> words): a puzzle from the learner's own
    #: game explains the option chosen, not only the right one (:meth:`explain`).
    feedback: tuple[tuple[str, Message], ...] = ()

    def check(self, response: str | Iterable[str]) -> bool:
        """Whether ``response`` (a value, or the values picked) is exactly the answer.

        Order does not matter for several choices and tiles; numbers compare as integers.
        """
        given = [response] if isinstance(response, str) else list(response)
        given = [str(g).strip() for g in given]
        if self.form is AnswerForm.NUMBER:
            try:
                return len(given) == 1 and int(given[0]) == int(self.answer[0])
            except ValueError:
                return False
        if self.form is AnswerForm.ONE:
            return len(given) == 1 and given[0] == self.answer[0]
        if self.form is AnswerForm.NAMES:
            system = (self.answer[0] if self.answer else self.family.removeprefix("score_")).partition(".")[0]
            found, unknown = read_names("\n".join(given), system)
            return not unknown and sorted(found) == sorted(self.answer)
        return sorted(set(given)) == sorted(self.answer) and len(given) == len(set(given))

    def explain(self, response: str | Iterable[str] | None = None) -> Message:
        """The explanation to show after ``response``: what the option picked means when the
        question has words for it (:attr:`feedback`), else the explanation of the answer.

        >>> q = Question("x", 1, Message("quiz.none"), AnswerForm.ONE, ("a",), Message("quiz.none"),
        ...              feedback=(("b", Message("quiz.tile_number.prompt")),))
        >>> q.explain("b").key, q.explain("a").key
        ('quiz.tile_number.prompt', 'quiz.none')
        """
        if response is not None and self.feedback:
            given = [response] if isinstance(response, str) else list(response)
            words = dict(self.feedback)
            if len(given) == 1 and str(given[0]).strip() in words:
                return words[str(given[0]).strip()]
        return self.explanation

    @property
    def answer_tiles(self) -> tuple[Tile, ...]:
        """The answer's tiles: the tiles picked for a ``TILES`` answer, or the tiles of the right
        options; ``()`` when the answer is no tile.

        >>> q = Question("find_waits", 1, Message("quiz.none"), AnswerForm.TILES, ("1m", "4m"), Message(""))
        >>> q.answer_tiles
        (Tile.M1, Tile.M4)
        """
        if self.form is AnswerForm.TILES:
            return tuple(Tile.from_str(value) for value in self.answer)
        tiles = {o.value: o.tile for o in self.options if o.tile is not None}
        return tuple(tiles[value] for value in self.answer if value in tiles)

    def answer_text(self, lang: str | None = None, *, kids: bool = False) -> str:
        """The correct answer in words; ``kids``: in the children's words (tiles by their
        children's names, never a code: the kids' track).

        >>> q = Question("tile_name", 1, Message("quiz.tile_name.prompt"), AnswerForm.ONE, ("5p",),
        ...              Message(""), options=(Option("5p", Message.of("quiz.option.tile", tile=Tile.P5), Tile.P5),))
        >>> q.answer_text("en"), q.answer_text("en", kids=True)
        ('5 of Dots', '5 coins')
        """
        labels = {o.value: o.label for o in self.options}
        parts = []
        style = "kids" if kids else "name"
        picked = dict(zip(self.answer, self.answer_tiles, strict=True)) if self.form is AnswerForm.TILES else {}
        for value in self.answer:
            if value in labels:
                parts.append(labels[value].text(lang, kids=kids, tiles=style))
            elif value in picked:
                parts.append(show(picked[value], resolve_lang(lang), "full", tiles=style))
            else:
                parts.append(value)
        return ", ".join(parts) if parts else tr("quiz.none", lang)

    def to_json(self, lang: str | None = None) -> dict[str, Any]:
        """The JSON shape of ``quiz --json``: texts in ``lang`` plus both languages."""
        return {
            "family": self.family,
            "level": self.level,
            "form": self.form.value,
            "prompt": self.prompt.text(lang),
            "prompts": {code: self.prompt.text(code) for code in LANGS},
            "tiles": [str(t) for t in self.tiles],
            "hand": "" if self.hand is None else str(self.hand),
            "show_index": self.show_index,
            "options": [{"value": o.value, "label": o.label.text(lang)} for o in self.options],
            "context": None if self.context is None else context_json(self.context),
            "answer": list(self.answer),
            "answer_text": self.answer_text(lang),
            "explanation": self.explanation.text(lang),
            "explanations": {code: self.explanation.text(code) for code in LANGS},
            "steps": [step.to_json(lang) for step in self.steps],
        }


def context_json(context: WinContext) -> dict[str, Any]:
    """The win context of a scoring question: what ``python -m mjcore score`` needs to re-check it."""
    data: dict[str, Any] = {"win_tile": str(context.win_tile), "self_drawn": context.self_drawn,
                            "seat_wind": str(context.seat_wind), "round_wind": str(context.round_wind)}
    for flag in ("last_tile", "kong_replacement", "robbing_kong", "fourth_tile", "riichi"):
        if getattr(context, flag):
            data[flag] = True
    if context.flowers:
        data["flowers"] = context.flowers
    return data
