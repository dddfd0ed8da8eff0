"""The app's screens, one module per screen with its own keys: the play screen (and the
two parts it is composed of, :mod:`~solo.tui.screens.settlement` and
:mod:`~solo.tui.screens.story`), the opening (the play screen's frame while the campaign
opens), the campaign picker and its wizard, the tables browser, prep, settings, the odds
lab, help, and the small modals they open.

A screen may import widgets, other screens and the modules beside the layers
(``solo.tui.messages``, ``pending``, ``palette``, ``owner`` …); never ``solo.tui.app``
(it asks the app through :func:`solo.tui.owner.solo_app`).
"""
