"""An evening of play through the CLI, as a player would type it: 22 questions over two
sessions and three scenes, with an opposition, notes and Goal milestones. The tests of the
story, the exports and the player's text read its journal."""

from __future__ import annotations

from pathlib import Path

from solo.cli import main

NAME = "eve"

FIRST_SCENE = [
    ("Is the harbour master still awake?", ["--world", "--likelihood", "unlikely"]),
    (
        "Do I pick the desk lock before anyone comes?",
        ["--helps", "Fast hands with a bullwhip", "--high-stakes"],
    ),
    ("Is the ledger in the drawer?", ["--world"]),
    ("Do I decode the map before the guards return?", ["--helps", "Knows every forgotten tomb"]),
    ("Does anyone see me leave?", ["--world", "--likelihood", "likely"]),
]
LIGHTHOUSE = [
    ("Is the tide low enough to cross?", ["--world"]),
    ("Do I slip past Dorsey's men on the causeway?", []),
    ("Do I knock the lookout down?", ["--high-stakes", "--combat"]),
    ("Is the lighthouse door barred?", ["--world", "--likelihood", "likely"]),
    ("Do I climb the outside stair?", ["--high-stakes"]),
    ("Is someone waiting at the top?", ["--world"]),
    ("Do I talk the keeper round?", ["--helps", "Friends in the dockside bars"]),
]
DROWNED_STAIR = [
    ("Is the water rising?", ["--world", "--likelihood", "likely"]),
    (
        "Do I hold my breath long enough to reach the gate?",
        ["--hinders", "Terrified of deep water", "--high-stakes"],
    ),
    ("Is the gate open?", ["--world", "--likelihood", "unlikely"]),
    ("Do I force the gate?", ["--bonus", "1"]),
    ("Does Vasko's boat wait above?", ["--world"]),
    ("Do I find the temple's inner door?", ["--helps", "Knows every forgotten tomb"]),
    ("Is the Crown on its altar?", ["--world", "--likelihood", "very_likely"]),
    ("Do I lift the Crown without waking the guardian?", ["--high-stakes", "--risky"]),
    ("Does the roof hold?", ["--world"]),
    ("Do I get out before the stair floods?", ["--high-stakes"]),
]
QUESTIONS = len(FIRST_SCENE) + len(LIGHTHOUSE) + len(DROWNED_STAIR)
NOTES = (
    "Rain on the harbour; Nell pulls her coat tight.",
    "The map points to the old lighthouse. Teodor will know the tide.",
    "The keeper is Teodor's cousin. He owes nobody anything.",
    "Soaked, shaking, but the Crown is in the satchel.",
)


def play_evening(saves: Path) -> str:
    """Play the evening into ``saves`` (fixed seed); returns the campaign's name."""

    def run(*argv: str) -> None:
        assert main([*argv, "--saves", str(saves)]) == 0, argv

    def ask(questions: list[tuple[str, list[str]]]) -> None:
        for question, flags in questions:
            run("ask", question, "--save", NAME, *flags)

    run("new", NAME, "--seed", "11")
    run("act", NAME, "note", f"text={NOTES[0]}")
    ask(FIRST_SCENE)
    run("act", NAME, "milestone", "goal=Sunken", "milestone=Decode")
    run("act", NAME, "note", f"text={NOTES[1]}")
    run("act", NAME, "start_scene", "title=The lighthouse at low tide", "setting=sea")
    run("act", NAME, "set_opposition", "name=Dorsey's plainclothes men", "strength=challenging")
    ask(LIGHTHOUSE)
    run("act", NAME, "note", f"text={NOTES[2]}")
    run("act", NAME, "end_session")
    run("act", NAME, "start_session")
    run("act", NAME, "start_scene", "title=The drowned stair", "setting=underground")
    ask(DROWNED_STAIR)
    run("act", NAME, "note", f"text={NOTES[3]}")
    run("act", NAME, "milestone", "goal=Sunken", "milestone=Reach")
    return NAME
