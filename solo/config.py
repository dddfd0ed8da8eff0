"""The player's settings: ``config.toml`` in the platform's config folder.

``~/.config/solo/config.toml`` on Linux (platformdirs); ``SOLO_CONFIG`` names another
file. Read with :mod:`tomllib`; written atomically by the app's settings screen. A bad
file never stops the game: every problem is one line naming the file and the line, and
the value falls back to its default.

    [defaults]            # what a new campaign starts with
    system = "fubar"
    variant = "resolve"
    genre = "pulp"
    [folders]
    saves = "~/campaigns"
    content = ["~/my-tables"]
    [app]
    theme = "textual-dark"
    confirm_reroll = true
    show_rules = false    # rule IDs and how each result was worked out (R-GM-8)
    pinned_tables = ["npc", "complications"]
    [keymap]              # binding id = keys
    "app.help" = "f1,question_mark"
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from msgspec import Struct, field
from msgspec.structs import replace

from solo.regular_files import check_replaceable, read_regular
from solo.saves.atomic import atomic_write

if TYPE_CHECKING:
    import tomllib

ENV_VAR = "SOLO_CONFIG"
MAX_BYTES = 1024 * 1024
"""A settings file is a few hundred bytes; anything past 1 MB is not one."""
DEFAULT_THEME = "textual-dark"
MAX_PINS = 9


def config_path() -> Path:
    """``$SOLO_CONFIG``, else ``config.toml`` in the user config folder."""
    env = os.environ.get(ENV_VAR)
    if env:
        return Path(env).expanduser()
    from platformdirs import user_config_dir

    return Path(user_config_dir("solo")) / "config.toml"


class Config(Struct, frozen=True):
    """Every setting, with its default."""

    system: str = "fubar"
    variant: str = "resolve"
    genre: str | None = None
    saves: str | None = None
    content: tuple[str, ...] = ()
    theme: str = DEFAULT_THEME
    confirm_reroll: bool = True
    show_rules: bool = False
    """Rule IDs and derivation lines in what the player reads (the app's key, `--rules`)."""
    pinned_tables: tuple[str, ...] = ()
    keymap: Mapping[str, str] = field(default_factory=dict)

    def evolve(self, **changes: Any) -> Config:
        return replace(self, **changes)


class LoadedConfig(Struct, frozen=True):
    """The settings read, the file they came from, and one line per problem found."""

    config: Config
    path: Path
    problems: tuple[str, ...] = ()


# section, key -> attribute
_KEYS: dict[tuple[str, str], str] = {
    ("defaults", "system"): "system",
    ("defaults", "variant"): "variant",
    ("defaults", "genre"): "genre",
    ("folders", "saves"): "saves",
    ("folders", "content"): "content",
    ("app", "theme"): "theme",
    ("app", "confirm_reroll"): "confirm_reroll",
    ("app", "show_rules"): "show_rules",
    ("app", "pinned_tables"): "pinned_tables",
}


def load_config(path: Path | None = None) -> LoadedConfig:
    """Read the config file; a missing file is the defaults, a bad one is reported."""
    path = config_path() if path is None else path
    read = _read_toml(path)
    if isinstance(read, LoadedConfig):
        return read
    text, data = read
    values: dict[str, Any] = {}  # Config fields named by the file: each checked by _check
    problems: list[str] = []
    for section, table in data.items():
        if section == "keymap":
            keymap, bad = _keymap(table)
            values["keymap"] = keymap
            problems += [f"{path}:{_line_of(text, key)}: {why}" for key, why in bad]
        elif not isinstance(table, dict):
            problems.append(f"{path}:{_line_of(text, section)}: unknown setting {section!r}")
        else:
            found, bad = _section(section, table)
            values.update(found)
            problems += [f"{path}:{_line_of(text, key)}: {why}" for key, why in bad]
    return LoadedConfig(Config(**values), path, tuple(problems))


def _read_toml(path: Path) -> tuple[str, dict[str, object]] | LoadedConfig:
    """The file's text and its TOML tables; or, when there is no such file or it does not
    read, the defaults with the one problem."""
    try:
        raw = read_regular(path, MAX_BYTES)
    except FileNotFoundError:
        return LoadedConfig(Config(), path)
    except OSError as exc:
        return LoadedConfig(Config(), path, (f"{path}: cannot read: {exc.strerror}",))
    import tomllib  # here: no file (the usual case) needs no TOML parser (~2 ms of a call)

    try:
        text = raw.decode("utf-8")
        return text, tomllib.loads(text)
    except UnicodeDecodeError as exc:
        return LoadedConfig(Config(), path, (f"{path}: not UTF-8 text (byte {exc.start})",))
    except tomllib.TOMLDecodeError as exc:
        return LoadedConfig(Config(), path, (_syntax_problem(path, exc),))


def _section(
    section: str, table: Mapping[str, object]
) -> tuple[dict[str, object], list[tuple[str, str]]]:
    """One ``[section]``'s settings by Config field, and each bad key with why."""
    values: dict[str, object] = {}
    bad: list[tuple[str, str]] = []
    for key, value in table.items():
        attr = _KEYS.get((section, key))
        why = f"unknown setting {section}.{key}" if attr is None else _check(attr, value)
        if why:
            bad.append((key, why))
        elif attr is not None:
            values[attr] = tuple(value) if isinstance(value, list) else value
    return values, bad


def save_config(config: Config, path: Path | None = None) -> Path:
    """Write every setting to ``path`` atomically (temp file, fsync, replace)."""
    path = config_path() if path is None else path
    check_replaceable(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write(path, config_text(config).encode("utf-8"))
    return path


def config_text(config: Config) -> str:
    lines = ["# solo settings (the app's settings screen writes this file)", "", "[defaults]"]
    lines += [f"system = {_toml(config.system)}", f"variant = {_toml(config.variant)}"]
    if config.genre:
        lines.append(f"genre = {_toml(config.genre)}")
    lines += ["", "[folders]"]
    if config.saves:
        lines.append(f"saves = {_toml(config.saves)}")
    lines += [
        f"content = {_toml(list(config.content))}",
        "",
        "[app]",
        f"theme = {_toml(config.theme)}",
        f"confirm_reroll = {_toml(config.confirm_reroll)}",
        f"show_rules = {_toml(config.show_rules)}",
        f"pinned_tables = {_toml(list(config.pinned_tables))}",
        "",
        "[keymap]",
    ]
    lines += [f"{_toml(k)} = {_toml(v)}" for k, v in sorted(config.keymap.items())]
    return "\n".join(lines) + "\n"


def parse_keymap(text: str) -> dict[str, str]:
    """``app.help=f1; play.undo=ctrl+z`` → a keymap; ValueError naming a bad part."""
    keymap: dict[str, str] = {}
    for part in text.split(";"):
        if not part.strip():
            continue
        binding_id, eq, keys = part.partition("=")
        if not eq or not binding_id.strip() or not keys.strip():
            raise ValueError(f"bad key override {part.strip()!r}: write binding.id=keys")
        keymap[binding_id.strip()] = keys.strip().replace(" ", "")
    return keymap


def keymap_text(keymap: Mapping[str, str]) -> str:
    return "; ".join(f"{k}={v}" for k, v in sorted(keymap.items()))


def _check(attr: str, value: object) -> str:
    """Why ``value`` cannot be the setting ``attr`` ('' when it can)."""
    if attr in ("confirm_reroll", "show_rules"):
        return "" if isinstance(value, bool) else f"{attr} must be true or false"
    if attr in ("content", "pinned_tables"):
        ok = isinstance(value, list) and all(isinstance(v, str) for v in value)
        return "" if ok else f"{attr} must be a list of strings"
    if not isinstance(value, str) or not value.strip():
        return f"{attr} must be a non-empty string"
    # the dice and the rules are imported only to check a file that names a system or a
    # variant: `solo play` reads the config before its first frame, which needs neither
    if attr == "system":
        from solo.dice import SYSTEMS

        if value not in SYSTEMS:
            return f"unknown system {value!r}; expected one of {', '.join(SYSTEMS)}"
    if attr == "variant":
        from solo.rules.economy import VARIANTS

        if value not in VARIANTS:
            return f"unknown variant {value!r}; expected one of {', '.join(VARIANTS)}"
    return ""


def _keymap(table: object) -> tuple[dict[str, str], list[tuple[str, str]]]:
    if not isinstance(table, dict):
        return {}, [("keymap", "[keymap] must be a table of binding id = keys")]
    good: dict[str, str] = {}
    bad: list[tuple[str, str]] = []
    for key, value in table.items():
        if isinstance(value, str) and value.strip():
            good[key] = value
        else:
            bad.append((key, f'keymap {key!r} must be keys in a string, e.g. "ctrl+k"'))
    return good, bad


def _syntax_problem(path: Path, exc: tomllib.TOMLDecodeError) -> str:
    message = str(exc)
    found = re.search(r"\(at line (\d+), column (\d+)\)", message)
    if found:
        message = message[: found.start()].strip()
        return f"{path}:{found.group(1)}: {message} (column {found.group(2)})"
    return f"{path}: {message}"


def _line_of(text: str, key: str) -> int:
    """The first line that sets ``key`` (or names the section), for messages."""
    pattern = re.compile(rf'^\s*(\[\s*)?["\']?{re.escape(key)}["\']?\s*(=|\])')
    for number, line in enumerate(text.splitlines(), start=1):
        if pattern.match(line):
            return number
    return 1


def _toml(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return json.dumps(str(value), ensure_ascii=False)
