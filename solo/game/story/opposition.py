"""The opposition a scene sets against the hero (R-CON-3, R-RES-9): set, or cleared when it
leaves. Each returns a :class:`Step` or raises :class:`GameError`; a refused action changes
nothing."""

from __future__ import annotations

from solo.game.actions import Context, Step, guard, handles
from solo.game.campaign import Campaign
from solo.game.commands import ClearOpposition, SetOpposition
from solo.game.errors import GameError
from solo.rules.conflicts import Opposition


@handles(SetOpposition)
def set_opposition(camp: Campaign, ctx: Context, cmd: SetOpposition) -> Step:
    """A foe with a Resolve pool (R-CON-3), or Consequence slots (R-RES-9 ``slots``)."""
    name, strength, pool, scale, slots = cmd.name, cmd.strength, cmd.pool, cmd.scale, cmd.slots
    if slots:
        opp = guard(
            lambda: Opposition.with_slots(slots, name=name, strength=strength.value, scale=scale)
        )
        return Step(
            camp.evolve(opposition=opp),
            f"Opposition: {name}",
            (f"{strength.value}, Consequence slots: {slots}, scale {scale:+d}",),
        )
    opp = guard(lambda: Opposition.preset(pool, name=name, strength=strength.value, scale=scale))
    return Step(
        camp.evolve(opposition=opp),
        f"Opposition: {name}",
        (f"{strength.value}, Resolve {opp.resolve}, scale {scale:+d}",),
    )


@handles(ClearOpposition)
def clear_opposition(camp: Campaign, ctx: Context, cmd: ClearOpposition) -> Step:
    if camp.opposition is None:
        raise GameError("there is no opposition to clear")
    return Step(camp.evolve(opposition=None), f"{camp.opposition.name} leaves the scene")
