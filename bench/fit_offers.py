"""Sampled offers for reading the fit of what an answer brings (R-GM-6, issue 20's method
at a larger scale than bench/fit_evening.py).

    .venv/bin/python bench/fit_offers.py [--draws N] [--seed S] [--lines]

For every genre, place and question below and every rung with an "and" or "but", draws
what the player reads (an action's Condition, a world question's Detail) N times (fresh
session each time, as a first draw of the session) and prints how many of the draws a
careful reader rejects by the judgements in MISFITS. Those are a person's, written by
reading the distinct lines each context drew (``--lines`` prints them): a rule names a
line and the contexts where its text does not fit ("Known at the Docks" in a scene that
is not by water in a city; "Local Hero" as the consolation of a No, but; an object's
heft answering a question about a way through). No script can judge fit; this one only
counts the judgements a reader made, so before and after compare the same judgements.
"""

from __future__ import annotations

import argparse
import random
from collections import Counter
from collections.abc import Callable
from itertools import product

from solo.game.turn.question import category_of
from solo.locations import shipped_content_dir
from solo.tables.loader import load_library
from solo.tables.offer import offer
from solo.tables.places import PlaceTag, parse_scene_tags
from solo.tables.subjects import approach_of, subject_of

PLACES: list[tuple[str, str]] = [
    ("harbour office at night", "city,indoors,night,water"),
    ("rain-slick street", "city,outdoors,night"),
    ("flooded crypt", "underground,dark,water,holy"),
    ("village inn, market night", "town,indoors,night,crowd"),
    ("village green by day", "town,outdoors,day,crowd"),
    ("forest camp at dusk", "wilderness,outdoors,night"),
    ("ship's deck at sea", "sea,outdoors,day,vehicle"),
    ("docked freighter's hold", "space,indoors,vehicle"),
    ("derelict station", "space,indoors,dark"),
]
GENRES: dict[str, list[str]] = {
    "noir": ["harbour office at night", "rain-slick street", "village inn, market night"],
    "dark-fantasy": [
        "flooded crypt",
        "village inn, market night",
        "village green by day",
        "forest camp at dusk",
    ],
    "sci-fi": ["docked freighter's hold", "derelict station"],
    "pulp": ["ship's deck at sea", "rain-slick street", "forest camp at dusk"],
}
ACTIONS = [
    "Do I punch the guard?",
    "Do I climb the wall?",
    "Do I slip past the guards unseen?",
    "Do I sneak past the sentry?",
    "Can I talk my way past the doorman?",
    "Do I read the ledger?",
    "Do I find the hidden key?",
    "Do I win the drinking bet?",
    "Do I ride to the next town before dark?",
    "Do I make it to the meeting in time?",
]
WORLD = [
    "Is anyone else here?",
    "Does the captain notice?",
    "Are the locals on my side?",
    "Does she know who tipped off the police?",
    "Is the key in the drawer?",
    "Is there a maintenance crawlway out of the hold?",
    "Is the back door open?",
    "Does the lock still work?",
    "Does the storm break?",
]
RUNGS = ["yes_and", "yes_but", "no_but", "no_and"]
STAKES = ("minor", "moderate", "major")  # the main stake's tier

Context = tuple[str, str, str, str, bool]  # genre, place, question, rung, world
Judge = Callable[[frozenset[PlaceTag], str, str, bool], bool]  # tags, question, rung, world

C = PlaceTag.CITY


def _approach(*names: str) -> Judge:
    def judge(t: frozenset[PlaceTag], q: str, r: str, w: bool) -> bool:
        a = approach_of(q)
        return not w and a is not None and a.value in names

    return judge


def _subject(*names: str) -> Judge:
    def judge(t: frozenset[PlaceTag], q: str, r: str, w: bool) -> bool:
        s = subject_of(q)
        return w and s is not None and s.value in names

    return judge


def _no_but(t: frozenset[PlaceTag], q: str, r: str, w: bool) -> bool:
    return r == "no_but"


def _any(*judges: Judge) -> Judge:
    return lambda t, q, r, w: any(j(t, q, r, w) for j in judges)


OBJECT_LINES = frozenset(
    [
        "Something else worth having lies with it.",
        "Nobody is keeping watch over it.",
        "It is easy to carry off without a fuss.",
        "It is not where you can easily reach it.",
        "Someone else wants it too.",
        "It is damaged, or not quite what you hoped.",
        "Taking it will be noticed.",
        "It is heavier and more awkward than you thought.",
        "There are signs of where it went.",
        "Something else here will serve nearly as well.",
        "Someone nearby knows where it is.",
        "You learn who took it.",
        "Someone got to it first.",
        "Looking for it makes more noise than you meant to.",
        "It was destroyed, and recently.",
        "Whoever has it knows you are looking.",
    ]
)
"""The Details written to answer a question about a thing to find or take."""
NOT_A_THING = ("crawlway", "locals")
"""Words of the questions above that ask about a way or people, not a thing."""


def _by_the_docks(t: frozenset[PlaceTag], q: str, r: str, w: bool) -> bool:
    return C in t and PlaceTag.WATER in t


def _away_from_docks(t: frozenset[PlaceTag], q: str, r: str, w: bool) -> bool:
    return not _by_the_docks(t, q, r, w)


def _not_city(t: frozenset[PlaceTag], q: str, r: str, w: bool) -> bool:
    return C not in t


def _dark(t: frozenset[PlaceTag], q: str, r: str, w: bool) -> bool:
    return PlaceTag.DARK in t


def _thing_for_no_thing(t: frozenset[PlaceTag], q: str, r: str, w: bool) -> bool:
    return any(word in q for word in NOT_A_THING)


MISFITS: dict[str, Judge] = {
    # A reputation where the scene is not: the docks of a village, a city's hero in a forest.
    "Known at the Docks": _any(_away_from_docks, _no_but),
    "Barred from the Docks": _away_from_docks,
    "Hero of the City": _any(_not_city, _no_but),
    # A reward read as a consolation: a failure does not make you a hero.
    "Local Hero": _no_but,
    "Legend in the Making": _no_but,
    "The People's Champion": _no_but,
    "Front-Page Hero": _no_but,
    "Saviour of the Colony": _no_but,
    # Words after no words, or being unseen after a talk face to face.
    "Dropped the Right Name": _approach("stealth", "fight", "exertion"),
    "Misheard": _approach("stealth"),
    "Unnoticed": _approach("talk"),
    **dict.fromkeys(OBJECT_LINES, _thing_for_no_thing),
    # Sight in the dark.
    "You get a clear look at who it is.": _dark,
    "It gives you a good view of what lies beyond.": _dark,
    "A ridge gives a clear view of the whole valley below.": _dark,
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--draws", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--lines", action="store_true")
    args = ap.parse_args()
    library = load_library(shipped_content_dir()).library
    places = dict(PLACES)
    drawn: Counter[tuple[Context, str]] = Counter()
    rng = random.Random(args.seed)
    for genre, names in GENRES.items():
        for name in names:
            tags = parse_scene_tags(places[name])
            for world, questions in ((False, ACTIONS), (True, WORLD)):
                for q in questions:
                    for rung, stake in product(RUNGS, STAKES):
                        for _ in range(args.draws):
                            off = offer(
                                library,
                                rung,
                                rng,
                                main_tier=stake,
                                genre=genre,
                                tags=tags,
                                world=world,
                                opposed=not world and "guard" in q,
                                category=None if world else category_of(q),
                                question=q,
                            )
                            got = off.detail if world else off.condition
                            text = got.text if got else "-"
                            drawn[(genre, name, q, rung, world), text] += 1
    total = sum(drawn.values())
    bad = Counter[str]()
    for (ctx, text), n in drawn.items():
        judge = MISFITS.get(text)
        genre, name, q, rung, world = ctx
        if judge and judge(parse_scene_tags(places[name]), q, rung, world):
            bad[text] += n
    if args.lines:
        for (ctx, text), n in sorted(drawn.items()):
            print(n, " | ".join(str(c) for c in ctx), "->", text)
    print(f"{total} draws, {sum(bad.values())} misfits by the judgements below")
    for text, n in bad.most_common():
        print(f"  {n:5d}  {text}")


if __name__ == "__main__":
    main()
