"""The Resolve economy: one interface for every variant (RULES.md §4).

A campaign picks one variant with ``economy(name, **options)``: ``resolve`` (the
default, R-RES-1..6), ``doom`` (R-RES-7), ``split`` (Life and FU, R-RES-8) or
``consequences`` (FU and Consequences, R-RES-9). A character's standing is a frozen
state value. Every operation takes a state and answers with either

* a :class:`Result` — the new state and the :class:`Change` list that explains it
  (each Change names its track, its signed amount and the rule behind it), or
* a :class:`Refusal` — why not; nothing changed.

The variants only decide *which track moves and how far*; the gates every variant
shares (out of the game, downtime once per session, the genre option, pivotal Flaws,
the cliffhanger) live here, in :class:`Economy`; the tracks a variant keeps and the
plumbing that turns a move into a Result are :class:`solo.rules.economy_base.EconomyBase`'s.
"""

from __future__ import annotations

import importlib
from dataclasses import replace
from typing import Any

from solo.rules.economy_base import EconomyBase
from solo.rules.events import (
    OUT_REASON,
    Change,
    Effect,
    Event,
    Particulars,
    Refusal,
    Reply,
    Result,
    S,
    SessionFlags,
    State,
    Step,
    Track,
    cannot_pay,
    check_count,
)

__all__ = [
    "VARIANTS",
    "Change",
    "Economy",
    "Effect",
    "Event",
    "Particulars",
    "Refusal",
    "Reply",
    "Result",
    "S",
    "SessionFlags",
    "State",
    "Step",
    "Track",
    "cannot_pay",
    "check_count",
    "economy",
]


class Economy(EconomyBase[S]):
    """One Resolve variant. Subclasses say which track moves; this class says when."""

    # --- R-RES-2: what costs -------------------------------------------------------

    def high_stakes_loss(
        self,
        state: S,
        *,
        risky: bool = False,
        soaked: int = 0,
        kind: str = "physical",
        severity: str = "minor",
        label: str = "",
    ) -> Reply[S]:
        """Lose a high-stakes conflict: 1, or 2 on a risky approach (R-CON-4).

        ``soaked`` points are absorbed by armour instead (R-GEAR-3) and noted, not lost.
        """
        amount = 2 if risky else 1
        soaked = check_count("soaked", soaked, 0, amount)
        particulars = Particulars(
            kind=kind,
            severity=severity,
            label=label,
            how=" on a risky approach" if risky else "",
            also_rule="R-CON-4" if risky else "",
        )
        if soaked == amount:
            return self._noted(state, Event.HIGH_STAKES_LOSS, self._soak_note(soaked))
        result = self._run(state, Event.HIGH_STAKES_LOSS, amount - soaked, particulars)
        if soaked and isinstance(result, Result):
            note = Change(self.tracks()[0], 0, self._soak_note(soaked), Event.HIGH_STAKES_LOSS)
            return replace(result, changes=(note, *result.changes))
        return result

    def reroll(self, state: S) -> Reply[S]:
        return self._run(state, Event.REROLL)

    def goal_setback(self, state: S) -> Reply[S]:
        return self._run(state, Event.GOAL_SETBACK)

    def fact(self, state: S) -> Reply[S]:
        return self._run(state, Event.FACT)

    def powerful_power(self, state: S) -> Reply[S]:
        return self._run(state, Event.POWERFUL_POWER)

    def abandon_goal(self, state: S) -> Reply[S]:
        return self._run(state, Event.GOAL_ABANDONED)

    # --- R-RES-3: what pays --------------------------------------------------------

    def goal_milestone(self, state: S) -> Reply[S]:
        return self._run(state, Event.GOAL_MILESTONE)

    def flaw_complication(self, state: S, *, pivotal: bool) -> Reply[S]:
        if self.out(state):
            return Refusal(OUT_REASON, Event.FLAW_COMPLICATION)
        if not pivotal:
            return Refusal(
                "a Flaw that only adds a penalty die is not pivotal: nothing gained (R-RES-3)",
                Event.FLAW_COMPLICATION,
            )
        return self._run(state, Event.FLAW_COMPLICATION)

    def genre_action(self, state: S) -> Reply[S]:
        if self.out(state):
            return Refusal(OUT_REASON, Event.GENRE_ACTION)
        if not self.genre_actions:
            return Refusal(
                "genre-typical actions earn nothing unless the campaign turns that option "
                "on (R-RES-3)",
                Event.GENRE_ACTION,
            )
        return self._run(state, Event.GENRE_ACTION)

    def downtime(self, state: S) -> Reply[S]:
        if self.out(state):
            return Refusal(OUT_REASON, Event.DOWNTIME)
        if state.session.downtime_taken:
            return Refusal("downtime already taken this session (R-RES-3)", Event.DOWNTIME)
        result = self._run(state, Event.DOWNTIME)
        if isinstance(result, Result):
            flags = replace(result.state.session, downtime_taken=True)
            return replace(result, state=replace(result.state, session=flags))
        return result

    def concede(self, state: S, *, high_stakes: bool) -> Reply[S]:
        """Concede (R-CON-5). Low stakes may be conceded too, but nothing is gained."""
        if not high_stakes:
            return self._noted(
                state,
                Event.CONCEDE,
                "conceded a low-stakes conflict: nothing was at stake, nothing is gained (R-RES-3)",
            )
        return self._run(state, Event.CONCEDE)

    def asset_lost(self, state: S) -> Reply[S]:
        return self._run(state, Event.ASSET_LOST)

    # --- R-RES-4: sessions and scenarios -------------------------------------------

    def start_session(self, state: S, *, cliffhanger: bool = False) -> Reply[S]:
        """+2 (or the variant's equivalent), held back while a cliffhanger is pending."""
        if self.out(state):
            return Refusal(OUT_REASON, Event.SESSION_START)
        changes: list[Change] = []
        if state.session.cliffhanger_pending:  # the old cliffhanger resolved off-screen
            state, owed = self._session_gain(state, Event.CLIFFHANGER_RESOLVED)
            changes += owed
        if cliffhanger:
            changes.append(
                Change(
                    self.session_track,
                    0,
                    "the session-start gain waits until the cliffhanger scene resolves (R-RES-4)",
                    Event.SESSION_START,
                )
            )
        else:
            state, gain = self._session_gain(state, Event.SESSION_START)
            changes += gain
        state = replace(state, session=SessionFlags(cliffhanger_pending=cliffhanger))
        return Result(state, tuple(changes), Event.SESSION_START)

    def resolve_cliffhanger(self, state: S) -> Reply[S]:
        event = Event.CLIFFHANGER_RESOLVED
        if self.out(state):
            return Refusal(OUT_REASON, event)
        if not state.session.cliffhanger_pending:
            return Refusal("no cliffhanger is waiting to resolve (R-RES-4)", event)
        state, changes = self._session_gain(state, event)
        flags = replace(state.session, cliffhanger_pending=False)
        return Result(replace(state, session=flags), tuple(changes), event)

    def end_scenario(self, state: S) -> Reply[S]:
        return self._run(state, Event.SCENARIO_END)

    # --- R-RES-5: Goals resolved ---------------------------------------------------

    def goal_achieved(self, state: S) -> Reply[S]:
        return self._run(state, Event.GOAL_ACHIEVED)

    def goal_failed(self, state: S) -> Reply[S]:
        return self._run(state, Event.GOAL_FAILED)

    def goal_replaced(self, state: S) -> Reply[S]:
        """A Goal events made irrelevant is replaced at no cost."""
        return self._noted(
            state, Event.GOAL_REPLACED, self.reason(Event.GOAL_REPLACED, ": no cost")
        )

    # --- R-RES-6: out, and the way back --------------------------------------------

    def trade_trademark(self, state: S) -> Reply[S]:
        if not self.out(state):
            return Refusal(
                "only a character who is out may trade a Trademark for a permanent Flaw (R-RES-6)",
                Event.TRADE_TRADEMARK,
            )
        return self._apply_checked(state, Event.TRADE_TRADEMARK, 1, Particulars())

    # --- by hand: a ruling the table makes ------------------------------------------

    def lose(
        self,
        state: S,
        amount: int,
        reason: str,
        *,
        track: Track | None = None,
        kind: str = "physical",
    ) -> Reply[S]:
        return self._by_hand(state, Event.LOST, amount, reason, track, kind)

    def gain(self, state: S, amount: int, reason: str, *, track: Track | None = None) -> Reply[S]:
        return self._by_hand(state, Event.GAINED, amount, reason, track)

    def spend(self, state: S, amount: int, reason: str) -> Reply[S]:
        return self._by_hand(state, Event.SPENT, amount, reason, None)


VARIANTS: dict[str, str] = {
    "resolve": "solo.rules.resolve:ResolveEconomy",
    "doom": "solo.rules.doom:DoomEconomy",
    "split": "solo.rules.split:SplitEconomy",
    "consequences": "solo.rules.consequences:ConsequencesEconomy",
}
"""Registry: variant name -> "module:Class"."""


def economy(name: str = "resolve", **options: Any) -> Economy[Any]:
    """The variant a campaign plays, e.g. ``economy("consequences", mode="slots")``."""
    key = str(name).strip().lower()
    if key not in VARIANTS:
        raise ValueError(f"unknown economy {name!r}; expected one of {', '.join(VARIANTS)}")
    module_name, class_name = VARIANTS[key].split(":")
    cls = getattr(importlib.import_module(module_name), class_name)
    for option in options:
        if option not in cls.option_names:
            allowed = ", ".join(cls.option_names)
            raise ValueError(
                f"unknown option {option!r} for the {key} economy; expected one of {allowed}"
            )
    economy_: Economy[Any] = cls(**options)
    return economy_
