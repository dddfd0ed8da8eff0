"""The Lonelog document model, its reader and its writer (solo.saves.lonelog)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from solo.saves.lonelog.document import Document, Entry, Mark, Scene, Session, Tag, tags_in
from solo.saves.lonelog.reader import LonelogError, read, scene_heading, session_heading
from solo.saves.lonelog.writer import write

SAMPLE = Path(__file__).with_name("lonelog_hand_written.md")


# --- reading lines ------------------------------------------------------------------------------


def only_scene(text: str) -> Scene:
    (session,) = read(text).sessions
    (scene,) = session.scenes
    return scene


def test_each_mark_is_read_with_the_text_after_it():
    scene = only_scene(
        "### S1 *Dark alley*\n@ Sneak past\nd: 4 vs 5 -> Fail\n-> No\n=> Spotted\n"
        "? Is he armed?\ntbl: d20=3 -> rats\ngen: name -> Olo\n"
    )
    assert [(e.mark, e.text) for e in scene.entries] == [
        (Mark.ACTION, "Sneak past"),
        (Mark.DICE, "4 vs 5 -> Fail"),
        (Mark.ANSWER, "No"),
        (Mark.CONSEQUENCE, "Spotted"),
        (Mark.QUESTION, "Is he armed?"),
        (Mark.TABLE, "d20=3 -> rats"),
        (Mark.GENERATOR, "name -> Olo"),
    ]


def test_dialogue_prose_and_tag_lines():
    scene = only_scene(
        '### S1 x\nN (Jonah): "Run!"\nPC: "No."\nThe rain stops.\n[N:Jonah|scared] [L:Pier]\n'
        "She meets [N:Jonah|scared] here.\n"
    )
    marks = [(e.mark, e.speaker) for e in scene.entries]
    assert marks == [
        (Mark.DIALOGUE, "N (Jonah)"),
        (Mark.DIALOGUE, "PC"),
        (Mark.PROSE, ""),
        (Mark.TAGS, ""),
        (Mark.PROSE, ""),  # a tag inside prose: the line stays prose, its tag is read
    ]
    assert scene.entries[0].text == '"Run!"'
    assert scene.entries[4].tags == (Tag("N", "Jonah", ("scared",)),)


def test_tags_and_clock_fills():
    tags = tags_in("[E:Alert 2/6] [Thread:Find Sister|Open] [Track:Road 4/10] [Timer:Dawn 3]")
    assert [t.kind for t in tags] == ["E", "Thread", "Track", "Timer"]
    assert tags[0].fill == (2, 6)
    assert tags[2].fill == (4, 10)
    assert tags[1].fill is None and tags[3].fill is None
    assert tags[1].text == "[Thread:Find Sister|Open]"


def test_headings_sessions_and_scenes():
    doc = read("## Session 1: the docks\nprose\n### S1a Harbour\n## Session 3\nS4 *Bare*\n")
    first, second = doc.sessions
    assert (first.number, first.title, first.entries[0].text) == (1, ": the docks", "prose")
    assert (first.scenes[0].label, first.scenes[0].title) == ("1a", "Harbour")
    assert (second.number, second.scenes[0].label, second.scenes[0].title) == (3, "4", "Bare")
    assert session_heading("Session 3: x") == (3, ": x")
    assert scene_heading("S2 *Dunes*") == ("2", "Dunes")
    assert session_heading("Sessions") is None and scene_heading("Dunes") is None


def test_a_heading_that_is_no_session_and_a_tag_in_prose_are_prose():
    doc = read("## Session notes\nThe camp wakes [E:Camp] soon.\n## Sessions past\n")
    assert [e.mark for e in doc.entries] == [Mark.PROSE] * 3
    assert doc.sessions == ()


@settings(max_examples=200, deadline=None)
@given(st.text(st.characters(codec="utf-8"), max_size=300))
def test_any_text_reads_or_is_refused_by_line(text):
    try:
        doc = read(text)
    except LonelogError as refused:
        assert 1 <= refused.line <= max(1, len(text.splitlines()))
    else:
        assert isinstance(doc, Document)


def test_scenes_with_no_session_heading_make_one_session():
    doc = read("S1 *Dark alley*\n@ Sneak\n")
    assert [s.number for s in doc.sessions] == [1]
    assert doc.sessions[0].scenes[0].entries == (Entry(Mark.ACTION, "Sneak"),)


def test_front_matter_fences_and_blank_lines():
    doc = read("---\ntitle: x\ngenre: y\n---\n\n```\n[PC:Kira]\n```\n\n~~~lonelog\nhi\n~~~\n")
    assert doc.front_matter == ("title: x", "genre: y")
    assert [e.line for e in doc.entries] == ["[PC:Kira]", "hi"]


def test_the_hand_written_sample_keeps_every_line():
    """Front matter, fences, prose, dialogue, tbl:/gen:, clocks and tags between scenes:
    every non-blank line outside the front matter and the fences is an entry or a heading."""
    text = SAMPLE.read_text(encoding="utf-8")
    doc = read(text)
    body = text.split("---\n", 2)[2].splitlines()
    kept = [line.strip() for line in body if line.strip() and not line.startswith("```")]
    headings = [line for line in kept if line.startswith("##")]
    assert len(doc.all_entries()) + len(headings) == len(kept)
    assert doc.front_matter[0] == "title: The Salt Road"
    assert [s.number for s in doc.sessions] == [1, 2]
    assert [[sc.label for sc in s.scenes] for s in doc.sessions] == [["1", "1a"], ["2"]]
    assert {t.name for t in doc.tags("N")} == {"Hadda Ren"}
    assert {t.name for t in doc.tags("Clock", "E", "Track")} == {
        "Creditors lose patience 1/6",
        "Creditors lose patience 2/6",
        "Camp wakes 2/4",
        "Distance to Sulmar 1/8",
    }


# --- refused files: the line and what is wrong ---------------------------------------------------


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        ("---\ntitle: x\n@ go\n", 1, "front matter opened here is never closed"),
        ("## Session 1\n```\n@ go\n", 2, "code fence opened here is never closed"),
        ("## Session 1\n## Session\n", 2, "needs its number"),
        ("## Session 2\n@ go\n## Session 1\n", 3, "session 1 comes after session 2"),
        ("@ go\n[N:Jonah|ally\n", 2, "'[N:Jonah|ally' is not closed with ]"),
        ("@ go\n\n[E:Alert 7/6]\n", 3, "cannot be 7/6"),
        ("[Clock:Alert]\n", 1, "needs its fill"),
        ("@ go\n@ a\x00b\n", 2, "control character"),
        ("\n\n```\n```\n", 1, "holds no Lonelog lines"),
    ],
)
def test_a_bad_line_is_named_by_its_number(text, line, words):
    with pytest.raises(LonelogError) as caught:
        read(text)
    assert caught.value.line == line
    assert str(caught.value).startswith(f"line {line}: ")
    assert words in str(caught.value)


# --- writing, and reading back -----------------------------------------------------------------


def test_write_shape():
    doc = Document(
        ("title: x",),
        (Entry(Mark.TAGS, "[PC:Kira|Resolve 5]"),),
        (Session(1, "", (), (Scene("1", "Alley", (Entry(Mark.ACTION, "Sneak"),)),)),),
    )
    assert write(doc) == (
        "---\ntitle: x\n---\n\n```\n[PC:Kira|Resolve 5]\n```\n\n## Session 1\n\n"
        "### S1 *Alley*\n\n```\n@ Sneak\n```\n"
    )


WORD = st.text(st.sampled_from("abcdefghijklmnopqrstuvwxyzABCXYZ"), min_size=1, max_size=8)
PHRASE = st.lists(WORD, min_size=1, max_size=5).map(" ".join)
TEXT = st.lists(
    st.one_of(WORD, st.sampled_from(["->", "2/6", "(Likely)", "—", "…", "d6=4", "\u00e9t\u00e9"])),
    min_size=1,
    max_size=6,
).map(lambda ws: "Z " + " ".join(ws))  # prose starts with a plain word
TAG = st.builds(
    lambda kind, name, fields: Tag(kind, name, tuple(fields)).text,
    st.sampled_from(["N", "L", "PC", "Thread"]),
    PHRASE,
    st.lists(PHRASE, max_size=3),
)
ENTRY = st.one_of(
    st.builds(Entry, st.sampled_from([m for m in Mark if m.prefix]), TEXT | st.just("")),
    st.builds(Entry, st.just(Mark.PROSE), TEXT),
    st.builds(Entry, st.just(Mark.TAGS), st.lists(TAG, min_size=1, max_size=3).map(" ".join)),
    st.builds(
        Entry, st.just(Mark.DIALOGUE), TEXT, st.one_of(st.just("PC"), PHRASE.map("N ({})".format))
    ),
)
ENTRIES = st.lists(ENTRY, max_size=3).map(tuple)
SCENE = st.builds(Scene, st.integers(1, 99).map(str), PHRASE, ENTRIES)


@st.composite
def documents(draw):
    numbers = sorted(draw(st.sets(st.integers(1, 50), max_size=3)))
    sessions = tuple(
        Session(
            n,
            draw(st.sampled_from(["", ": the docks", " - day 2"])),
            draw(ENTRIES),
            tuple(draw(st.lists(SCENE, max_size=2))),
        )
        for n in numbers
    )
    front = tuple(draw(st.lists(PHRASE.map("key: {}".format), max_size=3)))
    doc = Document(front, draw(ENTRIES), sessions)
    assume(doc.front_matter or doc.entries or doc.sessions)  # an empty log is refused
    return doc


ROUND_TRIPS = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@ROUND_TRIPS
@given(documents())
def test_a_written_document_reads_back_the_same(doc):
    assert read(write(doc)) == doc


@ROUND_TRIPS
@given(documents())
def test_writing_what_was_read_is_a_fixed_point(doc):
    text = write(doc)
    assert write(read(text)) == text
