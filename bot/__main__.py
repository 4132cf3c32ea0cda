"""``python -m bot``: long polling with ``TELEGRAM_BOT_TOKEN`` (or a webhook with ``--webhook URL``),
or ``--console`` without a token. The token is never printed or logged."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from urllib.parse import urlsplit

from mjcore.i18n import default_lang

#: The update kinds the bot handles.
ALLOWED_UPDATES = ["message", "callback_query", "poll_answer"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Mahjong Tutor: the Telegram bot")
    parser.add_argument("--console", action="store_true", help="talk to the bot in this terminal (no token needed)")
    parser.add_argument("--lang", choices=("ru", "en"), default=None, help="the console's language")
    parser.add_argument("--db", default=None, metavar="PATH",
                        help="the SQLite file (default: MJ_BOT_DB or ~/.local/share/mahjong-tutor/bot.sqlite3)")
    parser.add_argument("--webhook", default=None, metavar="URL",
                        help="receive updates by a webhook at this public https URL instead of long polling")
    parser.add_argument("--listen", default="127.0.0.1", help="the webhook server's address (default 127.0.0.1, behind a proxy)")
    parser.add_argument("--port", type=int, default=8443, help="the webhook server's port (default 8443)")
    parser.add_argument("--url-path", default="", help="the path the webhook server answers on (default: the URL's path)")
    args = parser.parse_args(argv)
    if args.console:
        from bot.console import run

        return run(args.lang or default_lang(), args.db)
    from bot.texts import TEXTS

    lang = args.lang or default_lang()
    token = os.environ.get("TELEGRAM_BOT_TOKEN", "").strip()
    if not token:
        print(TEXTS.text("cli.no_token", lang), file=sys.stderr)
        return 2
    if args.webhook is not None:
        url = urlsplit(args.webhook)
        if url.scheme != "https" or not url.hostname or token in args.webhook:
            print(TEXTS.text("cli.bad_webhook", lang), file=sys.stderr)
            return 2
        if not 0 < args.port < 65536:
            parser.error("--port: 1..65535")
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)  # its request lines contain the token
    from bot import build_application

    # the logic and the pictures in worker processes, one a core (each user always on the same one)
    app = build_application(token, db_path=args.db, workers=max(2, os.cpu_count() or 2), processes=True)
    if args.webhook is not None:
        path = args.url_path or urlsplit(args.webhook).path.lstrip("/")
        secret = os.environ.get("TELEGRAM_WEBHOOK_SECRET") or None
        app.run_webhook(listen=args.listen, port=args.port, url_path=path, webhook_url=args.webhook,
                        secret_token=secret, allowed_updates=ALLOWED_UPDATES)
    else:
        app.run_polling(allowed_updates=ALLOWED_UPDATES)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
