"""A throw-away PostgreSQL server for the tests and the bot benchmark: Debian's ``postgresql``
package (``initdb`` + ``pg_ctl``) into a temporary folder, on 127.0.0.1 only, trust auth.

The server refuses to run as root: as root it runs as the ``postgres`` user the package
creates (or a ``mjtest`` user made here), through ``runuser``. Where the binaries are missing
or the server does not start, :func:`start` raises :class:`Unavailable` with the reason (the
fixtures turn it into a skip with that message). ``MJ_TEST_POSTGRES=postgresql://...`` uses a
server you already run instead.

>>> isinstance(find_bindir(), (str, type(None)))
True
"""

from __future__ import annotations

import atexit
import glob
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

INSTALL_HINT = "apt-get install -y postgresql"
_schemas = itertools.count(1)


class Unavailable(RuntimeError):
    """No PostgreSQL server can be had here (the message says why)."""


def find_bindir() -> str | None:
    """The folder with ``initdb`` and ``pg_ctl``: Debian's newest ``/usr/lib/postgresql/N/bin``, or PATH."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(Path(p).parts[4]) if Path(p).parts[4].isdigit() else 0)
    if found:
        return str(Path(found[-1]).parent)
    initdb = shutil.which("initdb")
    return str(Path(initdb).parent) if initdb else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _runas() -> list[str]:
    """The command prefix that runs a server binary as a non-root user (empty when not root)."""
    if os.geteuid() != 0:
        return []
    import pwd

    for name in ("postgres", "mjtest"):
        try:
            pwd.getpwnam(name)
            break
        except KeyError:
            if name == "mjtest":
                subprocess.run(["useradd", "--system", "--no-create-home", "mjtest"], check=True, capture_output=True)
    if not shutil.which("runuser"):
        raise Unavailable("running as root and no runuser to start PostgreSQL as another user")
    return ["runuser", "-u", name, "--"]


@dataclass
class Server:
    """A running server: :attr:`url` for the superuser ``test``'s database ``postgres``."""

    folder: Path
    port: int
    bindir: str
    prefix: list[str]
    external: str | None = None

    @property
    def url(self) -> str:
        return self.external or f"postgresql://test@127.0.0.1:{self.port}/postgres"

    def fresh_url(self) -> str:
        """The URL of a new empty schema (``search_path`` set to it): one per test."""
        import psycopg

        name = f"t{os.getpid()}_{next(_schemas)}"
        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(f"CREATE SCHEMA {name}".encode())
        sep = "&" if "?" in self.url else "?"
        return f"{self.url}{sep}options=-csearch_path%3D{name}"

    def pg_ctl(self, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
        return subprocess.run([*self.prefix, f"{self.bindir}/pg_ctl", "-D", str(self.folder / "data"), *args],
                              capture_output=True, text=True, timeout=timeout)

    def _options(self) -> str:
        return (f"-k {self.folder} -c listen_addresses=127.0.0.1 -p {self.port} -c max_connections=200 "
                "-c fsync=off -c full_page_writes=off")  # commits survive a crashed server, not a crashed machine

    def start(self) -> None:
        r = self.pg_ctl("-o", self._options(), "-l", str(self.folder / "log"), "-w", "start")
        if r.returncode != 0:
            log = (self.folder / "log").read_text(errors="replace")[-1500:] if (self.folder / "log").exists() else ""
            raise Unavailable(f"pg_ctl start failed: {r.stderr.strip()} {log}")

    def stop(self, mode: str = "fast") -> None:
        if self.external is None:
            self.pg_ctl("-m", mode, "-w", "stop")

    def restart(self, mode: str = "immediate") -> None:
        """Stop the server (``immediate``: as if it crashed) and start it again."""
        self.stop(mode)
        self.start()

    def close(self) -> None:
        if self.external is None and self.folder.exists():
            self.stop("fast")
            shutil.rmtree(self.folder, ignore_errors=True)


def start() -> Server:
    """A fresh server (or the one ``MJ_TEST_POSTGRES`` names); :class:`Unavailable` if none can be had."""
    try:
        import psycopg  # noqa: F401
        import psycopg_pool  # noqa: F401
    except ImportError as error:
        raise Unavailable(f"psycopg 3 is not installed ({error}): pip install -e '.[bot,postgres]'") from error
    external = os.environ.get("MJ_TEST_POSTGRES")
    if external:
        return Server(Path(), 0, "", [], external=external)
    bindir = find_bindir()
    if bindir is None:
        raise Unavailable(f"no PostgreSQL server binaries (initdb, pg_ctl): {INSTALL_HINT}")
    prefix = _runas()
    folder = Path(tempfile.mkdtemp(prefix="mj-pg-"))
    os.chmod(folder, 0o777)
    if prefix:
        shutil.chown(folder, user=prefix[2])
    r = subprocess.run([*prefix, f"{bindir}/initdb", "-D", str(folder / "data"), "-U", "test", "--auth=trust",
                        "--no-sync", "-E", "UTF8", "--locale=C"], capture_output=True, text=True, timeout=120)
    if r.returncode != 0:
        shutil.rmtree(folder, ignore_errors=True)
        raise Unavailable(f"initdb failed: {r.stderr.strip()[-800:]}")
    server = Server(folder, _free_port(), bindir, prefix)
    for attempt in range(3):
        try:
            server.start()
            break
        except Unavailable:
            if attempt == 2:
                shutil.rmtree(folder, ignore_errors=True)
                raise
            server.port = _free_port()
            time.sleep(0.2)
    atexit.register(server.close)  # a run stopped early (Ctrl-C, a failed bench) leaves no server behind
    return server
