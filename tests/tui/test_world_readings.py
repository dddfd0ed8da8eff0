"""Issue 12.10: a world question is read as the world ("is it so?"), never as an action's
success or failure — on the CLI, in the journal, in the export and in the app's answer
panel; readings of the opposition and the exchange come only when an opposition applies."""

from __future__ import annotations

import random

from solo.cli import main
from solo.dice.ladder import Answer
from solo.game.actions import Context
from solo.game.choices import Likelihood
from solo.game.story.journal_text import to_markdown
from solo.game.turn.commands import Accept, Ask
from solo.game.turn.question import Question
from solo.game.turn.settlement import draw_offer
from solo.tables.offer import offer
from solo.tui.pending import pending_view

ACTION_MEANINGS = {a.meaning for a in Answer}
CONFLICT_WORDS = ("opposition", "exchange", "opponent")


def test_12_10_every_rung_has_a_world_meaning_that_is_not_an_actions():
    for rung in Answer:
        assert rung.reading(True) == rung.world_meaning != rung.meaning
        assert "You fail" not in rung.world_meaning and "You get" not in rung.world_meaning
        assert rung.reading(False) == rung.meaning


def test_12_10_world_answers_read_as_the_world_in_the_panel_journal_and_export(game):
    seen = set()
    for i in range(8):
        q = Question(f"Is the lamp {i} lit?", kind="world", likelihood=Likelihood.UNLIKELY)
        game.run(Ask(q))
        view = pending_view(game.campaign)
        rung = game.campaign.pending.roll.outcome.answer
        assert view is not None and view.meaning == rung.world_meaning
        game.run(Accept())
        seen.add(rung)
    text = to_markdown("t", game.journal())
    lines = "\n".join(d for e in game.journal() for d in e.details)
    for meaning in ACTION_MEANINGS:
        assert meaning not in text and meaning not in lines
    for rung in seen:
        assert f"**Answer: {rung.label}** — {rung.world_meaning}" in text


def test_12_10_the_cli_prints_the_world_meaning(capsys, tmp_path):
    saves = str(tmp_path / "s")
    for i in range(5):  # the rung's meaning is a line of its own with --rules (issue 20)
        ask = ["ask", f"Is the harbour master awake {i}?", "--world", "--saves", saves]
        assert main(ask) == 0
        assert not any(m in capsys.readouterr().out for m in ACTION_MEANINGS)
        assert main(["undo", "--saves", saves, "--steps", "2"]) == 0
        capsys.readouterr()
        assert main([*ask, "--rules"]) == 0
        out = capsys.readouterr().out
        assert not any(m in out for m in ACTION_MEANINGS), out
        assert any(f"{a.label}: {a.world_meaning}" in out for a in Answer), out
    assert main(["export", "demo", "--saves", saves]) == 0
    export = capsys.readouterr().out
    assert not any(m in export for m in ACTION_MEANINGS)


def test_12_10_conflict_readings_only_when_an_opposition_applies(game, library):
    conflict = {e.text for e in library.tables["meanings"].entries if e.tags.kind == "conflict"}
    assert len(conflict) >= 8
    unopposed = [
        e.text
        for e in library.tables["meanings"].entries
        if e.tags.kind != "conflict" and any(w in e.text for w in CONFLICT_WORDS)
    ]
    assert unopposed == []
    drawn_opposed = set()
    for seed in range(60):
        for rung in ("no_and", "no_but", "yes_but", "yes_and"):
            off = offer(library, rung, random.Random(seed))
            assert off.meaning is not None and off.meaning.text not in conflict
            off = offer(library, rung, random.Random(seed), opposed=True)
            drawn_opposed.add(off.meaning.text)
    assert drawn_opposed & conflict
    # in a campaign: the demo's opposition stands against high stakes only (R-OPP-1)
    low = Question("Do I open the door?")
    game.run(Ask(low))
    camp, roll = game.campaign, game.campaign.pending.roll
    for seed in range(40):
        ctx = Context(random.Random(seed), library)
        off = draw_offer(camp, ctx, low, roll)
        assert off is None or off.meaning is None or off.meaning.text not in conflict
