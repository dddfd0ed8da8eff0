"""Plain-data forms of the rules' economy states and oppositions, for saves."""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from enum import Enum
from typing import Any

from solo.game.errors import GameError
from solo.rules.conditions import Tier
from solo.rules.conflicts import Opposition
from solo.rules.consequences import Consequence
from solo.rules.events import SessionFlags, State

ECONOMY_RANGE = 99
"""Resolve, Doom, Life, FU and the like stay within ±99 in a save (as an opposition's
Resolve does): a value beyond is a hand edit, refused rather than played."""


def economy_to_dict(state: State) -> dict[str, Any]:
    return _plain(state)


def economy_from_dict(template: State, data: dict[str, Any]) -> State:
    """Rebuild a state of the same class as ``template`` (the economy's ``new()``)."""
    if not isinstance(data, dict):
        raise GameError(f"economy must be a mapping, got {data!r}")
    values: dict[str, Any] = {}
    for f in fields(template):
        if f.name not in data:
            continue
        raw = data[f.name]
        if f.name == "session":
            values[f.name] = SessionFlags(
                **{
                    k: bool(v)
                    for k, v in dict(raw).items()
                    if k in ("downtime_taken", "cliffhanger_pending")
                }
            )
        elif f.name == "consequences":
            values[f.name] = tuple(
                Consequence(
                    kind=str(c["kind"]),
                    severity=Tier.from_key(c["severity"]),
                    label=str(c.get("label", "")),
                )
                for c in raw
            )
        else:
            values[f.name] = _economy_number(f.name, raw)
    return type(template)(**values)


def _economy_number(name: str, raw: Any) -> int:
    """A whole number within ±ECONOMY_RANGE, or GameError naming the field."""
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise GameError(f"economy: {name} must be a whole number, got {raw!r}")
    if not -ECONOMY_RANGE <= raw <= ECONOMY_RANGE:
        raise GameError(
            f"economy: {name} {raw} is out of range (must be between "
            f"{-ECONOMY_RANGE} and {ECONOMY_RANGE})"
        )
    return raw


def opposition_to_dict(opp: Opposition | None) -> dict[str, Any] | None:
    if opp is None:
        return None
    return {"name": opp.name, "strength": opp.strength, "scale": opp.scale, "resolve": opp.resolve}


def opposition_from_dict(data: dict[str, Any] | None) -> Opposition | None:
    if not data:
        return None
    if not isinstance(data, dict):
        raise GameError(f"opposition must be a mapping, got {data!r}")
    return Opposition(
        name=str(data.get("name", "opposition")),
        strength=str(data.get("strength", "average")),
        scale=int(data.get("scale", 0)),
        resolve=int(data.get("resolve", 0)),
    )


def _plain(value: Any) -> Any:
    if is_dataclass(value):
        return {f.name: _plain(getattr(value, f.name)) for f in fields(value)}
    if isinstance(value, Enum):
        return value.key if hasattr(value, "key") else value.value
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return value
