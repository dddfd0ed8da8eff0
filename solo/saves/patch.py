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
from collections.abc import Mapping, Sequence

Op = dict[str, object]
Key = str | int


def diff(before: Mapping[str, object], after: Mapping[str, object]) -> list[Op]:
    ops: list[Op] = []
    _diff_dict(before, after, [], ops)
    return ops


def _diff_value(a: object, b: object, path: list[Key], ops: list[Op]) -> None:
    if type(a) is not type(b):
        ops.append({"p": path, "o": a, "n": b})
    elif isinstance(a, dict) and isinstance(b, dict):
        _diff_dict(a, b, path, ops)
    elif isinstance(a, list) and isinstance(b, list):
        _diff_list(a, b, path, ops)
    elif a != b:
        ops.append({"p": path, "o": a, "n": b})


def _diff_dict(
    a: Mapping[str, object], b: Mapping[str, object], path: list[Key], ops: list[Op]
) -> None:
    for key in sorted(a.keys() | b.keys()):
        here: list[Key] = [*path, key]
        if key not in b:
            ops.append({"p": here, "o": a[key]})
        elif key not in a:
            ops.append({"p": here, "n": b[key]})
        else:
            _diff_value(a[key], b[key], here, ops)


def _diff_list(a: list[object], b: list[object], path: list[Key], ops: list[Op]) -> None:
    if len(a) == len(b):
        for i, (x, y) in enumerate(zip(a, b)):
            _diff_value(x, y, [*path, i], ops)
    elif len(b) > len(a) and b[: len(a)] == a:
        ops.append({"p": path, "ext": b[len(a) :]})
    elif len(a) > len(b) and a[: len(b)] == b:
        ops.append({"p": path, "cut": a[len(b) :]})
    else:
        ops.append({"p": path, "o": a, "n": b})


def apply(
    state: Mapping[str, object], ops: Sequence[Op], reverse: bool = False
) -> dict[str, object]:
    """Return a new state with ``ops`` applied (or undone, with ``reverse``)."""
    out = dict(copy.deepcopy(state))
    for op in reversed(ops) if reverse else ops:
        _apply_op(out, invert([op])[0] if reverse else op)
    return out


def _apply_op(root: dict[str, object], op: Op) -> None:
    """One op on ``root``, in place; a path or value that does not fit the state is a
    KeyError, IndexError or TypeError (the loader names the journal line)."""
    *parents, last = _list(op["p"], "a patch path")
    node: object = root
    for key in parents:
        node = _at(node, key) if isinstance(node, list) else _branch(node, key)
    if "ext" in op:
        _list(_at(node, last), "the patched list").extend(copy.deepcopy(_list(op["ext"], "ext")))
    elif "cut" in op:
        items = _list(_at(node, last), "the patched list")
        del items[len(items) - len(_list(op["cut"], "cut")) :]
    elif "n" in op:
        _put(node, last, copy.deepcopy(op["n"]))
    elif isinstance(node, dict):
        node.pop(last, None)


def _list(value: object, what: str) -> list[object]:
    if not isinstance(value, list):
        raise TypeError(f"{what} must be a list, got {value!r}")
    return value


def _at(node: object, key: object) -> object:
    """``node[key]`` for a list (by index) or a mapping (by key) of the state."""
    if isinstance(node, list) and isinstance(key, int):
        return node[key]
    if isinstance(node, dict):
        return node[key]
    raise TypeError(f"cannot look up {key!r} in {type(node).__name__}")


def _branch(node: object, key: object) -> object:
    """``node[key]`` of a mapping, made an empty mapping when it is not there yet."""
    if not isinstance(node, dict):
        raise TypeError(f"cannot look up {key!r} in {type(node).__name__}")
    return node.setdefault(key, {})


def _put(node: object, key: object, value: object) -> None:
    if isinstance(node, dict):
        node[key] = value
        return
    if not isinstance(node, list) or not isinstance(key, int):
        raise TypeError(f"cannot set {key!r} in {type(node).__name__}")
    node[key] = value


def invert(ops: Sequence[Op]) -> list[Op]:
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
