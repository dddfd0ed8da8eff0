"""One turn of the oracle: ask (roll or read dice), reroll, accept the answer.

``ask`` leaves the roll *pending* in the campaign; ``reroll`` pays for and rerolls dice
of it (R-RES-2, R-REROLL-1); ``accept`` applies the answer: the conflict's Resolve
costs (R-CON-1..4), the opposition's losses, and the content the "and"/"but" brings
(R-ORA-2, R-ORA-3). The d6 and Frameworks spends around a roll are in
:mod:`solo.game.turn.point_spends`; how a roll reads, in :mod:`solo.game.turn.roll`.
"""

from __future__ import annotations

from msgspec.structs import replace

from solo.dice import mechanic
from solo.dice.ladder import Answer
from solo.dice.rolls import Roll
from solo.game.actions import Context, Step, handles
from solo.game.campaign import Campaign
from solo.game.choices import Take
from solo.game.errors import GameError
from solo.game.story.clocks import tick_clocks
from solo.game.story.economy_text import change_texts
from solo.game.story.emulator import draw_event
from solo.game.story.events import event_die
from solo.game.turn.commands import Accept, Ask, Reroll
from solo.game.turn.point_spends import bank_momentum, momentum_spent, spend_before
from solo.game.turn.pool import build_params, build_pool, opposition_note
from solo.game.turn.roll import PendingRoll, describe_roll, odds_line, roll_lines
from solo.game.turn.settlement import Guard, apply_answer
from solo.rules.clocks import Trigger
from solo.rules.economy.events import Refusal
from solo.rules.tension import event_chance, event_fires

BY_HAND = "dice entered by hand"
"""The journal line that marks a roll the player threw on a real table and typed in."""


@handles(Ask)
def ask(camp: Campaign, ctx: Context, cmd: Ask) -> Step:
    """Frame a question and roll (or read the player's own ``dice``)."""
    question, dice = cmd.question, cmd.dice
    if camp.pending is not None:
        raise GameError("a roll is waiting: accept it (or reroll) before asking again")
    q = question
    econ = camp.economy
    if not q.world and econ.out(camp.economy_state):
        raise GameError(
            "the character is out of the game: trade a Trademark for a "
            "permanent Flaw to come back (R-RES-6)"
        )
    q, momentum = momentum_spent(camp, q)
    pool = build_pool(camp, q)
    params = build_params(camp, q, pool)
    mech = mechanic(camp.system)
    try:
        roll = mech.read(params, dice) if dice is not None else mech.roll(params, ctx.rng)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    new = camp.evolve(pending=PendingRoll(q, pool, params, roll))
    spent = spend_before(camp, q)
    if spent is not None:
        new = new.evolve(points=spent)
    if momentum:
        new = new.evolve(points=replace(new.points, momentum=new.points.momentum - momentum))
    lines = describe_roll(pool, roll, world=q.world)
    chance = event_chance(camp.tension) if camp.events else None
    lines.insert(len(pool.items), odds_line(mech.odds(params), chance))
    note = opposition_note(camp, q)
    if note is not None:
        lines.insert(0, note)
    if dice is not None:
        lines.insert(len(pool.items) + 1 + (note is not None), BY_HAND)
    step = Step(new, q.text, tuple(lines), (), answer=roll.outcome.key, by_hand=dice is not None)
    return _event_rolled(step, ctx, cmd.event_die) if chance is not None else step


def _event_rolled(step: Step, ctx: Context, typed: int | None) -> Step:
    """The question's event die (rolled after its dice, or typed in) and, when it fires,
    the random event it brings (R-GM-3): its line among the changes, the event kept."""
    camp = step.campaign
    die = event_die(ctx.rng, typed)
    fired = event_fires(die, camp.tension)
    said = f"event die {die}: {'an event' if fired else 'no event'}"
    details = (*step.details[:-1], said, step.details[-1])
    chance = event_chance(camp.tension)
    pending = camp.pending
    assert pending is not None  # the ask just left it waiting
    camp = camp.evolve(pending=replace(pending, event_chance=chance))
    step = replace(step, campaign=camp, details=details, event_chance=chance, event_die=die)
    if not fired:
        return step
    drawn = draw_event(camp, ctx.rng, ctx.library)
    ticked = tick_clocks(drawn.campaign, Trigger.EVENT)  # event clocks tick (R-GM-5)
    waiting = replace(pending, event_chance=chance, event=drawn.event)
    return replace(
        step,
        campaign=ticked.campaign.evolve(pending=waiting),
        changes=(*step.changes, drawn.event.line(), *ticked.changes, *ticked.fired),
        event=drawn.event,
    )


@handles(Reroll)
def reroll(camp: Campaign, ctx: Context, cmd: Reroll) -> Step:
    """Reroll chosen dice (1-based numbers as shown) of the pending roll; costs per variant."""
    which = cmd.which
    pending = camp.pending
    if pending is None:
        raise GameError("there is no roll to reroll: ask a question first")
    if not which:
        raise GameError("name the dice to reroll, e.g. 1,3")
    mastery = pending.mastery_die()
    free = mastery is not None and tuple(which) == (mastery + 1,)
    reasons: tuple[str, ...]
    if free:
        state, reasons = (
            camp.economy_state,
            ("the mastery die is rerolled once for free (R-CHAR-2)",),
        )
    else:
        paid = camp.economy.reroll(camp.economy_state)
        if isinstance(paid, Refusal):
            raise GameError(paid.reason)
        state, reasons = paid.state, tuple(change_texts(camp.economy, paid.state, paid.changes))
    try:
        again = mechanic(camp.system).reroll(pending.roll, [n - 1 for n in which], ctx.rng)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    new = camp.evolve(pending=pending.rerolled(again, free=free), economy_state=state)
    return Step(
        new,
        f"Reroll dice {', '.join(map(str, which))}",
        tuple(roll_lines(again, world=pending.question.world)),
        reasons,
        answer=again.outcome.key,
    )


@handles(Accept)
def accept(camp: Campaign, ctx: Context, cmd: Accept) -> Step:
    """Apply the pending answer. ``take`` what the offer brings: condition | detail | none,
    or auto (a Condition for an action, a scene Detail for a world question)."""
    pending = camp.pending
    if pending is None:
        raise GameError("there is no answer to accept: ask a question first")
    q, roll, take = pending.question, pending.roll, cmd.take
    if cmd.consequence:
        roll = _with_consequence(camp, roll)
    if take is Take.AUTO and pending.offer is None:  # a shaped offer knows its target
        take = Take.DETAIL if q.world and camp.scene.open else Take.CONDITION  # 12.5
    guard = Guard(cmd.soak, cmd.shield, cmd.piercing, cmd.kind)
    settled = apply_answer(camp, ctx, q, roll, take=take, guard=guard, more=cmd.more)
    step = Step(
        settled.campaign.evolve(pending=None, turn=camp.turn + 1),
        f"{roll.outcome.label} — {q.text}",
        settled.details,
        settled.changes,
        answer=settled.answer,
        extras=settled.extras,
        offer=settled.offer,
        card=settled.card,
        sentence=settled.sentence,
    )
    step = _counted(step, q.world, roll.outcome.answer)
    if q.power and roll.outcome.answer is not None:
        step = _settle_power(step, q.power, roll.outcome.answer)
    if camp.system == "frameworks":
        step = bank_momentum(step, roll.outcome.momentum if not q.world else 0)
    return step


def _counted(step: Step, world: bool, answer: Answer | None) -> Step:
    """The open scene counts an action's yes_* or no_* answer, for Tension when it ends
    (R-GM-1); a world question or an impasse counts as neither."""
    scene = step.campaign.scene
    if world or answer is None or not scene.open:
        return step
    counted = scene.counted(answer >= Answer.YES_BUT)
    return replace(step, campaign=step.campaign.evolve(scene=counted))


def _settle_power(step: Step, power: str, answer: Answer) -> Step:
    """An unreliable power may be suspended by the answer (R-SUP-1)."""
    from solo.rules.character.powers import settle

    camp = step.campaign
    try:
        state = camp.character.power_state(power)
        cap = camp.resolve_cap
        used = settle(state, camp.character_options.powers, answer, cap)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    character = camp.character.with_power_state(used.state)
    return replace(
        step,
        campaign=camp.evolve(character=character),
        changes=(*step.changes, *(f"{n} (R-SUP-1)" for n in used.notes)),
    )


def _with_consequence(camp: Campaign, roll: Roll) -> Roll:
    """R-FW-7: a failed Frameworks check succeeds as yes_but, the consequence its "but"."""
    if camp.system != "frameworks":
        raise GameError("accepting a consequence to succeed is a Frameworks rule (R-FW-7)")
    from solo.dice.frameworks.mechanic import accept_consequence

    try:
        return replace(roll, outcome=accept_consequence(roll.outcome))
    except ValueError as exc:
        raise GameError(str(exc)) from None
