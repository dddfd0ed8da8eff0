"""A hero being made: the builder's fields, the rules' verdict on them, a rolled hero.

The fields are plain text as a player types them (lists separated by ``;``). ``sheet()``
gives the same mapping a character file holds, so the saved ``hero.yaml`` is accepted by
``solo new --character``; ``problems()`` asks the rules engine's own creation checks
(R-CHAR-1..4), so the builder shows the very messages the CLI gives.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from msgspec import Struct
from msgspec.structs import replace

from solo.game.hero.trait import trait_options, trait_problem
from solo.game.setup import with_defaults
from solo.rules.character.sheet import Character
from solo.vocabulary import PlainDict

if TYPE_CHECKING:
    from solo.tables.model import Library

STRENGTHS = ("weak", "average", "challenging", "strong", "overwhelming")
LIST_FIELDS = frozenset({"abilities", "milestones"})


class HeroDraft(Struct, frozen=True):
    """Every field of the hero builder, as text."""

    name: str = ""
    concept: str = ""
    abilities: str = ""  # "; "-separated, 3-5 (R-CHAR-1)
    trait: str = ""  # the dice system's own trait (solo.game.hero.trait); blank: its default
    trademark1: str = ""
    trademark2: str = ""
    trademark3: str = ""
    trademark4: str = ""
    flaw1: str = ""
    flaw2: str = ""
    ally_whom: str = ""
    ally: str = ""  # the positive Relationship, naming whom
    rival_whom: str = ""
    rival: str = ""  # the negative Relationship, naming whom
    goal: str = ""
    milestones: str = ""  # "; "-separated
    opposition: str = ""
    strength: str = "average"
    scene: str = ""
    setting: str = ""

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        return cls.__struct_fields__

    def with_field(self, name: str, value: str) -> HeroDraft:
        return replace(self, **{name: value})

    def character(self) -> PlainDict:
        """The ``character:`` mapping of a character file."""
        descriptors: list[PlainDict] = [
            {"name": t, "kind": "trademark"} for t in self._texts("trademark", 4)
        ]
        descriptors += [{"name": f, "kind": "flaw"} for f in self._texts("flaw", 2)]
        for text, whom, polarity in (
            (self.ally, self.ally_whom, "positive"),
            (self.rival, self.rival_whom, "negative"),
        ):
            if text.strip():
                descriptors.append(
                    {
                        "name": text.strip(),
                        "kind": "relationship",
                        "whom": whom.strip(),
                        "polarity": polarity,
                    }
                )
        out: PlainDict = {
            "name": self.name.strip(),
            "concept": {"name": self.concept.strip(), "abilities": split(self.abilities)},
            "descriptors": descriptors,
        }
        if self.goal.strip():
            out["goals"] = [
                {
                    "text": self.goal.strip(),
                    "milestones": [{"text": m} for m in split(self.milestones)],
                }
            ]
        return out

    def sheet(self, genre: str | None = None, system: str | None = None) -> PlainDict:
        """A whole character file: the hero, its trait in ``system`` (as the file's
        ``options``), and the optional opening scene and foe."""
        out: PlainDict = {"character": self.character()}
        if genre:
            out["genre"] = genre
        options = trait_options(system, self.trait)
        if options:
            out["options"] = options
        if self.scene.strip():
            out["scene"] = {"title": self.scene.strip(), "setting": self.setting.strip()}
        if self.opposition.strip():
            out["opposition"] = {
                "name": self.opposition.strip(),
                "strength": self.strength.strip() or "average",
            }
        return out

    def problems(self, system: str | None = None) -> tuple[str, ...]:
        """What keeps this from being a legal new hero, in the rules' words (and the dice
        system's, for its trait)."""
        trait = trait_problem(system, self.trait)
        try:
            character = Character.from_dict(with_defaults(self.character()))
        except ValueError as exc:
            return (str(exc),) + ((trait,) if trait else ())
        problems = list(character.creation_problems())
        if trait:
            problems.append(trait)
        if self.strength.strip() and self.strength.strip().lower() not in STRENGTHS:
            problems.append(
                f"unknown opposition strength {self.strength!r}; expected one of "
                f"{', '.join(STRENGTHS)}"
            )
        return tuple(problems)

    def still_needs(self) -> tuple[str, ...]:
        """What the builder still needs before the hero can be made, in a player's words:
        the fields left blank or short (the rules' own messages say the rest)."""
        abilities = split(self.abilities)
        trademarks, flaws = self._texts("trademark", 4), self._texts("flaw", 2)
        wanted = (
            (not self.name.strip(), "a name"),
            (not self.concept.strip(), "a Concept"),
            (len(abilities) < 3, _count("3-5 abilities", abilities)),
            (len(trademarks) < 4, _count("all four Trademarks", trademarks)),
            (len(flaws) < 2, _count("both Flaws", flaws)),
            (not (self.ally_whom.strip() and self.ally.strip()), "an Ally (who, and the bond)"),
            (not (self.rival_whom.strip() and self.rival.strip()), "a Rival (who, and the bond)"),
            (not self.goal.strip(), "a Goal"),
        )
        return tuple(what for missing, what in wanted if missing)

    def yaml(self, genre: str | None = None, system: str | None = None) -> str:
        import yaml

        return yaml.safe_dump(
            self.sheet(genre, system), sort_keys=False, allow_unicode=True, width=100
        )

    def _texts(self, prefix: str, count: int) -> list[str]:
        values = (getattr(self, f"{prefix}{i}").strip() for i in range(1, count + 1))
        return [v for v in values if v]


def split(text: str) -> list[str]:
    return [part.strip() for part in text.split(";") if part.strip()]


def _count(what: str, have: list[str]) -> str:
    """``all four Trademarks (1 so far)``: what is wanted, and how far along it is."""
    return f"{what} ({len(have)} so far)" if have else what


# --- rolling a hero from the content tables -------------------------------------------

TABLE_OF = {
    "concept": "hero-concept",
    "trademark": "hero-trademark",
    "flaw": "hero-flaw",
    "ally": "hero-bond-positive",
    "rival": "hero-bond-negative",
    "goal": "hero-goal",
    "opposition": "hero-opposition",
    "scene": "scene-setup",
}


def roll_hero(library: Library, seed: int, genre: str | None = None) -> HeroDraft:
    """A whole legal hero drawn from the tables; the same seed gives the same hero."""
    rng = random.Random(f"hero:{seed}")
    draft = HeroDraft()
    for name in HeroDraft.field_names():
        draft = draft.with_field(name, roll_field(library, draft, name, rng, genre))
    return draft


def reroll_field(
    library: Library, draft: HeroDraft, name: str, seed: int, turn: int, genre: str | None = None
) -> HeroDraft:
    """The draft with one field drawn again (``turn`` counts re-rolls, for the seed)."""
    rng = random.Random(f"hero:{seed}:{name}:{turn}")
    return draft.with_field(name, roll_field(library, draft, name, rng, genre))


def roll_field(
    library: Library, draft: HeroDraft, name: str, rng: random.Random, genre: str | None = None
) -> str:
    """A fresh value for one field, unlike the hero's other entries where it can be."""
    drawn = _drawn_apart(library, draft, name, rng, genre)
    if drawn is not None:
        return drawn
    table = TABLE_OF[name.rstrip("1234")]
    taken = {getattr(draft, f) for f in HeroDraft.field_names() if f != name}
    for _ in range(20):  # a Descriptor name may not repeat on one sheet
        text = _one(library, table, rng, genre)
        if text not in taken:
            return text
    return text


def _drawn_apart(
    library: Library, draft: HeroDraft, name: str, rng: random.Random, genre: str | None
) -> str | None:
    """The fields not drawn from one table: lists, names, the strength, the setting, and
    the Relationships (whom, then how); None for the others. Entries of another genre
    never come (a dark-fantasy hero is no Mercenary Pilot)."""
    from solo.tables.draw import draw

    if name == "trait":
        return draft.trait  # the player's to choose: a rolled hero keeps it
    if name == "abilities":
        return "; ".join(d.text for d in draw(library, _query("hero-ability", genre), rng, count=4))
    if name == "milestones":
        return "; ".join(
            d.text for d in draw(library, _query("hero-milestone", genre), rng, count=3)
        )
    if name in ("name", "ally_whom", "rival_whom"):
        return f"{_one(library, 'npc-first-name', rng)} {_one(library, 'npc-surname', rng)}"
    if name == "strength":
        return rng.choice(STRENGTHS[:4])
    if name == "setting":
        from solo.tables.known import known_settings

        settings = known_settings(library) or ("city",)
        return str(rng.choice(settings))
    if name in ("ally", "rival"):
        whom = getattr(draft, f"{name}_whom").strip() or "Someone"
        return f"{whom} {_one(library, TABLE_OF[name], rng)}"
    return None


def _query(table: str, genre: str | None) -> str:
    """A draw from ``table``: entries for ``genre`` and generic ones, or generic only."""
    return f"{table} genre={genre}" if genre else table


def _one(library: Library, table: str, rng: random.Random, genre: str | None = None) -> str:
    from solo.tables.draw import draw

    return draw(library, _query(table, genre), rng)[0].text
