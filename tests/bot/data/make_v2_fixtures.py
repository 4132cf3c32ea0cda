"""Makes ``sessions_v2.json`` with the bot of main at c16bc05 (the last one with SESSION_VERSION 2:
every activity in ``activities``, no live messages, starting one activity ended others). One
command, from the project's root::

    python tests/bot/data/make_v2_fixtures.py

It takes ``bot/`` of c16bc05 out of git into a temporary folder and runs on it (with the working
tree's ``mjcore``). Each fixture is a stored row mid-activity and the button the user pressed next.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

V2 = "c16bc05"
HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[2]


def make() -> dict:
    from bot.logic import Config, Event
    from bot.runner import handle
    from bot.storage import Store

    out: dict[str, dict] = {}
    with tempfile.TemporaryDirectory() as folder:
        store = Store(Path(folder) / "v2.sqlite3")
        for name, user, commands in (("game_and_memory", 21, ["/play", "/memory"]), ("quiz_and_game", 22, ["/play", "/quiz tile_name"]),
                                     ("mid_codelock", 23, ["/codelock"])):
            replies = []
            for n, text in enumerate(commands):
                replies = handle(store, Event("text", user, text=text, now=2_000_000.0 + n, rand=user * 7919 + n, lang_code="en"),
                                 Config(rate_count=0))
            press = next(b.data for r in reversed(replies) for row in r.buttons for b in row if not b.data.startswith("n:"))
            raw = store.db.execute("SELECT data FROM sessions WHERE user_id=?", (user,)).fetchone()[0]
            out[name] = {"user_id": user, "row": json.loads(raw), "next": press}
        store.close()
    return out


def main() -> None:
    with tempfile.TemporaryDirectory() as folder:
        archive = subprocess.run(["git", "archive", V2, "bot"], cwd=ROOT, check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", folder], input=archive, check=True)
        code = (f"import sys; sys.path[:0] = [{folder!r}, {str(ROOT)!r}]; sys.argv = ['x', 'child'];"
                f"__file__ = {__file__!r}; exec(open(__file__).read())")
        subprocess.run([sys.executable, "-c", code], check=True)


if __name__ == "__main__":
    if sys.argv[1:] == ["child"]:
        import bot

        assert bot.__file__ is not None and ROOT.as_posix() not in Path(bot.__file__).parent.as_posix(), bot.__file__
        (HERE / "sessions_v2.json").write_text(json.dumps(make(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    else:
        main()
