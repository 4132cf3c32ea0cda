"""/progress sends a matplotlib bar chart with the text summary as its caption."""

from __future__ import annotations

import sys

import pytest
from botkit import Harness, buttons, texts

from bot.logic.model import ChartPicture
from bot.pictures import chart_png


@pytest.mark.asyncio
async def test_progress_is_a_chart_photo(bot: Harness) -> None:
    await bot.text("/start")
    await bot.press("t:adult")  # the grown-ups' /progress (the kids': tests/bot/test_progress_kids.py)
    calls = await bot.text("/progress")
    assert not [n for n, _, _ in calls if n == "sendPhoto"] and "No quiz answers yet" in texts(calls)
    for _ in range(3):
        calls = await bot.text("/quiz tile_name")
        choice = next(b for b in buttons(calls) if b["callback_data"].startswith("q:"))
        await bot.press(choice["callback_data"])
    calls = await bot.text("/progress")
    photos = [(p, f) for n, p, f in calls if n == "sendPhoto"]
    assert len(photos) == 1, calls
    params, files = photos[0]
    assert "Answers:" in params["caption"] and "Tile name" in params["caption"]
    assert params["reply_markup"]
    data = next(iter(files.values()))
    content = data[1] if isinstance(data, tuple) else data
    assert content[:8] == b"\x89PNG\r\n\x1a\n"


def test_chart_leaves_no_pyplot_state() -> None:
    had_pyplot = "matplotlib.pyplot" in sys.modules
    png = chart_png({"title": "t — ё", "xlabel": "%", "bars": [["a", 0.5], ["b", 1.5], ["c", -1]]})
    assert png.startswith(b"\x89PNG")
    assert chart_png({"bars": []}).startswith(b"\x89PNG")
    if had_pyplot:
        import matplotlib.pyplot as plt
        assert plt.get_fignums() == []
    else:
        assert "matplotlib.pyplot" not in sys.modules
    assert ChartPicture("t", "%", (("a", 0.5),)).key == 'chart:{"title": "t", "xlabel": "%", "bars": [["a", 0.5]]}'
