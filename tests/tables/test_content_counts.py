"""The shipped content packs: coverage, tags and hygiene.

Read with plain ``yaml.safe_load`` and nothing from ``solo.tables`` on purpose, so a
bug in the loader cannot hide a gap in the content (and the other way round). The
rules follow the agreed content format (docs/content-format.md) and issue 3, item 4.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import product
from pathlib import Path
from typing import Any

import pytest
import yaml

CONTENT = Path(__file__).resolve().parents[2] / "content"
GENRES = ("pulp", "dark-fantasy", "noir", "sci-fi")
TIERS = ("minor", "moderate", "major")
CATEGORIES = ("physical", "mental", "social", "resources")
POLARITIES = ("positive", "negative")
ANSWERS = ("no_and", "no", "no_but", "yes_but", "yes", "yes_and")
SITES = ("city", "town", "wilderness", "underground", "sea", "space")
PLACE_GROUPS = (SITES, ("indoors", "outdoors"), ("day", "night"))
FEATURES = ("crowd", "water", "dark", "vehicle", "holy", "ruins", "opposed", "unopposed")
CORE_PLACES = ("wilderness", "city", "indoors", "underground", "vehicle")
CLOSED_TAGS = {
    "tier": (*TIERS, "permanent"),
    "category": CATEGORIES,
    "polarity": POLARITIES,
    "answer": ANSWERS,
}
SUBJECTS = ("presence", "person", "mood", "knowledge", "object", "way", "device", "event")
FREE_TAGS = ("setting", "kind")  # setting: the old place key, still read as a where tag
LIST_TAGS = ("where", "needs", "genre")  # a word or a list of words (docs/content-format.md)
APPROACHES = ("fight", "exertion", "stealth", "talk", "wits", "search", "travel", "revelry")
TAG_KEYS = (*CLOSED_TAGS, *FREE_TAGS, *LIST_TAGS, "about", "after", "avoid")
PACK_KEYS = {"version", "id", "title", "genre", "description"}
TABLE_KEYS = {"id", "extends", "title", "description", "roll", "defaults", "entries", "drops"}
ENTRY_KEYS = {"text", "weight", "range", *TAG_KEYS}
ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)*")
REFERENCE = re.compile(r"\{([^{}]*)\}")
NEGATIVE_PER_CELL, POSITIVE_PER_CELL = 12, 6


@dataclass(frozen=True)
class Entry:
    table: str
    text: str
    tags: dict[str, str]
    where: str
    range: str | None = None
    text_is_string: bool = True
    places: tuple[str, ...] = ()  # where: site, shelter and time tags
    needs: tuple[str, ...] = ()  # features and opposed/unopposed
    genres: tuple[str, ...] = ()  # none: every genre
    about: tuple[str, ...] = ()  # the subjects of the world questions it answers
    after: tuple[str, ...] = ()  # the approaches of the actions it can follow
    avoid: tuple[str, ...] = ()  # scene tags it never fits


@dataclass
class Content:
    packs: dict[Path, dict[str, Any]] = field(default_factory=dict)
    files: dict[str, dict[str, Any]] = field(default_factory=dict)  # table files, top level
    blocks: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # (file, block)
    rolls: dict[str, str | None] = field(default_factory=dict)  # table id -> dice
    entries: dict[str, list[Entry]] = field(default_factory=dict)  # merged by table id

    def core(self, table: str) -> list[Entry]:
        return [e for e in self.entries.get(table, []) if not e.genres]

    def of_genre(self, table: str, genre: str) -> list[Entry]:
        return [e for e in self.entries.get(table, []) if genre in e.genres]


def _words(value: Any) -> tuple[str, ...]:
    return (value,) if isinstance(value, str) else tuple(value or ())


def _entry(table: str, raw: Any, defaults: dict[str, Any], where: str) -> Entry:
    if isinstance(raw, dict):
        tags = {**defaults, **{k: v for k, v in raw.items() if k in TAG_KEYS}}
        text, span = raw.get("text"), raw.get("range")
    else:
        tags, text, span = dict(defaults), raw, None
    about = _words(tags.pop("about", None))
    after = _words(tags.pop("after", None))
    avoid = _words(tags.pop("avoid", None))
    places, needs, genres = (_words(tags.pop(key, None)) for key in LIST_TAGS)
    setting = tags.get("setting")  # the old key: interior is indoors, vehicle a need
    if setting == "vehicle":
        needs = (*needs, "vehicle")
    elif setting is not None:
        places = (*places, "indoors" if setting == "interior" else str(setting))
    return Entry(
        table,
        str(text),
        {k: str(v) for k, v in tags.items()},
        where,
        None if span is None else str(span),
        isinstance(text, str),
        places,
        needs,
        genres,
        about,
        after,
        avoid,
    )


def _fits(entry: Entry, scene: set[str]) -> bool:
    """TAGS.md: no group of the entry's where contradicts the scene, and the scene has every
    feature it needs (opposed/unopposed are the question's, so either is taken as met)."""
    for group in PLACE_GROUPS:
        named, have = set(entry.places) & set(group), scene & set(group)
        if named and have and not named & have:
            return False
    return set(entry.needs) - {"opposed", "unopposed"} <= scene and not set(entry.avoid) & scene


def _scene(*tags: str) -> set[str]:
    """A scene's tags with the implied ones (underground is indoors, sea has water)."""
    scene = set(tags)
    if "underground" in scene:
        scene.add("indoors")
    if "sea" in scene:
        scene.add("water")
    return scene


@lru_cache(maxsize=1)
def content() -> Content:
    found = Content()
    for path in sorted(CONTENT.rglob("*.yaml")):
        if not any((parent / "pack.yaml").is_file() for parent in path.parents):
            continue  # not part of a pack (e.g. content/campaigns/demo.yaml)
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        name = str(path.relative_to(CONTENT))
        if path.name == "pack.yaml":
            found.packs[path.parent] = data
            continue
        found.files[name] = data
        found.blocks.extend((name, block) for block in data["tables"])
    # defining blocks first, then extends, as a loader would merge them
    for name, block in sorted(found.blocks, key=lambda fb: "extends" in fb[1]):
        table = block.get("id") or block.get("extends")
        if "id" in block:
            found.rolls[table] = block.get("roll")
        defaults = block.get("defaults") or {}
        merged = found.entries.setdefault(table, [])
        for i, raw in enumerate(block.get("entries") or []):
            merged.append(_entry(table, raw, defaults, f"{name} {table} #{i + 1}"))
    return found


def _all_entries() -> list[Entry]:
    return [e for entries in content().entries.values() for e in entries]


# --- files and structure ------------------------------------------------------------


def test_every_file_is_version_1_with_known_keys() -> None:
    problems = []
    for name, data in content().files.items():
        if data.get("version") != 1 or set(data) != {"version", "tables"}:
            problems.append(f"{name}: top-level keys {sorted(data)} or version")
    for path, pack in content().packs.items():
        if pack.get("version") != 1 or set(pack) - PACK_KEYS:
            problems.append(f"{path}/pack.yaml: version or keys {sorted(pack)}")
        if not ID.fullmatch(str(pack.get("id"))) or not pack.get("title"):
            problems.append(f"{path}/pack.yaml: bad id or missing title")
    for name, block in content().blocks:
        if set(block) - TABLE_KEYS or ("id" in block) == ("extends" in block):
            problems.append(f"{name}: table keys {sorted(block)}")
        if "extends" in block and set(block) - {"extends", "defaults", "entries", "drops"}:
            problems.append(f"{name}: extends {block['extends']} sets {sorted(block)}")
        if "drops" in block and "extends" not in block:
            problems.append(f"{name}: drops outside an extends block")
        for raw in block.get("entries") or []:
            if isinstance(raw, dict) and set(raw) - ENTRY_KEYS:
                problems.append(f"{name}: entry keys {sorted(raw)}")
    assert not problems


def test_r_gm_6_entries_about_a_subject_name_known_subjects_and_their_rung() -> None:
    """An entry that answers a world question about a subject is written for one rung, and
    its polarity is that rung's for the hero (yes_and and no_but positive)."""
    problems = []
    positive = {"yes_and", "no_but"}
    for e in _all_entries():
        if not e.about:
            continue
        if set(e.about) - set(SUBJECTS):
            problems.append(f"{e.where}: about {e.about}")
        rung = e.tags.get("answer")
        if rung not in ("yes_and", "yes_but", "no_but", "no_and"):
            problems.append(f"{e.where}: about-entry without an and/but rung ({rung})")
        elif (e.tags.get("polarity") == "positive") != (rung in positive):
            problems.append(f"{e.where}: polarity {e.tags.get('polarity')} for {rung}")
    assert not problems
    subjects = {s for e in _all_entries() for s in e.about}
    assert subjects == set(SUBJECTS)


def test_genre_packs_name_their_genre() -> None:
    packs = {p.name: data for p, data in content().packs.items()}
    assert packs["core"].get("genre") is None
    for genre in GENRES:
        assert packs[genre]["id"] == genre and packs[genre]["genre"] == genre


def test_table_ids_follow_the_format_are_unique_and_extends_are_known() -> None:
    defined = Counter(b["id"] for _, b in content().blocks if "id" in b)
    assert all(ID.fullmatch(t) for t in defined), sorted(defined)
    assert [t for t, n in defined.items() if n > 1] == []
    extended = {b["extends"] for _, b in content().blocks if "extends" in b}
    assert extended <= set(defined)
    assert not {t for t in extended if content().rolls[t]}, "dice tables cannot be extended"


def test_tags_use_the_agreed_vocabulary() -> None:
    bad = [
        (e.where, k, v)
        for e in _all_entries()
        for k, v in e.tags.items()
        if (k in CLOSED_TAGS and v not in CLOSED_TAGS[k])
        or (k in FREE_TAGS and not ID.fullmatch(v))
    ]
    assert bad == []
    grouped = {tag for group in PLACE_GROUPS for tag in group}
    bad_places = [
        (e.where, e.places, e.needs, e.avoid)
        for e in _all_entries()
        if not set(e.places) <= grouped
        or not set(e.needs) <= set(FEATURES)
        or {"opposed", "unopposed"} <= set(e.needs)
        or not set(e.avoid) <= grouped | set(FEATURES[:-2])
    ]
    assert bad_places == []
    genres = {g for e in _all_entries() for g in e.genres}
    assert genres == set(GENRES)


def test_every_entry_has_nonempty_text() -> None:
    bad = [e.where for e in _all_entries() if not e.text_is_string or not e.text.strip()]
    assert bad == []  # a bare `yes`, `no`, `null` or number is not text in YAML


def test_no_duplicate_texts_within_a_table() -> None:
    dupes = {
        table: [t for t, n in Counter(e.text.strip().casefold() for e in entries).items() if n > 1]
        for table, entries in content().entries.items()
    }
    assert {t: d for t, d in dupes.items() if d} == {}


def test_total_is_at_least_800() -> None:
    assert len(_all_entries()) >= 800


# --- canonical tables ------------------------------------------------------------------


def test_condition_coverage_per_tier_category_polarity_R_COND_1() -> None:
    """R-COND-1: every Condition has polarity, tier and category; the core pack covers
    every tier x category with >= 12 negative and >= 6 positive Conditions."""
    conditions = content().entries["conditions"]
    assert all({"tier", "category", "polarity"} <= set(e.tags) for e in conditions)
    cells = Counter(
        (e.tags["tier"], e.tags["category"], e.tags["polarity"])
        for e in content().core("conditions")
    )
    short = {
        cell: cells[cell]
        for cell in product(TIERS, CATEGORIES, POLARITIES)
        if cells[cell] < (NEGATIVE_PER_CELL if cell[2] == "negative" else POSITIVE_PER_CELL)
    }
    assert short == {}


def test_conditions_are_short_names_R_COND_1() -> None:
    """R-COND-1: a Condition is a short name (1 to 4 words), not a sentence."""
    long = [
        e.text
        for e in content().entries["conditions"]
        if not 1 <= len(e.text.split()) <= 4 or e.text.endswith(".")
    ]
    assert long == []


RUNGS_OF = {"positive": ("yes_and", "no_but"), "negative": ("yes_but", "no_and")}
"""The rungs whose and/but draws a Condition of each polarity (R-ORA-2)."""


def _drawn_after(
    entries: list[Entry], approach: str, genre: str | None, question: str, rung: str
) -> list[Entry]:
    """Of ``entries`` (Conditions of one polarity, category and tier), the ones an action
    of ``approach`` draws on ``rung`` in a scene with no feature, asked ``question``
    (opposed or unopposed), in ``genre`` (None: generic only): those tagged after it, else
    the untagged (TAGS.md, "Drawing": its own come first). An entry with an ``answer``
    comes only on that rung (a reward is no No-but's consolation)."""
    drawable = [
        e
        for e in entries
        if (not e.genres or genre in e.genres)
        and set(e.needs) <= {question}
        and (not e.after or approach in e.after)
        and e.tags.get("answer", rung) == rung
    ]
    return [e for e in drawable if e.after] or drawable


def test_r_gm_6_every_approach_keeps_its_conditions_at_every_tier() -> None:
    """R-GM-6: a Condition tagged ``after`` names known approaches; in every genre, opposed
    or not, an action of each approach finds on each rung that draws a Condition, in each
    polarity x category, either Conditions
    at every tier (a major cost is never cut to a minor one for want of lines) or none at
    all (the draw falls back to another category), and some in every polarity x tier; where
    it has lines of its own, at least two, so that a draw is not the same line every time."""
    conditions = content().entries["conditions"]
    assert [(e.where, e.after) for e in conditions if set(e.after) - set(APPROACHES)] == []
    cells: dict[tuple[str, str, str], list[Entry]] = {}
    for e in conditions:
        cells.setdefault((e.tags["polarity"], e.tags["category"], e.tags["tier"]), []).append(e)
    gaps: list[tuple[object, ...]] = []
    lonely: list[tuple[str, ...]] = []
    empty: list[tuple[str, ...]] = []
    for genre, question, approach in product((None, *GENRES), ("opposed", "unopposed"), APPROACHES):
        where = (genre or "generic", question, approach)
        for polarity, category in product(POLARITIES, CATEGORIES):
            for rung in RUNGS_OF[polarity]:
                drawn = {
                    tier: _drawn_after(
                        cells.get((polarity, category, tier), []), approach, genre, question, rung
                    )
                    for tier in TIERS
                }
                if any(drawn.values()) and not all(drawn.values()):
                    gaps.append((*where, rung, category, {t: len(d) for t, d in drawn.items()}))
                lonely.extend(
                    (*where, rung, category, tier, d[0].text)
                    for tier, d in drawn.items()
                    if len(d) == 1 and approach in d[0].after
                )
        for polarity, tier in product(POLARITIES, TIERS):
            for rung in RUNGS_OF[polarity]:
                found = (
                    _drawn_after(
                        cells.get((polarity, category, tier), []), approach, genre, question, rung
                    )
                    for category in CATEGORIES
                )
                if not any(found):
                    empty.append((*where, rung, tier))
    assert gaps == []
    assert lonely == []
    assert empty == []


def test_details_cover_every_core_place_both_ways_R_COND_2() -> None:
    """R-COND-2: Details are tied to a scene; the core pack has enough that fit each core
    place, both ways (an untagged Detail fits anywhere)."""
    details = content().entries["details"]
    assert all("polarity" in e.tags for e in details)
    for place in CORE_PLACES:
        per = Counter(
            e.tags["polarity"] for e in content().core("details") if _fits(e, _scene(place))
        )
        assert per["positive"] + per["negative"] >= 15, place
        assert min(per["positive"], per["negative"]) >= 5, place


def test_complications_per_tier() -> None:
    assert all(e.tags.get("tier") in TIERS for e in content().entries["complications"])
    per = Counter(e.tags["tier"] for e in content().core("complications"))
    assert all(per[tier] >= 15 for tier in TIERS), per


def test_details_and_complications_are_single_sentences() -> None:
    bad = [
        e.text
        for table in ("details", "complications")
        for e in content().entries[table]
        if not e.text.endswith(".") or re.search(r"[.!?] [A-Z]", e.text)
    ]
    assert bad == []


def test_meanings_per_answer() -> None:
    per = Counter(e.tags.get("answer") for e in content().entries["meanings"])
    assert None not in per
    assert all(per[a] >= 10 for a in ("no_and", "no_but", "yes_but", "yes_and")), per
    assert per["no"] >= 3 and per["yes"] >= 3, per


@pytest.mark.parametrize("table", ["oracle-action", "oracle-subject", "oracle-focus"])
def test_oracle_word_tables_have_50_short_entries(table: str) -> None:
    entries = content().entries[table]
    assert len(entries) >= 50
    assert all(len(e.text.split()) <= 3 for e in entries)


def test_npc_generator_parts_and_combinations() -> None:
    for part in ("npc-first-name", "npc-surname", "npc-demeanour", "npc-motive", "npc-secret"):
        assert len(content().core(part)) >= 20, part
    for entry in content().entries["npc"]:
        refs = {ref.split()[0] for ref in REFERENCE.findall(entry.text)}
        assert refs and all(r.startswith("npc-") for r in refs), entry.text


def test_scene_setup_has_30_prompts() -> None:
    assert len(content().core("scene-setup")) >= 30


# --- genre packs -----------------------------------------------------------------------


@pytest.mark.parametrize("genre", GENRES)
def test_genre_pack_adds_complications_details_and_names(genre: str) -> None:
    c = content()
    complications = c.of_genre("complications", genre)
    assert len(complications) >= 15
    assert {e.tags["tier"] for e in complications} == set(TIERS)
    details = c.of_genre("details", genre)
    assert len(details) >= 15
    assert len({p for e in details for p in (*e.places, *e.needs) if p in (*SITES, "vehicle")}) >= 4
    names = [
        e
        for table in c.entries
        if re.fullmatch(r"npc-(first-name|surname)(-[a-z0-9-]+)?", table)
        for e in c.of_genre(table, genre)
    ]
    assert len(names) >= 20
    elsewhere = {
        t
        for t in ("conditions", "scene-setup", "npc-motive", "npc-secret", "npc")
        if c.of_genre(t, genre)
    }
    assert len(elsewhere) >= 3, elsewhere


# Each genre's typical places, as the scenes a player would set there: every variant must
# be covered by day and by night.
TYPICAL_PLACES: dict[str, dict[str, tuple[tuple[str, ...], ...]]] = {
    "dark-fantasy": {
        "town": (("town", "outdoors"), ("town", "indoors")),
        "wilderness": (("wilderness", "outdoors"),),
        "underground": (("underground", "dark"),),
        "holy": (
            ("town", "indoors", "holy"),
            ("wilderness", "outdoors", "holy"),
            ("underground", "holy", "dark"),
        ),
    },
    "noir": {
        "city at night": (("city", "indoors", "night"), ("city", "outdoors", "night")),
    },
    "pulp": {
        "wilderness": (("wilderness", "outdoors"),),
        "ruins": (
            ("wilderness", "ruins", "outdoors"),
            ("wilderness", "ruins", "indoors"),
            ("underground", "ruins", "dark"),
        ),
        "city": (("city", "outdoors"), ("city", "indoors")),
        "vehicle": (
            ("vehicle", "city"),
            ("vehicle", "wilderness", "outdoors"),
            ("vehicle", "sea"),
        ),
    },
    "sci-fi": {
        "ship or station": (("space", "vehicle", "indoors"),),
        "city": (("city", "outdoors"), ("city", "indoors")),
        "alien wilds": (("wilderness", "outdoors"),),
    },
}


@pytest.mark.parametrize("genre", GENRES)
def test_genre_pack_flavours_its_typical_places_R_GM_6(genre: str) -> None:
    """R-GM-6: in every typical place of its genre, by day and by night, the genre pack
    alone has at least 4 negative and 4 positive Details and 3 complications per tier that
    fit there, so a draw there prefers the genre's own lines."""
    c = content()
    details, complications = c.of_genre("details", genre), c.of_genre("complications", genre)
    short = {}
    for place, variants in TYPICAL_PLACES[genre].items():
        for variant in variants:
            for time in ("day", "night"):
                scene = _scene(*variant, *(() if {"day", "night"} & set(variant) else (time,)))
                counts = Counter(e.tags["polarity"] for e in details if _fits(e, scene))
                counts.update(e.tags["tier"] for e in complications if _fits(e, scene))
                need = {"negative": 4, "positive": 4, "minor": 3, "moderate": 3, "major": 3}
                low = {k: counts[k] for k, n in need.items() if counts[k] < n}
                if low:
                    short[place, tuple(sorted(scene))] = low
    assert short == {}


def test_genre_drops_name_entries_of_the_core_pack() -> None:
    """A genre pack's drops hide entries of the core pack by their exact text: each exists."""
    c = content()
    bad = [
        (name, block["extends"], text)
        for name, block in c.blocks
        for text in block.get("drops") or []
        if not name.startswith("genres/")
        or not any(
            e.text == text and e.where.startswith("core/") for e in c.entries[block["extends"]]
        )
    ]
    assert bad == []


# --- references and dice tables ----------------------------------------------------------


def _matches(entry: Entry, filters: dict[str, str]) -> bool:
    for key, wanted in filters.items():
        if key == "genre":  # generic content suits every genre
            if entry.genres and not set(entry.genres) & set(wanted.split(",")):
                return False
            continue
        if entry.tags.get(key) not in wanted.split(","):
            return False
    return True


def test_references_name_tables_whose_filters_match_something() -> None:
    c = content()
    graph: dict[str, set[str]] = {t: set() for t in c.entries}
    bad = []
    for entry in _all_entries():
        for ref in REFERENCE.findall(entry.text):
            table, *tokens = ref.split()
            filters = dict(tok.partition("=")[::2] for tok in tokens)
            if table not in c.entries or not set(filters) <= set(TAG_KEYS):
                bad.append((entry.where, ref))
            elif not any(_matches(e, filters) for e in c.entries[table]):
                bad.append((entry.where, ref, "matches nothing"))
            else:
                graph[entry.table].add(table)
    assert bad == []

    def cyclic(table: str, path: tuple[str, ...]) -> bool:
        return table in path or any(cyclic(t, (*path, table)) for t in graph[table])

    assert [t for t in graph if cyclic(t, ())] == []


def _results(dice: str) -> list[int]:
    if dice == "d66":
        return [10 * a + b for a in range(1, 7) for b in range(1, 7)]
    count, _, sides = dice.partition("d")
    n, s = int(count or 1), int(sides)
    return list(range(n, n * s + 1))


def test_dice_tables_cover_every_result_exactly_once() -> None:
    c = content()
    for table, dice in c.rolls.items():
        if not dice:
            assert all(e.range is None for e in c.entries[table]), table
            continue
        hits: Counter[int] = Counter()
        for entry in c.entries[table]:
            assert entry.range is not None, entry.where
            lo, _, hi = entry.range.partition("-")
            hits.update(r for r in _results(dice) if int(lo) <= r <= int(hi or lo))
        assert sorted(hits) == _results(dice) and set(hits.values()) == {1}, table
