"""A page at a phone's size, measured: what a child would have to scroll sideways to see.

Used by the kids' pages at 412 px in Voilà (tests/browser/test_kids_pages.py) and, in the
static site, by its tests of the kids' lessons. :func:`phone_context` opens a browser context
of a phone (412×915, touch); :func:`overflow` measures the current page and returns one line
per defect, ``[]`` when the page fits (call :func:`pictures_loaded` first):

- the document wider than the viewport (``page 89 px wider than 412``), or a box of it that
  scrolls or clips sideways (``div.mj-seats-table hides 92 px sideways``);
- a visible part of a board (``.mj-board``, ``.mj-choice`` and everything inside: tiles,
  pictures, buttons) whose right edge passes the viewport (its left edge before 0);
- a button whose label is cut (its text wider than its box, hidden or put as "…");
- a pile (a row of tiles: ``.mj-pile``, ``.mj-line``...) whose tiles differ in width.

>>> PHONE
{'width': 412, 'height': 915}
"""

from __future__ import annotations

#: The phone the kids' pages must fit (a common Android size, CSS pixels).
PHONE = {"width": 412, "height": 915}

#: Where a board is: the kids' boards and the choices of boards.
BOARDS = ".mj-board, .mj-choice"

#: The measurement, in the page: a list of defects in words (see the module docstring).
_MEASURE = r"""
(boards) => {
  const width = document.documentElement.clientWidth || innerWidth;
  const found = [];
  const shown = (e) => {
    const r = e.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    const s = getComputedStyle(e);
    return s.visibility !== 'hidden' && s.display !== 'none';
  };
  const ours = (e) => [...e.classList].filter(c => c.startsWith('mj-') && !c.startsWith('mj-t-')).slice(0, 2).join('.');
  const name = (e) => {
    let tag = e.tagName.toLowerCase() + (ours(e) ? '.' + ours(e) : '');
    if (!ours(e)) {  // a part without a class of ours: say where it is
      const near = e.parentElement && e.parentElement.closest('[class*="mj-"]');
      tag += near ? ` in .${ours(near) || 'mj'}` : (e.closest('.jp-RenderedSVG, .jp-RenderedImage') ? ' (a picture)' : '');
    }
    const text = (e.innerText || e.getAttribute('title') || e.getAttribute('alt') || '').trim().split('\n')[0].slice(0, 24);
    return text ? `${tag} "${text}"` : tag;
  };
  const over = document.documentElement.scrollWidth - width;
  if (over > 0) found.push(`page ${over} px wider than ${width}`);
  // a box of the page that scrolls or clips sideways (Voilà's output areas do: the document
  // keeps its width and the board is cut at the right, or is scrolled inside itself)
  const clipping = new Set();
  for (const e of document.body.querySelectorAll('*')) {
    if (e.tagName === 'BUTTON' || e.tagName === 'INPUT' || e.tagName === 'TEXTAREA' || !shown(e)) continue;
    const s = getComputedStyle(e);
    if (!['auto', 'scroll', 'hidden', 'clip'].includes(s.overflowX)) continue;
    const hidden = e.scrollWidth - e.clientWidth;
    let inside = false;  // the outermost box only: its inner boxes hide the same
    for (let p = e.parentElement; p; p = p.parentElement) if (clipping.has(p)) { inside = true; break; }
    if (hidden > 1 && e.clientWidth > 0 && !inside) {
      clipping.add(e);
      const inner = [...e.querySelectorAll('*')].find(c => c.scrollWidth > e.clientWidth && shown(c) && !c.querySelector('*:not(style)') ) ;
      found.push(`${name(e)} hides ${hidden} px sideways` + (inner ? ` (${name(inner)})` : ''));
    }
  }
  // the outermost boards, then everything in them that sticks out (its outermost part only:
  // a row that sticks out is named, not each of its tiles as well)
  const roots = [...document.querySelectorAll(boards)].filter(e => !e.parentElement.closest(boards));
  const seen = new Set();
  for (const root of roots) {
    for (const e of [root, ...root.querySelectorAll('*')]) {
      if (!shown(e) || e.tagName === 'STYLE') continue;
      const r = e.getBoundingClientRect();
      const right = Math.round(r.right - width), left = Math.round(-r.left);
      if (right <= 0 && left <= 0) continue;
      let inside = false;
      for (let p = e.parentElement; p && p !== root.parentElement; p = p.parentElement) if (seen.has(p)) { inside = true; break; }
      seen.add(e);
      if (!inside) found.push(`${name(e)} passes the ${right > 0 ? 'right edge by ' + right : 'left edge by ' + left} px`);
    }
  }
  // buttons whose label does not fit (everywhere on the page: the lessons' links too)
  for (const b of document.querySelectorAll('button')) {
    if (!shown(b) || b.classList.contains('mj-tile')) continue;
    const label = (b.innerText || '').trim();
    if (!label) continue;
    const s = getComputedStyle(b);
    const cut = b.scrollWidth > b.clientWidth + 1 || b.scrollHeight > b.clientHeight + 1;
    let ellipsis = false;
    if (s.textOverflow === 'ellipsis' && s.whiteSpace.startsWith('nowrap')) {
      const range = document.createRange(); range.selectNodeContents(b);
      const pad = parseFloat(s.paddingLeft) + parseFloat(s.paddingRight);
      ellipsis = range.getBoundingClientRect().width > b.clientWidth - pad + 1;
    }
    if (cut || ellipsis) found.push(`button "${label.split('\n').join(' ')}" cut (${b.scrollWidth} px of text in ${b.clientWidth})`);
  }
  // tiles of one row: one width
  for (const root of roots) {
    const rows = new Set([...root.querySelectorAll('.mj-tile')].filter(shown).map(t => t.parentElement));
    for (const row of rows) {
      const widths = [...row.children].filter(t => t.classList.contains('mj-tile') && shown(t))
        .map(t => Math.round(t.getBoundingClientRect().width));
      const least = Math.min(...widths), most = Math.max(...widths);
      if (most - least > 1) found.push(`${name(row)}: tiles ${least}..${most} px wide`);
    }
  }
  return found;
}
"""


def overflow(page: object, boards: str = BOARDS) -> list[str]:
    """What does not fit the width of ``page`` (Playwright) now: one line per defect.

    ``boards`` is where to look for parts that stick out and piles of uneven tiles (the
    document's width and the buttons are measured on the whole page).
    """
    return list(page.evaluate(_MEASURE, boards))  # type: ignore[attr-defined]


def pictures_loaded(page: object, timeout: float = 30_000) -> None:
    """Wait until every picture of the page is loaded: an image not yet decoded is 0 px wide
    and would pass any measure."""
    page.wait_for_function("() => [...document.images].every(i => i.complete)", timeout=timeout)  # type: ignore[attr-defined]


def phone_context(browser: object, **more: object) -> object:
    """A new browser context of a phone (412×915, twice the pixels, touch) that asks
    nothing of the internet (see ``labkit.local_only``)."""
    from labkit import local_only

    context = browser.new_context(viewport=PHONE, device_scale_factor=2,  # type: ignore[attr-defined]
                                  is_mobile=True, has_touch=True, **more)
    context.route("**/*", local_only)
    return context


#: The height of the page's content: the document's, or the box that scrolls it (Voilà's body).
_TALL = """() => Math.max(document.documentElement.scrollHeight, ...[...document.querySelectorAll('body, body *')]
  .filter(e => ['auto', 'scroll'].includes(getComputedStyle(e).overflowY) && e.clientHeight > innerHeight / 2)
  .map(e => e.scrollHeight + e.getBoundingClientRect().top))"""


def screenshot(page: object, path: str) -> None:
    """The whole page in one picture at its width: Voilà scrolls its body, not the document,
    so Playwright's ``full_page`` shows only the first screen; the viewport is made as tall
    as the content for the picture, then set back. One CSS pixel a pixel (a phone's twice as
    many took seconds a page to encode)."""
    size = page.viewport_size  # type: ignore[attr-defined]
    tall = int(page.evaluate(_TALL))  # type: ignore[attr-defined]
    page.set_viewport_size({"width": size["width"], "height": max(size["height"], min(tall, 12_000))})  # type: ignore[attr-defined]
    try:
        page.screenshot(path=path, full_page=True, scale="css")  # type: ignore[attr-defined]
    finally:
        page.set_viewport_size(size)  # type: ignore[attr-defined]
