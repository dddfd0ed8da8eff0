"""The state cache: a look at a save without its lock reads an unchanged campaign.yaml back
without PyYAML, and never trusts a cache that does not hold the file's very bytes."""

from __future__ import annotations

import os

import pytest

from solo.saves import store as store_module
from solo.saves import yamlio
from solo.saves.errors import SaveError
from solo.saves.store import STATE, SaveStore


@pytest.fixture
def parses(monkeypatch):
    """How many times a campaign.yaml was read as YAML."""
    count = [0]
    real = yamlio.load_yaml

    def counting(*args, **kwargs):
        count[0] += 1
        return real(*args, **kwargs)

    monkeypatch.setattr(store_module, "load_yaml", counting)
    return count


def saved(tmp_path, **state):
    """A store with a state cache, holding campaign ``c`` (closed again)."""
    store = SaveStore(tmp_path / "saves", state_cache=tmp_path / "cache" / "states.pickle")
    with store.create("c", {"name": "c", **state}) as save:
        save.commit({"n": 1, "title": "t", "patch": [{"p": ["x"], "v": 1}]}, {**state, "x": 1})
    return store


def test_an_unchanged_state_is_read_back_without_yaml(tmp_path, parses):
    store = saved(tmp_path, hp=3)
    (store.folder("c") / STATE).touch()  # the same bytes: still the cached reading
    parses[0] = 0
    first = store.read("c")
    second = store.read("c")
    assert parses[0] == 0
    assert second.state == first.state == {"hp": 3, "x": 1}
    assert second.records == first.records and second.stored == first.stored == 1
    uncached = SaveStore(tmp_path / "saves").read("c")
    assert (uncached.state, uncached.stored) == (first.state, first.stored)
    assert parses[0] == 1


def test_closing_a_written_save_keeps_its_state_for_the_next_look(tmp_path, parses):
    """`solo ask` then `solo status`: the look after a turn reads no YAML either."""
    store = saved(tmp_path, hp=3)
    with store.open("c") as save:
        save.commit({"n": 2, "title": "t", "patch": [{"p": ["x"], "v": 2}]}, {"hp": 3, "x": 2})
        assert parses[0] == 0  # the state kept when saved() closed, read back to play
    assert parses[0] == 0  # what closing keeps is what solo's own writer wrote: no YAML
    assert store.read("c").state == {"hp": 3, "x": 2}
    assert parses[0] == 0
    with store.open("c"):
        pass  # nothing written: nothing kept
    assert parses[0] == 0


def test_a_state_pyyaml_wrote_is_read_back_once_at_the_close(tmp_path, parses):
    """Text solo's writer leaves to PyYAML (a tab here) is read back as YAML to be kept."""
    store = saved(tmp_path, hp=3, note="tab\there")
    assert parses[0] == 1  # the close's
    assert store.read("c").state == {"hp": 3, "note": "tab\there", "x": 1}
    assert parses[0] == 1


def test_a_changed_state_is_read_afresh_even_at_the_same_size(tmp_path, parses):
    store = saved(tmp_path, hp=3)
    assert store.read("c").state["hp"] == 3
    assert parses[0] == 0  # kept when the save was closed
    path = store.folder("c") / STATE
    text = path.read_text(encoding="utf-8")
    stamp = path.stat().st_mtime_ns
    path.write_text(text.replace("hp: 3", "hp: 4"), encoding="utf-8")
    os.utime(path, ns=(stamp, stamp))  # same size, same time: the bytes differ
    assert store.read("c").state["hp"] == 4
    assert parses[0] == 1


def test_a_broken_state_is_refused_every_time_never_cached(tmp_path, parses):
    store = saved(tmp_path, hp=3)
    (store.folder("c") / STATE).write_text("campaign: [", encoding="utf-8")
    for _ in range(2):
        with pytest.raises(SaveError, match=STATE):
            store.read("c")
    assert parses[0] == 2  # each look


@pytest.mark.parametrize("junk", [b"", b"not a pickle", b"\x80\x05K\x01.", b"\x80\x05}\x94."])
def test_a_corrupt_cache_is_read_past_and_rewritten(tmp_path, parses, junk):
    store = saved(tmp_path, hp=3)
    assert store.state_cache is not None
    store.state_cache.parent.mkdir(parents=True, exist_ok=True)
    store.state_cache.write_bytes(junk)
    assert store.read("c").state["hp"] == 3
    assert store.read("c").state["hp"] == 3
    assert parses[0] == 1  # the look past the junk (which rewrote it)


def test_a_cache_of_another_user_is_never_unpickled(tmp_path, parses, monkeypatch):
    store = saved(tmp_path, hp=3)
    assert store.state_cache is not None and store.state_cache.is_file()
    monkeypatch.setattr(os, "getuid", lambda: os.stat(store.state_cache).st_uid + 1)
    store.read("c")
    assert parses[0] == 1  # the look that would not unpickle


def test_opening_to_play_reads_an_unchanged_state_back_too(tmp_path, parses):
    """Opening to play (`solo ask`) reads an unchanged state from the cache, as a look does;
    a state changed since is read afresh, and the lock is still taken."""
    store = saved(tmp_path, hp=3)
    with store.open("c") as save:
        assert save.state["hp"] == 3 and save.lock.held
    assert parses[0] == 0
    path = store.folder("c") / STATE
    path.write_text(path.read_text(encoding="utf-8").replace("hp: 3", "hp: 5"), "utf-8")
    with store.open("c") as save:
        assert save.state["hp"] == 5
    assert parses[0] == 1
