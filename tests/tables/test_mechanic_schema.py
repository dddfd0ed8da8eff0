"""content/schema/mechanic.schema.json agrees with the mechanic file reader: the same
top-level keys, and every shipped mechanic file validates (with the small validator of
the content schema's test)."""

from __future__ import annotations

import json

import pytest
import yaml

import tests.tables.test_schema as content_schema
from solo.locations import shipped_content_dir
from solo.tables.mechanic_file import KEYS, RUNG_WORDS
from solo.tables.yaml_reading import Loader

SCHEMA = json.loads((shipped_content_dir() / "schema" / "mechanic.schema.json").read_text("utf-8"))
FILES = sorted((shipped_content_dir() / "mechanics").glob("*.yaml"))


def as_editors_read_it(node):
    """YAML 1.2 as an editor reads it: true/false are booleans, yes/no are words."""
    if isinstance(node, dict):
        return {k: as_editors_read_it(v) for k, v in node.items()}
    if isinstance(node, list):
        return [as_editors_read_it(v) for v in node]
    return {"true": True, "false": False}.get(node, node) if isinstance(node, str) else node


def test_schema_keys_match_the_reader():
    assert tuple(SCHEMA["properties"]) == KEYS
    assert tuple(SCHEMA["definitions"]["rungMap"]["properties"]) == RUNG_WORDS


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_shipped_mechanic_files_validate(path, monkeypatch):
    monkeypatch.setattr(content_schema, "DEFS", SCHEMA["definitions"])
    data = as_editors_read_it(yaml.load(path.read_text("utf-8"), Loader=Loader))
    assert content_schema.valid(data, SCHEMA)


def test_the_schema_refuses_what_the_reader_refuses(monkeypatch):
    monkeypatch.setattr(content_schema, "DEFS", SCHEMA["definitions"])
    good = as_editors_read_it(yaml.load(FILES[0].read_text("utf-8"), Loader=Loader))
    assert not content_schema.valid({**good, "modifiers": "both"}, SCHEMA)
    assert not content_schema.valid({**good, "rungs": {"maybe": 1}}, SCHEMA)
    assert not content_schema.valid({**good, "extra": 1}, SCHEMA)
    assert len(FILES) >= 2
