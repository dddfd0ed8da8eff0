"""`solo play`: the interactive prompt, driven with scripted input."""

import argparse
import re

import pytest

from solo.cli.play import run_play
from solo.cli.printing import set_show_rules


def play(tmp_path, *lines):
    script = iter(lines)
    out: list[str] = []

    def read(prompt):
        out.append(prompt)
        try:
            return next(script)
        except StopIteration:
            raise EOFError from None

    args = argparse.Namespace(save="demo", saves=str(tmp_path), seed=None)
    assert run_play(args, read=read, write=out.append) == 0
    return "\n".join(out)


@pytest.fixture
def show_rules():
    """ "Show rules" on, as `solo play --plain --rules` sets it (R-GM-8)."""
    set_show_rules(True)
    yield
    set_show_rules(False)


def test_r_gm_8_the_prompt_tells_the_turn_without_rules(tmp_path):
    text = play(tmp_path, "Do I climb the wall? +cool !high", "r 1", "", "/quit")
    assert not re.search(r"R-[A-Z]+-\d", text)
    assert "Trademark 'Cool under fire'" not in text  # the pool's derivation is folded
    assert "−1 Resolve, now 4" in text  # the reroll was paid, in a few words
    assert re.search(r"fubar [\d() ]+ · yes \d", text)  # dice and odds in one line


def test_ask_reroll_accept_and_undo(tmp_path, show_rules):
    text = play(
        tmp_path, "Do I climb the wall? +cool !high", "r 1", "", "/status", "/undo", "/quit"
    )
    assert "Trademark 'Cool under fire'" in text
    assert "rerolled dice of the roll just made (R-RES-2)" in text
    assert "resolve 4" in text  # the reroll was paid
    assert "undo:" in text


def test_world_question_scene_and_errors_are_one_line(tmp_path, show_rules):
    text = play(
        tmp_path,
        "/world Is it raining? very likely",
        "d",
        "/scene The crypt @underground",
        "/bogus",
        "Do I? +zzz",
        "/world X? often",
    )
    assert "likelihood: very likely (R-ORA-1)" in text
    assert "Scene 2: The crypt" in text
    assert "! unknown command /bogus" in text
    assert "! no Descriptor, Condition or scene Detail matches 'zzz'" in text
    assert "! unknown likelihood 'often'" in text


def test_ambiguous_names_are_refused(tmp_path):
    text = play(tmp_path, "Do I? +ow")
    assert "matches several" in text


def test_end_of_input_mid_turn_leaves_the_roll_pending(tmp_path):
    text = play(tmp_path, "Do I run? +cool")
    assert "Do I run?" in text
    from solo.saves.store import SaveStore

    with SaveStore(tmp_path).open("demo") as save:
        assert save.state["pending"]["question"]["text"] == "Do I run?"
    text = play(tmp_path, "", "/quit")
    assert "A roll is waiting: Do I run?" in text
    with SaveStore(tmp_path).open("demo") as save:
        assert save.state["pending"] is None


def test_the_plain_prompt_keeps_and_shows_the_lists_R_GM_4(tmp_path):
    text = play(
        tmp_path,
        '/act add_thread text="Who hired the muscle?"',
        '/act add_npc name="Captain Vey" rank=lieutenant',
        "/act close_thread 'name=who hired the muscle?'",
        "/cast",
        "/quit",
    )
    assert "Find the Sunken Crown before Baron Vasko does (Goal)" in text
    assert "Who hired the muscle? (closed)" in text
    assert "Captain Vey (lieutenant, Resolve 2)" in text
    assert "Vasko's hired muscle (standard, Resolve 0)" in text
    assert not re.search(r"R-[A-Z]+-\d", text)
