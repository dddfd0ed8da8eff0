"""The Resolve economy's events outside the oracle turn: conceding, downtime, paid facts,
Flaw complications, genre actions and trading a Trademark for a Flaw (R-RES-2, R-RES-3,
R-RES-6, R-CON-5). Each returns a :class:`Step` or raises :class:`GameError`; a refused
action changes nothing."""

from __future__ import annotations

from msgspec.structs import replace

from solo.game.actions import Context, Step, guard, handles, paid
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.hero.commands import (
    Concede,
    Downtime,
    Fact,
    FlawComplication,
    GenreAction,
    TradeTrademark,
)
from solo.rules.character.descriptors import Descriptor


@handles(Concede)
def concede(camp: Campaign, ctx: Context, cmd: Concede) -> Step:
    """Concede the waiting roll's conflict (R-CON-5): nothing to concede without one, a
    world question is no conflict, and a low-stakes roll gains nothing. ``high_stakes``
    is kept for old journals; the waiting question's own stakes decide."""
    pending = camp.pending
    if pending is None:
        raise GameError("no roll is waiting: there is no conflict to concede (R-CON-5)")
    if pending.question.world:
        raise GameError("a world question is no conflict: there is nothing to concede (R-CON-5)")
    camp = camp.evolve(pending=None)
    return paid(
        camp,
        camp.economy.concede(camp.economy_state, high_stakes=pending.question.high_stakes),
        "Concede the conflict",
        "You lose, on terms you negotiate (R-CON-5).",
    )


@handles(Downtime)
def downtime(camp: Campaign, ctx: Context, cmd: Downtime) -> Step:
    """A downtime scene (R-RES-3): in a session, once, with no foe still fighting."""
    condition, remove = cmd.condition, cmd.remove
    if not camp.in_session:
        raise GameError(
            "downtime is a scene played in a session: start the session first (R-RES-3)"
        )
    opp = camp.opposition
    if opp is not None and not opp.defeated:
        raise GameError(
            f"{opp.name} is still engaged in the scene: no downtime until it is defeated "
            "or leaves (R-RES-3)"
        )
    reply = camp.economy.downtime(camp.economy_state)
    step = paid(camp, reply, "Downtime")
    if condition:
        from solo.rules.conditions import relieved_by_downtime

        old = guard(step.campaign.character.condition, condition)
        eased = relieved_by_downtime(old, remove)
        chars = step.campaign.character.without_condition(old.name)
        if eased is not None:
            chars = chars.with_condition(eased)
        what = "removed" if eased is None else f"eased to {eased.tier.key}"
        step = replace(
            step,
            campaign=step.campaign.evolve(character=chars),
            changes=(*step.changes, f"Condition {old.name} {what} (R-RES-3)"),
        )
    return step


@handles(Fact)
def fact(camp: Campaign, ctx: Context, cmd: Fact) -> Step:
    text = cmd.text
    return paid(camp, camp.economy.fact(camp.economy_state), f"Fact: {text}")


@handles(FlawComplication)
def flaw_complication(camp: Campaign, ctx: Context, cmd: FlawComplication) -> Step:
    """A Flaw, or a Trademark acting as one, causes a pivotal complication (R-RES-3)."""
    flaw, pivotal = cmd.flaw, cmd.pivotal
    from solo.rules.character.descriptors import DescriptorKind

    found = guard(camp.character.descriptor, flaw)
    if found.kind is DescriptorKind.RELATIONSHIP:
        raise GameError(
            f"{found.name!r} is a Relationship: only a Flaw (or a Trademark acting as one) "
            "earns Resolve for a complication (R-RES-3)"
        )
    return paid(
        camp,
        camp.economy.flaw_complication(camp.economy_state, pivotal=pivotal),
        f"{flaw} complicates things",
    )


@handles(GenreAction)
def genre_action(camp: Campaign, ctx: Context, cmd: GenreAction) -> Step:
    text = cmd.text
    return paid(
        camp,
        camp.economy.genre_action(camp.economy_state),
        f"Genre-typical action{': ' + text if text else ''}",
    )


@handles(TradeTrademark)
def trade_trademark(camp: Campaign, ctx: Context, cmd: TradeTrademark) -> Step:
    """Only a Trademark comes back as a new permanent Flaw (R-RES-6)."""
    trademark, flaw = cmd.trademark, cmd.flaw
    from solo.rules.character.descriptors import DescriptorKind

    old = guard(camp.character.descriptor, trademark)
    if old.kind is not DescriptorKind.TRADEMARK:
        raise GameError(
            f"{old.name!r} is a {old.kind.label}: only a Trademark can be traded for a "
            "new Flaw (R-RES-6)"
        )
    if any(d.name.casefold() == flaw.strip().casefold() for d in camp.character.descriptors):
        raise GameError(f"{camp.character.name} already has {flaw.strip()!r}: name a new Flaw")
    step = paid(
        camp,
        camp.economy.trade_trademark(camp.economy_state),
        f"Trade {old.name} for the Flaw {flaw}",
    )
    character = guard(step.campaign.character.without_descriptor, old.name)
    character = guard(character.with_descriptor, Descriptor.flaw(flaw))
    return replace(step, campaign=step.campaign.evolve(character=character))
