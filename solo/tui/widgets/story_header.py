"""One line over the journal when the hero panel is folded away (narrow screens): the
session, the scene and its setting, and where the hero stands — OUT and no plot immunity
in words."""

from __future__ import annotations

from textual.content import Content
from textual.reactive import reactive
from textual.widgets import Static

from solo.game.campaign import Campaign
from solo.printable import printable


class StoryHeader(Static):
    DEFAULT_CSS = """
    StoryHeader { height: 1; padding: 0 1; background: $boost; }
    StoryHeader.-danger { text-style: bold; color: $text-warning; }
    """

    campaign: reactive[Campaign | None] = reactive(None, repaint=False)

    def watch_campaign(self, campaign: Campaign | None) -> None:
        if campaign is None:
            return
        text, danger = header_text(campaign)
        self.set_class(danger, "-danger")
        self.update(Content(printable(text)))


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
    return f"{standing[:1].upper()}{standing[1:]} · session {camp.session} · {where}", danger
