"""``python -m bot``: long polling with ``TELEGRAM_BOT_TOKEN``, or ``--console`` without a token."""

from __future__ import annotations

import argparse
import logging
import os
import sys

from mjcore.i18n import default_lang


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Mahjong Tutor: the Telegram bot")
    parser.add_argument("--console", action="store_true", help="talk to the bot in this terminal (no token needed)")
    parser.add_argument("--lang", choices=("ru", "en"), default=None, help="the console's language")
    parser.add_argument("--db", default=None, metavar="PATH", help="the SQLite file (default: MJ_BOT_DB or ~/.local/share/mahjong-tutor/bot.sqlite3)")
    args = parser.parse_args(argv)
    if args.console:
        from bot.console import run

        return run(args.lang or default_lang(), args.db)
    token = os.environ.get("TELEGRAM_BOT_TOKEN", "").strip()
    if not token:
        print("TELEGRAM_BOT_TOKEN is not set; use --console to try the bot in the terminal", file=sys.stderr)
        return 2
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)  # its request lines contain the token
    from bot import build_application

    app = build_application(token, db_path=args.db)
    app.run_polling(allowed_updates=["message", "callback_query"])
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
