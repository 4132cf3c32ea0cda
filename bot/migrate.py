"""``python -m bot migrate --from bot.sqlite3 --to postgresql://…``: copy every session, timer and
exercise difficulty from one storage into another (either kind, either way) in one transaction,
then read them back and compare. The source is only read; a failure leaves the target as it was.

>>> import tempfile, pathlib, io
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> from bot.storage import Store
>>> Store(folder / "a.sqlite3").close()
>>> out = io.StringIO()
>>> copy(folder / "a.sqlite3", folder / "b.sqlite3", "en", out=out), out.getvalue().startswith("Copied 0 sessions")
(0, True)
"""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path
from typing import Any, TextIO

from bot.storage import StorageUnavailable, Store, is_postgres, redact
from bot.texts import TEXTS


def copy(source: Any, target: Any, lang: str, *, out: TextIO | None = None, err: TextIO | None = None) -> int:
    """Copy ``source`` into ``target``; 0 when done and verified, 1 (with a message) otherwise."""
    out = out or sys.stdout
    err = err or sys.stderr
    shown = {"source": redact(source), "target": redact(target)}
    if str(source) == str(target) or (not is_postgres(str(source)) and not is_postgres(str(target))
                                      and Path(source).resolve() == Path(target).resolve()):
        print(TEXTS.text("migrate.same", lang), file=err)
        return 1
    if not is_postgres(str(source)) and not Path(source).is_file():
        print(TEXTS.text("migrate.no_source", lang, **shown), file=err)
        return 1
    stores: list[Store] = []
    try:
        src = Store(source)
        stores.append(src)
        dst = Store(target)
        stores.append(dst)
        rows, timers, difficulty = list(src.rows()), src.timers(), src.difficulties()
        dst.put_rows(rows, timers, difficulty)
        copied = {r.user_id: r for r in dst.rows()}
        if (any(copied.get(r.user_id) != r for r in rows) or not set(timers) <= set(dst.timers())
                or any(dst.difficulties().get(k) != r for k, r in difficulty.items())):
            raise RuntimeError("the rows read back differ")
    except (StorageUnavailable, RuntimeError, OSError, sqlite3.Error) as error:
        print(TEXTS.text("migrate.failed", lang, error=redact(str(error)), target=shown["target"]), file=err)
        return 1
    finally:
        for store in stores:
            store.close()
    print(TEXTS.text("migrate.done", lang, sessions=len(rows), timers=len(timers), **shown), file=out)
    return 0
