"""Reversible patches between two plain-data states (dicts of YAML-friendly values).

A patch is a list of ops ``{"p": [key, …], "o": old, "n": new}``; a missing ``"o"`` means
the key was added, a missing ``"n"`` that it was removed. Lists are replaced whole: the
campaign state is small, the journal is where history lives.
"""

from __future__ import annotations

from typing import Any

Op = dict[str, Any]


def diff(before: dict[str, Any], after: dict[str, Any]) -> list[Op]:
    ops: list[Op] = []
    _diff(before, after, [], ops)
    return ops


def _diff(a: dict[str, Any], b: dict[str, Any], path: list[str], ops: list[Op]) -> None:
    for key in a.keys() | b.keys():
        here = [*path, key]
        if key not in b:
            ops.append({"p": here, "o": a[key]})
        elif key not in a:
            ops.append({"p": here, "n": b[key]})
        elif isinstance(a[key], dict) and isinstance(b[key], dict):
            _diff(a[key], b[key], here, ops)
        elif a[key] != b[key] or type(a[key]) is not type(b[key]):
            ops.append({"p": here, "o": a[key], "n": b[key]})
    ops.sort(key=lambda op: op["p"])


def apply(state: dict[str, Any], ops: list[Op], reverse: bool = False) -> dict[str, Any]:
    """Return a new state with ``ops`` applied (or undone, with ``reverse``)."""
    import copy

    out = copy.deepcopy(state)
    old, new = ("n", "o") if reverse else ("o", "n")
    for op in ops:
        *parents, last = op["p"]
        node = out
        for key in parents:
            node = node.setdefault(key, {})
        if new in op:
            node[last] = copy.deepcopy(op[new])
        else:
            node.pop(last, None)
    return out


def invert(ops: list[Op]) -> list[Op]:
    out = []
    for op in ops:
        flipped: Op = {"p": op["p"]}
        if "n" in op:
            flipped["o"] = op["n"]
        if "o" in op:
            flipped["n"] = op["o"]
        out.append(flipped)
    return out
