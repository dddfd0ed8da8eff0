"""Framing a question (R-ORA-1): an action of the character, or a question about the world."""

from __future__ import annotations

from enum import Enum

from msgspec import Struct, field
from msgspec.structs import force_setattr

from solo.game.choices import Likelihood, Stakes, Strength, parse
from solo.game.errors import GameError
from solo.tables.places import plain_words
from solo.tables.subjects import Approach, approach_of
from solo.vocabulary import Category, PlainDict

LIKELIHOOD = {k.value: k.net for k in Likelihood}
"""World questions: likelihood as a net modifier (R-ORA-1), by machine name."""

KINDS = ("action", "world")
ACTION_OPENINGS = frozenset({"do", "can", "will", "am", "could", "would", "should", "did", "may"})
"""First words that, followed by "I" (or "we"), frame a question as the hero's action."""
FIRST_PERSON = frozenset({"i", "we"})


def kind_of(text: str) -> str:
    """The kind a question's phrasing gives it (R-ORA-4): "Do I…", "Can I…", "Will I…",
    "Am I…", "Could I…" (and the like, or "we") are an action; any other is a world
    question."""
    words = plain_words(text)
    if len(words) >= 2 and words[0] in ACTION_OPENINGS and words[1] in FIRST_PERSON:
        return "action"
    return "world"


ACTION_WORDS: dict[Category, frozenset[str]] = {
    Category.SOCIAL: frozenset(
        [
            "talk",
            "persuade",
            "convince",
            "charm",
            "lie",
            "bluff",
            "accuse",
            "bribe",
            "negotiate",
            "threaten",
            "intimidate",
            "flirt",
            "befriend",
            "recruit",
            "deceive",
            "trick",
            "haggle",
            "beg",
            "interrogate",
            "question",
            "reassure",
            "calm",
            "insult",
            "provoke",
            "sway",
        ]
    ),
    Category.PHYSICAL: frozenset(
        [
            "climb",
            "run",
            "swim",
            "jump",
            "fight",
            "punch",
            "shoot",
            "pry",
            "lift",
            "break",
            "force",
            "dodge",
            "crawl",
            "wade",
            "chase",
            "escape",
            "outrun",
            "carry",
            "kick",
            "throw",
            "ride",
            "drive",
            "fly",
            "grab",
            "wrestle",
            "dive",
            "push",
            "pull",
            "hold",
            "drag",
            "stab",
            "strike",
        ]
    ),
    Category.MENTAL: frozenset(
        [
            "read",
            "find",
            "search",
            "remember",
            "recall",
            "figure",
            "decipher",
            "hack",
            "reroute",
            "repair",
            "patch",
            "fix",
            "notice",
            "spot",
            "track",
            "recognise",
            "recognize",
            "solve",
            "understand",
            "learn",
            "study",
            "decode",
            "translate",
            "analyse",
            "analyze",
            "identify",
            "pick",
        ]
    ),
    Category.RESOURCES: frozenset(
        ["buy", "afford", "pay", "trade", "sell", "borrow", "hire", "rent", "bargain"]
    ),
}
"""The words of an action that say which kind of Condition its "and"/"but" fits."""


def category_of(text: str) -> Category | None:
    """The Condition category an action's words point to ("Do I talk my way past…" →
    social), the first category named after "I", else the one its approach points to;
    None when neither does (R-GM-6: the one thing fits the question)."""
    words = plain_words(text)
    for word in words[2:] if len(words) > 2 else words:
        for category, verbs in ACTION_WORDS.items():
            if word in verbs:
                return category
    approach = approach_of(text)
    return APPROACH_CATEGORY.get(approach) if approach is not None else None


APPROACH_CATEGORY: dict[Approach, Category] = {
    Approach.FIGHT: Category.PHYSICAL,
    Approach.EXERTION: Category.PHYSICAL,
    Approach.TALK: Category.SOCIAL,
    Approach.WITS: Category.MENTAL,
    Approach.SEARCH: Category.MENTAL,
}
"""The category an approach points to when no word of the action names one ("Do I get the
computer running?" is wits, so mental); stealth, travel and revelry leave it open."""


LATER_FIELDS: dict[str, object] = {
    "with_allies": False,
    "against": [],
    "foe_weapon": None,
    "foe_armour": "",
    "evasion": None,
    "cramped": False,
    "activity": "",
    "aide": "",
    "power": "",
    "asset_helps": [],
    "against_opposition": None,
}
"""Question fields added after saves existed, with their defaults."""


class Question(Struct, frozen=True):
    """What the player asks, and everything that shapes the dice.

        ``helps`` / ``hinders`` name the character's Descriptors that apply (a Flaw usually
        hinders; a Trademark may hinder, R-CHAR-2); ``conditions`` and ``details`` name the
        character's Conditions and the scene's Details that apply. ``bonus``/``penalty`` are
        circumstance dice. ``opposition`` is None when not given (the scene's opposition, else
        average). ``against_opposition`` says whether the campaign's opposition stands against this
    question (R-OPP-1): None for the rule's default (high stakes only), True for a question
    marked against it, False to switch it off. ``options`` are system options (e.g. fudge ``skill``). Text for the enum
        fields (``likelihood="very likely"``) is read into the enum, or refused by name.
    """

    text: str
    kind: str = "action"
    likelihood: Likelihood = Likelihood.EVEN
    helps: tuple[str, ...] = ()
    hinders: tuple[str, ...] = ()
    conditions: tuple[str, ...] = ()
    details: tuple[str, ...] = ()
    bonus: int = 0
    penalty: int = 0
    unfamiliar: bool = False
    apt: bool = False
    opposition: Strength | None = None
    stakes: Stakes = Stakes.LOW
    risky: bool = False
    combat: bool = False
    scale: int = 0
    options: PlainDict = field(default_factory=dict)
    # campaign options made reachable (issue 13); written to a save only when set
    with_allies: bool = False  # allies ask the same question, each rolls: +1D (R-CON-6)
    against: tuple[str, ...] = ()  # another character's Descriptors/Conditions (R-CON-7)
    foe_weapon: int | None = None  # the foe's weapon rating 0-6 (R-GEAR-1)
    foe_armour: str = ""  # the foe's armour: none, light, medium, heavy (R-GEAR-2)
    evasion: int | None = None  # a fleeing/hiding target's cover, range or speed (R-GEAR-1)
    cramped: bool = False  # cramped quarters reverse weapon ratings (R-GEAR-1)
    activity: str = ""  # an activity the hero's armour may hamper (R-GEAR-4)
    aide: str = ""  # an asset whose Concept covers the task (R-CHAR-4)
    power: str = ""  # a power used on this roll: an unreliable one may be suspended (R-SUP-1)
    asset_helps: tuple[str, ...] = ()  # "Asset: Descriptor" brought to bear (R-CHAR-4)
    against_opposition: bool | None = None  # @vs / @none: None follows the stakes (R-OPP-1)

    def __post_init__(self) -> None:
        if not isinstance(self.text, str) or not self.text.strip():
            raise GameError("a question needs some words: what do you want to know?")
        if self.kind not in KINDS:
            raise GameError(f"unknown question kind {self.kind!r}; expected action or world")
        self._read_choices()
        if self.risky and self.stakes is not Stakes.HIGH:
            raise GameError("a risky approach needs high stakes (R-CON-4)")
        for name in ("helps", "hinders", "conditions", "details", "against", "asset_helps"):
            value = getattr(self, name)
            if isinstance(value, str):
                value = (value,)
            force_setattr(self, name, tuple(str(v) for v in value))
        self._check_numbers()
        if not isinstance(self.options, dict):
            raise GameError(f"options must be a mapping, got {self.options!r}")

    def _read_choices(self) -> None:
        """Text for the enum fields read into the enum, or refused by name."""
        force_setattr(self, "likelihood", parse(Likelihood, self.likelihood, "likelihood"))
        force_setattr(self, "stakes", parse(Stakes, self.stakes, "stakes"))
        if self.opposition is not None:
            force_setattr(self, "opposition", parse(Strength, self.opposition, "opposition"))

    def _check_numbers(self) -> None:
        for name in ("bonus", "penalty"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 30:
                raise GameError(f"{name} must be a whole number from 0 to 30, got {value!r}")
        if isinstance(self.scale, bool) or not isinstance(self.scale, int):
            raise GameError(f"scale must be a whole number, got {self.scale!r}")
        if self.against_opposition is not None and not isinstance(self.against_opposition, bool):
            raise GameError(
                f"against_opposition must be true or false, got {self.against_opposition!r}"
            )

    @property
    def world(self) -> bool:
        return self.kind == "world"

    @property
    def high_stakes(self) -> bool:
        return self.stakes is Stakes.HIGH

    def to_dict(self) -> PlainDict:
        out: PlainDict = {}
        for name in self.__struct_fields__:
            value = getattr(self, name)
            if isinstance(value, tuple):
                value = list(value)
            elif isinstance(value, Enum):
                value = value.value
            elif isinstance(value, dict):
                value = dict(value)
            if name in LATER_FIELDS and value == LATER_FIELDS[name]:
                continue  # a save written before these fields stays as it was
            out[name] = value
        return out

    @classmethod
    def from_dict(cls, data: object) -> Question:
        if not isinstance(data, dict):
            raise GameError(f"a question is a mapping with at least 'text', got {data!r}")
        known = set(cls.__struct_fields__)
        unknown = sorted(set(data) - known)
        if unknown:
            raise GameError(f"a question has no field {unknown[0]!r}")
        if "text" not in data:
            raise GameError("a question needs 'text'")
        return cls(**data)
