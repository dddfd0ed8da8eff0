"""What the command palette offers on the play screen: only the entries that fit the
campaign as it stands, and their help lines as the palette shows them."""

from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from msgspec import Struct
from textual.markup import escape

from solo.game.campaign import Campaign
from solo.game.choices import Choice
from solo.game.commands import Command
from solo.game.hero.commands import Downtime, RemoveCondition, TradeTrademark
from solo.game.story.commands import (
    AddNpc,
    AddThread,
    ClearOpposition,
    EditScene,
    EndScene,
    EndSession,
    GoalAchieved,
    GoalFailed,
    Keep,
    Milestone,
    RemoveClock,
    RemoveDetail,
    Setback,
    StartSession,
    Tick,
)
from solo.game.story.recap import recap_session
from solo.game.turn.commands import GiveOffer, RedrawOffer
from solo.game.turn.offer import Target
from solo.printable import printable
from solo.rule_ids import without_rules
from solo.rules.character.goals import MilestoneStatus
from solo.rules.conditions import Tier
from solo.rules.economy.events import Refusal


class ScreenAction(Enum):
    """A palette entry that runs a key's action on the screen (the value is its name)."""

    TOGGLE_WORLD = "toggle_world"
    CYCLE_LIKELIHOOD = "cycle_likelihood"
    NEW_SCENE = "new_scene"
    UNDO = "undo"
    REDO = "redo"
    HELP = "app.help"
    TOGGLE_RULES = "toggle_rules"
    EDIT_OFFER = "shape('edit')"
    MORE = "toggle_more"
    RECAP = "recap"
    SEARCH_JOURNAL = "search_journal"
    NEW_CLOCK = "new_clock"
    CAST = "cast"


class NeedsText(Struct, frozen=True):
    """An entry whose command needs a few words first (a new Trademark, a Flaw): the
    palette asks for them with ``prompt`` and runs ``build(words)``."""

    prompt: str
    build: Callable[[str], Command]


class PaletteEntry(Struct, frozen=True):
    """One palette entry: a game command, a way to settle the waiting roll, or a screen
    action."""

    title: str
    help: str
    run: Command | Choice | ScreenAction | NeedsText


def palette_entries(
    campaign: Campaign, can_undo: bool, can_redo: bool, world: bool
) -> list[PaletteEntry]:
    """The entries for ``campaign``; a waiting roll narrows them to settling it."""
    if campaign.pending is not None:
        out = settling_entries(campaign.pending.question.world) + offer_entries(campaign)
        out.append(
            PaletteEntry(
                "More of the answer",
                "every draw: its reading, a complication (shift+F5)",
                ScreenAction.MORE,
            )
        )
    else:
        out = asking_entries(world) + story_entries(campaign)
        out += goal_entries(campaign) + comeback_entries(campaign) + lasting_entries(campaign)
        out += clock_entries(campaign)
    out += journal_entries(campaign) + cast_entries()
    if can_undo:
        out.append(PaletteEntry("Undo", "undo the last action (ctrl+z)", ScreenAction.UNDO))
    if can_redo:
        out.append(PaletteEntry("Redo", "redo what was undone (ctrl+y)", ScreenAction.REDO))
    out.append(PaletteEntry("Keys and markers", "the help screen (F1)", ScreenAction.HELP))
    out.append(
        PaletteEntry(
            "Show rules",
            "rule IDs, dice and derivations in the journal, on or off (ctrl+r)",
            ScreenAction.TOGGLE_RULES,
        )
    )
    return out


def cast_entries() -> list[PaletteEntry]:
    """The threads, NPCs and foes: their screen, and a new one of each typed at once."""
    return [
        PaletteEntry(
            "Threads, NPCs and foes",
            "the lists: add, rename, close, remove (shift+F7)",
            ScreenAction.CAST,
        ),
        PaletteEntry(
            "New thread…", "a story thread to follow", NeedsText("The new thread:", AddThread)
        ),
        PaletteEntry(
            "New NPC…",
            "someone met joins the list",
            NeedsText("Their name:", AddNpc),
        ),
    ]


def lasting_entries(campaign: Campaign) -> list[PaletteEntry]:
    """Keep a Condition or a Detail beyond its scene (a bond, an item), or end one that
    lasts."""
    out: list[PaletteEntry] = []
    for c in campaign.character.conditions:
        if c.ends_with_scene:
            out.append(PaletteEntry(f"Keep: {c.name}", "it lasts beyond the scene", Keep(c.name)))
        elif c.tier is Tier.MINOR:
            out.append(
                PaletteEntry(f"End: {c.name}", "it lasted until now", RemoveCondition(c.name))
            )
    for d in campaign.scene.details:
        if d.lasting:
            out.append(PaletteEntry(f"End: {d.name}", "it lasted until now", RemoveDetail(d.name)))
        else:
            out.append(PaletteEntry(f"Keep: {d.name}", "it lasts beyond the scene", Keep(d.name)))
    return out


def journal_entries(campaign: Campaign) -> list[PaletteEntry]:
    """The journal read back: "Previously…" once a session lies behind, and its search."""
    out = [
        PaletteEntry(
            "Search the journal…",
            "find words in it, hit by hit (ctrl+f)",
            ScreenAction.SEARCH_JOURNAL,
        )
    ]
    if recap_session(campaign) is not None:
        out.insert(
            0, PaletteEntry("Previously…", "the last session in a few lines", ScreenAction.RECAP)
        )
    return out


def settling_entries(asked_world: bool) -> list[PaletteEntry]:
    """The ways to settle the waiting roll; a world question has no Condition to trade
    for a Detail, and no conflict to concede."""
    out = [
        PaletteEntry(
            "Accept the answer", "apply its costs and what the and/but brings", Choice.ACCEPT
        ),
        PaletteEntry("Reroll dice…", "pay to reroll some of your dice (R-RES-2)", Choice.REROLL),
    ]
    if not asked_world:
        out.append(
            PaletteEntry(
                "Accept, keeping a Detail",
                "a scene Detail instead of a Condition",
                Choice.DETAIL,
            )
        )
    out.append(PaletteEntry("Accept, keeping nothing", "nothing from the and/but", Choice.NOTHING))
    if not asked_world:
        out.append(
            PaletteEntry(
                "Concede the conflict",
                "lose on terms you negotiate, +1 Resolve (R-CON-5)",
                Choice.CONCEDE,
            )
        )
    return out


def asking_entries(world: bool) -> list[PaletteEntry]:
    """The question bar's modes, and a new scene typed into it."""
    kind = "action" if world else "world"
    out = [
        PaletteEntry(
            f"Ask {kind} questions", "ctrl+w switches action/world", ScreenAction.TOGGLE_WORLD
        )
    ]
    if world:
        out.append(
            PaletteEntry(
                "Next likelihood",
                "ctrl+l cycles very likely … very unlikely",
                ScreenAction.CYCLE_LIKELIHOOD,
            )
        )
    out.append(
        PaletteEntry(
            "New scene…",
            "type its title (and @place) in the question bar",
            ScreenAction.NEW_SCENE,
        )
    )
    return out


def story_entries(campaign: Campaign) -> list[PaletteEntry]:
    """The scene's end, the session's start or end, downtime and the opposition leaving,
    as the campaign allows them."""
    out: list[PaletteEntry] = []
    if campaign.scene.open:
        out.append(
            PaletteEntry("End the scene", "minor Conditions and its Details end", EndScene())
        )
        out += scene_place_entries(campaign)
    if campaign.in_session:
        out.append(
            PaletteEntry("End the session", f"session {campaign.session} ends", EndSession())
        )
    else:
        out.append(
            PaletteEntry(
                "Start a session",
                "+2 Resolve at the start of a session (R-RES-4)",
                StartSession(),
            )
        )
    if downtime_open(campaign):
        out.append(
            PaletteEntry(
                "Downtime", "a downtime scene: +1 Resolve, once a session (R-RES-3)", Downtime()
            )
        )
    # no concede without a waiting roll: nothing to concede (R-CON-5, issue 12.1)
    if campaign.opposition is not None:
        out.append(
            PaletteEntry(
                "Clear the opposition", f"{campaign.opposition.name} leaves", ClearOpposition()
            )
        )
    return out


def scene_place_entries(campaign: Campaign) -> list[PaletteEntry]:
    """Change the open scene's place or its tags (what the answers' draws fit)."""
    where = campaign.scene.where or "no place yet"
    return [
        PaletteEntry(
            "Edit the scene's place…",
            f"now: {where}; its tags follow the new words",
            NeedsText("Where is the scene? (e.g. harbour office)", _place),
        ),
        PaletteEntry(
            "Edit the scene's tags…",
            f"now: {where}; e.g. city, indoors, night, crowd",
            NeedsText("Tags, comma-separated (city, indoors, water …)", _tags),
        ),
    ]


def _place(words: str) -> Command:
    return EditScene(place=words)


def _tags(words: str) -> Command:
    return EditScene(tags=tuple(w for w in words.replace(",", " ").split() if w))


def downtime_open(campaign: Campaign) -> bool:
    """Downtime fits in a session with no opposition engaged, once a session (R-RES-3,
    issue 12.7), as the Resolve variant allows."""
    engaged = campaign.opposition is not None and not campaign.opposition.defeated
    if not campaign.in_session or engaged:
        return False
    return not isinstance(campaign.economy.downtime(campaign.economy_state), Refusal)


def offer_entries(campaign: Campaign) -> list[PaletteEntry]:
    """Shape the waiting answer's and/but before keeping it."""
    out = [
        PaletteEntry("Redraw the offer", "draw the and/but again (F8)", RedrawOffer()),
        PaletteEntry(
            "Redraw the complication",
            "a new complication, the rest kept (shift+F8)",
            RedrawOffer(complication_only=True),
        ),
        PaletteEntry(
            "Edit the offer…",
            "it and its complication in your own words (F9)",
            ScreenAction.EDIT_OFFER,
        ),
        PaletteEntry(
            "Give the offer to the hero", "a Condition on the hero", GiveOffer(Target.HERO)
        ),
        PaletteEntry(
            "Give the offer to the scene", "a Detail of the scene", GiveOffer(Target.SCENE)
        ),
    ]
    if campaign.opposition is not None:
        name = campaign.opposition.name
        out.append(
            PaletteEntry(
                "Give the offer to the opposition",
                f"a scene Detail on {name}",
                GiveOffer(Target.OPPOSITION),
            )
        )
    return out


def goal_entries(campaign: Campaign) -> list[PaletteEntry]:
    """Milestones, setbacks and outcomes of every active Goal, by name."""
    out: list[PaletteEntry] = []
    for goal in campaign.character.active_goals:
        g = goal.text
        for m in goal.milestones:
            if m.status is MilestoneStatus.PENDING:
                out += [
                    PaletteEntry(
                        f"Milestone reached: {m.text}", f"Goal: {g}", Milestone(g, m.text)
                    ),
                    PaletteEntry(f"Milestone failed: {m.text}", f"Goal: {g}", Setback(g, m.text)),
                ]
        if not goal.milestones:
            out += [
                PaletteEntry(f"Milestone reached: {g}", "a step toward the Goal", Milestone(g)),
                PaletteEntry(f"Goal setback: {g}", "a step back", Setback(g)),
            ]
        out += [
            PaletteEntry(
                f"Goal achieved: {g}",
                "name the new Trademark it earns (R-RES-5)",
                NeedsText("The new Trademark (empty: none yet)", _achieved(g)),
            ),
            PaletteEntry(
                f"Goal failed: {g}",
                "name the Flaw it leaves (empty: none)",
                NeedsText("The Flaw it leaves (empty: none)", _failed(g)),
            ),
        ]
    return out


def comeback_entries(campaign: Campaign) -> list[PaletteEntry]:
    """An OUT hero comes back by trading a Trademark for a permanent Flaw (R-RES-6)."""
    if not campaign.economy.out(campaign.economy_state):
        return []
    return [
        PaletteEntry(
            f"Come back: trade {t.name} for a Flaw",
            "out of the game: a Trademark for a permanent Flaw (R-RES-6)",
            NeedsText(f"The Flaw that replaces {t.name}", _trade(t.name)),
        )
        for t in campaign.character.trademarks
    ]


def clock_entries(campaign: Campaign) -> list[PaletteEntry]:
    """A new clock, and each clock ticked by hand or removed (never by a bare key)."""
    out = [
        PaletteEntry(
            "New clock…", "its name, segments and what ticks it (shift+F6)", ScreenAction.NEW_CLOCK
        )
    ]
    for clock in campaign.clocks:
        if not clock.full:
            out.append(
                PaletteEntry(
                    f"Tick clock: {clock.name}",
                    f"one segment more ({clock.progress})",
                    Tick(clock.name),
                )
            )
        out.append(
            PaletteEntry(
                f"Remove clock: {clock.name}",
                f"it goes from the list ({clock.progress})",
                RemoveClock(clock.name),
            )
        )
    return out


def _achieved(goal: str) -> Callable[[str], Command]:
    return lambda words: GoalAchieved(goal, words.strip())


def _failed(goal: str) -> Callable[[str], Command]:
    return lambda words: GoalFailed(goal, words.strip())


def _trade(trademark: str) -> Callable[[str], Command]:
    return lambda words: TradeTrademark(trademark, words.strip())


def palette_help(text: str) -> str:
    """An offer's help line as the palette's markup: names from the save (an opposition
    called ``[b]Vasko``) show as typed, control characters escaped."""
    return escape(printable(without_rules(text)))  # R-GM-8: the palette speaks the fiction
