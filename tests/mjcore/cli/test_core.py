"""``python -m mjcore``: parse, analyze, render on the command line.

Most cases run in-process through :func:`mjcore.cli.main` (fast); a few run the real
``python -m mjcore`` in a subprocess to check the entry point, exit codes and streams.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from mjcore.cli import main
from mjcore.i18n import tr
from mjcore.notation import parse_hand
from mjcore.tiles import Tile

_LANG_VARS = ("MJ_LANG", "LC_ALL", "LC_MESSAGES", "LANG")
_CYRILLIC = re.compile(r"[А-Яа-яЁё]")


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    """No locale variables (so the default language is Russian) and wide help (no wrapping)."""
    for var in _LANG_VARS:
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("COLUMNS", "1000")


class Result:
    def __init__(self, code: int, out: str, err: str) -> None:
        self.code, self.out, self.err = code, out, err

    def json(self) -> Any:
        return json.loads(self.out)

    def lines(self) -> list[Any]:
        return [json.loads(line) for line in self.out.splitlines()]


@pytest.fixture
def cli(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch):
    """Run ``main(argv)`` in-process; ``stdin`` text is fed to sys.stdin."""

    def run(*argv: str, stdin: str | None = None) -> Result:
        if stdin is not None:
            monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
        capsys.readouterr()
        try:
            code = main(list(argv))
        except SystemExit as exit_:  # argparse: --help, usage errors
            code = exit_.code if isinstance(exit_.code, int) else 1
        captured = capsys.readouterr()
        return Result(code, captured.out, captured.err)

    return run


def _subprocess(*argv: str, stdin: str | None = None, lang: str | None = None, cwd: Path | None = None) -> Result:
    env = {k: v for k, v in os.environ.items() if k not in _LANG_VARS}
    env["PYTHONIOENCODING"] = "utf-8"
    env["COLUMNS"] = "1000"
    if lang:
        env["MJ_LANG"] = lang
    done = subprocess.run(
        [sys.executable, "-m", "mjcore", *argv],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=cwd,
        timeout=60,
    )
    return Result(done.returncode, done.stdout, done.stderr)


# -- parse ---------------------------------------------------------------------------------
def test_parse_json(cli) -> None:
    result = cli("parse", "E 456p 321m [789s] {5555m} 5f 1f", "--json", "--lang", "en")
    assert result.code == 0, result.err
    assert result.err == ""
    data = result.json()
    assert set(data) >= {"canonical", "concealed", "melds", "bonus", "unicode"}
    assert data["canonical"] == "123m456p1z [789s] {5555m} 15f"
    assert data["concealed"] == ["1m", "2m", "3m", "4p", "5p", "6p", "1z"]
    assert data["melds"] == [
        {"type": "chow", "open": True, "tiles": ["7s", "8s", "9s"]},
        {"type": "kong", "open": False, "tiles": ["5m", "5m", "5m", "5m"]},
    ]
    assert data["bonus"] == ["1f", "5f"]
    assert data["unicode"] == "\U0001f007\U0001f008\U0001f009\U0001f01c\U0001f01d\U0001f01e\U0001f000 \U0001f016\U0001f017\U0001f018 \U0001f00b\U0001f00b\U0001f00b\U0001f00b \U0001f022\U0001f026"
    assert data["tile_count"] == 13


def test_parse_json_plain_hand(cli) -> None:
    data = cli("parse", "1112345678999m", "--json").json()
    assert data["canonical"] == "1112345678999m"
    assert data["melds"] == [] and data["bonus"] == []
    assert data["unicode"] == "".join(Tile.from_str(f"{n}m").glyph for n in [1, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 9])


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["123m456p1122z [789s] 1f", None, "1 of Characters, 2 of Characters, 3 of Characters, 4 of Dots, 5 of Dots, 6 of Dots, East wind, East wind, South wind, South wind", "[789s]: chow", "Bonus tiles: Plum (flower 1)"]),
        ("ru", ["123m456p1122z [789s] 1f", None, "1 символ, 2 символа, 3 символа, 4 точки, 5 точек, 6 точек, Восточный ветер, Восточный ветер, Южный ветер, Южный ветер", "[789s]: чоу", "Бонусные кости: Слива (цветок 1)"]),
    ],
)
def test_parse_text(cli, lang: str, expected: list[str | None]) -> None:
    result = cli("parse", "123m 456p EESS [789s] 1f", "--lang", lang)
    assert result.code == 0
    lines = result.out.splitlines()
    assert len(lines) == len(expected)
    for line, want in zip(lines, expected):
        if want is not None:
            assert line == want


@pytest.mark.parametrize(("lang", "word"), [("en", "kong (concealed)"), ("ru", "конг (закрытый)")])
def test_parse_text_concealed_kong(cli, lang: str, word: str) -> None:
    result = cli("parse", "{5555m} 123p456p789p5z", "--lang", lang)
    assert f"{{5555m}}: {word}" in result.out.splitlines()


# -- analyze: 13 tiles ---------------------------------------------------------------------
def test_analyze_nine_gates(cli) -> None:
    data = cli("analyze", "1112345678999m", "--json").json()
    assert data["hand"] == "1112345678999m"
    assert data["rules"] == "standard"
    assert data["shanten"] == 0
    assert data["winning"] is False
    assert data["waits"] == [{"tile": f"{n}m", "unseen": u} for n, u in zip(range(1, 10), [1, 3, 3, 3, 3, 3, 3, 3, 1])]
    assert data["useful"] == [f"{n}m" for n in range(1, 10)]
    assert data["useful_count"] == 23


def test_analyze_visible_reduces_unseen(cli) -> None:
    data = cli("analyze", "1112345678999m", "--json", "--visible", "1m 5m5m E").json()
    unseen = {w["tile"]: w["unseen"] for w in data["waits"]}
    assert unseen == {"1m": 0, "2m": 3, "3m": 3, "4m": 3, "5m": 1, "6m": 3, "7m": 3, "8m": 3, "9m": 1}
    assert data["useful_count"] == 20


def test_analyze_visible_never_below_zero(cli) -> None:
    data = cli("analyze", "123m456p789s1122z", "--json", "--visible", "1111z").json()
    assert data["waits"] == [{"tile": "1z", "unseen": 0}, {"tile": "2z", "unseen": 2}]


@pytest.mark.parametrize(
    ("hand", "waits"),
    [
        ("123m456p789s1122z", {"1z": 2, "2z": 2}),
        ("123m456p789s1112z", {"2z": 3}),
        ("1133557799m113z", {"3z": 3}),  # seven pairs
        ("1122m3344p5566s7z", {"7z": 3}),
        ("123m456p789s111z5p", {"5p": 2}),
        ("123m456p789s11z46p", {"5p": 3}),
        ("123m456p789s11z13p", {"2p": 4}),
        ("123m456p789s11z12p", {"3p": 4}),
        ("123m456p789s11z55p", {"5p": 1, "1z": 2}),
        ("[123m] [456p] [789s] [EEE] 2z", {"2z": 3}),
    ],
)
def test_analyze_waits(cli, hand: str, waits: dict[str, int]) -> None:
    data = cli("analyze", hand, "--json").json()
    assert data["shanten"] == 0
    assert {w["tile"]: w["unseen"] for w in data["waits"]} == waits


def test_analyze_not_ready(cli) -> None:
    data = cli("analyze", "159m159p159s1234z", "--json").json()
    assert data["winning"] is False
    assert data["waits"] == []
    assert data["shanten"] > 0
    assert data["useful"] and data["useful_count"] > 0


@pytest.mark.parametrize("hand", ["1112345678999m", "123m456p789s1122z", "19m19p19s1234567z", "1122m3344p5566s7z"])
def test_ready_hands_useful_tiles_are_the_waits(cli, hand: str) -> None:
    data = cli("analyze", hand, "--json").json()
    assert data["shanten"] == 0
    assert data["useful"] == [w["tile"] for w in data["waits"]]
    assert data["useful_count"] == sum(w["unseen"] for w in data["waits"])


def test_thirteen_orphans_waits(cli) -> None:
    data = cli("analyze", "19m19p19s1234567z", "--json").json()
    assert [w["tile"] for w in data["waits"]] == ["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"]
    assert all(w["unseen"] == 3 for w in data["waits"])


# -- analyze: 14 tiles ---------------------------------------------------------------------
def _ranked(discards: list[dict[str, Any]]) -> bool:
    keys = [(d["shanten"], -d["useful_count"]) for d in discards]
    return keys == sorted(keys)


@pytest.mark.parametrize("hand", ["123m456p789s1122z5p", "123m456p789s11222z", "1357m2468p1357s12z", "[789s] 123m456p1122z5p"])
def test_analyze_discards(cli, hand: str) -> None:
    data = cli("analyze", hand, "--json").json()
    discards = data["discards"]
    assert "waits" not in data
    assert all(set(d) == {"tile", "shanten", "useful", "useful_count"} for d in discards)
    tiles = [d["tile"] for d in discards]
    concealed = {str(t) for t in parse_hand(hand).concealed}
    assert len(tiles) == len(set(tiles)) == len(concealed)
    assert set(tiles) == concealed  # only concealed tiles can be discarded
    assert _ranked(discards)
    assert discards[0]["shanten"] == min(d["shanten"] for d in discards)


def test_analyze_best_discard(cli) -> None:
    data = cli("analyze", "123m456p789s1122z5p", "--json").json()
    assert data["winning"] is False
    assert data["shanten"] == 0
    assert data["discards"][0] == {"tile": "5p", "shanten": 0, "useful": ["1z", "2z"], "useful_count": 4}
    assert {d["tile"]: d["shanten"] for d in data["discards"]}["1z"] == 1


@pytest.mark.parametrize("hand", ["123m456p789s1122z5p", "1357m2468p1357s12z"])
def test_discards_agree_with_the_13_tile_analysis(cli, hand: str) -> None:
    """Each discard's numbers are those of the 13-tile hand left, the discarded tile counted as seen."""
    data = cli("analyze", hand, "--json").json()
    full = parse_hand(hand)
    for d in data["discards"]:
        rest = str(full.without_tile(Tile.from_str(d["tile"])))
        after = cli("analyze", rest, "--json", "--visible", d["tile"]).json()
        assert (after["shanten"], after["useful"], after["useful_count"]) == (d["shanten"], d["useful"], d["useful_count"])


def test_analyze_winning_hand(cli) -> None:
    data = cli("analyze", "123m456p789s11222z", "--json").json()
    assert data["winning"] is True
    assert data["shanten"] == -1
    assert data["decompositions"] == [{"shape": "standard", "text": "123m 456p 789s 222z 11z"}]
    assert _ranked(data["discards"])


def test_analyze_seven_pairs(cli) -> None:
    data = cli("analyze", "1133557799m1133z", "--json").json()
    assert data["winning"] is True
    assert "seven_pairs" in {d["shape"] for d in data["decompositions"]}


def test_analyze_non_winning_14_has_no_decompositions(cli) -> None:
    data = cli("analyze", "123m456p789s1122z5p", "--json").json()
    assert "decompositions" not in data


KNITTED = "147m258p369s123m11z"


def test_mcr_knitted_hand(cli) -> None:
    mcr = cli("analyze", KNITTED, "--json", "--rules", "mcr").json()
    assert mcr["rules"] == "mcr"
    assert mcr["winning"] is True and mcr["shanten"] == -1
    assert [d["shape"] for d in mcr["decompositions"]] == ["knitted_straight"]
    standard = cli("analyze", KNITTED, "--json").json()
    assert standard["rules"] == "standard"
    assert standard["winning"] is False and standard["shanten"] > 0
    assert "decompositions" not in standard


def test_unknown_rules_rejected_by_argparse(cli) -> None:
    result = cli("analyze", "123m456p789s1122z", "--rules", "riichi")
    assert result.code == 2
    assert "riichi" in result.err


# -- analyze: text output ------------------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        ("en", ["Hand: 123m456p789s1122z", "Shanten: 0", "Ready hand.", "Waiting on (unseen copies): 1z (East wind) — 2, 2z (South wind) — 2"]),
        ("ru", ["Рука: 123m456p789s1122z", "Шантен: 0", "Просящая рука.", "Ожидания (сколько копий ещё не видно): 1z (Восточный ветер) — 2, 2z (Южный ветер) — 2"]),
    ],
)
def test_analyze_text_ready(cli, lang: str, lines: list[str]) -> None:
    result = cli("analyze", "123m456p789s1122z", "--lang", lang)
    assert result.code == 0
    assert result.out.splitlines() == lines


@pytest.mark.parametrize(("lang", "head", "line"), [("en", "Discards, best first:", "  discard 5p: shanten 0, 4 useful tiles of 2 kinds"), ("ru", "Сносы, лучшие первыми:", "  снести 5p: шантен 0, 4 полезные кости, видов: 2")])
def test_analyze_text_discards(cli, lang: str, head: str, line: str) -> None:
    lines = cli("analyze", "123m456p789s1122z5p", "--lang", lang).out.splitlines()
    assert lines[2] == head
    assert lines[3] == line
    assert len(lines) == 3 + 11


@pytest.mark.parametrize(("lang", "text"), [("en", "Mahjong! A complete hand:"), ("ru", "Маджонг! Рука собрана:")])
def test_analyze_text_winning(cli, lang: str, text: str) -> None:
    lines = cli("analyze", "123m456p789s11222z", "--lang", lang).out.splitlines()
    assert lines[2] == text
    assert lines[3] == "  123m 456p 789s 222z 11z"


@pytest.mark.parametrize(("lang", "label"), [("en", "Useful tiles"), ("ru", "Полезные кости")])
def test_analyze_text_not_ready(cli, lang: str, label: str) -> None:
    data = cli("analyze", "159m159p159s1234z", "--json").json()
    lines = cli("analyze", "159m159p159s1234z", "--lang", lang).out.splitlines()
    assert lines[2].startswith(f"{label} ({data['useful_count']}): ")
    assert lines[2].count("(") == len(data["useful"]) + 1


# -- analyze --jsonl -----------------------------------------------------------------------
def test_jsonl_batch(cli) -> None:
    requests = [
        json.dumps({"id": 1, "hand": "123m456p789s1122z"}),
        json.dumps({"id": "b", "hand": "12x"}),
        "this is not json",
        "[1, 2]",
        "",
        json.dumps({"id": [3], "hand": "123m456p789s1122z", "visible": "1z"}),
        json.dumps({"id": 4, "hand": KNITTED, "rules": "mcr"}),
        json.dumps({"hand": "123m"}),
        json.dumps({"id": 6, "hand": "123m456p789s1122z5p"}),
    ]
    result = cli("analyze", "--jsonl", "--lang", "en", stdin="\n".join(requests) + "\n")
    assert result.code == 0
    assert result.err == ""
    answers = result.lines()
    assert len(answers) == 8  # the blank line is skipped, nothing else

    good = answers[0]
    assert good["id"] == 1 and good["ok"] is True
    assert good["shanten"] == 0 and good["waits"] == [{"tile": "1z", "unseen": 2}, {"tile": "2z", "unseen": 2}]

    assert answers[1] == {"id": "b", "ok": False, "error": {"code": "parse.unknown_suit", "message": "unknown suit 'x' at 3"}}
    assert answers[2] == {"id": None, "ok": False, "error": {"code": "input.bad_json", "message": "the line is not valid JSON"}}
    assert answers[3]["ok"] is False and answers[3]["error"]["code"] == "input.bad_request"
    assert answers[3]["error"]["message"] == 'the line must be a JSON object with a "hand" string'

    assert answers[4]["id"] == [3] and answers[4]["ok"] is True
    assert answers[4]["waits"] == [{"tile": "1z", "unseen": 1}, {"tile": "2z", "unseen": 2}]  # per-line visible
    assert answers[5]["id"] == 4 and answers[5]["rules"] == "mcr" and answers[5]["winning"] is True  # per-line rules
    assert answers[6] == {
        "id": None,
        "ok": False,
        "error": {"code": "hand.tile_count", "message": "a hand holds 13 or 14 tiles (a kong counts as 3); this one holds 3"},
    }
    assert answers[7]["id"] == 6 and answers[7]["ok"] is True and answers[7]["discards"][0]["tile"] == "5p"


def test_jsonl_answers_match_single_analysis(cli) -> None:
    single = cli("analyze", "1112345678999m", "--json", "--visible", "5m").json()
    line = cli("analyze", "--jsonl", stdin=json.dumps({"id": "x", "hand": "1112345678999m", "visible": "5m"}) + "\n").lines()[0]
    assert line == {"id": "x", "ok": True, **single}


def test_jsonl_messages_in_russian(cli) -> None:
    answers = cli("analyze", "--jsonl", stdin='{"id": 1, "hand": "12x"}\nnope\n').lines()
    assert answers[0]["error"] == {"code": "parse.unknown_suit", "message": "неизвестная масть 'x' в позиции 3"}
    assert answers[1]["error"]["message"] == "строка не является корректным JSON"


def test_jsonl_empty_input(cli) -> None:
    result = cli("analyze", "--jsonl", stdin="")
    assert (result.code, result.out, result.err) == (0, "", "")


@pytest.mark.parametrize("line", ['{"id": 7}', '{"id": 7, "hand": 123}'])
def test_jsonl_bad_request_echoes_id(cli, line: str) -> None:
    answer = cli("analyze", "--jsonl", stdin=line + "\n").lines()[0]
    assert answer["ok"] is False and answer["error"]["code"] == "input.bad_request"
    assert answer["id"] == 7


def test_jsonl_unknown_rules(cli) -> None:
    answers = cli("analyze", "--jsonl", "--lang", "en", stdin='{"id": 5, "hand": "123m456p789s1122z", "rules": "bogus"}\n{"id": 6, "hand": "123m456p789s1122z"}\n').lines()
    assert answers[0]["id"] == 5 and answers[0]["ok"] is False
    assert answers[0]["error"]["code"] == "rules.unknown"
    assert "bogus" in answers[0]["error"]["message"]
    assert answers[1]["ok"] is True  # the batch goes on


def test_jsonl_unknown_rules_message_is_localized(cli) -> None:
    answer = cli("analyze", "--jsonl", "--lang", "ru", stdin='{"id": 5, "hand": "123m456p789s1122z", "rules": "bogus"}\n').lines()[0]
    assert _CYRILLIC.search(answer["error"]["message"])


# -- errors --------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("argv", "en", "ru"),
    [
        (["analyze", "12x"], "error: unknown suit 'x' at 3", "ошибка: неизвестная масть 'x' в позиции 3"),
        (["parse", "12x"], "error: unknown suit 'x' at 3", "ошибка: неизвестная масть 'x' в позиции 3"),
        (["parse", "55555m123p456p789s"], "error: 5 copies of 5m (5 of Characters): the set has only 4", "ошибка: 5 копий кости 5m (5 символов): в наборе их только 4"),
        (["analyze", "123m"], "error: a hand holds 13 or 14 tiles (a kong counts as 3); this one holds 3", "ошибка: в руке 13 или 14 костей (конг считается за 3), а здесь 3"),
        (["analyze", "[124m] 123p456p789p5z"], None, None),
        (["analyze", "123m456p789s1122z", "--visible", "[123m]"], "error: sets in brackets are not allowed here (at 1)", "ошибка: сеты в скобках здесь не допускаются (позиция 1)"),
        (["analyze"], "error: no tiles given", "ошибка: не задано ни одной кости"),
        (["parse", ""], "error: no tiles given", "ошибка: не задано ни одной кости"),
    ],
)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_bad_input(cli, argv: list[str], en: str | None, ru: str | None, lang: str) -> None:
    result = cli(*argv, "--lang", lang)
    assert result.code == 2
    assert result.out == ""
    lines = result.err.splitlines()
    assert len(lines) == 1
    assert "Traceback" not in result.err
    expected = en if lang == "en" else ru
    if expected is not None:
        assert lines[0] == expected
    assert lines[0].startswith("error: " if lang == "en" else "ошибка: ")
    assert bool(_CYRILLIC.search(lines[0])) == (lang == "ru")


@pytest.mark.parametrize("form", [["--lang", "en"], ["--lang=en"]])
@pytest.mark.parametrize("where", ["before", "after"])
def test_lang_option_anywhere(cli, form: list[str], where: str) -> None:
    argv = [*form, "analyze", "12x"] if where == "before" else ["analyze", "12x", *form]
    result = cli(*argv)
    assert result.code == 2
    assert result.err.strip() == "error: unknown suit 'x' at 3"


def test_mj_lang_sets_the_default(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    assert cli("analyze", "12x").err.strip() == "ошибка: неизвестная масть 'x' в позиции 3"
    monkeypatch.setenv("MJ_LANG", "en")
    assert cli("analyze", "12x").err.strip() == "error: unknown suit 'x' at 3"
    assert cli("analyze", "12x", "--lang", "ru").err.strip() == "ошибка: неизвестная масть 'x' в позиции 3"
    assert "Dots" in cli("parse", "123m456p789s1122z").out


def test_lang_variable_sets_the_default(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    assert cli("analyze", "12x").err.strip() == "error: unknown suit 'x' at 3"


# -- help ----------------------------------------------------------------------------------
@pytest.mark.parametrize("command", [[], ["parse"], ["analyze"], ["render"]], ids=lambda c: c[0] if c else "main")
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_help(cli, command: list[str], lang: str) -> None:
    result = cli(*command, "--help", "--lang", lang)
    assert result.code == 0
    assert result.err == ""
    usage = "использование:" if lang == "ru" else "usage:"
    assert result.out.startswith(f"{usage} python -m mjcore")
    assert bool(_CYRILLIC.search(result.out)) == (lang == "ru")
    key = f"cli.{command[0]}.help" if command else "cli.description"
    assert tr(key, lang) in result.out
    assert tr("cli.opt.lang", lang) in result.out
    if command:
        assert tr("cli.opt.json", lang) in result.out


@pytest.mark.parametrize(
    ("command", "keys"),
    [
        ("parse", ["cli.arg.hand"]),
        ("analyze", ["cli.arg.hand", "cli.opt.visible", "cli.opt.rules", "cli.opt.jsonl_analyze"]),
        ("render", ["cli.arg.tiles", "cli.opt.output", "cli.opt.height"]),
    ],
)
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_help_describes_every_option(cli, command: str, keys: list[str], lang: str) -> None:
    out = cli(command, "--help", "--lang", lang).out
    for key in keys:
        assert tr(key, lang) in out


def test_help_follows_mj_lang(cli, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MJ_LANG", "en")
    out = cli("--help").out
    assert tr("cli.description", "en") in out
    assert not _CYRILLIC.search(out)


def test_no_command_is_a_usage_error(cli) -> None:
    result = cli()
    assert result.code == 2
    assert "использование:" in result.err  # the default language: Russian


# -- render --------------------------------------------------------------------------------
@pytest.fixture
def fake_renderer(monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """A stand-in for mjcore.render (built elsewhere) that records its calls."""
    calls: list[tuple[Any, ...]] = []
    module = types.ModuleType("mjcore.render")

    def render_to_file(hand: Any, path: Path, height: int | None = None) -> None:
        calls.append((hand, path, height))
        Path(path).write_text("<svg/>")

    module.render_to_file = render_to_file  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "mjcore.render", module)
    return calls


@pytest.mark.parametrize(("lang", "message"), [("en", "error: can only write .svg or .png files, not '.jpg'"), ("ru", "ошибка: можно записать только файлы .svg или .png, а не '.jpg'")])
def test_render_bad_suffix(cli, fake_renderer: list[tuple[Any, ...]], tmp_path: Path, lang: str, message: str) -> None:
    target = tmp_path / "x.jpg"
    result = cli("render", "123m456p", "-o", str(target), "--lang", lang)
    assert result.code == 2
    assert result.err.splitlines() == [message]
    assert not target.exists()
    assert fake_renderer == []


def test_render_no_suffix(cli, fake_renderer: list[tuple[Any, ...]], tmp_path: Path) -> None:
    result = cli("render", "123m", "-o", str(tmp_path / "picture"), "--lang", "en")
    assert result.code == 2
    assert result.err.strip() == "error: can only write .svg or .png files, not 'picture'"


def test_render_passes_hand_and_height(cli, fake_renderer: list[tuple[Any, ...]], tmp_path: Path) -> None:
    result = cli("render", "123m [789s]", "-o", str(tmp_path / "x.SVG"), "--height", "40", "--json")
    assert result.code == 0, result.err
    ((hand, path, height),) = fake_renderer
    assert str(hand) == "123m [789s]"  # a partial hand is fine for a picture
    assert Path(path) == tmp_path / "x.SVG" and height == 40
    assert result.json() == {"path": str(tmp_path / "x.SVG"), "format": "svg", "bytes": len("<svg/>")}


def test_render_bad_suffix_does_not_need_the_renderer(cli, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "mjcore.render", types.ModuleType("mjcore.render"))  # no render_to_file
    result = cli("render", "123m", "-o", str(tmp_path / "x.jpg"), "--lang", "en")
    assert result.code == 2


def _real_renderer() -> None:
    render = pytest.importorskip("mjcore.render")
    if not hasattr(render, "render_to_file"):
        pytest.skip("mjcore.render.render_to_file is not there yet")


@pytest.mark.parametrize(("suffix", "magic"), [(".svg", b"<svg"), (".png", b"\x89PNG\r\n\x1a\n")])
def test_render_writes_files(cli, tmp_path: Path, suffix: str, magic: bytes) -> None:
    _real_renderer()
    target = tmp_path / f"x{suffix}"
    result = cli("render", "123m456p", "-o", str(target))
    assert result.code == 0, result.err
    assert result.out.strip() == str(target)
    data = target.read_bytes()
    if suffix == ".svg":
        assert magic in data[:300]  # after an optional XML declaration
    else:
        assert data.startswith(magic)


# -- the real entry point (subprocess) -----------------------------------------------------
def test_subprocess_parse_json() -> None:
    result = _subprocess("parse", "EESS 456p 321m [789s] 1f", "--json")
    assert result.code == 0, result.err
    data = result.json()
    assert data["canonical"] == "123m456p1122z [789s] 1f"
    assert data["unicode"].split() == ["\U0001f007\U0001f008\U0001f009\U0001f01c\U0001f01d\U0001f01e\U0001f000\U0001f000\U0001f001\U0001f001", "\U0001f016\U0001f017\U0001f018", "\U0001f022"]


@pytest.mark.parametrize(
    ("argv", "env_lang", "message"),
    [
        (["analyze", "12x", "--lang", "en"], None, "error: unknown suit 'x' at 3"),
        (["analyze", "12x", "--lang", "ru"], "en", "ошибка: неизвестная масть 'x' в позиции 3"),
        (["analyze", "12x"], "en", "error: unknown suit 'x' at 3"),
        (["analyze", "12x"], None, "ошибка: неизвестная масть 'x' в позиции 3"),
    ],
)
def test_subprocess_bad_input(argv: list[str], env_lang: str | None, message: str) -> None:
    result = _subprocess(*argv, lang=env_lang)
    assert result.code == 2
    assert result.out == ""
    assert result.err == message + "\n"


def test_subprocess_jsonl() -> None:
    result = _subprocess("analyze", "--jsonl", stdin='{"id": 1, "hand": "1112345678999m"}\n{"id": 2, "hand": "x"}\n', lang="en")
    assert result.code == 0, result.err
    first, second = result.lines()
    assert first["id"] == 1 and first["ok"] is True and len(first["waits"]) == 9
    assert second == {"id": 2, "ok": False, "error": {"code": "parse.unexpected", "message": "unexpected 'x' at 1"}}


@pytest.mark.parametrize(("lang", "cyrillic"), [("ru", True), ("en", False)])
def test_subprocess_help(lang: str, cyrillic: bool) -> None:
    result = _subprocess("analyze", "--help", "--lang", lang)
    assert result.code == 0
    assert bool(_CYRILLIC.search(result.out)) is cyrillic
    assert tr("cli.analyze.help", lang) in result.out


# -- argparse's own words -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("argv", "ru", "en"),
    [
        (["parse"], "не хватает обязательных аргументов: HAND", "the following arguments are required: HAND"),
        (["analyze", "1m", "--rules", "x"], "недопустимое значение: 'x'", "invalid choice: 'x'"),
        (["parse", "1m", "--bogus"], "непонятные аргументы: --bogus", "unrecognized arguments: --bogus"),
    ],
)
def test_usage_errors_are_localized(cli, argv: list[str], ru: str, en: str) -> None:
    russian = cli(*argv, "--lang", "ru")
    assert russian.code == 2 and ru in russian.err and "использование:" in russian.err
    english = cli(*argv, "--lang", "en")
    assert english.code == 2 and en in english.err and "usage:" in english.err


# -- start-up: a command imports only its own module ----------------------------------------------
def test_the_command_table_names_what_each_module_registers() -> None:
    import argparse
    import importlib

    from mjcore.cli import COMMAND_MODULES, COMMANDS

    found = {}
    for module in COMMAND_MODULES:
        commands = argparse.ArgumentParser().add_subparsers()
        importlib.import_module(module).register(commands, "en")
        found.update(dict.fromkeys(commands.choices, module))
    assert found == COMMANDS


def test_score_imports_neither_the_game_nor_the_renderer() -> None:
    code = ("import sys; from mjcore.cli import main; main(['score', '--rules', 'kids', '123m456p789s234s55z', '--win', '5z']); "
            "assert not [m for m in sys.modules if m.startswith(('mjcore.game', 'mjcore.render', 'mjcore.quiz'))], sorted(sys.modules)")
    subprocess.run([sys.executable, "-c", code], check=True, capture_output=True)


def test_analyze_json_is_the_dictionarys_json() -> None:
    import json
    import random

    from mjcore.cli import encode_json
    from mjcore.cli.core import analyze, analyze_json
    from mjcore.hand import Hand
    from mjcore.tiles import Tile

    rng = random.Random(5)
    wall = [Tile(k) for k in range(34) for _ in range(4)]
    for n in range(300):
        tiles = rng.sample(wall, 13 if n % 3 else 14)
        text, visible = str(Hand(tuple(tiles))), " ".join(str(t) for t in rng.sample(wall, n % 4))
        rules = ("standard", "mcr")[n % 2]
        first = f'"id": {encode_json(n)}, '
        expected = encode_json({"id": n, "ok": True, **analyze(text, visible, rules)})
        assert analyze_json(text, visible, rules, first) == expected
        assert json.loads(expected)["hand"] == text
