"""Reading composed YAML nodes with their positions: the loader keeps every mark so each
error names file, line and column. No I/O here."""

from __future__ import annotations

import re
from collections.abc import Iterable

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from solo.tables.errors import ContentError, Location, close_matches

STR = "tag:yaml.org,2002:str"
INT = "tag:yaml.org,2002:int"
NULL = "tag:yaml.org,2002:null"
MERGE = "tag:yaml.org,2002:merge"
NULL_WORDS = frozenset({"", "~", "null", "Null", "NULL"})
_DECIMAL = re.compile(r"[-+]?[0-9][0-9_]*")


def is_decimal(text: str) -> bool:
    return _DECIMAL.fullmatch(text) is not None


class NodeReader:
    """Collects errors for one file while turning its nodes into values."""

    def __init__(self, file: str) -> None:
        self.file = file
        self.errors: list[ContentError] = []

    def where(self, node: Node, offset: int = 0) -> Location:
        mark = node.start_mark
        return Location(self.file, mark.line + 1, mark.column + 1 + offset)

    def error(self, node: Node, message: str, offset: int = 0) -> None:
        self.errors.append(ContentError.at(self.where(node, offset), message))

    def mapping(self, node: Node, what: str, allowed: Iterable[str]) -> dict[str, Node] | None:
        """A mapping's values by key; errors for non-mappings, odd, duplicate or unknown keys."""
        if not isinstance(node, MappingNode):
            self.error(node, f"{what} must be a mapping (key: value lines), got {describe(node)}")
            return None
        allowed = tuple(allowed)
        out: dict[str, Node] = {}
        first: dict[str, Node] = {}
        for key_node, value_node in node.value:
            if key_node.tag == MERGE:
                self.error(key_node, "merge keys (<<) are not supported; write the keys out")
                continue
            if not isinstance(key_node, ScalarNode) or key_node.tag == NULL:
                self.error(key_node, f"{what} has a key that is not a word: {describe(key_node)}")
                continue
            key = key_node.value
            if key in first:
                line = first[key].start_mark.line + 1
                self.error(key_node, f"duplicate key {key!r} in {what} (first at line {line})")
                continue
            first[key] = key_node
            if key not in allowed:
                near = close_matches(key, allowed, n=1)
                hint = (
                    f"; did you mean {near[0]!r}?"
                    if near
                    else f"; expected one of {', '.join(allowed)}"
                )
                self.error(key_node, f"unknown key {key!r} in {what}{hint}")
                continue
            out[key] = value_node
        return out

    def text(self, node: Node, what: str, allow_empty: bool = False) -> str | None:
        """A scalar as written (``yes`` stays "yes", ``42`` stays "42")."""
        if not isinstance(node, ScalarNode):
            self.error(node, f"{what} must be text, got {describe(node)}")
            return None
        if node.tag == NULL and node.value in NULL_WORDS:
            if allow_empty:
                return ""
            self.error(node, f"{what} is empty")
            return None
        value: str = node.value
        if not allow_empty and not value.strip():
            self.error(node, f"{what} is empty")
            return None
        return value

    def integer(self, node: Node, what: str) -> int | None:
        if isinstance(node, ScalarNode) and node.tag == INT and _DECIMAL.fullmatch(node.value):
            return int(node.value.replace("_", ""))
        self.error(node, f"{what} must be a whole number, got {describe(node)}")
        return None

    def sequence(self, node: Node, what: str) -> list[Node] | None:
        if not isinstance(node, SequenceNode):
            self.error(
                node, f"{what} must be a list (lines starting with '- '), got {describe(node)}"
            )
            return None
        return list(node.value)


def describe(node: Node) -> str:
    """A short description of a node for messages: ``'2.5'``, ``a list``, ``nothing``."""
    if isinstance(node, MappingNode):
        return "a mapping"
    if isinstance(node, SequenceNode):
        return "a list"
    if node.tag == NULL and node.value in NULL_WORDS:
        return "nothing"
    value = node.value if len(node.value) <= 40 else node.value[:37] + "..."
    return repr(value)
