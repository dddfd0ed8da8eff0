"""D6 System: roll a die code ``ND+P`` with a Wild Die, against a difficulty or a foe.

R-D6-1 … R-D6-7. Normal dice add up; the Wild Die explodes on 6 and its opening 1 is
a critical failure; Character Points add exploding dice; a Fate Point doubles the
code; the margin over the difficulty (or the opponent's total) picks the rung. The
parameters and their checks are :class:`solo.dice.d6.params.D6Params`.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from fractions import Fraction

from msgspec.structs import replace

from solo.dice.base import Mechanic, Option, check_int
from solo.dice.d6.code import CP_LIMITS, MAX_CP, DieCode
from solo.dice.d6.odds import fixed_part, rung_weights, side_parts
from solo.dice.d6.params import D6Params
from solo.dice.d6.side import (
    CANCEL,
    COMPLICATION,
    WILD_OPTIONS,
    SideRead,
    check_chain,
    check_faces,
    read_side,
    roll_chain,
)
from solo.dice.d6.world import world_difficulties
from solo.dice.ladder import Answer, Outcome
from solo.dice.rolls import Die, Faces, Resolution, Roll

NO_DICE: tuple[Die, ...] = ()


class D6(Mechanic[D6Params]):
    name = "d6"
    title = "D6 System"
    summary = "Die code ND+P with an exploding Wild Die, against a difficulty or a foe's roll."
    params_type = D6Params
    options = (
        Option("code", "text", "3D", "your die code ND+P, e.g. 4D+2 (default 3D)", metavar="ND+P"),
        Option(
            "difficulty",
            "text",
            "moderate",
            "number to beat, or very_easy 5, easy 10, "
            "moderate 15, difficult 20, very_difficult 25, heroic 30 (default moderate)",
            metavar="N|PRESET",
        ),
        Option(
            "wild_option",
            "choice",
            CANCEL,
            "a Wild Die's opening 1: cancel (it and the "
            "highest die count 0) or complication (default cancel)",
            choices=WILD_OPTIONS,
        ),
        Option("cp", "int", 0, "Character Points spent: one extra exploding die each (0-10)"),
        Option(
            "cp_limit",
            "choice",
            "unlimited",
            "most Character Points per roll: easy 2, cinematic 5, unlimited (default)",
            choices=tuple(CP_LIMITS),
        ),
        Option("fate", "flag", False, "spend a Fate Point: double your code's dice and pips"),
        Option(
            "against_code", "text", None, "opposed roll: the opponent's die code", metavar="ND+P"
        ),
        Option("pip_bonus", "int", 0, "numeric bonus (or -penalty) added to your total"),
    )
    extra_names = ("complication",)
    rerollable = frozenset({"dice", "wild", "cp"})

    # -- a world question --
    def world_params(self, step: int, **campaign_options: object) -> D6Params:
        """R-ORA-1: the campaign's code (no Character or Fate Points) against the
        difficulty whose P(yes_*) is nearest 1/2, 5 easier per step more likely and 5
        harder per step less likely. A low code cannot take the full step down: its very
        likely step stops at the easiest difficulty it can still fail, and its likely step
        sits between that and even."""
        kept = {k: v for k, v in campaign_options.items() if k in ("code", "wild_option")}
        base = self.params(**kept)

        def p_yes(difficulty: int) -> Fraction:
            return self.odds(replace(base, difficulty=difficulty)).at_least(Answer.YES_BUT)

        top = 6 * base.rolled.dice + base.flat_bonus + 1  # P(yes_*) is small there
        return replace(base, difficulty=world_difficulties(p_yes, top)[step])

    # -- rolling and reading --
    def roll_faces(self, params: D6Params, rng: random.Random) -> Faces:
        dice = tuple(rng.randint(1, 6) for _ in range(params.normal_dice))
        wild = roll_chain(rng)
        cp = tuple(roll_chain(rng) for _ in range(params.cp))
        opponent = params.opponent
        if opponent is None:
            return Faces(dice=dice, wild=wild, cp=cp)
        against = tuple(rng.randint(1, 6) for _ in range(opponent.dice - 1))
        return Faces(dice=dice, wild=wild, cp=cp, against=against, against_wild=roll_chain(rng))

    def resolve(self, params: D6Params, faces: Faces) -> Resolution:
        rolled = params.rolled
        dice = check_faces(faces.dice, "the normal dice")
        if len(dice) != params.normal_dice:
            raise ValueError(
                f"d6 {rolled} rolls {params.normal_dice} normal dice and a Wild "
                f"Die, but {len(dice)} normal faces were given"
            )
        wild = check_chain(faces.wild, "the Wild Die")
        if len(faces.cp) != params.cp:
            raise ValueError(
                f"cp {params.cp} rolls {params.cp} Character Point dice, but "
                f"{len(faces.cp)} were given"
            )
        cp = tuple(check_chain(c, f"Character Point die {k + 1}") for k, c in enumerate(faces.cp))
        mine = read_side(dice, wild, cp, params.flat_bonus, params.wild_option)
        notes = []
        if params.fate or str(rolled) != params.code:
            fate = ", doubled by the Fate Point" if params.fate else ""
            notes.append(f"rolled {rolled} (code {params.code}{fate}, then modifiers)")
        if mine.critical:
            notes.append(_critical_note(params, mine.removed_face))
        opponent = params.opponent
        if opponent is None:
            if faces.against or faces.against_wild:
                raise ValueError("opposing faces were given, but there is no against_code")
            target, against_dice = params.difficulty, NO_DICE
            notes.append(
                f"total {mine.total} vs difficulty {target}: margin {mine.total - target:+d}"
            )
        else:
            theirs = self._read_opponent(params, opponent, faces)
            target, against_dice = theirs.total, theirs.dice
            notes.append(
                f"total {mine.total} vs opponent's {opponent} total {target}: "
                f"margin {mine.total - target:+d}"
            )
        answer = margin_answer(mine.total - target)
        complication = mine.critical and params.wild_option == COMPLICATION
        return Resolution(
            mine.dice + against_dice,
            Outcome(answer, complication=complication),
            total=mine.total,
            notes=tuple(notes),
        )

    def _read_opponent(self, params: D6Params, opponent: DieCode, faces: Faces) -> SideRead:
        against = check_faces(faces.against, "the opponent's dice")
        if len(against) != opponent.dice - 1:
            raise ValueError(
                f"the opponent's {opponent} rolls {opponent.dice - 1} normal dice "
                f"and a Wild Die, but {len(against)} normal faces were given"
            )
        wild = check_chain(faces.against_wild, "the opponent's Wild Die")
        return read_side(against, wild, (), opponent.pips, params.wild_option, "against")

    def reroll_faces(self, roll: Roll, which: Iterable[int], rng: random.Random) -> Faces:
        """Normal dice one by one; a Wild Die or Character Point die as its whole chain."""
        faces = roll.faces
        dice, cp = list(faces.dice), list(faces.cp)
        wild = faces.wild
        done: set[tuple[str, int]] = set()
        for i in sorted(set(which)):
            group, index = self._rerollable(roll, i).source
            if group == "dice":
                dice[index] = rng.randint(1, 6)
            elif (group, 0 if group == "wild" else index) not in done:
                done.add((group, 0 if group == "wild" else index))
                if group == "wild":
                    wild = roll_chain(rng)
                else:
                    cp[index] = roll_chain(rng)
        return replace(faces, dice=tuple(dice), wild=wild, cp=tuple(cp))

    def _rerollable(self, roll: Roll, i: int) -> Die:
        """Die ``i`` of the roll, if it is the player's to reroll (R-REROLL-1)."""
        if not 0 <= i < len(roll.dice):
            raise ValueError(f"no die number {i + 1}; this roll has {len(roll.dice)} dice")
        die = roll.dice[i]
        if die.side != "acting" or die.source[0] not in self.rerollable:
            raise ValueError(
                f"die {i + 1} ({die.kind} {die.face}) is not yours to reroll (R-REROLL-1)"
            )
        return die

    def spend_cp_after(self, roll: Roll, points: int, rng: random.Random) -> Roll:
        """Character Points spent after seeing the roll: add their dice (R-D6-5)."""
        points = check_int("points", points, 1, MAX_CP)
        params = replace(roll.params, cp=roll.params.cp + points)  # re-checks the limits
        faces = replace(
            roll.faces, cp=roll.faces.cp + tuple(roll_chain(rng) for _ in range(points))
        )
        return replace(self.read(params, faces), rerolls=roll.rerolls)

    # -- exact odds --
    def distribution(self, params: D6Params) -> dict[Outcome, Fraction]:
        me = side_parts(
            params.normal_dice, params.cp, params.flat_bonus, params.wild_option, tags=True
        )
        opponent = params.opponent
        if opponent is None:
            them = [fixed_part(params.difficulty)]
        else:
            them = side_parts(opponent.dice - 1, 0, opponent.pips, params.wild_option, tags=False)
        return {
            Outcome(Answer(rung), complication=tag): p
            for (rung, tag), p in rung_weights(me, them).items()
            if p
        }


def margin_answer(margin: int) -> Answer:
    """R-D6-4: ≥10 yes_and, 5..9 yes, 0..4 yes_but, -1..-5 no_but, -6..-10 no, ≤-11 no_and."""
    if margin >= 10:
        return Answer.YES_AND
    if margin >= 5:
        return Answer.YES
    if margin >= 0:
        return Answer.YES_BUT
    if margin >= -5:
        return Answer.NO_BUT
    if margin >= -10:
        return Answer.NO
    return Answer.NO_AND


def _critical_note(params: D6Params, removed_face: int | None) -> str:
    if params.wild_option == COMPLICATION:
        return (
            "critical failure: the Wild Die's 1 counts, and a complication comes with "
            "the answer; the lower the total, the worse it is"
        )
    if removed_face is None:
        return "critical failure: the Wild Die counts 0 (no normal die to remove)"
    return (
        f"critical failure: the Wild Die counts 0 and the highest normal die "
        f"({removed_face}) is removed"
    )
