"""Checked numbers: every number an adults' lesson writes is computed or checked by a test.

A lesson's facts live in a module of this package named after its notebook: ``l04_full_game``
for ``adults/04_full_game.ipynb``, ``l00_welcome`` and ``index`` for the course's start pages.
A module defines

* ``FACTS: list[Fact]`` — each regex's group 1 is a number (or word) the lesson writes, the
  value is the one mjcore computes (an empty regex: that language's lesson says it in words);
* ``NOT_CLAIMS: list[tuple[str, str, str]]`` — ``(ru regex, en regex, why)`` for numbers that
  claim nothing (a lesson's own number, a list item's number, a year...); the regex's groups
  when it has some, else its whole match, are where those numbers are.

Every regex is matched with ``re.M`` (``^`` is a line's start).

:func:`lesson_text` is the markdown the facts are read from: the notebook's markdown cells with
code spans, tile notation (``123m``, ``5z``, ``[5555m]``), link targets ``](...)`` and HTML
comments taken out. :func:`numbers` finds every run of digits in it; :func:`coverage` says which
of them a fact, a NOT_CLAIMS match or a calculator's bold claim (checked by
``tests/lessons/test_lesson_claims.py``) covers.

>>> cleaned("Take `5p` or 5z, see [lesson 4](04_full_game.ipynb) <!-- 9 -->: **8 points**")
'Take  or , see [lesson 4] : **8 points**'
>>> [m.group(0) for m in numbers("A 4, 5 or 6; 12 tiles")]
['4', '5', '6', '12']
"""

from __future__ import annotations

import importlib
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[3]
LESSONS = ROOT / "lessons"
HERE = Path(__file__).resolve().parent
LANGS = ("ru", "en")

#: A bold score claim beside a calculator: ``**21 points**``, ``**3 han**``, ``**40 fu**``.
CLAIM = re.compile(r"\*\*(\d[\d\s,]*)\s+(points?|очк\w*|fan|фан\w*|han|хан|fu|фу)\*\*")

#: What :func:`cleaned` takes out of a markdown cell: HTML comments, code spans, link targets,
#: tile notation (digits with a suit letter, with or without the brackets of a set).
REMOVED = re.compile(r"<!--.*?-->|`[^`\n]*`|\]\([^)\s]*\)|[\[{]?(?<![\w])\d+[mpszf](?![\w])[\]}]?", re.S)
NUMBER = re.compile(r"\d+")


@dataclass(frozen=True)
class Fact:
    """A number (or word) a lesson writes and the value mjcore computes for it: ``ru`` and
    ``en`` are regexes whose group 1 is what each language's lesson says.

    >>> Fact("tiles", "([0-9]+) костей", "([0-9]+) tiles", 144).pattern("en")
    '([0-9]+) tiles'
    """

    name: str
    ru: str
    en: str
    value: int | str

    def pattern(self, lang: str) -> str:
        return self.ru if lang == "ru" else self.en


def pattern_of(fact: Any, lang: str) -> str:
    """A fact's regex in ``lang``: read by field, so a module's own copy of :class:`Fact` (as the
    preamble allows until this package lands) works too."""
    return str(fact.ru if lang == "ru" else fact.en)


def cleaned(markdown: str) -> str:
    """A markdown cell's text without code spans, tile notation, link targets and HTML comments."""
    return REMOVED.sub(lambda m: "]" if m.group(0).startswith("](") else "", markdown)


def numbers(text: str) -> Iterator[re.Match[str]]:
    """Every run of digits of ``text``."""
    return NUMBER.finditer(text)


def cells(path: Path) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = json.loads(path.read_text("utf-8"))["cells"]
    return found


def source(cell: dict[str, Any]) -> str:
    text = cell["source"]
    return "".join(text) if isinstance(text, list) else str(text)


def lessons(lang: str) -> list[Path]:
    """The adults' lessons and the course's start pages in ``lang``."""
    base = LESSONS / lang
    return [base / "index.ipynb", base / "00_welcome.ipynb", *sorted((base / "adults").glob("*.ipynb"))]


def module_name(path: Path) -> str:
    """``l04_full_game`` for ``04_full_game.ipynb``, ``index`` for ``index.ipynb``."""
    return f"l{path.stem}" if path.stem[:1].isdigit() else path.stem


def facts_module(path: Path) -> ModuleType | None:
    """The facts module of a lesson, or ``None`` when it has none yet."""
    name = module_name(path)
    return importlib.import_module(f"{__name__}.{name}") if (HERE / f"{name}.py").exists() else None


@dataclass(frozen=True)
class Calculator:
    """A calculator cell of a lesson and the bold claims beside it: ``(number, unit)`` and the
    markdown cell they are in."""

    code: str
    cell: int
    claims: tuple[tuple[int, str], ...]


def calculators(path: Path) -> list[Calculator]:
    """Each calculator with a bold claim beside it, read from the markdown cell just before it,
    or, when that one claims nothing, from the one just after it unless that one introduces
    the next calculator."""
    found_cells = cells(path)
    out = []
    for index, cell in enumerate(found_cells):
        code = source(cell)
        if cell["cell_type"] != "code" or not code.startswith("ScoringCalculator("):
            continue
        for near in (index - 1, index + 1):
            introduces_next = near == index + 1 and near + 1 < len(found_cells) \
                and source(found_cells[near + 1]).startswith("Scoring")
            if 0 <= near < len(found_cells) and found_cells[near]["cell_type"] == "markdown" and not introduces_next:
                claims = tuple((int(re.sub(r"[\s,]", "", n)), unit) for n, unit in CLAIM.findall(source(found_cells[near])))
                if claims:
                    out.append(Calculator(code, near, claims))
                    break
    return out


@dataclass(frozen=True)
class LessonText:
    """A lesson's markdown as the facts read it: the cleaned cells joined by blank lines, and
    where each cell starts."""

    text: str
    starts: dict[int, int] = field(default_factory=dict)

    def cell_span(self, index: int) -> tuple[int, int]:
        start = self.starts[index]
        later = [s for s in self.starts.values() if s > start]
        return start, (min(later) - 2 if later else len(self.text))


def lesson_text(path: Path) -> LessonText:
    parts, starts, at = [], {}, 0
    for index, cell in enumerate(cells(path)):
        if cell["cell_type"] == "markdown":
            starts[index] = at
            part = cleaned(source(cell))
            parts.append(part)
            at += len(part) + 2
    return LessonText("\n\n".join(parts), starts)


@dataclass(frozen=True)
class Coverage:
    """The numbers of a lesson's text and which of them are checked (positions in its text)."""

    lesson: str
    lang: str
    found: tuple[re.Match[str], ...]
    checked: frozenset[int]

    @property
    def unchecked(self) -> list[str]:
        text = self.found[0].string if self.found else ""
        return [f"{m.group(0)!r} in …{text[max(0, m.start() - 40):m.end() + 20]!r}…"
                for m in self.found if m.start() not in self.checked]

    @property
    def counts(self) -> tuple[int, int]:
        return len(self.found), sum(1 for m in self.found if m.start() in self.checked)


def _spans(match: re.Match[str]) -> list[tuple[int, int]]:
    return [match.span(g) for g in range(1, match.re.groups + 1)] if match.re.groups else [match.span(0)]


def coverage(path: Path, lang: str, module: ModuleType | None = None) -> Coverage:
    """Which numbers of the lesson ``path`` (in ``lang``) its facts module checks: a digit run is
    checked when it lies inside a fact's group 1, a NOT_CLAIMS match, or a calculator's bold claim."""
    module = module if module is not None else facts_module(path)
    lesson = lesson_text(path)
    spans: list[tuple[int, int]] = []
    for fact in getattr(module, "FACTS", []):
        if pattern_of(fact, lang):
            spans += [m.span(1) for m in re.finditer(pattern_of(fact, lang), lesson.text, re.M)]
    for ru, en, _why in getattr(module, "NOT_CLAIMS", []):
        spans += [span for m in re.finditer(ru if lang == "ru" else en, lesson.text, re.M) for span in _spans(m)]
    for calculator in calculators(path):
        start, end = lesson.cell_span(calculator.cell)
        spans += [(start + m.start(1), start + m.end(1)) for m in CLAIM.finditer(lesson.text[start:end])]
    found = tuple(numbers(lesson.text))
    checked = frozenset(m.start() for m in found if any(a <= m.start() and m.end() <= b for a, b in spans))
    return Coverage(path.name, lang, found, checked)


def fact_errors(path: Path, lang: str, module: ModuleType | None = None) -> list[str]:
    """What the lesson ``path`` (in ``lang``) says against its facts: a fact it no longer says, or
    says with a value other than mjcore's (every match of its regex must say that value)."""
    module = module if module is not None else facts_module(path)
    text = lesson_text(path).text
    raw = "\n\n".join(source(c) for c in cells(path) if c["cell_type"] == "markdown")
    wrong = []
    for fact in getattr(module, "FACTS", []):
        if not pattern_of(fact, lang):
            continue  # said in words in this language
        # a fact about tiles reads them where they are written: in code spans or notation
        found = list(re.finditer(pattern_of(fact, lang), text, re.M)) or list(re.finditer(pattern_of(fact, lang), raw, re.M))
        said = {m.group(1) if isinstance(fact.value, str) else int(m.group(1)) for m in found}
        if not found:
            wrong.append(f"{fact.name}: the lesson no longer says it ({pattern_of(fact, lang)})")
        elif said != {fact.value}:
            wrong.append(f"{fact.name}: says {sorted(map(str, said))}, mjcore computes {fact.value!r}: {[m.group(0) for m in found]}")
    return wrong


def numbering(stem: str) -> list[Fact]:
    """The facts every numbered adults' lesson shares: its heading says its own number (from its
    file name) and its last line links to the next lesson by that one's number."""
    own = int(stem[:2])
    following = sorted(p.stem for p in (LESSONS / "en" / "adults").glob("*.ipynb") if int(p.stem[:2]) > own)
    facts = [Fact("own_number", r"^# Урок (\d+)\.", r"^# Lesson (\d+)\.", own)]
    if following:
        facts.append(Fact("next_number", r"^Дальше — \[Урок (\d+)\.", r"^Next: \[Lesson (\d+)\.", int(following[0][:2])))
    return facts


#: A numbered list's items: their numbers claim nothing.
LIST_ITEMS = (r"^(\d+)\. ", r"^(\d+)\. ", "a numbered list's item")
