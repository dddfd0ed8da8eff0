"""The content cache: a library read back only while every content file is unchanged."""

from __future__ import annotations

import os
from types import MappingProxyType

import pytest

from solo.locations import CONTENT_CACHE, content_cache_file, shipped_content_dir
from solo.tables import loader
from solo.tables.loader import check_library, load_library
from tests.tables.packs import write_pack

HEAD = "version: 1\ntables:\n"


@pytest.fixture
def parses(monkeypatch):
    """How many times the packs were parsed from YAML (not read back from the cache)."""
    count = [0]
    real = loader.load_roots

    def counting(roots):
        count[0] += 1
        return real(roots)

    monkeypatch.setattr(loader, "load_roots", counting)
    return count


def test_a_fresh_cache_gives_the_library_a_fresh_parse_gives(tmp_path, parses):
    cache = tmp_path / "cache" / CONTENT_CACHE
    fresh = load_library(shipped_content_dir())
    first = load_library(shipped_content_dir(), cache=cache)
    second = load_library(shipped_content_dir(), cache=cache)
    assert parses[0] == 2  # the uncached load and the one that wrote the cache
    assert cache.is_file()
    assert second == fresh == first
    assert second.library.entry_count == fresh.library.entry_count
    assert isinstance(second.library.tables, MappingProxyType)  # read-only, as link builds it


def test_a_changed_file_is_parsed_again(tmp_path, parses):
    cache = tmp_path / CONTENT_CACHE
    pack = write_pack(tmp_path / "packs", "p", {"a.yaml": HEAD + "  - id: a\n    entries: [x]\n"})
    table = pack / "a.yaml"
    assert load_library(None, extra=[tmp_path / "packs"], cache=cache).library.tables["a"]
    table.write_text(HEAD + "  - id: a\n    entries: [x, yy]\n", encoding="utf-8")  # size
    result = load_library(None, extra=[tmp_path / "packs"], cache=cache)
    assert [e.text for e in result.library.tables["a"].entries] == ["x", "yy"]
    table.write_text(HEAD + "  - id: a\n    entries: [x, zz]\n", encoding="utf-8")  # same size
    stamp = table.stat().st_mtime_ns + 1_000_000_000
    os.utime(table, ns=(stamp, stamp))
    result = load_library(None, extra=[tmp_path / "packs"], cache=cache)
    assert [e.text for e in result.library.tables["a"].entries] == ["x", "zz"]
    assert parses[0] == 3
    load_library(None, extra=[tmp_path / "packs"], cache=cache)
    assert parses[0] == 3  # unchanged since: read back


def test_a_new_file_is_parsed_again(tmp_path, parses):
    cache = tmp_path / CONTENT_CACHE
    pack = write_pack(tmp_path / "packs", "p", {"a.yaml": HEAD + "  - id: a\n    entries: [x]\n"})
    load_library(None, extra=[tmp_path / "packs"], cache=cache)
    (pack / "b.yaml").write_text(HEAD + "  - id: b\n    entries: [y]\n", encoding="utf-8")
    result = load_library(None, extra=[tmp_path / "packs"], cache=cache)
    assert sorted(result.library.tables) == ["a", "b"]
    assert parses[0] == 2


@pytest.mark.parametrize("junk", [b"", b"not a pickle", b"\x80\x05K\x01.", b"\x80\x05\x95"])
def test_a_corrupt_cache_is_rebuilt_never_trusted(tmp_path, parses, junk):
    cache = tmp_path / CONTENT_CACHE
    write_pack(tmp_path / "packs", "p", {"a.yaml": HEAD + "  - id: a\n    entries: [x]\n"})
    cache.write_bytes(junk)
    result = load_library(None, extra=[tmp_path / "packs"], cache=cache)
    assert [e.text for e in result.library.tables["a"].entries] == ["x"]
    assert parses[0] == 1
    assert cache.read_bytes() != junk  # rewritten
    assert load_library(None, extra=[tmp_path / "packs"], cache=cache) == result
    assert parses[0] == 1


def test_a_load_with_errors_is_not_cached(tmp_path, parses):
    cache = tmp_path / CONTENT_CACHE
    write_pack(tmp_path / "packs", "p", {"a.yaml": HEAD + "  - id: a\n    entries: [{tier: x}]\n"})
    first = load_library(None, extra=[tmp_path / "packs"], cache=cache)
    assert first.errors
    assert not cache.exists()
    assert load_library(None, extra=[tmp_path / "packs"], cache=cache).errors == first.errors
    assert parses[0] == 2


def test_an_unwritable_cache_folder_only_means_no_cache(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    write_pack(tmp_path / "packs", "p", {"a.yaml": HEAD + "  - id: a\n    entries: [x]\n"})
    result = load_library(None, extra=[tmp_path / "packs"], cache=blocker / CONTENT_CACHE)
    assert result.ok and "a" in result.library.tables


def test_the_cache_file_is_in_solo_cache_or_the_user_cache_folder(tmp_path):
    assert content_cache_file({"SOLO_CACHE": str(tmp_path)}) == tmp_path / CONTENT_CACHE
    assert content_cache_file({"SOLO_CACHE": "off"}) is None
    default = content_cache_file({})
    assert default is not None and default.name == CONTENT_CACHE
    assert str(default).startswith(os.environ["XDG_CACHE_HOME"])  # tests keep to tmp


def test_a_cache_file_of_another_user_is_never_unpickled(tmp_path, parses, monkeypatch):
    cache = tmp_path / CONTENT_CACHE
    write_pack(tmp_path / "packs", "p", {"a.yaml": HEAD + "  - id: a\n    entries: [x]\n"})
    load_library(None, extra=[tmp_path / "packs"], cache=cache)
    monkeypatch.setattr(os, "getuid", lambda: os.stat(cache).st_uid + 1)
    load_library(None, extra=[tmp_path / "packs"], cache=cache)
    assert parses[0] == 2


def test_a_cache_whose_library_is_cut_short_is_rebuilt(tmp_path, parses):
    """The key is read first: a key that fits over a broken library is not trusted."""
    cache = tmp_path / CONTENT_CACHE
    write_pack(tmp_path / "packs", "p", {"a.yaml": HEAD + "  - id: a\n    entries: [x]\n"})
    first = load_library(None, extra=[tmp_path / "packs"], cache=cache)
    cache.write_bytes(cache.read_bytes()[:-40])
    assert load_library(None, extra=[tmp_path / "packs"], cache=cache) == first
    assert parses[0] == 2
    assert load_library(None, extra=[tmp_path / "packs"], cache=cache) == first
    assert parses[0] == 2  # rewritten whole


def test_checking_the_content_reads_the_library_only_when_the_cache_cannot_vouch(tmp_path, parses):
    """`solo status` asks whether the content has problems to report: a cache written for
    exactly these files says none (only a load without errors is cached), from its key."""
    cache = tmp_path / CONTENT_CACHE
    pack = write_pack(tmp_path / "packs", "p", {"a.yaml": HEAD + "  - id: a\n    entries: [x]\n"})
    first = check_library(None, extra=[tmp_path / "packs"], cache=cache)  # no cache yet
    assert first is not None and first.ok and "a" in first.library.tables
    assert check_library(None, extra=[tmp_path / "packs"], cache=cache) is None
    assert parses[0] == 1
    (pack / "b.yaml").write_text(HEAD + "  - id: b\n    entries: [{tier: x}]\n", encoding="utf-8")
    for _ in range(2):  # a broken file: its errors every time, never vouched for
        broken = check_library(None, extra=[tmp_path / "packs"], cache=cache)
        assert broken is not None and broken.errors
    assert parses[0] == 3
    assert check_library(None, extra=[tmp_path / "packs"]) == broken  # no cache: a load


def test_a_cache_of_the_old_format_is_rebuilt(tmp_path, parses):
    """Format 1 pickled (key, library) as one object: it never equals a key."""
    import pickle

    cache = tmp_path / CONTENT_CACHE
    write_pack(tmp_path / "packs", "p", {"a.yaml": HEAD + "  - id: a\n    entries: [x]\n"})
    first = load_library(None, extra=[tmp_path / "packs"], cache=cache)
    key = loader._cache_key(loader.content_roots(None, extra=[tmp_path / "packs"]))
    cache.write_bytes(pickle.dumps((key, first)))
    assert check_library(None, extra=[tmp_path / "packs"], cache=cache) is not None
    assert parses[0] == 2  # parsed again, and the cache rewritten in the new format
    assert load_library(None, extra=[tmp_path / "packs"], cache=cache) == first
    assert parses[0] == 2
