"""``python -m bot --webhook URL --workers N``: N worker processes behind one listening socket.

The parent binds ``--listen``:``--port`` once, starts N copies of ``python -m bot`` that inherit
the socket (the kernel hands each incoming connection to one of them; PTB serves the socket it is
given through ``run_webhook(unix=socket)``), restarts a worker that dies, and stops them all on
SIGTERM or SIGINT. The workers share nothing but the database: each handles any user, one
user's updates are ordered by the user's row lock (:mod:`bot.storage.postgres`). The token is
passed in the environment, never on a command line.

>>> worker_command(["--webhook", "https://x.example/hook"], fd=5, index=2)[-4:]
['--worker-fd', '5', '--worker-index', '2']
"""

from __future__ import annotations

import logging
import os
import signal
import socket
import subprocess
import sys
import time
from types import FrameType

log = logging.getLogger("bot.workers")
#: A worker that dies sooner than this after its start is restarted only after a pause.
QUICK_DEATH = 5.0


def worker_command(options: list[str], *, fd: int, index: int) -> list[str]:
    """The command line of worker ``index`` (``options``: the parent's, without ``--workers``)."""
    return [sys.executable, "-m", "bot", *options, "--worker-fd", str(fd), "--worker-index", str(index)]


def listening_socket(listen: str, port: int) -> socket.socket:
    """The webhook's socket, bound once for all workers (non-blocking, as tornado wants it)."""
    sock = socket.create_server((listen, port), backlog=2048, reuse_port=False)
    sock.setblocking(False)
    os.set_inheritable(sock.fileno(), True)
    return sock


def supervise(options: list[str], listen: str, port: int, workers: int) -> int:
    """Run ``workers`` worker processes until SIGTERM/SIGINT; 0 on a clean stop."""
    sock = listening_socket(listen, port)
    fd = sock.fileno()
    stopping = False

    def stop(signum: int, frame: FrameType | None) -> None:
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)

    def spawn(index: int) -> tuple[subprocess.Popen[bytes], float]:
        proc = subprocess.Popen(worker_command(options, fd=fd, index=index), pass_fds=(fd,))
        log.info("worker %d started (pid %d)", index, proc.pid)
        return proc, time.monotonic()

    procs = {i: spawn(i) for i in range(workers)}
    while not stopping:
        time.sleep(0.2)
        for index, (proc, started) in list(procs.items()):
            code = proc.poll()
            if code is None or stopping:
                continue
            log.warning("worker %d (pid %d) exited with %s: restarting it", index, proc.pid, code)
            if time.monotonic() - started < QUICK_DEATH:
                time.sleep(QUICK_DEATH)
            procs[index] = spawn(index)
    for proc, _ in procs.values():
        if proc.poll() is None:
            proc.terminate()
    deadline = time.monotonic() + 20
    for proc, _ in procs.values():
        try:
            proc.wait(max(0.1, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            proc.kill()
    sock.close()
    return 0
