"""The commands of sessions, scenes and scenarios, the Resolve economy's events outside a
roll, and the player's notes (run by :mod:`solo.game.scenes` and
:mod:`solo.game.resolve_events`). See :mod:`solo.game.commands` for what a command is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class StartSession:
    action: ClassVar[str] = "start_session"


@dataclass(frozen=True)
class EndSession:
    action: ClassVar[str] = "end_session"
    cliffhanger: bool = False


@dataclass(frozen=True)
class ResolveCliffhanger:
    action: ClassVar[str] = "resolve_cliffhanger"


@dataclass(frozen=True)
class StartScene:
    action: ClassVar[str] = "start_scene"
    title: str
    setting: str = ""


@dataclass(frozen=True)
class EndScene:
    action: ClassVar[str] = "end_scene"


@dataclass(frozen=True)
class EndScenario:
    action: ClassVar[str] = "end_scenario"


@dataclass(frozen=True)
class Downtime:
    action: ClassVar[str] = "downtime"
    condition: str = ""
    remove: bool = False


@dataclass(frozen=True)
class Fact:
    action: ClassVar[str] = "fact"
    text: str


@dataclass(frozen=True)
class FlawComplication:
    action: ClassVar[str] = "flaw_complication"
    flaw: str
    pivotal: bool = True


@dataclass(frozen=True)
class GenreAction:
    action: ClassVar[str] = "genre_action"
    text: str = ""


@dataclass(frozen=True)
class Note:
    action: ClassVar[str] = "note"
    text: str
