"""Every kids' page in Voilà, both languages, as ``make kids`` serves it (Debian's chromium).

For each page: the time until its first board shows (printed; a figure, never asserted —
``make bench`` reports it before and after preheating), then every board on the page that
this test knows how to play is played to its end by clicks chosen from the mjcore state
read off the screen (the tiles' classes), with one wrong move first, its message checked,
and the retry.  A screenshot per page goes to tests/artifacts/browser/kids-<lang>-<page>.png.

Boards played to the end: find the suit, sets (and the sets chosen by suit pictures),
memory, tidy-up, seats, building the wall, the Chinese numerals, solitaire (the little
house).  The others (sequence, snake, code lock, all sets, bonus tiles, wall and dice, the
game table, scoring, the progress charts) are only checked to show up (see the report in
docs/DECISIONS.md).
"""

from __future__ import annotations

import base64
import re
from collections.abc import Iterator

import pytest
from playwright.sync_api import Locator, Page, expect
from voilakit import ARTIFACTS_NAME, first_board_seconds, kids_server, pages, widget_cells

from lessons.widgets.texts import t
from mjcore.hand import MeldKind
from mjcore.i18n import tr
from mjcore.minigames.seats import CLOCKWISE, Side
from mjcore.minigames.sets import find_set, judge
from mjcore.minigames.tidy_up import row_of
from mjcore.tiles import Tile

pytestmark = pytest.mark.slow
expect.set_options(timeout=30_000)  # a click is ~0.1 s here, but 2 shared cores can be 20 times slower
ARTIFACTS = ARTIFACTS_NAME
BAD = ".mj-msg.mj-bad"
TIMES: dict[str, float] = {}


def kind(locator: Locator) -> str | None:
    """``'5p'`` for a tile button showing 5 coins, ``None`` for a back or another button."""
    found = re.search(r"\bmj-t-(\w+)", locator.get_attribute("class") or "")
    return found.group(1) if found else None


def classes(locator: Locator) -> str:
    return locator.get_attribute("class") or ""


def feedback(board: Locator) -> Locator:
    return board.locator(".mj-msg").last


# -- the players: one per board, each ends its game ------------------------------------------
def play_find_suit(board: Locator, lang: str) -> None:
    pile = board.locator(".mj-pile .mj-tile")
    question = board.locator(".mj-question").first.inner_text()
    suit = "s" if re.search("бамбук|bamboo", question, re.IGNORECASE) else "p"
    wanted = [i for i in range(pile.count()) if (kind(pile.nth(i)) or "").endswith(suit)]
    other = next(i for i in range(pile.count()) if i not in wanted)
    pile.nth(other).click()
    expect(board.locator(BAD)).to_be_visible()
    for i in wanted:
        pile.nth(i).click()
    expect(board.locator(".mj-msg.mj-good")).to_be_visible()


def play_sets(board: Locator, lang: str) -> None:
    pile = board.locator(".mj-pile .mj-tile")
    tiles = [Tile.from_str(kind(pile.nth(i)) or "") for i in range(pile.count())]

    def taken() -> frozenset[int]:
        return frozenset(i for i in range(pile.count()) if "mj-gone" in classes(pile.nth(i)))

    def name(kind_: MeldKind) -> str:
        word = tr(f"meld.{kind_.value}", lang)
        return word[:1].upper() + word[1:]

    # a wrong try: three tiles that are no set, called a pung
    free = [i for i in range(len(tiles)) if i not in taken()]
    wrong = next(((a, b, c) for a in free for b in free for c in free if a < b < c
                  and not judge([tiles[a], tiles[b], tiles[c]]).ok), None)
    if wrong:
        for i in wrong:
            pile.nth(i).click()
            expect(pile.nth(i)).to_have_class(re.compile(r"\bmj-selected\b"))
        board.get_by_role("button", name=name(MeldKind.PUNG), exact=True).click()
        expect(board.locator(BAD)).to_be_visible()
    while (found := find_set(tiles, taken())) is not None:
        before = len(taken())
        for i in found:
            pile.nth(i).click()
            expect(pile.nth(i)).to_have_class(re.compile(r"\bmj-selected\b"))
        verdict = judge([tiles[i] for i in found])
        board.get_by_role("button", name=name(verdict.kind), exact=True).click()
        expect(pile.nth(found[0])).to_have_class(re.compile(r"\bmj-gone\b"))
        assert len(taken()) == before + len(found)
    done = board.get_by_role("button", name=t("kids.done", lang), exact=True)
    if done.count():  # the game ends by itself when the last set is made
        done.click()
    expect(board.locator(".mj-msg.mj-good")).to_be_visible()


def play_memory(board: Locator, lang: str) -> None:
    grid = board.locator(".mj-grid .mj-tile")
    size = grid.count()
    seen: dict[int, str] = {}
    done: set[int] = set()
    missed = False

    def flip(i: int) -> str:
        grid.nth(i).click()
        expect(grid.nth(i)).not_to_have_class(re.compile(r"\bmj-back\b"))
        face = kind(grid.nth(i)) or ""
        seen[i] = face
        return face

    while len(done) < size:
        first = next(i for i in range(size) if i not in done and i not in seen) if any(
            i not in done and i not in seen for i in range(size)) else next(i for i in range(size) if i not in done)
        face = flip(first)
        twin = next((j for j, f in seen.items() if f == face and j != first and j not in done), None)
        if twin is None:
            twin = next(i for i in range(size) if i not in done and i not in seen and i != first)
        other = flip(twin)
        if other == face:
            done |= {first, twin}
        elif not missed:
            expect(board.locator(BAD)).to_be_visible()  # a miss: the two stay up, outlined red
            missed = True
    expect(board.locator(".mj-msg.mj-good")).to_be_visible()


def play_tidy_up(board: Locator, lang: str) -> None:
    pile = board.locator(".mj-pile .mj-tile")
    rows = board.locator(".mj-box-row")
    row_index = {}
    for r in range(rows.count()):
        sample = Tile.from_str(kind(rows.nth(r)) or "")
        row_index[row_of(sample)] = r
    first = True
    for i in range(pile.count()):
        tile = Tile.from_str(kind(pile.nth(i)) or "")
        pile.nth(i).click()
        expect(pile.nth(i)).to_have_class(re.compile(r"\bmj-selected\b"))
        right = row_index[row_of(tile)]
        if first:  # a wrong row first: refused with a word, the tile stays picked; then the retry
            rows.nth((right + 1) % rows.count()).click()
            expect(board.locator(BAD)).to_be_visible()
            expect(pile.nth(i)).to_have_class(re.compile(r"\bmj-bad\b"))
            first = False
        rows.nth(right).click()
        expect(pile.nth(i)).to_have_class(re.compile(r"\bmj-gone\b"))
    expect(board.locator(".mj-msg.mj-good")).to_be_visible()


def play_seats(board: Locator, lang: str) -> None:
    first = True
    for _click in range(20):
        question = board.locator(".mj-question").inner_text()
        asked = re.search(r"\d", question)
        if asked is None:
            break
        seat = int(asked.group())
        one = next(s for s in Side if board.locator(f".mj-seat-{s.value}").inner_text() == "1")
        side = CLOCKWISE[(CLOCKWISE.index(one) + seat - 1) % 4]
        if first:
            wrong = CLOCKWISE[(CLOCKWISE.index(one) + seat) % 4]
            board.locator(f".mj-seat-{wrong.value}").click()
            expect(board.locator(BAD)).to_be_visible()
            first = False
        board.locator(f".mj-seat-{side.value}").click()
        expect(board.locator(".mj-question")).not_to_have_text(question)
    expect(board.locator(".mj-msg.mj-good")).to_be_visible()


def play_build_wall(board: Locator, lang: str) -> None:
    add = board.get_by_role("button", name=t("kids_b.wall.add", lang), exact=True)
    ready = board.get_by_role("button", name=t("kids_b.wall.ready", lang), exact=True)
    for side in range(4):
        now = board.locator(".mj-wall-now")
        need = 18
        if side == 0:  # one short: refused, counted; then the retry
            for count in range(1, need):
                add.click()
                expect(board.locator(".mj-wall-now")).to_have_attribute("data-stacks", str(count))
            expect(board.locator(".mj-wall-now")).to_have_attribute("data-stacks", str(need - 1))
            ready.click()
            expect(board.locator(BAD)).to_be_visible()
        while (count := int(now.get_attribute("data-stacks") or 0)) < need:
            add.click()
            expect(board.locator(".mj-wall-now")).to_have_attribute("data-stacks", str(count + 1))
        expect(board.locator(".mj-wall-now")).to_have_attribute("data-stacks", str(need))
        ready.click()
        expect(board.locator(".mj-wall-side").nth(side)).not_to_have_class(re.compile(r"\bmj-wall-now\b"))
    assert board.locator(".mj-wall-side[data-stacks='18']").count() == 4
    expect(board.locator(".mj-msg.mj-good")).to_be_visible()


def play_numerals(board: Locator, lang: str) -> None:
    first = True
    for _round in range(30):
        image = board.locator(".mj-numeral-tile img")
        if image.count() == 0:
            break
        svg = base64.b64decode((image.get_attribute("src") or "").split(",", 1)[1]).decode()
        answer = int(re.search(r'data-tile="(\d)m"', svg).group(1))
        assert f">{answer}<" not in svg  # no number printed on it
        if first:
            board.get_by_role("button", name=str(answer % 9 + 1), exact=True).click()
            expect(board.locator(BAD)).to_be_visible()
            expect(board.locator(".mj-numeral-tile img")).to_have_attribute("src", image.get_attribute("src") or "")
            first = False
        old = image.get_attribute("src") or ""
        board.get_by_role("button", name=str(answer), exact=True).click()
        expect(board.locator(f'.mj-numeral-tile img[src="{old}"]')).to_have_count(0)
    expect(board.locator(".mj-msg.mj-good")).to_be_visible()


def play_solitaire(board: Locator, lang: str) -> None:
    tiles = board.locator(".mj-pile-view .mj-tile")
    blocked = board.locator(".mj-pile-view .mj-blocked").first
    blocked.dispatch_event("click")  # under another tile: the pointer cannot reach its middle
    expect(board.locator(BAD)).to_contain_text(re.compile(tr("solitaire.why.covered", lang)[:12]
                                                          + "|" + tr("solitaire.why.sides", lang)[:12]))
    for _move in range(80):
        free = [i for i in range(tiles.count()) if "mj-free" in classes(tiles.nth(i))
                and "mj-gone" not in classes(tiles.nth(i))]
        if not free:
            break
        faces: dict[str, int] = {}
        pair = None
        for i in free:
            face = kind(tiles.nth(i)) or ""
            if face in faces:
                pair = (faces[face], i)
                break
            faces[face] = i
        if pair is None:
            board.get_by_role("button", name=t("solitaire.shuffle", lang), exact=True).click()
            continue
        tiles.nth(pair[0]).click()
        tiles.nth(pair[1]).click()
        expect(tiles.nth(pair[1])).to_have_class(re.compile(r"\bmj-gone\b"))
    expect(board.locator(".mj-msg.mj-good")).to_contain_text(t("solitaire.kids.won", lang))


PLAYERS = {
    "mj-find-suit": play_find_suit, "mj-sets": play_sets, "mj-memory": play_memory,
    "mj-tidy-up": play_tidy_up, "mj-seats": play_seats, "mj-build-wall": play_build_wall,
    "mj-numerals": play_numerals, "mj-solitaire": play_solitaire,
}


@pytest.fixture(scope="module", params=["ru", "en"])
def server(request: pytest.FixtureRequest) -> Iterator[object]:
    with kids_server(request.param) as running:
        yield running


@pytest.mark.parametrize("name", pages("ru"))
def test_every_kids_page_shows_a_board_fast_and_plays_to_the_end(server, browser, name: str) -> None:  # type: ignore[no-untyped-def]
    lang = server.lang
    context = browser.new_context(viewport={"width": 1400, "height": 1000})
    context.route("**/*", lambda route: route.continue_() if route.request.url.startswith(
        ("http://127.0.0.1", "data:", "blob:")) else route.abort())
    page: Page = context.new_page()
    page.set_default_timeout(30_000)
    try:
        wanted = widget_cells(lang, name)
        TIMES[f"{lang}/{name}"] = seconds = first_board_seconds(page, server.page(name), boards=wanted > 0)
        print(f"\n  first board of {lang}/{name}: {seconds:.2f} s")
        # every board of the page is there (none lost, none still loading)
        expect(page.get_by_text("Loading widget")).to_have_count(0, timeout=90_000)
        shown = page.evaluate("""() => [...document.querySelectorAll('.mj-board, .mj-choice')]
            .filter(e => !e.parentElement.closest('.mj-board, .mj-choice')).length""")
        assert shown == wanted, f"{shown} boards on screen, the page makes {wanted}"
        assert page.locator(".jp-InputArea-editor, .cm-editor").count() == 0  # no code on screen
        assert not re.search(r"\b(layout|suit|family)=", page.locator("body").inner_text())
        boards = page.locator(".mj-board")
        for index in range(boards.count()):
            board = boards.nth(index)
            css = next((c for c in PLAYERS if c in classes(board).split()), None)
            if css is None or not board.is_visible():
                continue
            board.scroll_into_view_if_needed()
            PLAYERS[css](board, lang)
            expect(board.get_by_role("button", name=t("base.new_game", lang), exact=True).first).to_be_visible()
    finally:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"kids-{lang}-{name.removesuffix('.ipynb')}.png"), full_page=True)
        context.close()
