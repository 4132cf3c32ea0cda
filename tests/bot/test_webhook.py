"""``python -m bot --webhook URL``: our webhook server (bot.webhook) with the listen/port options; the token is
never printed; a missing token is explained in the user's language."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest

import bot
import bot.webhook
from bot.__main__ import main

TOKEN = "123456:SECRET-token-for-the-test"


class FakeApp:
    def __init__(self) -> None:
        self.calls: list[tuple[str, dict[str, Any]]] = []
        self.built: list[dict[str, Any]] = []

    def run_polling(self, **kwargs: Any) -> None:
        self.calls.append(("polling", kwargs))


def test_webhook_options(monkeypatch: pytest.MonkeyPatch, tmp_path, capsys) -> None:  # type: ignore[no-untyped-def]
    app = FakeApp()

    def build(token: str, **kw: Any) -> FakeApp:
        app.built.append(kw)
        return app

    async def serve(served: FakeApp, **kwargs: Any) -> None:  # our webhook server (bot.webhook), not PTB's
        served.calls.append(("webhook", kwargs))

    monkeypatch.setattr(bot, "build_application", build)
    monkeypatch.setattr(bot.webhook, "serve", serve)
    monkeypatch.setenv("TELEGRAM_BOT_TOKEN", TOKEN)
    monkeypatch.setenv("TELEGRAM_WEBHOOK_SECRET", "s3cret")
    assert main(["--webhook", "https://bot.example.org/tg/hook", "--listen", "0.0.0.0", "--port", "8080",
                 "--db", str(tmp_path / "b.sqlite3")]) == 0
    kind, kw = app.calls[0]
    assert kind == "webhook"
    assert kw["listen"] == "0.0.0.0" and kw["port"] == 8080 and kw["url_path"] == "tg/hook"
    assert kw["webhook_url"] == "https://bot.example.org/tg/hook" and kw["secret"] == "s3cret"
    assert kw["max_connections"] == 40 and kw["allowed_updates"] == ["message", "callback_query", "poll_answer"]
    assert app.built[0]["webhook"] is True  # no Updater: the updates come from our server
    assert main(["--db", str(tmp_path / "b.sqlite3")]) == 0 and app.calls[1][0] == "polling" and not app.built[1]["webhook"]
    # refused: not https, or the token in the URL (it would end up in logs)
    assert main(["--webhook", "http://bot.example.org/x", "--lang", "en"]) == 2
    assert main(["--webhook", f"https://bot.example.org/{TOKEN}", "--lang", "en"]) == 2
    captured = capsys.readouterr()
    assert "https://" in captured.err and TOKEN not in captured.out + captured.err
    assert len(app.calls) == 2


@pytest.mark.parametrize(("lang", "words"), [("ru", "Не задан TELEGRAM_BOT_TOKEN"), ("en", "is not set")])
def test_missing_token_message_is_localized(lang: str, words: str) -> None:
    env = {k: v for k, v in os.environ.items() if k != "TELEGRAM_BOT_TOKEN"}
    r = subprocess.run([sys.executable, "-m", "bot", "--lang", lang, "--webhook", "https://x.example.org/h"],
                       capture_output=True, text=True, timeout=60, env=env)
    assert r.returncode == 2 and words in r.stderr and "--console" in r.stderr and "Traceback" not in r.stderr
