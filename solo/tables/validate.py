"""Checking one content file on its own (phase one of loading): the shape of the YAML,
keys, ids, tags, weights, dice ranges and reference syntax. Pure: works on nodes.

Checks that need every file (duplicate ids, extends, references, cycles) are in link.py.
"""

from __future__ import annotations

from msgspec import Struct, field
from yaml.nodes import Node, ScalarNode

from solo.tables.errors import ContentError, Location
from solo.tables.model import Entry, Pack
from solo.tables.nodes import INT, NodeReader, describe
from solo.tables.ranges import check_coverage, read_span
from solo.tables.refs import Template, TemplateError, parse_template
from solo.tables.rolls import DiceSpec
from solo.tables.tags import (
    ID_PATTERN,
    LEGACY_KEY,
    NO_TAGS,
    SET_KEYS,
    TAG_KEYS,
    Tags,
    TagValue,
    legacy_tags,
    parse_tag,
    parse_tag_set,
)

VERSION = 1
PACK_KEYS = ("version", "id", "title", "genre", "description")
FILE_KEYS = ("version", "tables")
TABLE_KEYS = ("id", "extends", "title", "description", "roll", "defaults", "entries", "drops")
EXTEND_KEYS = ("extends", "defaults", "entries", "drops")
ENTRY_TAG_KEYS = (*TAG_KEYS, LEGACY_KEY)
"""The tags an entry or a block's defaults may give (``setting`` is the old spelling)."""
ENTRY_KEYS = ("text", "weight", "range") + ENTRY_TAG_KEYS


class TableBlock(Struct, frozen=True):
    """One item of a file's ``tables`` list: a new table, or entries for ``extends``."""

    id: str
    origin: Location  # where the id (or extends) value stands
    entries: tuple[Entry, ...]
    extends: bool = False
    title: str = ""
    description: str = ""
    dice: DiceSpec | None = None
    defaults: Tags = NO_TAGS  # extends blocks also take the extended table's defaults
    drops: tuple[tuple[str, Location], ...] = ()  # texts of the extended table to hide


class FileContent(Struct):
    file: str
    blocks: list[TableBlock] = field(default_factory=list)
    errors: list[ContentError] = field(default_factory=list)


def check_pack_file(
    root: Node | None, file: str, pack_path: str
) -> tuple[Pack | None, list[ContentError]]:
    """Read a ``pack.yaml``; returns the pack (None when broken) and its errors."""
    reader = NodeReader(file)
    if root is None:
        return None, [
            ContentError(file, 1, 1, "pack.yaml is empty; it needs version, id and title")
        ]
    keys = reader.mapping(root, "pack.yaml", PACK_KEYS)
    if keys is None:
        return None, reader.errors
    _check_version(reader, root, keys)
    pack_id = _id(reader, root, keys, "id", "pack.yaml")
    title = reader.text(keys["title"], "title") if "title" in keys else pack_id
    genre = None
    if "genre" in keys and (raw := reader.text(keys["genre"], "genre")) is not None:
        try:
            genre = str(parse_tag("genre", raw))
        except ValueError as exc:
            reader.error(keys["genre"], str(exc))
    description = (
        reader.text(keys["description"], "description", allow_empty=True)
        if "description" in keys
        else ""
    )
    if reader.errors or pack_id is None:
        return None, reader.errors
    return Pack(
        pack_id, title or pack_id, pack_path, reader.where(keys["id"]), genre, description or ""
    ), []


def check_table_file(root: Node | None, file: str) -> FileContent:
    """Read a table file into blocks; every problem found is in ``errors``."""
    reader = NodeReader(file)
    content = FileContent(file)
    if root is None:
        content.errors.append(
            ContentError(file, 1, 1, "file is empty; a table file needs `version: 1` and `tables:`")
        )
        return content
    keys = reader.mapping(root, "a table file", FILE_KEYS)
    if keys is not None:
        _check_version(reader, root, keys)
        if "tables" not in keys:
            reader.error(root, "missing key 'tables' (the list of tables)")
        elif (items := reader.sequence(keys["tables"], "tables")) is not None:
            if not items:
                reader.error(keys["tables"], "tables is empty")
            for item in items:
                block = _table_block(reader, item)
                if block is not None:
                    content.blocks.append(block)
    content.errors = reader.errors
    return content


def _check_version(reader: NodeReader, root: Node, keys: dict[str, Node]) -> None:
    if "version" not in keys:
        reader.error(root, f"missing key 'version' (write `version: {VERSION}`)")
        return
    version = reader.integer(keys["version"], "version")
    if version is not None and version != VERSION:
        reader.error(
            keys["version"], f"unsupported version {version}; this solo reads version {VERSION}"
        )


def _id(reader: NodeReader, owner: Node, keys: dict[str, Node], key: str, what: str) -> str | None:
    if key not in keys:
        reader.error(owner, f"{what} has no {key!r}")
        return None
    value = reader.text(keys[key], key)
    if value is None:
        return None
    if not ID_PATTERN.fullmatch(value):
        reader.error(
            keys[key],
            f"bad id {value!r}: use lowercase letters, digits and single dashes (e.g. npc-motive)",
        )
        return None
    return value


def _table_block(reader: NodeReader, node: Node) -> TableBlock | None:
    raw = reader.mapping(node, "a table", TABLE_KEYS)
    if raw is None:
        return None
    extends = _extends(reader, node, raw)
    if extends is None:
        return None
    key = "extends" if extends else "id"
    table_id = _id(reader, node, raw, key, "a table")
    if not _keys_fit(reader, raw, extends):
        return None
    dice = None if extends else _dice(reader, raw)
    defaults = _defaults(reader, raw.get("defaults"))
    drops = _drops(reader, raw.get("drops"))
    if "entries" not in raw and not drops:
        reader.error(node, "a table needs `entries`")
        return None
    if table_id is None:
        return None
    entries: tuple[Entry, ...] | None = ()
    if "entries" in raw:
        entries = _entries(reader, raw, table_id, defaults, dice, "roll" in raw and not extends)
    if entries is None:
        return None
    title = reader.text(raw["title"], "title") if "title" in raw else None
    description = (
        reader.text(raw["description"], "description", allow_empty=True)
        if "description" in raw
        else ""
    )
    return TableBlock(
        table_id,
        reader.where(raw[key]),
        entries,
        extends,
        title or table_id,
        description or "",
        dice,
        Tags.of(defaults),
        drops,
    )


def _drops(reader: NodeReader, node: Node | None) -> tuple[tuple[str, Location], ...]:
    """An ``extends`` block's ``drops``: the exact texts of entries to hide in its genre."""
    if node is None:
        return ()
    items = reader.sequence(node, "drops")
    out: list[tuple[str, Location]] = []
    for item in items or ():
        text = reader.text(item, "a dropped entry's text")
        if text is not None:
            out.append((text.strip(), reader.where(item)))
    return tuple(out)


def _keys_fit(reader: NodeReader, raw: dict[str, Node], extends: bool) -> bool:
    """An ``extends`` block sets only defaults, entries and drops (each other key is an
    error, the block still read); a new table cannot drop (False: the block is left out)."""
    if extends:
        for bad in sorted(set(raw) - set(EXTEND_KEYS)):
            reader.error(
                raw[bad],
                f"{bad!r} cannot be set by `extends`; only defaults and entries can be added",
            )
        return True
    if "drops" in raw:
        reader.error(raw["drops"], "drops hides entries of another table: use it with `extends`")
        return False
    return True


def _extends(reader: NodeReader, node: Node, raw: dict[str, Node]) -> bool | None:
    """Whether the block adds to a table (``extends``) or makes one (``id``); None, with
    the error, when it says both or neither."""
    extends = "extends" in raw
    if extends and "id" in raw:
        reader.error(
            raw["extends"],
            "a table has either `id` (a new table) or `extends` (adding to one), not both",
        )
        return None
    if not extends and "id" not in raw:
        reader.error(node, "a table needs `id` (or `extends: <id>` to add to an existing one)")
        return None
    return extends


def _dice(reader: NodeReader, raw: dict[str, Node]) -> DiceSpec | None:
    """The table's ``roll:`` dice, if it has them."""
    if "roll" not in raw or not (text := reader.text(raw["roll"], "roll")):
        return None
    try:
        return DiceSpec.parse(text)
    except ValueError as exc:
        reader.error(raw["roll"], str(exc))
        return None


def _entries(
    reader: NodeReader,
    raw: dict[str, Node],
    table_id: str,
    defaults: dict[str, TagValue],
    dice: DiceSpec | None,
    is_dice_table: bool,
) -> tuple[Entry, ...] | None:
    """The block's sound entries; a dice table's ranges checked to cover every roll once
    all its entries read."""
    items = reader.sequence(raw["entries"], "entries")
    if items is None:
        return None
    if not items:
        reader.error(raw["entries"], "entries is empty")
    entries = []
    for item in items:
        entry = _entry(reader, item, table_id, defaults, dice, is_dice_table)
        if entry is not None:
            entries.append(entry)
    if dice is not None and len(entries) == len(items):
        check_coverage(reader, raw["roll"], dice, entries)
    return tuple(entries)


def _defaults(reader: NodeReader, node: Node | None) -> dict[str, TagValue]:
    if node is None:
        return {}
    raw = reader.mapping(node, "defaults", ENTRY_TAG_KEYS)
    out: dict[str, TagValue] = {}
    for key, value_node in (raw or {}).items():
        _tag(reader, key, value_node, out)
    return out


def _tag(reader: NodeReader, key: str, node: Node, into: dict[str, TagValue]) -> None:
    """One tag into ``into``; a list for genre/where/needs, the old ``setting`` as the
    ``where`` (or ``needs``) it means. A bad word is an error at its own line."""
    if key in SET_KEYS:
        words = _words(reader, key, node)
        if words is not None:
            into[key] = words
        return
    text = reader.text(node, key)
    if text is None:
        return
    try:
        if key == LEGACY_KEY:  # the old one word says all of where and needs
            new_key, tags = legacy_tags(text)
            into.pop("needs" if new_key == "where" else "where", None)
            into[new_key] = tags
        else:
            into[key] = parse_tag(key, text)
    except ValueError as exc:
        reader.error(node, str(exc))


def _words(reader: NodeReader, key: str, node: Node) -> frozenset[str] | None:
    """A set tag: one word or a list of words, each checked where it stands."""
    items = [node] if isinstance(node, ScalarNode) else reader.sequence(node, key)
    if items is None:
        return None
    found: list[str] = []
    sound = True
    for item in items:
        text = reader.text(item, key)
        try:
            found.extend(parse_tag_set(key, [text]) if text is not None else ())
        except ValueError as exc:
            reader.error(item, str(exc))
            sound = False
        sound = sound and text is not None
    if not found and sound:
        reader.error(node, f"{key} is empty")
        return None
    return frozenset(found) if sound else None


def _entry(
    reader: NodeReader,
    node: Node,
    table_id: str,
    defaults: dict[str, TagValue],
    dice: DiceSpec | None,
    is_dice_table: bool,
) -> Entry | None:
    before = len(reader.errors)
    tags = dict(defaults)
    weight, span = 1, None
    text_node: Node
    if isinstance(node, ScalarNode):
        text_node = node
    else:
        raw = reader.mapping(node, "an entry", ENTRY_KEYS)
        if raw is None:
            return None
        if "text" not in raw:
            if len(reader.errors) == before:  # a mistyped key already explains it
                reader.error(node, "entry has no 'text'")
            return None
        text_node = raw["text"]
        weight, span = _entry_keys(reader, raw, tags, dice, is_dice_table)
    if is_dice_table and span is None and len(reader.errors) == before:
        reader.error(node, "every entry of a dice table needs a range (e.g. range: 11-16)")
    read = _entry_text(reader, text_node)
    if read is None or len(reader.errors) > before:
        return None
    text, template = read
    return Entry(text, table_id, reader.where(node), Tags.of(tags), weight, span, template)


def _entry_keys(
    reader: NodeReader,
    raw: dict[str, Node],
    tags: dict[str, TagValue],
    dice: DiceSpec | None,
    is_dice_table: bool,
) -> tuple[int, tuple[int, int] | None]:
    """An entry's tags (into ``tags``), its weight and its dice range."""
    weight, span = 1, None
    for key in ENTRY_TAG_KEYS:
        if key in raw:
            _tag(reader, key, raw[key], tags)
    if "weight" in raw:
        if is_dice_table:
            reader.error(
                raw["weight"],
                "weight has no meaning in a dice table; widen the entry's range instead",
            )
        else:
            weight = _weight(reader, raw["weight"])
    if "range" in raw:
        if not is_dice_table:
            reader.error(raw["range"], "range needs a `roll:` (dice) on the table")
        elif dice is not None:
            span = read_span(reader, raw["range"], dice)
    return weight, span


def _entry_text(reader: NodeReader, text_node: Node) -> tuple[str, Template] | None:
    """The entry's text and its parsed references; a template error points at the
    character that broke it when the text is on one plain line."""
    raw_text = reader.text(text_node, "entry text")
    if raw_text is None:
        return None
    text = raw_text.strip()
    try:
        return text, parse_template(text)
    except TemplateError as exc:
        single_line = (
            not getattr(text_node, "style", None)
            and text_node.start_mark.line == text_node.end_mark.line
        )
        lead = len(raw_text) - len(raw_text.lstrip())
        reader.error(text_node, str(exc), exc.offset + lead if single_line else 0)
        return None


def _weight(reader: NodeReader, node: Node) -> int:
    if isinstance(node, ScalarNode) and node.tag == INT:
        value = reader.integer(node, "weight")
        if value is not None and value <= 0:
            reader.error(node, f"weight must be a positive whole number, got {value}")
        return value if value is not None and value > 0 else 1
    got = describe(node)
    reader.error(node, f"weight must be a positive whole number, got {got}")
    return 1
