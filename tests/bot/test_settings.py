"""``/settings`` through the real Application: one message, edited in place on each tap; every
button names its value and ``✓`` marks the chosen one; the text above says the same state."""

from __future__ import annotations

import pytest
from botkit import Harness, answers, buttons, shown, texts

pytestmark = pytest.mark.asyncio

#: Each setting's line in the text above the buttons, as a reader sees it (the value follows).
LINES = {
    "en": {"rules": "rules: ", "level": "computer level: ", "hints": "hints: ", "open": "open play: ",
           "polls": "quiz questions as Telegram quiz polls: ", "timer": "time limit on claims (30 s): ", "lang": "language: ",
           "weekly": "weekly summary for each profile (Sundays, 17:00 UTC): ",
           "reminder": "reminder when a profile has not practised (daily, 16:00 UTC): "},
    "ru": {"rules": "правила: ", "level": "уровень компьютера: ", "hints": "подсказки: ", "open": "открытая игра: ",
           "polls": "вопросы как опросы-викторины Telegram: ", "timer": "время на ответ о захвате (30 с): ", "lang": "язык: ",
           "weekly": "итоги недели по каждому профилю (по воскресеньям, 17:00 UTC): ",
           "reminder": "напоминание, если профиль не занимался (каждый день, 16:00 UTC): "},
}
#: The name of a switch on the first button of its row, and the words for on and off.
HEADS = {"en": {"hints": "Hints: ", "open": "Open play: ", "polls": "Quiz polls: ", "timer": "Time limit: ",
                "weekly": "Weekly summary: ", "reminder": "Reminder: "},
         "ru": {"hints": "Подсказки: ", "open": "Открытая игра: ", "polls": "Опросы-викторины: ", "timer": "Время на ответ: ",
                "weekly": "Итоги недели: ", "reminder": "Напоминание: "}}
ON_OFF = {"en": {"on": "on", "off": "off"}, "ru": {"on": "вкл.", "off": "выкл."}}
TAPS = ("s:hints:off", "s:open:off", "s:level:advanced", "s:polls:on", "s:timer:on", "s:weekly:on", "s:reminder:on")


def _counts(calls) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    names = [n for n, _, _ in calls]
    return names.count("sendMessage"), names.count("editMessageText")


def _rows(calls) -> dict[str, list[tuple[str, str]]]:  # type: ignore[no-untyped-def]
    """The settings' buttons by setting: ``(value, label)`` in order."""
    rows: dict[str, list[tuple[str, str]]] = {}
    for b in buttons(calls):
        _, name, value = b["callback_data"].split(":")
        rows.setdefault(name, []).append((value, b["text"]))
    return rows


def _check(calls, lang: str, expected: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    """One ✓ per row, on the value ``expected`` names (where it names one); each label names its
    value; the text says, once per setting, the value the ✓ button names."""
    text = texts(calls).split("\n")
    rows = _rows(calls)
    assert set(rows) == set(LINES[lang]), rows
    for name, row in rows.items():
        chosen = [(value, label) for value, label in row if "✓" in label]
        assert len(chosen) == 1, row
        value, label = chosen[0]
        if name in expected:
            assert value == expected[name], (name, row)
        for i, (v, lab) in enumerate(row):
            head = HEADS[lang].get(name, "") if i == 0 else ""
            assert lab.startswith(head), (name, lab)
            word = lab[len(head):].removeprefix("✓ ")
            if name in HEADS[lang]:
                assert word == ON_OFF[lang][v], (name, lab)  # the label names its value, not the change
            assert lab.count("✓") == (v == value)
        said = label[len(HEADS[lang].get(name, "")) if row[0][1] == label else 0:].removeprefix("✓ ")
        lines = [line for line in text if line.startswith(LINES[lang][name])]
        assert len(lines) == 1, (name, text)  # said once
        assert lines[0].lower() == (LINES[lang][name] + said).lower(), (lines[0], said)


@pytest.mark.parametrize("lang", ["en", "ru"])
async def test_settings_is_one_message_edited_on_each_tap(bot: Harness, lang: str) -> None:
    calls = await bot.text("/settings", lang=lang)
    assert _counts(calls) == (1, 0)
    _check(calls, lang, {"hints": "on", "open": "on", "polls": "off", "level": "beginner", "lang": lang})
    store = bot.app.bot_data["store"]
    chat, message, _ = store.load(42).live["settings"]  # kept in the stored session between updates
    total = list(calls)
    expected = {"lang": lang}
    for data in TAPS:
        calls = await bot.press(data, lang=lang, message_id=message)
        total += calls
        _, name, value = data.split(":")
        expected[name] = value
        assert _counts(calls) == (0, 1), calls
        edit = shown(calls)[0]
        assert (edit["chat_id"], edit["message_id"]) == (chat, message)
        assert answers(calls)[0]["text"] == ("Saved." if lang == "en" else "Сохранено.")
        _check(calls, lang, expected)
    assert _counts(total) == (1, len(TAPS))  # before: (6, 0), a new message on each tap
    s = store.load(42)
    assert (s.settings["hints"], s.settings["open"], s.settings["level"], s.settings["polls"], s.settings["timer"]) == \
        (False, False, "advanced", True, True)
    assert (s.settings["weekly"], s.settings["reminder"]) == (True, True) and s.week["at"] > 0  # the week starts


async def test_the_language_tap_redraws_the_settings_in_the_new_language(bot: Harness) -> None:
    await bot.text("/settings", lang="en")
    message = bot.app.bot_data["store"].load(42).live["settings"][1]
    calls = await bot.press("s:lang:ru", message_id=message)
    assert _counts(calls) == (0, 1) and "Настройки:" in texts(calls)
    _check(calls, "ru", {"lang": "ru"})
    assert [label for value, label in _rows(calls)["lang"]] == ["✓ Русский", "English"]


async def test_an_older_settings_message_still_works(bot: Harness) -> None:
    store = bot.app.bot_data["store"]
    await bot.text("/settings")
    old = store.load(42).live["settings"][1]
    calls = await bot.text("/settings")  # a fresh one: the old one loses its buttons
    new = store.load(42).live["settings"][1]
    assert new != old and ("editMessageReplyMarkup", old) in [(n, p.get("message_id")) for n, p, _ in calls]
    calls = await bot.press("s:hints:off", message_id=old)  # its buttons were still there (the drop failed)
    assert _counts(calls) == (0, 1) and shown(calls)[0]["message_id"] == old  # the message tapped is the one edited
    assert ("editMessageReplyMarkup", new) in [(n, p.get("message_id")) for n, p, _ in calls]  # no two live panels
    _check(calls, "en", {"hints": "off"})
    assert store.load(42).live["settings"][1] == old and store.load(42).settings["hints"] is False
    calls = await bot.press("s:lang:de", message_id=old)  # forged or out of date: told so, nothing changes
    assert shown(calls) == [] and "out of date" in answers(calls)[0]["text"]


async def test_the_menu_button_opens_fresh_settings_and_lang_keeps_working(bot: Harness) -> None:
    await bot.text("/settings")
    old = bot.app.bot_data["store"].load(42).live["settings"][1]
    calls = await bot.press("n:settings", message_id=old)  # under another message: a fresh one there
    assert _counts(calls) == (1, 0)
    assert "The language is English now." in texts(await bot.text("/lang en"))
    calls = await bot.text("/lang")
    assert [b["callback_data"] for b in buttons(calls)] == ["s:lang:ru", "s:lang:en"]
    calls = await bot.press("s:lang:ru", message_id=4242)  # the /lang message becomes the settings, in Russian
    assert _counts(calls) == (0, 1) and shown(calls)[0]["message_id"] == 4242 and "Настройки:" in texts(calls)
    assert bot.app.bot_data["store"].load(42).lang == "ru"
