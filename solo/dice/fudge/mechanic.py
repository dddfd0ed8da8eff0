"""Fudge: 4dF on the trait ladder (RULES.md §2.4, R-FUDGE-1..5).

Each side rolls four Fudge dice (faces -1, 0, +1) and adds the sum to its trait: the
*rolled degree*. Unopposed, the relative degree is the rolled degree minus the
difficulty; opposed, it is my rolled degree minus the opponent's. The relative degree
maps to the ladder (R-FUDGE-3): ≤ -3 ``no_and``, -2 ``no``, -1 ``no_but``, 0 ``yes_but``,
+1 ``yes``, ≥ +2 ``yes_and``; an opposed tie goes to the acting side as ``yes_but``.

Bonus, penalty and opposition strength shift the acting trait one level each
(R-OPP-1). A difficulty of Terrible or lower succeeds with no roll. Options:
``situational`` (no trait: the dice alone are read from Fair, R-FUDGE-4),
``diceless`` (rolled degree = trait, R-FUDGE-5) and ``legendary`` (the campaign
allows Legendary traits; otherwise a trait above Superb is an error).

Not supported: the 3d6, 4d6 and d% alternatives the Fudge text mentions. It gives no
tables for them, so this module rolls 4dF only.

Exact odds: the 4dF sum is the convolution of four (-1, 0, +1) dice (weights
1, 4, 10, 16, 19, 16, 10, 4, 1 over 81); an opposed roll uses the distribution of the
difference of two such sums (over 6561).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from fractions import Fraction

from solo.dice.base import Mechanic, step_modifiers
from solo.dice.fudge.ladder import level_label
from solo.dice.fudge.params import DICE, OPTIONS, FudgeParams
from solo.dice.ladder import Answer, Outcome
from solo.dice.report import counted
from solo.dice.rolls import KEPT, Die, Faces, Resolution

FACES = (-1, 0, 1)


def sum_counts(n_dice: int) -> dict[int, int]:
    """Ways to roll each sum on ``n_dice`` Fudge dice (out of ``3**n_dice``)."""
    counts = {0: 1}
    for _ in range(n_dice):
        nxt: dict[int, int] = {}
        for total, ways in counts.items():
            for face in FACES:
                nxt[total + face] = nxt.get(total + face, 0) + ways
        counts = nxt
    return counts


def difference_counts(mine: Mapping[int, int], theirs: Mapping[int, int]) -> dict[int, int]:
    """Ways for each value of (my sum - their sum), both rolled independently."""
    out: dict[int, int] = {}
    for a, wa in mine.items():
        for b, wb in theirs.items():
            out[a - b] = out.get(a - b, 0) + wa * wb
    return out


def even_probability(n_dice: int = DICE) -> Fraction:
    """P(the sum of ``n_dice`` Fudge dice is even): 41/81 for 4dF, the near-50% coin
    of R-FUDGE-4."""
    counts = sum_counts(n_dice)
    return Fraction(sum(w for s, w in counts.items() if s % 2 == 0), 3**n_dice)


def relative_answer(relative: int) -> Answer:
    """R-FUDGE-3: relative degree to rung; meeting the difficulty (0) is ``yes_but``."""
    return Answer(min(max(relative + 3, 0), 5))


class Fudge(Mechanic[FudgeParams]):
    name = "fudge"
    title = "Fudge"
    summary = (
        "4dF added to your trait against a difficulty or an opponent's roll; "
        "the margin picks the rung (0 = yes, but)."
    )
    params_type = FudgeParams
    options = OPTIONS

    def world_params(self, step: int, **campaign_options: object) -> FudgeParams:
        """R-ORA-1: the situational roll (R-FUDGE-4: the dice alone, read from Fair
        against Fair), shifted a level per step. A tie goes to the player, so "even" is
        50/81 yes — the nearest 4dF comes to a half."""
        kept = {k: v for k, v in campaign_options.items() if k == "legendary"}
        return self.params(situational=True, **kept, **step_modifiers(step))

    def random_face(self, rng: random.Random, group: str) -> int:
        return rng.choice(FACES)

    def roll_faces(self, params: FudgeParams, rng: random.Random) -> Faces:
        return Faces(
            dice=tuple(self.random_face(rng, "dice") for _ in range(params.dice_count)),
            against=tuple(self.random_face(rng, "against") for _ in range(params.against_count)),
        )

    def resolve(self, params: FudgeParams, faces: Faces) -> Resolution:
        _check_faces(params, faces)
        dice = tuple(
            Die("dF", f, KEPT, "your die", source=("dice", i)) for i, f in enumerate(faces.dice)
        ) + tuple(
            Die("dF", f, KEPT, "opponent's die", side="against", source=("against", i))
            for i, f in enumerate(faces.against)
        )
        if params.no_roll:
            note = (
                f"difficulty {level_label(params.difficulty_level)} is Terrible or lower: "
                "no roll needed (R-FUDGE-2)"
            )
            return Resolution(dice, Outcome(Answer.YES), notes=(note,))
        mine = params.trait + sum(faces.dice)
        notes = [_degree_note("your", params.trait, faces.dice, params)]
        if params.opposed:
            theirs = params.against_trait + sum(faces.against)
            notes.append(_degree_note("opponent's", params.against_trait, faces.against, params))
            relative = mine - theirs
            notes.append(
                f"relative degree {relative:+d}" + (" (a tie goes to you)" if relative == 0 else "")
            )
        else:
            relative = mine - params.difficulty_level
            notes.append(
                f"relative degree {relative:+d} against difficulty "
                f"{level_label(params.difficulty_level)}"
            )
        return Resolution(dice, Outcome(relative_answer(relative)), total=mine, notes=tuple(notes))

    def distribution(self, params: FudgeParams) -> dict[Outcome, Fraction]:
        if params.no_roll:
            return {Outcome(Answer.YES): Fraction(1)}
        base = params.trait - (params.against_trait if params.opposed else params.difficulty_level)
        if params.diceless:
            return {Outcome(relative_answer(base)): Fraction(1)}
        counts = sum_counts(DICE)
        if params.opposed:
            counts = difference_counts(counts, counts)
        total = sum(counts.values())
        weights: dict[Answer, int] = {}
        for swing, ways in counts.items():
            answer = relative_answer(base + swing)
            weights[answer] = weights.get(answer, 0) + ways
        return {Outcome(a): Fraction(w, total) for a, w in weights.items()}


def _check_faces(params: FudgeParams, faces: Faces) -> None:
    if len(faces.dice) != params.dice_count:
        if params.no_roll:
            need = (
                f"fudge against difficulty {level_label(params.difficulty_level)} "
                "needs no roll (R-FUDGE-2)"
            )
        elif params.diceless:
            need = "diceless fudge uses no dice (R-FUDGE-5)"
        else:
            need = f"fudge rolls {DICE} dice (4dF)"
        n = len(faces.dice)
        raise ValueError(f"{need}, but {counted(n, 'face')} {'was' if n == 1 else 'were'} given")
    if len(faces.against) != params.against_count:
        if params.against_count:
            need = f"an opposed fudge roll needs the opponent's {DICE} dice (against faces)"
        elif params.opposed:
            need = "a diceless opposed fudge roll uses no opponent dice"
        else:
            need = "an unopposed fudge roll has no opponent dice (set against_skill to oppose)"
        raise ValueError(f"{need}, but {len(faces.against)} opponent faces were given")
    for face in faces.dice + faces.against:
        if isinstance(face, bool) or face not in FACES:
            raise ValueError(f"a Fudge die shows -1, 0 or +1, got {face!r}")


def _degree_note(whose: str, trait: int, rolled: tuple[int, ...], params: FudgeParams) -> str:
    if params.diceless:
        return f"{whose} rolled degree {level_label(trait)} = trait, no dice (R-FUDGE-5)"
    if whose != "your":
        start = f"trait {level_label(trait)}"
    elif params.situational:
        start = f"situational base {level_label(trait)}, no trait"
    else:
        start = f"trait {level_label(trait)}"
        if params.net:
            start += f" ({params.skill.capitalize()} shifted {params.net:+d})"
    roll = sum(rolled)
    return f"{whose} rolled degree {level_label(trait + roll)} = {start}, 4dF {roll:+d}"
