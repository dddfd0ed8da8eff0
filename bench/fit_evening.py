"""An evening of 60 questions for reading the answers' fit (issue 20, R-GM-6).

    .venv/bin/python bench/fit_evening.py [SEED] > evening.txt

SEED (a whole number) fixes each campaign's dice and draws, so two readers rate the same
evening; without it the dice are fresh.

Plays the CLI in three genres and six places (noir: a harbour office at night, a rain-slick
street; dark fantasy: a flooded crypt, a village inn on market night; sci-fi: a docked
freighter's hold, an airless station), ten questions each, half world questions and half
actions, in throwaway saves. It prints what a player reads; the rating (fits / partly /
does not) is a person's, against the question and the scene: no script can judge it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

Scene = tuple[str, str, list[str]]

PLAN: dict[tuple[str, str], list[Scene]] = {
    ("noir", "fubar"): [
        (
            "The harbour master's office",
            "city,indoors,night,water",
            [
                "Is the harbour master asleep at his desk?",
                "Do I slip the ledger out of his drawer?",
                "Is anyone else in the building?",
                "Can I read the ledger by the window light?",
                "Does the harbour master wake up?",
            ],
        ),
        (
            "A rain-slick street behind the Blue Lantern",
            "city,outdoors,night",
            [
                "Is someone following me?",
                "Do I lose the tail in the alleys?",
                "Is the back door of the club open?",
                "Can I talk my way past the doorman?",
                "Does Sammy know who tipped off Dorsey?",
            ],
        ),
    ],
    ("dark-fantasy", "fudge"): [
        (
            "A flooded crypt under the chapel",
            "underground,dark,water,holy",
            [
                "Is the water deep enough to swim?",
                "Do I find the reliquary under the water?",
                "Is the crypt guarded?",
                "Can I pry the tomb open?",
                "Does something move in the dark water?",
            ],
        ),
        (
            "The village inn, market night",
            "town,indoors,night,crowd",
            [
                "Does the innkeeper recognise me?",
                "Do I win the drinking bet?",
                "Is the lord's heir here tonight?",
                "Can I accuse the heir without starting a brawl?",
                "Are the villagers on my side?",
            ],
        ),
    ],
    ("sci-fi", "minifu"): [
        (
            "The Kestrel's cargo hold, docked",
            "space,indoors,vehicle",
            [
                "Is the cargo manifest forged?",
                "Do I open the sealed crate?",
                "Is there a stowaway?",
                "Can I reroute power to the cargo lift?",
                "Does the captain notice?",
            ],
        ),
        (
            "A derelict, airless station",
            "space,indoors,dark",
            [
                "Is the airlock still working?",
                "Do I get the main computer running?",
                "Is anyone alive here?",
                "Can I patch my suit's leak in time?",
                "Does the station's reactor hold?",
            ],
        ),
    ],
}


def main() -> None:
    seed = ["--seed", sys.argv[1]] if len(sys.argv) > 1 else []
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, SOLO_SAVES=f"{home}/saves", XDG_CONFIG_HOME=f"{home}/cfg")

        def solo(*args: str) -> str:
            done = subprocess.run(
                [sys.executable, "-m", "solo", *args], env=env, capture_output=True, text=True
            )
            return (done.stdout + done.stderr).rstrip()

        asked = 0
        for (genre, system), scenes in PLAN.items():
            print(
                "#", solo("new", genre, "--system", system, "--genre", genre, *seed).splitlines()[0]
            )
            for place, tags, questions in scenes:
                scene = (f"title={place}", f"place={place}", f"tags={tags}")
                print(solo("act", genre, "start_scene", *scene))
                for question in questions * 2:
                    asked += 1
                    print(f"--- [{asked}] {genre} / {place}")
                    print(solo("ask", "--save", genre, question))
        print(asked, "questions")


if __name__ == "__main__":
    main()
