"""Where the hero stands, as text a player cannot miss: each track of the Resolve variant
as a meter against its cap, then the plot-immunity and OUT states as words, not colour."""

from __future__ import annotations

from solo.game.campaign import Campaign
from solo.rules.economy.events import Track

FULL, EMPTY = "█", "░"

Row = tuple[str, str]


def meter(value: int, cap: int) -> str:
    """``███░░ 3/5``; a value past either end shows as a full or empty bar and the number."""
    filled = max(0, min(cap, value))
    return f"{FULL * filled}{EMPTY * (cap - filled)} {value}/{cap}"


def track_cap(camp: Campaign, track: Track) -> int | None:
    """The most a track can hold, where the variant has a most (the economy says: its
    Resolve cap already counts levels and broad powers, :attr:`Campaign.resolve_cap`)."""
    return camp.economy.track_cap(track)


def standing_rows(camp: Campaign) -> list[Row]:
    """One row per track, then the losses left, then the flag rows (plain text)."""
    econ, state = camp.economy, camp.economy_state
    rows: list[Row] = []
    for track in econ.tracks():
        value = econ.value(state, track)
        cap = track_cap(camp, track)
        shown = meter(value, cap) if cap is not None and cap <= 20 else str(value)
        rows.append(("standing", f"{track.value.capitalize():<12} {shown}"))
    if econ.out(state):
        rows.append(("flag out", "✗ OUT OF THE GAME"))
        rows.append(("sub", "F5 → t: trade a Trademark for a Flaw to come back"))
    elif not econ.plot_immunity(state):
        rows.append(("flag", "⚠ NO PLOT IMMUNITY"))
        rows.append(("sub", "the next high-stakes loss writes the hero out"))
    else:
        left = econ.losses_left(state)
        rows.append(("sub", f"can take {left} more high-stakes loss{'es' if left != 1 else ''}"))
    if camp.state.session.cliffhanger_pending:
        rows.append(("sub", "a cliffhanger waits: F8 resolves it"))
    return rows
