"""A Footer that rebuilds once per refresh, however many binding changes arrive.

Textual's Footer rebuilds all its keys on every ``bindings_updated`` signal, and one turn
sends several (focus moves, the question bar is disabled and cleared). Coalescing them
into one rebuild per refresh keeps a turn quick.
"""

from __future__ import annotations

from typing import Any

from textual.widgets import Footer


class CoalescingFooter(Footer):
    _rebuild_queued = False

    def bindings_changed(self, screen: Any) -> None:
        if not self._rebuild_queued:
            self._rebuild_queued = True
            self.call_after_refresh(self._rebuild, screen)

    def _rebuild(self, screen: Any) -> None:
        self._rebuild_queued = False
        super().bindings_changed(screen)
