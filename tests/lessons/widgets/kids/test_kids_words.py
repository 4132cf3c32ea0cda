"""The kids' track speaks a child's language: no notation, no adult-only term, anywhere.

The term list (``mjcore.kidswords.TERMS``) is checked against the "for children" column of
``shared/GLOSSARY.md``; then every kids' text is checked with ``adult_traces``: the catalogs'
children's texts, the child's part of every kids' page, and (slow) every word the boards of
every kids' page show while they are played by random clicks, wrong moves and hints included.
"""

from __future__ import annotations

import json
import re
from importlib import resources
from pathlib import Path

import pytest
from kidstexts import NOT_HERE, ROOT, child_markdown, kids_pages, page_boards, play_and_read

from lessons.widgets.table import GameTable
from mjcore.i18n import CORE, LANGS, show
from mjcore.kidswords import TERMS, adult_traces, child_tile_name
from mjcore.quiz import FAMILIES, Question, generate
from mjcore.tiles import Tile

GLOSSARY = ROOT.parent / "shared" / "GLOSSARY.md"
#: Children's texts of the command line: it is typed in notation, so its legend names the codes.
TYPED = {"cli.play.commands.kids", "game.legend.kids"}
#: The widgets' catalogs the kids' boards speak from.
KIDS_AREAS = ("kids", "kidswords", "memory")


def _placeholders_out(text: str) -> str:
    return re.sub(r"\{[^}]*\}", "", text)


def test_term_list_follows_the_glossarys_children_column() -> None:
    if not GLOSSARY.exists():
        pytest.skip(f"{GLOSSARY} is not on this machine")
    rows = {}
    for line in GLOSSARY.read_text("utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 4 and cells[3] and not set(cells[3]) <= set("-"):
            rows[cells[0]] = cells[3]
    rows.pop("English", None)
    ours = {term.english: term.child_ru for term in TERMS}
    assert set(ours) == set(rows)  # every row with a children's word, and only those
    for english, child in rows.items():
        assert re.split(r" — | \(", child)[0] == ours[english], english


@pytest.mark.parametrize("lang", LANGS)
def test_every_tile_has_a_childs_name_without_its_code(lang: str) -> None:
    names = [child_tile_name(tile, lang) for tile in Tile]
    assert len(set(names)) == len(names)  # one name per tile
    assert all(not adult_traces(name, lang) for name in names)


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalogs_childrens_texts(lang: str) -> None:
    bad = []
    for key in sorted(CORE.keys(lang)):
        wanted = key.startswith(("mini.", "child.", "look.")) or key.endswith(".kids")
        if not wanted or key in TYPED or (not key.endswith(".kids") and key + ".kids" in CORE):
            continue
        text = _placeholders_out(CORE.template(key, lang))
        bad += [(key, found) for found in adult_traces(text, lang)]
    folder = resources.files("lessons.widgets.locale")
    for area in KIDS_AREAS:
        texts = json.loads((folder / f"{area}.{lang}.json").read_text("utf-8"))
        for key, text in texts.items():
            if key + ".kids" not in texts:
                bad += [(f"{area}:{key}", found) for found in adult_traces(_placeholders_out(text), lang)]
    assert bad == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_childs_part_of_every_kids_page(lang: str) -> None:
    pages = [page for page in kids_pages(lang) if page.name != "parents_guide.ipynb"]  # the parent's page
    bad = [(page.name, found) for page in pages for text in child_markdown(page) for found in adult_traces(text, lang)]
    assert bad == []


#: Seeds per level for the kids' quiz families: enough to meet every template and tile kind.
QUIZ_SEEDS = range(12)


def _question_texts(question: Question, lang: str) -> dict[str, str]:
    """What a kids' board shows of a question (and of each step of a drill), as a kids'
    board shows it: in the children's wording, tiles by their children's names."""
    texts = {}
    for n, step in enumerate((*question.steps, question)):
        shown = {"prompt": step.prompt, "explanation": step.explanation,
                 **{f"option {o.value}": o.label for o in step.options}}
        for part, message in shown.items():
            texts[f"step {n} {part}"] = show(message, lang, kids=True, tiles="kids")
        texts[f"step {n} answer"] = step.answer_text(lang, kids=True)
    return texts


@pytest.mark.parametrize("lang", LANGS)
def test_every_kids_quiz_question_at_every_level(lang: str) -> None:
    """Every quiz family of the kids' track, every level, several seeds: the prompt, the
    options' labels, the explanation and the answer, in the children's words."""
    import random

    families = [family for family in FAMILIES.values() if family.track == "kids"]
    assert {"tile_name", "tile_suit", "kids_score", "score_kids"} <= {family.name for family in families}
    bad = {}
    for family in families:
        for level in range(1, family.levels + 1):
            for seed in QUIZ_SEEDS:
                question = generate(family.name, random.Random(seed), level)
                for part, text in _question_texts(question, lang).items():
                    for found in adult_traces(text, lang):
                        bad.setdefault((family.name, level, part.split()[-1], found), text[:160])
    assert bad == {}


def test_adult_traces_finds_what_the_issue_saw() -> None:
    seen = ["Забрать 8p: чоу 6p 7p 8p", "сброс 6s", "чоу 678m", "1 символ", "масти Символы", "благородные кости"]
    assert all(adult_traces(text, "ru") for text in seen)
    assert not adult_traces("Забери 8 монет: три соседа", "ru")


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_every_word_the_kids_boards_show(lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Each kids' page's boards, built by its own cells, played by random clicks (wrong ones too)."""
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(tmp_path / "progress.json"))
    monkeypatch.chdir(ROOT / "lessons" / lang / "kids")
    bad = {}
    boards = 0
    for page in kids_pages(lang):
        if page.name in NOT_HERE:
            continue
        for board in page_boards(page):
            if type(board).__name__ == "QuizWidget" and not board.kids_words:  # an adults' quiz
                continue
            boards += 1
            for text in play_and_read(board, clicks=60):
                for found in adult_traces(text, lang):
                    bad.setdefault((page.name, type(board).__name__, found), text[:160])
    assert boards >= 12
    assert bad == {}


@pytest.mark.parametrize("lang", LANGS)
def test_the_kids_table_speaks_a_childs_language(lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A whole hand at the kids' table, with hints, sorting and "Mahjong!" pressed on the way."""
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(tmp_path / "progress.json"))
    table = GameTable("kids2p", seed=5, lang=lang, progress=False)
    bad = {}
    for text in play_and_read(table, clicks=50, seed=3):
        for found in adult_traces(text, lang):
            bad.setdefault(found, text[:160])
    assert bad == {}
