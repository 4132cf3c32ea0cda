"""``python -m bot``: long polling with ``TELEGRAM_BOT_TOKEN`` (or a webhook with ``--webhook URL``,
``--workers N`` for N worker processes), or ``--console`` without a token; ``python -m bot migrate
--from FILE --to postgresql://…`` copies the sessions between storages. The token is never
printed or logged."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import socket
import sys
from typing import Any
from urllib.parse import urlsplit

from mjcore.i18n import default_lang

#: The update kinds the bot handles.
ALLOWED_UPDATES = ["message", "callback_query", "poll_answer"]


def migrate_main(argv: list[str]) -> int:
    """``python -m bot migrate --from SOURCE --to TARGET``: see :mod:`bot.migrate`."""
    parser = argparse.ArgumentParser(prog="python -m bot migrate",
                                     description="copy the bot's sessions and timers from one storage into another")
    parser.add_argument("--from", dest="source", required=True, metavar="DB", help="a SQLite file or a postgresql:// URL")
    parser.add_argument("--to", dest="target", required=True, metavar="DB", help="a SQLite file or a postgresql:// URL")
    parser.add_argument("--lang", choices=("ru", "en"), default=None, help="the language of the messages")
    args = parser.parse_args(argv)
    from bot.migrate import copy

    return copy(args.source, args.target, args.lang or default_lang())


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["migrate"]:
        return migrate_main(argv[1:])
    parser = argparse.ArgumentParser(prog="python -m bot", description="Mahjong Tutor: the Telegram bot")
    parser.add_argument("--console", action="store_true", help="talk to the bot in this terminal (no token needed)")
    parser.add_argument("--lang", choices=("ru", "en"), default=None, help="the console's language")
    parser.add_argument("--db", default=None, metavar="PATH|URL",
                        help="the SQLite file or a postgresql:// URL (default: MJ_BOT_DB or ~/.local/share/mahjong-tutor/bot.sqlite3)")
    parser.add_argument("--pool-size", type=int, default=None, metavar="N",
                        help="PostgreSQL connections per worker (default: MJ_BOT_POOL_SIZE or 4)")
    parser.add_argument("--webhook", default=None, metavar="URL",
                        help="receive updates by a webhook at this public https URL instead of long polling")
    parser.add_argument("--listen", default="127.0.0.1", help="the webhook server's address (default 127.0.0.1, behind a proxy)")
    parser.add_argument("--port", type=int, default=8443, help="the webhook server's port (default 8443)")
    parser.add_argument("--url-path", default="", help="the path the webhook server answers on (default: the URL's path)")
    parser.add_argument("--max-connections", type=int, default=40, metavar="N",
                        help="Telegram's simultaneous webhook connections (setWebhook max_connections, 1..100, default 40)")
    parser.add_argument("--workers", type=int, default=1, metavar="N",
                        help="webhook worker processes on one socket, sharing the database (default 1; use PostgreSQL for N > 1)")
    parser.add_argument("--worker-fd", type=int, default=None, help=argparse.SUPPRESS)  # a worker: the parent's socket
    parser.add_argument("--worker-index", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.pool_size is not None:
        if args.pool_size < 1:
            parser.error("--pool-size: 1 or more")
        os.environ["MJ_BOT_POOL_SIZE"] = str(args.pool_size)
    from bot.storage import StorageUnavailable, redact, resolve
    from bot.texts import TEXTS

    where_db = redact(resolve(args.db))
    if args.console:
        from bot.console import run

        logging.getLogger("psycopg.pool").setLevel(logging.ERROR)  # the terminal shows the one message below
        try:
            return run(args.lang or default_lang(), args.db)
        except StorageUnavailable:
            print(TEXTS.text("cli.db_unavailable", args.lang or default_lang(), target=where_db), file=sys.stderr)
            return 1

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
        if not 1 <= args.max_connections <= 100:
            parser.error("--max-connections: 1..100")
    if args.workers != 1:
        if args.webhook is None:
            print(TEXTS.text("cli.workers_need_webhook", lang), file=sys.stderr)
            return 2
        if not 1 <= args.workers <= 256:
            parser.error("--workers: 1..256")
        from bot.workers import supervise

        logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
        return supervise(_without_workers(argv), args.listen, args.port, args.workers)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("httpx").setLevel(logging.WARNING)  # its request lines contain the token
    import bot

    try:
        # the logic and the pictures in worker processes, one a core (each user always on the same one)
        app = bot.build_application(token, db_path=args.db, workers=max(2, os.cpu_count() or 2), processes=True,
                                    webhook=args.webhook is not None)
    except StorageUnavailable as error:
        logging.getLogger("bot").error("the database is away: %s", redact(str(error)))
        print(TEXTS.text("cli.db_unavailable", lang, target=where_db), file=sys.stderr)
        return 1
    if args.webhook is not None:
        path = args.url_path or urlsplit(args.webhook).path.lstrip("/")
        secret = os.environ.get("TELEGRAM_WEBHOOK_SECRET") or None
        where: dict[str, Any] = {"listen": args.listen, "port": args.port}
        if args.worker_fd is not None:  # one of --workers N: serve the socket the parent bound
            where = {"sock": socket.socket(fileno=args.worker_fd)}
        from bot.webhook import serve

        # our webhook server: Telegram gets its 200 only once the update is processed
        asyncio.run(serve(app, **where, url_path=path, webhook_url=args.webhook, secret=secret,
                          allowed_updates=ALLOWED_UPDATES, max_connections=args.max_connections))
    else:
        app.run_polling(allowed_updates=ALLOWED_UPDATES)
    return 0


def _without_workers(argv: list[str]) -> list[str]:
    """``argv`` less ``--workers N`` / ``--workers=N`` (the workers' own command lines).

    >>> _without_workers(["--webhook", "https://x/h", "--workers", "4", "--db=x"])
    ['--webhook', 'https://x/h', '--db=x']
    """
    out: list[str] = []
    skip = False
    for arg in argv:
        if skip:
            skip = False
        elif arg == "--workers":
            skip = True
        elif not arg.startswith("--workers="):
            out.append(arg)
    return out


if __name__ == "__main__":
    raise SystemExit(main())
