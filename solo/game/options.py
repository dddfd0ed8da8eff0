"""Campaign options: one ``KEY=VALUE`` list (``solo new --option``, or ``options:`` in the
hero YAML) split into the dice system's options, the Resolve variant's, the character
options (R-CHAR-2, R-CHAR-5, R-SUP-1) and the conflict options the game applies itself.

Every key a campaign can set is in :data:`CAMPAIGN_OPTIONS` (the README's table is made
from the same list); anything else is handed to the dice system, which refuses what it
does not know.
"""

from __future__ import annotations

from collections.abc import Mapping

from msgspec import Struct

from solo.game.errors import GameError
from solo.game.hero.points import HeroPoints
from solo.rules.character.options import CharacterOptions
from solo.rules.character.powers import PowerRules
from solo.rules.economy import VARIANTS, economy
from solo.rules.plain import flag
from solo.rules.tension import START, check_tension
from solo.vocabulary import Plain, PlainDict


class PlayOptions(Struct, frozen=True):
    """Conflict options the game applies on every high-stakes answer."""

    yes_and_costs_two: bool = False  # R-CON-4 option
    armour_piercing: bool = False  # R-GEAR-3 option: a yes_and may pierce armour

    def to_dict(self) -> PlainDict:
        return {
            "yes_and_costs_two": self.yes_and_costs_two,
            "armour_piercing": self.armour_piercing,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> PlayOptions:
        return cls(
            yes_and_costs_two=flag(data.get("yes_and_costs_two", False), "yes_and_costs_two"),
            armour_piercing=flag(data.get("armour_piercing", False), "armour_piercing"),
        )


class CampaignOption(Struct, frozen=True):
    key: str
    rule: str
    what: str
    example: str


CAMPAIGN_OPTIONS: tuple[CampaignOption, ...] = (
    CampaignOption("resolve_cap", "R-RES-1", "Resolve cap (resolve variant, default 5)", "6"),
    CampaignOption("genre_actions", "R-RES-3", "genre-typical actions earn 1", "true"),
    CampaignOption("doom_limit", "R-RES-7", "Doom limit (doom variant, default 5)", "4"),
    CampaignOption("life", "R-RES-8", "Life cap (split variant, default 3)", "4"),
    CampaignOption("fu", "R-RES-8/9", "starting FU (split, consequences; default 2)", "3"),
    CampaignOption("mode", "R-RES-9", "Consequences mode: tracks or slots", "slots"),
    CampaignOption(
        "slots", "R-RES-9", "slots per tier (hero YAML mapping)", "{minor: 2, moderate: 1}"
    ),
    CampaignOption("yes_and_costs_two", "R-CON-4", "a yes_and costs the foe 2, no 'and'", "true"),
    CampaignOption("armour_piercing", "R-GEAR-3", "a yes_and may pierce armour", "true"),
    CampaignOption("super_descriptor", "R-CHAR-2", "one super Descriptor allowed", "true"),
    CampaignOption("levels", "R-CHAR-5", "levels: +1 Resolve cap per level", "true"),
    CampaignOption(
        "powers", "R-SUP-1", "power options, comma-separated", "as_descriptors,magic_points"
    ),
    CampaignOption("character_points", "R-D6-5", "the d6 hero's Character Points", "5"),
    CampaignOption("fate_points", "R-D6-6", "the d6 hero's Fate Points", "1"),
    CampaignOption("cp_with_fate", "R-D6-6", "CP and a Fate Point on one roll", "true"),
    CampaignOption("focus_points", "R-FW-3", "the Frameworks hero's focus points", "3"),
    CampaignOption("tension", "R-GM-1", "the starting Tension, 1-9 (default 5)", "6"),
    CampaignOption("events", "R-GM-3", "random events with questions (default true)", "false"),
)
"""Every campaign-level option besides the dice system's own."""

_ALIASES = {"resolve_cap": "cap", "doom_limit": "limit"}
_CHARACTER = ("super_descriptor", "levels", "powers")
_PLAY = ("yes_and_costs_two", "armour_piercing")
_POINTS = {
    "character_points": "cp",
    "fate_points": "fate",
    "cp_with_fate": "cp_with_fate",
    "focus_points": "focus",
}


class Pacing(Struct, frozen=True):
    """The GM emulator's campaign options: the starting Tension (R-GM-1) and whether
    questions bring random events (R-GM-3)."""

    tension: int = START
    events: bool = True

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Pacing:
        raw = data.get("tension", START)
        if isinstance(raw, str) and raw.strip().isdigit():
            raw = int(raw)
        return cls(check_tension(raw), flag(data.get("events", True), "events"))


class SplitOptions(Struct, frozen=True):
    system: PlainDict
    variant: PlainDict
    character: CharacterOptions
    play: PlayOptions
    points: HeroPoints = HeroPoints()
    pacing: Pacing = Pacing()


def split_options(options: Mapping[str, Plain], variant: str) -> SplitOptions:
    """Route each option to where it is played; a variant option of another variant is
    refused by name."""
    owned = {name: economy(name).option_names for name in VARIANTS}
    routed: dict[str, PlainDict] = {w: {} for w in _PLACES}
    for raw_key, value in options.items():
        where, key = _place(raw_key, variant, owned)
        routed[where][key] = _powers(value) if raw_key == "powers" else value
    try:
        economy(variant, **routed["variant"])  # refused now, not at the first question
        return SplitOptions(
            routed["system"],
            routed["variant"],
            CharacterOptions.from_dict(routed["character"]),
            PlayOptions.from_dict(routed["play"]),
            HeroPoints.from_dict(routed["points"]),
            Pacing.from_dict(routed["pacing"]),
        )
    except ValueError as exc:
        raise GameError(str(exc)) from None


_PLACES = ("system", "variant", "character", "play", "points", "pacing")
_PACING = ("tension", "events")


def _place(raw_key: str, variant: str, owned: Mapping[str, tuple[str, ...]]) -> tuple[str, str]:
    """Where the option ``raw_key`` is played (one of :data:`_PLACES`) and its key there;
    the dice system gets what no one else claims."""
    key = _ALIASES.get(raw_key, raw_key)
    if raw_key in _CHARACTER:
        return "character", raw_key
    if raw_key in _PLAY:
        return "play", raw_key
    if raw_key in _POINTS:
        return "points", _POINTS[raw_key]
    if raw_key in _PACING:
        return "pacing", raw_key
    if key in owned.get(variant, ()):
        return "variant", key
    others = [v for v, names in owned.items() if key in names]
    if others:
        raise GameError(
            f"option {raw_key!r} belongs to the {', '.join(others)} variant, not {variant}"
        )
    return "system", raw_key


def _powers(value: object) -> PlainDict:
    listed = value if isinstance(value, list) else [v for v in str(value).split(",") if v]
    PowerRules.of(*listed)  # names checked here
    return {"options": [str(v).strip() for v in listed]}
