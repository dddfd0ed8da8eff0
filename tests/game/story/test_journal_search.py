"""The journal searched and a recap read off a played evening (R-GM-7, R-GM-8)."""

from __future__ import annotations

import pytest

from solo.game.errors import GameError
from solo.game.story.journal import entries, fold
from solo.game.story.journal_search import JournalSearch, journal_text, search, told_moments
from solo.game.story.recap import MAX_LINES, recap
from solo.rule_ids import RULE_ID
from solo.saves.store import SaveStore
from tests.played_evening import NOTES


@pytest.fixture(scope="module")
def evening(played_evening):
    saves, name = played_evening
    save = SaveStore(saves).read(name)
    return list(fold(save.records).entries), save.state


def test_every_moment_reads_without_rule_ids_R_GM_8(evening):
    records, _ = evening
    moments = told_moments(entries(records))
    assert sum(m.kind == "turn" for m in moments) == 22
    lines = [line for m in moments for line in m.lines]
    assert not any(RULE_ID.search(line) for line in lines)
    assert any(m.rules for m in moments)  # kept apart, for --json


def test_search_any_case_and_by_session(evening):
    records, _ = evening
    told = entries(records)
    words = NOTES[3].split()[1]
    found = search(told, JournalSearch(words.upper()))
    assert found and all(words.casefold() in " ".join(m.lines).casefold() for m in found)
    second = search(told, JournalSearch(session=2))
    assert second and {m.session for m in second} == {2}
    assert journal_text(second).startswith("Session 2")
    both = search(told, JournalSearch("?", 1))
    assert both and all(m.session == 1 for m in both)


def test_bad_searches_are_refused(evening):
    records, _ = evening
    with pytest.raises(GameError, match="give some words"):
        JournalSearch("  ")
    with pytest.raises(GameError, match=r"no session 3 in this journal \(sessions 1–2\)"):
        search(entries(records), JournalSearch(session=3))


def test_the_evenings_first_session_recapped_R_GM_7(evening):
    records, state = evening
    told = recap(records, state, 1)
    assert len(told.lines) <= MAX_LINES
    assert told.luck.rolls == 12 and 0 < told.luck.percentile < 1
    assert told.lines[-1].startswith("Luck: ")
    assert not any(RULE_ID.search(line) for line in told.lines)
