"""Errors the CLI turns into one line on stderr and exit code 2."""


class UsageError(Exception):
    """A bad flag or value on the command line."""
