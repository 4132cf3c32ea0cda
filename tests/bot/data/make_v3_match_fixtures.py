"""Makes ``sessions_v3_match.json`` with the bot of main at 046dc54 (the last one whose game kept
its own play loop: a match stored as its record's fields side by side — rules, seed, options,
actions, max_hands — with the computer's level and the hands it counted itself: won, lost, drawn,
best). One command, from the project's root::

    python tests/bot/data/make_v3_match_fixtures.py

It takes ``bot/`` of 046dc54 out of git into a temporary folder and runs on it (with the working
tree's ``mjcore``). Each fixture is a stored session mid-match, the button the user pressed next
and when.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

OLD = "046dc54"
HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]


def _play(track: str, rules: str, lang: str, seed: int, stop: Any) -> tuple[Any, list[Any], float]:
    from bot.logic import Config, Event, Session, step

    config = Config(rate_count=0, claim_timeout=30)
    s = Session(7, lang=lang, track=track)
    s.settings.update(rules=rules, timer=True)
    s, out = step(s, Event("text", 7, text="/play", rand=seed, now=1000.0, lang_code=lang), config)
    rng, now = random.Random(seed), 1000.0
    for i in range(3000):
        g = s.activities.get("game")
        if g is not None and stop(g):
            return s, out, now
        options = [b.data for r in out for row in r.buttons for b in row if b.data[:2] in ("g:", "h:") and not b.data.endswith(":h")]
        now += 2
        s, out = step(s, Event("button", 7, data=rng.choice(options), rand=i, now=now, lang_code=lang), config)
    raise SystemExit("no such moment in this seed")


def make() -> dict[str, Any]:
    from bot.logic.game import load  # type: ignore[attr-defined]  # the old bot's: a GameState
    from mjcore.game import Phase

    cases: dict[str, Any] = {}
    # hand 2 of a kids2p match at a claim prompt (its clock running), hand 1 counted (lost)
    s, out, now = _play("adult", "kids2p", "en", 11,
                        lambda g: g.counted is not None and g.prompt_at is not None and load(g).hand_no == 1)
    claim = [b.data for r in out for row in r.buttons for b in row if b.data.startswith("g:") and not b.data.endswith(":h")]
    cases["claim_in_hand_2"] = {"session": json.loads(s.to_json()), "next": claim[0], "now": now + 5}
    # an mcr2p match at the end of its first hand, the result shown and counted
    s, out, now = _play("adult", "mcr2p", "ru", 5, lambda g: load(g).phase is Phase.HAND_OVER)
    nxt = [b.data for r in out for row in r.buttons for b in row if b.data.startswith("h:")]
    cases["mcr_hand_over"] = {"session": json.loads(s.to_json()), "next": nxt[0], "now": now + 5}
    return cases


def main() -> None:
    if "--inside" in sys.argv:  # run by the command below, on the old bot
        json.dump(make(), sys.stdout, ensure_ascii=False, indent=1)
        return
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "archive", OLD, "bot"], cwd=ROOT, check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        found = subprocess.run([sys.executable, str(Path(__file__).resolve()), "--inside"], cwd=folder, check=True,
                               capture_output=True, text=True, env={"PYTHONPATH": f"{folder}:{ROOT}", "PATH": "/usr/bin:/bin"})
    (HERE / "sessions_v3_match.json").write_text(found.stdout + "\n", "utf-8")


if __name__ == "__main__":
    main()
