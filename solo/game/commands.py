"""Every action a player can take, as a typed command for :meth:`solo.game.engine.Game.run`.

A command is a frozen dataclass; its class attribute ``action`` is the name the journal
records, and :func:`solo.game.command_args.to_args` the arguments it records with it, so a
journal replays with :func:`solo.game.command_args.command_from` (which is also how a shell
reads ``ACTION key=value …``: text is read into the field's type, and a bad value is refused
by name).

Commands are values: this module imports no campaign and no handler. Each command's handler
is bound to its class by ``@handles`` (:mod:`solo.game.actions`) in the module of its
concept: the oracle turn's in :mod:`solo.game.turn`, the story's in :mod:`solo.game.story`,
the hero's in :mod:`solo.game.hero`. :data:`Command` is any one of them, :data:`COMMANDS`
every class by its journal name.
"""

from __future__ import annotations

import typing
from dataclasses import dataclass
from enum import Enum
from typing import ClassVar

from solo.dice.rolls import Faces
from solo.game.choices import Strength, Take
from solo.game.errors import GameError
from solo.game.turn.offer import Target
from solo.game.turn.question import Question
from solo.rules.clocks import Trigger
from solo.saves.lonelog.document import Mark


@dataclass(frozen=True)
class Ask:
    """Frame a question and roll, or read the player's own ``dice`` (R-ORA-1)."""

    action: ClassVar[str] = "ask"
    question: Question
    dice: Faces | None = None
    event_die: int | None = None  # the event die typed in from a real table (R-GM-3)


@dataclass(frozen=True)
class Reroll:
    """Pay to reroll dice of the waiting roll, by their numbers as shown (R-RES-2)."""

    action: ClassVar[str] = "reroll"
    which: tuple[int, ...]

    def __post_init__(self) -> None:
        if any(n < 1 for n in self.which):
            raise GameError(f"dice are numbered from 1, got {list(self.which)}")


@dataclass(frozen=True)
class SpendCP:
    """Character Points after seeing the waiting d6 roll, before accepting (R-D6-5)."""

    action: ClassVar[str] = "spend_cp"
    points: int = 1


@dataclass(frozen=True)
class ClimacticFate:
    """Spend a Fate Point climactically, once per session: every action roll of the d6
    hero for the rest of the scene is doubled, with no further Fate Point (R-D6-6)."""

    action: ClassVar[str] = "climactic_fate"


@dataclass(frozen=True)
class Focus:
    """Spend 1 focus point after seeing the waiting Frameworks roll: +2 dice (R-FW-3)."""

    action: ClassVar[str] = "focus"


@dataclass(frozen=True)
class Accept:
    """Apply the waiting answer; ``take`` what its and/but brings, ``soak`` armour uses,
    ``shield`` the shield's one soak, ``piercing`` the foe's blow pierces armour (its
    yes_and, the option on), ``kind`` the Consequence's type (physical, mental, social)."""

    action: ClassVar[str] = "accept"
    take: Take = Take.AUTO
    soak: int = 0
    shield: bool = False
    piercing: bool = False
    kind: str = ""
    consequence: bool = False  # Frameworks: a failure succeeds at a consequence (R-FW-7)
    more: bool = False  # the journal shows every draw, not only the answer's one thing (R-GM-6)


@dataclass(frozen=True)
class RedrawOffer:
    """Draw the waiting answer's and/but offer again (R-ORA-2); ``complication_only``
    draws a new complication and keeps the rest of the offer (9.3)."""

    action: ClassVar[str] = "redraw_offer"
    complication_only: bool = False


@dataclass(frozen=True)
class EditOffer:
    """Keep the waiting answer's offer in the player's own words (R-ORA-2): ``text`` for
    the Condition or Detail ("" leaves it), ``complication`` for the complication (None
    leaves it; 9.3). Journals from before ``complication`` replay as text-only edits."""

    action: ClassVar[str] = "edit_offer"
    text: str = ""
    complication: str | None = None


@dataclass(frozen=True)
class GiveOffer:
    """Give the waiting answer's offer to the hero, the opposition or the scene."""

    action: ClassVar[str] = "give_offer"
    to: Target


@dataclass(frozen=True)
class Concede:
    """Concede the conflict: lose on terms you negotiate (R-CON-5)."""

    action: ClassVar[str] = "concede"
    high_stakes: bool = True


@dataclass(frozen=True)
class StartSession:
    action: ClassVar[str] = "start_session"


@dataclass(frozen=True)
class EndSession:
    """End the session; its open scene ends with it (and its opposition leaves, unless
    ``keep_opposition``), except on a ``cliffhanger``: that scene goes on next session
    (R-RES-4). ``text`` says what the cliffhanger is, in the player's words (the recap
    shows it). Journals from before ``keep_opposition`` or ``text`` read them as false and
    empty."""

    action: ClassVar[str] = "end_session"
    cliffhanger: bool = False
    keep_opposition: bool = False
    text: str = ""


@dataclass(frozen=True)
class ResolveCliffhanger:
    action: ClassVar[str] = "resolve_cliffhanger"


@dataclass(frozen=True)
class StartScene:
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


@dataclass(frozen=True)
class EditScene:
    """Change the open scene's ``place`` and/or ``tags`` (R-GM-6); a new place without
    tags takes the tags its words suggest."""

    action: ClassVar[str] = "edit_scene"
    place: str | None = None
    tags: tuple[str, ...] | None = None


@dataclass(frozen=True)
class EndScene:
    """End the scene: minor Conditions and its Details end (R-COND-5, R-COND-2), and its
    opposition leaves with it unless ``keep_opposition`` (R-OPP-1; docs/rules-decisions.md).
    ``control`` says whether the hero was in control: Tension moves one down if so, one up
    if not (R-GM-1; None: in control when the scene's actions had at least as many yes_*
    as no_* answers)."""

    action: ClassVar[str] = "end_scene"
    keep_opposition: bool = False
    control: bool | None = None


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


@dataclass(frozen=True)
class AddGoal:
    action: ClassVar[str] = "add_goal"
    text: str
    milestones: tuple[str, ...] = ()


@dataclass(frozen=True)
class Milestone:
    action: ClassVar[str] = "milestone"
    goal: str
    milestone: str = ""


@dataclass(frozen=True)
class Setback:
    action: ClassVar[str] = "setback"
    goal: str
    milestone: str = ""


@dataclass(frozen=True)
class GoalAchieved:
    """A new ``trademark``, or ``remove_flaw`` instead (R-CHAR-5)."""

    action: ClassVar[str] = "goal_achieved"
    goal: str
    trademark: str = ""
    remove_flaw: str = ""


@dataclass(frozen=True)
class GoalFailed:
    action: ClassVar[str] = "goal_failed"
    goal: str
    flaw: str = ""


@dataclass(frozen=True)
class GoalAbandoned:
    action: ClassVar[str] = "goal_abandoned"
    goal: str


@dataclass(frozen=True)
class GoalReplaced:
    action: ClassVar[str] = "goal_replaced"
    goal: str
    new_goal: str


@dataclass(frozen=True)
class NewRelationship:
    """The new Relationship a scenario's end gives (R-CHAR-5)."""

    action: ClassVar[str] = "new_relationship"
    name: str
    whom: str
    leaning: str = "positive"


@dataclass(frozen=True)
class RenameDescriptor:
    """Rename a Descriptor between sessions; a Relationship may change whom/leaning."""

    action: ClassVar[str] = "rename_descriptor"
    name: str
    new_name: str
    whom: str = ""
    leaning: str = ""


@dataclass(frozen=True)
class RephraseGoal:
    """Reword a Goal between sessions at no cost (R-CHAR-5)."""

    action: ClassVar[str] = "rephrase_goal"
    goal: str
    new_text: str


@dataclass(frozen=True)
class LevelUp:
    """One level more between sessions, with the levels option (R-CHAR-5)."""

    action: ClassVar[str] = "level_up"


@dataclass(frozen=True)
class SetOpposition:
    action: ClassVar[str] = "set_opposition"
    name: str
    strength: Strength = Strength.AVERAGE
    pool: str = "standard"
    scale: int = 0
    slots: str = ""  # foot_soldier, lieutenant, …: Consequence slots instead (R-RES-9)


@dataclass(frozen=True)
class ClearOpposition:
    action: ClassVar[str] = "clear_opposition"


@dataclass(frozen=True)
class AddThread:
    """A story thread the player follows, besides the hero's Goals (R-GM-4)."""

    action: ClassVar[str] = "add_thread"
    text: str


@dataclass(frozen=True)
class RenameThread:
    action: ClassVar[str] = "rename_thread"
    name: str
    new_name: str


@dataclass(frozen=True)
class CloseThread:
    """The thread is done with; it stays in the list, closed (R-GM-4)."""

    action: ClassVar[str] = "close_thread"
    name: str


@dataclass(frozen=True)
class RemoveThread:
    """The thread leaves the list, as if never opened (R-GM-4)."""

    action: ClassVar[str] = "remove_thread"
    name: str


@dataclass(frozen=True)
class AddNpc:
    """Someone the hero met joins the NPC list (R-GM-4); a ``rank`` (standard, lieutenant,
    villain) makes a foe with its own Resolve (R-CON-3) and opposition ``strength``."""

    action: ClassVar[str] = "add_npc"
    name: str
    rank: str = ""
    note: str = ""
    strength: Strength = Strength.AVERAGE


@dataclass(frozen=True)
class DrawNpc:
    """Draw someone from the NPC table: they join the NPC list (R-GM-4), a foe with a
    ``rank``."""

    action: ClassVar[str] = "draw_npc"
    rank: str = ""


@dataclass(frozen=True)
class RenameNpc:
    action: ClassVar[str] = "rename_npc"
    name: str
    new_name: str


@dataclass(frozen=True)
class RemoveNpc:
    action: ClassVar[str] = "remove_npc"
    name: str


@dataclass(frozen=True)
class AddCondition:
    action: ClassVar[str] = "add_condition"
    name: str
    polarity: str = "negative"
    tier: str = "minor"
    category: str = "physical"
    lasting: bool = False  # kept beyond the scene until ended (a bond, an item)


@dataclass(frozen=True)
class RemoveCondition:
    action: ClassVar[str] = "remove_condition"
    name: str


@dataclass(frozen=True)
class AddDetail:
    action: ClassVar[str] = "add_detail"
    name: str
    polarity: str = "negative"
    lasting: bool = False


@dataclass(frozen=True)
class RemoveDetail:
    """A Detail of the scene ends, a lasting one too."""

    action: ClassVar[str] = "remove_detail"
    name: str


@dataclass(frozen=True)
class Keep:
    """A Condition of the hero or a Detail of the scene lasts beyond the scene, until the
    player ends it (``remove_condition`` / ``remove_detail``): a bond made, an item won."""

    action: ClassVar[str] = "keep"
    name: str


@dataclass(frozen=True)
class WearArmour:
    action: ClassVar[str] = "wear_armour"
    kind: str = "light"
    partial: bool = False
    shield: bool = False
    name: str = ""


@dataclass(frozen=True)
class Wield:
    """Take up a weapon of a rating 0-6 (R-GEAR-1)."""

    action: ClassVar[str] = "wield"
    name: str
    rating: int = 4
    delivery: str = "melee"
    automatic: bool = False


@dataclass(frozen=True)
class RepairArmour:
    action: ClassVar[str] = "repair_armour"


@dataclass(frozen=True)
class TradeTrademark:
    action: ClassVar[str] = "trade_trademark"
    trademark: str
    flaw: str


@dataclass(frozen=True)
class AgeCondition:
    """A Condition heals a tier with time, or (``worsen``) an untreated one grows (R-COND-5)."""

    action: ClassVar[str] = "age_condition"
    name: str
    worsen: bool = False
    new_name: str = ""


@dataclass(frozen=True)
class InvestAsset:
    """Gear or a supporting character for a Trademark, or group-owned (R-CHAR-4)."""

    action: ClassVar[str] = "invest_asset"
    name: str
    concept: str
    trademarks: tuple[str, ...]
    flaw: str
    trademark: str = ""
    kind: str = "gear"
    group: bool = False


@dataclass(frozen=True)
class LoseAsset:
    """Lose an asset to events (+1 Resolve), or for good (its Trademarks back)."""

    action: ClassVar[str] = "lose_asset"
    name: str
    permanent: bool = False


@dataclass(frozen=True)
class RegainAsset:
    action: ClassVar[str] = "regain_asset"
    name: str


@dataclass(frozen=True)
class NameTrademark:
    """Name a Trademark a lost asset handed back (R-CHAR-4)."""

    action: ClassVar[str] = "name_trademark"
    name: str


@dataclass(frozen=True)
class UsePower:
    """Use a power before the roll: magic points, very powerful uses (R-SUP-1)."""

    action: ClassVar[str] = "use_power"
    power: str
    trivial: bool = False
    very_powerful: bool = False


@dataclass(frozen=True)
class EditConcept:
    """Rename the Concept and restate its abilities (R-CHAR-1: 3-5 at creation)."""

    action: ClassVar[str] = "edit_concept"
    name: str
    abilities: tuple[str, ...] = ()


@dataclass(frozen=True)
class AddClock:
    """A clock of ``segments`` (4, 6, 8, 10 or 12) that ``trigger`` ticks: by hand, each
    no_* answer to the hero's actions (a threat), each yes_* one (progress) or each random
    event; full, it says ``fires`` in the journal (R-GM-5)."""

    action: ClassVar[str] = "add_clock"
    name: str
    segments: int
    trigger: Trigger = Trigger.HAND
    fires: str = ""


@dataclass(frozen=True)
class Tick:
    """Tick a clock by hand, ``by`` segments (a negative ``by`` takes segments back)."""

    action: ClassVar[str] = "tick"
    name: str
    by: int = 1


@dataclass(frozen=True)
class RemoveClock:
    action: ClassVar[str] = "remove_clock"
    name: str


@dataclass(frozen=True)
class LogLine:
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


@dataclass(frozen=True)
class LogFrame:
    """The frame of an imported Lonelog log that a campaign does not hold itself, kept
    so that exporting the campaign writes it back."""

    action: ClassVar[str] = "log_frame"
    part: LogPart
    text: str


Command = (
    Ask
    | Reroll
    | SpendCP
    | ClimacticFate
    | Focus
    | Accept
    | RedrawOffer
    | EditOffer
    | GiveOffer
    | Concede
    | StartSession
    | EndSession
    | ResolveCliffhanger
    | StartScene
    | EditScene
    | EndScene
    | EndScenario
    | Downtime
    | Fact
    | FlawComplication
    | GenreAction
    | AddGoal
    | Milestone
    | Setback
    | GoalAchieved
    | GoalFailed
    | GoalAbandoned
    | GoalReplaced
    | SetOpposition
    | ClearOpposition
    | AddThread
    | RenameThread
    | CloseThread
    | RemoveThread
    | AddNpc
    | DrawNpc
    | RenameNpc
    | RemoveNpc
    | AddCondition
    | RemoveCondition
    | AddDetail
    | RemoveDetail
    | Keep
    | WearArmour
    | RepairArmour
    | Wield
    | TradeTrademark
    | NewRelationship
    | RenameDescriptor
    | RephraseGoal
    | LevelUp
    | AgeCondition
    | UsePower
    | InvestAsset
    | LoseAsset
    | RegainAsset
    | NameTrademark
    | Note
    | EditConcept
    | AddClock
    | Tick
    | RemoveClock
    | LogLine
    | LogFrame
)
"""Any one command."""

COMMANDS: dict[str, type[Command]] = {c.action: c for c in typing.get_args(Command)}
"""Every command class by the action name the journal records."""
