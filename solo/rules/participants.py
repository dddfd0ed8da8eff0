"""Several rollers in one conflict (R-CON-6), and character against character (R-CON-7).

Both build on :func:`solo.rules.conflicts.resolve_conflict`.
"""

from __future__ import annotations

from collections.abc import Sequence

from msgspec import Struct
from msgspec.structs import replace

from solo.dice.ladder import Answer
from solo.rules.conflicts import (
    Conflict,
    ConflictOutcome,
    Opposition,
    Stakes,
    as_answer,
    as_stakes,
    resolve_conflict,
)
from solo.rules.economy.events import check_count


class GroupOutcome(Struct, frozen=True):
    """Who narrates, and what each roller's own answer cost."""

    narrator: str
    best: Answer
    outcomes: tuple[tuple[str, ConflictOutcome], ...]
    same_question: bool
    final_opposition: Opposition | None = None

    def outcome_of(self, name: str) -> ConflictOutcome:
        for who, outcome in self.outcomes:
            if who == name:
                return outcome
        raise ValueError(f"no roller called {name!r} in this conflict")

    @property
    def opposition(self) -> Opposition | None:
        """The opposition after every roll (on one question: after the best result)."""
        if self.same_question:
            return self.final_opposition
        return self.outcomes[-1][1].opposition


def resolve_group(
    conflict: Conflict, rolls: Sequence[tuple[str, Answer | str]], *, same_question: bool = False
) -> GroupOutcome:
    """Each roller asks its own question: the best answer narrates (first on a tie) and
    each keeps its own "but"/"and" and its own Resolve loss; the opposition takes each
    yes in turn. Allies asking *the same* question: the best answer alone decides what
    happens to the opposition, yet each roller keeps its own "but"/"and" and loses its
    own Resolve on a high-stakes no_* (R-CON-6, the seed's example)."""
    if not rolls:
        raise ValueError("a group conflict needs at least one roller")
    names = _roller_names(rolls)
    answers = [as_answer(a) for _, a in rolls]
    best_index = max(range(len(answers)), key=lambda i: (answers[i], -i))
    final = conflict.opposition
    if same_question:
        decided = resolve_conflict(conflict, answers[best_index])
        final = decided.opposition
        bystander = replace(conflict, opposition=None)  # only the best result hits it
        outcomes = tuple(
            (name, decided if i == best_index else _own(bystander, answers[i], decided))
            for i, name in enumerate(names)
        )
    else:
        outcomes = _each_in_turn(conflict, names, answers)
    return GroupOutcome(names[best_index], answers[best_index], outcomes, same_question, final)


def _roller_names(rolls: Sequence[tuple[str, Answer | str]]) -> list[str]:
    """Each roller's name; a name listed twice is an error."""
    names = [str(name) for name, _ in rolls]
    if len(set(names)) != len(names):
        dup = next(n for n in names if names.count(n) > 1)
        raise ValueError(f"roller {dup!r} is listed twice")
    return names


def _each_in_turn(
    conflict: Conflict, names: Sequence[str], answers: Sequence[Answer]
) -> tuple[tuple[str, ConflictOutcome], ...]:
    """Separate questions: the opposition takes each roller's answer in turn."""
    opposition = conflict.opposition
    collected = []
    for name, answer in zip(names, answers):
        outcome = resolve_conflict(replace(conflict, opposition=opposition), answer)
        collected.append((name, outcome))
        opposition = outcome.opposition
    return tuple(collected)


def _own(conflict: Conflict, answer: Answer, decided: ConflictOutcome) -> ConflictOutcome:
    """A non-best ally's own reading: its own loss, "but" and "and"; the opposition as the
    best result left it, untouched by this roll."""
    own = resolve_conflict(conflict, answer)
    note = "the best result decides what happens to the opposition (R-CON-6)"
    return replace(own, opposition=decided.opposition, notes=(*own.notes, note))


# --- character against character (R-CON-7) ----------------------------------------------


def duel_dice(
    *, bonus: int = 0, penalty: int = 0, defender_helps: int = 0, defender_hinders: int = 0
) -> tuple[int, int]:
    """(bonus, penalty) for the rolling side. The defender's Descriptors and Conditions
    that help it become penalty dice; those that hinder it (a Flaw, a negative
    Condition) become bonus dice."""
    for name, value in (
        ("bonus", bonus),
        ("penalty", penalty),
        ("defender_helps", defender_helps),
        ("defender_hinders", defender_hinders),
    ):
        check_count(name, value, 0, 30)
    return bonus + defender_hinders, penalty + defender_helps


def defender_answer(answer: Answer | str) -> Answer:
    """The same result seen from the defending side: yes_but for one is no_but for the other."""
    return Answer(len(Answer) - 1 - as_answer(answer))


class DuelOutcome(Struct, frozen=True):
    answer: Answer  # the roller's
    roller_loss: int
    defender_loss: int
    notes: tuple[str, ...]


def resolve_duel(
    answer: Answer | str, *, stakes: Stakes | str = Stakes.LOW, risky: bool = False
) -> DuelOutcome:
    """One side rolls; in high stakes its no costs it 1 (2 if it chose to be risky) and
    its yes costs the defender 1 — never 2, because the defender did not choose the risky
    approach (R-CON-4). Either side may pay to reroll dice in its favour (R-CON-7)."""
    conflict = Conflict(stakes=as_stakes(stakes), risky=risky)
    answer = as_answer(answer)
    if not conflict.high:
        return DuelOutcome(answer, 0, 0, ("low stakes: no Resolve changes hands (R-CON-1)",))
    if answer.is_yes:
        note = (
            "the defender is a character: one attack costs it at most 1 (R-CON-4)"
            if risky
            else "a yes costs the defender 1 (R-CON-2, R-CON-7)"
        )
        return DuelOutcome(answer, 0, 1, (note,))
    roller = resolve_conflict(conflict, answer)
    return DuelOutcome(answer, roller.character_loss, 0, roller.notes)
