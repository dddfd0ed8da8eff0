"""One name matcher for everything a player names: Descriptors, Goals, milestones,
Conditions and scene Details, in question markers and in every action's arguments.

A name may be given by any unique part of it, in any case (``_`` reads as a space); the
whole name wins over a part of a longer one; nothing or several matches are refused with
the names to choose from. :func:`with_full_names` gives a command its full names before
it runs, so the journal records (and replays) what was meant.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeAlias, TypeVar

from msgspec import Struct
from msgspec.structs import replace

from solo.game.errors import GameError
from solo.game.turn.commands import Ask, TurnCommand

if TYPE_CHECKING:
    from solo.game.campaign import Campaign
    from solo.game.commands import Command
    from solo.game.turn.question import Question

Fields = TypeVar("Fields", bound=Struct)


def match_name(part: str, names: Sequence[str], what: str, plural: str = "") -> str:
    """The one name of ``names`` that ``part`` picks out (see the module)."""
    plural = plural or what + "s"
    wanted = " ".join(part.replace("_", " ").split()).lower()
    if not wanted:
        raise GameError(f"name a {what}; {_choices(names, plural)}")
    exact = [n for n in names if n.lower() == wanted]
    if exact:
        return exact[0]
    found = [n for n in names if wanted in n.lower()]
    if len(found) == 1:
        return found[0]
    if not found:
        raise GameError(f"no {what} matches {part!r}; {_choices(names, plural)}")
    raise GameError(
        f"{part!r} matches several {plural}: {'; '.join(found)} — type more of one name"
    )


def _choices(names: Sequence[str], plural: str) -> str:
    return f"{plural}: {'; '.join(names)}" if names else f"there are no {plural}"


Naming: TypeAlias = "Command | Question"
"""What names things: a command's arguments, or a question's markers."""

Names = Callable[["Campaign", Naming], Sequence[str]]
"""The names the hero or the scene has that a field may pick from."""


def _descriptors(camp: Campaign, cmd: Naming) -> Sequence[str]:
    return [d.name for d in camp.character.descriptors]


def _trademarks(camp: Campaign, cmd: Naming) -> Sequence[str]:
    return [d.name for d in camp.character.trademarks]


def _flaws(camp: Campaign, cmd: Naming) -> Sequence[str]:
    return [d.name for d in camp.character.flaws]


def _flaws_and_trademarks(camp: Campaign, cmd: Naming) -> Sequence[str]:
    """A Flaw, or a Trademark acting as one (R-RES-3)."""
    return [*_flaws(camp, cmd), *_trademarks(camp, cmd)]


def _goals(camp: Campaign, cmd: Naming) -> Sequence[str]:
    return [g.text for g in camp.character.active_goals]


def _milestones(camp: Campaign, cmd: Naming) -> Sequence[str]:
    goal = getattr(cmd, "goal", "")
    found = [g for g in camp.character.active_goals if g.text == goal]
    return [m.text for m in found[0].milestones] if found else []


def _conditions(camp: Campaign, cmd: Naming) -> Sequence[str]:
    return [x.name for x in camp.character.conditions]


def _assets(camp: Campaign, cmd: Naming) -> Sequence[str]:
    return [a.name for a in camp.character.assets]


def _powers(camp: Campaign, cmd: Naming) -> Sequence[str]:
    return camp.character.power_names


def _details(camp: Campaign, cmd: Naming) -> Sequence[str]:
    return [d.name for d in camp.scene.details]


def _clocks(camp: Campaign, cmd: Naming) -> Sequence[str]:
    return [k.name for k in camp.clocks]


GOAL = ("goal", _goals, "Goal")
Named = tuple[tuple[str, Names, str], ...]


@functools.cache
def named_fields() -> dict[type[Command], Named]:
    """The fields of each command that name something the hero or the scene already has
    (in order: a milestone is looked for in the Goal just matched). The story's and the
    hero's commands are imported here: a turn's commands name nothing but the question's."""
    from solo.game.hero import commands as h
    from solo.game.story import commands as s

    return {
        s.Milestone: (GOAL, ("milestone", _milestones, "milestone")),
        s.Setback: (GOAL, ("milestone", _milestones, "milestone")),
        s.GoalAchieved: (GOAL, ("remove_flaw", _flaws, "Flaw")),
        s.GoalFailed: (GOAL,),
        s.GoalAbandoned: (GOAL,),
        s.GoalReplaced: (GOAL,),
        h.TradeTrademark: (("trademark", _trademarks, "Trademark"),),
        h.FlawComplication: (("flaw", _flaws_and_trademarks, "Flaw or Trademark"),),
        h.Downtime: (("condition", _conditions, "Condition"),),
        h.RemoveCondition: (("name", _conditions, "Condition"),),
        h.AgeCondition: (("name", _conditions, "Condition"),),
        h.RephraseGoal: (GOAL,),
        h.RenameDescriptor: (("name", _descriptors, "Descriptor"),),
        h.InvestAsset: (("trademark", _trademarks, "Trademark"),),
        h.LoseAsset: (("name", _assets, "asset"),),
        h.RegainAsset: (("name", _assets, "asset"),),
        h.UsePower: (("power", _powers, "power"),),
        s.Tick: (("name", _clocks, "clock"),),
        s.RemoveClock: (("name", _clocks, "clock"),),
    }


def with_full_names(camp: Campaign, command: Command) -> Command:
    """``command`` with every name it gives matched to the full name."""
    if isinstance(command, Ask):
        return replace(command, question=question_names(camp, command.question))
    if isinstance(command, TurnCommand):  # the rest of a turn names nothing
        return command
    for field, names, what in named_fields().get(type(command), ()):
        given = getattr(command, field)
        if given:  # an empty optional name stays empty
            full = match_name(given, names(camp, command), what)
            command = _with(command, field, full)
    return command


def _with(command: Fields, field: str, value: str) -> Fields:
    """``command`` with one named field replaced (any command's: the field is a name
    from :func:`named_fields`, not known to the type checker)."""
    return replace(command, **{field: value})


def question_names(camp: Campaign, q: Question) -> Question:
    """The question's Descriptors, Conditions, scene Details and power by their full names."""
    if q.world:
        return q
    descriptors = _descriptors(camp, q)
    conditions = _conditions(camp, q)
    details = _details(camp, q)
    return replace(
        q,
        helps=tuple(match_name(n, descriptors, "Descriptor") for n in q.helps),
        hinders=tuple(match_name(n, descriptors, "Descriptor") for n in q.hinders),
        conditions=tuple(match_name(n, conditions, "Condition") for n in q.conditions),
        details=tuple(match_name(n, details, "scene Detail") for n in q.details),
        power=match_name(q.power, _powers(camp, q), "power") if q.power else "",
    )
