"""Finding packs, load order, extends, and leaving out only the broken files."""

from __future__ import annotations

from solo.tables.loader import load_dirs, load_library
from tests.tables.packs import CORE, where, write_pack

HEAD = "version: 1\ntables:\n"


def test_one_bad_file_is_skipped_and_the_rest_loads(tmp_path):
    write_pack(
        tmp_path / "packs",
        "p",
        {
            "a.yaml": HEAD + "  - id: a\n    entries: [x, y]\n",
            "b.yaml": HEAD + "  - id: b\n    entries: [{text: z, tier: nope}]\n",
            "c.yaml": HEAD + "  - id: c\n    entries: [w]\n",
        },
    )
    result = load_dirs(tmp_path / "packs")
    assert [w[0] for w in where(result)] == ["b.yaml"]
    assert sorted(result.library.tables) == ["a", "c"]
    assert result.files == 4


def test_leaving_out_a_file_also_reports_files_that_needed_it(tmp_path):
    write_pack(
        tmp_path / "packs",
        "p",
        {
            "a.yaml": HEAD + "  - id: names\n    entries: [{text: Ada, tier: huge}]\n",
            "b.yaml": HEAD + '  - id: npc\n    entries: ["{names} the bold"]\n',
            "c.yaml": HEAD + "  - id: c\n    entries: [fine]\n",
        },
    )
    result = load_dirs(tmp_path / "packs")
    assert [(w[0], w[1]) for w in where(result)] == [("a.yaml", 4), ("b.yaml", 4)]
    assert "names unknown table 'names'" in result.errors[1].message
    assert list(result.library.tables) == ["c"]


def test_extends_adds_entries_and_inherits_the_tables_defaults(tmp_path):
    write_pack(tmp_path / "packs", "core", CORE)
    write_pack(
        tmp_path / "packs" / "genres",
        "noir",
        {
            "more.yaml": HEAD
            + (
                "  - extends: conditions\n    defaults: {genre: noir}\n    entries:\n"
                "      - {text: Hungover, tier: minor, polarity: negative}\n"
            )
        },
        genre="noir",
    )
    result = load_dirs(tmp_path / "packs")
    assert result.ok, [str(e) for e in result.errors]
    table = result.library.tables["conditions"]
    added = table.entries[-1]
    assert added.text == "Hungover"
    assert added.tags.as_dict() == {
        "tier": "minor",
        "category": "physical",
        "polarity": "negative",
        "genre": "noir",
    }
    assert table.pack == "core" and table.extended_by == ("noir",)
    assert [p.id for p in result.library.packs] == ["core", "noir"]
    assert result.library.genres == ("noir",)


def test_extends_may_come_before_the_table_in_load_order(tmp_path):
    write_pack(
        tmp_path / "packs",
        "p",
        {
            "a.yaml": HEAD + "  - extends: z\n    entries: [later]\n",
            "b.yaml": HEAD + "  - id: z\n    entries: [first]\n",
        },
    )
    result = load_dirs(tmp_path / "packs")
    assert result.ok
    assert [e.text for e in result.library.tables["z"].entries] == ["first", "later"]


def test_user_env_and_option_packs_all_load_in_order(tmp_path):
    user, env, opt = tmp_path / "user", tmp_path / "env", tmp_path / "opt"
    write_pack(user, "mine", {"a.yaml": HEAD + "  - id: t\n    entries: [u]\n"})
    write_pack(env, "envpack", {"a.yaml": HEAD + "  - extends: t\n    entries: [e]\n"})
    write_pack(opt, "optpack", {"a.yaml": HEAD + "  - extends: t\n    entries: [o]\n"})
    result = load_library(None, user=user, env=[env], extra=[opt])
    assert result.ok, [str(e) for e in result.errors]
    assert [e.text for e in result.library.tables["t"].entries] == ["u", "e", "o"]
    assert result.library.tables["t"].extended_by == ("envpack", "optpack")


def test_missing_user_folder_is_fine_but_a_missing_option_folder_is_an_error(tmp_path):
    result = load_library(None, user=tmp_path / "no-user", extra=[tmp_path / "nowhere"])
    assert [(e.line, e.message) for e in result.errors] == [(0, "no such folder (option content)")]
    assert str(result.errors[0]).endswith("nowhere: no such folder (option content)")


def test_yaml_files_without_pack_yaml_are_reported(tmp_path):
    (tmp_path / "loose").mkdir()
    (tmp_path / "loose" / "t.yaml").write_text(HEAD + "  - id: a\n    entries: [x]\n")
    result = load_dirs(tmp_path / "loose")
    assert "YAML files without a pack.yaml are not loaded" in result.errors[0].message


def test_a_pack_folder_can_be_given_directly_and_twice(tmp_path):
    folder = write_pack(tmp_path, "p", {"sub/t.yml": HEAD + "  - id: a\n    entries: [x]\n"})
    result = load_dirs(folder, folder)
    assert result.ok and list(result.library.tables) == ["a"]


def test_plain_entries_numbers_and_block_text(tmp_path):
    write_pack(
        tmp_path / "packs",
        "p",
        {
            "t.yaml": HEAD
            + (
                "  - id: a\n    title: Mixed\n    description: all kinds\n    entries:\n"
                "      - 42\n      - yes\n      - text: >\n          folded\n          text\n"
                '      - "{{braces}} stay"\n'
            )
        },
    )
    lib = load_dirs(tmp_path / "packs").library
    table = lib.tables["a"]
    assert [e.text for e in table.entries] == ["42", "yes", "folded text", "{{braces}} stay"]
    assert (table.title, table.description) == ("Mixed", "all kinds")


def test_c_and_pure_python_loaders_agree(tmp_path, monkeypatch):
    """The C loader is used when present; the pure-Python fallback reads the same."""
    import solo.tables.yaml_reading as yaml_reading

    write_pack(tmp_path / "packs", "core", CORE)
    write_pack(
        tmp_path / "packs",
        "bad",
        {
            "b.yaml": HEAD + "  - id: b\n    entries:\n"
            "      - {text: x, weight: 0}\n"
            "      - {txt: y}\n"
        },
    )
    fast = load_dirs(tmp_path / "packs")
    monkeypatch.setattr(yaml_reading, "Loader", yaml_reading.PureLoader)
    pure = load_dirs(tmp_path / "packs")
    assert fast.errors == pure.errors and len(fast.errors) == 2
    assert fast.library.tables == pure.library.tables
