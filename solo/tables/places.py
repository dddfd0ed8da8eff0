"""Place tags: where a content entry can happen and what it needs, and how an entry fits a
scene (R-GM-6; the vocabulary is TAGS.md's, closed).

A scene has a set of tags: at most one of each group (site, shelter, time) and any number
of features; each question adds ``opposed`` or ``unopposed``. An entry says ``where`` it can
happen (grouped tags: within a group any of them, across groups every group it names),
what it ``needs`` (features and opposed/unopposed, every one required) and what it must
``avoid`` (scene tags of any kind: a scene with one of them never draws it).

Pure values and functions; nothing here reads a file.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum, StrEnum

from msgspec import Struct


class Group(Enum):
    """The groups of grouped tags: a scene has at most one tag of each."""

    SITE = "site"
    SHELTER = "shelter"
    TIME = "time"


class PlaceTag(StrEnum):
    """Every place tag: grouped ones, features, and the question's opposition."""

    CITY = "city"
    TOWN = "town"
    WILDERNESS = "wilderness"
    UNDERGROUND = "underground"
    SEA = "sea"
    SPACE = "space"
    INDOORS = "indoors"
    OUTDOORS = "outdoors"
    DAY = "day"
    NIGHT = "night"
    CROWD = "crowd"
    WATER = "water"
    DARK = "dark"
    VEHICLE = "vehicle"
    HOLY = "holy"
    RUINS = "ruins"
    OPPOSED = "opposed"
    UNOPPOSED = "unopposed"

    @property
    def group(self) -> Group | None:
        """The tag's group, or None for a feature or an opposition tag."""
        return GROUP_OF.get(self)

    @property
    def grouped(self) -> bool:
        return self in GROUP_OF

    @property
    def of_question(self) -> bool:
        """``opposed``/``unopposed``: set for each question, never by the player."""
        return self in QUESTION_TAGS


GROUPS: dict[Group, tuple[PlaceTag, ...]] = {
    Group.SITE: (
        PlaceTag.CITY,
        PlaceTag.TOWN,
        PlaceTag.WILDERNESS,
        PlaceTag.UNDERGROUND,
        PlaceTag.SEA,
        PlaceTag.SPACE,
    ),
    Group.SHELTER: (PlaceTag.INDOORS, PlaceTag.OUTDOORS),
    Group.TIME: (PlaceTag.DAY, PlaceTag.NIGHT),
}
GROUP_OF: dict[PlaceTag, Group] = {t: g for g, tags in GROUPS.items() for t in tags}
FEATURES: tuple[PlaceTag, ...] = (
    PlaceTag.CROWD,
    PlaceTag.WATER,
    PlaceTag.DARK,
    PlaceTag.VEHICLE,
    PlaceTag.HOLY,
    PlaceTag.RUINS,
)
QUESTION_TAGS: tuple[PlaceTag, ...] = (PlaceTag.OPPOSED, PlaceTag.UNOPPOSED)
SCENE_TAGS: tuple[PlaceTag, ...] = tuple(t for t in PlaceTag if not t.of_question)
"""The tags a player may give a scene."""

IMPLIES: dict[PlaceTag, tuple[PlaceTag, ...]] = {
    PlaceTag.UNDERGROUND: (PlaceTag.INDOORS,),
    PlaceTag.SEA: (PlaceTag.WATER,),
}
"""What a scene tag brings with it."""

LEGACY_SETTING: dict[str, tuple[str, PlaceTag]] = {
    "interior": ("where", PlaceTag.INDOORS),
    "vehicle": ("needs", PlaceTag.VEHICLE),
}
"""Old ``setting:`` words that do not mean ``where: [word]``."""


def parse_place_tag(text: str) -> PlaceTag:
    """The tag named ``text``; ValueError names it with a close match."""
    word = str(text).strip().lower()
    try:
        return PlaceTag(word)
    except ValueError:
        pass
    from solo.tables.errors import close_matches

    near = close_matches(word, [t.value for t in PlaceTag], n=1)
    hint = f"; did you mean {near[0]!r}?" if near else f"; known: {', '.join(PlaceTag)}"
    raise ValueError(f"unknown place tag {text!r}{hint}")


def where_tag(text: str) -> PlaceTag:
    """A tag for an entry's ``where``: grouped tags only."""
    tag = parse_place_tag(text)
    if not tag.grouped:
        raise ValueError(
            f"{tag.value!r} is not a site, shelter or time tag: put it under needs, not where"
        )
    return tag


def needs_tag(text: str) -> PlaceTag:
    """A tag for an entry's ``needs``: features and opposed/unopposed only."""
    tag = parse_place_tag(text)
    if tag.grouped:
        group = GROUP_OF[tag].value
        raise ValueError(f"{tag.value!r} is a {group} tag: put it under where, not needs")
    return tag


def avoid_tag(text: str) -> PlaceTag:
    """A tag for an entry's ``avoid``: any tag a scene can have (grouped or a feature); a
    question's opposed/unopposed is said with ``needs``."""
    tag = parse_place_tag(text)
    if tag.of_question:
        other = "unopposed" if tag is PlaceTag.OPPOSED else "opposed"
        raise ValueError(f"{tag.value!r} is the question's: write needs: [{other}], not avoid")
    return tag


def legacy_setting(word: str) -> tuple[str, PlaceTag]:
    """What an old ``setting: word`` means: ``("where", tag)`` or ``("needs", tag)``."""
    text = str(word).strip().lower()
    if text in LEGACY_SETTING:
        return LEGACY_SETTING[text]
    return "where", where_tag(text)


class Fit(Enum):
    """How an entry fits a scene, best first; CONTRADICTS is never drawn."""

    MATCH = 0  # every group it names is known and fits, and it names at least one tag
    UNTAGGED = 1  # it names no place tag: fits anywhere
    UNKNOWN = 2  # some group it names is not known in the scene (not contradicted)
    CONTRADICTS = 3


class ScenePlace(Struct, frozen=True):
    """The tags a draw happens under: the scene's (implications added) and the question's
    ``opposed``/``unopposed``."""

    tags: frozenset[PlaceTag] = frozenset()

    @classmethod
    def of(cls, tags: Iterable[PlaceTag], *, opposed: bool | None = None) -> ScenePlace:
        found = set(implied(tags))
        if opposed is not None:
            found.add(PlaceTag.OPPOSED if opposed else PlaceTag.UNOPPOSED)
        return cls(frozenset(found))

    def in_group(self, group: Group) -> frozenset[PlaceTag]:
        return frozenset(t for t in self.tags if GROUP_OF.get(t) is group)


def implied(tags: Iterable[PlaceTag]) -> frozenset[PlaceTag]:
    """``tags`` with what they imply (underground ⇒ indoors, sea ⇒ water)."""
    out = set(tags)
    for tag in list(out):
        out.update(IMPLIES.get(tag, ()))
    return frozenset(out)


def fit(
    where: frozenset[PlaceTag] | None,
    needs: frozenset[PlaceTag] | None,
    place: ScenePlace,
    avoid: frozenset[PlaceTag] | None = None,
) -> Fit:
    """How an entry with ``where``, ``needs`` and ``avoid`` fits ``place`` (TAGS.md,
    "Drawing"): a scene with a tag the entry avoids contradicts it; avoiding alone is no
    match (a scene that does not say contradicts nothing)."""
    if _ruled_out(needs, avoid, place):
        return Fit.CONTRADICTS
    if not where:
        return Fit.MATCH if _names_a_feature(needs) else Fit.UNTAGGED
    unknown = False
    for group in Group:
        wanted = frozenset(t for t in where if GROUP_OF[t] is group)
        if not wanted:
            continue
        have = place.in_group(group)
        if not have:
            unknown = True
        elif not wanted & have:
            return Fit.CONTRADICTS
    return Fit.UNKNOWN if unknown else Fit.MATCH


def _ruled_out(
    needs: frozenset[PlaceTag] | None, avoid: frozenset[PlaceTag] | None, place: ScenePlace
) -> bool:
    """Whether the scene lacks a tag the entry needs or has one it avoids."""
    return bool(needs and not needs <= place.tags) or bool(avoid and avoid & place.tags)


def _names_a_feature(needs: frozenset[PlaceTag] | None) -> bool:
    """Whether ``needs`` names a feature of the scene: ``opposed``/``unopposed`` hold on
    every question, so needing one of them filters but is no match."""
    return bool(needs) and any(t not in QUESTION_TAGS for t in needs or ())


def check_scene_tags(tags: Iterable[PlaceTag]) -> frozenset[PlaceTag]:
    """A scene's tags, checked: no question tag, at most one of each group (implications
    included); ValueError names the clash."""
    given = frozenset(tags)
    for tag in given:
        if tag.of_question:
            raise ValueError(
                f"{tag.value!r} is set for each question, not for a scene "
                "(an opposition stands against a question or not)"
            )
    full = implied(given)
    for group, members in GROUPS.items():
        found = sorted(t.value for t in full if t in members)
        if len(found) > 1:
            raise ValueError(
                f"a scene has one {group.value} tag at most, got {' and '.join(found)}"
            )
    return given


def parse_scene_tags(text: str | Iterable[str]) -> frozenset[PlaceTag]:
    """``"city,indoors,water"`` (or a list of words) as checked scene tags."""
    words = text.replace(",", " ").split() if isinstance(text, str) else list(text)
    return check_scene_tags(parse_place_tag(w) for w in words if str(w).strip())


def tags_text(tags: Iterable[PlaceTag]) -> str:
    """Tags in the vocabulary's order, comma-separated: ``city,indoors,water``."""
    chosen = set(tags)
    return ",".join(t.value for t in PlaceTag if t in chosen)


PLACE_WORDS: dict[str, tuple[PlaceTag, ...]] = {
    # sites
    "city": (PlaceTag.CITY,),
    "street": (PlaceTag.CITY, PlaceTag.OUTDOORS),
    "alley": (PlaceTag.CITY, PlaceTag.OUTDOORS),
    "market": (PlaceTag.CITY, PlaceTag.OUTDOORS, PlaceTag.CROWD),
    "square": (PlaceTag.CITY, PlaceTag.OUTDOORS),
    "docks": (PlaceTag.CITY, PlaceTag.WATER, PlaceTag.OUTDOORS),
    "harbour": (PlaceTag.CITY, PlaceTag.WATER),
    "harbor": (PlaceTag.CITY, PlaceTag.WATER),
    "port": (PlaceTag.CITY, PlaceTag.WATER),
    "village": (PlaceTag.TOWN,),
    "hamlet": (PlaceTag.TOWN,),
    "town": (PlaceTag.TOWN,),
    "farm": (PlaceTag.TOWN,),
    "farmstead": (PlaceTag.TOWN,),
    "forest": (PlaceTag.WILDERNESS, PlaceTag.OUTDOORS),
    "woods": (PlaceTag.WILDERNESS, PlaceTag.OUTDOORS),
    "jungle": (PlaceTag.WILDERNESS, PlaceTag.OUTDOORS),
    "desert": (PlaceTag.WILDERNESS, PlaceTag.OUTDOORS),
    "mountain": (PlaceTag.WILDERNESS, PlaceTag.OUTDOORS),
    "mountains": (PlaceTag.WILDERNESS, PlaceTag.OUTDOORS),
    "moor": (PlaceTag.WILDERNESS, PlaceTag.OUTDOORS),
    "swamp": (PlaceTag.WILDERNESS, PlaceTag.OUTDOORS, PlaceTag.WATER),
    "marsh": (PlaceTag.WILDERNESS, PlaceTag.OUTDOORS, PlaceTag.WATER),
    "road": (PlaceTag.OUTDOORS,),
    "river": (PlaceTag.WATER, PlaceTag.OUTDOORS),
    "lake": (PlaceTag.WATER, PlaceTag.OUTDOORS),
    "camp": (PlaceTag.WILDERNESS, PlaceTag.OUTDOORS),
    "cave": (PlaceTag.UNDERGROUND, PlaceTag.DARK),
    "caves": (PlaceTag.UNDERGROUND, PlaceTag.DARK),
    "crypt": (PlaceTag.UNDERGROUND, PlaceTag.DARK),
    "tomb": (PlaceTag.UNDERGROUND, PlaceTag.DARK),
    "catacombs": (PlaceTag.UNDERGROUND, PlaceTag.DARK),
    "sewer": (PlaceTag.UNDERGROUND, PlaceTag.WATER, PlaceTag.DARK),
    "sewers": (PlaceTag.UNDERGROUND, PlaceTag.WATER, PlaceTag.DARK),
    "mine": (PlaceTag.UNDERGROUND, PlaceTag.DARK),
    "cellar": (PlaceTag.UNDERGROUND,),
    "dungeon": (PlaceTag.UNDERGROUND, PlaceTag.DARK),
    "ship": (PlaceTag.SEA, PlaceTag.VEHICLE),
    "boat": (PlaceTag.SEA, PlaceTag.VEHICLE),
    "deck": (PlaceTag.SEA, PlaceTag.VEHICLE, PlaceTag.OUTDOORS),
    "sea": (PlaceTag.SEA,),
    "space": (PlaceTag.SPACE,),
    "ocean": (PlaceTag.SEA,),
    "station": (PlaceTag.SPACE, PlaceTag.INDOORS),
    "starship": (PlaceTag.SPACE, PlaceTag.VEHICLE, PlaceTag.INDOORS),
    "freighter": (PlaceTag.SPACE, PlaceTag.VEHICLE, PlaceTag.INDOORS),
    "spaceship": (PlaceTag.SPACE, PlaceTag.VEHICLE, PlaceTag.INDOORS),
    "hold": (PlaceTag.INDOORS,),
    "airlock": (PlaceTag.SPACE, PlaceTag.INDOORS),
    "bridge": (),
    # shelter
    "office": (PlaceTag.INDOORS,),
    "room": (PlaceTag.INDOORS,),
    "house": (PlaceTag.INDOORS,),
    "hall": (PlaceTag.INDOORS,),
    "tavern": (PlaceTag.INDOORS, PlaceTag.CROWD),
    "inn": (PlaceTag.INDOORS, PlaceTag.CROWD),
    "bar": (PlaceTag.INDOORS, PlaceTag.CROWD),
    "club": (PlaceTag.INDOORS, PlaceTag.CROWD),
    "hotel": (PlaceTag.INDOORS,),
    "lobby": (PlaceTag.INDOORS, PlaceTag.CROWD),
    "library": (PlaceTag.INDOORS,),
    "manor": (PlaceTag.INDOORS,),
    "castle": (PlaceTag.INDOORS,),
    "keep": (PlaceTag.INDOORS,),
    "warehouse": (PlaceTag.INDOORS,),
    "apartment": (PlaceTag.INDOORS, PlaceTag.CITY),
    "precinct": (PlaceTag.INDOORS, PlaceTag.CITY),
    "courtyard": (PlaceTag.OUTDOORS,),
    "garden": (PlaceTag.OUTDOORS,),
    "rooftop": (PlaceTag.OUTDOORS, PlaceTag.CITY),
    "roof": (PlaceTag.OUTDOORS,),
    # features
    "temple": (PlaceTag.HOLY, PlaceTag.INDOORS),
    "church": (PlaceTag.HOLY, PlaceTag.INDOORS),
    "chapel": (PlaceTag.HOLY, PlaceTag.INDOORS),
    "shrine": (PlaceTag.HOLY,),
    "monastery": (PlaceTag.HOLY,),
    "cathedral": (PlaceTag.HOLY, PlaceTag.INDOORS, PlaceTag.CITY),
    "ruin": (PlaceTag.RUINS,),
    "ruins": (PlaceTag.RUINS,),
    "ruined": (PlaceTag.RUINS,),
    "abandoned": (PlaceTag.RUINS,),
    "flooded": (PlaceTag.WATER,),
    "train": (PlaceTag.VEHICLE, PlaceTag.INDOORS),
    "car": (PlaceTag.VEHICLE,),
    "carriage": (PlaceTag.VEHICLE,),
    "crowd": (PlaceTag.CROWD,),
    "crowded": (PlaceTag.CROWD,),
    "party": (PlaceTag.CROWD, PlaceTag.INDOORS),
    "ball": (PlaceTag.CROWD, PlaceTag.INDOORS),
    "dark": (PlaceTag.DARK,),
    "night": (PlaceTag.NIGHT,),
    "midnight": (PlaceTag.NIGHT, PlaceTag.DARK),
    "nighttime": (PlaceTag.NIGHT,),
    "dawn": (PlaceTag.DAY,),
    "noon": (PlaceTag.DAY,),
}
"""Words in a place's name and the tags they suggest (the player can change them)."""


def guess_tags(place: str) -> frozenset[PlaceTag]:
    """Tags suggested by the words of ``place`` ("harbour office" → city, water, indoors):
    the first word that names a group's tag wins that group; features add up; a shelter the
    site contradicts (an outdoors underground) is left out."""
    chosen: dict[Group, PlaceTag] = {}
    features: set[PlaceTag] = set()
    for word in plain_words(place):
        for tag in PLACE_WORDS.get(word, ()):
            if tag.group is None:
                features.add(tag)
            else:
                chosen.setdefault(tag.group, tag)
    site = chosen.get(Group.SITE)
    shelter = chosen.get(Group.SHELTER)
    if site is not None and shelter is not None and shelter not in implied([site]):
        if implied([site]) & set(GROUPS[Group.SHELTER]):
            del chosen[Group.SHELTER]
    return frozenset(chosen.values()) | features


def setting_place(word: str) -> tuple[str, frozenset[PlaceTag]]:
    """An old scene ``setting`` word as a place and tags: a tag word (``city``,
    ``interior``) is tags and no place; any other word is the place, with the tags its words
    suggest."""
    text = word.strip()
    tags = setting_tags(text)
    return ("", tags) if is_setting_word(text) else (text, tags)


def is_setting_word(word: str) -> bool:
    """Whether an old ``setting`` word names a tag (``city``, ``interior``), not a place."""
    text = word.strip().lower()
    return text in {*SCENE_TAGS, *LEGACY_SETTING}


def setting_tags(word: str) -> frozenset[PlaceTag]:
    """The tags an old scene ``setting`` (or a ``/scene … @word``) stands for: a place tag
    or an old setting word as TAGS.md reads it, else the tags its words suggest."""
    text = word.strip().lower()
    if not text:
        return frozenset()
    try:
        return frozenset({legacy_setting(text)[1]})
    except ValueError:
        pass
    try:
        return frozenset({parse_place_tag(text)}) - set(QUESTION_TAGS)
    except ValueError:
        return guess_tags(text)


def plain_words(text: str) -> list[str]:
    """The words of ``text`` in lower case, punctuation taken out ("The harbour-master's
    office?" → the, harbour, master, s, office): what place guesses, a question's kind and
    its fit read."""
    cleaned = "".join(c.lower() if c.isalnum() else " " for c in text)
    return cleaned.split()
