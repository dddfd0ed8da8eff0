"""Whatever bytes a content file holds, loading reports ContentErrors — never a traceback."""

from __future__ import annotations

import re
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo.tables.errors import ContentError
from solo.tables.loader import load_dirs
from tests.tables.packs import CORE, write_pack

pytestmark = pytest.mark.slow  # make quick leaves these out; make test runs them

ERROR_LINE = re.compile(r"[^\n]+:\d+:\d+: [^\n]+|[^\n]+: [^\n]+")
WORDS = [
    "version",
    "tables",
    "id",
    "extends",
    "title",
    "entries",
    "text",
    "weight",
    "range",
    "roll",
    "defaults",
    "tier",
    "category",
    "polarity",
    "genre",
    "setting",
    "answer",
    "kind",
    "minor",
    "major",
    "d66",
    "2d6",
    "11-16",
    "0",
    "-1",
    "1",
    "yes",
    "no",
    "~",
    "{a}",
    "{{",
    "}}",
    "{npc tier=minor}",
    "&x",
    "*x",
    "<<",
    "!!str",
    "!!python/object",
    "---",
    "...",
    "|",
    ">",
    "'",
    '"',
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "- ",
    "#",
    "\t",
    "\n",
    "  ",
    "    ",
    "\\",
    "\x00",
    "\ufeff",
    "é",
]
YAMLISH = st.lists(st.one_of(st.sampled_from(WORDS), st.text(max_size=6)), max_size=60).map("".join)


def mutate(text: str, edits: list[tuple[int, int, str]]) -> str:
    for pos, cut, insert in edits:
        pos %= max(len(text), 1)
        text = text[:pos] + insert + text[pos + cut :]
    return text


EDITS = st.lists(
    st.tuples(
        st.integers(0, 10_000), st.integers(0, 3), st.sampled_from(WORDS) | st.text(max_size=3)
    ),
    min_size=1,
    max_size=6,
)
_DIR = Path(tempfile.mkdtemp(prefix="solo-fuzz-"))


def check(data: bytes) -> None:
    root = _DIR / "packs"
    write_pack(root, "p", {"t.yaml": data})
    result = load_dirs(root)
    # YAML counts NEL, LS and PS as line breaks too (its marks name the line it sees)
    decoded = data.decode("utf-8", "replace")
    lines = sum(decoded.count(c) for c in "\n\r\x85\u2028\u2029") + 1
    for error in result.errors:
        assert isinstance(error, ContentError)
        text = str(error)
        assert "\n" not in text and ERROR_LINE.fullmatch(text), text
        assert error.file.endswith("t.yaml")
        assert 1 <= error.line <= lines + 1 and error.column >= 1, text
    if result.ok:
        for table in result.library.tables.values():
            assert table.entries


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(YAMLISH)
def test_random_yamlish_text_never_crashes(text):
    check(text.encode("utf-8", errors="replace"))


@settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
@given(EDITS)
def test_mutated_valid_file_never_crashes(edits):
    import textwrap

    base = textwrap.dedent(CORE["npc.yaml"]).lstrip("\n")
    check(mutate(base, edits).encode("utf-8", errors="replace"))


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.binary(max_size=300))
def test_random_bytes_never_crash(data):
    check(data)


def test_deep_nesting_is_an_error_not_a_crash():
    check(b"version: 1\ntables: " + b"[" * 5000 + b"]" * 5000 + b"\n")
    check(b"version: 1\ntables: &a [*a]\n")


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.one_of(st.binary(max_size=120), YAMLISH.map(lambda t: t.encode("utf-8", "replace"))))
def test_random_pack_yaml_never_crashes(data):
    folder = _DIR / "packs2" / "p"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "pack.yaml").write_bytes(data)
    result = load_dirs(_DIR / "packs2")
    assert all(isinstance(e, ContentError) and e.line >= 1 for e in result.errors)
    assert len(result.library.packs) == (0 if result.errors else 1)


@settings(max_examples=200, deadline=None)
@given(st.one_of(YAMLISH, st.text(max_size=40)))
def test_queries_and_templates_parse_or_raise_value_error(text):
    from solo.tables.refs import Query, parse_template

    for parse in (Query.parse, parse_template):
        try:
            parse(text)
        except ValueError as exc:
            assert str(exc) and "\n" not in str(exc)
