"""A turn reads the journal's newest entries only: 10,000 entries cost it what 10 do
(issue 22: the play screen's turn must not grow with the campaign)."""

from __future__ import annotations

from textual.app import App, ComposeResult

from solo.game.story.journal import JournalEntry
from solo.tui.widgets import journal as journal_widget
from solo.tui.widgets.journal import Journal, LiveEntries


def note(n: int) -> dict[str, object]:
    return {"n": n, "type": "action", "action": "note", "title": f"note {n}"}


class JournalApp(App[None]):
    def compose(self) -> ComposeResult:
        yield Journal(id="journal")


def test_live_entries_read_as_a_list_of_entries():
    records = [note(n) for n in range(1, 6)]
    live = LiveEntries(records)
    made = [JournalEntry.from_record(r) for r in records]
    assert len(live) == 5
    assert list(live) == made
    assert live[-1] == made[-1] and live[1:3] == made[1:3] and live[-2:] == made[-2:]


async def reads_for_a_turn(count: int, monkeypatch) -> int:
    """Entries made from records when the journal shows one more entry than it did."""
    records = [note(n) for n in range(1, count + 1)]
    made = 0
    real = JournalEntry.from_record.__func__

    def counted(cls, record):
        nonlocal made
        made += 1
        return real(cls, record)

    async with JournalApp().run_test(size=(80, 24)) as pilot:
        journal = pilot.app.query_one(Journal)
        journal.show(LiveEntries(records))
        monkeypatch.setattr(JournalEntry, "from_record", classmethod(counted))
        records.append(note(count + 1))
        journal.show(LiveEntries(records))
        monkeypatch.undo()
        assert [e.n for e in journal.shown][-1] == count + 1
        assert len(journal.shown) == min(count, journal_widget.SHOWN) + 1
    return made


async def test_a_turn_reads_as_many_entries_with_10_000_as_with_10(monkeypatch):
    few = await reads_for_a_turn(10, monkeypatch)
    many = await reads_for_a_turn(10_000, monkeypatch)
    assert many <= journal_widget.SHOWN + 30  # the shown ones checked, a few looks, the new one
    assert few <= 10 + 30
