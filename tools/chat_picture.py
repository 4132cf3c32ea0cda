"""A chat with the bot as one picture: what the bot sent (text, photos, buttons) as bubbles.

Used by ``tools/readme_pictures.py`` for the README: the messages come from the real bot logic
(:func:`bot.runner.handle`), the photos are the bytes the bot sends (:func:`bot.pictures.png`);
this module only lays them out the way a Telegram client does: the learner's messages on the
right, the bot's on the left with its inline buttons under them, a pressed button as a small
note on the right. Text is drawn in DejaVu Sans (the font the bot's pictures use).

>>> png = chat_png([Bubble("me", "/start"), Bubble("bot", "Hello!", buttons=(("A", "B"),))], width=400)
>>> from PIL import Image
>>> import io
>>> Image.open(io.BytesIO(png)).size[0]
400
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field

from PIL import Image, ImageDraw, ImageFont

from mjcore.render.raster import font_path

__all__ = ["Bubble", "chat_png"]

BACKGROUND = (209, 223, 233)  # a Telegram chat's plain blue-grey
BOT_FILL, ME_FILL, PRESS_FILL = (255, 255, 255), (225, 246, 203), (190, 208, 222)
BUTTON_FILL, BUTTON_INK = (160, 184, 204), (255, 255, 255)
INK, NAME_INK = (20, 20, 20), (54, 121, 171)
#: Sizes in pixels of a picture 800 wide (shown 400 wide on a sharp screen, as a phone shows it).
MARGIN, PAD, GAP, RADIUS = 24, 20, 16, 24
TEXT, SMALL = 28, 24
#: A photo narrower than the bubble is enlarged up to this many times, as a chat client does.
PHOTO_ZOOM = 2.0


@dataclass(frozen=True)
class Bubble:
    """One message: ``side`` is ``"bot"``, ``"me"`` (the learner wrote it) or ``"press"`` (the
    learner pressed a button: ``text`` is its label); ``photo`` is a PNG the bot sent (the text
    is then its caption); ``buttons`` are the rows of its inline keyboard."""

    side: str
    text: str = ""
    photo: bytes | None = None
    buttons: tuple[tuple[str, ...], ...] = field(default=())


def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(font_path(bold), size)


def _wrap(text: str, font: ImageFont.FreeTypeFont, width: int) -> list[str]:
    """The lines of ``text`` broken between words to fit ``width`` pixels (its own breaks kept)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if line and font.getlength(candidate) > width:
                lines.append(line)
                line = word
            else:
                line = candidate
        lines.append(line)
    return lines


def _text_block(text: str, font: ImageFont.FreeTypeFont, width: int) -> tuple[list[str], int, int]:
    """The wrapped lines, their widest width and their height."""
    lines = _wrap(text, font, width) if text else []
    step = round(font.size * 1.35)
    widest = max((round(font.getlength(line)) for line in lines), default=0)
    return lines, widest, step * len(lines)


def _bubble_size(bubble: Bubble, inner: int, font: ImageFont.FreeTypeFont) -> tuple[int, int, Image.Image | None]:
    photo = None
    width = height = 0
    if bubble.photo is not None:
        photo = Image.open(io.BytesIO(bubble.photo)).convert("RGB")
        scale = min(PHOTO_ZOOM, inner / photo.width)
        photo = photo.resize((round(photo.width * scale), round(photo.height * scale)), Image.Resampling.LANCZOS)
        width, height = photo.width, photo.height + (GAP if bubble.text else 0)
    _, widest, text_height = _text_block(bubble.text, font, inner)
    return max(width, widest), height + text_height, photo


def chat_png(bubbles: list[Bubble], *, width: int = 800, title: str = "") -> bytes:
    """The chat as an opaque PNG ``width`` pixels wide, as tall as its messages."""
    font, small, bold = _font(TEXT), _font(SMALL), _font(TEXT, bold=True)
    most = round(width * 0.74)  # the widest bubble
    inner = most - 2 * PAD
    pieces: list[tuple[Bubble, int, int, Image.Image | None]] = []
    height = MARGIN + (round(TEXT * 2.4) if title else 0)
    for bubble in bubbles:
        used = small if bubble.side == "press" else font
        w, h, photo = _bubble_size(bubble, inner, used)
        pieces.append((bubble, w, h, photo))
        height += h + 2 * PAD + GAP + 6 + len(bubble.buttons) * (round(TEXT * 2) + 6)
    page = Image.new("RGB", (width, 2 * height), BACKGROUND)  # room to spare: cropped at the end
    draw = ImageDraw.Draw(page)
    y = MARGIN
    if title:
        draw.rectangle((0, 0, width, round(TEXT * 2.4) + MARGIN // 2), fill=(255, 255, 255))
        draw.text((MARGIN, MARGIN // 2 + 4), title, font=bold, fill=NAME_INK)
        y += round(TEXT * 2.4)
    for bubble, w, h, photo in pieces:
        used = small if bubble.side == "press" else font
        fill = {"bot": BOT_FILL, "me": ME_FILL, "press": PRESS_FILL}[bubble.side]
        box_w = (most if bubble.buttons or photo is not None else w + 2 * PAD) if bubble.side == "bot" else w + 2 * PAD
        left = MARGIN if bubble.side == "bot" else width - MARGIN - box_w
        draw.rounded_rectangle((left, y, left + box_w, y + h + 2 * PAD), RADIUS, fill=fill)
        if bubble.side == "press":
            draw.rounded_rectangle((left, y, left + box_w, y + h + 2 * PAD), RADIUS, outline=BUTTON_FILL, width=3)
        top = y + PAD
        if photo is not None:
            page.paste(photo, (left + PAD, top))
            top += photo.height + (GAP if bubble.text else 0)
        lines, _, _ = _text_block(bubble.text, used, inner)
        for line in lines:
            draw.text((left + PAD, top), line, font=used, fill=INK)
            top += round(used.size * 1.35)
        y += h + 2 * PAD + 6
        for row in bubble.buttons:
            cell = (box_w - 6 * (len(row) - 1)) / len(row)
            row_h = round(TEXT * 2)
            for k, label in enumerate(row):
                x0 = left + round(k * (cell + 6))
                draw.rounded_rectangle((x0, y, x0 + round(cell), y + row_h), RADIUS // 2, fill=BUTTON_FILL)
                shown = label
                while small.getlength(shown) > cell - 12 and len(shown) > 2:
                    shown = shown[:-2] + "…"
                draw.text((x0 + cell / 2, y + row_h / 2), shown, font=small, fill=BUTTON_INK, anchor="mm")
            y += row_h + 6
        y += GAP
    page = page.crop((0, 0, width, y + MARGIN - GAP))
    out = io.BytesIO()
    page.save(out, "PNG", optimize=True)
    return out.getvalue()
