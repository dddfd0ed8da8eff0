"""A campaign's story read back: `solo recap` ("Previously…", with the session's exact luck)
and `solo journal` (the journal, searched by words and session).

Both read the save without a lock and change no file (the app may have it open). solo.game
is imported inside the handlers so `solo odds` stays fast.
"""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from solo.cli.campaign import add_campaign_argument, campaign_named, campaign_store
from solo.cli.errors import UsageError
from solo.cli.parser import Parser, Subparsers
from solo.cli.printing import emit, say

if TYPE_CHECKING:
    from solo.game.story.journal import Record


def register(subparsers: Subparsers, argv: Sequence[str] = ()) -> None:
    """`solo recap` and `solo journal`."""
    p: Parser = subparsers.add_parser(
        "recap",
        help='"Previously…": a session in a few lines, with its luck',
        description='"Previously…": a session in at most eight lines, with its exact luck '
        "(without --session: the session before the current one).",
    )
    add_campaign_argument(p, required=True)
    p.add_argument("--session", type=int, metavar="N", help="the session to recap")
    _common(p)
    p.set_defaults(handler=run_recap)
    p = subparsers.add_parser(
        "journal",
        help="print a campaign's journal, searched by words and session",
        description="Print the journal; --grep keeps the entries holding TEXT (any case), "
        "--session those of session N.",
    )
    add_campaign_argument(p, required=True)
    p.add_argument("--grep", metavar="TEXT", help="keep the entries holding TEXT (any case)")
    p.add_argument("--session", type=int, metavar="N", help="keep the entries of session N")
    _common(p)
    p.set_defaults(handler=run_journal)


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--saves", metavar="DIR", help="saves folder")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def _read(saves: str | None, name: str) -> tuple[list[Record], dict[str, object]]:
    """The live journal records and the saved state of ``name`` (no lock, nothing written)."""
    from solo.game.story.journal import fold

    save = campaign_store(saves).read(name)
    return list(fold(save.records).entries), dict(save.state)


def run_recap(args: argparse.Namespace) -> int:
    from solo.game.campaign import Campaign
    from solo.game.story.recap import recap, recap_session

    name = campaign_named(args)
    records, state = _read(args.saves, name)
    session: int | None = args.session
    heading = "Previously…"
    if session is None:
        camp = Campaign.from_dict(state)
        session = recap_session(camp)
        if session is None:  # the first session: what it holds so far
            session, heading = camp.session, "So far…"
        if session < 1:
            raise UsageError(f"no session in {name!r} yet: nothing to recap")
    told = recap(records, state, session)
    if args.json:  # exactly {"session", "lines", "luck"}: the recap's lines cite no rule
        print(json.dumps(told.as_dict(), ensure_ascii=False))
    else:
        say("\n".join([f"{heading} (session {told.session})", *told.lines]))
    return 0


def run_journal(args: argparse.Namespace) -> int:
    from solo.game.story.journal import entries
    from solo.game.story.journal_search import JournalSearch, journal_text, search

    name = campaign_named(args)
    records, _ = _read(args.saves, name)
    found = search(entries(records), JournalSearch(args.grep, args.session))
    data = {
        "campaign": name,
        "grep": args.grep,
        "session": args.session,
        "moments": [m.as_dict() for m in found],
        "rules": list(dict.fromkeys(r for m in found for r in m.rules)),
    }
    if found:
        text = journal_text(found)
    elif args.grep is not None:
        text = f"nothing in the journal holds {args.grep!r}"
    else:
        text = "the journal is empty"
    emit(bool(args.json), data, text)
    return 0
