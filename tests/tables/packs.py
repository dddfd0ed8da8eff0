"""Small packs written into tmp_path: unit tests never depend on the shipped content."""

from __future__ import annotations

import textwrap
from pathlib import Path

from solo.tables.loader import LoadResult, load_dirs


def write_pack(
    root: Path,
    name: str,
    files: dict[str, str | bytes],
    *,
    genre: str | None = None,
    pack_yaml: str | None = None,
) -> Path:
    """A pack folder ``root/name`` with a pack.yaml and the given table files."""
    folder = root / name
    folder.mkdir(parents=True, exist_ok=True)
    if pack_yaml is None:
        pack_yaml = f"version: 1\nid: {name}\ntitle: {name.title()}\n"
        if genre:
            pack_yaml += f"genre: {genre}\n"
    (folder / "pack.yaml").write_text(pack_yaml, encoding="utf-8")
    for filename, body in files.items():
        path = folder / filename
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(body, bytes):
            path.write_bytes(body)
        else:
            path.write_text(textwrap.dedent(body).lstrip("\n"), encoding="utf-8")
    return folder


def load_one(tmp_path: Path, body: str | bytes, name: str = "t.yaml") -> LoadResult:
    """Load a single table file in a fresh pack."""
    write_pack(tmp_path / "packs", "p", {name: body})
    return load_dirs(tmp_path / "packs")


def where(result: LoadResult) -> list[tuple[str, int, int, str]]:
    """Errors as (file name, line, column, message), in the order reported."""
    return [(Path(e.file).name, e.line, e.column, e.message) for e in result.errors]


CORE = {
    "conditions.yaml": """
        version: 1
        tables:
          - id: conditions
            title: Conditions
            defaults: {category: physical}
            entries:
              - {text: Twisted Ankle, tier: minor, polarity: negative}
              - {text: Bruised Ribs, tier: minor, polarity: negative, weight: 3}
              - {text: Broken Arm, tier: moderate, polarity: negative}
              - {text: Shattered Knee, tier: major, polarity: negative}
              - {text: Lost Eye, tier: permanent, polarity: negative}
              - {text: Second Wind, tier: minor, polarity: positive}
              - {text: Adrenaline, tier: moderate, polarity: positive}
              - {text: Peak Condition, tier: major, polarity: positive}
              - {text: Rattled, tier: minor, polarity: negative, category: mental}
              - {text: Heroic Poise, tier: major, polarity: positive, category: social}
        """,
    "details.yaml": """
        version: 1
        tables:
          - id: details
            title: Details
            entries:
              - {text: Lanterns gutter out, setting: interior, polarity: negative}
              - {text: A rope hangs ready, setting: interior, polarity: positive}
              - {text: Fog rolls in, setting: wilderness, polarity: negative}
              - {text: High ground, setting: wilderness, polarity: positive}
        """,
    "complications.yaml": """
        version: 1
        tables:
          - id: complications
            title: Complications
            entries:
              - {text: A bootlace snaps, tier: minor}
              - {text: Guards arrive, tier: moderate}
              - {text: The bridge collapses, tier: major}
        """,
    "meanings.yaml": """
        version: 1
        tables:
          - id: meanings
            title: Meanings
            entries:
              - {text: A cost in time, answer: yes_but}
              - {text: A bonus on top, answer: yes_and}
              - {text: A foothold, answer: no_but}
              - {text: Worse follows, answer: no_and}
              - {text: Clean, answer: "yes"}
              - {text: Flat refusal, answer: "no"}
        """,
    "npc.yaml": """
        version: 1
        tables:
          - id: npc
            title: NPC
            entries:
              - "{npc-first-name} {npc-surname}, who wants {npc-motive}"
          - id: npc-first-name
            entries: [Ada, Bram, Cora]
          - id: npc-surname
            entries: [Ashby, Brody]
          - id: npc-motive
            entries: [revenge, a quiet life]
          - id: d66-names
            title: Names by d66
            roll: d66
            entries:
              - {range: 11-26, text: "Captain {npc-surname}"}
              - {range: 31-36, text: Doc}
              - {range: 41-66, text: "Sister {npc-first-name}"}
          - id: two-d6
            roll: 2d6
            entries:
              - {range: 2-6, text: low}
              - {range: 7, text: seven}
              - {range: 8-12, text: high}
        """,
}
"""A tiny stand-in for the core pack, with every canonical table the offer logic uses."""


def core_library(tmp_path: Path):
    write_pack(tmp_path / "packs", "core", CORE)
    result = load_dirs(tmp_path / "packs")
    assert result.ok, [str(e) for e in result.errors]
    return result.library
