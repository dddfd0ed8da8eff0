"""The side panel's clocks: each clock filling, its segments drawn (``●●●○○○ 3/6``), what
ticks it, and its exact forecast ("full within 5 · 10 · 20 actions: 12.5% · 43.2% · 80.1%",
"~12 actions to fill"); a full one says it is done and what it fired. Rows of the hero
panel (:mod:`.hero`), plain text.
"""

from __future__ import annotations

from solo.game.campaign import Campaign
from solo.game.story.clocks import forecast_lines, kind_word
from solo.rules.clocks import Clock
from solo.tui.widgets.resolve_meter import Row

FILLED, EMPTY = "●", "○"
KEYS_HINT = "shift+F6 new clock · ctrl+p tick or remove"


def segments(clock: Clock) -> str:
    """``●●●○○○ 3/6``: one mark per segment."""
    return f"{FILLED * clock.filled}{EMPTY * clock.left} {clock.progress}"


def clock_rows(camp: Campaign) -> list[Row]:
    """A heading, then per clock its name, its segments and trigger, and its forecast (or
    what it fired, once full); nothing when the campaign has no clock."""
    if not camp.clocks:
        return []
    rows: list[Row] = [("heading", "Clocks")]
    for clock in camp.clocks:
        rows.append(("item", clock.name))
        rows.append(("sub", f"{segments(clock)} · {kind_word(clock)}"))
        if clock.full:
            rows.append(("sub", f"full: {clock.fires}" if clock.fires else "full: done"))
        else:
            rows += [("sub", line) for line in forecast_lines(camp, clock)]
    rows.append(("keys", KEYS_HINT))
    return rows
