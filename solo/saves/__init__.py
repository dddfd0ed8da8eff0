"""Save files: one folder per campaign, written so that a crash never loses a game.

Layout of ``<saves>/<name>/``::

    campaign.yaml       the current state (small; rewritten atomically after each action)
    campaign.yaml.bak   the previous good state
    journal.jsonl       append-only journal, one JSON object per line
    lock                present while a process has the campaign open

See docs/save-format.md.
"""

from solo.saves.errors import SaveError

__all__ = ["SaveError"]
