"""``python -m bot --console`` driven through stdin in a subprocess."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest


def console(tmp_path: Path, script: str, lang: str = "en") -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "TELEGRAM_BOT_TOKEN"}
    return subprocess.run([sys.executable, "-m", "bot", "--console", "--lang", lang, "--db", str(tmp_path / "c.sqlite3")],
                          input=script, capture_output=True, text=True, timeout=120, env=env)


@pytest.mark.slow
def test_console_conversation(tmp_path: Path) -> None:
    r = console(tmp_path, "/start\n3\n/quiz tile_name\n1\n/play\n1\n/progress\n/memory\n99\nhello\n")
    assert r.returncode == 0, r.stderr
    assert "Traceback" not in r.stdout + r.stderr
    out = r.stdout
    assert "Who is learning?" in out and "1) A child with a parent" in out
    assert "The answer:" in out or "Right!" in out
    pictures = re.findall(r"\[picture: (.+?\.png)\]", out)
    assert pictures and all(Path(p).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in pictures)
    assert "Your move:" in out and "Answers:" in out and "Memory:" in out
    assert "did not understand" in out
    assert out.rstrip().endswith("Bye!")


@pytest.mark.slow
def test_console_in_russian_and_state_kept(tmp_path: Path) -> None:
    r = console(tmp_path, "/play\n", lang="ru")  # no track chosen: a child's words
    assert r.returncode == 0 and "Твой ход" in r.stdout
    r = console(tmp_path, "/play\n", lang="ru")
    assert "незаконченная игра" in r.stdout


def test_without_token_and_console_it_says_how(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "TELEGRAM_BOT_TOKEN"}
    r = subprocess.run([sys.executable, "-m", "bot"], capture_output=True, text=True, timeout=60, env=env)
    assert r.returncode == 2 and "--console" in r.stderr and "Traceback" not in r.stderr
