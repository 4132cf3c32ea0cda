"""``python -m bot --console`` killed with SIGKILL mid-game: on restart over the same SQLite file
the game resumes at the same move and the progress is there (one transaction per update)."""

from __future__ import annotations

import os
import re
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")


class Console:
    def __init__(self, db: Path) -> None:
        env = {k: v for k, v in os.environ.items() if k != "TELEGRAM_BOT_TOKEN"}
        self.proc = subprocess.Popen([sys.executable, "-m", "bot", "--console", "--lang", "en", "--db", str(db)],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
        self.out = b""
        self.lock = threading.Lock()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        while chunk := os.read(self.proc.stdout.fileno(), 65536):
            with self.lock:
                self.out += chunk

    def text(self) -> str:
        with self.lock:
            return self.out.decode("utf-8", "replace")

    def send(self, line: str, timeout: float = 60) -> str:
        """Type a line and wait for the next prompt; the output of that line."""
        before = self.text().count("> ")
        assert self.proc.stdin is not None
        self.proc.stdin.write(line.encode() + b"\n")
        self.proc.stdin.flush()
        deadline = time.monotonic() + timeout
        while self.text().count("> ") <= before:
            assert time.monotonic() < deadline and self.proc.poll() is None, self.text()[-2000:]
            time.sleep(0.02)
        return self.text()

    def wait_prompt(self, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while "> " not in self.text():
            assert time.monotonic() < deadline, self.text()
            time.sleep(0.02)


def _game(db: Path) -> dict:
    import json

    with sqlite3.connect(db) as con:
        data = json.loads(con.execute("SELECT data FROM sessions WHERE user_id=1").fetchone()[0])
    return data


def _actions(session: dict) -> list[str]:
    """The game's moves in a stored session (the table's JSON: its record's actions)."""
    return list(session["activities"]["game"]["table"]["game"]["actions"])


@pytest.mark.slow
def test_kill_9_then_resume(tmp_path: Path) -> None:
    db = tmp_path / "k.sqlite3"
    c = Console(db)
    c.wait_prompt()
    c.send("/quiz tile_name")
    out = c.send("1")
    assert "Right!" in out or "The answer:" in out
    out = c.send("/play")
    assert "Your turn:" in out  # no track chosen: a child's words
    out = c.send("1")  # the first button: a discard
    before = _game(db)
    assert before["activities"]["game"] is not None and _actions(before)
    os.kill(c.proc.pid, signal.SIGKILL)
    c.proc.wait(timeout=30)
    assert c.proc.returncode == -signal.SIGKILL

    after = _game(db)
    assert _actions(after) == _actions(before) and after["stats"]["answers"] == 1
    c2 = Console(db)
    c2.wait_prompt()
    out = c2.send("/play")
    # the game as it was: the learner's turn, or the computer's discard offered to them
    assert "unfinished game" in out and ("Your turn:" in out or "or let it go?" in out), out
    assert _actions(_game(db)) == _actions(before)
    out = c2.send("/progress")  # a child's progress: the stages, and the quiz answer kept
    assert re.search(r"Quiz and scoring: [01] of 1 answers right", out), out
    c2.proc.stdin.close()  # type: ignore[union-attr]
    assert c2.proc.wait(timeout=30) == 0
