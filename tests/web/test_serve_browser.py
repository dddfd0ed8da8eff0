"""`solo serve` end to end in headless Chromium: play a turn, two tabs on one campaign, and
a tab closed while a roll waits. Each check ends on the save on disk."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from solo.game.setup import DEMO_NAME
from tests.web.conftest import wait_until

PLAY_SCREEN = ("Dr. Nell Ambrose", "Journal")  # the hero panel and the journal are drawn


def journal(saves: Path, name: str = DEMO_NAME) -> list[dict]:
    path = saves / name / "journal.jsonl"
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def state(saves: Path, name: str = DEMO_NAME) -> str:
    return (saves / name / "campaign.yaml").read_text(encoding="utf-8")


def locked(saves: Path, name: str = DEMO_NAME) -> bool:
    return (saves / name / "lock").exists()


def asked(saves: Path, question: str) -> list[dict]:
    return [
        e
        for e in journal(saves)
        if e.get("action") == "ask" and e["args"]["question"]["text"] == question
    ]


def test_a_turn_played_in_the_browser_is_in_the_save(serve, open_tab):
    """Open the page, ask, roll, accept, close the tab, stop the server: the journal holds
    the question, its answer and the accept; the campaign's lock is released."""
    server = serve()
    tab = open_tab(server.url)
    assert tab.page.title() == f"solo — {DEMO_NAME}"
    tab.wait_for(*PLAY_SCREEN)
    tab.screenshot("serve-play-screen")

    question = "Is the harbour master still awake?"
    mark = tab.mark()
    tab.type(question)
    tab.press("Enter")
    tab.wait_for(f"? {question}", "odds:", since=mark)
    wait_until(lambda: bool(asked(server.saves, question)), "the question in the journal")
    tab.screenshot("serve-roll-waits")
    tab.press("F5")  # F5 accepts; typing never settles a roll
    wait_until(lambda: journal(server.saves)[-1]["action"] == "accept", "the accept")
    tab.close()
    assert server.stop() == 0
    assert "every campaign is saved" in server.lines[-1]

    (ask,) = asked(server.saves, question)
    assert ask["answer"] in {"no_and", "no", "no_but", "yes_but", "yes", "yes_and"}
    assert journal(server.saves)[-1]["action"] == "accept"
    assert "pending: null" in state(server.saves)
    assert not locked(server.saves)


def test_a_second_tab_on_the_same_campaign_is_refused_and_the_first_plays_on(serve, open_tab):
    """One tab, one app, one lock: the second tab is told the campaign is open elsewhere
    (and gets the campaign picker); the first tab's next turn is saved."""
    server = serve("--save", DEMO_NAME)
    first = open_tab(server.url)
    first.wait_for(*PLAY_SCREEN)
    wait_until(lambda: locked(server.saves), "the first tab's lock")
    before = journal(server.saves)

    second = open_tab(server.url)
    second.wait_for("Cannot open", "another solo process")
    second.screenshot("serve-second-tab-refused")
    assert journal(server.saves) == before  # the refused tab wrote nothing

    question = "Do I slip out through the window?"
    mark = first.mark()
    first.type(question)
    first.press("Enter")
    first.wait_for(f"? {question}", since=mark)
    first.press("F5")
    wait_until(lambda: journal(server.saves)[-1]["action"] == "accept", "the first tab's accept")
    assert asked(server.saves, question)
    second.close()
    first.close()
    assert server.stop() == 0
    assert not locked(server.saves)


def test_closing_the_tab_while_a_roll_waits_keeps_it_for_the_next_tab(serve, open_tab):
    """The roll waits in the save when its tab closes; a new tab shows it waiting and can
    accept it; stopping the server with that tab open quits its app and frees the campaign."""
    server = serve()
    tab = open_tab(server.url)
    tab.wait_for(*PLAY_SCREEN)
    question = "Does the ledger name the buyer?"
    mark = tab.mark()
    tab.type(question)
    tab.press("Enter")
    tab.wait_for(f"? {question}", since=mark)
    wait_until(lambda: bool(asked(server.saves, question)), "the question in the journal")
    tab.close()
    wait_until(lambda: not locked(server.saves), "the closed tab's app to release the lock")
    assert question in state(server.saves)  # the roll still waits in the save
    assert journal(server.saves)[-1]["action"] == "ask"

    again = open_tab(server.url)
    again.wait_for(*PLAY_SCREEN, question)
    again.screenshot("serve-roll-still-waits")
    again.press("F5")
    wait_until(lambda: journal(server.saves)[-1]["action"] == "accept", "the accept")
    assert server.stop() == 0  # Ctrl+C with the tab still open: its app quits first
    assert "every campaign is saved" in server.lines[-1]
    assert not locked(server.saves)
    assert len(asked(server.saves, question)) == 1


def serve_two_campaigns(serve, tmp_path: Path):
    """Crypt and Harbour (the last played, listed first), served: each tab starts on the
    picker."""
    from solo.cli import main

    for name in ("Crypt", "Harbour"):
        assert main(["new", name, "--saves", str(tmp_path / "saves")]) == 0
    an_hour_ago = time.time() - 3600
    for file in (tmp_path / "saves" / "Crypt").iterdir():
        os.utime(file, (an_hour_ago, an_hour_ago))
    return serve()


def test_keyboard_and_mouse_reach_the_picker_palette_and_help(serve, open_tab, tmp_path):
    """With several campaigns each tab starts on the picker: the palette (Ctrl+P) and help
    (F1) open from the keyboard, and a mouse click picks the campaign that is played."""
    server = serve_two_campaigns(serve, tmp_path)
    tab = open_tab(server.url)
    assert tab.page.title() == "solo — campaigns"
    tab.wait_for("Campaigns in", "Crypt", "Harbour")

    mark = tab.mark()
    tab.press("Control+p")
    tab.wait_for("Search for commands", since=mark)
    mark = tab.mark()
    tab.press("Escape")
    tab.wait_for("Campaigns in", since=mark)  # the palette has gone: F1 reaches the app
    mark = tab.mark()
    tab.press("F1")
    tab.wait_for("f5 Accept", "Esc closes", since=mark)
    tab.screenshot("serve-help")

    mark = tab.mark()
    tab.press("Escape")
    tab.wait_for("Campaigns in", since=mark)
    tab.screenshot("serve-picker")

    # The picker lists the last played first (Harbour, highlighted); click the next row.
    mark = tab.mark()
    tab.page.mouse.click(60, 3.5 * tab.cell_height())  # line 0 title, 1 header, 2 Harbour
    tab.press("Enter")
    tab.wait_for("Crypt · fubar", *PLAY_SCREEN, since=mark)
    wait_until(lambda: locked(server.saves, "Crypt"), "Crypt's lock")
    assert not locked(server.saves, "Harbour")
    tab.close()
    assert server.stop() == 0


def test_the_tab_title_follows_the_campaign_in_play(serve, open_tab, tmp_path):
    """The page title names the app and the campaign (issue 15 item 2): the picker's title
    first, "solo — NAME" once a campaign is picked, the picker's again back in the picker."""
    server = serve_two_campaigns(serve, tmp_path)
    tab = open_tab(server.url)
    assert tab.page.title() == "solo — campaigns"
    tab.wait_for("Campaigns in", "Crypt", "Harbour")

    def titled(title: str) -> None:
        tab.page.wait_for_function("(title) => document.title === title", arg=title)

    mark = tab.mark()
    tab.press("Enter")  # Harbour, highlighted
    tab.wait_for("Harbour · fubar", *PLAY_SCREEN, since=mark)
    titled("solo — Harbour")
    tab.screenshot("serve-title-harbour")

    mark = tab.mark()
    tab.press("Control+o")  # back to the picker: the campaign is closed
    tab.wait_for("Campaigns in", since=mark)
    titled("solo — campaigns")

    mark = tab.mark()
    tab.press("ArrowDown")
    tab.press("Enter")
    tab.wait_for("Crypt · fubar", *PLAY_SCREEN, since=mark)
    titled("solo — Crypt")
    tab.close()
    assert server.stop() == 0


def test_the_world_key_of_the_browser_footer_asks_about_the_world(serve, open_tab):
    """Issue 15.3: Ctrl+F (the browser's world key; Chrome closes the tab on Ctrl+W) reaches
    the app in the tab and makes the next question a world question."""
    server = serve()
    tab = open_tab(server.url)
    tab.wait_for(*PLAY_SCREEN)
    mark = tab.mark()
    tab.press("Control+f")
    tab.wait_for("World · even", since=mark)
    question = "Is the lamp lit?"
    tab.type(question)
    tab.press("Enter")
    wait_until(lambda: bool(asked(server.saves, question)), "the question in the journal")
    (ask,) = asked(server.saves, question)
    assert ask["args"]["question"]["kind"] == "world"
    tab.close()
    assert server.stop() == 0
