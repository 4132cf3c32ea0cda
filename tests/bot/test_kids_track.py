"""Everything the children's track sends, through the real PTB Application (recording request):
each kids' activity (``/score``, ``/puzzle``, a whole ``/play`` match, memory, the code lock,
the snake, ``/quiz``, ``/daily``) played to its end in Russian and in English, every text,
caption, button label, notice and poll gathered and checked by the core's
:func:`mjcore.kidswords.adult_traces` (no notation, no adult word) and
:func:`~mjcore.kidswords.kids_text_problems` (no second name, no «вы»), and the bot's own words for
a child checked by :func:`kid_slips` (one name for a thing, «ты», no grown-up's figures, no label
cut mid-word, one celebration at an end).

Each activity also counts its new messages (``sendMessage``/``sendPhoto``/``sendPoll``) against
its edits (``editMessage*``): the figures of issue 28's item 5. ``MJ_KIDS_FIGURES=prefix`` writes
them (and every text read) as JSON to ``prefix.quick.json`` and ``prefix.match.json``.
"""

from __future__ import annotations

import json
import os
import random
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from botkit import Harness, make_app

from bot.logic.session import StoredProgress
from mjcore.kidswords import adult_traces, kids_text_problems
from mjcore.practice.record import Puzzle

LANGS = ("ru", "en")
NEW = ("sendMessage", "sendPhoto", "sendPoll")
#: A child's puzzles (a parent played the grown-ups' track first): the hands of the review's tests.
PUZZLES = (Puzzle("123m456p789s1122z5p", "5p", "1z", "standard", tuple([3] * 34), 7),
           Puzzle("234m3456p678s5577z", "5z", "3m", "standard", tuple([3] * 34), 5))


@dataclass
class Seen:
    """What one activity showed a child: new messages, edits, and every text read with where it was."""

    new: int = 0
    edits: int = 0
    photos: int = 0
    read: list[tuple[str, str]] = field(default_factory=list)
    pngs: list[bytes] = field(default_factory=list)
    seconds: float = 0.0

    def take(self, calls: list[tuple[str, dict, dict]]) -> None:
        for name, params, files in calls:
            if name in NEW:
                self.new += 1
            elif name.startswith("editMessage"):
                self.edits += 1
            if name in ("sendPhoto", "editMessageMedia"):
                self.photos += 1
                data = next(iter(files.values()), None) if files else None
                if data is not None:
                    self.pngs.append(data[1] if isinstance(data, tuple) else data)
            self._read(name, params)

    def _read(self, name: str, params: dict[str, Any]) -> None:
        media = params.get("media")
        if media is not None:
            media = json.loads(media) if isinstance(media, str) else media
            if media.get("caption"):
                self.read.append((f"{name}.caption", media["caption"]))
        for key in ("text", "caption", "question", "explanation"):
            if params.get(key):
                self.read.append((f"{name}.{key}", str(params[key])))
        for option in params.get("options") or ():
            self.read.append((f"{name}.option", option if isinstance(option, str) else option.get("text", "")))
        markup = params.get("reply_markup")
        if markup:
            markup = json.loads(markup) if isinstance(markup, str) else markup
            for row in markup.get("inline_keyboard", ()):
                for button in row:
                    self.read.append((f"{name}.button", button["text"]))


def _buttons(calls: list[tuple[str, dict, dict]]) -> list[dict[str, Any]]:
    """The inline buttons of the last message sent or edited with a keyboard."""
    for name, params, _ in reversed(calls):
        markup = params.get("reply_markup")
        if markup and (name in NEW or name.startswith("editMessage")):
            markup = json.loads(markup) if isinstance(markup, str) else markup
            return [b for row in markup.get("inline_keyboard", ()) for b in row]
    return []


def _data(calls: list[tuple[str, dict, dict]], prefix: str) -> list[str]:
    return [b["callback_data"] for b in _buttons(calls) if b["callback_data"].startswith(prefix)]


Driver = Callable[[Harness, str, Seen], Awaitable[None]]


def _live(bot: Harness, name: str) -> Any:
    return bot.app.bot_data["store"].load(42).activities.get(name)


async def _score(bot: Harness, lang: str, seen: Seen) -> None:
    calls = await bot.text("/score", lang=lang)
    seen.take(calls)
    rng = random.Random(1)
    for _ in range(60):
        if _live(bot, "score") is None:
            return
        options = [d for d in _data(calls, "w:") if not d.endswith(":ok")]
        done = _data(calls, "w:") and [d for d in _data(calls, "w:") if d.endswith(":ok")]
        if done and rng.random() < 0.4:
            calls = await bot.press(done[0], lang=lang)
        else:
            calls = await bot.press(rng.choice(options), lang=lang)
        seen.take(calls)
    raise AssertionError("the drill did not end")


async def _puzzle(bot: Harness, lang: str, seen: Seen) -> None:
    store = bot.app.bot_data["store"]
    session = store.load(42)
    session.progress = StoredProgress.of(session.progress.value.add_puzzles(PUZZLES))
    store.save(session, 1.0)
    for k in range(len(PUZZLES)):
        calls = await bot.text("/puzzle", lang=lang)
        seen.take(calls)
        calls = await bot.press(_data(calls, "y:")[k], lang=lang)  # the first a right one or not
        seen.take(calls)
    assert _live(bot, "puzzle") is None


async def _match(bot: Harness, lang: str, seen: Seen) -> None:
    calls = await bot.text("/play", lang=lang)
    seen.take(calls)
    rng = random.Random(3 if lang == "ru" else 4)
    for press in range(3000):
        if press % 11 == 10:
            hint = [d for d in _data(calls, "g:") if d.endswith(":h")]
            if hint:
                seen.take(await bot.press(hint[0], lang=lang))
        options = [d for d in _data(calls, "g:") + _data(calls, "h:") if not d.endswith(":h") or d.startswith("h:")]
        if not options:
            assert _live(bot, "game") is None
            return
        nexts = [d for d in options if d.startswith("h:")]
        calls = await bot.press(nexts[0] if nexts else rng.choice(options), lang=lang)
        seen.take(calls)
    raise AssertionError("the match did not end")


async def _memory(bot: Harness, lang: str, seen: Seen) -> None:
    calls = await bot.text("/memory", lang=lang)
    seen.take(calls)
    seen.take(calls := await bot.press(next(d for d in _data(calls, "m:") if d.endswith(":h")), lang=lang))
    board = _live(bot, "memory").game.board
    # a miss first (two different tiles), then every pair
    order = [0, next(i for i in range(len(board)) if board[i] != board[0])]
    for tile in dict.fromkeys(board):
        order += [i for i in range(len(board)) if board[i] == tile]
    for pos in order:
        state = _live(bot, "memory")
        if state is None:
            break
        if pos in state.game.removed:
            continue
        data = next(d for d in _data(calls, "m:") if d.endswith(f":{pos}"))
        calls = await bot.press(data, lang=lang)
        seen.take(calls)
    assert _live(bot, "memory") is None


async def _codelock(bot: Harness, lang: str, seen: Seen) -> None:
    from bot.logic.model import codes

    calls = await bot.text("/codelock", lang=lang)
    seen.take(calls)
    hint = [d for d in _data(calls, "c:") if d.endswith(":i")]
    seen.take(calls := await bot.press(hint[0], lang=lang))
    for round_no in range(10):
        if _live(bot, "codelock") is None:
            return
        calls = await bot.press(next(d for d in _data(calls, "c:") if d.endswith(":h")), lang=lang)
        seen.take(calls)
        code = codes(_live(bot, "codelock").game.code)
        tiles = [int(code[i]) - 1 for i in range(0, len(code), 2)]
        if round_no == 1:
            tiles = tiles[1:2] + tiles[:1] + tiles[2:]  # order errors
        if round_no == 2:
            tiles = tiles[:1]  # item errors: one tile, then Done
        for t in tiles:
            calls = await bot.press(next(d for d in _data(calls, "c:") if d.endswith(f":{t}")), lang=lang)
            seen.take(calls)
        if _live(bot, "codelock") is not None and not _live(bot, "codelock").game.showing:
            calls = await bot.press(next(d for d in _data(calls, "c:") if d.endswith(":d")), lang=lang)
            seen.take(calls)
    assert _live(bot, "codelock") is None


async def _snake(bot: Harness, lang: str, seen: Seen) -> None:
    calls = await bot.text("/snake", lang=lang)
    seen.take(calls)
    seen.take(calls := await bot.press(next(d for d in _data(calls, "k:") if d.endswith(":h")), lang=lang))
    rejected = False
    for _ in range(60):
        state = _live(bot, "snake")
        if state is None:
            return
        playable = set(state.game.playable())
        options = [d for d in _data(calls, "k:") if not d.endswith(":h")]
        wrong = [d for d in options if int(d.rsplit(":", 1)[1]) not in playable]
        good = [d for d in options if int(d.rsplit(":", 1)[1]) in playable]
        pick = wrong[0] if wrong and not rejected else good[0]
        rejected = rejected or pick in wrong
        calls = await bot.press(pick, lang=lang)
        seen.take(calls)
    raise AssertionError("the snake did not end")


async def _quiz(bot: Harness, lang: str, seen: Seen, command: str = "/quiz", questions: int = 6) -> None:
    rng = random.Random(5)
    for _ in range(questions):
        calls = await bot.text(command, lang=lang)
        seen.take(calls)
        for _ in range(20):
            if _live(bot, "quiz") is None:
                break
            options = [d for d in _data(calls, "q:") if not d.endswith(":ok")]
            done = [d for d in _data(calls, "q:") if d.endswith(":ok")]
            if options and (not done or rng.random() < 0.6):
                press = await bot.press(rng.choice(options), lang=lang)
                seen.take(press)
                calls = calls + press
            elif done:
                calls = await bot.press(done[0], lang=lang)
                seen.take(calls)
            else:  # a number to type
                calls = await bot.text(str(rng.randint(0, 12)), lang=lang)
                seen.take(calls)
        assert _live(bot, "quiz") is None


async def _daily(bot: Harness, lang: str, seen: Seen) -> None:
    await _quiz(bot, lang, seen, "/daily", 1)


ACTIVITIES: dict[str, Driver] = {"score": _score, "puzzle": _puzzle, "match": _match, "memory": _memory,
                                 "codelock": _codelock, "snake": _snake, "quiz": _quiz, "daily": _daily}


async def play_all(db: Any, lang: str, names: tuple[str, ...]) -> dict[str, Seen]:
    """The kids' activities ``names`` played to their ends by a child (``/start``, the children's track)."""
    app, rec, errors = await make_app(db)
    bot = Harness(app, rec, errors)
    out: dict[str, Seen] = {}
    try:
        start = Seen()
        start.take(await bot.text("/start", lang=lang))
        start.take(await bot.press("t:kids", lang=lang))
        out["start"] = start
        for name in names:
            seen = Seen()
            began = time.perf_counter()
            await ACTIVITIES[name](bot, lang, seen)
            seen.seconds = time.perf_counter() - began
            out[name] = seen
    finally:
        await app.shutdown()
        app.bot_data["store"].close()
        app.bot_data["worker"].close()
    assert errors == [], errors
    return out


def traces(seen: Seen, lang: str) -> list[tuple[str, str, list[str]]]:
    """Notation and adult terms (:func:`~mjcore.kidswords.adult_traces`) in what ``seen`` read."""
    return [(where, text, found) for where, text in seen.read if (found := adult_traces(text, lang))]


def problems(seen: Seen, lang: str) -> list[tuple[str, str, list[str]]]:
    """Everything the glossary says a child should not read (:func:`~mjcore.kidswords.kids_text_problems`:
    notation, adult terms, second names, the parent's register) in what ``seen`` read."""
    return [(where, text, [str(p) for p in found]) for where, text in seen.read if (found := kids_text_problems(text, lang))]


#: The bot's own slips on the children's track, beyond the core's adult words: «вы» to a child,
#: a second name for a hand or a game, a grown-up's figures (ages, ratings), the review's numbers.
SLIPS: dict[str, tuple[str, ...]] = {
    "ru": (r"\b(?:вы|вас|вам|ваш\w*)\b", r"\b(?:открыва|запомн|нажм|сыгра|попробу|напиш)\w*(?:йте|ите)\b",
           r"\bраздач", r"\bсдач", r"\bматч", r"возраст", r"±", r"\bрейтинг", r"полезн\w* (?:кост|фиш)",
           r"\bу знак \d", r"Новая партия", r"Партия \d+ игры"),
    "en": (r"\bhands? \d", r"\bmatch\b", r"\bage\b", r"±", r"\brating", r"\buseful tiles",
           r"\baccuracy\b"),
}
#: At a table of two a child is «ты» and the computer, never a seat's number (the match only:
#: the scoring drill's «номер места» is the children's word for a seat wind).
TABLE_SLIPS = {"ru": r"\bмест[оа] \d", "en": r"\bseat \d"}
#: Nouns counted on screen, their forms (one | few | many; en one | other).
COUNTED = {"ru": (("фишка", "фишки", "фишек"), ("монета", "монеты", "монет"), ("очко", "очка", "очков"),
                  ("пара", "пары", "пар")),
           "en": (("tile", "tiles"), ("coin", "coins"), ("point", "points"), ("pair", "pairs"))}
#: The activities whose end a child celebrates (the one 🎉 of each).
CHEERED = ("match", "memory", "codelock", "snake")


def kid_slips(seen: Seen, lang: str, name: str) -> list[tuple[str, str]]:
    """The bot's slips in what ``seen`` read (pattern, text): :data:`SLIPS`, a seat's number at
    the table, a count whose noun does not agree with it (``4 фишек``), a label cut short."""
    from mjcore.i18n import plural_form

    out = []
    patterns = SLIPS[lang] + ((TABLE_SLIPS[lang],) if name == "match" else ())
    for where, text in seen.read:
        out += [(p, text) for p in patterns if re.search(p, text, flags=re.IGNORECASE)]
        for forms in COUNTED[lang]:
            for number, noun in re.findall(r"(?<![\d.,])(\d+) (" + "|".join(forms) + r")\b", text):
                if noun != plural_form(list(forms), int(number), lang):
                    out.append((f"{number} {noun}", text))
        if where.endswith(".button") and (text.endswith("…") or len(text) > 40):
            out.append(("a label cut short", text))
    return out


def _ending(seen: Seen) -> str:
    """The text that ended an activity: the last one read that is no button."""
    return next(text for where, text in reversed(seen.read) if not where.endswith(".button"))


def figures(played: dict[str, dict[str, Seen]]) -> dict[str, Any]:
    return {lang: {name: {"new": s.new, "edits": s.edits, "photos": s.photos, "texts": len(s.read),
                          "traces": len(traces(s, lang)), "problems": len(problems(s, lang)),
                          "slips": len(kid_slips(s, lang, name)),
                          "seconds": round(s.seconds, 1), "read": s.read}
                   for name, s in acts.items()} for lang, acts in played.items()}


QUICK = tuple(name for name in ACTIVITIES if name != "match")


def _played(names: tuple[str, ...], folder: Path, tag: str) -> dict[str, dict[str, Seen]]:
    import asyncio

    out = {lang: asyncio.run(play_all(folder / f"{lang}.sqlite3", lang, names)) for lang in LANGS}
    target = os.environ.get("MJ_KIDS_FIGURES")
    if target:
        Path(f"{target}.{tag}.json").write_text(json.dumps(figures(out), ensure_ascii=False, indent=1), "utf-8")
    return out


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, dict[str, Seen]]:
    """Every kids' activity but the match, in both languages (a few seconds)."""
    return _played(QUICK, tmp_path_factory.mktemp("kids"), "quick")


def _check(seen: Seen, lang: str, name: str) -> None:
    assert seen.read, name
    assert traces(seen, lang) == []
    assert problems(seen, lang) == []
    assert kid_slips(seen, lang, name) == []
    cheers = [text for _, text in seen.read if "🎉" in text]
    if name in CHEERED:  # the end is celebrated
        assert "🎉" in _ending(seen), _ending(seen)
    elif name != "match":
        assert cheers == [], cheers


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", QUICK)
def test_what_a_child_reads(played: dict[str, dict[str, Seen]], lang: str, name: str) -> None:
    """Nothing a kids' activity sends has notation, an adult word or one of the bot's slips, in
    either language; the end of a game is celebrated."""
    _check(played[lang][name], lang, name)


@pytest.mark.slow
def test_what_a_child_reads_in_a_whole_match(tmp_path: Path) -> None:
    """The same for a whole match of eight hands, in both languages (the cost of this module)."""
    played = _played(("match",), tmp_path, "match")
    for lang in LANGS:
        _check(played[lang]["match"], lang, "match")


@pytest.mark.parametrize("lang", LANGS)
def test_numbers_are_tapped_not_typed(played: dict[str, dict[str, Seen]], lang: str) -> None:
    """A child's number question has number buttons: the quiz never asks to type."""
    typed = {"ru": "Напиши число", "en": "Type a number"}[lang]
    assert not [text for name in ("quiz", "daily") for _, text in played[lang][name].read if typed in text]


@pytest.mark.parametrize("lang", LANGS)
def test_memory_shows_its_board_as_a_picture(played: dict[str, dict[str, Seen]], lang: str) -> None:
    """Memory's live message is the board's picture: one new message, every flip an edit of it."""
    seen = played[lang]["memory"]
    assert seen.new == 1 and seen.photos == seen.edits + 1 and seen.pngs


@pytest.mark.parametrize("lang", LANGS)
def test_a_missed_pair_stays_face_up_until_the_next_tap(lang: str) -> None:
    """Two tiles that are no pair stay face up (in the picture and on their buttons) until the
    next tap, so that a child sees where they lay; then they are face down again."""
    from bot.logic import Event, Session, step
    from bot.logic.model import BoardPicture

    session = Session(7, lang=lang, track="kids")
    session, _ = step(session, Event("text", 7, text="/memory", now=1.0, rand=11))
    game = session.activities["memory"].game
    other = next(i for i, t in enumerate(game.board) if t != game.board[0])
    third = next(i for i in range(len(game.board)) if i not in (0, other))

    def tap(session: Session, pos: int, now: float) -> tuple[Session, BoardPicture, list[str]]:
        state = session.activities["memory"]
        data = f"m:{state.id}:{state.flips}:{pos}"
        session, replies = step(session, Event("button", 7, data=data, now=now, rand=3))
        live = next(r for r in replies if r.live == "memory")
        assert isinstance(live.picture, BoardPicture)
        return session, live.picture, [b.label for row in live.buttons for b in row]

    session, _, _ = tap(session, 0, 2.0)
    session, picture, labels = tap(session, other, 3.0)
    assert picture.cells[0] == game.board[0] and picture.cells[other] == game.board[other]  # both still up
    assert labels[0] != "🀫" and labels[other] != "🀫"
    session, picture, labels = tap(session, third, 4.0)
    assert picture.cells[0] is None and picture.cells[other] is None and picture.cells[third] == game.board[third]
    assert labels[0] == labels[other] == "🀫"
