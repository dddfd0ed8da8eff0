"""The story as Markdown, to post or keep (`solo export`): sessions and scenes as headings,
each turn told from :mod:`solo.game.story.telling`'s model. Every text from the campaign is
escaped (:mod:`solo.markdown_text`); rule IDs never show (R-GM-8). Pure: no campaign, no I/O.
"""

from __future__ import annotations

from msgspec import Struct

from solo.game.story.scene_test import SceneTest, odds_text
from solo.game.story.telling import READ_AS, Happening, Kind, Scene, Story, Turn, Voice
from solo.markdown_text import markdown_text as md


class Telling(Struct, frozen=True):
    """How to render: ``mechanics`` adds each turn's compact dice-and-odds line."""

    mechanics: bool = True


def story_markdown(story: Story, how: Telling = Telling()) -> str:
    """The story as Markdown to post or keep: sessions and scenes as headings, each turn
    as its question (bold), its answer line, what else it brought, what changed
    (italic), the player's notes (plain prose) and its mechanics in one line. Every text
    from the campaign is escaped (:mod:`solo.markdown_text`)."""
    out = [f"# {md(story.title)}", ""]
    for session in story.sessions:
        if session.number is not None:
            out += [f"## Session {session.number}", ""]
        for scene in session.scenes:
            out += _scene_markdown(scene, how)
    return "\n".join(out).rstrip() + "\n"


def _scene_markdown(scene: Scene, how: Telling) -> list[str]:
    out: list[str] = []
    if scene.title:
        heading = f"Scene {scene.number}: {scene.title}" if scene.number else scene.title
        out += [f"### {md(heading)}", ""]
        setting = [s.text for s in scene.setting if s.text.startswith("Setting: ")]
        if setting:
            out += ["*" + md(" · ".join(setting)) + "*", ""]
        out += _test_markdown(scene.test, how)
    for moment in scene.moments:
        out += (
            _turn_markdown(moment, how) if isinstance(moment, Turn) else _happening_markdown(moment)
        )
    return out


def _test_markdown(test: SceneTest | None, how: Telling) -> list[str]:
    """How a tested scene began (R-GM-2): the player's expectation, the result and what it
    brought; its odds and dice with the mechanics."""
    if test is None:
        return []
    expect = f" ({test.expect})" if test.expect else ""
    said = [f"It begins {test.result.label}{expect}."]
    said += list(test.lines()[2:])
    out = ["*" + md(" ".join(said)) + "*", ""]
    if how.mechanics:
        odds = odds_text(test.odds)
        out += [f"`{' · '.join(p for p in (test.dice.replace(': ', ' ', 1), odds) if p)}`", ""]
    return out


def _turn_markdown(turn: Turn, how: Telling) -> list[str]:
    mark = " *(world)*" if turn.kind is Kind.WORLD else ""
    out = [f"**{md(turn.question)}**{mark}", ""]
    answer = md(turn.line) if turn.settled else md(turn.line) + " *(waiting)*"
    more = " ".join(m.removeprefix(READ_AS) for m in turn.more)
    out += [answer + (f" {md(more)}" if more else ""), ""]
    if turn.changed:
        out += ["*" + md("; ".join(c.text for c in turn.changed)) + "*", ""]
    compact = turn.mechanics.compact()
    if how.mechanics and compact:
        out += [f"`{compact}`", ""]  # dice and odds only: no campaign text
    out += [p for note in turn.notes for p in (md(note), "")]
    return out


_QUIET = frozenset({"end_scene", "end_session"})
"""Happenings told by their title alone: what ends with them is in the mechanics' care."""


def _happening_markdown(happening: Happening) -> list[str]:
    if happening.note:
        return [md(happening.title), ""]
    if happening.action in _QUIET:
        return [f"*{md(happening.title)}*", ""]
    story = [s.text for s in happening.lines if s.voice is Voice.STORY and s.text]
    head = f"**{md(happening.title)}**"
    return [head + (" — *" + md("; ".join(story)) + "*" if story else ""), ""]
