"""The play screen's compositor draws a partial update from the widgets on show in it only,
and the terminal gets the same characters as from Textual's own compositor."""

from __future__ import annotations

import re
from functools import partial
from random import Random

from textual._compositor import ChopsUpdate, Compositor
from textual.geometry import Region

from solo.tui.compositor import Coverage, CroppedCompositor, merged
from solo.tui.widgets.footer import CoalescingFooter
from tests.tui.pilot_helpers import SIZE, enter_line, make_app, question_input


def drawn(compositor: Compositor, renders, regions, console) -> tuple[str, set[str]]:
    """What a partial update of ``regions`` sends to the terminal, drawing with ``renders``
    (a compositor's ``_get_renders``), and the regions of the widgets drawn."""
    crop = Region.from_union(regions)
    spans = list(compositor._regions_to_spans(regions))
    lines = {y for y, _, _ in spans}
    names: set[str] = set()

    def counted(crop):
        for region, clip, strips in renders(crop):
            names.add(f"{region}")
            yield region, clip, strips

    compositor._get_renders = counted  # type: ignore[method-assign]
    compositor._updates = tuple(regions)  # what render_partial_update tells it
    try:
        chops = compositor._render_chops(crop, lines.__contains__)
    finally:
        del compositor._get_renders
        compositor._updates = ()
    ends = [cut_set[1:] for cut_set in compositor.cuts]
    sent = ChopsUpdate(chops, spans, ends).render_segments(console)
    return EMPTY_MOVE.sub("", sent), names


EMPTY_MOVE = re.compile(r"\x1b\[\d+;\d+H(?=\x1b\[\d+;\d+H|\n|$)")
"""A cursor move with nothing written after it: Textual's compositor moves to a cut that
starts where a repainted span ends, and writes nothing there (an empty crop of its strip);
ours leaves that cut undrawn when no widget's columns there are repainted."""


def ours_and_textuals(app, regions) -> tuple[str, set[str], str, set[str]]:
    """A partial update of ``regions`` drawn by the play screen's compositor and by
    Textual's own: what each sends the terminal, and the widgets each draws."""
    compositor = app.screen._compositor
    assert isinstance(compositor, CroppedCompositor)
    ours, few = drawn(compositor, compositor._get_renders, regions, app.console)
    textual = partial(Compositor._get_renders, compositor)
    theirs, many = drawn(compositor, textual, regions, app.console)
    return ours, few, theirs, many


async def play_a_turn(pilot) -> None:
    """A question asked and its answer accepted."""
    await enter_line(pilot, "Do I climb the wall?")
    await pilot.pause()
    await pilot.press("f5")
    await pilot.pause()


async def test_a_key_draws_fewer_widgets_and_sends_the_terminal_the_same(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await play_a_turn(pilot)
        await pilot.press(*"Is it ok")
        await pilot.pause()
        field = question_input(app)
        line = field.region
        typed = field.content_region._replace(height=1)  # what a typed key repaints
        for regions in ([line], [line, app.screen.query_one("#mode").region], [typed]):
            ours, few, theirs, many = ours_and_textuals(app, regions)
            assert ours == theirs and ours
            assert len(few) < len(many)
        assert few == {f"{line}"}  # the typed row is the line's alone: nothing behind it is drawn


async def test_a_partial_update_draws_only_its_own_rows(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        compositor = app.screen._compositor
        row = question_input(app).content_region._replace(height=1)
        drawn_rows = [len(strips) for _, _, strips in compositor._get_renders(row)]
        assert drawn_rows == [1]


async def test_an_update_of_distant_regions_draws_the_widgets_in_them_only(game):
    """A turn repaints the journal at the top and the footer's keys at the foot: the box
    around them is the whole screen, but the hero panel beside the journal is not drawn."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await play_a_turn(pilot)
        journal = app.screen.query_one("#journal").region
        footer = app.screen.query_one(CoalescingFooter).region
        hero = app.screen.query_one("#hero").region
        ours, few, theirs, many = ours_and_textuals(app, [journal, footer])
        assert ours == theirs and ours
        assert f"{hero}" in many and f"{hero}" not in few


def lines_drawn(app, regions) -> tuple[int, int]:
    """Lines drawn for a partial update of ``regions``, by ours and by Textual's."""
    compositor = app.screen._compositor
    crop = Region.from_union(regions)
    compositor._updates = tuple(regions)
    try:
        ours = sum(len(strips) for _, _, strips in compositor._get_renders(crop))
    finally:
        compositor._updates = ()
    theirs = sum(len(strips) for _, _, strips in Compositor._get_renders(compositor, crop))
    return ours, theirs


async def test_what_children_cover_is_not_drawn_behind_them_and_any_update_reads_the_same(game):
    """The screen and the containers behind the widgets are drawn only in the rows where
    something of theirs shows (a border, a gap): a whole-screen update draws far fewer
    lines, and updates of any regions send the terminal what Textual's would."""
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await enter_line(pilot, "Do I climb the wall?")
        await pilot.pause()
        screen = app.screen.region
        ours, theirs = lines_drawn(app, [screen])
        assert ours < theirs * 2 // 3
        rng = Random(22)
        for waiting in (True, False):  # a roll waits (the answer shows), then settled
            for _ in range(100):
                regions = []
                for _ in range(rng.randint(1, 3)):
                    x, y = rng.randrange(screen.width), rng.randrange(screen.height)
                    width = rng.randint(1, screen.width - x)
                    regions.append(Region(x, y, width, rng.randint(1, screen.height - y)))
                ours_text, _, theirs_text, _ = ours_and_textuals(app, regions)
                assert ours_text == theirs_text, (waiting, regions)
            await pilot.press("f5")
            await pilot.pause()


def test_coverage_opens_only_rows_with_repainted_columns_left_to_draw():
    covered = Coverage([Region(0, 0, 30, 8)])
    covered.cover(0, 4, 0, 10)  # rows 0-3, columns 0-9
    covered.cover(2, 6, 10, 20)  # rows 2-5, columns 10-19
    assert covered.open_rows(0, 8, 0, 10) == [(4, 8)]
    assert covered.open_rows(0, 8, 0, 20) == [(0, 2), (4, 8)]  # rows 2-3 covered in full
    assert covered.open_rows(0, 8, 5, 15) == [(0, 2), (4, 8)]
    assert covered.open_rows(0, 8, 15, 25) == [(0, 8)]  # column 20 on is open everywhere
    # two regions repainted: columns 0-9 of rows 0-1, columns 20-29 of rows 6-7
    covered = Coverage([Region(0, 0, 10, 2), Region(20, 6, 10, 2)])
    assert covered.open_rows(0, 8, 0, 30) == [(0, 2), (6, 8)]
    covered.cover(0, 8, 0, 10)
    assert covered.open_rows(0, 8, 0, 30) == [(6, 8)]  # what is left open is not repainted
    assert covered.open_rows(0, 8, 10, 20) == []
    assert merged([(5, 9), (0, 3), (3, 4), (8, 12)]) == [(0, 4), (5, 12)]
