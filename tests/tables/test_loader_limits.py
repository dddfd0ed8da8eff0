"""Content files read with limits: an alias bomb or a huge file is one error naming the
file, and the other files still load (issue 13 item 16)."""

from __future__ import annotations

from tests.tables.packs import where, write_pack

HEAD = "version: 1\ntables:\n"


def bomb_table(levels: int = 9) -> str:
    """Each table's entries are nine copies of the one before: 9**9 entries in all."""
    lines = [HEAD + "  - id: t0\n    entries: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]"]
    for i in range(1, levels + 1):
        lines.append(f"  - id: t{i}\n    entries: &l{i} [" + ", ".join([f"*l{i - 1}"] * 9) + "]")
    return "\n".join(lines) + "\n"


def test_13_16_an_alias_bomb_in_a_table_file_is_refused_and_the_rest_loads(tmp_path):
    from solo.tables.loader import load_dirs

    write_pack(
        tmp_path / "packs",
        "p",
        {
            "bomb.yaml": bomb_table(),
            "fine.yaml": HEAD + "  - id: fine\n    entries: [x, y]\n",
        },
    )
    result = load_dirs(tmp_path / "packs")
    errors = where(result)
    assert [e[0] for e in errors] == ["bomb.yaml"] and "alias" in errors[0][3]
    assert sorted(result.library.tables) == ["fine"]


def test_13_16_a_few_anchors_and_aliases_still_load(tmp_path):
    from solo.tables.loader import load_dirs

    write_pack(
        tmp_path / "packs",
        "p",
        {"a.yaml": HEAD + ("  - id: a\n    entries: &e [x, y]\n  - id: b\n    entries: *e\n")},
    )
    result = load_dirs(tmp_path / "packs")
    assert result.ok, where(result)


def test_13_16_an_oversized_content_file_is_refused(tmp_path):
    from solo.tables.loader import load_dirs

    write_pack(
        tmp_path / "packs",
        "p",
        {"huge.yaml": HEAD + "  - id: huge\n    entries: [x]\n# " + "x" * (5 * 1024 * 1024)},
    )
    errors = where(load_dirs(tmp_path / "packs"))
    assert [e[0] for e in errors] == ["huge.yaml"] and "too big" in errors[0][3]
