"""Play one conflict through the real game engine (``Game.do``), for the Monte Carlo test.

Every step is a typed command run by ``Game.run``, as the shells run them.
"""

from __future__ import annotations

from solo.dice.ladder import Answer
from solo.game.choices import Stakes, Strength, Take
from solo.game.hero.commands import Concede, Fact, WearArmour
from solo.game.story.commands import SetOpposition
from solo.game.turn.commands import Accept, Ask, Reroll
from solo.game.turn.question import Question
from solo.lab import Policy

ARMOUR_FOR_SOAK = {1: "light", 2: "medium", 3: "heavy"}


def play_conflict(
    game, *, resolve: int, pool: int, strength: str, soak: int, policy: Policy
) -> str:
    """Play a high-stakes conflict in ``game`` (a fresh fubar demo campaign, Resolve 5)
    the way ``policy`` says; return "win", "out" or "concede"."""
    for _ in range(5 - resolve):
        game.run(Fact(text="a convenient coincidence"))  # -1 Resolve (R-RES-2)
    game.run(SetOpposition(name="Villain", strength=Strength(strength), pool=str(pool)))
    if soak:
        game.run(WearArmour(kind=ARMOUR_FOR_SOAK[soak]))
    question = Question(
        text="Do I strike it down?", stakes=Stakes.HIGH, risky=policy.risky, combat=soak > 0
    )
    while True:
        camp = game.campaign
        step = game.run(Ask(question))
        if policy.concede_at is not None and camp.economy_state.resolve <= policy.concede_at:
            game.run(Concede(high_stakes=True))  # conceding needs the roll at stake (R-CON-5)
            return "concede"
        while (
            policy.reroll_below is not None
            and Answer.from_key(step.data["answer"]) < policy.reroll_below
            and game.campaign.economy_state.resolve - 1 >= policy.keep
        ):
            dice = len(game.campaign.pending.faces.dice)
            step = game.run(Reroll(tuple(range(1, dice + 1))))
        game.run(Accept(Take.NONE, soak=game.campaign.protection.soak_left))
        camp = game.campaign
        if camp.opposition.defeated:
            return "win"
        if camp.economy.out(camp.economy_state):
            return "out"
