"""The play screen's compositor draws a partial update from the widgets on show in it only,
and the terminal gets the same characters as from Textual's own compositor."""

from __future__ import annotations

from functools import partial

from textual._compositor import ChopsUpdate, Compositor

from solo.tui.compositor import CroppedCompositor
from solo.tui.widgets.footer import CoalescingFooter
from tests.tui.pilot_helpers import SIZE, enter_line, make_app, question_input


def drawn(compositor: Compositor, renders, regions, console) -> tuple[str, set[str]]:
    """What a partial update of ``regions`` sends to the terminal, drawing with ``renders``
    (a compositor's ``_get_renders``), and the regions of the widgets drawn."""
    crop = regions[0]
    for region in regions[1:]:
        crop = crop.union(region)
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
    return ChopsUpdate(chops, spans, ends).render_segments(console), names


def ours_and_textuals(app, regions) -> tuple[str, set[str], str, set[str]]:
    """A partial update of ``regions`` drawn by the play screen's compositor and by
    Textual's own: what each sends the terminal, and the widgets each draws."""
    compositor = app.screen._compositor
    assert isinstance(compositor, CroppedCompositor)
    ours, few = drawn(compositor, compositor._get_renders, regions, app.console)
    textual = partial(Compositor._get_renders, compositor)
    theirs, many = drawn(compositor, textual, regions, app.console)
    return ours, few, theirs, many


async def test_a_key_draws_fewer_widgets_and_sends_the_terminal_the_same(game):
    app = make_app(game)
    async with app.run_test(size=SIZE) as pilot:
        await enter_line(pilot, "Do I climb the wall?")
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()
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
        await enter_line(pilot, "Do I climb the wall?")
        await pilot.pause()
        await pilot.press("f5")
        await pilot.pause()
        journal = app.screen.query_one("#journal").region
        footer = app.screen.query_one(CoalescingFooter).region
        hero = app.screen.query_one("#hero").region
        ours, few, theirs, many = ours_and_textuals(app, [journal, footer])
        assert ours == theirs and ours
        assert f"{hero}" in many and f"{hero}" not in few
