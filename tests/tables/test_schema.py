"""content/schema/table.schema.json agrees with the loader: same keys, same vocabularies,
and every shipped file validates. A small validator for the JSON Schema subset we use
keeps this independent of extra packages."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from solo.locations import shipped_content_dir
from solo.tables.tags import CLOSED, TAG_KEYS
from solo.tables.validate import (
    ENTRY_KEYS,
    ENTRY_TAG_KEYS,
    EXTEND_KEYS,
    FILE_KEYS,
    PACK_KEYS,
    TABLE_KEYS,
)

SCHEMA_PATH = shipped_content_dir() / "schema" / "table.schema.json"
SCHEMA = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
DEFS = SCHEMA["definitions"]
TYPES = {
    "string": str,
    "integer": int,
    "number": (int, float),
    "boolean": bool,
    "object": dict,
    "array": list,
}


def valid(value, schema) -> bool:
    if "$ref" in schema:
        if not valid(value, DEFS[schema["$ref"].rsplit("/", 1)[1]]):
            return False
    if "oneOf" in schema and sum(valid(value, s) for s in schema["oneOf"]) != 1:
        return False
    if "anyOf" in schema and not any(valid(value, s) for s in schema["anyOf"]):
        return False
    if "const" in schema and value != schema["const"]:
        return False
    if "enum" in schema and value not in schema["enum"]:
        return False
    if "type" in schema:
        kinds = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        ok = any(
            isinstance(value, TYPES[k])
            and not (k in ("integer", "number") and isinstance(value, bool))
            for k in kinds
        )
        if not ok:
            return False
    if isinstance(value, str):
        if len(value) < schema.get("minLength", 0):
            return False
        if "pattern" in schema and not re.search(schema["pattern"], value):
            return False
    if (
        isinstance(value, int)
        and not isinstance(value, bool)
        and value < schema.get("minimum", value)
    ):
        return False
    if isinstance(value, list):
        if len(value) < schema.get("minItems", 0):
            return False
        if "items" in schema and not all(valid(v, schema["items"]) for v in value):
            return False
    if isinstance(value, dict):
        if any(k not in value for k in schema.get("required", ())):
            return False
        props = schema.get("properties", {})
        if schema.get("additionalProperties") is False and set(value) - set(props):
            return False
        if not all(valid(v, props[k]) for k, v in value.items() if k in props):
            return False
    return True


def test_schema_keys_match_the_loader():
    assert tuple(DEFS["tableFile"]["properties"]) == FILE_KEYS
    assert set(DEFS["packFile"]["properties"]) == set(PACK_KEYS)
    assert set(DEFS["newTable"]["properties"]) | {"extends", "drops"} == set(TABLE_KEYS)
    assert tuple(DEFS["extension"]["properties"]) == EXTEND_KEYS
    assert set(DEFS["entry"]["oneOf"][1]["properties"]) == set(ENTRY_KEYS)
    assert set(DEFS["defaults"]["properties"]) == set(ENTRY_TAG_KEYS) == {*TAG_KEYS, "setting"}
    for key, values in CLOSED.items():
        # about and after: a word or a list of them
        closed = {"about": DEFS["subject"], "after": DEFS["approach"]}.get(key, DEFS[key])
        assert tuple(closed["enum"]) == values


def shipped_files():
    root = shipped_content_dir()
    return sorted(
        p for p in root.rglob("*.yaml") if any((d / "pack.yaml").is_file() for d in p.parents)
    )  # packs only


@pytest.mark.parametrize("path", shipped_files(), ids=lambda p: str(p.name))
def test_every_shipped_file_validates(path: Path):
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=yaml.CSafeLoader)
    assert valid(data, SCHEMA), path


@pytest.mark.parametrize(
    "text",
    [
        "version: 1\ntables:\n  - {id: a, entries: [x], colour: red}\n",
        "version: 1\ntables:\n  - {id: Bad, entries: [x]}\n",
        "version: 1\ntables:\n  - {id: a, entries: [{text: x, weight: 0}]}\n",
        "version: 1\ntables:\n  - {id: a, entries: [{text: x, tier: huge}]}\n",
        "version: 1\ntables:\n  - {id: a, roll: 2x6, entries: [{text: x, range: 1}]}\n",
        "version: 1\ntables:\n  - {extends: a, title: T, entries: [x]}\n",
        "version: 1\ntables:\n  - {id: a, extends: a, entries: [x]}\n",
        "version: 2\ntables:\n  - {id: a, entries: [x]}\n",
        "version: 1\nid: p\ngenre: Dark Fantasy\n",
    ],
)
def test_schema_rejects_what_the_loader_rejects(text):
    assert not valid(yaml.safe_load(text), SCHEMA)


def test_schema_accepts_the_format_examples():
    text = (
        "version: 1\ntables:\n  - id: t\n    title: T\n    defaults: {polarity: negative}\n"
        "    entries:\n      - {text: A, tier: minor, weight: 2}\n      - Plain\n"
        '  - id: n\n    roll: d66\n    entries:\n      - {range: 11-66, text: "{t}"}\n'
        "  - extends: t\n    entries: [{text: B, genre: noir}]\n"
    )
    assert valid(yaml.safe_load(text), SCHEMA)
    assert valid({"version": 1, "id": "pulp", "title": "Pulp", "genre": "pulp"}, SCHEMA)
