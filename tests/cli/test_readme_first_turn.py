"""README "Your first turn" (audit gap 11): its commands, run as written (with a saves
folder of their own), print exactly the sample output the README shows — so the sample
cannot drift from the program again."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

from solo.cli import main

README = Path(__file__).resolve().parents[2] / "README.md"


def _first_turn() -> tuple[list[list[str]], str]:
    """The section's commands (without the leading ``solo``) and its sample output."""
    text = README.read_text(encoding="utf-8")
    section = text.split("## Your first turn", 1)[1].split("\n## ", 1)[0]
    commands_block, rest = re.split(r"```sh\n", section, maxsplit=1)[1].split("```", 1)
    sample = rest.split("```\n", 1)[1].split("```", 1)[0]
    commands = [shlex.split(line) for line in commands_block.splitlines() if line.strip()]
    assert all(c[0] == "solo" for c in commands)
    return [c[1:] for c in commands], sample


def test_gap_11_the_readmes_first_turn_prints_what_the_readme_shows(capsys, tmp_path):
    commands, sample = _first_turn()
    asked = []
    for argv in commands:
        assert main([*argv, "--saves", str(tmp_path / "saves")]) == 0, argv
        out = capsys.readouterr().out
        if argv[0] == "ask":
            asked.append(out)
    assert len(asked) == 2
    assert "\n".join(asked) == sample
