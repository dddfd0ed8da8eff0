"""Hand-edited saves that parse but are wrong: one clean line, never a traceback."""

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solo.cli import main

JUNK = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**6), 10**6),
    st.text(max_size=8),
    st.lists(st.integers(), max_size=2),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


def leaves(node, path=()):
    if isinstance(node, dict):
        for k, v in node.items():
            yield from leaves(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from leaves(v, (*path, i))
    yield path


@pytest.fixture(scope="module")
def pristine(tmp_path_factory):
    saves = tmp_path_factory.mktemp("saves")
    assert main(["new", "h", "--saves", str(saves), "--seed", "1"]) == 0
    return saves, (saves / "h" / "campaign.yaml").read_text()


@pytest.fixture(autouse=True)
def _restore_journal(pristine):
    journal = pristine[0] / "h" / "journal.jsonl"
    kept = journal.read_bytes()
    yield
    journal.write_bytes(kept)


@pytest.mark.slow  # fuzz: make quick leaves it out, make test runs it
@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.integers(0, 10**6), JUNK)
def test_any_edited_value_loads_or_fails_cleanly(pristine, capsys, pick, junk):
    saves, text = pristine
    doc = yaml.safe_load(text)
    paths = [p for p in leaves(doc["campaign"]) if p]
    path = paths[pick % len(paths)]
    node = doc["campaign"]
    for key in path[:-1]:
        node = node[key]
    node[path[-1]] = junk
    journal = saves / "h" / "journal.jsonl"
    kept = journal.read_bytes()
    (saves / "h" / "campaign.yaml").write_text(yaml.safe_dump(doc))
    for argv in (
        ["status", "h"],
        ["ask", "Do I?", "--save", "h"],
        ["ask", "Is it?", "--world", "--save", "h"],
    ):
        code = main([*argv, "--saves", str(saves)])
        out, err = capsys.readouterr()
        assert code in (0, 2)
        if code == 2:
            assert len(err.strip().splitlines()) == 1 and "Traceback" not in err
    (saves / "h" / "campaign.yaml").write_text(text)
    journal.write_bytes(kept)


def test_a_wrong_type_names_the_file_and_offers_the_backup(pristine, capsys):
    saves, text = pristine
    (saves / "h" / "campaign.yaml").write_text(text.replace("resolve: 5", "resolve: five"))
    assert main(["status", "h", "--saves", str(saves)]) == 2
    err = capsys.readouterr().err
    assert "campaign.yaml" in err and "resolve must be a whole number" in err
    assert "--restore h" in err
    (saves / "h" / "campaign.yaml").write_text(text)
