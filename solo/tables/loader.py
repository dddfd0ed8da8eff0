"""Reading content packs from disk: the only part of solo.tables that does I/O.

YAML is read with the safe composer only (libyaml's C loader when present), keeping every
node's position so each error names file, line and column. A broken file is reported and
left out; everything else loads.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, cast

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode
from yaml.resolver import BaseResolver

from solo.tables.errors import ContentError
from solo.tables.link import Unit, link
from solo.tables.model import Library, Pack
from solo.tables.nodes import INT, MERGE, NULL, NULL_WORDS, STR, is_decimal
from solo.tables.validate import check_pack_file, check_table_file

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
PACK_FILE = "pack.yaml"
SUFFIXES = (".yaml", ".yml")
MAX_BYTES = 4 * 1024 * 1024
"""A content file's largest size: the shipped ones are under 20 KB."""
MAX_NODES = 100_000
"""YAML nodes in one file once its aliases are expanded (an alias bomb has billions)."""


@dataclass(frozen=True)
class ContentRoot:
    """A folder to search for packs, and why it is searched."""

    path: Path
    origin: str  # shipped | user | env | option
    required: bool = True  # a missing folder is an error (the user data one is optional)


@dataclass(frozen=True)
class LoadResult:
    """What loading gives: the library of everything sound, and every error found."""

    library: Library
    errors: tuple[ContentError, ...]
    files: int  # content files read, pack.yaml included

    @property
    def ok(self) -> bool:
        return not self.errors


def load_library(
    shipped: Path | None,
    *,
    user: Path | None = None,
    env: Iterable[Path] = (),
    extra: Iterable[str | Path] = (),
) -> LoadResult:
    """Load packs in this order: the shipped folder, the user's folder (skipped when it does
    not exist), each ``SOLO_CONTENT`` folder, then each ``extra`` folder. The caller says where
    they are (``solo.locations``); ``None`` leaves a folder out."""
    roots: list[ContentRoot] = []
    if shipped is not None:
        roots.append(ContentRoot(shipped, "shipped"))
    if user is not None:
        roots.append(ContentRoot(user, "user", required=False))
    roots.extend(ContentRoot(p, "env") for p in env)
    roots.extend(ContentRoot(Path(p).expanduser(), "option") for p in extra)
    return load_roots(roots)


def load_dirs(*dirs: str | Path) -> LoadResult:
    """Load only the given folders (each a pack, or a folder holding packs)."""
    return load_roots([ContentRoot(Path(d), "option") for d in dirs])


def load_roots(roots: Iterable[ContentRoot]) -> LoadResult:
    errors: list[ContentError] = []
    packs: list[Pack] = []
    units: list[Unit] = []
    seen_dirs: set[Path] = set()
    pack_ids: dict[str, Pack] = {}
    files = 0
    for root in roots:
        for pack_dir in _pack_dirs(root, errors):
            real = pack_dir.resolve()
            if real in seen_dirs:
                continue
            seen_dirs.add(real)
            files += 1
            pack, pack_errors = _read_pack(pack_dir)
            errors.extend(pack_errors)
            if pack is None:
                continue
            if pack.id in pack_ids:
                errors.append(
                    ContentError.at(
                        pack.origin,
                        f"duplicate pack id {pack.id!r} (first at {pack_ids[pack.id].origin})",
                    )
                )
                continue
            pack_ids[pack.id] = pack
            packs.append(pack)
            for path in _table_files(pack_dir):
                files += 1
                root_node = _compose(path, errors)
                if root_node is False:
                    continue
                content = check_table_file(root_node, display(path))
                if content.errors:
                    errors.extend(content.errors)
                else:
                    units.append(Unit(pack, content))
    library, link_errors = link(packs, units)
    errors.extend(link_errors)
    return LoadResult(library, tuple(errors), files)


def display(path: Path) -> str:
    """A path as errors show it: relative to the working folder when inside it."""
    full = os.path.abspath(path)
    try:
        here = os.getcwd()
    except OSError:
        return full
    return os.path.relpath(full, here) if full.startswith(here + os.sep) else full


def _pack_dirs(root: ContentRoot, errors: list[ContentError]) -> list[Path]:
    if not root.path.is_dir():
        if root.required:
            what = "no such folder" if not root.path.exists() else "not a folder"
            errors.append(ContentError(display(root.path), 0, 0, f"{what} ({root.origin} content)"))
        return []
    found: list[Path] = []
    loose = False
    for here, dirs, names in os.walk(root.path):
        dirs.sort()
        if PACK_FILE in names:
            found.append(Path(here))
            dirs.clear()
        elif any(n.endswith(SUFFIXES) for n in names):
            loose = True
    if not found and (root.required or loose):
        hint = " (YAML files without a pack.yaml are not loaded)" if loose else ""
        errors.append(
            ContentError(
                display(root.path),
                0,
                0,
                f"no content pack here: a pack is a folder with a pack.yaml{hint}",
            )
        )
    return found


def _table_files(pack_dir: Path) -> list[Path]:
    out: list[Path] = []
    for here, dirs, names in os.walk(pack_dir):
        if Path(here) != pack_dir and PACK_FILE in names:
            dirs.clear()
            continue
        dirs.sort()
        for name in sorted(names):
            if name.endswith(SUFFIXES) and not (name == PACK_FILE and Path(here) == pack_dir):
                out.append(Path(here) / name)
    return sorted(out, key=lambda p: p.relative_to(pack_dir).parts)


def _read_pack(pack_dir: Path) -> tuple[Pack | None, list[ContentError]]:
    errors: list[ContentError] = []
    path = pack_dir / PACK_FILE
    node = _compose(path, errors)
    if node is False:
        return None, errors
    return check_pack_file(node, display(path), str(pack_dir))


def _compose(path: Path, errors: list[ContentError]) -> Node | Literal[False] | None:
    """The file's root node (None when empty), or False after recording an error."""
    name = display(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            errors.append(
                ContentError(
                    name,
                    0,
                    0,
                    f"{size} bytes is too big for a content file (at most {MAX_BYTES // 2**20} MB)",
                )
            )
            return False
        data = path.read_bytes()
    except OSError as exc:
        errors.append(ContentError(name, 0, 0, f"cannot read: {exc.strerror or exc}"))
        return False
    try:
        return compose_text(data, name)
    except ContentError as exc:
        errors.append(exc)
        return False


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
    sizes: dict[int, int] = {}

    def size(node: Node) -> int:
        if isinstance(node, ScalarNode):
            return 1
        known = sizes.get(id(node))
        if known is not None:
            return known
        children = (
            [c for pair in node.value for c in pair]
            if isinstance(node, MappingNode)
            else node.value
        )
        count = 1
        for child in children:
            count += size(child)
            if count > MAX_NODES:
                mark = node.start_mark
                raise ContentError(
                    name,
                    mark.line + 1,
                    mark.column + 1,
                    f"more than {MAX_NODES} values once its aliases ('*name') "
                    "are expanded; refusing to read it",
                )
        sizes[id(node)] = count
        return count

    if root is not None:
        size(root)


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
