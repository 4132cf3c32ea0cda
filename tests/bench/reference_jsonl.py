"""The reference calculator behind the same JSON lines as ``python -m mjcore score --rules mcr --jsonl``.

Reads the requests on stdin (``hand`` in MPSZ notation, or ``concealed`` and ``melds``; the
winning tile, the flags, the winds, ``flowers``), calls ``MahjongGB.MahjongFanCalculator``
(pymahjonggb, C++) and writes one JSON answer per line: the fans as items, the total. The
whole-process benchmark (``bench_cli_score.py``) times it beside our command, so both carry
the same plumbing: a Python start-up, JSON in, a little notation parsing, JSON out.

    python tests/bench/reference_jsonl.py < requests.jsonl > answers.jsonl
"""

from __future__ import annotations

import json
import sys

from MahjongGB import MahjongFanCalculator  # type: ignore[import-not-found]

# our 1z..7z are East South West North White Green Red: F1-F4, J3 J2 J1
_SUITS = {"m": "W", "p": "B", "s": "T"}
_HONORS = ("F1", "F2", "F3", "F4", "J3", "J2", "J1")
_LETTERS = {"E": "F1", "S": "F2", "W": "F3", "N": "F4", "P": "J3", "F": "J2", "C": "J1"}
_WINDS = {"E": 0, "S": 1, "W": 2, "N": 3, "1": 0, "2": 1, "3": 2, "4": 3, "1z": 0, "2z": 1, "3z": 2, "4z": 3}


def codes(text: str) -> list[str]:
    """MPSZ tiles -> reference codes; bonus tiles (``f``) come back as ``"f"``."""
    out: list[str] = []
    digits = ""
    for char in text:
        if char.isdigit():
            digits += char
        elif char in _SUITS:
            out += [_SUITS[char] + d for d in digits]
            digits = ""
        elif char == "z":
            out += [_HONORS[int(d) - 1] for d in digits]
            digits = ""
        elif char == "f":
            out += ["f"] * len(digits)
            digits = ""
        elif char in _LETTERS:
            out.append(_LETTERS[char])
    return out


def pack(tiles: list[str], concealed: bool) -> tuple[str, str, int]:
    if len(tiles) == 4:
        return ("GANG", tiles[0], 0 if concealed else 1)
    if tiles[0] == tiles[1]:
        return ("PENG", tiles[0], 1)
    return ("CHI", sorted(tiles)[1], 1)


def arguments(request: dict) -> dict:
    packs, standing, flowers = [], [], int(request.get("flowers", 0))
    if "hand" in request:
        text = request["hand"]
        loose = ""
        while text:
            start = min((i for i in (text.find("["), text.find("{")) if i >= 0), default=-1)
            if start < 0:
                loose += text
                break
            close = "]" if text[start] == "[" else "}"
            end = text.index(close, start)
            loose += text[:start]
            packs.append(pack(codes(text[start + 1 : end]), close == "}"))
            text = text[end + 1 :]
        standing = codes(loose)
    else:
        standing = codes(request.get("concealed", ""))
        for meld in request.get("melds", []):
            packs.append(pack(codes(meld["tiles"]), not meld.get("open", True)))
    flowers += standing.count("f")
    standing = [t for t in standing if t != "f"]
    win = codes(request["win_tile"])[0]
    standing.remove(win)
    return {
        "pack": tuple(packs),
        "hand": tuple(standing),
        "winTile": win,
        "flowerCount": flowers,
        "isSelfDrawn": bool(request.get("self_drawn")),
        "is4thTile": bool(request.get("fourth_tile")),
        "isAboutKong": bool(request.get("kong_replacement") or request.get("robbing_kong")),
        "isWallLast": bool(request.get("last_tile")),
        "seatWind": _WINDS[str(request.get("seat_wind", "E"))],
        "prevalentWind": _WINDS[str(request.get("round_wind", "E"))],
    }


def answer(request: dict) -> dict:
    fans = MahjongFanCalculator(**arguments(request), verbose=True)
    items = [{"zh": zh, "en": en, "points": points, "count": count} for points, count, zh, en in fans]
    return {"id": request.get("id"), "ok": True, "total": sum(i["points"] * i["count"] for i in items), "items": items}


def main() -> int:
    write = sys.stdout.write
    for line in sys.stdin:
        if not line.strip():
            continue
        request = None
        try:
            request = json.loads(line)
            write(json.dumps(answer(request), ensure_ascii=False) + "\n")
        except (ValueError, TypeError, KeyError) as error:
            ident = request.get("id") if isinstance(request, dict) else None
            write(json.dumps({"id": ident, "ok": False, "error": {"message": str(error)}}) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
