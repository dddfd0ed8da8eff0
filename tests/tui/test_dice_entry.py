"""Physical-dice entry per system (issue 9): one field per die, explosions, the mechanic
reads the faces."""

from __future__ import annotations

from textual.app import App
from textual.widgets import Input

from solo.dice import mechanic
from solo.dice.rolls import Faces
from solo.tui.screens.dice_entry import DiceEntryScreen, read_face, shape


class Host(App[None]):
    """The dice screen alone, over an empty app; ``result`` is what it returned."""

    def __init__(self, system: str, **options) -> None:
        super().__init__()
        self.system = system
        self.options = options
        self.result: Faces | str | None = "not yet"

    def on_mount(self) -> None:
        params = mechanic(self.system).params(**self.options)
        self.push_screen(DiceEntryScreen(self.system, params, "Do I?"), self.done)

    def done(self, faces: Faces | None) -> None:
        self.result = faces


async def type_faces(pilot, *keys: str) -> None:
    """One key at a time: focus moves on after each face, as it does for a player."""
    for key in keys:
        await pilot.press(key)
        await pilot.pause()


def fields(app: App) -> list[Input]:
    return list(app.screen.query(".face").results(Input))


async def test_fudge_dice_are_typed_as_minus_zero_plus():
    app = Host("fudge")
    async with app.run_test() as pilot:
        await pilot.pause()
        assert len(fields(app)) == 4
        await type_faces(pilot, "plus", "minus", "0", "plus", "enter")
        await pilot.pause()
    assert app.result == Faces(dice=(1, -1, 0, 1))


async def test_a_wild_die_six_opens_a_field_for_its_explosion():
    app = Host("d6")
    async with app.run_test() as pilot:
        await pilot.pause()
        assert len(fields(app)) == 3  # two normal dice and the Wild Die
        await type_faces(pilot, "3", "5", "6")
        await pilot.pause()
        assert len(fields(app)) == 4 and app.focused is fields(app)[-1]
        await type_faces(pilot, "2", "enter")
        await pilot.pause()
    assert app.result == Faces(dice=(3, 5), wild=(6, 2))


async def test_buckets_takes_both_pools_and_two_digit_faces():
    app = Host("buckets")
    async with app.run_test() as pilot:
        await pilot.pause()
        assert len(fields(app)) == 6
        await type_faces(pilot, "1", "0", "7", "2", "9", "5", "3", "enter")
        await pilot.pause()
    assert app.result == Faces(dice=(10, 7, 2), against=(9, 5, 3))


async def test_escape_returns_nothing():
    app = Host("fubar")
    async with app.run_test() as pilot:
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
    assert app.result is None


def test_shape_and_faces_read_as_the_cli_reads_them():
    assert shape("d6", mechanic("d6").params()).wild == (1,)
    assert [read_face("fudge", t) for t in "-0+"] == [-1, 0, 1]
    assert read_face("fubar", " 4 ") == 4
