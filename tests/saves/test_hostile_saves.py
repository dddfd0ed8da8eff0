"""Saves edited by hand or by someone else: refused in one line, never a hang or a crash
(issue 13, "inputs that break it")."""

from __future__ import annotations

import pytest

from solo.saves.errors import SaveError
from solo.saves.store import SaveStore, read_state_file


def billion_laughs(levels: int = 9) -> str:
    lines = ['l0: &l0 ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]']
    for i in range(1, levels + 1):
        lines.append(f"l{i}: &l{i} [" + ", ".join([f"*l{i - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def saved(tmp_path, **state):
    store = SaveStore(tmp_path)
    store.create("c", {"name": "c", **state}).close()
    return store, tmp_path / "c" / "campaign.yaml"


def test_13_16_alias_bomb_in_campaign_yaml_is_refused_naming_the_file(tmp_path):
    store, path = saved(tmp_path, genre="pulp")
    text = path.read_text().replace("  genre: pulp", "  genre: *l9")
    path.write_text(billion_laughs() + text)
    with pytest.raises(SaveError) as exc:
        store.open("c")
    message = str(exc.value)
    assert str(path) in message and "alias" in message and "\n" not in message


def test_13_16_an_oversized_campaign_yaml_is_refused_before_parsing(tmp_path):
    store, path = saved(tmp_path)
    path.write_bytes(b"version: 1\ncampaign: {name: c}\n# " + b"x" * (9 * 1024 * 1024))
    with pytest.raises(SaveError, match="too big"):
        store.open("c")


def test_13_16_saves_are_written_without_aliases(tmp_path):
    shared = ["a", "b"]
    _, path = saved(tmp_path, one=shared, two=shared)
    text = path.read_text()
    assert "&" not in text and "*" not in text


def test_13_17_a_title_that_looks_like_a_date_stays_text(tmp_path):
    store, path = saved(tmp_path, scene={"title": "The start"})
    path.write_text(path.read_text().replace("title: The start", "title: 2024-05-01"))
    with store.open("c") as save:
        assert save.state["scene"]["title"] == "2024-05-01"


@pytest.mark.parametrize(
    "value, needle",
    [
        ("!!timestamp 2024-05-01", "timestamp"),
        ("!!binary aGVsbG8=", "binary"),
        ("!!set {a, b}", "set"),
    ],
)
def test_13_17_non_plain_values_are_refused_naming_file_and_line(tmp_path, value, needle):
    store, path = saved(tmp_path, scene={"title": "The start"})
    text = path.read_text().replace("title: The start", f"title: {value}")
    path.write_text(text)
    line = next(i for i, row in enumerate(text.splitlines(), 1) if "title:" in row)
    with pytest.raises(SaveError) as exc:
        store.open("c")
    assert f"{path}:{line}" in str(exc.value) and needle in str(exc.value)


def test_13_17_a_key_that_is_not_text_names_the_field_and_line(tmp_path):
    _, path = saved(tmp_path, scene={"title": "The start"})
    text = path.read_text().replace("title: The start", "2024: The start")
    path.write_text(text)
    line = next(i for i, row in enumerate(text.splitlines(), 1) if "2024:" in row)
    with pytest.raises(SaveError) as exc:
        read_state_file(path)
    assert f"{path}:{line}: campaign.scene.2024: a key must be text" in str(exc.value)


def test_13_16_alias_bomb_in_a_hero_file_is_refused_naming_the_file(tmp_path):
    from solo.game.errors import GameError
    from solo.game.setup import read_character_file

    hero = tmp_path / "hero.yaml"
    hero.write_text(billion_laughs() + "character: {name: Ann, concept: *l9}\n")
    with pytest.raises(GameError, match="hero.yaml.*alias"):
        read_character_file(hero)


@pytest.mark.parametrize(
    "content",
    [
        "[1, 2]",
        '"a string"',
        "42",
        "null",
        '{"pid": 1e400}',
        '{"pid": 99999999999999999999999}',
        '{"pid": -1}',
        '{"pid": 0}',
        '{"pid": true}',
        '{"pid": "12"}',
        "\x00\xff garbage",
    ],
)
def test_13_18_an_unreadable_lock_is_stale_once_old(tmp_path, content):
    import os

    store, _ = saved(tmp_path)
    lock = tmp_path / "c" / "lock"
    lock.write_text(content)
    os.utime(lock, (1, 1))
    store.open("c").close()
    assert not lock.exists()


@pytest.mark.parametrize("content", ["[1, 2]", '"a string"'])
def test_13_18_a_fresh_unreadable_lock_is_refused_in_one_line_naming_it(tmp_path, content):
    store, _ = saved(tmp_path)
    lock = tmp_path / "c" / "lock"
    lock.write_text(content)  # maybe being written right now: not taken over yet
    with pytest.raises(SaveError) as exc:
        store.open("c")
    assert str(lock) in str(exc.value) and "\n" not in str(exc.value)
    assert lock.read_text() == content


def test_13_18_a_lock_with_a_pid_no_process_can_have_is_stale_at_once(tmp_path):
    import json
    import socket

    store, _ = saved(tmp_path)
    lock = tmp_path / "c" / "lock"
    lock.write_text(json.dumps({"pid": 10**20, "host": socket.gethostname()}))
    store.open("c").close()
    assert not lock.exists()
