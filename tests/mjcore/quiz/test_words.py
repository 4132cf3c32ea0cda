"""The words of the quizzes both tracks share: adults read «кость» and «снос», children
«фишка» and «сброс» (shared/GLOSSARY.md); and a count of useful tiles agrees with its noun."""

from __future__ import annotations

import random
import re
import string

import pytest

from mjcore.i18n import CORE, Message, plural_form
from mjcore.quiz import FAMILIES, Question, generate
from mjcore.tiles import Tile

#: The children's words an adult must not read (the noun «сброс» in any case; «сбросить» is
#: the glossary's synonym of «снести»).
KIDS_ONLY = re.compile(r"фишк\w*|\bсброс(?:а|е|у|ом|ы|ов|ам|ами|ах)?\b", re.I)


def _texts(q: Question, *, kids: bool) -> list[str]:
    shown = [q.prompt, q.explanation, *(o.label for o in q.options), *(m for _, m in q.feedback),
             FAMILIES[q.family].title]
    out = [m.text("ru", kids=kids, tiles="kids" if kids else "name") for m in shown]
    for step in q.steps:
        out += _texts(step, kids=kids)
    return out


def _questions() -> list[Question]:
    """Every family at every level, a few seeds each (a drill once: its steps are many)."""
    found = []
    for family in FAMILIES.values():
        seeds = range(1) if family.name.startswith("score_") else range(4)
        found += [generate(family.name, random.Random(seed), level)
                  for level in range(1, family.levels + 1) for seed in seeds]
    return found


def test_an_adult_never_reads_the_childrens_words() -> None:
    """Every quiz text shown without the children's words (an adult, a teenager) says «кость»,
    «снос»: the kids' track reads its own ``.kids`` variants."""
    wrong = sorted({(q.family, hit.group(0), text) for q in _questions() for text in _texts(q, kids=False)
                    for hit in KIDS_ONLY.finditer(text)})
    assert not wrong, wrong[:10]


def test_a_child_still_reads_the_childrens_words() -> None:
    """The shared quizzes' children's variants say «фишка» (the adult word stays away)."""
    q = generate("tile_name", random.Random(0), 1)
    assert "фишк" in q.prompt.text("ru", kids=True) and "кост" in q.prompt.text("ru")


# -- «24 полезные кости»: a count of useful tiles agrees with its noun -------------------------
def _ru_form(n: int) -> str:
    """The Russian noun phrase for ``n`` useful tiles, by the grammar's own rule (not the catalog's)."""
    if n % 10 == 1 and n % 100 != 11:
        return "полезная кость"
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return "полезные кости"
    return "полезных костей"


#: Every core text that counts useful tiles (by its words or by the noun it counts with).
USEFUL_KEYS = sorted(k for k, text in CORE.messages("ru").items()
                     if "=game.word.useful_tile" in text or ("полезн" in text and "{" in text))


def _params(key: str, n: int) -> dict[str, object]:
    names = {name for _, name, _, _ in string.Formatter().parse(CORE.template(key, "ru")) if name}
    tiles = {"tile": Tile.M1, "second": Tile.P2}
    return {name: tiles.get(name, "x" if name == "what" else n) for name in names}


@pytest.mark.parametrize("key", USEFUL_KEYS)
def test_useful_tiles_agree_with_their_count(key: str) -> None:
    """Every count of useful tiles, 1..200, reads «1 полезная кость», «24 полезные кости»,
    «5 полезных костей» (and "1 useful tile" in English) — never «24 полезных костей»."""
    for n in range(1, 201):
        ru = Message.of(key, **_params(key, n)).text("ru")
        phrases = re.findall(r"(\d+) (полезн\w+ кост\w+)", ru)
        assert phrases, (key, ru)  # the number before its noun, in the noun's form
        assert all(phrase == _ru_form(int(count)) for count, phrase in phrases), (key, n, ru)
        en = Message.of(key, **_params(key, n)).text("en")
        assert re.findall(r"(\d+) useful tiles?\b", en), (key, en)
        assert all(word == plural_form(["useful tile", "useful tiles"], int(c), "en")
                   for c, word in re.findall(r"(\d+) (useful tiles?)\b", en)), (key, n, en)
