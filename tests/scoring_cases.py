"""The YAML tables of scoring cases (``tests/mjcore/scoring/cases/<system>.yaml``).

Each case is a request (the ``score --jsonl`` shape, or ``hand`` in MPSZ notation with
``win``) plus what a rules expert expects::

    - id: seed-example-1            # unique in the file
      note: seed 000:355, first worked example (open)
      hand: "111p 222m [777z] 456s 99s"
      win: 9s
      self_drawn: false
      seat: E
      round: E
      expect:
        total: 60
        meets_minimum: true
        items: {classical.pung.honor.open: 4, ...}   # key -> points x count, summed per key
        payments: {E: 120, S: -40, W: -40, N: -40}    # optional
        error: parse.unknown_suit                     # instead of the above: the error code

Use :func:`load_cases` to parametrize and :func:`check_case` to assert.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Any

import pytest
import yaml

from mjcore.errors import MahjongError
from mjcore.scoring import find_system
from mjcore.scoring.request import request_from_mapping

CASES = Path(__file__).parent / "mjcore" / "scoring" / "cases"


def load_cases(system: str) -> list[Any]:
    """``pytest.param`` per case of ``cases/<system>.yaml``, with the case id."""
    data = yaml.safe_load((CASES / f"{system}.yaml").read_text("utf-8"))
    ids = [case["id"] for case in data]
    assert len(ids) == len(set(ids)), f"duplicate case ids in {system}.yaml"
    return [pytest.param(case, id=case["id"]) for case in data]


def check_case(system: str, case: dict[str, Any]) -> None:
    """Score the case's request under ``system`` and compare with ``expect``."""
    expect = case["expect"]
    request = {k: v for k, v in case.items() if k not in ("id", "note", "expect")}
    try:
        hand, context = request_from_mapping(request)
        score = find_system(system).score(hand, context)
    except MahjongError as error:
        assert expect.get("error") == error.code, f"{case['id']}: unexpected error {error.code}: {error.message('en')}"
        return
    assert "error" not in expect, f"{case['id']}: expected error {expect['error']}, got a score of {score.total}"
    if "items" in expect:
        got: dict[str, int] = defaultdict(int)
        for item in score.items:
            got[item.key] += item.value
        assert dict(got) == expect["items"], f"{case['id']}: items\n{score.explain('en')}"
    for key in ("total", "meets_minimum", "han", "fu", "limit"):
        if key in expect:
            assert getattr(score, key) == expect[key], f"{case['id']}: {key}\n{score.explain('en')}"
    if "payments" in expect:
        assert dict(score.payments) == expect["payments"], f"{case['id']}: payments\n{score.explain('en')}"
    for item in score.items:
        assert item.name("en") and item.name("ru") and item.reason("en") and item.reason("ru"), item.key
