"""The exercise bank: YAML data files, their schema, the loader and queries.

Every file ``exercises/data/<topic>.yaml`` is a list of exercises. An exercise has

========== ===================================================================
id         unique in the whole bank (``a-z``, digits and ``-``)
kind       one of :data:`KINDS` (what is asked; fixes the shape of ``answer``)
topic      one of :data:`TOPICS`
track      ``kids`` or ``adults``
stage      1, 2, ... (the order a learner meets it on its track, :data:`STAGES`)
prompt     ``{ru: ..., en: ...}`` — the question
explain    optional ``{ru: ..., en: ...}`` — what the answer teaches
source     optional: the seed lines or the test case it comes from
tiles      the tiles shown (``tile_name``, ``suit``, ``set_kind``, ``bonus_seat``)
hand       the hand in MPSZ notation (``is_winning`` ... ``best_discard``)
rules      optional rule set for hand kinds: ``standard`` (default) or ``mcr``
system     the scoring system (``score``, ``payment``)
request    the win of a ``score`` exercise (the keys of ``score --jsonl``: ``win``, ``seat``...)
choices    optional list of offered answers (single-choice kinds)
answer     the correct answer, in the kind's shape (see :data:`KINDS`)
========== ===================================================================

:func:`load_bank` validates every file against this schema (a :class:`BankError` names the
file and the exercise id in the learner's language); :mod:`exercises.check` then proves
every answer with :mod:`mjcore`.

>>> bank = load_bank()
>>> len(bank) >= 150, bank.get("suit-kids-5p").answer
(True, 'dots')
>>> {e.kind for e in bank.query(topic="waits", track="adults")}
{'waits'}
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from mjcore.errors import MahjongError
from mjcore.i18n import LANGS, Message

#: Where the bank's files live.
DATA_DIR = Path(__file__).parent / "data"

#: The closed set of exercise kinds -> the fields they need besides the common ones.
KINDS: dict[str, tuple[str, ...]] = {
    "tile_name": ("tiles",),  # answer: the tile ("5p"); choices: tiles
    "suit": ("tiles",),  # answer: characters | dots | bamboo | wind | dragon | flower | season
    "set_kind": ("tiles",),  # answer: chow | pung | kong | none
    "bonus_seat": ("tiles",),  # answer: the seat 1-4
    "is_winning": ("hand",),  # answer: true | false
    "decompose": ("hand",),  # answer: every reading, e.g. ["111m 222m 333m 789p 11z", ...]
    "waits": ("hand",),  # answer: the winning tiles, "14m" ("" when not ready)
    "shanten": ("hand",),  # answer: an integer (-1 for a complete hand)
    "best_discard": ("hand",),  # answer: the discards of the best rank, "5p" or "19m"
    "score": ("system", "request"),  # answer: {total, items?, han?, fu?, payments?, ...}
    "payment": ("system", "request"),  # answer: {E: .., S: .., W: .., N: ..}
}
#: Topics, in course order.
TOPICS: tuple[str, ...] = (
    "tiles", "suits", "sets", "bonus", "winning", "waits", "shanten", "discards",
    "scoring-kids", "scoring-classical", "scoring-hk", "scoring-mcr", "scoring-riichi", "payments",
)
TRACKS: tuple[str, ...] = ("kids", "adults")
#: The stages of each track (the kids' follow the Habr article, seed 000:211-271).
#: An exercise's ``stage`` is the 1-based position of its topic here (a test holds the bank to it).
STAGES: dict[str, tuple[str, ...]] = {
    "kids": ("tiles", "suits", "sets", "bonus", "winning", "scoring-kids"),
    "adults": ("tiles", "suits", "bonus", "sets", "winning", "waits", "shanten", "discards", "scoring-classical",
               "scoring-hk", "payments", "scoring-mcr", "scoring-riichi"),
}
SUIT_ANSWERS: tuple[str, ...] = ("characters", "dots", "bamboo", "wind", "dragon", "flower", "season")
SET_ANSWERS: tuple[str, ...] = ("chow", "pung", "kong", "none")
SCORE_KEYS: tuple[str, ...] = ("total", "items", "han", "fu", "payments", "meets_minimum", "limit")
HAND_RULES: tuple[str, ...] = ("standard", "mcr")
_ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
_COMMON = ("id", "kind", "topic", "track", "stage", "prompt", "answer")
_OPTIONAL = ("explain", "source", "choices", "rules")
TEXT_FIELDS: tuple[str, ...] = ("prompt", "explain")


class BankError(MahjongError):
    """A bank file that does not follow the schema: names the file, the exercise and why."""


@dataclass(frozen=True, slots=True)
class Exercise:
    """One curated exercise (see the module docs for the fields)."""

    id: str
    kind: str
    topic: str
    track: str
    stage: int
    prompt: Mapping[str, str]
    answer: Any
    explain: Mapping[str, str] = field(default_factory=dict)
    source: str = ""
    tiles: str = ""
    hand: str = ""
    rules: str = "standard"
    system: str = ""
    request: Mapping[str, Any] = field(default_factory=dict)
    choices: tuple[Any, ...] = ()
    file: str = ""

    def text(self, name: str, lang: str | None = None) -> str:
        """A text field (``prompt``, ``explain``) in ``lang`` (Russian by default)."""
        texts: Mapping[str, str] = getattr(self, name)
        return texts.get(lang or "ru") or texts.get("ru", "")


@dataclass(frozen=True, slots=True)
class Bank:
    """The loaded exercises, in file order, with queries."""

    exercises: tuple[Exercise, ...]

    def __len__(self) -> int:
        return len(self.exercises)

    def __iter__(self) -> Iterator[Exercise]:
        return iter(self.exercises)

    def get(self, ident: str) -> Exercise:
        """The exercise with this id (``KeyError`` if none)."""
        for exercise in self.exercises:
            if exercise.id == ident:
                return exercise
        raise KeyError(ident)

    def query(self, *, topic: str | None = None, stage: int | None = None, track: str | None = None,
              kind: str | None = None) -> tuple[Exercise, ...]:
        """The exercises that match every given filter, in bank order."""
        return tuple(
            e for e in self.exercises
            if (topic is None or e.topic == topic) and (stage is None or e.stage == stage)
            and (track is None or e.track == track) and (kind is None or e.kind == kind)
        )


def _fail(file: str, ident: str, key: str, **params: object) -> BankError:
    return BankError("error.exercises.invalid", file=file, id=ident, problem=Message.of(key, **params))


def _texts(value: object, file: str, ident: str, name: str) -> dict[str, str]:
    if not isinstance(value, Mapping):
        raise _fail(file, ident, "exercises.problem.text", field=name)
    for lang in LANGS:
        text = value.get(lang)
        if not isinstance(text, str) or not text.strip():
            raise _fail(file, ident, "exercises.problem.language", field=name, lang=lang)
    extra = set(value) - set(LANGS)
    if extra:
        raise _fail(file, ident, "exercises.problem.extra_language", field=name, lang=", ".join(sorted(map(str, extra))))
    return {lang: str(value[lang]).strip() for lang in LANGS}


def _answer_shape(kind: str, answer: object) -> bool:
    """Whether ``answer`` has the shape of the kind (the values are proved by the checker)."""
    if kind in ("tile_name", "waits", "best_discard"):
        return isinstance(answer, str)
    if kind == "suit":
        return answer in SUIT_ANSWERS
    if kind == "set_kind":
        return answer in SET_ANSWERS
    if kind == "bonus_seat":
        return isinstance(answer, int) and not isinstance(answer, bool) and 1 <= answer <= 4
    if kind == "is_winning":
        return isinstance(answer, bool)
    if kind == "decompose":
        return isinstance(answer, list) and all(isinstance(a, str) for a in answer)
    if kind == "shanten":
        return isinstance(answer, int) and not isinstance(answer, bool) and -1 <= answer <= 8
    if kind == "score":
        return isinstance(answer, Mapping) and "total" in answer and set(answer) <= set(SCORE_KEYS)
    if kind == "payment":
        return isinstance(answer, Mapping) and bool(answer) and set(answer) <= {"E", "S", "W", "N"} and all(
            isinstance(v, int) for v in answer.values())
    return False


def exercise_from_mapping(data: object, file: str = "", index: int = 0) -> Exercise:
    """Validate one exercise of a bank file; :class:`BankError` says what is wrong."""
    ident = str(data.get("id", f"#{index + 1}")) if isinstance(data, Mapping) else f"#{index + 1}"
    if not isinstance(data, Mapping):
        raise _fail(file, ident, "exercises.problem.not_mapping")
    for name in _COMMON:
        if name not in data:
            raise _fail(file, ident, "exercises.problem.missing", field=name)
    if not isinstance(data["id"], str) or not _ID.match(data["id"]):
        raise _fail(file, ident, "exercises.problem.id")
    kind = data["kind"]
    if kind not in KINDS:
        raise _fail(file, ident, "exercises.problem.choice", field="kind", value=str(kind), known=", ".join(KINDS))
    for name, known in (("topic", TOPICS), ("track", TRACKS)):
        if data[name] not in known:
            raise _fail(file, ident, "exercises.problem.choice", field=name, value=str(data[name]), known=", ".join(known))
    stage = data["stage"]
    if not isinstance(stage, int) or isinstance(stage, bool) or stage < 1:
        raise _fail(file, ident, "exercises.problem.stage", value=str(stage))
    for name in KINDS[kind]:
        if name not in data:
            raise _fail(file, ident, "exercises.problem.missing", field=name)
    allowed = set(_COMMON) | set(_OPTIONAL) | set(KINDS[kind])
    unknown = sorted(set(map(str, data)) - allowed)
    if unknown:
        raise _fail(file, ident, "exercises.problem.unknown", fields=", ".join(unknown))
    rules = data.get("rules", "standard")
    if rules not in HAND_RULES:
        raise _fail(file, ident, "exercises.problem.choice", field="rules", value=str(rules), known=", ".join(HAND_RULES))
    if "request" in data and not isinstance(data["request"], Mapping):
        raise _fail(file, ident, "exercises.problem.request")
    choices = data.get("choices", [])
    if not isinstance(choices, list) or (choices and data["answer"] not in choices):
        raise _fail(file, ident, "exercises.problem.choices")
    if not _answer_shape(kind, data["answer"]):
        raise _fail(file, ident, "exercises.problem.answer", kind=kind, value=str(data["answer"])[:60])
    return Exercise(
        id=data["id"], kind=kind, topic=data["topic"], track=data["track"], stage=stage,
        prompt=_texts(data["prompt"], file, ident, "prompt"), answer=data["answer"],
        explain=_texts(data["explain"], file, ident, "explain") if "explain" in data else {},
        source=str(data.get("source", "")), tiles=str(data.get("tiles", "")), hand=str(data.get("hand", "")),
        rules=rules, system=str(data.get("system", "")), request=dict(data.get("request", {})),
        choices=tuple(choices), file=file,
    )


#: The largest bank file read (bytes; the largest today is under 100 KB): a larger file, or a
#: device without an end, is refused — a :class:`BankError`, the checker's exit code 2.
MAX_FILE = 4 * 1024 * 1024


def _text(path: Path) -> str:
    """The text of a bank file: UTF-8, at most :data:`MAX_FILE` bytes (a :class:`BankError` naming it)."""
    with open(path, "rb") as file:
        data = file.read(MAX_FILE + 1)
    if len(data) > MAX_FILE:
        raise BankError("error.file.too_big", file=path.name, limit=MAX_FILE)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise BankError("error.file.encoding", file=path.name) from None


def load_file(path: Path) -> list[Exercise]:
    """The exercises of one YAML file (validated) — or of its JSON copy, which the static site
    ships instead (``tools/build_site.py`` converts the bank: PyYAML has no build there). A file
    that cannot be read is a :class:`BankError` naming it (never an exercise found wrong)."""
    name = path.name
    text = _text(path)
    if path.suffix == ".json":
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise BankError("error.file.json", file=name, line=error.lineno, column=error.colno) from None
        except ValueError:  # an integer of thousands of digits
            raise BankError("error.file.number", file=name) from None
        except RecursionError:
            raise BankError("error.file.nesting", file=name) from None
    else:
        import yaml  # imported here: mjcore never needs it, the bank only when it loads

        try:
            data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
        except yaml.YAMLError as error:
            raise BankError("error.exercises.yaml", file=name, detail=str(error).replace("\n", " ")[:200]) from None
        except RecursionError:
            raise BankError("error.file.nesting", file=name) from None
    if not isinstance(data, list):
        raise BankError("error.exercises.not_list", file=name)
    return [exercise_from_mapping(item, name, i) for i, item in enumerate(data)]


def load_bank(directory: Path | str | None = None) -> Bank:
    """Load and validate every ``*.yaml`` file of ``directory`` (default: the bank's own data,
    read once and cached; do not modify the answers' mappings).

    Raises :class:`BankError` for the first problem, naming the file and the exercise; ids
    must be unique across files.
    """
    if directory is None:
        return _builtin_bank()
    return _load_bank(Path(directory))


@cache
def _builtin_bank() -> Bank:
    return _load_bank(DATA_DIR)


def _load_bank(directory: Path) -> Bank:
    files = sorted(directory.glob("*.yaml")) or sorted(directory.glob("*.json"))
    if not files:
        raise BankError("error.exercises.no_files", path=str(directory))
    exercises: list[Exercise] = []
    seen: dict[str, str] = {}
    for path in files:
        for exercise in load_file(path):
            if exercise.id in seen:
                raise _fail(path.name, exercise.id, "exercises.problem.duplicate", other=seen[exercise.id])
            seen[exercise.id] = path.name
            exercises.append(exercise)
    return Bank(tuple(exercises))
