"""Widgets of the play screen; each shows data passed down and posts messages up."""
