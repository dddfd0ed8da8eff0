""" "Previously…": what a session left behind, in at most :data:`MAX_LINES` lines (R-GM-7).

The answers that changed things and the Goals moved (in the order they came, as the story
tells them: :mod:`.telling`), the Goals and the Conditions the hero held when the session
ended, the cliffhanger in the player's own words, and the session's luck (:mod:`.luck`)
said as a player reads it. No rule IDs (R-GM-8): the story's lines come without them. The
hero as the session left them is the campaign now with the patches of every later entry
taken back.

Read from the live journal records and the saved state (``Game.history().entries`` and
``Game.save.state``): no engine, no shell.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from msgspec import Struct

from solo.game.campaign import Campaign
from solo.game.errors import GameError
from solo.game.story.journal import Record, entries
from solo.game.story.luck import Luck, luck, session_rolls
from solo.game.story.telling import Happening, Story, Turn, Voice, tell
from solo.saves import patch
from solo.saves.errors import SaveError

MAX_LINES = 8
"""A recap never runs longer (R-GM-7)."""

GOAL_ACTIONS = frozenset(
    {
        "add_goal",
        "milestone",
        "setback",
        "goal_achieved",
        "goal_failed",
        "goal_abandoned",
        "goal_replaced",
        "rephrase_goal",
    }
)
"""The journal's actions on Goals and their milestones."""


class Recap(Struct, frozen=True):
    """What "Previously…" says about ``session``: its lines, luck last but the cliffhanger."""

    session: int
    lines: tuple[str, ...]
    luck: Luck

    def as_dict(self) -> dict[str, object]:
        """``{"session": N, "lines": [...], "luck": {"percentile": "p/q", "score", "rolls"}}``."""
        return {"session": self.session, "lines": list(self.lines), "luck": self.luck.as_dict()}


def recap_session(campaign: Campaign) -> int | None:
    """The session "Previously…" tells: the one before the session under way, or the last
    one played between sessions; None before any."""
    session = campaign.session - 1 if campaign.in_session else campaign.session
    return session if session >= 1 else None


def sessions_played(records: Sequence[Record]) -> tuple[int, ...]:
    """The sessions the live records belong to, in order."""
    found = {r.get("session") for r in records}
    return tuple(sorted(s for s in found if isinstance(s, int) and s >= 1))


def recap(records: Sequence[Record], state: Mapping[str, object], session: int) -> Recap:
    """The recap of ``session`` from the live ``records`` and the saved ``state`` now;
    GameError when the journal has no such session."""
    played = sessions_played(records)
    if session not in played:
        known = f"sessions {played[0]}–{played[-1]}" if played else "no session yet"
        raise GameError(f"no session {session} in this journal ({known})")
    campaign = _campaign_after(records, state, session)
    own = [r for r in records if r.get("session") == session]
    told = tell("", entries(own))
    session_luck = luck(session_rolls(records, campaign.system, session))
    tail = [
        *_goal_line(campaign),
        *_condition_line(campaign),
        *_memory_lines(own),
        *_clock_line(campaign),
        *_tension_line(own),
        f"Luck: {session_luck.words()}" + _rolls(session_luck.rolls),
        *_cliffhanger_line(own),
    ]
    room = MAX_LINES - len(tail)
    story = _story_lines(told)
    kept = story[max(0, len(story) - room) :] if room > 0 else []  # the latest ones
    return Recap(session, (*kept, *tail), session_luck)


def _campaign_after(
    records: Sequence[Record], state: Mapping[str, object], session: int
) -> Campaign:
    """The campaign as ``session`` left it: ``state`` with every later entry taken back
    (the campaign now, should a damaged patch refuse)."""
    last = max(i for i, r in enumerate(records) if r.get("session") == session)
    then = dict(state)
    try:
        for record in reversed(records[last + 1 :]):
            ops = record.get("patch")
            if isinstance(ops, list):
                then = patch.apply(then, ops, reverse=True)
        return Campaign.from_dict(then)
    except (SaveError, GameError, ValueError, KeyError, TypeError, IndexError):
        return Campaign.from_dict(state)


def _story_lines(told: Story) -> list[str]:
    """The answers that changed something (with the Goal news that followed them), and the
    Goals moved or conceded conflicts between them, in the order they came."""
    out = []
    moments = (m for session in told.sessions for scene in session.scenes for m in scene.moments)
    for moment in moments:
        if isinstance(moment, Turn):
            if moment.changed or moment.kept:
                out.append(_turn_line(moment))
        elif moment.action in GOAL_ACTIONS or moment.action == "concede":
            out.append(_happening_line(moment))
    return out


def _turn_line(turn: Turn) -> str:
    """ "Do I pick the lock? No, but… — Limbered Up. (−1 Resolve, now 4; Condition: …)"."""
    changed = "; ".join(c.text for c in turn.changed)
    return f"{turn.question} {turn.line}" + (f" ({changed})" if changed else "")


def _happening_line(happening: Happening) -> str:
    said = [s.text for s in happening.lines if s.voice is Voice.STORY and s.text]
    return happening.title + (f" ({'; '.join(said)})" if said else "")


def _goal_line(campaign: Campaign) -> list[str]:
    goals = campaign.character.active_goals
    if not goals:
        return []
    shown = []
    for goal in goals:
        reached = sum(m.status.value == "achieved" for m in goal.milestones)
        counted = f" ({reached} of {len(goal.milestones)} milestones)" if goal.milestones else ""
        shown.append(goal.text + counted)
    return ["Goals: " + "; ".join(shown)]


def _condition_line(campaign: Campaign) -> list[str]:
    held = campaign.character.conditions
    if not held:
        return []
    return ["Conditions held: " + ", ".join(f"{c.name} ({c.tier.key})" for c in held)]


def _memory_lines(records: Sequence[Record]) -> list[str]:
    """NPCs met, threads opened or closed, clocks moved: their lines go here, before the
    luck."""
    return _cast_lines(records)


def _cast_lines(records: Sequence[Record]) -> list[str]:
    """The threads the session opened and closed, and the NPCs and foes the player added
    to the list (R-GM-4; a foe named only as a scene's opposition shows with the answers
    it lost), each list on one line."""
    opened = _named(records, ("add_thread",), "New thread: ")
    closed = _named(records, ("close_thread",), "Thread closed: ")
    met = _named(records, ("add_npc", "draw_npc"), "New NPC: ", "New foe: ")
    threads = [f"opened {'; '.join(opened)}"] if opened else []
    threads += [f"closed {'; '.join(closed)}"] if closed else []
    out = ["Threads: " + ", ".join(threads)] if threads else []
    return out + (["Met: " + "; ".join(met)] if met else [])


def _named(records: Sequence[Record], actions: tuple[str, ...], *prefixes: str) -> list[str]:
    """The names the titles of ``actions`` give after one of ``prefixes``."""
    out = []
    for record in records:
        title = str(record.get("title", ""))
        if record.get("action") in actions:
            out += [title.removeprefix(p) for p in prefixes if title.startswith(p)]
    return out


def _clock_line(campaign: Campaign) -> list[str]:
    """The clocks as the session left them, in one line: "Clocks: The alarm 4/6; …"."""
    if not campaign.clocks:
        return []
    return [
        "Clocks: "
        + "; ".join(
            f"{c.name} {c.progress}" + (" (full)" if c.full else "") for c in campaign.clocks
        )
    ]


_TENSION_MOVED = re.compile(r"^Tension (\d) → (\d)")


def _tension_line(records: Sequence[Record]) -> list[str]:
    """How Tension moved over the session (R-GM-1) and how many random events it brought
    (R-GM-3), from the journal's lines; nothing when neither happened."""
    told = entries(records)
    moves = [
        (int(m[1]), int(m[2])) for e in told for c in e.changes if (m := _TENSION_MOVED.match(c))
    ]
    events = sum(1 for e in told if e.event is not None)
    said = []
    if moves and moves[0][0] != moves[-1][1]:
        way = "rose" if moves[-1][1] > moves[0][0] else "fell"
        said.append(f"Tension {way} from {moves[0][0]} to {moves[-1][1]}")
    if events:
        said.append(f"{events} random event{'' if events == 1 else 's'}")
    return ["; ".join(said) + "."] if said else []


def _cliffhanger_line(records: Sequence[Record]) -> list[str]:
    """The cliffhanger the session ended on, in the player's words when they gave some
    (the ``end_session`` record's arguments)."""
    ends = [r for r in records if r.get("action") == "end_session"]
    args = ends[-1].get("args") if ends else None
    if not isinstance(args, dict) or args.get("cliffhanger") is not True:
        return []
    text = args.get("text")
    if isinstance(text, str) and text.strip():
        return [f"Cliffhanger: {text.strip()}"]
    return ["It ended on a cliffhanger."]


def _rolls(count: int) -> str:
    return f" ({count} roll{'' if count == 1 else 's'})" if count else ""
