"""The app's screens: the main play screen and its modals (help, reroll)."""
