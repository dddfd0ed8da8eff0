"""Human-readable text for odds and rolls."""

from __future__ import annotations

from solo.dice.base import Mechanic, Params
from solo.dice.die_look import MARK
from solo.dice.exact import Odds
from solo.dice.ladder import Answer
from solo.dice.report import fraction_text, in_order, short_fraction
from solo.dice.rolls import Roll

BAR_WIDTH = 30


def describe_params(mech: Mechanic, params: Params) -> str:
    """The title and every option that differs from the system's defaults."""
    try:
        defaults = mech.params().as_dict()
    except ValueError:
        defaults = {}
    parts = []
    for key, value in params.as_dict().items():
        if key in defaults and defaults[key] == value:
            continue
        if value is True:
            parts.append(key.replace("_", " "))
        elif value not in (None, "", ()):
            parts.append(f"{key.replace('_', ' ')} {value}")
    return f"{mech.title}" + (f" — {', '.join(parts)}" if parts else " — no modifiers")


def odds_text(mech: Mechanic, params: Params, odds: Odds) -> str:
    lines = [describe_params(mech, params), ""]
    rungs = in_order(odds.rungs)
    width = max(len(short_fraction(p)) for _, p in rungs)
    for key, p in rungs:
        label = "Impasse" if key == "impasse" else Answer.from_key(key).label
        bar = "█" * round(float(p) * BAR_WIDTH)
        lines.append(f"  {label:<10} {short_fraction(p):>{width}}  {float(p):6.1%}  {bar}")
    lines.append("")
    lines.append(f"  Yes (any kind): {float(odds.at_least(Answer.YES_BUT)):.1%}")
    extras = {k: p for k, p in odds.extras().items() if p and k != "impasse"}
    for key, p in extras.items():
        lines.append(f"  {key:<15} {short_fraction(p)}  ({float(p):.1%})")
    shown = [p for _, p in rungs] + list(extras.values())
    if any(short_fraction(p) != fraction_text(p) for p in shown):
        lines.append("")
        lines.append("  (≈: a fraction too long to read, shortened; --json gives it exactly)")
    return "\n".join(lines)


def roll_text(roll: Roll, seed: int | None = None) -> str:
    from solo.dice import mechanic

    mech = mechanic(roll.system)
    head = describe_params(mech, roll.params)
    lines = [head + (f"  (seed {seed})" if seed is not None else ""), ""]
    kind_width = max((len(d.kind) for d in roll.dice), default=4) + 1
    for n, die in enumerate(roll.dice, start=1):
        side = "" if die.side == "acting" else f" ({die.side})"
        why = f"  {die.why}" if die.why else ""
        lines.append(
            f"  {n:>2}. {die.kind:<{kind_width}}{die.face:>3}  {MARK[die.status]}{die.status:<9}"
            f"{side}{why}"
        )
    if roll.total is not None and not any(n.startswith("total") for n in roll.notes):
        lines.append(f"  total {roll.total}")
    for note in roll.notes:
        lines.append(f"  {note}")
    lines.append("")
    outcome = roll.outcome
    shifted = ""
    if roll.unscaled != outcome:
        shifted = f"  (rolled {roll.unscaled.label}, moved by scale {roll.params.scale:+d})"
    lines.append(f"  {outcome.label}{shifted}")
    lines.append(f"  {outcome.meaning}")
    for key, value in outcome.extras().items():
        lines.append(f"  + {key}" + ("" if value is True else f": {value}"))
    return "\n".join(lines)
