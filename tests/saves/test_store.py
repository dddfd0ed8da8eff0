import json

import pytest

from solo.saves import patch
from solo.saves.errors import SaveError
from solo.saves.store import BACKUP, JOURNAL, STATE, SaveStore


def commit(save, **changes):
    new = {**save.state, **changes}
    save.commit({"n": len(save.records) + 1, "patch": patch.diff(save.state, new)}, new)


def test_create_commit_and_reload(tmp_path):
    store = SaveStore(tmp_path)
    with store.create("Pulp Run", {"resolve": 5}) as save:
        commit(save, resolve=4)
        commit(save, resolve=3, scene="docks")
    with store.open("Pulp Run") as save:
        assert save.state == {"resolve": 3, "scene": "docks"}
        assert len(save.records) == 2 and save.warnings == []
    assert (tmp_path / "Pulp Run" / BACKUP).exists()


def test_second_process_is_refused_while_open(tmp_path):
    store = SaveStore(tmp_path)
    save = store.create("x", {"a": 1})
    with pytest.raises(SaveError, match="open in another solo process"):
        store.open("x")
    save.close()
    store.open("x").close()


def test_stale_lock_of_a_dead_process_is_taken_over(tmp_path):
    store = SaveStore(tmp_path)
    store.create("x", {"a": 1}).close()
    (tmp_path / "x" / "lock").write_text(
        json.dumps({"pid": 2**22 + 12345, "host": __import__("socket").gethostname()})
    )
    store.open("x").close()


def test_a_lock_names_this_machine_as_socket_names_it(tmp_path):
    """The host in a lock is socket.gethostname()'s, read without importing socket: a lock
    an older solo wrote on this machine is still this machine's."""
    save = SaveStore(tmp_path).create("x", {"a": 1})
    owner = json.loads((tmp_path / "x" / "lock").read_text())
    save.close()
    assert owner["host"] == __import__("socket").gethostname()


@pytest.mark.parametrize(
    "name", ["../evil", "a/b", "..", "/etc/passwd", "a\\b", ".hidden", "-rf", "", "con"]
)
def test_path_traversal_and_bad_names_are_refused(tmp_path, name):
    with pytest.raises(SaveError):
        SaveStore(tmp_path).create(name, {})
    assert list(tmp_path.iterdir()) == []


def test_corrupt_state_names_file_and_line_and_offers_backup(tmp_path):
    store = SaveStore(tmp_path)
    with store.create("x", {"a": 1}) as save:
        commit(save, a=2)
    path = tmp_path / "x" / STATE
    path.write_text("version: 1\njournal_records: 1\ncampaign: {a: [\n")
    with pytest.raises(SaveError) as err:
        store.open("x")
    text = str(err.value)
    assert f"{path}:" in text and "solo saves --restore x" in text and "\n" not in text
    assert path.read_text().startswith("version: 1\njournal_records: 1\ncampaign: {a: [")
    store.restore_backup("x")
    with store.open("x") as save:
        assert save.state["a"] == 2  # rolled forward from the journal


@pytest.mark.parametrize(
    "content,needle",
    [
        (b"", "not a solo save"),
        (b"\xff\xfe garbage", "not UTF-8"),
        (b"version: 99\njournal_records: 0\ncampaign: {}\n", "newer than this solo"),
        (b"journal_records: 0\ncampaign: {}\n", "version"),
        (b"- a list\n", "not a solo save"),
        (b"version: 1\njournal_records: -3\ncampaign: {}\n", "journal_records"),
    ],
)
def test_broken_state_files_give_one_clean_line(tmp_path, content, needle):
    store = SaveStore(tmp_path)
    store.create("x", {}).close()
    (tmp_path / "x" / STATE).write_bytes(content)
    with pytest.raises(SaveError, match=needle) as err:
        store.open("x")
    assert "\n" not in str(err.value)
    assert (tmp_path / "x" / STATE).read_bytes() == content  # never overwritten
    assert not (tmp_path / "x" / "lock").exists()  # failed load releases the lock


def test_half_written_journal_line_is_dropped(tmp_path):
    store = SaveStore(tmp_path)
    with store.create("x", {"a": 1}) as save:
        commit(save, a=2)
    with open(tmp_path / "x" / JOURNAL, "ab") as fh:
        fh.write(b'{"n": 2, "patch": [{"p": ["a"], "o"')
    with store.open("x") as save:
        assert save.state == {"a": 2} and len(save.records) == 1
        assert save.warnings
        commit(save, a=3)
    with store.open("x") as save:
        assert save.state == {"a": 3} and len(save.records) == 2


def test_journal_ahead_of_state_is_rolled_forward(tmp_path):
    store = SaveStore(tmp_path)
    with store.create("x", {"a": 1}) as save:
        commit(save, a=2)
    state_bytes = (tmp_path / "x" / STATE).read_bytes()
    with store.open("x") as save:
        commit(save, a=3, b=True)
    (tmp_path / "x" / STATE).write_bytes(state_bytes)  # as if the crash hit before step 2
    with store.open("x") as save:
        assert save.state == {"a": 3, "b": True}
        assert "recovered 1 action" in save.warnings[0]


def test_a_lagging_state_file_is_written_on_flush_and_close(tmp_path):
    store = SaveStore(tmp_path)
    with store.create("x", {"a": 1}) as save:
        save.state_lags = True
        state_bytes = (tmp_path / "x" / STATE).read_bytes()
        commit(save, a=2)
        assert (tmp_path / "x" / STATE).read_bytes() == state_bytes  # the journal line alone
        assert save.state == {"a": 2}
        assert store.read("x").state == {"a": 2}  # a reader rolls the journal forward
        save.flush()
        assert store.peek("x") == {"a": 2}
        commit(save, a=3)
    assert store.peek("x") == {"a": 3}  # close wrote it
    with store.open("x") as save:
        assert save.state == {"a": 3} and save.warnings == []


def test_a_crash_while_the_state_file_lags_loses_no_action(tmp_path):
    store = SaveStore(tmp_path)
    save = store.create("x", {"a": 1})
    save.state_lags = True
    commit(save, a=2)
    commit(save, a=3, b=True)
    save.lock.release()  # the process died: no flush, no close
    with store.open("x") as save:
        assert save.state == {"a": 3, "b": True} and len(save.records) == 2
        assert "recovered 2 action" in save.warnings[0]
    assert store.peek("x") == {"a": 3, "b": True}  # opening saved what it recovered


def test_broken_journal_line_in_the_middle_names_its_line(tmp_path):
    store = SaveStore(tmp_path)
    with store.create("x", {"a": 1}) as save:
        commit(save, a=2)
        commit(save, a=3)
    path = tmp_path / "x" / JOURNAL
    lines = path.read_bytes().splitlines(keepends=True)
    path.write_bytes(lines[0] + b"{oops\n" + lines[1])
    with pytest.raises(SaveError, match=r"journal.jsonl:2: broken journal line"):
        store.open("x")


def test_patch_round_trip():
    a = {"x": 1, "y": {"z": [1, 2], "w": "k"}}
    b = {"x": 2, "y": {"z": [1], "v": None}, "n": {"deep": 1}}
    ops = patch.diff(a, b)
    assert patch.apply(a, ops) == b
    assert patch.apply(b, ops, reverse=True) == a
    assert patch.apply(b, patch.invert(ops)) == a
