"""/progress on the kids' track: the twelve stages with their stars and what next, the code lock
and the snake counted, no ratings and no grown-ups' skills; the week as a chart a phone reads."""

from __future__ import annotations

import io
import itertools

import pytest
from botkit import Harness, buttons, play_code_lock_perfectly, texts

from bot.logic.model import WeekPicture
from bot.pictures import PHONE_TEXT, WEEK_WIDTH, week_figure, week_png
from mjcore.practice.stages import STAGES
from mjcore.practice.stages import stars as stage_stars
from mjcore.quiz import FAMILIES

pytestmark = pytest.mark.asyncio


def _photo(calls) -> tuple[dict, bytes]:  # type: ignore[no-untyped-def]
    params, files = next((p, f) for n, p, f in calls if n == "sendPhoto")
    data = next(iter(files.values()))
    return params, data[1] if isinstance(data, tuple) else data


async def _snake(bot: Harness, lang: str) -> None:
    """The snake played to its end, a tile that follows each time."""
    store = bot.app.bot_data["store"]
    calls = await bot.text("/snake", lang=lang)
    while (d := store.load(42).activities.get("snake")) is not None:
        playable = set(d.game.playable())
        good = [b["callback_data"] for b in buttons(calls) if b["callback_data"].startswith("k:")
                and not b["callback_data"].endswith(":h") and int(b["callback_data"].rsplit(":", 1)[1]) in playable]
        calls = await bot.press(good[0], lang=lang)


async def test_kids_progress_shows_the_stages(bot: Harness) -> None:
    store = bot.app.bot_data["store"]
    calls = await bot.text("/progress", lang="ru")
    params, png = _photo(calls)
    assert params["caption"].startswith("Этапы детского курса: 0 из 36 звёзд") and png.startswith(b"\x89PNG")
    await play_code_lock_perfectly(bot, "ru")
    await _snake(bot, "ru")
    played = store.load(42).played
    assert [p.activity for p in played] == ["code_lock", "snake"]
    span = played[0].get("span")
    # a question the grown-ups' track would rate, answered
    calls = await bot.text("/quiz tile_name", lang="ru")
    await bot.press(next(b for b in buttons(calls) if b["callback_data"].startswith("q:"))["callback_data"], lang="ru")
    calls = await bot.text("/progress", lang="ru")
    params, png = _photo(calls)
    text = params["caption"]
    lines = text.splitlines()
    assert sum(("★" in line or "☆" in line) and line[:3].strip().rstrip(".").isdigit() for line in lines) == len(STAGES) == 12
    lock_stars = 2 if isinstance(span, int) and span >= 4 else 1
    assert any(line.startswith(" 3. Кодовый замок " + "★" * lock_stars) for line in lines), text
    assert any(line.startswith(" 4. Бамбуки и змейка ★") for line in lines), text
    assert "Что попробовать дальше: Этап 1" in text
    assert "Неделя: сыграно игр — 2" in text
    # no ratings, no grown-ups' skills, no quiz skills
    assert "±" not in text and "1500" not in text
    for family in FAMILIES.values():
        assert family.title.text("ru") not in text
    # /rating says the same to a child
    assert "±" not in texts(await bot.text("/rating", lang="ru"))


async def test_grown_ups_progress_is_unchanged(bot: Harness) -> None:
    await bot.text("/start")
    await bot.press("t:adult")
    calls = await bot.text("/quiz tile_name")
    await bot.press(next(b for b in buttons(calls) if b["callback_data"].startswith("q:"))["callback_data"])
    calls = await bot.text("/progress")
    params, _ = _photo(calls)
    assert "Answers:" in params["caption"] and "Tile name" in params["caption"] and "Stages" not in params["caption"]


def _week(lang: str) -> WeekPicture:
    days = ("пн 30.11", "вт 01.12", "ср 02.12", "чт 03.12", "пт 04.12", "сб 05.12", "вс 06.12") if lang == "ru" else (
        "Mon 11/30", "Tue 12/1", "Wed 12/2", "Thu 12/3", "Fri 12/4", "Sat 12/5", "Sun 12/6")
    return WeekPicture("Неделя: игры и звёзды" if lang == "ru" else "The week: games and stars",
                       "игры" if lang == "ru" else "games", "звёзды" if lang == "ru" else "stars",
                       tuple((day, (3 * i) % 7, i % 3) for i, day in enumerate(days)))


@pytest.mark.parametrize("lang", ["ru", "en"])
async def test_week_chart_reads_on_a_phone(lang: str) -> None:
    """Shown 400 px wide, every word and number on the chart is at least 14 px tall."""
    from PIL import Image

    png = week_png(_week(lang))
    width, _ = Image.open(io.BytesIO(png)).size
    assert width == WEEK_WIDTH
    figure = week_figure(_week(lang))
    scale = 400 / (figure.get_figwidth() * figure.dpi)
    texts_seen = [t for t in figure.findobj(lambda a: hasattr(a, "get_fontsize") and hasattr(a, "get_text"))
                  if t.get_text().strip() and t.get_visible()]
    assert len(texts_seen) >= 7 + 2 + 1  # the days, the legend, the title (and the numbers)
    smallest = min(t.get_fontsize() * figure.dpi / 72 * scale for t in texts_seen)
    assert smallest >= PHONE_TEXT, smallest
    # the days do not overlap each other
    figure.canvas.draw()
    boxes = sorted((t.get_window_extent() for t in figure.axes[0].get_xticklabels()), key=lambda box: box.x0)
    assert all(a.x1 <= b.x0 for a, b in itertools.pairwise(boxes))


async def test_each_profile_keeps_its_own_games() -> None:
    """A child's games are parked with the child's profile: another profile's /progress does
    not count them, and they come back with the child."""
    from bot.logic.session import Session
    from mjcore.practice.stages import Played

    game = Played("code_lock", 100.0, (("span", 4),))
    parent = Session(5, track="kids", names={"1": "Masha"}, played=(game,))
    child = parent.switched("1", {})
    assert child.played == ()
    back = child.switched("", {})
    assert back.played == (game,)
    assert Session.from_json(back.to_json(), 5, {}).played == (game,)


async def test_a_star_earned_is_told_at_the_end_of_the_game(bot: Harness) -> None:
    """A child's perfect code lock ends with its new stars (stage 3: ★★☆); the same game again the
    same day earns none and says none; a grown-up's game says no stars."""
    store = bot.app.bot_data["store"]
    start = len(bot.rec.calls)
    await play_code_lock_perfectly(bot, "ru")
    first = texts(bot.rec.calls[start:])
    stars = sum(s.stars for s in stage_stars(store.load(42).played))
    assert stars == 2 and "⭐ Новая звезда! Этап 3 «Кодовый замок»: ★★☆" in first, first
    start = len(bot.rec.calls)
    await play_code_lock_perfectly(bot, "ru")
    assert "⭐" not in texts(bot.rec.calls[start:])
    await bot.text("/start", user_id=43)
    await bot.press("t:adult", user_id=43)
    start = len(bot.rec.calls)
    await play_code_lock_perfectly(bot, "en", user_id=43)
    assert "⭐" not in texts(bot.rec.calls[start:]) and "star" not in texts(bot.rec.calls[start:])
