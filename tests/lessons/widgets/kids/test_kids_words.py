"""The kids' track speaks a child's language: no notation, no adult term, one name a thing, «ты».

The glossary as data (``mjcore/data/glossary.toml``, read by ``mjcore.kidswords``) is checked
against ``shared/GLOSSARY.md``, row by row; the one checker, ``kids_text_problems``, is checked
on the glossary's own words (its adult words found, its children's words never) and by
properties; then every kids' text is checked with it: the catalogs' children's texts, every quiz
question of the kids' track, the child's part of every kids' page, the site's kids' app, and
(slow) every word the boards of every kids' page show at each of their options, played by random
clicks, wrong moves and hints included — in both languages.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from kidstexts import NOT_HERE, ROOT, child_markdown, kids_pages, page_boards, play_and_read, play_every_option, site_texts

from lessons.widgets.table import GameTable
from mjcore.i18n import CORE, LANGS, show
from mjcore.kidswords import GLOSSARY, TERMS, Cause, Problem, adult_traces, child_tile_name, kids_text_problems, term
from mjcore.quiz import FAMILIES, Question, generate
from mjcore.tiles import Tile

GLOSSARY_MD = ROOT.parent / "shared" / "GLOSSARY.md"
#: Children's texts of the command line: it is typed in notation, so its legend names the codes.
TYPED = {"cli.play.commands.kids", "game.legend.kids"}
#: The widgets' catalogs the kids' boards speak from.
KIDS_AREAS = ("kids", "kidswords", "memory")


def _placeholders_out(text: str) -> str:
    return re.sub(r"\{[^}]*\}", "", text)


def _problems(where: object, text: str, lang: str) -> list[tuple[object, str]]:
    return [(where, str(problem)) for problem in kids_text_problems(text, lang)]


def test_term_list_follows_the_glossarys_children_column() -> None:
    """Each row of ``shared/GLOSSARY.md`` is a row of the data (``mjcore/data/glossary.toml``), in
    its order, cell for cell: English, Russian, notation and the children's column."""
    if not GLOSSARY_MD.exists():
        pytest.skip(f"{GLOSSARY_MD} is not on this machine")
    rows = []
    for line in GLOSSARY_MD.read_text("utf-8").splitlines():
        cells = tuple(c.strip() for c in line.strip().strip("|").split("|"))
        if line.startswith("|") and cells[0] != "English" and not set(cells[0]) <= set("-"):
            rows.append(cells)
    assert [(t.english, t.russian, t.notation, t.child_ru) for t in GLOSSARY] == rows


def test_every_childrens_word_has_its_english_and_only_those_rows_are_the_term_list() -> None:
    assert TERMS == tuple(t for t in GLOSSARY if t.child_ru)
    assert all(t.child_en for t in TERMS) and not any(t.child_en for t in GLOSSARY if not t.child_ru)
    assert term("Dots (suit)").child("ru") == "монеты" and term("Bamboo (suit)").child("ru") == "бамбуки"


@pytest.mark.parametrize("lang", LANGS)
def test_each_rows_adult_words_are_its_own_and_are_found(lang: str) -> None:
    """A row's adult words are found in the glossary's own cell of that row (they are the
    glossary's words, not invented), and the checker names that row for them."""
    for row in GLOSSARY:
        cell = row.russian if lang == "ru" else row.english
        if row.adult(lang):
            assert any(p.cause is Cause.ADULT_TERM and p.term == row for p in kids_text_problems(cell, lang)), row.english


@pytest.mark.parametrize("lang", LANGS)
def test_no_childrens_word_is_ever_flagged(lang: str) -> None:
    words = [row.child(lang) for row in TERMS] + [child_tile_name(tile, lang) for tile in Tile]
    assert [(word, str(p)) for word in words for p in kids_text_problems(word, lang)] == []


@pytest.mark.parametrize("lang", LANGS)
def test_each_tile_kind_has_one_childrens_name_and_the_tiles_are_called_by_it(lang: str) -> None:
    kinds = [row for row in GLOSSARY if row.tile_kind]
    assert {row.english.split()[0] for row in kinds} >= {"tile", "Dots", "Bamboo", "Characters"}
    assert all(row.child(lang) and " / " not in row.child(lang) for row in kinds)
    for letter, english in (("p", "Dots (suit)"), ("s", "Bamboo (suit)"), ("m", "Characters (suit)")):
        stem = term(english).child(lang)[:-1]
        assert all(stem in child_tile_name(tile, lang) for tile in Tile if tile.is_suited and tile.suit.value == letter)


@pytest.mark.parametrize("lang", LANGS)
def test_every_tile_has_a_childs_name_without_its_code(lang: str) -> None:
    names = [child_tile_name(tile, lang) for tile in Tile]
    assert len(set(names)) == len(names)  # one name per tile
    assert all(not kids_text_problems(name, lang) for name in names)


_CODES = st.builds(lambda digits, suit: "".join(digits) + suit,
                   st.lists(st.sampled_from("123456789"), min_size=1, max_size=4), st.sampled_from("mpszf"))


def _childs_words(lang: str) -> list[str]:
    return [row.child(lang) for row in TERMS] + [child_tile_name(tile, lang) for tile in Tile] + (
        ["Нажми", "забери", "сбрось", "ты", "твоя", "фишку", "в руке", "ход"] if lang == "ru"
        else ["Press", "take", "throw away", "you", "your", "in your hand", "turn"])


@pytest.mark.parametrize("lang", LANGS)
@given(data=st.data())
def test_notation_is_always_found_among_a_childs_words(lang: str, data: st.DataObject) -> None:
    words = data.draw(st.lists(st.sampled_from(_childs_words(lang)), max_size=6))
    code = data.draw(_CODES)
    at = data.draw(st.integers(0, len(words)))
    separator = data.draw(st.sampled_from([" ", ", ", ": ", " («", "\n"]))
    text = separator.join([*words[:at], code, *words[at:]])
    assert Problem(Cause.NOTATION, code) in kids_text_problems(text, lang)


@pytest.mark.parametrize("lang", LANGS)
@given(data=st.data())
def test_a_childs_words_are_never_flagged_in_any_order(lang: str, data: st.DataObject) -> None:
    words = data.draw(st.lists(st.sampled_from(_childs_words(lang)), max_size=8))
    separator = data.draw(st.sampled_from([" ", ", ", ": ", ". ", " — ", "\n"]))
    assert kids_text_problems(separator.join(words), lang) == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalogs_childrens_texts(lang: str) -> None:
    bad = []
    for key in sorted(CORE.keys(lang)):
        wanted = key.startswith(("mini.", "child.", "look.")) or key.endswith(".kids")
        if not wanted or key in TYPED or (not key.endswith(".kids") and key + ".kids" in CORE):
            continue
        bad += _problems(key, _placeholders_out(CORE.template(key, lang)), lang)
    folder = resources.files("lessons.widgets.locale")
    for area in sorted({name.name.split(".")[0] for name in folder.iterdir() if name.name.endswith(".json")}):
        texts = json.loads((folder / f"{area}.{lang}.json").read_text("utf-8"))
        for key, text in texts.items():  # the kids' areas whole, the other areas' children's variants
            if (area in KIDS_AREAS and key + ".kids" not in texts) or key.endswith(".kids"):
                bad += _problems(f"{area}:{key}", _placeholders_out(text), lang)
    assert bad == []


def _kids_pages(lang: str) -> list[Path]:
    return [page for page in kids_pages(lang) if page.name != "parents_guide.ipynb"]  # the parent's page


@pytest.mark.parametrize("lang", LANGS)
def test_the_childs_part_of_every_kids_page(lang: str) -> None:
    assert [p for page in _kids_pages(lang) for text in child_markdown(page) for p in _problems(page.name, text, lang)] == []


@pytest.mark.parametrize("lang", LANGS)
def test_the_sites_kids_app_texts(lang: str) -> None:
    """What the site's kids' app shows besides the boards: each page's text and its lesson
    buttons (the lesson list of the start page among them)."""
    texts = [(page.name, text) for page in _kids_pages(lang) for text in site_texts(page)]
    assert any(page == "00_start.ipynb" and "10." in text for page, text in texts)  # the lesson list's buttons
    assert [p for page, text in texts for p in _problems(page, text, lang)] == []


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
                    for problem in kids_text_problems(text, lang):
                        bad.setdefault((family.name, level, part.split()[-1], str(problem)), text[:160])
    assert bad == {}


def test_adult_traces_finds_what_the_issue_saw() -> None:
    """The checker (``kids_text_problems``; ``adult_traces`` is its first two causes) on the
    defects the issues measured: each found, with its cause."""
    seen = {"Забрать 8p: чоу 6p 7p 8p": Cause.NOTATION, "сброс 6s": Cause.NOTATION, "1 символ": Cause.ADULT_TERM,
            "масти Символы": Cause.ADULT_TERM, "благородные кости": Cause.ADULT_TERM, "10 точек": Cause.ADULT_TERM,
            "Новая раздача": Cause.ADULT_TERM, "снос": Cause.ADULT_TERM, "Ваша сдача": Cause.SECOND_NAME,
            "Выберите фишку": Cause.REGISTER, "нажмите": Cause.REGISTER, "вы": Cause.REGISTER}
    assert {text: {p.cause for p in kids_text_problems(text, "ru")} for text in seen} == {
        text: {cause} if text != "Ваша сдача" else {cause, Cause.REGISTER} for text, cause in seen.items()}
    assert [p.cause for p in kids_text_problems("5 of Dots, a discard; you'll hear it", "en")] == [
        Cause.ADULT_TERM, Cause.ADULT_TERM, Cause.REGISTER]
    assert not kids_text_problems("Забери 8 монет: три соседа. Сбрось фишку, начни новую партию", "ru")
    assert adult_traces("забрать 8p: Вы", "ru") == ["8p"]


#: The clicks each board gets at each of its options (a choice's boards, a level picker's levels).
CLICKS = 60


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
def test_every_text_of_the_kids_track(lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """Every text a child reads on the kids' pages, in notebooks, Voilà and the site: the child's
    markdown, the site app's texts, and each page's boards, built by its own cells, at each option
    they offer, played by random clicks (wrong ones too)."""
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(tmp_path / "progress.json"))
    monkeypatch.chdir(ROOT / "lessons" / lang / "kids")
    texts: dict[tuple[str, str], list[str]] = {}
    for page in _kids_pages(lang):
        texts[("markdown", page.name)] = child_markdown(page)
        texts[("site", page.name)] = site_texts(page)
        if page.name in NOT_HERE:
            continue
        for board in page_boards(page):
            if type(board).__name__ == "QuizWidget" and not board.kids_words:  # an adults' quiz
                continue
            texts[("board", f"{page.name} {type(board).__name__}")] = play_every_option(board, clicks=CLICKS)
    faces = Counter(face for face, _ in texts)
    assert faces["board"] >= 18 and faces["markdown"] == faces["site"] == 13
    bad: dict[tuple[str, str, str], str] = {}
    for (face, where), shown in texts.items():
        for text in shown:
            for problem in kids_text_problems(text, lang):
                bad.setdefault((face, where, str(problem)), text[:160])
    assert bad == {}


@pytest.mark.parametrize("lang", LANGS)
def test_the_kids_table_speaks_a_childs_language(lang: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """A whole hand at the kids' table, with hints, sorting and "Mahjong!" pressed on the way."""
    monkeypatch.setenv("MAHJONG_TUTOR_PROGRESS", str(tmp_path / "progress.json"))
    table = GameTable("kids2p", seed=5, lang=lang, progress=False)
    bad = {}
    for text in play_and_read(table, clicks=50, seed=3):
        for problem in kids_text_problems(text, lang):
            bad.setdefault(str(problem), text[:160])
    assert bad == {}
