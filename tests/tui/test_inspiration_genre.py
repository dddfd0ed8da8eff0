"""Issues 12.20/12.21 in the app: the scene opener (F6, ctrl+r) and the oracle words (F9)
come from the campaign's genre and generic entries, the scene's setting first — as the
offers and the prep sheet already do."""

from __future__ import annotations

import random

from textual.widgets import Input

from solo.game.story.inspiration import oracle_words, scene_opener
from solo.tui.screens.scene import SceneScreen
from tests.tables.packs import load_one
from tests.tui.pilot_helpers import SIZE, make_app

OTHERS = {"noir", "sci-fi", "dark-fantasy"}


def _openers(library, genres):
    """The plain start of each opener of the given genres (None = generic)."""
    out = set()
    for e in library.tables["scene-setup"].entries:
        if (e.tags.genre or {None}) & set(genres):
            first = e.template[0]
            out.add(first if isinstance(first, str) else "")
    return {t for t in out if t}


def test_12_20_scene_openers_come_from_the_genre_and_generic_entries_R_GM_6(library):
    """12.20, R-GM-6: never another genre's opener; the campaign's genre's own come first
    (they match it), generic ones fit every genre."""
    others, pulp = _openers(library, OTHERS), _openers(library, {"pulp"})
    drawn = [scene_opener(library, random.Random(s), genre="pulp") for s in range(80)]
    assert not [t for t in drawn if any(t.startswith(o) for o in others)]
    assert any(any(t.startswith(p) for p in pulp) for t in drawn)
    plain = [scene_opener(library, random.Random(s)) for s in range(80)]
    assert not [t for t in plain if any(t.startswith(o) for o in others | pulp)]


def test_12_21_oracle_words_follow_the_genre_and_the_setting(tmp_path):
    body = """
    version: 1
    tables:
      - id: oracle-action
        title: A
        entries:
          - {text: drift}
          - {text: hack, genre: sci-fi}
          - {text: haunt, genre: dark-fantasy}
      - id: oracle-subject
        title: S
        entries:
          - {text: stranger}
          - {text: smuggler, setting: city}
      - id: oracle-focus
        title: F
        entries: [cold]
    """
    result = load_one(tmp_path, body)
    assert result.ok, [str(e) for e in result.errors]
    lib = result.library
    for seed in range(30):
        words = oracle_words(lib, random.Random(seed), genre="sci-fi", setting="city")
        assert "haunt" not in words and "smuggler" in words
        assert "hack" not in oracle_words(lib, random.Random(seed))


async def test_12_20_the_apps_opener_follows_the_campaigns_genre(game, library):
    assert game.campaign.genre == "pulp"
    others = _openers(library, OTHERS)
    async with make_app(game).run_test(size=SIZE) as pilot:
        await pilot.press("f6", "enter")  # issue 21: the open scene ends as proposed first
        await pilot.pause()
        assert isinstance(pilot.app.screen, SceneScreen)
        titles = []
        for _ in range(25):
            await pilot.press("ctrl+r")
            await pilot.pause()
            titles.append(pilot.app.screen.query_one("#scene-title", Input).value)
        assert all(titles) and not [t for t in titles if any(t.startswith(o) for o in others)]
