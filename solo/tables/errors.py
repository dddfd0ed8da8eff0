"""Where a piece of content came from, and the error a bad content file raises."""

from __future__ import annotations

from collections.abc import Iterable

from msgspec import Struct


class Location(Struct, frozen=True, order=True):
    """A place in a content file; ``line`` and ``column`` count from 1 (0 = unknown)."""

    file: str
    line: int = 0
    column: int = 0

    def __str__(self) -> str:
        if self.line <= 0:
            return self.file
        return f"{self.file}:{self.line}:{max(self.column, 1)}"


class ContentError(Exception):
    """A problem in a content file. ``str()`` is one line: ``path:line:col: message``."""

    def __init__(self, file: str, line: int, column: int, message: str) -> None:
        self.location = Location(str(file), line, column)
        self.message = message
        super().__init__(f"{self.location}: {message}")

    @property
    def file(self) -> str:
        return self.location.file

    @property
    def line(self) -> int:
        return self.location.line

    @property
    def column(self) -> int:
        return self.location.column

    @classmethod
    def at(cls, where: Location, message: str) -> ContentError:
        return cls(where.file, where.line, where.column, message)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ContentError):
            return NotImplemented
        return (self.location, self.message) == (other.location, other.message)

    def __hash__(self) -> int:
        return hash((self.location, self.message))

    def __reduce__(self) -> tuple[type[ContentError], tuple[str, int, int, str]]:
        # keep pickling working with the four-argument constructor
        loc = self.location
        return (type(self), (loc.file, loc.line, loc.column, self.message))


def close_matches(word: str, choices: Iterable[str], n: int = 1) -> list[str]:
    """Likely intended spellings, for "did you mean" hints (difflib loads only on error)."""
    import difflib

    return difflib.get_close_matches(word, list(choices), n=n)
