"""Composing one content file's YAML, from its bytes or text: no file is opened here.

YAML is read with the safe composer only (libyaml's C loader when present) and a lean tag
resolver, keeping every node's position so each error names file, line and column; aliases
that expand past :data:`MAX_NODES` are refused. :mod:`solo.tables.loader` reads the files.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode
from yaml.resolver import BaseResolver

from solo.tables.errors import ContentError
from solo.tables.nodes import INT, MERGE, NULL, NULL_WORDS, STR, is_decimal

LoaderClass = type[yaml.SafeLoader] | type[yaml.CSafeLoader]
"""A safe YAML loader class (libyaml's or PyYAML's own)."""
Resolve = Callable[[BaseResolver, type[Node], str, tuple[bool, bool]], str]


def lean_loader(base: LoaderClass) -> LoaderClass:
    """``base`` (a safe loader) with a lean tag resolver: the content model only tells
    text, whole numbers, nothing and merge keys apart."""
    fallback = cast(Resolve, base.resolve)  # the stubs leave Resolver.resolve untyped

    def resolve(
        self: BaseResolver, kind: type[Node], value: str, implicit: tuple[bool, bool]
    ) -> str:
        if kind is ScalarNode:
            if not implicit[0]:
                return STR
            if value in NULL_WORDS:
                return NULL
            if value == "<<":
                return MERGE
            return INT if is_decimal(value) else STR
        return fallback(self, kind, value, implicit)

    return cast(LoaderClass, type("Lean" + base.__name__, (base,), {"resolve": resolve}))


Loader = lean_loader(getattr(yaml, "CSafeLoader", yaml.SafeLoader))
"""libyaml's safe loader when present (fast), else PyYAML's own."""
PureLoader = lean_loader(yaml.SafeLoader)
MAX_NODES = 100_000
"""YAML nodes in one file once its aliases are expanded (an alias bomb has billions)."""


def compose_text(data: bytes | str, name: str, loader: LoaderClass | None = None) -> Node | None:
    """Decode and compose one YAML document; ContentError (with position) on any problem."""
    text = decode(data, name) if isinstance(data, bytes) else data
    try:
        node = yaml.compose(text, Loader=loader or Loader)
        if "*" in text:  # no alias without a '*': plain files skip the count
            _check_expanded_size(node, name)
        return node
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line, column = (mark.line + 1, mark.column + 1) if mark else (1, 1)
        raise ContentError(name, line, column, _yaml_message(exc)) from None
    except yaml.reader.ReaderError as exc:
        line, column = _position(text, exc.position)
        raise ContentError(
            name, line, column, f"character {exc.character!r} is not allowed in YAML"
        ) from None
    except yaml.YAMLError as exc:
        raise ContentError(name, 1, 1, f"YAML error: {_one_line(str(exc))}") from None
    except (RecursionError, MemoryError):
        raise ContentError(name, 1, 1, "YAML nested too deeply") from None


def _check_expanded_size(root: Node | None, name: str) -> None:
    """Refuse a document whose aliases expand beyond MAX_NODES nodes (each shared node is
    counted once per use but visited once, so this takes time linear in the file)."""
    if root is not None:
        _ExpandedSize(name).size(root)


class _ExpandedSize:
    """How many values a node stands for once its aliases are expanded, each shared node
    worked out once."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.sizes: dict[int, int] = {}

    def size(self, node: Node) -> int:
        if isinstance(node, ScalarNode):
            return 1
        known = self.sizes.get(id(node))
        if known is not None:
            return known
        children = (
            [c for pair in node.value for c in pair]
            if isinstance(node, MappingNode)
            else node.value
        )
        count = 1
        for child in children:
            count += self.size(child)
            if count > MAX_NODES:
                raise self._too_big(node)
        self.sizes[id(node)] = count
        return count

    def _too_big(self, node: Node) -> ContentError:
        mark = node.start_mark
        return ContentError(
            self.name,
            mark.line + 1,
            mark.column + 1,
            f"more than {MAX_NODES} values once its aliases ('*name') "
            "are expanded; refusing to read it",
        )


def decode(data: bytes, name: str) -> str:
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = data[: exc.start].decode("utf-8", errors="replace")
        line = before.count("\n") + 1
        column = len(before) - (before.rfind("\n") + 1) + 1
        byte = data[exc.start]
        raise ContentError(
            name,
            line,
            column,
            f"not UTF-8: byte 0x{byte:02x} cannot be read (save the file as UTF-8)",
        ) from None


def _position(text: str, index: int) -> tuple[int, int]:
    before = text[:index]
    return before.count("\n") + 1, index - (before.rfind("\n") + 1) + 1


def _yaml_message(exc: yaml.MarkedYAMLError) -> str:
    problem = _one_line(exc.problem or "bad YAML")
    context = _one_line(exc.context or "")
    cm, pm = exc.context_mark, exc.problem_mark
    if context and cm is not None and (pm is None or (cm.line, cm.column) != (pm.line, pm.column)):
        where = f"line {cm.line + 1}, column {cm.column + 1}"
        return f"YAML syntax error: {problem} ({context} at {where})"
    return f"YAML syntax error: {problem}" + (f" ({context})" if context else "")


def _one_line(text: str) -> str:
    return " ".join(text.split())
