"""The course map: the number of MCR's fans in lesson 6's title; the lists' numbers are the
lessons' own (``test_lesson_statements.py`` checks each against the file it links to)."""

from __future__ import annotations

import re

from mjcore.scoring.mcr import FANS

from . import LIST_ITEMS, Fact

#: The fans by the table's numbers (1-81; the seed splits its row 57 in two, 57А and 57Б).
NUMBERED = {int(m.group(0)) for fan in FANS if (m := re.match(r"\d+", fan.number))}

FACTS = [
    Fact("mcr_fans", r"\(MCR\): (\d+) фан", r"\(MCR\): (\d+) fans", len(NUMBERED)),
]

NOT_CLAIMS = [
    LIST_ITEMS,
    (r"ребёнок (\d–\d) лет", r"with a (\d–\d) year old", "the kids' track's audience: children about to start school "
     "(the Habr article, seed 000 lines 211-215), the course's choice, not a rule"),
]
