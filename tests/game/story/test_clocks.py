"""Clocks in play (R-GM-5): made, ticked by hand and by answers, full, removed, undone,
saved, and forecast at the campaign's own even baseline."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest

from solo.dice import mechanic
from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.story.clocks import (
    clock_data,
    clock_forecast,
    even_rungs,
    forecast_text,
    tick_clocks,
)
from solo.game.story.commands import AddClock, Tick
from solo.rules.clocks import Clock, TickChances, Trigger, forecast
from solo.rules.tension import event_chance
from tests.game.conftest import ask
from tests.plain_actions import do

FACES = {
    "no_and": [1, 1, 1, 1, 1],
    "no": [1, 1, 1, 1, 2],
    "no_but": [1, 1, 1, 2, 2],
    "yes_but": [1, 1, 2, 2, 2],
    "yes": [1, 2, 2, 2, 2],
    "yes_and": [2, 2, 2, 2, 2],
}
"""Typed fubar faces (five dice, net 0) for each answer."""


def filled(game, name: str) -> int:
    return next(c.filled for c in game.campaign.clocks if c.name == name)


def test_add_tick_and_remove_a_clock_R_GM_5(make_game):
    game = make_game()
    step = do(game, "add_clock", name="The guards raise the alarm", segments="6", trigger="no")
    assert game.campaign.clocks == (Clock("The guards raise the alarm", 6, Trigger.NO),)
    assert step.changes == ("Clock 'The guards raise the alarm' 0/6",)
    step = do(game, "tick", name="guards", by="2")  # any unique part of the name
    assert step.changes == ("Clock 'The guards raise the alarm' 2/6",)
    assert game.save.records[-1]["args"]["name"] == "The guards raise the alarm"
    do(game, "remove_clock", name="alarm")
    assert game.campaign.clocks == ()
    game.undo()
    assert filled(game, "The guards raise the alarm") == 2
    game.undo()
    assert filled(game, "The guards raise the alarm") == 0
    game.undo()
    assert game.campaign.clocks == ()
    game.redo()
    assert len(game.campaign.clocks) == 1


def test_refusals_name_what_is_wrong_R_GM_5(make_game):
    game = make_game()
    with pytest.raises(GameError, match="4, 6, 8, 10, 12 segments"):
        game.run(AddClock("Storm", 5))
    with pytest.raises(GameError, match="hand, no, yes, event"):
        do(game, "add_clock", name="Storm", segments="4", trigger="sometimes")
    game.run(AddClock("Storm", 4))
    with pytest.raises(GameError, match="already"):
        game.run(AddClock("storm", 6))
    with pytest.raises(GameError, match="no clock matches"):
        game.run(Tick("Flood"))
    with pytest.raises(GameError, match="other than 0"):
        game.run(Tick("Storm", by=0))


def test_a_threat_ticks_on_each_no_and_twice_on_no_and_R_GM_5(make_game):
    game = make_game()
    game.run(AddClock("The alarm", 6, Trigger.NO))
    game.run(AddClock("The escape", 8, Trigger.YES))
    step = ask(game, dice=FACES["no"])  # typed dice tick like rolled ones
    assert filled(game, "The alarm") == 1
    assert "Clock 'The alarm' 1/6" in step.changes
    ask(game, dice=FACES["no_and"])
    ask(game, dice=FACES["no_but"])
    assert filled(game, "The alarm") == 4
    assert filled(game, "The escape") == 0
    ask(game, dice=FACES["yes_and"])
    ask(game, dice=FACES["yes_but"])
    assert filled(game, "The escape") == 3
    assert filled(game, "The alarm") == 4


def test_a_world_question_ticks_no_clock_R_GM_5(make_game):
    game = make_game()
    game.run(AddClock("The alarm", 6, Trigger.NO))
    game.run(AddClock("The escape", 6, Trigger.YES))
    ask(game, "Is the gate open?", dice=FACES["no_and"], kind="world")
    ask(game, "Is the gate shut?", dice=FACES["yes_and"], kind="world")
    assert [c.filled for c in game.campaign.clocks] == [0, 0]


def test_a_full_clock_fires_its_text_and_is_done_R_GM_5(make_game):
    game = make_game()
    game.run(AddClock("The alarm", 4, Trigger.NO, fires="Reinforcements pour in"))
    game.run(Tick("The alarm", by=3))
    step = ask(game, dice=FACES["no_and"])
    assert filled(game, "The alarm") == 4
    assert "Clock 'The alarm' 4/4 — full" in step.changes
    assert "Clock full: The alarm — Reinforcements pour in" in step.details
    step = ask(game, dice=FACES["no"])  # done: no more ticks, nothing fires again
    assert not any("alarm" in line for line in (*step.changes, *step.details))
    with pytest.raises(GameError, match="full already"):
        game.run(Tick("The alarm"))
    game.run(Tick("The alarm", by=-1))
    assert filled(game, "The alarm") == 3
    game.undo()  # the tick back
    assert filled(game, "The alarm") == 4
    for _ in range(3):  # the last answer (accept, ask), then the answer that filled it
        game.undo()
    assert filled(game, "The alarm") == 3


def test_event_clocks_tick_on_each_random_event_R_GM_5(make_game):
    game = make_game()
    game.run(AddClock("The storm", 4, Trigger.EVENT, fires="The storm breaks"))
    game.run(AddClock("The alarm", 4, Trigger.NO))
    camp = game.campaign
    done = tick_clocks(camp, Trigger.EVENT)
    assert [c.filled for c in done.campaign.clocks] == [1, 0]
    assert done.changes == ("Clock 'The storm' 1/4",)
    camp = done.campaign.evolve(clocks=(done.campaign.clocks[0].ticked(2), *camp.clocks[1:]))
    done = tick_clocks(camp, Trigger.EVENT)
    assert done.fired == ("Clock full: The storm — The storm breaks",)
    assert tick_clocks(done.campaign, Trigger.EVENT).changes == ()


def test_clocks_are_saved_and_an_old_save_has_none_R_GM_5(make_game):
    game = make_game()
    before = game.campaign.to_dict()
    assert "clocks" not in before  # a save without clocks stays as it was
    assert Campaign.from_dict(before).clocks == ()
    game.run(AddClock("The alarm", 6, Trigger.NO, fires="Run"))
    data = game.campaign.to_dict()
    assert data["clocks"] == [
        {"name": "The alarm", "segments": 6, "trigger": "no", "filled": 0, "fires": "Run"}
    ]
    assert Campaign.from_dict(data).clocks == game.campaign.clocks


@pytest.mark.parametrize("system", ["fubar", "buckets", "d6", "fudge"])
def test_the_forecast_uses_the_campaigns_own_even_baseline_R_GM_5(make_game, system):
    game = make_game(system=system)
    camp = game.campaign
    mech = mechanic(system)
    assert even_rungs(camp) == mech.odds(mech.world_params(0, **camp.system_options)).rungs
    clock = Clock("The alarm", 6, Trigger.NO)
    chances = TickChances.of_answers(Trigger.NO, even_rungs(camp))
    assert clock_forecast(camp, clock) == forecast(clock, chances)


def test_an_event_clock_forecast_follows_tension_R_GM_5(make_game):
    camp = make_game().campaign.evolve(tension=9)
    clock = Clock("The storm", 4, Trigger.EVENT)
    seen = clock_forecast(camp, clock)
    assert seen is not None and seen.expected == 4 / event_chance(9) == 20
    calm = camp.evolve(tension=1)
    assert forecast_text(calm, clock) == "never, at Tension 1"
    assert clock_data(calm, clock)["expected_questions"] is None
    assert clock_data(calm, clock)["forecast"] == {"5": "0", "10": "0", "20": "0"}
    assert forecast_text(camp.evolve(events=False), clock) == "never: random events are off"


def test_a_hand_clock_has_no_forecast_R_GM_5(make_game):
    camp = make_game().campaign
    clock = Clock("Ritual", 8)
    assert clock_forecast(camp, clock) is None
    assert forecast_text(camp, clock) == "ticked by hand"
    data = clock_data(camp, clock)
    assert data["forecast"] is None and data["expected_questions"] is None


def test_the_forecast_reads_as_a_chance_and_a_count_R_GM_5(make_game):
    camp = make_game().campaign
    clock = Clock("The alarm", 6, Trigger.NO, filled=3)
    seen = clock_forecast(camp, clock)
    assert seen is not None and seen.expected is not None
    text = forecast_text(camp, clock)
    assert text == (
        f"full within 10 actions: {float(seen.by(10)) * 100:.1f}%, "
        f"~{round(float(seen.expected))} actions"
    )
    data = clock_data(camp, clock)
    assert data["filled"] == 3 and data["segments"] == 6 and data["trigger"] == "no"
    assert Fraction(str(data["forecast"]["10"])) == seen.by(10)
    assert Fraction(str(data["expected_questions"])) == seen.expected


# --- in the Lonelog export and import ---------------------------------------------------------


def lonelog(game) -> str:
    from solo.game.story.lonelog import journal_document
    from solo.saves.lonelog.writer import write

    return write(journal_document(game.save.state, game.save.records))


def imported(store, name, text):
    from solo.game.launch import import_campaign
    from solo.game.setup import read_character_file
    from solo.game.story.lonelog import plan_import
    from solo.locations import demo_file
    from solo.saves.lonelog.reader import read

    plan = plan_import(read(text))
    return import_campaign(store, name, plan, read_character_file(demo_file()))


def test_clocks_are_lonelog_tags_and_import_back_as_clocks_R_GM_5(make_game, store):
    game = make_game("tagged")
    game.run(AddClock("The alarm", 6, Trigger.NO, fires="Reinforcements pour in"))
    game.run(AddClock("The storm", 4, Trigger.EVENT))
    game.run(AddClock("The escape", 8, Trigger.YES))
    game.run(Tick("The alarm", by=2))
    ask(game, dice=FACES["no_and"])
    ask(game, dice=FACES["yes"])
    text = lonelog(game)
    lines = text.splitlines()
    for tag in (
        "[Clock:The alarm 0/6|threat|Reinforcements pour in]",
        "[E:The storm 0/4|events]",
        "[Track:The escape 0/8|progress]",
        "[Clock:The alarm 2/6]",
        "[Clock:The alarm 4/6]",
        "[Track:The escape 1/8]",
    ):
        assert tag in lines
    again = imported(store, "tagged-again", text)
    try:
        assert again.campaign.clocks == game.campaign.clocks
        assert lonelog(again) == text  # our own export round-trips to the same text
    finally:
        again.close()


def test_a_hand_written_logs_clock_tags_become_clocks_R_GM_5(store):
    from pathlib import Path

    sample = Path(__file__).parents[2] / "saves" / "lonelog_hand_written.md"
    game = imported(store, "salt", sample.read_text(encoding="utf-8"))
    try:
        assert game.campaign.clocks == (
            Clock("Creditors lose patience", 6, Trigger.HAND, filled=2),
            Clock("Camp wakes", 4, Trigger.EVENT, filled=2),
            Clock("Distance to Sulmar", 8, Trigger.YES, filled=1),
        )
    finally:
        game.close()


def test_a_clock_tag_of_no_clocks_size_stays_text_R_GM_5(make_game):
    game = make_game()
    do(game, "log_line", mark="tags", text="[Clock:Odd 2/5] [E:Alarm 1/6]")
    assert [c.name for c in game.campaign.clocks] == ["Alarm"]


def test_the_recap_says_the_clocks_as_the_session_left_them_R_GM_7_R_GM_5(make_game):
    from solo.game.story.recap import recap

    game = make_game()
    game.run(AddClock("The alarm", 4, Trigger.NO))
    ask(game, dice=FACES["no_and"])
    do(game, "end_session")
    do(game, "start_session")
    game.run(Tick("The alarm", by=2))  # later: not what session 1 left
    lines = recap(list(game.history().entries), game.save.state, 1).lines
    assert "Clocks: The alarm 2/4" in lines


def test_the_story_export_tells_the_ticks_and_what_a_full_clock_fired_R_GM_5(make_game):
    from solo.game.story.story_markdown import story_markdown
    from solo.game.story.telling import tell

    game = make_game()
    game.run(AddClock("The alarm", 4, Trigger.NO, fires="Reinforcements pour in"))
    game.run(Tick("The alarm", by=2))
    ask(game, "Do I slip past?", dice=FACES["no_and"])
    text = story_markdown(tell("t", game.journal()))
    assert "**New clock: The alarm (4 segments, threat: each failed action)**" in text
    assert "Clock full: The alarm — Reinforcements pour in" in text
    assert "*Clock 'The alarm' 4/4 — full*" in text
    assert not re.search(r"R-[A-Z]+-\d", text)


def test_a_random_event_ticks_the_event_clocks_R_GM_5(make_game, library):
    """R-GM-5: an event clock ticks once on each random event (R-GM-3), whether the event
    die of a question brings it or an interrupted scene test (R-GM-2) does; a question
    whose die brings none leaves it."""
    from solo.dice.rolls import Faces

    game = make_game(library=library, options={"tension": 6})  # the scene test rolls at 5
    do(game, "add_clock", name="The plague spreads", segments="4", trigger="event")
    five = Faces(dice=(1, 1, 2, 2, 2))
    world = {"text": "Is the door locked?", "kind": "world"}
    step = do(game, "ask", question=world, dice=five, event_die=20)
    assert step.event is None and filled(game, "The plague spreads") == 0
    do(game, "accept")
    step = do(game, "ask", question=world, dice=five, event_die=1)
    assert step.event is not None and filled(game, "The plague spreads") == 1
    assert "Clock 'The plague spreads' 1/4" in step.changes
    do(game, "accept")
    no = Faces(dice=(1, 1, 1, 1, 2))  # no: the scene is interrupted by an event
    step = do(game, "start_scene", title="The road", dice=no)
    assert step.event is not None and filled(game, "The plague spreads") == 2
    assert "Clock 'The plague spreads' 2/4" in step.changes
    game.undo()
    assert filled(game, "The plague spreads") == 1
