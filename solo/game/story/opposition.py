"""The opposition a scene sets against the hero (R-CON-3, R-RES-9): a foe of the NPC list
(R-GM-4) or a new one that joins it, set, or cleared when it leaves. Each returns a
:class:`Step` or raises :class:`GameError`; a refused action changes nothing."""

from __future__ import annotations

from solo.game.actions import Context, Step, guard, handles
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.story.cast import Npc
from solo.game.story.commands import ClearOpposition, SetOpposition
from solo.rules.conflicts import Opposition


@handles(SetOpposition)
def set_opposition(camp: Campaign, ctx: Context, cmd: SetOpposition) -> Step:
    """A foe with a Resolve pool (R-CON-3), or Consequence slots (R-RES-9 ``slots``). A foe
    already in the list keeps its own Resolve; a new name joins the list (R-GM-4)."""
    name, strength, scale, slots = cmd.name.strip(), cmd.strength, cmd.scale, cmd.slots
    known = camp.cast.npc(name) if name else None
    if known is not None and known.defeated:
        raise GameError(f"{known.name} is already defeated: name another foe")
    name = known.name if known is not None else name
    if slots:
        opp = guard(
            lambda: Opposition.with_slots(slots, name=name, strength=strength.value, scale=scale)
        )
        return Step(
            camp.with_opposition(opp),
            f"Opposition: {name}",
            (f"{strength.value}, Consequence slots: {slots}, scale {scale:+d}",),
        )
    pool = _pool(known, cmd.pool)
    opp = guard(lambda: Opposition.preset(pool, name=name, strength=strength.value, scale=scale))
    return Step(
        camp.with_opposition(opp),
        f"Opposition: {name}",
        (f"{strength.value}, Resolve {opp.resolve}, scale {scale:+d}", *_joins(known, name)),
    )


def _pool(known: Npc | None, pool: str) -> str | int:
    """A foe of the list fights on with the Resolve it has left; anyone else starts from
    the pool given."""
    return known.resolve if known is not None and known.foe else pool


def _joins(known: Npc | None, name: str) -> tuple[str, ...]:
    """A word when an NPC of the list turns foe (a new name joins the list unsaid: the
    side panel and the status show it)."""
    return (f"{name} is now a foe",) if known is not None and not known.foe else ()


@handles(ClearOpposition)
def clear_opposition(camp: Campaign, ctx: Context, cmd: ClearOpposition) -> Step:
    if camp.opposition is None:
        raise GameError("there is no opposition to clear")
    return Step(camp.evolve(opposition=None), f"{camp.opposition.name} leaves the scene")
