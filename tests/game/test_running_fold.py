"""The journal folded as it grows (issue 22): ``Game.history()`` works out only the records
appended since it last looked, and always says what folding them all says."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from solo.game.story.journal import Record, RunningFold, fold

STEP = st.lists(
    st.tuples(st.sampled_from(["action", "undo", "redo"]), st.integers(1, 12)),
    min_size=0,
    max_size=6,
)


def record(n: int, kind: str, target: int) -> Record:
    if kind == "undo":
        return {"n": n, "type": "undo", "undoes": target}
    if kind == "redo":
        return {"n": n, "type": "redo", "redoes": target}
    return {"n": n, "type": "action", "action": "note"}


@given(st.lists(STEP, min_size=1, max_size=8))
def test_a_growing_journal_folds_as_folding_it_all_does(steps):
    records: list[Record] = []
    running = RunningFold()
    for step in steps:
        for kind, target in step:
            records.append(record(len(records) + 1, kind, target))
        assert running.over(records) == fold(records)


@given(
    st.lists(
        st.lists(
            st.tuples(
                st.sampled_from(["action", "undo", "redo"]), st.integers(1, 6), st.integers(1, 6)
            ),
            max_size=5,
        ),
        min_size=1,
        max_size=8,
    )
)
def test_a_hand_numbered_journal_folds_as_folding_it_all_does(steps):
    """Numbers repeated or out of order (a file edited by hand): still what fold says."""
    records: list[Record] = []
    running = RunningFold()
    for step in steps:
        records.extend(record(n, kind, target) for kind, n, target in step)
        assert running.over(records) == fold(records)


def test_an_undo_then_a_redo_in_later_turns_move_the_entry_out_and_back():
    records: list[Record] = [record(1, "action", 0), record(2, "action", 0)]
    running = RunningFold()
    assert [r["n"] for r in running.over(records).entries] == [1, 2]
    records.append(record(3, "undo", 2))
    assert [r["n"] for r in running.over(records).entries] == [1]
    assert [r["n"] for r in running.over(records).redoable] == [2]
    records.append(record(4, "redo", 2))
    assert [r["n"] for r in running.over(records).entries] == [1, 2]


def test_another_list_or_a_renumbered_action_is_folded_from_the_start():
    running = RunningFold()
    first = [record(1, "action", 0), record(2, "action", 0), record(3, "undo", 2)]
    assert running.over(first) == fold(first)
    other = [record(1, "action", 0)]  # another campaign's, shorter
    assert running.over(other) == fold(other)
    twice = [record(1, "action", 0), record(1, "action", 0), record(2, "undo", 1)]
    assert running.over(twice) == fold(twice)  # a hand-edited file: the last 1 counts
