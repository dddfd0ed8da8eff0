"""Plain-data helpers shared by the rules models' ``to_dict`` / ``from_dict``.

Every model turns into str/int/bool/list/dict so saves can write it as YAML; reading it
back validates as it goes and names the bad value in a one-line ValueError.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import TypeVar

E = TypeVar("E", bound=Enum)


def enum_from(cls: type[E], value: object, what: str) -> E:
    """The member of ``cls`` whose value is ``value`` (case-insensitive), or a ValueError."""
    if isinstance(value, cls):
        return value
    text = str(value).strip().lower().replace(" ", "_").replace("-", "_")
    for member in cls:
        if str(member.value) == text:
            return member
    names = ", ".join(str(m.value) for m in cls)
    raise ValueError(f"unknown {what} {value!r}; expected one of {names}")


def field(data: Mapping[str, object], key: str, what: str) -> object:
    """``data[key]``, or a ValueError saying which record lacks it."""
    if not isinstance(data, Mapping):
        raise ValueError(f"{what} must be a mapping, got {type(data).__name__}")
    if key not in data:
        raise ValueError(f"{what} is missing {key!r}")
    return data[key]


def text(value: object, what: str) -> str:
    """A non-blank string, stripped."""
    if not isinstance(value, str) or not value.strip():
        raise ValueError(f"{what} must be a non-empty text, got {value!r}")
    return value.strip()


def texts(values: object, what: str) -> tuple[str, ...]:
    """A tuple of non-blank strings."""
    if isinstance(values, str) or not isinstance(values, (list, tuple)):
        raise ValueError(f"{what} must be a list of texts, got {values!r}")
    return tuple(text(v, what) for v in values)


def whole(value: object, what: str, lo: int | None = None) -> int:
    """An int (not a bool), at least ``lo`` when given."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} must be a whole number, got {value!r}")
    if lo is not None and value < lo:
        raise ValueError(f"{what} must be at least {lo}, got {value}")
    return value


def flag(value: object, what: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{what} must be true or false, got {value!r}")
    return value


def unique(names: tuple[str, ...], what: str) -> None:
    """Refuse a repeated name (case-insensitive)."""
    seen: set[str] = set()
    for name in names:
        key = name.casefold()
        if key in seen:
            raise ValueError(f"{what} {name!r} appears twice")
        seen.add(key)
