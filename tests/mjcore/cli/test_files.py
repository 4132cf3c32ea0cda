"""The files the command line reads (issue 26): ``review``, ``rating`` and ``exercises --check``
refuse an unreadable or invalid file with one localized line and exit code 2 (never a traceback,
never exit 1, which ``exercises`` keeps for "an exercise is wrong"); a file is read only up to a
stated size (``/dev/zero`` is refused at once); ``--lang`` is followed by every message; OS errors
name their file (standard output too)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mjcore.cli import main

#: A short game of the kids' rules (its first twelve moves), as ``simulate --record`` writes it.
GAME = {"format": "mjcore-game", "version": 1, "rules": "kids2p", "options": {}, "seed": 5466147605252358141, "max_hands": 1,
        "dealer": 0, "players": ["beginner", "advanced"],
        "actions": ["0d2z", "1d1s", "0p", "0d2m", "1d6z", "0d1m", "1d9s", "0d7p", "1c6p", "1d1z", "0d6s", "1c5s"]}
CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def refused(capsys: pytest.CaptureFixture[str], lang: str, *argv: str) -> str:
    """The one line the command says on stderr (exit 2), in ``lang``."""
    code, out, err = run(capsys, *argv, "--lang", lang)
    assert code == 2 and out == "", (code, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert err.startswith("error: " if lang == "en" else "ошибка: "), err
    if lang == "en":
        assert not CYRILLIC & set(err), err
    return err


def _write(tmp_path: Path, name: str, data: bytes | str) -> str:
    path = tmp_path / name
    path.write_bytes(data.encode() if isinstance(data, str) else data)
    return str(path)


def _game(**changes: object) -> str:
    return json.dumps({**GAME, **changes})


BAD_RECORDS = {
    "cut_utf8": "{\"players\": [\"Ира\"]}".encode()[:14],
    "utf16": _game().encode("utf-16"),
    "not_json": b"{format: mjcore-game}",
    "deep": b"[" * 100000,
    "huge_int": b'{"seed": ' + b"9" * 5000 + b"}",
    "not_a_record": b"[]",
    "actions_off_the_deal": _game(actions=["0d2z", "1d1s", "0p", "0d9m"]).encode(),
    "unknown_action": _game(actions=["zz"]).encode(),
    "unknown_option": _game(options={"no_such_option": True}).encode(),
    "bad_dealer": _game(dealer=7).encode(),
    "bad_max_hands": _game(max_hands=-5).encode(),
    "unknown_rules": _game(rules="nope").encode(),
}


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("name", sorted(BAD_RECORDS))
def test_review_refuses_a_bad_record_in_one_line(capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str,
                                                 lang: str) -> None:
    path = _write(tmp_path, "game.json", BAD_RECORDS[name])
    assert "game.json" in refused(capsys, lang, "review", path) or name in ("actions_off_the_deal", "unknown_action",
                                                                        "unknown_option", "bad_dealer", "bad_max_hands",
                                                                        "unknown_rules", "not_a_record")


def test_review_of_a_good_record_works(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, _ = run(capsys, "review", _write(tmp_path, "game.json", _game()), "--json", "--lang", "en")
    assert code == 0 and json.loads(out)["seat"] == 0


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_seat_range_is_right(capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str) -> None:
    """A two-player record has seats 0 and 1 (it said "the seats are 0..2")."""
    err = refused(capsys, lang, "review", _write(tmp_path, "game.json", _game()), "--seat", "2")
    assert "0..2" not in err and "2" in err


def _limited() -> None:
    """The child's memory capped at 1 GiB: a command that reads ``/dev/zero`` whole fails there,
    not the machine."""
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))


def run_limited(*argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mjcore", *argv], capture_output=True, text=True, timeout=60,
                          preexec_fn=_limited)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("argv", [("review", "/dev/zero"), ("rating", "--progress", "/dev/zero")])
def test_dev_zero_is_refused_at_once(lang: str, argv: tuple[str, ...]) -> None:
    started = time.perf_counter()
    done = run_limited(*argv, "--lang", lang)
    assert time.perf_counter() - started < 10.0
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "/dev/zero" in done.stderr, done.stderr[-300:]
    assert done.stderr.startswith("error: " if lang == "en" else "ошибка: ")


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("data", [b"\xd0", "[\u0420]".encode("utf-16"), b"1e400", b"[" * 100000,
                                  b'{"version": 2, "streak": 1e400}', b'{"version": 3}',
                                  b'{"version": 2, "ratings": {"areas": {"tiles": {"r": 1e6, "rd": 45, "vol": 0.06}}}}'])
def test_rating_refuses_a_bad_progress_file(capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str,
                                            data: bytes) -> None:
    refused(capsys, lang, "rating", "--progress", _write(tmp_path, "progress.json", data))


@pytest.mark.parametrize(("lang", "missing", "folder"), [("en", "no such file", "a folder, not a file"),
                                                           ("ru", "такого файла нет", "это папка, а не файл")])
def test_os_errors_name_their_file_in_the_language(capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str,
                                                   missing: str, folder: str) -> None:
    """It said "error: /path: No such file or directory", in English whatever --lang."""
    absent = str(tmp_path / "missing.json")
    assert refused(capsys, lang, "review", absent).endswith(f"{absent}: {missing}\n")
    assert refused(capsys, lang, "review", str(tmp_path)).endswith(f"{tmp_path}: {folder}\n")
    assert refused(capsys, lang, "rating", "--progress", str(tmp_path)).endswith(f"{tmp_path}: {folder}\n")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_full_disk_names_the_output(lang: str) -> None:
    """It said "error: : No space left on device" (no file named), in English whatever --lang."""
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "mjcore", "daily", "--date", "2026-12-01", "--json", "--lang", lang],
                              stdout=full, stderr=subprocess.PIPE, text=True, timeout=120)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "Traceback" not in done.stderr, done.stderr
    assert done.stderr.startswith("error: the output" if lang == "en" else "ошибка: вывод"), done.stderr


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_usage_errors_follow_lang(capsys: pytest.CaptureFixture[str], lang: str) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["review", "x.json", "--seat", "one", "--lang", lang])
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and ("invalid int value" in err if lang == "en" else "недопустимое значение" in err)


def _bank(tmp_path: Path, name: str, data: bytes) -> str:
    folder = tmp_path / "bank"
    folder.mkdir(exist_ok=True)
    (folder / name).write_bytes(data)
    return str(folder)


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("name", "data"), [("a.yaml", b"- id: \xd0"), ("a.json", b"[{"), ("a.json", b"\xff\xfe"),
                                            ("a.yaml", b"- " * 3000 + b"x"), ("a.json", b"[" * 100000)])
def test_exercises_check_refuses_an_unreadable_bank_file_with_2(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                                lang: str, name: str, data: bytes) -> None:
    """Exit 1 means "an exercise is wrong": a file that cannot be read is exit 2, named."""
    assert name in refused(capsys, lang, "exercises", "--check", "--data", _bank(tmp_path, name, data))


def test_exercises_check_refuses_dev_zero_at_once(tmp_path: Path) -> None:
    folder = tmp_path / "bank"
    folder.mkdir()
    os.symlink("/dev/zero", folder / "a.yaml")
    started = time.perf_counter()
    done = run_limited("exercises", "--check", "--data", str(folder), "--lang", "en")
    assert time.perf_counter() - started < 10.0
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and "a.yaml" in done.stderr, done.stderr[-300:]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_file_error_has_its_words(lang: str) -> None:
    """Each system error a learner meets (and any other) names the file in the language; the
    file.* keys of the catalog are these and the reading errors above, no more."""
    import errno

    from mjcore.cli import OS_ERRORS, os_error
    from mjcore.i18n import catalog

    said = {os_error(OSError(getattr(errno, name), "system words", "game.json"), lang) for name in OS_ERRORS}
    assert len(said) == len(set(OS_ERRORS.values()))  # EACCES and EPERM share their words
    assert all(line.startswith("game.json: ") and "system words" not in line for line in said), said
    other = os_error(OSError(errno.EIO, "system words", "game.json"), lang)
    assert other.startswith("game.json: ") and f"{errno.EIO} (system words)" in other, other
    reading = {"error.file.too_big", "error.file.encoding", "error.file.json", "error.file.number", "error.file.nesting"}
    keys = {key for key in catalog(lang) if key.startswith("error.file.")}
    assert keys == set(OS_ERRORS.values()) | {"error.file.os"} | reading
