"""The exact solver agrees with the real game engine (issue 11, item 6).

A seeded sample of conflicts is played through ``Game.do`` (ask, reroll, accept, concede
in a temp save folder) by the same policy the solver solves. Tolerance: every ending's
observed frequency lies within 4 standard errors, 4·sqrt(p(1-p)/n), of its exact
probability p (with 120 games that is about ±0.18 around p = 0.43; the seeds are
fixed, so the test is deterministic). fubar is used because rerolling all of its dice is
exactly a fresh roll, as the lab assumes.
"""

from __future__ import annotations

import math
import os

import pytest

from solo.game.launch import create_game
from solo.game.setup import read_character_file
from solo.lab import Policy, Setup, solve
from solo.locations import demo_file
from solo.saves.store import SaveStore
from tests.lab.game_play import play_conflict

SAMPLE = 120


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path / "saves")


@pytest.fixture
def no_fsync(monkeypatch):
    """The sample's saves live in a temp folder: skip the disk syncs, keep the writes."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


CASE = {
    "resolve": 2,
    "pool": 1,
    "strength": "challenging",
    "soak": 1,
    "policy": Policy(reroll_below="yes_but", keep=1, concede_at=0),
}
"""Rerolls with a reserve, armour soak, a concession and opposition strength at once."""


def test_solver_matches_games_played_through_game_do_R_CON_2_R_CON_5_R_GEAR_3(store, no_fsync):
    """R-CON-2 R-CON-5 R-REROLL-1 R-GEAR-3 played by the engine, counted."""
    case = CASE
    sheet = read_character_file(demo_file())
    counts = {"win": 0, "out": 0, "concede": 0}
    for seed in range(SAMPLE):
        game = create_game(
            store, f"mc{seed}", sheet, None, system="fubar", variant="resolve", seed=seed
        )
        try:
            counts[play_conflict(game, **case)] += 1
        finally:
            game.close()
    setup = Setup.build(
        "fubar",
        {"opposition": case["strength"]},
        resolve=case["resolve"],
        pool=case["pool"],
        soak=case["soak"],
    )
    exact = solve(setup, case["policy"])
    for ending, seen in counts.items():
        p = float(getattr(exact, ending))
        tolerance = 4 * math.sqrt(p * (1 - p) / SAMPLE)
        assert abs(seen / SAMPLE - p) <= tolerance, (ending, seen, p)
