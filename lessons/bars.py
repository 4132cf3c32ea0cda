"""Charts as HTML bars, where matplotlib is missing (the static site's Python, Pyodide): the
same figures as the matplotlib charts of the lessons and the progress view, drawn with ``<div>``s.

>>> html_bars("Spans", [("1", 3.0, "3", "#f5a623"), ("2", 6.0, "6", "#f5a623")], 6.0).count("width:100%")
1
"""

from __future__ import annotations

import html
import importlib.util

#: Whether matplotlib draws the charts (else :func:`html_bars` does).
HAS_MATPLOTLIB = importlib.util.find_spec("matplotlib") is not None


def html_bars(title: str, rows: list[tuple[str, float, str, str]], top: float) -> str:
    """A chart: ``title``, then per row ``(label, value, shown, colour)`` the label, a bar as
    long as ``value``'s share of ``top`` and the value as shown."""
    lines = [f"<div class='mj-label'><b>{html.escape(title)}</b></div>"]
    for label, value, shown, colour in rows:
        width = max(1.0, 100 * value / (top or 1.0))
        lines.append(f"<div style='display:flex;align-items:center;gap:6px'><span style='min-width:10em'>"
                     f"{html.escape(label)}</span><span style='display:inline-block;height:14px;width:{width:.0f}%;"
                     f"max-width:60%;background:{colour}'></span><span>{html.escape(shown)}</span></div>")
    return "".join(lines)
