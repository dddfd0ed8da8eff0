"""Reversible patches between two plain-data states (dicts of YAML-friendly values).

A patch is a list of ops, each with a path ``"p"`` (keys and list indexes):

* ``{"p", "o", "n"}`` replace ``o`` by ``n``; no ``"o"``: added; no ``"n"``: removed;
* ``{"p", "ext": [...]}`` items appended to a list; ``{"p", "cut": [...]}`` items cut
  from its end.

Lists of equal length are compared item by item, and a list that only grew or shrank at
its end is patched by ``ext``/``cut``, so a patch stays as small as the change: the
journal's size does not grow with the campaign's.
"""

from __future__ import annotations

import copy
from typing import Any

Op = dict[str, Any]
Key = str | int


def diff(before: dict[str, Any], after: dict[str, Any]) -> list[Op]:
    ops: list[Op] = []
    _diff_dict(before, after, [], ops)
    return ops


def _diff_value(a: Any, b: Any, path: list[Key], ops: list[Op]) -> None:
    if type(a) is not type(b):
        ops.append({"p": path, "o": a, "n": b})
    elif isinstance(a, dict):
        _diff_dict(a, b, path, ops)
    elif isinstance(a, list):
        _diff_list(a, b, path, ops)
    elif a != b:
        ops.append({"p": path, "o": a, "n": b})


def _diff_dict(a: dict[str, Any], b: dict[str, Any], path: list[Key], ops: list[Op]) -> None:
    for key in sorted(a.keys() | b.keys()):
        here = [*path, key]
        if key not in b:
            ops.append({"p": here, "o": a[key]})
        elif key not in a:
            ops.append({"p": here, "n": b[key]})
        else:
            _diff_value(a[key], b[key], here, ops)


def _diff_list(a: list[Any], b: list[Any], path: list[Key], ops: list[Op]) -> None:
    if len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            _diff_value(x, y, [*path, i], ops)
    elif len(b) > len(a) and b[: len(a)] == a:
        ops.append({"p": path, "ext": b[len(a) :]})
    elif len(a) > len(b) and a[: len(b)] == b:
        ops.append({"p": path, "cut": a[len(b) :]})
    else:
        ops.append({"p": path, "o": a, "n": b})


def apply(state: dict[str, Any], ops: list[Op], reverse: bool = False) -> dict[str, Any]:
    """Return a new state with ``ops`` applied (or undone, with ``reverse``)."""
    out = copy.deepcopy(state)
    for op in reversed(ops) if reverse else ops:
        _apply_op(out, invert([op])[0] if reverse else op)
    return out


def _apply_op(root: dict[str, Any], op: Op) -> None:
    *parents, last = op["p"]
    node: Any = root
    for key in parents:
        node = node[key] if isinstance(node, list) else node.setdefault(key, {})
    if "ext" in op:
        node[last].extend(copy.deepcopy(op["ext"]))
    elif "cut" in op:
        del node[last][len(node[last]) - len(op["cut"]) :]
    elif "n" in op:
        node[last] = copy.deepcopy(op["n"])
    elif isinstance(node, dict):
        node.pop(last, None)


def invert(ops: list[Op]) -> list[Op]:
    """The patch that undoes ``ops`` (apply it forwards)."""
    out = []
    for op in reversed(ops):
        flipped: Op = {"p": op["p"]}
        if "ext" in op:
            flipped["cut"] = op["ext"]
        elif "cut" in op:
            flipped["ext"] = op["cut"]
        else:
            if "n" in op:
                flipped["o"] = op["n"]
            if "o" in op:
                flipped["n"] = op["o"]
        out.append(flipped)
    return out
