"""A roll as the journal and the screens show it: the exact odds in one line, the pool's
reasons, the dice as they lie and the answer with its meaning."""

from __future__ import annotations

from solo.dice.die_look import dice_line
from solo.dice.exact import Odds
from solo.dice.ladder import Answer
from solo.dice.report import RUNG_SHORT, in_order
from solo.dice.rolls import Roll
from solo.rules.pool import Pool


def odds_line(odds: Odds) -> str:
    """The exact chances before the dice land, in one line."""
    parts = " · ".join(f"{RUNG_SHORT[k]} {float(p):.0%}" for k, p in in_order(odds.rungs))
    return f"odds: yes {float(odds.at_least(Answer.YES_BUT)):.1%} ({parts})"


def describe_roll(pool: Pool, roll: Roll, *, world: bool = False) -> list[str]:
    """The pool's reasons, then the roll's lines (:func:`roll_lines`)."""
    return [line.strip() for line in pool.lines()] + roll_lines(roll, world=world)


def roll_lines(roll: Roll, *, world: bool = False) -> list[str]:
    """The dice as they lie, the mechanic's notes, and the answer with its meaning last
    (a world question's meaning when ``world``, R-ORA-1)."""
    lines: list[str] = []
    kept = dice_line(roll.dice)
    show_total = roll.total is not None and not roll.notes
    lines.append(f"{roll.system}: {kept}" + (f" = {roll.total}" if show_total else ""))
    lines.extend(roll.notes)
    shifted = ""
    if roll.unscaled != roll.outcome:
        shifted = f" (rolled {roll.unscaled.label}, scale {roll.params.scale:+d})"
    lines.append(f"{roll.outcome.label}{shifted}: {roll.outcome.reading(world)}")
    return lines
