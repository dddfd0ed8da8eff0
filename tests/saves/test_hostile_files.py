"""Hostile files in a saves folder (issue 24, "Files"): symlinks out of the folder, FIFOs,
huge or sparse files, journal lines that parse but do not fit, and writes that fail.
Each is refused in one line naming the file and line, or leaves the campaign as it was."""

from __future__ import annotations

import errno
import os
import pathlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from solo.saves import journal_file
from solo.saves.errors import SaveError
from solo.saves.store import SaveStore

pytestmark = pytest.mark.usefixtures("no_hang")


def made(tmp_path, records=0):
    """A campaign 'c' with ``records`` journal records; returns the store and its folder."""
    store = SaveStore(tmp_path / "saves")
    with store.create("c", {"name": "c", "resolve": 5}) as save:
        for n in range(1, records + 1):
            record = {"n": n, "type": "action", "title": f"note {n}", "patch": []}
            save.commit(record, {"name": "c", "resolve": 5, "turn": n})
    return store, tmp_path / "saves" / "c"


def one_line(exc: pytest.ExceptionInfo[SaveError]) -> str:
    message = str(exc.value)
    assert "\n" not in message
    return message


# symbolic links ---------------------------------------------------------------------------


def test_a_journal_symlinked_out_of_the_folder_is_refused_and_its_target_untouched(tmp_path):
    store, folder = made(tmp_path)
    outside = tmp_path / "precious.txt"
    outside.write_bytes(b"a line\nno newline at the end")
    (folder / "journal.jsonl").unlink()
    (folder / "journal.jsonl").symlink_to(outside)
    with pytest.raises(SaveError) as exc:
        store.open("c")
    assert "journal.jsonl" in one_line(exc) and "symbolic link" in str(exc.value)
    assert outside.read_bytes() == b"a line\nno newline at the end"
    assert not (folder / "lock").exists()


def test_a_campaign_yaml_symlinked_out_of_the_folder_is_not_read(tmp_path):
    store, folder = made(tmp_path)
    outside = tmp_path / "elsewhere.yaml"
    outside.write_bytes((folder / "campaign.yaml").read_bytes())
    (folder / "campaign.yaml").unlink()
    (folder / "campaign.yaml").symlink_to(outside)
    with pytest.raises(SaveError) as exc:
        store.read("c")
    assert "campaign.yaml" in one_line(exc) and "symbolic link" in str(exc.value)


def test_a_journal_symlink_is_never_appended_to(tmp_path):
    store, folder = made(tmp_path)
    outside = tmp_path / "outside.log"
    outside.write_bytes(b"")
    with store.open("c") as save:
        (folder / "journal.jsonl").unlink()
        (folder / "journal.jsonl").symlink_to(outside)
        with pytest.raises(SaveError):
            save.commit({"n": 1, "type": "action", "patch": []}, {"name": "c"})
    assert outside.read_bytes() == b""


# files that are not regular files, sizes checked before reading ----------------------------


def test_a_fifo_as_campaign_yaml_is_refused_at_once(tmp_path):
    store, folder = made(tmp_path)
    (folder / "campaign.yaml").unlink()
    os.mkfifo(folder / "campaign.yaml")
    with pytest.raises(SaveError) as exc:
        store.read("c")
    assert "campaign.yaml" in one_line(exc) and "FIFO" in str(exc.value)


def test_a_fifo_as_journal_is_refused_at_once(tmp_path):
    store, folder = made(tmp_path)
    (folder / "journal.jsonl").unlink()
    os.mkfifo(folder / "journal.jsonl")
    with pytest.raises(SaveError) as exc:
        store.open("c")
    assert "journal.jsonl" in one_line(exc) and "FIFO" in str(exc.value)


def test_a_sparse_huge_campaign_yaml_is_refused_before_a_byte_is_read(tmp_path, monkeypatch):
    store, folder = made(tmp_path)
    with open(folder / "campaign.yaml", "r+b") as fh:
        fh.truncate(3 * 2**30)  # 3 GB, sparse: costs nothing on disk

    def no_reading(self):
        raise AssertionError(f"{self} was read before its size was checked")

    monkeypatch.setattr(pathlib.Path, "read_bytes", no_reading)
    with pytest.raises(SaveError) as exc:
        store.read("c")
    assert "campaign.yaml" in one_line(exc) and "too big" in str(exc.value)


def test_a_journal_beyond_the_cap_is_refused_naming_the_file(tmp_path, monkeypatch):
    store, folder = made(tmp_path, records=3)
    monkeypatch.setattr(journal_file, "MAX_BYTES", 100)
    with pytest.raises(SaveError) as exc:
        store.read("c")
    message = one_line(exc)
    assert "journal.jsonl" in message and "too big" in message


def test_the_journal_cap_leaves_room_for_a_long_campaign():
    assert journal_file.MAX_BYTES >= 64 * 2**20


# journal lines that parse but do not fit ---------------------------------------------------


@pytest.mark.parametrize(
    "line, needle",
    [
        ('{"n": 2, "patch": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested too deeply"),
        ('{"n": 2, "patch": [], "x": 1e999999}', "out of range"),
        ('{"n": 2, "patch": [], "x": ' + "9" * 5000 + "}", "out of range"),
        ('{"n": 2, "patch": [], "x": NaN}', "out of range"),
        ('{"n": 1, "type": "action", "title": "note 1", "patch": []}', "duplicate"),
        ('{"n": "two", "patch": []}', "'n'"),
        ('{"n": 2, "type": "action", "patch": {"p": 1}}', "patch"),
        ('{"n": 2, "type": "action", "patch": [{"p": "scene"}]}', "patch"),
        ('{"n": 2, "type": "wander", "patch": []}', "type"),
        ("[1, 2]", "JSON object"),
    ],
    ids=[
        "nested",
        "overflow",
        "5000-digits",
        "nan",
        "duplicate",
        "n-text",
        "patch-dict",
        "patch-path",
        "type",
        "list",
    ],
)
def test_a_journal_line_that_does_not_fit_is_one_line_naming_file_and_line(tmp_path, line, needle):
    store, folder = made(tmp_path, records=1)
    with open(folder / "journal.jsonl", "ab") as fh:
        fh.write(line.encode() + b"\n")
    for reader in (store.read, store.open):
        with pytest.raises(SaveError) as exc:
            reader("c")
        message = one_line(exc)
        assert "journal.jsonl:2:" in message and needle in message


def test_a_5000_digit_number_in_campaign_yaml_names_the_file(tmp_path):
    store, folder = made(tmp_path)
    path = folder / "campaign.yaml"
    path.write_text(path.read_text().replace("resolve: 5", "resolve: " + "9" * 5000))
    with pytest.raises(SaveError) as exc:
        store.read("c")
    assert "campaign.yaml" in one_line(exc) and "out of range" in str(exc.value)


def test_a_huge_whole_number_in_campaign_yaml_is_out_of_range(tmp_path):
    store, folder = made(tmp_path)
    path = folder / "campaign.yaml"
    path.write_text(path.read_text().replace("resolve: 5", "resolve: 99999999999999999999"))
    with pytest.raises(SaveError) as exc:
        store.read("c")
    assert "campaign.resolve" in one_line(exc) and "out of range" in str(exc.value)


# writes that fail --------------------------------------------------------------------------


def files_of(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir()) if p.name != "lock"}


def no_space(*_args, **_kw):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("failing", ["write", "fsync", "replace"])
def test_a_failed_commit_leaves_the_campaign_exactly_as_it_was(tmp_path, monkeypatch, failing):
    store, folder = made(tmp_path, records=2)
    before = files_of(folder)
    with store.open("c") as save:
        records_before = list(save.records)
        state_before = save.state
        if failing == "replace":
            monkeypatch.setattr(os, "replace", no_space)
        elif failing == "fsync":
            real = os.fsync
            calls = iter(range(100))
            # the journal's fsync succeeds; the state file's fails
            monkeypatch.setattr(os, "fsync", lambda fd: real(fd) if next(calls) < 1 else no_space())
        else:
            real_write = os.write

            def write(fd, data):
                real_write(fd, data[:7])  # half a line, then the disk is full
                no_space()

            monkeypatch.setattr(os, "write", write)
        with pytest.raises(SaveError) as exc:
            save.commit({"n": 3, "type": "action", "patch": []}, {"name": "c", "turn": 3})
        monkeypatch.undo()
        message = one_line(exc)
        assert "No space left on device" in message and "as it was" in message
        assert save.records == records_before and save.state == state_before
    assert files_of(folder) == before  # no half-recorded action, no temp file left
    with store.open("c") as again:
        assert len(again.records) == 2 and not again.warnings


def test_a_failed_create_leaves_nothing_behind(tmp_path, monkeypatch):
    store = SaveStore(tmp_path / "saves")
    (tmp_path / "saves").mkdir()
    monkeypatch.setattr(os, "replace", no_space)
    with pytest.raises(SaveError) as exc:
        store.create("c", {"name": "c"})
    assert "No space left" in one_line(exc)
    assert list((tmp_path / "saves").iterdir()) == []


def test_a_read_only_saves_folder_is_one_line_on_create_and_open(tmp_path, monkeypatch):
    store, folder = made(tmp_path)
    real_open = os.open

    def read_only(path, flags, *args, **kw):
        if flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real_open(path, flags, *args, **kw)

    monkeypatch.setattr(os, "open", read_only)  # root ignores chmod: pretend instead
    monkeypatch.setattr(pathlib.Path, "mkdir", lambda *a, **k: read_only(a[0], os.O_CREAT))
    for attempt in (lambda: store.open("c"), lambda: store.create("d", {"name": "d"})):
        with pytest.raises(SaveError) as exc:
            attempt()
        assert "ermission denied" in one_line(exc)


def test_saves_pointing_at_a_regular_file_is_one_line(tmp_path):
    (tmp_path / "saves").write_text("not a folder")
    store = SaveStore(tmp_path / "saves")
    for attempt in (lambda: store.create("c", {"name": "c"}), lambda: store.open("c")):
        with pytest.raises(SaveError) as exc:
            attempt()
        assert "not a folder" in one_line(exc)


def test_atomic_write_failing_leaves_no_temp_file(tmp_path, monkeypatch):
    from solo.saves.atomic import atomic_write

    target = tmp_path / "settings.toml"
    target.write_bytes(b"old")
    monkeypatch.setattr(os, "fsync", no_space)
    with pytest.raises(OSError):
        atomic_write(target, b"new")
    monkeypatch.undo()
    assert [p.name for p in tmp_path.iterdir()] == ["settings.toml"]
    assert target.read_bytes() == b"old"


def test_atomic_write_does_not_follow_a_planted_temp_symlink(tmp_path):
    from solo.saves.atomic import atomic_write

    outside = tmp_path / "outside.txt"
    outside.write_bytes(b"keep me")
    folder = tmp_path / "c"
    folder.mkdir()
    (folder / f".campaign.yaml.{os.getpid()}.tmp").symlink_to(outside)
    atomic_write(folder / "campaign.yaml", b"new")
    assert outside.read_bytes() == b"keep me"
    assert (folder / "campaign.yaml").read_bytes() == b"new"


def test_commits_made_together_are_saved_all_or_none(tmp_path, monkeypatch):
    store, folder = made(tmp_path, records=1)
    before = files_of(folder)
    with store.open("c") as save:
        with pytest.raises(SaveError) as exc, save.together():
            save.commit({"n": 2, "type": "action", "patch": []}, {"name": "c", "turn": 2})
            save.commit({"n": 3, "type": "action", "patch": []}, {"name": "c", "turn": 3})
            assert len(save.records) == 3  # seen at once, written at the end
            monkeypatch.setattr(os, "replace", no_space)
        monkeypatch.undo()
        assert "as it was" in one_line(exc) and len(save.records) == 1
    assert files_of(folder) == before
    with store.open("c") as save, save.together():
        save.commit({"n": 2, "type": "action", "patch": []}, {"name": "c", "turn": 2})
        save.commit({"n": 3, "type": "action", "patch": []}, {"name": "c", "turn": 3})
    with store.open("c") as again:
        assert [r["n"] for r in again.records] == [1, 2, 3] and again.state["turn"] == 3
        assert again.stored == 3 and not again.warnings


def test_duplicating_copies_a_symlink_as_a_link_never_what_it_points_to(tmp_path):
    from solo.saves.shelf import duplicate

    store, folder = made(tmp_path)
    secret = tmp_path / "secret.txt"
    secret.write_bytes(b"private\n")
    (folder / "notes.txt").symlink_to(secret)
    duplicate(store, "c", "d")
    copied = tmp_path / "saves" / "d" / "notes.txt"
    assert copied.is_symlink()  # not a copy of the private file inside the saves


def test_restoring_the_backup_over_a_fifo_does_not_hang(tmp_path):
    store, folder = made(tmp_path, records=1)
    (folder / "campaign.yaml").unlink()
    os.mkfifo(folder / "campaign.yaml")
    store.restore_backup("c")
    with store.open("c") as save:
        assert save.state["name"] == "c"


def test_a_fifo_as_the_lock_does_not_hang(tmp_path):
    store, folder = made(tmp_path)
    os.mkfifo(folder / "lock")
    os.utime(folder / "lock", (0, 0))  # old: a stale lock is taken over
    with store.open("c") as save:
        assert save.lock.held


def test_a_campaign_folder_that_is_a_symlink_out_of_the_saves_is_refused(tmp_path):
    store, folder = made(tmp_path)
    elsewhere = tmp_path / "elsewhere"
    folder.rename(elsewhere)
    folder.symlink_to(elsewhere, target_is_directory=True)
    for attempt in (lambda: store.open("c"), lambda: store.read("c")):
        with pytest.raises(SaveError) as exc:
            attempt()
        assert "symbolic link" in one_line(exc)
    assert not (elsewhere / "lock").exists()


_RECORD = (
    '{"n":7,"type":"action","action":"ask","title":"Do I sneak past?","details":["Yes"],'
    '"patch":[{"p":["character","resolve"],"o":5,"n":4},{"p":["scene","details"],"ext":[]}],'
    '"x":1.5,"rng":"1:7"}\n'
)


@settings(max_examples=600, deadline=None)
@given(
    st.lists(
        st.tuples(
            st.integers(min_value=0, max_value=len(_RECORD)),
            st.integers(min_value=0, max_value=3),
            st.sampled_from(list('{}[]",:0123456789.eE-+ \n\tnNaItruefls\\ué"') + ["\x80", "\r"]),
        ),
        max_size=3,
    )
)
def test_a_line_read_the_quick_way_reads_as_the_careful_way_or_not_at_all(edits):
    """The journal reads each line with the JSON scanner straight (issue 22); whatever that
    takes, the careful reading takes the same, and anything it refuses is read the careful
    way, so a damaged line is reported exactly as before."""
    line = _RECORD
    for at, cut, char in edits:
        line = line[:at] + char + line[at + cut :]
    raw = line.encode("utf-8", "surrogateescape")
    quick = journal_file._well_formed(raw)
    try:
        careful = journal_file._parse(raw)
    except journal_file._Unfit:
        assert quick is None
    else:
        assert quick is None or quick == careful
