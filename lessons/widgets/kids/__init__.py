"""The kids' track boards: one module per mini-game of :mod:`mjcore.minigames` (seed 000, lines 211-271).

Each board holds one core state and only translates clicks into its moves and its
:class:`~mjcore.minigames.base.Message` objects into words: the rules, the hints and the
"why not" explanations are the core's.  In the order a child meets them:

* :mod:`~lessons.widgets.kids.find_suit` — pick every tile of one suit from a pile (stage 1);
* :mod:`~lessons.widgets.kids.sequence` — lay out 1..9, then 9..1 (stage 1);
* :mod:`~lessons.widgets.kids.sets` — chows, pungs and kongs from the tiles of one suit (stages 2 and 7);
* :mod:`~lessons.widgets.kids.code_lock` — look at a code of tiles, then rebuild it (stage 3);
* :mod:`~lessons.widgets.kids.snake` — a row where each tile has the suit or the number of the last (stage 4);
* :mod:`~lessons.widgets.kids.memory` — turn two tiles over and find the pairs (stage 5);
* :mod:`~lessons.widgets.kids.all_sets` — all the sets in twenty random tiles (stage 6);
* :mod:`~lessons.widgets.kids.bonus` — which flower and season belong to which seat (stage 8);
* :mod:`~lessons.widgets.kids.wall_dice` — throw the dice, find where the wall breaks and deal
  the hands, counting each player's tiles (stage 10).

What the boards share is in :mod:`~lessons.widgets.kids.base`; the three memory games build
on :class:`~lessons.widgets.activity.PlayBoard`, as the solitaire board (stage 9,
:mod:`lessons.widgets.solitaire`, beside the core's :mod:`mjcore.solitaire`) does.

Notebook cells import a board from :mod:`lessons.widgets` (``from lessons.widgets import
MemoryBoard``), which loads only that board's module: this package imports none of them.
"""
