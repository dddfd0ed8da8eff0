"""Best play: the conflict as a decision problem, solved exactly (issue 11, item 2).

At every state the hero may concede (before an exchange), go risky or not (before the
roll, R-CON-4), and — after seeing each answer — pay to reroll it or accept it. Dynamic
programming over the states picks, exactly, the choice that maximises P(win) (goal
``win``, ties broken towards staying in) or P(not out) (goal ``survive``, ties broken
towards winning). Exact ties go to the cheaper choice: concede rather than fight on for
nothing, accept rather than pay for a reroll, play safe rather than go risky. The
choices come from the same :class:`~solo.lab.exchange.Rules` the
simple policies use, so best play is a policy like any other and is never worse.
"""

from __future__ import annotations

from fractions import Fraction
from functools import cache

from msgspec import Struct
from msgspec.structs import replace

from solo.dice.ladder import Answer
from solo.lab.conflict import ConflictOdds, play_out
from solo.lab.exchange import End, Ending, Fight, Next, Rules
from solo.lab.setup import Setup

GOALS = ("win", "survive")
Value = tuple[Fraction, Fraction]
"""(P(win), P(not out)) from a state under best play."""

_ZERO, _ONE = Fraction(0), Fraction(1)
END_VALUES: dict[Ending, Value] = {
    Ending.WIN: (_ONE, _ONE),
    Ending.OUT: (_ZERO, _ZERO),
    Ending.CONCEDE: (_ZERO, _ONE),
}


class Choice(Struct, frozen=True):
    """What best play does at one state: concede, or fight (risky or not) and reroll
    these answers when they come up."""

    concede: bool
    risky: bool
    rerolls: frozenset[Answer]

    @property
    def code(self) -> str:
        """A short cell for the table: ``C`` concede; ``!`` risky; ``<Y`` reroll every
        answer below Yes; ``·`` fight, no rerolls."""
        if self.concede:
            return "C"
        risky = "!" if self.risky else ""
        if not self.rerolls:
            return risky + "·"
        top = max(self.rerolls)
        if self.rerolls == frozenset(a for a in Answer if a <= top):
            return f"{risky}<{SHORT[Answer(top + 1)]}"
        return risky + "{" + ",".join(SHORT[a] for a in sorted(self.rerolls)) + "}"


SHORT = {
    Answer.NO_AND: "NA",
    Answer.NO: "N",
    Answer.NO_BUT: "NB",
    Answer.YES_BUT: "YB",
    Answer.YES: "Y",
    Answer.YES_AND: "YA",
}


class BestPlayer:
    """The optimal player for one setup; also a :class:`~solo.lab.conflict.Player`."""

    def __init__(
        self, setup: Setup, goal: str = "win", *, risky: bool = True, concede: bool = True
    ) -> None:
        if goal not in GOALS:
            raise ValueError(f"unknown goal {goal!r}; expected win or survive")
        self.rules = Rules(setup)
        self.goal = goal
        self.allow_risky = risky
        self.allow_concede = concede
        self.value = cache(self._value)
        self.roll_value = cache(self._roll_value)
        self.choice = cache(self._choice)
        self.reroll_choice = cache(self._reroll_choice)

    def _key(self, value: Value) -> Value:
        return value if self.goal == "win" else (value[1], value[0])

    def _better(self, a: Value, b: Value) -> bool:
        return self._key(a) > self._key(b)

    def _next_value(self, nxt: Next) -> Value:
        return END_VALUES[nxt.ending] if isinstance(nxt, End) else self.value(nxt)

    def _paid(self, fight: Fight) -> Fight | None:
        """The fight after a reroll: a free one first (it leaves the hero all it has, so
        it is never worse than paying), else one paid through the economy."""
        free = self.rules.free_reroll(fight)
        if free is not None:
            return free
        paid = self.rules.paid_reroll(fight.hero)
        return None if paid is None else replace(fight, hero=paid)

    def _reroll_choice(self, fight: Fight, risky: bool, answer: Answer) -> tuple[bool, Value]:
        accept = self._next_value(self.rules.settle(fight, answer, risky))
        paid = self._paid(fight)
        if paid is not None:
            again = self.roll_value(paid, risky)
            if self._better(again, accept):
                return True, again
        return False, accept

    def _roll_value(self, fight: Fight, risky: bool) -> Value:
        answers, impasse = self.rules.rungs(fight.plus, fight.minus)
        win = alive = _ZERO
        for answer, p in answers:
            _, (w, a) = self.reroll_choice(fight, risky, answer)
            win += p * w
            alive += p * a
        if impasse:
            scale = 1 / (1 - impasse)
            return win * scale, alive * scale
        return win, alive

    def _choice(self, fight: Fight) -> tuple[Choice, Value]:
        best_risky, best = False, self.roll_value(fight, False)
        if self.allow_risky:
            risky = self.roll_value(fight, True)
            if self._better(risky, best):
                best_risky, best = True, risky
        if self.allow_concede:
            conceded = END_VALUES[Ending.CONCEDE]
            if not self._better(best, conceded):  # a tie: no point fighting on
                return Choice(True, False, frozenset()), conceded
        answers, _ = self.rules.rungs(fight.plus, fight.minus)
        rerolls = frozenset(a for a, _ in answers if self.reroll_choice(fight, best_risky, a)[0])
        return Choice(False, best_risky, rerolls), best

    def _value(self, fight: Fight) -> Value:
        return self.choice(fight)[1]

    # --- the Player protocol -----------------------------------------------------

    def concedes(self, rules: Rules, fight: Fight) -> bool:
        return self.choice(fight)[0].concede

    def risky(self, rules: Rules, fight: Fight) -> bool:
        return self.choice(fight)[0].risky

    def reroll(self, rules: Rules, fight: Fight, risky: bool, answer: Answer) -> Fight | None:
        return self._paid(fight) if self.reroll_choice(fight, risky, answer)[0] else None

    # --- results -----------------------------------------------------------------

    def solve(self) -> ConflictOdds:
        """The exact odds under best play (the same forward walk as any policy)."""
        return play_out(self.rules, self)

    def table(self) -> list[tuple[str, dict[int, Choice]]]:
        """Best play at every state it can reach: one row per hero standing (its
        tracks, soak left, lasting Conditions), one column per opposition pool left."""
        rows: dict[str, dict[int, Choice]] = {}
        order: dict[str, tuple[int, ...]] = {}
        for fight in self._reachable():
            label = self.row_label(fight)
            rows.setdefault(label, {})[self._column(fight)] = self.choice(fight)[0]
            order[label] = (
                -self.rules.losses_left(fight.hero),
                -fight.soak,
                fight.minus - fight.plus,
            )
        return [
            (label, dict(sorted(rows[label].items(), reverse=True)))
            for label in sorted(rows, key=lambda k: (order[k], k))
        ]

    def row_label(self, fight: Fight) -> str:
        label = self.rules.econ.summary(fight.hero)
        if fight.soak:
            label += f", soak {fight.soak}"
        if fight.plus:
            label += f", +{fight.plus}D"
        if fight.minus:
            label += f", -{fight.minus}D"
        if fight.free:
            label += f", {fight.free} free reroll{'s' if fight.free > 1 else ''}"
        return label

    @staticmethod
    def _column(fight: Fight) -> int:
        opp = fight.opposition
        return opp.resolve if opp.slots is None else opp.slots.free(opp.consequences)

    def _reachable(self) -> list[Fight]:
        seen: dict[Fight, None] = {}
        todo = [self.rules.start()]
        while todo:
            fight = todo.pop()
            if fight in seen:
                continue
            seen[fight] = None
            choice = self.choice(fight)[0]
            if choice.concede:
                continue
            todo.extend(self._successors(fight, choice.risky))
        return list(seen)

    def _successors(self, fight: Fight, risky: bool) -> set[Fight]:
        """The states the next exchange can lead to; each roll after a paid reroll is
        visited once (a reroll chain is linear, not a tree)."""
        out: set[Fight] = set()
        rolls, seen = [fight], {fight}
        while rolls:
            at = rolls.pop()
            answers, _ = self.rules.rungs(at.plus, at.minus)
            for answer, _p in answers:
                paid = self.reroll(self.rules, at, risky, answer)
                if paid is not None:
                    if paid not in seen:
                        seen.add(paid)
                        rolls.append(paid)
                    continue
                nxt = self.rules.settle(at, answer, risky)
                if isinstance(nxt, Fight):
                    out.add(nxt)
        return out


def best_play(setup: Setup, goal: str = "win") -> tuple[BestPlayer, ConflictOdds]:
    player = BestPlayer(setup, goal)
    return player, player.solve()
