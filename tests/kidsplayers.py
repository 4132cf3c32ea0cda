"""The kids' boards played to their end in a browser, each with one wrong move first: one player
per board's css class (:data:`PLAYERS`), shared by the Voilà pages' test
(tests/browser/test_kids_pages.py) and the static site's (tests/browser/test_site.py).

A player reads the board off the screen (the tiles' ``mj-t-*`` classes, the questions), asks
mjcore what the right move is, makes a wrong one first, checks its message (beside the item it
is about) and then plays to the end: the board's good message. :func:`play_every_board` plays
every board of a page that has a player and names the ones it left.

Boards played to the end: find the suit, the sequences, sets (and the sets chosen by suit
pictures), the code lock ("This code again"), the snake, memory ("Try again"), all the sets,
tidy-up, seats, the bonus tiles, building the wall, the wall and the dice with the deal, the
Chinese numerals, solitaire (the little house), the kids' score board, the kids' quiz and the
kids' count drill.  The game table and the progress charts have no player (a whole hand by
clicks is tests/lessons/widgets/test_table_kids.py's work).

>>> sorted(PLAYERS)[:3]
['mj-all-sets', 'mj-bonus', 'mj-build-wall']
"""

from __future__ import annotations

import base64
import re
from dataclasses import dataclass, field

from playwright.sync_api import Locator, Page, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeoutError

from lessons.widgets.texts import t
from mjcore.hand import MeldKind
from mjcore.i18n import tr
from mjcore.minigames.seats import CLOCKWISE, Side
from mjcore.minigames.sets import find_set, judge
from mjcore.minigames.tidy_up import row_of
from mjcore.tiles import Tile

BAD = ".mj-msg.mj-bad"


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
    if done.count():  # the game ends by itself when the last set is made (the button may be going)
        try:
            done.click(timeout=5_000)
        except PlaywrightTimeoutError:
            pass
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
        elif not missed:  # a miss: the two stay up, outlined red, the message under the tiles
            beside(board, ".mj-grid")
            missed = True
            board.locator("button.mj-retry").click()  # "Try again": the first tile opens once more
            expect(grid.nth(first)).to_have_class(re.compile(r"\bmj-selected\b"))
            expect(grid.nth(twin)).to_have_class(re.compile(r"\bmj-back\b"))
            again = next((j for j, f in seen.items() if f == face and j != first and j not in done), None)
            if again is None:
                again = next(i for i in range(size) if i not in done and i not in seen and i != first)
            if flip(again) == face:
                done |= {first, again}
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
        if not board.locator(".mj-question").count():
            break  # a finished board shows no question
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
        expect(board.locator(".mj-question").filter(has_text=question)).to_have_count(0)  # the next one, or none
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


def button(board: Locator, key: str, lang: str, **params: object) -> Locator:
    return board.get_by_role("button", name=t(key, lang, **params), exact=True)


def good(board: Locator) -> None:
    expect(board.locator(".mj-msg.mj-good")).to_be_visible()


def beside(board: Locator, item: str) -> None:
    """The message of a mistake stands right under the item it is about (the next row)."""
    expect(board.locator(BAD)).to_be_visible()
    assert board.evaluate(
        """(b, item) => { const rows = [...b.querySelectorAll(item)]; const msg = b.querySelector('.mj-msg.mj-bad');
            const next = rows.length ? rows[rows.length - 1].nextElementSibling : null;
            return next !== null && next.contains(msg); }""", item), f"the message is not beside {item}"


def play_sequence(board: Locator, lang: str) -> None:
    pile = board.locator(".mj-pile .mj-tile")
    down = t("kids.sequence.down", lang)
    first = True
    for _click in range(30):
        if not board.locator(".mj-pile .mj-tile:not(.mj-gone)").count():
            break  # every tile laid: the game is over
        question = board.locator(".mj-question").first.inner_text().strip()
        laid = board.locator(".mj-line .mj-tile").count()
        number = 9 - laid if question == down else laid + 1
        faces = [kind(pile.nth(i)) or "" for i in range(pile.count())]
        right = next(i for i, f in enumerate(faces) if f and int(f[0]) == number)
        if first:  # a gap: refused with the reason beside the row, the tile stays in the pile
            gap = number + 1 if number < 9 else number - 1
            wrong = next(i for i, f in enumerate(faces) if f and int(f[0]) == gap)
            pile.nth(wrong).click()
            expect(pile.nth(wrong)).to_have_class(re.compile(r"\bmj-bad\b"))
            beside(board, ".mj-line")
            first = False
        pile.nth(right).click()
        if laid == 8:  # a row is full: the pile comes back shuffled for 9..1, or the game ends
            good(board)
            expect(board.locator(".mj-line .mj-tile")).not_to_have_count(8)
        else:
            expect(board.locator(".mj-line .mj-tile")).to_have_count(laid + 1)
    good(board)


def play_snake(board: Locator, lang: str) -> None:
    from mjcore.minigames.snake import follows

    pile = board.locator(".mj-pile .mj-tile")
    pile.nth(0).click()
    expect(board.locator(".mj-chain .mj-tile")).to_have_count(1)
    first = True
    for _move in range(40):
        chain = board.locator(".mj-chain .mj-tile")
        head = Tile.from_str(kind(chain.nth(chain.count() - 1)) or "")
        free = [i for i in range(pile.count()) if "mj-gone" not in classes(pile.nth(i))]
        tiles = {i: Tile.from_str(kind(pile.nth(i)) or "") for i in free}
        fits = [i for i in free if follows(head, tiles[i])]
        if not fits:
            break
        if first and (wrong := [i for i in free if not follows(head, tiles[i])]):
            pile.nth(wrong[0]).click()  # neither the suit nor the number: refused, the head waits
            expect(pile.nth(wrong[0])).to_have_class(re.compile(r"\bmj-bad\b"))
            beside(board, ".mj-pile")
            expect(board.locator(BAD)).to_contain_text(t("memory.snake.retry", lang, tile="")[:12])
            first = False
        length = chain.count()
        pile.nth(fits[0]).click()
        expect(board.locator(".mj-chain .mj-tile")).to_have_count(length + 1)
    good(board)


def play_code_lock(board: Locator, lang: str) -> None:
    retried = False
    for _round in range(12):
        ready = board.locator("button.mj-ready")
        if not ready.count():
            break
        code = [kind(b) or "" for b in board.locator(".mj-code .mj-tile").all()]
        ready.click()
        choices = board.locator(".mj-choice .mj-tile")
        expect(choices.first).to_be_visible()
        faces = [kind(choices.nth(i)) or "" for i in range(choices.count())]
        answer = list(code)
        if not retried:  # a wrong tile first: the code and the answer side by side, "This code again"
            answer[0] = next(f for f in faces if f not in code)
        for place, face in enumerate(answer):  # each pick re-draws the rows: wait for it
            board.locator(f".mj-choice .mj-t-{face}").click()
            if place < len(answer) - 1:
                expect(board.locator(".mj-answer .mj-tile").nth(place)).to_have_class(re.compile(rf"\bmj-t-{face}\b"))
        expect(board.locator(".mj-choice")).to_have_count(0)  # the answer is checked: the review
        if not retried:
            beside(board, ".mj-answer")
            board.locator("button.mj-retry").click()
            expect(board.locator("button.mj-ready")).to_be_visible()
            assert [kind(b) or "" for b in board.locator(".mj-code .mj-tile").all()] == code  # the same code
            retried = True
            continue
        expect(board.locator(".mj-msg.mj-good")).to_be_visible()
        more = board.locator("button.mj-next")
        if not more.count():
            break
        more.click()
        expect(board.locator("button.mj-ready")).to_be_visible()
    expect(board.locator(".mj-msg.mj-good")).to_be_visible()
    expect(board.get_by_text(t("memory.lock.done", lang, rounds=6))).to_be_visible()  # all six rounds played


def play_all_sets(board: Locator, lang: str) -> None:
    pile = board.locator(".mj-pile .mj-tile")
    tiles = [Tile.from_str(kind(pile.nth(i)) or "") for i in range(pile.count())]
    make = button(board, "kids.all_sets.make", lang)

    def taken() -> frozenset[int]:
        return frozenset(i for i in range(pile.count()) if "mj-gone" in classes(pile.nth(i)))

    free = range(len(tiles))
    wrong = next((a, b, c) for a in free for b in free for c in free if a < b < c
                 and not judge([tiles[a], tiles[b], tiles[c]], strict_order=False).ok)
    for i in wrong:
        pile.nth(i).click()
    make.click()
    beside(board, ".mj-sets-made")
    while (found := find_set(tiles, taken())) is not None:
        for i in found:
            pile.nth(i).click()
            expect(pile.nth(i)).to_have_class(re.compile(r"\bmj-selected\b"))
        make.click()
        expect(pile.nth(found[0])).to_have_class(re.compile(r"\bmj-gone\b"))
    button(board, "kids.done", lang).click()
    good(board)


def play_bonus(board: Locator, lang: str) -> None:
    from mjcore.minigames import Message

    right = asked = 0
    for _question in range(20):
        question = board.locator(".mj-question")
        if not question.count():
            break
        shown = board.locator(".mj-question-tile .mj-tile")
        if shown.count():  # a bonus tile: which seat?
            seat = Tile.from_str(kind(shown.first) or "").seat
            if not asked:  # a wrong seat first: the same tile stays, the hint beside it
                button(board, "kids.bonus.seat", lang, seat=seat % 4 + 1).click()
                beside(board, ".mj-seats")
            button(board, "kids.bonus.seat", lang, seat=seat).click()
        else:  # a seat: which two tiles?
            seat = int(re.search(r"\d", question.inner_text()).group())  # type: ignore[union-attr]
            pile = board.locator(".mj-pile .mj-tile")
            faces = [Tile.from_str(kind(pile.nth(i)) or "") for i in range(pile.count())]
            if not asked:
                for i in [i for i, tile in enumerate(faces) if tile.seat != seat][:2]:
                    pile.nth(i).click()
                button(board, "base.check", lang).click()
                beside(board, ".mj-pile")
            for i in [i for i, tile in enumerate(faces) if tile.seat == seat]:
                pile.nth(i).click()
                expect(pile.nth(i)).to_have_class(re.compile(r"\bmj-selected\b"))
            button(board, "base.check", lang).click()
        right += bool(asked)  # the first question was missed once: it does not count
        asked += 1
        score = Message.of("mini.bonus.score", right=right, total=asked).text(lang, kids=True, tiles="kids")
        expect(board.locator(".mj-msg").filter(has_text=score).first).to_be_visible()
    good(board)


DIE = "⚀⚁⚂⚃⚄⚅"


def dice(board: Locator) -> list[list[int]]:
    """The throws on screen: six-sided dice by their faces, others by their numbers."""
    text = board.locator(".mj-dice").inner_text()
    throws = []
    for part_ in text.split("|"):
        throws.append([DIE.index(c) + 1 for c in part_ if c in DIE] or [int(n) for n in re.findall(r"\d+", part_)])
    return [t_ for t_ in throws if t_]


def play_wall_dice(board: Locator, lang: str) -> None:
    from mjcore.minigames.wall_dice import break_point, counting_path

    throw = button(board, "kids.wall_dice.throw", lang)
    numbers = board.locator(".mj-numbers")
    first = True
    for step in ("side_total", "side", "stack_total", "stack"):
        if step.endswith("total"):  # the throw of this step: the dice show up
            throw.click()
            expect(board.locator(".mj-dice")).to_contain_text(re.compile(r"\S" if step == "side_total" else r"\|"))
            # big enough for a child to count the dots: the board's 20 px text rule once shrank them
            size = board.locator(".mj-dice .widget-html-content").evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
            assert size >= 48, f"the dice are drawn at {size} px"
        before = board.locator(".mj-question").inner_text()
        throws = dice(board)
        if step in ("side_total", "stack_total"):
            total = sum(throws[0 if step == "side_total" else 1])
            if first:  # a wrong sum first: said why, the same question again
                numbers.get_by_role("button", name=str(total % 20 + 1), exact=True).click()
                beside(board, ".mj-numbers")
                first = False
            numbers.get_by_role("button", name=str(total), exact=True).click()
        elif step == "side":
            side = counting_path(sum(throws[0]))[-1]  # the seats counted clockwise from seat 1
            button(board, "kids.wall_dice.side", lang, seat=side).click()
        else:
            wall = board.locator(".mj-wall .mj-tile")
            stack = break_point(sum(throws[0]), sum(throws[1]), wall.count())[1]  # from the right end
            wall.nth(wall.count() - stack).click()
        expect(board.locator(".mj-question").first).not_to_have_text(before)
    take = button(board, "kids.wall_dice.deal_take", lang)
    aside = button(board, "kids.wall_dice.deal_set_aside", lang)
    hands = board.locator(".mj-deal-hand")
    for _step in range(40):
        asked = board.locator(".mj-question")
        before = asked.first.inner_text() if asked.count() else ""
        if take.count():
            counts = [hands.nth(i).locator(".mj-tile").count() for i in range(hands.count())]
            take.click()
            expect(numbers).to_be_visible()
            now = [hands.nth(i).locator(".mj-tile").count() for i in range(hands.count())]
            grown = next(n for n, c in zip(now, counts) if n != c)
            before = board.locator(".mj-question").first.inner_text()
            numbers.get_by_role("button", name=str(grown), exact=True).click()
        elif aside.count():
            aside.click()
        else:
            break
        # each step draws the board anew: wait for its next question (none at the end)
        expect(board.locator(".mj-question").filter(has_text=before)).to_have_count(0)
    good(board)


def number_from_the_sum(text: str) -> int:
    """The total of the core's own explanation (``3 + 3 + 4 + 2 = 12``)."""
    return int(re.findall(r"=\s*(\d+)", text)[-1])


def play_kids_score(board: Locator, lang: str) -> None:
    numbers = board.locator(".mj-numbers")  # lesson 10's big number buttons, no box to type in
    for wrong in ("1", "2"):  # a miss says "count again" and keeps the hand; a second one adds it up
        numbers.get_by_role("button", name=wrong, exact=True).click()
        expect(board.locator(BAD)).to_be_visible()
    expect(board.locator(BAD)).to_contain_text("=")
    numbers.get_by_role("button", name=str(number_from_the_sum(board.locator(BAD).inner_text())), exact=True).click()
    good(board)


def play_quiz(board: Locator, lang: str) -> None:
    for _question in range(10):
        number, count = map(int, re.findall(r"\d+", board.locator(".mj-quiz-counter").inner_text())[:2])
        numbers = board.locator(".mj-numbers")  # lesson 10's big number buttons
        for wrong in ("1", "2"):  # two misses: the question stays, then the core's sum helps
            numbers.get_by_role("button", name=wrong, exact=True).click()
            expect(board.locator(BAD)).to_contain_text(t("quizw.kids.try_again", lang))
        expect(board.locator(BAD)).to_contain_text("=")
        beside(board, ".mj-quiz-answer")
        numbers.get_by_role("button", name=str(number_from_the_sum(board.locator(BAD).inner_text())), exact=True).click()
        expect(board.locator(".mj-msg.mj-good")).to_contain_text(t("quizw.kids.right_now", lang))
        if number == count:
            break
        button(board, "base.next", lang).click()
        expect(board.locator(".mj-quiz-counter")).to_contain_text(t("quizw.counter", lang, n=number + 1, count=count))
    expect(board.get_by_text(t("quizw.summary", lang, right=0, count=count))).to_be_visible()


def play_drill(board: Locator, lang: str) -> None:
    from mjcore.scoring.base import TEXTS
    from mjcore.scoring.kids import KIDS

    values = {TEXTS.text(key, lang): getattr(KIDS, key.split(".")[1]) for key in
              ("kids.chow", "kids.pung", "kids.kong", "kids.pair", "kids.bonus")}
    lines: list[int] = []
    for step in range(12):
        prompt = board.locator(".mj-quiz-prompt").inner_text()
        name = max((n for n in values if prompt.startswith(n)), key=len, default=None)
        if name is None:
            answer = sum(lines)  # the total: the lines added
        else:
            tiles = prompt[len(name):].split("—")[0]
            answer = values[name] * (tiles.count(",") + 1 if name == TEXTS.text("kids.bonus", lang) else 1)
            lines.append(answer)
        numbers = board.locator(".mj-numbers")  # lesson 10's big number buttons
        if step == 0:  # a miss keeps the step, the message under it
            numbers.get_by_role("button", name=str(answer + 1), exact=True).click()
            expect(board.locator(BAD)).to_contain_text(t("drill.kids.try_again", lang))
        numbers.get_by_role("button", name=str(answer), exact=True).click()
        expect(board.locator(".mj-msg.mj-good")).to_be_visible()
        if name is None:
            break
        counter = board.locator(".mj-quiz-counter").inner_text()
        button(board, "drill.next", lang).click()
        expect(board.locator(".mj-quiz-counter")).not_to_have_text(counter)  # the next step is drawn
    expect(board.get_by_text(t("drill.summary", lang, right=len(lines), count=len(lines) + 1))).to_be_visible()


PLAYERS = {
    "mj-find-suit": play_find_suit, "mj-sets": play_sets, "mj-memory": play_memory,
    "mj-tidy-up": play_tidy_up, "mj-seats": play_seats, "mj-build-wall": play_build_wall,
    "mj-numerals": play_numerals, "mj-solitaire": play_solitaire, "mj-sequence": play_sequence,
    "mj-snake": play_snake, "mj-code-lock": play_code_lock, "mj-all-sets": play_all_sets,
    "mj-bonus": play_bonus, "mj-wall-dice": play_wall_dice, "mj-kids-score": play_kids_score,
    "mj-quiz": play_quiz, "mj-drill": play_drill,
}


#: The scoring boards of lesson 12: they end with a new hand or "Again", not "New game".
SCORING = {"mj-kids-score", "mj-quiz", "mj-drill"}


@dataclass
class Played:
    """What :func:`play_every_board` did on a page: the boards (css classes, in page order)
    played to their end, and those it left (no player, or not on screen)."""

    ended: list[str] = field(default_factory=list)
    left: list[str] = field(default_factory=list)


def board_name(board: Locator) -> str:
    """The board's own css class (``mj-find-suit``): the one after ``mj-board``, or the first ``mj-``."""
    names = [c for c in classes(board).split() if c.startswith("mj-") and c != "mj-board"]
    return next((c for c in names if c in PLAYERS), names[0] if names else "mj-board")


def play_every_board(page: Page | Locator, lang: str) -> Played:
    """Play every board in ``page`` that has a player to its end; a game board then offers
    "New game" (the scoring ones of lesson 12 a new hand or "Again")."""
    played = Played()
    boards = page.locator(".mj-board")
    for index in range(boards.count()):
        board = boards.nth(index)
        css = next((c for c in PLAYERS if c in classes(board).split()), None)
        if css is None or not board.is_visible():
            played.left.append(board_name(board))
            continue
        board.scroll_into_view_if_needed()
        PLAYERS[css](board, lang)
        if css not in SCORING:
            expect(board.get_by_role("button", name=t("base.new_game", lang), exact=True).first).to_be_visible()
        played.ended.append(css)
    return played
