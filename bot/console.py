"""``python -m bot --console``: the same conversations in a terminal, no token, no network.

Buttons are numbered (type the number to press one), pictures are saved as PNG files and
their path printed; the end of input ends cleanly.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from pathlib import Path
from typing import TextIO

from bot import pictures
from bot.logic import Button, Config, Event, Reply
from bot.runner import handle
from bot.storage import Store
from bot.texts import TEXTS

USER_ID = 1
MAX_LINE = 4096


def run(lang: str, db_path: str | None = None, *, stdin: TextIO = sys.stdin, out: TextIO = sys.stdout,
        pictures_dir: str | None = None) -> int:
    store = Store(db_path)
    folder = Path(pictures_dir or tempfile.mkdtemp(prefix="mahjong-bot-"))
    folder.mkdir(parents=True, exist_ok=True)
    config = Config(rate_count=0)
    rng = random.SystemRandom()
    buttons: list[Button] = []
    count = 0

    def say(text: str) -> None:
        print(text, file=out, flush=True)

    say(TEXTS.text("console.intro", lang))
    # The language the user asked for, as Telegram would tell it; /lang switches later.
    first = True
    try:
        while True:
            out.write("> ")
            out.flush()
            line = stdin.readline()
            if not line:
                break
            line = line.rstrip("\n")[:MAX_LINE]
            if not line.strip():
                continue
            choice = line.strip()
            if choice.isdigit() and 1 <= int(choice) <= len(buttons):
                event = Event("button", USER_ID, data=buttons[int(choice) - 1].data, now=time.time(), rand=rng.getrandbits(62),
                              lang_code=lang if first else None)
            else:
                event = Event("text", USER_ID, text=line, now=time.time(), rand=rng.getrandbits(62),
                              lang_code=lang if first else None)
            first = False
            replies = handle(store, event, config)
            shown = _show(replies, say, folder, count, lang)
            count += sum(1 for r in replies if r.picture is not None)
            if shown is not None:
                buttons = shown
    except KeyboardInterrupt:
        pass
    finally:
        store.close()
    say("")
    say(TEXTS.text("console.bye", lang))
    return 0


def _show(replies: list[Reply], say, folder: Path, count: int, lang: str) -> list[Button] | None:
    """Print the replies; the buttons of the last reply that has some become the numbered ones."""
    buttons: list[Button] | None = None
    for reply in replies:
        if reply.toast:
            say(f"({reply.toast})")
        if reply.picture is not None:
            count += 1
            path = folder / f"picture-{count:04d}.png"
            path.write_bytes(pictures.png(reply.picture))
            say(TEXTS.text("console.picture", lang, path=path))
        if reply.file is not None:
            path = folder / reply.file[0]
            path.write_text(reply.file[1], "utf-8")
            say(TEXTS.text("console.file", lang, path=path))
        if reply.text:
            say(reply.text)
        if reply.buttons:
            buttons = [b for row in reply.buttons for b in row]
            number = 1
            for row in reply.buttons:
                cells = []
                for b in row:
                    cells.append(f"{number}) {b.label}")
                    number += 1
                say("   " + "   ".join(cells))
    return buttons
