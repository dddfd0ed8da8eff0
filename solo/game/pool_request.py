"""The question being framed, as one pool request with two views: toggles and markers.

The play screen shows what could apply to the next question (the hero's Concept and
Descriptors, active Conditions, the scene's Details, the opposition, stakes and approach,
circumstance dice, scale; gear and allies from :mod:`solo.game.pool_gear_rows`) as
:class:`PoolChoice` rows; the question bar shows the same request as typed markers
(:mod:`solo.game.grammar` reads them, :mod:`solo.game.typed_line` writes them). Both are
views of one :class:`~solo.game.question.Question`: :func:`toggle` changes it,
:func:`markers` writes it back as text, and :func:`odds` gives its exact odds through the
very code the roll uses (:func:`~solo.game.pooling.build_pool`,
:func:`~solo.game.pooling.build_params`).
"""

from __future__ import annotations

from dataclasses import replace

from solo.dice import mechanic
from solo.dice.base import OPPOSITION, Params
from solo.dice.exact import Odds
from solo.game.campaign import Campaign
from solo.game.choices import Likelihood, Stakes, Strength
from solo.game.errors import GameError
from solo.game.grammar import action_question, world_question
from solo.game.pool_choice import PoolChoice as PoolChoice
from solo.game.pool_choice import next_in, rule_in
from solo.game.pool_gear_rows import GEAR_KEYS, gear_rows, toggle_gear
from solo.game.pooling import against_campaign_opposition, build_params, build_pool
from solo.game.question import Question
from solo.game.typed_line import line as line
from solo.game.typed_line import markers as markers
from solo.game.typed_line import question_words as question_words
from solo.rules.character.descriptors import Descriptor
from solo.rules.pool import condition_item, descriptor_item, detail_item

STRENGTHS: tuple[Strength | None, ...] = (None, *Strength)
"""The opposition strength cycle: not given (the campaign's or average), weak … overwhelming."""
COUNTS = (0, 1, 2, 3)
"""Circumstance dice for or against, as the builder cycles them (R-ORA-1)."""
SCALES = (0, 1, 2, 3, -3, -2, -1)
"""Scale steps as the builder cycles them (R-LAD-3)."""


AGAINST_CYCLE: tuple[bool | None, ...] = (None, True, False)
"""The opposition row's states (``Question.against_opposition``, R-OPP-1)."""
AGAINST_SHOWN = {None: "high stakes", True: "@vs: against it", False: "@none: kept out"}


def odds(camp: Campaign, q: Question) -> Odds:
    """The exact odds of ``q``: the pool, params and odds the roll itself would use."""
    return mechanic(camp.system).odds(params(camp, q))


def params(camp: Campaign, q: Question) -> Params:
    """The mechanic's params for ``q``, exactly as :func:`solo.game.turn.ask` builds them."""
    return build_params(camp, q, build_pool(camp, q))


def blank(world: bool = False, likelihood: Likelihood = Likelihood.EVEN) -> Question:
    """A question with nothing framed yet (its text is a stand-in until one is typed)."""
    return Question("?", kind="world" if world else "action", likelihood=likelihood)


def choices(camp: Campaign, q: Question) -> tuple[PoolChoice, ...]:
    """Every row the builder shows for ``q`` in ``camp``, in display order."""
    if q.world:
        return tuple(
            PoolChoice(
                f"likelihood:{k.value}",
                "Likelihood",
                k.label,
                _steps(k.net),
                "R-ORA-1",
                q.likelihood is k,
            )
            for k in Likelihood
        )
    hero = camp.character
    rows = [
        PoolChoice(
            "apt", "Concept", f"Concept fits well: {hero.concept.name}", "+1D", "R-CHAR-1", q.apt
        ),
        PoolChoice(
            "unfamiliar",
            "Concept",
            f"outside the Concept: {hero.concept.name}",
            "−1D",
            "R-CHAR-1",
            q.unfamiliar,
        ),
    ]
    for d in hero.descriptors:
        rows.append(_descriptor_row(d, q))
    for c in hero.conditions:
        item = condition_item(c)
        rows.append(
            PoolChoice(
                f"condition:{c.name}",
                "Conditions",
                c.name,
                f"{item.dice:+d}D",
                rule_in(item.reason, "R-COND-1"),
                c.name in q.conditions,
            )
        )
    for detail in camp.scene.details:
        item = detail_item(detail)
        rows.append(
            PoolChoice(
                f"detail:{detail.name}",
                "Scene",
                detail.name,
                f"{item.dice:+d}D",
                rule_in(item.reason, "R-COND-2"),
                detail.name in q.details,
            )
        )
    rows.extend(_opposition_rows(camp, q))
    rows.extend(_approach_rows(camp, q))
    rows.extend(gear_rows(camp, q))
    return tuple(rows)


def _descriptor_row(d: Descriptor, q: Question) -> PoolChoice:
    helped, hindered = d.name in q.helps, d.name in q.hinders
    item, helping = descriptor_item(d, None)
    if helped or hindered:
        item, helping = descriptor_item(d, helped)
    key = f"{'help' if helping else 'hinder'}:{d.name}"
    return PoolChoice(
        key,
        "Hero",
        d.label,
        f"{item.dice:+d}D",
        rule_in(item.reason, "R-CHAR-2"),
        helped or hindered,
    )


def _opposition_rows(camp: Campaign, q: Question) -> list[PoolChoice]:
    rows = []
    opp = camp.opposition
    if opp is not None:
        rows.append(
            PoolChoice(
                "against",
                "Opposition",
                f"against {opp.name} ({opp.strength}, scale {opp.scale:+d}, Resolve {opp.resolve})",
                AGAINST_SHOWN[q.against_opposition],
                "R-OPP-1",
                against_campaign_opposition(camp, q),
            )
        )
    shown = q.opposition.value if q.opposition else (opp.strength if opp else "average")
    mod = OPPOSITION[shown]
    rows.append(
        PoolChoice(
            "opposition",
            "Opposition",
            f"strength: {shown}" + ("" if q.opposition else " (as the scene stands)"),
            f"{mod:+d}" if mod else "even",
            "R-OPP-1",
            q.opposition is not None,
        )
    )
    return rows


def _approach_rows(camp: Campaign, q: Question) -> list[PoolChoice]:
    left = camp.protection.soak_left
    soak = f", armour may soak it ({left} left)" if left else ""
    return [
        PoolChoice("high", "Stakes", "high stakes", "a loss costs 1", "R-CON-1", q.high_stakes),
        PoolChoice("risky", "Stakes", "risky approach", "win or loss costs 2", "R-CON-4", q.risky),
        PoolChoice("combat", "Stakes", "combat", f"a loss is a wound{soak}", "R-GEAR-3", q.combat),
        PoolChoice("bonus", "Dice", "circumstance for you", f"+{q.bonus}D", "R-ORA-1", q.bonus > 0),
        PoolChoice(
            "penalty", "Dice", "circumstance against", f"−{q.penalty}D", "R-ORA-1", q.penalty > 0
        ),
        PoolChoice("scale", "Dice", "scale", f"{q.scale:+d} rung", "R-LAD-3", q.scale != 0),
    ]


def toggle(camp: Campaign, q: Question, key: str) -> Question:
    """``q`` with the row ``key`` switched (or, for a count, stepped to its next value)."""
    kind, _, name = key.partition(":")
    if kind == "likelihood":
        return replace(q, likelihood=Likelihood(name))
    if kind in ("help", "hinder"):
        if name in q.helps or name in q.hinders:
            return replace(q, helps=_without(q.helps, name), hinders=_without(q.hinders, name))
        if kind == "help":
            return replace(q, helps=(*q.helps, name))
        return replace(q, hinders=(*q.hinders, name))
    if kind == "condition":
        return replace(q, conditions=_flip(q.conditions, name))
    if kind == "detail":
        return replace(q, details=_flip(q.details, name))
    if kind == "apt":
        return replace(q, apt=not q.apt, unfamiliar=False)
    if kind == "unfamiliar":
        return replace(q, unfamiliar=not q.unfamiliar, apt=False)
    if kind == "against":  # follows the stakes → @vs → @none → follows the stakes
        return replace(q, against_opposition=next_in(AGAINST_CYCLE, q.against_opposition))
    if kind == "high":
        high = not q.high_stakes
        return replace(q, stakes=Stakes.HIGH if high else Stakes.LOW, risky=q.risky and high)
    if kind == "risky":
        return replace(q, risky=not q.risky, stakes=Stakes.HIGH if not q.risky else q.stakes)
    if kind == "combat":
        return replace(q, combat=not q.combat)
    if kind == "opposition":
        return replace(q, opposition=next_in(STRENGTHS, q.opposition))
    if kind == "bonus":
        return replace(q, bonus=next_in(COUNTS, q.bonus))
    if kind == "penalty":
        return replace(q, penalty=next_in(COUNTS, q.penalty))
    if kind == "scale":
        return replace(q, scale=next_in(SCALES, q.scale))
    if kind in GEAR_KEYS:
        return toggle_gear(camp, q, kind, name)
    raise GameError(f"nothing to toggle called {key!r}")


def _without(names: tuple[str, ...], name: str) -> tuple[str, ...]:
    return tuple(n for n in names if n != name)


def _flip(names: tuple[str, ...], name: str) -> tuple[str, ...]:
    return _without(names, name) if name in names else (*names, name)


def framed(camp: Campaign, typed: str, *, world: bool, likelihood: Likelihood) -> Question:
    """The question a typed line frames so far (words or not yet): its markers read by the
    grammar exactly as asking reads them; GameError names a marker it cannot read."""
    words = question_words(typed)
    _, mark, tail = typed.rpartition("?")
    stand_in = f"{words or '…'}? {tail if mark else ''}"
    if world:
        return world_question(stand_in, likelihood)
    return action_question(stand_in, camp.character, tuple(d.name for d in camp.scene.details))


def names(camp: Campaign) -> tuple[str, ...]:
    """Every name a ``+`` or ``-`` marker may complete to: Descriptors, Conditions, Details."""
    hero = camp.character
    return (
        *(d.name for d in hero.descriptors),
        *(c.name for c in hero.conditions),
        *(d.name for d in camp.scene.details),
    )


def _steps(net: int) -> str:
    if not net:
        return "even"
    return f"{abs(net)} step{'s' if abs(net) > 1 else ''} toward {'yes' if net > 0 else 'no'}"
