"""The bot's pictures through the real Application: readable on a phone, the number questions
without the corner index; bot.pictures stays pure (bytes out), the charts safe in threads."""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from botkit import Harness
from PIL import Image

from bot import pictures
from bot.logic.game import load
from bot.logic.model import HandPicture, RowPicture, TablePicture
from mjcore.game.picture import table_scene
from mjcore.notation import parse_hand, parse_tiles
from mjcore.render import phone_hand_png, phone_row_png

#: What a phone shows a photo at (the issue's measure), and a tile's width in the drawing.
DISPLAY, TILE_WIDTH = 400, 72


def photos(calls) -> list[bytes]:  # type: ignore[no-untyped-def]
    out = []
    for name, _params, files in calls:
        if name == "sendPhoto":
            data = next(iter(files.values()))
            out.append(data[1] if isinstance(data, tuple) else data)
    return out


def pixels(data: bytes) -> np.ndarray:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return np.asarray(Image.open(io.BytesIO(data)).convert("RGB"))


@pytest.mark.asyncio
@pytest.mark.parametrize("family", ["tile_number", "chinese_numeral"])
async def test_a_number_question_shows_its_tile_without_the_index(bot: Harness, family: str) -> None:
    store = bot.app.bot_data["store"]
    for _ in range(3):
        calls = await bot.text(f"/quiz {family}")
        q = store.load(42).activities["quiz"].question()
        sent = photos(calls)
        if not q.tiles:  # a level that asks about the numeral written in the text: no picture
            assert sent == [], calls
            continue
        assert len(sent) == 1 and not q.show_index, calls
        assert np.array_equal(pixels(sent[0]), pixels(phone_row_png(q.tiles, index=False)))
        assert not np.array_equal(pixels(sent[0]), pixels(phone_row_png(q.tiles)))  # the index is gone


@pytest.mark.asyncio
async def test_other_questions_keep_the_index(bot: Harness) -> None:
    calls = await bot.text("/quiz tile_name")
    q = bot.app.bot_data["store"].load(42).activities["quiz"].question()
    assert q.show_index and np.array_equal(pixels(photos(calls)[0]), pixels(phone_row_png(q.tiles)))


@pytest.mark.asyncio
async def test_the_game_picture_is_the_table_readable_at_400_px(bot: Harness) -> None:
    calls = await bot.text("/play")
    sent = photos(calls)
    assert len(sent) == 1, calls
    picture = pixels(sent[0])
    height, width = picture.shape[:2]
    assert width == 2 * DISPLAY and height <= 1.7 * width  # the table for a phone, drawn at twice its size
    table = load(bot.app.bot_data["store"].load(42).activities["game"])
    scene = table_scene(table.view(0), table.names(0, "en", kids=True), "en", kids=True)
    assert np.array_equal(picture, pixels(scene.png()))  # the core's picture of the table, as the learner sees it
    assert len(scene.tiles("hand-0")) + len(scene.tiles("drawn-0")) == 14 and len(scene.tiles("hand-1")) == 13
    assert min(t.width for t in scene.tiles("hand-0")) >= 45  # the learner's tiles at 400 px: 7 a row


def test_a_scene_picture_is_drawn_once_and_carried_as_a_value() -> None:
    import pickle

    from mjcore.game.state import new_game
    from mjcore.game.view import view

    scene = table_scene(view(new_game("mcr2p", seed=3), 0), ["you", "computer"], "en")
    picture = TablePicture(scene, "abc:0::en")
    assert pickle.loads(pickle.dumps(picture)) == picture  # a worker process hands it back
    pictures._scene.cache_clear()
    first = pictures.png(picture)
    assert first == scene.png(scale=2) and pictures._scene.cache_info().misses == 1
    assert pictures.png(TablePicture(scene, "other key")) is first  # the same scene: the same PNG, drawn once
    with pytest.raises(ValueError, match="without its scene"):
        pictures.png(TablePicture(None, "x"))


def test_png_keeps_its_signature_and_draws_every_kind() -> None:
    row = pictures.png(RowPicture(parse_hand("123m456p789s1122z").concealed))
    assert row == phone_row_png(parse_hand("123m456p789s1122z").concealed, height=pictures.TILE_HEIGHT)
    hand = pictures.png(HandPicture("123m 11z [789s] {5555z}"))
    assert hand == phone_hand_png(parse_hand("123m 11z [789s] {5555z}", check_size=False))
    # not a hand (five copies of a tile): its tiles in a row, no traceback
    assert pictures.png(HandPicture("[1111m] 1m")) == phone_row_png(parse_tiles("1m1m1m1m1m"))
    assert pictures.png(RowPicture((), index=False))[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.slow
def test_charts_drawn_in_worker_threads_are_the_charts_drawn_alone() -> None:
    data = [{"title": f"Chart {n}", "xlabel": "%", "bars": [["Tile name", n / 10], ["Sets", 0.5]]} for n in range(3)]
    alone = [pictures.chart_png(d) for d in data]
    with ThreadPoolExecutor(3) as pool:
        together = list(pool.map(pictures.chart_png, data * 2))
    assert together == alone * 2
    assert len(set(alone)) == len(alone)  # the data shows in the picture


def test_warm_draws_every_tile_once() -> None:
    from mjcore.render import bitmap

    pictures.warm()
    before = set(bitmap._BITMAPS)
    pictures.png(RowPicture(parse_tiles("1m2m3m4p5p6p7s8s9s1z1z9p9p9p")))
    pictures.png(RowPicture(parse_tiles("5m"), index=False))
    assert set(bitmap._BITMAPS) == before  # nothing left to draw


def test_tile_pictures_drawn_in_worker_threads_are_the_pictures_drawn_alone() -> None:
    """bot.pictures.png is a pure function: a worker pool gets the same bytes as the event loop."""
    rows = ["1m2m3m4p5p6p7s8s9s1z1z9p9p9p", "5m", "1f2f3f4f5f6f7f8f", "7z7z7z6z6z"]
    wanted = [RowPicture(parse_tiles(r), index=n % 2 == 0) for n, r in enumerate(rows)] + [HandPicture("123m 11z [789s]")]
    alone = [pictures.png(p) for p in wanted]
    pictures._row.cache_clear()
    pictures._hand.cache_clear()
    with ThreadPoolExecutor(4) as pool:
        together = list(pool.map(pictures.png, wanted * 3))
    assert together == alone * 3
    assert len(set(alone)) == len(alone)
