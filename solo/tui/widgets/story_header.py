"""One line over the journal when the hero panel is folded away (narrow screens): where
the hero stands — OUT and no plot immunity in words —, the Goal and its milestones, then
Tension (R-GM-1), the session, the scene and its setting."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Static

from solo.game.campaign import Campaign
from solo.printable import printable
from solo.rules.character.goals import MilestoneStatus


class StoryHeader(Static):
    DEFAULT_CSS = """
    StoryHeader { height: 1; padding: 0 1; background: $boost; }
    StoryHeader.-danger { text-style: bold; color: $text-warning; }
    """

    campaign: reactive[Campaign | None] = reactive(None, repaint=False)
    _text: str | None = None
    """The line on show."""

    def watch_campaign(self, campaign: Campaign | None) -> None:
        if campaign is None:
            return
        text, danger = header_text(campaign)
        self.set_class(danger, "-danger")
        if text != self._text:  # one line high whatever it says: a repaint, never a layout
            self._text = text
            self.update(Content(printable(text)), layout=False)


def header_text(camp: Campaign) -> tuple[str, bool]:
    """The line, and whether the hero is in danger (OUT or without plot immunity)."""
    scene = camp.scene
    where = f"scene {scene.number}: {scene.title}" if scene.open else "between scenes"
    if scene.open and (scene.place or scene.tags):
        where += f" ({scene.place or ', '.join(sorted(scene.tags))})"
    econ, state = camp.economy, camp.economy_state
    standing = econ.summary(state)  # the danger first: the line may be cut at the right
    danger = True
    if econ.out(state):
        standing += " · OUT"
    elif not econ.plot_immunity(state):
        standing += " · NO PLOT IMMUNITY"
    else:
        danger = False
    goals = goal_text(camp)
    standing = f"{standing[:1].upper()}{standing[1:]}" + (f" · {goals}" if goals else "")
    return f"{standing} · Tension {camp.tension} · session {camp.session} · {where}", danger


GOAL_WIDTH = 32  # the Goal's share of the line: the scene still shows at 80 columns


def goal_text(camp: Campaign) -> str:
    """The first active Goal, short, with its milestones reached (``2/3``) and how many
    other Goals there are; empty without one."""
    goals = camp.character.active_goals
    if not goals:
        return ""
    goal = goals[0]
    name = goal.text if len(goal.text) <= GOAL_WIDTH else goal.text[: GOAL_WIDTH - 1] + "…"
    if goal.milestones:
        done = sum(1 for m in goal.milestones if m.status is MilestoneStatus.ACHIEVED)
        name += f" ({done}/{len(goal.milestones)})"
    more = f" (+{len(goals) - 1})" if len(goals) > 1 else ""
    return f"Goal: {name}{more}"
