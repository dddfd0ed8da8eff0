"""One turn of the oracle: ask (roll or read dice), reroll, accept the answer.

``ask`` leaves the roll *pending* in the campaign; ``reroll`` pays for and rerolls dice
of it (R-RES-2, R-REROLL-1); ``accept`` applies the answer: the conflict's Resolve
costs (R-CON-1..4), the opposition's losses, and the content the "and"/"but" brings
(R-ORA-2, R-ORA-3).
"""

from __future__ import annotations

from solo.dice import mechanic
from solo.dice.base import Faces, Odds, Roll
from solo.dice.die_look import die_face
from solo.dice.ladder import Answer
from solo.game.campaign import Campaign
from solo.game.choices import Take
from solo.game.context import Context, Step
from solo.game.errors import GameError
from solo.game.pending import PendingRoll
from solo.game.pooling import build_params, build_pool
from solo.game.question import Question
from solo.game.settle import apply_answer
from solo.rules.events import Refusal
from solo.rules.pool import Pool


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
    pool = build_pool(camp, q)
    params = build_params(camp, q, pool)
    mech = mechanic(camp.system)
    try:
        roll = mech.read(params, dice) if dice is not None else mech.roll(params, ctx.rng)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    new = camp.evolve(pending=PendingRoll(q, pool, params, roll))
    lines = describe_roll(pool, roll)
    lines.insert(len(pool.items), odds_line(mech.odds(params)))
    return Step(new, q.text, tuple(lines), (), {"answer": roll.outcome.key})


def reroll(camp: Campaign, ctx: Context, which: tuple[int, ...]) -> Step:
    """Reroll chosen dice (1-based numbers as shown) of the pending roll; costs per variant."""
    pending = camp.pending
    if pending is None:
        raise GameError("there is no roll to reroll: ask a question first")
    if not which:
        raise GameError("name the dice to reroll, e.g. 1,3")
    paid = camp.economy.reroll(camp.economy_state)
    if isinstance(paid, Refusal):
        raise GameError(paid.reason)
    try:
        again = mechanic(camp.system).reroll(pending.roll, [n - 1 for n in which], ctx.rng)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    new = camp.evolve(pending=pending.rerolled(again), economy_state=paid.state)
    return Step(
        new,
        f"Reroll dice {', '.join(map(str, which))}",
        tuple(roll_lines(again)),
        tuple(c.reason for c in paid.changes),
        {"answer": again.outcome.key},
    )


def accept(camp: Campaign, ctx: Context, take: Take = Take.AUTO, soak: int = 0) -> Step:
    """Apply the pending answer. ``take`` what the offer brings: condition | detail | none,
    or auto (a Condition for an action, a scene Detail for a world question)."""
    pending = camp.pending
    if pending is None:
        raise GameError("there is no answer to accept: ask a question first")
    q, roll = pending.question, pending.roll
    if take is Take.AUTO and pending.offer is None:  # a shaped offer knows its target
        take = Take.DETAIL if q.world else Take.CONDITION
    new, details, changes, data = apply_answer(camp, ctx, q, roll, take=take, soak=soak)
    new = new.evolve(pending=None, turn=camp.turn + 1)
    return Step(new, f"{roll.outcome.label} — {q.text}", tuple(details), tuple(changes), data)


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
    parts = " · ".join(f"{short[k]} {float(p):.0%}" for k, p in odds.rungs.items() if p)
    return f"odds: yes {float(odds.at_least(Answer.YES_BUT)):.1%} ({parts})"


def describe_roll(pool: Pool, roll: Roll) -> list[str]:
    """The pool's reasons, then the roll's lines (:func:`roll_lines`)."""
    return [line.strip() for line in pool.lines()] + roll_lines(roll)


def roll_lines(roll: Roll) -> list[str]:
    """The dice as they lie, the mechanic's notes, and the answer with its meaning last."""
    lines: list[str] = []
    kept = " ".join(die_face(d) for d in roll.dice)
    show_total = roll.total is not None and not roll.notes
    lines.append(f"{roll.system}: {kept}" + (f" = {roll.total}" if show_total else ""))
    lines.extend(roll.notes)
    shifted = ""
    if roll.unscaled != roll.outcome:
        shifted = f" (rolled {roll.unscaled.label}, scale {roll.params.scale:+d})"
    lines.append(f"{roll.outcome.label}{shifted}: {roll.outcome.meaning}")
    return lines
