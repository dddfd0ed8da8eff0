"""Play one conflict through the real game engine (``Game.do``), for the Monte Carlo test.

Kept in ONE function on purpose: when ``Game.do``'s string API becomes typed commands,
only :func:`play_conflict` changes.
"""

from __future__ import annotations

from solo.dice.ladder import Answer
from solo.lab import Policy

ARMOUR_FOR_SOAK = {1: "light", 2: "medium", 3: "heavy"}


def play_conflict(
    game, *, resolve: int, pool: int, strength: str, soak: int, policy: Policy
) -> str:
    """Play a high-stakes conflict in ``game`` (a fresh fubar demo campaign, Resolve 5)
    the way ``policy`` says; return "win", "out" or "concede"."""
    for _ in range(5 - resolve):
        game.do("fact", text="a convenient coincidence")  # -1 Resolve (R-RES-2)
    game.do("set_opposition", name="Villain", strength=strength, pool=str(pool))
    if soak:
        game.do("wear_armour", kind=ARMOUR_FOR_SOAK[soak])
    question = {
        "text": "Do I strike it down?",
        "stakes": "high",
        "risky": policy.risky,
        "combat": soak > 0,
    }
    while True:
        camp = game.campaign
        if policy.concede_at is not None and camp.economy_state.resolve <= policy.concede_at:
            game.do("concede", high_stakes=True)
            return "concede"
        step = game.do("ask", question=question)
        while (
            policy.reroll_below is not None
            and Answer.from_key(step.data["answer"]) < policy.reroll_below
            and game.campaign.economy_state.resolve - 1 >= policy.keep
        ):
            dice = len(game.campaign.pending["faces"]["dice"])
            step = game.do("reroll", which=list(range(1, dice + 1)))
        game.do("accept", take="none", soak=game.campaign.protection.soak_left)
        camp = game.campaign
        if camp.opposition.defeated:
            return "win"
        if camp.economy.out(camp.economy_state):
            return "out"
