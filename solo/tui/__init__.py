"""The full-screen Textual app for `solo play` (the only package that imports textual).

What lives here, top down (import-linter's layers contract inside solo.tui holds it):

- ``app.py`` — :class:`~solo.tui.app.SoloApp`: the open game, the config, the app's keys
  and the help listing built from every screen's bindings. It may import everything here,
  but imports the play screen (and with it the game's code) only when a game is played:
  `solo play` draws its first frame, ``screens/opening.py``, before that.
- ``screens/`` — one module per screen (its keys with it) and the parts the play screen
  is composed of. Screens import widgets and the modules beside the layers; they reach
  the app only through :class:`solo.tui.owner.SoloHost`, never by importing it.
- ``widgets/`` — what a screen shows: data passed down, messages posted up. Widgets import
  no screen and no app.
- Beside the layers, below both: ``messages.py`` (app-wide messages), ``pending.py`` (the
  waiting roll as a value), ``palette.py`` (what the command palette offers),
  ``owner.py`` (the app as screens see it), ``hardening.py`` (Textual guarded against
  fast fingers), ``game_adapter.py``, ``web_keys.py``, ``form_fields.py``,
  ``lab_form.py``. They import solo's core and game, textual, and each other; never a
  screen, a widget or the app.
"""
