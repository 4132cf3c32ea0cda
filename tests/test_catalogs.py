"""Every message catalog of the product in one test: the rules core's (``mjcore/locale``), the
widgets' (``lessons/widgets/locale``) and the bot's (``bot/locale``), plus the Russian words of
argparse.

For each catalog: both languages in files of the same names, with the same keys in the same
order (one file never repeats a key, two files of a language never define one key); the same
placeholders — names and display specs (:func:`mjcore.i18n.placeholders`) — in Russian and
English; specs that :class:`~mjcore.i18n.Message` knows; every text renders; Russian texts
are Russian and English ones have no Russian; plural forms where a count needs them; a
children's ``.kids`` wording always has its plain one; and every key the code names exists.

"Every key the code names" is found in the sources (``mjcore``, ``exercises``, ``lessons``
with the notebooks' code cells, ``bot``) by parsing them: the first string argument of a
call that looks a key up (``tr``, ``plural``, ``Message``, ``Message.of``, ``CORE.*``, an
error class, a widget's ``self.tr``/``t``, the bot's ``ctx.t``...) must be a key of that
call's catalog, and any other whole string literal shaped like a key of a catalog the file
can see (``game.reason.pass``, not ``f"game.set.{kind}"``, nor a module name like
``kids.find_suit``) must exist too. Keys built at run
time are checked by the tests of the code that builds them (``test_computed_keys_exist``).
"""

from __future__ import annotations

import ast
import json
import re
import string
from collections.abc import Iterator
from importlib import resources
from pathlib import Path

import pytest

from lessons.widgets.texts import WIDGETS
from mjcore.cli import ARGPARSE
from mjcore.i18n import CORE, LANGS, TILE_STYLES, Catalog, Message, placeholders
from mjcore.kidswords import PATTERN_NAMES, adult_text_problems
from mjcore.scoring import find_system
from mjcore.scoring.base import TEXTS

ROOT = Path(__file__).resolve().parents[1]
BOT = Catalog("bot.locale")
CATALOGS = {"core": CORE, "widgets": WIDGETS, "bot": BOT}
NAMES = sorted(CATALOGS)

#: Texts whose Russian and English are the same on purpose (catalog -> keys); none yet.
SAME_IN_BOTH: dict[str, set[str]] = {"core": set(), "widgets": set(), "bot": set()}
#: Texts shown as they are, never formatted, so they may hold literal braces.
LITERAL_TEXTS: dict[str, set[str]] = {"core": {"cli.opt.jsonl_analyze"}, "widgets": set(), "bot": set()}

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
LATIN = re.compile(r"[A-Za-z]")
#: A text listing plural forms: words separated by "|" (ru one|few|many, en one|other).
#: Plural forms ``one|few|many``; a form may be a phrase (``полезная кость|полезные кости|…``).
_FORM = r"[^\s|{}](?:[^|{}]*[^\s|{}])?"
PLURAL = re.compile(rf"{_FORM}(?:\|{_FORM})+")
PLURAL_FORMS = {"ru": 3, "en": 2}
#: A standard ``str.format`` spec (alignment, width, precision, type).
FORMAT_SPEC = re.compile(r"(?:.?[<>=^])?[+\- ]?#?0?\d*[,_]?(?:\.\d+)?[bcdeEfFgGnosxX%]?")
KEY = re.compile(r"[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+")
NOT_KEYS = re.compile(r".*\.(?:py|json|ya?ml|ipynb|svg|png|txt|md|csv|html|css|js)")


# -- the files ---------------------------------------------------------------------------------
def strict_load(catalog: Catalog, name: str) -> dict[str, str]:
    """One file of a catalog, refusing a key written twice (``json.loads`` keeps the last)."""

    def pairs(items: list[tuple[str, str]]) -> dict[str, str]:
        keys = [k for k, _ in items]
        twice = sorted({k for k in keys if keys.count(k) > 1})
        assert not twice, f"{catalog.package}/{name} repeats {twice}"
        return dict(items)

    return json.loads(resources.files(catalog.package).joinpath(name).read_text("utf-8"), object_pairs_hook=pairs)


def texts(name: str, lang: str) -> dict[str, str]:
    return dict(CATALOGS[name].messages(lang))  # type: ignore[arg-type]


def words(template: str) -> str:
    """The text around the placeholders (what the learner reads whatever the parameters)."""
    try:
        return "".join(literal for literal, _, _, _ in string.Formatter().parse(template))
    except ValueError:
        return template


def checked_keys(name: str) -> list[str]:
    return sorted(set(texts(name, "en")) - LITERAL_TEXTS[name])


@pytest.mark.parametrize("name", NAMES)
def test_both_languages_have_the_same_files_keys_and_order(name: str) -> None:
    catalog = CATALOGS[name]
    ru_files, en_files = catalog.files("ru"), catalog.files("en")
    assert ru_files, f"{catalog!r} has no files"
    assert [f.replace(".ru.", ".en.").replace("ru.json", "en.json") for f in ru_files] == en_files
    for ru_file, en_file in zip(ru_files, en_files):
        ru, en = strict_load(catalog, ru_file), strict_load(catalog, en_file)
        assert ru.keys() == en.keys(), f"{ru_file}: only ru {sorted(ru.keys() - en.keys())}, only en {sorted(en.keys() - ru.keys())}"
        assert list(ru) == list(en), f"{ru_file}/{en_file}: keep the keys in the same order"


@pytest.mark.parametrize("name", NAMES)
def test_files_merge_without_clashes(name: str) -> None:
    catalog = CATALOGS[name]
    fresh = Catalog(catalog.package, catalog.pattern)  # DuplicateKeyError if two files share a key
    for lang in LANGS:
        assert len(fresh.messages(lang)) == sum(len(strict_load(catalog, f)) for f in catalog.files(lang))


# -- placeholders ------------------------------------------------------------------------------
@pytest.mark.parametrize("name", NAMES)
def test_same_placeholders_with_the_same_specs(name: str) -> None:
    ru, en = texts(name, "ru"), texts(name, "en")
    differ = {key: (sorted(set(placeholders(ru[key]))), sorted(set(placeholders(en[key]))))
              for key in checked_keys(name) if set(placeholders(ru[key])) != set(placeholders(en[key]))}
    assert not differ


@pytest.mark.parametrize("name", NAMES)
def test_placeholders_are_names_with_known_specs(name: str) -> None:
    catalog = CATALOGS[name]
    bad = []
    for lang in LANGS:
        for key in checked_keys(name):
            template = texts(name, lang)[key]
            conversions = [c for _, field, _, c in string.Formatter().parse(template) if field is not None and c]
            for field, spec in placeholders(template):
                if not field.isidentifier() or conversions:
                    bad.append((lang, key, field, "a plain name, no !r/!s"))
                elif spec.startswith("count="):
                    noun = spec.removeprefix("count=")
                    if noun not in catalog or not PLURAL.fullmatch(catalog.template(noun, lang)):
                        bad.append((lang, key, spec, "count= names a plural noun of this catalog"))
                elif spec and spec not in TILE_STYLES and not FORMAT_SPEC.fullmatch(spec):
                    bad.append((lang, key, spec, f"a tile style {TILE_STYLES}, count=<noun> or a format spec"))
    assert not bad


def dummy(template: str) -> dict[str, object]:
    return {field: 2 if spec.startswith("count=") else "<X>" for field, spec in placeholders(template)}


@pytest.mark.parametrize("name", NAMES)
def test_every_text_renders(name: str) -> None:
    """Through a Message (specs and all); texts without specs also through ``Catalog.text``
    (``str.format``, what ``tr``/``t`` do)."""
    catalog = CATALOGS[name]
    for lang in LANGS:
        for key in checked_keys(name):
            template = texts(name, lang)[key]
            params = dummy(template)
            shown = Message.of(key, **params).text(lang, catalog=catalog)
            assert "{" not in shown and "}" not in shown, (lang, key, shown)
            assert shown.count("<X>") >= sum(1 for v in params.values() if v == "<X>"), (lang, key)
            if not any(spec for _, spec in placeholders(template)):
                assert catalog.text(key, lang, **params) == shown


@pytest.mark.parametrize("name", NAMES)
def test_literal_texts_are_shown_as_they_are(name: str) -> None:
    for key in LITERAL_TEXTS[name]:
        for lang in LANGS:
            assert CATALOGS[name].text(key, lang) == texts(name, lang)[key]


# -- the words ---------------------------------------------------------------------------------
@pytest.mark.parametrize("name", NAMES)
def test_no_empty_or_padded_texts(name: str) -> None:
    bad = [(lang, key) for lang in LANGS for key, text in texts(name, lang).items()
           if not isinstance(text, str) or not text.strip() or text != text.strip()]
    assert not bad


@pytest.mark.parametrize("name", NAMES)
def test_russian_is_russian_and_english_has_no_russian(name: str) -> None:
    ru, en = texts(name, "ru"), texts(name, "en")
    same = SAME_IN_BOTH[name]
    assert same <= ru.keys(), "an allowed key that no longer exists"
    russian_in_english = [key for key in en if CYRILLIC.search(en[key])]
    untranslated = [key for key in ru if key not in same and LATIN.search(words(ru[key])) and not CYRILLIC.search(ru[key])]
    identical = [key for key in ru if key not in same and any(c.isalpha() for c in words(en[key])) and ru[key] == en[key]]
    assert not russian_in_english and not untranslated and not identical, (russian_in_english, untranslated, identical)


@pytest.mark.parametrize("name", NAMES)
def test_plural_forms(name: str) -> None:
    """ru: one|few|many, en: one|other — for every text that lists forms."""
    bad = [(lang, key) for lang in LANGS for key, text in texts(name, lang).items()
           if PLURAL.fullmatch(text) and len(text.split("|")) != PLURAL_FORMS[lang]]
    assert not bad
    for key, text in texts(name, "en").items():
        assert bool(PLURAL.fullmatch(text)) == bool(PLURAL.fullmatch(texts(name, "ru")[key])), key


@pytest.mark.parametrize("name", NAMES)
def test_kids_wording_has_a_plain_one(name: str) -> None:
    """``key.kids`` is the children's variant of ``key`` — unless it is one of a family of
    keys (``score.system.kids`` beside ``score.system.mcr``)."""
    keys = texts(name, "ru")
    orphans = [k for k in keys if k.endswith(".kids") and k.removesuffix(".kids") not in keys
               and not any(o != k and o.startswith(k.removesuffix("kids")) for o in keys)]
    assert not orphans


def test_cli_texts_survive_argparse() -> None:
    """argparse %-formats help texts: a lone '%' would crash --help."""
    bad = [(lang, key) for lang in LANGS for key, text in texts("core", lang).items()
           if key.startswith("cli.") and "%" in text.replace("%%", "")]
    assert not bad


def test_argparse_words() -> None:
    """argparse's own messages (English is the source, so there is no en file): each Russian
    text keeps the %-placeholders of its English original and is Russian."""
    ru = strict_load(ARGPARSE, "argparse.ru.json")
    assert ARGPARSE.files("en") == [] and dict(ARGPARSE.messages("ru")) == ru
    percent = re.compile(r"%(?:\([a-z_]+\))?[sdr]")
    for source, text in ru.items():
        assert sorted(percent.findall(source)) == sorted(percent.findall(text)), source
        assert CYRILLIC.search(text), source


# -- every key the code names ------------------------------------------------------------------
#: Calls whose first string argument (one of the first two arguments) is a key of the catalog.
CORE_CALLS = {"tr", "plural", "Message", "Message.of", "CORE.text", "CORE.plural", "CORE.template", "CORE.variant"}
#: Per source folder: the catalogs a file sees, and the local helpers that look keys up.
SOURCES: dict[str, tuple[tuple[str, ...], dict[str, str]]] = {
    "mjcore": (("core",), {"t": "core", "self.t": "core"}),
    "exercises": (("core",), {}),
    "lessons": (("core", "widgets"), {"t": "widgets", "self.tr": "widgets", "board.tr": "widgets", "self.kt": "widgets",
                                      "self.button": "widgets", "WIDGETS.text": "widgets", "WIDGETS.plural": "widgets"}),
    "bot": (("core", "bot"), {"ctx.t": "bot", "ctx.toast": "bot", "self.t": "bot", "self.toast": "bot",
                              "TEXTS.text": "bot", "TEXTS.plural": "bot"}),
}


def call_name(node: ast.expr) -> str:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        return f"{call_name(node.value)}.{node.attr}"
    return ""


def sources(folder: str) -> Iterator[tuple[str, str]]:
    """(name, Python source) of every module of ``folder``, and of every notebook's code cells."""
    for path in sorted((ROOT / folder).rglob("*.py")):
        if ".ipynb_checkpoints" not in path.parts:
            yield str(path.relative_to(ROOT)), path.read_text("utf-8")
    for path in sorted((ROOT / folder).rglob("*.ipynb")):
        if ".ipynb_checkpoints" in path.parts:
            continue
        cells = json.loads(path.read_text("utf-8"))["cells"]
        code = ["".join(c["source"]) for c in cells if c["cell_type"] == "code"]
        lines = [line for cell in code for line in cell.splitlines() if not line.lstrip().startswith(("%", "!"))]
        yield str(path.relative_to(ROOT)), "\n".join(lines)


def module_names() -> set[str]:
    """Every dotted tail of every module path (``kids.find_suit`` for lessons/widgets/kids/find_suit.py):
    literals that name modules, not texts."""
    names = set()
    for folder in SOURCES:
        for path in (ROOT / folder).rglob("*.py"):
            parts = path.relative_to(ROOT).with_suffix("").parts
            names.update(".".join(parts[i:]) for i in range(len(parts) - 1))
    return names


def used_keys() -> list[tuple[str, str, tuple[str, ...]]]:
    """(where, key, catalogs it may belong to) for every key literal of the sources."""
    modules = module_names()
    found = []
    for folder, (visible, helpers) in SOURCES.items():
        spaces = {key.split(".")[0] for n in visible for key in texts(n, "ru") if "." in key}
        for where, source in sources(folder):
            tree = ast.parse(source)
            skip: set[int] = set()
            for node in ast.walk(tree):
                if isinstance(node, ast.JoinedStr):
                    skip.update(id(part) for part in ast.walk(node))
                elif isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
                    skip.add(id(node.value))  # docstrings
                elif isinstance(node, ast.Call):
                    name = call_name(node.func)
                    catalog = "core" if name in CORE_CALLS or name.endswith("Error") else helpers.get(name)
                    args = [a for a in node.args[:2] if isinstance(a, ast.Constant) and isinstance(a.value, str)]
                    key = args[0].value if args else ""
                    if catalog == "core" and not (args and args[0] is node.args[0] and KEY.fullmatch(key)):
                        continue  # ValueError("a message"), tr(key_variable, "en")
                    if catalog is not None and key:
                        skip.add(id(args[0]))
                        if catalog in visible:
                            found.append((f"{where}:{node.lineno}", key, (catalog,)))
            for node in ast.walk(tree):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip:
                    value = node.value
                    if (KEY.fullmatch(value) and value.split(".")[0] in spaces and not NOT_KEYS.fullmatch(value)
                            and value not in modules):
                        found.append((f"{where}:{node.lineno}", value, visible))
    return found


USED = used_keys()


def test_every_key_the_code_names_exists() -> None:
    missing = sorted((where, key, names) for where, key, names in USED
                     if not any(key in CATALOGS[n] and key in texts(n, "en") for n in names))
    assert not missing


@pytest.mark.parametrize(("name", "least"), [("core", 400), ("widgets", 150), ("bot", 70)])
def test_the_search_finds_the_keys(name: str, least: int) -> None:
    """A guard on the scan itself: it sees most of each catalog's keys."""
    keys = {key for _, key, names in USED if names == (name,) or key in texts(name, "ru")}
    assert len(keys & texts(name, "ru").keys()) >= least


# -- one name a thing, for adults too ----------------------------------------------------------
#: A child's text (the kids' track, its games, the kids' table's moments, the stages) or a text
#: about a kids' game in the child's words (the bot's commands for them, the code lock's span in
#: the progress view): the kids' checker reads those (tests/lessons/widgets/kids/test_kids_words.py);
#: the adults' check skips them.
KIDS_KEY = re.compile(r"(?:^|\.)kids(?:\.|$)|^(?:kids_b|child|mini|look|error\.mini|stages|game\.moment|solitaire|lock|snake|memory)\."
                      r"|^game\.event\.wall_broken$|^cmd\.(?:codelock|snake|memory)$|^pview\.span\.")
#: The widgets' files that are the kids' track's whole.
KIDS_AREAS = ("kids", "kidswords", "kids_stages", "memory", "solitaire")
ADULT_PAGES = ("00_welcome.ipynb", "index.ipynb", "adults")

#: Texts allowed a second name for a while: where -> why (empty: none is).
ALLOWED_SECOND_NAMES: dict[str, str] = {}


def adult_texts(lang: str) -> Iterator[tuple[str, str]]:
    """``(where, text)`` of every text an adult reads: the catalogs' keys that are not a child's,
    and the markdown of the adults' lessons and the course's start pages (but the course map's
    lines that name the kids' lessons by their own titles)."""
    for name in NAMES:
        catalog = CATALOGS[name]
        for file in catalog.files(lang):
            if name == "widgets" and file.split(".")[0] in KIDS_AREAS:
                continue
            for key, text in strict_load(catalog, file).items():
                if not KIDS_KEY.search(key):
                    yield f"{lang}:{name}:{key}", words(text)
    base = ROOT / "lessons" / lang
    for page in ADULT_PAGES:
        for path in sorted((base / page).glob("*.ipynb")) if page == "adults" else [base / page]:
            cells = json.loads(path.read_text("utf-8"))["cells"]
            text = "\n".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
            yield f"{lang}:lesson:{path.relative_to(base)}", re.sub(r"^.*\]\(kids/.*$", "", text, flags=re.M)


def second_names(lang: str) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for where, text in adult_texts(lang):
        problems = [str(p) for p in adult_text_problems(text, lang)]
        if problems:
            found.setdefault(where, []).extend(problems)
    return found


@pytest.mark.parametrize("lang", LANGS)
def test_adult_texts_use_one_name_a_thing(lang: str) -> None:
    """The glossary's second names (``adult_second_*`` in mjcore/data/glossary.toml: «фишка»,
    «сброс», «сдача», «сплетённый стрит»...) appear in no adult text."""
    found = {where: problems for where, problems in second_names(lang).items() if where not in ALLOWED_SECOND_NAMES}
    assert not found


@pytest.mark.parametrize("lang", LANGS)
def test_the_allowed_second_names_are_still_there(lang: str) -> None:
    """An allowed text that no longer has a second name leaves ALLOWED_SECOND_NAMES."""
    found = second_names(lang)
    assert [where for where in ALLOWED_SECOND_NAMES if where.startswith(f"{lang}:") and where not in found] == []


def test_the_pattern_names_are_the_scorers() -> None:
    """Each scoring pattern's one name (glossary.toml's [[pattern]] rows) is what the scorers call
    it, and its second names are not: the scorers' names of its rows pass the adults' check."""
    for system in ("mcr", "hk", "classical"):
        find_system(system)  # its table's names join TEXTS
    for row in PATTERN_NAMES:
        for key in row.fans:
            for lang in LANGS:
                name = TEXTS.text(key, lang)
                assert adult_text_problems(name, lang) == [], (key, lang, name)
        assert row.adult_second_ru, row.english
