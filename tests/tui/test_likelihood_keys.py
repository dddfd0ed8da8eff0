"""Issue 9.6: one key per likelihood, as real terminals and browsers send it.

The keys go through Textual's own input parser (the one the terminal and web drivers
use), so the test proves what arrives from ``ESC 2`` or a plain ``2``, not a key name."""

from __future__ import annotations

from textual._xterm_parser import XTermParser

from solo.game.choices import Likelihood
from tests.tui.pilot_helpers import SIZE, enter_line, make_app, question_input


async def send_raw(pilot, raw: str) -> None:
    """Decode ``raw`` as a terminal's bytes and post the keys as the driver does."""
    parser = XTermParser()
    events = [*parser.feed(raw)]
    try:
        events += parser.feed("")  # end of input: a lone ESC sequence is flushed
    except Exception:
        pass
    assert events, f"the parser made nothing of {raw!r}"
    for event in events:  # all at once, as a fast typist's or a paste's keys arrive
        pilot.app.post_message(event)
    await pilot.pause()


async def test_alt_2_as_a_terminal_sends_it_picks_likely_not_a_character(game):
    """R-ORA-1, issue 9.6: ``ESC 2`` (alt+2 in xterm, VTE, tmux, the browser) means likely."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await send_raw(pilot, "\x1b2")
        assert question_input(app).value == ""
        assert app.screen.world and app.screen.likelihood is Likelihood.LIKELY
        await send_raw(pilot, "\x1b5")
        assert app.screen.likelihood is Likelihood.VERY_UNLIKELY
        await enter_line(pilot, "Is the gate guarded?")
        q = game.campaign.pending.question
        assert q.world and q.likelihood is Likelihood.VERY_UNLIKELY
        assert not app.screen.world


async def test_digits_pick_the_likelihood_in_an_empty_world_bar_and_type_otherwise(game):
    """Issue 9.6: in world mode, 1-5 in an empty bar pick a likelihood; later digits type."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await send_raw(pilot, "4")  # action mode: a digit is text
        assert question_input(app).value == "4" and not app.screen.world
        question_input(app).value = ""
        await pilot.press("ctrl+w")
        await send_raw(pilot, "1Are 3")
        assert question_input(app).value == "Are 3"
        assert app.screen.likelihood is Likelihood.VERY_LIKELY


async def test_a_pound_sign_typed_into_a_question_stays_in_it(game):
    """alt+3 arrives as ``£``: it picks a likelihood only in an empty bar."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await send_raw(pilot, "Do I pay £")
        assert question_input(app).value == "Do I pay £" and not app.screen.world
