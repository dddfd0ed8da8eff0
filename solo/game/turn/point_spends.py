"""What the d6 System and Frameworks add around an oracle turn: Character and Fate Points
paid before the roll and Character Points after it (R-D6-5, R-D6-6), focus (R-FW-3), and
momentum spent and banked (R-FW-5). :mod:`solo.game.turn.oracle` calls the helpers."""

from __future__ import annotations

from msgspec.structs import replace

from solo.dice import d6_mechanic, mechanic
from solo.game.actions import Context, Step, handles
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.hero.points import HeroPoints
from solo.game.turn.commands import ClimacticFate, Focus, SpendCP
from solo.game.turn.question import Question
from solo.game.turn.roll import roll_lines


def spend_before(camp: Campaign, q: Question) -> HeroPoints | None:
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


@handles(SpendCP)
def spend_cp(camp: Campaign, ctx: Context, cmd: SpendCP) -> Step:
    """Character Points spent after seeing the roll, before it is applied (R-D6-5)."""
    points = cmd.points
    pending = camp.pending
    if pending is None:
        raise GameError("there is no roll to add Character Points to: ask a question first")
    if camp.system != "d6":
        raise GameError(f"Character Points are a d6 rule; this campaign plays {camp.system}")
    if pending.question.world:
        raise GameError("Character Points go on the hero's own rolls, not world questions")
    from solo.dice.d6.params import D6Params  # here: a turn of another system needs none

    params = pending.params
    assert isinstance(params, D6Params)  # a d6 campaign's roll has d6 params
    left = camp.points.spend(cp=points, fate=params.fate, cp_already=params.cp)
    try:
        again = d6_mechanic().spend_cp_after(pending.roll, points, ctx.rng)
    except ValueError as exc:
        raise GameError(str(exc)) from None
    new = camp.evolve(pending=replace(pending, roll=again, params=again.params), points=left)
    return Step(
        new,
        f"Spend {points} Character Point{'s' if points > 1 else ''}",
        tuple(roll_lines(again, world=pending.question.world)),
        (f"−{points} Character Points, now {left.cp} (R-D6-5)",),
        answer=again.outcome.key,
    )


def momentum_spent(camp: Campaign, q: Question) -> tuple[Question, int]:
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


@handles(Focus)
def focus(camp: Campaign, ctx: Context, cmd: Focus) -> Step:
    """1 focus point after seeing the waiting roll: two more dice, once per roll (R-FW-3)."""
    pending = camp.pending
    if pending is None:
        raise GameError("there is no roll to focus: ask a question first")
    if camp.system != "frameworks" or pending.question.world:
        raise GameError("focus is spent on a Frameworks action's roll (R-FW-3)")
    from solo.dice.frameworks.params import FrameworksParams  # as D6Params in spend_cp

    params = pending.params
    assert isinstance(params, FrameworksParams)  # a Frameworks campaign's roll
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
        tuple(roll_lines(again, world=pending.question.world)),
        (f"−1 focus, now {points.focus} (R-FW-3)",),
        answer=again.outcome.key,
    )


def bank_momentum(step: Step, gained: int) -> Step:
    """``step`` (an accepted turn) with the momentum left from an earlier turn expired and
    the new momentum banked for the next turn (R-FW-5)."""
    camp = step.campaign
    points, notes = camp.points, []
    if points.momentum and points.momentum_until < camp.turn:
        notes.append(f"{points.momentum} unspent momentum expires (R-FW-5)")
        points = replace(points, momentum=0)
    if gained:
        points = replace(points, momentum=points.momentum + gained, momentum_until=camp.turn)
        notes.append(f"+{gained} momentum banked, now {points.momentum} (R-FW-5)")
    return replace(step, campaign=camp.evolve(points=points), changes=(*step.changes, *notes))


def climactic_now(camp: Campaign) -> bool:
    """Whether the open scene is doubled by the climactic Fate Point (R-D6-6)."""
    scene = camp.scene
    return camp.system == "d6" and scene.open and camp.points.climactic_scene == scene.number


@handles(ClimacticFate)
def climactic_fate(camp: Campaign, ctx: Context, cmd: ClimacticFate) -> Step:
    """Spend 1 Fate Point: the hero's action rolls are doubled for the rest of the scene."""
    if camp.system != "d6":
        raise GameError(f"the climactic Fate Point is a d6 rule; this campaign plays {camp.system}")
    if not camp.in_session:
        raise GameError("the climactic Fate Point is spent in a session: start_session first")
    if not camp.scene.open:
        raise GameError("the climactic Fate Point doubles a scene's rolls: start_scene first")
    if camp.pending is not None:
        raise GameError("a roll is waiting: accept it before the climactic Fate Point")
    points = camp.points.climactic(camp.session, camp.scene.number)
    return Step(
        camp.evolve(points=points),
        "Climactic Fate Point",
        (f"The hero's rolls are doubled for the rest of scene {camp.scene.number}.",),
        (f"−1 Fate Point, now {points.fate}: climactic, once this session (R-D6-6)",),
    )
