"""YAML in and out for saves, with the C loader/dumper when available; a save made of plain
values is written by :mod:`solo.saves.yaml_writer` (the same bytes, no PyYAML import).

A save is plain data: text, whole numbers, decimals, yes/no, nothing, lists and mappings
with text keys. Reading refuses anything else (dates, binary, sets) and anything that
would grow without bound once its aliases are expanded ("billion laughs"), naming the
file, the line and the field.
"""

from __future__ import annotations

import functools
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

from solo.saves.errors import SaveError
from solo.saves.yaml_writer import plain_yaml

if TYPE_CHECKING:
    import yaml

MAX_BYTES = 8 * 1024 * 1024
"""A campaign.yaml holds one campaign's current state: a few KB in practice."""
MAX_NUMBER = 2**63
"""Whole numbers in a save stay within a signed 64-bit integer (seeds, counts, Resolve)."""
MAX_VALUES = 200_000
"""Values in a document once every alias is expanded: a real save has a few thousand."""

_TIMESTAMP = "tag:yaml.org,2002:timestamp"
_NOT_PLAIN = (
    _TIMESTAMP,
    "tag:yaml.org,2002:binary",
    "tag:yaml.org,2002:set",
    "tag:yaml.org,2002:omap",
    "tag:yaml.org,2002:pairs",
)
PLAIN_SCALARS = (str, int, float, bool, type(None))

# PyYAML is imported when it first reads or writes a document (its import compiles regular
# expressions for ~20 ms): a state read back from solo.saves.state_cache needs none of it.


@functools.cache
def _yaml() -> tuple[type[yaml.SafeLoader], type[yaml.SafeDumper]]:
    """The loader and the dumper, made on first use."""
    import yaml

    base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    base_dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)

    class Loader(base):  # type: ignore[misc, valid-type]
        """The safe loader, minus the types a save never holds: ``2024-05-01`` stays text,
        and an explicit ``!!timestamp``, ``!!binary`` or ``!!set`` is refused with its line."""

        yaml_implicit_resolvers: ClassVar[dict[Any, Any]] = {
            first: [(tag, rx) for tag, rx in resolvers if tag != _TIMESTAMP]
            for first, resolvers in base.yaml_implicit_resolvers.items()
        }
        yaml_constructors: ClassVar[dict[Any, Any]] = {
            tag: fn for tag, fn in base.yaml_constructors.items() if tag not in _NOT_PLAIN
        }

    class Dumper(base_dumper):  # type: ignore[misc, valid-type]
        """Never writes anchors and aliases: the same value twice is written twice."""

        def ignore_aliases(self, data: object) -> bool:
            return True

    return Loader, Dumper


def load_yaml(raw: bytes, path: Path, hint: str = "") -> object:
    if len(raw) > MAX_BYTES:
        raise SaveError(
            f"{path}: {len(raw)} bytes is too big for a save (at most "
            f"{MAX_BYTES // (1024 * 1024)} MB){hint}"
        )
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path}: not UTF-8 text (byte {exc.start}){hint}") from None
    import yaml

    try:
        doc = yaml.load(text, Loader=_yaml()[0])
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark else str(path)
        problem = exc.problem or exc.context or "bad YAML"
        raise SaveError(f"{where}: {problem}{hint}") from None
    except yaml.YAMLError as exc:
        raise SaveError(f"{path}: bad YAML: {str(exc).splitlines()[0]}{hint}") from None
    except RecursionError:
        raise SaveError(f"{path}: nested too deeply{hint}") from None
    except ValueError:  # a whole number of thousands of digits
        raise SaveError(f"{path}: a number is out of range (too many digits){hint}") from None
    found = plain_data_problem(doc)
    if found is not None:
        field, message = found
        line = _line_of(text, field)
        where = f"{path}:{line}" if line else str(path)
        name = ".".join(str(k) for k in field) or "the document"
        raise SaveError(f"{where}: {name}: {message}{hint}")
    return doc


def plain_data_problem(doc: object) -> tuple[list[str | int], str] | None:
    """The first field that is not plain save data, and why; None if all is well.

    Counts values as if every alias were expanded, but visits each shared value once,
    so an alias bomb is caught in time linear in the file.
    """
    try:
        _Sizes().size(doc, [])
    except _Bad as bad:
        return bad.field, bad.message
    except RecursionError:
        return [], "nested too deeply"
    return None


class _Sizes:
    """Values in each list or mapping once aliases are expanded, each shared one counted
    once (by ``id``); _Bad at the first value a save may not hold."""

    def __init__(self) -> None:
        self.known: dict[int, int] = {}

    def size(self, value: object, field: list[str | int]) -> int:
        if isinstance(value, int | float) and not abs(value) <= MAX_NUMBER:  # inf, NaN too
            raise _Bad(field, f"{value!r} is out of range (at most ±2**63)")
        if isinstance(value, PLAIN_SCALARS):
            return 1
        known = self.known.get(id(value))
        if known is None:
            known = self.known[id(value)] = self._count(value, field)
        return known

    def _count(self, value: object, field: list[str | int]) -> int:
        count = 1
        for key, item in _items(value, field):
            count += self.size(item, [*field, key])
            if count > MAX_VALUES:
                raise _Bad(
                    field,
                    f"more than {MAX_VALUES} values once its aliases ('*name') "
                    "are expanded; refusing to read it",
                )
        return count


def _items(value: object, field: list[str | int]) -> list[tuple[str | int, object]]:
    """The keys (text) and items of a mapping, or the indexes and items of a list."""
    if isinstance(value, list):
        return list(enumerate(value))
    if not isinstance(value, dict):
        raise _Bad(
            field, f"{type(value).__name__} is not allowed in a save; write it as text in quotes"
        )
    for key in value:
        if not isinstance(key, str):
            raise _Bad([*field, key], "a key must be text; put it in quotes")
    return list(value.items())


class _Bad(Exception):
    def __init__(self, field: list[str | int], message: str) -> None:
        self.field, self.message = field, message


def _line_of(text: str, field: list[str | int]) -> int | None:
    """The 1-based line of ``field`` in the document (only used to word an error)."""
    import yaml

    try:
        node = yaml.compose(text, Loader=_yaml()[0])
    except (yaml.YAMLError, RecursionError):
        return None
    line = node.start_mark.line + 1 if node is not None else None
    for key in field:
        if isinstance(node, yaml.MappingNode):
            found = [(k, v) for k, v in node.value if str(getattr(k, "value", "")) == str(key)]
            if not found:
                return line
            key_node, node = found[-1]
            line = key_node.start_mark.line + 1
        elif isinstance(node, yaml.SequenceNode) and isinstance(key, int) and key < len(node.value):
            node = node.value[key]
            line = node.start_mark.line + 1
        else:
            return line
    return line


def dump_yaml(doc: object) -> bytes:
    """``doc`` as YAML: by :func:`solo.saves.yaml_writer.plain_yaml` when it knows PyYAML's
    spelling of every value (the same bytes, without importing PyYAML), else by PyYAML."""
    text = plain_yaml(doc) if isinstance(doc, dict) else None
    if text is not None:
        return text.encode("utf-8")
    import yaml

    return yaml.dump(
        doc,
        Dumper=_yaml()[1],
        sort_keys=False,
        allow_unicode=True,
        default_flow_style=False,
        width=100,
    ).encode("utf-8")
