"""One turn of the oracle: ask (roll or read dice), reroll, accept the answer.

``ask`` leaves the roll *pending* in the campaign; ``reroll`` pays for and rerolls dice
of it (R-RES-2, R-REROLL-1); ``accept`` applies the answer: the conflict's Resolve
costs (R-CON-1..4), the opposition's losses, and the content the "and"/"but" brings
(R-ORA-2, R-ORA-3).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from solo.dice import mechanic
from solo.dice.base import Faces, Odds, Roll
from solo.dice.die_look import dice_line
from solo.dice.ladder import Answer
from solo.dice.report import in_order
from solo.game.campaign import Campaign
from solo.game.choices import Take
from solo.game.climactic import climactic_now
from solo.game.context import Context, Step
from solo.game.entry_text import change_texts
from solo.game.errors import GameError
from solo.game.hero_points import HeroPoints
from solo.game.pending import PendingRoll
from solo.game.pooling import build_params, build_pool, opposition_note
from solo.game.question import Question
from solo.game.settle import Guard, apply_answer
from solo.rules.events import Refusal
from solo.rules.pool import Pool

BY_HAND = "dice entered by hand"
"""The journal line that marks a roll the player threw on a real table and typed in."""


def ask(camp: Campaign, ctx: Context, question: Question, dice: Faces | None = None) -> Step:
    """Frame a question and roll (or read the player's own ``dice``)."""
    if camp.pending is not None:
        raise GameError("a roll is waiting: accept it (or reroll) before asking again")
    q = question
    econ = camp.economy
    if not q.world and econ.out(camp.economy_state):
        raise GameError(
            "the character is out of the game: trade a Trademark for a "
            "permanent Flaw to come back (R-RES-6)"
        )
    q, momentum = _momentum_spent(camp, q)
    pool = build_pool(camp, q)
    params = build_params(camp, q, pool)
    mech = mechanic(camp.system)
    try:
        roll = mech.read(params, dice) if dice is not None else mech.roll(params, ctx.rng)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    new = camp.evolve(pending=PendingRoll(q, pool, params, roll))
    spent = _spend_before(camp, q)
    if spent is not None:
        new = new.evolve(points=spent)
    if momentum:
        new = new.evolve(points=replace(new.points, momentum=new.points.momentum - momentum))
    lines = describe_roll(pool, roll)
    lines.insert(len(pool.items), odds_line(mech.odds(params)))
    note = opposition_note(camp, q)
    if note is not None:
        lines.insert(0, note)
    data: dict[str, object] = {"answer": roll.outcome.key}
    if dice is not None:
        lines.insert(len(pool.items) + 1 + (note is not None), BY_HAND)
        data["by_hand"] = True
    return Step(new, q.text, tuple(lines), (), data)


def _spend_before(camp: Campaign, q: Question) -> HeroPoints | None:
    """A d6 hero pays a question's own ``cp``/``fate`` from its pools (R-D6-5, R-D6-6);
    ``fate_against_code=true`` makes the Fate Point cost one more, and in the climactic
    Fate Point's scene the doubling is already paid for."""
    if camp.system != "d6" or q.world:
        return None
    cp, fate = q.options.get("cp", 0), q.options.get("fate", False)
    against = q.options.get("fate_against_code", False)
    if not isinstance(against, bool):
        raise GameError(f"fate_against_code is a yes/no flag, got {against!r}")
    doubled = climactic_now(camp)
    if not cp and not fate and not against and not doubled:
        return None
    if isinstance(cp, bool) or not isinstance(cp, int):
        raise GameError(f"cp must be a whole number, got {cp!r}")
    return camp.points.spend(cp=cp, fate=bool(fate), against_code=against, doubled=doubled)


def spend_cp(camp: Campaign, ctx: Context, points: int = 1) -> Step:
    """Character Points spent after seeing the roll, before it is applied (R-D6-5)."""
    pending = camp.pending
    if pending is None:
        raise GameError("there is no roll to add Character Points to: ask a question first")
    if camp.system != "d6":
        raise GameError(f"Character Points are a d6 rule; this campaign plays {camp.system}")
    if pending.question.world:
        raise GameError("Character Points go on the hero's own rolls, not world questions")
    params: Any = pending.params
    left = camp.points.spend(cp=points, fate=params.fate, cp_already=params.cp)
    try:
        again = mechanic("d6").spend_cp_after(pending.roll, points, ctx.rng)  # type: ignore[attr-defined]
    except ValueError as exc:
        raise GameError(str(exc)) from None
    new = camp.evolve(pending=replace(pending, roll=again, params=again.params), points=left)
    return Step(
        new,
        f"Spend {points} Character Point{'s' if points > 1 else ''}",
        tuple(roll_lines(again)),
        (f"−{points} Character Points, now {left.cp} (R-D6-5)",),
        {"answer": again.outcome.key},
    )


def _momentum_spent(camp: Campaign, q: Question) -> tuple[Question, int]:
    """A question's ``momentum=N`` spends banked momentum for +2 dice each (R-FW-5)."""
    n = q.options.get("momentum", 0)
    if not n:
        return q, 0
    if camp.system != "frameworks" or q.world:
        raise GameError("momentum is spent on a Frameworks action (R-FW-5)")
    if isinstance(n, bool) or not isinstance(n, int) or n < 0:
        raise GameError(f"momentum must be a whole number, got {n!r}")
    if n > camp.points.momentum:
        raise GameError(f"{n} momentum asked, {camp.points.momentum} banked (R-FW-5)")
    options = {k: v for k, v in q.options.items() if k != "momentum"}
    return replace(q, bonus=q.bonus + 2 * n, options=options), n


def focus(camp: Campaign, ctx: Context) -> Step:
    """1 focus point after seeing the waiting roll: two more dice, once per roll (R-FW-3)."""
    pending = camp.pending
    if pending is None:
        raise GameError("there is no roll to focus: ask a question first")
    if camp.system != "frameworks" or pending.question.world:
        raise GameError("focus is spent on a Frameworks action's roll (R-FW-3)")
    params: Any = pending.params
    if params.focus:
        raise GameError("focus is spent once per roll (R-FW-3)")
    if params.no_roll:
        raise GameError("no dice were rolled: focus cannot rescue the check (R-FW-1)")
    if camp.points.focus < 1:
        raise GameError("the hero has no focus point left (R-FW-3)")
    faces = pending.roll.faces
    extra = tuple(ctx.rng.randint(1, 6) for _ in range(2))
    try:
        again = mechanic("frameworks").read(
            replace(params, focus=True), replace(faces, dice=faces.dice + extra)
        )
    except ValueError as exc:
        raise GameError(str(exc)) from None
    points = replace(camp.points, focus=camp.points.focus - 1)
    new = camp.evolve(pending=replace(pending, roll=again, params=again.params), points=points)
    return Step(
        new,
        "Focus: two more dice",
        tuple(roll_lines(again)),
        (f"−1 focus, now {points.focus} (R-FW-3)",),
        {"answer": again.outcome.key},
    )


def reroll(camp: Campaign, ctx: Context, which: tuple[int, ...]) -> Step:
    """Reroll chosen dice (1-based numbers as shown) of the pending roll; costs per variant."""
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
        tuple(roll_lines(again)),
        reasons,
        {"answer": again.outcome.key},
    )


def accept(
    camp: Campaign,
    ctx: Context,
    take: Take = Take.AUTO,
    soak: int = 0,
    shield: bool = False,
    piercing: bool = False,
    kind: str = "",
    consequence: bool = False,
) -> Step:
    """Apply the pending answer. ``take`` what the offer brings: condition | detail | none,
    or auto (a Condition for an action, a scene Detail for a world question)."""
    pending = camp.pending
    if pending is None:
        raise GameError("there is no answer to accept: ask a question first")
    q, roll = pending.question, pending.roll
    if consequence:
        roll = _with_consequence(camp, roll)
    if take is Take.AUTO and pending.offer is None:  # a shaped offer knows its target
        take = Take.DETAIL if q.world and camp.scene.open else Take.CONDITION  # 12.5
    guard = Guard(soak, shield, piercing, kind)
    new, details, changes, data = apply_answer(camp, ctx, q, roll, take=take, guard=guard)
    new = new.evolve(pending=None, turn=camp.turn + 1)
    if q.power and roll.outcome.answer is not None:
        new, notes = _settle_power(new, q.power, roll.outcome.answer)
        changes = [*changes, *notes]
    if camp.system == "frameworks":
        new, notes = _bank_momentum(new, roll.outcome.momentum if not q.world else 0)
        changes = [*changes, *notes]
    return Step(new, f"{roll.outcome.label} — {q.text}", tuple(details), tuple(changes), data)


def _settle_power(camp: Campaign, power: str, answer: Answer) -> tuple[Campaign, list[str]]:
    """An unreliable power may be suspended by the answer (R-SUP-1)."""
    from solo.rules.powers import settle

    try:
        state = camp.character.power_state(power)
        cap = camp.character.resolve_cap(camp.character_options)
        used = settle(state, camp.character_options.powers, answer, cap)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    character = camp.character.with_power_state(used.state)
    return camp.evolve(character=character), [f"{n} (R-SUP-1)" for n in used.notes]


def _with_consequence(camp: Campaign, roll: Roll) -> Roll:
    """R-FW-7: a failed Frameworks check succeeds as yes_but, the consequence its "but"."""
    if camp.system != "frameworks":
        raise GameError("accepting a consequence to succeed is a Frameworks rule (R-FW-7)")
    from solo.dice.frameworks.mechanic import accept_consequence

    try:
        return replace(roll, outcome=accept_consequence(roll.outcome))
    except ValueError as exc:
        raise GameError(str(exc)) from None


def _bank_momentum(camp: Campaign, gained: int) -> tuple[Campaign, list[str]]:
    """Momentum left from an earlier turn expires after this one; new momentum is banked
    for the next turn (R-FW-5)."""
    points, notes = camp.points, []
    if points.momentum and points.momentum_until < camp.turn:
        notes.append(f"{points.momentum} unspent momentum expires (R-FW-5)")
        points = replace(points, momentum=0)
    if gained:
        points = replace(points, momentum=points.momentum + gained, momentum_until=camp.turn)
        notes.append(f"+{gained} momentum banked, now {points.momentum} (R-FW-5)")
    return camp.evolve(points=points), notes


def odds_line(odds: Odds) -> str:
    """The exact chances before the dice land, in one line."""
    short = {
        "no_and": "No-and",
        "no": "No",
        "no_but": "No-but",
        "yes_but": "Yes-but",
        "yes": "Yes",
        "yes_and": "Yes-and",
        "impasse": "Impasse",
    }
    parts = " · ".join(f"{short[k]} {float(p):.0%}" for k, p in in_order(odds.rungs))
    return f"odds: yes {float(odds.at_least(Answer.YES_BUT)):.1%} ({parts})"


def describe_roll(pool: Pool, roll: Roll) -> list[str]:
    """The pool's reasons, then the roll's lines (:func:`roll_lines`)."""
    return [line.strip() for line in pool.lines()] + roll_lines(roll)


def roll_lines(roll: Roll) -> list[str]:
    """The dice as they lie, the mechanic's notes, and the answer with its meaning last."""
    lines: list[str] = []
    kept = dice_line(roll.dice)
    show_total = roll.total is not None and not roll.notes
    lines.append(f"{roll.system}: {kept}" + (f" = {roll.total}" if show_total else ""))
    lines.extend(roll.notes)
    shifted = ""
    if roll.unscaled != roll.outcome:
        shifted = f" (rolled {roll.unscaled.label}, scale {roll.params.scale:+d})"
    lines.append(f"{roll.outcome.label}{shifted}: {roll.outcome.meaning}")
    return lines
