"""solo's own YAML writer (issue 22: `solo ask` imports no PyYAML): it writes a save exactly
as PyYAML's dumper does (its C emitter and its Python one), or leaves the save to PyYAML,
and what it writes reads back as the very data it was given."""

from __future__ import annotations

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.saves.yaml_writer import plain_yaml
from solo.saves.yamlio import dump_yaml


class _PythonDumper(yaml.SafeDumper):
    """PyYAML's dumper without its C emitter (a player's PyYAML may lack it)."""

    def ignore_aliases(self, data: object) -> bool:
        return True


def _pyyaml(doc: object, dumper: type = _PythonDumper) -> str:
    return yaml.dump(
        doc, Dumper=dumper, sort_keys=False, allow_unicode=True, default_flow_style=False, width=100
    )


def _c_pyyaml(doc: object) -> str:
    """What solo wrote before its own writer: PyYAML's dumper, the C emitter when there."""
    import solo.saves.yamlio as yamlio

    return yaml.dump(
        doc,
        Dumper=yamlio._yaml()[1],
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=100,
    )


TRICKY = [
    "",
    " ",
    "yes",
    "No",
    "null",
    "~",
    "y",
    "on",
    "a: b",
    "a:",
    "a:b",
    "a #b",
    "a#b",
    "- x",
    "-x",
    "? x",
    "--- a",
    "...",
    "'quoted'",
    "it's",
    "1 thing",
    "1:500",
    "2024-05-01",
    "0o17",
    ".inf",
    "Zoë",
    "No, but — it costs you",
    "Resolve 5 → 4 (R-RES-2)",
    "details:The lamps gutter out one by one.",
    "complications:Your rival tips his hat: he got here first.",
    "a  b",
    "trailing ",
    "tab\there",
    "line\nbreak",
    "\u00a0nbsp",
    "bom\ufeff",
    "emoji 😀",
    "x" * 96,
    "word " * 30,
    "word " * 30 + "end",
    "it's " * 40 + "end",
    "a: b " * 30 + "end",
    " lead" * 30,
    "x" * 150 + " y",
    "The brothers have sung the same psalm for three days without stopping, and nobody in the "
    "village will say why",
    "complications:The mayor, the police chief and the mob all want what you know: and they want "
    "it tonight",
]
texts = st.one_of(
    st.sampled_from(TRICKY),
    st.text(alphabet="abcXY .,:'#-?!&*|>%@`[]{}()019é—\t\n\u2028~", max_size=40),
    st.text(alphabet="abcdefghijklm  ,:'#-é—", min_size=60, max_size=300),  # folded lines
    st.text(max_size=12),
)
scalars = st.one_of(
    texts,
    st.integers(min_value=-(2**70), max_value=2**70),
    st.floats(allow_nan=True, allow_infinity=True),
    st.booleans(),
    st.none(),
)
plain_data = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(texts, inner, max_size=4)),
    max_leaves=30,
)


@settings(max_examples=400, deadline=None)
@given(st.dictionaries(texts, plain_data, min_size=1, max_size=5))
def test_it_writes_what_pyyaml_writes_or_leaves_it_to_pyyaml(doc):
    """Plain, quoted and folded text, numbers, words, nesting: the same bytes or None."""
    written = plain_yaml(doc)
    if written is None:
        return
    assert written == _c_pyyaml(doc) == _pyyaml(doc)
    assert yaml.safe_load(written) == doc


@pytest.mark.parametrize("text", TRICKY)
def test_each_tricky_text_is_written_as_pyyaml_writes_it(text):
    """Each where PyYAML places text: a value, a list's item, a value in a list's mapping
    (each folded at its own indent), a key."""
    for doc in ({"k": text}, {"k": [text]}, {"k": [{"a": text, "b": 1}]}, {text or "e": 1}):
        written = plain_yaml(doc)
        assert written is None or written == _c_pyyaml(doc) == _pyyaml(doc)


def test_a_played_campaign_is_written_by_solos_writer_byte_for_byte(played_evening):
    """An evening of play (two sessions, an opposition, notes, Goals): every value's
    spelling is known, so PyYAML is not needed, and the bytes are PyYAML's."""
    saves, name = played_evening
    path = saves / name / "campaign.yaml"
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))
    written = plain_yaml(doc)
    assert written is not None
    assert written == _c_pyyaml(doc) == path.read_text(encoding="utf-8")
    assert dump_yaml(doc) == written.encode("utf-8")


def test_what_it_cannot_spell_is_written_by_pyyaml_as_before():
    doc = {"campaign": {"note": "a\ttab", "big": 2**64, "ratio": 1e-7}}
    assert plain_yaml(doc) is None
    assert dump_yaml(doc) == _c_pyyaml(doc).encode("utf-8")


def test_a_long_text_is_folded_as_pyyaml_folds_it_not_left_to_it():
    """Content entries run past 100 columns (41 of the shipped ones with their table's
    name, kept in ``drawn`` for a session): solo's writer folds them itself."""
    text = (
        "scene-setup:The brothers have sung the same psalm for three days without stopping, "
        "and nobody will say why"
    )
    doc = {"campaign": {"drawn": [text, f"it's {text}: quoted"]}}
    written = plain_yaml(doc)
    assert written is not None and written.count("\n    ") == 2
    assert written == _c_pyyaml(doc) == _pyyaml(doc)
    assert yaml.safe_load(written) == doc


def test_a_subclass_of_a_plain_type_is_left_to_pyyaml():
    """PyYAML's safe dumper looks a value's type up exactly (it refuses an enum of text or
    an ordered mapping): solo's writer leaves such a value to it, whatever it does."""
    import enum
    from collections import OrderedDict

    class Word(enum.StrEnum):
        YES = "yes"

    class Count(enum.IntEnum):
        ONE = 1

    for odd in (Word.YES, Count.ONE, OrderedDict(a=1), [Word.YES]):
        assert plain_yaml({"campaign": {"x": odd}}) is None
    assert plain_yaml({Word.YES: 1}) is None
