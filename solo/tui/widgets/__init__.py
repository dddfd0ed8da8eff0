"""Widgets of the screens; each shows data passed down (reactives, ``data_bind``) and
posts messages up (declared inside the widget that sends them).

A widget may import other widgets and the modules beside the layers (``solo.tui.pending``,
``messages`` …); never a screen or the app: what needs a screen (physical-dice entry, a
dialog) goes up as a message for the screen to open.
"""
