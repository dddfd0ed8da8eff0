"""The climactic Fate Point of a d6 campaign (R-D6-6).

Once per session the hero may spend a Fate Point climactically: all its own rolls "that
round" are doubled. A campaign has no combat rounds, so that round is the rest of the
current scene: the scene is marked, every action roll of the hero in it is doubled with
no further Fate Point (world questions are not the hero's rolls), and the mark ends with
the scene.
"""

from __future__ import annotations

from solo.game.campaign import Campaign
from solo.game.context import Context, Step
from solo.game.errors import GameError


def climactic_now(camp: Campaign) -> bool:
    """Whether the open scene is doubled by the climactic Fate Point (R-D6-6)."""
    scene = camp.scene
    return camp.system == "d6" and scene.open and camp.points.climactic_scene == scene.number


def climactic_fate(camp: Campaign, ctx: Context) -> Step:
    """Spend 1 Fate Point: the hero's action rolls are doubled for the rest of the scene."""
    if camp.system != "d6":
        raise GameError(f"the climactic Fate Point is a d6 rule; this campaign plays {camp.system}")
    if not camp.in_session:
        raise GameError("the climactic Fate Point is spent in a session: start_session first")
    if not camp.scene.open:
        raise GameError("the climactic Fate Point doubles a scene's rolls: start_scene first")
    if camp.pending is not None:
        raise GameError("a roll is waiting: accept it before the climactic Fate Point")
    points = camp.points.climactic(camp.session, camp.scene.number)
    return Step(
        camp.evolve(points=points),
        "Climactic Fate Point",
        (f"The hero's rolls are doubled for the rest of scene {camp.scene.number}.",),
        (f"−1 Fate Point, now {points.fate}: climactic, once this session (R-D6-6)",),
    )
