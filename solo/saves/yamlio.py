"""YAML in and out for saves, with the C loader/dumper when available."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from solo.saves.errors import SaveError

Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
Dumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def load_yaml(raw: bytes, path: Path, hint: str = "") -> Any:
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise SaveError(f"{path}: not UTF-8 text (byte {exc.start}){hint}") from None
    try:
        return yaml.load(text, Loader=Loader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        where = f"{path}:{mark.line + 1}:{mark.column + 1}" if mark else str(path)
        problem = exc.problem or exc.context or "bad YAML"
        raise SaveError(f"{where}: {problem}{hint}") from None
    except yaml.YAMLError as exc:
        raise SaveError(f"{path}: bad YAML: {str(exc).splitlines()[0]}{hint}") from None


def dump_yaml(doc: Any) -> bytes:
    return yaml.dump(doc, Dumper=Dumper, sort_keys=False, allow_unicode=True,
                     default_flow_style=False, width=100).encode("utf-8")
