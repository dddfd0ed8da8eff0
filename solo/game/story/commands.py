"""The story's commands, as typed values for :meth:`solo.game.engine.Game.run`: sessions
and scenes, Goals, threads and NPCs, the opposition, clocks, notes, and the lines of an
imported Lonelog log.

Commands are values (see :mod:`solo.game.commands`, which holds every package's as one
:data:`~solo.game.commands.Command`): this module imports no campaign and no handler. Their
handlers are in this package (:mod:`.scenes`, :mod:`.goals`, :mod:`.cast_actions`,
:mod:`.opposition`, :mod:`.clock_actions`, :mod:`.lonelog`).
"""

from __future__ import annotations

from enum import Enum
from typing import ClassVar

from msgspec import Struct

from solo.dice.rolls import Faces
from solo.game.choices import Strength
from solo.rules.clocks import Trigger
from solo.saves.lonelog.document import Mark


class StartSession(Struct, frozen=True):
    action: ClassVar[str] = "start_session"


class EndSession(Struct, frozen=True):
    """End the session; its open scene ends with it (and its opposition leaves, unless
    ``keep_opposition``), except on a ``cliffhanger``: that scene goes on next session
    (R-RES-4). ``text`` says what the cliffhanger is, in the player's words (the recap
    shows it). Journals from before ``keep_opposition`` or ``text`` read them as false and
    empty."""

    action: ClassVar[str] = "end_session"
    cliffhanger: bool = False
    keep_opposition: bool = False
    text: str = ""


class ResolveCliffhanger(Struct, frozen=True):
    action: ClassVar[str] = "resolve_cliffhanger"


class StartScene(Struct, frozen=True):
    """A new scene; one still open ends first, as :class:`EndScene` (``keep_opposition``).
    ``place`` is where it is in the player's words, ``tags`` its place tags (R-GM-6; none
    given: guessed from the place's words, else the title's). ``setting`` is the old one
    word (journals from before places, ``/scene TITLE @word``): a tag, else a place.
    ``expect`` is what the player expects and ``test`` whether the oracle tests it
    (R-GM-2; None: tested, except a campaign's first scene and a cliffhanger resumed);
    ``dice`` the test's dice typed in from a real table."""

    action: ClassVar[str] = "start_scene"
    title: str
    setting: str = ""
    keep_opposition: bool = False
    place: str = ""
    tags: tuple[str, ...] = ()
    expect: str = ""
    test: bool | None = None
    dice: Faces | None = None


class EditScene(Struct, frozen=True):
    """Change the open scene's ``place`` and/or ``tags`` (R-GM-6); a new place without
    tags takes the tags its words suggest."""

    action: ClassVar[str] = "edit_scene"
    place: str | None = None
    tags: tuple[str, ...] | None = None


class EndScene(Struct, frozen=True):
    """End the scene: minor Conditions and its Details end (R-COND-5, R-COND-2), and its
    opposition leaves with it unless ``keep_opposition`` (R-OPP-1; docs/rules-decisions.md).
    ``control`` says whether the hero was in control: Tension moves one down if so, one up
    if not (R-GM-1; None: in control when the scene's actions had at least as many yes_*
    as no_* answers)."""

    action: ClassVar[str] = "end_scene"
    keep_opposition: bool = False
    control: bool | None = None


class EndScenario(Struct, frozen=True):
    action: ClassVar[str] = "end_scenario"


class Note(Struct, frozen=True):
    action: ClassVar[str] = "note"
    text: str


class AddGoal(Struct, frozen=True):
    action: ClassVar[str] = "add_goal"
    text: str
    milestones: tuple[str, ...] = ()


class Milestone(Struct, frozen=True):
    action: ClassVar[str] = "milestone"
    goal: str
    milestone: str = ""


class Setback(Struct, frozen=True):
    action: ClassVar[str] = "setback"
    goal: str
    milestone: str = ""


class GoalAchieved(Struct, frozen=True):
    """A new ``trademark``, or ``remove_flaw`` instead (R-CHAR-5)."""

    action: ClassVar[str] = "goal_achieved"
    goal: str
    trademark: str = ""
    remove_flaw: str = ""


class GoalFailed(Struct, frozen=True):
    action: ClassVar[str] = "goal_failed"
    goal: str
    flaw: str = ""


class GoalAbandoned(Struct, frozen=True):
    action: ClassVar[str] = "goal_abandoned"
    goal: str


class GoalReplaced(Struct, frozen=True):
    action: ClassVar[str] = "goal_replaced"
    goal: str
    new_goal: str


class SetOpposition(Struct, frozen=True):
    action: ClassVar[str] = "set_opposition"
    name: str
    strength: Strength = Strength.AVERAGE
    pool: str = "standard"
    scale: int = 0
    slots: str = ""  # foot_soldier, lieutenant, …: Consequence slots instead (R-RES-9)


class ClearOpposition(Struct, frozen=True):
    action: ClassVar[str] = "clear_opposition"


class AddThread(Struct, frozen=True):
    """A story thread the player follows, besides the hero's Goals (R-GM-4)."""

    action: ClassVar[str] = "add_thread"
    text: str


class RenameThread(Struct, frozen=True):
    action: ClassVar[str] = "rename_thread"
    name: str
    new_name: str


class CloseThread(Struct, frozen=True):
    """The thread is done with; it stays in the list, closed (R-GM-4)."""

    action: ClassVar[str] = "close_thread"
    name: str


class RemoveThread(Struct, frozen=True):
    """The thread leaves the list, as if never opened (R-GM-4)."""

    action: ClassVar[str] = "remove_thread"
    name: str


class AddNpc(Struct, frozen=True):
    """Someone the hero met joins the NPC list (R-GM-4); a ``rank`` (standard, lieutenant,
    villain) makes a foe with its own Resolve (R-CON-3) and opposition ``strength``."""

    action: ClassVar[str] = "add_npc"
    name: str
    rank: str = ""
    note: str = ""
    strength: Strength = Strength.AVERAGE


class DrawNpc(Struct, frozen=True):
    """Draw someone from the NPC table: they join the NPC list (R-GM-4), a foe with a
    ``rank``."""

    action: ClassVar[str] = "draw_npc"
    rank: str = ""


class RenameNpc(Struct, frozen=True):
    action: ClassVar[str] = "rename_npc"
    name: str
    new_name: str


class RemoveNpc(Struct, frozen=True):
    action: ClassVar[str] = "remove_npc"
    name: str


class AddDetail(Struct, frozen=True):
    action: ClassVar[str] = "add_detail"
    name: str
    polarity: str = "negative"
    lasting: bool = False


class RemoveDetail(Struct, frozen=True):
    """A Detail of the scene ends, a lasting one too."""

    action: ClassVar[str] = "remove_detail"
    name: str


class Keep(Struct, frozen=True):
    """A Condition of the hero or a Detail of the scene lasts beyond the scene, until the
    player ends it (``remove_condition`` / ``remove_detail``): a bond made, an item won."""

    action: ClassVar[str] = "keep"
    name: str


class AddClock(Struct, frozen=True):
    """A clock of ``segments`` (4, 6, 8, 10 or 12) that ``trigger`` ticks: by hand, each
    no_* answer to the hero's actions (a threat), each yes_* one (progress) or each random
    event; full, it says ``fires`` in the journal (R-GM-5)."""

    action: ClassVar[str] = "add_clock"
    name: str
    segments: int
    trigger: Trigger = Trigger.HAND
    fires: str = ""


class Tick(Struct, frozen=True):
    """Tick a clock by hand, ``by`` segments (a negative ``by`` takes segments back)."""

    action: ClassVar[str] = "tick"
    name: str
    by: int = 1


class RemoveClock(Struct, frozen=True):
    action: ClassVar[str] = "remove_clock"
    name: str


class LogLine(Struct, frozen=True):
    """A line of a Lonelog log brought in by `solo import`, kept as written: a question
    keeps its dice and answer as recorded (never rolled again), a tag line its NPCs,
    threads and clocks (``mark`` and ``text`` as :class:`~solo.saves.lonelog.document.Entry`)."""

    action: ClassVar[str] = "log_line"
    mark: Mark
    text: str
    speaker: str = ""


class LogPart(Enum):
    """What of an imported log's frame a :class:`LogFrame` keeps."""

    FRONT_MATTER = "front_matter"  # the YAML block's lines, one per line of ``text``
    SESSION_HEADING = "session_heading"  # a session's heading, when not "Session N" in turn
    SCENE_HEADING = "scene_heading"  # a scene's heading, when not "S<number> *title*"


class LogFrame(Struct, frozen=True):
    """The frame of an imported Lonelog log that a campaign does not hold itself, kept
    so that exporting the campaign writes it back."""

    action: ClassVar[str] = "log_frame"
    part: LogPart
    text: str
