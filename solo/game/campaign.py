"""The campaign: everything a save holds, as one frozen value.

Actions (see :mod:`solo.game.story.scenes` and :mod:`solo.game.turn.oracle`) take a Campaign and
return a new one; :mod:`solo.game.engine` journals and saves each step.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping
from enum import Enum
from typing import TYPE_CHECKING, Any

from msgspec import Struct, field
from msgspec.structs import force_setattr, replace

from solo.dice import SYSTEMS
from solo.dice.base import Mechanic
from solo.game.errors import GameError
from solo.game.hero.points import HeroPoints
from solo.game.options import PlayOptions
from solo.game.story.cast import Cast, foe_of
from solo.rules import tension as tension_rules
from solo.rules.character.options import CharacterOptions
from solo.rules.character.sheet import BASE_RESOLVE_CAP, Character
from solo.rules.clocks import Clock
from solo.rules.conditions import Detail, Tier
from solo.rules.conflicts import Opposition
from solo.rules.economy import economy
from solo.rules.economy.base import Economy
from solo.rules.economy.consequences import Consequence
from solo.rules.economy.events import SessionFlags, State
from solo.rules.gear.armour import Protection
from solo.rules.gear.weapons import UNARMED, Weapon
from solo.saves.errors import SaveError
from solo.saves.store import STATE, OpenSave
from solo.tables.places import PlaceTag, parse_place_tag, setting_place, tags_text
from solo.vocabulary import Plain, PlainDict, plain_int, plain_list, plain_mapping

if TYPE_CHECKING:
    from solo.game.turn.roll import PendingRoll


class Scene(Struct, frozen=True):
    """The scene being played: a number, a title, where it is (its ``place`` in the
    player's words and its place ``tags``, R-GM-6), and its Details."""

    number: int = 0
    title: str = ""
    place: str = ""
    tags: frozenset[PlaceTag] = frozenset()
    details: tuple[Detail, ...] = ()
    open: bool = False
    yes_answers: int = 0  # the scene's actions answered yes_* so far (R-GM-1)
    no_answers: int = 0  # … and no_* (an impasse counts as neither)

    @property
    def key(self) -> str:
        return f"scene-{self.number}"

    @property
    def where(self) -> str:
        """Where it is, as one short text: ``harbour office (city, indoors, water)``."""
        tags = tags_text(self.tags).replace(",", ", ")
        if self.place and tags:
            return f"{self.place} ({tags})"
        return self.place or tags

    def with_detail(self, detail: Detail) -> Scene:
        """The scene with one more Detail (R-COND-2)."""
        return replace(self, details=(*self.details, detail))

    def to_dict(self) -> PlainDict:
        out: PlainDict = {"number": self.number, "title": self.title}
        if self.place:
            out["place"] = self.place
        if self.tags:
            out["tags"] = tags_text(self.tags).split(",")
        out |= {"open": self.open, "details": [d.to_dict() for d in self.details]}
        if self.yes_answers or self.no_answers:  # written only when counted: old saves stay
            out |= {"yes_answers": self.yes_answers, "no_answers": self.no_answers}
        return out

    @property
    def in_control(self) -> bool:
        """Whether the hero was in control by the scene's answers: at least as many yes_*
        as no_* to its actions (R-GM-1)."""
        return self.yes_answers >= self.no_answers

    def counted(self, yes: bool) -> Scene:
        """The scene with one more action answered yes_* (``yes``) or no_*."""
        if yes:
            return replace(self, yes_answers=self.yes_answers + 1)
        return replace(self, no_answers=self.no_answers + 1)

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Scene:
        """A saved scene; a save from before place tags gives its ``setting`` as tags."""
        details = plain_list(data.get("details", []), "scene details")
        place, tags = setting_place(str(data.get("setting", "")))
        if "tags" in data:
            tags = frozenset(parse_place_tag(str(t)) for t in plain_list(data["tags"], "tags"))
        return cls(
            number=plain_int(data.get("number", 0), "scene number"),
            title=str(data.get("title", "")),
            place=str(data.get("place", place)),
            tags=tags,
            open=bool(data.get("open", False)),
            details=tuple(Detail.from_dict(plain_mapping(d, "a scene detail")) for d in details),
            yes_answers=plain_int(data.get("yes_answers", 0), "scene yes_answers"),
            no_answers=plain_int(data.get("no_answers", 0), "scene no_answers"),
        )


class Campaign(Struct, frozen=True):
    name: str
    character: Character
    system: str = "fubar"
    system_options: PlainDict = field(default_factory=dict)
    variant: str = "resolve"
    variant_options: PlainDict = field(default_factory=dict)
    character_options: CharacterOptions = CharacterOptions()
    economy_state: State | None = None
    opposition: Opposition | None = None
    session: int = 0
    in_session: bool = False
    cliffhanger: bool = False
    scenario: int = 1
    scene: Scene = Scene()
    genre: str | None = None
    seed: int = 0
    turn: int = 0
    pending: PendingRoll | None = None  # a roll asked but not yet accepted (turn.py)
    protection: Protection = Protection()  # armour and shield worn, soak spent (R-GEAR-3)
    play_options: PlayOptions = PlayOptions()  # conflict options (R-CON-4, R-GEAR-3)
    weapon: Weapon = UNARMED  # the hero's weapon in hand (R-GEAR-1)
    points: HeroPoints = HeroPoints()  # d6 Character and Fate Points (R-D6-5, R-D6-6)
    relationships_owed: int = 0  # scenario ends not yet turned into a Relationship (R-CHAR-5)
    drawn: tuple[str, ...] = ()  # content entries drawn this session (table:text, R-GM-6)
    cast: Cast = Cast()  # threads besides the Goals, NPCs and foes (R-GM-4)
    tension: int = tension_rules.START  # the GM emulator's dial, 1..9 (R-GM-1)
    events: bool = True  # random events on (R-GM-3; a campaign option)
    clocks: tuple[Clock, ...] = ()  # the campaign's clocks, full ones too until removed (R-GM-5)
    mechanic_file: str = ""  # a described mechanic's file text (the save holds it whole)

    def __post_init__(self) -> None:
        if self.mechanic_file:
            know_mechanic(self.mechanic_file, self.system)
        elif self.system not in SYSTEMS:
            raise GameError(f"unknown system {self.system!r}; expected one of {', '.join(SYSTEMS)}")
        if self.economy_state is None:
            force_setattr(self, "economy_state", self.economy.new())

    @property
    def state(self) -> State:
        """The economy's state (never None once built: ``__post_init__`` fills it)."""
        assert self.economy_state is not None
        return self.economy_state

    @property
    def resolve_cap(self) -> int:
        """The hero's Resolve cap, computed here only: the campaign's base (the resolve
        variant's ``resolve_cap`` option, R-RES-1; else 5) moved by levels and broad powers
        (R-CHAR-5, R-SUP-1)."""
        base = BASE_RESOLVE_CAP
        if self.variant == "resolve":
            base = plain_int(self.variant_options.get("cap", BASE_RESOLVE_CAP), "cap")
        return self.character.resolve_cap(self.character_options, base)

    @property
    def economy(self) -> Economy[Any]:
        options = dict(self.variant_options)
        if self.variant == "resolve":  # levels and broad powers move the cap (R-CHAR-5, R-SUP-1)
            options["cap"] = self.resolve_cap
        return _economy(self.variant, tuple(sorted(options.items())))

    def standing(self) -> str:
        """One line: Resolve (or its variant's tracks) and flags."""
        econ, state = self.economy, self.economy_state
        text = econ.summary(state)
        if self.points.any:
            text += f", {self.points.summary()}"
        if econ.out(state):
            text += " — OUT of the game (trade a Trademark for a Flaw to stay in)"
        elif not econ.plot_immunity(state):
            text += " — no plot immunity"
        return text

    def to_dict(self) -> PlainDict:
        return {
            "name": self.name,
            "system": self.system,
            "system_options": dict(self.system_options),
            "variant": self.variant,
            "variant_options": dict(self.variant_options),
            "genre": self.genre,
            "seed": self.seed,
            "turn": self.turn,
            "session": self.session,
            "in_session": self.in_session,
            "cliffhanger": self.cliffhanger,
            "scenario": self.scenario,
            "economy": economy_to_dict(self.state),
            "character": self.character.to_dict(),
            "character_options": self.character_options.to_dict(),
            "opposition": opposition_to_dict(self.opposition),
            "scene": self.scene.to_dict(),
            "pending": None if self.pending is None else self.pending.to_dict(),
            "protection": self.protection.to_dict(),
        } | self._new_fields()

    def _new_fields(self) -> PlainDict:
        """Fields added after saves existed, written only when set (an old save's state
        stays byte for byte what it was; loading fills the defaults)."""
        out: PlainDict = {}
        if self.play_options != PlayOptions():
            out["play_options"] = self.play_options.to_dict()
        if self.relationships_owed:
            out["relationships_owed"] = self.relationships_owed
        if self.weapon != UNARMED:
            out["weapon"] = self.weapon.to_dict()
        if self.points != HeroPoints():
            out["points"] = self.points.to_dict()
        if self.drawn:
            out["drawn"] = list(self.drawn)
        if not self.cast.empty:
            out["cast"] = self.cast.to_dict()
        if self.tension != tension_rules.START:
            out["tension"] = self.tension
        if not self.events:
            out["events"] = False
        if self.clocks:
            out["clocks"] = [c.to_dict() for c in self.clocks]
        if self.mechanic_file:
            out["mechanic_file"] = self.mechanic_file
        return out

    def with_opposition(self, opposition: Opposition | None) -> Campaign:
        """The campaign with ``opposition`` facing the hero, its foe in the list kept in step
        (R-GM-4): the foe's Resolve and defeat are its own, and stay when it leaves."""
        if opposition is None:
            return replace(self, opposition=None)
        foe = foe_of(opposition)
        known = self.cast.npc(opposition.name)
        if known is not None:
            rank = known.rank or foe.rank
            foe = replace(known, rank=rank, strength=foe.strength, resolve=foe.resolve)
        return replace(self, opposition=opposition, cast=self.cast.with_npc(foe))

    def with_drawn(self, keys: tuple[str, ...]) -> Campaign:
        """The campaign remembering ``keys`` as drawn this session (R-GM-6)."""
        new = tuple(k for k in dict.fromkeys(keys) if k not in self.drawn)
        return replace(self, drawn=self.drawn + new) if new else self

    @classmethod
    def from_dict(cls, data: Mapping[str, object]) -> Campaign:
        """A saved campaign; a save from before the lists (R-GM-4) gives its one
        opposition to the NPC list as a foe."""
        camp = cls._from_dict(data)
        opp = camp.opposition
        if opp is not None and camp.cast.npc(opp.name) is None:
            camp = camp.with_opposition(opp)
        return camp

    @classmethod
    def _from_dict(cls, data: Mapping[str, object]) -> Campaign:
        try:
            variant = str(data.get("variant", "resolve"))
            variant_options = _options(data.get("variant_options"), "variant_options")
            template = _economy(variant, tuple(sorted(variant_options.items()))).new()
            system = str(data.get("system", "fubar"))
            mechanic_file = str(data.get("mechanic_file") or "")
            if mechanic_file:  # known by name before a waiting roll is read with it
                know_mechanic(mechanic_file, system)
            raw_pending = data.get("pending")
            return cls(
                name=str(data["name"]),
                character=Character.from_dict(_mapping(data["character"], "character")),
                system=system,
                system_options=_options(data.get("system_options"), "system_options"),
                variant=variant,
                variant_options=variant_options,
                character_options=CharacterOptions.from_dict(
                    _mapping(data.get("character_options"), "character_options")
                ),
                economy_state=economy_from_dict(template, data.get("economy") or {}),
                opposition=opposition_from_dict(data.get("opposition")),
                session=plain_int(data.get("session", 0), "session"),
                in_session=bool(data.get("in_session", False)),
                cliffhanger=bool(data.get("cliffhanger", False)),
                scenario=plain_int(data.get("scenario", 1), "scenario"),
                scene=Scene.from_dict(_mapping(data.get("scene"), "scene")),
                genre=_genre(data.get("genre")),
                seed=plain_int(data.get("seed", 0), "seed"),
                turn=plain_int(data.get("turn", 0), "turn"),
                pending=None if raw_pending is None else _pending(raw_pending, system),
                protection=Protection.from_dict(_mapping(data.get("protection"), "protection")),
                play_options=PlayOptions.from_dict(
                    _mapping(data.get("play_options"), "play_options")
                ),
                relationships_owed=plain_int(
                    data.get("relationships_owed", 0), "relationships_owed"
                ),
                points=HeroPoints.from_dict(_mapping(data.get("points"), "points")),
                drawn=tuple(str(k) for k in plain_list(data.get("drawn", []), "drawn")),
                cast=Cast.from_dict(_mapping(data.get("cast"), "cast")),
                tension=tension_rules.check_tension(data.get("tension", tension_rules.START)),
                events=bool(data.get("events", True)),
                clocks=tuple(
                    Clock.from_dict(plain_mapping(c, "a clock"))
                    for c in plain_list(data.get("clocks", []), "clocks")
                ),
                mechanic_file=mechanic_file,
                weapon=(
                    Weapon.from_dict(_mapping(data["weapon"], "weapon"))
                    if data.get("weapon")
                    else UNARMED
                ),
            )
        except GameError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            what = f"missing {exc}" if isinstance(exc, KeyError) else str(exc)
            raise GameError(
                f"the campaign data is not valid: {_badplain_int(data) or what}"
            ) from None

    def evolve(self, **changes: Any) -> Campaign:
        return replace(self, **changes)


def know_mechanic(text: str, system: str) -> None:
    """Make the mechanic a campaign's file text describes known by its name (it must be
    ``system``), so every roll of the campaign finds it (:func:`solo.dice.add_described`)."""
    from solo.dice import add_described

    mech = _described(text)
    if mech.name != system:
        raise GameError(f"the campaign's mechanic is {mech.name!r}, not its system {system!r}")
    add_described(mech)


@functools.cache
def _described(text: str) -> Mechanic[Any]:
    """The mechanic in a campaign's file text, read once per text."""
    from solo.tables.errors import ContentError
    from solo.tables.mechanic_file import load_mechanic

    try:
        return load_mechanic(text, "the campaign's mechanic file")
    except ContentError as exc:
        raise GameError(str(exc)) from None


EconomyKey = tuple[str, tuple[tuple[str, Plain], ...]]
"""A variant's name and its sorted options: one cached economy per key."""

_ECONOMIES: dict[EconomyKey, Economy[Any]] = {}


def _economy(variant: str, options: tuple[tuple[str, Plain], ...]) -> Economy[Any]:
    key = (variant, options)
    if key not in _ECONOMIES:
        try:
            _ECONOMIES[key] = economy(variant, **dict(options))
        except ValueError as exc:
            raise GameError(str(exc)) from None
    return _ECONOMIES[key]


WHOLE_NUMBERS = (
    ("session",),
    ("scenario",),
    ("seed",),
    ("turn",),
    ("scene", "number"),
    ("opposition", "scale"),
    ("opposition", "resolve"),
)
"""Fields a save holds as whole numbers, checked by name when a hand-edited save fails."""


def _mapping(value: object, what: str) -> Mapping[str, object]:
    """A record a save may leave out (None or empty reads as ``{}``), else a mapping."""
    return plain_mapping(value or {}, what)


def _options(value: object, what: str) -> PlainDict:
    """A save's ``system_options`` / ``variant_options``: a mapping of plain values."""
    return {k: _plain_value(v, f"{what}.{k}") for k, v in _mapping(value, what).items()}


def _plain_value(value: object, what: str) -> Plain:
    """An option's value as plain data (what YAML gives: text, numbers, flags, lists)."""
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if isinstance(value, list):
        return [_plain_value(v, what) for v in value]
    if isinstance(value, tuple):
        return tuple(_plain_value(v, what) for v in value)
    if isinstance(value, Mapping):
        return {str(k): _plain_value(v, f"{what}.{k}") for k, v in value.items()}
    raise ValueError(f"{what} must be plain data, got {value!r}")


def _genre(value: object) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise ValueError(f"genre must be a text, got {value!r}")


def _badplain_int(data: Mapping[str, object]) -> str | None:
    """'scene.number: must be a whole number, got 'first'' for the first such field."""
    for path in WHOLE_NUMBERS:
        value: object = data
        for key in path:
            value = value.get(key) if isinstance(value, dict) else None
        if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
            return f"{'.'.join(path)}: must be a whole number, got {value!r}"
    return None


def economy_to_dict(state: State) -> PlainDict:
    return {name: _plain(getattr(state, name)) for name in state.__struct_fields__}


def economy_from_dict(template: State, data: object) -> State:
    """Rebuild a state of the same class as ``template`` (the economy's ``new()``)."""
    if not isinstance(data, dict):
        raise GameError(f"economy must be a mapping, got {data!r}")
    record = plain_mapping(data, "economy")
    values: dict[str, Any] = {}  # the variant's own State fields, by name
    for name in template.__struct_fields__:
        if name not in record:
            continue
        raw = record[name]
        if name == "session":
            flags = plain_mapping(raw, "economy session")
            values[name] = SessionFlags(
                **{
                    k: bool(v)
                    for k, v in flags.items()
                    if k in ("downtime_taken", "cliffhanger_pending")
                }
            )
        elif name == "consequences":
            values[name] = tuple(
                _consequence(plain_mapping(c, "a consequence"))
                for c in plain_list(raw, "economy consequences")
            )
        else:
            values[name] = _economy_number(name, raw)
    return type(template)(**values)


ECONOMY_RANGE = 99
"""Resolve, Doom, Life, FU and the like stay within ±99 in a save (as an opposition's
Resolve does): a value beyond is a hand edit, refused rather than played."""


def _economy_number(name: str, raw: object) -> int:
    """A whole number within ±ECONOMY_RANGE, or GameError naming the field."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise GameError(f"economy: {name} must be a whole number, got {raw!r}")
    if not -ECONOMY_RANGE <= raw <= ECONOMY_RANGE:
        raise GameError(
            f"economy: {name} {raw} is out of range (must be between "
            f"{-ECONOMY_RANGE} and {ECONOMY_RANGE})"
        )
    return raw


def opposition_to_dict(opp: Opposition | None) -> PlainDict | None:
    if opp is None:
        return None
    return {"name": opp.name, "strength": opp.strength, "scale": opp.scale, "resolve": opp.resolve}


def opposition_from_dict(data: object) -> Opposition | None:
    if not data:
        return None
    if not isinstance(data, dict):
        raise GameError(f"opposition must be a mapping, got {data!r}")
    record = plain_mapping(data, "opposition")
    return Opposition(
        name=str(record.get("name", "opposition")),
        strength=str(record.get("strength", "average")),
        scale=plain_int(record.get("scale", 0), "opposition scale"),
        resolve=plain_int(record.get("resolve", 0), "opposition resolve"),
    )


def _consequence(c: Mapping[str, object]) -> Consequence:
    return Consequence(
        kind=str(c["kind"]), severity=Tier.from_key(c["severity"]), label=str(c.get("label", ""))
    )


def _plain(value: object) -> Plain:
    if isinstance(value, Struct):
        return {name: _plain(getattr(value, name)) for name in value.__struct_fields__}
    if isinstance(value, Tier):  # the one enum with a YAML spelling of its own
        return value.key
    if isinstance(value, Enum):
        return _plain(value.value)
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    raise TypeError(f"an economy state holds {value!r}, which is not plain data")


def _pending(data: object, system: str) -> PendingRoll:
    """A roll left waiting, read back; its dice, pool and offer types are imported only for
    a campaign that has one (`solo status` of a campaign between turns needs none)."""
    from solo.game.turn.roll import PendingRoll

    return PendingRoll.from_dict(data, system)


def saved_campaign(save: OpenSave) -> Campaign:
    """The campaign an open save holds; a state that does not fit the rules closes the save
    and is a SaveError naming its file (and the backup), as every shell reports it."""
    try:
        return Campaign.from_dict(save.state)
    except GameError as exc:
        save.close()
        raise SaveError(
            f"{save.folder / STATE}: {exc} (a backup exists: `solo saves --restore {save.name}`)"
        ) from None
