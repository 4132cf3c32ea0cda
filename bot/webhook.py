"""The bot's own webhook server: Telegram's POST is answered only after the update is processed.

PTB's built-in webhook (``run_webhook``) puts an update in a queue and answers 200 at once, so
an update inside a worker killed with SIGKILL is acknowledged but never processed. Here (the
pattern of PTB's "custom webhook" example, on tornado, which ``python-telegram-bot[webhooks]``
brings) the request handler awaits the update's processing (our handlers, their Bot API
calls) before it answers:

- processed (even when one of our handlers raised: it is logged by the error handler, and a
  poisonous update must not come back for ever): **200**;
- the process dies first: no answer; Telegram sends the update again, to whichever worker
  takes the connection on the shared socket (:mod:`bot.workers`); the update's id, recorded in
  its transaction (:meth:`bot.storage.Store.claim_update`), keeps a redelivered update that was
  already applied from being applied twice;
- a wrong content type or secret token: **403**, as PTB's handler; a body that is no update: **400**.

``serve`` replaces ``Application.run_webhook``: initialize, ``post_init``, start (the JobQueue),
listen, ``setWebhook``; on SIGTERM/SIGINT stop listening, let the updates in hand finish
(:data:`GRACE`), stop, ``post_shutdown``.

>>> checked("application/json", "s3cret", "s3cret"), checked("application/json", None, "s3cret")
(None, 'Request did not include the secret token')
>>> checked("text/plain", None, None)
'Content-Type is not application/json'
"""

from __future__ import annotations

import asyncio
import hmac
import json
import logging
import signal
import socket
import time
from http import HTTPStatus
from typing import Any

import tornado.web
from telegram import Update
from telegram.ext import Application, ExtBot
from tornado.httpserver import HTTPServer

log = logging.getLogger("bot.webhook")
#: Seconds a stopping worker gives the updates in hand to finish before it closes their connections.
GRACE = 15.0  # bot.workers' parent waits 20 s before it kills a worker


def checked(content_type: str | None, token: str | None, secret: str | None) -> str | None:
    """Why a POST is refused (403), as PTB's own webhook handler decides; ``None``: accepted."""
    if content_type != "application/json":
        return "Content-Type is not application/json"
    if secret is not None:
        if not token:
            return "Request did not include the secret token"
        if not hmac.compare_digest(token.encode(), secret.encode()):  # in constant time
            return "Request had the wrong secret token"
    return None


class UpdateHandler(tornado.web.RequestHandler):
    """``POST <url_path>``: one update, answered when it has been processed."""

    SUPPORTED_METHODS = ("POST",)

    def initialize(self, app: Application, secret: str | None, inflight: list[int]) -> None:
        self.app, self.secret, self.inflight = app, secret, inflight

    def set_default_headers(self) -> None:
        self.set_header("Content-Type", 'application/json; charset="utf-8"')

    async def post(self) -> None:
        why = checked(self.request.headers.get("Content-Type"), self.request.headers.get("X-Telegram-Bot-Api-Secret-Token"),
                      self.secret)
        if why is not None:
            log.debug("refused: %s", why)
            raise tornado.web.HTTPError(HTTPStatus.FORBIDDEN, reason=why)
        try:
            update = Update.de_json(json.loads(self.request.body), self.app.bot)
        except Exception as error:
            log.error("a webhook request that is no update (%s): not processed", type(error).__name__)
            raise tornado.web.HTTPError(HTTPStatus.BAD_REQUEST, reason="Update could not be processed") from error
        if isinstance(self.app.bot, ExtBot):
            self.app.bot.insert_callback_data(update)
        self.inflight[0] += 1
        started = time.perf_counter()
        try:
            # the Application's own limit on concurrent updates, then our handlers; their
            # exceptions go to the error handler (logged) and the update counts as processed
            await self.app.update_processor.process_update(update, self.app.process_update(update))
        finally:
            self.inflight[0] -= 1
        log.debug("update %d processed in %.3f s", update.update_id, time.perf_counter() - started)
        self.set_status(HTTPStatus.OK)
        self.finish()

    def log_exception(self, typ: Any, value: Any, tb: Any) -> None:
        """Refusals are logged above (at debug level); an unexpected error is logged with its traceback."""
        if not isinstance(value, tornado.web.HTTPError):
            log.error("the webhook handler failed", exc_info=(typ, value, tb))


class WebhookApp(tornado.web.Application):
    def __init__(self, app: Application, url_path: str, secret: str | None, inflight: list[int]) -> None:
        path = "/" + url_path.strip("/")
        super().__init__([(rf"{path.rstrip('/')}/?", UpdateHandler, {"app": app, "secret": secret, "inflight": inflight})])

    def log_request(self, handler: tornado.web.RequestHandler) -> None:
        """No access log: our own logging says what matters."""


async def serve(app: Application, *, webhook_url: str, url_path: str, secret: str | None, allowed_updates: list[str],
                max_connections: int, listen: str = "127.0.0.1", port: int = 8443, sock: socket.socket | None = None,
                stop: asyncio.Event | None = None) -> None:
    """Run the bot on our webhook until SIGTERM or SIGINT, or until ``stop`` is set when given
    (``sock``: a socket bound by the parent, served instead of ``listen``:``port``)."""
    if stop is None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for signum in (signal.SIGTERM, signal.SIGINT):
            loop.add_signal_handler(signum, stop.set)
    inflight = [0]
    server = HTTPServer(WebhookApp(app, url_path, secret, inflight))
    await app.initialize()
    try:
        if app.post_init is not None:
            await app.post_init(app)
        await app.start()
        if sock is not None:
            server.add_socket(sock)
        else:
            server.listen(port, address=listen)
        await app.bot.set_webhook(url=webhook_url, secret_token=secret, allowed_updates=allowed_updates,
                                  max_connections=max_connections)
        log.info("webhook served at %s", webhook_url)
        await stop.wait()
    finally:
        server.stop()  # no new connections; the updates in hand finish and get their answer
        deadline = time.monotonic() + GRACE
        while inflight[0] and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        await server.close_all_connections()
        if app.running:
            await app.stop()
        await app.shutdown()
        if app.post_shutdown is not None:
            await app.post_shutdown(app)
