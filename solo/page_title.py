"""The title that names the app and the campaign: "solo — Sunken Crown".

Both shells use it: the app's ``title``/``sub_title`` (and, under `solo serve`, the browser
tab) and the first ``<title>`` of the served page. Neither Textual nor textual-serve can set a
page's title from the app, so the app sends it as a web-driver meta message named
:data:`TITLE_META`; `solo serve`'s server forwards it to the page, whose small script sets
``document.title`` (see ``solo/cli/web_server.py``).
"""

from __future__ import annotations

APP_NAME = "solo"
PICKER = "campaigns"
"""What the title names while no campaign is open (the picker, the wizard)."""

TITLE_META = "solo_title"


def page_title(campaign: str | None) -> str:
    """``solo — NAME``; ``solo — campaigns`` with no campaign open."""
    return f"{APP_NAME} — {campaign or PICKER}"
