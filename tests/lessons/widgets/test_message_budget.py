"""What a lesson's widgets send to the page: the messages a kernel's IOPub channel carries.

A lesson of five live scoring calculators used to send ~3,300 messages and 21.6 MB on Run All
(every tile button with its own layout and style, a class added after creation, each board
its own growing <style> of tile pictures re-sent per tile). On a loaded machine the kernel's
message queue overflowed and dropped the last "idle": the notebook stayed busy for good
(docs/DECISIONS.md, "Widgets share their layouts and styles"). These tests count the messages the widgets
really send (the comm's own ``send``, as ipykernel would put them on IOPub), so that the
budget cannot creep back.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import ipywidgets as widgets
import pytest

from lessons.widgets.activity import widget_tree
from lessons.widgets.calculator import ScoringCalculator
from lessons.widgets.picker import TilePicker
from lessons.widgets.tiles import TileStyle, is_shared

HANDS = ["123m 456p 789s 23s 55p", "22444m 333p 567s 88p", "11m 234p 567p 789s 456s"]


class Recorder:
    """Every message the widgets send: comm opens (a model's first state) and updates."""

    def __init__(self) -> None:
        self.opens = 0
        self.updates = 0
        self.bytes = 0
        self.picture_bytes = 0  # of the tile pictures' <style>

    def count(self, widget: widgets.Widget, state: Any, kind: str) -> None:
        if kind == "open":
            self.opens += 1
        else:
            self.updates += 1
        size = len(json.dumps(state, default=str))
        self.bytes += size
        if isinstance(widget, TileStyle):
            self.picture_bytes += size


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    """Count what ``Widget.open`` and ``Widget.send_state`` hand to the comm layer."""
    found = Recorder()
    original_open, original_send = widgets.Widget.open, widgets.Widget.send_state

    def open_(self: widgets.Widget) -> None:
        original_open(self)
        found.count(self, self.get_state(), "open")

    def send_state(self: widgets.Widget, key: Any = None) -> None:
        original_send(self, key)
        found.count(self, self.get_state(key), "update")

    monkeypatch.setattr(widgets.Widget, "open", open_)
    monkeypatch.setattr(widgets.Widget, "send_state", send_state)
    yield found


def test_tile_buttons_share_their_layout_and_style() -> None:
    picker = TilePicker(lang="en")
    buttons = [b for b in widget_tree([picker]) if isinstance(b, widgets.Button) and hasattr(b, "tile")]
    assert len(buttons) >= 34
    assert len({id(b.layout) for b in buttons}) <= 3 and len({id(b.style) for b in buttons}) == 1
    assert all(is_shared(b.layout) and is_shared(b.style) for b in buttons)
    assert all("mj-tile" in b._dom_classes for b in buttons)  # set at creation, not by an update


def test_a_calculator_sends_a_bounded_number_of_messages(recorder: Recorder) -> None:
    ScoringCalculator(rules="riichi", hand=HANDS[0], win="4s", lang="en")  # the shared parts are made once
    before = (recorder.opens, recorder.updates, recorder.bytes)
    for hand in HANDS:
        ScoringCalculator(rules="riichi", hand=hand, lang="en")
    opens, updates, size = (now - then for now, then in zip((recorder.opens, recorder.updates, recorder.bytes), before))
    per = len(HANDS)
    # measured 2026-12-01: ~205 models, ~50 updates, ~0.25 MB a calculator (before: 337, 220, 4.3 MB)
    assert opens / per < 260, opens / per
    assert updates / per < 90, updates / per
    assert size / per < 600_000, size / per


def test_the_tile_pictures_travel_once_for_every_board(recorder: Recorder) -> None:
    first = ScoringCalculator(rules="mcr", hand=HANDS[0], win="4p", lang="en")
    assert len(first.tile_style.value) > 50_000  # the pictures are big: that is why they are shared
    sent = recorder.picture_bytes
    second = ScoringCalculator(rules="mcr", hand=HANDS[0], win="4p", lang="en")
    assert first.tile_style is second.tile_style
    assert recorder.picture_bytes == sent  # the second board shows the same tiles: no picture sent again
