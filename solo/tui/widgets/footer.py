"""A Footer that rebuilds only when the keys it would show change, and relabels in place.

Textual's Footer rebuilds every key widget on each ``bindings_updated`` signal, and one
turn sends several (focus moves, the question bar is disabled and cleared), most of them
leaving the keys as they were. When they do change (a roll waits: F5-F10 settle it; no
roll: the same keys tell the story) the number of keys usually stays, so the key widgets
are relabelled where they stand instead of being removed and mounted again. Measured,
the rebuilds were a third of a turn's CPU.

Each key widget also keeps the width of the widest label it has shown (blank after a
shorter one), as long as the keys still fit beside the palette key: a key that changes
width makes Textual lay the whole screen out twice, a key of the same width is only
repainted. At a size where they would not fit, keys take their own widths again.

The keys are read (``Screen.active_bindings``, a fraction of a millisecond each time) once
per change: the bindings signal is queued behind the handler that sent it, and a signal
sent before the keys were last read (the turn relabels them in its own frame) has nothing
left to show.

A turn relabels three keys as the roll comes and three back as it is settled: each key
(:class:`SteadyFooterKey`) keeps the lines it drew for each label it has shown
(:mod:`.kept_lines`), so a label it shows again is not drawn again.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import NamedTuple

from textual._context import active_message_pump
from textual.app import ComposeResult
from textual.binding import Binding
from textual.events import Resize
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey, KeyGroup

from solo.tui.widgets.kept_lines import KeptLines


class KeyLabel(NamedTuple):
    """What one footer key shows (as Textual's Footer would compose it)."""

    key: str
    key_display: str
    description: str
    action: str
    enabled: bool
    tooltip: str


class SteadyFooterKey(FooterKey, KeptLines):
    """A FooterKey that keeps the lines it drew for each label (:class:`KeptLines`)."""

    def look(self) -> Hashable:
        return (self.key_display, self.description)


def steady_key(key: FooterKey) -> SteadyFooterKey:
    """``key`` (as Textual's Footer composes it) as a :class:`SteadyFooterKey`, bound to
    the footer's compactness as Textual binds every key but the palette's."""
    classes = " ".join(sorted(key.classes - {"-disabled"}))
    steady = SteadyFooterKey(
        key.key,
        key.key_display,
        key.description,
        key.action,
        disabled=key._disabled,
        tooltip=str(key.tooltip or ""),
        classes=classes,
    )
    if key.has_class("-command-palette"):
        return steady
    return steady.data_bind(compact=Footer.compact)


class CoalescingFooter(Footer):
    _rebuild_queued = False
    _shown: tuple[KeyLabel, ...] | None = None
    _kept: tuple[int, ...] = ()
    """The width each key widget keeps (empty: the keys have their own widths)."""

    def __init__(self) -> None:
        super().__init__()
        self._measured: dict[tuple[str, str, bool], int] = {}
        """A key's own width by its label and compactness (measuring renders the key)."""
        self._signals = 0
        """Bindings signals sent so far (counted as they are sent, not as they arrive)."""
        self._read_at = -1
        """:attr:`_signals` when the keys were last read: a signal sent before that read
        arrives with nothing new to show."""

    def compose(self) -> ComposeResult:
        """Textual's keys, each as a :class:`SteadyFooterKey`."""
        for widget in super().compose():
            yield steady_key(widget) if type(widget) is FooterKey else widget

    def on_mount(self) -> None:
        # runs before Footer's own on_mount, which subscribes the queued bindings_changed
        self.screen.bindings_updated_signal.subscribe(self, self._count_signal, immediate=True)
        # Textual's Footer draws nothing while the app lacks focus (a browser tab opened in
        # the background) and waits for the next bindings signal after; draw on focus too
        self.watch(self.app, "app_focus", self._on_app_focus, init=False)

    def _count_signal(self, _screen: Screen[object]) -> None:
        self._signals += 1

    def _on_app_focus(self, focused: bool) -> None:
        if focused and self.is_attached:
            self.show_keys(self.screen)

    def bindings_changed(self, screen: Screen[object]) -> None:
        """The bindings signal, queued behind the handler that sent it: the keys are read
        again only if it was sent after they were last read."""
        if self._read_at != self._signals:
            self.show_keys(screen)

    def show_keys(self, screen: Screen[object], keys: tuple[KeyLabel, ...] | None = None) -> None:
        """Show the keys of ``screen`` (``keys``: as just read from it)."""
        # relabelling is cheap and joins the frame the change is drawn in; a rebuild waits
        # for the next refresh, so several signals in one turn cost one rebuild
        if self._rebuild_queued:
            return
        if keys is None:
            keys = self._labels(screen)
        if keys == self._shown:
            return
        if self._relabel(screen, keys):
            self._shown = keys
            return
        self._rebuild_queued = True
        self.call_after_refresh(self._rebuild, screen)

    def relabel_now(self) -> None:
        """Show the keys as they are now, without waiting for the bindings signal: a turn
        relabels its keys in its own frame (the signal reaches the footer after it). When
        keys come or go, the footer does it from its own queue: a key it mounts is bound
        to the footer's compact style, and Textual binds to the message pump running."""
        shown = self._shown
        keys = self._labels(self.screen)
        if shown is None or len(keys) == len(shown):
            self.show_keys(self.screen, keys)
        else:
            self.call_later(self.show_keys, self.screen)

    def _rebuild(self, screen: Screen[object]) -> None:
        self._rebuild_queued = False
        keys = self._labels(screen)
        if keys == self._shown:
            return
        super().bindings_changed(screen)
        if screen.app.app_focus and self.is_attached and screen is self.screen:
            self._shown = keys  # the Footer recomposes with these keys

    async def recompose(self) -> None:
        """Recompose from the footer's own queue. A key widget binds its compact style to
        the message pump running when it is made; Textual's ``bindings_changed`` asks for a
        recompose after the refresh on behalf of whoever is running (the screen, in a
        turn), and key widgets made there would bind to the screen and stop the app on a
        ReactiveError. Private API (Textual 8.2: ``textual._context.active_message_pump``):
        re-check on an upgrade."""
        if active_message_pump.get(None) is not self:
            self.call_later(self.recompose)
            return
        await super().recompose()

    def _labels(self, screen: Screen[object]) -> tuple[KeyLabel, ...]:
        self._read_at = self._signals
        return tuple(key_labels(screen, self.app.get_key_display))

    def _relabel(self, screen: Screen[object], labels: tuple[KeyLabel, ...]) -> bool:
        """Relabel the key widgets in place, mounting or removing only the difference in
        their number; False when the footer is not composed yet (it then recomposes)."""
        if not (self._bindings_ready and self.is_attached and screen is self.screen):
            return False
        if not screen.app.app_focus or any(isinstance(w, KeyGroup) for w in self.children):
            return False
        keys = [
            w
            for w in self.children
            if isinstance(w, FooterKey) and not w.has_class("-command-palette")
        ]
        if not keys and labels:
            return False  # never composed: the first compose builds it
        for widget in keys[len(labels) :]:
            widget.remove()
        extra = [
            SteadyFooterKey(label.key, label.key_display, "", label.action).data_bind(
                compact=Footer.compact
            )
            for label in labels[len(keys) :]
        ]
        if extra:
            self.mount_all(extra, after=keys[-1])
        for widget, label in zip([*keys[: len(labels)], *extra], labels, strict=True):
            _relabel_key(widget, label, fresh=widget in extra)
        self.styles.grid_size_columns = len(labels)
        self._size_keys([*keys[: len(labels)], *extra], same_number=len(keys) == len(labels))
        return True

    def _size_keys(self, keys: list[FooterKey], *, same_number: bool) -> None:
        """Keep the keys' widths when only their labels changed; when keys came or went
        the screen is laid out anyway, and each takes its own width, measured again once
        the new keys are mounted (a key mounted while the footer was not yet compact kept
        a compact key's width, cutting "Campaigns" short at 160 columns)."""
        if same_number:
            self._keep_widths(keys)
            return
        self._free_widths()
        self.call_after_refresh(self._measure_again, keys)

    def _measure_again(self, keys: list[FooterKey]) -> None:
        for key in keys:
            if key.is_attached:
                key.refresh(layout=True)

    def _keep_widths(self, keys: list[FooterKey]) -> None:
        """Give each key the widest width it has had, if the keys still fit the footer
        beside the palette key; else each its own width. A key whose width stays is only
        repainted."""
        own = [self._own_width(key) for key in keys]
        kept = own
        if len(self._kept) == len(keys):
            kept = [max(width, was) for width, was in zip(own, self._kept, strict=True)]
        if sum(kept) + sum(key.styles.margin.width for key in keys) > self._room():
            kept = own
        for key, width, was in zip(keys, kept, self._kept or [None] * len(keys), strict=True):
            if width != was:
                key.styles.width = width
        self._kept = tuple(kept)

    def _own_width(self, key: FooterKey) -> int:
        """The width ``key`` takes for its label (measured once per label and style)."""
        label = (key.key_display, key.description, key.has_class("-compact"))
        width = self._measured.get(label)
        if width is None:
            width = self._measured[label] = key.get_content_width(self.size, self.size)
        return width

    def _room(self) -> int:
        """Columns the keys may take: the footer's width less the palette key's."""
        palette = [w for w in self.children if w.has_class("-command-palette")]
        return self.size.width - sum(w.outer_size.width for w in palette)

    def _free_widths(self) -> None:
        """Every key back to its own width."""
        if self._kept:
            self._kept = ()
            for key in self.query(FooterKey):
                key.styles.width = None

    def watch_compact(self) -> None:
        self._free_widths()  # compact keys are narrower: kept widths no longer fit them

    def on_resize(self, event: Resize) -> None:
        self._free_widths()  # a new width: the keys may no longer fit as they are


def _shows(widget: FooterKey) -> KeyLabel:
    """What a key widget shows now."""
    return KeyLabel(
        widget.key,
        widget.key_display,
        widget.description,
        widget.action,
        not widget._disabled,
        str(widget.tooltip or ""),
    )


def _relabel_key(widget: FooterKey, label: KeyLabel, *, fresh: bool) -> None:
    """Show ``label`` on ``widget`` (``fresh``: just made, blank) if it shows anything
    else; it is repainted where it stands (its width is the footer's to set)."""
    if not fresh and _shows(widget) == label:
        return
    widget.key, widget.key_display = label.key, label.key_display
    widget.description, widget.action = label.description, label.action
    widget._disabled = not label.enabled  # private: FooterKey keeps no public flag for it
    widget.set_class(not label.enabled, "-disabled")
    widget.tooltip = label.tooltip or None
    widget.refresh()


def key_labels(screen: Screen[object], key_display: Callable[[Binding], str]) -> list[KeyLabel]:
    """The keys Textual's Footer shows for ``screen``, one per action, in its order."""
    seen: dict[str, KeyLabel] = {}
    for _node, binding, enabled, tooltip in screen.active_bindings.values():
        if binding.show and binding.action not in seen:
            seen[binding.action] = KeyLabel(
                binding.key,
                key_display(binding),
                binding.description,
                binding.action,
                enabled,
                tooltip,
            )
    return list(seen.values())
