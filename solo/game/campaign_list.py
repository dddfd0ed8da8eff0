"""One line per campaign for the picker: system, variant, session, Resolve, last played."""

from __future__ import annotations

from datetime import datetime

from msgspec import Struct

from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.saves.errors import SaveError
from solo.saves.shelf import last_played
from solo.saves.store import SaveStore


class CampaignSummary(Struct, frozen=True):
    name: str
    system: str = "?"
    variant: str = "?"
    session: int = 0
    standing: str = ""
    last_played: datetime | None = None
    problem: str = ""  # set when the save cannot be read (restore its backup)


def summaries(store: SaveStore) -> list[CampaignSummary]:
    """Every campaign in the saves folder, the last played first."""
    out = [summary(store, name) for name in store.names()]
    return sorted(out, key=lambda s: (s.last_played is not None, s.last_played), reverse=True)


def summary(store: SaveStore, name: str) -> CampaignSummary:
    when = last_played(store, name)
    try:
        campaign = Campaign.from_dict(store.peek(name))
    except (SaveError, GameError, ValueError, KeyError) as exc:
        return CampaignSummary(name, last_played=when, problem=str(exc))
    return CampaignSummary(
        name, campaign.system, campaign.variant, campaign.session, campaign.standing(), when
    )
