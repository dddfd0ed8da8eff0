"""The one error type the save layer raises; its text is one line for the user."""


class SaveError(Exception):
    """A save that cannot be read, written, named or locked. ``str()`` is one line."""
