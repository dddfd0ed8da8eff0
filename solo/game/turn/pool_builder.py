"""The question being framed, as one pool request with two views: toggles and markers.

The play screen shows what could apply to the next question (the hero's Concept and
Descriptors, active Conditions, the scene's Details, the opposition, stakes and approach,
circumstance dice, scale; gear and allies from :mod:`solo.game.turn.pool_builder`) as
:class:`PoolChoice` rows; the question bar shows the same request as typed markers
(:mod:`solo.game.grammar` reads them, :mod:`solo.game.grammar` writes them). Both are
views of one :class:`~solo.game.turn.question.Question`: :func:`toggle` changes it,
:func:`markers` writes it back as text, and :func:`odds` gives its exact odds through the
very code the roll uses (:func:`~solo.game.turn.pool.build_pool`,
:func:`~solo.game.turn.pool.build_params`).
"""

from __future__ import annotations

import re
from typing import TypeVar

from msgspec import Struct
from msgspec.structs import replace

from solo.dice import mechanic
from solo.dice.base import OPPOSITION, Params
from solo.dice.exact import Odds
from solo.game.campaign import Campaign
from solo.game.choices import Likelihood, Stakes, Strength
from solo.game.errors import GameError
from solo.game.grammar import action_question, question_words, world_question
from solo.game.turn.pool import against_campaign_opposition, build_params, build_pool, exchange
from solo.game.turn.question import Question
from solo.rules.character.assets import Asset
from solo.rules.character.descriptors import Descriptor
from solo.rules.gear.armour import Activity, ArmourKind
from solo.rules.gear.exchange import Exchange
from solo.rules.pool import asset_item, condition_item, descriptor_item, detail_item

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
    """The mechanic's params for ``q``, exactly as :func:`solo.game.turn.oracle.ask` builds them."""
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
    toggled = _toggle_named(q, kind, name) or _toggle_approach(q, kind) or _step_count(q, kind)
    if toggled is not None:
        return toggled
    if kind in GEAR_KEYS:
        return toggle_gear(camp, q, kind, name)
    raise GameError(f"nothing to toggle called {key!r}")


def _toggle_named(q: Question, kind: str, name: str) -> Question | None:
    """A row naming something: the likelihood, a Descriptor, a Condition, a scene Detail."""
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
    return None


def _toggle_approach(q: Question, kind: str) -> Question | None:
    """A row of the Concept, the opposition or the stakes."""
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
    return None


def _step_count(q: Question, kind: str) -> Question | None:
    """A counted row stepped to its next value: circumstance dice, scale."""
    if kind == "bonus":
        return replace(q, bonus=next_in(COUNTS, q.bonus))
    if kind == "penalty":
        return replace(q, penalty=next_in(COUNTS, q.penalty))
    if kind == "scale":
        return replace(q, scale=next_in(SCALES, q.scale))
    return None


def _without(names: tuple[str, ...], name: str) -> tuple[str, ...]:
    return tuple(n for n in names if n != name)


def _flip(names: tuple[str, ...], name: str) -> tuple[str, ...]:
    return _without(names, name) if name in names else (*names, name)


def framed(camp: Campaign, typed: str, *, world: bool, likelihood: Likelihood) -> Question:
    """The question a typed line frames so far (words or not yet): its markers read by the
    grammar exactly as asking reads them; GameError names a marker it cannot read. Beyond
    the words themselves (the question's text), it reads only :func:`markers` of the line."""
    words = question_words(typed)
    tail = markers(typed)
    stand_in = f"{words or '…'}? {tail}"
    if world:
        return world_question(stand_in, likelihood)
    return action_question(stand_in, camp.character, tuple(d.name for d in camp.scene.details))


def markers(typed: str) -> str:
    """The part of a typed line after its last ``?`` (the markers), empty before one: two
    lines alike in it frame the same pool, whatever their words."""
    _, mark, tail = typed.rpartition("?")
    return tail if mark else ""


def names(camp: Campaign) -> tuple[str, ...]:
    """Every name a ``+`` or ``-`` marker may complete to: Descriptors, Conditions, Details."""
    hero = camp.character
    return (
        *(d.name for d in hero.descriptors),
        *(c.name for c in hero.conditions),
        *(d.name for d in camp.scene.details),
    )


def _steps(net: int) -> str:
    """A likelihood's shift from even, beside its name ("1 step toward yes likely"); even
    itself "±0" (not "even even")."""
    if not net:
        return "±0"
    return f"{abs(net)} step{'s' if abs(net) > 1 else ''} toward {'yes' if net > 0 else 'no'}"


T = TypeVar("T")
_RULE = re.compile(r"R-[A-Z]+-\d+")


class PoolChoice(Struct, frozen=True):
    """One row of the pool builder: what it is, what it does, the rule, and whether it is on.

    ``key`` names it for :func:`solo.game.turn.pool_builder.toggle`: ``help:NAME``,
    ``hinder:NAME``, ``condition:NAME``, ``detail:NAME``, ``apt``, ``unfamiliar``,
    ``against``, ``opposition``, ``high``, ``risky``, ``combat``, ``bonus``, ``penalty``,
    ``scale``, ``likelihood:VALUE``; for gear and allies (:mod:`solo.game.turn.pool_builder`)
    ``foe_weapon``, ``foe_armour``, ``evasion``, ``cramped``, ``activity``, ``allies``,
    ``aide:ASSET`` and ``asset:ASSET: DESCRIPTOR``.
    """

    key: str
    group: str
    label: str
    effect: str
    rule: str
    on: bool


def next_in(cycle: tuple[T, ...], value: T) -> T:
    """The value after ``value`` in ``cycle`` (the first when ``value`` is not in it)."""
    i = cycle.index(value) if value in cycle else 0
    return cycle[(i + 1) % len(cycle)]


def rule_in(why: str, default: str) -> str:
    """The first rule ID a reason names, else ``default``."""
    found = _RULE.search(why)
    return found.group(0) if found else default


def dice_text(dice: int) -> str:
    """``+1D``, ``-1D``, or ``even`` for no die either way."""
    return f"{dice:+d}D" if dice else "even"


RATINGS: tuple[int | None, ...] = (None, 0, 2, 3, 4, 5, 6)
"""The foe's weapon or a target's evasion as the builder cycles it: none, then 0-6 (R-GEAR-1)."""
FOE_ARMOUR: tuple[str, ...] = ("", *(k.value for k in ArmourKind if k is not ArmourKind.NONE))
"""The foe's armour as the builder cycles it: none, light, medium, heavy (R-GEAR-2)."""
GEAR_KEYS = (
    "foe_weapon",
    "foe_armour",
    "evasion",
    "cramped",
    "activity",
    "allies",
    "aide",
    "asset",
)
"""The row kinds this module shows and :func:`toggle_gear` switches."""
OFF = "—"
"""The effect shown by a row that is not in play (no exchange, no activity)."""


def gear_rows(camp: Campaign, q: Question) -> list[PoolChoice]:
    """The gear and allies rows for an action question (none for a world question)."""
    if q.world:
        return []
    return [*_weapon_rows(camp, q), *_activity_rows(camp, q), *_ally_rows(camp, q)]


def _weapon_rows(camp: Campaign, q: Question) -> list[PoolChoice]:
    try:
        fight = exchange(camp, q)
    except GameError:
        fight = None
    both = fight is not None and fight.them is not None
    fleeing = fight is not None and fight.them is None
    yours = f"yours: {camp.weapon.name} {camp.weapon.rating}"
    rows = [
        PoolChoice(
            "foe_weapon",
            "Gear",
            f"foe's weapon: {_rating(q.foe_weapon)} ({yours})",
            dice_text(fight.weapon_edge()) if fight is not None and both else OFF,
            "R-GEAR-1",
            q.foe_weapon is not None,
        )
    ]
    if fight is not None and both:
        armour = camp.protection.armour
        rows.append(
            PoolChoice(
                "foe_armour",
                "Gear",
                f"foe's armour: {q.foe_armour or 'none'} (yours: {armour.label})",
                dice_text(fight.armour_edge()),
                "R-GEAR-2",
                bool(q.foe_armour),
            )
        )
    rows.append(
        PoolChoice(
            "evasion",
            "Gear",
            f"target flees or hides (cover, range or speed): {_rating(q.evasion)} ({yours})",
            dice_text(fight.weapon_edge()) if fight is not None and fleeing else OFF,
            "R-GEAR-1",
            q.evasion is not None,
        )
    )
    if fight is not None:
        cramped = _edge(camp, replace(q, cramped=True)) - _edge(camp, replace(q, cramped=False))
        rows.append(
            PoolChoice(
                "cramped",
                "Gear",
                "cramped quarters: weapon ratings reversed",
                dice_text(cramped),
                "R-GEAR-1",
                q.cramped,
            )
        )
    return rows


def _activity_rows(camp: Campaign, q: Question) -> list[PoolChoice]:
    """One row cycling the activities the hero's armour hampers; none if it hampers none."""
    worn = camp.protection
    if not hampered(camp):
        return []
    penalty = worn.activity_penalty(Activity(q.activity)) if q.activity in _values() else 0
    return [
        PoolChoice(
            "activity",
            "Gear",
            f"{worn.armour.label} hampers: {q.activity or 'none chosen'}",
            dice_text(-penalty) if q.activity else OFF,
            "R-GEAR-4",
            bool(q.activity),
        )
    ]


def hampered(camp: Campaign) -> tuple[str, ...]:
    """The activities the hero's armour gives penalty dice (R-GEAR-4), in the rules' order."""
    return tuple(a.value for a in Activity if camp.protection.activity_penalty(a))


def _ally_rows(camp: Campaign, q: Question) -> list[PoolChoice]:
    with_allies = _gain(camp, replace(q, with_allies=True), replace(q, with_allies=False))
    rows = [PoolChoice("allies", "Allies", "allies ask too", with_allies, "R-CON-6", q.with_allies)]
    for asset in camp.character.assets:
        if not asset.lost:  # a lost asset cannot help (R-CHAR-4)
            rows.append(_aide_row(camp, q, asset))
            rows.extend(_asset_descriptor_rows(q, asset))
    return rows


def _aide_row(camp: Campaign, q: Question, asset: Asset) -> PoolChoice:
    gain = _gain(camp, replace(q, aide=asset.name), replace(q, aide=""))
    return PoolChoice(
        f"aide:{asset.name}",
        "Allies",
        f"aide {asset.name} ({asset.concept.name}) covers the task: no −1D outside the Concept",
        gain,
        "R-CHAR-4",
        q.aide.casefold() == asset.name.casefold(),
    )


def _asset_descriptor_rows(q: Question, asset: Asset) -> list[PoolChoice]:
    used = {_asset_key(text) for text in q.asset_helps}
    rows = []
    for descriptor in (*asset.trademarks, *asset.flaws):
        item = asset_item(asset, descriptor, None)
        text = f"{asset.name}: {descriptor}"
        rows.append(
            PoolChoice(
                f"asset:{text}",
                "Allies",
                item.source,
                dice_text(item.dice),
                "R-CHAR-4",
                _asset_key(text) in used,
            )
        )
    return rows


def toggle_gear(camp: Campaign, q: Question, kind: str, name: str) -> Question:
    """``q`` with the gear or allies row ``kind`` (``name`` for an asset) switched or stepped."""
    if kind == "foe_weapon":
        rating = next_in(RATINGS, q.foe_weapon)
        if rating is None:
            return replace(q, foe_weapon=None, foe_armour="", cramped=False)
        return replace(q, foe_weapon=rating, evasion=None)
    if kind == "foe_armour":
        return replace(q, foe_armour=next_in(FOE_ARMOUR, q.foe_armour))
    if kind == "evasion":
        rating = next_in(RATINGS, q.evasion)
        if rating is None:
            return replace(q, evasion=None, cramped=False)
        return replace(q, evasion=rating, foe_weapon=None, foe_armour="")
    if kind == "cramped":
        return replace(q, cramped=not q.cramped)
    if kind == "activity":
        return replace(q, activity=next_in(("", *hampered(camp)), q.activity))
    if kind == "allies":
        return replace(q, with_allies=not q.with_allies)
    if kind == "aide":
        return replace(q, aide="" if q.aide.casefold() == name.casefold() else name)
    if kind == "asset":
        kept = tuple(t for t in q.asset_helps if _asset_key(t) != _asset_key(name))
        return replace(q, asset_helps=kept if len(kept) < len(q.asset_helps) else (*kept, name))
    raise GameError(f"nothing to toggle called {kind!r}")


def _rating(value: int | None) -> str:
    return "none" if value is None else str(value)


def _edge(camp: Campaign, q: Question) -> int:
    fight: Exchange | None = exchange(camp, q)
    return fight.weapon_edge() if fight is not None else 0


def _gain(camp: Campaign, on: Question, off: Question) -> str:
    """What switching a row on adds to the pool's dice, built as the roll builds it."""
    try:
        return dice_text(_dice(camp, on) - _dice(camp, off))
    except GameError:
        return "?"


def _dice(camp: Campaign, q: Question) -> int:
    pool = build_pool(camp, q)
    return pool.bonus - pool.penalty


def _asset_key(text: str) -> tuple[str, str]:
    name, _, descriptor = text.partition(":")
    return name.strip().casefold(), descriptor.strip().casefold()


def _values() -> tuple[str, ...]:
    return tuple(a.value for a in Activity)
