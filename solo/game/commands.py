"""Every action a player can take, as one type: :data:`Command` is any command of the turn
(:mod:`solo.game.turn.commands`), the story (:mod:`solo.game.story.commands`) or the hero
(:mod:`solo.game.hero.commands`), and :data:`COMMANDS` every class by its journal name.

A command is a frozen ``msgspec.Struct``; its class attribute ``action`` is the name the journal
records, and :func:`solo.game.command_args.to_args` the arguments it records with it, so a
journal replays with :func:`solo.game.command_args.command_from` (which is also how a shell
reads ``ACTION key=value …``: text is read into the field's type, and a bad value is refused
by name).

Commands are values: these modules import no campaign and no handler. Each command's handler
is bound to its class by ``@handles`` (:mod:`solo.game.actions`) in the package that holds
the command: the oracle turn's in :mod:`solo.game.turn`, the story's in :mod:`solo.game.story`,
the hero's in :mod:`solo.game.hero`. Import a command from its package's module: this one
imports all three, which a turn does not need (:func:`solo.game.engine.handlers_for`).
"""

from __future__ import annotations

import typing

from solo.game.hero.commands import (
    AddCondition,
    AgeCondition,
    Concede,
    Downtime,
    EditConcept,
    Fact,
    FlawComplication,
    GenreAction,
    InvestAsset,
    LevelUp,
    LoseAsset,
    NameTrademark,
    NewRelationship,
    RegainAsset,
    RemoveCondition,
    RenameDescriptor,
    RepairArmour,
    RephraseGoal,
    TradeTrademark,
    UsePower,
    WearArmour,
    Wield,
)
from solo.game.story.commands import (
    AddClock,
    AddDetail,
    AddGoal,
    AddNpc,
    AddThread,
    ClearOpposition,
    CloseThread,
    DrawNpc,
    EditScene,
    EndScenario,
    EndScene,
    EndSession,
    GoalAbandoned,
    GoalAchieved,
    GoalFailed,
    GoalReplaced,
    Keep,
    LogFrame,
    LogLine,
    Milestone,
    Note,
    RemoveClock,
    RemoveDetail,
    RemoveNpc,
    RemoveThread,
    RenameNpc,
    RenameThread,
    ResolveCliffhanger,
    Setback,
    SetOpposition,
    StartScene,
    StartSession,
    Tick,
)
from solo.game.turn.commands import (
    Accept,
    Ask,
    ClimacticFate,
    EditOffer,
    Focus,
    GiveOffer,
    RedrawOffer,
    Reroll,
    SpendCP,
)

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
